"""Bad addresses and saved games, offline play after one visit, a phone-sized screen, and
checks on the built files (own origin only, CSP, no HTML built from data)."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import expect
from test_web_startup import SNAPSHOT_KEPT, WAIT_FOR_CONTROLLER

from factorgames.classroom.assignment import Assignment, Task
from factorgames.solve.removal_table import FILES

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

CACHED = "async (path) => Boolean(await caches.match(path))"
LEGAL = '#board button[data-state="legal"]'

ROOT = Path(__file__).resolve().parents[2]

BAD_ADDRESSES = {
    "unknown-game": "game=no-such-game&moves=1",
    "huge-range": "game=multiplicity&range=0-99999999",
    "moves-not-numbers": "game=multiplicity&range=1-50&moves=abc",
    "illegal-move": "game=multiplicity&range=1-50&moves=2,3",
    "huge-string": "game=multiplicity&moves=" + "9" * 60_000,
    "html-in-value": 'game=<img src=x onerror="document.title=1">&range=<b>1-5</b>',
    "html-everywhere": "<script>document.body.dataset.pwned=1</script>",
}


def assert_playable(app) -> None:
    legal = app.numbers("legal")
    assert legal, "a playable game is shown"
    before = len(app.chain())
    app.click(legal[0])
    assert len(app.chain()) == before + 1


def assert_no_injected_html(page) -> None:
    assert page.locator("img").count() == 0
    assert page.locator("main b, main script, #notice *:not(#notice-text):not(button)").count() == 0
    assert page.evaluate("document.body.dataset.pwned") is None
    assert page.title() != "1"


@pytest.mark.parametrize("name", list(BAD_ADDRESSES))
def test_bad_address_shows_a_notice_and_a_playable_game(app, name):
    app.open(BAD_ADDRESSES[name])
    notice = app.notice()
    assert notice, f"a notice explains what was wrong with {name}"
    assert "<img" not in app.page.locator("#notice-text").inner_html()
    assert_no_injected_html(app.page)
    assert len(app.page.url) < 10_000, "the address is replaced by the game shown"
    assert_playable(app)
    assert_no_injected_html(app.page)


def test_illegal_move_in_the_list_keeps_the_moves_before_it(app):
    app.open("game=multiplicity&range=1-50&moves=2,4,5,10")
    assert app.notice()
    assert app.chain() == [1, 2, 4], "the moves before the illegal one are kept"


def test_large_range_is_capped_for_the_board(app):
    app.open("game=juniper-green&range=1-401")
    assert app.notice()
    assert len(app.numbers()) <= 400
    assert_playable(app)


def test_a_400_board_from_the_form(app):
    app.open()
    app.new_game("juniper-green", lo=1, hi=400)
    assert app.notice() == ""
    assert len(app.numbers()) == 400
    assert "range=1-400" in app.hash()
    assert_playable(app)


def test_corrupt_saved_game_is_discarded_with_a_notice(app, site_url):
    app.open()
    app.page.evaluate("localStorage.setItem('factorgames:game', 'game=%%%&moves=<b>x</b>')")
    app.page.goto(site_url)
    app.wait_ready()
    assert "saved game" in app.notice().lower()
    assert_no_injected_html(app.page)
    assert_playable(app)
    # The bad value (an earlier version's one slot, taken over as a game) is replaced by the game now shown.
    saved = app.page.evaluate(
        "Object.keys(localStorage).filter((key) => key.startsWith('factorgames:game'))"
        ".map((key) => JSON.parse(localStorage.getItem(key)).hash)"
    )
    assert saved == [app.hash()]


@pytest.fixture()
def sw_context(browser, guard_context):
    """A desktop context with service workers allowed (the default context blocks them)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    guard = guard_context(context)
    yield context
    context.close()
    guard.check()


def test_offline_after_one_visit(sw_context, make_app, site_dist, site_url):
    page = sw_context.new_page()
    app = make_app(page)
    app.open("game=multiplicity&range=1-50")
    # The service worker installs (precaching every file) and takes control of the page.
    assert page.evaluate(WAIT_FOR_CONTROLLER), "the service worker took control"
    info = json.loads((site_dist / "build-info.json").read_text())
    assert page.evaluate(SNAPSHOT_KEPT), "the engine's memory snapshot is kept"
    assert sorted(page.evaluate("caches.keys()")) == sorted(
        [f"factorgames-{info['version']}", f"factorgames-pyodide-{info['pyodide']}", "factorgames-snapshot"]
    ), "the build's files in a cache named by their hash, Pyodide's in one named by its version"
    # The 7x7 tables are fetched when a game needs one, not before, and kept for offline play then.
    table = "./" + FILES[False]
    assert not page.evaluate(CACHED, table), "no visitor downloads a 7x7 table unasked"
    seven = make_app(sw_context.new_page()).open("game=multiples-removal&grid=7&without-one&vs=perfect&first=1")
    seven.click(49)  # a losing first pick (47 numbers left): the computer's answer is searched, from the table
    expect(seven.page.locator(LEGAL)).not_to_have_count(47, timeout=30_000)  # the computer answered
    assert page.evaluate(CACHED, table), "the table it needed is kept for offline play"
    seven.page.close()
    sw_context.set_offline(True)
    try:
        seven = make_app(sw_context.new_page()).open("game=multiples-removal&grid=7&without-one&vs=perfect&first=1")
        seven.click(48)  # as losing: the computer's answer needs the table again, from the cache
        expect(seven.page.locator(LEGAL)).not_to_have_count(47, timeout=30_000)  # the computer answered, offline
        seven.page.close()
        page.reload()
        app.wait_ready()
        assert page.get_attribute("body", "data-engine") == "snapshot"
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        assert app.chain() == [1]
        assert_playable(app)
        assert len(app.chain()) == 2
        # A new tab of the site while offline, opening a shared address.
        other = make_app(sw_context.new_page())
        other.open("game=nrich&range=1-100&moves=48")
        assert other.states()[48] == "current"
        other.click(other.numbers("legal")[0])
        assert len(other.chain()) == 2
        other.page.close()
        # A class's assignment, first opened offline: the Class page and its scripts were precached.
        assignment = Assignment("Offline", (Task("game=factor-chain-challenge&vs=easy", "win"),), seed=1)
        pupil = sw_context.new_page()
        pupil.goto(f"{site_url}class.html#a={assignment.code()}")
        pupil.wait_for_selector("body[data-mode=pupil][data-idle=true]", state="attached", timeout=60_000)
        assert pupil.locator(".class-task-label").all_inner_texts() == [assignment.describe(0)]
        pupil.close()
    finally:
        sw_context.set_offline(False)


@pytest.fixture()
def phone_page(shared_context):
    return shared_context(viewport={"width": 375, "height": 667}, is_mobile=True, has_touch=True).new_page()


def test_phone_sized_screen(phone_page, make_app):
    app = make_app(phone_page)
    app.open("game=juniper-green&range=1-100")
    page = app.page
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 375, f"no sideways scrolling on a phone (page is {width}px wide)"
    boxes = page.eval_on_selector_all(
        "#board button[data-number]", "els => els.map(e => e.getBoundingClientRect().toJSON())"
    )
    assert all(b["left"] >= 0 and b["right"] <= 375 for b in boxes)
    assert min(b["width"] for b in boxes) >= 24, "numbers are big enough to tap"
    assert len({round(b["top"]) for b in boxes[:10]}) == 1, "ten numbers a row"
    number = app.numbers("legal")[0]
    before = app.renders()
    page.locator(f'#board button[data-number="{number}"]').tap()
    app.wait_after(before)
    assert app.chain() == [number]
    expect(page.get_by_test_id("status")).to_be_visible()


# ------------------------------------------------------------------------ the built files


def own_files(site_dist: Path) -> list[Path]:
    return [
        p
        for p in site_dist.rglob("*")
        if p.is_file()
        and p.relative_to(site_dist).parts[0] != "pyodide"
        and p.suffix in {".html", ".js", ".css", ".svg"}
    ]


LINKS_OUT = {
    "share-links.js": "https://classroom.google.com/share?url=",
    "class.html": 'href="https://classroom.google.com/share"',
}
"""Addresses a person follows and the page never fetches: the Class page's Share to Google Classroom
(a link the teacher clicks, to Google's share page: a navigation, not a request of the site's)."""


def test_built_files_name_no_other_origin(site_dist):
    for path in own_files(site_dist):
        # SVG's namespace is a name, never fetched (in markup, and in JS that makes SVG elements).
        text = path.read_text(encoding="utf-8").replace('xmlns="http://www.w3.org/2000/svg"', "")
        text = text.replace('"http://www.w3.org/2000/svg"', "")
        if path.name in LINKS_OUT:
            assert LINKS_OUT[path.name] in text, path.name
            text = text.replace(LINKS_OUT[path.name], "")
        urls = re.findall(r"(?:https?:)?//[a-z0-9.-]+\.[a-z]{2,}", text, flags=re.IGNORECASE)
        assert not urls, f"{path.name} names another origin: {urls}"
        assert not re.search(r"""(?:src|href)\s*=\s*["']/""", text), f"{path.name} uses a root-relative URL"


ALLOWED_SOURCES = {"'self'", "'none'"}
POLICIES = {"factorgames", "factorgames-boot", "bots-frame", "bots-worker", "'none'"}
"""The Trusted Types policies the site makes (sitebuild/headers.py)."""
SCRIPT_SOURCES = {"'self'", "'wasm-unsafe-eval'", "'none'"}


def csp_of(html: str) -> dict[str, list[str]]:
    """The page's Content-Security-Policy meta tag, as directive -> sources."""
    match = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)"', html)
    assert match, "the page has a Content-Security-Policy"
    policy = {}
    for directive in match.group(1).split(";"):
        name, *sources = directive.split()
        if name:
            policy[name] = sources
    return policy


def csp_problems(policy: dict[str, list[str]], scripts: frozenset[str] = frozenset()) -> list[str]:
    """What in a policy allows more than the site's own origin (and WebAssembly for scripts, and
    `scripts`: what one page's scripts and workers may also be)."""
    found = [] if policy.get("default-src") in (["'self'"], ["'none'"]) else ["default-src is not 'self' or 'none'"]
    # Trusted Types (names of the site's policies, not sources): enforced, and only the site's.
    if policy.get("require-trusted-types-for") != ["'script'"]:
        found.append("Trusted Types are not enforced")
    found += [f"trusted-types allows {name}" for name in policy.get("trusted-types", []) if name not in POLICIES]
    for name, sources in policy.items():
        if name in ("require-trusted-types-for", "trusted-types"):
            continue
        allowed = SCRIPT_SOURCES | scripts if name in ("script-src", "worker-src", "default-src") else ALLOWED_SOURCES
        found += [f"{name} allows {source}" for source in sources if source not in allowed]
    if "object-src" not in policy and policy.get("default-src") != ["'none'"]:
        found.append("object-src is not set")
    return found


def test_csp_check_rejects_wildcards_and_other_origins():
    good = (
        "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; "
        "require-trusted-types-for 'script'; trusted-types factorgames"
    )
    assert csp_problems(csp_of(f'<meta http-equiv="Content-Security-Policy" content="{good}">')) == []
    assert csp_problems(csp_of(f'<meta http-equiv="Content-Security-Policy" content="{good.split("; require")[0]}">'))
    for bad in [
        "trusted-types factorgames anything",
        "trusted-types 'allow-duplicates'",
        "script-src *",
        "script-src 'self' 'unsafe-inline'",
        "script-src 'self' https://cdn.example",
        "connect-src https:",
        "img-src data:",
        "style-src 'unsafe-inline'",
    ]:
        html = f'<meta http-equiv="Content-Security-Policy" content="{good}; {bad}">'
        assert csp_problems(csp_of(html)), bad


def test_every_page_has_a_csp_of_its_own_origin_only(site_dist):
    pages = sorted(site_dist.glob("*.html")) + sorted(site_dist.glob("rules/*.html"))
    assert len(pages) >= 10
    # The bots' sandbox frame inherits the policy of the page that runs bots (the Bots page, and the
    # Class page, which plays pupils' bots again): the frame's own script (by the hash of the file
    # as built, and nothing else inline) and the blob: worker and modules it builds from bytes.
    built = (site_dist / "js" / "bots" / "sandbox-frame.js").read_bytes()
    frame = "'sha256-" + base64.b64encode(hashlib.sha256(built).digest()).decode() + "'"
    running_bots = ("bots.html", "class.html")
    for page in pages:
        scripts = frozenset({"blob:", frame}) if page.name in running_bots else frozenset()
        assert csp_problems(csp_of(page.read_text(encoding="utf-8")), scripts) == [], page.name
    for name in running_bots:
        assert frame in csp_of((site_dist / name).read_text(encoding="utf-8"))["script-src"]


def test_no_html_is_built_from_data():
    for path in (ROOT / "js").rglob("*.js"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write", text), path.name


def test_a_lang_key_naming_an_inherited_property_is_english(app, page):
    asked = []
    page.on("request", lambda request: asked.append(request.url))
    app.open("game=nrich&lang=constructor")
    assert page.get_attribute("html", "lang") == "en"
    assert not [url for url in asked if "locale/" in url], "no catalog is asked for"
    assert_playable(app)


def test_an_encoded_value_in_the_address_is_decoded_once(app):
    # "48&range=1-100000", encoded: one value of moves, not a range.
    app.open("game=juniper-green&moves=48%26range%3D1-100000")
    assert len(app.numbers()) == 100, "the range is the game's own"
    assert "moves" in app.notice(), "the unreadable moves are named"
    assert "range=1-100000" not in app.hash()
    assert_playable(app)


def test_the_score_counts_on_past_200_games(app):
    app.open("game=factor-chain&range=1-20&moves=2,4,8")
    app.click(16)  # Player 2 wins
    expect(app.page.locator("#score")).to_have_text("Games won: Player 1 0, Player 2 1")
    # The score as this page writes it after 200 games of a long lesson.
    app.page.evaluate("""() => {
        const key = Object.keys(sessionStorage).find((k) => k.startsWith("factorgames:score:"));
        const counted = Array.from({length: 200}, (_, i) => `game=factor-chain&range=1-20&moves=${i}`);
        sessionStorage.setItem(key, JSON.stringify({tally: {"1": 120, "2": 80}, counted, games: 200}));
    }""")
    app.open("game=factor-chain&range=1-20&moves=2,4,8")
    expect(app.page.locator("#score")).to_have_text("Games won: Player 1 120, Player 2 80")
    app.click(16)
    expect(app.page.locator("#score")).to_have_text("Games won: Player 1 120, Player 2 81")
