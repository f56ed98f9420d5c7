"""A task's moves checked by replaying them in the engine: every move legal, every computer move
the one the engine plays with the task's seed, and the outcome recomputed. What a replay cannot
show (that nobody helped, that a game or a puzzle was the first try) is said on the Class page.
A puzzles task's moves are its puzzles' lines, each solved one checked against its answer. A bot's
task is checked by playing the bot's challenge again on the teacher's device (`bot_games`, played
in the bots' sandbox by the page), its games then read by `check_bot`.

>>> from .assignment import Assignment, Task
>>> a = Assignment("Year 7", (Task("game=factor-chain-challenge&vs=easy", "win"),), seed=5)
>>> check(a, 0, None).state, check(a, 0, (4, 99)).state
('todo', 'invalid')
>>> check(a, 0, (4, 3)).words
'Not verified: move 2 is not the move the computer plays there.'
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from typing import Literal

from ..bots import challenges
from ..bots.runner import checked_result, computer_move
from ..contract.bots import GameResult, GameState
from ..games.outcome import IllegalMove
from ..help_used import HINTS, NO_HELP, Allowance, HelpUsed, allowance_words, puzzle_words
from ..i18n import _, ngettext
from ..link_values import RecordError
from ..play.players import choose_move, seeded
from ..puzzles.answers import solves
from ..transcript import Record, Setup, decode, encode
from .assignment import BY_ID, CHALLENGE_BY_ID, Assignment, Task
from .result import Result

MarkState = Literal["done", "tried", "todo", "invalid", "waiting"]
"""done: the goal is met; tried: played, the goal not (yet) met; todo: not begun; invalid: the
moves do not replay (edited, or not played from the task's link); waiting: a bot this device has
yet to play again."""

BOT = "bot"
"""The bot's id in the games of a bot's task (any id plays the same games)."""


@dataclass(frozen=True)
class Mark:
    """A task's mark: its state, in a few words, the game's share code ("" when there is none),
    and the help used in it, in words ("" when none)."""

    state: MarkState
    words: str
    game: str = ""
    moves: int = 0
    help: str = ""

    @property
    def rank(self) -> tuple[int, bool, int]:
        """Which of two attempts counts: the goal met, then played, then without help, then the
        longer game."""
        return ({"done": 3, "tried": 2, "waiting": 1, "todo": 1, "invalid": 0}[self.state], not self.help, self.moves)


def _with_help(mark: Mark, helped: HelpUsed, allowed: Allowance, played: int) -> Mark:
    """A game's mark with the help used in it: said in its words, or the mark invalid when the
    task does not allow it or the record does not fit the game."""
    if not helped or mark.state == "invalid":
        return mark
    if helped.last_ply() > played + 1:
        return replace(mark, state="invalid", words=_("Not verified: the help record does not fit the game."))
    beyond = helped.beyond(allowed)
    if beyond is not None:
        words = _("Not verified: help was used at move {k}, where the task allows {allowed}.").format(
            k=beyond[1], allowed=allowance_words(allowed)
        )
        return replace(mark, state="invalid", words=words)
    said = helped.words()
    words = _("{mark}, with {help}.").format(mark=mark.words.rstrip("."), help=said)
    return replace(mark, words=words, help=said)


def flat(lines: list[tuple[int, ...]]) -> tuple[int, ...]:
    """A puzzles task's lines, one per puzzle (empty: not solved), as a result holds them: each
    line's length, then its moves.

    >>> flat([(4,), (), (6, 3, 9)]), unflat((1, 4, 0, 3, 6, 3, 9), 3)
    ((1, 4, 0, 3, 6, 3, 9), [(4,), (), (6, 3, 9)])
    """
    return tuple(n for line in lines for n in (len(line), *line))


def unflat(moves: tuple[int, ...], count: int) -> list[tuple[int, ...]] | None:
    """The lines `flat` made, or None when `moves` is not `count` lines."""
    lines: list[tuple[int, ...]] = []
    i = 0
    while i < len(moves) and len(lines) < count:
        lines.append(moves[i + 1 : i + 1 + moves[i]])
        i += 1 + moves[i]
    return lines if i == len(moves) and len(lines) == count else None


def _puzzles(task: Task, moves: tuple[int, ...]) -> Mark:
    """A puzzles task: every line given solves its puzzle."""
    lines = unflat(moves, len(task.puzzles))
    if lines is None:
        return Mark("invalid", _("Not verified: the puzzles' moves cannot be read."))
    for j, (puzzle, line) in enumerate(zip(task.puzzles, lines, strict=True), start=1):
        if line and not solves(BY_ID[puzzle], line):
            return Mark("invalid", _("Not verified: the moves of puzzle {j} do not solve it.").format(j=j))
    done = sum(1 for line in lines if line)
    words = ngettext("{done} of {n} puzzle solved.", "{done} of {n} puzzles solved.", len(lines))
    return Mark("done" if done == len(lines) else "tried", words.format(done=done, n=len(lines)), "", done)


def _puzzle_hints(mark: Mark, helped: HelpUsed, count: int) -> Mark:
    """A puzzles task's mark with the hints shown in it (each at its puzzle's number): said in its
    words, or the mark invalid when the record does not fit the task (help a puzzle does not offer,
    a puzzle the task does not have)."""
    if not helped or mark.state == "invalid":
        return mark
    if helped.kinds() - set(HINTS) or helped.last_ply() > count:
        return replace(mark, state="invalid", words=_("Not verified: the help record does not fit the game."))
    said = puzzle_words(helped)
    return replace(mark, words=_("{mark}, with {help}.").format(mark=mark.words.rstrip("."), help=said), help=said)


def check(assignment: Assignment, k: int, moves: tuple[int, ...] | None, helped: HelpUsed = NO_HELP) -> Mark:
    """Task k of the assignment, played with these moves and this help, replayed."""
    if not moves:
        return Mark("todo", _("Not started."))
    task, setup = assignment.tasks[k], assignment.setup(k)
    if task.goal == "puzzles":
        return _puzzle_hints(_puzzles(task, moves), helped, len(task.puzzles))
    game = encode(Record(setup, moves, helped))
    return _with_help(_replayed(task, setup, moves, game), helped, setup.help, len(moves))


def better_of(earlier: Result, later: Result) -> Result:
    """One pupil's two results of one assignment as one: each task's game from the result whose mark
    for it ranks higher (`Mark.rank`: the goal met, then played, without help, the longer game), the
    later one's when they rank alike; a bot's task from the later one when it holds a bot (its games
    are played again on the teacher's device). The name as the later one has it."""
    assignment = later.assignment
    picked: list[Result] = []
    for k, task in enumerate(assignment.tasks):
        if task.goal == "bot":
            picked.append(later if later.bots and later.bots[k] is not None else earlier)
            continue
        ranks = [check(assignment, k, r.moves[k], r.help_of(k)).rank for r in (earlier, later)]
        picked.append(earlier if ranks[0] > ranks[1] else later)
    bots = tuple(r.bots[k] if r.bots else None for k, r in enumerate(picked))
    helped = tuple(r.help_of(k) for k, r in enumerate(picked))
    return Result(
        later.name,
        assignment,
        tuple(r.moves[k] for k, r in enumerate(picked)),
        bots if any(bots) else (),
        helped if any(helped) else (),
    )


def _replayed(task: Task, setup: Setup, moves: tuple[int, ...], game: str) -> Mark:
    """A game's mark from its moves, each replayed; `game` is its share code."""
    position = setup.rules.initial_position()
    for ply, n in enumerate(moves, start=1):
        if position.is_over:
            return Mark("invalid", _("Not verified: moves go on after the game's end."), game, len(moves))
        computer = not setup.solo and setup.player(position.to_move) == 2
        if computer and n != choose_move(position, setup.level or "perfect", seeded(setup.seed or 0, ply)):
            return Mark(
                "invalid",
                _("Not verified: move {k} is not the move the computer plays there.").format(k=ply),
                game,
                len(moves),
            )
        try:
            position = position.play(n)
        except IllegalMove:
            return Mark("invalid", _("Not verified: move {k} breaks the rules.").format(k=ply), game, len(moves))
    if task.goal == "chain":
        length = len(position.played)
        words = ngettext("A chain of {n} number.", "A chain of {n} numbers.", length).format(n=length)
        return Mark("done" if length >= task.target else "tried", words, game, length)
    outcome = position.outcome()
    if outcome is None:
        words = ngettext("Not finished: {n} move so far.", "Not finished: {n} moves so far.", len(moves))
        return Mark("tried", words.format(n=len(moves)), game, len(moves))
    if outcome.winner is None:
        return Mark("done" if task.goal == "finish" else "tried", _("A draw."), game, len(moves))
    won = setup.player(outcome.winner) == 1
    words = (
        ngettext("Won in {n} move.", "Won in {n} moves.", len(moves))
        if won
        else ngettext("Lost in {n} move.", "Lost in {n} moves.", len(moves))
    ).format(n=len(moves))
    return Mark("done" if won or task.goal == "finish" else "tried", words, game, len(moves))


def bot_games(assignment: Assignment, k: int, name: str) -> list[GameState]:
    """The games of bot's task k, as the pupil's Bots page planned them (the task's challenge with
    its seed): the teacher's device plays them again with the pupil's bot."""
    challenge = CHALLENGE_BY_ID[assignment.tasks[k].challenge]
    return challenges.games(challenge, BOT, name, assignment.setup(k).seed or 0)


def bot_key(assignment: Assignment, k: int, name: str, code: str) -> str:
    """The name under which a device keeps the games of one bot played for task k."""
    return hashlib.sha256(f"{assignment.id}.{k}\n{name}\n{code}".encode()).hexdigest()[:16]


def _same_game(result: object, planned: GameState) -> GameResult | None:
    """A result read again from its record, if it is the planned game: every computer move the one
    the engine plays there, played to its end or lost by the bot where it was to move (else None)."""
    if not isinstance(result, dict) or not isinstance(result.get("hash"), str):
        return None
    try:
        record = decode(result["hash"])
    except RecordError:
        return None
    if record.setup != decode(planned["hash"]).setup or result.get("players") != planned["players"]:
        return None
    players, position = planned["players"], record.setup.rules.initial_position()
    for n in record.moves:
        if players[position.to_move - 1] != BOT and n != computer_move(planned, position):
            return None
        try:
            position = position.play(n)
        except IllegalMove:
            return None
    forfeit = result.get("forfeit")
    if forfeit is None:
        if not position.is_over:
            return None
    elif forfeit not in (1, 2) or position.is_over or position.to_move != forfeit or players[forfeit - 1] != BOT:
        return None  # only the bot forfeits, where it was to move
    words = result.get("words")
    return checked_result(
        {
            "hash": result["hash"],
            "players": players,
            "names": planned["names"],
            "winner": None,
            "forfeit": forfeit,
            "fault": result.get("fault"),  # read again by checked_result
            "length": len(record.moves),
            "words": words[:600] if isinstance(words, str) else "",
        }
    )


def check_bot(assignment: Assignment, k: int, name: str, code: str | None, played: object) -> Mark:
    """Bot's task k: the bot's games as this device played them (`played`, None when it has not yet)."""
    if code is None:
        return Mark("todo", _("Not started."))
    planned = bot_games(assignment, k, name)
    if played is None:
        return Mark("waiting", _("Waiting: this device plays the bot's games again."))
    read = [_same_game(r, g) for r, g in zip(played, planned)] if isinstance(played, list) else []
    results = [r for r in read if r is not None]
    if len(results) != len(planned):
        return Mark("waiting", _("Waiting: this device plays the bot's games again."))
    verdict = challenges.check(CHALLENGE_BY_ID[assignment.tasks[k].challenge], results)
    lost = next((r for r in results if r["winner"] != 1 + r["players"].index(BOT)), results[0])
    wins = sum(r["winner"] == 1 + r["players"].index(BOT) for r in results)
    return Mark("done" if verdict["passed"] else "tried", verdict["words"], lost["hash"], wins)
