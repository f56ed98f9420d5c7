"""Benchmark of Multiples Removal on the 7x7 grid (2..49, normal and misere play; 1..49 in misere
play is 2..49 in normal play) in CPython and in Pyodide (the browser's Python, under Node from
node_modules/pyodide) side by side.

Run from the repository root:  python3 bench/bench_removal_7x7.py  [--no-pyodide] [GAMES]

Prints the tables' bytes (positions, raw, as shipped: zlib) and the time to read and seed them;
then whole games from a fresh start (empty caches and the tables seeded, as in a page that has
just opened a 7x7 game), perfect against perfect and against a pupil in either seat who asks for
the best hint and then errs (a random pick half the time, a winning one otherwise): every
computer move's time (max, p95), the slowest hint, and the review of the whole game at its end.
Wall clock (perf_counter); figures only, no pass or fail. Target: every move within 200 ms in
Pyodide.
"""

import os
import shutil
import subprocess
import sys
import tempfile

from pyodide_node import ROOT, engine_zip

TIMINGS = r"""
import random, time, zlib
from factorgames.games.removal import solving
from factorgames.games.removal.rules import RemovalRules
from factorgames.solve import removal_table
from factorgames.play.players import choose_move
from factorgames.play.solver import analyse, clear_cache
from factorgames.teach import coach, review

NAMES = {1: "You", 2: "Computer"}
VARIANTS = {"2..49 normal": RemovalRules(7, True, False), "2..49 misere": RemovalRules(7, True, True)}

def tables():
    lines = []
    for misere, name in removal_table.FILES.items():
        blob = removal_table.read(misere)
        start = time.perf_counter()
        count = removal_table.seed(misere)
        took = time.perf_counter() - start
        lines.append(f"{name}: {count} positions, {len(zlib.decompress(blob))} bytes raw, {len(blob)} shipped "
                     f"(zlib); read and seeded in {took * 1000:.0f} ms")
    return lines

def ms(values):
    values = sorted(values)
    return f"max {values[-1] * 1000:6.1f} ms, p95 {values[int(0.95 * (len(values) - 1))] * 1000:6.1f} ms"

def game(rules, seed, pupil=None):
    clear_cache()
    rng = random.Random(seed)
    position = rules.initial_position()
    moves, hints = [], [0.0]
    while not position.is_over:
        if position.to_move == pupil:
            start = time.perf_counter()
            coach.hint(position, 2, NAMES)
            hints.append(time.perf_counter() - start)
            winning = analyse(position).winning_moves
            legal = list(position.legal_moves())
            position = position.play(rng.choice(winning) if winning and rng.random() < 0.5 else rng.choice(legal))
            continue
        start = time.perf_counter()
        n = choose_move(position, "perfect", rng)
        moves.append(time.perf_counter() - start)
        position = position.play(n)
    start = time.perf_counter()
    review.review(rules, position.moves)
    reviewed = time.perf_counter() - start
    outcome = position.outcome()
    who = "perfect vs perfect" if pupil is None else f"vs an erring pupil as player {pupil}"
    won = "" if pupil is None else ("; the computer won" if outcome.winner != pupil else "; the PUPIL won")
    return (moves, f"  {who}, seed {seed}: {len(position.moves)} moves; computer {ms(moves)}; slowest hint "
                   f"{max(hints) * 1000:.1f} ms; review {reviewed * 1000:.0f} ms{won}")

def report(games):
    lines = tables()
    for name, rules in VARIANTS.items():
        lines.append(name)
        every = []
        for seed in range(games):
            for pupil in (None, 1, 2):
                moves, line = game(rules, seed, pupil)
                every += moves
                lines.append(line)
        lines.append(f"  every computer move ({len(every)}): {ms(every)}")
    return "\n".join(lines)
"""

NODE = r"""
import { readFileSync } from "node:fs";
const [indexURL, engineZip, timingsPy, games, ...tables] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL, stdout: () => {} });
py.unpackArchive(new Uint8Array(readFileSync(engineZip)), "zip", { extractDir: "/home/pyodide/site" });
py.FS.writeFile("/home/pyodide/timings.py", readFileSync(timingsPy));
py.FS.mkdirTree("/home/pyodide/records");
for (const table of tables) py.FS.writeFile(`/home/pyodide/records/${table.split("/").pop()}`, readFileSync(table));
process.stdout.write(py.runPython(`
import sys
sys.path[:0] = ["/home/pyodide/site", "/home/pyodide"]
sys.setrecursionlimit(5000)
import timings
timings.report(${games})
`) + "\n");
"""


def cpython(timings: str, games: int) -> str:
    sys.path[:0] = [os.path.join(ROOT, "py"), os.path.dirname(timings)]
    import timings as module

    return str(module.report(games))


def pyodide(workdir: str, timings: str, games: int) -> str:
    engine = engine_zip(workdir)
    script = os.path.join(workdir, "run.mjs")
    with open(script, "w", encoding="utf-8") as out:
        out.write(NODE)
    sys.path.insert(0, os.path.join(ROOT, "py"))
    from factorgames.solve.removal_table import FILES

    index = os.path.join(ROOT, "node_modules", "pyodide") + "/"
    done = subprocess.run(
        ["node", script, index, engine, timings, str(games)] + [os.path.join(ROOT, name) for name in FILES.values()],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.strip()


if __name__ == "__main__":
    count = next((int(a) for a in sys.argv[1:] if a.isdigit()), 3)
    with tempfile.TemporaryDirectory() as workdir:
        timings = os.path.join(workdir, "timings.py")
        with open(timings, "w", encoding="utf-8") as out:
            out.write(TIMINGS)
        print("CPython", sys.version.split()[0])
        print(cpython(timings, count))
        if "--no-pyodide" not in sys.argv and shutil.which("node"):
            print("\nPyodide (Node), the same code")
            print(pyodide(workdir, timings, count))
