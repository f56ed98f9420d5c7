"""A pupil's moves on a puzzle checked against its answer: each of the pupil's moves wins within
the moves left (an only-move puzzle: is the winning move), each of the defence's is the longest
defence, and the puzzle is solved once the winning move is found or the game is won. The puzzles
page checks each pick with these, and the Class page a pupil's solved line.

>>> from factorgames.puzzles.table import PUZZLES
>>> solves(PUZZLES[0], PUZZLES[0].line), solves(PUZZLES[0], ())
(True, False)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from urllib.parse import parse_qsl

from ..games.position import Position
from ..link_values import RecordError, parse_moves
from ..play.solver import analyse
from .model import Puzzle
from .search import defence, forces


def replayed(puzzle: Puzzle, progress: tuple[int, ...]) -> Position:
    """The puzzle's position after its moves so far, each checked: the pupil's against the answer,
    the defence's against the longest defence (ValueError when a move is not the puzzle's line)."""
    position = puzzle.position()
    for i, n in enumerate(progress):
        expected = defence(position) if i % 2 else None
        if (
            expected is not None
            and n != expected
            or expected is None
            and not correct(puzzle, progress[:i], position, n)
        ):
            raise ValueError("not the puzzle's line")
        position = position.play(n)
    return position


def moves_left(puzzle: Puzzle, progress: tuple[int, ...]) -> int:
    """In a win in k, how many of the pupil's moves are left."""
    return (puzzle.k or 1) - (len(progress) + 1) // 2


def correct(puzzle: Puzzle, progress: tuple[int, ...], position: Position, n: int) -> bool:
    """Whether the pupil's pick n, after `progress`, keeps to a solution."""
    if puzzle.only_move:
        return not progress and n in analyse(position).winning_moves
    return forces(position, n, moves_left(puzzle, progress))


def solved(puzzle: Puzzle, progress: tuple[int, ...], position: Position) -> bool:
    """Whether `progress`, which reached `position` on the puzzle's line, solves it."""
    return bool(progress) and (puzzle.only_move or position.is_over)


def solves(puzzle: Puzzle, progress: tuple[int, ...]) -> bool:
    """Whether these moves (the pupil's and the defence's) solve the puzzle."""
    try:
        return solved(puzzle, progress, replayed(puzzle, progress))
    except ValueError:  # IllegalMove is one too
        return False


def solved_lines(codes: Iterable[object], puzzles: Mapping[str, Puzzle]) -> dict[str, tuple[int, ...]]:
    """The puzzles of `puzzles` (by id) that codes a device kept (`id=<puzzle>&moves=<line>`, read as
    anything from storage) solve, each with the first line that solves it (each puzzle's lines replayed
    only until one solves it)."""
    found: dict[str, tuple[int, ...]] = {}
    for code in codes:
        keys = dict(parse_qsl(code[:2_000])) if isinstance(code, str) else {}
        puzzle = puzzles.get(keys.get("id", ""))
        if puzzle is None or puzzle.id in found:
            continue
        try:
            line = parse_moves(keys.get("moves", ""))
        except RecordError:
            continue
        if solves(puzzle, line):
            found[puzzle.id] = line
    return found


HINT_LEVELS = 2
"""A puzzle's hints: 1, the theme's clue; 2, the move marked on the board."""


def hints_taken(codes: Iterable[object], puzzles: Mapping[str, Puzzle]) -> dict[str, int]:
    """The highest hint level each puzzle of `puzzles` (by id) was shown with, as the codes a
    device kept for a class's task record it (`hint=<level>` beside `id=`, read as anything from
    storage); a puzzle shown no hint is not named.

    >>> from factorgames.puzzles.table import PUZZLES
    >>> p, q = PUZZLES[0], PUZZLES[1]
    >>> codes = [f"id={p.id}&moves=&hint=1", f"id={p.id}&moves=4&hint=2", f"id={q.id}&hint=9", 7, "id=x&hint=1"]
    >>> hints_taken(codes, {p.id: p, q.id: q}) == {p.id: 2}
    True
    """
    found: dict[str, int] = {}
    for code in codes:
        keys = dict(parse_qsl(code[:2_000])) if isinstance(code, str) else {}
        level = keys.get("hint", "")
        if keys.get("id", "") in puzzles and level in {str(n) for n in range(1, HINT_LEVELS + 1)}:
            found[keys["id"]] = max(found.get(keys["id"], 0), int(level))
    return found
