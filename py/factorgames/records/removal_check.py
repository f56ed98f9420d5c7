"""Replaying a Multiples Removal certificate, with code of its own (none of `removal.py`'s).

A certificate is a set `lost` of positions claimed lost for the player to move and a map `won`
from positions claimed won to a winning move (see `removal.py`). Positions are bitmasks of a
board up to `limit` (bit 0: one isolated number standing for an odd count of them) in canonical
form: isolated numbers dropped, equal patterns of the `group` primes cancelled in pairs, the
others sorted onto the primes. The checker takes nothing on trust but those reductions' proofs:
it checks the group (any two primes' product above the limit), recomputes every position it
reaches in canonical form, and checks that every move from each lost position leads to a won
one, whose move leads back into `lost` (the empty position, lost, ends every line of play).
"""
from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property


class CertificateError(Exception):
    """The certificate does not prove what it claims."""


def _is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, int(n**0.5) + 1))


@dataclass(frozen=True)
class Board:
    """Divisibility on 2..limit, and the group of primes whose patterns may be permuted."""

    limit: int
    group: tuple[int, ...]

    @cached_property
    def comparable(self) -> list[int]:
        """comparable[n]: the numbers 2..limit other than n that divide n or that n divides."""
        return [0, 0] + [sum(1 << m for m in range(2, self.limit + 1) if m != n and (m % n == 0 or n % m == 0))
                         for n in range(2, self.limit + 1)]

    def check_group(self) -> None:
        for p in self.group:
            if not _is_prime(p) or 2 * p > self.limit:
                raise CertificateError(f"{p} cannot be in the group of primes")
        for i, p in enumerate(self.group):
            for q in self.group[i + 1:]:
                if p * q <= self.limit:
                    raise CertificateError(f"the group holds {p} and {q}, whose product is at most {self.limit}")

    def numbers(self, s: int) -> list[int]:
        return [n for n in range(2, self.limit + 1) if s >> n & 1]

    def take(self, s: int, n: int) -> int:
        """The raw position after the move n (0: the token) from s."""
        if n == 0:
            if not s & 1:
                raise CertificateError("a move takes a token that is not there")
            return s & ~1
        if not (n >= 2 and s >> n & 1):
            raise CertificateError(f"{n} is not a legal move")
        return s & ~sum(1 << m for m in range(n, self.limit + 1, n))

    def drop_isolated(self, s: int) -> int:
        """s without the numbers nothing left divides or is divisible by; bit 0 keeps the parity
        of their count."""
        left = self.numbers(s)
        for n in left:
            if not s & self.comparable[n]:
                s ^= (1 << n) | 1
        return s

    def canonical(self, s: int) -> int:
        """Isolated numbers dropped, the group's patterns cancelled in pairs and sorted onto the
        primes, and the numbers a cancellation isolated dropped."""
        s = self.drop_isolated(s)
        patterns = []
        for p in self.group:
            pattern = frozenset(m for m in range(1, self.limit // p + 1) if s >> (p * m) & 1)
            for m in pattern:
                s &= ~(1 << (p * m))
            if pattern:
                patterns.append(pattern)
        kept = [pat for pat in set(patterns) if patterns.count(pat) % 2]
        kept.sort(key=lambda pat: (max(pat), sum(1 << m for m in pat)), reverse=True)
        for p, pattern in zip(self.group, kept):
            for m in pattern:
                s |= 1 << (p * m)
        return self.drop_isolated(s)

    def moves(self, s: int) -> list[int]:
        return ([0] if s & 1 else []) + self.numbers(s)


def check(board: Board, lost: set[int], won: dict[int, int]) -> None:
    """Raise CertificateError unless (lost, won) proves every claim it makes."""
    board.check_group()
    if 0 not in lost:
        lost = lost | {0}
    clash = lost & won.keys()
    if clash:
        raise CertificateError(f"position {min(clash):x} is claimed both lost and won")
    for s in won:
        if board.canonical(board.take(s, won[s])) not in lost:
            raise CertificateError(f"the move {won[s]} from position {s:x} (claimed won) does not lead to a "
                                   "position claimed lost")
    for s in lost:
        for n in board.moves(s):
            if board.canonical(board.take(s, n)) not in won:
                raise CertificateError(f"the move {n} from position {s:x} (claimed lost) leads to a position "
                                       "not claimed won")


def first_pick_claims(board: Board, n: int, winning: Iterable[int], lost: set[int], won: dict[int, int]) -> None:
    """Check that the winning first picks on 2..n are exactly `winning`, by the certificate."""
    start = sum(1 << m for m in range(2, n + 1))
    claimed = set(winning)
    for m in range(2, n + 1):
        after = board.canonical(board.take(start, m))
        if m in claimed and after not in lost and after != 0:
            raise CertificateError(f"2..{n}: the pick {m} is claimed to win, but the certificate does not "
                                   "prove the position after it lost")
        if m not in claimed and after not in won:
            raise CertificateError(f"2..{n}: the pick {m} is claimed to lose, but the certificate does not "
                                   "prove the position after it won")
