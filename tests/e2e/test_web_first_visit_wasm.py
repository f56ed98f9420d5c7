"""Pyodide's WebAssembly and the standard library packed with xz (sitebuild/wasm_xz.py,
js/engine/packed-files.js): a first visit downloads only the packed files, decodes them and plays; a
repeat visit and an offline reload use the bytes the first visit decoded and kept, downloading
neither form; a packed file that does not decode fails at once as a download; a kept file that is
not Pyodide's (or not the build's library) is dropped and decoded again. On a host that sends the
site's headers (dist/_headers) and on one that sends none."""

from __future__ import annotations

import hashlib
import json

import pytest
from hosts import headed_host, plain_host  # noqa: F401 - fixtures
from playwright.sync_api import expect
from test_web_startup import SNAPSHOT_KEPT
from test_web_stuck import DOWNLOAD_FAILED, assert_failure_in_view

pytestmark = pytest.mark.fresh_context  # first visits: nothing kept

READY = "body[data-ready=true][data-idle=true]"
WAIT_FOR_CONTROLLER = """() => Promise.race([
  navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true :
    new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true)))),
  new Promise((resolve) => setTimeout(() => resolve(false), 60000)),
])"""
KEPT_WASM = """async ([version, tries]) => {
  const url = new URL(`pyodide/${version}/pyodide.asm.wasm`, document.baseURI).href;
  for (let i = 0; i < tries; i++) {
    const kept = await (await caches.open(`factorgames-pyodide-${version}`)).match(url);
    if (kept) {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await kept.arrayBuffer()));
      return { type: kept.headers.get("content-type"),
               sha: Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("") };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}"""
"""Pyodide's WebAssembly as the engine's worker kept it decoded (waiting up to `tries` tenths of a
second): its content type and SHA-256, or null."""
SPOIL_KEPT_WASM = """async (version) => {
  const url = new URL(`pyodide/${version}/pyodide.asm.wasm`, document.baseURI).href;
  const cache = await caches.open(`factorgames-pyodide-${version}`);
  const bytes = new Uint8Array(await (await cache.match(url)).arrayBuffer());
  bytes[bytes.length >> 1] ^= 0xff; // still WebAssembly that compiles, maybe: the hash tells
  await cache.put(url, new Response(bytes, { headers: { "content-type": "application/wasm" } }));
}"""


KEPT_STDLIB = """async ([version, tries]) => {
  const url = new URL("py/python_stdlib.pyc.zip", document.baseURI).href;
  for (let i = 0; i < tries; i++) {
    const kept = await (await caches.open(`factorgames-pyodide-${version}`)).match(url);
    if (kept) {
      const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", await kept.arrayBuffer()));
      return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}"""
"""The standard library as the engine's worker kept it decoded (waiting up to `tries` tenths of a
second): its SHA-256, or null."""
DROP_KEPT_STDLIB = """async (version) => (await caches.open(`factorgames-pyodide-${version}`)).delete(
  new URL("py/python_stdlib.pyc.zip", document.baseURI).href)"""


def pyodide_of(site_dist) -> str:
    return json.loads((site_dist / "build-info.json").read_text())["pyodide"]


def asked(host, ending: str) -> list[str]:
    """The requests the host received for a path ending so (query and all)."""
    return [line for line in host.log.all() if line.split("?")[0].endswith(ending)]


def play_a_pick(page) -> None:
    """Pick a number of the first visit's board and wait for the computer's reply (Juniper Green against the perfect computer)."""
    before = page.locator("#chain li").count()
    page.locator('#board button[data-state="legal"]').first.click()
    page.wait_for_selector(f"#chain li:nth-child({before + 2})", state="attached", timeout=30_000)
    page.wait_for_selector(READY, state="attached", timeout=30_000)


def visit(context, site_url: str, warned: list[str] | None = None):
    """A new tab of `context` on Juniper Green against the perfect computer, once the page is ready
    (the console's warnings collected into `warned`)."""
    page = context.new_page()
    if warned is not None:
        page.on("console", lambda m: warned.append(m.text) if m.type == "warning" else None)
    page.goto(site_url + "#game=juniper-green&range=1-20&vs=perfect")
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    return page


@pytest.mark.parametrize("which", ["headed_host", "plain_host"])
def test_a_first_visit_downloads_the_packed_webassembly_only_and_a_repeat_visit_neither(
    request, which, browser, guard_context, site_dist
):
    host = request.getfixturevalue(which)
    version = pyodide_of(site_dist)
    context = browser.new_context(service_workers="allow")
    guard = guard_context(context)
    page = context.new_page()
    page.goto(host.url + "#game=juniper-green&range=1-20&vs=perfect")
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    assert page.get_attribute("body", "data-engine") == "fresh"
    play_a_pick(page)
    assert len(asked(host, "/pyodide.asm.wasm.xz")) == 1
    assert asked(host, "/pyodide.asm.wasm") == [], "a first visit never asks for the plain WebAssembly"
    assert len(asked(host, "/python_stdlib.pyc.zip.xz")) == 1
    assert asked(host, "/python_stdlib.pyc.zip") == [], "nor for the plain standard library"
    kept = page.evaluate(KEPT_WASM, [version, 300])
    plain = (site_dist / "pyodide" / version / "pyodide.asm.wasm").read_bytes()
    assert kept == {"type": "application/wasm", "sha": hashlib.sha256(plain).hexdigest()}, "kept decoded, whole"
    stdlib = hashlib.sha256((site_dist / "py" / "python_stdlib.pyc.zip").read_bytes()).hexdigest()
    assert page.evaluate(KEPT_STDLIB, [version, 300]) == stdlib, "the library kept decoded, the build's"
    assert page.evaluate(WAIT_FOR_CONTROLLER), "the offline cache is installed"
    page.wait_for_timeout(500)  # (its last writes)
    assert asked(host, "/pyodide.asm.wasm") == [], "nor does the offline cache"
    assert asked(host, "/python_stdlib.pyc.zip") == [] and len(asked(host, "/python_stdlib.pyc.zip.xz")) == 1

    # A repeat visit in a new tab: the kept bytes compiled, neither file asked for.
    page.close()
    again = context.new_page()
    again.goto(host.url + "#game=juniper-green&range=1-20&vs=perfect")
    again.wait_for_selector(READY, state="attached", timeout=60_000)
    assert again.get_attribute("body", "data-engine") == "snapshot"
    play_a_pick(again)
    assert len(asked(host, "/pyodide.asm.wasm.xz")) == 1 and asked(host, "/pyodide.asm.wasm") == []
    assert len(asked(host, "/python_stdlib.pyc.zip.xz")) == 1 and asked(host, "/python_stdlib.pyc.zip") == []

    # Offline: a reload plays, from the kept bytes; and without them, from the packed files the
    # offline cache holds, decoded again (and kept again).
    context.set_offline(True)
    again.reload()
    again.wait_for_selector(READY, state="attached", timeout=60_000)
    play_a_pick(again)
    again.evaluate(
        """async (version) => (await caches.open(`factorgames-pyodide-${version}`)).delete(
          new URL(`pyodide/${version}/pyodide.asm.wasm`, document.baseURI).href)""",
        version,
    )
    again.evaluate(DROP_KEPT_STDLIB, version)
    again.reload()
    again.wait_for_selector(READY, state="attached", timeout=90_000)
    play_a_pick(again)
    assert again.evaluate(KEPT_WASM, [version, 300]) == kept, "decoded offline and kept again"
    assert again.evaluate(KEPT_STDLIB, [version, 300]) == stdlib, "the library too"
    context.set_offline(False)
    assert len(asked(host, "/pyodide.asm.wasm.xz")) == 1 and asked(host, "/pyodide.asm.wasm") == []
    assert len(asked(host, "/python_stdlib.pyc.zip.xz")) == 1 and asked(host, "/python_stdlib.pyc.zip") == []
    context.close()
    guard.check()


def flip_a_byte(route) -> None:
    """The packed file with one byte changed in its middle: xz's check of that block fails."""
    response = route.fetch()
    body = bytearray(response.body())
    body[len(body) // 2] ^= 0x55
    route.fulfill(status=200, body=bytes(body), headers={"content-type": "application/x-xz"})


def test_a_damaged_packed_webassembly_fails_at_once_as_a_download_and_retry_works(
    loose_context, site_url, site_dist, make_app
):
    page = loose_context.new_page()
    pattern = "**/pyodide.asm.wasm.xz"
    loose_context.route(pattern, flip_a_byte)
    page.goto(site_url + "#game=nrich&moves=48")
    assert_failure_in_view(page, "download", DOWNLOAD_FAILED)  # heard, not waited out
    assert page.evaluate(KEPT_WASM, [pyodide_of(site_dist), 1]) is None, "nothing damaged is kept"
    loose_context.unroute(pattern)
    page.locator("#loading-retry").click()
    app = make_app(page)
    app.wait_ready()
    assert app.chain() == [48]
    expect(page.locator("#loading")).to_be_hidden()


def test_a_kept_webassembly_that_is_not_pyodides_is_dropped_and_decoded_again(
    browser, guard_context, site_url, site_dist
):
    version = pyodide_of(site_dist)
    plain = hashlib.sha256((site_dist / "pyodide" / version / "pyodide.asm.wasm").read_bytes()).hexdigest()
    context = browser.new_context(service_workers="block")
    guard = guard_context(context)
    fetched: list[str] = []
    context.on("request", lambda r: fetched.append(r.url.split("?")[0]))
    page = visit(context, site_url)
    assert page.evaluate(KEPT_WASM, [version, 300])["sha"] == plain
    page.evaluate(SPOIL_KEPT_WASM, version)
    assert page.evaluate(KEPT_WASM, [version, 1])["sha"] != plain
    packed = sum(url.endswith("/pyodide.asm.wasm.xz") for url in fetched)
    page.close()
    warned: list[str] = []
    again = visit(context, site_url, warned)
    play_a_pick(again)
    assert sum(url.endswith("/pyodide.asm.wasm.xz") for url in fetched) == packed + 1, "downloaded packed again"
    assert any("kept WebAssembly is dropped" in text for text in warned), warned
    assert again.evaluate(KEPT_WASM, [version, 300])["sha"] == plain, "Pyodide's own kept again"
    context.close()
    guard.check()


SPOIL_KEPT_STDLIB = """async (version) => {
  const url = new URL("py/python_stdlib.pyc.zip", document.baseURI).href;
  const cache = await caches.open(`factorgames-pyodide-${version}`);
  const bytes = new Uint8Array(await (await cache.match(url)).arrayBuffer());
  bytes[bytes.length >> 1] ^= 0xff; // (another build's library would differ so)
  await cache.put(url, new Response(bytes, { headers: { "content-type": "application/zip" } }));
}"""


def test_a_kept_standard_library_that_is_not_the_builds_is_dropped_and_downloaded_again(
    browser, guard_context, site_url, site_dist
):
    version = pyodide_of(site_dist)
    plain = hashlib.sha256((site_dist / "py" / "python_stdlib.pyc.zip").read_bytes()).hexdigest()
    context = browser.new_context(service_workers="block")
    guard = guard_context(context)
    fetched: list[str] = []
    context.on("request", lambda r: fetched.append(r.url.split("?")[0]))
    page = visit(context, site_url)
    assert page.evaluate(KEPT_STDLIB, [version, 300]) == plain
    assert page.evaluate(SNAPSHOT_KEPT)  # kept some seconds after the start: a CI run had closed the tab first
    page.close()
    # A repeat visit reads the kept library: not downloaded again.
    again = visit(context, site_url)
    assert again.get_attribute("body", "data-engine") == "snapshot"
    packed = sum(url.endswith("/python_stdlib.pyc.zip.xz") for url in fetched)
    assert packed == 1, "read from where the first visit kept it"
    again.evaluate(SPOIL_KEPT_STDLIB, version)
    assert again.evaluate(KEPT_STDLIB, [version, 1]) != plain
    again.close()
    warned: list[str] = []
    third = visit(context, site_url, warned)
    play_a_pick(third)
    assert sum(url.endswith("/python_stdlib.pyc.zip.xz") for url in fetched) == packed + 1, "downloaded again"
    assert not [url for url in fetched if url.endswith("/python_stdlib.pyc.zip")], "packed, never plain"
    assert any("python_stdlib.pyc.zip is not this build's" in text for text in warned), warned
    assert third.evaluate(KEPT_STDLIB, [version, 300]) == plain, "the build's own kept again"
    context.close()
    guard.check()
