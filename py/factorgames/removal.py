"""Positions of Multiples Removal: a pick removes the number and all its remaining multiples.

>>> p = RemovalPosition(RemovalRules(3)).play(7).play(2)
>>> sorted(p.remaining), p.to_move
([1, 3, 5, 9], 1)
>>> p.check(4)
'4 was already removed'
>>> p.play(3).play(5).play(1).outcome()
Outcome(winner=1, reason='last-removed', detail='')
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from .outcome import IllegalMove, Outcome
from .rules import RemovalRules


def removed_by(remaining: frozenset[int], n: int) -> frozenset[int]:
    """What a pick of n removes: n and its remaining multiples."""
    return frozenset(m for m in remaining if m % n == 0)


@dataclass(frozen=True)
class RemovalPosition:
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
    def to_move(self) -> int:
        """The player to move: 1 moved first."""
        return 1 + len(self.moves) % 2

    @property
    def history(self) -> tuple[int, ...]:
        return self.moves

    def legal_moves(self) -> Iterator[int]:
        """Every remaining number, in increasing order."""
        return iter(sorted(self.remaining))

    def check(self, n: int) -> str | None:
        """Why picking n is illegal, in a player's words, or None if it is legal."""
        top = self.rules.grid * self.rules.grid
        if not 1 <= n <= top:
            return f"{n} is outside 1..{top}"
        if n not in self.remaining:
            return "1 is not on this board" if n not in self.rules.numbers else f"{n} was already removed"
        return None

    def play(self, n: int) -> RemovalPosition:
        """The position after picking n; an illegal pick raises IllegalMove."""
        reason = self.check(n)
        if reason is not None:
            raise IllegalMove(reason)
        return RemovalPosition(self.rules, self.moves + (n,))

    def undo(self) -> RemovalPosition:
        if not self.moves:
            raise IllegalMove("there is no move to take back")
        return RemovalPosition(self.rules, self.moves[:-1])

    def outcome(self) -> Outcome | None:
        """Once the board is empty: the last remover wins (loses under misere)."""
        if self.remaining:
            return None
        last = 2 - len(self.moves) % 2
        winner = 3 - last if self.rules.misere else last
        return Outcome(winner=winner, reason="last-removed")

    @property
    def is_over(self) -> bool:
        return not self.remaining
