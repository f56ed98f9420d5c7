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
