"""A task's moves checked by replaying them in the engine: every move legal, every computer move
the one the engine plays with the task's seed, and the outcome recomputed. What a replay cannot
show (that nobody helped, that a game or a puzzle was the first try) is said on the Class page.
A puzzles task's moves are its puzzles' lines, each solved one checked against its answer.

>>> from .assignment import Assignment, Task
>>> a = Assignment("Year 7", (Task("game=factor-chain-challenge&vs=easy", "win"),), seed=5)
>>> check(a, 0, None).state, check(a, 0, (4, 99)).state
('todo', 'invalid')
>>> check(a, 0, (4, 3)).words
'Not verified: move 2 is not the move the computer plays there.'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..games.outcome import IllegalMove
from ..i18n import _, ngettext
from ..play.players import choose_move, seeded
from ..puzzles.answers import solves
from ..transcript import Record, encode
from .assignment import BY_ID, Assignment, Task

MarkState = Literal["done", "tried", "todo", "invalid"]
"""done: the goal is met; tried: played, the goal not (yet) met; todo: not begun; invalid: the
moves do not replay (edited, or not played from the task's link)."""


@dataclass(frozen=True)
class Mark:
    """A task's mark: its state, in a few words, and the game's share code ("" when there is none)."""

    state: MarkState
    words: str
    game: str = ""
    moves: int = 0

    @property
    def rank(self) -> tuple[int, int]:
        """Which of two attempts counts: the goal met, then played, then the longer game."""
        return ({"done": 3, "tried": 2, "todo": 1, "invalid": 0}[self.state], self.moves)


def flat(lines: list[tuple[int, ...]]) -> tuple[int, ...]:
    """A puzzles task's lines, one per puzzle (empty: not solved), as a result holds them: each
    line's length, then its moves.

    >>> flat([(4,), (), (6, 3, 9)]), unflat((1, 4, 0, 3, 6, 3, 9), 3)
    ((1, 4, 0, 3, 6, 3, 9), [(4,), (), (6, 3, 9)])
    """
    return tuple(n for line in lines for n in (len(line), *line))


def unflat(moves: tuple[int, ...], count: int) -> list[tuple[int, ...]] | None:
    """The lines `flat` made, or None when `moves` is not `count` lines."""
    lines: list[tuple[int, ...]] = []
    i = 0
    while i < len(moves) and len(lines) < count:
        lines.append(moves[i + 1 : i + 1 + moves[i]])
        i += 1 + moves[i]
    return lines if i == len(moves) and len(lines) == count else None


def _puzzles(task: Task, moves: tuple[int, ...]) -> Mark:
    """A puzzles task: every line given solves its puzzle."""
    lines = unflat(moves, len(task.puzzles))
    if lines is None:
        return Mark("invalid", _("Not verified: the puzzles' moves cannot be read."))
    for j, (puzzle, line) in enumerate(zip(task.puzzles, lines, strict=True), start=1):
        if line and not solves(BY_ID[puzzle], line):
            return Mark("invalid", _("Not verified: the moves of puzzle {j} do not solve it.").format(j=j))
    done = sum(1 for line in lines if line)
    words = ngettext("{done} of {n} puzzle solved.", "{done} of {n} puzzles solved.", len(lines))
    return Mark("done" if done == len(lines) else "tried", words.format(done=done, n=len(lines)), "", done)


def check(assignment: Assignment, k: int, moves: tuple[int, ...] | None) -> Mark:
    """Task k of the assignment, played with these moves, replayed."""
    if not moves:
        return Mark("todo", _("Not started."))
    task, setup = assignment.tasks[k], assignment.setup(k)
    if task.goal == "puzzles":
        return _puzzles(task, moves)
    game = encode(Record(setup, moves))
    position = setup.rules.initial_position()
    for ply, n in enumerate(moves, start=1):
        if position.is_over:
            return Mark("invalid", _("Not verified: moves go on after the game's end."), game, len(moves))
        computer = not setup.solo and setup.player(position.to_move) == 2
        if computer and n != choose_move(position, setup.level or "perfect", seeded(setup.seed or 0, ply)):
            return Mark(
                "invalid",
                _("Not verified: move {k} is not the move the computer plays there.").format(k=ply),
                game,
                len(moves),
            )
        try:
            position = position.play(n)
        except IllegalMove:
            return Mark("invalid", _("Not verified: move {k} breaks the rules.").format(k=ply), game, len(moves))
    if task.goal == "chain":
        length = len(position.played)
        words = ngettext("A chain of {n} number.", "A chain of {n} numbers.", length).format(n=length)
        return Mark("done" if length >= task.target else "tried", words, game, length)
    outcome = position.outcome()
    if outcome is None:
        words = ngettext("Not finished: {n} move so far.", "Not finished: {n} moves so far.", len(moves))
        return Mark("tried", words.format(n=len(moves)), game, len(moves))
    if outcome.winner is None:
        return Mark("done" if task.goal == "finish" else "tried", _("A draw."), game, len(moves))
    won = setup.player(outcome.winner) == 1
    words = (
        ngettext("Won in {n} move.", "Won in {n} moves.", len(moves))
        if won
        else ngettext("Lost in {n} move.", "Lost in {n} moves.", len(moves))
    ).format(n=len(moves))
    return Mark("done" if won or task.goal == "finish" else "tried", words, game, len(moves))
