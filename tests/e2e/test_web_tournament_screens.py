"""The tournament page as a teacher sees it (issue #42): a round robin and a knockout, in the middle
and at the end, on a phone (390x844, touch), a projector of 1024x768, a desktop (1280x800) and a
projector of 1920x1080: nothing sideways, the standings' points in view beside the names (a phone
scrolls the rest of the table), no name cut inside a word, type that grows with a projector, the
winner and a pupil's link and QR code in view and uncovered; and a game played on this screen shows
its players' names on the game page (hostile ones cleaned, drawn as text). Each screenshot is saved
(test-results/tournament/) to be looked at."""

from __future__ import annotations

import json
import random

import pytest
from device_storage import keep
from test_web_tournament import KEPT_KEY, SETTINGS, SHOTS, assert_in_view, finished, make_tournament

from factorgames.classroom.tournament import Game, Tournament
from factorgames.transcript import Record, encode

NAMES = ("Amelia-Rose", "Ben", "Cyrus Okonkwo", "Dee", "Eve", "Fay", "Maximilian Oyelaran-Smith", "Hal")
SIZES = {
    "phone": {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True},
    "1024": {"viewport": {"width": 1024, "height": 768}},
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "1920": {"viewport": {"width": 1920, "height": 1080}},
}
SMALLEST_TYPE = {"phone": 16, "1024": 16, "desktop": 16, "1920": 22}
"""The least size in px of the standings' type: from the back of a room on a 1920 px projector."""


WORDS_WHOLE = """th => {
  const text = th.firstChild, cut = [];
  for (const match of th.textContent.matchAll(/[^\\s-]+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    if (lines.size > 1) cut.push(match[0]);
  }
  return cut;
}"""
"""The words of a name cell drawn across two lines (cut inside the word; a break after a hyphen is
no cut)."""


def kept(form: str, done: int) -> str:
    """What the organiser's device keeps for a tournament of NAMES with `done` games decided."""
    t = Tournament("Year 7 cup", NAMES, form, SETTINGS, 7)  # type: ignore[arg-type]
    rng = random.Random(form)
    decided: dict[int, Game] = {}
    while len(decided) < done:
        p = next(p for p in t.pairings(decided) if p.k not in decided and None not in (p.first, p.second))
        decided[p.k] = t.replayed(p, finished(rng))
    games = [{"k": k, "game": encode(Record(t.setup, g.moves))} for k, g in decided.items()]
    return json.dumps({"tournament": t.code(), "games": games})


def open_kept(page, site_url: str, value: str) -> None:
    """The organiser's page opened on a device that keeps `value`."""
    keep(page, site_url, {KEPT_KEY: value})
    page.goto(site_url + "tournament.html")
    page.wait_for_selector("#tour-current:not([hidden])", timeout=60_000)
    page.wait_for_selector("body[data-mode=organiser][data-idle=true]", state="attached")


def seen(locator) -> None:
    """In view and uncovered, once scrolled to."""
    locator.scroll_into_view_if_needed()
    assert_in_view(locator, locator)


def no_sideways_scroll(page) -> None:
    assert page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth")


@pytest.mark.parametrize(("form", "done", "state"), [("round-robin", 10, "mid"), ("round-robin", 28, "end")])
def test_a_round_robin_mid_way_and_at_its_end_at_every_size(shared_context, site_url, form, done, state):
    SHOTS.mkdir(parents=True, exist_ok=True)
    value = kept(form, done)
    for size, options in SIZES.items():
        page = shared_context(**options).new_page()
        open_kept(page, site_url, value)
        no_sideways_scroll(page)
        page.screenshot(path=str(SHOTS / f"{form}-{state}-{size}.png"))
        page.screenshot(path=str(SHOTS / f"{form}-{state}-{size}-full.png"), full_page=True)
        if state == "end":
            page.evaluate("scrollTo(0, 0)")
            seen(page.locator("#tour-winner"))
            px = float(page.locator("#tour-winner").evaluate("el => parseFloat(getComputedStyle(el).fontSize)"))
            assert px >= 1.4 * SMALLEST_TYPE[size], ("the winner's line", size, px)
        # The points beside each name, in view without scrolling the table sideways.
        head = page.locator("#tour-standings thead th")
        assert head.nth(2).inner_text() == "Points"
        seen(head.nth(2))
        rows = page.locator("#tour-standings tbody tr")
        assert rows.count() == len(NAMES)
        for i in range(rows.count()):
            seen(rows.nth(i).locator("td").nth(1))
            name = rows.nth(i).locator("th")
            assert name.evaluate(WORDS_WHOLE) == [], f"a name cut inside a word at {size}"
        px = float(rows.nth(0).locator("td").nth(1).evaluate("el => parseFloat(getComputedStyle(el).fontSize)"))
        assert px >= SMALLEST_TYPE[size], (size, px)
        no_sideways_scroll(page)
        page.close()


@pytest.mark.parametrize(("done", "state"), [(3, "mid"), (7, "end")])
def test_a_knockout_mid_way_and_at_its_end_on_projectors(shared_context, site_url, done, state):
    SHOTS.mkdir(parents=True, exist_ok=True)
    value = kept("knockout", done)
    for size in ("1024", "1920", "phone"):
        page = shared_context(**SIZES[size]).new_page()
        open_kept(page, site_url, value)
        no_sideways_scroll(page)
        page.screenshot(path=str(SHOTS / f"knockout-{state}-{size}.png"))
        page.screenshot(path=str(SHOTS / f"knockout-{state}-{size}-full.png"), full_page=True)
        head = page.locator("#tour-standings thead th")
        assert head.nth(2).inner_text() == "Reached"
        seen(head.nth(2))
        rows = page.locator("#tour-standings tbody tr")
        for i in range(rows.count()):
            seen(rows.nth(i).locator("td").nth(1))
        reached = [rows.nth(i).locator("td").nth(1).inner_text() for i in range(rows.count())]
        still_in = [i for i, words in enumerate(reached) if words.endswith("still in") or words == "Winner"]
        assert still_in == list(range(len(still_in))), "those still in lead the standings"
        for i in range(rows.count()):
            assert rows.nth(i).locator("th").evaluate(WORDS_WHOLE) == []
        px = float(rows.nth(0).locator("td").nth(1).evaluate("el => parseFloat(getComputedStyle(el).fontSize)"))
        assert px >= SMALLEST_TYPE[size], (size, px)
        page.close()


def test_a_pupils_link_and_qr_code_in_view_on_a_projector_and_a_phone(shared_context, site_url):
    value = kept("round-robin", 10)
    for size in ("1024", "phone"):
        page = shared_context(**SIZES[size]).new_page()
        open_kept(page, site_url, value)
        button = page.locator('.tour-game[data-k="12"] button', has_text="Link for the pupils' device")
        button.tap() if size == "phone" else button.click()
        page.wait_for_selector("#tour-invite:not([hidden])")
        page.wait_for_timeout(300)  # (the smooth scroll, if any)
        for selector in ("#tour-invite-title", "#tour-invite-link"):
            assert_in_view(page.locator(selector), size, selector)
        seen(page.locator("#tour-invite-qr"))
        assert page.locator("#tour-invite-title").inner_text().startswith("Game 13:")
        no_sideways_scroll(page)
        page.screenshot(path=str(SHOTS / f"invite-{size}.png"))
        page.close()


HOSTILE = "Zo\u00eb <b>bold</b> <img src=x>\u202e\u200b"
"""A name a class list may hold: markup (drawn as text, never as markup), a direction override and a
zero-width space (removed by the engine)."""


def test_a_game_played_here_shows_its_players_names(shared_context, site_url):
    page = shared_context(**SIZES["desktop"]).new_page()
    make_tournament(page, site_url, "Names", [HOSTILE, "You", "Computer", "Ada"], "game=factor-game&range=1-12")
    page.wait_for_selector("#tour-current:not([hidden])")
    page.wait_for_selector("body[data-mode=organiser][data-idle=true]", state="attached")
    cleaned = "Zo\u00eb <b>bold</b> <img src=x>"
    game = page.locator(".tour-game", has_text=cleaned).filter(has_text="You").first
    words = game.locator(".tour-game-words").inner_text()
    first, second = (cleaned, "You") if words.index(cleaned) < words.index("You") else ("You", cleaned)
    game.locator("a", has_text="Play here").click()
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=60_000)
    status = page.inner_text("#status")
    assert status.startswith(f"{first}'s turn"), status
    assert "Your turn" not in status and "Player 1" not in status
    assert page.locator("#status b, #status img, #board img, #game-scores b").count() == 0, "names drawn as text"
    assert "\u202e" not in page.inner_text("body") and "\u200b" not in page.inner_text("body")
    cell = page.locator("#board button[data-number='12']")
    before = page.get_attribute("body", "data-renders")
    cell.click()
    page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")
    scores = page.inner_text("#game-scores")
    assert first in scores and second in scores, scores
    assert page.inner_text("#status").startswith(f"{second}'s turn")
    label = cell.get_attribute("aria-label") or ""
    assert first in label, label
    seen(page.locator("#status"))
    page.screenshot(path=str(SHOTS / "game-page-names.png"))
