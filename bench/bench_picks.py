#!/usr/bin/env python3
"""What each pick costs the browser on the game page (prints figures, asserts nothing).

    python3 bench/bench_picks.py [--rounds 3] [--before COPY_OF_AN_EARLIER_DIST]

A pupil plays Juniper Green on 1..100 against the perfect computer (the page's visible pause off), the
middle one of the legal numbers each turn, three games a round, the page traced by Chromium; then the
same in an earlier build's dist/ (--before), round after round in one run. For each build, per pick
(the pick, the busy board, the computer's move and the views drawn), medians of the rounds: the page's
main thread, its layout and style, its raster (software here: --disable-gpu) and the engine's worker,
in CPU milliseconds (the trace's thread times). The page's work, not the engine's: what a slow school
device spends drawing each move, and the bulk of the browser tests' time (docs/benchmarks.md).
"""

from __future__ import annotations

import argparse
import collections
import json
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

from bench_web import CHROMIUM, CHROMIUM_ARGS, READY, served

GAMES = [
    "game=juniper-green&vs=perfect&hi=100",
    "game=juniper-green&vs=perfect&hi=99",
    "game=juniper-green&vs=perfect&hi=98",
]
PICKS_A_GAME = 12
CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink", "cc", "v8", "toplevel"]
MEASURES = {
    "main thread": ("CrRendererMain", "ThreadControllerImpl::RunTask"),
    "layout": ("CrRendererMain", "Layout"),
    "style": ("CrRendererMain", "UpdateLayoutTree"),
    "raster": ("ThreadPoolForegroundWorker", "RasterTask"),
    "worker": ("DedicatedWorker thread", "ThreadControllerImpl::RunTask"),
}


def rendered(page) -> int:
    return int(page.get_attribute("body", "data-renders") or 0)


def after(page, before: int) -> None:
    page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")


def play(page) -> int:
    """Pick the middle legal number until the game ends or PICKS_A_GAME picks: how many were picked."""
    picks = 0
    while picks < PICKS_A_GAME and page.get_attribute("#app", "data-over") != "true":
        legal = page.eval_on_selector_all(
            '#board button[data-state="legal"]', "els => els.map((e) => e.dataset.number)"
        )
        if not legal:
            break
        before = rendered(page)
        page.click(f'#board button[data-number="{legal[len(legal) // 2]}"]')
        after(page, before)
        picks += 1
    return picks


def thread_times(trace: Path) -> collections.Counter[tuple[str, str]]:
    """CPU milliseconds of each (thread, event) in a Chromium trace (complete events' thread durations)."""
    events = json.loads(trace.read_text())["traceEvents"]
    names = {
        (e["pid"], e["tid"]): e["args"]["name"] for e in events if e.get("ph") == "M" and e.get("name") == "thread_name"
    }
    times: collections.Counter[tuple[str, str]] = collections.Counter()
    for e in events:
        if e.get("ph") == "X" and "tdur" in e:
            times[(names.get((e["pid"], e["tid"]), "?"), e["name"])] += e["tdur"] / 1000
    return times


def round_of(browser: Any, url: str, trace: Path) -> dict[str, float]:
    """One round on the site at `url`: the milliseconds of each measure per pick."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script("globalThis.FACTORGAMES_THINK_MS = 0;")
    try:
        page = context.new_page()
        page.goto(url + "#" + GAMES[0])
        page.wait_for_selector(READY, state="attached", timeout=60_000)
        browser.start_tracing(page=page, path=str(trace), categories=CATEGORIES)
        picks = 0
        for n, game in enumerate(GAMES):
            if n:
                before = rendered(page)
                page.evaluate("(game) => { location.hash = game; }", game)
                after(page, before)
            picks += play(page)
        browser.stop_tracing()
    finally:
        context.close()
    times = thread_times(trace)
    return {name: times[key] / max(picks, 1) for name, key in MEASURES.items()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--before", type=Path, help="a copy of an earlier build's dist/, measured in the same run")
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    from sitebuild.paths import DIST
    from sitebuild.site import build
    from sitebuild.sources import dist_is_stale

    if dist_is_stale(DIST):
        build(DIST)
    builds = {"now": DIST, **({"before": args.before} if args.before else {})}
    found: dict[str, list[dict[str, float]]] = {label: [] for label in builds}
    with sync_playwright() as pw, tempfile.TemporaryDirectory() as tmp:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for r in range(args.rounds):
            for label, folder in builds.items():
                with served(folder) as url:
                    found[label].append(round_of(browser, url, Path(tmp) / f"{label}-{r}.json"))
        browser.close()
    print(f"Per pick, CPU ms (medians of {args.rounds} rounds; Juniper Green 1..100 against perfect):")
    print(f"{'':12s}" + "".join(f"{name:>13s}" for name in MEASURES))
    for label, rounds in found.items():
        medians = [statistics.median(r[name] for r in rounds) for name in MEASURES]
        print(f"{label:12s}" + "".join(f"{m:13.1f}" for m in medians))
    return 0


if __name__ == "__main__":
    sys.exit(main())
