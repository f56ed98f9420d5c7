"""The chain games (Multiplicity, Number Nexus, Factor Chain, Juniper Green, ...): their rules
and their positions. Each pick is a factor or a multiple of the current number, used once.

>>> from factorgames.games.presets import GAMES
>>> p = GAMES["multiplicity"].rules.initial_position().play(5).play(10)
>>> p.current, p.to_move, list(p.legal_moves())
(10, 1, [2, 20, 30, 40, 50])
>>> p.check(5)
'5 was already chosen'
>>> p.play(2).undo() == p
True
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import ClassVar

from ...divisibility import neighbours
from ...i18n import N_, _
from ..outcome import IllegalMove, Outcome, RulesError, Termination, other, to_move_after
from ..position import Square, SquareState

OPENINGS: dict[str, str] = {
    "any": N_("any number"),
    "even": N_("an even number"),
    "even-below-half": N_("an even number below half the range"),
    "not-prime": N_("a number that is not prime"),
}
"""Restrictions on a free first pick, with the words a player reads (translate them where used)."""

MAX_HI = 100_000
"""The largest number the engine accepts in a range."""


def is_prime(n: int) -> bool:
    """Trial division, fine for the ranges played here.

    >>> [n for n in range(20) if is_prime(n)]
    [2, 3, 5, 7, 11, 13, 17, 19]
    """
    if n < 2:
        return False
    if n % 2 == 0:
        return n == 2
    f = 3
    while f * f <= n:
        if n % f == 0:
            return False
        f += 2
    return True


@dataclass(frozen=True)
class ChainRules:
    """A chain game: numbers lo..hi, each pick a factor or multiple of the current number.

    `start` is a number already chosen and current before the first pick (Multiplicity and
    Factor Chain start at 1), or None for a free opening restricted by `opening`.
    Under `strict`, an invalid entry loses the game at once (Number Nexus).
    """

    kind: ClassVar[str] = "chain"
    lo: int
    hi: int
    start: int | None = None
    opening: str = "any"
    strict: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.lo <= self.hi:
            raise RulesError(
                _("The range {lo}..{hi} is not valid: it needs 1 <= low <= high.").format(lo=self.lo, hi=self.hi)
            )
        if self.hi > MAX_HI:
            raise RulesError(
                _("The range {lo}..{hi} is too large: the highest number allowed is {top}.").format(
                    lo=self.lo, hi=self.hi, top=MAX_HI
                )
            )
        if self.start is not None and not self.lo <= self.start <= self.hi:
            raise RulesError(_("The start {n} is outside {lo}..{hi}.").format(n=self.start, lo=self.lo, hi=self.hi))
        if self.opening not in OPENINGS:
            raise RulesError(
                _("Unknown opening rule {rule!r}: use one of {rules}.").format(
                    rule=self.opening, rules=", ".join(OPENINGS)
                )
            )

    @property
    def numbers(self) -> range:
        return range(self.lo, self.hi + 1)

    def initial_position(self) -> ChainPosition:
        """The position before the first pick."""
        return ChainPosition(self)

    def board_shape(self) -> tuple[int, int]:
        """Columns of the board, and the empty places before lo that line the columns up."""
        columns = 10 if self.hi - self.lo >= 12 else 5
        return columns, (self.lo - 1) % columns

    def opening_allows(self, n: int) -> bool:
        """Whether a free first pick of n obeys the opening restriction.

        >>> ChainRules(1, 100, opening="even-below-half").opening_allows(48)
        True
        >>> ChainRules(1, 100, opening="even-below-half").opening_allows(50)
        False
        """
        if self.opening == "even":
            return n % 2 == 0
        if self.opening == "even-below-half":
            return n % 2 == 0 and 2 * n < self.hi
        if self.opening == "not-prime":
            return not is_prime(n)
        return True

    def opening_words(self) -> str:
        """The opening restriction as a player reads it.

        >>> ChainRules(1, 100, opening="even-below-half").opening_words()
        'an even number below 50'
        """
        if self.opening == "even-below-half":
            return _("an even number below {half}").format(half=f"{self.hi / 2:g}")
        return _(OPENINGS[self.opening])


@dataclass(frozen=True)
class ChainPosition:
    """The rules and the picks so far; `forfeit` is an invalid entry that ended a strict game."""

    rules: ChainRules
    moves: tuple[int, ...] = ()
    forfeit: int | None = None
    used: frozenset[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "used", frozenset(self.chain))

    @property
    def chain(self) -> tuple[int, ...]:
        """Every chosen number in order, the start number included."""
        start = () if self.rules.start is None else (self.rules.start,)
        return start + self.moves

    @property
    def played(self) -> tuple[int, ...]:
        return self.chain

    @property
    def current(self) -> int | None:
        """The number the next pick must divide or be a multiple of; None before a free opening."""
        chain = self.chain
        return chain[-1] if chain else None

    @property
    def to_move(self) -> int:
        """The seat to move (after an invalid entry: the one who entered it)."""
        return to_move_after(len(self.moves))

    @property
    def scores(self) -> None:
        """No score is kept: the game is won or lost."""
        return None

    @property
    def unused(self) -> frozenset[int]:
        return frozenset(n for n in self.rules.numbers if n not in self.used)

    def legal_moves(self) -> Iterator[int]:
        """The legal picks, in increasing order (none once the game is over)."""
        if self.forfeit is not None:
            return
        current = self.current
        if current is None:
            yield from (n for n in self.rules.numbers if self.rules.opening_allows(n))
        else:
            yield from (n for n in neighbours(current, self.rules.lo, self.rules.hi) if n not in self.used)

    def check(self, n: int) -> str | None:
        """Why picking n is illegal, in a player's words, or None if it is legal."""
        rules = self.rules
        if not rules.lo <= n <= rules.hi:
            return _("{n} is outside {lo}..{hi}").format(n=n, lo=rules.lo, hi=rules.hi)
        current = self.current
        if n == current:
            return _("{n} is the current number").format(n=n)
        if n in self.used:
            return _("{n} was already chosen").format(n=n)
        if current is None:
            return (
                None
                if rules.opening_allows(n)
                else _("the first number must be {what}").format(what=rules.opening_words())
            )
        if n % current and current % n:
            return _("{n} is not a factor or multiple of {c}").format(n=n, c=current)
        return None

    def play(self, n: int) -> ChainPosition:
        """The position after picking n. An illegal pick raises IllegalMove, except under the
        strict rule, where it ends the game (the player who entered it loses)."""
        if self.is_over:
            raise IllegalMove(_("the game is over"))
        reason = self.check(n)
        if reason is None:
            return ChainPosition(self.rules, self.moves + (n,))
        if self.rules.strict:
            return ChainPosition(self.rules, self.moves, forfeit=n)
        raise IllegalMove(reason)

    def undo(self) -> ChainPosition:
        """The position before the last pick (or before the invalid entry)."""
        if self.forfeit is not None:
            return ChainPosition(self.rules, self.moves)
        if not self.moves:
            raise IllegalMove(_("there is no move to take back"))
        return ChainPosition(self.rules, self.moves[:-1])

    @property
    def history(self) -> tuple[int, ...]:
        """Every entry in order, an invalid final entry included."""
        return self.moves + (() if self.forfeit is None else (self.forfeit,))

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        if self.forfeit is not None:
            detail = self.check(self.forfeit) or ""
            return Outcome(other(self.to_move), Termination.INVALID_ENTRY, detail)
        if next(self.legal_moves(), None) is None:
            return Outcome(other(self.to_move), Termination.NO_MOVE)
        return None

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None

    def squares(self) -> list[Square]:
        """Every number with its state; the numbers that can be picked say whether they are a
        divisor or a multiple of the current number (a used one needs no mark)."""
        legal, current = set(self.legal_moves()), self.current
        squares = []
        for n in self.rules.numbers:
            state: SquareState = (
                "current" if n == current else "used" if n in self.used else "legal" if n in legal else "blocked"
            )
            if state == "legal" and current is not None:
                squares.append(Square(n, state, "divisor" if current % n == 0 else "multiple"))
            else:
                squares.append(Square(n, state))
        return squares
