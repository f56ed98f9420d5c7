"""What the positions of the games of plain picks share (Multiples Removal, the Factor Game): the
picks so far are the whole history, seats alternate, and an illegal pick is refused, never
forfeited. A position class lists its rules and `moves` as dataclass fields and says `check`.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Self, TypeVar

from ..i18n import _
from .outcome import IllegalMove, to_move_after

P = TypeVar("P", bound="Picks")


class Picks:
    """The moves of a position of plain picks, and how a pick or a take-back makes the next one."""

    moves: tuple[int, ...]

    def check(self, n: int) -> str | None:
        """Why picking n is illegal, in a player's words, or None if it is legal."""
        raise NotImplementedError

    @property
    def to_move(self) -> int:
        return to_move_after(len(self.moves))

    @property
    def current(self) -> int | None:
        """None: a plain pick follows no number."""
        return None

    @property
    def history(self) -> tuple[int, ...]:
        return self.moves

    @property
    def played(self) -> tuple[int, ...]:
        return self.moves

    @property
    def forfeit(self) -> None:
        """A pick here is refused, never forfeited."""
        return None

    def play(self, n: int) -> Self:
        """The position after picking n; an illegal pick raises IllegalMove."""
        reason = self.check(n)
        if reason is not None:
            raise IllegalMove(reason)
        return replace(self, moves=self.moves + (n,))  # type: ignore[type-var]

    def undo(self) -> Self:
        if not self.moves:
            raise IllegalMove(_("there is no move to take back"))
        return replace(self, moves=self.moves[:-1])  # type: ignore[type-var]
