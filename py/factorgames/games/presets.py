"""The presets: a game is a preset of parameters, and every parameter can be changed.

The parameters and positions of each kind live with their kind: `chain.rules` (ChainRules),
`removal.rules` (RemovalRules) and `factor.rules` (FactorRules).

>>> GAMES["multiplicity"].rules
ChainRules(lo=1, hi=50, start=1, opening='any', strict=False)
>>> GAMES["multiples-removal"].rules
RemovalRules(grid=3, without_one=False, misere=False)
>>> GAMES["multiples-removal-without-1"].rules, GAMES["multiples-removal-without-1"].rules_page
(RemovalRules(grid=3, without_one=True, misere=False), 'multiples-removal')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..i18n import N_
from .chain.rules import MAX_HI, OPENINGS, ChainRules, is_prime
from .factor.rules import FactorRules
from .outcome import RulesError
from .position import Rules
from .removal.rules import GRID_SIZES, RemovalRules

__all__ = [
    "DEFAULT_GAME",
    "GAMES",
    "GRID_SIZES",
    "MAX_HI",
    "OPENINGS",
    "ChainRules",
    "FactorRules",
    "Game",
    "RemovalRules",
    "Rules",
    "RulesError",
    "is_prime",
]


@dataclass(frozen=True)
class Game:
    """A preset: an id that is part of the interface, a title, default rules, a summary (the title
    and summary in English: translate them where they are shown).

    A `solo` game is a puzzle for one player: the chain rules, no opponent, no winner. A game
    that `shares_rules` with another is a variant that game's printable rules page explains (its
    rules page is that one).
    """

    id: str
    title: str
    rules: Rules
    summary: str
    solo: bool = False
    shares_rules: str | None = None

    @property
    def rules_page(self) -> str:
        """The id of the game whose printable rules page (rules/<id>.html) is this game's."""
        return self.shares_rules or self.id


GAMES: dict[str, Game] = {
    g.id: g
    for g in (
        Game(
            "multiplicity",
            N_("Multiplicity"),
            ChainRules(1, 50, start=1),
            N_(
                "The numbers 1 to 50; the current number starts at 1, which counts as chosen. On your turn "
                "pick an unchosen number that is a proper multiple or a proper divisor of the current number; "
                "it becomes the current number. If you cannot move, you lose."
            ),
        ),
        Game(
            "number-nexus",
            N_("Number Nexus"),
            ChainRules(2, 100, strict=True),
            N_(
                "The numbers 2 to 100. The first player picks any number; after that each number must be a "
                "factor or a multiple of the last one and not used before. Entering an invalid number loses "
                "at once, and so does having no valid number to play."
            ),
        ),
        Game(
            "factor-chain",
            N_("Factor Chain"),
            ChainRules(1, 20, start=1),
            N_(
                "The chain starts as [1]; the pool holds 2 to 20. Add an unused number that is a factor or a "
                "multiple of the last number in the chain. The last player able to add a number wins."
            ),
        ),
        Game(
            "factor-chain-challenge",
            N_("Factor Chain Challenge"),
            ChainRules(1, 10),
            N_(
                "The numbers 1 to 10. The first pick is free; every later pick is a factor or a multiple of "
                "the current number, and each number can be used once. Whoever cannot move loses."
            ),
        ),
        Game(
            "multiples-removal",
            N_("Multiples Removal"),
            RemovalRules(3),
            N_(
                "The numbers 1 to 9 on a 3x3 grid. Pick a number: it and all its remaining multiples are "
                "removed. Whoever removes the last number wins."
            ),
        ),
        Game(
            "multiples-removal-without-1",
            N_("Multiples Removal without 1"),
            RemovalRules(3, without_one=True),
            N_(
                "The numbers 2 to 9 on a 3x3 grid: 1 is left off, since taking 1 would remove every number at "
                "once. Pick a number: it and all its remaining multiples are removed. Whoever removes the last "
                "number wins."
            ),
            shares_rules="multiples-removal",
        ),
        Game(
            "factor-game",
            N_("The Factor Game"),
            FactorRules(1, 30),
            N_(
                "The numbers 1 to 30. On your turn pick a number that still has a factor on the board: you "
                "score the number, your opponent scores all its factors left, and they all leave the board. "
                "When no number left has a factor left, the higher total wins."
            ),
        ),
        Game(
            "juniper-green",
            N_("Juniper Green"),
            ChainRules(1, 100, opening="even"),
            N_(
                "The classic classroom game on 1 to 100: the first number must be even, then each number is a "
                "factor or multiple of the last and used once. Whoever cannot move loses. The even opening is "
                "there because with a free one the first player wins at once with a prime above 50."
            ),
        ),
        Game(
            "nrich",
            N_("NRICH Juniper Green"),
            ChainRules(1, 100, opening="even-below-half"),
            N_(
                "NRICH's version on 1 to 100: the first number must be even and below 50, then each number is "
                "a factor or multiple of the last and used once. Whoever cannot move loses."
            ),
        ),
        Game(
            "longest-chain",
            N_("Longest Chain Challenge"),
            ChainRules(1, 100),
            N_(
                "A puzzle for one: build the longest chain you can from 1 to 100. Each number must be a factor "
                "or a multiple of the one before, and each number can be used once. The longest possible chain "
                "has 77 numbers (proven)."
            ),
            solo=True,
        ),
    )
}

DEFAULT_GAME = "multiplicity"
