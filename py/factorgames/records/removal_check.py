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
from dataclasses import dataclass, field
from functools import cached_property

from .reading import Budget, RecordsError

REPLAY = 15
"""Steps of a verify's budget (reading.Budget) a position recomputed costs (a chain certificate's
row term costs one)."""
PLACE = 30
"""Steps more when the group's patterns of a position must be placed anew (not remembered)."""


class CertificateError(RecordsError):
    """The certificate does not prove what it claims."""


_MEMO = 1 << 16
"""How many placements of the group's patterns a board remembers (a few MB)."""


def _bits(s: int) -> list[int]:
    """The bits of s (not negative), lowest first.

    >>> _bits(0b10110)
    [1, 2, 4]
    """
    out = []
    while s:
        low = s & -s
        out.append(low.bit_length() - 1)
        s ^= low
    return out


def _is_prime(n: int) -> bool:
    return n >= 2 and all(n % d for d in range(2, int(n**0.5) + 1))


@dataclass(frozen=True)
class Board:
    """Divisibility on 2..limit, and the group of primes whose patterns may be permuted.

    Positions are worked on as bits, never by trying every number of the board: the numbers a
    position's are comparable to are found a byte of it at a time (a table per byte), and the
    group's patterns of a position are placed once for each way they stand (remembered), which
    replays the shipped certificate about six times faster than trying each number did.

    >>> board = Board(12, (5,))
    >>> board.numbers(0b1_0110_0100)
    [2, 5, 6, 8]
    >>> format(board.canonical(board.take(0b1_0110_0100, 2)), "b")  # 2, 6, 8 gone; 5 isolated
    '1'
    """

    limit: int
    group: tuple[int, ...]
    budget: Budget = field(default_factory=lambda: Budget(None), compare=False, hash=False, repr=False)
    """What the replay may cost; every position placed anew is counted here, the rest by check()."""

    @cached_property
    def comparable(self) -> list[int]:
        """comparable[n]: the numbers 2..limit other than n that divide n or that n divides."""
        return [0, 0] + [
            sum(1 << m for m in range(2, self.limit + 1) if m != n and (m % n == 0 or n % m == 0))
            for n in range(2, self.limit + 1)
        ]

    @cached_property
    def _multiples(self) -> list[int]:
        """_multiples[n]: n, 2n, ... up to the limit (what the move n takes)."""
        return [0, 0] + [sum(1 << m for m in range(n, self.limit + 1, n)) for n in range(2, self.limit + 1)]

    @cached_property
    def _board(self) -> int:
        """The numbers 2..limit."""
        return (1 << (self.limit + 1)) - 4

    @cached_property
    def _patterns(self) -> list[tuple[int, int]]:
        """For each prime p of the group: p and its multiples p, 2p, ... up to the limit."""
        return [(p, sum(1 << (p * m) for m in range(1, self.limit // p + 1))) for p in self.group]

    @cached_property
    def _group_multiples(self) -> int:
        return sum(multiples for _, multiples in self._patterns)

    @cached_property
    def _placed(self) -> dict[int, int]:
        """A memo of _place (the shipped certificate's 627,000 positions hold 572 different ones)."""
        return {}

    def check_group(self) -> None:
        for p in self.group:
            if not _is_prime(p) or 2 * p > self.limit:
                raise CertificateError(f"{p} cannot be in the group of primes")
        for i, p in enumerate(self.group):
            for q in self.group[i + 1 :]:
                if p * q <= self.limit:
                    raise CertificateError(f"the group holds {p} and {q}, whose product is at most {self.limit}")

    def numbers(self, s: int) -> list[int]:
        return _bits(s & self._board)

    def take(self, s: int, n: int) -> int:
        """The raw position after the move n (0: the token) from s."""
        if n == 0:
            if not s & 1:
                raise CertificateError("a move takes a token that is not there")
            return s & ~1
        if not (2 <= n <= self.limit and s >> n & 1):
            raise CertificateError(f"{n} is not a legal move")
        return s & ~self._multiples[n]

    @cached_property
    def _neighbours(self) -> list[list[int]]:
        """_neighbours[k][byte]: the numbers comparable to some number of the byte's bits at 8k..8k+7
        (the union of their `comparable`), so that a position's are found a byte at a time."""
        comparable = self.comparable + [0] * 8
        tables = []
        for k in range(0, self.limit + 1, 8):
            table = [0] * 256
            for byte in range(1, 256):
                low = byte & -byte
                table[byte] = table[byte ^ low] | comparable[k + low.bit_length() - 1]
            tables.append(table)
        return tables

    def drop_isolated(self, s: int) -> int:
        """s without the numbers nothing left divides or is divisible by; bit 0 keeps the parity
        of their count."""
        near = 0  # the numbers comparable to one of s
        left = s & self._board
        for table in self._neighbours:
            near |= table[left & 255]
            left >>= 8
            if not left:
                break
        isolated = s & self._board & ~near
        return s ^ isolated ^ (isolated.bit_count() & 1)

    def canonical(self, s: int) -> int:
        """Isolated numbers dropped, the group's patterns cancelled in pairs and sorted onto the
        primes, and the numbers a cancellation isolated dropped."""
        s = self.drop_isolated(s)
        taken = s & self._group_multiples
        if not taken:
            return s  # no pattern: dropping again changes nothing
        placed = self._placed.get(taken)
        if placed is None:
            placed = self._place(taken)
            if len(self._placed) < _MEMO:
                self._placed[taken] = placed
        return self.drop_isolated(s ^ taken | placed)

    def _place(self, taken: int) -> int:
        """The multiples of the group's primes once their patterns (bit m: p * m is there) equal in
        pairs cancel and the others are sorted onto the primes, the largest multiple first."""
        self.budget.spend(PLACE)
        patterns = []
        for p, multiples in self._patterns:
            pattern = sum(1 << (m // p) for m in _bits(taken & multiples))
            if pattern:
                patterns.append(pattern)
        kept = sorted((pat for pat in set(patterns) if patterns.count(pat) % 2), reverse=True)
        return sum(1 << (p * m) for p, pattern in zip(self.group, kept) for m in _bits(pattern))

    def moves(self, s: int) -> list[int]:
        return ([0] if s & 1 else []) + self.numbers(s)

    def replays(self, lost: set[int], won: dict[int, int]) -> int:
        """How many positions check() recomputes for this certificate (its work, known before)."""
        return len(won) + sum((s & self._board).bit_count() + (s & 1) for s in lost)


def check(board: Board, lost: set[int], won: dict[int, int]) -> None:
    """Raise CertificateError unless (lost, won) proves every claim it makes (RecordsError if
    that takes more than the board's budget, counted before the work)."""
    board.check_group()
    board.budget.spend(REPLAY * board.replays(lost, won))
    if 0 not in lost:
        lost = lost | {0}
    clash = lost & won.keys()
    if clash:
        raise CertificateError(f"position {min(clash):x} is claimed both lost and won")
    for s, move in won.items():
        if board.canonical(board.take(s, move)) not in lost:
            raise CertificateError(
                f"the move {move} from position {s:x} (claimed won) does not lead to a position claimed lost"
            )
    for s in lost:
        for n in board.moves(s):
            if board.canonical(board.take(s, n)) not in won:
                raise CertificateError(
                    f"the move {n} from position {s:x} (claimed lost) leads to a position not claimed won"
                )


def first_pick_claims(board: Board, n: int, winning: Iterable[int], lost: set[int], won: dict[int, int]) -> None:
    """Check that the winning first picks on 2..n are exactly `winning`, by the certificate."""
    board.budget.spend(REPLAY * n)
    start = sum(1 << m for m in range(2, n + 1))
    claimed = set(winning)
    for m in range(2, n + 1):
        after = board.canonical(board.take(start, m))
        if m in claimed and after not in lost and after != 0:
            raise CertificateError(
                f"2..{n}: the pick {m} is claimed to win, but the certificate does not prove the position after it lost"
            )
        if m not in claimed and after not in won:
            raise CertificateError(
                f"2..{n}: the pick {m} is claimed to lose, but the certificate does not prove the position after it won"
            )
