"""Benchmark of the Multiples Removal solver against the plain reference.

Run from the repository root:  python3 bench/bench_removal.py

For k = 4, 5, 6 and each variant (normal / misere, with / without 1) it times
a full analysis of the start position with a cold cache: the outcome plus,
for every legal move, whether it wins.  Times are wall clock (perf_counter)
with the process CPU time in brackets.  Prints figures only.
"""

import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "py"), os.path.join(ROOT, "tests")]

import oracle
from factorgames.games.removal.rules import removed_by
from factorgames.solve import removal_solver as rs
from oracle import plain_to_move_wins


def solver_analysis(start, misere):
    win = rs.to_move_wins(start, misere)
    moves = rs.winning_moves(start, misere)
    return win, moves


def plain_analysis(start, misere):
    win = plain_to_move_wins(start, misere)
    moves = frozenset(n for n in start if not plain_to_move_wins(start - removed_by(start, n), misere))
    return win, moves


def timed(fn, *args):
    rs.clear_cache()
    oracle._PLAIN_MEMO.clear()
    w0, c0 = time.perf_counter(), time.process_time()
    result = fn(*args)
    w1, c1 = time.perf_counter(), time.process_time()
    rs.clear_cache()
    return result, w1 - w0, c1 - c0


def plain_skip_reason(k, with_one, misere):
    """Why the plain reference is not run (None: run it)."""
    if k < 6 or (with_one and not misere):
        return None  # with 1 in normal play, plain finds "take 1" at once
    return "skipped (> 60 s: ~6 million positions, several GB as frozensets)"


def main():
    print("Multiples Removal: full analysis of the start position, cold cache")
    print("times: wall seconds (CPU seconds)\n")
    header = f"{'board':<5} {'variant':<18} {'mover':<6} {'winning moves':<14} {'solver':<16} plain reference"
    print(header)
    print("-" * len(header))
    for k in (4, 5, 6):
        for with_one in (True, False):
            for misere in (False, True):
                start = frozenset(range(1 if with_one else 2, k * k + 1))
                variant = f"{'with 1' if with_one else 'without 1'}, {'misere' if misere else 'normal'}"
                (win, moves), wall, cpu = timed(solver_analysis, start, misere)
                solver = f"{wall:.3f} ({cpu:.3f})"
                reason = plain_skip_reason(k, with_one, misere)
                if reason:
                    plain = reason
                else:
                    (pwin, pmoves), pwall, pcpu = timed(plain_analysis, start, misere)
                    plain = f"{pwall:.3f} ({pcpu:.3f})"
                    if (pwin, pmoves) != (win, moves):
                        plain += f"  DISAGREES: {pwin} {sorted(pmoves)}"
                mover = "wins" if win else "loses"
                winning = ",".join(map(str, sorted(moves))) or "-"
                print(f"{f'{k}x{k}':<5} {variant:<18} {mover:<6} {winning:<14} {solver:<16} {plain}")
                sys.stdout.flush()
    computer_moves()


def computer_moves():
    """The perfect computer's move on 6x6 from a fresh start (empty caches: a page just opened),
    at the start and after up to four random moves; the start comes from the table of openings."""
    import random

    from factorgames.games.presets import RemovalRules
    from factorgames.play import solver
    from factorgames.play.players import choose_move

    print("\nThe perfect computer's move on 6x6 from a fresh start (wall ms; target <= 100)")
    for with_one in (True, False):
        for misere in (False, True):
            rules = RemovalRules(6, not with_one, misere)
            times = []
            rng = random.Random(1)
            for plies in range(5):
                p = rules.initial_position()
                for _ in range(plies):
                    if not p.is_over:
                        p = p.play(rng.choice(list(p.legal_moves())))
                if p.is_over:
                    continue
                rs.clear_cache()
                solver.clear_cache()
                t0 = time.perf_counter()
                choose_move(p, "perfect", random.Random(0))
                times.append((time.perf_counter() - t0) * 1000)
            variant = f"{'with 1' if with_one else 'without 1'}, {'misere' if misere else 'normal'}"
            print(f"  {variant:<18} max {max(times):5.0f} ms  ({', '.join(f'{t:.0f}' for t in times)})")


if __name__ == "__main__":
    main()
