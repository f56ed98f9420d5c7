"""The levels: a ladder of games against the computer, from the Factor Chain Challenge on 1..10
against the easy computer to NRICH's Juniper Green and the Factor Game against the perfect one.
Each level is a task of one built-in assignment (so its games are kept, replayed and handed in as
any assignment's); a level opens once the one before is done. The player takes the seat that
wins with perfect play, which the engine finds for each game.

>>> [ladder().describe(k) for k in (0, len(STEPS) - 1)]  # doctest: +NORMALIZE_WHITESPACE
['Factor Chain Challenge on 1 to 10, against the easy computer: win, moving second.',
 'The Factor Game on 1 to 30, against the perfect computer: win, moving first.']
"""

from __future__ import annotations

from functools import cache

from ..games.presets import GAMES
from ..play.solver import analyse
from .assignment import Assignment, Task

STEPS = (
    ("factor-chain-challenge", "easy"),
    ("factor-chain-challenge", "medium"),
    ("factor-chain-challenge", "perfect"),
    ("factor-chain", "medium"),
    ("multiples-removal", "medium"),
    ("multiplicity", "medium"),
    ("juniper-green", "medium"),
    ("nrich", "medium"),
    ("factor-game", "medium"),
    ("nrich", "perfect"),
    ("factor-game", "perfect"),
)
"""Each level's game (its preset) and the computer's level, easiest first."""

TITLE = "Levels"
"""The ladder's title in its code (the same in every language: the code names the assignment)."""


@cache
def winning_seat(game: str) -> int:
    """The seat (1: first) that wins the game's preset with perfect play (1 when nobody can force a win)."""
    return 1 if analyse(GAMES[game].rules.initial_position()).to_move_wins else 2


@cache
def ladder() -> Assignment:
    """The levels, as an assignment (made when first asked for: the engine finds each game's seat)."""
    tasks = tuple(Task(f"game={game}&vs={level}&first={winning_seat(game)}", "win") for game, level in STEPS)
    return Assignment(TITLE, tasks, seed=1)
