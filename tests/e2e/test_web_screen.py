"""The game screen as a person sees it, at every size from a 320x400 embed to a 1920x1080 projector:
the board never moves (its box is the same to the pixel after every button), whatever a button
says is on screen and uncovered, nothing scrolls sideways; present mode for a projector; marks a
pupil can read with every teacher tool on; the game menu by keyboard; the teacher's tools in the
link; the embed code at any size with a live preview."""

from __future__ import annotations

import re

import pytest
from pixels import bottom_fade
from playwright.sync_api import expect

from factorgames.games.position import replay
from factorgames.transcript import decode

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

SIZES = {
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "tablet": {"viewport": {"width": 768, "height": 1024}, "has_touch": True},
    "tablet-landscape": {"viewport": {"width": 1024, "height": 768}, "has_touch": True},
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "projector": {"viewport": {"width": 1920, "height": 1080}},
}
EMBEDS = {"embed-320x400": (320, 400), "embed-560x600": (560, 600), "embed-800x450": (800, 450)}

SEEN = """el => {
  const r = el.getBoundingClientRect();
  const left = Math.max(r.left, 0), right = Math.min(r.right, innerWidth);
  const top = Math.max(r.top, 0), bottom = Math.min(r.bottom, innerHeight);
  if (r.width === 0 || right <= left || bottom <= top) return `off screen: ${JSON.stringify(r)}`;
  const x = (left + right) / 2, y = Math.min((top + bottom) / 2, top + 12);
  const hit = document.elementFromPoint(x, y);
  return hit && (el.contains(hit) || hit.contains(el)) ? "" : `covered at ${x},${y} by ${hit && hit.outerHTML.slice(0, 90)}`;
}"""
"""Why `el` is not seen ("" when it is): its box must meet the viewport, and what is drawn at a point
of its visible part (its first line) must be the element itself."""


def board_box(page) -> dict:
    """The board's box on the page (not the screen): a layout that shifts moves it; the page scrolled
    on purpose (a phone's end review brought into view) does not."""
    box = page.locator("#board").bounding_box()
    return {**box, "y": box["y"] + page.evaluate("scrollY")}


def assert_seen(page, selector: str) -> None:
    problem = page.locator(selector).first.evaluate(SEEN)
    assert problem == "", f"{selector}: {problem}"


def assert_no_sideways_scroll(page) -> None:
    assert page.evaluate("document.scrollingElement.scrollWidth <= innerWidth"), "the page scrolls sideways"


IN_VIEW = """el => { const r = el.getBoundingClientRect();
  return r.width > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5; }"""
"""Whether `el`'s whole box is inside the viewport."""

CENTRE_SEEN = """el => { const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return Boolean(hit) && (el.contains(hit) || hit.contains(el)); }"""
"""Whether what is drawn at the centre of `el`'s box is `el` (or inside it): nothing covers it."""


def assert_whole(page, selector: str) -> None:
    """The element's box is inside the viewport, and nothing covers its centre."""
    element = page.locator(selector).first
    assert element.evaluate(IN_VIEW), f"{selector} is not whole in the viewport: {element.bounding_box()}"
    assert element.evaluate(CENTRE_SEEN), f"{selector}: its centre is covered"


def overlaps(a: dict, b: dict) -> bool:
    """Two boxes (bounding_box()) share more than a pixel's sliver."""
    return (
        min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"]) > 0.5
        and min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"]) > 0.5
    )


def position(app):
    record = decode(app.hash().split("&tools=")[0].split("&present=")[0])
    return replay(record.setup.rules, record.moves)


def illegal_number(app) -> int:
    return next(n for n, s in app.states().items() if s in ("blocked", "used"))


def check_step(app, box, shown: str) -> None:
    assert board_box(app.page) == box, "the board moved"
    assert_seen(app.page, shown)
    assert_no_sideways_scroll(app.page)


def play_to_the_end(app, box) -> None:
    while not app.over():
        app.click(app.numbers("legal")[0])
        assert board_box(app.page) == box, "the board moved"


@pytest.mark.parametrize("size", list(SIZES))
def test_the_board_stays_and_every_answer_is_in_view(sized, make_app, size):
    app = make_app(sized(**SIZES[size])).open("game=juniper-green&vs=perfect")
    page = app.page
    box = board_box(page)
    assert_seen(page, "#board")
    assert_seen(page, "#quick-game")
    assert page.locator("#quick-game").bounding_box()["width"] >= 150, "the game menu reads its game's name"
    check_step(app, box, "#insight")  # the start of Juniper Green: its note
    for _ in range(3):  # each step of the hint
        app.press("#hint-button")
        check_step(app, box, "#hint-text")
    app.click(illegal_number(app))  # an illegal pick: the notice says why
    check_step(app, box, "#notice-text")
    expect(page.locator("#hint-button")).to_have_text("Hint")
    for tool, shown in [
        ("#analysis-button", "#board"),
        ("#counts-button", "#board"),
        ("#standing-button", "#standing-text"),
        ("#strategy-button", "#strategy-text"),
        ("#web-button", "#web"),
    ]:
        app.press(tool)  # each teacher tool, in its own tab
        check_step(app, box, shown)
        expect(page.locator(tool)).to_have_attribute("aria-pressed", "true")
    assert not page.locator("#hint-text").is_visible(), "the analysis pressed the pupil's hint"
    for tool in ("#analysis-button", "#counts-button", "#standing-button", "#strategy-button", "#web-button"):
        app.press(tool)
    app.page.locator("#tab-play").click()
    play_to_the_end(app, box)  # the perfect computer wins: a loss, in a loss's colour, and its review
    expect(page.locator("#app")).to_have_attribute("data-result", "lost")
    check_step(app, box, "#review-text")
    assert_seen(page, "#review-retry")
    lose_soft = page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--lose-soft').trim()")
    assert lose_soft == "#fdeceb"
    assert page.locator("#status").evaluate("el => getComputedStyle(el).backgroundColor") == "rgb(253, 236, 235)"


@pytest.mark.parametrize("lang", ["en", "de"])
def test_on_a_phone_the_hint_of_multiples_removal_is_in_view_beside_its_note(sized, make_app, lang):
    """Multiples Removal's 3 by 3 board opens with a note (play without 1) above the tabs: on a phone the
    Hint button is still in view without scrolling, and a tap on it leaves the board where it was, whole."""
    page = sized(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, locale=lang)
    app = make_app(page).open("game=multiples-removal&vs=easy")
    assert_seen(page, "#offer-button")
    assert_whole(page, "#hint-button")
    box = board_box(page)
    before = app.renders()
    page.locator("#hint-button").tap()
    app.wait_after(before)
    assert page.evaluate("scrollY") == 0, "the tap scrolled the page"
    check_step(app, box, "#hint-text")
    assert_whole(page, "#board")


ACTION_ROWS = """() => new Set([...document.querySelectorAll("#pane-play .actions .button")]
  .map((b) => Math.round(b.getBoundingClientRect().top))).size"""


@pytest.mark.parametrize("lang", ["de", "es", "fr"])
def test_on_a_phone_the_hint_growing_to_more_help_moves_no_button(sized, make_app, lang):
    """The Hint button's label grows when pressed ("Tipp" -> "Mehr Hilfe"): on a phone the five buttons
    stay on their one row, and the copy button where it was."""
    page = sized(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, locale=lang)
    app = make_app(page).open("game=juniper-green&vs=easy")
    label, copy = page.locator("#hint-button").inner_text(), page.locator("#copy-button").bounding_box()
    assert page.evaluate(ACTION_ROWS) == 1
    before = app.renders()
    page.locator("#hint-button").tap()
    app.wait_after(before)
    assert page.locator("#hint-button").inner_text() != label
    assert page.evaluate(ACTION_ROWS) == 1, "a button went to a row of its own"
    assert page.locator("#copy-button").bounding_box()["y"] == copy["y"]
    assert_seen(page, "#hint-text")


WHOLE = "el => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; }"


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_a_line_of_the_review_shows_its_move_on_the_whole_board(sized, make_app, size):
    """After a lost game, a line of the review (touched on a phone, Enter on a desktop) shows the game
    after that move: the whole board, the replay's controls, the focus on Play from here."""
    app = make_app(sized(**SIZES[size])).open("game=juniper-green&vs=perfect")
    page = app.page
    play_to_the_end(app, board_box(page))
    line = page.locator('#review-moves button[data-ply="1"]')
    before = app.renders()
    if size == "phone":
        line.tap()  # scrolled down to it first, as a person reading the review does
    else:
        line.focus()
        page.keyboard.press("Enter")
    app.wait_after(before)
    expect(page.locator("#replay-label")).to_have_text(re.compile(r"^Move 1 of \d+$"))
    assert len(app.chain()) == 1
    assert page.locator("#board").evaluate(WHOLE), "the board is cut by the screen's edge"
    expect(page.locator("#replay-play")).to_be_focused()
    assert_seen(page, "#replay-play")


@pytest.mark.parametrize("size", list(EMBEDS))
def test_an_embed_keeps_its_board_and_shows_every_answer_inside_the_frame(sized, make_app, size):
    width, height = EMBEDS[size]
    page = sized(viewport={"width": width, "height": height})
    app = make_app(page).open("game=juniper-green&vs=perfect", suffix="embed.html")  # its default controls
    box = board_box(page)
    for _ in range(3):
        app.press("#hint-button")
        check_step(app, box, "#hint-text")
    app.click(illegal_number(app))
    check_step(app, box, "#notice-text")
    while not app.over():  # the board stays while the game lasts
        app.click(app.numbers("legal")[0])
        assert board_box(app.page) == box, "the board moved"
    # At the end the review takes the frame (issue #41: test_web_embed_reads.py), the board one tap away.
    assert_seen(page, "#review-text")
    assert_seen(page, "#review-retry")
    assert_seen(page, "#status")
    assert_no_sideways_scroll(page)
    coach = page.locator("#panel-scroll")
    if coach.evaluate("(el) => el.scrollHeight - el.clientHeight > 1") or size == "embed-320x400":
        # the review goes on past the frame's bottom: that edge fades (the status on top stays whole)
        expect(coach).to_have_attribute("data-more", "below")  # set as the review's box is laid out
        edge, above = bottom_fade(page, coach, fade=20)  # (css/style.css's --fade for .embed-coach)
        assert edge > 1 and above <= 0.1
    if page.locator("#board-back").is_visible():  # a frame with the board above the rest
        page.click("#board-back")
    else:  # a wide frame: the board beside the review, as it was
        assert board_box(page) == box, "the board moved"
    assert_whole(page, "#board")  # the finished game's board, whole in the frame, uncovered
    for corner in ("#board .cell >> nth=0", "#board .cell >> nth=-1"):
        assert_whole(page, corner)


@pytest.mark.parametrize("size", ["embed-320x400", "embed-560x600"])
def test_every_number_fits_its_square_in_an_embed(sized, make_app, size):
    width, height = EMBEDS[size]
    app = make_app(sized(viewport={"width": width, "height": height})).open("game=juniper-green", suffix="embed.html")
    cut = app.page.eval_on_selector_all(
        "#board .cell",
        """cells => cells
        .filter((cell) => cell.scrollWidth > cell.clientWidth || cell.scrollHeight > cell.clientHeight)
        .map((cell) => cell.dataset.number)""",
    )
    assert app.page.locator("#board .cell").count() == 100
    assert cut == [], f"numbers cut by their squares: {cut}"


VISIBLE_HEIGHT = """el => {
  const r = el.getBoundingClientRect(), box = el.closest(".embed-coach").getBoundingClientRect();
  return Math.max(0, Math.min(r.bottom, box.bottom, innerHeight) - Math.max(r.top, box.top, 0));
}"""


def assert_hint_lines_in_view(page) -> None:
    """The hint's first two lines (or the whole hint, when shorter) are in view in the embed's coach box."""
    hint = page.locator("#hint-text")
    line = float(hint.evaluate("el => parseFloat(getComputedStyle(el).lineHeight)"))
    two_lines = min(hint.bounding_box()["height"], 2 * line)
    assert hint.evaluate(VISIBLE_HEIGHT) >= two_lines - 0.5, "two lines of the hint in view (or the whole hint)"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_in_the_smallest_embed_a_hint_after_a_pick_keeps_its_lines_in_view(sized, make_app, lang):
    page = sized(viewport={"width": 320, "height": 400}, has_touch=True)
    app = make_app(page).open(f"game=nrich&lang={lang}", suffix="embed.html")
    box = board_box(page)
    before = app.renders()
    page.locator('#board button[data-number="10"]').tap()
    app.wait_after(before)
    before = app.renders()
    page.locator("#hint-button").tap()  # now "More help": the controls keep one line
    app.wait_after(before)
    check_step(app, box, "#hint-text")
    assert_hint_lines_in_view(page)
    assert page.locator(".embed-app > .actions").bounding_box()["height"] <= 48


EMBED_CONTROLS = "hint,analysis,review,undo,new"  # five controls: "Indice Analyse Bilan Annuler Nouvelle partie"


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("size", list(EMBEDS))
def test_five_controls_in_an_embed_neither_overlap_nor_are_cut(sized, make_app, size, lang):
    width, height = EMBEDS[size]
    page = sized(viewport={"width": width, "height": height})
    make_app(page).open(f"game=nrich&moves=48&controls={EMBED_CONTROLS}&lang={lang}", suffix="embed.html")
    buttons, links = page.locator(".embed-app > .actions .button:visible"), page.locator(".embed-head a:visible")
    assert buttons.count() == 5 and links.count() == 2  # five controls, the rules and the full site
    boxes = []
    for control in buttons.all() + links.all():
        assert control.evaluate(IN_VIEW), f"{control.inner_text()} is cut by the frame"
        assert control.evaluate(CENTRE_SEEN), f"{control.inner_text()} is covered"
        assert control.evaluate("el => el.scrollWidth <= el.clientWidth + 1"), f"{control.inner_text()} is cut"
        boxes.append((control.inner_text(), control.bounding_box()))
    for i, (name, box) in enumerate(boxes):
        for other, other_box in boxes[i + 1 :]:
            assert not overlaps(box, other_box), f"{name!r} overlaps {other!r}"
    if size == "embed-320x400":  # one row, so that the coach box under the board keeps its lines
        tops = [box["y"] for _, box in boxes[:5]]
        assert max(tops) - min(tops) < 1
    assert_seen(page, "#status")
    assert_whole(page, "#board")
    assert_no_sideways_scroll(page)


@pytest.mark.parametrize("size", ["embed-320x400", "embed-560x600"])
def test_in_an_embed_a_notes_button_and_a_hints_first_lines_show_without_scrolling(sized, make_app, size):
    width, height = EMBEDS[size]
    page = sized(viewport={"width": width, "height": height}, has_touch=True)
    app = make_app(page).open("game=multiples-removal&vs=perfect", suffix="embed.html")
    box = board_box(page)
    expect(page.locator("#offer-button")).to_have_text("Play without 1")
    assert_whole(page, "#offer-button")  # the note's button, under the status, unscrolled
    assert page.locator(".embed-coach").evaluate("el => el.scrollTop") == 0
    before = app.renders()
    page.locator("#hint-button").tap()
    app.wait_after(before)
    check_step(app, box, "#hint-text")
    assert_hint_lines_in_view(page)
    assert_whole(page, "#board")


@pytest.mark.parametrize("size", ["phone", "tablet", "tablet-landscape", "desktop", "projector"])
def test_present_mode_shows_the_whole_board_with_the_status_and_tools_uncovered(sized, make_app, size):
    """Present mode at every size, upright screens too (a phone, a tablet held upright): the board
    whole and in view, the status and Tools beside or under it, uncovered, and Tools answers a tap."""
    app = make_app(sized(**SIZES[size])).open("game=juniper-green&present=1")
    page = app.page
    assert_whole(page, "#board")
    for corner in ("#board .cell >> nth=0", "#board .cell >> nth=-1"):
        assert_whole(page, corner)
    for part in ("#status", "#present-tools", "#present-exit"):
        assert_whole(page, part)
        assert not overlaps(board_box(page), page.locator(part).bounding_box()), f"the board covers {part}"
    viewport = SIZES[size]["viewport"]
    assert board_box(page)["width"] >= min(0.9 * viewport["width"], 0.8 * viewport["height"]), "as large as it fits"
    assert_no_sideways_scroll(page)
    tools = page.locator("#present-tools")
    if SIZES[size].get("has_touch"):
        tools.tap()
    else:
        tools.click()
    expect(tools).to_have_attribute("aria-expanded", "true")
    expect(page.locator("#tab-teach")).to_be_visible()
    assert_no_sideways_scroll(page)


def font_px(page, selector: str) -> float:
    return float(page.locator(selector).first.evaluate("el => parseFloat(getComputedStyle(el).fontSize)"))


def test_on_a_projector_the_panel_reads_from_the_back_of_the_room_and_a_laptop_keeps_its_panel(sized, make_app):
    page = sized(**SIZES["projector"])
    make_app(page).open("game=juniper-green&moves=48")
    for part, least in [
        ("#status", 21.5),
        ("#chain", 21.5),
        ("#tab-play", 19),
        ("#hint-button", 21.5),
        ("#board-help", 18.5),
        ("#quick-game", 21.5),
        ("#game-title", 30),
    ]:
        assert font_px(page, part) >= least, f"{part} is {font_px(page, part)} px at 1920x1080"
    assert page.locator(".panel").bounding_box()["width"] >= 600, "a line of the panel holds its larger words"
    for part in ("#status", "#hint-button", "#tab-setup", "#quick-game"):
        assert_whole(page, part)
    assert not overlaps(board_box(page), page.locator(".panel").bounding_box())
    assert_no_sideways_scroll(page)
    laptop = sized(**SIZES["desktop"])
    make_app(laptop).open("game=juniper-green&moves=48")
    assert font_px(laptop, "#status") == 16 and font_px(laptop, "#board-help") == 14
    for part in ("#status", "#hint-button", "#copy-button", "#tab-setup", "#quick-game", "#board"):
        assert_whole(laptop, part)
    assert not overlaps(board_box(laptop), laptop.locator(".panel").bounding_box())
    assert_no_sideways_scroll(laptop)


WEB_LABELS = """svg => { const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return Math.min(...[...svg.querySelectorAll('text')].filter(t => t.textContent.length < 3)
    .map(t => parseFloat(getComputedStyle(t).fontSize) * scale)); }"""
"""The smallest two-digit label of the web, in screen pixels."""


def test_the_numbers_web_fits_its_panel_and_reads_on_a_projector_larger_in_present_mode(sized, make_app):
    labels = {}
    for size, present in [("desktop", False), ("projector", False), ("projector", True)]:
        page = sized(**SIZES[size])
        app = make_app(page).open("game=juniper-green&tools=web" + ("&present=1" if present else ""))
        if present:
            page.locator("#present-tools").click()
        app.show_tab_of("#web-canvas")
        expect(page.locator("#web-canvas svg")).to_be_visible()
        canvas, web = page.locator("#web-canvas").bounding_box(), page.locator("#web-canvas svg").bounding_box()
        assert canvas["x"] - 0.5 <= web["x"] and web["x"] + web["width"] <= canvas["x"] + canvas["width"] + 0.5
        assert page.locator("#web-canvas").evaluate("el => el.scrollWidth <= el.clientWidth"), "the web is cut"
        panel = page.locator(".panel").bounding_box()
        assert panel["x"] <= canvas["x"] and canvas["x"] + canvas["width"] <= panel["x"] + panel["width"]
        assert_no_sideways_scroll(page)
        labels[size, present] = page.locator("#web-canvas svg").evaluate(WEB_LABELS)
    assert labels["desktop", False] >= 10, labels
    assert labels["projector", False] >= 14, labels
    assert labels["projector", True] > labels["projector", False] + 1, labels


@pytest.mark.kept_page(False)  # present mode as it opens: its tools' drawer shut
def test_present_mode_fills_a_projector_with_the_board_and_keeps_the_tools_one_tap_away(sized, make_app):
    app = make_app(sized(**SIZES["projector"])).open("game=juniper-green&present=1")
    page = app.page
    box = board_box(page)
    assert box["height"] >= 0.8 * 1080
    sizes = page.eval_on_selector_all(
        "#board .cell .n", "els => els.map(e => parseFloat(getComputedStyle(e).fontSize))"
    )
    assert min(sizes) >= 32
    assert page.locator(".site-header").bounding_box()["height"] <= 1  # its heading kept for screen readers
    assert not page.locator("#tab-teach").is_visible()
    assert_seen(page, "#status")
    page.locator("#present-tools").click()
    app.press("#strategy-button")
    check_step(app, box, "#strategy-text")
    assert "present=1" in app.hash() and "tools=strategy" in app.hash()
    page.locator("#present-exit").click()
    expect(page.locator(".site-nav")).to_be_visible()
    assert "present=1" not in app.hash()


def test_the_counts_have_a_key_read_from_the_back_of_the_room_in_present_mode(sized, make_app):
    page = sized(viewport={"width": 1920, "height": 1080})
    app = make_app(page).open("game=nrich&range=1-60&moves=12&tools=counts&present=1")
    assert page.locator("#board .cell .follows[data-follows]").count() > 0, "the counts are on the board"
    assert_seen(page, "#legend-counts")
    expect(page.locator("#legend-counts")).to_have_text("7 could follow it")
    size = float(page.locator("#board-legend").evaluate("el => getComputedStyle(el).fontSize").removesuffix("px"))
    assert size >= 18, f"the key is {size} px on a projector"
    app.open("game=nrich&range=1-60&moves=12&present=1")  # no counts: no key for them
    expect(page.locator("#legend-counts")).to_be_hidden()


def test_a_plain_link_opened_after_a_lesson_shows_no_answers_and_the_picker_keeps_the_tools(sized, make_app):
    app = make_app(sized(**SIZES["desktop"])).open("game=multiplicity&range=1-50&tools=analysis&present=1")
    page = app.page
    assert page.get_attribute("body", "data-present") == "true" and page.locator("#board button[data-hint]").count()
    before = app.renders()
    page.evaluate("location.hash = 'game=nrich'")  # typed in the address bar
    app.wait_after(before)
    assert "tools=" not in app.hash() and "present=" not in app.hash() and app.hash().startswith("game=nrich")
    assert page.get_attribute("body", "data-present") is None and page.locator("#board button[data-hint]").count() == 0
    app.press("#analysis-button")
    assert "tools=analysis" in app.hash()
    before = app.renders()
    page.select_option("#quick-game", "juniper-green")  # a game chosen on the page keeps the teacher's tools
    app.wait_after(before)
    assert app.hash().startswith("game=juniper-green") and "tools=analysis" in app.hash()


@pytest.mark.parametrize("size", ["phone", "desktop"])
def test_with_every_teacher_tool_on_each_number_has_at_most_two_readable_marks(sized, make_app, size):
    app = make_app(sized(**SIZES[size])).open("game=juniper-green&moves=48,24&tools=analysis,strategy,counts")
    page = app.page
    app.press("#hint-button")
    cells = page.eval_on_selector_all(
        "#board .cell",
        """cells => cells.map(cell => {
      const shown = [...cell.querySelectorAll('.marks > *, .partner')].filter(m => getComputedStyle(m).display !== 'none'
        && (m.textContent || getComputedStyle(m, '::after').content.replace(/^none$|^""$|^normal$/, '')));
      return { n: cell.dataset.number, number: parseFloat(getComputedStyle(cell.querySelector('.n')).fontSize),
               marks: shown.map(m => ({ size: parseFloat(getComputedStyle(m).fontSize), box: m.getBoundingClientRect().toJSON() })) };
    })""",
    )
    assert any(len(cell["marks"]) == 2 for cell in cells)
    # the counts that gave way to the analysis and the partner: the teacher's tools say why
    page.locator("#tab-teach").click()
    expect(page.locator("#board-note")).to_contain_text("Counts are hidden")
    if size == "desktop":  # Counts pressed again (off, then on): its note first under the tools, in view
        app.press("#counts-button")
        expect(page.locator("#board-note")).to_be_hidden()
        app.press("#counts-button")
        assert_whole(page, "#board-note")
    for cell in cells:
        assert len(cell["marks"]) <= 2, cell
        assert cell["number"] >= 12
        assert all(mark["size"] >= 11 for mark in cell["marks"]), cell
        if len(cell["marks"]) == 2:
            a, b = (mark["box"] for mark in cell["marks"])
            apart = (
                a["right"] <= b["left"] or b["right"] <= a["left"] or a["bottom"] <= b["top"] or b["bottom"] <= a["top"]
            )
            assert apart, f"marks overlap on {cell['n']}"


def test_the_game_menu_by_keyboard_browses_then_starts_on_enter(app):
    app.open("game=multiplicity")
    page = app.page
    menu = page.locator("#quick-game")
    menu.focus()
    before = app.renders()
    page.keyboard.press("ArrowDown")  # browsing the list neither starts a game nor moves the focus
    expect(page.locator("#quick-start")).to_be_visible()
    chosen = menu.input_value()
    assert chosen != "multiplicity" and app.renders() == before
    assert page.evaluate("document.activeElement.id") == "quick-game"
    assert app.hash().startswith("game=multiplicity")
    page.locator("#tab-setup").click()  # the choice is carried into the New game form
    expect(page.locator("#setup-game")).to_have_value(chosen)
    menu.focus()
    page.keyboard.press("Enter")
    app.wait_after(before)
    page.wait_for_selector("body[data-idle=true]", state="attached")
    assert app.hash().startswith(f"game={chosen}")
    expect(page.locator("#quick-start")).to_be_hidden()


@pytest.mark.fresh_context  # the engine's start, held back
def test_a_game_chosen_while_the_engine_starts_is_the_one_the_form_starts(page, site_url, make_app):
    # Hold Python's standard library back: the board of the preset shows, the engine is not ready.
    held = []
    page.route("**/python_stdlib*.zip", lambda route: held.append(route))
    page.goto(site_url + "#game=multiplicity")
    page.wait_for_selector("body[data-early=true]", state="attached")
    page.locator("#quick-game").select_option("juniper-green")
    expect(page.locator("#setup-game")).to_have_value("juniper-green")
    for route in held:
        route.continue_()
    page.unroute("**/python_stdlib*.zip")
    app = make_app(page)
    app.wait_ready()
    page.wait_for_selector(
        'body[data-idle=true]:not([data-previews]), body[data-idle=true][data-previews="0"]', state="attached"
    )
    assert app.hash().startswith("game=juniper-green")
    app.press("#setup-form button[type=submit]")
    assert app.hash().startswith("game=juniper-green")


def test_the_opponent_list_by_keyboard_stays_under_the_focus_and_another_game_shows_its_summary(app):
    app.open("game=juniper-green&vs=perfect")
    page = app.page
    page.locator("#tab-setup").click()
    opponent = page.locator("#setup-vs")
    opponent.focus()
    before = opponent.bounding_box()
    for choice in ("medium", "easy"):  # arrows browse the list: each asks Python for a preview
        page.keyboard.press("ArrowUp")
        expect(opponent).to_have_value(choice)
        app.wait_previews()
        assert opponent.bounding_box() == before, "the list moved under the focus"
        expect(opponent).to_be_focused()
    expect(page.locator("#setup-summary")).to_be_empty()
    page.locator("#setup-game").select_option("multiplicity")  # another game: its summary, above its fields
    app.wait_previews()
    expect(page.locator("#setup-summary")).not_to_be_empty()
    summary = page.locator("#setup-summary").inner_text()
    page.locator("#setup-vs").select_option("easy")  # then another opponent: the summary stays
    app.wait_previews()
    expect(page.locator("#setup-summary")).to_have_text(summary)


def test_a_prepared_lesson_is_a_link_the_teachers_tools_ride_in_the_address(app, make_app, context):
    app.open("game=nrich&moves=48")
    app.press("#analysis-button")
    app.press("#counts-button")
    assert "tools=analysis,counts" in app.hash()
    other = make_app(context.new_page()).open(app.hash())
    expect(other.page.locator("#analysis-button")).to_have_attribute("aria-pressed", "true")
    expect(other.page.locator("#counts-button")).to_have_attribute("aria-pressed", "true")
    assert other.page.locator('#board .cell[data-hint="lose"]').count() > 0


def test_the_embed_code_takes_any_size_shows_a_live_preview_and_has_no_border(app):
    app.open("game=nrich&moves=48&lang=fr")
    page = app.page
    app.show_tab_of("#embed-button")
    page.locator("#embed-button").click()
    expect(page.locator("#embed-lang")).to_have_value("fr")  # the page's language by default
    page.fill("#embed-width", "560")
    page.fill("#embed-height", "600")
    code = page.locator("#embed-code").input_value()
    assert 'width="560" height="600"' in code and 'style="border:0"' in code and "lang=fr" in code
    frame = page.locator("#embed-preview")
    expect(frame).to_have_attribute("width", "560")
    expect(frame).to_have_attribute("src", code.split('src="')[1].split('"')[0].replace("&amp;", "&"))
    inner = page.frame_locator("#embed-preview")
    expect(inner.locator("#board .cell").first).to_be_visible(timeout=30_000)
    assert frame.evaluate("el => getComputedStyle(el).borderTopWidth") == "0px"
    page.fill("#embed-height", "90")  # out of bounds: said, and the code keeps the last good size
    expect(page.locator("#embed-size-warning")).to_be_visible()


SCREEN_STATES = [
    ("game=juniper-green&moves=48&present=1", ["#present-tools"]),
    ("game=nrich&moves=48&tools=standing,strategy", ["#tab-teach", "#embed-button"]),
    ("game=nrich", ["#tab-setup"]),
]


@pytest.mark.parametrize("code, presses", SCREEN_STATES, ids=[c for c, _ in SCREEN_STATES])
def test_axe_finds_nothing_in_present_mode_the_tabs_and_the_embed_code(axe_context, make_app, code, presses):
    from test_web_fits import axe_violations  # one injection of axe-core for every page test

    app = make_app(axe_context.new_page()).open(code)
    for selector in presses:
        app.page.locator(selector).click()
    assert axe_violations(app.page) == []
