"""What perfect play makes of a position: the value of every move and the winner's plan. Each
game kind's solver answers with an `Analysis` (see `games.kinds`); `play.solver` asks for it. A kind's
table of who wins every range (the Study page's) is made of `Row`s.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Strategy:
    """The winner's plan: play `first_move` (if the winner is to move), then answer every pick
    with its partner in `pairs`."""

    winner: int
    first_move: int | None
    pairs: tuple[tuple[int, int], ...]

    def partner(self, n: int) -> int | None:
        for a, b in self.pairs:
            if n in (a, b):
                return b if n == a else a
        return None


@dataclass(frozen=True)
class Analysis:
    """What perfect play makes of a position, for the player to move.

    `moves` lists every legal move with whether it wins (in a game that keeps score: whether it
    is among the best); `strategy` is the pairing certificate (chain games only); `value`, in a
    game that keeps score, the final score difference (mover minus opponent) under perfect play.
    """

    to_move_wins: bool
    moves: tuple[tuple[int, bool], ...]
    strategy: Strategy | None = None
    value: int | None = None

    @property
    def winning_moves(self) -> tuple[int, ...]:
        return tuple(n for n, wins in self.moves if wins)


@dataclass(frozen=True)
class Row:
    """One range of a kind's table: who wins it with perfect play, and the first player's winning picks
    (in a game that keeps score: the best first picks, and by how much the first player then wins,
    `margin`; a draw is no win)."""

    lo: int
    hi: int
    first_player_wins: bool
    winning_moves: tuple[int, ...]
    margin: int | None = None
