"""Who wins every range: the outcome of a chain game's rule on lo..hi for each hi in turn.

For each range the first player wins exactly when some allowed first pick lies in D, the numbers
that some maximum matching of the divisibility graph misses (with a start number, D of the graph
without it, among the start's neighbours). The graph grows by one number per range, and so does
its decomposition (`matching.GrowingDecomposition`): the last range's failed search carries on
with the new number, taking down and searching again only the part an augmenting path changed.

>>> rows = list(table(ChainRules(1, 10), 1, 10))
>>> [(row.hi, row.first_player_wins) for row in rows[:4]]
[(1, True), (2, False), (3, True), (4, False)]
>>> rows[8].hi, rows[8].winning_moves  # 1..9 with a free opening: the first player starts with 5 or 7
(9, (5, 7))
>>> rows[9].first_player_wins  # ...but with 10 added the second player wins
False
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache

from ...divisibility import divisors_in
from ...solve.analysis import Row
from ...solve.matching import GrowingDecomposition
from .rules import ChainRules

MAX_TABLE = 1000
"""The largest range a table goes up to (about a second of work in CPython)."""


def first_range(rules: ChainRules) -> int:
    """The smallest hi for which the rule gives the first player a move.

    >>> first_range(ChainRules(1, 100, opening="even-below-half"))
    5
    >>> first_range(ChainRules(1, 50, start=1))
    2
    """
    for hi in range(max(rules.lo, rules.start or rules.lo), MAX_TABLE + 1):
        if any(replace(rules, hi=hi).initial_position().legal_moves()):
            return hi
    raise ValueError("the rule allows no first pick in any range of the table")


def table(rules: ChainRules, hi_min: int, hi_max: int) -> Iterator[Row]:
    """One row for each range rules.lo..hi, hi from hi_min to hi_max (rules.hi is ignored)."""
    return GrowingTable(rules, hi_min).grow(hi_max)


@lru_cache(maxsize=16)
def growing(rules: ChainRules, hi_min: int) -> GrowingTable:
    """The table of a rule from hi_min (rules.hi is ignored: pass it as MAX_TABLE), kept between
    requests and grown as they ask."""
    return GrowingTable(rules, hi_min)


class GrowingTable:
    """A table that grows on request and keeps what it worked out: the rows so far, and the graph
    and decomposition of the largest range, from which the next ranges carry on (the Study page asks
    for a table in growing parts, each part starting where the last one stopped).

    >>> growing = GrowingTable(ChainRules(1, 10), 1)
    >>> [row.hi for row in growing.grow(3)], [row.hi for row in growing.grow(5)], len(growing.rows)
    ([1, 2, 3], [4, 5], 5)
    """

    def __init__(self, rules: ChainRules, hi_min: int) -> None:
        self.rules = rules
        self.hi_min = hi_min if rules.start is None else max(hi_min, rules.start)
        self.rows: list[Row] = []
        """Every row worked out so far, in order of hi."""
        self.graph: dict[int, list[int]] = {}
        self.decomposition = GrowingDecomposition(self.graph)
        self.hi = rules.lo - 1
        """The largest number in the graph so far."""

    def up_to(self, hi_max: int) -> list[Row]:
        """The rows from hi_min to hi_max, growing the table as far as needed."""
        for _ in self.grow(hi_max):
            pass
        return self.rows[: max(0, hi_max - self.hi_min + 1)]

    def grow(self, hi_max: int) -> Iterator[Row]:
        """Work out the rows up to hi_max not worked out yet, yielding each as it comes."""
        lo, start, graph = self.rules.lo, self.rules.start, self.graph
        while self.hi < hi_max:
            self.hi = hi = self.hi + 1
            added = hi != start
            if added:
                graph[hi] = []
                for d in divisors_in(hi, lo, hi - 1):
                    if d != start:
                        graph[d].append(hi)
                        graph[hi].append(d)
                self.decomposition.add(hi)
            if hi < self.hi_min:
                continue
            winning = self._winning(replace(self.rules, hi=hi))
            row = Row(lo, hi, bool(winning), winning)
            self.rows.append(row)
            yield row

    def _winning(self, rules: ChainRules) -> tuple[int, ...]:
        """The first picks of the range that win: those in D. A free opening allows any number of the
        range its restriction lets through, so D is read directly (smaller than the range)."""
        even = self.decomposition.even
        if rules.start is None:
            return tuple(sorted(n for n in even if rules.opening_allows(n)))
        return tuple(n for n in rules.initial_position().legal_moves() if n in even)
