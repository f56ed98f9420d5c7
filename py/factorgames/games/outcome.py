"""Values shared by every game: the seats, how a game ended, a refused move, refused rules.

Seats are 1 (moved first) and 2. Every piece of seat arithmetic goes through the helpers here.

>>> other(1), to_move_after(0), to_move_after(3), mover_of(3)
(2, 1, 2, 1)
>>> Outcome(2, Termination.NO_MOVE).loser
1
>>> Outcome(None, Termination.NO_FACTOR_LEFT, scores=(40, 40)).loser is None  # a draw
True
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


def other(seat: int) -> int:
    """The other seat."""
    return 3 - seat


def to_move_after(plies: int) -> int:
    """The seat to move once `plies` picks have been made."""
    return 1 + plies % 2


def mover_of(ply: int) -> int:
    """The seat that made pick number `ply` (counted from 1)."""
    return to_move_after(ply - 1)


class RulesError(ValueError):
    """Parameters that make no game, with a message for a person."""


class IllegalMove(ValueError):
    """A pick the rules refuse; str() is the reason a player reads ("7 was already chosen")."""


class Termination(enum.Enum):
    """Why a game ended."""

    NO_MOVE = "no-move"
    """The loser, to move, had no valid move."""
    INVALID_ENTRY = "invalid-entry"
    """The loser entered an invalid number under the strict rule."""
    LAST_REMOVED = "last-removed"
    """Multiples Removal: the board is empty (the last remover wins, or under misere loses)."""
    NO_FACTOR_LEFT = "no-factor-left"
    """The Factor Game: no number left has a factor left; the higher total wins."""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: the winner (None for a draw), why, and `detail` says why an
    invalid entry was invalid; `scores` (seat 1's, seat 2's) in a game that keeps score."""

    winner: int | None
    termination: Termination
    detail: str = ""
    scores: tuple[int, int] | None = None

    @property
    def loser(self) -> int | None:
        return None if self.winner is None else other(self.winner)
