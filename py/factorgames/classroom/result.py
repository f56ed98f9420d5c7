"""A pupil's result: the name the pupil typed, the assignment, and each task's moves (none for a
task not begun), or for a bot's task the bot's code. It travels as a code in a link (`class.html#r=<code>`) or a QR code; the teacher's
device checks it by replaying every game (`verify`), so nothing in it is taken on trust.

>>> from .assignment import Assignment, Task
>>> a = Assignment("Year 7", (Task("game=factor-chain-challenge&vs=easy", "win"),), seed=5)
>>> r = Result("Ada", a, ((4, 8),))
>>> Result.from_code(r.code()) == r
True
"""

from __future__ import annotations

from dataclasses import dataclass

from ..help_used import HelpUsed
from ..i18n import _
from ..link_values import RecordError
from .assignment import Assignment, AssignmentError
from .names import MAX_NAME, shown
from .packing import CodeError, pack, unpack

MAX_TYPED = 4 * MAX_NAME
"""The most characters of a name as typed that a result keeps (hidden ones included)."""
MAX_MOVES = 400
"""A task's moves: more than any game of the site can last."""
MAX_BOT = 16_000
"""The longest bot's code a result carries, as a bot's link does (the result's code must also stay
within packing.MAX_CODE once compressed)."""


@dataclass(frozen=True)
class Result:
    """A pupil's name as typed, the assignment, and one entry per task: its moves, or None if not
    begun; `bots` (empty when the assignment has no bot's task) the code of each bot's task's bot;
    `helped` (empty when no task's game had help) the help used in each task's game."""

    name: str
    assignment: Assignment
    moves: tuple[tuple[int, ...] | None, ...]
    bots: tuple[str | None, ...] = ()
    helped: tuple[HelpUsed, ...] = ()

    @property
    def shown_name(self) -> str:
        """The name as the teacher reads it (`names.shown`)."""
        return shown(self.name)

    def help_of(self, k: int) -> HelpUsed:
        return self.helped[k] if self.helped else HelpUsed()

    def code(self) -> str:
        payload = {"n": self.name, "a": self.assignment.payload(), "m": [list(m) if m else None for m in self.moves]}
        if any(self.bots):
            payload["b"] = list(self.bots)
        if any(self.helped):
            payload["h"] = [h.text() or None for h in self.helped]
        return pack(payload)

    @classmethod
    def from_code(cls, code: str) -> Result:
        """The result a code holds, or AssignmentError (the code is not a result)."""
        not_one = AssignmentError(_("That is not a result."))
        try:
            value = unpack(code)
        except CodeError:
            raise not_one from None
        if not isinstance(value, dict) or not {"n", "a", "m"} <= set(value) <= {"n", "a", "m", "b", "h"}:
            raise not_one
        name, moves, bots, helped = value["n"], value["m"], value.get("b", []), value.get("h", [])
        assignment = Assignment.from_payload(value["a"])
        if not isinstance(name, str) or not isinstance(moves, list) or len(moves) != len(assignment.tasks):
            raise not_one
        if not isinstance(bots, list) or (bots and len(bots) != len(assignment.tasks)):
            raise not_one
        if not isinstance(helped, list) or (helped and len(helped) != len(assignment.tasks)):
            raise not_one
        try:
            help_read = tuple(HelpUsed.read(h) if isinstance(h, str) else HelpUsed() for h in helped)
        except RecordError:
            raise not_one from None
        if any(h is not None and not isinstance(h, str) for h in helped):
            raise not_one
        for task, bot in zip(assignment.tasks, bots):
            if bot is not None and not (isinstance(bot, str) and len(bot) <= MAX_BOT and task.goal == "bot"):
                raise not_one
        read: list[tuple[int, ...] | None] = []
        for entry in moves:
            if entry is None:
                read.append(None)
            elif (
                isinstance(entry, list)
                and len(entry) <= MAX_MOVES
                and all(type(n) is int and 0 <= n < 10**6 for n in entry)
            ):
                read.append(tuple(entry))
            else:
                raise not_one
        return cls(name[:MAX_TYPED], assignment, tuple(read), tuple(bots), help_read)
