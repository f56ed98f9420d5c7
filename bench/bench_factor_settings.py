"""Benchmark of the Factor Game's slowest settings that the New game form offers (issue #40: every
setting answers within 1 s in the browser), before and after, side by side in one run: the engine
of a commit before (`--before`, by default the one this work started from, taken out of git with
the books it reads) and the engine of this checkout, each in a fresh process (empty caches, as a
page that has just opened a game).

Run from the repository root:  python3 bench/bench_factor_settings.py  [--before REV] [--no-games]
                               [--games-only] [--games N] [--boards 1-49-lt,...] [--pyodide]

First, for each board, from a fresh start: the perfect computer's first move, the best hint (level
3: the value and every best pick), every pick's exact value (`solving.values`), before and now,
and the ratio. Then whole games as the page plays them (`page.api` requests, the answer the page
waits for): the computer at each level (perfect, medium, easy) against a pupil in either seat
who picks at random or the best pick, each game twice: once as a pupil plays it (the best hint
asked at every turn of theirs), once as a teacher shows it (the analysis and who finishes ahead
on, so every pick and every computer move brings the analysis of the position it leaves). For
each board and level, the slowest answer of each kind over the games, before and now: the
computer's move (`computer`), the hint (`hint`), a request with the teacher's analysis on
(`analysis`: a pick's or the computer's, whichever was slower), and the review of the finished
game from cold caches (`review`: a finished game's link opened).

CPU time of the process (time.process_time: the machine is shared, wall clock would count the
others' work). With `--pyodide`, the games run in Pyodide too (the browser's Python, under Node
from node_modules/pyodide): CPU time of the Node process, and wall time, which on a loaded
machine counts the others' work. Figures only, no pass or fail. A board the form does not offer
says so.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BEFORE = "6e32610"
"""The commit this work (the search's order of promise, the books read as the search keys
positions, the teacher's analysis from the position's own when no pick finishes ahead) started from."""

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
    (5, 49, False),
    (1, 45, False),
]
"""The boards timed: with lose-turn the largest of each kind (1..49 and the limits around it), and
the standard game's slowest (with and without a book of their own)."""

GAME_BOARDS = [(1, 49, True), (1, 41, True), (8, 49, True), (1, 49, False), (2, 49, False), (5, 49, False)]
"""The boards whose games are timed by default: 1..49 with lose-turn (its book, then the search),
the largest of the other lose-turn boards, and the standard game's with and without a book."""

FIRST = r"""
import json, sys, time
from factorgames.games.factor import solving
from factorgames.games.factor.rules import FactorRules
from factorgames.games.outcome import RulesError
from factorgames.play.players import choose_move
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

GAMES = r'''
"""Games of one board and level as the page plays them; prints the slowest answer of each kind."""
import json, random, sys, time

from factorgames.games.factor import solving
from factorgames.games.factor.rules import FactorRules
from factorgames.games.outcome import RulesError
from factorgames.page.api import answer
from factorgames.play.solver import analyse, clear_cache

if sys.platform == "emscripten":
    from js import process

    def cpu():
        used = process.cpuUsage()
        return (used.user + used.system) / 1e6

else:
    cpu = time.process_time


def fresh():
    clear_cache()
    solving.clear_cache()


def timed(worst, what, request, where):
    """The answer to `request`, its CPU and wall time kept when the slowest of its kind."""
    began, wall = cpu(), time.perf_counter()
    view = answer(request)
    took = (cpu() - began, time.perf_counter() - wall)
    if took[0] > worst.get(what, (0.0, 0.0, ""))[0]:
        worst[what] = (*took, where)
    return view


def game(lo, hi, lose_turn, level, seat, style, seed, teacher, worst):
    """One game from a fresh start: the pupil in `seat` picks at random or the best pick, asking
    for the best hint at every turn (a pupil's game) or with the teacher's analysis and who
    finishes ahead shown (a teacher's)."""
    fresh()
    rng = random.Random(seed)
    marks = {"analysis": True, "standing": True} if teacher else {}
    setup = {"game": "factor-game", "range": f"{lo}-{hi}", "lose_turn": lose_turn, "vs": level, "first": seat}
    name = f"{style} pupil in seat {seat}, seed {seed}" + (", the teacher's analysis on" if teacher else "")
    view = timed(worst, "analysis" if teacher else "open", {"op": "new", "setup": setup, **marks}, f"{name}, new")
    if view.get("prepare"):
        answer({"op": "prepare", "hash": view["hash"]})  # the page asks for a board's own book at once
    while not view["over"]:
        where = f"{name}, after {view['moves'] or 'nothing'}"
        if view["computer_to_move"]:
            request = {"op": "computer", "hash": view["hash"], **marks}
            view = timed(worst, "analysis" if teacher else "computer", request, where)
            continue
        if not teacher:
            timed(worst, "hint", {"op": "view", "hash": view["hash"], "hint": 3}, where)
        position = FactorRules(lo, hi, lose_turn).initial_position()
        for n in map(int, filter(None, view["moves"].split(","))):
            position = position.play(n)
        if style == "best":
            n = analyse(position).winning_moves[0]
        else:
            n = rng.choice(list(position.legal_moves()))
        request = {"op": "pick", "hash": view["hash"], "number": n, **marks}
        view = timed(worst, "analysis" if teacher else "pick", request, where)
    fresh()
    timed(worst, "review", {"op": "load", "hash": view["hash"]}, f"{name}: {view['moves']}")


def report(lo, hi, lose_turn, level, seeds):
    try:
        FactorRules(lo, hi, lose_turn)
    except RulesError:
        return None
    worst = {}
    for seed in range(seeds):
        for seat in (1, 2):
            for style in ("random", "best"):
                for teacher in (False, True):
                    game(lo, hi, lose_turn, level, seat, style, seed, teacher, worst)
    return worst


if __name__ == "__main__":
    print(json.dumps(report(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4], int(sys.argv[5]))))
'''

NODE = r"""
import { readFileSync, readdirSync } from "node:fs";
const [indexURL, engineZip, records, script, args] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL, stdout: (line) => process.stdout.write(line + "\n") });
py.unpackArchive(new Uint8Array(readFileSync(engineZip)), "zip", { extractDir: "/home/pyodide/site" });
py.FS.mkdirTree("/home/pyodide/records");  // the books, where deep_book.read finds them
for (const name of readdirSync(records)) {
  if (name.endsWith(".bin")) py.FS.writeFile("/home/pyodide/records/" + name, readFileSync(records + "/" + name));
}
py.FS.writeFile("/home/pyodide/games.py", readFileSync(script));
py.runPython(`
import sys, runpy
sys.path[:0] = ["/home/pyodide/site"]
sys.argv = ["games.py", *${args}]
runpy.run_path("/home/pyodide/games.py", run_name="__main__")
`);
"""

KINDS = ("computer", "hint", "analysis", "review")


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
    return json.loads(done.stdout.strip().splitlines()[-1])


def run_pyodide(engine: str, workdir: str, args: list[str], timeout: float) -> object:
    """GAMES's JSON answer in Pyodide under Node, on `engine` (a py/ folder beside its records/)."""
    archive = os.path.join(workdir, f"engine-{abs(hash(engine))}.zip")
    if not os.path.exists(archive):
        with zipfile.ZipFile(archive, "w") as out:
            package = os.path.join(engine, "factorgames")
            for folder, _dirs, files in os.walk(package):
                for name in files:
                    if name.endswith((".py", ".mo")):
                        path = os.path.join(folder, name)
                        out.write(path, os.path.relpath(path, engine))
    node, script = os.path.join(workdir, "run.mjs"), os.path.join(workdir, "games.py")
    with open(node, "w", encoding="utf-8") as out:
        out.write(NODE)
    with open(script, "w", encoding="utf-8") as out:
        out.write(GAMES)
    index = os.path.join(ROOT, "node_modules", "pyodide") + "/"
    records = os.path.join(os.path.dirname(engine), "records")
    try:
        done = subprocess.run(
            ["node", node, index, archive, records, script, json.dumps(args)],
            capture_output=True,
            text=True,
            check=True,
            timeout=timeout,
        )
    except subprocess.TimeoutExpired:
        return f"> {timeout:.0f} s"
    return json.loads(done.stdout.strip().splitlines()[-1])


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


def board_name(lo: int, hi: int, lose_turn: bool) -> str:
    return f"{lo}..{hi}" + (" lose-turn" if lose_turn else "")


def parse_boards(text: str) -> list[tuple[int, int, bool]]:
    """'1-49-lt,2-49' -> [(1, 49, True), (2, 49, False)]."""
    boards = []
    for item in filter(None, text.split(",")):
        parts = item.split("-")
        boards.append((int(parts[0]), int(parts[1]), parts[2:] == ["lt"]))
    return boards


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--before", default=BEFORE, help=f"the commit to compare with (default {BEFORE})")
    parser.add_argument("--no-games", action="store_true", help="only the first position, before and now")
    parser.add_argument("--games-only", action="store_true", help="only the games")
    parser.add_argument("--games", type=int, default=2, help="seeds of games per board, level, seat and pupil (2)")
    parser.add_argument("--boards", help="the boards whose games are timed, e.g. 1-49-lt,2-49 (default: a few)")
    parser.add_argument("--levels", default="perfect,medium,easy", help="the computer's levels (default: all three)")
    parser.add_argument("--pyodide", action="store_true", help="the games in Pyodide under Node too")
    parser.add_argument("--timeout", type=float, default=120, help="the longest a first answer may run (default 120)")
    args = parser.parse_args()
    now_engine = os.path.join(ROOT, "py")
    print(f"CPython {sys.version.split()[0]}; before: {args.before}; CPU seconds, fresh processes; load {load()}")
    with tempfile.TemporaryDirectory() as workdir:
        before_engine = engine_of(args.before, workdir)
        if not args.games_only:
            first_positions(args, before_engine, now_engine)
        if not args.no_games:
            games(args, before_engine, now_engine, workdir)


def load() -> str:
    """The machine's load (1, 5 and 15 minutes), which the wall times suffer from."""
    return " ".join(f"{x:.1f}" for x in os.getloadavg())


def first_positions(args: argparse.Namespace, before_engine: str, now_engine: str) -> None:
    """The first position's answers, before and now."""
    print("\nThe first position, from a fresh start: before -> now (ratio)")
    print(f"{'board':<16} {'computer':<36} {'hint':<36} {'every value':<36}")
    for lo, hi, lose_turn in BOARDS:
        cells = []
        for what in ("computer", "hint", "analysis"):
            board = [str(lo), str(hi), "1" if lose_turn else "0", what]
            before = run(before_engine, FIRST, board, args.timeout)
            now = run(now_engine, FIRST, board, args.timeout)
            cells.append(f"{seconds(before)} -> {seconds(now)} {ratio(before, now)}")
        print(f"{board_name(lo, hi, lose_turn):<16} " + " ".join(f"{cell:<36}" for cell in cells), flush=True)


Board = tuple[int, int, bool]
"""lo, hi, lose_turn."""


def side_by_side(
    boards: list[Board],
    levels: str,
    refused: set[Board],
    measure: Callable[[str, list[str]], object],
    cell: Callable[[object, str], str],
    width: int,
) -> dict[tuple[int, int, bool, str], object]:
    """A row for each board and level, not refused: `measure(engine, board's arguments)` on the engine
    before and now, each kind's `cell` before -> now. A board the engine now refuses (not offered) is said
    and added to `refused`. Returns what each row measured now."""
    found: dict[tuple[int, int, bool, str], object] = {}
    for lo, hi, lose_turn in boards:
        if (lo, hi, lose_turn) in refused:
            continue
        for level in levels.split(","):
            board = [str(lo), str(hi), "1" if lose_turn else "0", level]
            before, now = measure("before", board), measure("now", board)
            if now is None:
                print(f"{board_name(lo, hi, lose_turn):<16} not offered")
                refused.add((lo, hi, lose_turn))
                break
            cells = [f"{cell(before, kind)} -> {cell(now, kind)}" for kind in KINDS]
            print(
                f"{board_name(lo, hi, lose_turn):<16} {level:<8} " + " ".join(f"{c:<{width}}" for c in cells),
                flush=True,
            )
            found[(lo, hi, lose_turn, level)] = now
    return found


def games(args: argparse.Namespace, before_engine: str, now_engine: str, workdir: str) -> None:
    """Whole games as the page plays them, before and now: the slowest answer of each kind."""
    boards = parse_boards(args.boards) if args.boards else GAME_BOARDS
    engines = {"before": before_engine, "now": now_engine}
    print(
        f"\nGames as the page plays them from a fresh start, {8 * args.games} a board and level (a random and a"
        " best pupil in either seat, a pupil's game and a teacher's): the slowest answer of each kind,"
        " CPU seconds in CPython, before -> now"
    )
    print(f"{'board':<16} {'level':<8} " + " ".join(f"{kind:<18}" for kind in KINDS))
    refused: set[Board] = set()
    measured = side_by_side(
        boards,
        args.levels,
        refused,
        lambda which, board: run(engines[which], GAMES, [*board, str(args.games)], 60 * args.timeout),
        cpu_of,
        18,
    )
    for (lo, hi, lose_turn, level), worst in measured.items():
        if isinstance(worst, dict):
            kind = max(worst, key=lambda k: float(worst[k][0]))
            print(
                f"  {board_name(lo, hi, lose_turn)}, {level}: slowest now {kind} {worst[kind][0]:.3f} s ({worst[kind][2]})"
            )
    if args.pyodide:
        print(
            f"\nThe same games in Pyodide (under Node): CPU seconds / wall seconds, before -> now; load {load()}",
            flush=True,
        )
        print(f"{'board':<16} {'level':<8} " + " ".join(f"{kind:<28}" for kind in KINDS))
        side_by_side(
            boards,
            args.levels,
            refused,
            lambda which, board: run_pyodide(engines[which], workdir, [*board, str(args.games)], 120 * args.timeout),
            both_of,
            28,
        )


def cpu_of(worst: object, kind: str) -> str:
    if not isinstance(worst, dict):
        return seconds(worst)
    return f"{worst[kind][0]:.3f}" if kind in worst else "-"


def both_of(worst: object, kind: str) -> str:
    if not isinstance(worst, dict):
        return seconds(worst)
    return f"{worst[kind][0]:.2f}/{worst[kind][1]:.2f}" if kind in worst else "-"


if __name__ == "__main__":
    main()
