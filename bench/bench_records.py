"""Benchmark of the records job on Multiples Removal: time per board 2..N and positions searched
per second, on one local process and on a Dask LocalCluster of 2 worker processes, side by side.

Run from the repository root:  python3 bench/bench_records.py [N_MAX] [PICKS_PER_TASK]

Each side runs the job board after board (2..2, 2..3, ... 2..N_MAX) on one executor whose workers
keep their memo between boards, as the real job does; a board's first picks are split into tasks
of PICKS_PER_TASK (default 4) so that two workers share a board. Time is wall clock for the board
(certificates included); positions are those the workers searched. Prints figures only.
"""

import os
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "py")]

from factorgames.records.executor import executor
from factorgames.records.job import Spec, assemble, run


def per_board(pool, n_max: int, picks: int) -> dict[int, tuple[float, int]]:
    """Board -> (wall seconds, positions searched), the boards run one after another on `pool`."""
    out = {}
    with tempfile.TemporaryDirectory() as folder:
        for n in range(2, n_max + 1):
            started = time.perf_counter()
            run(Spec(removal_max=n, picks_per_task=picks), Path(folder), pool, lambda line: None)
            seconds = time.perf_counter() - started
            board = assemble(Path(folder))["removal"]["boards"][-1]
            out[n] = (seconds, board["positions"])
    return out


def main() -> None:
    n_max = int(sys.argv[1]) if len(sys.argv) > 1 else 44
    picks = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    with ProcessPoolExecutor(max_workers=1) as pool:
        local = per_board(pool, n_max, picks)
    from distributed import LocalCluster

    with (
        LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster,
        executor(cluster.scheduler_address, 1) as pool,
    ):
        dask = per_board(pool, n_max, picks)
    print(f"Multiples Removal 2..N, boards 2..2 to 2..{n_max}, {picks} first picks per task")
    print(
        f"{'N':>3} | {'1 process: s':>12} {'positions':>10} {'pos/s':>9} | {'Dask 2 workers: s':>17} {'positions':>10} "
        f"{'pos/s':>9}"
    )
    for n in range(2, n_max + 1):
        (ls, lp), (ds, dp) = local[n], dask[n]
        print(f"{n:>3} | {ls:>12.3f} {lp:>10} {lp / ls:>9.0f} | {ds:>17.3f} {dp:>10} {dp / ds:>9.0f}")
    lt, lp = sum(s for s, _ in local.values()), sum(p for _, p in local.values())
    dt, dp = sum(s for s, _ in dask.values()), sum(p for _, p in dask.values())
    print(f"all | {lt:>12.3f} {lp:>10} {lp / lt:>9.0f} | {dt:>17.3f} {dp:>10} {dp / dt:>9.0f}")


if __name__ == "__main__":
    main()
