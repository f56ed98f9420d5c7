"""The start a first visit gets: the full page opened with no address and no game kept on the
device. It says in one line what the game is and offers the ways to begin, each a game at once:
the computer at a level, a friend (on this device or another), or another game.

The game it leads with is one where no first pick wins at once (NRICH's Juniper Green), against
the level a newcomer beats by thinking a move ahead (medium: it never leaves a win in one when it
has another move). The other games follow, those where no first pick wins at once first; a game
whose first pick can win at once says so in its rules (`teach.quick_wins`).

>>> from factorgames.i18n import speaking
>>> start = view()
>>> start["game"], start["line"]
('nrich', 'NRICH Juniper Green: take turns to pick a factor or a multiple of the last number, each number once, starting with an even number below 50; whoever cannot pick loses.')
>>> [level["id"] for level in start["levels"]], start["level"]
(['easy', 'medium', 'perfect'], 'medium')
>>> [friend["id"] for friend in start["friends"]]
['', 'remote']
>>> [game["id"] for game in start["games"]][:3]
['factor-chain-challenge', 'multiples-removal-without-1', 'factor-game']
>>> "nrich" in [game["id"] for game in start["games"]]
False
>>> with speaking("fr"):
...     view()["computer"]
'Jouer contre l’ordinateur'
"""

from __future__ import annotations

from ..contract.views import FirstVisitView
from ..games.presets import GAMES
from ..i18n import N_, _
from ..play.players import LEVELS
from ..teach.quick_wins import quick_wins
from ..transcript import REMOTE

LEAD = "nrich"
"""The game a first visit leads with: no first pick wins at once, and the hints say why a pick
wins ("whatever the computer picks, you will always have an answer")."""

ONE_LINE = N_(
    "NRICH Juniper Green: take turns to pick a factor or a multiple of the last number, each number once, "
    "starting with an even number below 50; whoever cannot pick loses."
)
"""The game a first visit leads with, in one line."""

LEVEL_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "perfect": N_("Perfect")}
"""The computer's levels as the start names them."""
assert LEVEL_NAMES.keys() == LEVELS.keys()

FIRST_LEVEL = "medium"
"""The level a newcomer meets unless they choose another: one they can beat by thinking a move
ahead, which never hands them a win in one pick when it has another move (the easy level plays
any move, 1 included, after which a prime above 50 wins at once)."""


def others() -> list[str]:
    """The other games, in the order the start offers them: those where no first pick wins at once
    first (so Multiples Removal without 1 comes before the game with 1), each in the presets' order."""
    games = [g for g in GAMES.values() if g.id != LEAD]
    return [g.id for g in sorted(games, key=lambda g: bool(quick_wins(g.rules)))]


def view() -> FirstVisitView:
    """The start of a first visit, shown over the board of the game it leads with (`LEAD`, which
    nobody plays until a choice is made), in the language being spoken."""
    return {
        "heading": _("New here? Choose how to play"),
        "line": _(ONE_LINE),
        "game": LEAD,
        "computer": _("Play the computer"),
        "level_legend": _("Level"),
        "levels": [{"id": level, "label": _(name)} for level, name in LEVEL_NAMES.items()],
        "level": FIRST_LEVEL,
        "friend": _("Play a friend"),
        "friends": [
            {"id": "", "label": _("On this device")},
            {"id": REMOTE, "label": _("On another device")},
        ],
        "games_heading": _("Or another game, against the computer at that level"),
        "games": [{"id": g, "label": _(GAMES[g].title)} for g in others()],
    }
