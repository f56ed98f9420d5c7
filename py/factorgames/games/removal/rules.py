"""Multiples Removal: its rules and positions. A pick removes the number and all its remaining
multiples.

>>> p = RemovalRules(3).initial_position().play(7).play(2)
>>> sorted(p.remaining), p.to_move
([1, 3, 5, 9], 1)
>>> p.check(4)
'4 was already removed'
>>> p.play(3).play(5).play(1).outcome()
Outcome(winner=1, termination=<Termination.LAST_REMOVED: 'last-removed'>, detail='', scores=None)
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import ClassVar

from ...i18n import _
from ..outcome import Outcome, RulesError, Termination, mover_of, other
from ..picks import Picks
from ..position import Square

GRID_SIZES = range(2, 8)
"""Multiples Removal grids: 2x2 up to 7x7."""


def removed_by(remaining: frozenset[int], n: int) -> frozenset[int]:
    """What a pick of n removes: n and its remaining multiples.

    >>> sorted(removed_by(frozenset(range(1, 10)), 3))
    [3, 6, 9]
    """
    return frozenset(m for m in remaining if m % n == 0)


@dataclass(frozen=True)
class RemovalRules:
    """Multiples Removal on the numbers 1..grid*grid (without 1 if asked).

    Normal play: whoever removes the last number wins; under `misere` they lose.
    """

    kind: ClassVar[str] = "removal"
    grid: int = 3
    without_one: bool = False
    misere: bool = False

    def __post_init__(self) -> None:
        if self.grid not in GRID_SIZES:
            raise RulesError(
                _("The grid size {k} is not offered: use {low} to {high}.").format(
                    k=self.grid, low=GRID_SIZES.start, high=GRID_SIZES.stop - 1
                )
            )

    @property
    def numbers(self) -> range:
        return range(2 if self.without_one else 1, self.grid * self.grid + 1)

    @property
    def strict(self) -> bool:
        """A pick here can only be refused, never lose the game."""
        return False

    def initial_position(self) -> RemovalPosition:
        """The full board."""
        return RemovalPosition(self)

    def board_shape(self) -> tuple[int, int]:
        """Columns of the board (the grid's), and no empty places before 1."""
        return self.grid, 0


@dataclass(frozen=True)
class RemovalPosition(Picks):
    """The rules and the picks so far; `remaining` is derived from them."""

    rules: RemovalRules
    moves: tuple[int, ...] = ()
    remaining: frozenset[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        remaining = frozenset(self.rules.numbers)
        for n in self.moves:
            remaining -= removed_by(remaining, n)
        object.__setattr__(self, "remaining", remaining)

    @property
    def scores(self) -> None:
        """No score is kept: the game is won or lost."""
        return None

    def legal_moves(self) -> Iterator[int]:
        """Every remaining number, in increasing order."""
        return iter(sorted(self.remaining))

    def check(self, n: int) -> str | None:
        """Why picking n is illegal, in a player's words, or None if it is legal."""
        top = self.rules.grid * self.rules.grid
        if not 1 <= n <= top:
            return _("{n} is outside 1..{top}").format(n=n, top=top)
        if n not in self.remaining:
            return (
                _("1 is not on this board") if n not in self.rules.numbers else _("{n} was already removed").format(n=n)
            )
        return None

    def outcome(self) -> Outcome | None:
        """Once the board is empty: the last remover wins (loses under misere)."""
        if self.remaining:
            return None
        last = mover_of(len(self.moves))
        return Outcome(other(last) if self.rules.misere else last, Termination.LAST_REMOVED)

    @property
    def is_over(self) -> bool:
        return not self.remaining

    def squares(self) -> list[Square]:
        """Every number of the grid; a remaining one says what picking it removes."""
        top = self.rules.grid * self.rules.grid
        return [
            Square(n, "legal", removes=tuple(sorted(removed_by(self.remaining, n))))
            if n in self.remaining
            else Square(n, "used")
            for n in range(1, top + 1)
        ]
