"""The classroom pages in Chromium: a puzzle played on the board (a wrong move refuted on the
board, the hints, the solution, the streak kept on the device), the puzzle of the day the same in
two browsers, by touch on a phone, axe-clean; the worksheet printed to PDF."""
from __future__ import annotations

from datetime import date

from test_web_fits import axe_context, axe_violations, phone  # noqa: F401 (fixtures)

from factorgames.puzzles.page import daily
from factorgames.puzzles.table import PUZZLES

IDLE = "body[data-idle=true]"


def open_puzzle(page, site_url: str, hash_: str = ""):
    page.goto(f"{site_url}puzzles.html" + (f"#{hash_}" if hash_ else ""))
    page.wait_for_selector("#puzzle:not([hidden])", timeout=60_000)
    page.wait_for_selector(IDLE, state="attached")
    return page


def act(page, do) -> None:
    """Do something that asks the engine, and wait for its answer to be drawn."""
    before = page.get_attribute("body", "data-renders")
    do()
    page.wait_for_selector(f'{IDLE}:not([data-renders="{before}"])', state="attached", timeout=30_000)


def chain_text(page) -> str:
    return page.inner_text("#puzzle-chain")


def test_a_puzzle_on_the_board_refutes_a_wrong_move_then_is_solved_and_the_streak_is_kept(axe_context, site_url):
    puzzle = next(p for p in PUZZLES if p.k == 2 and p.game == "factor-chain-challenge")
    position = puzzle.position()
    wrong = next(n for n in position.legal_moves() if n not in puzzle.line[:1])
    page = open_puzzle(axe_context.new_page(), site_url, f"id={puzzle.id}")
    assert page.get_attribute("#puzzle", "data-id") == puzzle.id
    assert page.inner_text("#puzzle-task").startswith("Win in 2")
    assert axe_violations(page) == []

    act(page, lambda: page.click(f'#puzzle-board button[data-number="{wrong}"]'))
    assert page.get_attribute("#puzzle", "data-state") == "wrong"
    assert page.get_attribute(f'#puzzle-board button[data-number="{wrong}"]', "data-hint") == "lose"
    reply = int(page.eval_on_selector("#puzzle-board button[data-state=current]", "b => b.dataset.number"))
    assert f"After {wrong}, your opponent answers {reply}" in page.inner_text("#puzzle-message") or \
        f"{wrong} wins too" in page.inner_text("#puzzle-message")
    assert page.is_visible("#puzzle-retry") and axe_violations(page) == []

    act(page, lambda: page.click("#puzzle-retry"))
    assert page.get_attribute("#puzzle", "data-state") == "solving"
    assert page.get_attribute("#puzzle-board button[data-state=current]", "data-number") == str(position.current)
    act(page, lambda: page.click("#puzzle-hint-button"))
    assert page.inner_text("#puzzle-hint")
    act(page, lambda: page.click("#puzzle-hint-button"))
    assert page.eval_on_selector_all("#puzzle-board button[data-hint=win]", "bs => bs.map(b => b.dataset.number)") == [
        str(puzzle.line[0])]
    # By keyboard: the board's one tab stop is the hinted number; Enter picks it.
    page.focus(f'#puzzle-board button[data-number="{puzzle.line[0]}"]')
    act(page, lambda: page.keyboard.press("Enter"))
    assert f"answers {puzzle.line[1]}" in page.inner_text("#puzzle-message")
    act(page, lambda: page.click(f'#puzzle-board button[data-number="{puzzle.line[2]}"]'))
    assert page.get_attribute("#puzzle", "data-state") == "solved"
    assert page.inner_text("#puzzle-message").startswith("Solved")
    assert "first try: 0" in page.inner_text("#puzzle-streak")  # a wrong move and hints: no streak

    # The next puzzle, solved at the first try: the streak counts it, and the device keeps it.
    act(page, lambda: page.click("#puzzle-next"))
    following = next(p for p in PUZZLES if p.id == page.get_attribute("#puzzle", "data-id"))
    for i in range(0, len(following.line), 2):
        act(page, lambda n=following.line[i]: page.click(f'#puzzle-board button[data-number="{n}"]'))
    assert page.get_attribute("#puzzle", "data-state") == "solved"
    assert "first try: 1 (best: 1)" in page.inner_text("#puzzle-streak")
    assert page.evaluate("location.hash") == f"#id={following.id}"
    page.reload()
    page.wait_for_selector("#puzzle:not([hidden])")
    page.wait_for_selector(IDLE, state="attached")
    assert page.get_attribute("#puzzle", "data-id") == following.id
    assert "first try: 1 (best: 1)" in page.inner_text("#puzzle-streak")


def test_the_puzzle_of_the_day_is_the_same_in_two_browsers_and_plays_by_touch(context, phone, site_url):
    today = daily(date.today().isoformat())
    desk = open_puzzle(context.new_page(), site_url)
    touch = open_puzzle(phone.new_page(), site_url)
    assert desk.get_attribute("#puzzle", "data-id") == touch.get_attribute("#puzzle", "data-id") == today.id
    assert desk.is_visible("#puzzle-daily") and touch.evaluate("location.hash") == f"#id={today.id}"
    act(touch, lambda: touch.tap(f'#puzzle-board button[data-number="{today.line[0]}"]'))
    solved = touch.get_attribute("#puzzle", "data-state") == "solved"
    assert solved or (today.k and f"answers {today.line[1]}" in touch.inner_text("#puzzle-message"))
    box = touch.locator("#puzzle-board button").first.bounding_box()
    assert box["width"] >= 34  # a number is at least 34 px on a phone
