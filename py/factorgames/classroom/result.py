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

from ..i18n import _
from .assignment import Assignment, AssignmentError
from .packing import CodeError, pack, unpack

MAX_NAME = 40
MAX_MOVES = 400
"""A task's moves: more than any game of the site can last."""
MAX_BOT = 16_000
"""The longest bot's code a result carries, as a bot's link does (the result's code must also stay
within packing.MAX_CODE once compressed)."""


@dataclass(frozen=True)
class Result:
    """A pupil's name, the assignment, and one entry per task: its moves, or None if not begun;
    `bots` (empty when the assignment has no bot's task) the code of each bot's task's bot."""

    name: str
    assignment: Assignment
    moves: tuple[tuple[int, ...] | None, ...]
    bots: tuple[str | None, ...] = ()

    def code(self) -> str:
        payload = {"n": self.name, "a": self.assignment.payload(), "m": [list(m) if m else None for m in self.moves]}
        if any(self.bots):
            payload["b"] = list(self.bots)
        return pack(payload)

    @classmethod
    def from_code(cls, code: str) -> Result:
        """The result a code holds, or AssignmentError (the code is not a result)."""
        not_one = AssignmentError(_("That is not a result."))
        try:
            value = unpack(code)
        except CodeError:
            raise not_one from None
        if not isinstance(value, dict) or set(value) not in ({"n", "a", "m"}, {"n", "a", "m", "b"}):
            raise not_one
        name, moves, bots = value["n"], value["m"], value.get("b", [])
        assignment = Assignment.from_payload(value["a"])
        if not isinstance(name, str) or not isinstance(moves, list) or len(moves) != len(assignment.tasks):
            raise not_one
        if not isinstance(bots, list) or (bots and len(bots) != len(assignment.tasks)):
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
        return cls(" ".join(name.split())[:MAX_NAME], assignment, tuple(read), tuple(bots))
