"""End-to-end fixtures: one built dist/ and one local server per session, Debian's Chromium,
and an autouse guard that fails a test on any request leaving 127.0.0.1, any console error,
any page error and any HTTP error response.

The site is served from a sub-path (http://127.0.0.1:PORT/site/) so that every test also
checks that the page uses relative URLs only.

The contexts (docs/contributing.md says the same):
- `context` (and pytest-playwright's `page` on it, `app` on that), `phone`, `axe_context`, `sized`
  and `shared_context(**options)` are shared: one context per module and set of options
  (SharedContexts), leased to one test after another. A lease starts with the origin's storage
  reset (cookies, localStorage, sessionStorage, IndexedDB, Cache Storage cleared) but for the
  engine's memory snapshot, which each shared context starts with (engine_snapshot: made once per
  session), so a test is the visit of a device that was cleared and its engine restores the
  snapshot (about 1 s) instead of booting Pyodide (2.5 s quiet, 5-8 s busy). A lease ends with the
  test's pages closed and what it changed of the context undone (init scripts, routes, handlers,
  offline, permissions, extra headers, geolocation, timeouts); expose_binding cannot be undone
  and raises, and context.clock is not undone: a test that uses them is marked fresh_context. A
  test that needs two contexts of the same options gets two.
- The guard (browser_guard, Guard) is one per test, on shared contexts too: each test fails on its
  own problems only.
- `pytestmark = pytest.mark.kept_page` on a module makes each of its shared contexts keep its booted game
  page from one test to the next: a test's `goto` to another game of the game page opens it in that
  page, as a followed link does, instead of starting the engine again (kept_page.py says when it does
  not; `@pytest.mark.kept_page(False)` on a test gives it new pages).
- `@pytest.mark.fresh_context` on a test (or `pytestmark` on a module) makes all of these fresh
  contexts, closed after the test, nothing kept: for a first visit, the start-up, the snapshot.
  `loose_context`, `blocked_storage_context` and contexts made with browser.new_context() are
  always fresh; `seed_device(context)` gives such a context the shared ones' snapshot, for a test
  whose check is not a first visit.
"""

from __future__ import annotations

import contextlib
import dataclasses
import fcntl
import functools
import json
import os
import tempfile
import threading
import time
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar
from urllib.parse import urlsplit

import pytest
from kept_page import MARK as KEPT_PAGE
from kept_page import KeptPage
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect

from sitebuild.paths import DIST
from sitebuild.serve import SiteHandler, make_server
from sitebuild.site import build
from sitebuild.sources import dist_is_stale

DISABLED_FEATURES = (
    # Playwright's own list (its chromiumSwitches.ts, at the pinned version), which this switch replaces
    # (the last --disable-features counts):
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "TcpPortRandomizationWin",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
    "msForceBrowserSignIn",
    "msEdgeUpdateLaunchServicesPreferredVersion",
    # The browser's omnibox pages, which each new tab started in a renderer of their own (0.41 CPU-s a
    # tab before, 0.2 with these off), and the AI mode's popup, which each new context (a window) still
    # started (chrome://omnibox-popup.top-chrome/omnibox_popup_aim.html: 60 CPU-s of the browser tests):
    "WebUIOmniboxPopup",
    "WebUIOmniboxAimPopup",
    "FullWebUIOmniboxFrame",
    "PreloadTopChromeWebUI",
    "PreloadTopChromeWebUILessNavigations",
    "OmniboxEverywhereComposebox",
    "ContextualTasksComposebox",
)
JS_FLAGS = "--js-flags=--no-wasm-tier-up --no-wasm-dynamic-tiering"
CHROMIUM_ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--disable-dev-shm-usage",  # a container's small /dev/shm must not stall the renderers
    # WebAssembly compiled by V8's baseline compiler (Liftoff) only, never again by its optimising one
    # (TurboFan) in the background: each Pyodide the tests start spent a CPU-second or more so, which
    # a two-core machine takes from the tests' next steps (seven browser modules side by side: 521 ->
    # 400 CPU-s, 277 -> 220 s; docs/benchmarks.md). The site behaves the same; its speed is measured
    # in bench/, which launches Chromium as a pupil has it.
    JS_FLAGS,
    "--disable-features=" + ",".join(DISABLED_FEATURES),
]
SUB_PATH = "site"

expect.set_options(timeout=30_000)
"""An expectation waits as long as an action does (Playwright's 30 s, not its 5 s): on a busy machine a
bot's first interpreter or an engine's start takes seconds, and a test asserts what the page shows, not
how soon (speed is measured in bench/)."""


def pytest_configure(config) -> None:
    config.addinivalue_line(
        "markers",
        KEPT_PAGE + ": the module's shared contexts each keep a booted game page from one test to the next "
        "(tests/e2e/kept_page.py)",
    )
    config.addinivalue_line(
        "markers",
        "fresh_context: the test's contexts (context, page, app, phone, axe_context, shared_context) are "
        "fresh ones, nothing kept (a first visit, the start-up, the snapshot itself)",
    )


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {
        **browser_type_launch_args,
        "executable_path": os.environ.get("CHROMIUM", "/usr/bin/chromium"),
        "args": CHROMIUM_ARGS,
    }


@pytest.fixture(scope="session")
def site_dist() -> Path:
    """dist/, built once per session when missing or older than its sources.

    E2E_DIST names an already built site to test instead (it is used as it is)."""
    if os.environ.get("E2E_DIST"):
        return Path(os.environ["E2E_DIST"]).resolve()
    # Both xdist workers run browser tests (tests/scheduling.py): one builds, the other waits for it.
    with open(DIST.parent / ".dist-build.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if dist_is_stale(DIST):
            build(DIST)
    return DIST


@pytest.fixture(scope="session")
def server_root(site_dist):
    """A folder holding the site at SUB_PATH/ (a symlink to dist/)."""
    with tempfile.TemporaryDirectory(prefix="fg-e2e-") as tmp:
        (Path(tmp) / SUB_PATH).symlink_to(site_dist, target_is_directory=True)
        yield Path(tmp)


REQUEST_LOG = os.environ.get("E2E_REQUEST_LOG")
"""A file the e2e server adds a line to for each request it answers, "test id<TAB>path" (unset: none):
bench/bench_suite.py --pages counts each test module's pages and engine starts from it."""


class RequestLogging(SiteHandler):
    """The site's handler, each request added to REQUEST_LOG with the test that made it."""

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        test = os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" ", 1)[0]
        with open(str(REQUEST_LOG), "a", encoding="utf-8") as log:
            log.write(f"{test}\t{self.path}\n")


@pytest.fixture(scope="session")
def server(server_root):
    httpd = make_server(server_root, 0, quiet=True)
    if REQUEST_LOG:
        httpd.RequestHandlerClass = functools.partial(RequestLogging, directory=str(server_root))
    thread = threading.Thread(target=httpd.serve_forever, name="e2e-http", daemon=True)
    thread.start()
    yield httpd
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="session")
def site_url(server) -> str:
    """The site's address, ending in '/'."""
    return f"http://127.0.0.1:{server.server_address[1]}/{SUB_PATH}/"


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    # Most tests run without the service worker (its install precaches 13 MB in every fresh
    # context); the offline test opens its own context with it allowed.
    return {**browser_context_args, "viewport": {"width": 1280, "height": 800}, "service_workers": "block"}


BOT_TIME_SCALE = 5
"""How many times the engine's rule (2 seconds) a pupil's bot may think in the tests: on a loaded machine an
honest bot's move took over 2 s (a test of the limit itself sets FACTORGAMES_BOT_TIME_SCALE back to 1,
or outlasts the stretched limit)."""
TEST_PACE = f"globalThis.FACTORGAMES_THINK_MS = 0; globalThis.FACTORGAMES_BOT_TIME_SCALE = {BOT_TIME_SCALE};"
"""The computer's visible pause is off in tests (a test that checks the pause turns it back on), and bots'
time limits stretched by BOT_TIME_SCALE (js/bots/runner.js's limits)."""


NO_KEPT_PAGE = os.environ.get("E2E_KEPT_PAGE") == "0"
"""E2E_KEPT_PAGE=0: every test opens new pages, the modules marked kept_page too (to measure what the kept
pages save: docs/benchmarks.md)."""


def kept_page(request: pytest.FixtureRequest) -> bool:
    """Whether the test's module keeps a booted game page from one test to the next and the test takes it
    (kept_page.py: `kept_page(False)` on a test that needs new pages)."""
    marker = request.node.get_closest_marker(KEPT_PAGE)
    return marker is not None and (marker.args or (True,))[0] is not False and not NO_KEPT_PAGE


def fresh(request: pytest.FixtureRequest) -> bool:
    """Whether the test (or its module, or its class) is marked fresh_context."""
    return request.node.get_closest_marker("fresh_context") is not None


@pytest.fixture()
def context(request, shared_contexts, browser_context_args):
    """The test's context: its module's shared context of browser_context_args, reset and leased to
    this test (SharedContexts); a fresh one of pytest-playwright's when the test is marked fresh_context."""
    if fresh(request):
        context = request.getfixturevalue("new_context")()
        context.add_init_script(TEST_PACE)
        yield context
        return
    with shared_contexts.lease(browser_context_args, kept_page(request)) as context:
        yield context


def remove_listener(emitter, event: str, handler) -> None:
    """emitter.remove_listener(event, handler), if the handler is still there (a `once` one may be gone)."""
    with contextlib.suppress(KeyError, ValueError):
        emitter.remove_listener(event, handler)


class Guard:
    """What went wrong in the browser during one test: requests off 127.0.0.1, console
    errors, page errors and HTTP error responses, from every page of a context."""

    def __init__(self, context, *, pause_off: bool = True) -> None:
        if pause_off:  # (a shared context has it from the start)
            context.add_init_script(TEST_PACE)  # every context a test watches plays without the pause
        self.context = context
        self.problems: list[str] = []
        context.on("request", self.on_request)
        context.on("response", self.on_response)
        context.on("page", self.on_page)
        for page in context.pages:
            self.on_page(page)

    def detach(self) -> None:
        """Stop watching the context (a shared one, which the next test watches with a guard of its own)."""
        for event, handler in (("request", self.on_request), ("response", self.on_response), ("page", self.on_page)):
            remove_listener(self.context, event, handler)

    def on_request(self, req) -> None:
        parts = urlsplit(req.url)
        if parts.scheme in ("data", "blob", "about"):
            return
        if parts.hostname != "127.0.0.1":
            self.problems.append(f"request left 127.0.0.1: {req.url[:200]}")

    def on_response(self, resp) -> None:
        if resp.status >= 400:
            self.problems.append(f"HTTP {resp.status} for {resp.url[:200]}")

    def on_console(self, msg) -> None:
        if msg.type == "error":
            self.problems.append(f"console error: {msg.text[:500]}")

    def on_page(self, page) -> None:
        page.on("pageerror", lambda exc: self.problems.append(f"page error: {exc}"))
        page.on("console", self.on_console)

    def check(self) -> None:
        assert not self.problems, "browser problems:\n" + "\n".join(self.problems)


@pytest.fixture()
def guard_context():
    """Attach a Guard to another browser context (e.g. a phone-sized one)."""
    return Guard


@pytest.fixture()
def phone(shared_context):
    """A phone's context (390x844, touch), without the service worker, checked by the guard (shared,
    like `context`)."""
    return shared_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)


@pytest.fixture(autouse=True)
def browser_guard(request):
    """Fail the test on a request off 127.0.0.1, a console error, a page error, an HTTP error."""
    if "context" not in request.fixturenames and "page" not in request.fixturenames:
        yield None
        return
    context = request.getfixturevalue("context")
    guard = Guard(context, pause_off=fresh(request))
    yield guard
    try:
        guard.check()
    finally:
        guard.detach()


# ------------------------------------------------------------------------------------- helpers

NO_SIDEWAYS = "document.scrollingElement.scrollWidth <= Math.min(innerWidth, screen.width)"
"""True when the page does not scroll sideways: its width against the screen's too, since a phone's
browser widens innerWidth (the layout viewport) to a page wider than its screen."""


class App:
    """Drives the page the way a person does, and waits for the engine's answer."""

    def __init__(self, page, base_url: str) -> None:
        self.page = page
        self.base = base_url

    def open(self, hash_: str | None = None, *, suffix: str = "") -> App:
        url = self.base + suffix + (f"#{hash_}" if hash_ is not None else "")
        self.page.goto(url)
        self.wait_ready()
        return self

    # Waits use selectors, not wait_for_function: the page's CSP forbids eval.
    def wait_ready(self) -> None:
        self.page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=30_000)

    def renders(self) -> int:
        return int(self.page.get_attribute("body", "data-renders") or 0)

    def wait_after(self, before: int) -> None:
        """Wait until a view newer than `before` is shown and nothing is pending."""
        self.page.wait_for_selector(
            f'body[data-idle=true]:not([data-renders="{before}"])', state="attached", timeout=30_000
        )

    def click(self, n: int) -> None:
        before = self.renders()
        self.page.locator(f'#board button[data-number="{n}"]').click()
        self.wait_after(before)

    def show_tab_of(self, selector: str) -> None:
        """Open the coach panel's tab that holds `selector` (on the full page: Play, For teachers,
        New game), as a person would before using it."""
        pane = self.page.locator(selector).first.locator("xpath=ancestor::*[@role='tabpanel'][1]")
        if pane.count() and pane.is_hidden():
            self.page.locator(f'[role="tab"][aria-controls="{pane.get_attribute("id")}"]').click()

    def press(self, selector: str) -> None:
        self.show_tab_of(selector)
        before = self.renders()
        self.page.locator(selector).click()
        self.wait_after(before)

    def type_move(self, text: str) -> None:
        before = self.renders()
        self.page.fill("#move-input", text)
        self.page.press("#move-input", "Enter")
        self.wait_after(before)

    def status(self) -> str:
        return self.page.get_by_test_id("status").inner_text().strip()

    def notice(self) -> str:
        if not self.page.locator("#notice").is_visible():
            return ""
        return self.page.locator("#notice-text").inner_text().strip()

    def numbers(self, state: str | None = None) -> list[int]:
        sel = "#board button[data-number]" + (f'[data-state="{state}"]' if state else "")
        return [int(x) for x in self.page.eval_on_selector_all(sel, "els => els.map(e => e.dataset.number)")]

    def states(self) -> dict[int, str]:
        pairs = self.page.eval_on_selector_all(
            "#board button[data-number]", "els => els.map(e => [e.dataset.number, e.dataset.state])"
        )
        return {int(n): s for n, s in pairs}

    def hinted(self) -> list[int]:
        return [
            int(x)
            for x in self.page.eval_on_selector_all(
                '#board button[data-hint="win"]', "els => els.map(e => e.dataset.number)"
            )
        ]

    def chain(self) -> list[int]:
        return [int(x) for x in self.page.eval_on_selector_all("#chain li", "els => els.map(e => e.dataset.n)")]

    def over(self) -> bool:
        return self.page.get_attribute("#app", "data-over") == "true"

    def hash(self) -> str:
        return self.page.evaluate("decodeURIComponent(location.hash.slice(1))")

    def wait_previews(self) -> None:
        self.page.wait_for_selector('body:not([data-previews]), body[data-previews="0"]', state="attached")

    def new_game(self, game: str, *, vs: str | None = None, first: int = 1, **params) -> None:
        """Start a game through the setup form (params: lo, hi, grid, opening, without_one, misere, lose_turn)."""
        page = self.page
        self.show_tab_of("#setup-form")
        if page.input_value("#setup-game") != game:
            page.select_option("#setup-game", game)
            self.wait_previews()
        if page.input_value("#setup-vs") != (vs or ""):
            page.select_option("#setup-vs", vs or "")
            self.wait_previews()
        if "lo" in params:
            page.fill("#setup-lo", str(params["lo"]))
        if "hi" in params:
            page.fill("#setup-hi", str(params["hi"]))
        if "grid" in params:
            page.select_option("#setup-grid", str(params["grid"]))
        if "opening" in params:
            page.select_option("#setup-opening", params["opening"])
        if "without_one" in params:
            page.set_checked("#setup-without-one", params["without_one"])
        if "misere" in params:
            page.set_checked("#setup-misere", params["misere"])
        if "lose_turn" in params:
            page.set_checked("#setup-lose-turn", params["lose_turn"])
        page.check(f'input[name="first"][value="{first}"]')
        self.press("#setup-form button[type=submit]")


@pytest.fixture()
def app(page, site_url) -> App:
    return App(page, site_url)


@pytest.fixture()
def make_app(site_url):
    """App for another page (e.g. a second tab opening a shared address)."""
    return lambda page: App(page, site_url)


# ------------------------------------------------------------------------------------- contexts
# Contexts several test modules use (a test asks for one by name).


@pytest.fixture()
def sized(shared_context):
    """new(**options) -> a new page in a context of those options (its viewport, touch), without the
    service worker, checked by the guard: shared, like `context` (reset for the test, the engine's
    snapshot kept); a fresh one, a first visit with nothing kept, when the test is marked fresh_context."""
    return lambda **options: shared_context(**options).new_page()


@pytest.fixture()
def axe_context(shared_context):
    """A context where axe-core can be injected (the pages' CSP would refuse its script); shared, like
    `context`."""
    return shared_context(viewport={"width": 1280, "height": 800}, bypass_csp=True)


@pytest.fixture()
def loose_context(browser):
    """A context without the guard: these tests make downloads fail on purpose. Requests off
    127.0.0.1 are still counted."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script(TEST_PACE)
    off_host: list[str] = []
    context.on(
        "request",
        lambda req: (
            off_host.append(req.url)
            if urlsplit(req.url).hostname not in (None, "127.0.0.1")
            and urlsplit(req.url).scheme not in ("data", "blob")
            else None
        ),
    )
    yield context
    context.close()
    assert not off_host, off_host


@pytest.fixture()
def blocked_storage_context(browser_type, browser_type_launch_args, guard_context):
    """A Chromium profile with cookies and site data blocked, as managed school browsers have."""
    with tempfile.TemporaryDirectory(prefix="fg-blocked-") as profile:
        os.makedirs(Path(profile) / "Default")
        prefs = {"profile": {"default_content_setting_values": {"cookies": 2}}}
        (Path(profile) / "Default" / "Preferences").write_text(json.dumps(prefs))
        context = browser_type.launch_persistent_context(
            profile, **browser_type_launch_args, viewport={"width": 1280, "height": 800}, service_workers="block"
        )
        guard = guard_context(context)
        yield context
        context.close()
        guard.check()


# ------------------------------------------------------------------------------ shared contexts
# A fresh context boots Pyodide afresh (2.5 s on a quiet machine, 5-8 s on a busy one); a context
# that keeps the engine's memory snapshot (js/engine/snapshot-store.js: Cache Storage) restores it
# in about a second. So the tests of one module share a context of each set of options, reset for
# every test, and every shared context starts with the session's snapshot.

SEED_PATH = "seed"
"""The folder beside SUB_PATH (the same origin) holding the seed page and the engine's kept snapshot."""
SNAPSHOT_CACHE = "factorgames-snapshot"  # js/shared/names.js's SNAPSHOT_CACHE
SNAPSHOT_FILE = "snapshot.bin"
PYODIDE_CACHE_PREFIX = "factorgames-pyodide-"  # js/shared/names.js's PYODIDE_CACHE_PREFIX
BOTS_SNAPSHOT_CACHE = "factorgames-bots-snapshot"  # js/shared/names.js's BOTS_SNAPSHOT_CACHE

KEPT_SNAPSHOT = """async (name) => {
  const cache = await caches.open(name);
  const [request] = await cache.keys();
  const response = request && (await cache.match(request));
  return response ? [request.url, response.headers.get("x-snapshot-bytes")] : null;
}"""

UPLOAD_SNAPSHOT = """async ([name, to]) => {
  const cache = await caches.open(name);
  const [request] = await cache.keys();
  await fetch(to, { method: "POST", body: await (await cache.match(request)).arrayBuffer() });
}"""

RESET = """async ([name, key, length, file, pyodideCache, decoded, botsName]) => {
  // Nothing the site keeps but the engine's snapshot and the files a visit keeps decoded in Pyodide's cache
  // (js/engine/packed-files.js: [address, content type], which a visit would otherwise decode from the
  // packed files: 0.3-0.7 s of the worker's time): as on a device that visited once and was cleared. Each
  // put back when missing. And the bots' interpreters' snapshot, once a test of the context made one
  // (js/bots/sandbox.js: a Bots page's visit restores it instead of booting a second Python).
  localStorage.clear();
  sessionStorage.clear();
  for (const db of await indexedDB.databases())
    await new Promise((done) => {
      const request = indexedDB.deleteDatabase(db.name);
      request.onsuccess = request.onerror = request.onblocked = done;
    });
  for (const other of await caches.keys())
    if (other !== name && other !== pyodideCache && other !== botsName) await caches.delete(other);
  const pyodide = await caches.open(pyodideCache);
  const addresses = decoded.map(([address]) => address);
  for (const request of await pyodide.keys()) if (!addresses.includes(request.url)) await pyodide.delete(request);
  for (const [address, type] of decoded)
    if (!(await pyodide.match(address))) {
      const headers = { "content-type": type, date: new Date().toUTCString() };
      await pyodide.put(address, new Response(await (await fetch(address)).arrayBuffer(), { headers }));
    }
  if (!key) return;
  const cache = await caches.open(name);
  const kept = await cache.match(key);
  if (kept && kept.headers.get("x-snapshot-bytes") === length && (await cache.keys()).length === 1) return;
  for (const request of await cache.keys()) await cache.delete(request);
  const bytes = await (await fetch(file)).arrayBuffer();
  const headers = { "content-type": "application/octet-stream", "x-snapshot-bytes": length };
  await cache.put(key, new Response(bytes, { headers }));
}"""


@pytest.fixture(scope="session")
def engine_snapshot(browser, server_root, site_url) -> tuple[str, str] | None:
    """The engine's memory snapshot, made once per session (per xdist worker) by a visit in a context of
    its own and written to SEED_PATH/SNAPSHOT_FILE: (its key, its x-snapshot-bytes), or None when no
    snapshot was kept (the shared contexts then make their own on their first visit)."""
    (server_root / SEED_PATH).mkdir()
    (server_root / SEED_PATH / "index.html").write_text("<!doctype html><title>seed</title>\n")
    context = browser.new_context(service_workers="block")
    try:
        page = context.new_page()
        page.goto(site_url + "#game=nrich")
        page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=60_000)
        deadline = time.monotonic() + 60
        while not (kept := page.evaluate(KEPT_SNAPSHOT, SNAPSHOT_CACHE)) and time.monotonic() < deadline:
            page.wait_for_timeout(100)
        if not kept:
            warnings.warn("no engine snapshot was kept: every shared context boots Python afresh once", stacklevel=1)
            return None
        upload = site_url + "__snapshot-upload__"
        received: list[bytes] = []

        def take(route) -> None:
            received.append(route.request.post_data_buffer or b"")
            route.fulfill(status=204)

        context.route(upload, take)
        page.evaluate(UPLOAD_SNAPSHOT, [SNAPSHOT_CACHE, upload])
        if not received or str(len(received[0])) != kept[1]:
            warnings.warn("the engine snapshot could not be read back: shared contexts boot afresh once", stacklevel=1)
            return None
        (server_root / SEED_PATH / SNAPSHOT_FILE).write_bytes(received[0])
        return kept[0], kept[1]
    finally:
        context.close()


@dataclasses.dataclass(frozen=True)
class Kept:
    """What a shared context keeps from one test to the next (RESET puts it back when a test dropped it)."""

    snapshot: tuple[str, str] | None
    """The engine's memory snapshot (engine_snapshot)."""
    pyodide_cache: str
    """Pyodide's cache (js/engine/worker.js's PYODIDE_CACHE)."""
    decoded: tuple[tuple[str, str], ...]
    """What a visit keeps decoded there (js/engine/packed-files.js: the WebAssembly and the standard library):
    each file's address and content type."""

    def reset_arguments(self, moved: Callable[[str], str] = str) -> list[Any]:
        """RESET's arguments, each address `moved` (to another host's origin)."""
        key, length = self.snapshot or (None, None)
        decoded = [(moved(address), kind) for address, kind in self.decoded]
        return [
            SNAPSHOT_CACHE,
            key and moved(key),
            length,
            SNAPSHOT_FILE,
            self.pyodide_cache,
            decoded,
            BOTS_SNAPSHOT_CACHE,
        ]


class SharedContext:
    """One browser context of some options, leased to one test after another.

    A lease starts with the context reset (reset()) and ends with every page the test left closed and
    what the test changed of the context undone: its init scripts, routes, event handlers, offline,
    permissions, extra headers, geolocation, timeouts. A test that closes the context closes it for
    good: the next lease opens another."""

    UNDO: ClassVar[dict[str, Callable[[Any], Any]]] = {
        "set_offline": lambda context: context.set_offline(False),
        "grant_permissions": lambda context: context.clear_permissions(),
        "set_extra_http_headers": lambda context: context.set_extra_http_headers({}),
        "set_geolocation": lambda context: context.set_geolocation(None),
        "set_default_timeout": lambda context: context.set_default_timeout(30_000),  # Playwright's default
        "set_default_navigation_timeout": lambda context: context.set_default_navigation_timeout(30_000),
        "route": lambda context: context.unroute_all(behavior="ignoreErrors"),
        "route_from_har": lambda context: context.unroute_all(behavior="ignoreErrors"),
        "route_web_socket": lambda context: context.unroute_all(behavior="ignoreErrors"),
    }
    """What undoes each method of the context a test may call."""

    def __init__(self, browser, options: dict, origin: str, kept: Kept) -> None:
        self.browser = browser
        self.options = options
        self.origin = origin
        self.kept = kept
        self.context: Any = None
        self.seed: Any = None
        """The context's page of the seed (SEED_PATH), where its storage is reset (seed_page())."""
        self.booted = KeptPage()
        """The game page kept booted from one test to the next, in a module marked kept_page (kept_page.py)."""
        self.leased = False

    def open(self) -> Any:
        context = self.browser.new_context(**self.options)
        context.add_init_script(TEST_PACE)
        context.on("close", lambda _: setattr(self, "context", None) if self.context is context else None)
        self.context = context
        return context

    def reset(self, context) -> None:
        """Storage as a cleared device's that keeps the engine's snapshot and the files a visit keeps decoded
        (self.kept: Pyodide's WebAssembly, the standard library): no cookie, localStorage, IndexedDB or
        other cache; what is kept put back when a test dropped it."""
        context.clear_cookies()
        reset = self.kept.reset_arguments()
        try:
            self.seed_page(context).evaluate(RESET, reset)
        except PlaywrightError:  # (the seed page was closed or crashed: once more, in a new one)
            self.seed = None
            self.seed_page(context).evaluate(RESET, reset)

    def seed_page(self, context) -> Any:
        """The context's page of the seed, kept open from one test to the next (a page opened for each
        reset cost a renderer's start: 0.35 s of CPU a test)."""
        if self.seed is None or self.seed.is_closed() or self.seed.context is not context:
            self.seed = context.new_page()
            self.seed.goto(f"{self.origin}/{SEED_PATH}/index.html")
        return self.seed

    @contextlib.contextmanager
    def lease(self, keep_page: bool) -> Iterator[Any]:
        self.leased = True
        try:
            with self.leased_context(keep_page) as context:
                yield context
        finally:
            self.leased = False

    @contextlib.contextmanager
    def leased_context(self, keep_page: bool) -> Iterator[Any]:
        context = self.context or self.open()
        self.reset(context)
        if keep_page:
            self.booted.reset()
        else:
            self.booted.drop()
        undo: dict[str, Callable[[Any], Any]] = {}
        scripts: list[Any] = []
        handlers: list[tuple[str, Any]] = []

        def watch(name: str) -> None:
            method = getattr(context, name)

            def called(*args, **kwargs):
                undo[name] = self.UNDO[name]
                self.booted.changed = True  # (its next page loads afresh, and it is not kept)
                return method(*args, **kwargs)

            setattr(context, name, called)

        for name in self.UNDO:
            watch(name)
        add_init_script, on, once = context.add_init_script, context.on, context.once

        def add_init_script_kept(*args, **kwargs):
            self.booted.changed = True
            scripts.append(add_init_script(*args, **kwargs))
            return scripts[-1]

        def on_kept(event, handler):
            handlers.append((event, handler))
            return on(event, handler)

        def once_kept(event, handler):
            handlers.append((event, handler))
            return once(event, handler)

        def unshareable(*args, **kwargs):
            raise RuntimeError("a shared context cannot take this back: mark the test fresh_context")

        new_page = context.new_page
        handed: list[Any] = []  # the kept page, once the test asked for a page

        def new_page_kept(**options):
            if options or handed:
                return new_page(**options)
            handed.append(self.booted.hand_over(new_page))
            return handed[-1]

        context.add_init_script, context.on, context.once = add_init_script_kept, on_kept, once_kept
        context.expose_binding = context.expose_function = unshareable
        if keep_page:
            context.new_page = new_page_kept
        try:
            yield context
        finally:
            for name in [*self.UNDO, "add_init_script", "on", "once", "expose_binding", "expose_function", "new_page"]:
                context.__dict__.pop(name, None)
            if self.context is context:
                try:
                    if handed:
                        self.booted.hand_back()
                    for page in list(context.pages):
                        if page is not self.seed and page is not self.booted.page:
                            page.close()
                    for script in scripts:
                        script.close()  # (Disposable.close: the script is removed)
                    for event, handler in handlers:
                        remove_listener(context, event, handler)
                    for name, undo_it in undo.items():
                        undo_it(context)
                except PlaywrightError:
                    context.close()  # (the next lease opens another)
                    self.context = None
                    self.booted.page = None

    def close(self) -> None:
        if self.context is not None:
            self.context.close()
            self.context = None


class SharedContexts:
    """A module's shared contexts (SharedContext): for each set of options, as many as one test leases
    at once (two devices of the same size are two contexts)."""

    def __init__(self, browser, origin: str, kept: Kept) -> None:
        self.browser = browser
        self.origin = origin
        self.kept = kept
        self.contexts: dict[str, list[SharedContext]] = {}

    def lease(self, options: dict, keep_page: bool) -> contextlib.AbstractContextManager[Any]:
        alike = self.contexts.setdefault(json.dumps(options, sort_keys=True, default=repr), [])
        free = next((shared for shared in alike if not shared.leased), None)
        if free is None:
            free = SharedContext(self.browser, options, self.origin, self.kept)
            alike.append(free)
        return free.lease(keep_page)

    def close(self) -> None:
        for alike in self.contexts.values():
            for shared in alike:
                shared.close()

    def seed(self, context, origin: str | None = None) -> None:
        """Gives a context of its own (another browser's, a device with nothing shared) what every shared
        context starts with: the engine's snapshot and the files a visit keeps decoded, for the site at
        `origin` (the e2e server's unless given: the hosts of hosts.py serve the same folder), so that its
        first visit restores the engine (about 1 s) instead of booting Pyodide afresh (2.5-8 s)."""
        origin = origin or self.origin
        parts = urlsplit(origin)
        assert origin == f"{parts.scheme}://{parts.netloc}", f"an origin, not an address: {origin}"

        def moved(address: str) -> str:
            return origin + address.removeprefix(self.origin)

        page = context.new_page()
        try:
            response = page.goto(f"{origin}/{SEED_PATH}/index.html")
            assert response is not None and response.ok, f"no seed page at {origin}"
            page.evaluate(RESET, self.kept.reset_arguments(moved))
        finally:
            page.close()


@pytest.fixture(scope="module")
def shared_contexts(browser, engine_snapshot, site_url, site_dist) -> Iterator[SharedContexts]:
    """This module's shared contexts."""
    parts = urlsplit(site_url)
    pyodide = json.loads((site_dist / "build-info.json").read_text())["pyodide"]
    decoded = (
        (f"{site_url}pyodide/{pyodide}/pyodide.asm.wasm", "application/wasm"),
        (f"{site_url}py/python_stdlib.pyc.zip", "application/zip"),
    )
    kept = Kept(engine_snapshot, f"{PYODIDE_CACHE_PREFIX}{pyodide}", decoded)
    shared = SharedContexts(browser, f"{parts.scheme}://{parts.netloc}", kept)
    yield shared
    shared.close()


@pytest.fixture()
def seed_device(shared_contexts) -> Callable[..., None]:
    """seed_device(context, origin=None): a context the test made itself starts as the shared ones do,
    with the engine's snapshot (SharedContexts.seed); for a test whose check is not a first visit."""
    return shared_contexts.seed


@pytest.fixture()
def shared_context(request, browser, shared_contexts):
    """shared_context(**options) -> a context of those options (service workers blocked unless
    given), checked by the guard: this module's shared context of those options, reset and leased to
    this test; a fresh one (closed after the test) when the test is marked fresh_context or allows
    service workers."""
    with contextlib.ExitStack() as stack:
        guards: list[Guard] = []

        def get(**options):
            options = {"service_workers": "block", **options}
            if fresh(request) or options["service_workers"] != "block":  # (a service worker outlives a reset)
                context = browser.new_context(**options)
                stack.callback(context.close)
                guards.append(Guard(context))
            else:
                context = stack.enter_context(shared_contexts.lease(options, kept_page(request)))
                guards.append(Guard(context, pause_off=False))
                stack.callback(guards[-1].detach)
            return context

        yield get
        stack.close()  # every page closed before the guards' checks (as a fresh context's close)
        for guard in guards:
            guard.check()
