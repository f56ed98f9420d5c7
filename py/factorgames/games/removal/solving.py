"""Perfect play in Multiples Removal, a poset game: memoized search (`solve.removal_solver`), with
every board's first move read from a table solved in advance (`solve.tables.removal_openings`).
"""
from __future__ import annotations

from ...solve import removal_solver
from ...solve.analysis import Analysis
from ...solve.tables import removal_openings
from .rules import RemovalPosition


def analysis(position: RemovalPosition) -> Analysis:
    """A board's first move from the table of openings, else by the poset search."""
    rules = position.rules
    opening = None if position.moves else removal_openings.OPENINGS.get((rules.grid, rules.without_one, rules.misere))
    winning = frozenset(opening[0]) if opening else removal_solver.winning_moves(position.remaining, rules.misere)
    return Analysis(bool(winning), tuple((n, n in winning) for n in position.legal_moves()))


def replies(position: RemovalPosition) -> dict[int, tuple[int, int]] | None:
    """A board's first move (the slowest to search) from the table of openings; None for the
    solver to analyse every child."""
    rules = position.rules
    opening = None if position.moves else removal_openings.OPENINGS.get((rules.grid, rules.without_one, rules.misere))
    if opening and opening[1] is not None:
        return dict(opening[1])
    return None
