"""Multiples Removal on 2..N for any N, solved for the records job, with certificates.

The game on 2..N in normal play is the game on 1..N in misere play (`solve/removal_solver.py`,
reduction 1): one search answers both. A position is a bitmask (bit n: number n is left; bit 0:
a lone "token", see below). Every position met is a down-set of 2..N: with n, every divisor
of n from 2 up is left. The reductions, each keeping the outcome (proved in
`solve/removal_solver.py`'s docstring for N <= 36; the arguments hold for any N):

1. Isolated numbers (nothing left divides them or is divisible by them) count only by their
   parity: they are dropped and, when their count is odd, the token (bit 0) stands for one.
   In a down-set of 2..N only a prime can become isolated.
2. Prime patterns: for the primes of `group(limit)` (any two have a product above the limit)
   the part of a position in the multiples of p is the pattern {m : p*m left}; positions that
   deal the same patterns to other primes of the group (each still fitting) are the same game.
   Canonical form: the patterns sorted largest first onto the primes in increasing order.
3. Two equal non-empty patterns cancel (normal play). A cancellation may leave a number
   isolated: 1. is applied again after it (once is enough: dropping an isolated number
   isolates nothing else).

The canonical form depends on the job's `limit` (the largest N), not on N, so every board of
a job shares one memo. The search is a memoized depth-first outcome search, stopping at the
first winning child, with every child looked up before any is searched (a child known to be
lost cuts at once) and the unknown ones searched smallest first.

A certificate is a set L of positions claimed lost and a map W from positions claimed won to a
winning move: every move from a position of L leads to a position of W, and W's move from
each of its positions leads into L (the empty position, lost, is L's leaf). By induction on
the size of a position this proves every claim; `removal_check.py` replays it.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

TOKEN = 0
"""The move that takes the lone token (bit 0)."""


def primes_to(n: int) -> list[int]:
    """The primes up to n.

    >>> primes_to(20)
    [2, 3, 5, 7, 11, 13, 17, 19]
    """
    return [p for p in range(2, n + 1) if all(p % d for d in range(2, int(p**0.5) + 1))]


def group(limit: int) -> tuple[int, ...]:
    """The primes whose patterns may be permuted on boards up to `limit`: any two of them have a
    product above it (and each has a multiple other than itself on the board).

    >>> group(36), group(49)
    ((7, 11, 13, 17), (7, 11, 13, 17, 19, 23))
    """
    primes = [p for p in primes_to(limit // 2)]
    for i, p in enumerate(primes):
        if i + 1 < len(primes) and p * primes[i + 1] > limit:
            return tuple(primes[i:])
    return tuple(primes[-1:])


@dataclass(frozen=True)
class Tables:
    """Precomputed masks for boards up to `limit`."""

    limit: int
    up: tuple[int, ...]
    """up[n]: n and its multiples up to the limit."""
    exposed: tuple[tuple[tuple[int, int], ...], ...]
    """exposed[n]: (bit of p, mask of p's other multiples) for the primes p other than n that a
    move on n may leave isolated (p divides some multiple of n)."""
    group: tuple[int, ...]
    group_bits: int
    primes: tuple[int, ...]


def tables(limit: int) -> Tables:
    """The masks for boards up to `limit`."""
    up = [0] * (limit + 1)
    for n in range(1, limit + 1):
        up[n] = sum(1 << m for m in range(n, limit + 1, n))
    primes = primes_to(limit)
    exposed: list[tuple[tuple[int, int], ...]] = [()] * (limit + 1)
    for n in range(2, limit + 1):
        removed = range(n, limit + 1, n)
        exposed[n] = tuple((1 << p, up[p] & ~(1 << p)) for p in primes if p != n and any(m % p == 0 for m in removed))
    grp = group(limit)
    bits = 0
    for p in grp:
        bits |= up[p]
    return Tables(limit, tuple(up), tuple(exposed), grp, bits, tuple(primes))


def board(n: int) -> int:
    """The bitmask of 2..n."""
    return sum(1 << m for m in range(2, n + 1))


class Solver:
    """Memoized outcomes of positions on boards up to `limit` (normal play, without 1)."""

    def __init__(self, limit: int) -> None:
        self.t = tables(limit)
        self.memo: dict[int, int] = {0: 0, 1: TOKEN + 1}
        """Canonical position -> 0 if lost for the player to move, else a winning move plus one."""
        self._canon: dict[int, tuple[int, bool]] = {}
        self.searched = 0

    # -- canonical forms -------------------------------------------------------------

    def group_xor(self, key: int) -> tuple[int, bool]:
        """key (the group part of a position) -> the XOR mask taking it to its canonical form,
        and whether that cancels patterns (which may leave a number isolated)."""
        x = self._canon.get(key)
        if x is None:
            image = canonical_group(key, self.t.group, self.t.limit)
            x = self._canon[key] = (key ^ image, image.bit_count() < key.bit_count())
        return x

    def drop_isolated(self, s: int) -> int:
        """s without its isolated numbers (primes, in a down-set), the token counting them."""
        up = self.t.up
        for p in self.t.primes:
            b = 1 << p
            if s & b and not s & up[p] & ~b:
                s ^= b | 1
        return s

    def canonical(self, s: int) -> int:
        """The canonical form of any down-set s of 2..limit (bit 0: the token): isolated numbers
        dropped, patterns made canonical, and the numbers a cancellation isolated dropped."""
        s = self.drop_isolated(s)
        x, cancelled = self.group_xor(s & self.t.group_bits)
        return self.drop_isolated(s ^ x) if cancelled else s ^ x

    def child(self, s: int, n: int) -> int:
        """The canonical position after the move n (a number, or TOKEN) from canonical s."""
        if n == TOKEN:
            return s ^ 1
        c = s & ~self.t.up[n]
        for b, others in self.t.exposed[n]:
            if c & b and not c & others:
                c ^= b | 1
        x, cancelled = self.group_xor(c & self.t.group_bits)
        return self.drop_isolated(c ^ x) if cancelled else c ^ x

    def moves(self, s: int) -> Iterator[int]:
        """The moves from s: the token first if there is one, then the numbers left."""
        if s & 1:
            yield TOKEN
        x = s >> 1
        n = 1
        while x:
            if x & 1:
                yield n
            x >>= 1
            n += 1

    # -- the search ------------------------------------------------------------------

    def wins(self, s: int) -> bool:
        """Whether the player to move from the canonical position s wins."""
        r = self.memo.get(s)
        if r is None:
            r = self._search(s)
        return r > 0

    def _search(self, s: int) -> int:
        """Search s (not in the memo): 0 if it is lost, else a winning move plus one."""
        memo = self.memo
        get = memo.get
        child = self.child
        self.searched += 1
        unknown = []
        for n in self.moves(s):
            c = child(s, n)
            r = get(c)
            if r == 0:
                memo[s] = n + 1
                return n + 1
            if r is None:
                unknown.append((c, n))
        unknown.sort(key=lambda cn: cn[0].bit_count())
        for c, n in unknown:
            r = get(c)
            if r is None:
                r = self._search(c)
            if r == 0:
                memo[s] = n + 1
                return n + 1
        memo[s] = 0
        return 0

    # -- certificates ----------------------------------------------------------------

    def prove(self, s: int, lost: set[int], won: dict[int, int]) -> None:
        """Add to (lost, won) a certificate of s's outcome (see the module's docstring)."""
        target = self._reply(s, won) if self.wins(s) else s
        if target is not None:
            self._prove_lost(target, lost, won)

    def _reply(self, s: int, won: dict[int, int]) -> int | None:
        """Record in `won` the winning move from s the search found; return the lost position
        it leads to (None if s was already recorded)."""
        if s in won:
            return None
        if not self.wins(s):
            raise AssertionError(f"position {s:x} is claimed won and is not")
        move = self.memo[s] - 1
        won[s] = move
        return self.child(s, move)

    def _prove_lost(self, s: int, lost: set[int], won: dict[int, int]) -> None:
        stack = [s]
        while stack:
            p = stack.pop()
            if p in lost:
                continue
            lost.add(p)
            for n in self.moves(p):
                target = self._reply(self.child(p, n), won)
                if target is not None:
                    stack.append(target)


def canonical_group(key: int, primes: tuple[int, ...], limit: int) -> int:
    """The group part `key` of a position with equal non-empty patterns cancelled in pairs and
    the patterns dealt out, largest first, to the primes in increasing order."""
    patterns = [sum(1 << m for m in range(1, limit // p + 1) if key >> (p * m) & 1) for p in primes]
    counts: dict[int, int] = {}
    for pat in patterns:
        if pat:
            counts[pat] = counts.get(pat, 0) + 1
    kept = sorted((pat for pat, k in counts.items() if k % 2), key=lambda pat: (pat.bit_length(), pat), reverse=True)
    image = 0
    for p, pat in zip(primes, kept):
        for m in range(1, limit // p + 1):
            if pat >> m & 1:
                image |= 1 << (p * m)
    return image
