"""The games' parameters and the seven presets.

A game is a preset of parameters; every parameter can be changed.

>>> GAMES["multiplicity"].rules
ChainRules(lo=1, hi=50, start=1, opening='any', strict=False)
>>> GAMES["multiples-removal"].rules
RemovalRules(grid=3, without_one=False, misere=False)
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Union

OPENINGS: dict[str, str] = {
    "any": "any number",
    "even": "an even number",
    "even-below-half": "an even number below half the range",
    "not-prime": "a number that is not prime",
}
"""Restrictions on a free first pick, with the words a player reads."""

MAX_HI = 100_000
"""The largest number the engine accepts in a range."""

GRID_SIZES = range(2, 7)
"""Multiples Removal grids: 2x2 up to 6x6."""


class RulesError(ValueError):
    """Parameters that make no game, with a message for a person."""


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

    lo: int
    hi: int
    start: int | None = None
    opening: str = "any"
    strict: bool = False

    def __post_init__(self) -> None:
        if not 1 <= self.lo <= self.hi:
            raise RulesError(f"The range {self.lo}..{self.hi} is not valid: it needs 1 <= low <= high.")
        if self.hi > MAX_HI:
            raise RulesError(f"The range {self.lo}..{self.hi} is too large: the highest number allowed is {MAX_HI}.")
        if self.start is not None and not self.lo <= self.start <= self.hi:
            raise RulesError(f"The start {self.start} is outside {self.lo}..{self.hi}.")
        if self.opening not in OPENINGS:
            raise RulesError(f"Unknown opening rule {self.opening!r}: use one of {', '.join(OPENINGS)}.")

    @property
    def numbers(self) -> range:
        return range(self.lo, self.hi + 1)

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
        """The opening restriction as a player reads it: 'an even number below 50'."""
        if self.opening == "even-below-half":
            return f"an even number below {self.hi / 2:g}"
        return OPENINGS[self.opening]


@dataclass(frozen=True)
class RemovalRules:
    """Multiples Removal on the numbers 1..grid*grid (without 1 if asked).

    Normal play: whoever removes the last number wins; under `misere` they lose.
    """

    grid: int = 3
    without_one: bool = False
    misere: bool = False
    strict: ClassVar[bool] = False  # a pick here can only be refused, never lose the game

    def __post_init__(self) -> None:
        if self.grid not in GRID_SIZES:
            raise RulesError(f"The grid size {self.grid} is not offered: use {GRID_SIZES.start} to {GRID_SIZES.stop - 1}.")

    @property
    def numbers(self) -> range:
        return range(2 if self.without_one else 1, self.grid * self.grid + 1)


Rules = Union[ChainRules, RemovalRules]


@dataclass(frozen=True)
class Game:
    """A preset: an id that is part of the interface, a title, default rules, a summary.

    A `solo` game is a puzzle for one player: the chain rules, no opponent, no winner.
    """

    id: str
    title: str
    rules: Rules
    summary: str
    solo: bool = False


GAMES: dict[str, Game] = {
    g.id: g
    for g in (
        Game(
            "multiplicity",
            "Multiplicity",
            ChainRules(1, 50, start=1),
            "The numbers 1 to 50; the current number starts at 1, which counts as chosen. On your turn "
            "pick an unchosen number that is a proper multiple or a proper divisor of the current number; "
            "it becomes the current number. If you cannot move, you lose.",
        ),
        Game(
            "number-nexus",
            "Number Nexus",
            ChainRules(2, 100, strict=True),
            "The numbers 2 to 100. The first player picks any number; after that each number must be a "
            "factor or a multiple of the last one and not used before. Entering an invalid number loses "
            "at once, and so does having no valid number to play.",
        ),
        Game(
            "factor-chain",
            "Factor Chain",
            ChainRules(1, 20, start=1),
            "The chain starts as [1]; the pool holds 2 to 20. Add an unused number that is a factor or a "
            "multiple of the last number in the chain. The last player able to add a number wins.",
        ),
        Game(
            "factor-chain-challenge",
            "Factor Chain Challenge",
            ChainRules(1, 10),
            "The numbers 1 to 10. The first pick is free; every later pick is a factor or a multiple of "
            "the current number, and each number can be used once. Whoever cannot move loses.",
        ),
        Game(
            "multiples-removal",
            "Multiples Removal",
            RemovalRules(3),
            "The numbers 1 to 9 on a 3x3 grid. Pick a number: it and all its remaining multiples are "
            "removed. Whoever removes the last number wins.",
        ),
        Game(
            "juniper-green",
            "Juniper Green",
            ChainRules(1, 100, opening="even"),
            "The classic classroom game on 1 to 100: the first number must be even, then each number is a "
            "factor or multiple of the last and used once. Whoever cannot move loses. The even opening is "
            "there because with a free one the first player wins at once with a prime above 50.",
        ),
        Game(
            "nrich",
            "NRICH Juniper Green",
            ChainRules(1, 100, opening="even-below-half"),
            "NRICH's version on 1 to 100: the first number must be even and below 50, then each number is "
            "a factor or multiple of the last and used once. Whoever cannot move loses.",
        ),
        Game(
            "longest-chain",
            "Longest Chain Challenge",
            ChainRules(1, 100),
            "A puzzle for one: build the longest chain you can from 1 to 100. Each number must be a factor "
            "or a multiple of the one before, and each number can be used once. The best chain published "
            "has 77 numbers.",
            solo=True,
        ),
    )
}

DEFAULT_GAME = "multiplicity"
