"""Every game played to the end by clicks: two people on one device, and against each
computer level. The expected winner is worked out here from who moved last (normal play: the
player who cannot move loses), not read from the page."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

GAMES = [
    "multiplicity",
    "number-nexus",
    "factor-chain",
    "factor-chain-challenge",
    "multiples-removal",
    "juniper-green",
    "nrich",
]
LEVELS = ["easy", "medium", "perfect"]


def play_two_people(app, choose=lambda legal: legal[0]) -> str:
    """Click legal numbers until the game is over; return the name of the last mover."""
    names = ["Player 1", "Player 2"]
    turn = 0
    moves = 0
    while not app.over():
        legal = app.numbers("legal")
        assert legal, f"the game is not over but no number is legal: {app.status()}"
        assert names[turn] in app.status()
        chain_before = app.chain()
        n = choose(legal)
        app.click(n)
        assert app.chain() == chain_before + [n], "the chain shows the moves in order"
        turn = 1 - turn
        moves += 1
        assert moves < 500
    return names[1 - turn]


def play_vs_computer(app, choose=lambda legal: legal[0]) -> str:
    """Play our side by clicks until the end; return who moved last ("You" or "Computer")."""
    last = None
    moves = 0
    replies = 0
    while not app.over():
        legal = app.numbers("legal")
        assert legal, f"the game is not over but no number is legal: {app.status()}"
        assert app.status().startswith("Your turn")
        before = len(app.chain())
        app.click(choose(legal))
        grown = len(app.chain()) - before
        assert grown in (1, 2)
        last = "Computer" if grown == 2 else "You"
        replies += grown - 1
        moves += 1
        assert moves < 500
    assert replies > 0, "the computer made a move"
    assert last is not None, "a move was made"
    return last


def assert_finished(app, winner: str, loser: str) -> None:
    status = app.status()
    verb = "win" if winner == "You" else "wins"
    assert status.startswith(f"{winner} {verb}"), status
    assert not status.startswith(loser), status
    assert app.numbers("legal") == [], "no number is legal once the game is over"
    expect(app.page.locator("#rematch-button")).to_be_enabled()
    expect(app.page.locator("#hint-button")).to_be_disabled()


@pytest.mark.parametrize("game", GAMES)
def test_game_to_the_end_two_people_then_each_level(app, game):
    app.open()
    # Two people on one device.
    app.new_game(game)
    assert app.page.locator("#setup-game").input_value() == game
    assert app.hash().startswith(f"game={game}")
    winner = play_two_people(app)
    loser = "Player 2" if winner == "Player 1" else "Player 1"
    assert_finished(app, winner, loser)
    expect(app.page.locator("#score")).to_contain_text(f"{winner} 1")

    # Against each computer level, the person moving first: lowest numbers first (in Multiples
    # Removal the highest, since picking 1 would end it before the computer plays).
    choose = (lambda legal: legal[-1]) if game == "multiples-removal" else (lambda legal: legal[0])
    for level in LEVELS:
        app.new_game(game, vs=level, first=1)
        assert f"vs={level}" in app.hash()
        assert app.chain() in ([], [1]), "a fresh game"
        last = play_vs_computer(app, choose)
        assert_finished(app, last, "Computer" if last == "You" else "You")


def factor_game_scores(moves: list[int], top: int = 30) -> tuple[int, int]:
    """The totals of a Factor Game on 1..top, worked out here: a pick scores itself for its
    player and its factors still on the board for the other."""
    board, totals = set(range(1, top + 1)), [0, 0]
    for ply, n in enumerate(moves):
        factors = {d for d in board if d < n and n % d == 0}
        assert factors, f"{n} was picked with no factor left"
        totals[ply % 2] += n
        totals[1 - ply % 2] += sum(factors)
        board -= factors | {n}
    assert not any(d < n and n % d == 0 for n in board for d in board), "a number with a factor is left"
    return totals[0], totals[1]


def test_factor_game_to_the_end_two_people_then_each_level(app):
    app.open()
    app.new_game("factor-game")
    assert app.hash().startswith("game=factor-game")
    expect(app.page.locator("#game-scores")).to_have_text("Points: Player 1 0, Player 2 0")
    play_two_people(app)
    first, second = factor_game_scores(app.chain())
    expect(app.page.locator("#game-scores")).to_have_text(f"Points: Player 1 {first}, Player 2 {second}")
    winner, points, theirs = ("Player 1", first, second) if first > second else ("Player 2", second, first)
    assert first != second and app.status().startswith(f"{winner} wins, {points} to {theirs}!"), app.status()
    assert app.numbers("legal") == []
    expect(app.page.locator("#hint-button")).to_be_disabled()  # the coach rests once the game is over

    for level in LEVELS:
        app.new_game("factor-game", vs=level, first=1)
        assert f"vs={level}" in app.hash()
        play_vs_computer(app)
        mine, computers = factor_game_scores(app.chain())
        expect(app.page.locator("#game-scores")).to_have_text(f"Points: You {mine}, Computer {computers}")
        status = app.status()
        if mine == computers:
            assert status.startswith(f"A draw: {mine} points each!"), status
        else:
            expected = (
                f"You win, {mine} to {computers}!" if mine > computers else f"Computer wins, {computers} to {mine}!"
            )
            assert status.startswith(expected), status
        expect(app.page.locator("#rematch-button")).to_be_enabled()


def test_computer_starts_when_chosen_and_thinks_visibly(app):
    app.page.add_init_script("globalThis.FACTORGAMES_THINK_MS = 500;")  # the pause a person sees
    app.open()
    page = app.page
    app.show_tab_of("#setup-game")
    page.select_option("#setup-game", "juniper-green")
    app.wait_previews()
    page.select_option("#setup-vs", "medium")
    app.wait_previews()
    expect(page.locator("#first-2-label")).to_have_text("Computer")
    page.check('input[name="first"][value="2"]')
    page.locator("#setup-form button[type=submit]").click()
    # The computer's first move comes after a visible pause.
    expect(page.get_by_test_id("status")).to_have_text("Computer is thinking…")
    app.wait_ready()
    assert len(app.chain()) == 1
    assert app.status().startswith("Your turn")
    first = app.chain()[0]
    assert app.states()[first] == "current"
    # Our move, then the computer's reply, again with the pause.
    before = app.renders()
    page.locator(f'#board button[data-number="{app.numbers("legal")[0]}"]').click()
    expect(page.get_by_test_id("status")).to_have_text("Computer is thinking…")
    app.wait_after(before)
    assert len(app.chain()) in (2, 3)


PAUSE_MS = 4000
"""A long visible pause, so that the computer's work and the pause can be told apart in the page's own clock."""
HEARD = """
// When the page drew each view, and when each answer of the engine's worker reached the page (the
// worker's messages, heard where the page listens for them): performance.now() of each.
globalThis.heard = { drawn: [], replies: [] };
addEventListener("DOMContentLoaded", () =>
  new MutationObserver(() => heard.drawn.push(performance.now())).observe(document.body, {
    attributes: true, attributeFilter: ["data-renders"],
  }),
);
const listen = Worker.prototype.addEventListener;
Worker.prototype.addEventListener = function (type, listener, options) {
  const heardFirst = (event) => {
    if (event.data && event.data.type === "reply") heard.replies.push(performance.now());
    return listener.call(this, event);
  };
  return listen.call(this, type, type === "message" ? heardFirst : listener, options);
};
"""


def test_the_computer_works_out_its_move_during_its_visible_pause(app):
    """The computer's move is asked for as the pupil's pick is drawn: Python's answer is in before the
    pause a person sees is over, and the move is shown when the pause ends (after the pause or the
    work, whichever is longer, not after both)."""
    page = app.page
    page.add_init_script(f"globalThis.FACTORGAMES_THINK_MS = {PAUSE_MS};" + HEARD)
    app.open("game=juniper-green&vs=medium")
    before = app.renders()
    page.locator(f'#board button[data-number="{app.numbers("legal")[0]}"]').click()
    expect(page.get_by_test_id("status")).to_have_text("Computer is thinking…")
    # Meanwhile the board says it waits: its legal numbers dotted, under the progress cursor.
    expect(page.locator('#board.busy button[data-state="legal"]').first).to_be_visible()
    waiting = page.eval_on_selector_all(
        '#board.busy button[data-state="legal"]',
        "els => els.map((e) => [getComputedStyle(e).borderTopStyle, getComputedStyle(e).cursor])",
    )
    assert waiting and set(map(tuple, waiting)) == {("dotted", "progress")}
    app.wait_after(before)
    expect(page.get_by_test_id("status")).not_to_have_text("Computer is thinking…", timeout=PAUSE_MS * 3)
    assert len(app.chain()) == 2, "the pick, then the computer's move"
    assert page.locator("#board.busy").count() == 0
    assert page.eval_on_selector('#board button[data-state="legal"]', "e => getComputedStyle(e).cursor") == "pointer"
    heard = page.evaluate("heard")
    pick_drawn, move_drawn = heard["drawn"][-2:]
    answer = min(t for t in heard["replies"] if t > pick_drawn)
    assert answer < pick_drawn + PAUSE_MS, "the engine's answer came in during the pause"
    assert move_drawn >= pick_drawn + PAUSE_MS - 50, "the move was shown after the whole pause"


def test_misere_multiples_removal_last_mover_loses(app):
    app.open()
    app.new_game("multiples-removal", grid=3, misere=True)
    assert "misere" in app.hash()
    last = play_two_people(app)
    other = "Player 2" if last == "Player 1" else "Player 1"
    assert_finished(app, other, last)


def test_an_embedded_factor_game_shows_both_scores(page, make_app):
    page.set_viewport_size({"width": 640, "height": 480})
    make_app(page).open("game=factor-game&moves=25,15", suffix="embed.html")
    scores = page.locator("#game-scores")
    expect(scores).to_have_text("Points: Player 1 28, Player 2 21")  # 25 and 3; 1 + 5 and 15
    assert scores.bounding_box()["y"] + 20 <= 480


SEEN = """() => ({
  title: document.title,
  status: document.querySelector('[data-testid="status"]').innerText,
  hash: location.hash,
  chain: [...document.querySelectorAll("#chain li")].map((li) => li.dataset.n),
  board: [...document.querySelectorAll("#board button[data-number]")].map((b) => [b.dataset.number, b.dataset.state]),
})"""


def test_a_link_followed_in_a_tab_showing_another_game_shows_what_a_new_tab_shows(context, make_app, site_url):
    tab = make_app(context.new_page()).open("game=juniper-green&vs=perfect")
    tab.click(12)
    page = tab.page
    page.evaluate("window.factorgamesTestMark = 'the same page'")
    address = "game=factor-chain&range=1-30&moves=6,3"
    before = tab.renders()
    page.goto(site_url + "#" + address)  # the address's end only: the page opens the game itself
    tab.wait_after(before)
    assert page.evaluate("window.factorgamesTestMark") == "the same page", "no page's start"
    new = make_app(context.new_page()).open(address)
    assert page.evaluate(SEEN) == new.page.evaluate(SEEN)
    assert tab.chain()[-2:] == [6, 3]
