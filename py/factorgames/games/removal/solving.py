"""Perfect play in Multiples Removal, a poset game: memoized search (`solve.removal_solver`), with
every board's first move read from a table solved in advance (`solve.tables.removal_openings`),
and on the 7x7 grid the search seeded with the lost positions solved in advance
(`solve.removal_table`).
"""

from __future__ import annotations

from ...solve import removal_solver, removal_table
from ...solve.analysis import Analysis
from ...solve.tables import removal_openings
from .rules import RemovalPosition, RemovalRules


def table_of(rules: RemovalRules) -> bool | None:
    """The table the search of these rules is seeded with, by its `misere` flag: on the 7x7 grid,
    normal play on 2..49 (False; misere play on 1..49 is the same game) or misere play on 2..49
    (True); None for the others (1..49 in normal play needs none: taking 1 wins)."""
    if rules.grid == removal_table.GRID and (rules.without_one or rules.misere):
        return rules.without_one and rules.misere
    return None


def needs_seeding(rules: RemovalRules) -> bool:
    """Whether the rules have a table not in the search's memo yet."""
    table = table_of(rules)
    return table is not None and not removal_table.seeded(table)


def seed_search(rules: RemovalRules) -> None:
    """Seed the search with the rules' table, if they have one (once)."""
    table = table_of(rules)
    if table is not None:
        removal_table.seed(table)


def analysis(position: RemovalPosition) -> Analysis:
    """A board's first move from the table of openings, else by the poset search."""
    rules = position.rules
    opening = None if position.moves else removal_openings.OPENINGS.get((rules.grid, rules.without_one, rules.misere))
    if not opening:
        seed_search(rules)
    winning = frozenset(opening[0]) if opening else removal_solver.winning_moves(position.remaining, rules.misere)
    return Analysis(bool(winning), tuple((n, n in winning) for n in position.legal_moves()))


def replies(position: RemovalPosition) -> dict[int, tuple[int, int]] | None:
    """A board's first move, and on the largest grids the second after a winning first (the
    slowest to weigh), from the table of openings; None for the solver to analyse every child."""
    rules = position.rules
    variant = (rules.grid, rules.without_one, rules.misere)
    if not position.moves:
        opening = removal_openings.OPENINGS.get(variant)
        return dict(opening[1]) if opening and opening[1] is not None else None
    if len(position.moves) == 1:
        second = removal_openings.SECOND.get((*variant, position.moves[0]))
        return dict(second) if second else None
    return None
