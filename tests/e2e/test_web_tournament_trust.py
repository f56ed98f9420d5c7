"""The tournament page where a classroom's devices make it hard (issue #42): a result handed back by
showing its QR code to the organiser's camera (Chromium's fake camera playing a picture of the
pupil's screen), and a device whose storage is full or blocked, where the tournament stays on the
page, said in a bar that stays in view wherever the teacher is, with the table to download."""

from __future__ import annotations

import csv
import io
import json
import random
from pathlib import Path
from urllib.parse import parse_qsl, urlsplit

from device_storage import keep
from playwright.sync_api import expect
from test_web_class import QR_MODULES, camera_context, y4m_of
from test_web_fits import axe_violations
from test_web_tournament import (
    KEPT_KEY,
    SETTINGS,
    SHOTS,
    assert_in_view,
    finished,
    make_tournament,
    play_on_game_page,
    standings,
    wait_tour,
)

from factorgames.classroom.tournament import Handed, Invitation, Tournament
from factorgames.transcript import Record, decode, encode

NAMES = ("Ada", "Ben", "Cy", "Dee")
TASK_PREFIX = "factorgames:class:task:"

FULL = """(() => {
  const set = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    if (key === "factorgames:tournament" && this === window.localStorage)
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    return set.call(this, key, value);
  };
})();"""
"""The device's storage full: the tournament cannot be saved on it (its other keys can)."""


def handed(t: Tournament, k: int, rng: random.Random) -> Handed:
    """Game k's honest result, as a pupil's device hands it back."""
    pairing = t.pairings({})[k]
    code = finished(rng, t.settings)
    position = decode(code).setup.rules.initial_position()
    for n in decode(code).moves:
        position = position.play(n)
    outcome = position.outcome()
    assert outcome is not None
    winner = outcome.winner
    names = tuple(t.players[p] for p in pairing.seats)
    return Handed(t.id, k, names, code, "" if winner is None else names[winner - 1])  # type: ignore[arg-type]


def neutralised(table: list[list[str]]) -> list[list[str]]:
    """The table as its CSV writes it (a cell a spreadsheet would read as a formula, "=3", quoted)."""
    return [["'" + c if c.startswith(("=", "+", "-", "@")) else c for c in row] for row in table]


def check_in_view(page, selector: str) -> None:
    assert_in_view(page.locator(selector), selector)


def test_a_full_storage_keeps_the_tournament_on_the_page_and_says_so_in_view(shared_context, site_url):
    """Storage full: the bar says so in view after each step (the tournament made, results pasted
    at the page's foot), its CSV is the table; a game played on this screen and back, and a reload,
    keep the tournament (this tab's copy), which never reaches the device's storage."""
    rng = random.Random(11)
    context = shared_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(FULL)
    page = context.new_page()
    make_tournament(page, site_url, "Full", NAMES, SETTINGS)
    page.wait_for_selector("#tour-storage:not([hidden])")
    wait_tour(page)
    assert page.inner_text("#tour-storage").startswith("This device could not save the tournament")
    check_in_view(page, "#tour-storage")
    check_in_view(page, "#tour-storage-csv")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / "storage-full-made.png"))

    # Results pasted at the foot of the page: what became of them said there, the bar still in view.
    page.locator(".tour-game button", has_text="Link for the pupils' device").first.click()
    invitation = Invitation.from_code(page.input_value("#tour-invite-link").split("#p=")[1])
    t = Tournament("Full", NAMES, "round-robin", invitation.settings)
    assert invitation.tournament != t.id  # (its seed is the page's: the pairings are the same, the id not)
    pairings = t.pairings({})
    results = []
    for k in (1, 2):
        h = handed(t, k, rng)
        results.append(Handed(invitation.tournament, k, h.players, h.game, h.winner))
    page.fill("#tour-paste", "\n".join("tournament.html#tr=" + h.code() for h in results))
    page.locator("#tour-paste").scroll_into_view_if_needed()
    page.click("#tour-add button[type=submit]")
    page.wait_for_selector("#tour-added:has-text('2 results added.')")
    wait_tour(page)
    check_in_view(page, "#tour-added")
    check_in_view(page, "#tour-storage")
    check_in_view(page, "#tour-storage-csv")
    assert axe_violations(page) == []
    assert page.inner_text("#tour-progress") == f"2 of {len(pairings)} games decided."
    page.screenshot(path=str(SHOTS / "storage-full-added.png"))
    table = standings(page)
    with page.expect_download() as download:
        page.click("#tour-storage-csv")
    rows = list(csv.reader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8"))))
    assert rows[1 : 1 + len(NAMES)] == neutralised(table)

    # A game played on this screen, and back: the tournament is still here, with its game.
    page.evaluate("scrollTo(0, 0)")
    page.locator('.tour-game[data-k="0"] a', has_text="Play here").click()
    play_on_game_page(page, way="click", rng=rng)
    page.click("#class-back")
    wait_tour(page)
    page.wait_for_selector("#tour-storage:not([hidden])")
    assert page.inner_text("#tour-progress") == f"3 of {len(pairings)} games decided."
    check_in_view(page, "#tour-storage")
    page.reload()
    wait_tour(page)
    assert page.inner_text("#tour-progress") == f"3 of {len(pairings)} games decided."
    assert page.evaluate(f"() => localStorage.getItem('{KEPT_KEY}')") is None, "never on the device"


def test_blocked_storage_keeps_the_tournament_on_the_page_and_opens_games_in_a_new_tab(
    blocked_storage_context, site_url
):
    """Cookies and site data blocked (a managed school browser): the tournament lives in the page,
    said in view, its games open in a new tab so that the page stays open, its table downloads, and a
    link in another language followed in the tab does not start the page again (which would lose it)."""
    rng = random.Random(12)
    page = blocked_storage_context.new_page()
    make_tournament(page, site_url, "Blocked", NAMES, SETTINGS)
    page.wait_for_selector("#tour-storage:not([hidden])")
    wait_tour(page)
    check_in_view(page, "#tour-storage")
    plays = page.locator(".tour-game a", has_text="Play here")
    assert plays.count() == 6 and all(plays.nth(i).get_attribute("target") == "_blank" for i in range(6))
    page.locator(".tour-game button", has_text="Link for the pupils' device").first.click()
    invitation = Invitation.from_code(page.input_value("#tour-invite-link").split("#p=")[1])
    h = handed(Tournament("Blocked", NAMES, "round-robin", invitation.settings), 0, rng)
    page.fill("#tour-paste", "tr=" + Handed(invitation.tournament, 0, h.players, h.game, h.winner).code())
    page.click("#tour-add button[type=submit]")
    page.wait_for_selector("#tour-added:has-text('1 result added.')")
    wait_tour(page)
    check_in_view(page, "#tour-storage")
    table = standings(page)
    with page.expect_download() as download:
        page.click("#tour-storage-csv")
    rows = list(csv.reader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8"))))
    assert rows[1 : 1 + len(NAMES)] == neutralised(table)
    page.screenshot(path=str(SHOTS / "storage-blocked.png"))
    # A colleague's link in French followed in this tab: a new start in French would lose the tournament,
    # which only this page holds, so the page stays as it is, in English.
    page.goto(site_url + "tournament.html#lang=fr")
    wait_tour(page)
    assert page.evaluate("document.documentElement.lang") == "en"
    assert standings(page) == table


def test_a_result_shown_as_a_qr_code_is_read_by_the_organisers_camera(
    shared_context, browser_type, browser_type_launch_args, guard_context, seed_device, site_url, tmp_path
):
    """A pupil's phone shows its game's result as a QR code; the organiser's camera (Chromium's
    fake camera playing a picture of that screen; jsQR reads it, Chromium on Linux having no
    BarcodeDetector) adds it: verified by replaying its moves, said beside the camera, the standings
    updated; a second showing of the same code is said to be here already, unchanged (another result
    for the game is refused)."""
    rng = random.Random(13)
    t = Tournament("Camera cup", NAMES, "round-robin", SETTINGS, 5)
    pairing = t.pairings({})[2]
    invitation = Invitation.of(t, pairing)
    played = finished(rng)
    device = shared_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    keep(
        device.new_page(),
        site_url,
        {f"{TASK_PREFIX}{t.id}.{pairing.k}": json.dumps({"latest": played, "ended": [played]})},
    )
    phone = device.new_page()
    phone.goto(site_url + "tournament.html#p=" + invitation.code())
    wait_tour(phone, "pupil")
    phone.wait_for_selector("#tour-pupil-result:not([hidden])")
    video = tmp_path / "result.y4m"
    y4m_of(phone.locator("#tour-pupil-qr").evaluate(QR_MODULES), video)
    expected = invitation.handed(played)

    with camera_context(browser_type, browser_type_launch_args, guard_context, video, site_url, seed_device) as camera:
        page = camera.new_page()
        keep(page, site_url, {KEPT_KEY: json.dumps({"tournament": t.code(), "games": []})})
        page.goto(site_url + "tournament.html")
        wait_tour(page)
        page.click("#tour-scan")
        page.wait_for_selector("#tour-added:has-text('1 result added.')", timeout=60_000)
        wait_tour(page)
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "camera-1024-read.png"))
        check_in_view(page, "#tour-camera")
        check_in_view(page, "#tour-added")
        assert page.inner_text("#tour-progress") == "1 of 6 games decided."
        game = page.locator(f'.tour-game[data-k="{pairing.k}"]')
        assert "tour-done" in (game.get_attribute("class") or "")
        winner = expected.winner
        assert game.locator(".tour-game-result").inner_text().startswith(f"{winner} won" if winner else "A draw")
        # The camera stopped and started again, the same code shown: here already, nothing refused.
        page.click("#tour-scan-stop")
        page.click("#tour-scan")
        expect(page.locator("#tour-added")).to_have_text(
            "0 results added. 1 result was here already, unchanged.", timeout=60_000
        )
        check_in_view(page, "#tour-added")
        assert page.locator("#tour-added-refused").is_hidden()
        assert page.inner_text("#tour-progress") == "1 of 6 games decided."
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / "camera-1024.png"))
        page.click("#tour-scan-stop")
        assert page.locator("#tour-camera").is_hidden()
        kept_now = json.loads(page.evaluate(f"() => localStorage.getItem('{KEPT_KEY}')"))
        assert kept_now["games"] == [{"k": pairing.k, "game": encode(Record(t.setup, decode(played).moves))}]


def test_a_tournament_game_link_edited_says_it_will_not_count_and_opens_the_tournaments_game(shared_context, site_url):
    """Two pupils delete `help=none` from their tournament game's address on a phone: the game then
    offers every help (the hints, the analysis: the answers), and the organiser's device would refuse
    its result, after the game, while the page had said nothing. It now says so in view as the game opens and after a move, its way back says
    practice, and nothing played there is kept for the game; its button opens the tournament's own game, whose result the
    pupils' page then hands back."""
    rng = random.Random(5)
    t = Tournament("Edited cup", NAMES, "round-robin", SETTINGS + "&help=none", 5)
    pairing = t.pairings({})[2]
    phone = shared_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    phone.goto(site_url + "tournament.html#p=" + Invitation.of(t, pairing).code())
    wait_tour(phone, "pupil")
    phone.locator("#tour-pupil-play").tap()
    phone.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=30_000)
    assert phone.locator("#offer").is_hidden() and phone.locator("#hint-button").is_hidden()
    expect(phone.locator("#class-back")).to_have_text("Back to the tournament")
    address = urlsplit(phone.url).fragment
    assert "&help=none" in address
    phone.evaluate(f"location.hash = {json.dumps(address.replace('&help=none', ''))}")
    phone.wait_for_selector("#offer:not([hidden])", timeout=30_000)
    assert phone.locator("#hint-button").is_visible()  # every help offered: said not to count
    expect(phone.locator("#class-back")).to_have_text("Just practice: back to the tournament")
    check_in_view(phone, "#offer-text")
    check_in_view(phone, "#offer-button")
    assert "This is not game 3 of the tournament" in phone.inner_text("#offer-text")
    before = phone.get_attribute("body", "data-renders")
    phone.locator("#board button[data-number='4']").tap()  # a move in the edited game
    phone.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")
    check_in_view(phone, "#offer-text")  # said still, move after move
    SHOTS.mkdir(parents=True, exist_ok=True)
    phone.screenshot(path=str(SHOTS / "edited-link-phone.png"))
    task = f"{TASK_PREFIX}{t.id}.{pairing.k}"
    kept = json.loads(phone.evaluate(f"() => localStorage.getItem('{task}')"))
    assert decode(kept["latest"]) == decode(address.split("&task=")[0])  # the game's own, as it opened: untouched
    phone.locator("#offer-button").tap()
    phone.wait_for_selector("#offer", state="hidden")
    assert dict(parse_qsl(urlsplit(phone.url).fragment)) == dict(parse_qsl(address))
    expect(phone.locator("#class-back")).to_have_text("Back to the tournament")
    assert phone.locator("#hint-button").is_hidden()
    play_on_game_page(phone, way="tap", rng=rng)
    phone.locator("#class-back").tap()
    wait_tour(phone, "pupil")
    phone.wait_for_selector("#tour-pupil-result:not([hidden])")
    handed = Handed.from_code(dict(parse_qsl(urlsplit(phone.input_value("#tour-pupil-link")).fragment))["tr"])
    assert t.admit({}, handed).k == pairing.k  # the organiser's device admits it


def test_a_move_taken_back_by_editing_the_address_is_said_not_to_count_by_keyboard(shared_context, site_url):
    """On the organiser's device, two pupils play three moves of a tournament game of no help (no
    Undo), by keyboard, then cut the last move from the address: the game had gone back a move and
    counted. The page now says so in view, and its button, reached by keyboard, brings the game back
    as they left it."""
    t = Tournament("Keyboard cup", NAMES, "round-robin", SETTINGS + "&help=none", 9)
    page = shared_context(viewport={"width": 1280, "height": 800}).new_page()
    keep(page, site_url, {KEPT_KEY: json.dumps({"tournament": t.code(), "games": []})})
    page.goto(site_url + "tournament.html")
    wait_tour(page)
    page.locator('.tour-game[data-k="0"] a.button').click()
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=30_000)
    assert page.locator("#undo-button").is_hidden()
    for n in (4, 8, 2):
        before = page.get_attribute("body", "data-renders")
        page.locator(f'#board button[data-number="{n}"]').focus()
        page.keyboard.press("Enter")
        page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")
    played = urlsplit(page.url).fragment
    assert dict(parse_qsl(played))["moves"] == "4,8,2"
    page.evaluate(f"location.hash = {json.dumps(played.replace('moves=4,8,2', 'moves=4,8'))}")
    page.wait_for_selector("#offer:not([hidden])", timeout=30_000)
    check_in_view(page, "#offer-text")
    assert page.inner_text("#offer-text").startswith("Moves of this game were taken back from move 3")
    expect(page.locator("#class-back")).to_have_text("Just practice: back to the tournament")
    page.locator("#offer-button").focus()
    page.keyboard.press("Enter")
    page.wait_for_selector("#offer", state="hidden")
    assert dict(parse_qsl(urlsplit(page.url).fragment))["moves"] == "4,8,2"
    expect(page.locator("#class-back")).to_have_text("Back to the tournament")
