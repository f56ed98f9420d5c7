"""Facts the teacher's notes of every kind state: who wins in words, the moves that end a game at
once, the primes above half a range, the best-connected number."""

from __future__ import annotations

from ...divisibility import graph
from ...games.chain.rules import is_prime
from ...games.position import Position
from ...i18n import _


def winner(first_wins: bool) -> str:
    return _("the first player") if first_wins else _("the second player")


def at_once(position: Position) -> list[int]:
    """The moves after which the other player has no move at all."""
    return [n for n in position.legal_moves() if position.play(n).is_over]


def big_primes(lo: int, hi: int) -> list[int]:
    """The primes above half of lo..hi: no multiple up to hi, and no factor in the range but 1.

    >>> big_primes(1, 20)
    [11, 13, 17, 19]
    """
    return [p for p in range(max(lo, hi // 2 + 1), hi + 1) if is_prime(p)]


def hub(numbers: range) -> int:
    """The number above 1 with the most factors and multiples in the range (the smallest of them)."""
    neighbours = graph(numbers)
    return max((n for n in numbers if n > 1), key=lambda n: (len(neighbours[n]), -n))
