"""Benchmark of the Factor Game's exact search (games/factor/solving.py).

Run from the repository root:  python3 bench/bench_factor.py

For each board 1..n (and the lose-turn variant up to 1..30) it times, with a cold table, the
analysis of the first position (the value and every move's test for best), and the table's
size; then, on 1..30 and 1..49, the slowest perfect move of games of perfect against perfect
(the table warm from the game's earlier moves, as in a game in the browser). Wall clock
(perf_counter). Prints figures only.
"""

import os
import random
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "py")]

from factorgames.games.factor import solving  # noqa: E402
from factorgames.games.factor.rules import FactorRules  # noqa: E402
from factorgames.solve.players import choose_move  # noqa: E402
from factorgames.solve.solver import clear_cache  # noqa: E402


def first_position(top: int, lose_turn: bool) -> None:
    solving.clear_cache()
    rules = FactorRules(1, top, lose_turn)
    start = time.perf_counter()
    result = solving.analysis(rules.initial_position())
    took = time.perf_counter() - start
    size = len(solving.search_for(rules).table)
    print(f"1..{top:<3} {'lose-turn' if lose_turn else 'standard ':9}  value {result.value:>4}  "
          f"best {list(result.winning_moves)}  {took * 1000:9.1f} ms  table {size}")


def game_moves(top: int, seed: int) -> None:
    clear_cache()
    rng = random.Random(seed)
    position = FactorRules(1, top).initial_position()
    times = []
    while not position.is_over:
        start = time.perf_counter()
        n = choose_move(position, "perfect", rng)
        times.append(time.perf_counter() - start)
        position = position.play(n)
    print(f"1..{top}: perfect vs perfect, {len(times)} moves: first {times[0] * 1000:.1f} ms, "
          f"slowest later {max(times[1:]) * 1000:.1f} ms, final {position.scores}")


if __name__ == "__main__":
    for top in (10, 16, 20, 24, 30, 36, 40, 49):
        first_position(top, False)
    for top in (10, 16, 20, 24, 30):
        first_position(top, True)
    for top in (30, 49):
        game_moves(top, 1)
