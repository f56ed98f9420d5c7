"""Start-up: the browser imports the Python build.py ships (without docstrings, only what runs), a
first visit asks for each file once (the offline cache, installed once the game is playable, takes
what the page downloaded from the HTTP cache), and a return visit starts from a memory snapshot."""

from __future__ import annotations

import json
import subprocess
import threading
import time
import zipfile
from collections import Counter

import pytest

from sitebuild.npm import pyodide_version
from sitebuild.paths import PYODIDE_PKG
from sitebuild.serve import SiteHandler, SiteServer

pytestmark = pytest.mark.fresh_context  # start-up itself: every context a first visit

WAIT_FOR_CONTROLLER = """() => Promise.race([
  navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true :
    new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true)))),
  new Promise((resolve) => setTimeout(() => resolve(false), 30000)),
])"""


def shipped(archive: zipfile.ZipFile, module: str) -> bytes:
    """A module as shipped: its source or its bytecode (build.py ships whichever starts sooner)."""
    names = set(archive.namelist())
    return archive.read(next(name for name in (f"{module}.py", f"{module}.pyc") if name in names))


def test_the_engine_and_the_standard_library_ship_without_docstrings_and_only_what_runs(site_dist):
    version = pyodide_version()
    with zipfile.ZipFile(site_dist / "py" / "python_stdlib.pyc.zip") as trimmed_zip:
        trimmed = set(trimmed_zip.namelist())
        json_module = shipped(trimmed_zip, "json/__init__")
    assert b"dumps" in json_module and b"JSON (JavaScript Object Notation)" not in json_module
    with zipfile.ZipFile(site_dist / "py" / "factorgames.zip") as engine:
        api = shipped(engine, "factorgames/page/api")
    assert b"handle" in api and b"The one module the browser's worker calls" not in api
    # Only what the engine runs ships for the boot; the rest waits in the whole library.
    assert "_stdlib_fallback.pyc" in trimmed and "email/__init__.pyc" in whole_library(site_dist) - trimmed
    assert len(trimmed) < len(whole_library(site_dist)) / 2
    # Files no page fetches are not shipped: Pyodide's own library and its lock file.
    assert not (site_dist / "pyodide" / version / "python_stdlib.zip").exists()
    assert not (site_dist / "pyodide" / version / "pyodide-lock.json").exists()


COLUMNS_JS = """
const [indexURL, archive, module] = process.argv.slice(1);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL });
py.FS.writeFile("/tmp/shipped.zip", (await import("node:fs")).readFileSync(archive));
console.log(py.runPython(`
import marshal, zipfile
def codes(code):
    yield code
    for const in code.co_consts:
        if hasattr(const, "co_positions"):
            yield from codes(const)
top = marshal.loads(zipfile.ZipFile("/tmp/shipped.zip").read("${module}")[16:])
lines = [line for code in codes(top) for line, _, _, _ in code.co_positions() if line is not None]
columns = [column for code in codes(top) for _, _, column, _ in code.co_positions() if column is not None]
f"{len(lines)} {len(columns)}"
`));
"""


def test_the_shipped_bytecode_keeps_its_lines_and_drops_its_columns(site_dist):
    """Compiled as python -X no_debug_ranges does (a third fewer bytes on the wire): a traceback still
    names each line, it marks no columns."""
    with zipfile.ZipFile(site_dist / "py" / "python_stdlib.pyc.zip") as trimmed_zip:
        assert "inspect.pyc" in trimmed_zip.namelist()
    out = subprocess.run(
        [
            "node",
            "--input-type=module",
            "-e",
            COLUMNS_JS,
            f"{PYODIDE_PKG.as_posix()}/",
            str(site_dist / "py" / "python_stdlib.pyc.zip"),
            "inspect.pyc",
        ],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    lines, columns = int(out[-2]), int(out[-1])
    assert lines > 1000 and columns == 0


def whole_library(site_dist) -> set[str]:
    return set(zipfile.ZipFile(site_dist / "pyodide" / pyodide_version() / "python_stdlib.full.pyc.zip").namelist())


@pytest.fixture()
def counting_server(site_dist):
    """A server of the built site that counts every request by path (a 304 too) and the files it
    sends in full (status 200), and notes when each request came (ms since the epoch)."""
    asked: Counter[str] = Counter()
    sent: Counter[str] = Counter()
    when: dict[str, list[float]] = {}

    class Counting(SiteHandler):
        def send_response(self, code, message=None):
            path = self.path.split("?")[0]
            asked[path] += 1
            when.setdefault(path, []).append(time.time() * 1000)
            if code == 200:
                sent[path] += 1
            super().send_response(code, message)

    import functools

    server = SiteServer(("127.0.0.1", 0), functools.partial(Counting, directory=str(site_dist)))
    server.quiet = True
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/", asked, sent, when
    server.shutdown()
    server.server_close()


ASKED_BY_TWO_REALMS = {"/js/shared/names.js"}
"""Imported by the page's modules and by the engine's worker, which has a module map of its own: the
worker's import is a revalidation (a 304, no body)."""
ASKED_BY_THE_BROWSER = {"/favicon.svg"}
"""The page's icon, which the browser asks for again by itself (a 304, no body)."""


def test_a_first_visit_asks_for_each_file_once_and_the_offline_cache_waits_for_the_game(
    browser, guard_context, make_app, counting_server
):
    """A first visit, service workers allowed: every file the game needs is asked for once (the
    offline cache takes what the page downloaded from the HTTP cache, without a request, not even a
    304), Pyodide's lock file is never asked for, and the offline cache asks for nothing (not even
    its own script) before the game is playable."""
    url, asked, sent, when = counting_server
    context = browser.new_context(service_workers="allow")
    guard = guard_context(context)
    page = context.new_page()
    page.goto(url + "#game=nrich")
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=60_000)
    playable = page.evaluate("performance.timeOrigin + performance.getEntriesByName('factorgames:ready')[0].startTime")
    assert page.evaluate(WAIT_FOR_CONTROLLER), "the offline cache is installed"
    page.wait_for_timeout(500)  # (its last writes)
    assert all(n == 1 for n in sent.values()), f"downloaded twice: {[p for p, n in sent.items() if n > 1]}"
    heavy = [p for p in asked if p.startswith(("/pyodide/", "/first-views.")) or p.endswith((".zip", ".xz"))]
    assert "/py/python_stdlib.pyc.zip.xz" in heavy and "/py/factorgames.zip.xz" in heavy
    unpacked = [p for p in asked if p.endswith(("/pyodide.asm.wasm", "/factorgames.zip", "/python_stdlib.pyc.zip"))]
    assert not unpacked, f"downloaded unpacked: {unpacked}"
    assert all(asked[p] == 1 for p in heavy), {p: asked[p] for p in heavy}
    twice = {p for p, n in asked.items() if n > 1}
    assert twice <= ASKED_BY_TWO_REALMS | ASKED_BY_THE_BROWSER, f"asked for twice: {sorted(twice)}"
    assert not [p for p in asked if p.endswith("/pyodide-lock.json")], "Pyodide's lock file is given inline"
    # The offline cache starts once the game is playable: its script and the files only it wants.
    assert min(when["/sw.js"]) > playable
    for path in ("/study.html", "/records/records.json", "/locale/fr.json"):
        assert asked[path] == 1 and min(when[path]) > playable, path
    context.close()
    guard.check()


KEPT_WASM_DATE = """async (version) => {
  const cache = await caches.open(`factorgames-pyodide-${version}`);
  const dates = [];
  for (const file of ["pyodide.asm.wasm", "pyodide.asm.wasm.xz"]) {
    const kept = await cache.match(new URL(`pyodide/${version}/${file}`, document.baseURI).href);
    if (!kept) return null;
    dates.push(kept.headers.get("date"));
  }
  return dates;
}"""
"""When Pyodide's WebAssembly was kept: decoded (the engine's worker dates it) and packed (as
downloaded, with the server's Date); null until both are."""


def test_a_repeat_visit_does_not_write_pyodides_kept_files_again(browser, guard_context, site_url):
    # The service worker blocked: a worker that fetched the packed WebAssembly from the HTTP cache
    # (revalidated, so its Date is new) would keep it again, and the bytes it decoded.
    context = browser.new_context(service_workers="block")
    guard = guard_context(context)
    page = context.new_page()
    page.goto(site_url + "#game=nrich")
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=60_000)
    version = pyodide_version()
    first = None
    for _ in range(100):
        first = page.evaluate(KEPT_WASM_DATE, version)
        if first:
            break
        page.wait_for_timeout(100)
    assert first, "the first visit keeps Pyodide's WebAssembly for the offline cache, packed and decoded"
    page.wait_for_timeout(1100)  # a Date header a second on
    page.reload()
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=60_000)
    page.wait_for_timeout(1500)  # time to write it again, were it written
    assert page.evaluate(KEPT_WASM_DATE, version) == first, "kept once, not written again"
    context.close()
    guard.check()


class HeldStart:
    """Holds back the rest of the engine's worker (js/engine/host.js), so Python cannot start until
    `release()` (a returning player's standard library and WebAssembly come from the worker's own
    cache, no download to hold; routing bypasses the HTTP cache)."""

    PATTERN = "**/js/engine/host.js"

    def __init__(self, context) -> None:
        self.context = context
        self.held: list = []
        context.route(self.PATTERN, lambda route: self.held.append(route))

    def release(self) -> None:
        for route in self.held:
            route.continue_()
        self.context.unroute(self.PATTERN)


def test_a_returning_player_sees_the_board_at_once_and_an_early_pick_is_kept(context, make_app, site_url):
    app = make_app(context.new_page()).open("game=multiplicity&range=1-20")
    app.click(7)
    app.page.close()
    start = HeldStart(context)
    page = context.new_page()
    page.goto(site_url)
    page.wait_for_selector('body[data-early="true"]', state="attached")
    assert page.locator("#app").is_visible() and page.locator("#starting").is_visible()
    assert page.get_attribute('#board button[data-number="7"]', "data-state") == "current"
    assert page.get_attribute("body", "data-ready") is None, "drawn before Python"
    page.locator('#board button[data-number="14"]').click()  # queued until the engine is ready
    page.wait_for_timeout(300)
    assert page.get_attribute('#board button[data-number="14"]', "data-state") == "legal"
    assert start.held, "the engine's start was held back"
    start.release()
    again = make_app(page)
    again.wait_ready()
    page.wait_for_selector("body[data-idle=true]:not([data-early])", state="attached")
    assert again.chain() == [1, 7, 14]
    assert page.locator("#starting").is_hidden()


def test_the_engine_starts_while_the_pages_modules_load(context, make_app, site_url):
    """js/engine/boot.js starts the engine's worker at once: Pyodide's files are on their way while the
    page's own module is held back, and the page then takes that worker (nothing fetched twice)."""
    held: list = []
    context.route("**/js/game/app.js", lambda route: held.append(route))
    fetched: list[str] = []
    context.on("request", lambda r: fetched.append(r.url))
    page = context.new_page()
    with page.expect_event("request", lambda r: r.url.endswith("/pyodide.asm.wasm.xz"), timeout=60_000):
        page.goto(site_url + "#game=nrich", wait_until="commit")
    assert held and page.get_attribute("body", "data-ready") is None, "the page's module is still held back"
    for route in held:
        route.continue_()
    context.unroute("**/js/game/app.js")
    make_app(page).wait_ready()
    assert sum(url.endswith("/js/engine/worker.js") for url in fetched) == 1
    assert sum(url.endswith("/pyodide.asm.wasm.xz") for url in fetched) == 1
    assert not [url for url in fetched if url.endswith("/pyodide.asm.wasm")], "a first visit downloads it packed"


def test_the_worker_asks_for_pyodides_files_before_the_rest_of_it_arrives(context, make_app, site_url):
    """js/engine/worker.js imports nothing: it asks for the WebAssembly and the standard library at once,
    while the rest of the worker (js/engine/host.js, held back here) is on its way; the page's
    messages meanwhile are kept for it (the engine then starts and plays the link)."""
    held: list = []
    context.route("**/js/engine/host.js", lambda route: held.append(route))
    asked: list[str] = []
    context.on("request", lambda r: asked.append(r.url))
    page = context.new_page()
    page.goto(site_url + "#game=nrich&moves=48", wait_until="commit")
    for _ in range(600):  # the worker asks for host.js just after its two downloads: wait for all three
        if held and {"pyodide.asm.wasm.xz", "python_stdlib.pyc.zip.xz"} <= {url.rsplit("/", 1)[-1] for url in asked}:
            break
        page.wait_for_timeout(100)
    assert held, "the rest of the worker was asked for"
    assert any(url.endswith("/pyodide.asm.wasm.xz") for url in asked), "the WebAssembly before the rest of the worker"
    assert any(url.endswith("/python_stdlib.pyc.zip.xz") for url in asked), "the library before the rest of the worker"
    assert page.get_attribute("body", "data-ready") is None
    for route in held:
        route.continue_()
    context.unroute("**/js/engine/host.js")
    app = make_app(page)
    app.wait_ready()
    assert app.chain() == [48]
    assert sum(url.endswith("/pyodide.asm.wasm.xz") for url in asked) == 1, "the early download is the one Pyodide uses"


# ------------------------------------------------------------------------------ the memory snapshot

SNAPSHOT_KEPT = """async () => {
  for (let i = 0; i < 200; i++) {
    const keys = await (await caches.open("factorgames-snapshot")).keys();
    if (keys.length) return keys.map((request) => request.url);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}"""

SPOIL_SNAPSHOT = """async (cutShort) => {
  const cache = await caches.open("factorgames-snapshot");
  for (const request of await cache.keys()) {
    const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
    const spoilt = cutShort ? bytes.slice(0, bytes.length / 2) : bytes.map((b, i) => (i < 64 ? 0 : b));
    const headers = { "x-snapshot-bytes": String(cutShort ? bytes.length : spoilt.length) };
    await cache.put(request, new Response(spoilt, { headers }));
  }
}"""


def boots(app) -> str:
    """How the page's engine started: "snapshot" (restored) or "fresh"."""
    app.wait_ready()
    return app.page.get_attribute("body", "data-engine")


def test_a_repeat_visit_restores_the_engine_from_its_snapshot_and_plays(context, make_app):
    app = make_app(context.new_page()).open("game=juniper-green&range=1-20&vs=perfect")
    assert boots(app) == "fresh"
    kept = app.page.evaluate(SNAPSHOT_KEPT)
    assert len(kept) == 1 and "/snapshot/" in kept[0], kept
    app.page.close()
    again = make_app(context.new_page()).open("game=juniper-green&range=1-20&vs=perfect")
    assert boots(again) == "snapshot"
    again.click(4)  # the restored engine answers, and the computer replies
    again.page.wait_for_selector("#chain li:nth-child(2)", state="attached")
    assert again.chain()[:1] == [4] and len(again.chain()) == 2
    assert again.states()[again.chain()[-1]] == "current"
    embed = make_app(context.new_page()).open("game=nrich", suffix="embed.html")
    assert boots(embed) == "snapshot", "an embed starts from the same snapshot"


KEPT_AND_ROUND_TRIPS = """async () => {
  const store = await import(new URL("js/engine/snapshot-store.js", document.baseURI).href);
  const names = await import(new URL("js/shared/names.js", document.baseURI).href);
  const cache = await caches.open(names.SNAPSHOT_CACHE);
  const [request] = await cache.keys();
  const response = await cache.match(request);
  const bytes = await response.arrayBuffer();
  const memory = store.unpack({ bytes, length: response.headers.get("x-snapshot-bytes") });
  const again = store.pack(memory);
  const same = (a, b) => a.length === b.length && a.every((byte, i) => byte === b[i]);
  // A memory of odd length, zero pages among others, a lone byte in the last page's odd tail.
  const odd = new Uint8Array(4096 * 9 + 7);
  odd[5] = 1; odd[4096 * 3 + 4095] = 2; odd[4096 * 4] = 3; odd[odd.length - 1] = 4;
  const oddPacked = store.pack(odd);
  const oddBack = store.unpack({ bytes: oddPacked.buffer, length: String(oddPacked.length) });
  return { kept: bytes.byteLength, memory: memory.length, snapshotMagic: new TextDecoder().decode(memory.slice(1, 4)),
           repacked: same(again, new Uint8Array(bytes)), odd: same(oddBack, odd), oddPacked: oddPacked.length };
}"""


def test_the_snapshot_is_kept_without_its_empty_pages(context, make_app):
    app = make_app(context.new_page()).open("game=nrich")
    assert boots(app) == "fresh" and app.page.evaluate(SNAPSHOT_KEPT)
    kept = app.page.evaluate(KEPT_AND_ROUND_TRIPS)
    assert kept["snapshotMagic"] == "snp", "unpacked, it is Pyodide's snapshot"
    assert kept["kept"] < 0.75 * kept["memory"], kept
    assert kept["repacked"] and kept["odd"], kept
    assert kept["oddPacked"] == 4 * (3 + 2 * 3) + 4096 * 3 + 7, "pages 0, 3-4 and the last (7 bytes) kept"


@pytest.mark.parametrize("cut_short", [False, True], ids=["spoilt", "cut-short"])
def test_a_spoilt_snapshot_falls_back_to_a_normal_start_and_is_made_again(context, make_app, cut_short):
    app = make_app(context.new_page()).open("game=nrich")
    assert boots(app) == "fresh" and app.page.evaluate(SNAPSHOT_KEPT)
    app.page.evaluate(SPOIL_SNAPSHOT, cut_short)
    app.page.close()
    again = make_app(context.new_page()).open("game=nrich")
    assert boots(again) == "fresh", "the spoilt snapshot was not used"
    again.click(4)
    assert again.chain() == [4]
    assert again.page.evaluate(SNAPSHOT_KEPT), "a new snapshot is kept"
    again.page.close()
    third = make_app(context.new_page()).open("game=nrich")
    assert boots(third) == "snapshot", "a good snapshot replaced the spoilt one"


# ------------------------------------------------------------------------------ presets' first views


@pytest.mark.parametrize("address, suffix", [("", ""), ("game=nrich", ""), ("game=multiples-removal", "embed.html")])
def test_a_first_visit_draws_a_presets_board_before_python(context, make_app, site_url, address, suffix):
    """A fresh browser: the preset's first view (made by Python at build time) is drawn while the
    engine cannot start yet (its standard library is held back); a pick meanwhile is queued."""
    from factorgames.page.api import handle

    expected = json.loads(handle(json.dumps({"op": "load", "hash": address, "saved": None})))
    start = HeldStart(context)
    page = context.new_page()
    page.goto(f"{site_url}{suffix}" + (f"#{address}" if address else ""))
    page.wait_for_selector('body[data-early="true"]', state="attached")
    assert page.get_attribute("body", "data-ready") is None, "drawn before Python"
    cells = page.eval_on_selector_all(
        "#board button[data-number]", "els => els.map(e => [Number(e.dataset.number), e.dataset.state])"
    )
    assert [tuple(c) for c in cells] == [(c["n"], c["state"]) for c in expected["board"]["cells"]]
    assert page.inner_text("#status").strip() == expected["status"]
    if expected["first_visit"]:
        # A first visit's board waits for a choice: nothing to pick, early or late.
        assert not [c for c in expected["board"]["cells"] if c["state"] == "legal"]
        start.release()
        make_app(page).wait_ready()
        page.wait_for_selector("body[data-idle=true]:not([data-early])", state="attached")
        assert page.locator("#first-visit").is_visible() and page.inner_text("#status").strip() == expected["status"]
        return
    pick = next(c["n"] for c in expected["board"]["cells"] if c["state"] == "legal")
    page.locator(f'#board button[data-number="{pick}"]').click()  # queued until the engine is ready
    start.release()
    app = make_app(page)
    app.wait_ready()
    page.wait_for_selector("body[data-idle=true]:not([data-early])", state="attached")
    assert f"moves={pick}" in app.hash(), "the queued pick was played"


def test_an_address_that_is_no_preset_waits_for_python(context, make_app, site_url):
    start = HeldStart(context)
    page = context.new_page()
    page.goto(f"{site_url}#game=nrich&range=1-50")
    page.wait_for_timeout(1500)
    assert page.get_attribute("body", "data-early") is None and page.locator("#app").is_hidden()
    start.release()
    make_app(page).wait_ready()
    assert make_app(page).hash() == "game=nrich&range=1-50"


def test_several_embeds_on_one_page_each_start_from_the_snapshot(context, make_app, site_url):
    from test_web_teaching import Embed, iframe

    first = make_app(context.new_page()).open("game=nrich")
    assert boots(first) == "fresh" and first.page.evaluate(SNAPSHOT_KEPT)
    first.page.close()
    games = ["game=nrich&moves=48", "game=multiples-removal&grid=4", "game=longest-chain&range=1-30"]
    worksheet = "<!doctype html><title>A worksheet</title>" + "".join(
        iframe(f"{site_url}embed.html#{game}", 320, 400, f"e{i}") for i, game in enumerate(games)
    )
    # A page of the same site (as on a school's own server), with three embeds.
    context.route(f"{site_url}worksheet.html", lambda route: route.fulfill(body=worksheet, content_type="text/html"))
    page = context.new_page()
    page.goto(f"{site_url}worksheet.html")
    for i in range(len(games)):
        embed = Embed(page, f"#e{i}")
        assert embed.frame.get_attribute("body", "data-engine") == "snapshot"
    played = Embed(page, "#e0")
    played.pick(24)
    assert played.state_of(24) == "current"
