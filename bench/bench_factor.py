"""Benchmark of the Factor Game's exact search (games/factor/solving.py), in CPython and in Pyodide
(the browser's Python, run under Node from node_modules/pyodide) side by side.

Run from the repository root:  python3 bench/bench_factor.py  [--no-pyodide]

Prints, for each board 1..n, the cold search of the first position without the book (the time to
solve each board for the Study table, and the table's size); then, on 1..30 and 1..49, games of
perfect against perfect from a fresh start (the book for the first moves, the table warm from
the game's earlier moves after that, as in the browser's worker): the first move, the slowest
move and the slowest hint (every pick's exact value, what the coach's hints and review ask).
Wall clock (perf_counter); figures only, no pass or fail.
"""

import os
import shutil
import subprocess
import sys
import tempfile

from pyodide_node import ROOT, engine_zip

TIMINGS = r'''
import random, time
from factorgames.games.factor import solving
from factorgames.games.factor.rules import FactorRules
from factorgames.play.players import choose_move
from factorgames.play.solver import clear_cache
from factorgames.teach import score_coach as scoring

def cold(top):
    solving.clear_cache()
    search = solving.search_of(range(1, top + 1), False)
    start = time.perf_counter()
    values = search.move_values((1 << top + 1) - 2)
    took = time.perf_counter() - start
    best = max(values.values())
    return f"1..{top:<3} value {best:>4}  best {sorted(n for n, v in values.items() if v == best)}  " \
           f"{took * 1000:9.1f} ms  table {len(search.table)}"

def game(top, seed, pupil=None):
    """Perfect against perfect, or against a pupil in seat `pupil` who asks for the best hint (and
    a teacher for the analysis: every pick's exact value) and then picks at random: the
    computer's moves, the hints and the analyses."""
    clear_cache()
    rng = random.Random(seed)
    position = FactorRules(1, top).initial_position()
    moves, hints, marks = [], [0.0], [0.0]
    while not position.is_over:
        if position.to_move == pupil:
            start = time.perf_counter()
            scoring.hint(position, 3, {1: "You", 2: "Computer"})
            hints.append(time.perf_counter() - start)
            start = time.perf_counter()
            solving.values(position)
            marks.append(time.perf_counter() - start)
            position = position.play(rng.choice(list(position.legal_moves())))
            continue
        start = time.perf_counter()
        n = choose_move(position, "perfect", rng)
        moves.append(time.perf_counter() - start)
        position = position.play(n)
    who = "perfect vs perfect" if pupil is None else f"perfect vs a random pupil as player {pupil}"
    return (f"1..{top} {who}: computer's slowest move {max(moves) * 1000:.1f} ms of {len(moves)}; "
            f"slowest hint {max(hints) * 1000:.1f} ms; slowest teacher's analysis (every pick's exact value) "
            f"{max(marks) * 1000:.1f} ms")

def report(tops):
    lines = [cold(top) for top in tops]
    games = [game(30, 1), game(49, 1)] + [game(top, seed, pupil) for top in (30, 49) for pupil in (1, 2)
                                          for seed in (1, 2)]
    return "\n".join(lines + games)
'''

NODE = r"""
import { readFileSync } from "node:fs";
const [indexURL, engineZip, timingsPy, tops] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL, stdout: () => {} });
py.unpackArchive(new Uint8Array(readFileSync(engineZip)), "zip", { extractDir: "/home/pyodide/site" });
py.FS.writeFile("/home/pyodide/timings.py", readFileSync(timingsPy));
process.stdout.write(py.runPython(`
import sys
sys.path[:0] = ["/home/pyodide/site", "/home/pyodide"]
import timings
timings.report([${tops}])
`) + "\n");
"""

TOPS = (10, 20, 30, 36, 40, 44, 49)
"""The boards whose cold search is timed."""


def cpython(timings: str) -> str:
    sys.path[:0] = [os.path.join(ROOT, "py"), os.path.dirname(timings)]
    import timings as module

    return str(module.report(list(TOPS)))


def pyodide(workdir: str, timings: str) -> str:
    engine = engine_zip(workdir)
    script = os.path.join(workdir, "run.mjs")
    with open(script, "w", encoding="utf-8") as out:
        out.write(NODE)
    index = os.path.join(ROOT, "node_modules", "pyodide") + "/"
    done = subprocess.run(
        ["node", script, index, engine, timings, ",".join(map(str, TOPS))], capture_output=True, text=True, check=True
    )
    return done.stdout.strip()


if __name__ == "__main__":
    with tempfile.TemporaryDirectory() as workdir:
        timings = os.path.join(workdir, "timings.py")
        with open(timings, "w", encoding="utf-8") as out:
            out.write(TIMINGS)
        print("CPython", sys.version.split()[0])
        print(cpython(timings))
        if "--no-pyodide" not in sys.argv and shutil.which("node"):
            print("\nPyodide (Node), the same code")
            print(pyodide(workdir, timings))
