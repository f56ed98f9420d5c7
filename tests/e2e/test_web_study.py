"""The Study page: who wins every range of a rule, as a chart and a table worked out by the engine
in the browser; a range opens that game; the address keeps the study; it fits a phone."""

from __future__ import annotations

from pixels import bottom_fade
from playwright.sync_api import expect
from test_web_fits import axe_violations

from factorgames.games.chain.rules import ChainRules
from factorgames.games.chain.study import table

STUDY_IDLE = "body[data-idle=true]"


def open_study(page, site_url: str, hash_: str):
    page.goto(f"{site_url}study.html#{hash_}")
    page.wait_for_selector(STUDY_IDLE, state="attached", timeout=60_000)
    return page


def shown_rows(page) -> list[tuple[str, str]]:
    return [
        tuple(cells[:2])
        for cells in page.eval_on_selector_all(
            "#study-table tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
        )
    ]


def test_the_table_and_chart_show_every_range_and_a_range_opens_its_game(context, make_app, site_url):
    page = open_study(context.new_page(), site_url, "rule=even&max=60")
    expected = list(table(ChainRules(1, 60, opening="even"), 2, 60))
    assert shown_rows(page) == [
        (f"1–{r.hi}", "First player" if r.first_player_wins else "Second player") for r in expected
    ]
    wins = page.eval_on_selector_all(".study-cell", "cells => cells.map(c => [Number(c.dataset.hi), c.dataset.wins])")
    assert [tuple(w) for w in wins] == [(r.hi, "true" if r.first_player_wins else "false") for r in expected]
    assert f"wins {sum(r.first_player_wins for r in expected)} of the 59 ranges" in page.inner_text("#study-summary")
    page.locator('.study-cell[data-hi="20"]').click()  # the chart: a square opens that game
    app = make_app(page)
    app.wait_ready()
    assert app.hash() == "game=juniper-green&range=1-20"
    assert page.get_attribute("#app", "data-over") == "false" and len(app.numbers()) == 20


def test_the_tables_bottom_edge_fades_while_more_rows_are_below_keyboard_only(context, site_url):
    """The table scrolls in its own box: while rows are hidden below, its bottom edge fades (a
    browser that shows no scrollbar until one scrolls would cut a row with no sign of more), and
    nothing above it. Reached by Tab, the box shows its focus ring whole (no fade over it); End
    scrolls to the last range, and the fade goes."""
    page = open_study(context.new_page(), site_url, "rule=even&max=100")
    box = page.locator("#study-table").locator("xpath=ancestor::*[contains(@class, 'table-scroll')][1]")
    assert box.evaluate("(el) => el.scrollHeight - el.clientHeight") > 100
    expect(box).to_have_attribute("data-more", "below")
    edge, above = bottom_fade(page, box)
    assert edge > 1 and above <= 0.1
    page.focus("#study-max")
    for _ in range(12):  # by keyboard from the form to the table's box
        page.keyboard.press("Tab")
        if box.evaluate("(el) => el === document.activeElement"):
            break
    expect(box).to_be_focused()
    assert box.evaluate("(el) => [getComputedStyle(el).maskImage, getComputedStyle(el).outlineStyle]") == [
        "none",
        "solid",
    ]
    page.keyboard.press("End")
    expect(box).not_to_have_attribute("data-more", "below")
    last, inside = page.locator("#study-table tbody tr").last.bounding_box(), box.bounding_box()
    assert inside["y"] <= last["y"] and last["y"] + last["height"] <= inside["y"] + inside["height"] + 1
    assert shown_rows(page)[-1][0] == "1–100"


def test_the_form_changes_the_rule_and_the_address_keeps_it_keyboard_only(context, make_app, site_url):
    page = open_study(context.new_page(), site_url, "")
    assert page.evaluate("location.hash") == "#rule=even&max=100"
    page.focus("#study-rule")
    page.select_option("#study-rule", "start-1")
    page.fill("#study-max", "30")
    page.press("#study-max", "Enter")
    page.wait_for_selector('body[data-rule="start-1"]' + STUDY_IDLE.replace("body", ""), state="attached")
    assert page.evaluate("decodeURIComponent(location.hash)") == "#rule=start-1&max=30"
    assert len(shown_rows(page)) == 29 and "every one of the 29 ranges" in page.inner_text("#study-summary")
    page.reload()
    page.wait_for_selector('body[data-rule="start-1"]' + STUDY_IDLE.replace("body", ""), state="attached")
    assert len(shown_rows(page)) == 29
    link = page.locator("#study-table a", has_text="Play 1–12")
    link.focus()
    page.keyboard.press("Enter")
    app = make_app(page)
    app.wait_ready()
    assert app.hash() == "game=multiplicity&range=1-12" and app.chain() == [1]


def test_a_damaged_study_address_says_what_it_shows(context, site_url):
    page = open_study(context.new_page(), site_url, "rule=nope&max=abc")
    assert "Unknown rule 'nope'" in page.inner_text("#study-notice")
    assert page.evaluate("location.hash") == "#rule=even&max=100"


def test_the_study_page_fits_a_phone_and_axe_finds_nothing(shared_context, site_url):
    context = shared_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, bypass_csp=True)
    page = open_study(context.new_page(), site_url, "rule=even-below-half&max=400")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "nothing sticks out sideways"
    box = page.locator('.study-cell[data-hi="100"]').bounding_box()
    assert box["width"] >= 24 and box["height"] >= 24, "a square a finger can pick"
    page.locator('.study-cell[data-hi="100"]').tap()
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached")
    assert page.evaluate("decodeURIComponent(location.hash)") == "#game=nrich&range=1-100"
    page.go_back()
    page.wait_for_selector(STUDY_IDLE, state="attached")
    assert axe_violations(page) == []


SHOWN_PARTS = """new MutationObserver(() => {
  const shown = document.body.dataset.shownMax;
  globalThis.shownParts ??= [];
  globalThis.askedMax ??= new Set();
  if (shown && globalThis.shownParts.at(-1) !== shown) {
    globalThis.shownParts.push(shown);
    globalThis.askedMax.add(document.getElementById("study-max").value);
  }
}).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-shown-max"] });"""


SLOW_DEVICE = """const listen = Worker.prototype.addEventListener;
Worker.prototype.addEventListener = function (type, listener, options) {
  const late = (event) => (event.data?.type === "reply" ? setTimeout(() => listener(event), 250) : listener(event));
  return listen.call(this, type, type === "message" ? late : listener, options);
};"""
"""A slower device than this machine: each of the engine's answers comes 250 ms later."""


def test_a_long_table_shows_its_rows_as_they_come_under_a_busy_bar_and_ends_whole(context, site_url):
    context.add_init_script(SHOWN_PARTS)
    context.add_init_script(SLOW_DEVICE)
    page = context.new_page()
    page.goto(f"{site_url}study.html#rule=even&max=1000")
    # 1..1000 in five parts keeps a slow device busy for over half a second: the page says it works.
    page.wait_for_selector("#engine-busy[role=status] progress", state="visible", timeout=60_000)
    assert page.get_attribute("body", "data-idle") == "false"
    page.wait_for_selector(STUDY_IDLE, state="attached", timeout=60_000)
    assert page.locator("#engine-busy").is_hidden() and page.get_attribute("body", "data-busy") is None
    # Parts, the first of a hundred ranges and each next one twice as long, each carrying on from
    # the last, then the whole.
    assert page.evaluate("globalThis.shownParts") == ["100", "200", "400", "800", "1000"]
    assert page.evaluate("[...globalThis.askedMax]") == ["1000"], "the form keeps the range asked for"
    rows = shown_rows(page)
    expected = list(table(ChainRules(1, 1000, opening="even"), 2, 1000))
    assert rows == [(f"1–{r.hi}", "First player" if r.first_player_wins else "Second player") for r in expected]
    assert page.locator(".study-cell").count() == 999, "each range drawn once"
    assert "max=1000" in page.url
    small = open_study(context.new_page(), site_url, "rule=even&max=60")
    assert small.evaluate("globalThis.shownParts") == ["60"]  # a short table in one answer
