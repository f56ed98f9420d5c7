#!/usr/bin/env python3
"""Benchmark the Bots page's sandbox in Debian's Chromium (prints figures, asserts nothing).

    python3 bench/bench_bots.py [--games 20]

Each bot runs, for each game, in an interpreter of its own inside a sandboxed frame (js/bots/sandbox.js).
Measured from the page's own performance entries:
- the first interpreter's boot (Python from nothing, the snapshot made) and each later one's restore;
- a first visit beside a repeat visit (the snapshot kept by the first): from the page's start to its
  first interpreter started, which a repeat visit restores instead of booting Python, in a few runs;
- a bot's move, page to interpreter and back, for a bot that thinks for no time at all (what the
  sandbox costs a move), beside the engine's step that checks it (the same page, the same run);
- a looping bot stopped: from the moment its time ran out in the series' first game to the next game's
  first move answered (each run checks the bot first, on the engine's positions: its own time-out,
  2 s before the game's, is not this figure);
- a series of games against easy, end to end.
Build first (python3 build.py --no-serve).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_web import CHROMIUM_ARGS

from sitebuild.paths import DIST
from sitebuild.serve import make_server

INSTANT = "def choose(position):\n    return position.legal_moves()[0]\n"
LOOPS_WHEN_FIRST = (
    "def choose(position):\n    while not position.moves:\n        pass\n    return position.legal_moves()[0]\n"
)


def keep_bot(code: str) -> str:
    """An init script that keeps one bot on the device before the page loads."""
    bots = [{"id": "bench", "name": "Bench", "code": code}]
    return (
        f"localStorage.setItem('factorgames:bots', {json.dumps(json.dumps(bots))});"
        "localStorage.setItem('factorgames:bots:current', 'bench');"
    )


def measures(page, name: str) -> list[dict[str, float]]:
    return page.evaluate(
        "(name) => performance.getEntriesByName(name).map((e) => ({start: e.startTime, duration: e.duration}))",
        f"factorgames:bots:{name}",
    )


def first_started(page) -> tuple[str, float]:
    """How the page's first interpreter started ("boot" or "restore"), and when, in ms from the page's start."""
    deadline = time.monotonic() + 120
    while not (
        ends := [(m["start"] + m["duration"], kind) for kind in ("boot", "restore") for m in measures(page, kind)]
    ):
        assert time.monotonic() < deadline, "no interpreter started"
        page.wait_for_timeout(50)
    end, kind = min(ends)
    return kind, end


def play_series(page, games: int) -> float:
    runs = int(page.get_attribute("body", "data-runs") or 0)
    page.fill("#match-games", str(games))
    started = time.perf_counter()
    page.click("#play-series")
    page.wait_for_selector(f"body[data-runs='{runs + 1}']", timeout=600_000)
    return time.perf_counter() - started


def open_page(browser, url: str, code: str):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script(keep_bot(code))
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("body[data-ready=true]", timeout=120_000)
    return context, page


def fmt(values: list[float]) -> str:
    if not values:
        return "none"
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))]
    return f"median {statistics.median(ordered):.1f} ms, p95 {p95:.1f} ms, max {ordered[-1]:.1f} ms ({len(ordered)})"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--visits", type=int, default=3, help="devices visiting twice (first visit, repeat)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    server = make_server(DIST, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/bots.html"
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=os.environ.get("CHROMIUM", "/usr/bin/chromium"), args=CHROMIUM_ARGS)
        context, page = open_page(browser, url, INSTANT)
        took = play_series(page, args.games)
        boots, restores = measures(page, "boot"), measures(page, "restore")
        moves = [m["duration"] for m in measures(page, "move")]
        print(f"first interpreter (boot, snapshot made): {fmt([b['duration'] for b in boots])}")
        print(f"later interpreters (restored): {fmt([r['duration'] for r in restores])}")
        print(f"a bot's move that thinks for no time (page -> sandbox -> page): {fmt(moves)}")
        print(f"a series of {args.games} games against easy: {took:.2f} s, {took / args.games * 1000:.0f} ms a game")
        context.close()

        started: dict[str, list[float]] = {"boot": [], "restore": []}  # by how the first interpreter started
        for _ in range(args.visits):  # each a new device: a first visit, then a repeat visit in it
            context, page = open_page(browser, url, INSTANT)
            kind, ms = first_started(page)
            started[kind].append(ms)
            page.wait_for_timeout(1000)  # (the snapshot kept)
            page.reload()
            page.wait_for_selector("body[data-ready=true]", timeout=120_000)
            kind, ms = first_started(page)
            started[kind].append(ms)
            context.close()
        print(
            "the first interpreter started, from the page's start (each device's first visit should boot, "
            f"its repeat visit restore): booted {fmt(started['boot'])}; restored {fmt(started['restore'])}"
            + (
                f": {statistics.median(started['boot']) / statistics.median(started['restore']):.2f}x sooner"
                if started["boot"] and started["restore"]
                else ""
            )
        )

        context, page = open_page(browser, url, LOOPS_WHEN_FIRST)
        page.select_option("#match-first", "alternate")
        took = play_series(page, 2)
        marks = measures(page, "move")
        late = [m for m in marks if m["duration"] >= 1900]
        if late:
            # The last time-out is the first game's: the check before the series times out first.
            stopped = late[-1]["start"] + late[-1]["duration"]
            after = [m["start"] + m["duration"] for m in marks if m["start"] > stopped]
            if after:
                print(
                    f"a looping bot stopped: the next game's first move answered {after[0] - stopped:.0f} ms after "
                    f"its time ran out in the first game ({len(late)} time-outs: the check's before the series, "
                    "then the game's)"
                )
        print(f"2 games, the first lost to a loop: {took:.2f} s")
        context.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
