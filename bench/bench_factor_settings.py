"""Benchmark of the Factor Game's slowest settings that the New game form offers (issue #40: no
setting that stalls), before and after, side by side in one run: the engine of a commit before
(`--before`, by default the one this work started from, taken out of git) and the engine of this
checkout, each in a fresh process per board (empty caches, as a page that has just opened a game).

Run from the repository root:  python3 bench/bench_factor_settings.py  [--before REV] [--no-games]
                               [--timeout SECONDS]

For each board, from a fresh start: the perfect computer's first move, the best hint (level 3: the
value and every best pick), the teacher's analysis (every pick's exact value), each in a fresh
process, before and now, and the ratio. Then, now only, games from a fresh start against a pupil
who asks for the hint and the analysis at every turn and then picks at random or best, in either
seat, against the perfect computer and against the medium one (which searches nothing, so that
the pupil's questions meet positions off the book's lines, with the search's table cold): the
slowest computer move, hint and analysis of the whole game, and the review of the game from cold
caches (a finished game's link opened). CPU time of the process (time.process_time: the
machine is shared, wall clock would count the others' work); the browser's Pyodide is 2-4x slower.
Figures only, no pass or fail. A board the form no longer offers says so.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEFORE = "0bb21aa"
"""The commit the faster search, the book of 1..49 with lose-turn and the limits started from."""

BOARDS = [
    (1, 49, True),
    (1, 45, True),
    (2, 49, True),
    (1, 41, True),
    (2, 41, True),
    (7, 41, True),
    (8, 49, True),
    (1, 49, False),
    (1, 48, False),
    (2, 48, False),
    (2, 49, False),
    (3, 48, False),
]
"""The boards timed: with lose-turn the largest of each kind (1..49 and the limits around it), and
the standard game's slowest."""

FIRST = r"""
import json, sys, time
from factorgames.games.factor import solving
from factorgames.games.factor.rules import FactorRules
from factorgames.games.outcome import RulesError
from factorgames.play.players import choose_move
from factorgames.play.solver import clear_cache
from factorgames.teach import score_coach
import random

lo, hi, lose_turn, what = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4]
try:
    start = FactorRules(lo, hi, lose_turn).initial_position()
except RulesError:
    print(json.dumps(None))
    sys.exit()
if hasattr(solving, "prepare"):
    solving.prepare(start.rules)  # the page asks for a board's own book before the first move
began = time.process_time()
if what == "computer":
    choose_move(start, "perfect", random.Random(1))
elif what == "hint":
    score_coach.hint(start, 3, {1: "You", 2: "Computer"})
else:
    solving.values(start)
print(json.dumps(time.process_time() - began))
"""

GAMES = r"""
import json, random, sys, time
from factorgames.games.factor import solving
from factorgames.games.factor.rules import FactorRules
from factorgames.play.players import choose_move
from factorgames.play.solver import analyse, clear_cache
from factorgames.teach import score_coach

lo, hi, lose_turn, level = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "1", sys.argv[5]
worst = {"computer": 0.0, "hint": 0.0, "analysis": 0.0, "review": 0.0}
games = 0
for seed in range(int(sys.argv[4])):
    for pupil in (1, 2):
        clear_cache()
        solving.clear_cache()
        rng = random.Random(seed)
        p = FactorRules(lo, hi, lose_turn).initial_position()
        solving.prepare(p.rules)
        while not p.is_over:
            if p.to_move == pupil:
                began = time.process_time()
                score_coach.hint(p, 3, {1: "You", 2: "Computer"})
                worst["hint"] = max(worst["hint"], time.process_time() - began)
                began = time.process_time()
                solving.values(p)
                worst["analysis"] = max(worst["analysis"], time.process_time() - began)
                n = rng.choice(list(p.legal_moves())) if rng.random() < 0.6 else analyse(p).winning_moves[0]
            else:
                began = time.process_time()
                n = choose_move(p, level, rng)
                worst["computer"] = max(worst["computer"], time.process_time() - began)
            p = p.play(n)
        clear_cache()
        solving.clear_cache()
        began = time.process_time()
        score_coach.review(p.rules, p.moves)
        worst["review"] = max(worst["review"], time.process_time() - began)
        games += 1
print(json.dumps({"games": games, **worst}))
"""


def run(engine: str, script: str, args: list[str], timeout: float) -> object:
    """The script's JSON answer in a fresh process on `engine` (a py/ folder), or a string when it
    took too long."""
    env = {**os.environ, "PYTHONPATH": engine}
    try:
        done = subprocess.run(
            [sys.executable, "-c", script, *args], capture_output=True, text=True, check=True, env=env, timeout=timeout
        )
    except subprocess.TimeoutExpired:
        return f"> {timeout:.0f} s"
    return json.loads(done.stdout)


def engine_of(rev: str, workdir: str) -> str:
    """The engine (py/ and the records/ it reads) of commit `rev`, taken out of git into `workdir`."""
    archive = subprocess.run(["git", "-C", ROOT, "archive", rev, "py", "records"], capture_output=True, check=True)
    subprocess.run(["tar", "-x", "-C", workdir], input=archive.stdout, check=True)
    return os.path.join(workdir, "py")


def seconds(value: object) -> str:
    if value is None:
        return "not offered"
    return value if isinstance(value, str) else f"{value:.3f} s"


def ratio(before: object, now: object) -> str:
    if isinstance(now, float) and now < 0.001:
        return "(a book)"
    if isinstance(before, float) and isinstance(now, float):
        return f"{before / now:.1f}x"
    return ""


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--before", default=BEFORE, help=f"the commit to compare with (default {BEFORE})")
    parser.add_argument("--no-games", action="store_true", help="only the first position, before and now")
    parser.add_argument("--games-only", action="store_true", help="only the games, now")
    parser.add_argument("--games", type=int, default=2, help="seeds of games per board and seat (default 2)")
    parser.add_argument("--timeout", type=float, default=120, help="the longest a first answer may run (default 120)")
    args = parser.parse_args()
    now_engine = os.path.join(ROOT, "py")
    print(f"CPython {sys.version.split()[0]}; before: {args.before}; CPU seconds, fresh processes")
    if not args.games_only:
        first_positions(args, now_engine)
    if not args.no_games:
        games(args, now_engine)


def first_positions(args: argparse.Namespace, now_engine: str) -> None:
    """The first position's answers, before and now."""
    with tempfile.TemporaryDirectory() as workdir:
        before_engine = engine_of(args.before, workdir)
        print("\nThe first position, from a fresh start: before -> now (ratio)")
        print(f"{'board':<16} {'computer':<36} {'hint':<36} {'analysis (every value)':<36}")
        for lo, hi, lose_turn in BOARDS:
            name = f"{lo}..{hi}" + (" lose-turn" if lose_turn else "")
            cells = []
            for what in ("computer", "hint", "analysis"):
                board = [str(lo), str(hi), "1" if lose_turn else "0", what]
                before = run(before_engine, FIRST, board, args.timeout)
                now = run(now_engine, FIRST, board, args.timeout)
                cells.append(f"{seconds(before)} -> {seconds(now)} {ratio(before, now)}")
            print(f"{name:<16} " + " ".join(f"{cell:<36}" for cell in cells), flush=True)


def games(args: argparse.Namespace, now_engine: str) -> None:
    """Whole games from a fresh start, now: the slowest answer of each kind."""
    print(f"\nNow: games from a fresh start, {2 * args.games} per board and level (slowest of each answer)")
    for lo, hi, lose_turn in BOARDS:
        name = f"{lo}..{hi}" + (" lose-turn" if lose_turn else "")
        board = [str(lo), str(hi), "1" if lose_turn else "0"]
        if run(now_engine, FIRST, [*board, "computer"], args.timeout) is None:
            continue
        for level in ("perfect", "medium"):
            got = run(now_engine, GAMES, [*board, str(args.games), level], 20 * args.timeout)
            if isinstance(got, dict):
                print(
                    f"{name:<16} vs {level:<8} computer {got['computer']:.3f} s, hint {got['hint']:.3f} s, "
                    f"analysis {got['analysis']:.3f} s, review from cold {got['review']:.3f} s",
                    flush=True,
                )
            else:
                print(f"{name:<16} vs {level:<8} {got}", flush=True)


if __name__ == "__main__":
    main()
