"""The coach in the browser: graded hints, a game lost to the perfect computer, its review, a
jump to the first mistake and a win replayed from there; who is winning."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from factorgames.games.position import replay
from factorgames.play.solver import analyse
from factorgames.transcript import decode

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)


def position_of(app):
    record = decode(app.hash())
    return replay(record.setup.rules, record.moves)


def test_hint_grows_one_step_a_press_then_hides(app):
    app.open("game=juniper-green&moves=48,24")
    winning = list(analyse(position_of(app)).winning_moves)
    app.press("#hint-button")
    assert app.hinted() == [] and "?" in app.page.locator("#hint-text").inner_text()
    expect(app.page.locator("#hint-button")).to_have_text("More help")
    app.press("#hint-button")
    assert len(app.hinted()) == 1 and app.hinted()[0] in winning
    app.press("#hint-button")
    assert app.hinted() == winning
    expect(app.page.locator("#hint-button")).to_have_text("Hide hint")
    app.press("#hint-button")
    assert app.hinted() == [] and app.page.locator("#hint-text").is_hidden()


def test_lose_to_the_perfect_computer_review_and_win_from_the_first_mistake(app):
    # Juniper Green on 1..20: the first player wins, so a losing first move is a mistake.
    app.open("game=juniper-green&range=1-20&vs=perfect")
    start = position_of(app)
    analysis = analyse(start)
    mistake = next(n for n, wins in analysis.moves if not wins)
    app.click(mistake)
    while not app.over():  # the computer punishes it; we play on with any move
        app.click(app.numbers("legal")[0])
    assert app.status().startswith("Computer wins")
    review = app.page.locator("#review")
    expect(review).to_be_visible()
    assert "The first mistake was move 1: you picked" in app.page.locator("#review-text").inner_text()
    verdicts = app.page.eval_on_selector_all("#review-moves li", "els => els.map(e => e.dataset.verdict)")
    assert verdicts[0] == "mistake"
    assert app.page.locator('#chain li[data-verdict="mistake"]').count() >= 1
    app.press("#review-retry")
    assert app.chain() == [] and not app.over()
    # From there, the winning moves all the way.
    while not app.over():
        p = position_of(app)
        app.click(analyse(p).winning_moves[0])
    assert app.status().startswith("You win")
    assert "No one let a win slip: you could win from the first move" in app.page.locator("#review-text").inner_text()


def test_who_is_winning_after_every_move(app):
    app.open("game=nrich&moves=48,24")
    app.press("#standing-button")
    text = app.page.locator("#standing-text")
    expect(text).to_contain_text("Player 1 can win from here")
    p = position_of(app)
    losing = next(n for n, wins in analyse(p).moves if not wins)
    app.click(losing)
    expect(text).to_contain_text("Player 2 can win from here")


def _visible_and_uncovered(page, selector: str) -> None:
    """The element's box meets the viewport and nothing covers its first line."""
    box = page.locator(selector).bounding_box()
    view = page.viewport_size
    assert box and box["y"] < view["height"] and box["y"] + box["height"] > 0 and box["x"] < view["width"], box
    x, y = box["x"] + min(box["width"], 40) / 2, max(box["y"], 0) + 8
    assert page.evaluate(
        "([x, y, s]) => document.querySelector(s).contains(document.elementFromPoint(x, y))", [x, y, selector]
    ), selector


def test_factor_game_against_perfect_hints_the_best_pick_and_reviews_the_points(app):
    """The Factor Game on 1..30 against the perfect computer: the hints end on the best pick and
    its margin, the greedy 29 is explained and reviewed as points given away, by keyboard."""
    page = app.page
    page.set_viewport_size({"width": 1280, "height": 800})
    app.open("game=factor-game&vs=perfect")
    board = page.locator("#board").bounding_box()
    for level in (1, 2, 3):
        app.press("#hint-button")
    assert app.hinted() == [25]
    expect(page.locator("#hint-text")).to_have_text(
        "The best pick is 25: with perfect play from here you finish 17 points ahead of the computer."
    )
    _visible_and_uncovered(page, "#hint-text")
    assert page.locator("#board").bounding_box() == board  # the hint did not move the board
    page.locator('#board button[data-number="29"]').focus()
    page.keyboard.press("Enter")  # the pick that scores most at once, not the best
    app.wait_ready()
    while not app.over():
        p = position_of(app)
        app.click(analyse(p).winning_moves[0])
    review = page.locator("#review-text")
    expect(review).to_contain_text("You gave away 7 points in all.")
    _visible_and_uncovered(page, "#review-text")
    first = page.locator("#review-moves li").first
    expect(first).to_have_text("Move 1: you picked 29: 7 points given away (25 was best).")
    assert first.get_attribute("data-verdict") == "mistake"
    mine, computers = (int(v) for v in page.locator("#game-scores").inner_text().replace(",", "").split()[2::2])
    assert mine - computers == 10  # perfect play after 29, as the review says
