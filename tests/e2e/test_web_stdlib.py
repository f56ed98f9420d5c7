"""The trimmed standard library: the engine answers every request kind from it (the whole library is
never fetched), a module it lacks still imports through the safety net (the whole library, fetched
once, only then), and the offline cache holds what the pages use and not the whole library."""

from __future__ import annotations

import io
import json
import lzma
import zipfile

import pytest
from conftest import PYODIDE_CACHE_PREFIX

from sitebuild.engine_exercise import exercise
from sitebuild.paths import engine_importable
from sitebuild.wasm_xz import CHECK, FILTERS

WHOLE = "python_stdlib.full.pyc.zip"
TRIMMED = "**/py/python_stdlib.pyc.zip.xz"  # as the engine's worker downloads it, packed with xz

# The worker's own protocol, driven from the page: every request, and what went wrong.
ASK_ALL_JS = """
async ([requests, build]) => {
  // The site's policy of Trusted Types gives the worker's address (the page enforces them).
  const { siteScript } = await import(new URL("js/shared/trusted.js", document.baseURI).href);
  const worker = new Worker(siteScript(new URL("js/engine/worker.js", document.baseURI)), { type: "module" });
  worker.postMessage({ type: "hello", build });
  await new Promise((resolve, reject) => worker.addEventListener("message", (e) => {
    if (e.data.type === "ready") resolve();
    if (e.data.type === "fatal") reject(new Error(e.data.message));
  }));
  const failures = [];
  const answers = [];
  for (const [id, request] of requests.entries()) {
    const reply = await new Promise((resolve) => {
      const onMessage = (e) => {
        if (e.data.type === "reply" && e.data.id === id) {
          worker.removeEventListener("message", onMessage);
          resolve(e.data);
        }
      };
      worker.addEventListener("message", onMessage);
      worker.postMessage({ id, request });
    });
    if (reply.error !== undefined) failures.push(`${request}: ${reply.error}`);
    else answers.push(reply.response);
  }
  worker.terminate();
  return { failures, answers };
}
"""


def every_request() -> tuple[list[str], list[str]]:
    """The requests the build's exercise sends (every kind, game, language and overlay) and the
    engine's answers, recorded in CPython from its sources (docstrings and all)."""
    engine_importable()
    from factorgames.page.api import handle

    sent: list[str] = []
    answers: list[str] = []

    def recording(request: str) -> str:
        sent.append(request)
        answers.append(handle(request))
        return answers[-1]

    exercise(recording)
    return sent, answers


def test_every_request_kind_is_answered_from_the_trimmed_library_as_in_cpython(page, site_url, site_dist):
    requests, expected = every_request()
    kinds = {json.loads(r).get("op") for r in requests if r.startswith("{")}
    assert kinds >= {"load", "new", "pick", "computer", "undo", "rematch", "view", "restart", "study", "saved"}
    fetched: list[str] = []
    page.on("request", lambda r: fetched.append(r.url))
    page.goto(site_url + "study.html")
    build = json.loads((site_dist / "build-info.json").read_text())["build"]
    asked = page.evaluate(ASK_ALL_JS, [requests, build])
    assert asked["failures"] == []
    # The same words and views as the sources give: nothing a player reads came from a docstring.
    assert [json.loads(a) for a in asked["answers"]] == [json.loads(a) for a in expected]
    # The trimmed library: downloaded packed, or read as a returning device keeps it decoded (the shared
    # contexts keep it: conftest.py's Kept), never the plain file nor the whole library.
    pyodide = json.loads((site_dist / "build-info.json").read_text())["pyodide"]
    kept = page.evaluate(
        "async ([name, url]) => Boolean(await (await caches.open(name)).match(url))",
        [f"{PYODIDE_CACHE_PREFIX}{pyodide}", site_url + "py/python_stdlib.pyc.zip"],
    )
    assert kept or any(url.endswith("/py/python_stdlib.pyc.zip.xz") for url in fetched), "packed, or kept decoded"
    assert not [url for url in fetched if url.endswith("/py/python_stdlib.pyc.zip")], "never plain"
    assert not [url for url in fetched if url.endswith(WHOLE)], "the whole library was fetched"


def without(archive: bytes, module: str) -> bytes:
    """A zip without one module (shipped as source or compiled)."""
    out = io.BytesIO()
    with zipfile.ZipFile(io.BytesIO(archive)) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as zout:
        names = {f"{module}.py", f"{module}.pyc"} & set(zin.namelist())
        assert len(names) == 1
        for info in zin.infolist():
            if info.filename not in names:
                zout.writestr(info, zin.read(info))
    return out.getvalue()


@pytest.mark.fresh_context  # a snapshot holds the module
def test_a_module_left_out_imports_from_the_whole_library_fetched_once(context, make_app):
    # gettext: the engine imports it, Pyodide's own start does not.
    context.route(
        TRIMMED,
        lambda route: route.fulfill(
            response=(fetched := route.fetch()),
            body=lzma.compress(without(lzma.decompress(fetched.body()), "gettext"), check=CHECK, filters=FILTERS),
        ),
    )
    whole: list[str] = []
    context.on("request", lambda r: whole.append(r.url) if r.url.endswith(WHOLE) else None)
    app = make_app(context.new_page())
    app.open("game=factor-chain-challenge&range=1-10")
    app.click(6)
    assert app.chain() == [6]
    assert app.numbers("legal") == [1, 2, 3]
    assert len(whole) == 1


WAIT_FOR_CONTROLLER = """() => navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true :
  new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true))))"""
CACHED_JS = """async () => {
  const urls = [];
  for (const name of await caches.keys()) {
    if (!name.startsWith("factorgames-") || name === "factorgames-snapshot") continue;
    for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
  }
  return urls;
}"""


def test_the_offline_cache_holds_what_the_pages_use_and_not_the_whole_library(
    browser, guard_context, site_url, site_dist
):
    context = browser.new_context(service_workers="allow")
    guard = guard_context(context)
    used: set[str] = set()
    context.on("requestfinished", lambda r: used.add(r.url.split("?")[0].split("#")[0]))
    page = context.new_page()
    page.goto(site_url + "#game=nrich")
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=60_000)
    assert page.evaluate(WAIT_FOR_CONTROLLER)
    cached = page.evaluate(CACHED_JS)
    base = site_url.removeprefix(site_url.split("/site/")[0])  # "/site/"
    assert not [path for path in cached if path.endswith(WHOLE)]
    assert len(cached) == len(set(cached)), "a file is cached twice"
    assert not {base + "_headers", base + "build-info.json", base + "index.html"} & set(cached)  # index.html is "./"
    missing = {url for url in used if url.startswith(site_url)} - {site_url.split("/site/")[0] + p for p in cached}
    assert not {url for url in missing if not url.endswith("/sw.js")}, "used but not kept for offline"
    assert base + "py/python_stdlib.pyc.zip.xz" in cached, "the standard library as a first visit downloads it"
    assert not [url for url in used if url.endswith("/py/python_stdlib.pyc.zip")], "never downloaded plain"
    context.close()
    guard.check()
