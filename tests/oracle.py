"""Plain, independent statements of the rules, for tests to check the engine against."""
from __future__ import annotations


def prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, n))


def opening_ok(opening: str, hi: int, n: int) -> bool:
    """Whether a free first pick n obeys an opening rule on a range ending at hi."""
    return {
        "any": True,
        "even": n % 2 == 0,
        "even-below-half": n % 2 == 0 and 2 * n < hi,
        "not-prime": not prime(n),
    }[opening]


_PLAIN_MEMO: dict[tuple[frozenset[int], bool], bool] = {}


def plain_to_move_wins(remaining, misere: bool) -> bool:
    """Multiples Removal by plain memoized minimax on frozensets, no reductions: whether the
    player to move from `remaining` wins (under misere, facing an empty board wins)."""
    return _plain(frozenset(remaining), bool(misere))


def _plain(s: frozenset[int], misere: bool) -> bool:
    key = (s, misere)
    r = _PLAIN_MEMO.get(key)
    if r is None:
        r = misere if not s else any(not _plain(frozenset(m for m in s if m % n), misere) for n in s)
        _PLAIN_MEMO[key] = r
    return r
