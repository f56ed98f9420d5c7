"""End-to-end fixtures: one built dist/ and one local server per session, Debian's Chromium,
and an autouse guard that fails a test on any request leaving 127.0.0.1, any console error,
any page error and any HTTP error response.

The site is served from a sub-path (http://127.0.0.1:PORT/site/) so that every test also
checks that the page uses relative URLs only.
"""

from __future__ import annotations

import fcntl
import json
import os
import tempfile
import threading
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from sitebuild.paths import DIST
from sitebuild.serve import make_server
from sitebuild.site import build
from sitebuild.sources import dist_is_stale

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
]
SUB_PATH = "site"


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


@pytest.fixture(scope="session")
def server(server_root):
    httpd = make_server(server_root, 0, quiet=True)
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


NO_PAUSE = "globalThis.FACTORGAMES_THINK_MS = 0;"
"""The computer's visible pause is off in tests (a test that checks the pause turns it back on)."""


@pytest.fixture()
def context(context):
    context.add_init_script(NO_PAUSE)
    return context


class Guard:
    """What went wrong in the browser during one test: requests off 127.0.0.1, console
    errors, page errors and HTTP error responses, from every page of a context."""

    def __init__(self, context) -> None:
        context.add_init_script(NO_PAUSE)  # every context a test watches plays without the pause
        self.problems: list[str] = []
        context.on("request", self.on_request)
        context.on("response", self.on_response)
        context.on("page", self.on_page)
        for page in context.pages:
            self.on_page(page)

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
def phone(browser, guard_context):
    """A phone's context (390x844, touch), without the service worker, checked by the guard."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, service_workers="block"
    )
    guard = guard_context(context)
    yield context
    context.close()
    guard.check()


@pytest.fixture(autouse=True)
def browser_guard(request):
    """Fail the test on a request off 127.0.0.1, a console error, a page error, an HTTP error."""
    if "context" not in request.fixturenames and "page" not in request.fixturenames:
        yield None
        return
    guard = Guard(request.getfixturevalue("context"))
    yield guard
    guard.check()


# ------------------------------------------------------------------------------------- helpers


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
def sized(browser, guard_context):
    """new(**options) -> a page in a fresh context (a first visit: nothing kept) of those options
    (its viewport, touch), without the service worker; each context closed and checked by the guard
    after the test."""
    made = []

    def new(**options):
        context = browser.new_context(service_workers="block", **options)
        made.append((context, guard_context(context)))
        return context.new_page()

    yield new
    for context, guard in made:
        context.close()
        guard.check()


@pytest.fixture()
def axe_context(browser, guard_context):
    """A context where axe-core can be injected (the pages' CSP would refuse its script)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block", bypass_csp=True)
    guard = guard_context(context)
    yield context
    context.close()
    guard.check()


@pytest.fixture()
def loose_context(browser):
    """A context without the guard: these tests make downloads fail on purpose. Requests off
    127.0.0.1 are still counted."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    context.add_init_script("globalThis.FACTORGAMES_THINK_MS = 0;")
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
