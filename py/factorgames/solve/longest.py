"""The longest-chain challenge: the longest chain of distinct numbers in lo..hi, each a factor or
multiple of the one before (NRICH's classic task). A longest path in the divisibility graph.

Finding one is hard in general. For 1..n with n <= 100 the app ships a longest chain of each
range, proven optimal by an integer program (`longest_chains.py`, written by build.py); other
small ranges are solved here by a depth-first search with a bound.

>>> length, chain = best_chain(1, 10)
>>> length, is_chain(chain)  # one number of 1..10 always has to stay out
(9, True)
>>> is_chain((4, 8, 2, 6, 3))
True
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from functools import lru_cache

from .. import divisibility
from ..i18n import N_
from .tables.longest_chains import LONGEST

EXACT_LIMIT = 20
"""The largest range size whose optimum is computed here (well under a second)."""


def is_chain(numbers: Sequence[int]) -> bool:
    """Distinct numbers, each a factor or multiple of the one before."""
    return len(set(numbers)) == len(numbers) and all(a % b == 0 or b % a == 0 for a, b in itertools.pairwise(numbers))


@lru_cache(maxsize=64)
def best_chain(lo: int, hi: int) -> tuple[int, tuple[int, ...]]:
    """The length of a longest chain in lo..hi and one such chain (ranges of EXACT_LIMIT numbers at most)."""
    if hi - lo + 1 > EXACT_LIMIT:
        raise ValueError(f"the optimum is computed for at most {EXACT_LIMIT} numbers")
    graph = divisibility.graph(range(lo, hi + 1))
    order = sorted(graph, key=lambda v: len(graph[v]))
    best: list[int] = []
    path: list[int] = []
    on_path: set[int] = set()

    def reachable(v: int) -> int:
        """An upper bound on how many more numbers the chain can take from v: the unused numbers
        it can reach, less all but one of those with a single free neighbour (such a number can
        only end the chain)."""
        seen, stack = {v}, [v]
        while stack:
            for w in graph[stack.pop()]:
                if w not in seen and w not in on_path:
                    seen.add(w)
                    stack.append(w)
        ends = sum(1 for w in seen if w != v and sum(1 for u in graph[w] if u in seen) <= 1)
        return len(seen) - 1 - max(0, ends - 1)

    def extend(v: int) -> None:
        nonlocal best
        if len(path) > len(best):
            best = path[:]
        if len(path) + reachable(v) <= len(best):
            return
        for w in sorted(graph[v], key=lambda w: len(graph[w])):
            if w not in on_path:
                path.append(w)
                on_path.add(w)
                extend(w)
                path.pop()
                on_path.discard(w)

    for start in order:
        path.append(start)
        on_path.add(start)
        extend(start)
        path.pop()
        on_path.discard(start)
    return len(best), tuple(best)


def known_longest(lo: int, hi: int) -> tuple[int, tuple[int, ...]] | None:
    """The length of a longest chain of lo..hi and one such chain, when it is known: proven (1..n
    for n <= 100) or computed here (small ranges); None otherwise.

    >>> known_longest(1, 100)[0]
    77
    >>> known_longest(200, 300) is None
    True
    """
    if lo == 1 and hi in LONGEST:
        return len(LONGEST[hi]), LONGEST[hi]
    if hi - lo + 1 <= EXACT_LIMIT:
        return best_chain(lo, hi)
    return None


def target(lo: int, hi: int) -> tuple[int, str] | None:
    """The best possible length and how it is known (in English: translate it where it is shown)."""
    best = known_longest(lo, hi)
    if best is None:
        return None
    return best[0], N_("the best possible, proven") if lo == 1 and hi in LONGEST else N_("the best possible, computed")
