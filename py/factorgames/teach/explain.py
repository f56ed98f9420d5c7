"""Sentences a player reads: whose turn, who won and why, what a move did, what surprises people.
The coach's words (hints, strategy, review) are in `outcome_coach` (and `score_coach`).

>>> from factorgames.games.position import replay
>>> from factorgames.games.presets import GAMES
>>> p = replay(GAMES["number-nexus"].rules, [6, 7])
>>> status(p, {1: "Player 1", 2: "Player 2"})
'Player 1 wins: Player 2 entered 7, but 7 is not a factor or multiple of 6. In this game an invalid entry loses.'
"""

from __future__ import annotations

from collections.abc import Mapping

from ..games.outcome import Termination, mover_of
from ..games.position import Position, Rules
from ..games.registry import kind_of
from ..i18n import _, listing, person
from . import score_coach


def status(position: Position, names: Mapping[int, str]) -> str:
    """Whose turn it is and what to pick, or who won and why. `names` maps seats to names."""
    outcome = position.outcome()
    if outcome is not None and outcome.scores is not None:
        return _final_score(outcome.winner, outcome.scores, names)
    if outcome is not None and outcome.winner is not None and outcome.loser is not None:
        winner, loser = names[outcome.winner], names[outcome.loser]
        if outcome.termination is Termination.INVALID_ENTRY:
            entered = person(
                loser,
                _("You entered {n}, but {reason}."),
                _("{name} entered {n}, but {reason}."),
                n=position.forfeit,
                reason=outcome.detail,
            )
            wins = person(winner, _("You win:"), _("{name} wins:"))
            return f"{wins} {entered} " + _("In this game an invalid entry loses.")
        if outcome.termination is Termination.NO_MOVE:
            wins = person(winner, _("You win!"), _("{name} wins!"))
            return f"{wins} " + person(loser, _("You cannot make a valid move."), _("{name} cannot make a valid move."))
        if outcome.winner == mover_of(len(position.moves)):
            return person(
                winner, _("You win by removing the last number!"), _("{name} wins by removing the last number!")
            )
        wins = person(winner, _("You win!"), _("{name} wins!"))
        return f"{wins} " + person(
            loser,
            _("You removed the last number, and in misere that loses."),
            _("{name} removed the last number, and in misere that loses."),
        )
    turn = person(
        names[position.to_move],
        _("Your turn: {task}"),
        _("{name}'s turn: {task}"),
        task=kind_of(position.rules).task(position),
    )
    return turn


def _final_score(winner: int | None, scores: tuple[int, int], names: Mapping[int, str]) -> str:
    """The end of a game that keeps score: who won and the totals, or a draw.

    >>> _final_score(2, (20, 55), {1: "Computer", 2: "You"})
    'You win, 55 to 20! No number left has a factor left.'
    """
    end = _("No number left has a factor left.")
    if winner is None:
        return _("A draw: {points} points each!").format(points=scores[0]) + " " + end
    points, theirs = scores[winner - 1], scores[2 - winner]
    return (
        person(
            names[winner],
            _("You win, {points} to {theirs}!"),
            _("{name} wins, {points} to {theirs}!"),
            points=points,
            theirs=theirs,
        )
        + " "
        + end
    )


def move(name: str, before: Position, n: int) -> str:
    """What a pick did, for the screen reader's announcement."""
    gone = [m for square in before.squares() if square.n == n for m in square.removes]
    if len(gone) <= 1:
        return person(name, _("You picked {n}."), _("{name} picked {n}."), n=n)
    return person(
        name, _("You picked {n}, removing {gone}."), _("{name} picked {n}, removing {gone}."), n=n, gone=listing(gone)
    )


def insight(position: Position, names: Mapping[int, str], teaching: bool) -> str | None:
    """A fact that surprises people, when it has just happened or (for a teacher) when it can; in
    a game that keeps score, the surprise of the best opening."""
    fact = kind_of(position.rules).insight(position, names, teaching)
    if fact is None and position.scores is not None:
        return score_coach.opening(position, names, teaching)
    return fact


def settings(rules: Rules, preset: Rules) -> str | None:
    """The settings that differ from the preset's, for the rules summary; None when there are none.

    >>> from factorgames.games.presets import ChainRules, RemovalRules
    >>> settings(RemovalRules(5, without_one=True), RemovalRules(3))
    'With these settings: a 5x5 grid (1 to 25), without 1.'
    """
    if rules == preset:
        return None
    parts = kind_of(rules).settings(rules, preset)
    return _("With these settings: {settings}.").format(settings=", ".join(parts)) if parts else None
