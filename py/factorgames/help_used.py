"""The help a class task's game allows (`Allowance`) and the help used in it (`HelpUsed`): each
hint with its level, each teacher's tool, each move taken back and each retry, with the move it
came at. A task's game carries both in its share code (`help=`, `helped=`), so a pupil's result
carries them to the teacher, whose device reads them with the replay.

>>> used = HelpUsed().add("analysis", 3).add("analysis", 4).add("hint2", 5)
>>> used.text()
'hint2@5,analysis@3-4'
>>> HelpUsed.read(used.text()) == used
True
>>> used.words()
'a level 2 hint at move 5 and the analysis from move 3'
>>> used.beyond("hints")
('analysis', 3)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from .i18n import _, listing, ngettext
from .link_values import RecordError

Allowance = Literal["all", "hints", "none"]
"""The help a task allows: all of it, the hints only, or none."""
ALLOWANCES: tuple[Allowance, ...] = ("all", "hints", "none")

HINTS = ("hint1", "hint2", "hint3")
"""A hint of each level: a nudge, one winning move, every winning move."""
TOOLS = ("analysis", "strategy", "standing", "review", "counts", "web")
"""The teacher's tools (and the review asked for while the game goes on)."""
TAKE_BACKS = ("undo", "retry")
"""A move taken back, and a move tried again from the review or a replay."""
KINDS = (*HINTS, *TOOLS, *TAKE_BACKS)
ORDER = {kind: i for i, kind in enumerate(KINDS)}
"""Each kind's place in a record's order."""

ALLOWED: dict[Allowance, frozenset[str]] = {
    "all": frozenset(KINDS),
    "hints": frozenset(HINTS),
    "none": frozenset(),
}

MAX_USES = 300
"""The most uses a record holds (after that, only a kind's first use is still added)."""
MAX_TEXT = 3_000
"""The longest `helped=` value read."""
MAX_PLY = 1_000
"""The largest move number a use may name."""


def allowance(text: str) -> Allowance:
    """The allowance a share code's `help=` names.

    >>> allowance("none"), allowance(" Hints ")
    ('none', 'hints')
    >>> allowance("some")
    Traceback (most recent call last):
    ...
    factorgames.link_values.RecordError: help='some' should be all, hints or none.
    """
    value = text.strip().lower()
    for allowed in ALLOWANCES:
        if value == allowed:
            return allowed
    raise RecordError(_("help={value!r} should be all, hints or none.").format(value=text[:20]))


def allowance_words(allowed: Allowance) -> str:
    """An allowance in a few words: "all help", "hints only", "no help"."""
    return {"all": _("all help"), "hints": _("hints only"), "none": _("no help")}[allowed]


@dataclass(frozen=True)
class HelpUsed:
    """The help used in one game: (kind, move) pairs, each once, in the order of KINDS then moves."""

    uses: tuple[tuple[str, int], ...] = ()

    def __bool__(self) -> bool:
        return bool(self.uses)

    def add(self, kind: str, ply: int) -> HelpUsed:
        """This record with `kind` used at move `ply` (past MAX_USES, only a kind's first use)."""
        if (kind, ply) in self.uses or not 1 <= ply <= MAX_PLY:
            return self
        if len(self.uses) >= MAX_USES and kind in self.kinds():
            return self
        return HelpUsed(tuple(sorted({*self.uses, (kind, ply)}, key=lambda use: (ORDER[use[0]], use[1]))))

    def kinds(self) -> set[str]:
        return {kind for kind, _ply in self.uses}

    def plies(self, *kinds: str) -> list[int]:
        """The moves at which any of these kinds was used, in order."""
        return sorted({ply for kind, ply in self.uses if kind in kinds})

    def beyond(self, allowed: Allowance) -> tuple[str, int] | None:
        """The first use the allowance does not allow (None: all of them are allowed)."""
        return next((use for use in sorted(self.uses, key=lambda u: u[1]) if use[0] not in ALLOWED[allowed]), None)

    def last_ply(self) -> int:
        return max((ply for _kind, ply in self.uses), default=0)

    # --- in a share code ------------------------------------------------------------------------

    def text(self) -> str:
        """The record as a share code's `helped=` value: `kind@moves` for each kind, the moves as
        runs ("3-6.9")."""
        parts = []
        for kind in KINDS:
            plies = [ply for k, ply in self.uses if k == kind]
            if plies:
                parts.append(f"{kind}@{'.'.join(_runs(plies))}")
        return ",".join(parts)

    @classmethod
    def read(cls, text: str) -> HelpUsed:
        """The record a `helped=` value holds, or RecordError."""
        bad = RecordError(_("The help used in this game cannot be read."))
        if len(text) > MAX_TEXT:
            raise bad
        used = cls()
        seen: set[str] = set()
        for part in filter(None, text.split(",")):
            kind, at, runs = part.partition("@")
            if kind not in KINDS or kind in seen or not at or not runs:
                raise bad
            seen.add(kind)
            for run in runs.split("."):
                first, dash, last = run.partition("-")
                if not (first.isascii() and first.isdigit() and (not dash or (last.isascii() and last.isdigit()))):
                    raise bad
                lo, hi = int(first), int(last) if dash else int(first)
                if not 1 <= lo <= hi <= MAX_PLY or len(used.uses) + hi - lo >= MAX_USES:
                    raise bad
                for ply in range(lo, hi + 1):
                    used = used.add(kind, ply)
        return used

    # --- in words -------------------------------------------------------------------------------

    def words(self) -> str:
        """The help used, in a phrase that follows "with" ("" when none): "a level 2 hint at move 5
        and the analysis from move 3"."""
        phrases = []
        hints = self.plies(*HINTS)
        if hints:
            level = max(int(kind[-1]) for kind in self.kinds() if kind in HINTS)
            phrases.append(
                ngettext(
                    "a level {level} hint at move {moves}",
                    "hints up to level {level} at moves {moves}",
                    len(hints),
                ).format(level=level, moves=listing(hints))
            )
        for kind, phrase in _tool_phrases().items():
            plies = self.plies(kind)
            if plies:
                phrases.append(phrase.format(k=plies[0]))
        undone, retried = self.plies("undo"), self.plies("retry")
        if undone:
            phrases.append(
                ngettext("a move taken back at move {moves}", "moves taken back at moves {moves}", len(undone)).format(
                    moves=listing(undone)
                )
            )
        if retried:
            phrases.append(
                ngettext("a retry of move {moves}", "retries of moves {moves}", len(retried)).format(
                    moves=listing(retried)
                )
            )
        if not phrases:
            return ""
        return (
            phrases[0]
            if len(phrases) == 1
            else _("{some} and {last}").format(some=", ".join(phrases[:-1]), last=phrases[-1])
        )


def puzzle_words(used: HelpUsed) -> str:
    """The hints used in a class's puzzles task (each use's place: the puzzle's number in the task),
    in a phrase that follows "with" ("" when none).

    >>> puzzle_words(HelpUsed().add("hint1", 2)), puzzle_words(HelpUsed().add("hint1", 1).add("hint2", 3))
    ('a level 1 hint in puzzle 2', 'hints up to level 2 in puzzles 1 and 3')
    """
    puzzles = used.plies(*HINTS)
    if not puzzles:
        return ""
    level = max(int(kind[-1]) for kind in used.kinds() if kind in HINTS)
    return ngettext(
        "a level {level} hint in puzzle {which}", "hints up to level {level} in puzzles {which}", len(puzzles)
    ).format(level=level, which=listing(puzzles))


def _tool_phrases() -> dict[str, str]:
    return {
        "analysis": _("the analysis from move {k}"),
        "strategy": _("the winning strategy from move {k}"),
        "standing": _("who is winning, from move {k}"),
        "review": _("the review at move {k}"),
        "counts": _("the counts from move {k}"),
        "web": _("the numbers' web from move {k}"),
    }


def _runs(plies: list[int]) -> list[str]:
    """Sorted moves as runs: [3, 4, 5, 9] -> ['3-5', '9']."""
    runs: list[list[int]] = []
    for ply in plies:
        if runs and ply == runs[-1][1] + 1:
            runs[-1][1] = ply
        else:
            runs.append([ply, ply])
    return [f"{lo}-{hi}" if hi > lo else str(lo) for lo, hi in runs]


NO_HELP = HelpUsed()
"""The record of a game played without help."""
