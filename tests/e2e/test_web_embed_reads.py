"""An embed reads from 320x400 up, in English and in French: at a game's end the review takes the
frame's width with the board one tap away ("Show the board"); Juniper Green's "Did you know?" note,
opened, is whole in the frame and under no control; Multiples Removal's "Play without 1" shows the
sentence that says why, in view; and on a phone (390x844) the full page's end review starts in view."""

from __future__ import annotations

import pytest
from conftest import NO_SIDEWAYS
from playwright.sync_api import expect

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

READY = "body[data-idle=true]"
SIZES = [(320, 400), (560, 600)]
LOST = "game=multiplicity&vs=easy&moves=46,23"
"""A game the pupil lost: 46, then the computer's 23 leaves no move."""

IN_FRAME = """(el) => {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return "not drawn";
  if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
    return `not whole in the frame: ${JSON.stringify(r)}`;
  for (const [fx, fy] of [[0.5, 0.5], [0.1, 0.15], [0.9, 0.85]]) {
    const hit = document.elementFromPoint(r.left + r.width * fx, r.top + r.height * fy);
    if (!hit || !(el.contains(hit) || hit.contains(el))) return `covered by ${hit && hit.outerHTML.slice(0, 80)}`;
  }
  return "";
}"""
"""Why `el` is not read whole in the frame ("" when it is): its box inside the viewport, and at
its centre and near two corners the element itself (nothing over it)."""

FIRST_LINE = """(el) => {
  const r = el.getBoundingClientRect();
  const x = r.left + 12, y = r.top + 10;
  if (!(y > 0 && y + 10 < innerHeight)) return `its first line is out of view: ${JSON.stringify(r)}`;
  const hit = document.elementFromPoint(x, y);
  return hit && el.contains(hit) ? "" : `covered by ${hit && hit.outerHTML.slice(0, 80)}`;
}"""


def opened(context, site_url: str, address: str):
    page = context.new_page()
    page.goto(f"{site_url}embed.html#{address}")
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    return page


def assert_whole(page, selector: str) -> None:
    problem = page.locator(selector).evaluate(IN_FRAME)
    assert problem == "", f"{selector}: {problem}"


def no_sideways(page) -> None:
    assert page.evaluate(NO_SIDEWAYS), "the frame scrolls sideways"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_at_a_games_end_the_review_takes_the_frames_width_and_the_board_is_one_tap_away(
    shared_context, site_url, size, lang
):
    width, height = size
    page = opened(shared_context(viewport={"width": width, "height": height}), site_url, f"{LOST}&lang={lang}")
    expect(page.locator("#review")).to_be_visible()
    for selector in ("#review", "#review-text"):  # the text under its Try again, never a column beside it
        box = page.locator(selector).bounding_box()
        assert box["width"] >= width - 50, f"{selector} is {box['width']} px wide in a {width} px frame"
    assert page.locator("#review-text").bounding_box()["y"] >= page.locator("#review-retry").bounding_box()["y"] + 20
    page.locator("#review-text").evaluate("el => el.scrollIntoView({block: 'nearest'})")
    assert page.locator("#review-text").evaluate(FIRST_LINE) == ""
    assert_whole(page, '[data-testid="status"]')
    expect(page.locator("#board")).to_be_hidden()
    assert_whole(page, "#board-back")
    no_sideways(page)
    page.locator("#board-back").click()
    expect(page.locator("#board")).to_be_visible()
    assert_whole(page, '#board button[data-number="23"]')
    expect(page.locator("#board-back")).to_be_hidden()
    # Undo: the game goes on, on the board; at its end again, the review takes the frame again.
    before = page.get_attribute("body", "data-renders")
    page.locator("#undo-button").click()
    page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")
    page.wait_for_selector('#app[data-over="false"]', state="attached")
    expect(page.locator("#board")).to_be_visible()
    page.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_juniper_greens_note_opened_is_whole_in_the_frame(shared_context, site_url, size, lang):
    width, height = size
    page = opened(
        shared_context(viewport={"width": width, "height": height}), site_url, f"game=juniper-green&vs=easy&lang={lang}"
    )
    page.locator("#embed-insight summary").click()
    expect(page.locator("#insight-text")).to_be_visible()
    page.wait_for_timeout(200)
    assert_whole(page, "#insight-text")
    for control in ("#hint-button", "#new-button"):
        assert_whole(page, control)
    no_sideways(page)
    # Closed again: the board is back.
    page.locator("#embed-insight summary").click()
    expect(page.locator("#board")).to_be_visible()
    assert_whole(page, '#board button[data-number="2"]')
    page.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("size", SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def test_play_without_1_comes_with_its_reason_in_view(shared_context, site_url, size, lang):
    width, height = size
    page = opened(
        shared_context(viewport={"width": width, "height": height}),
        site_url,
        f"game=multiples-removal&vs=easy&lang={lang}",
    )
    expect(page.locator("#offer")).to_be_visible()
    assert_whole(page, "#offer-text")
    assert_whole(page, "#offer-button")
    words = page.locator("#offer-text").inner_text()
    assert "1" in words and len(words) > 60, words
    assert_whole(page, '#board button[data-number="9"]')
    no_sideways(page)
    page.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_on_a_phone_the_end_review_starts_in_view(shared_context, site_url, lang):
    """Two players on a phone, Juniper Green's 100 numbers: 94, 47, 1 (forced), 97 leaves no move;
    the review that comes at the end starts in view (its first line whole and uncovered), the page
    scrolled to it."""
    context = shared_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    page = context.new_page()
    page.goto(f"{site_url}index.html#game=juniper-green&lang={lang}")
    page.wait_for_selector(READY, state="attached", timeout=120_000)
    for number in (94, 47, 1, 97):
        before = page.get_attribute("body", "data-renders")
        page.locator(f'#board button[data-number="{number}"]').tap()
        page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")
    expect(page.locator("#review")).to_be_visible()
    page.wait_for_timeout(300)
    assert page.locator("#review-text").evaluate(FIRST_LINE) == ""
    no_sideways(page)
    page.close()
