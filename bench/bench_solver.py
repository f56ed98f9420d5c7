"""Time a full analysis of chain-game positions (outcome, every move's value, the pairing) and
compare it with the slow way: one networkx maximum matching per candidate move.

    python3 bench/bench_solver.py

Prints figures only. Targets: 1..1000 within 50 ms, and at least 1000 times faster than networkx.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import networkx as nx

from factorgames import divisibility
from factorgames.games.chain.rules import ChainPosition
from factorgames.games.presets import ChainRules
from factorgames.play import solver
from factorgames.play.players import choose_move
from factorgames.play.solver import analyse

SLOW_SAMPLE = 12
"""At 1..1000 the networkx route is timed on this many candidate moves and scaled up."""


def positions(hi: int) -> dict[str, ChainPosition]:
    """An opening, a hub (current number 2) and a mid-game position of 1..hi."""
    rules = ChainRules(1, hi)
    rng = random.Random(hi)
    mid = ChainPosition(rules)
    while len(mid.moves) < max(6, hi // 20):  # random moves that keep the game going
        alive = [n for n in mid.legal_moves() if not mid.play(n).is_over]
        if not alive:
            break
        mid = mid.play(rng.choice(alive))
    return {
        "opening": ChainPosition(rules),
        "hub 2": ChainPosition(rules, (2,)),
        f"mid-game ({len(mid.moves)} moves)": mid,
    }


def fast(position: ChainPosition, runs: int) -> float:
    """Median seconds of a cold full analysis."""
    times = []
    for _ in range(runs):
        solver.clear_cache()
        start = time.perf_counter()
        analyse(position)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def slow(position: ChainPosition, sample: int | None) -> tuple[float, int, int]:
    """Seconds for the networkx route (scaled from `sample` candidates), candidates timed, candidates."""
    graph = nx.Graph(divisibility.graph(position.unused))
    moves = list(position.legal_moves())
    timed = moves if sample is None or len(moves) <= sample else random.Random(0).sample(moves, sample)
    start = time.perf_counter()
    size = len(nx.max_weight_matching(graph, maxcardinality=True))
    for x in timed:
        without = graph.copy()
        without.remove_node(x)
        _ = len(nx.max_weight_matching(without, maxcardinality=True)) == size  # x wins iff this holds
    elapsed = time.perf_counter() - start
    return elapsed * len(moves) / max(1, len(timed)), len(timed), len(moves)


def main() -> None:
    print("Chain games: full analysis (outcome, every legal move's value, pairing certificate), cold cache")
    print(f"{'range':<9}{'position':<24}{'moves':>6}{'analysis':>12}{'networkx route':>22}{'ratio':>10}")
    for hi in (100, 1000, 10000):
        for name, position in positions(hi).items():
            legal = sum(1 for _ in position.legal_moves())
            ours = fast(position, 5 if hi <= 1000 else 1)
            row = f"1..{hi:<6}{name:<24}{legal:>6}{ours * 1000:>10.1f}ms"
            if hi <= 1000:
                theirs, timed, total = slow(position, None if hi <= 100 else SLOW_SAMPLE)
                note = "" if timed == total else f" (est. {timed}/{total})"
                row += f"{theirs:>12.2f}s{note:<10}{theirs / ours:>10.0f}x"
            print(row, flush=True)
    print()
    print("Medium's move (every legal move looked at, no sample), median of 5; the perfect move beside it")
    for hi in (100, 400):
        for name, position in positions(hi).items():
            medium, perfect = [], []
            for seed in range(5):
                start = time.perf_counter()
                choose_move(position, "medium", random.Random(seed))
                medium.append(time.perf_counter() - start)
                solver.clear_cache()
                start = time.perf_counter()
                choose_move(position, "perfect", random.Random(seed))
                perfect.append(time.perf_counter() - start)
            print(
                f"1..{hi:<6}{name:<24}medium {statistics.median(medium) * 1000:6.1f} ms   "
                f"perfect {statistics.median(perfect) * 1000:6.1f} ms",
                flush=True,
            )


if __name__ == "__main__":
    main()
