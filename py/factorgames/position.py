"""One name for a position of any game, and the start position of a set of rules."""
from __future__ import annotations

from typing import Union

from .chain import ChainPosition
from .removal import RemovalPosition
from .rules import ChainRules, Rules

Position = Union[ChainPosition, RemovalPosition]


def start(rules: Rules) -> Position:
    """The position before the first pick.

    >>> from factorgames.rules import GAMES
    >>> start(GAMES["factor-chain"].rules).current
    1
    """
    return ChainPosition(rules) if isinstance(rules, ChainRules) else RemovalPosition(rules)


def replay(rules: Rules, moves: list[int] | tuple[int, ...]) -> Position:
    """The position reached from the start by `moves`; raises IllegalMove at the first bad one."""
    position = start(rules)
    for n in moves:
        position = position.play(n)
    return position
