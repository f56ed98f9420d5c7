#!/usr/bin/env python3
"""Benchmark the built site in Debian's Chromium (prints figures, asserts nothing).

    python3 bench/bench_web.py [--runs 5]

- page open to playable, cold (a fresh browser context each run: no cache, no service worker)
- offline reload to playable (after one visit; the service worker serves everything)
- a perfect computer move's round trip (page -> worker -> Python -> page) at 1..100 and 1..400
- our own shipped bytes: everything in dist/ except Pyodide's files (target <= 200 KB)
- a first visit under Chromium's network emulation (10 Mbit/s and 3G-like), a stock Pyodide boot and
  the site side by side: bytes on the wire (gzip where a host compresses) and time to playable
- a repeat visit against a stock boot, with where its time goes (the worker's steps), and to the
  computer's first move after a pupil's pick, in a profile on disk and in an incognito context
- the pick to the perfect computer's move with the page's visible pause (1..100, 1..400)
- the Study page's 1..1000 table: its first rows and the whole

"Playable" is the moment the page marks `factorgames:ready` (the first view is drawn and
nothing is pending). Times are medians over --runs runs.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import gzip
import json
import os
import statistics
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the build package, sitebuild
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
READY = "body[data-ready=true][data-idle=true]"

# The worker's own protocol, driven from the page: time one request's round trip.
ROUND_TRIP_JS = """
async ([request, runs, build]) => {
  // The site's policy of Trusted Types gives the worker's address (the page enforces them).
  const { siteScript } = await import(new URL("js/shared/trusted.js", document.baseURI).href);
  const worker = new Worker(siteScript(new URL("js/engine/worker.js", document.baseURI)), { type: "module" });
  worker.postMessage({ type: "hello", build }); // the worker serves only a page of its own build
  await new Promise((resolve, reject) => worker.addEventListener("message", (e) => {
    if (e.data.type === "ready") resolve();
    if (e.data.type === "fatal") reject(new Error(e.data.message));
  }));
  const times = [];
  let answer = null;
  for (let i = 0; i < runs; i++) {
    // A different position each run (the engine may cache what it solved).
    const payload = JSON.stringify({ ...request, hash: request.hashes[i % request.hashes.length], seed: 1000 + i });
    const t0 = performance.now();
    answer = await new Promise((resolve) => {
      const onMessage = (e) => {
        if (e.data.type === "reply" && e.data.id === i) {
          worker.removeEventListener("message", onMessage);
          resolve(e.data.response);
        }
      };
      worker.addEventListener("message", onMessage);
      worker.postMessage({ id: i, request: payload });
    });
    times.push(performance.now() - t0);
  }
  worker.terminate();
  return { times, answer: JSON.parse(answer).announce };
}
"""


WORKER_STEPS = """performance.getEntriesByType("mark").filter((m) => m.name.startsWith("factorgames:worker:"))
  .map((m) => [m.name.slice("factorgames:worker:".length), m.startTime])"""
"""The worker's start, step by step (js/engine/worker.js times them; engine-client.js marks them on the page)."""


def ready_ms(page, mark: str = "factorgames:ready") -> float:
    """Milliseconds from navigation start to one of the page's marks: "factorgames:ready" (Python
    answered) or "factorgames:board" (a board to play on is drawn: on a return visit, before Python)."""
    return float(page.evaluate(f"performance.getEntriesByName({mark!r})[0].startTime"))


STOCK_PAGE = """<!doctype html><meta charset="utf-8"><title>stock Pyodide</title>
<script type="module" src="boot.mjs"></script>"""
STOCK_BOOT = """const { loadPyodide } = await import("./pyodide.mjs");
const py = await loadPyodide({ indexURL: "./" });
py.runPython("import json, random, dataclasses, enum, functools, itertools, urllib.parse, zipfile");
performance.mark("stock:ready");
document.body.dataset.ready = "true";
"""
"""The stock boot: the pinned npm files as they come, loadPyodide, and the engine's stdlib imports
(a module script of its own: the local server sends the site's CSP)."""


@contextlib.contextmanager
def stock_site() -> Iterator[Path]:
    """A folder holding a stock Pyodide page: the pinned npm files as they come and STOCK_BOOT."""
    import shutil
    import tempfile

    from sitebuild.npm import PYODIDE_PKG, pyodide_files

    with tempfile.TemporaryDirectory() as tmp:
        for name in pyodide_files():
            shutil.copy2(PYODIDE_PKG / name, Path(tmp) / name)
        (Path(tmp) / "index.html").write_text(STOCK_PAGE, encoding="utf-8")
        (Path(tmp) / "boot.mjs").write_text(STOCK_BOOT, encoding="utf-8")
        yield Path(tmp)


Opener = Callable[..., Any]
"""Opens a browser context of the given options (Playwright's new_context's): see openers()."""


@contextlib.contextmanager
def openers(pw: Any, browser: Any) -> Iterator[dict[str, Opener]]:
    """The two kinds of browser a repeat visit is measured in, by name: "a profile on disk" (a persistent
    context in a new temporary profile, as a pupil's own browser: Chromium keeps compiled code, its
    code cache of scripts and WebAssembly, only for a profile on disk) and "incognito" (a new context of
    one browser: nothing compiled is kept)."""
    import shutil
    import tempfile

    profiles = Path(tempfile.mkdtemp(prefix="bench-profiles-"))

    def on_disk(**options: Any) -> Any:
        profile = tempfile.mkdtemp(dir=profiles)
        return pw.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS, **options)

    try:
        yield {"a profile on disk": on_disk, "incognito": browser.new_context}
    finally:
        shutil.rmtree(profiles, ignore_errors=True)


def revisit(context, page, url: str):
    """The page at `url` again as a returning visitor opens it: in a new tab (the old one closed), with
    the context's caches warm. Not a reload: a reload keeps the tab's renderer process, which may still
    hold the WebAssembly the last load compiled (a stock boot then skips compiling it: 1.25 s against
    2.0 s in a new tab, measured here)."""
    page.close()
    page = context.new_page()
    page.goto(url)
    return page


@contextlib.contextmanager
def served(folder: Path) -> Iterator[str]:
    """The site's local server on `folder` (an origin of its own: its own caches) while in the block: its address."""
    from sitebuild.serve import make_server

    server = make_server(folder, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()


def stock_boot(opener: Opener, runs: int) -> list[float]:
    """A stock Pyodide boot, with the HTTP cache warm (a new tab after a first load in one context), each run."""
    times = []
    with stock_site() as tmp, served(tmp) as origin:
        url = f"{origin}index.html"
        context = opener()
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-ready=true]", state="attached", timeout=60_000)
        for _ in range(runs):
            page = revisit(context, page, url)
            page.wait_for_selector("body[data-ready=true]", state="attached", timeout=60_000)
            times.append(float(page.evaluate("performance.getEntriesByName('stock:ready')[0].startTime")))
        context.close()
    return times


# ------------------------------------------------------------------------------ a first visit, network-shaped

NETWORKS = {
    "10 Mbit/s, 40 ms": (10e6, 40.0),
    "3G-like, 1.6 Mbit/s, 300 ms": (1.6e6, 300.0),
}
"""Chromium's network emulation (CDP Network.emulateNetworkConditions): download bits/s, latency ms."""

COMPRESSIBLE = {".wasm", ".js", ".mjs", ".json", ".html", ".css", ".svg", ".webmanifest", ".txt"}
"""What a host set up as docs/hosting.md says compresses (gzip); zips go as they are."""


def shaped_server(directory: Path):
    """A server of `directory` that gzips what a well set-up host compresses (every such file
        compressed before the first visit, as a host that compresses ahead does: the time a slow
        compression takes is no part of a visit) and counts what it sends: server.sent (body bytes),
        server.files (bodies), server.asked (every request by path, 304s included), server.bodies (when each body began to go
    out, ms since the epoch, and its bytes)."""
    import functools
    import gzip
    import io
    from collections import Counter

    from sitebuild.serve import SiteHandler, SiteServer

    packed = {
        path: gzip.compress(path.read_bytes(), 6)
        for path in directory.rglob("*")
        if path.is_file() and path.suffix in COMPRESSIBLE
    }

    class Shaped(SiteHandler):
        def send_head(self):  # type: ignore[no-untyped-def]
            self.server.asked[self.path.split("?")[0]] += 1  # type: ignore[attr-defined]
            path = Path(self.translate_path(self.path))
            if path.is_dir():
                path = path / "index.html"
            if path in packed and "gzip" in self.headers.get("Accept-Encoding", ""):
                # Validators as a host sends them with a compressed body: a revalidation is a 304.
                modified = int(path.stat().st_mtime)
                since = self.headers.get("If-Modified-Since")
                with contextlib.suppress(TypeError, ValueError):
                    if since and email.utils.parsedate_to_datetime(since).timestamp() >= modified:
                        self.send_response(304)
                        self.end_headers()
                        return None
                body = packed[path]
                self.send_response(200)
                self.send_header("Content-Type", self.guess_type(str(path)))
                self.send_header("Content-Encoding", "gzip")
                self.send_header("Last-Modified", self.date_time_string(modified))
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                return io.BytesIO(body)
            return super().send_head()

        def copyfile(self, source, outputfile):  # type: ignore[no-untyped-def]
            data = source.read()
            self.server.bodies.append((time.time() * 1000, len(data)))  # type: ignore[attr-defined]
            outputfile.write(data)
            self.server.sent += len(data)  # type: ignore[attr-defined]
            self.server.files += 1  # type: ignore[attr-defined]

    server = SiteServer(("127.0.0.1", 0), functools.partial(Shaped, directory=str(directory)))
    server.quiet = True
    server.sent = 0  # type: ignore[attr-defined]
    server.files = 0  # type: ignore[attr-defined]
    server.asked = Counter()  # type: ignore[attr-defined]
    server.bodies = []  # type: ignore[attr-defined]
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


FIRST_VISIT_ENDED = """() => navigator.serviceWorker.ready.then(() => true)"""
"""A first visit's end: the offline cache installed (the site registers its service worker once the
game is playable and the network idle)."""


def shaped_first_visit(browser, server, path: str, mark: str, network: tuple[float, float]) -> dict:
    """A first visit (a fresh context, service workers allowed) under network emulation: milliseconds
    from navigation to `mark`, the bytes and files the server had sent by then, and by the end of the
    visit (the site's offline cache installed: what it precaches, counted apart), and the files
    requested more than once."""
    down, latency = network
    context = browser.new_context()
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send(
        "Network.emulateNetworkConditions",
        {"offline": False, "latency": latency, "downloadThroughput": down / 8, "uploadThroughput": down / 8},
    )
    server.sent = server.files = 0
    server.asked.clear()
    server.bodies.clear()
    page.goto(f"http://127.0.0.1:{server.server_address[1]}/{path}")
    page.wait_for_selector("body[data-ready=true]", state="attached", timeout=600_000)
    visit: dict = {"ms": float(page.evaluate(f"performance.getEntriesByName({mark!r})[0].startTime"))}
    # What went out before the page was playable (the bodies begun by then: the offline cache's
    # start after it, and the page's own requests before it are all answered by then).
    playable = float(page.evaluate("performance.timeOrigin")) + visit["ms"]
    before = [size for at, size in list(server.bodies) if at <= playable]
    visit["sent"], visit["files"] = sum(before), len(before)
    if mark == "factorgames:ready":
        page.evaluate(FIRST_VISIT_ENDED)
        page.wait_for_timeout(1000)  # (ready once installed; its last writes)
    visit["sent_end"], visit["files_end"] = server.sent, server.files
    visit["twice"] = sorted(p for p, n in server.asked.items() if n > 1)
    context.close()
    return visit


def network_first_visits(
    browser, dist: Path, runs: int = 1, only: str | None = None, before: Path | None = None
) -> None:
    """A stock Pyodide boot and our site, side by side, on a first visit under each network: bytes on
    the wire (gzip where a host compresses) and time to a playable board (stock: Python ready with
    the engine's standard imports); with several runs, the pairs alternate and the ratio is the
    median of each pair's. `before`: a copy of an earlier build's dist/, measured in the same runs."""
    with stock_site() as stock_dir:
        servers = {"stock Pyodide": shaped_server(stock_dir), "Factor Games": shaped_server(dist)}
        pages = {"stock Pyodide": ("index.html", "stock:ready"), "Factor Games": ("#game=nrich", "factorgames:ready")}
        if before:
            servers["before"] = shaped_server(before)
            pages["before"] = pages["Factor Games"]
        befores: list[float] = []
        for label, network in NETWORKS.items():
            if only and not label.startswith(only):
                continue
            ratios = []
            for _ in range(runs):
                times = {}
                for name, server in servers.items():
                    path, mark = pages[name]
                    visit = shaped_first_visit(browser, server, path, mark, network)
                    times[name] = visit["ms"]
                    print(
                        f"first visit, {label:28s} {name:14s}: {visit['sent'] / 1e6:5.2f} MB on the wire "
                        f"({visit['files']} files) when playable at {times[name] / 1000:6.2f} s"
                    )
                    if visit["sent_end"] != visit["sent"]:
                        print(
                            f"   then the offline cache: {(visit['sent_end'] - visit['sent']) / 1e6:5.2f} MB more "
                            f"({visit['files_end'] - visit['files']} files), {visit['sent_end'] / 1e6:5.2f} MB in all"
                        )
                    print(f"   requested more than once: {', '.join(visit['twice']) or 'none'}")
                ratios.append(times["stock Pyodide"] / times["Factor Games"])
                print(f"   {ratios[-1]:.2f}x faster than stock")
                if before:
                    befores.append(times["stock Pyodide"] / times["before"])
                    print(f"   (before: {befores[-1]:.2f}x faster than stock)")
            if runs > 1:
                print(
                    f"   {label}: median {statistics.median(ratios):.2f}x faster than stock "
                    f"(pairs: {', '.join(f'{r:.2f}x' for r in ratios)})"
                )
                if before:
                    print(
                        f"   {label}: before, median {statistics.median(befores):.2f}x "
                        f"(pairs: {', '.join(f'{r:.2f}x' for r in befores)})"
                    )
            befores.clear()
        for server in servers.values():
            server.shutdown()


STUDY_JS = """async (hash) => {
  const t0 = performance.now();
  const parts = {};
  await new Promise((resolve) => {
    new MutationObserver(() => {
      const shown = document.body.dataset.shownMax;
      if (shown && !(shown in parts)) parts[shown] = performance.now() - t0;
      if (shown === "1000" && document.body.dataset.idle === "true") resolve();
    }).observe(document.body, { attributes: true });
    location.hash = hash;
  });
  return parts;
}"""
"""Ask the open Study page for a table: milliseconds to each part drawn."""


PICK_TO_MOVE_JS = """
async () => {
  // The pupil's pick (the first legal number), and the computer's move drawn after it: ms between.
  const moves = () => document.querySelectorAll("#chain li").length;
  const before = moves();
  const start = performance.now();
  document.querySelector('#board button[data-state="legal"]').click();
  await new Promise((resolve) => {
    const seen = new MutationObserver(() => {
      if (moves() >= before + 2) { seen.disconnect(); resolve(); }
    });
    seen.observe(document.getElementById("chain"), { childList: true, subtree: true });
  });
  return performance.now() - start;
}
"""


def paced_replies(browser, label: str, url: str, runs: int) -> None:
    """The pick to the computer's move as a pupil sees it: with the page's own visible pause (500 ms),
    against the perfect computer at 1..100 and 1..400 (a new game each run)."""
    context = browser.new_context(service_workers="block")
    page = context.new_page()
    for hi in (100, 400):
        times = []
        for _ in range(runs):
            page.goto("about:blank")
            page.goto(f"{url}#game=juniper-green&range=1-{hi}&vs=perfect&first=1")
            page.wait_for_selector(READY, state="attached", timeout=60_000)
            times.append(float(page.evaluate(PICK_TO_MOVE_JS)))
        print(f"{label}: the pick to the perfect computer's move at 1..{hi}, with the visible pause: {fmt(times)}")
    context.close()


def study_in_browser(browser, url: str, runs: int) -> None:
    """The Study page's 1..1000 table, the engine started (a small study first), each run in a new page
    (the first boots Python afresh, the others restore the snapshot it kept)."""
    first, whole, boots = [], [], []
    context = browser.new_context(service_workers="block")
    for _ in range(runs):
        page = context.new_page()
        page.goto(url + "study.html#rule=even&max=30")
        page.wait_for_selector("body[data-idle=true][data-shown-max='30']", state="attached", timeout=60_000)
        parts = page.evaluate(STUDY_JS, "rule=even&max=1000")
        first.append(parts["100"])
        whole.append(parts["1000"])
        boots.append(page.evaluate("document.body.dataset.engine"))
        page.close()
    context.close()
    print(f"Study 1..1000 in the browser: first rows (1..100) {fmt(first)}")
    print(f"                              the whole table     {fmt(whole)}   (engine from: {', '.join(boots)})")


SERVICE_WORKER_IN_CONTROL = """() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true :
  new Promise((r) => navigator.serviceWorker.addEventListener("controllerchange", () => r(true))))"""


RETURN_TO = "#game=nrich&range=1-100&moves=48"
"""A game's address as the site writes it (a link a pupil comes back to): the page draws its last
view of it before Python answers."""


FIRST_MOVE_GAME = "#game=nrich&vs=medium"
"""The game a pupil comes back to: NRICH's, against the medium computer."""

REPLY_MARK = """
globalThis.FACTORGAMES_THINK_MS = 0; // the computer's visible pause (500 ms) is the page's choice, not its wait
addEventListener("DOMContentLoaded", () => {
  new MutationObserver(() => {
    const picked = globalThis.benchPicked;
    if (picked === undefined || performance.getEntriesByName("bench:reply").length) return;
    if (document.querySelectorAll("#chain li").length < picked + 2) return;
    performance.mark("bench:reply");
    document.documentElement.dataset.benchReply = "true"; // (a selector to wait for: the page's policy forbids eval)
  }).observe(document.body, { subtree: true, childList: true });
});
"""
"""Marks "bench:reply" on the page once the computer's move after the pick is drawn (the pick made when
globalThis.benchPicked is set: the moves the chain held then)."""

PAGE_PICK = """
if (localStorage.getItem("bench:pick") === "page") {
  localStorage.removeItem("bench:pick");
  const observer = new MutationObserver(() => pick());
  const pick = () => {
    const legal = document.querySelector('#board button[data-state="legal"]');
    if (!legal) return;
    observer.disconnect();
    globalThis.benchPicked = document.querySelectorAll("#chain li").length;
    performance.mark("bench:picked");
    legal.click();
  };
  observer.observe(document, { subtree: true, childList: true, attributes: true });
}
"""
"""With localStorage's "bench:pick" set to "page" before a visit: the page itself picks the first legal
number the moment a board to play on is drawn (the pupil's click, without the test driver's own
latency: Playwright's click waits for the element to be stable over two frames and goes through the
driver, 0.1-0.5 s on a loaded machine)."""


def pick_and_reply(page) -> tuple[float, float]:
    """Pick the first legal number as soon as a board to play on is drawn (the last one, before Python
    answers: the pick is queued), and wait for the computer's reply: milliseconds from navigation to
    it, and from the pick to it."""
    page.wait_for_selector('#board button[data-state="legal"]', state="attached", timeout=60_000)
    picked_at = float(
        page.evaluate("globalThis.benchPicked = document.querySelectorAll('#chain li').length; performance.now()")
    )
    page.locator('#board button[data-state="legal"]').first.click()
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.wait_for_selector("html[data-bench-reply]", state="attached", timeout=60_000)
    reply = ready_ms(page, "bench:reply")
    return reply, reply - picked_at


def page_pick_and_reply(page) -> tuple[float, float]:
    """As pick_and_reply, the pick made by the page itself (PAGE_PICK) as soon as the board is drawn."""
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.wait_for_selector("html[data-bench-reply]", state="attached", timeout=60_000)
    reply = ready_ms(page, "bench:reply")
    return reply, reply - ready_ms(page, "bench:picked")


def first_move_visits(
    opener: Opener, url: str, runs: int, service_workers: str, picker: str = "driver"
) -> tuple[list[float], list[float], set[str]]:
    """A repeat visit in a new tab to the computer's first move after a pick: a pupil played one
    move against the medium computer on a first visit; each visit opens that game again (its view
    kept as the first visit left it, so every run starts alike) and picks as soon as the board is
    drawn (picker "driver": Playwright clicks; "page": the page's own script, PAGE_PICK). Returns the
    times from navigation, from the pick, and how the engine started."""
    context = opener(service_workers=service_workers)
    context.add_init_script(REPLY_MARK)
    context.add_init_script(PAGE_PICK)
    page = context.new_page()
    page.goto(url + FIRST_MOVE_GAME)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    pick_and_reply(page)
    if service_workers == "allow":
        page.evaluate(SERVICE_WORKER_IN_CONTROL)
    page.wait_for_timeout(3500)  # the snapshot and the decoded WebAssembly are kept after the first answer
    address = "#" + page.evaluate("location.hash.slice(1)")
    kept = page.evaluate("localStorage.getItem('factorgames:view')")
    to_reply, after_pick, boots = [], [], set()
    for _ in range(runs):
        page.evaluate("(kept) => localStorage.setItem('factorgames:view', kept)", kept)
        if picker == "page":
            page.evaluate("localStorage.setItem('bench:pick', 'page')")
        page = revisit(context, page, url + address)
        reply, waited = page_pick_and_reply(page) if picker == "page" else pick_and_reply(page)
        to_reply.append(reply)
        after_pick.append(waited)
        boots.add(page.evaluate("document.body.dataset.engine"))
    context.close()
    return to_reply, after_pick, boots


def repeat_visits(opener: Opener, url: str, runs: int) -> None:
    """A repeat visit (a new tab, see revisit) to a board to play on and to Python's first answer,
    against a stock Pyodide boot with its HTTP cache warm, in the same run: as a returning pupil's
    browser makes it (the site's service worker serves its files), and with the HTTP cache alone
    (the service worker blocked)."""
    stock = stock_boot(opener, runs)
    served = opener()
    page = served.new_page()
    page.goto(url + RETURN_TO)
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.evaluate(SERVICE_WORKER_IN_CONTROL)
    page.wait_for_timeout(3000)  # the snapshot is kept after the first answer
    by_worker, by_worker_boots = [], set()
    for _ in range(runs):
        page = revisit(served, page, url + RETURN_TO)
        page.wait_for_selector(READY, state="attached", timeout=60_000)
        by_worker.append(ready_ms(page))
        by_worker_boots.add(page.evaluate("document.body.dataset.engine"))
    served.close()
    repeat_context = opener(service_workers="block")
    repeat = repeat_context.new_page()
    repeat.goto(url + RETURN_TO)
    repeat.wait_for_selector(READY, state="attached", timeout=60_000)
    repeat_board, repeat_ready, unsnapped, boots = [], [], [], set()
    steps: dict[str, list[float]] = {}
    for _ in range(runs):
        # Without the kept snapshot (the visit then makes it again) and then with it.
        repeat.evaluate("caches.delete('factorgames-snapshot')")
        repeat = revisit(repeat_context, repeat, url + RETURN_TO)
        repeat.wait_for_selector(READY, state="attached", timeout=60_000)
        unsnapped.append(ready_ms(repeat))
        repeat.wait_for_timeout(3000)  # the snapshot is kept after the first answer
        repeat = revisit(repeat_context, repeat, url + RETURN_TO)
        repeat.wait_for_selector(READY, state="attached", timeout=60_000)
        repeat_board.append(ready_ms(repeat, "factorgames:board"))
        repeat_ready.append(ready_ms(repeat))
        boots.add(repeat.evaluate("document.body.dataset.engine"))
        for name, at in repeat.evaluate(WORKER_STEPS):
            steps.setdefault(name, []).append(at)
    repeat_context.close()
    stock_ms = statistics.median(stock)
    print(f"stock Pyodide boot (warm cache, a new tab): {fmt(stock)}")
    for workers, how, picker in (
        ("allow", "files from the service worker", "driver"),
        ("block", "the HTTP cache alone", "driver"),
        ("allow", "files from the service worker, picked by the page", "page"),
    ):
        to_reply, after_pick, first_boots = first_move_visits(opener, url, runs, workers, picker)
        print(
            f"repeat visit to the computer's first move after a pick, {how}: {fmt(to_reply)}   "
            f"{stock_ms / statistics.median(to_reply):.1f}x faster than stock   "
            f"(the pick to the move: median {statistics.median(after_pick):.0f} ms; engine from: {', '.join(sorted(first_boots))})"
        )
    print(
        f"repeat visit to Python's first answer, files from the service worker: {fmt(by_worker)}   "
        f"{stock_ms / statistics.median(by_worker):.1f}x faster than stock   (engine from: {', '.join(sorted(by_worker_boots))})"
    )
    print("and with the service worker blocked (the HTTP cache alone):")
    print(
        f"repeat visit to a board to play on  : {fmt(repeat_board)}   "
        f"{stock_ms / statistics.median(repeat_board):.1f}x faster than stock"
    )
    print(
        f"repeat visit to Python's first answer: {fmt(repeat_ready)}   "
        f"{stock_ms / statistics.median(repeat_ready):.1f}x faster than stock   (engine from: {', '.join(sorted(boots))})"
    )
    print(
        f"   the same without the snapshot    : {fmt(unsnapped)}   "
        f"{stock_ms / statistics.median(unsnapped):.1f}x faster than stock"
    )
    print(
        "   where a repeat visit's time goes (the worker's steps, medians from navigation): "
        + ", ".join(
            f"{name} {statistics.median(times):.0f} ms"
            for name, times in sorted(steps.items(), key=lambda i: min(i[1]))
        )
    )


def fmt(values: list[float]) -> str:
    return (
        f"median {statistics.median(values):7.0f} ms   (min {min(values):.0f}, max {max(values):.0f}, n={len(values)})"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description="Benchmark the built site.")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--network-only", action="store_true", help="only the network-shaped first visits")
    parser.add_argument("--study-only", action="store_true", help="only the Study page's 1..1000 table")
    parser.add_argument(
        "--repeat-only", action="store_true", help="only the repeat visits against a stock boot, and the paced replies"
    )
    parser.add_argument("--network-runs", type=int, default=1, help="pairs of network-shaped first visits per network")
    parser.add_argument("--network", choices=["10 Mbit/s", "3G"], help="only this network's first visits")
    parser.add_argument(
        "--before",
        type=Path,
        help="a copy of an earlier build's dist/: its first visits and its repeat visits measured in the same run",
    )
    args = parser.parse_args()

    from playwright.sync_api import sync_playwright

    from sitebuild.paths import DIST
    from sitebuild.serve import make_server
    from sitebuild.site import build
    from sitebuild.sources import dist_is_stale

    if dist_is_stale(DIST):
        build(DIST)
    dist = DIST
    build_id = json.loads((dist / "build-info.json").read_text())["build"]
    server = make_server(dist, 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"

    from sitebuild.bytecode import STDLIB_PYC
    from sitebuild.stdlib_trim import TRIMMED_STDLIB

    stdlib = dist / "py" / TRIMMED_STDLIB
    packed_stdlib = stdlib.with_name(stdlib.name + ".xz")
    own = [
        p
        for p in dist.rglob("*")
        if p.is_file() and p.relative_to(dist).parts[0] != "pyodide" and p not in (stdlib, packed_stdlib)
    ]
    pyodide = [p for p in dist.rglob("*") if p.is_file() and p.relative_to(dist).parts[0] == "pyodide"]
    own_raw = sum(p.stat().st_size for p in own)
    own_gz = sum(len(gzip.compress(p.read_bytes(), 9)) for p in own)
    py_raw = sum(p.stat().st_size for p in pyodide)
    print(f"Site {url}  (build {DIST / 'build-info.json'})")
    print(
        f"our own shipped bytes : {own_raw / 1024:7.1f} KB raw, {own_gz / 1024:6.1f} KB gzipped, {len(own)} files (target <= 200 KB)"
    )
    for p in sorted(own, key=lambda p: -p.stat().st_size)[:6]:
        print(f"    {p.relative_to(dist).as_posix():28s} {p.stat().st_size / 1024:7.1f} KB")
    print(f"Pyodide's files       : {py_raw / 1024 / 1024:7.1f} MB raw, {len(pyodide)} files")
    whole = next(dist.glob(f"pyodide/*/{STDLIB_PYC}"))
    labelled = [("trimmed (the boot's)", stdlib), ("whole (the safety net's)", whole)]
    if packed_stdlib.is_file():
        labelled.insert(1, ("trimmed, packed with xz", packed_stdlib))
    for label, p in labelled:
        print(
            f"standard library, {label:24s}: {p.stat().st_size / 1e6:5.2f} MB raw, "
            f"{len(gzip.compress(p.read_bytes(), 9)) / 1e6:5.2f} MB gzip"
        )

    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)

        def every_repeat_visit() -> None:
            """The repeat visits in each kind of browser (openers), an earlier build's (--before) beside."""
            with openers(pw, browser) as kinds:
                for kind, opener in kinds.items():
                    print(f"== repeat visits, {kind}:")
                    repeat_visits(opener, url, args.runs)
                    if args.before:
                        with served(args.before) as earlier:  # (the earlier build's, in the same run)
                            print(f"before ({args.before}), {kind}:")
                            repeat_visits(opener, earlier, args.runs)

        def every_paced_reply() -> None:
            """paced_replies of this build, and of an earlier one (--before) in the same run."""
            paced_replies(browser, "now", url, args.runs)
            if args.before:
                with served(args.before) as earlier:
                    paced_replies(browser, "before", earlier, args.runs)

        if args.study_only or args.repeat_only:
            if args.study_only:
                study_in_browser(browser, url, args.runs)
            else:
                every_repeat_visit()
                every_paced_reply()
            browser.close()
            server.shutdown()
            return 0
        network_first_visits(browser, dist, args.network_runs, args.network, args.before)
        if args.network_only:
            browser.close()
            server.shutdown()
            return 0

        cold = []
        cold_board = []
        wall = []
        for _ in range(args.runs):
            context = browser.new_context(service_workers="block")
            page = context.new_page()
            t0 = time.perf_counter()
            page.goto(url)
            page.wait_for_selector(READY, state="attached", timeout=60_000)
            wall.append((time.perf_counter() - t0) * 1000)
            cold.append(ready_ms(page))
            cold_board.append(ready_ms(page, "factorgames:board"))
            context.close()
        print(f"open to playable, cold: {fmt(cold)}")
        print(f"open to a board, cold (the preset's view made at build time): {fmt(cold_board)}")
        print(f"   (wall clock incl. navigation: {fmt(wall)})")

        offline = []
        context = browser.new_context()
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector(READY, state="attached", timeout=60_000)
        page.evaluate(SERVICE_WORKER_IN_CONTROL)
        context.set_offline(True)
        for _ in range(args.runs):
            page.reload()
            page.wait_for_selector(READY, state="attached", timeout=60_000)
            offline.append(ready_ms(page))
        context.set_offline(False)
        print(f"offline reload to playable: {fmt(offline)}")

        every_repeat_visit()
        every_paced_reply()
        study_in_browser(browser, url, args.runs)
        for hi in (100, 400):
            # The computer's opening move, then its reply to different first moves of ours.
            openings = [f"game=juniper-green&range=1-{hi}&vs=perfect&first=2"]
            replies = [
                f"game=juniper-green&range=1-{hi}&vs=perfect&first=1&moves={2 * (i + 1)}" for i in range(args.runs)
            ]
            for label, hashes in (("opening move", openings), ("reply", replies)):
                result = page.evaluate(ROUND_TRIP_JS, [{"op": "computer", "hashes": hashes}, args.runs, build_id])
                first = result["times"][0]
                print(
                    f"perfect move 1..{hi:<3} {label:12s}: {fmt(result['times'])}   first call {first:.0f} ms"
                    f"   [{result['answer']}]"
                )
        context.close()
        browser.close()
    server.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
