"""Two devices, one game: a phone and a tablet pass the link back and forth (here as the QR code,
read back with zbarimg), each refusing the other's turn; an older link says so and loses nothing."""

from __future__ import annotations

import subprocess
import tempfile
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from playwright.sync_api import expect

from factorgames.games.position import replay
from factorgames.transcript import decode


@pytest.fixture()
def devices(browser, guard_context, seed_device):
    """A phone and a tablet: two browser contexts with nothing shared (each with the engine's snapshot,
    as a device that visited the site once)."""
    phone = browser.new_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, service_workers="block"
    )
    tablet = browser.new_context(viewport={"width": 768, "height": 1024}, service_workers="block")
    seed_device(phone)
    seed_device(tablet)
    guards = [guard_context(phone), guard_context(tablet)]
    yield phone.new_page(), tablet.new_page()
    phone.close()
    tablet.close()
    for guard in guards:
        guard.check()


def read_qr(page) -> str:
    """The link in the page's QR code, as a camera would read it."""
    with tempfile.TemporaryDirectory() as tmp:
        shot = Path(tmp) / "qr.png"
        page.locator("#share-qr").screenshot(path=str(shot))
        out = subprocess.run(
            ["zbarimg", "--quiet", "--raw", str(shot)], check=False, capture_output=True, text=True, timeout=30
        )
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def test_a_game_played_to_the_end_by_passing_the_link(devices, make_app, site_url):
    phone_page, tablet_page = devices
    me = make_app(phone_page).open("game=factor-chain-challenge&range=1-10")
    me.show_tab_of("#setup-vs")
    me.page.locator("#setup-vs").select_option("remote")
    me.wait_previews()
    me.press("#setup-form button[type=submit]")
    assert "vs=remote" in me.hash()
    qr = me.page.locator("#share-qr")
    expect(qr).to_have_attribute("aria-label", "QR code of the link to this game, for your friend's device")
    friend = make_app(tablet_page)
    devices_by_turn = [me, friend]
    turn = 0
    first_link = None
    while True:
        mover, receiver = devices_by_turn[turn % 2], devices_by_turn[(turn + 1) % 2]
        record = decode(mover.hash())
        move = min(replay(record.setup.rules, record.moves).legal_moves())
        mover.click(move)
        if not mover.over():
            assert mover.status().startswith("Your friend's turn")
            before = mover.chain()  # this device refuses a pick for the friend
            mover.click(mover.numbers("legal")[0])
            assert mover.chain() == before and "your friend's turn" in mover.notice()
        link = read_qr(mover.page)
        assert urlsplit(link).hostname == "127.0.0.1" and link.startswith(site_url + "index.html#")
        first_link = first_link or link
        receiver.page.goto(link)
        receiver.wait_ready()
        assert receiver.chain() == mover.chain()
        turn += 1
        if receiver.over():
            break
    assert "win" in receiver.status() and "win" in mover.status()
    assert turn >= 3

    # The first link again on the tablet, which is further on: it says so and offers its own game.
    friend.page.goto(first_link)
    friend.wait_ready()
    offer = friend.page.locator("#offer")
    expect(offer).to_contain_text("earlier point of the game")
    before = friend.renders()
    friend.page.locator("#offer-button").click()
    friend.wait_after(before)
    assert friend.over(), "the later game was not lost"


def test_the_share_panel_offers_copy_and_reads_the_link_in_an_embed(page, make_app):
    page.set_viewport_size({"width": 480, "height": 600})
    app = make_app(page).open("game=multiples-removal&grid=4&without-one&vs=remote", suffix="embed.html")
    app.click(2)
    link = read_qr(page)
    assert unquote(link).endswith("game=multiples-removal&grid=4&without-one&vs=remote&you=2&moves=2")
    page.locator("#share-copy").click()
    expect(page.locator("#share-status")).not_to_be_empty()
