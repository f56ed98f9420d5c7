"""Time the study table (who wins every range 1..2 to 1..N) grown range by range, against a
decomposition from scratch for each range, in one run.

    python3 bench/bench_study.py [--max 1000]

Prints figures only. Target: `factorgames table juniper-green --max 1000` within 1 s in CPython.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path
from typing import cast

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from factorgames import divisibility
from factorgames.games.chain.rules import ChainRules
from factorgames.games.chain.study import first_range, growing, table
from factorgames.games.presets import GAMES
from factorgames.page import study_page
from factorgames.solve.matching import gallai_edmonds


def from_scratch(rules, hi_max: int) -> list[tuple[int, ...]]:
    """The same rows, each range's graph and decomposition made anew."""
    rows = []
    for hi in range(first_range(rules), hi_max + 1):
        even = gallai_edmonds(divisibility.graph(range(rules.lo, hi + 1))).even
        rows.append(tuple(n for n in replace(rules, hi=hi).initial_position().legal_moves() if n in even))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--max", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    rules = cast(ChainRules, GAMES["juniper-green"].rules)
    grown, scratch = [], []
    for _ in range(args.runs):
        t0 = time.perf_counter()
        rows = list(table(rules, first_range(rules), args.max))
        grown.append(time.perf_counter() - t0)
    t0 = time.perf_counter()
    slow = from_scratch(rules, args.max)
    scratch.append(time.perf_counter() - t0)
    assert [row.winning_moves for row in rows] == slow, "the two ways disagree"
    g, s = statistics.median(grown), scratch[0]
    page = []
    tops = [100]  # the Study page's way: parts of 100, 200, 400, ... ranges, the table kept between them
    while tops[-1] * 2 < args.max:
        tops.append(tops[-1] * 2)
    for _ in range(args.runs):
        growing.cache_clear()
        t0 = time.perf_counter()
        after = 0
        for top in [*tops, args.max]:
            study_page.view(f"rule=even&max={top}", after)
            after = top
        page.append(time.perf_counter() - t0)
    p = statistics.median(page)
    print(f"Juniper Green, every range 1..{first_range(rules)} to 1..{args.max}:")
    print(f"  grown range by range : {g * 1000:7.0f} ms (median of {args.runs})")
    print(f"  from scratch         : {s * 1000:7.0f} ms   ({s / g:.1f}x slower)")
    print(
        f"  the Study page's views, in parts ({', '.join(map(str, tops))}, {args.max}; the table kept between them): "
        f"{p * 1000:7.0f} ms"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
