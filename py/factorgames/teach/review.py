"""A game's review: every move marked against perfect play, and the first mistake.

A move is "winning" when the mover could force a win and the move keeps that win, a "mistake"
when the mover could force a win and the move lets it go, and "losing" when every move already
lost (against perfect play). An invalid entry that ends a strict game counts like a move that
was not among the winning ones.

>>> from factorgames.games.presets import GAMES
>>> r = review(GAMES["factor-chain-challenge"].rules, (6, 3, 9, 1, 5, 10, 2, 4, 8))
>>> [m.verdict for m in r.moves][:3], r.first_mistake
(['losing', 'mistake', 'winning'], 2)
>>> r.moves[1].winning_moves
(2,)
"""

from __future__ import annotations

from dataclasses import dataclass

from ..contract.views import Verdict
from ..games.outcome import mover_of
from ..games.position import Position, Rules, replay
from ..play.solver import analyse


@dataclass(frozen=True)
class MoveReview:
    """One move: who made it (seat), what it was, and what perfect play says of it. `to_move_wins`
    and `winning_moves` describe the position before the move, for its mover (in a game that
    keeps score: whether the best finishes ahead, and the best moves)."""

    ply: int
    seat: int
    number: int
    to_move_wins: bool
    winning_moves: tuple[int, ...]
    verdict: Verdict
    lost: int | None = None
    """In a game that keeps score: the points the move gave away against the best (0 for a best)."""


@dataclass(frozen=True)
class Review:
    """Every move reviewed; `over` when the moves end the game, and then its `winner` (a seat; None
    for a draw)."""

    moves: tuple[MoveReview, ...]
    over: bool = False
    winner: int | None = None

    @property
    def first_mistake(self) -> int | None:
        """The ply of the first mistake, or None when no one let a win go."""
        return next((m.ply for m in self.moves if m.verdict == "mistake"), None)

    def mistakes_of(self, seat: int, after: int = 0) -> tuple[MoveReview, ...]:
        """The mistakes of the player in `seat` after move `after`, in order.

        >>> from factorgames.games.presets import GAMES
        >>> r = review(GAMES["factor-chain-challenge"].rules, (6, 3, 9, 1, 5, 10, 2, 4, 8))
        >>> [m.ply for m in r.mistakes_of(2)], r.mistakes_of(1), r.over, r.winner
        ([2], (), True, 1)
        """
        return tuple(m for m in self.moves if m.seat == seat and m.ply > after and m.verdict == "mistake")


def review(rules: Rules, moves: tuple[int, ...]) -> Review:
    """The review of a game played by `moves` (every entry, a final invalid one included)."""
    position = replay(rules, ())
    out = []
    for ply, n in enumerate(moves, start=1):
        analysis = analyse(position)
        winning = analysis.winning_moves
        verdict: Verdict = "losing" if not analysis.to_move_wins else "winning" if n in winning else "mistake"
        out.append(MoveReview(ply, mover_of(ply), n, analysis.to_move_wins, winning, verdict))
        position = position.play(n)
    return finished(tuple(out), position)


def finished(moves: tuple[MoveReview, ...], position: Position) -> Review:
    """The review of `moves`, which led to `position`: whether the game is over, and who won."""
    outcome = position.outcome()
    return Review(moves, outcome is not None, outcome.winner if outcome is not None else None)
