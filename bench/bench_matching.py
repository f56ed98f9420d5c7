"""Time gallai_edmonds (and matching_missing) on divisibility graphs 1..n, against networkx.

Run from the repository root: python3 bench/bench_matching.py
Prints median wall-clock times; asserts nothing. networkx is optional and slow on 1..10000
(about half a minute), so it is run once there.
"""

import statistics
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from factorgames.divisibility import graph as divisibility_graph
from factorgames.solve.matching import Decomposition, gallai_edmonds, matching_missing

try:
    import networkx as nx
except ImportError:
    nx = None


def median_time(run: Callable[[], object], repeats: int) -> float:
    """Median wall-clock seconds of `repeats` calls."""
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def missing_all(g: dict[int, list[int]], d: Decomposition, sample: list[int]) -> list[object]:
    """What each vertex of the sample misses, as the benchmark asks it."""
    return [matching_missing(g, v, d) for v in sample]


def main() -> None:
    print(f"{'graph':>10} {'edges':>7} {'matched':>7} {'|D|':>5} {'|A|':>5} {'|C|':>5}"
          f" {'gallai_edmonds':>15} {'missing/vertex':>15} {'networkx':>10}")  # fmt: skip
    for n, repeats in ((100, 21), (1000, 11), (10000, 5)):
        g = divisibility_graph(range(1, n + 1))
        edges = sum(map(len, g.values())) // 2
        d = gallai_edmonds(g)
        ours = median_time(partial(gallai_edmonds, g), repeats)
        sample = sorted(d.even)[:: max(1, len(d.even) // 50)]
        missing = median_time(partial(missing_all, g, d, sample), 3) / len(sample)
        if nx is None:
            theirs = "n/a"
        else:
            h = nx.Graph(g)
            runs = 1 if n >= 10000 else 3
            theirs = f"{median_time(partial(nx.max_weight_matching, h, maxcardinality=True), runs) * 1e3:8.1f}ms"
        print(f"{'1..' + str(n):>10} {edges:>7} {len(d.matching) // 2:>7} {len(d.even):>5} {len(d.odd):>5}"
              f" {len(d.rest):>5} {ours * 1e3:13.2f}ms {missing * 1e3:13.3f}ms {theirs:>10}")  # fmt: skip


if __name__ == "__main__":
    main()
