"""The one interface every game's position implements, in the spirit of OpenSpiel's State.

A position is an immutable value: its rules plus the picks so far. `play` returns a new
position, `undo` the previous one. Rules start their own positions (`rules.initial_position()`).

>>> from factorgames.games.presets import GAMES
>>> p = replay(GAMES["multiples-removal"].rules, [7, 2])
>>> p.to_move, list(p.legal_moves()), p.played
(1, [1, 3, 5, 9], (7, 2))
>>> [s.state for s in p.squares()][:4]
['legal', 'used', 'legal', 'used']
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import ClassVar, Literal, Protocol

from .outcome import Outcome

SquareState = Literal["legal", "used", "current", "blocked"]
Relation = Literal["divisor", "multiple"]


@dataclass(frozen=True)
class Square:
    """One number of the board: whether it can be picked, how it relates to the current number
    (chain games), and what picking it removes (Multiples Removal). In a game that keeps score (the
    Factor Game): the seat that scored a number taken (`owner`), and what picking a number would
    score now (`gains`: the mover's points, then the opponent's)."""

    n: int
    state: SquareState
    relation: Relation | None = None
    removes: tuple[int, ...] = ()
    owner: int | None = None
    gains: tuple[int, int] | None = None


class Rules(Protocol):
    """The rules of any game: its numbers, its board's shape, and where it starts. What a kind's
    rules hold besides is asked of the kind (`registry.kind_of`)."""

    kind: ClassVar[str]
    """The kind's name in plain data: the folder of games/ whose rules these are ("chain", ...)."""

    @property
    def numbers(self) -> range:
        """The numbers on the board, in order."""
        ...

    @property
    def strict(self) -> bool:
        """Whether an invalid entry loses the game rather than being refused."""
        ...

    def initial_position(self) -> Position:
        """The position before the first pick."""
        ...

    def board_shape(self) -> tuple[int, int]:
        """Columns of the board, and the empty places before the first number."""
        ...

    def __hash__(self) -> int: ...


class Position(Protocol):
    """A position of any game. Seats are 1 (moved first) and 2."""

    @property
    def rules(self) -> Rules: ...

    @property
    def moves(self) -> tuple[int, ...]:
        """The legal picks so far."""
        ...

    @property
    def history(self) -> tuple[int, ...]:
        """Every entry in order, an invalid final entry of a strict game included."""
        ...

    @property
    def current(self) -> int | None:
        """The number the next pick must follow (chain games); None when no number has to be followed."""
        ...

    @property
    def played(self) -> tuple[int, ...]:
        """The numbers a player sees as the game so far: the chain (its start included) or the picks."""
        ...

    @property
    def forfeit(self) -> int | None:
        """An invalid entry that ended a strict game, else None."""
        ...

    @property
    def to_move(self) -> int: ...

    @property
    def scores(self) -> tuple[int, int] | None:
        """Each seat's points so far (seat 1's, seat 2's) in a game that keeps score, else None."""
        ...

    @property
    def is_over(self) -> bool: ...

    def legal_moves(self) -> Iterator[int]:
        """The legal picks, in increasing order (none once the game is over)."""
        ...

    def check(self, n: int) -> str | None:
        """Why picking n is illegal, in a player's words, or None if it is legal."""
        ...

    def play(self, n: int) -> Position:
        """The position after picking n; IllegalMove if the rules refuse it."""
        ...

    def undo(self) -> Position:
        """The position before the last entry; IllegalMove at the start."""
        ...

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        ...

    def squares(self) -> list[Square]:
        """Every number of the board, in order."""
        ...

    def __hash__(self) -> int: ...


def wins_at_once(position: Position, n: int) -> bool:
    """Whether picking n ends the game with the mover as the winner."""
    outcome = position.play(n).outcome()
    return outcome is not None and outcome.winner == position.to_move


def replay(rules: Rules, moves: Iterable[int]) -> Position:
    """The position reached from the start by `moves`; raises IllegalMove at the first bad one."""
    position: Position = rules.initial_position()
    for n in moves:
        position = position.play(n)
    return position
