"""py/factorgames/puzzles/table.py: the puzzle set, made by the engine from games of the computer
against itself and checked by the solver (about a minute), so that the pages search nothing."""

from __future__ import annotations

from .paths import PY_PACKAGE, engine_importable

PUZZLES_PY = PY_PACKAGE / "puzzles" / "table.py"


def puzzles_source() -> str:
    """The text of py/factorgames/puzzles/table.py."""
    engine_importable()
    from factorgames.puzzles.make import make_puzzles

    lines = [
        '"""The puzzle set: each puzzle\'s id, position (a share code), k (None: find the only winning',
        "move), answer line, theme, difficulty, the medium computer's misses and the other right first moves",
        "(see model.Puzzle).",
        "",
        "Written by `python3 build.py --puzzles` (factorgames.puzzles.make; the tests check every answer).",
        '"""',
        "from .model import Puzzle",
        "",
        "PUZZLES: tuple[Puzzle, ...] = (",
    ]
    lines += [f"    {puzzle!r}," for puzzle in make_puzzles()]
    lines.append(")")
    return "\n".join(lines) + "\n"
