"""The Factor Game: pick a number that still has a factor on the board; you score it, your
opponent scores its factors, and they all leave the board.

>>> p = FactorRules(1, 30).initial_position().play(25)
>>> p.scores, sorted(p.remaining)[:6], p.to_move
((25, 6), [2, 3, 4, 6, 7, 8], 2)
>>> p.check(5)
'5 was already taken'
>>> p.check(7)
'7 has no factor left on the board'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import ClassVar

from ...i18n import _
from ..outcome import Outcome, RulesError, Termination
from ..picks import Picks
from ..position import Square

MAX_TOP = 49
"""The largest top of a board: exact search answers quickly enough up to about here."""
LOSE_TURN_TOP = 41
"""With `lose_turn`, the largest top of a board that starts below LOSE_TURN_FROM (unless it is one of
LOSE_TURN_BOOKS): a pick that passes the turn makes the search far longer, and from 1..42 or 2..42
on its first moves would take over a second in the browser."""
LOSE_TURN_BOOKS = ((1, 49),)
"""The boards played with `lose_turn` beyond that, from a book of their own (`deep_book`)."""
LOSE_TURN_FROM = 8
"""With `lose_turn`, the lowest start of a board that may go up to MAX_TOP (from 8 the search is quick)."""


def proper_factors(remaining: frozenset[int], n: int) -> frozenset[int]:
    """The proper factors of n still on the board.

    >>> sorted(proper_factors(frozenset(range(1, 13)), 12))
    [1, 2, 3, 4, 6]
    """
    return frozenset(d for d in remaining if d < n and n % d == 0)


def lose_turn_offered(lo: int, hi: int) -> bool:
    """Whether the board lo..hi may be played with `lose_turn` (every move answered at once).

    >>> lose_turn_offered(1, 41), lose_turn_offered(1, 45), lose_turn_offered(8, 49), lose_turn_offered(1, 49)
    (True, False, True, True)
    """
    return hi <= LOSE_TURN_TOP or lo >= LOSE_TURN_FROM or (lo, hi) in LOSE_TURN_BOOKS


@dataclass(frozen=True)
class FactorRules:
    """The Factor Game on the numbers lo..hi (the unit's boards are 1..30 and 1..49).

    With `lose_turn`, a player may also pick a number with no factor left: it leaves the board,
    scores for nobody, and the turn passes.
    """

    kind: ClassVar[str] = "factor"
    lo: int = 1
    hi: int = 30
    lose_turn: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.lo < self.hi <= MAX_TOP:
            raise RulesError(
                _("The Factor Game is played on a range of numbers from 1 to {top} at most, such as 1-30.").format(
                    top=MAX_TOP
                )
            )
        if not lose_turn_offered(self.lo, self.hi) and self.lose_turn:
            raise RulesError(
                _(
                    "When a number with no factor left may be picked, the Factor Game is played on 1-{top}, on "
                    "numbers up to {most} at most, or on numbers from {lo} up."
                ).format(top=MAX_TOP, most=LOSE_TURN_TOP, lo=LOSE_TURN_FROM)
            )

    @property
    def numbers(self) -> range:
        return range(self.lo, self.hi + 1)

    @property
    def strict(self) -> bool:
        """A pick here can only be refused, never lose the game."""
        return False

    def initial_position(self) -> FactorPosition:
        """The full board."""
        return FactorPosition(self)

    def board_shape(self) -> tuple[int, int]:
        """Columns of the board (ten), and the empty places before lo that line the columns up."""
        return 10, (self.lo - 1) % 10


@dataclass(frozen=True)
class FactorPosition(Picks):
    """The rules and the picks so far; `remaining` and `scores` (seat 1's, seat 2's) are derived."""

    rules: FactorRules
    moves: tuple[int, ...] = ()
    remaining: frozenset[int] = field(init=False, repr=False, compare=False)
    scores: tuple[int, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        remaining, scores = frozenset(self.rules.numbers), [0, 0]
        for ply, n in enumerate(self.moves):
            factors = proper_factors(remaining, n)
            if factors:
                scores[ply % 2] += n
                scores[1 - ply % 2] += sum(factors)
            remaining -= factors | {n}
        object.__setattr__(self, "remaining", remaining)
        object.__setattr__(self, "scores", (scores[0], scores[1]))

    def scoring(self) -> Iterator[int]:
        """The numbers that still have a factor on the board, in increasing order."""
        return (n for n in sorted(self.remaining) if proper_factors(self.remaining, n))

    @property
    def is_over(self) -> bool:
        return next(self.scoring(), None) is None

    def legal_moves(self) -> Iterator[int]:
        """The numbers with a factor left; with `lose_turn`, every number left (none once over)."""
        if self.is_over:
            return iter(())
        return iter(sorted(self.remaining)) if self.rules.lose_turn else self.scoring()

    def check(self, n: int) -> str | None:
        """Why picking n is illegal, in a player's words, or None if it is legal."""
        rules = self.rules
        if n not in rules.numbers:
            return _("{n} is outside {lo}..{hi}").format(n=n, lo=rules.lo, hi=rules.hi)
        if n not in self.remaining:
            return _("{n} was already taken").format(n=n)
        if self.is_over:
            return _("the game is over")
        if not rules.lose_turn and not proper_factors(self.remaining, n):
            return _("{n} has no factor left on the board").format(n=n)
        return None

    def outcome(self) -> Outcome | None:
        """Once no number has a factor left: the higher total wins; equal totals draw."""
        if not self.is_over:
            return None
        first, second = self.scores
        winner = 1 if first > second else 2 if second > first else None
        return Outcome(winner, Termination.NO_FACTOR_LEFT, scores=self.scores)

    def owners(self) -> dict[int, int]:
        """The seat that scored each number taken: the picker its pick, the opponent the pick's
        factors (a pick with no factor left, under `lose_turn`, scores for nobody).

        >>> FactorRules(1, 10).initial_position().play(6).play(10).owners()
        {6: 1, 1: 2, 2: 2, 3: 2, 10: 2, 5: 1}
        """
        remaining, owners = frozenset(self.rules.numbers), {}
        for ply, n in enumerate(self.moves):
            factors = proper_factors(remaining, n)
            if factors:
                mover = 1 + ply % 2
                owners[n] = mover
                owners.update((d, 3 - mover) for d in sorted(factors))
            remaining -= factors | {n}
        return owners

    def squares(self) -> list[Square]:
        """Every number of the board: one that can be picked says what picking it removes and what it
        scores for the mover and the opponent; one taken says who scored it.

        >>> [(s.n, s.state, s.owner, s.gains) for s in FactorRules(1, 6).initial_position().play(4).squares()][2:]
        [(3, 'blocked', None, None), (4, 'used', 1, None), (5, 'blocked', None, None), (6, 'legal', None, (6, 3))]
        """
        legal = set(self.legal_moves())
        owners = self.owners()
        squares = []
        for n in self.rules.numbers:
            if n in legal:
                factors = proper_factors(self.remaining, n)
                gains = (n, sum(factors)) if factors else (0, 0)
                squares.append(Square(n, "legal", removes=tuple(sorted(factors | {n})), gains=gains))
            elif n in self.remaining:
                squares.append(Square(n, "blocked"))
            else:
                squares.append(Square(n, "used", owner=owners.get(n)))
        return squares
