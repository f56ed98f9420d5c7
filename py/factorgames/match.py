"""A game being played: its record, the position its moves reach, and who is who. Seats are the
order of play (seat 1 moves first); players are who sits there (1: you or Player 1; 2: the
computer, your friend or Player 2). The page's api routes intents to a match; the view draws it.

>>> from factorgames.transcript import decode
>>> match = Match(decode("game=nrich&vs=perfect&first=2&moves=48,24"))
>>> match.seats(), match.to_move, match.computer_to_move
({1: <Player.COMPUTER: 'Computer'>, 2: <Player.YOU: 'You'>}, 2, True)
>>> match.undone().record.moves  # back to before your own last move
(48,)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .games.outcome import mover_of
from .games.position import Position, replay
from .transcript import Record, Setup


@dataclass(frozen=True)
class Match:
    """A record whose moves are legal, and the position they reach."""

    record: Record
    position: Position = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "position", replay(self.record.setup.rules, self.record.moves))

    @property
    def setup(self) -> Setup:
        return self.record.setup

    def seats(self) -> dict[int, str]:
        """Who sits in each seat."""
        names = self.setup.names()
        return {seat: names[self.setup.player(seat)] for seat in (1, 2)}

    @property
    def to_move(self) -> int | None:
        """The player to move (1 in a puzzle for one), None once the game is over."""
        if self.position.is_over:
            return None
        return 1 if self.setup.solo else self.setup.player(self.position.to_move)

    @property
    def winner(self) -> int | None:
        """The player who won, None while the game goes on, after a draw and in a puzzle for one."""
        outcome = None if self.setup.solo else self.position.outcome()
        return self.setup.player(outcome.winner) if outcome and outcome.winner is not None else None

    @property
    def computer_to_move(self) -> bool:
        """Whether the computer is to move."""
        return bool(self.setup.level) and not self.setup.solo and self.to_move == 2

    @property
    def friend_to_move(self) -> bool:
        """Whether it is the turn of the friend on another device (this device waits)."""
        return self.setup.remote and self.to_move not in (None, self.setup.you)

    def play(self, n: int) -> Match:
        """The match after the pick n (IllegalMove if the rules refuse it)."""
        return Match(self.record.again(self.position.play(n).history))

    def undone(self) -> Match | None:
        """The match once Undo has taken back what it takes, or None when there is nothing to take
        back: on one device the last move; against the computer, back to before the person's last
        move; against a friend on another device only your own last move (theirs is on their device).
        """
        setup, moves = self.setup, self.record.moves
        if setup.remote:
            ours = bool(moves) and setup.player(mover_of(len(moves))) == setup.you
            return Match(self.record.again(moves[:-1])) if ours else None
        if not setup.level:
            return Match(self.record.again(moves[:-1])) if moves else None
        people = [ply for ply in range(1, len(moves) + 1) if setup.player(mover_of(ply)) == 1]
        return Match(self.record.again(moves[: people[-1] - 1])) if people else None

    @property
    def can_rematch(self) -> bool:
        """Whether a rematch can begin: at the end of a game; alone, once a pick is made."""
        return bool(self.record.moves) if self.setup.solo else self.position.is_over

    def rematch(self) -> Match:
        """The same game with the other player starting (a puzzle for one simply starts again)."""
        return Match(Record(self.setup.rematch()))
