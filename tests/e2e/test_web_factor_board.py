"""The Factor Game's board (issue #34): whose each number is (a mark of each player's own shape,
and the number's name says it), what a pick scores shown on hover and on keyboard focus without
covering or moving the board, and the match's games won apart from this game's points, at
1280x800 and at a phone's 390x844 (in French there); axe-clean. One context, so that the engine
starts once from scratch (about 12 s on a busy machine) and the second time from its snapshot."""

from __future__ import annotations

import json

from conftest import NO_SIDEWAYS
from playwright.sync_api import expect
from test_web_fits import axe_violations

KEY = "factorgames:score:game=factor-game&range=1-30&vs=easy"
SCORE = json.dumps({"tally": {"1": 0, "2": 1}, "counted": ["game=factor-game&moves=x"], "games": 1})
ONE_LOST = f"try {{ sessionStorage.setItem({json.dumps(KEY)}, {json.dumps(SCORE)}); }} catch (e) {{}}"
"""A match where the computer has won one game (as the page writes it)."""


def box(page, selector: str) -> dict:
    found = page.locator(selector).bounding_box()
    assert found, f"{selector} is not drawn"
    return found


def apart(a: dict, b: dict) -> bool:
    return (
        a["x"] + a["width"] <= b["x"]
        or b["x"] + b["width"] <= a["x"]
        or a["y"] + a["height"] <= b["y"]
        or b["y"] + b["height"] <= a["y"]
    )


def in_view_uncovered(page, selector: str) -> None:
    """The element's box is in the viewport and nothing covers its centre."""
    b = box(page, selector)
    size = page.viewport_size
    assert b["x"] >= 0 and b["y"] >= 0 and b["x"] + b["width"] <= size["width"], selector
    assert b["y"] + b["height"] <= size["height"], selector
    on_top = page.evaluate(
        "([x, y, sel]) => { const e = document.elementFromPoint(x, y); const t = document.querySelector(sel);"
        " return !!e && (e === t || t.contains(e)); }",
        [b["x"] + b["width"] / 2, b["y"] + b["height"] / 2, selector],
    )
    assert on_top, f"something covers {selector}"


def no_sideways_scroll(page) -> None:
    assert page.evaluate(NO_SIDEWAYS)


def paper_points(states: dict[int, str], n: int) -> tuple[int, int]:
    """What picking n scores on paper: n for the picker, its divisors left for the opponent."""
    left = {m for m, state in states.items() if state != "used"}
    return n, sum(d for d in left if d < n and n % d == 0)


def check_scores(page, won: str, points: str) -> None:
    expect(page.locator("#score")).to_have_text(won)
    expect(page.locator("#game-scores")).to_contain_text(points)
    in_view_uncovered(page, "#score")
    in_view_uncovered(page, "#game-scores")
    assert apart(box(page, "#score"), box(page, "#game-scores")), "the two score lines overlap"
    no_sideways_scroll(page)


def test_owners_points_and_scores_at_1280x800_and_390x844(axe_context, make_app):
    axe_context.add_init_script(ONE_LOST)
    app = make_app(axe_context.new_page()).open("game=factor-game&vs=easy&moves=25,16")
    page = app.page
    app.click(28)  # the computer answers
    cell = page.locator("#board button[data-number]")
    # Whose each number is: yours circled, the computer's in a dashed square; the names say it.
    expect(page.locator('#board [data-number="25"]')).to_have_attribute("data-owner", "1")
    expect(page.locator('#board [data-number="25"]')).to_have_attribute("aria-label", "25, yours")
    expect(page.locator('#board [data-number="5"]')).to_have_attribute("aria-label", "5, the computer's")
    expect(page.locator('#board [data-number="14"]')).to_have_attribute("aria-label", "14, the computer's")
    shapes = page.evaluate(
        "() => [25, 5].map(n => getComputedStyle(document.querySelector(`#board [data-number='${n}'] .n`)))"
        ".map(s => [s.borderTopStyle, s.borderTopLeftRadius])"
    )
    assert shapes[0][0] == "solid" and shapes[1][0] == "dashed" and shapes[0][1] != shapes[1][1], shapes
    owners = page.locator("#legend-owners")
    expect(owners).to_have_text("scored by you scored by the computer", use_inner_text=True)
    in_view_uncovered(page, "#legend-owners")
    assert cell.count() == 30

    # A pick's points on hover, in a line of its own that neither covers nor moves the board (once
    # every answer is in: a late view would change what can be picked under the pointer).
    app.wait_ready()
    app.wait_previews()
    board = box(page, "#board")
    states = app.states()
    legal = [n for n, state in states.items() if state == "legal"]
    n = legal[-1]
    page.hover(f'#board [data-number="{n}"]')
    mine, theirs = paper_points(states, n)
    line = page.locator("#pick-points")
    expect(line).to_have_text(f"{n}: you {mine}, the computer {theirs}")
    in_view_uncovered(page, "#pick-points")
    assert apart(box(page, "#pick-points"), board)
    assert box(page, "#board") == board, "the board moved"
    expect(page.locator(f'#board [data-number="{n}"]')).to_have_attribute(
        "aria-label", f"{n}, can be picked, you {mine}, the computer {theirs}"
    )
    # ... and on keyboard focus: the arrow keys onto another number that can be picked.
    # From the first number (n, hovered above, is the last that can be picked: the others lie before
    # it, whichever the computer's random answer left).
    page.mouse.move(0, 0)
    app.wait_ready()
    assert app.states() == states, "no view came between the hover and the keys"
    page.locator('#board button[tabindex="0"]').focus()
    page.keyboard.press("Control+Home")
    focused = None
    for _ in range(30):
        page.keyboard.press("ArrowRight")
        focused = int(page.evaluate("document.activeElement.dataset.number"))
        if focused != n and states[focused] == "legal":
            break
    mine, theirs = paper_points(states, focused)
    expect(line).to_have_text(f"{focused}: you {mine}, the computer {theirs}")
    in_view_uncovered(page, "#pick-points")
    assert box(page, "#board") == board, "the board moved"

    # One line for the match (games won), another for this game's points, apart.
    check_scores(page, "Games won: You 0, Computer 1", "Points: You ")
    assert axe_violations(page) == []

    # At a phone's size, in French (the same context: the engine starts again from its snapshot).
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto("about:blank")  # a page loaded again, not a new address in the same one
    app.open("game=factor-game&vs=easy&moves=25,16&lang=fr")
    expect(page.locator('#board [data-number="25"]')).to_have_attribute("aria-label", "25, à toi")
    expect(page.locator('#board [data-number="2"]')).to_have_attribute("aria-label", "2, à toi")
    expect(page.locator('#board [data-number="16"]')).to_have_attribute("aria-label", "16, à l'ordinateur")
    expect(page.locator('#board [data-number="28"]')).to_have_attribute(
        "aria-label", "28, peut être choisi, toi 28, l'ordinateur 21"
    )
    in_view_uncovered(page, "#legend-owners")
    check_scores(page, "Parties gagnées\u00a0: Toi 0, Ordinateur 1", "Points\u00a0: Toi 39, Ordinateur 22")


def test_on_a_tablet_held_sideways_the_panels_lines_keep_their_room(sized, make_app):
    """At 1024x768 the panel is narrow: "Point at a number to see what it scores." takes two lines,
    and its line grows to hold them rather than running over the key under it (of the panel, only
    its scrolling part gives way)."""
    app = make_app(sized(viewport={"width": 1024, "height": 768})).open("game=factor-game&vs=medium")
    app.click(app.numbers("legal")[0])
    page = app.page
    parts = ["#status", "#pick-points", "#board-legend"]
    for part in parts:
        assert page.locator(part).evaluate("el => el.scrollHeight <= el.clientHeight + 1"), f"{part} runs over"
    boxes = [box(page, part) for part in [*parts, ".tabs"]]
    for i, first in enumerate(boxes):
        for second in boxes[i + 1 :]:
            assert apart(first, second), (first, second)
    line = page.locator("#pick-points").evaluate("el => parseFloat(getComputedStyle(el).lineHeight)")
    assert box(page, "#pick-points")["height"] >= 2 * line - 1, "two lines here (else this checks nothing)"
