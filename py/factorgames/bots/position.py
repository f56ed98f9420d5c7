"""What a bot sees: a read-only position of a chain game or Multiples Removal, with the helpers it
is fair to give (legal moves, divisors and multiples in range, the position after a move). It
holds the rules of the game and nothing of the solver, and crosses between workers as plain data
(`facts`).

>>> p = BotPosition.from_facts({"game": "factor-chain-challenge",
...     "rules": {"kind": "chain", "lo": 1, "hi": 10, "start": None, "opening": "any", "strict": False},
...     "moves": [6, 3]})
>>> p.current, p.to_move, p.legal_moves(), p.divisors(6), p.multiples(3)
(3, 1, [1, 9], [1, 2, 3], [6, 9])
>>> p.play(9).legal_moves(), sorted(p.used), p.numbers
([1], [3, 6], range(1, 11))
"""
from __future__ import annotations

from dataclasses import asdict
from typing import TypedDict

from ..divisibility import divisors_in, multiples_in
from ..games.chain.rules import ChainPosition, ChainRules
from ..games.position import Position, Rules, replay
from ..games.removal.rules import RemovalPosition, RemovalRules


class Facts(TypedDict):
    """A position as plain data: the game's id, its rules (`kind` "chain" or "removal" and the
    rules' fields) and the moves so far."""

    game: str
    rules: dict[str, object]
    moves: list[int]


def rules_facts(rules: Rules) -> dict[str, object]:
    """The rules as plain data (`rules_from` reads them back)."""
    if isinstance(rules, ChainRules):
        return {"kind": "chain", **asdict(rules)}
    if isinstance(rules, RemovalRules):
        return {"kind": "removal", **asdict(rules)}
    raise ValueError(f"bots do not play {type(rules).__name__}")


def rules_from(data: dict[str, object]) -> Rules:
    """The rules written by `rules_facts`."""
    fields = {key: value for key, value in data.items() if key != "kind"}
    if data.get("kind") == "chain":
        return ChainRules(**fields)  # type: ignore[arg-type]
    if data.get("kind") == "removal":
        return RemovalRules(**fields)  # type: ignore[arg-type]
    raise ValueError(f"unknown kind of game {data.get('kind')!r}")


class BotPosition:
    """The position a bot is asked to move in. Seats are 1 (moved first) and 2."""

    __slots__ = ("_game", "_position")

    def __init__(self, game: str, position: Position) -> None:
        self._game = game
        self._position = position

    @classmethod
    def from_facts(cls, facts: Facts) -> BotPosition:
        return cls(facts["game"], replay(rules_from(facts["rules"]), facts["moves"]))

    def __repr__(self) -> str:
        return f"<position of {self._game}: moves {list(self.moves)}, {self.to_move} to move>"

    @property
    def game(self) -> str:
        """The game's id, such as "nrich" or "multiples-removal"."""
        return self._game

    @property
    def numbers(self) -> range:
        """Every number of the board."""
        return self._position.rules.numbers

    @property
    def moves(self) -> tuple[int, ...]:
        """The picks so far, in order."""
        return self._position.moves

    @property
    def current(self) -> int | None:
        """The current number of a chain game (None before the first pick, and in Multiples Removal)."""
        return self._position.current if isinstance(self._position, ChainPosition) else None

    @property
    def used(self) -> frozenset[int]:
        """The numbers that can no longer be picked: used in a chain game, removed in Multiples Removal."""
        if isinstance(self._position, RemovalPosition):
            return frozenset(self.numbers) - self._position.remaining
        assert isinstance(self._position, ChainPosition)
        return self._position.used

    @property
    def to_move(self) -> int:
        """The seat whose turn it is: 1 (moved first) or 2. When a bot is asked, it is the bot's seat."""
        return self._position.to_move

    @property
    def is_over(self) -> bool:
        return self._position.is_over

    def legal_moves(self) -> list[int]:
        """The numbers that can be picked now, smallest first."""
        return list(self._position.legal_moves())

    def divisors(self, n: int) -> list[int]:
        """The divisors of n on the board, n excluded, smallest first."""
        return list(divisors_in(n, self.numbers[0], self.numbers[-1]))

    def multiples(self, n: int) -> list[int]:
        """The multiples of n on the board, n excluded, smallest first."""
        return [m for m in multiples_in(n, self.numbers[-1]) if m != n and m >= self.numbers[0]]

    def play(self, n: int) -> BotPosition:
        """The position after picking n (ValueError when n cannot be picked): to look ahead."""
        return BotPosition(self._game, self._position.play(n))
