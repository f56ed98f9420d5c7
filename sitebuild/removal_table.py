"""What `python3 build.py --removal-table` writes: records/removal-7x7-lost.bin and
removal-7x7-misere-lost.bin, the lost positions of Multiples Removal on 2..49 that the engine's
7x7 games start from (see py/factorgames/solve/removal_table.py). About two minutes in CPython."""

from __future__ import annotations

import sys
import time
from pathlib import Path

from .paths import ROOT, engine_importable, log

DEPTH = 4
"""Every position of the first DEPTH moves is analysed as a game asks: its every move's value, and
when it is lost, every move's losing replies (the best try's and the hints' weighing)."""


def write_removal_tables() -> list[Path]:
    """Write both tables; return their paths."""
    engine_importable()
    from factorgames.solve.removal_table import FILES

    paths = []
    for misere, name in FILES.items():
        path = ROOT / name
        path.write_bytes(removal_table_bytes(misere))
        paths.append(path)
    return paths


def removal_table_bytes(misere: bool) -> bytes:
    """Solve 2..49, analyse the positions of the first DEPTH moves, and encode every lost position
    with at least MIN_NUMBERS numbers that the search met."""
    engine_importable()
    from factorgames.solve import removal_solver
    from factorgames.solve.removal_table import GRID, MIN_NUMBERS, encode

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    removal_solver.clear_cache()
    started = time.perf_counter()
    top = GRID * GRID
    up = {n: frozenset(range(n, top + 1, n)) for n in range(2, top + 1)}
    level = {frozenset(range(2, top + 1))}
    for depth in range(DEPTH):
        following: set[frozenset[int]] = set()
        for position in level:
            if not removal_solver.winning_moves(position, misere):
                for n in position:
                    removal_solver.winning_moves(position - up[n], misere)
            if depth + 1 < DEPTH:
                following.update(position - up[n] for n in position)
        log(
            f"removal table (misere: {misere}): {len(level)} positions after {depth} moves analysed, "
            f"{time.perf_counter() - started:.0f} s"
        )
        level = following
    lost = removal_solver.known_lost(MIN_NUMBERS, misere)
    log(f"removal table (misere: {misere}): {len(lost)} lost positions of {MIN_NUMBERS} numbers or more")
    return encode(lost)
