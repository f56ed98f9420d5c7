"""Fits every screen and every hand: axe-core on every page, the skip link, messages by the status,
focus clear of the sticky status, the game picker first on a phone, target sizes on phones and in
embeds, touch help, the offer of Multiples Removal without 1, the highlights setting, the score
per game, a tap during a replay, the embed's chain and size check, and installing the site."""

from __future__ import annotations

import functools
import json
import struct
from pathlib import Path

import pytest
from pixels import bottom_fade
from playwright.sync_api import expect

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

ROOT = Path(__file__).resolve().parents[2]
AXE_OPTIONS = {"resultTypes": ["violations"], "rules": {"label-content-name-mismatch": {"enabled": True}}}


@functools.cache
def axe_source() -> str:
    """axe-core's script, read when a test first runs it (build.py installs it: collecting the tests
    needs no node_modules)."""
    return (ROOT / "node_modules" / "axe-core" / "axe.min.js").read_text(encoding="utf-8")


def axe_violations(page) -> list[str]:
    """axe-core's violations on the page, axe evaluated by the browser's tools (as a page's policy
    does not apply to them: no bypass of the page's CSP or Trusted Types needed)."""
    if not page.evaluate("typeof axe !== 'undefined'"):
        page.evaluate(axe_source() + "\n;undefined")
    found = page.evaluate(
        "options => axe.run(document, options).then(r => r.violations.map("
        "v => `${v.id} (${v.impact}): ${v.nodes.map(n => n.target.join(' ')).slice(0, 3)}`))",
        AXE_OPTIONS,
    )
    return found


GAME_STATES = [
    ("game=nrich&moves=48,24", ["#analysis-button", "#strategy-button", "#standing-button", "#hint-button"]),
    ("game=nrich&range=1-60&moves=12", ["#counts-button", "#strategy-button", "#web-button"]),
    ("game=factor-chain-challenge&moves=6,3,9,1,5,10,2,4,8", []),  # over, with its review
    ("game=multiples-removal&vs=perfect", ["#hint-button", "#hint-button"]),
    ("game=longest-chain&range=1-20&moves=4,8", []),
    ("game=juniper-green&moves=48,24,12", ["#replay-first"]),
    ("game=factor-game&vs=perfect&moves=25,15,27", []),  # the scores under the status
]


@pytest.mark.parametrize("code, presses", GAME_STATES, ids=[c for c, _ in GAME_STATES])
def test_axe_finds_nothing_on_the_game_page(axe_context, make_app, code, presses):
    app = make_app(axe_context.new_page()).open(code)
    for selector in presses:
        app.press(selector)
    assert axe_violations(app.page) == []


@pytest.mark.parametrize("size", [(320, 400), (640, 480)])
def test_axe_finds_nothing_in_an_embed(axe_context, make_app, size):
    page = axe_context.new_page()
    page.set_viewport_size({"width": size[0], "height": size[1]})
    app = make_app(page).open(
        "game=nrich&moves=48&controls=hint,undo,new,analysis,strategy,replay,review,standing", suffix="embed.html"
    )
    app.press("#strategy-button")
    assert axe_violations(page) == []


def test_axe_finds_nothing_on_the_rules_pages(axe_context, site_url, site_dist):
    page = axe_context.new_page()
    for rules in sorted((site_dist / "rules").glob("*.html")):
        page.goto(f"{site_url}rules/{rules.name}")
        assert axe_violations(page) == [], rules.name


def test_axe_would_catch_a_violation(axe_context, make_app):
    app = make_app(axe_context.new_page()).open("game=nrich")
    app.page.evaluate("document.body.append(Object.assign(document.createElement('button'), {id: 'mute'}))")
    assert any(v.startswith("button-name") for v in axe_violations(app.page))


# ------------------------------------------------------------------------------ keyboard and focus


def test_the_skip_link_keeps_the_game(app):
    app.open("game=nrich&moves=48")
    app.page.keyboard.press("Tab")
    expect(app.page.locator(".skip-link")).to_be_focused()
    app.page.keyboard.press("Enter")
    assert app.page.evaluate("document.activeElement.closest('#board') !== null")
    assert app.hash() == "game=nrich&range=1-100&moves=48" and app.notice() == ""
    # An in-page anchor typed into the address does not replace the game either.
    app.page.evaluate("location.hash = '#board'")
    app.page.wait_for_selector("body[data-idle=true]", state="attached")
    assert app.hash() == "game=nrich&range=1-100&moves=48"


def test_messages_appear_by_the_status_without_moving_the_board(phone, make_app):
    app = make_app(phone.new_page()).open("game=nrich&moves=48")
    page = app.page
    page.evaluate("window.scrollTo(0, 400)")
    where = "(() => { const r = document.querySelector('#board').getBoundingClientRect(); return [r.left, r.top + scrollY]; })()"
    board_before = page.evaluate(where)
    app.click(7)  # not a factor or multiple of 48
    notice = page.locator("#notice")
    expect(notice).to_be_visible()
    assert "7 is not a factor or multiple of 48" in app.notice()
    assert page.evaluate(where) == board_before, "the board did not move on the page"
    status, box = page.locator("#status").bounding_box(), notice.bounding_box()
    assert box["y"] >= status["y"] + status["height"] - 1, "right under the status"
    assert 0 <= box["y"] and box["y"] + box["height"] <= 844, "in view, although the page is scrolled"


def test_a_focused_number_is_always_in_view(app):
    """A board larger than the screen (1..400 on a short window): each number the arrow keys reach
    is scrolled into view, whole."""
    app.open("game=juniper-green&range=1-400&moves=48")
    app.page.set_viewport_size({"width": 1280, "height": 600})
    app.new_game("juniper-green", lo=1, hi=400)
    app.page.locator("#board button[tabindex='0']").focus()  # a number of the first row
    rows = int(app.page.evaluate("getComputedStyle(document.querySelector('#board')).getPropertyValue('--rows')"))
    for _ in range(rows - 1):  # arrow down through the board, to its last row
        app.page.keyboard.press("ArrowDown")
        top, bottom = app.page.evaluate(
            "(() => { const r = document.activeElement.getBoundingClientRect(); return [r.top, r.bottom]; })()"
        )
        assert -1 <= top and bottom <= 601  # whole, to the pixel
    assert app.page.evaluate("document.activeElement.dataset.number") in {str(n) for n in range(381, 401)}


PANEL_FADE = 32
"""The height of the coach panel's faded bottom edge (css/style.css's --fade), in px."""


IN_PANEL = """(el) => {
  const panel = document.getElementById("panel-scroll"), box = el.getBoundingClientRect();
  const edge = panel.getBoundingClientRect();
  return {inside: panel.contains(el), top: box.top, bottom: box.bottom, panelTop: edge.top,
          panelBottom: edge.bottom, more: panel.dataset.more === "below"};
}"""
"""Where an element sits in the coach panel: its box, the panel's, and whether more is below."""


def clear_of_the_fade(where: dict) -> bool:
    """Whether an element is whole in the panel, above its faded edge when more is below it."""
    fade = PANEL_FADE if where["more"] else 0
    return where["panelTop"] - 1 <= where["top"] and where["bottom"] <= where["panelBottom"] - fade + 1


CUT_BY_THE_EDGE = """(panel) => {
  const bottom = panel.getBoundingClientRect().bottom;
  const controls = panel.querySelectorAll("button, a[href], input, select, textarea, summary");
  const cut = [...controls].find((el) => el.getClientRects().length && !el.disabled
    && el.getBoundingClientRect().bottom > bottom);
  if (cut) cut.dataset.cut = "";
}"""
"""Marks the first control the panel's bottom edge cuts or hides (data-cut)."""


def test_the_panel_fades_its_bottom_edge_while_more_of_it_is_below(app):
    """On a laptop the coach panel scrolls by itself. While what it holds goes on below its bottom
    edge, that edge fades, and nothing else (a browser whose scrollbars show only while one scrolls
    would otherwise cut a row with no sign of more). The keyboard brings the row it cut into view,
    clear of the fade; scrolled to its end, the panel has no fade."""
    app.open("game=multiples-removal&vs=perfect")
    page = app.page
    panel = page.locator("#panel-scroll")
    assert panel.get_attribute("data-more") is None, "a game's start: the panel holds it all"
    app.click(9)  # the perfect computer answers 1: the review and a note fill the panel
    assert app.over()
    hidden, top = panel.evaluate("(el) => [el.scrollHeight - el.clientHeight, el.scrollTop]")
    assert hidden > 40 and top == 0
    expect(panel).to_have_attribute("data-more", "below")  # set once the panel's new parts are laid out
    edge, above = bottom_fade(page, panel)
    assert edge > 1, "the bottom edge fades"
    assert above <= 0.1, "and nothing above it changes (but a rounding of the mask's layer)"

    # A longer game's end (a review of 16 moves): its controls go on below the edge.
    app.open("game=juniper-green&vs=perfect&moves=2,84,1,91,7,77,11,55,5,85,17,51,3,93")
    app.click(31)
    assert app.over()
    expect(panel).to_have_attribute("data-more", "below")
    cut = page.locator("#panel-scroll [data-cut]")
    panel.evaluate(CUT_BY_THE_EDGE)
    assert cut.count() == 1, "a control the edge cuts or hides"
    page.locator("#rematch-button").focus()
    for _ in range(30):  # by keyboard to the first control the edge cut: the panel scrolls to it
        page.keyboard.press("Tab")
        if page.evaluate("'cut' in document.activeElement.dataset"):
            break
    expect(cut).to_be_focused()
    where = cut.evaluate(IN_PANEL)
    assert clear_of_the_fade(where), where
    box = panel.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.wheel(0, 2000)  # to its end: nothing more below, no fade
    expect(panel).not_to_have_attribute("data-more", "below")
    assert panel.evaluate("(el) => el.scrollHeight - el.clientHeight - el.scrollTop") <= 1


def test_at_a_games_end_the_panel_shows_the_reviews_start_and_keeps_rematch_in_view(app):
    """A game's end on a laptop, its review longer than the panel: the panel brings the review's
    start into view and no further, so the controls above it (Rematch) stay in view, uncovered."""
    app.open("game=juniper-green&vs=perfect&moves=2,84,1,91,7,77,11,55,5,85,17,51,3,93")
    app.click(31)  # and the computer's only answer, 62, ends it: a review of 16 moves
    assert app.over()
    page = app.page
    assert page.locator("#panel-scroll").evaluate("(el) => el.scrollHeight - el.clientHeight > 100")
    for part in ("#rematch-button", "#review-retry"):
        where = page.locator(part).evaluate(IN_PANEL)
        assert clear_of_the_fade(where), (part, where)
        assert page.locator(part).evaluate(
            "(el) => { const r = el.getBoundingClientRect();"
            " return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); }"
        ), f"{part} is covered"


def test_a_hint_the_panel_scrolls_to_stops_above_its_faded_edge(sized, make_app):
    """A hint shown low in the panel (a tablet held sideways, the Factor Game's long hints) is
    scrolled into view above the faded edge, not into it."""
    app = make_app(sized(viewport={"width": 1024, "height": 768})).open("game=factor-game&vs=perfect")
    for _ in range(2):
        legal = app.numbers("legal")
        app.click(legal[len(legal) // 2])
    scrolled = []
    for _ in range(2):
        app.press("#hint-button")
        where = app.page.locator("#hint-text").evaluate(IN_PANEL)
        assert clear_of_the_fade(where), where
        scrolled.append(where["more"])
    assert any(scrolled), "the hint was shown with more of the panel below it"


def test_each_control_the_keyboard_reaches_in_the_panel_is_above_its_faded_edge(app):
    """Tab through the panel at a game's end (the review's lines, the replay's buttons): each
    control focused is scrolled in whole, above the faded edge while more is below."""
    app.open("game=factor-game&vs=perfect")
    while not app.over():
        app.click(app.numbers("legal")[0])
    page = app.page
    page.focus("#tab-play")
    reached = []
    for _ in range(45):
        page.keyboard.press("Tab")
        where = page.evaluate(f"({IN_PANEL})(document.activeElement)")
        if where["inside"]:
            assert clear_of_the_fade(where), (page.evaluate("document.activeElement.outerHTML.slice(0, 80)"), where)
            reached.append(where["more"])
    assert len(reached) >= 10 and any(reached), reached


# ------------------------------------------------------------------------------ phones and touch


def test_on_a_phone_the_game_picker_comes_first_and_numbers_are_34px(phone, make_app):
    app = make_app(phone.new_page()).open("game=nrich")
    page = app.page
    first_control = page.evaluate(
        "[...document.querySelector('main').querySelectorAll('select, input, button')]"
        ".find((e) => e.offsetParent !== null).id"
    )
    assert first_control == "quick-game"
    assert page.locator("#quick-game").bounding_box()["y"] < 200
    widths = page.eval_on_selector_all("#board button", "els => els.map(e => e.getBoundingClientRect().width)")
    assert min(widths) >= 34
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "nothing wider than the phone"
    page.locator("#quick-game").select_option("multiples-removal")
    app.wait_ready()
    assert app.hash().startswith("game=multiples-removal")
    expect(page.locator("#board-help .help-touch").first).to_be_visible()
    expect(page.locator("#board-help .help-keys").first).to_be_hidden()
    page.locator("#tab-setup").tap()  # the settings: one tap away, in the panel's New game tab
    expect(page.locator("#setup-game")).to_be_visible()


TYPE_AND_SQUARE = """() => [...document.querySelectorAll("#board button.cell")].map((b) => [
  parseFloat(getComputedStyle(b).fontSize), b.getBoundingClientRect().width, b.dataset.number.length])"""
"""Each number's type size, its square's side (px) and its digits."""
NEXT_FRAME = "new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))"


def test_a_numbers_type_follows_its_square_when_the_board_changes_shape_and_size(sized, make_app):
    """A number's type is 0.36 of its square's side (style.css; under 12 px only where its digits would not
    fit), the side measured by board.js: at first, after a board of other columns as wide (a phone's),
    in a window made wider, and with many numbers."""
    app = make_app(sized(viewport={"width": 390, "height": 844})).open("game=juniper-green")

    def type_fits_square() -> None:
        app.page.evaluate(NEXT_FRAME)  # (the board is measured after its layout, as it is drawn)
        found = app.page.evaluate(TYPE_AND_SQUARE)
        assert found
        for size, side, digits in found:
            assert abs(size - max(min(12, (side - 6) / (0.7 * digits)), 0.36 * side)) < 0.5, (size, side, digits)

    type_fits_square()  # 10 columns of 100
    before = app.renders()
    app.page.evaluate("location.hash = 'game=multiples-removal&grid=7'")  # 7 columns as wide, in the same page
    app.wait_after(before)
    type_fits_square()
    app.page.set_viewport_size({"width": 1280, "height": 800})
    type_fits_square()
    before = app.renders()
    app.page.evaluate("location.hash = 'game=juniper-green&range=1-400'")  # many numbers: small squares
    app.wait_after(before)
    type_fits_square()


def test_multiples_removal_against_the_computer_offers_the_game_without_1(phone, make_app):
    app = make_app(phone.new_page()).open("game=multiples-removal&vs=perfect")
    offer = app.page.locator("#offer")
    expect(offer).to_be_visible()
    expect(offer).to_contain_text("take 1")
    before = app.renders()
    app.page.locator("#offer-button").tap()
    app.wait_after(before)
    assert "game=multiples-removal-without-1" in app.hash() and 1 not in app.numbers("legal")
    expect(offer).to_be_hidden()


def test_the_board_without_highlights(app):
    app.open("game=number-nexus")
    app.show_tab_of("#setup-highlights")
    app.page.uncheck("#setup-highlights")
    app.press("#setup-form button[type=submit]")
    assert "highlights=0" in app.hash()
    assert app.numbers("legal") == [] and len(app.numbers("open")) == 99
    app.click(6)
    assert app.numbers("legal") == [] and app.states()[6] == "current"


def test_the_score_is_kept_per_game_and_can_be_reset(app):
    app.open("game=factor-chain&range=1-20&moves=2,4,8")
    app.click(16)
    expect(app.page.locator("#score")).to_have_text("Games won: Player 1 0, Player 2 1")
    app.open("game=factor-chain&range=1-10&moves=2,4,8")
    expect(app.page.locator("#score")).to_be_hidden()  # another range: another score
    app.open("game=factor-chain&range=1-20")
    expect(app.page.locator("#score")).to_have_text("Games won: Player 1 0, Player 2 1")
    app.page.locator("#score-reset").click()
    expect(app.page.locator("#score")).to_be_hidden()


def test_a_tap_during_a_replay_says_how_to_play_on(app):
    app.open("game=nrich&moves=48,24,12")
    app.press("#replay-first")
    before = app.renders()
    app.page.locator('#board button[data-number="4"]').click(force=True)  # a tap: aria-disabled does not stop it
    app.wait_after(before)
    assert "Play from here" in app.notice()
    assert app.chain() == []  # still the replayed step


def test_removal_history_says_what_each_pick_took(app):
    app.open("game=multiples-removal&moves=7,2")
    assert app.page.locator("#chain li").all_inner_texts() == ["7", "2 (with 4, 6 and 8)"]


def test_a_random_starter(app):
    app.open("game=nrich&vs=easy")
    starters = set()
    for _ in range(12):
        app.show_tab_of("#setup-form")
        app.page.check('input[name="first"][value="random"]')
        app.press("#setup-form button[type=submit]")
        starters.add("first=2" in app.hash())
        if len(starters) == 2:
            break
    assert starters == {True, False}


# ------------------------------------------------------------------------------ embeds


def test_an_embed_at_640x480_shows_the_chain(page, make_app):
    page.set_viewport_size({"width": 640, "height": 480})
    make_app(page).open("game=nrich&moves=48,24", suffix="embed.html")
    expect(page.locator("#chain")).to_be_visible()
    assert page.locator("#chain").bounding_box()["y"] + 20 <= 480
    widths = page.eval_on_selector_all("#board button", "els => els.map(e => e.getBoundingClientRect().width)")
    assert min(widths) >= 24


WHOLLY_IN_BOX = """s => { const el = document.querySelector(s), box = el.getBoundingClientRect();
  const view = document.getElementById("panel-scroll").getBoundingClientRect();
  const inside = box.top >= view.top - 0.5 && box.bottom <= view.bottom + 0.5 && box.bottom <= innerHeight;
  const x = box.left + box.width / 2, tops = [box.top + 6, box.top + box.height / 2, box.bottom - 6];
  return inside && tops.every((y) => el.contains(document.elementFromPoint(x, y))); }"""
"""Whether the element is wholly in view in the embed's coach box, its first line, middle and last line uncovered."""


@pytest.mark.parametrize("size", [(320, 400), (390, 500)])
def test_a_hint_in_a_small_embed_is_read_whole_beside_the_whole_board(context, make_app, size):
    """The embed's smallest preset (and a phone's slide): each level of hint is wholly in view under the
    board, which keeps its box and stays whole (level 2 marks a number on it); the hint heads the coach
    box meanwhile, the status under it, back at the box's top once the hint is hidden."""
    page = context.new_page()
    page.set_viewport_size({"width": size[0], "height": size[1]})
    app = make_app(page).open("game=nrich&vs=perfect&controls=hint,undo,new", suffix="embed.html")
    board = page.locator("#board").bounding_box()
    assert board["y"] >= 0 and board["y"] + board["height"] <= size[1]
    for level in (1, 2):
        app.press("#hint-button")
        expect(page.locator("#hint-text")).to_be_visible()
        assert page.evaluate(WHOLLY_IN_BOX, "#hint-text"), (level, page.locator("#hint-text").inner_text())
        assert page.locator("#board").bounding_box() == board, "the hint did not move the board"
    assert app.hinted() != [] and app.states()[app.hinted()[0]] == "legal"  # level 2 marks its number
    app.click(app.hinted()[0])  # the hint's pick: the hint goes, the status is the box's top again
    expect(page.locator("#hint-text")).to_be_hidden()
    assert page.evaluate(WHOLLY_IN_BOX, "#status")


def test_a_large_board_in_a_small_embed_keeps_24px_numbers_and_scrolls(page, make_app):
    page.set_viewport_size({"width": 320, "height": 400})
    make_app(page).open("game=juniper-green&range=1-400", suffix="embed.html")
    sizes = page.eval_on_selector_all(
        "#board button", "els => els.map(e => [e.getBoundingClientRect().width, e.getBoundingClientRect().height])"
    )
    assert min(min(w, h) for w, h in sizes) >= 24
    assert page.evaluate("document.documentElement.scrollWidth") <= 320


def test_the_embed_code_panel_picks_a_size_the_board_fits(app):
    app.open("game=nrich&range=1-100")
    app.show_tab_of("#embed-button")
    app.page.locator("#embed-button").click()
    assert app.page.input_value("#embed-size") == "320x400"
    app.page.check('input[name="embed-control"][value="replay"]')  # a replay row: 320 x 400 is too small
    assert app.page.input_value("#embed-size") == "480x600"
    assert "would scroll" in app.page.locator('#embed-size option[value="320x400"]').inner_text()
    app.open("game=juniper-green&range=1-400")
    expect(app.page.locator("#embed-size-warning")).to_contain_text("too large to show whole")


# ------------------------------------------------------------------------------ installable


def test_the_site_is_installable(app, site_url, site_dist):
    app.open()
    href = app.page.locator('link[rel="manifest"]').get_attribute("href")
    manifest = app.page.request.get(site_url + href)
    assert manifest.ok and manifest.headers["content-type"].startswith("application/manifest+json")
    data = manifest.json()
    assert data["name"] == "Factor Games" and data["display"] == "standalone" and data["start_url"] == "./"
    assert data["theme_color"] == app.page.locator('meta[name="theme-color"]').get_attribute("content")
    sizes = set()
    for icon in data["icons"]:
        png = app.page.request.get(site_url + icon["src"]).body()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", png[16:24])
        assert f"{width}x{height}" == icon["sizes"]
        sizes.add(width)
    assert {192, 512} <= sizes
    precache = (site_dist / "sw.js").read_text(encoding="utf-8")
    for name in ["manifest.webmanifest", "icon-192.png", "icon-512.png"]:
        assert json.dumps(f"./{name}") in precache, "offline too"
