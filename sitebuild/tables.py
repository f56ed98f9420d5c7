"""py/factorgames/solve/tables/removal_openings.py: the first move of every Multiples Removal board, solved."""

from __future__ import annotations

from .paths import PY_PACKAGE, engine_importable, log

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


FACTOR_BOOK_PY = PY_PACKAGE / "solve" / "tables" / "factor_book.py"
FACTOR_STUDY_TOP = 63
"""The largest board the book solves (the Study page's table of best openings goes this far)."""
FACTOR_DEEP_BOARDS = (49,)
"""The boards played whose next two moves the book holds too (the Factor Game unit's large board)."""


def factor_book_source() -> str:
    """py/factorgames/solve/tables/factor_book.py: the value of every first pick of the Factor Game
    on 1..2 to 1..FACTOR_STUDY_TOP, and on the deep boards every second pick's and the third
    picks' after a best first, so that every perfect move and hint comes at once from a fresh start."""
    engine_importable()
    import time

    from factorgames.games.factor import solving

    book: dict[tuple[int, int, bool], dict[int, dict[int, int]]] = {}
    for top in range(2, FACTOR_STUDY_TOP + 1):
        solving.clear_cache()
        started = time.perf_counter()
        search = solving.search_of(range(1, top + 1), False)
        full = (1 << top + 1) - 2
        entries = {full: search.move_values(full)}
        if top in FACTOR_DEEP_BOARDS:
            root = entries[full]
            for first in root:
                second = full & ~search.factors[first] & ~(1 << first)
                entries[second] = search.move_values(second)
                if root[first] == max(root.values()):
                    for reply in entries[second]:
                        third = second & ~search.factors[reply] & ~(1 << reply)
                        entries[third] = search.move_values(third)
        book[(1, top, False)] = entries
        log(f"factor book 1..{top}: {len(entries)} positions, {time.perf_counter() - started:.1f} s")
    lines = ['"""The Factor Game\'s book: (lo, hi, lose_turn) -> {the numbers left, as a bitmask: {each legal',
             "pick: its value (what it gains now minus the best the opponent makes of the rest)}}.",
             "", "Written by `python3 build.py --factor-book` (a test checks it against the search).", '"""',
             "BOOK: dict[tuple[int, int, bool], dict[int, dict[int, int]]] = {"]
    for key, entries in book.items():
        lines.append(f"    {key!r}: {{")
        for mask, values in entries.items():
            lines.append(f"        {mask:#x}: {values!r},")
        lines.append("    },")
    lines.append("}")
    return "\n".join(lines) + "\n"
