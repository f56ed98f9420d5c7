"""Short forced wins: whether the player to move can win within k of their own moves against every
defence, which moves do, the longest defence, and the reply that refutes a wrong move.

>>> from factorgames.games.position import replay
>>> from factorgames.games.presets import GAMES
>>> p = replay(GAMES["factor-chain-challenge"].rules, [6, 3])
>>> fastest(p), correct_moves(p, 2), refutation(p, 1)
(2, (9,), 7)
"""

from __future__ import annotations

from functools import lru_cache

from ..games.position import Position
from ..play.solver import analyse

MAX_K = 3
"""The longest forced win a puzzle asks for, in the solver's own moves."""


def _won_by_mover(position: Position, n: int) -> tuple[Position, bool | None]:
    """The position after n, and whether it ended the game with the mover winning (None: not over)."""
    child = position.play(n)
    outcome = child.outcome()
    return child, None if outcome is None else outcome.winner == position.to_move


@lru_cache(maxsize=200_000)
def forces(position: Position, n: int, k: int) -> bool:
    """Whether the pick n wins for the player to move within k of their moves (n counts as one),
    whatever the opponent answers."""
    child, won = _won_by_mover(position, n)
    if won is not None:
        return won
    if k <= 1:
        return False
    return all(wins_within(child.play(r), k - 1) for r in child.legal_moves())


@lru_cache(maxsize=200_000)
def wins_within(position: Position, k: int) -> bool:
    """Whether the player to move wins within k of their own moves against every defence."""
    return k >= 1 and not position.is_over and any(forces(position, n, k) for n in position.legal_moves())


def fastest(position: Position, most: int = MAX_K) -> int | None:
    """The fewest moves within which the player to move forces a win (None: not within `most`)."""
    return next((k for k in range(1, most + 1) if wins_within(position, k)), None)


def correct_moves(position: Position, k: int) -> tuple[int, ...]:
    """The picks that win within k moves."""
    return tuple(n for n in position.legal_moves() if forces(position, n, k))


def defence(position: Position) -> int:
    """The opponent's reply (the opponent is to move in `position`) that holds out longest against
    a forced win: the one after which the win takes the most moves; the smallest such number."""

    def lasts(r: int) -> int:
        return fastest(position.play(r)) or MAX_K + 1

    return max(position.legal_moves(), key=lambda r: (lasts(r), -r))


def refutation(position: Position, n: int) -> int | None:
    """After a wrong pick n, the opponent's best answer: the winning reply that leaves the fewest
    moves (none at all when it can), else the longest defence; None when n ended the game."""
    child = position.play(n)
    if child.is_over:
        return None
    winning = analyse(child).winning_moves
    if not winning:
        return defence(child)
    return min(winning, key=lambda r: (sum(1 for _ in child.play(r).legal_moves()), r))
