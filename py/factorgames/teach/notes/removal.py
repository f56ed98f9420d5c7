"""Multiples Removal's notes: who wins with and without 1, and why the numbers above half matter."""

from __future__ import annotations

from dataclasses import replace

from ...games.removal.rules import RemovalRules, removed_by
from ...i18n import _, listing, ngettext
from ...play.solver import analyse
from .facts import at_once
from .lesson import Lesson


def lesson(title: str, rules: RemovalRules, solo: bool) -> Lesson:
    """The notes of Multiples Removal."""
    numbers = rules.numbers
    hi = numbers[-1]
    board = frozenset(numbers)
    aim = _(
        "Pupils see that a pick removes all its multiples, practise finding multiples quickly, and look for the move "
        "that leaves the other player in a losing position."
    )
    two = min(n for n in numbers if n > 1)
    lonely = [n for n in numbers if removed_by(board, n) == {n}]
    questions = [
        _("Which numbers leave the board if you pick {n}?").format(n=two),
        _("Which numbers remove only themselves? Why?"),
    ]
    if 1 in board:
        questions.append(_("Why does picking 1 end the game at once? What happens in the game without 1?"))
    questions.append(_("Can you find a position where the player to move is sure to lose?"))
    maths = [_removal_outcome(rules)]
    if 1 in board and not rules.misere and at_once(rules.initial_position()) == [1]:
        maths.append(_("Every number is a multiple of 1, so picking 1 removes the whole board and wins at once."))
    if 1 in board:
        maths.append(
            _("Without 1 (the numbers 2 to {hi}) the game is deeper.").format(hi=hi)
            + " "
            + _removal_outcome(replace(rules, without_one=True))
        )
    maths.append(
        _(
            "The numbers above half of {hi} ({numbers}) have no other multiple on the board: picking one removes only "
            "that number, so it changes nothing else but whose turn it is. That is why counting them matters near the "
            "end of a game."
        ).format(hi=hi, numbers=listing(lonely))
    )
    last = _(
        "Explore (10 minutes): change the settings (a larger grid, or without 1) and use the analysis to see "
        "who wins; ask pupils to explain one winning first pick."
    )
    return Lesson(aim, questions, maths, [], last)


def _removal_outcome(rules: RemovalRules) -> str:
    analysis = analyse(rules.initial_position())
    moves = analysis.winning_moves
    if not analysis.to_move_wins:
        return _("With perfect play the second player wins, whatever the first player picks.")
    return ngettext(
        "With perfect play the first player wins; the winning first pick is {moves}.",
        "With perfect play the first player wins; the winning first picks are {moves}.",
        len(moves),
    ).format(moves=listing(moves))
