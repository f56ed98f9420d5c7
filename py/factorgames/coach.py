"""The coach's words: graded hints, who is winning, and the review of a game, written for a
12-year-old. The solver decides; this module says it with the board's own numbers.

>>> from factorgames.position import replay
>>> from factorgames.rules import GAMES
>>> p = replay(GAMES["factor-chain-challenge"].rules, [6])
>>> NAMES = {1: "Player 1", 2: "Player 2"}
>>> hint(p, 1, NAMES).text
'Think ahead: after your pick, which numbers could Player 1 choose? Look for a pick that leaves them only numbers you can answer.'
>>> hint(p, 2, NAMES).text, hint(p, 2, NAMES).marked
('Try 2. Then, whatever Player 1 picks, you will always have an answer.', (2,))
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from .chain import ChainPosition
from .explain import listing, mid, says
from .outcome import other
from .players import best_try, chances
from .position import Position
from .review import Review
from .solver import Analysis, analyse

HINT_LEVELS = 3
"""1: a nudge (a question), 2: one winning move, 3: every winning move."""


@dataclass(frozen=True)
class Hint:
    """What a hint says and which numbers it marks (`try_move`: the best try when every move loses)."""

    level: int
    text: str
    marked: tuple[int, ...]
    try_move: int | None = None

    @property
    def more(self) -> bool:
        """Whether pressing Hint again shows more."""
        return self.level < HINT_LEVELS and self.try_move is None


def _them(names: dict[int, str], seat: int) -> str:
    """The opponent of `seat` as the hint names them: "the computer", "Player 2"."""
    name = names[other(seat)]
    return "the computer" if name == "Computer" else name


def _wins_at_once(position: Position, n: int) -> bool:
    after = position.play(n)
    outcome = after.outcome()
    return outcome is not None and outcome.winner == position.to_move


def hint(position: Position, level: int, names: dict[int, str]) -> Hint:
    """The hint at `level` (1 to 3) for the player to move in an unfinished game."""
    analysis = analyse(position)
    them = _them(names, position.to_move)
    winning = analysis.winning_moves
    if not winning:
        if level < 2:
            return Hint(1, f"This is a hard spot: if {them} plays perfectly, every move loses. Look for a move "
                           f"that gives {them} lots of ways to go wrong.", ())
        n = best_try(position, random.Random(len(position.history)))
        losing, replies = chances(position, n)
        ways = "way" if losing == 1 else "ways"
        return Hint(2, f"Every move loses against perfect play, so make it hard: try {n}. Then {losing} of "
                       f"{them}'s {replies} replies lose for them: that is {losing} {ways} to go wrong.", (), n)
    at_once = [n for n in winning if _wins_at_once(position, n)]
    chain = isinstance(position, ChainPosition)
    if level <= 1:
        if at_once:
            question = (f"Is there one that leaves {them} with no move at all?" if chain
                        else "Is there a pick that wins straight away?")
            return Hint(1, f"Look at the numbers you can pick. {question}", ())
        if chain:
            return Hint(1, f"Think ahead: after your pick, which numbers could {them} choose? Look for a pick "
                           "that leaves them only numbers you can answer.", ())
        return Hint(1, f"Think ahead: after your pick, what could {them} take? Look for a pick that leaves a "
                       "board where you always have an answer.", ())
    if level == 2:
        n = at_once[0] if at_once else min(winning, key=lambda m: (chances(position, m)[1], m))
        if n in at_once:
            text = (f"Try {n}: it leaves {them} with no move." if chain
                    else f"Try {n}: it wins straight away.")
        else:
            text = f"Try {n}. Then, whatever {them} picks, you will always have an answer."
        return Hint(2, text, (n,))
    word = "move wins" if len(winning) == 1 else f"{len(winning)} moves win"
    return Hint(3, f"{'This' if len(winning) == 1 else 'These'} {word}: {listing(list(winning))}.", winning)


def _pairs_words(pairs: tuple[tuple[int, int], ...], near: set[int], limit: int = 4) -> str:
    """A few pairs as "6 with 3, 12 with 24", those touching `near` first."""
    chosen = sorted(pairs, key=lambda pair: (not (near & set(pair)), pair))[:limit]
    words = ", ".join(f"{a} with {b}" for a, b in chosen)
    return words + (", and so on" if len(pairs) > limit else "")


def strategy(analysis: Analysis, position: ChainPosition, names: dict[int, str]) -> str:
    """Why the pairing wins, with the board's own numbers. `names` maps seats to names."""
    plan = analysis.strategy
    assert plan is not None
    winner, loser = names[plan.winner], names[other(plan.winner)]
    if plan.first_move is not None and _wins_at_once(position, plan.first_move):
        return f"{winner} can win right now: pick {plan.first_move}, and {says(mid(loser), 'have', 'has')} no move left."
    near = set(position.legal_moves())
    if plan.first_move is not None:
        after = position.play(plan.first_move)
        near = set(after.legal_moves())
        return (f"{winner} can win: pick {plan.first_move}. After that, whatever {says(mid(loser), 'pick')}, "
                f"answer with its partner: {_pairs_words(plan.pairs, near)}. There is always a partner to answer "
                f"with, so {says(mid(loser), 'run')} out of moves first.")
    return (f"{winner} will win, whatever {says(mid(loser), 'do', 'does')}: whatever {says(mid(loser), 'pick')}, "
            f"{says(mid(winner), 'answer')} with its partner: {_pairs_words(plan.pairs, near)}. There is always a "
            f"partner to answer with, so {says(mid(loser), 'run')} out of moves first.")


def standing(position: Position, names: dict[int, str]) -> str:
    """Who can force a win from here, for a teacher's "Who is winning" toggle."""
    analysis = analyse(position)
    mover = position.to_move
    winner = mover if analysis.to_move_wins else other(mover)
    text = f"{names[winner]} can force a win from here"
    if isinstance(position, ChainPosition) and analysis.strategy is not None and analysis.strategy.pairs:
        plan = analysis.strategy
        first = f"first {plan.first_move}, then " if plan.first_move is not None else ""
        return f"{text}: {first}answer every pick with its partner ({_pairs_words(plan.pairs, set(), 3)})."
    if analysis.to_move_wins:
        return f"{text}, with {_some(analysis.winning_moves)}."
    return f"{text}: every move {mid(names[mover])} can make loses against perfect play."


def _some(numbers: tuple[int, ...], most: int = 4) -> str:
    """A short list: '2, 3 and 4', or '2, 3, 4 and 23 more' when it is long."""
    if len(numbers) <= most:
        return listing(list(numbers))
    return f"{', '.join(map(str, numbers[:most - 1]))} and {len(numbers) - most + 1} more"


VERDICT_WORDS = {"winning": "a winning move", "mistake": "a mistake", "losing": "every move here lost"}


def move_words(ply: int, name: str, number: int, verdict: str) -> str:
    return f"Move {ply}: {name} picked {number}: {VERDICT_WORDS[verdict]}."


def review_text(review: Review, names: dict[int, str]) -> str:
    """The review in one or two sentences: the first mistake and what would have won."""
    ply = review.first_mistake
    if ply is None:
        if not review.moves:
            return "No move has been played yet."
        first = review.moves[0]
        winner = first.seat if first.to_move_wins else other(first.seat)
        return (f"No one let a win slip: {mid(names[winner])} could force a win from the first move and kept it "
                "all the way.")
    move = review.moves[ply - 1]
    name, them = names[move.seat], names[other(move.seat)]
    better = _some(move.winning_moves)
    would = "would" if len(move.winning_moves) == 1 else "would each"
    return (f"The first mistake was move {ply}: {name} picked {move.number}, but {better} {would} have won. "
            f"After it, {mid(them)} could force a win.")
