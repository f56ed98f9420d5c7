"""Games of factors and multiples, solved exactly: the engine of Factor Games.

The rooms, from the bottom: `contract` (the views and requests the page and the engine exchange),
`solve` (what perfect play is made of), `games` (positions, outcomes, the game kinds and presets),
`play` (perfect play through the kinds, and the computer), `teach` (the sentences a pupil reads),
`puzzles`, `bots`, `page` (what the web page talks to), beside them
`transcript` (a game's setup and moves, its link), `i18n`, `divisibility` and `cli` (the command line). The names below are
the public interface, loaded when first used (so that the command line starts at once).

>>> import factorgames
>>> position = factorgames.replay(factorgames.GAMES["juniper-green"].rules, [48, 24])
>>> position.to_move, factorgames.analyse(position).to_move_wins
(1, True)
>>> factorgames.choose_move(position, "perfect", __import__("random").Random(1)) in position.legal_moves()
True
>>> record = factorgames.decode("game=multiples-removal&grid=4&moves=7")
>>> factorgames.encode(record), factorgames.replay(record.setup.rules, record.moves).to_move
('game=multiples-removal&grid=4&moves=7', 2)
>>> sorted(factorgames.__all__) == sorted(name for names in factorgames._HOMES.values() for name in names)
True
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .games.outcome import IllegalMove, Outcome, RulesError, Termination
    from .games.position import Position, Rules, replay
    from .games.presets import DEFAULT_GAME, GAMES, ChainRules, Game, RemovalRules
    from .link_values import RecordError
    from .play.players import LEVELS, choose_move
    from .play.solver import analyse
    from .solve.analysis import Analysis, Strategy
    from .teach.review import Review, review
    from .transcript import Record, Setup, decode, encode

_HOMES = {
    "games.outcome": ("IllegalMove", "Outcome", "RulesError", "Termination"),
    "games.position": ("Position", "Rules", "replay"),
    "games.presets": ("DEFAULT_GAME", "GAMES", "ChainRules", "Game", "RemovalRules"),
    "link_values": ("RecordError",),
    "transcript": ("Record", "Setup", "decode", "encode"),
    "solve.analysis": ("Analysis", "Strategy"),
    "play.players": ("LEVELS", "choose_move"),
    "play.solver": ("analyse",),
    "teach.review": ("Review", "review"),
}
"""Where each public name lives."""

__all__ = [
    "DEFAULT_GAME",
    "GAMES",
    "LEVELS",
    "Analysis",
    "ChainRules",
    "Game",
    "IllegalMove",
    "Outcome",
    "Position",
    "Record",
    "RecordError",
    "RemovalRules",
    "Review",
    "Rules",
    "RulesError",
    "Setup",
    "Strategy",
    "Termination",
    "analyse",
    "choose_move",
    "decode",
    "encode",
    "replay",
    "review",
]
"""The public names, each once in _HOMES (written out for the linters and type checkers)."""
_HOME = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> object:
    """A public name, imported from its room on first use."""
    if name not in _HOME:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{_HOME[name]}", __name__), name)
    globals()[name] = value
    return value
