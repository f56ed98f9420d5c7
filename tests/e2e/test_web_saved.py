"""The games a device keeps: each under its own key, never overwritten by a visit. A link adds
its game and replaces none (not even when the computer answers it at once); two tabs never write
each other's game and follow each other's moves; two devices ask before a link that differs
from this device's game, and the link a device sent to the friend opens there read-only.
Nothing lost is the assertion: every game that existed before a step still exists after it."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect
from test_web_fits import axe_violations

from factorgames.transcript import decode

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

PREFIX = "factorgames:game:"


def kept(page) -> dict[str, tuple[str, tuple[int, ...]]]:
    """The games the device keeps, by storage key: (game, moves)."""
    stored = page.evaluate(
        """prefix => Object.keys(localStorage).filter((key) => key.startsWith(prefix))
             .map((key) => [key, JSON.parse(localStorage.getItem(key)).hash])""",
        PREFIX,
    )
    return {key: (decode(code).setup.game, decode(code).moves) for key, code in stored}


def moves(app) -> tuple[int, ...]:
    return decode(app.hash()).moves


def friend_link(app) -> str:
    """The link the page offers for the friend's device (the one its QR code holds)."""
    return app.page.get_attribute("#share-qr", "data-url")


def go(app, url: str) -> None:
    """Open a link in a page that shows a game already (a new address, the same document)."""
    before = app.renders()
    app.page.goto(url)
    app.wait_after(before)


def continue_list(app) -> dict[str, str]:
    """The Continue list: each entry's words, by the game's id."""
    app.page.wait_for_selector("#saved-games[data-ready=true]", state="attached")
    return {
        button.get_attribute("data-saved-id"): button.inner_text()
        for button in app.page.locator("#saved-games [data-saved-id]").all()
    }


def test_a_link_the_computer_answers_at_once_replaces_no_game(app, site_url):
    app.open("game=juniper-green&range=1-100")
    app.click(12)
    before = kept(app.page)

    app.open("game=nrich&vs=perfect&moves=30", suffix="index.html")  # the computer moves next
    assert len(app.chain()) == 2, "the computer answered the link"
    app.page.goto(site_url)  # a plain visit: the player's own game
    app.wait_ready()
    assert "game=juniper-green" in app.hash() and app.chain() == [12]
    assert list(before.values()) == [("juniper-green", (12,))] and kept(app.page) == before
    app.click(24)  # and it plays on
    assert list(kept(app.page).values()) == [("juniper-green", (12, 24))]

    # The link's game, once its player moves in it, is kept beside the other.
    app.open("game=nrich&vs=perfect&first=2", suffix="index.html")
    assert list(kept(app.page).values()) == [("juniper-green", (12, 24))], (
        "the computer's opening is not the player's act"
    )
    app.click(app.numbers("legal")[0])
    games = sorted(kept(app.page).values())
    assert games[0] == ("juniper-green", (12, 24)) and games[1][0] == "nrich" and len(games[1][1]) == 3
    entries = continue_list(app)
    assert len(entries) == 1 and "Juniper Green" in next(iter(entries.values()))
    assert "2 moves played" in next(iter(entries.values()))


def test_what_a_link_lost_is_still_said_under_the_computers_answer(app):
    app.open("game=nrich&vs=perfect&moves=30&first=3", suffix="index.html")
    assert len(app.chain()) == 2, "the computer answered the link"
    assert "left out: first=3" in app.notice()
    app.click(app.numbers("legal")[0])  # the player's move: the notice has done its work
    assert app.notice() == "" and len(app.chain()) == 4


def test_two_tabs_keep_their_own_games_and_follow_each_other(context, make_app, site_url):
    a = make_app(context.new_page()).open("game=juniper-green&range=1-100")
    a.click(12)
    b = make_app(context.new_page()).open("game=multiples-removal&grid=3")
    b.click(7)
    a.click(6)
    b.page.close()  # tab B's game lives on without its tab

    c = make_app(context.new_page()).open()  # a plain visit resumes the newest game: tab A's
    assert moves(c) == (12, 6)
    entries = continue_list(c)
    assert len(entries) == 1 and "Multiples Removal" in next(iter(entries.values()))
    assert sorted(kept(c.page).values()) == [("juniper-green", (12, 6)), ("multiples-removal", (7,))]

    before = a.renders()
    c.click(3)  # a move in tab C, in the game tab A shows: tab A follows
    a.wait_after(before)
    assert moves(a) == (12, 6, 3)

    c.press(f'#saved-games [data-saved-id="{next(iter(entries))}"]')  # Continue: tab B's game
    assert decode(c.hash()).setup.game == "multiples-removal" and moves(c) == (7,)
    c.click(2)
    assert moves(a) == (12, 6, 3), "tab A's game is not touched"
    assert sorted(kept(c.page).values()) == [("juniper-green", (12, 6, 3)), ("multiples-removal", (7, 2))]


@pytest.fixture()
def devices(browser, guard_context, seed_device):
    """Two devices: two browser contexts with nothing shared (each with the engine's snapshot, as a
    device that visited the site once)."""
    phone = browser.new_context(viewport={"width": 390, "height": 844}, service_workers="block")
    tablet = browser.new_context(viewport={"width": 768, "height": 1024}, service_workers="block")
    seed_device(phone)
    seed_device(tablet)
    guards = [guard_context(phone), guard_context(tablet)]
    yield phone, tablet
    phone.close()
    tablet.close()
    for guard in guards:
        guard.check()


def three_moves_on_two_devices(phone, tablet, make_app):
    """A game passed between two devices up to 48, 8, 40: the two pages and the friend's reply (48, 8)."""
    me = make_app(phone.new_page()).open("game=nrich&vs=remote", suffix="index.html")
    me.click(48)
    link = friend_link(me)
    friend = make_app(tablet.new_page())
    friend.page.goto(link)
    friend.wait_ready()
    friend.click(8)
    reply = friend_link(friend)
    go(me, reply)
    me.click(40)
    assert moves(me) == (48, 8, 40)
    return me, friend, reply


def test_an_old_link_of_the_game_opens_where_it_was_and_cannot_fork_it(devices, make_app):
    me, _friend, reply = three_moves_on_two_devices(*devices, make_app)
    go(me, reply)  # the friend's reply again, after this device moved on
    assert me.chain() == [48, 8] and me.page.get_attribute("#app", "data-replaying") == "true"
    expect(me.page.locator('#board button[data-number="16"]')).to_have_attribute("aria-disabled", "true")
    assert moves(me) == (48, 8, 40) and "&id=" in me.hash(), "the address keeps this device's whole game"
    assert list(kept(me.page).values()) == [("nrich", (48, 8, 40))]
    expect(me.page.locator("#offer-button")).to_have_text("Go to move 3")
    me.press("#offer-button")
    assert me.chain() == [48, 8, 40]


def test_a_link_that_differs_from_this_devices_game_asks_which_to_keep(devices, make_app):
    me, friend, reply = three_moves_on_two_devices(*devices, make_app)

    # The friend's reply to move 1 as it once was: the same game with another move.
    go(me, reply.replace("moves=48,8", "moves=48,1"))
    assert moves(me) == (48, 8, 40), "the link is not applied silently"
    expect(me.page.locator("#offer-text")).to_contain_text("The link: 48, 1. This device: 48, 8, 40.")
    expect(me.page.locator("#offer-button")).to_have_text("Keep this device's game")
    expect(me.page.locator("#offer-other")).to_have_text("Take the link's game")
    assert list(kept(me.page).values()) == [("nrich", (48, 8, 40))]
    assert "id=" in reply, "the link names the game, for both devices"

    me.press("#offer-button")
    assert moves(me) == (48, 8, 40) and me.page.locator("#offer").is_hidden()
    go(friend, friend_link(me))  # and the game goes on
    friend.click(20)
    assert list(kept(friend.page).values()) == [("nrich", (48, 8, 40, 20))]
    assert list(kept(me.page).values()) == [("nrich", (48, 8, 40))]

    go(me, reply.replace("moves=48,8", "moves=48,1"))  # the other choice, taken on purpose
    me.press("#offer-other")
    assert moves(me) == (48, 1) and list(kept(me.page).values()) == [("nrich", (48, 1))]


def test_the_link_sent_to_the_friend_opens_read_only_on_this_device(context, make_app):
    me = make_app(context.new_page()).open("game=nrich&vs=remote", suffix="index.html")
    me.click(48)
    link = friend_link(me)

    mine = make_app(context.new_page())  # the link just sent, opened here by mistake
    mine.page.goto(link)
    mine.wait_ready()
    assert mine.status().startswith("Your friend's turn")
    assert "you=2" not in mine.hash(), "this device plays its own side"
    expect(mine.page.locator("#offer-text")).to_contain_text("waiting for your friend's move")
    mine.click(24)
    assert moves(mine) == (48,) and "your friend's turn" in mine.notice()
    assert list(kept(mine.page).values()) == [("nrich", (48,))]

    expect(mine.page.locator("#offer-button")).to_have_text("Play both sides here")
    mine.press("#offer-button")
    mine.click(24)  # now explicitly playing both sides
    assert moves(mine) == (48, 24)
    assert list(kept(mine.page).values()) == [("nrich", (48, 24))]


def test_the_continue_list_and_a_two_choice_offer_pass_axe(axe_context, make_app):
    app = make_app(axe_context.new_page()).open("game=juniper-green")
    app.click(12)
    app.open("game=nrich&vs=remote", suffix="index.html")
    app.click(48)
    go(app, app.page.url.replace("moves=48", "moves=46"))  # differs from this device's game
    assert len(continue_list(app)) == 1
    expect(app.page.locator("#offer-other")).to_be_visible()
    assert axe_violations(app.page) == []


def test_on_a_phone_each_continue_entry_wraps_in_view(phone, make_app):
    """The Continue list on a phone: an entry longer than the panel ("Factor Chain Challenge 3 moves
    played. Your turn.") wraps inside it; it had run past the phone's edge, cut mid-word."""
    app = make_app(phone.new_page()).open("game=factor-chain-challenge&vs=easy&first=1")
    app.click(4)
    app.open("game=factor-game&range=1-20")
    app.show_tab_of("#saved-games")
    entries = continue_list(app)
    assert any(words.startswith("Factor Chain Challenge") for words in entries.values()), entries
    width = app.page.viewport_size["width"]
    for button in app.page.locator("#saved-games [data-saved-id]").all():
        button.scroll_into_view_if_needed()
        box = button.bounding_box()
        assert box and 0 <= box["x"] and box["x"] + box["width"] <= width, (button.inner_text(), box)
        assert button.evaluate("b => b.scrollWidth <= b.clientWidth"), button.inner_text()
