"""The class game on one screen (board.html) in Chromium: a team game driven by a presenter's keys
alone to the end, each challenge's verdict the engine's review of the move; the class against the
computer; a whiteboard by touch alone; the whose-turn line and the challenge prompt in view and
uncovered on projectors; axe; offline after one visit."""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path
from urllib.parse import parse_qsl, unquote

import pytest
from conftest import NO_SIDEWAYS
from playwright.sync_api import expect
from test_web_fits import axe_violations

from factorgames.teach.coaches import coach_for
from factorgames.transcript import decode

PROJECTOR = {"width": 1920, "height": 1080}
WHITEBOARD = {"width": 1024, "height": 768}
IDLE = "body[data-ready=true][data-idle=true]"
SHOTS = Path(os.environ.get("FACTORGAMES_SHOTS", tempfile.gettempdir())) / "class-game"
"""Where the screenshots go, to be looked at."""
SHOTS.mkdir(parents=True, exist_ok=True)


def open_board(page, site_url: str, code: str = "") -> None:
    page.goto(f"{site_url}board.html" + (f"#{code}" if code else ""))
    page.wait_for_selector(IDLE, state="attached", timeout=60_000)


def renders(page) -> int:
    return int(page.get_attribute("body", "data-renders") or 0)


def after(page, before: int) -> None:
    page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached", timeout=30_000)


def address(page) -> str:
    return page.evaluate("location.hash.slice(1)")


def engine_verdict(code: str, ply: int) -> str:
    """The engine's review of move `ply` of the class game in the address."""
    record = decode(unquote(code))
    rules = record.setup.rules
    return coach_for(rules.initial_position()).review(rules, record.moves).moves[ply - 1].verdict


def in_view(page, selector: str) -> None:
    """The element's box intersects the viewport and nothing covers its centre."""
    box = page.locator(selector).bounding_box()
    assert box, selector
    size = page.viewport_size
    assert box["x"] >= 0 and box["x"] + box["width"] <= size["width"] + 1, (selector, box)
    assert box["y"] >= 0 and box["y"] + min(box["height"], 40) <= size["height"], (selector, box)
    covered = (
        "el => { const r = el.getBoundingClientRect(); "
        "return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + Math.min(r.height, 30) / 2)); }"
    )
    assert page.locator(selector).evaluate(covered), f"{selector} is covered"


def no_sideways_scroll(page) -> None:
    assert page.evaluate(NO_SIDEWAYS)


def legal(page) -> list[int]:
    return [
        int(n)
        for n in page.eval_on_selector_all('#cg-board [data-state="legal"]', "bs => bs.map(b => b.dataset.number)")
    ]


def phase(page) -> str:
    return page.get_attribute("body", "data-phase") or ""


def check_call(page) -> tuple[bool, str]:
    """The call just shown: whether it was right, and that its verdict is the engine's review."""
    code = address(page)
    calls = dict(parse_qsl(code)).get("calls", "")
    ply = len(calls.rstrip("-"))
    right = page.get_attribute("#cg-last", "data-right")
    verdict = engine_verdict(code, ply)
    if calls[ply - 1] == "c":
        assert right == ("true" if verdict == "mistake" else "false"), (code, ply, verdict)
        words = page.inner_text("#cg-last-text")
        assert words.startswith("Yes:" if verdict == "mistake" else "No:"), words
    else:
        assert right == "none"
    return right == "true", verdict


def test_a_team_game_by_presenter_keys_alone_to_the_end(shared_context, site_url):
    page = shared_context(viewport=PROJECTOR).new_page()
    open_board(page, site_url, "game=nrich&range=1-30&a=Reds&b=Blues")
    expect(page.locator("#cg-turn")).to_have_text("Reds' turn: pick an even number below 15.")
    in_view(page, "#cg-turn")
    no_sideways_scroll(page)
    keys, verdicts, points = ["b", " ", "PageDown", "B"], [], {"1": 0, "2": 0}
    for turn in range(40):
        if phase(page) == "over":
            break
        assert phase(page) == "move"
        before = renders(page)
        for digit in str(legal(page)[-1]):  # typed on the keyboard, focus wherever it is
            page.keyboard.press(digit)
        page.keyboard.press("Enter")
        after(page, before)
        assert phase(page) == "challenge"
        in_view(page, "#cg-turn")
        in_view(page, "#cg-prompt")
        in_view(page, "#cg-mistake")
        if turn == 1:
            page.screenshot(path=str(SHOTS / "class-game-1920-challenge.png"))
        before = renders(page)
        page.keyboard.press(keys[turn % len(keys)])
        after(page, before)
        right, verdict = check_call(page)
        verdicts.append(verdict)
        mover = "1" if turn % 2 == 0 else "2"
        if keys[turn % len(keys)].lower() == "b":
            points[("2" if mover == "1" else "1") if right else mover] += 1
        shown = page.eval_on_selector_all(".cg-team-points", "ps => ps.map(p => p.textContent)")
        assert shown == [str(points["1"]), str(points["2"])]
    assert phase(page) == "over" and verdicts
    # The end: the result, the challenges' score, the engine's review and the pairing, in view.
    for selector in ("#cg-end", "#cg-review-text", "#cg-strategy-text", "#cg-end-score"):
        expect(page.locator(selector)).to_be_visible()
    record = decode(unquote(address(page)))
    reviewed = coach_for(record.setup.rules.initial_position()).review(record.setup.rules, record.moves)
    verdict_marks = page.eval_on_selector_all(".cg-review-move", "ms => ms.map(m => m.dataset.verdict)")
    assert verdict_marks == [m.verdict for m in reviewed.moves]
    in_view(page, "#cg-turn")
    page.screenshot(path=str(SHOTS / "class-game-1920-end.png"))
    assert axe_violations(page) == []
    # PageUp goes back a step; the address resumes the game on a refresh.
    before = renders(page)
    page.keyboard.press("PageUp")
    after(page, before)
    assert phase(page) == "challenge"
    code = address(page)
    page.reload()
    page.wait_for_selector(IDLE, state="attached", timeout=60_000)
    assert address(page) == code and phase(page) == "challenge"


def test_the_class_against_the_computer(shared_context, site_url):
    page = shared_context(viewport=WHITEBOARD).new_page()
    open_board(page, site_url, "game=juniper-green&range=1-20&vs=easy&first=2&a=7B")
    page.wait_for_selector("body[data-phase=challenge][data-idle=true]", state="attached", timeout=30_000)
    expect(page.locator("#cg-prompt")).to_contain_text("7B, was Computer's")
    in_view(page, "#cg-turn")
    in_view(page, "#cg-prompt")
    no_sideways_scroll(page)
    page.screenshot(path=str(SHOTS / "class-game-1024-computer.png"))
    for _ in range(30):
        state = phase(page)
        if state == "over":
            break
        before = renders(page)
        if state == "challenge":
            page.click("#cg-mistake")
            after(page, before)
            check_call(page)
        elif state == "move":
            page.fill("#cg-move", str(legal(page)[0]))
            page.click("#cg-move-form button[type=submit]")
            after(page, before)
        else:
            page.wait_for_selector("body:not([data-phase=computer])[data-idle=true]", state="attached")
    assert phase(page) == "over"
    assert "-" in dict(parse_qsl(address(page)))["calls"]  # the class's moves: the computer challenged none


def test_a_whiteboard_by_touch_alone(shared_context, site_url):
    context = shared_context(viewport=WHITEBOARD, has_touch=True)
    page = context.new_page()
    open_board(page, site_url)
    # The setup by touch: the game, the teams' names, who starts.
    page.locator("#setup-game").select_option("factor-chain-challenge")
    page.wait_for_selector("body[data-previews='0']", state="attached")
    page.locator("#cg-name-a").tap()
    page.locator("#cg-name-a").fill("\u202eLions\u200b")
    page.locator("#cg-name-b").fill("Tigers")
    page.locator("#cg-timer-choice").select_option("30")
    before = renders(page)
    page.locator("#cg-start").tap()
    after(page, before)
    expect(page.locator("#cg-turn")).to_have_text("Lions' turn: pick any number from 1 to 10.")
    expect(page.locator("#cg-timer")).to_be_visible()
    in_view(page, "#cg-turn")
    page.locator("#cg-timer-pause").tap()
    expect(page.locator("#cg-timer")).to_have_attribute("data-state", "paused")
    for turn in range(12):
        if phase(page) == "over":
            break
        before = renders(page)
        page.locator(f'#cg-board [data-number="{legal(page)[0]}"]').tap()
        after(page, before)
        in_view(page, "#cg-prompt")
        before = renders(page)
        page.locator("#cg-pass" if turn % 2 else "#cg-mistake").tap()
        after(page, before)
        check_call(page)
    assert phase(page) == "over"
    no_sideways_scroll(page)
    page.screenshot(path=str(SHOTS / "class-game-1024-end.png"))
    assert axe_violations(page) == []


def test_a_phone_shows_the_game_too(phone, site_url):
    page = phone.new_page()
    open_board(page, site_url, "game=nrich&range=1-40&moves=10&a=Reds")
    in_view(page, "#cg-turn")
    no_sideways_scroll(page)
    page.screenshot(path=str(SHOTS / "class-game-390.png"))


@pytest.fixture()
def sw_context(browser, guard_context):
    context = browser.new_context(viewport=WHITEBOARD, service_workers="allow")
    guard = guard_context(context)
    yield context
    context.close()
    guard.check()


WAIT_FOR_CONTROLLER = """() => Promise.race([
  navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true :
    new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true)))),
  new Promise((resolve) => setTimeout(() => resolve(false), 60000)),
])"""
"""The page's own service worker (board.html registers the site's) controls it, within a minute."""


@pytest.mark.fresh_context
def test_offline_after_one_visit(sw_context, site_url):
    page = sw_context.new_page()
    open_board(page, site_url, "game=nrich&range=1-30&a=Reds&b=Blues")
    assert page.evaluate(WAIT_FOR_CONTROLLER)
    page.wait_for_timeout(500)
    sw_context.set_offline(True)
    try:
        other = sw_context.new_page()
        open_board(other, site_url, "game=factor-chain-challenge&a=Owls")
        before = renders(other)
        other.locator('#cg-board [data-number="6"]').click()
        after(other, before)
        assert phase(other) == "challenge"
    finally:
        sw_context.set_offline(False)


def test_the_large_line_says_the_challenge_moment_by_presenter_keys(shared_context, site_url):
    """On a 1024x768 projector, by a presenter's keys alone: after each move the large line says the
    challenge moment ("Blues: was that a mistake?"), the number field gives way to the challenge's
    buttons, all in view and uncovered; PageDown lets it pass, B challenges, and the line is the
    next team's pick again (issue #42)."""
    page = shared_context(viewport=WHITEBOARD).new_page()
    open_board(page, site_url, "game=nrich&range=1-30&a=Reds&b=Blues")
    for turn, (mover, challengers, key) in enumerate([("Reds", "Blues", "PageDown"), ("Blues", "Reds", "b")]):
        expect(page.locator("#cg-turn")).to_have_text(re.compile(f"^{mover}' turn: pick"))
        expect(page.locator("#cg-move-form")).to_be_visible()
        before = renders(page)
        for digit in str(legal(page)[-1]):
            page.keyboard.press(digit)
        page.keyboard.press("Enter")
        after(page, before)
        assert phase(page) == "challenge"
        expect(page.locator("#cg-turn")).to_have_text(f"{challengers}: was that a mistake?")
        expect(page.locator("#cg-move-form")).to_be_hidden()
        for selector in ("#cg-turn", "#cg-prompt", "#cg-mistake", "#cg-pass", "#cg-board"):
            in_view(page, selector)
        no_sideways_scroll(page)
        if turn == 0:
            page.screenshot(path=str(SHOTS / "class-game-1024-challenge.png"))
        before = renders(page)
        page.keyboard.press(key)
        after(page, before)
        assert phase(page) == "move"
        check_call(page)
        expect(page.locator("#cg-turn")).to_have_text(re.compile(f"^{challengers}' turn: pick"))
    in_view(page, "#cg-last-text")
    page.screenshot(path=str(SHOTS / "class-game-1024-after-call.png"))


def test_teams_called_you_and_computer_and_the_defaults_swapped(shared_context, site_url):
    """Teams called "You" and "Computer" are shown and spoken as typed, in French too (never "À toi",
    never "l'ordinateur"); teams called "Team B" and "Team A" keep the names typed, untranslated
    (issue #42)."""
    page = shared_context(viewport=WHITEBOARD).new_page()
    open_board(page, site_url, "game=factor-chain-challenge&a=You&b=Computer&lang=fr")
    names = page.eval_on_selector_all(".cg-team-name", "ns => ns.map(n => n.textContent)")
    assert names == ["You", "Computer"]
    turn = page.inner_text("#cg-turn")
    assert "You" in turn and "À toi" not in turn, turn
    before = renders(page)
    page.locator('#cg-board [data-number="6"]').click()
    after(page, before)
    assert page.inner_text("#cg-turn").startswith("Computer"), page.inner_text("#cg-turn")
    prompt = page.inner_text("#cg-prompt")
    assert "You" in prompt and "ordinateur" not in prompt.lower(), prompt
    before = renders(page)
    page.keyboard.press("b")
    after(page, before)
    said = page.inner_text("#cg-last-text") + " " + page.inner_text("#cg-last-score")
    assert "You" in said and "ordinateur" not in said.lower() and "toi" not in said.lower(), said
    page.screenshot(path=str(SHOTS / "class-game-you-computer-fr.png"))
    page = shared_context(viewport=WHITEBOARD).new_page()
    open_board(page, site_url, "game=nrich&range=1-20&a=Team%20B&b=Team%20A&lang=fr")
    names = page.eval_on_selector_all(".cg-team-name", "ns => ns.map(n => n.textContent)")
    assert names == ["Team B", "Team A"]
    assert "Team B" in page.inner_text("#cg-turn") and "Équipe" not in page.inner_text("#cg-turn")
