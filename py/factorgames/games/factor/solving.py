"""Perfect play in the Factor Game by exact search: the value of a position is the final score
difference (the player to move's total minus the opponent's, from here on) under best play.

Negamax with alpha-beta and a table of bounds keyed on the numbers left, as a bitmask. The key
drops what plays no further role: a number with no factor and no multiple left can never be
picked for points nor scored as a factor, so only whether such numbers are odd in number counts
(with `lose_turn` each is a pick that passes the turn, and two of them cancel; without, none counts
at all). The table also keeps the move that decided each position, tried first when it comes back.

>>> from .rules import FactorRules
>>> analysis(FactorRules(1, 10).initial_position()).winning_moves  # 7 scores 7 for 1: the best start
(7,)
>>> value(FactorRules(1, 10).initial_position())
3
>>> values(FactorRules(1, 10).initial_position())[9]  # 9 scores 9 for 1 and 3: one point less in the end
2

The first moves of the large boards come from a book that `python3 build.py --factor-book` writes
(`solve/tables/factor_book.py`): each first pick's value on every board up to 1..63, and on 1..49
the next two moves' too, and every best move of each position the perfect computer can face on its
next turn (`LINES`), so that the computer and the coach answer at once from a fresh start. The
boards that need more have books of their own (`deep_book`: 1..49 with lose-turn, every pick's
value at each position of its first moves; the standard game's boards from 1..46 up with lo at
most 4), read when such a game is prepared (`prepare`). A book is read as the search keys
positions (`_shape`), so a position reached by other moves to the same game is read too.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from functools import lru_cache

from ...solve.analysis import Analysis
from ...solve.tables.factor_book import BOOK, LINES
from . import deep_book
from .rules import FactorPosition, FactorRules

INFINITY = 1 << 30
TAKE_WEIGHT = 8
"""What each factor a pick takes adds to its promise, the order in which the search tries picks."""
BOOK_TOP = max((hi for _lo, hi, _lose_turn in BOOK), default=0)
"""The largest board whose openings the book holds."""
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_"
"""The book's lines write a number below 64 as one of these, a value as two (offset by 2048)."""
SEVERAL = "."
"""In a line, what parts its moves from its best moves when there are several of these."""


def search_for(rules: FactorRules) -> Search:
    """The search of these rules, with its table (kept across positions of a game)."""
    return search_of(rules.numbers, rules.lose_turn)


@lru_cache(maxsize=16)
def search_of(numbers: range, lose_turn: bool) -> Search:
    """The search of the board `numbers` (any range: the book goes beyond the boards played)."""
    return Search(numbers, lose_turn)


def clear_cache() -> None:
    """Forget every search table."""
    search_of.cache_clear()


class Search:
    """Exact search of one board: `factors[n]` and `multiples[n]` are the bitmasks of n's proper
    factors and proper multiples on the board (bit k stands for the number k).

    A position is searched as the numbers that still play a role (each with a factor or a multiple
    left: `live`) and, with `lose_turn`, whether the numbers with neither are odd in number
    (`parity`). Such a number is a pick that passes the turn and changes nothing else, and two of
    them cancel: whoever takes one, the other player can take another and be back where they were,
    so only the parity of their count matters (with none to take when it is even). The table keeps
    each position's bounds and the move that last decided it, tried first when it comes back.

    The picks are tried in order of promise: what each gains now plus TAKE_WEIGHT for each factor
    it takes (a pick that empties the board leaves the opponent fewer replies to refute, so the
    search below it is smaller: half the positions of the gain alone on 1..49 with lose-turn). A
    new position tries its most promising pick before listing the others (most positions are
    decided by it), found among the numbers in decreasing order of the most they can promise.
    """

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
        self.promising = sorted(
            ((n + sum(TAKE_WEIGHT - f for f in _bits(self.factors[n]) if f < TAKE_WEIGHT), n) for n in numbers),
            reverse=True,
        )
        """Each number with the most its pick can promise (its promise when every factor below
        TAKE_WEIGHT is left and no other), the largest first."""
        self.sums: dict[int, int] = {0: 0}
        """The sum of the numbers of a bitmask of factors, as met."""
        self.table: dict[int, tuple[int, int, int]] = {}
        """(live << 1 | parity) -> (lower bound, upper bound, the move that decided it, or 0)."""

    def sum_of(self, mask: int) -> int:
        """The sum of the numbers in `mask` (remembered)."""
        total = self.sums.get(mask)
        if total is None:
            total = self.sums[mask] = sum(_bits(mask))
        return total

    def state(self, mask: int) -> tuple[int, int]:
        """The board `mask` as searched: its live numbers, and the parity of the others' count
        (always 0 without `lose_turn`, where they can never be picked)."""
        dead = 0
        neighbours = self.neighbours
        for n in _bits(mask):
            if not neighbours[n] & mask:
                dead |= 1 << n
        return mask & ~dead, dead.bit_count() & 1 if self.lose_turn else 0

    def move_values(self, mask: int) -> dict[int, int]:
        """Each legal pick's exact value: its gain minus the value of the board after it."""
        out = {}
        for n in _bits(mask):
            factors = self.factors[n] & mask
            if factors or self.lose_turn:
                out[n] = self.gain(n, factors) - self.value(mask & ~factors & ~(1 << n))
        return out if any(self.factors[n] & mask for n in _bits(mask)) else {}

    def side(self, mask: int, n: int, bar: int) -> int:
        """Picking n on the board `mask` against `bar`: 1 when its value is above it, 0 equal, -1 below.
        Its value is its gain minus the value of the board after it, so the board's value is searched
        against edge = gain - bar in a window of 2 (fail-soft: a bound past edge on the side it fell,
        else edge itself): cheaper than the pick's exact value."""
        factors = self.factors[n] & mask
        edge = self.gain(n, factors) - bar
        after = self.value(mask & ~factors & ~(1 << n), edge - 1, edge + 1)
        return (after < edge) - (after > edge)

    def gain(self, n: int, factors: int) -> int:
        """What picking n with these factors left gains over the opponent (nothing without factors)."""
        return n - self.sum_of(factors) if factors else 0

    def value(self, mask: int, alpha: int = -INFINITY, beta: int = INFINITY) -> int:
        """The score difference for the player to move under best play (fail-soft alpha-beta:
        exact when strictly inside the window, else a bound on the side it fell)."""
        live, parity = self.state(mask)
        return self._value(live, parity, alpha, beta)

    def _after(self, live: int, parity: int, n: int, taken: int) -> tuple[int, int]:
        """The position after picking n, which takes `taken` (its factors left) with it: without
        the numbers that the picking left with no factor and no multiple (each flips the parity)."""
        neighbours = self.neighbours
        child = live & ~taken & ~(1 << n)
        around = neighbours[n]
        while taken:
            bit = taken & -taken
            taken ^= bit
            around |= neighbours[bit.bit_length() - 1]
        around &= child
        while around:
            bit = around & -around
            around ^= bit
            if not neighbours[bit.bit_length() - 1] & child:
                child ^= bit
                parity ^= 1
        return child, parity if self.lose_turn else 0

    def _value(self, live: int, parity: int, alpha: int, beta: int) -> int:
        """`value` of the position `live`, `parity` (see the class)."""
        key = live << 1 | parity
        table = self.table
        entry = table.get(key)
        factors, sums = self.factors, self.sums
        if entry is None:
            low, high = -INFINITY, INFINITY
            # The most promising pick (see the class), looked for while a number may promise more.
            first, first_taken, promise = 0, 0, -INFINITY
            for most, n in self.promising:
                if most < promise:
                    break
                if live >> n & 1:
                    taken = factors[n] & live
                    if taken:
                        total = sums.get(taken)
                        if total is None:
                            total = self.sum_of(taken)
                        if n - total + TAKE_WEIGHT * taken.bit_count() > promise:
                            promise = n - total + TAKE_WEIGHT * taken.bit_count()
                            first, first_taken = n, taken
            if not first:  # no number has a factor left: the game is over
                table[key] = (0, 0, 0)
                return 0
        else:
            low, high, first = entry
            if low >= beta:
                return low
            if high <= alpha:
                return high
            if low == high:
                return low
            alpha, beta = max(alpha, low), min(beta, high)
            first_taken = factors[first] & live
        best, floor, decided = -INFINITY, alpha, 0
        if first:  # the move that decided it before, else the most promising: often enough alone
            gain = first - self.sum_of(first_taken) if first_taken else 0
            child, child_parity = self._after(live, parity, first, first_taken)
            best = gain - self._value(child, child_parity, gain - beta, gain - floor)
            decided = first
            if best > floor:
                floor = best
                if best >= beta:
                    table[key] = (best, high, first)
                    return best
        # Every other pick as (its promise, the number, its gain, the factors it takes): the
        # scoring ones, the most promising first, then (with lose_turn) those that pass the turn.
        neighbours, lose_turn = self.neighbours, self.lose_turn
        moves = []
        passes = []
        rest = live & ~(1 << first)
        while rest:
            bit = rest & -rest
            rest ^= bit
            n = bit.bit_length() - 1
            taken = factors[n] & live
            if taken:
                total = sums.get(taken)
                if total is None:
                    total = self.sum_of(taken)
                moves.append((n - total + TAKE_WEIGHT * taken.bit_count(), n, n - total, taken))
            elif lose_turn:
                passes.append((0, n, 0, 0))
        moves.sort(reverse=True)
        if passes:
            moves += passes
        if parity:
            moves.append((0, 0, 0, -1))  # a number with no factor and no multiple: the turn passes
        for _promise, n, gain, taken in moves:
            if taken >= 0:
                # The board after the pick (as `_after`, written out: the search's inner loop).
                child, child_parity = live & ~taken & ~(1 << n), parity
                around = neighbours[n]
                while taken:
                    bit = taken & -taken
                    taken ^= bit
                    around |= neighbours[bit.bit_length() - 1]
                around &= child
                while around:
                    bit = around & -around
                    around ^= bit
                    if not neighbours[bit.bit_length() - 1] & child:
                        child ^= bit
                        child_parity ^= 1
                if not lose_turn:
                    child_parity = 0
            else:
                child, child_parity = live, 0
            v = gain - self._value(child, child_parity, gain - beta, gain - floor)
            if v > best:
                best, decided = v, n
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
        table[key] = (low, high, decided)
        return best


def _bits(mask: int) -> Iterator[int]:
    """The numbers in a bitmask, smallest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def mask_of(position: FactorPosition) -> int:
    """The numbers left, as a bitmask."""
    mask = 0
    for n in position.remaining:
        mask |= 1 << n
    return mask


def value(position: FactorPosition) -> int:
    """The final score difference (mover minus opponent, from here on) under best play."""
    return search_for(position.rules).value(mask_of(position))


def line(moves: tuple[int, ...], best: tuple[int, ...], value: int) -> str:
    """A line of the book: the moves, then every best move of the position they reach (after a "."
    when there are several), then its value.

    >>> line((2, 49, 35), (46,), 8), line((2, 49, 35), (39, 46), 8)
    ('2nZkW8', '2nZ.dkW8')
    """
    value += 2048
    moves_part = "".join(DIGITS[n] for n in moves)
    best_part = "".join(DIGITS[n] for n in best)
    if len(best) > 1:
        moves_part += SEVERAL
    return moves_part + best_part + DIGITS[value >> 6] + DIGITS[value & 63]


def read_lines(lo: int, hi: int, text: str) -> dict[int, tuple[int, tuple[int, ...]]]:
    """The book's lines, by the numbers left after them (a bitmask): (the value, every best move).

    >>> read_lines(1, 10, line((7,), (9,), -2))  # after 7 (which takes 1), 9 is best
    {1916: (-2, (9,))}
    >>> read_lines(1, 10, line((7,), (6, 9), -2))[1916]  # two best moves
    (-2, (6, 9))
    """
    full = sum(1 << n for n in range(lo, hi + 1))
    out = {}
    for token in text.split():
        body, worth = token[:-2], token[-2:]
        moves, best = body.split(SEVERAL) if SEVERAL in body else (body[:-1], body[-1:])
        mask = _after(lo, full, moves)
        value = DIGITS.index(worth[0]) * 64 + DIGITS.index(worth[1]) - 2048
        out[mask] = (value, tuple(DIGITS.index(digit) for digit in best))
    return out


def read_deep(
    lo: int, hi: int, lose_turn: bool, text: str
) -> tuple[dict[int, dict[int, int]], dict[int, tuple[int, tuple[int, ...]]]]:
    """A book of its own (`deep_book`): the positions with every legal pick's value, and the lines.

    >>> start = {1: -3, 2: 1, 3: 0, 4: 1}  # 1..4 with lose-turn (values made up: how they are read)
    >>> read_deep(1, 4, True, ":" + worths(start) + " 1:" + worths({2: 1, 3: 0, 4: 3}) + " " + line((3,), (4,), 3))
    ({30: {1: -3, 2: 1, 3: 0, 4: 1}, 28: {2: 1, 3: 0, 4: 3}}, {20: (3, (4,))})
    """
    values: dict[int, dict[int, int]] = {}
    lines = []
    full = sum(1 << n for n in range(lo, hi + 1))
    for token in text.split():
        if ":" not in token:
            lines.append(token)
            continue
        moves, worth = token.split(":")
        mask = _after(lo, full, moves)
        picks = [n for n in range(lo, hi + 1) if mask >> n & 1 and (lose_turn or mask & _factors_below(lo, n))]
        codes = [DIGITS.index(c) for c in worth]
        values[mask] = {n: high * 64 + low - 2048 for n, high, low in zip(picks, codes[::2], codes[1::2])}
    return values, read_lines(lo, hi, " ".join(lines))


def _factors_below(lo: int, n: int) -> int:
    """The proper factors of n from lo up, as a bitmask."""
    return sum(1 << d for d in range(lo, n) if n % d == 0)


def _after(lo: int, mask: int, moves: str) -> int:
    """The board `mask` after the picks written `moves` (one digit each)."""
    for digit in moves:
        n = DIGITS.index(digit)
        mask &= ~(1 << n) & ~_factors_below(lo, n)
    return mask


def worths(values: dict[int, int]) -> str:
    """The values of a position's legal picks as a deep book writes them (the picks in increasing
    order, two digits each).

    >>> worths({2: 2, 3: 1, 4: -3})
    'W2W1Vz'
    """
    return "".join(DIGITS[(v + 2048) >> 6] + DIGITS[(v + 2048) & 63] for _n, v in sorted(values.items()))


def _board(rules: FactorRules) -> tuple[int, int, bool]:
    return rules.lo, rules.hi, rules.lose_turn


def unprepared(rules: FactorRules) -> bool:
    """Whether the rules' board has a book of its own not read yet (`deep_book`)."""
    return _board(rules) in deep_book.FILES and _board(rules) not in _DEEP


def prepare(rules: FactorRules) -> None:
    """Read the rules' board's book of its own, if it has one (once)."""
    if _board(rules) in deep_book.FILES:
        _deep(_board(rules))


@lru_cache(maxsize=8)
def _neighbours(lo: int, hi: int) -> tuple[int, ...]:
    """Each number's proper factors and proper multiples on the board lo..hi, as a bitmask."""
    return tuple(
        _factors_below(lo, n) | sum(1 << m for m in range(2 * n, hi + 1, n)) if n >= lo else 0 for n in range(hi + 1)
    )


def _shape(board: tuple[int, int, bool], mask: int) -> tuple[int, int]:
    """The board `mask` as the search keys it (`Search.state`: live << 1 | parity), and its numbers
    with no factor and no multiple left (two boards with the same key are the same game)."""
    lo, hi, lose_turn = board
    neighbours = _neighbours(lo, hi)
    dead = 0
    for n in _bits(mask):
        if not neighbours[n] & mask:
            dead |= 1 << n
    return (mask & ~dead) << 1 | (dead.bit_count() & 1 if lose_turn else 0), dead


Shelf = tuple[dict[int, tuple[dict[int, int], int]], dict[int, tuple[int, tuple[int, ...], int]]]
"""A board's book by the key of each position (`_shape`): every pick's value, or the value and the
best picks of a line, each with the numbers of the book's position that had no factor and no
multiple left."""


_DEEP: dict[tuple[int, int, bool], Shelf] = {}
"""The books of their own read so far, by board."""


def _deep(board: tuple[int, int, bool]) -> Shelf:
    """The board's book of its own, read once (fetched in the browser: `prepare` asks for it early)."""
    if board not in _DEEP:
        lo, hi, lose_turn = board
        _DEEP[board] = _shelve(board, *read_deep(lo, hi, lose_turn, deep_book.read(board)))
    return _DEEP[board]


def _valued(board: tuple[int, int, bool]) -> dict[int, tuple[dict[int, int], int]]:
    """The board's positions with every pick's value: its own book's, or `factor_book.BOOK`'s."""
    return _deep(board)[0] if board in deep_book.FILES else _shared_values(*board)


def _lined(board: tuple[int, int, bool]) -> dict[int, tuple[int, tuple[int, ...], int]]:
    """The board's lines: its own book's, or `factor_book.LINES`'s."""
    return _deep(board)[1] if board in deep_book.FILES else _shared_lines(*board)


@lru_cache(maxsize=4)
def _shared_values(lo: int, hi: int, lose_turn: bool) -> dict[int, tuple[dict[int, int], int]]:
    board = (lo, hi, lose_turn)
    return _shelve(board, BOOK.get(board, {}), {})[0]


@lru_cache(maxsize=4)
def _shared_lines(lo: int, hi: int, lose_turn: bool) -> dict[int, tuple[int, tuple[int, ...], int]]:
    board = (lo, hi, lose_turn)
    return _shelve(board, {}, read_lines(lo, hi, LINES.get(board, "")))[1]


def _shelve(
    board: tuple[int, int, bool],
    valued: dict[int, dict[int, int]],
    lines: dict[int, tuple[int, tuple[int, ...]]],
) -> Shelf:
    """A book's positions keyed as the search keys them (`_shape`): a position reached otherwise,
    e.g. with two numbers of no factor and no multiple picked (they cancel), is read too."""
    by_values: dict[int, tuple[dict[int, int], int]] = {}
    for mask, worth in valued.items():
        key, dead = _shape(board, mask)
        by_values.setdefault(key, (worth, dead))
    by_lines: dict[int, tuple[int, tuple[int, ...], int]] = {}
    for mask, (top, best) in lines.items():
        key, dead = _shape(board, mask)
        by_lines.setdefault(key, (top, best, dead))
    return by_values, by_lines


def _book(position: FactorPosition) -> dict[int, int] | None:
    """Each legal pick's value from the book, if it holds the position (as the search keys it)."""
    board = _board(position.rules)
    key, dead = _shape(board, mask_of(position))
    entry = _valued(board).get(key)
    if entry is None:
        return None
    worth, booked_dead = entry
    # A number with no factor and no multiple is worth what any other such number is worth.
    dead_worth = next((worth[n] for n in _bits(booked_dead) if n in worth), None)
    out = {}
    for n in position.legal_moves():
        if not dead >> n & 1:
            out[n] = worth[n]
        elif dead_worth is None:
            return None
        else:
            out[n] = dead_worth
    return out


def _line(position: FactorPosition) -> tuple[int, tuple[int, ...]] | None:
    """The value and every best pick from the book's lines, if they hold the position."""
    board = _board(position.rules)
    key, dead = _shape(board, mask_of(position))
    entry = _lined(board).get(key)
    if entry is None:
        return None
    top, best, booked_dead = entry
    if dead and not booked_dead:
        return None  # whether picking a number with no factor and no multiple is best: not known
    dead_best = any(booked_dead >> n & 1 for n in best)
    return top, tuple(n for n in position.legal_moves() if (dead_best if dead >> n & 1 else n in best))


def opening_values(lo: int, hi: int, lose_turn: bool) -> dict[int, int]:
    """Each first pick's value on the board lo..hi (any size: the book's, else searched)."""
    full = sum(1 << n for n in range(lo, hi + 1))
    booked = BOOK.get((lo, hi, lose_turn), {}).get(full)
    return dict(booked) if booked is not None else search_of(range(lo, hi + 1), lose_turn).move_values(full)


def values(position: FactorPosition) -> dict[int, int]:
    """Each legal pick's value from here: what it gains over the opponent now, minus the best the
    opponent then makes of the rest (exact; from the book when it holds the position)."""
    booked = _book(position)
    return dict(booked) if booked is not None else search_for(position.rules).move_values(mask_of(position))


def compared(position: FactorPosition, bar: int) -> dict[int, int]:
    """Each legal pick's value against `bar`: 1 above it, 0 equal to it, -1 below (from the book when
    it holds the position, else `Search.side`: cheaper than the exact values, `values`).

    >>> p = FactorRules(1, 10).initial_position().play(9)
    >>> compared(p, -1), values(p)
    ({4: -1, 6: 1, 8: -1, 10: 0}, {4: -3, 6: 3, 8: -3, 10: -1})
    """
    booked = _book(position)
    if booked is not None:
        return {n: (v > bar) - (v < bar) for n, v in booked.items()}
    search, mask = search_for(position.rules), mask_of(position)
    return {n: search.side(mask, n, bar) for n in position.legal_moves()}


def analysis(position: FactorPosition) -> Analysis:
    """The best value from here and the moves that achieve it (from the book, else a null-window
    test for each move); the player to move wins when the value overcomes the other's lead."""
    mover = position.to_move - 1
    lead = position.scores[mover] - position.scores[1 - mover]
    booked = _book(position)
    if booked is not None:
        top = max(booked.values())
        return Analysis(top + lead > 0, tuple((n, booked[n] == top) for n in position.legal_moves()), value=top)
    deep = _line(position)
    if deep is not None:  # every best move of a line the computer may face
        top, best_moves = deep
        return Analysis(top + lead > 0, tuple((n, n in best_moves) for n in position.legal_moves()), value=top)
    best, moves = weigh(search_for(position.rules), mask_of(position), position.legal_moves())
    return Analysis(best + lead > 0, moves, value=best)


def weigh(search: Search, mask: int, picks: Iterable[int]) -> tuple[int, tuple[tuple[int, bool], ...]]:
    """The value of the board `mask` and whether each of its `picks` is best (`Search.side` against
    that value: cheaper than their exact values)."""
    best = search.value(mask)
    return best, tuple((n, search.side(mask, n, best) >= 0) for n in picks)
