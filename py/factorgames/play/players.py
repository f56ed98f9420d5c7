"""Computer players: easy, medium and perfect. Randomness comes from a seeded `random.Random`,
so a game can be replayed.

>>> import random
>>> from factorgames.games.presets import GAMES
>>> p = GAMES["factor-chain-challenge"].rules.initial_position()
>>> choose_move(p, "perfect", random.Random(1)) in (1, 5, 7, 8, 9, 10)
True
"""

from __future__ import annotations

import random

from ..games.position import Position, wins_at_once
from ..i18n import N_
from .solver import analyse, replies

LEVELS: dict[str, str] = {"easy": N_("easy"), "medium": N_("medium"), "perfect": N_("perfect")}
"""The computer's levels, each with its name (translate it where shown): easy plays any legal move,
medium looks a move or two ahead (in a game that keeps score: takes the most points at once),
perfect never misses a win (the best score)."""


def _easy(position: Position, rng: random.Random) -> int:
    return rng.choice(list(position.legal_moves()))


def _medium(position: Position, rng: random.Random) -> int:
    """In a game that keeps score, the pick that gains the most over the opponent at once (as a
    pupil plays). Otherwise: take a win in one; avoid moves that allow a win in one; then leave
    the fewest replies. Every legal move is looked at (at most about 20 ms on 1..400 in CPython:
    bench_solver.py)."""
    moves = list(position.legal_moves())
    rng.shuffle(moves)
    if position.scores is not None:
        return max(moves, key=lambda n: _gain(position, n))
    for n in moves:
        if wins_at_once(position, n):
            return n

    def danger(n: int) -> tuple[bool, int]:
        child = position.play(n)
        replies = list(child.legal_moves())
        return any(wins_at_once(child, r) for r in replies), len(replies)

    return min(moves, key=danger)


def _gain(position: Position, n: int) -> int:
    """What the pick n gains the player to move over the opponent, at once."""
    before, after = position.scores, position.play(n).scores
    assert before is not None and after is not None
    mover = position.to_move - 1
    return (after[mover] - before[mover]) - (after[1 - mover] - before[1 - mover])


def best_try(position: Position, rng: random.Random) -> int:
    """In a lost position, the move that leaves the opponent the most replies that lose (the
    most chances to go wrong), ties broken by the share of such replies, then at random. Every
    legal move is weighed (see solver.replies)."""
    counts = replies(position)

    def value(n: int) -> tuple[int, float, float]:
        losing, total = counts[n]
        return losing, losing / max(1, total), rng.random()

    return max(counts, key=value)


def _perfect(position: Position, rng: random.Random) -> int:
    """A winning move when there is one; otherwise the best try, among every legal move."""
    analysis = analyse(position)
    if analysis.winning_moves:
        return rng.choice(analysis.winning_moves)
    return best_try(position, rng)


_PLAYERS = {"easy": _easy, "medium": _medium, "perfect": _perfect}


def seeded(seed: int, ply: int) -> random.Random:
    """The randomness of the computer's move number `ply` in a game with a seed (a class's task):
    the same seed and move number give the same move, so a replay can check it.

    >>> seeded(7, 3).random() == seeded(7, 3).random() != seeded(7, 4).random()
    True
    """
    return random.Random(f"factorgames:{seed}:{ply}")


def choose_move(position: Position, level: str, rng: random.Random) -> int:
    """The computer's pick at `level` ("easy", "medium" or "perfect") in an unfinished game."""
    if position.is_over:
        raise ValueError("the game is over")
    try:
        player = _PLAYERS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}: use one of {', '.join(LEVELS)}") from None
    return player(position, rng)
