"""What a bot sees: a read-only position of a chain game, Multiples Removal or the Factor Game, with
the helpers it is fair to give (legal moves, divisors and multiples in range, the position after a
move). It holds the rules of the game and nothing of the solver, and crosses between workers as
plain data (`facts`).

>>> p = BotPosition.from_facts({"game": "factor-chain-challenge",
...     "rules": {"kind": "chain", "lo": 1, "hi": 10, "start": None, "opening": "any", "strict": False},
...     "moves": [6, 3]})
>>> p.current, p.to_move, p.legal_moves(), p.divisors(6), p.multiples(3)
(3, 1, [1, 9], [1, 2, 3], [6, 9])
>>> p.play(9).legal_moves(), sorted(p.used), p.numbers, p.scores
([1], [3, 6], range(1, 11), None)
>>> from factorgames.games.factor.rules import FactorRules
>>> f = BotPosition.from_facts({"game": "factor-game", "rules": rules_facts(FactorRules(1, 30)), "moves": [25]})
>>> f.scores, sorted(f.used), f.to_move, f.legal_moves()[:4]
((25, 6), [1, 5, 25], 2, [4, 6, 8, 9])
"""

from __future__ import annotations

from dataclasses import asdict, fields
from typing import Any

from ..contract.bots import Facts
from ..divisibility import divisors_in, multiples_in
from ..games.position import Position, Rules, replay
from ..games.presets import GAMES

RULES: dict[str, Any] = {type(game.rules).kind: type(game.rules) for game in GAMES.values()}
"""The rules bots play, by their kind's name: those of every kind with presets (`games.presets`). The
registry of kinds (`games.kinds`) is not imported here: it brings the solver, which bots never reach.

>>> sorted(RULES)
['chain', 'factor', 'removal']
"""

KIND: dict[type, str] = {rules: kind for kind, rules in RULES.items()}
"""The kind's name of each class of rules bots play."""


def rules_facts(rules: Rules) -> dict[str, object]:
    """The rules as plain data (`rules_from` reads them back).

    >>> from factorgames.games.factor.rules import FactorRules
    >>> rules_facts(FactorRules(1, 49, lose_turn=True))
    {'kind': 'factor', 'lo': 1, 'hi': 49, 'lose_turn': True}
    """
    kind = KIND.get(type(rules))
    if kind is None:
        raise ValueError(f"bots do not play {type(rules).__name__}")
    return {"kind": kind, **asdict(rules)}  # type: ignore[call-overload]


def rules_from(data: dict[str, object]) -> Rules:
    """The rules written by `rules_facts` (their fields alone are read).

    >>> from factorgames.games.removal.rules import RemovalRules
    >>> rules_from(rules_facts(RemovalRules(4, misere=True)))
    RemovalRules(grid=4, without_one=False, misere=True)
    """
    rules = RULES.get(str(data.get("kind")))
    if rules is None:
        raise ValueError(f"unknown kind of game {data.get('kind')!r}")
    made: Rules = rules(**{field.name: data[field.name] for field in fields(rules) if field.name in data})
    return made


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
        """The current number of a chain game (None before the first pick, and in the other games)."""
        return self._position.current

    @property
    def used(self) -> frozenset[int]:
        """The numbers already used in a chain game (the current one too), removed in Multiples
        Removal, taken in the Factor Game (picked, or scored as a factor)."""
        board = self.numbers
        return frozenset(
            square.n for square in self._position.squares() if square.state in ("used", "current") and square.n in board
        )

    @property
    def scores(self) -> tuple[int, int] | None:
        """Seat 1's and seat 2's points so far in a game that keeps score (the Factor Game), else None."""
        return self._position.scores

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
