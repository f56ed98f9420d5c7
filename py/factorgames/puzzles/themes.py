"""A puzzle's theme: the idea its answer rests on, read from the position (never stored by hand),
with its name, a clue and the lesson in a pupil's words.

>>> from factorgames.games.position import replay
>>> from factorgames.games.presets import GAMES
>>> theme_of(replay(GAMES["factor-chain-challenge"].rules, [6, 3, 1]), 7).id
'prime-above-half'
>>> theme_of(replay(GAMES["multiples-removal"].rules, []), 1).id
'power-of-one'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..games.chain.rules import is_prime
from ..games.position import Position
from ..games.registry import kind_of
from ..i18n import N_
from ..play.solver import analyse


@dataclass(frozen=True)
class Theme:
    """An idea a puzzle teaches: its name, the clue the first hint gives, and the lesson after it."""

    id: str
    name: str
    clue: str
    lesson: str


THEMES = {
    t.id: t
    for t in (
        Theme(
            "power-of-one",
            N_("The power of 1"),
            N_("Which number is a factor of every other number?"),
            N_("1 is a factor of every number: it reaches, or removes, everything."),
        ),
        Theme(
            "prime-above-half",
            N_("A prime above half the range"),
            N_("Look for a prime bigger than half of the largest number. What could follow it?"),
            N_("A prime above half the range has no multiple on the board: only 1 can follow it."),
        ),
        Theme(
            "stuck",
            N_("Leave them stuck"),
            N_("Is there a move after which your opponent has no number left to pick?"),
            N_("After your move your opponent had no number to pick, so they lost."),
        ),
        Theme(
            "partner",
            N_("Answer with the partner"),
            N_(
                "Pair up the numbers left, each with one of its factors or multiples. "
                "Which number is paired with the one just played?"
            ),
            N_("The winner pairs up the numbers and answers every pick with its partner."),
        ),
        Theme(
            "take-what-they-need",
            N_("Take what your opponent needs"),
            N_("Which number would your opponent love to pick next? Can you take it first?"),
            N_("Your move took the number your opponent needed to win."),
        ),
        Theme(
            "think-ahead",
            N_("Think ahead"),
            N_("For each move, look at every answer your opponent has: do you always have a reply?"),
            N_("Whatever your opponent answered, you had a winning reply."),
        ),
    )
}


def theme_of(position: Position, answer: int) -> Theme:
    """The idea behind the winning pick `answer` in `position`, the most telling one first."""
    chain = kind_of(position.rules).history_is_chain()  # each pick follows the one before
    if answer == 1:
        return THEMES["power-of-one"]
    if chain and is_prime(answer) and 2 * answer > position.rules.numbers[-1]:
        return THEMES["prime-above-half"]
    if next(position.play(answer).legal_moves(), None) is None:
        return THEMES["stuck"]
    if chain and position.moves and _partner(position.undo(), position.moves[-1], position.to_move) == answer:
        return THEMES["partner"]
    if any(answer in analyse(position.play(n)).winning_moves for n in position.legal_moves() if n != answer):
        return THEMES["take-what-they-need"]
    return THEMES["think-ahead"]


def _partner(before: Position, pick: int, seat: int) -> int | None:
    """The partner of the opponent's `pick` in the pairing the winner `seat` followed before it."""
    plan = analyse(before).strategy
    return plan.partner(pick) if plan is not None and plan.winner == seat else None
