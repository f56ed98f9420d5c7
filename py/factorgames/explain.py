"""Sentences a player reads: whose turn, who won and why, what a move did, what the hint says.

>>> from factorgames.position import replay
>>> from factorgames.rules import GAMES
>>> p = replay(GAMES["number-nexus"].rules, [6, 7])
>>> status(p, {1: "Player 1", 2: "Player 2"})
'Player 1 wins: Player 2 entered 7, but 7 is not a factor or multiple of 6. In this game an invalid entry loses.'
"""
from __future__ import annotations

from .chain import ChainPosition
from .position import Position
from .removal import removed_by
from .solver import Analysis


def _says(name: str, verb: str) -> str:
    """'You win' but 'Player 1 wins'."""
    return f"{name} {verb}" if name == "You" else f"{name} {verb}s"


def _turn(name: str) -> str:
    return "Your turn" if name == "You" else f"{name}'s turn"


def listing(numbers: list[int] | tuple[int, ...]) -> str:
    """'3', '3 and 9', '2, 4 and 8'."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def status(position: Position, names: dict[int, str]) -> str:
    """Whose turn it is and what to pick, or who won and why. `names` maps seats to names."""
    outcome = position.outcome()
    if outcome is not None:
        winner, loser = names[outcome.winner], names[outcome.loser]
        if outcome.reason == "invalid-entry":
            assert isinstance(position, ChainPosition)
            return (f"{_says(winner, 'win')}: {loser} entered {position.forfeit}, but {outcome.detail}. "
                    "In this game an invalid entry loses.")
        if outcome.reason == "no-move":
            return f"{_says(winner, 'win')}! {loser} cannot make a valid move."
        if position.rules.misere:
            return f"{_says(winner, 'win')}! {loser} removed the last number, and in misere that loses."
        return f"{_says(winner, 'win')} by removing the last number!"
    turn = _turn(names[position.to_move])
    if not isinstance(position, ChainPosition):
        return f"{turn}: pick a number; it and its multiples are removed."
    if position.current is None:
        rules = position.rules
        return f"{turn}: pick {rules.opening_words()} from {rules.lo} to {rules.hi}."
    return f"{turn}: pick a factor or multiple of {position.current}."


def move(name: str, before: Position, n: int) -> str:
    """What a pick did, for the screen reader's announcement."""
    if isinstance(before, ChainPosition):
        return f"{name} picked {n}."
    gone = sorted(removed_by(before.remaining, n))
    return f"{name} picked {n}." if gone == [n] else f"{name} picked {n}, removing {listing(gone)}."


def hint(analysis: Analysis) -> dict[str, object]:
    """The hint: the winning moves, or the news that every move loses against perfect play."""
    winning = list(analysis.winning_moves)
    if winning:
        word = "move" if len(winning) == 1 else "moves"
        return {"winning": winning, "text": f"Winning {word}: {listing(winning)}."}
    return {"winning": [], "text": "Every move loses against perfect play. Pick one that leaves your opponent room to go wrong."}
