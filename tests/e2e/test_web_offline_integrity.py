"""The offline cache serves only this build's bytes, and keeps the Bots page's files only once the
Bots page is opened.

Anything that can write to the site's Cache Storage (a script that once ran at the origin, an
extension, a bug) could put its own page under the site's address or its own Pyodide in the cache
every build of that Pyodide shares. The service worker hashes every response it reads from a cache
against the SHA-256 build.py wrote into sw.js: a changed entry is never served, online or offline."""

from __future__ import annotations

import functools
import hashlib
import json
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from test_web_stdlib import CACHED_JS as CACHED  # the paths the offline cache holds

from sitebuild.npm import pyodide_version
from sitebuild.serve import SiteHandler, SiteServer

WAIT_FOR_CONTROLLER = """() => Promise.race([
  navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true :
    new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true)))),
  new Promise((resolve) => setTimeout(() => resolve(false), 30000)),
])"""
READY = "body[data-ready=true][data-idle=true]"

TAMPERED_PAGE = "<!doctype html><title>Tampered</title><p id='tampered'>Not the site</p>"
TAMPERED_JS = "globalThis.TAMPERED_BY_TEST = true; export function loadPyodide() { throw new Error('tampered'); }\n"
PUT = """async ([cacheName, url, body, type]) => {
  await (await caches.open(cacheName)).put(url, new Response(body, { headers: { "content-type": type } }));
}"""
KEPT_SHA256 = """async ([cacheName, url]) => {
  const kept = await (await caches.open(cacheName)).match(url);
  if (!kept) return null;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await kept.arrayBuffer()));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}"""
FETCHED = """async (url) => {
  try {
    const response = await fetch(url);
    return { status: response.status, text: await response.text() };
  } catch (err) {
    return { status: 0, text: String(err) };
  }
}"""


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture()
def site(server_root, site_url):
    """The built site on a server of its own (its own origin, so its own service worker and caches),
    at the session's sub-path, which answers 404 for the paths in `missing` (e.g. "/site/")."""
    missing: set[str] = set()

    class Handler(SiteHandler):
        def send_head(self):  # type: ignore[no-untyped-def]
            if self.path.split("?")[0] in missing:
                self.send_error(404)
                return None
            return super().send_head()

    server = SiteServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(server_root)))
    server.quiet = True
    thread = threading.Thread(target=server.serve_forever, name="e2e-integrity", daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}{urlsplit(site_url).path}", missing
    server.shutdown()
    server.server_close()


@pytest.fixture()
def sw_context(browser):
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    yield context
    context.close()


def first_visit(context, url: str):
    page = context.new_page()
    page.goto(url + "#game=nrich")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    assert page.evaluate(WAIT_FOR_CONTROLLER), "the service worker took control"
    return page


def caches_of(site_dist: Path) -> tuple[str, str]:
    info = json.loads((site_dist / "build-info.json").read_text())
    return f"factorgames-{info['version']}", f"factorgames-pyodide-{info['pyodide']}"


def eventually(check, timeout: float = 20.0):  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() > end:
            return value
        time.sleep(0.1)


def test_a_cache_entry_changed_by_hand_is_never_served(sw_context, guard_context, site, site_dist):
    url, missing = site
    guard = guard_context(sw_context)
    ours, pyodide = caches_of(site_dist)
    mjs = f"{url}pyodide/{pyodide_version()}/pyodide.mjs"
    real_mjs = (site_dist / "pyodide" / pyodide_version() / "pyodide.mjs").read_text(encoding="utf-8")
    real_index, real_mjs_sha = (
        sha256(site_dist / "index.html"),
        sha256(site_dist / "pyodide" / pyodide_version() / "pyodide.mjs"),
    )
    page = first_visit(sw_context, url)
    assert page.evaluate(KEPT_SHA256, [ours, url]) == real_index, "index.html kept under the scope's address"
    assert page.evaluate(KEPT_SHA256, [pyodide, mjs]) == real_mjs_sha

    def tamper() -> None:
        page.evaluate(PUT, [ours, url, TAMPERED_PAGE, "text/html"])
        page.evaluate(PUT, [pyodide, mjs, TAMPERED_JS, "text/javascript"])
        assert page.evaluate(KEPT_SHA256, [ours, url]) != real_index

    # Online: the real site shows, and the changed entries are replaced by this build's files.
    tamper()
    again = sw_context.new_page()
    again.goto(url + "#game=nrich")
    again.wait_for_selector(f"{READY}, #tampered", state="attached", timeout=60_000)
    assert again.locator("#tampered").count() == 0, "the changed page was served"
    assert again.locator("#board button[data-number]").count() > 0
    assert not again.evaluate("globalThis.TAMPERED_BY_TEST === true")
    assert again.evaluate(FETCHED, mjs) == {"status": 200, "text": real_mjs}
    assert eventually(lambda: again.evaluate(KEPT_SHA256, [ours, url]) == real_index), "the page kept again"
    assert eventually(lambda: again.evaluate(KEPT_SHA256, [pyodide, mjs]) == real_mjs_sha), "pyodide.mjs kept again"
    # index.html is the scope's page: the same entry, the same check.
    index = sw_context.new_page()
    page.evaluate(PUT, [ours, url, TAMPERED_PAGE, "text/html"])
    index.goto(url + "index.html#game=nrich")
    index.wait_for_selector(f"{READY}, #tampered", state="attached", timeout=60_000)
    assert index.locator("#tampered").count() == 0
    index.close()
    # This build's bytes under headers of another's making: served with the worker's own headers.
    page.evaluate(
        """async ([name, url, body]) => {
        const cache = await caches.open(name);
        await cache.put(url, new Response(body, { headers: { "content-type": "text/html", "x-tampered": "1",
                                                             refresh: `0; url=${url}bots.html` } }));
    }""",
        [ours, url, (site_dist / "index.html").read_text(encoding="utf-8")],
    )
    headed = sw_context.new_page()
    headed.goto(url + "#game=nrich")
    headed.wait_for_selector(READY, state="attached", timeout=60_000)
    headed.wait_for_timeout(500)
    assert urlsplit(headed.url).path == urlsplit(url).path, "a kept Refresh header was served"
    served = headed.evaluate(
        """async (url) => {
        const r = await fetch(url);
        return { type: r.headers.get("content-type"), tampered: r.headers.get("x-tampered"), refresh: r.headers.get("refresh") };
    }""",
        url,
    )
    assert served == {"type": "text/html; charset=utf-8", "tampered": None, "refresh": None}, served
    headed.close()
    again.close()
    guard.check()

    # The server answers 404 for both: the changed bytes are not served; the server's answer is.
    base = urlsplit(url).path
    missing.update({base, base + "index.html", base + f"pyodide/{pyodide_version()}/pyodide.mjs"})
    tamper()
    assert page.evaluate(FETCHED, mjs)["status"] == 404
    gone = sw_context.new_page()
    response = gone.goto(url)
    assert response is not None and response.status == 404
    assert gone.locator("#tampered").count() == 0 and "Not the site" not in gone.content()
    gone.close()
    assert page.evaluate(KEPT_SHA256, [ours, url]) is None and page.evaluate(KEPT_SHA256, [pyodide, mjs]) is None
    missing.clear()

    # Offline: no verified copy is left, so both fail to load rather than show the changed bytes.
    tamper()
    sw_context.set_offline(True)
    try:
        fetched = page.evaluate(FETCHED, mjs)
        assert fetched["status"] == 0 and "TAMPERED" not in fetched["text"], fetched
        offline = sw_context.new_page()
        with pytest.raises(Exception, match="ERR_"):
            offline.goto(url)
        assert offline.locator("#tampered").count() == 0 and "Not the site" not in offline.content()
        offline.close()
        assert page.evaluate(KEPT_SHA256, [ours, url]) is None and page.evaluate(KEPT_SHA256, [pyodide, mjs]) is None
    finally:
        sw_context.set_offline(False)
    # What failed in the last two parts was meant to: the 404s and the downloads that could not be made.
    guard.problems.clear()


def test_a_game_page_visit_keeps_no_bots_file_and_the_bots_page_keeps_its_own(
    sw_context, guard_context, site, site_dist
):
    url, _ = site
    guard = guard_context(sw_context)
    fetched: set[str] = set()
    sw_context.on("request", lambda r: fetched.add(r.url.split("?")[0].split("#")[0]))
    base = urlsplit(url).path
    version = pyodide_version()
    whole_stdlib = f"pyodide/{version}/python_stdlib.full.pyc.zip"
    bots_only = sorted(
        p.relative_to(site_dist).as_posix()
        for p in site_dist.rglob("*")
        if p.is_file()
        and (
            p.relative_to(site_dist).as_posix().startswith(("js/vendor/", "js/bots/"))
            or p.relative_to(site_dist).as_posix() in {"py/bots.zip", whole_stdlib}
        )
    )
    assert any(rel.startswith("js/vendor/codemirror-") for rel in bots_only)
    sw = (site_dist / "sw.js").read_text(encoding="utf-8")
    precache, hashed = sw[sw.index("const PRECACHE") : sw.index("const SHA256")], sw[sw.index("const SHA256") :]
    assert all(f'"./{rel}"' in hashed and f'"./{rel}"' not in precache for rel in bots_only), (
        "each has its hash in sw.js (served, kept once fetched), none is precached"
    )
    page = first_visit(sw_context, url)
    cached = page.evaluate(CACHED)
    assert base + "js/game/app.js" in cached and base + f"pyodide/{version}/pyodide.asm.wasm.xz" in cached
    assert not [path for path in cached if path.removeprefix(base) in bots_only], "no Bots page file precached"

    bots = sw_context.new_page()
    bots.goto(url + "bots.html")
    bots.wait_for_selector("body[data-ready=true]", state="attached", timeout=60_000)
    # The Bots page's files are kept as it fetches them: the editor's modules at once, the bots'
    # interpreter's (py/bots.zip, the whole standard library) while the first one starts.
    first_interpreter = {rel for rel in ("py/bots.zip", whole_stdlib) if rel in bots_only}
    assert eventually(lambda: {url + rel for rel in first_interpreter} <= fetched, 60), (
        "the interpreter's files fetched"
    )
    wanted = {rel for rel in bots_only if url + rel in fetched}
    assert first_interpreter <= wanted and [rel for rel in wanted if rel.startswith("js/vendor/codemirror-")]
    kept = eventually(lambda: wanted <= {path.removeprefix(base) for path in bots.evaluate(CACHED)}, 60)
    assert kept, sorted(wanted - {path.removeprefix(base) for path in bots.evaluate(CACHED)})
    # Each in the cache it belongs to: Pyodide's under its version, the others under the build's.
    ours, pyodide = caches_of(site_dist)
    for rel in wanted:
        assert bots.evaluate(KEPT_SHA256, [pyodide if rel.startswith("pyodide/") else ours, url + rel]) == sha256(
            site_dist / rel
        ), rel
    bots.close()
    guard.check()
