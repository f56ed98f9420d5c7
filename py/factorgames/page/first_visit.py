"""The start a first visit gets: the full page opened with no address and no game kept on the
device. It says in one line what the game is and offers the ways to begin, each a game at once:
the computer at a level, a friend (on this device or another), or another game.

>>> from factorgames.i18n import speaking
>>> start = view("multiplicity")
>>> start["line"]
'Multiplicity: take turns to pick a factor or a multiple of the last number, each number once; whoever cannot pick loses.'
>>> [level["id"] for level in start["levels"]], start["level"]
(['easy', 'medium', 'perfect'], 'easy')
>>> [friend["id"] for friend in start["friends"]]
['', 'remote']
>>> "multiplicity" in [game["id"] for game in start["games"]]
False
>>> with speaking("fr"):
...     view("multiplicity")["computer"]
'Jouer contre l’ordinateur'
"""

from __future__ import annotations

from ..contract.views import FirstVisitView
from ..games.presets import DEFAULT_GAME, GAMES
from ..i18n import N_, _
from ..play.players import LEVELS
from ..transcript import REMOTE

ONE_LINE = {
    "multiplicity": N_(
        "Multiplicity: take turns to pick a factor or a multiple of the last number, each number once; "
        "whoever cannot pick loses."
    ),
}
"""The game a first visit shows (the default), in one line."""
assert DEFAULT_GAME in ONE_LINE

LEVEL_NAMES = {"easy": N_("Easy"), "medium": N_("Medium"), "perfect": N_("Perfect")}
"""The computer's levels as the start names them."""
assert LEVEL_NAMES.keys() == LEVELS.keys()

FIRST_LEVEL = "easy"
"""The level a newcomer meets unless they choose another: one they can beat."""


def view(game: str) -> FirstVisitView:
    """The start of a first visit whose board shows `game`, in the language being spoken."""
    return {
        "heading": _("New here? Choose how to play"),
        "line": _(ONE_LINE[game]),
        "game": game,
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
        "games": [{"id": g.id, "label": _(g.title)} for g in GAMES.values() if g.id != game],
    }
