"""Plain, independent statements of the rules, for tests to check the engine against."""

from __future__ import annotations

import functools


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


class Minimax:
    """Exhaustive search of the chain game on lo..hi."""

    def __init__(self, lo: int, hi: int, opening: str = "any"):
        self.lo, self.hi, self.opening = lo, hi, opening
        numbers = range(lo, hi + 1)
        self.adjacent = {a: tuple(b for b in numbers if b != a and (a % b == 0 or b % a == 0)) for a in numbers}
        self.memo: dict[tuple[int, frozenset[int]], bool] = {}

    def moves(self, current: int | None, used: frozenset[int]) -> list[int]:
        if current is None:
            return [n for n in range(self.lo, self.hi + 1) if opening_ok(self.opening, self.hi, n)]
        return [n for n in self.adjacent[current] if n not in used]

    def wins(self, current: int | None, used: frozenset[int]) -> bool:
        """Whether the player to move wins (a player without a move loses)."""
        if current is None:
            return any(not self.wins(n, frozenset((n,))) for n in self.moves(None, used))
        key = (current, used)
        value = self.memo.get(key)
        if value is None:
            value = any(not self.wins(n, used | {n}) for n in self.moves(current, used))
            self.memo[key] = value
        return value

    def move_values(self, current: int | None, used: frozenset[int]) -> list[tuple[int, bool]]:
        return [(n, not self.wins(n, used | {n})) for n in sorted(self.moves(current, used))]


class FactorGameMinimax:
    """The Factor Game by plain recursion over the numbers left: a pick of a number with a proper
    factor left scores the number for the mover and those factors for the other; with `lose_turn`
    a number without one may be picked too, for no points, while the game goes on."""

    def __init__(self, lose_turn: bool) -> None:
        self.lose_turn = lose_turn
        self.memo: dict[frozenset[int], int] = {}

    @staticmethod
    def factors(board: frozenset[int], n: int) -> frozenset[int]:
        return frozenset(d for d in board if d < n and n % d == 0)

    def moves(self, board: frozenset[int]) -> dict[int, tuple[int, frozenset[int]]]:
        """Each pick: what it gains over the other player, and the board after it."""
        scoring = {
            n: (n - sum(self.factors(board, n)), board - self.factors(board, n) - {n})
            for n in board
            if self.factors(board, n)
        }
        if not scoring or not self.lose_turn:
            return scoring
        return {**{n: (0, board - {n}) for n in board}, **scoring}

    def value(self, board: frozenset[int]) -> int:
        """The mover's total minus the other's, from here on, when both play their best."""
        if board not in self.memo:
            self.memo[board] = max((gain - self.value(after) for gain, after in self.moves(board).values()), default=0)
        return self.memo[board]

    def best_moves(self, board: frozenset[int]) -> tuple[int, ...]:
        values = {n: gain - self.value(after) for n, (gain, after) in self.moves(board).items()}
        return tuple(sorted(n for n, v in values.items() if v == max(values.values())))


@functools.cache
def _proper_divisors(n: int) -> tuple[int, ...]:
    """The numbers below n that divide it."""
    return tuple(d for d in range(1, n) if n % d == 0)


class FactorGameAlphaBeta:
    """The standard Factor Game by plain negamax with alpha-beta over frozensets of the numbers
    left, remembering bounds on whole boards (no bitmasks, no number dropped from a board): the
    same rules as FactorGameMinimax, fast enough for a position of 1..49 a few picks in."""

    def __init__(self) -> None:
        self.bounds: dict[frozenset[int], tuple[int, int]] = {}

    @staticmethod
    def moves(board: frozenset[int]) -> list[tuple[int, int, frozenset[int]]]:
        """Each pick as (its gain over the other player, the number, the board after it), the best
        gain first."""
        out = []
        for n in board:
            factors = [d for d in _proper_divisors(n) if d in board]
            if factors:
                out.append((n - sum(factors), n, board.difference(factors, (n,))))
        return sorted(out, reverse=True)

    def value(self, board: frozenset[int], alpha: int = -(10**9), beta: int = 10**9) -> int:
        """The mover's total minus the other's under best play when it lies strictly between alpha
        and beta; otherwise a bound on the side it fell."""
        low, high = self.bounds.get(board, (-(10**9), 10**9))
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        alpha, beta = max(alpha, low), min(beta, high)
        moves = self.moves(board)
        if not moves:
            self.bounds[board] = (0, 0)
            return 0
        best, floor = -(10**9), alpha
        for gain, _n, after in moves:
            best = max(best, gain - self.value(after, gain - beta, gain - floor))
            floor = max(floor, best)
            if floor >= beta:
                break
        if best <= alpha:
            self.bounds[board] = (low, best)
        elif best >= beta:
            self.bounds[board] = (best, high)
        else:
            self.bounds[board] = (best, best)
        return best

    def best_moves(self, board: frozenset[int]) -> tuple[int, ...]:
        values = {n: gain - self.value(after) for gain, n, after in self.moves(board)}
        return tuple(sorted(n for n, v in values.items() if v == max(values.values())))


def chain_moves(lo: int, hi: int, opening: str, chain: tuple[int, ...]) -> list[int]:
    """The legal picks of a chain game after `chain` (the start number included), by the rules' words."""
    if not chain:
        return [n for n in range(lo, hi + 1) if opening_ok(opening, hi, n)]
    c = chain[-1]
    return [n for n in range(lo, hi + 1) if n not in chain and (n % c == 0 or c % n == 0)]


def chain_wins_within(lo: int, hi: int, opening: str, chain: tuple[int, ...], k: int) -> bool:
    """Whether the player to move after `chain` leaves the opponent without a move within k of
    their own moves, whatever the opponent picks (plain depth-limited search)."""
    return k >= 1 and any(
        all(
            chain_wins_within(lo, hi, opening, chain + (n, r), k - 1)
            for r in chain_moves(lo, hi, opening, chain + (n,))
        )
        if k > 1
        else not chain_moves(lo, hi, opening, chain + (n,))
        for n in chain_moves(lo, hi, opening, chain)
    )


def removal_wins_within(remaining, misere: bool, k: int) -> bool:
    """Multiples Removal: whether the player to move wins within k of their own moves (the player
    who removes the last number wins, or under misere loses)."""
    if k < 1 or not remaining:
        return False
    for n in remaining:
        after = frozenset(m for m in remaining if m % n)
        if not after:
            if not misere:
                return True
            continue
        if k > 1 and all(_removal_reply_wins(after, r, misere, k) for r in after):
            return True
    return False


def _removal_reply_wins(after, r: int, misere: bool, k: int) -> bool:
    """After the opponent removes r from `after`: whether the player now to move still wins in k-1."""
    left = frozenset(m for m in after if m % r)
    return misere if not left else removal_wins_within(left, misere, k - 1)


def free_opening_wins(hi: int) -> list[int]:
    """The winning free first picks of the chain game on 1..hi, by a theorem and a matching of
    networkx's (not the engine's): the first player wins with n exactly when some maximum matching
    of the divisibility graph misses n, i.e. when taking n out leaves the matching's size."""
    import networkx as nx

    def size(numbers: list[int]) -> int:
        graph = nx.Graph()
        graph.add_nodes_from(numbers)
        graph.add_edges_from((a, b) for a in numbers for b in numbers if a < b and b % a == 0)
        return len(nx.max_weight_matching(graph, maxcardinality=True))

    numbers = list(range(1, hi + 1))
    whole = size(numbers)
    return [n for n in numbers if size([m for m in numbers if m != n]) == whole]


def longest_chain_length(n: int) -> int:
    """The length of a longest chain of 1..n (distinct numbers, each dividing or divisible by the
    next), by depth-first search of every chain, cut when even every unused number could not
    make it longer than the best found."""
    adjacent = {a: [b for b in range(1, n + 1) if b != a and (a % b == 0 or b % a == 0)] for a in range(1, n + 1)}
    best = 0

    def extend(current: int, used: set[int]) -> None:
        nonlocal best
        best = max(best, len(used))
        if len(used) + sum(1 for m in range(1, n + 1) if m not in used and adjacent[m]) <= best:
            return
        for m in adjacent[current]:
            if m not in used:
                used.add(m)
                extend(m, used)
                used.discard(m)

    for start in range(1, n + 1):
        extend(start, {start})
    return best


_INFINITY = 1 << 30


def _bits(mask: int) -> list[int]:
    """The numbers in a bitmask, smallest first (read off its binary digits: twice as fast in CPython
    as taking its lowest bit in turn, and the search calls this millions of times)."""
    return [n for n, digit in enumerate(bin(mask)[:1:-1]) if digit == "1"]


class FactorGameBitmaskSearch:
    """The Factor Game's search as it was before the parity of the dead numbers and the decided
    moves in its table (games/factor/solving.py, 29 November): the plain reference the faster
    search is checked against on boards too large for brute force. `factors[n]` and
    `multiples[n]` are the bitmasks of n's proper factors and proper multiples on the board (bit
    k stands for the number k)."""

    def __init__(self, numbers: range, lose_turn: bool) -> None:
        top = numbers[-1]
        self.lose_turn = lose_turn
        self.factors = [0] * (top + 1)
        self.multiples = [0] * (top + 1)
        for n in numbers:
            for m in range(2 * n, top + 1, n):
                self.factors[m] |= 1 << n
                self.multiples[n] |= 1 << m
        self.neighbours = [f | m for f, m in zip(self.factors, self.multiples)]
        self.table: dict[int, tuple[int, int]] = {}
        self.totals: dict[int, int] = {}

    def total(self, mask: int) -> int:
        """The sum of the numbers in `mask` (kept: a pick's factors are one of few sets)."""
        found = self.totals.get(mask)
        if found is None:
            found = self.totals[mask] = sum(_bits(mask))
        return found

    def moves(self, mask: int) -> list[tuple[int, int, int, int]]:
        """Every pick as (points it gains over the opponent, the number, the board after it, the
        numbers it took), the best gain first; with `lose_turn`, one pick of a dead number stands
        for all of them."""
        scoring, passes, dead = [], [], False
        for n in _bits(mask):
            factors = self.factors[n] & mask
            if factors:
                gone = factors | 1 << n
                scoring.append((n - self.total(factors), n, mask & ~gone, gone))
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

    def move_values(self, mask: int) -> dict[int, int]:
        """Each legal pick's exact value: its gain minus the value of the board after it."""
        out = {}
        for n in _bits(mask):
            factors = self.factors[n] & mask
            if factors or self.lose_turn:
                gain = n - self.total(factors) if factors else 0
                out[n] = gain - self.value(mask & ~factors & ~(1 << n))
        return out if any(self.factors[n] & mask for n in _bits(mask)) else {}

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

    def value(self, mask: int, alpha: int = -_INFINITY, beta: int = _INFINITY) -> int:
        """The score difference for the player to move under best play (fail-soft alpha-beta:
        exact when strictly inside the window, else a bound on the side it fell)."""
        return self._value(mask if self.lose_turn else self.key(mask), alpha, beta)

    def _value(self, mask: int, alpha: int, beta: int) -> int:
        """`value` of a board that, in the standard game, holds no dead number (`alive` keeps it so)."""
        key = self.key(mask) if self.lose_turn else mask
        low, high = self.table.get(key, (-_INFINITY, _INFINITY))
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
        best, floor = -_INFINITY, alpha
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
