"""py/factorgames/solve/tables/removal_openings.py: the first move of every Multiples Removal board, solved."""

from __future__ import annotations

from .paths import PY_PACKAGE, engine_importable

REMOVAL_OPENINGS_PY = PY_PACKAGE / "solve" / "tables" / "removal_openings.py"


def removal_openings_source() -> str:
    """py/factorgames/solve/tables/removal_openings.py: the first move of every Multiples Removal board, solved
    (the slowest search a game asks for, up to a third of a second on 6x6), so that every computer
    move stays quick from a fresh start."""
    engine_importable()
    from factorgames.games.removal.rules import GRID_SIZES, RemovalRules
    from factorgames.solve import removal_solver
    from factorgames.solve.solver import replies_of_children

    table = {}
    for grid in GRID_SIZES:
        for without_one in (False, True):
            for misere in (False, True):
                start = RemovalRules(grid, without_one, misere).initial_position()
                winning = tuple(sorted(removal_solver.winning_moves(start.remaining, misere)))  # not the table
                lost = None if winning else replies_of_children(start)  # the children: searched
                table[(grid, without_one, misere)] = (winning, lost)
    lines = ['"""The first move of every Multiples Removal board, solved: (grid, without 1, misere) ->',
             "(the winning moves, and when there are none, each move's losing replies out of all replies).",
             "", "Written by `python3 build.py --tables` (a test checks it against the solver).", '"""',
             "OPENINGS: dict[tuple[int, bool, bool], tuple[tuple[int, ...], dict[int, tuple[int, int]] | None]] = {"]
    for key, (winning, lost) in table.items():
        lines.append(f"    {key!r}: ({winning!r}, {lost!r}),")
    lines.append("}")
    return "\n".join(lines) + "\n"
