"""The job's tasks: plain functions of plain arguments returning JSON-ready dicts, so that any
concurrent.futures-style executor (local processes, a Dask cluster) can run them anywhere."""

from __future__ import annotations

import time
from typing import Any

from .removal import Solver, board

_SOLVERS: dict[int, Solver] = {}
"""One solver per limit in each worker process: its memo serves every task sent there."""


def solver_for(limit: int) -> Solver:
    """This process's solver for boards up to `limit`."""
    solver = _SOLVERS.get(limit)
    if solver is None:
        solver = _SOLVERS[limit] = Solver(limit)
    return solver


def removal_picks(limit: int, n: int, picks: list[int]) -> dict[str, Any]:
    """Whether each first pick on 2..n wins, with a certificate of every answer."""
    started = time.perf_counter()
    solver = solver_for(limit)
    searched = solver.searched
    lost: set[int] = set()
    won: dict[int, int] = {}
    winning = []
    for m in picks:
        after = solver.canonical(board(n) & ~solver.t.up[m])
        if not solver.wins(after):
            winning.append(m)
        solver.prove(after, lost, won)
    return {
        "picks": picks,
        "winning": winning,
        "positions": solver.searched - searched,
        "seconds": round(time.perf_counter() - started, 3),
        "lost": sorted(format(p, "x") for p in lost),
        "won": {format(p, "x"): move for p, move in sorted(won.items())},
    }


def chain_game_rows(hi_from: int, hi_to: int) -> dict[str, Any]:
    """The winning first numbers of the chain game on 1..hi with a free opening, for every hi in
    hi_from..hi_to (those of an opening rule are the ones it allows: a pick wins when some
    maximum matching misses it, whatever the rule)."""
    from ..games.chain.rules import ChainRules
    from ..games.chain.study import table

    started = time.perf_counter()
    rows = [[row.hi, list(row.winning_moves)] for row in table(ChainRules(1, hi_to), hi_from, hi_to)]
    return {"rows": rows, "seconds": round(time.perf_counter() - started, 3)}


def factor_game_board(n: int) -> dict[str, Any]:
    """Perfect play in the Factor Game on 1..n (normal rules): the value of each first pick m of
    2..n (what it gains minus the best the second player then makes of the rest: `values[m - 2]`),
    the first player's margin (the largest) and every best first pick, ascending.

    The values are the engine's (`games/factor/solving.opening_values`): the book's where it holds
    the board (up to 1..63, written by the same search: `python3 build.py --factor-book`), else
    searched here (`from_book` says which); `verify` and the tests search the small boards again.

    >>> board = factor_game_board(10)
    >>> board["margin"], board["best_first_picks"], board["values"][9 - 2]
    (3, [7], 2)
    """
    from ..games.factor import solving
    from ..solve.tables.factor_book import BOOK

    started = time.perf_counter()
    from_book = sum(1 << m for m in range(1, n + 1)) in BOOK.get((1, n, False), {})
    by_pick = solving.opening_values(1, n, False)
    if not from_book:
        solving.clear_cache()  # the board's table: no other task needs it
    values = [by_pick[m] for m in range(2, n + 1)]
    margin = max(values)
    return {
        "n": n,
        "margin": margin,
        "best_first_picks": [m for m in range(2, n + 1) if by_pick[m] == margin],
        "values": values,
        "from_book": from_book,
        "seconds": round(time.perf_counter() - started, 3),
    }


def longest_chain(n: int) -> dict[str, Any]:
    """A longest chain of 1..n with the certificate that none is longer, found by the branch and cut
    of sitebuild/longest.py (needs scipy: requirements-data.txt; run from the repository's root)."""
    try:
        from sitebuild.longest import chain_certificate
    except ImportError as error:
        raise RuntimeError(
            "the longest chains need scipy (pip install -r requirements-data.txt) and the repository's root on the path"
        ) from error
    started = time.perf_counter()
    chain, certificate = chain_certificate(n)
    return {
        "n": n,
        "length": len(chain),
        "chain": list(chain),
        "seconds": round(time.perf_counter() - started, 3),
        "certificate": certificate,
    }
