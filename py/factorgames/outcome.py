"""Values shared by every game's position: how a game ended, and a refused move."""
from __future__ import annotations

from dataclasses import dataclass


class IllegalMove(ValueError):
    """A pick the rules refuse; str() is the reason a player reads ("7 was already chosen")."""


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended. Players are 1 (moved first) and 2.

    `reason` is "no-move" (the loser had no valid move), "invalid-entry" (the loser entered an
    invalid number under the strict rule; `detail` says why) or "last-removed" (Multiples Removal:
    the winner removed the last number, or under misere the loser did).
    """

    winner: int
    reason: str
    detail: str = ""

    @property
    def loser(self) -> int:
        return 3 - self.winner
