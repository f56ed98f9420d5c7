"""The registry of game kinds: the engine asks a game's rules for their kind here.

Adding a kind: its module implements `game_kind.GameKind`, and one line below registers it.

>>> from factorgames.games.presets import GAMES
>>> kind_of(GAMES["nrich"].rules).keys
('range', 'opening', 'start', 'strict')
"""

from __future__ import annotations

from typing import Any

from .chain.kind import CHAIN
from .factor.kind import FACTOR
from .game_kind import GameKind
from .position import Rules
from .removal.kind import REMOVAL

KINDS: tuple[GameKind[Any, Any], ...] = (
    CHAIN,
    REMOVAL,
    FACTOR,
)
"""Every kind, in the order their options are written in a link."""

_BY_RULES: dict[type, GameKind[Any, Any]] = {kind.rules_type: kind for kind in KINDS}


def kind_of(rules: Rules) -> GameKind[Any, Any]:
    """The kind of game these rules are rules of."""
    return _BY_RULES[type(rules)]
