"""Hint, undo, rematch and score, typing a move, refused picks, Number Nexus' strict rule,
keyboard play, shared addresses, reload and the saved game."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)


def test_board_contract_and_relations(app):
    app.open("game=juniper-green&range=1-100&moves=12")
    cells = app.page.locator("#board button[data-number]")
    expect(cells).to_have_count(100)
    states = app.states()
    assert states[12] == "current"
    legal = app.numbers("legal")
    assert legal == [1, 2, 3, 4, 6, 24, 36, 48, 60, 72, 84, 96]
    assert all(states[n] == "blocked" for n in (5, 7, 13, 18, 100))
    # Divisors and multiples of the current number carry a visible mark, not only a colour.
    six = app.page.locator('#board button[data-number="6"]')
    expect(six).to_have_attribute("data-relation", "divisor")
    expect(six.locator(".mark")).to_have_text("÷")
    expect(six).to_have_attribute("aria-label", re.compile("factor of the current number"))
    dozen2 = app.page.locator('#board button[data-number="24"]')
    expect(dozen2.locator(".mark")).to_have_text("×")
    expect(app.page.locator('#board button[data-number="7"] .mark')).to_have_text("")
    # Ten numbers a row for 1..100.
    first_row = app.page.eval_on_selector_all(
        "#board button[data-number]", "els => els.map(e => Math.round(e.getBoundingClientRect().top))"
    )
    assert first_row[:10] == [first_row[0]] * 10 and first_row[10] > first_row[0]
    assert app.chain() == [12]
    assert app.status().startswith("Player 2's turn")


def test_hint_marks_winning_moves_or_says_all_lose(app):
    # Factor Chain Challenge on 1..10: the first player loses against perfect play.
    app.open("game=factor-chain-challenge&range=1-10")
    app.press("#hint-button")
    expect(app.page.locator("#hint-button")).to_have_attribute("aria-pressed", "true")
    expect(app.page.locator("#hint-text")).to_contain_text("every move loses")
    assert app.hinted() == []
    app.press("#hint-button")  # all lose: the second press shows the best try
    expect(app.page.locator("#hint-text")).to_contain_text("Every move loses against perfect play, so make it hard")
    tries = app.page.eval_on_selector_all('#board button[data-hint="try"]', "els => els.map(e => e.dataset.number)")
    assert len(tries) == 1 and app.hinted() == []
    expect(app.page.locator("#legend-try")).to_be_visible()
    # After 6 the second player wins only with 2 (then 1, 4, 8 or 10 all lose).
    app.click(6)
    assert app.hinted() == [], "a move clears the hint"
    expect(app.page.locator("#hint-text")).to_be_hidden()
    app.press("#hint-button")  # a nudge: a question, nothing marked
    assert app.hinted() == []
    app.press("#hint-button")  # one winning move
    assert app.hinted() == [2]
    expect(app.page.locator("#hint-text")).to_have_text(
        "Try 2. Then, whatever Player 1 picks, you will always have an answer."
    )
    app.press("#hint-button")  # every winning move
    assert app.hinted() == [2]
    expect(app.page.locator("#hint-text")).to_have_text("This move wins: 2.")
    two = app.page.locator('#board button[data-number="2"]')
    expect(two).to_have_attribute("data-state", "legal")
    expect(two).to_have_attribute("aria-label", re.compile("winning move"))
    app.click(2)
    app.press("#hint-button")
    assert app.hinted() == []
    expect(app.page.locator("#hint-text")).to_contain_text("every move loses")
    # Hide the hint again: after the last step a press hides it.
    app.press("#hint-button")
    app.press("#hint-button")
    expect(app.page.locator("#hint-text")).to_be_hidden()
    expect(app.page.locator("#hint-button")).to_have_attribute("aria-pressed", "false")


def test_undo_two_people_and_against_the_computer(app):
    app.open("game=multiplicity&range=1-50")
    expect(app.page.locator("#undo-button")).to_be_disabled()
    app.click(2)
    app.click(4)
    assert app.chain() == [1, 2, 4]
    app.press("#undo-button")
    assert app.chain() == [1, 2]
    assert app.states()[2] == "current" and app.states()[4] == "legal"
    assert app.status().startswith("Player 2's turn")

    # A half-made choice in the new-game form survives moves in the current game.
    app.show_tab_of("#setup-game")
    app.page.select_option("#setup-game", "nrich")
    app.wait_previews()
    expect(app.page.locator("#setup-summary")).to_contain_text("NRICH")
    app.click(4)
    assert app.chain() == [1, 2, 4]
    assert app.page.input_value("#setup-game") == "nrich"

    app.new_game("multiplicity", vs="easy", first=1)
    start_states = app.states()
    app.click(3)
    assert len(app.chain()) == 3, "the computer replied"
    app.press("#undo-button")
    assert app.chain() == [1], "undo takes back the computer's move and ours"
    assert app.states() == start_states
    assert app.status().startswith("Your turn")
    expect(app.page.locator("#undo-button")).to_be_disabled()


def test_rematch_swaps_the_starter_and_score_counts(app):
    app.open("game=factor-chain-challenge&range=1-10")
    # A short game by clicks: 7 then 1 then a prime that ends it quickly.
    while not app.over():
        app.click(app.numbers("legal")[-1])
    status = app.status()
    winner = "Player 1" if status.startswith("Player 1 wins") else "Player 2"
    assert status.startswith(f"{winner} wins")
    expect(app.page.locator("#score")).to_contain_text(f"{winner} 1")
    app.page.locator("#rematch-button").focus()  # by keyboard: Enter, and the focus is on the new board
    before = app.renders()
    app.page.keyboard.press("Enter")
    app.wait_after(before)
    expect(app.page.locator("#board:focus, #board :focus")).to_have_count(1)  # not fallen to the page
    assert not app.over()
    assert app.chain() == []
    assert app.status().startswith("Player 2's turn"), "the other player starts the rematch"
    assert "first=2" in app.hash()
    expect(app.page.locator('input[name="first"][value="2"]')).to_be_checked()
    # The score survives the new game (and a reload: it is kept for the session).
    expect(app.page.locator("#score")).to_contain_text(f"{winner} 1")
    app.page.reload()
    app.wait_ready()
    expect(app.page.locator("#score")).to_contain_text(f"{winner} 1")


def test_typing_a_move_and_refused_picks(app):
    app.open("game=multiplicity&range=1-50")
    app.type_move("6")
    assert app.chain() == [1, 6]
    assert app.page.locator("#move-input").input_value() == ""
    # Not a number: refused with Python's reason, nothing changes.
    app.type_move("abc")
    assert app.chain() == [1, 6]
    assert "abc" in app.notice() and "number" in app.notice()
    # A blocked number clicked: refused with the reason.
    app.click(7)
    assert app.chain() == [1, 6]
    notice = app.notice()
    assert notice and "7" in notice
    assert app.status().startswith("Player 2's turn")
    # A used number typed.
    app.type_move("1")
    assert app.chain() == [1, 6]
    assert app.notice()


def test_number_nexus_invalid_entry_loses(app):
    app.open("game=number-nexus&range=2-100")
    app.type_move("6")
    app.type_move("7")
    assert app.over()
    status = app.status()
    assert status.startswith("Player 1 wins"), status
    assert "7" in status and "invalid" in status
    assert app.numbers("legal") == []
    # The game over takes no typed number: the box is gone, and the keyboard that typed the last one
    # is on the rematch.
    expect(app.page.locator("#move-form")).to_be_hidden()
    expect(app.page.locator("#rematch-button")).to_be_focused()
    app.press("#rematch-button")
    expect(app.page.locator("#move-input")).to_be_visible()


def test_keyboard_only_play(app):
    app.open("game=multiplicity&range=1-50")
    page = app.page
    # Tab from the top reaches the board's single tab stop.
    page.keyboard.press("Tab")  # skip link
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement.dataset.number"):
            break
    assert page.evaluate("document.activeElement.closest('#board') !== null")
    start = int(page.evaluate("document.activeElement.dataset.number"))
    page.keyboard.press("ArrowRight")
    page.keyboard.press("ArrowDown")
    target = int(page.evaluate("document.activeElement.dataset.number"))
    assert target == start + 11
    before = app.renders()
    page.keyboard.press("Enter")
    app.wait_after(before)
    assert app.chain() == [1, target]
    expect(page.locator("#announcer")).to_contain_text(f"picked {target}")
    # Focus stays on the board, on the number just played.
    assert int(page.evaluate("document.activeElement.dataset.number")) == target
    # The move box works from the keyboard too.
    page.keyboard.press("Tab")
    page.focus("#move-input")
    page.keyboard.type("1")
    before = app.renders()
    page.keyboard.press("Enter")
    app.wait_after(before)
    assert app.chain() == [1, target]  # 1 is used: refused
    assert app.notice()


def test_shared_address_reproduces_the_position(app, context, make_app):
    app.open("game=juniper-green&range=1-100")
    for n in (4, 8, 16):
        app.click(n)
    address = app.page.url
    assert "moves=4,8,16" in app.hash()
    chain, states, status = app.chain(), app.states(), app.status()
    other = context.new_page()
    friend = make_app(other)
    other.goto(address)
    friend.wait_ready()
    assert friend.chain() == chain == [4, 8, 16]
    assert friend.states() == states
    assert friend.status() == status
    other.close()


def test_copy_link_gives_the_address(app):
    app.open("game=multiplicity&range=1-50&moves=5")
    app.page.locator("#copy-button").click()
    status = app.page.locator("#copy-status")
    expect(status).not_to_be_empty()
    if app.page.locator("#copy-fallback").is_visible():
        assert app.page.locator("#copy-field").input_value() == app.page.url
    else:
        assert "copied" in status.inner_text().lower()
    app.click(10)  # the copied link is no longer this game's: nothing says it is
    expect(status).to_be_empty()
    expect(app.page.locator("#copy-fallback")).to_be_hidden()


def test_reload_and_saved_game_resume(app, site_url):
    app.open("game=nrich&range=1-100")
    app.click(10)
    app.click(5)
    chain = app.chain()
    assert chain == [10, 5]
    app.page.reload()
    app.wait_ready()
    assert app.chain() == chain
    # Without a hash in the address, the saved game comes back, and the address shows it.
    app.page.goto(site_url)
    app.wait_ready()
    assert app.chain() == chain
    assert "moves=10,5" in app.hash()


def test_editing_the_address_loads_that_game(app):
    app.open("game=multiplicity&range=1-50")
    before = app.renders()
    app.page.evaluate("location.hash = 'game=factor-chain&range=1-20&moves=2'")
    app.wait_after(before)
    expect(app.page.locator("#game-title")).to_have_text("Factor Chain")
    assert app.chain() == [1, 2]


def test_summary_and_full_rules_are_a_click_away(app):
    app.open("game=juniper-green&range=1-100")
    app.show_tab_of("#summary")  # the New game tab
    expect(app.page.locator("#summary")).to_contain_text("even")
    link = app.page.locator("#rules-link")
    expect(link).to_be_visible()
    assert link.get_attribute("href") == "rules/juniper-green.html"
    link.click()
    app.page.wait_for_load_state()
    assert app.page.url.endswith("/rules/juniper-green.html")
    expect(app.page.locator("h1")).to_contain_text("Juniper Green")


def test_changed_settings_are_named_beside_the_summary(app):
    app.open("game=juniper-green&range=1-100")
    app.show_tab_of("#summary")  # the New game tab
    expect(app.page.locator("#summary")).to_be_visible()
    expect(app.page.locator("#settings")).to_be_hidden()
    app.open("game=multiples-removal&grid=5&without-one")
    expect(app.page.locator("#summary")).to_contain_text("3x3 grid")  # the preset's own text
    expect(app.page.locator("#settings")).to_have_text("With these settings: a 5x5 grid (1 to 25), without 1.")
