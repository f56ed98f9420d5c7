"""What the site survives where teachers and pupils open it: blocked storage, failed and corrupt
downloads, a start that never finishes, damaged links, a new deploy under an open page, a
sandboxed frame, a worker that tries to reach another origin, tampered stored values, and two
picks in one event-loop turn."""

from __future__ import annotations

import json
import tempfile
import zipfile
from pathlib import Path

import pytest
from playwright.sync_api import expect

from sitebuild.wasm_xz import pack_zip

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

OTHER_BUILD = "another-build"
FAST_FAIL = "globalThis.FACTORGAMES_START_TIMEOUT_MS = 3000;"


def failed_start(page) -> str:
    page.wait_for_selector("#loading[data-failed]", state="attached", timeout=30_000)
    return page.locator("#loading").get_attribute("data-failed")


# ------------------------------------------------------------------------------ storage blocked


def test_blocked_storage_plays_on_and_says_so_once(blocked_storage_context, make_app):
    page = blocked_storage_context.new_page()
    app = make_app(page).open("game=multiplicity&range=1-20")
    assert page.evaluate("(() => { try { localStorage.length; return false } catch { return true } })()"), (
        "this profile really blocks storage"
    )
    expect(page.locator("#storage-note")).to_be_visible()
    app.click(7)
    app.click(14)
    assert app.chain() == [1, 7, 14]
    assert "moves=7,14" in app.hash()
    assert page.locator("#storage-note").count() == 1
    # The solo challenge in an embed: every pick works and the address gains the moves.
    app.open("game=longest-chain&range=1-20", suffix="embed.html")
    for n in (4, 8, 2):
        app.click(n)
    assert "moves=4,8,2" in app.hash()
    assert page.locator("#challenge-length").inner_text() == "3"


# ------------------------------------------------------------------------------ failed downloads


@pytest.mark.parametrize(
    "part",
    [
        "pyodide/{v}/pyodide.asm.wasm.xz",  # Pyodide's WebAssembly as a first visit downloads it
        "js/xz-decompress.js",  # and its decoder
        "py/factorgames.zip.xz",
        "js/engine/worker.js",
        "js/engine/host.js",
        "py/python_stdlib.pyc.zip.xz",  # the standard library as a first visit downloads it
    ],
)
def test_a_failed_download_says_so_and_retry_works(loose_context, site_url, site_dist, make_app, part):
    # No short start-up timeout: the failure is heard at once (an error event, a fatal message),
    # and a short timeout would also cut short the start after Retry on a busy machine.
    page = loose_context.new_page()
    pyodide = json.loads((site_dist / "build-info.json").read_text())["pyodide"]
    url = site_url + part.format(v=pyodide)

    def matches(address: str) -> bool:
        return address.split("?")[0] == url

    loose_context.route(
        matches, lambda route: route.fulfill(status=404, body="gone", headers={"Cache-Control": "no-store"})
    )
    page.goto(site_url + "#game=nrich&moves=48")
    assert failed_start(page) == "download"
    expect(page.locator("#loading-label")).to_have_text(
        "Part of the game could not be downloaded. Check the connection, then try again."
    )
    expect(page.locator("#loading-retry")).to_be_visible()
    loose_context.unroute(matches)
    page.locator("#loading-retry").click()
    app = make_app(page)
    app.wait_ready()
    assert app.chain() == [48], "Retry keeps the address"


def test_a_corrupt_engine_archive_shows_no_traceback(loose_context, site_url):
    page = loose_context.new_page()
    loose_context.route(
        "**/py/factorgames.zip.xz", lambda route: route.fulfill(status=200, body=b"PK\x03\x04 not a zip")
    )
    page.goto(site_url)
    assert failed_start(page) == "download", "a damaged file is a download to try again"
    label = page.locator("#loading-label").inner_text()
    assert "could not be downloaded" in label and "Traceback" not in label and "Error" not in label


def test_a_start_that_never_finishes_times_out(loose_context, site_url):
    page = loose_context.new_page()
    page.add_init_script(FAST_FAIL)
    loose_context.route("**/python_stdlib.pyc.zip.xz", lambda route: None)  # never answered
    page.goto(site_url)
    assert failed_start(page) in ("timeout", "download")
    assert (
        "too long" in page.locator("#loading-label").inner_text()
        or "downloaded" in page.locator("#loading-label").inner_text()
    )


# ------------------------------------------------------------------------------ damaged links


def test_a_damaged_link_keeps_what_it_can_and_spares_the_saved_game(app, site_url):
    app.open("game=multiplicity&range=1-20")
    app.click(7)  # the player's own game, saved
    saved = app.hash()
    app.open("game=nrich&vs=Perfect!&first=3&moves=48,24).")
    assert app.chain() == [48, 24]
    assert "left out: vs=Perfect!, first=3" in app.notice()
    app.page.goto(site_url)  # a plain visit resumes the player's game, not the link's
    app.wait_ready()
    assert app.hash() == saved
    app.open("game=nrich&moves=48")
    app.click(24)  # a move in the linked game makes it the saved one
    app.page.goto(site_url)
    app.wait_ready()
    assert app.chain() == [48, 24]


# ------------------------------------------------------------------------------ a new deploy


@pytest.fixture(scope="module")
def other_build(site_dist) -> Path:
    """The files of the test as the next deploy ships them: this build's, with another build's id where
    build.py stamps it (the worker's "__BUILD__", the engine's factorgames/BUILD, its zip packed as the
    build packs it). A whole second build took 60-140 s of the suite for the same files."""
    build_id = json.loads((site_dist / "build-info.json").read_text())["build"]
    out = Path(tempfile.mkdtemp(prefix="fg-other-build-")) / "dist"
    host = site_dist / "js/engine/host.js"
    text = host.read_text(encoding="utf-8")
    assert json.dumps(build_id) in text, "the worker names its build"
    (out / "js/engine").mkdir(parents=True)
    (out / "py").mkdir()
    (out / "js/engine/host.js").write_text(text.replace(json.dumps(build_id), json.dumps(OTHER_BUILD)), "utf-8")
    with (
        zipfile.ZipFile(site_dist / "py/factorgames.zip") as old,
        zipfile.ZipFile(out / "py/factorgames.zip", "w") as new,
    ):
        for info in old.infolist():
            data = old.read(info)
            if info.filename == "factorgames/BUILD":
                assert data.decode().strip() == build_id, "the engine names its build"
                data = f"{OTHER_BUILD}\n".encode()
            new.writestr(info, data)
    pack_zip(out / "py/factorgames.zip")
    return out


@pytest.mark.parametrize("part", ["js/engine/host.js", "py/factorgames.zip.xz"])
def test_a_new_deploy_under_an_open_page_offers_a_reload(loose_context, site_url, other_build, part):
    page = loose_context.new_page()
    loose_context.route(
        f"**/{part}*",
        lambda route: route.fulfill(
            status=200,
            body=(other_build / part).read_bytes(),
            content_type="text/javascript" if part.endswith(".js") else "application/zip",
        ),
    )
    page.goto(site_url + "#game=nrich&moves=48")
    assert failed_start(page) == "version"
    assert page.locator("#loading-label").inner_text() == "A new version of Factor Games is ready."
    expect(page.locator("#loading-retry")).to_have_text("Reload")
    assert page.locator("#app").is_hidden(), "no mixed state: the old page never talks to the new engine"


# ------------------------------------------------------------------------------ a sandboxed frame


def test_a_sandboxed_frame_says_so_and_links_to_a_tab(loose_context, server_root, site_url):
    # No guard: the browser itself reports the frame's blocked modules on the console.
    page = loose_context.new_page()
    host = server_root / "sandbox-host.html"
    host.write_text(
        '<!doctype html><title>Course page</title><iframe sandbox="allow-scripts" '
        'src="site/embed.html#game=nrich&amp;moves=48" width="320" height="400" title="game"></iframe>'
    )
    page.goto(site_url.replace("/site/", "/sandbox-host.html"))
    frame = page.frame_locator("iframe")
    expect(frame.locator("#loading-label")).to_have_text(
        "This frame does not let the game run. Open it in a tab of its own."
    )
    link = frame.locator("#loading-open")
    expect(link).to_be_visible()
    assert link.get_attribute("href").endswith("embed.html#game=nrich&moves=48")
    assert link.get_attribute("target") == "_blank"
    # In French too (an embed with lang=fr): the classic script carries the catalogs' words.
    (server_root / "sandbox-host-fr.html").write_text(
        '<!doctype html><title>Page de cours</title><iframe sandbox="allow-scripts" '
        'src="site/embed.html#game=nrich&amp;lang=fr" width="320" height="400" title="jeu"></iframe>'
    )
    page.goto(site_url.replace("/site/", "/sandbox-host-fr.html"))
    expect(page.frame_locator("iframe").locator("#loading-label")).to_have_text(
        "Ce cadre ne permet pas au jeu de fonctionner. Ouvre-le dans un onglet à part."
    )


# ------------------------------------------------------------------------------ the worker's network


def test_the_worker_fetches_only_the_sites_own_files(app):
    app.open("game=nrich")
    workers = app.page.workers
    assert len(workers) == 1
    worker = workers[0]
    refused = worker.evaluate("""async () => {
        const tries = ["http://127.0.0.2:9/", "http://localhost:9/x", new URL("/elsewhere", self.location).href];
        const out = [];
        for (const url of tries) {
            try { await fetch(url); out.push("sent " + url); } catch (e) { out.push("refused"); }
        }
        out.push(typeof XMLHttpRequest, typeof WebSocket, typeof EventSource);
        return out;
    }""")
    assert refused == ["refused", "refused", "refused", "undefined", "undefined", "undefined"]
    own = worker.evaluate('fetch(new URL("../../favicon.svg", self.location)).then(r => r.status)')
    assert own == 200


# ------------------------------------------------------------------------------ tampered storage


def test_tampered_stored_values_are_ignored(app, site_url):
    app.open("game=longest-chain&range=1-20")
    app.page.evaluate("""() => {
        localStorage.setItem("factorgames:best:longest-chain:1-20", JSON.stringify({length: 1e300, hash: "game=x"}));
        sessionStorage.setItem("factorgames:score", JSON.stringify({tally: {"Player 1": 1e308}, counted: []}));
    }""")
    app.open("game=longest-chain&range=1-20")
    assert app.page.locator("#challenge-best").inner_text() == "none yet"
    app.click(4)
    app.click(8)
    assert app.page.locator("#challenge-best").inner_text() == "2", "a new best replaces the tampered one"
    app.open("game=factor-chain&range=1-20&moves=2,4,8")
    app.click(16)  # Player 2 wins: the first real tally
    assert app.over()
    score = app.page.locator("#score").inner_text()
    assert "Player 2 1" in score and "e308" not in score and "Infinity" not in score


# ------------------------------------------------------------------------------ quick input


def test_two_picks_in_one_event_loop_turn_are_both_applied(app):
    app.open("game=multiplicity&range=1-20")
    before = app.renders()
    app.page.evaluate("""() => {
        document.querySelector('#board [data-number="7"]').click();
        document.querySelector('#board [data-number="14"]').click();
    }""")
    app.page.wait_for_selector(
        f'body[data-idle=true]:not([data-renders="{before}"]):not([data-renders="{before + 1}"])', state="attached"
    )
    assert app.chain() == [1, 7, 14]
    assert app.notice() == ""


def test_the_worker_is_served_under_the_sites_policy(page, site_url, site_dist):
    response = page.request.get(site_url + "js/engine/worker.js")
    policy = response.headers["content-security-policy"]
    assert "connect-src 'self'" in policy and "default-src 'self'" in policy and "*" not in policy
    host_file = (site_dist / "_headers").read_text(encoding="utf-8")
    assert f"Content-Security-Policy: {policy}" in host_file
    assert "_headers" not in (site_dist / "sw.js").read_text(encoding="utf-8"), "not in the offline cache"


def test_full_storage_plays_on_and_says_so(page, make_app):
    page.add_init_script("""Storage.prototype.setItem = function () {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };""")
    app = make_app(page).open("game=multiplicity&range=1-20")
    app.click(7)
    expect(page.locator("#storage-note")).to_be_visible()
    app.click(14)
    assert app.chain() == [1, 7, 14] and "moves=7,14" in app.hash()
