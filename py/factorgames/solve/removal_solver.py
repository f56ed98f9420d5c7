"""Exact solver for "Multiples Removal" (a poset game on divisibility).

The game
--------
A position is a set S of numbers from 1..49, ordered by divisibility.  A move
picks any n in S and removes n together with every multiple of n still in S,
i.e. the up-set (principal filter) of n in the poset (S, |).  This is a *poset
game* (like Chomp).  In normal play whoever removes the last number wins (a
player facing the empty set has lost); in misere play whoever removes the last
number loses (a player facing the empty set has won).  Positions reached from a
board 1..k*k (or 2..k*k, "without 1") are down-sets: with n every divisor of n
that was on the board is still there.  The solver accepts *any* subset of
1..49, down-set or not.

Method
------
Memoized depth-first outcome search on bitmasks (bit n stands for number n),
stopping at the first winning child.  Before recursing, every child is brought
to canonical form and looked up in the memo, so a child already known to be
lost gives an immediate cut (enhanced transposition cutoff); the unknown
children are then searched smallest first.  Normal and misere play have
separate memos that persist across calls (`clear_cache` empties them).

Canonical forms.  Each reduction below replaces a position by one with the
same outcome, so memoizing on the canonical form is exact.  The form is not always minimal (a cancellation in 4. can leave a
newly isolated number in place): that only costs sharing, never correctness.

1. The number 1 (the bottom: taking it removes everything).  Normal play: if 1
   is present the mover wins at once by taking it, and that is the only
   winning move (any other move leaves 1 to the opponent).  Misere play:
   write S = {1} + Q.  Taking 1 takes the last number and loses; a move n in
   Q leads to {1} + (Q minus the up-set of n); facing {1} alone you must take
   it and lose.  That is exactly the recursion of *normal* play on Q (facing
   an empty Q you lose), so misere on {1} + Q is normal play on Q.  The
   search itself never sees 1.

2. Isolated numbers (nothing else in S divides them or is divisible by them,
   e.g. the primes above 24 once 1 is gone) only count through their parity.
   Claim: for any game X and isolated a, b, X + a + b has the outcome of X,
   in normal and in misere play.  Induction on X: if X is empty, {a, b} is
   lost for the mover in normal play and won in misere play (take one, the
   opponent must take the last), as is the empty X.  If X is lost for the
   mover, answer a with b (back to X), and a move to X' inside X leads to
   X' + a + b, which by induction is won for the next mover as X' is.  If X
   is won and non-empty, its winning move to a lost X' also wins in
   X + a + b.  So all isolated numbers are dropped and, if their count is
   odd, one stand-alone "token" (bit 0) is kept.

3. Permuting prime patterns.  For a prime p let M_p = {m : p*m in S}, so that
   S meets the up-set of p in {p*m : m in M_p}.  Any two of the group 7, 11,
   13, 17, 19, 23 have a product above 49, so their up-sets are disjoint and
   no multiple of one is comparable with a multiple of another; and a number
   x outside these up-sets divides p*m iff x divides m.  Hence the poset S, up
   to isomorphism, depends only on the multiset of these patterns: moving the
   patterns to other primes of the group (each still inside its prime's
   range m <= 49/p) gives an isomorphic poset, i.e. the same game, in both
   conventions.  Canonical form: the largest pattern on 7, the next on 11,
   and so on.  (This includes the automorphism 13 <-> 17, 26 <-> 34.)  The
   canonical form of a board up to 36 may use numbers above 36 (13's
   pattern {1, 2} may move to 19, 38): it is still a down-set of 2..49.

4. Cancelling equal patterns.  Let two primes of the group have the same
   non-empty pattern and write S = X + A + B, A and B the parts of S in their
   up-sets (mirror images of each other, related alike to X).  Claim: S has
   the outcome of X, so A and B can be dropped.  Induction on |S|.  If X is
   lost for the mover: a move inside A or B is answered by the mirror move,
   which restores the form (or gives X itself); a move in X to X' cuts A and
   B alike and gives X' + A' + B' (or X'), which has the outcome of X', a
   win for the next player.  If X is won and has a move, its winning move does the same
   in S.  Remains X won without a move.  In normal play that cannot happen
   (the empty X is lost).  In misere play the empty X is won, and so must
   A + B be: true when S is a down-set of 2..36, as then every m > 1 of the
   pattern is in S (it divides p*m) and outside A + B, so an empty X forces
   the pattern {1} and S = {p, q}, a win as in 2.  For other inputs misere
   play uses 3 only (two lone chains 13 < 26 and 17 < 34 are a misere loss
   for the mover, the empty board a win).

When the position is a down-set of 2..36 -- always the case from a real board
-- only primes can become isolated, and only primes dividing a removed
number, which the child generator checks through small precomputed tables;
other inputs use the general neighbourhood test.

Sprague-Grundy decomposition into independent components is exact in normal
play, but almost every position the search meets contains 2, which is linked
to everything else, so it would buy nothing here; misere play does not
decompose by XOR anyway.  Both conventions use the same outcome search.

The deliberately plain reference, memoized minimax on frozensets with no
reductions, is `plain_to_move_wins` in the tests' oracle (tests/oracle.py).

Pure standard library; runs on CPython >= 3.11 and in Pyodide.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from functools import cache

MAX_NUMBER = 49

__all__ = [
    "MAX_NUMBER",
    "clear_cache",
    "known_lost",
    "seed_lost",
    "to_move_wins",
    "winning_moves",
]

# --------------------------------------------------------------------------
# Static tables (bit n <-> number n; bit 0 is the parity token of reduction 2)

_NUMBERS = range(1, MAX_NUMBER + 1)
_ALL = sum(1 << n for n in _NUMBERS)
_UP = [0] * (MAX_NUMBER + 1)  # n and its multiples
_DOWN = [0] * (MAX_NUMBER + 1)  # proper divisors >= 2
_NB = [0] * (MAX_NUMBER + 1)  # comparable numbers other than n (incl. 1)
for _n in _NUMBERS:
    _UP[_n] = sum(1 << m for m in range(_n, MAX_NUMBER + 1, _n))
for _n in _NUMBERS:
    _DOWN[_n] = sum(1 << d for d in range(2, _n) if _n % d == 0)
    _NB[_n] = (_UP[_n] & ~(1 << _n)) | _DOWN[_n] | (2 if _n > 1 else 0)
_PRIMES = [p for p in range(2, MAX_NUMBER + 1) if not _DOWN[p]]
_PRIME_MULTIPLES = [(1 << p, _UP[p] & ~(1 << p)) for p in _PRIMES]  # (bit, its other multiples)

# Reductions 3 and 4: prime patterns.  For p in _GROUP the part of a state
# inside the up-set of p is the pattern {m : p*m in state}, m <= 49 // p.
_GROUP = tuple(p for p, q in itertools.pairwise(_PRIMES) if p * q > MAX_NUMBER and 2 * p <= MAX_NUMBER)
_GROUP_BITS = 0
for _p in _GROUP:
    _GROUP_BITS |= _UP[_p]


def _group_canonical(key: int, cancel: bool) -> int:
    """Canonical image of the group part `key` of a state: equal non-empty
    patterns cancelled in pairs if `cancel`, then the patterns dealt out,
    largest first, to the primes in increasing order (so each still fits)."""
    patterns = []
    for p in _GROUP:
        patterns.append(sum(1 << m for m in range(1, MAX_NUMBER // p + 1) if key >> (p * m) & 1))
    if cancel:
        for i in range(len(patterns)):
            for j in range(i + 1, len(patterns)):
                if patterns[i] and patterns[i] == patterns[j]:
                    patterns[i] = patterns[j] = 0
    patterns.sort(key=lambda pat: (pat.bit_length(), pat), reverse=True)
    image = 0
    for p, pat in zip(_GROUP, patterns):
        for m in range(1, MAX_NUMBER // p + 1):
            if pat >> m & 1:
                image |= 1 << (p * m)
    return image


class _CanonTable(dict[int, int]):
    """Group part of a state -> XOR mask taking the state to its canonical form, filled as
    parts are met (2**20 group parts at 49: too many to tabulate up front)."""

    def __init__(self, cancel: bool) -> None:
        super().__init__()
        self.cancel = cancel

    def __missing__(self, key: int) -> int:
        x = self[key] = key ^ _group_canonical(key, self.cancel)
        return x


@cache
def _canon_table(cancel: bool) -> _CanonTable:
    return _CanonTable(cancel)


def _canon_for(misere: bool, closed: bool) -> _CanonTable:
    """Reduction 4 is used in normal play, and in misere play on down-sets."""
    return _canon_table(not (misere and not closed))


def _isolation_checks(n: int, closed: bool) -> Checks:
    """(bit, neighbour mask) pairs: numbers that may become isolated when the
    up-set of n is removed, with the mask that must be empty for that."""
    removed = [m for m in range(n, MAX_NUMBER + 1, n)]
    if closed:
        # Down-set without 1: only a prime p can be isolated, and it becomes
        # isolated only if a removed number was one of its multiples.
        xs = [p for p in _PRIMES if p % n and any(m % p == 0 for m in removed)]
        return tuple((1 << p, _UP[p] & ~(1 << p)) for p in xs)
    nbu = 0
    for m in removed:
        nbu |= _NB[m]
    nbu &= ~_UP[n] & ~2
    return tuple((1 << x, _NB[x]) for x in range(2, MAX_NUMBER + 1) if nbu >> x & 1)


Checks = tuple[tuple[int, int], ...]
"""(bit, neighbour mask) pairs: see _isolation_checks."""
MoveEntry = tuple[int, Checks]
MoveTable = list[tuple[MoveEntry, ...]]
"""Chunk value -> (complement of an up-set, isolation checks) for each number in it."""

_CHUNK = 13
_CHUNKS = 4
_CMASK = (1 << _CHUNK) - 1


def _move_tables(closed: bool) -> list[MoveTable]:
    """Four tables, one per 13-bit chunk of a state: chunk value -> tuple of
    (complement of the up-set, isolation checks) for the numbers in it."""
    entry: dict[int, MoveEntry] = {
        n: ((_ALL | 1) & ~_UP[n], _isolation_checks(n, closed)) for n in range(2, MAX_NUMBER + 1)
    }
    tables = []
    for k in range(_CHUNKS):
        table: MoveTable = [()] * (1 << _CHUNK)
        for v in range(1, 1 << _CHUNK):
            low = (v & -v).bit_length() - 1
            n = k * _CHUNK + low
            rest = table[v & (v - 1)]
            table[v] = rest + (entry[n],) if 2 <= n <= MAX_NUMBER else rest
        tables.append(table)
    return tables


# --------------------------------------------------------------------------
# The search


def _make_search(memo: dict[int, bool], tables: list[MoveTable], canon: _CanonTable) -> Callable[[int], bool]:
    """Return wins(s): outcome for the mover of a canonical state s > 1 that
    is not in memo (memo is filled as a side effect).  `tables` generate the
    moves (see _move_tables), `canon` is a _canon_table."""
    t0, t1, t2, t3 = tables
    get = memo.get
    group = _GROUP_BITS
    cm = _CMASK
    sh2 = 2 * _CHUNK
    sh3 = 3 * _CHUNK

    def wins(s: int) -> bool:
        unknown = []
        if s & 1:  # take the parity token
            c = s ^ 1
            r = get(c)
            if r is False:
                memo[s] = True
                return True
            if r is None:
                unknown.append(c)
        for moves in (t0[s & cm], t1[s >> _CHUNK & cm], t2[s >> sh2 & cm], t3[s >> sh3]):
            for notup, checks in moves:
                c = s & notup
                for b, nbmask in checks:
                    if c & b and not c & nbmask:
                        c ^= b | 1  # drop isolated number, flip parity
                c ^= canon[c & group]
                r = get(c)
                if r is False:
                    memo[s] = True
                    return True
                if r is None:
                    unknown.append(c)
        if len(unknown) > 1:
            unknown.sort(key=int.bit_count)
        for c in unknown:
            r = get(c)
            if r is None:
                r = wins(c)
            if not r:
                memo[s] = True
                return True
        memo[s] = False
        return False

    return wins


_MEMO: dict[bool, dict[int, bool]] = {False: {}, True: {}}  # misere flag -> {canonical state: bool}
_SEARCH: dict[tuple[bool, bool], Callable[[int], bool]] = {}
_SEEDS: list[tuple[bool, Iterable[int]]] = []


def clear_cache() -> None:
    """Forget all memoized positions but the seeds (`seed_lost`)."""
    for misere, memo in _MEMO.items():
        memo.clear()
        memo[0] = misere  # empty: the mover wins only in misere
        memo[1] = not misere  # one lone number: mover takes it
    for misere, seed in _SEEDS:
        _MEMO[misere].update(dict.fromkeys(seed, False))


def seed_lost(positions: Iterable[int], misere: bool) -> None:
    """Remember canonical positions known lost (see `known_lost`), solved in advance: a search
    meeting one stops there. Kept through `clear_cache`."""
    _SEEDS.append((misere, positions))
    _MEMO[misere].update(dict.fromkeys(positions, False))


def _init() -> None:
    """Build the move tables and searches (on first use: it takes a moment, so not at import)."""
    tables = {closed: _move_tables(closed) for closed in (False, True)}
    for misere in (False, True):
        for closed in (False, True):
            _SEARCH[misere, closed] = _make_search(_MEMO[misere], tables[closed], _canon_for(misere, closed))


# --------------------------------------------------------------------------
# Public interface


def _mask(remaining: Iterable[int]) -> int:
    s = 0
    for n in remaining:
        if not isinstance(n, int) or not 1 <= n <= MAX_NUMBER:
            raise ValueError(f"numbers must be integers in 1..{MAX_NUMBER}, got {n!r}")
        s |= 1 << n
    return s


def _reduce(s: int, misere: bool) -> tuple[int, bool]:
    """Canonical form of a state without 1 (bits 2..49); returns
    (canonical state, whether it is a down-set of 2..49)."""
    par = 0
    if _is_down_set(s):
        for bit, others in _PRIME_MULTIPLES:  # in a down-set only a prime can be isolated
            if s & bit and not s & others:
                s ^= bit
                par ^= 1
        return (s ^ _canon_for(misere, True)[s & _GROUP_BITS]) | par, True
    x = s
    while x:
        b = x & -x
        x ^= b
        if not s & _NB[b.bit_length() - 1]:
            s ^= b
            par ^= 1
    closed = _is_down_set(s)
    return (s ^ _canon_for(misere, closed)[s & _GROUP_BITS]) | par, closed


def _is_down_set(s: int) -> bool:
    """Whether no number of 2..49 missing from s divides one in it."""
    x = _ALL & ~s & ~2
    while x:
        b = x & -x
        x ^= b
        if s & _UP[b.bit_length() - 1]:
            return False
    return True


def known_lost(min_numbers: int, misere: bool) -> list[int]:
    """The canonical positions of down-sets of 2..49 with at least `min_numbers` numbers that the
    memo knows are lost (bit n: the number n; bit 0: an odd count of isolated numbers), sorted."""
    return sorted(s for s, wins in _MEMO[misere].items() if not wins and (s >> 1).bit_count() >= min_numbers)


def _wins(s: int, misere: bool) -> bool:
    """Outcome for the mover of the board bitmask s (bits 1..36)."""
    if s & 2:
        if not misere:
            return True  # take 1
        s ^= 2  # misere with 1 == normal play without 1
        misere = False
    r, closed = _reduce(s, misere)
    v = _MEMO[misere].get(r)
    if v is None:
        if not _SEARCH:
            _init()
        v = _SEARCH[misere, closed](r)
    return v


def to_move_wins(remaining: Iterable[int], misere: bool) -> bool:
    """True if the player to move from `remaining` wins with perfect play."""
    return _wins(_mask(remaining), bool(misere))


def winning_moves(remaining: Iterable[int], misere: bool) -> frozenset[int]:
    """Every move from `remaining` after which the opponent (to move) loses."""
    s = _mask(remaining)
    misere = bool(misere)
    return frozenset(n for n in _NUMBERS if s >> n & 1 and not _wins(s & ~_UP[n], misere))


clear_cache()
