"""Perfect play: the outcome of a position, its winning moves, and the winner's strategy.

Each game kind solves its own positions (`games/<kind>/solving.py`, asked through `games.kinds`):
the chain games by matching, Multiples Removal by memoized search. This module keeps what every
kind shares: a cache of analyses, and the weighing of moves by their children.

>>> from factorgames.games.presets import GAMES
>>> a = analyse(GAMES["juniper-green"].rules.initial_position())
>>> a.to_move_wins, a.winning_moves[:3]
(True, (4, 6, 8))
>>> a = analyse(GAMES["factor-chain-challenge"].rules.initial_position())  # e.g. 1-7 2-6 3-9 4-8 5-10
>>> a.to_move_wins, len(a.strategy.pairs)  # a perfect pairing: the second player wins
(False, 5)
"""

from __future__ import annotations

from functools import lru_cache

from ..games.position import Position
from ..games.registry import KINDS, kind_of
from ..solve.analysis import Analysis


def clear_cache() -> None:
    """Forget every analysis (benchmarks time cold ones)."""
    analyse.cache_clear()
    for kind in KINDS:
        kind.clear_cache()


@lru_cache(maxsize=512)
def analyse(position: Position) -> Analysis:
    """The outcome for the player to move, every legal move's value, and the certificate."""
    if position.is_over:
        return Analysis(False, ())
    return kind_of(position.rules).analysis(position)


def chances(position: Position, n: int) -> tuple[int, int]:
    """After the pick n: how many of the opponent's replies lose, out of how many."""
    reply = analyse(position.play(n))
    return len(reply.moves) - len(reply.winning_moves), len(reply.moves)


def replies_of_children(position: Position) -> dict[int, tuple[int, int]]:
    """For each legal move: how many of the opponent's replies then lose for them, out of how
    many replies (by analysing every child)."""
    return {n: chances(position, n) for n, _ in analyse(position).moves}


def replies(position: Position) -> dict[int, tuple[int, int]]:
    """For each legal move of a position lost for the player to move: how many of the opponent's
    replies then lose for the opponent, out of how many replies (the kind's quicker way when it
    has one, else by analysing every child)."""
    counts = kind_of(position.rules).replies(position)
    return replies_of_children(position) if counts is None else counts
