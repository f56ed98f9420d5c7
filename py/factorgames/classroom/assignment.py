"""A teacher's assignment: a title and a list of tasks, each a game to play from its setup with a
goal, and a seed from which every computer move of its games follows (so a pupil's result can be
replayed move by move). It travels as a code in a link (`class.html#a=<code>`).

>>> a = Assignment("Year 7", (Task("game=factor-chain-challenge&vs=easy", "win"),), seed=5)
>>> Assignment.from_code(a.code()) == a
True
>>> a.link(0)
'game=factor-chain-challenge&range=1-10&vs=easy&seed=...'
>>> a.describe(0)
'Factor Chain Challenge on 1 to 10, against the easy computer: win, moving first.'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Literal

from ..bots.challenges import CHALLENGES
from ..games.presets import GAMES
from ..games.registry import kind_of
from ..help_used import Allowance
from ..i18n import _, ngettext
from ..link_values import RecordError
from ..play.players import LEVELS
from ..puzzles.table import PUZZLES
from ..transcript import MAX_SEED, Record, Setup, decode, encode
from .packing import CodeError, pack, short_id, unpack

Goal = Literal["win", "finish", "chain", "puzzles", "bot"]
"""win: win the game; finish: play it to the end; chain (the Longest Chain Challenge): a chain of
at least the task's `target` numbers; puzzles: solve each of the task's `puzzles` (ids); bot: a
bot of the pupil's own passes the task's `challenge` (one of the Bots page's)."""
GOALS: tuple[Goal, ...] = ("win", "finish", "chain", "puzzles", "bot")
MAX_PUZZLES = 10
"""The most puzzles of one task."""

BY_ID = {p.id: p for p in PUZZLES}
CHALLENGE_BY_ID = {c.id: c for c in CHALLENGES}
MAX_TASKS = 12
MAX_TITLE = 80
SEED_SPACE = 2**30


def _task_payload(task: Task) -> list[object]:
    if task.goal == "puzzles":
        return [task.game, task.goal, list(task.puzzles)]
    if task.goal == "bot":
        return [task.game, task.goal, task.challenge]
    return [task.game, task.goal, task.target] if task.goal == "chain" else [task.game, task.goal]


class AssignmentError(ValueError):
    """An assignment that cannot be read or made; its text says why, for the person."""


@dataclass(frozen=True)
class Task:
    """A game's setup as its share code (game, settings, the computer's level, who starts; no
    moves) and the goal; `target` is the chain's length for the goal "chain", `puzzles` the
    puzzles' ids for the goal "puzzles", `challenge` the Bots page's challenge for the goal "bot"
    (`game` is then the challenge's game)."""

    game: str
    goal: Goal
    target: int = 0
    puzzles: tuple[str, ...] = ()
    challenge: str = ""

    def setup(self) -> Setup:
        """The setup the code names, checked (AssignmentError if it is not a task)."""
        try:
            record = decode(self.game)
        except RecordError as error:
            raise AssignmentError(str(error)) from None
        setup = replace(record.setup, seed=None, highlights=True, you=1)
        if self.goal == "puzzles":
            if not 1 <= len(self.puzzles) <= MAX_PUZZLES or any(
                BY_ID.get(p) is None or BY_ID[p].game != setup.game for p in self.puzzles
            ):
                raise AssignmentError(_("That is not an assignment."))
        elif self.goal == "bot":
            challenge = CHALLENGE_BY_ID.get(self.challenge)
            if challenge is None or self.game != challenge.code:
                raise AssignmentError(_("That is not an assignment."))
        elif self.goal == "chain":
            if not setup.solo:
                raise AssignmentError(_("A chain's length is a goal of the Longest Chain Challenge only."))
            size = len(setup.rules.numbers)
            if not 2 <= self.target <= size:
                raise AssignmentError(_("A chain's target is a whole number from 2 to {size}.").format(size=size))
        elif setup.solo or setup.level is None:
            raise AssignmentError(_("A game to win or finish is played against the computer: choose its level."))
        return setup


@dataclass(frozen=True)
class Assignment:
    """A title, its tasks, and the seed of their computer moves."""

    title: str
    tasks: tuple[Task, ...]
    seed: int

    def __post_init__(self) -> None:
        if not self.tasks:
            raise AssignmentError(_("An assignment needs at least one task."))
        if len(self.tasks) > MAX_TASKS:
            raise AssignmentError(_("An assignment has at most {n} tasks.").format(n=MAX_TASKS))
        if len(self.title) > MAX_TITLE:
            raise AssignmentError(_("A title has at most {n} characters.").format(n=MAX_TITLE))
        if not 0 <= self.seed < SEED_SPACE:
            raise AssignmentError(_("That is not an assignment."))
        for task in self.tasks:
            task.setup()

    # --- as a code ------------------------------------------------------------------------------

    def payload(self) -> dict[str, object]:
        """What the code holds (a result carries it too)."""
        return {
            "t": self.title,
            "s": self.seed,
            "k": [_task_payload(t) for t in self.tasks],
        }

    def code(self) -> str:
        return pack(self.payload())

    @property
    def id(self) -> str:
        """A short name of exactly this assignment: an edited copy has another."""
        return short_id(self.code())

    @classmethod
    def from_payload(cls, value: object) -> Assignment:
        """The assignment a payload holds, or AssignmentError."""
        if not isinstance(value, dict) or set(value) != {"t", "s", "k"}:
            raise AssignmentError(_("That is not an assignment."))
        title, seed, tasks = value["t"], value["s"], value["k"]
        if not isinstance(title, str) or type(seed) is not int or not isinstance(tasks, list):
            raise AssignmentError(_("That is not an assignment."))
        if len(tasks) > MAX_TASKS:
            raise AssignmentError(_("An assignment has at most {n} tasks.").format(n=MAX_TASKS))
        read: list[Task] = []
        for item in tasks:
            if not (isinstance(item, list) and len(item) in (2, 3) and isinstance(item[0], str) and item[1] in GOALS):
                raise AssignmentError(_("That is not an assignment."))
            extra = item[2] if len(item) == 3 else 0
            if isinstance(extra, str) and item[1] == "bot":
                read.append(Task(item[0], "bot", challenge=extra))
            elif type(extra) is int and item[1] not in ("puzzles", "bot"):
                read.append(Task(item[0], item[1], extra))
            elif isinstance(extra, list) and item[1] == "puzzles" and all(isinstance(p, str) for p in extra):
                read.append(Task(item[0], "puzzles", puzzles=tuple(extra[: MAX_PUZZLES + 1])))
            else:
                raise AssignmentError(_("That is not an assignment."))
        return cls(title, tuple(read), seed)

    @classmethod
    def from_code(cls, code: str) -> Assignment:
        try:
            return cls.from_payload(unpack(code))
        except CodeError:
            raise AssignmentError(_("That is not an assignment.")) from None

    # --- its games ------------------------------------------------------------------------------

    def setup(self, k: int) -> Setup:
        """Task k's setup, with the seed of its computer moves."""
        return replace(self.tasks[k].setup(), seed=(self.seed * MAX_TASKS + k) % (MAX_SEED + 1))

    def link(self, k: int) -> str:
        """Task k's game as the game page's address (its share code); for a bot's task, the Bots
        page's: the challenge, and the seed of its games."""
        if self.tasks[k].goal == "bot":
            return f"challenge={self.tasks[k].challenge}&seed={self.setup(k).seed}"
        return encode(Record(self.setup(k)))

    def describe(self, k: int) -> str:
        """Task k in a sentence."""
        task, setup = self.tasks[k], self.setup(k)
        game, rules, preset = _(GAMES[setup.game].title), setup.rules, GAMES[setup.game].rules
        changed = kind_of(rules).settings(rules, preset) if rules != preset else []
        if changed:
            on = _("{game} ({settings})").format(game=game, settings=", ".join(changed))
        elif span := kind_of(rules).span(rules):
            on = _("{game} on {lo} to {hi}").format(game=game, lo=span[0], hi=span[1])
        else:
            on = game
        if task.goal == "chain":
            sentence = _("{game}: a chain of {target} numbers or more.").format(game=on, target=task.target)
            return f"{sentence} {allowed_words(setup.help)}".rstrip()
        if task.goal == "bot":
            return _("A bot of your own: {challenge}.").format(challenge=_(CHALLENGE_BY_ID[task.challenge].title))
        if task.goal == "puzzles":
            return ngettext("{game}: solve {n} puzzle.", "{game}: solve {n} puzzles.", len(task.puzzles)).format(
                game=_(GAMES[setup.game].title), n=len(task.puzzles)
            )
        level = _(LEVELS[setup.level or "perfect"])
        if task.goal == "finish":
            sentence = _("{game}, against the {level} computer: play to the end.").format(game=on, level=level)
        elif setup.first == 1:
            sentence = _("{game}, against the {level} computer: win, moving first.").format(game=on, level=level)
        else:
            sentence = _("{game}, against the {level} computer: win, moving second.").format(game=on, level=level)
        return f"{sentence} {allowed_words(setup.help)}".rstrip()


def allowed_words(allowed: Allowance) -> str:
    """The help a task allows, in a sentence ("" for all of it)."""
    return {"all": "", "hints": _("Hints only."), "none": _("No help.")}[allowed]
