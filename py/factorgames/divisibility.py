"""The divisibility graph: numbers joined when one is a proper factor of the other."""

from __future__ import annotations

from collections.abc import Collection, Iterator


def divisors_in(n: int, lo: int, hi: int) -> Iterator[int]:
    """Proper divisors of n within lo..hi, smallest first.

    >>> list(divisors_in(12, 1, 100))
    [1, 2, 3, 4, 6]
    """
    small, large = [], []
    f = 1
    while f * f <= n:
        if n % f == 0:
            small.append(f)
            if f * f != n:
                large.append(n // f)
        f += 1
    for d in small + large[::-1]:
        if d != n and lo <= d <= hi:
            yield d


def multiples_in(n: int, hi: int) -> range:
    """Proper multiples of n up to hi.

    >>> list(multiples_in(7, 30))
    [14, 21, 28]
    """
    return range(2 * n, hi + 1, n)


def neighbours(n: int, lo: int, hi: int) -> Iterator[int]:
    """Every number of lo..hi, other than n, that divides n or that n divides, in order."""
    yield from divisors_in(n, lo, hi)
    yield from multiples_in(n, hi)


def graph(vertices: Collection[int]) -> dict[int, list[int]]:
    """The divisibility graph on a set of positive integers, as adjacency lists.

    >>> graph({2, 3, 4, 6, 7})
    {2: [4, 6], 3: [6], 4: [2], 6: [2, 3], 7: []}
    """
    present = set(vertices)
    top = max(present, default=0)
    adjacency: dict[int, list[int]] = {v: [] for v in sorted(present)}
    for a, neighbours in adjacency.items():
        for m in range(2 * a, top + 1, a):
            if m in present:
                neighbours.append(m)
                adjacency[m].append(a)
    return adjacency  # each list is sorted: divisors arrive before multiples, both ascending
