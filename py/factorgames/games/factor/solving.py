"""Perfect play in the Factor Game by exact search: the value of a position is the final score
difference (the player to move's total minus the opponent's, from here on) under best play.

Negamax with alpha-beta and a table of bounds keyed on the numbers left, as a bitmask. The key
drops what plays no further role: a number with no factor and no multiple left can never be
picked for points nor scored as a factor, so only how many such numbers are left counts (with
`lose_turn` each is a pick that passes the turn; without, none counts at all).

>>> from .rules import FactorRules
>>> analysis(FactorRules(1, 10).initial_position()).winning_moves  # 7 scores 7 for 1: the best start
(7,)
>>> value(FactorRules(1, 10).initial_position())
3
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache

from ...solve.analysis import Analysis
from .rules import FactorPosition, FactorRules

INFINITY = 1 << 30


@lru_cache(maxsize=16)
def search_for(rules: FactorRules) -> Search:
    """The search of these rules, with its table (kept across positions of a game)."""
    return Search(rules)


def clear_cache() -> None:
    """Forget every search table."""
    search_for.cache_clear()


class Search:
    """Exact search of one board: `factors[n]` and `multiples[n]` are the bitmasks of n's proper
    factors and proper multiples on the board (bit k stands for the number k)."""

    def __init__(self, rules: FactorRules) -> None:
        numbers = rules.numbers
        self.lose_turn = rules.lose_turn
        self.numbers = tuple(numbers)
        self.factors = [0] * (rules.hi + 1)
        self.multiples = [0] * (rules.hi + 1)
        for n in numbers:
            for m in range(2 * n, rules.hi + 1, n):
                self.factors[m] |= 1 << n
                self.multiples[n] |= 1 << m
        self.neighbours = [f | m for f, m in zip(self.factors, self.multiples)]
        self.table: dict[int, tuple[int, int]] = {}

    def moves(self, mask: int) -> list[tuple[int, int, int, int]]:
        """Every pick as (points it gains over the opponent, the number, the board after it, the
        numbers it took), the best gain first; with `lose_turn`, one pick of a dead number stands
        for all of them."""
        scoring, passes, dead = [], [], False
        for n in _bits(mask):
            factors = self.factors[n] & mask
            if factors:
                gone = factors | 1 << n
                scoring.append((n - sum(_bits(factors)), n, mask & ~gone, gone))
            elif self.lose_turn:
                if self.multiples[n] & mask:
                    passes.append((0, n, mask & ~(1 << n), 1 << n))
                elif not dead:
                    dead = True
                    passes.append((0, n, mask & ~(1 << n), 1 << n))
        if not scoring:
            return []
        scoring.sort(reverse=True)
        return scoring + passes

    def key(self, mask: int) -> int:
        """The board with its dead numbers reduced to how many there are (none without `lose_turn`)."""
        dead = 0
        count = 0
        neighbours = self.neighbours
        for n in _bits(mask):
            if not neighbours[n] & mask:
                dead |= 1 << n
                count += 1
        return ((mask & ~dead) << 6 | count) if self.lose_turn else mask & ~dead

    def alive(self, mask: int, gone: int) -> int:
        """The board `mask` after the numbers `gone` left it, without the numbers their leaving made
        dead (with no factor and no multiple left, they play no further role in the standard game)."""
        around = 0
        for n in _bits(gone):
            around |= self.neighbours[n]
        for n in _bits(around & mask):
            if not self.neighbours[n] & mask:
                mask &= ~(1 << n)
        return mask

    def value(self, mask: int, alpha: int = -INFINITY, beta: int = INFINITY) -> int:
        """The score difference for the player to move under best play (fail-soft alpha-beta:
        exact when strictly inside the window, else a bound on the side it fell)."""
        return self._value(mask if self.lose_turn else self.key(mask), alpha, beta)

    def _value(self, mask: int, alpha: int, beta: int) -> int:
        """`value` of a board that, in the standard game, holds no dead number (`alive` keeps it so)."""
        key = self.key(mask) if self.lose_turn else mask
        low, high = self.table.get(key, (-INFINITY, INFINITY))
        if low >= beta:
            return low
        if high <= alpha:
            return high
        if low == high:
            return low
        alpha, beta = max(alpha, low), min(beta, high)
        moves = self.moves(mask)
        if not moves:
            self.table[key] = (0, 0)
            return 0
        best, floor = -INFINITY, alpha
        for gain, _n, child, gone in moves:
            if not self.lose_turn:
                child = self.alive(child, gone)
            v = gain - self._value(child, gain - beta, gain - floor)
            if v > best:
                best = v
                if best > floor:
                    floor = best
                    if floor >= beta:
                        break
        if best <= alpha:
            high = best
        elif best >= beta:
            low = best
        else:
            low = high = best
        self.table[key] = (low, high)
        return best


def _bits(mask: int) -> Iterator[int]:
    """The numbers in a bitmask, smallest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(position: FactorPosition) -> int:
    """The numbers left, as a bitmask."""
    mask = 0
    for n in position.remaining:
        mask |= 1 << n
    return mask


def value(position: FactorPosition) -> int:
    """The final score difference (mover minus opponent, from here on) under best play."""
    return search_for(position.rules).value(mask_of(position))


def analysis(position: FactorPosition) -> Analysis:
    """The best value from here and the moves that achieve it (a null-window test for each move);
    the player to move wins when the value overcomes the other's lead."""
    search = search_for(position.rules)
    mask = mask_of(position)
    best = search.value(mask)
    moves = []
    for n in position.legal_moves():
        factors = search.factors[n] & mask
        gain = n - sum(_bits(factors)) if factors else 0
        child = mask & ~factors & ~(1 << n)
        # n is best when gain - value(child) >= best, that is value(child) <= gain - best.
        moves.append((n, search.value(child, gain - best, gain - best + 1) <= gain - best))
    mover = position.to_move - 1
    lead = position.scores[mover] - position.scores[1 - mover]
    return Analysis(best + lead > 0, tuple(moves), value=best)
