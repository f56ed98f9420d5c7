"""No stuck page: a page's own script that fails to download, a damaged file of the engine, a
damaged view kept from the last visit, and the engine's worker dying mid-game. Each one ends
with a page a person can use: the reason in view with a Try again that works, or the game going
on with the same moves."""

from __future__ import annotations

import json

import pytest
from playwright.sync_api import expect
from test_web_survives import failed_start

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

DOWNLOAD_FAILED = "Part of the game could not be downloaded. Check the connection, then try again."
DOWNLOAD_FAILED_FR = "Une partie du jeu n'a pas pu être téléchargée. Vérifie la connexion, puis réessaie."
RESTARTED = "The game engine stopped and was started again: your game goes on."


def assert_failure_in_view(page, cause: str, label: str) -> None:
    assert failed_start(page) == cause
    expect(page.locator("#loading-label")).to_have_text(label)
    expect(page.locator("#loading-label")).to_be_in_viewport()
    expect(page.locator("#loading-retry")).to_be_in_viewport()


def assert_no_worker_left(page) -> None:
    """The engine's worker, started early (js/engine/boot.js) and now taken by no module, is stopped:
    it no longer boots Python for nothing, nor is it torn down mid-boot by Try again's reload."""
    for _ in range(100):
        if not page.workers:
            return
        page.wait_for_timeout(100)
    assert [worker.url for worker in page.workers] == []


# ------------------------------------------------------------------------------ the page's own scripts


@pytest.mark.parametrize(
    ("address", "script", "said"),
    [
        ("#game=nrich&moves=48", "js/game/app.js", DOWNLOAD_FAILED),
        ("embed.html#game=nrich&moves=48", "js/game/board.js", DOWNLOAD_FAILED),  # imported by app.js
        ("embed.html#game=nrich&moves=48&lang=fr", "js/game/app.js", DOWNLOAD_FAILED_FR),
    ],
)
def test_a_page_script_that_fails_to_download_says_so_and_retry_works(
    loose_context, seed_device, site_url, make_app, address, script, said
):
    seed_device(loose_context)  # (a device that visited before: Try again restores the engine)
    page = loose_context.new_page()
    url = site_url + script
    loose_context.route(
        url, lambda route: route.fulfill(status=404, body="gone", headers={"Cache-Control": "no-store"})
    )
    page.goto(site_url + address)
    assert_failure_in_view(page, "download", said)
    assert_no_worker_left(page)
    if address.startswith("embed.html"):
        link = page.locator("#loading-open")
        expect(link).to_be_visible()
        assert link.get_attribute("href") == site_url + address
    loose_context.unroute(url)
    page.locator("#loading-retry").click()
    app = make_app(page)
    app.wait_ready()
    assert app.chain() == [48], "Try again keeps the address"
    app.click(app.numbers("legal")[0])
    assert len(app.chain()) == 2


def test_the_study_page_says_when_its_script_fails_and_retry_works(loose_context, seed_device, site_url):
    seed_device(loose_context)
    page = loose_context.new_page()
    url = site_url + "js/study/page.js"
    loose_context.route(url, lambda route: route.abort())
    page.goto(site_url + "study.html#rule=even&max=30")
    assert_failure_in_view(page, "download", DOWNLOAD_FAILED)
    loose_context.unroute(url)
    page.locator("#loading-retry").click()
    page.wait_for_selector("#study-table tbody tr", state="attached", timeout=30_000)
    expect(page.locator("#loading")).to_be_hidden()
    assert page.locator("#study-table tbody tr").count() == 29, "the ranges 1..2 to 1..30"


def test_a_page_script_that_cannot_run_says_so(loose_context, seed_device, site_url):
    seed_device(loose_context)
    page = loose_context.new_page()
    loose_context.route(
        site_url + "js/game/board.js",
        lambda route: route.fulfill(status=200, body="export class Board {", content_type="text/javascript"),
    )  # cut short
    page.goto(site_url + "#game=nrich")
    assert_failure_in_view(
        page, "engine", "The game could not start in this browser. Try again, or open it in another browser."
    )
    assert_no_worker_left(page)


# ------------------------------------------------------------------------------ damaged engine files


def cut_in_half(route) -> None:
    response = route.fetch()
    body = response.body()
    route.fulfill(status=200, body=body[: len(body) // 2], content_type=response.headers.get("content-type"))


@pytest.mark.parametrize("part", ["pyodide.asm.wasm.xz", "python_stdlib.pyc.zip.xz", "factorgames.zip.xz"])
def test_a_damaged_engine_file_fails_at_once_as_a_download_and_retry_works(loose_context, site_url, make_app, part):
    # No start-up timeout is shortened: the damage is heard, not waited out (60 s).
    page = loose_context.new_page()
    pattern = f"**/{part}"
    loose_context.route(pattern, cut_in_half)
    page.goto(site_url + "#game=nrich&moves=48")
    assert_failure_in_view(page, "download", DOWNLOAD_FAILED)
    loose_context.unroute(pattern)
    page.locator("#loading-retry").click()
    app = make_app(page)
    app.wait_ready()
    assert app.chain() == [48]


# ------------------------------------------------------------------------------ a damaged kept view


@pytest.mark.parametrize(
    "damage",
    [
        "view.replay = null",
        "view.board.cells = [null, 7]",
        "view.game = null",
    ],
)
def test_a_damaged_kept_view_is_dropped_and_the_page_starts(app, site_url, damage):
    app.open("game=multiplicity&range=1-20")
    app.click(7)
    app.page.evaluate(f"""() => {{
        const kept = JSON.parse(localStorage.getItem("factorgames:view"));
        const view = kept.view;
        {damage};
        localStorage.setItem("factorgames:view", JSON.stringify(kept));
    }}""")
    app.page.reload()
    app.wait_ready()
    assert app.chain() == [1, 7], "the engine's answer is drawn"
    assert len(app.numbers()) == 20
    app.click(14)
    assert app.chain() == [1, 7, 14]
    kept = json.loads(app.page.evaluate("localStorage.getItem('factorgames:view')"))
    assert len(kept["view"]["board"]["cells"]) == 20, "a good view is kept again"


# ------------------------------------------------------------------------------ the engine's worker dies


def engine_worker(page):
    (worker,) = page.workers
    return worker


def test_a_worker_that_dies_between_moves_is_started_again(app):
    app.open("game=juniper-green&range=1-30&vs=perfect")
    app.click(12)
    moves = app.chain()
    assert len(moves) == 2, "the computer answered"
    engine_worker(app.page).evaluate("close()")  # as when the browser reclaims its memory
    expect(app.page.locator("#notice-text")).to_have_text(RESTARTED)
    expect(app.page.locator("#notice")).to_be_in_viewport()
    app.click(app.numbers("legal")[0])
    assert app.chain()[:2] == moves and len(app.chain()) == 4, "the pick and the computer's reply, on the same game"


def test_a_worker_that_dies_on_a_request_is_started_again_and_answers_it(loose_context, seed_device, make_app):
    seed_device(loose_context)  # (its two starts restore the engine, as on a device that visited before)
    page = loose_context.new_page()
    app = make_app(page)
    app.open("game=juniper-green&range=1-30&vs=perfect")
    app.click(12)
    moves = app.chain()
    # The worker takes the next request and never answers it, then crashes.
    engine_worker(page).evaluate("self.postMessage = () => {}")
    before = app.renders()
    pick = app.numbers("legal")[0]
    page.locator(f'#board button[data-number="{pick}"]').click()
    engine_worker(page).evaluate("setTimeout(() => { throw new Error('the engine crashed') })")
    app.wait_after(before)
    expect(page.locator("#notice-text")).to_have_text(RESTARTED)
    assert app.chain()[:3] == moves + [pick] and len(app.chain()) == 4, "the lost request was answered"
    app.press("#hint-button")
    expect(page.locator("#hint-text")).to_be_visible()


def test_where_web_locks_are_refused_a_dead_worker_is_noticed_all_the_same(blocked_storage_context, make_app):
    # Storage blocked (managed school browsers): no Web Lock tells of the death, the watchdog does.
    page = blocked_storage_context.new_page()
    app = make_app(page).open("game=juniper-green&range=1-30&vs=perfect")
    app.click(12)
    moves = app.chain()
    engine_worker(page).evaluate("close()")
    before = app.renders()
    pick = app.numbers("legal")[0]
    page.locator(f'#board button[data-number="{pick}"]').click()
    # The worker does not take the pick (10 s), a new one starts (no snapshot kept here) and answers it.
    page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached", timeout=90_000)
    expect(page.locator("#notice-text")).to_have_text(RESTARTED)
    assert app.chain()[:3] == moves + [pick] and len(app.chain()) == 4
