"""What a puzzle is: a game's position (its share code) with a certain answer, and the facts the
pages show about it.

>>> p = Puzzle("fcc-0", "game=factor-chain-challenge&moves=6,3", 2, (9, 1, 10), "think-ahead", 1, 0, 0)
>>> p.record.moves, p.only_move
((6, 3), False)
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..games.position import Position, replay
from ..transcript import Record, decode

MEDIUM_TRIES = 24
"""How many times the medium computer tries each puzzle (seeds 0 to 23) to measure its difficulty."""
LEVELS = (1, 2, 3)
"""The difficulties: 1 the medium computer mostly solves it, 3 it mostly goes wrong."""


@dataclass(frozen=True)
class Puzzle:
    """A position to solve. `k`: win within k of your moves against every defence; None: find the
    only winning move. `line`: the answer, the solver's moves with the longest defence between
    (one move for an only-move puzzle). `misses`: of MEDIUM_TRIES tries, how often the medium
    computer picked a wrong move, and `tempting`: how many different wrong moves it picked;
    `difficulty` (1 to 3) follows from the misses."""

    id: str
    hash: str
    k: int | None
    line: tuple[int, ...]
    theme: str
    difficulty: int
    misses: int
    tempting: int
    also: tuple[int, ...] = ()
    """In a win in k, the other first moves that win in time (the puzzles page takes them too)."""

    @cached_property
    def record(self) -> Record:
        """The position's record, read once (a sheet's choice compares every puzzle of a game)."""
        return decode(self.hash)

    @property
    def game(self) -> str:
        return self.record.setup.game

    @property
    def only_move(self) -> bool:
        return self.k is None

    def position(self) -> Position:
        record = self.record
        return replay(record.setup.rules, record.moves)


def difficulty(misses: int) -> int:
    """The difficulty of a puzzle the medium computer gets wrong `misses` times in MEDIUM_TRIES.

    >>> difficulty(0), difficulty(8), difficulty(16), difficulty(24)
    (1, 2, 3, 3)
    """
    return 1 + min(2, 3 * misses // MEDIUM_TRIES)
