"""The tournament page (issue #42): a round robin of 8 names on one device, made by keyboard only,
some games played on this screen, one on a pupil's phone handed back by its link and QR code, the
rest handed back as result links, one forged result refused; its standings equal a count made here
from the engine's replays of its games, its CSV read back, printed with nothing clipped, kept after
a reload, axe clean, at a phone's and a desktop's size."""

from __future__ import annotations

import csv
import io
import json
import random
import re
from collections import Counter
from fractions import Fraction
from pathlib import Path
from urllib.parse import urlsplit

from test_web_class import game_record, read_qr
from test_web_fits import axe_violations

from factorgames.classroom.tournament import Handed, Tournament
from factorgames.transcript import Record, decode, encode

NAMES = ["Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal"]
SETTINGS = "game=juniper-green&range=1-10"
SHOTS = Path(__file__).resolve().parents[2] / "test-results" / "tournament"
KEPT_KEY = "factorgames:tournament"
"""Where the organiser's device keeps the tournament (js/tournament)."""
IN_VIEW = """el => {
  const r = el.getBoundingClientRect();
  const x = r.x + r.width / 2, y = r.y + r.height / 2;
  const inside = r.x >= -1 && r.right <= innerWidth + 1 && r.y >= -1 && r.bottom <= innerHeight + 1;
  const top = document.elementFromPoint(x, y);
  return { inside, uncovered: el === top || el.contains(top), box: [r.x, r.y, r.width, r.height] };
}"""
"""The element's box inside the viewport, and nothing over its centre."""
WORDS = re.compile(r"^Game (\d+) (.+) \(Player 1, moves first\) against (.+) \(Player 2\)\.$")


def assert_in_view(locator, *about: object) -> None:
    """The element inside the viewport with nothing over its centre (IN_VIEW)."""
    found = locator.evaluate(IN_VIEW)
    assert found["inside"] and found["uncovered"], (*about, found)


def wait_tour(page, mode: str = "organiser") -> None:
    page.wait_for_selector(f"body[data-mode={mode}][data-idle=true]", state="attached", timeout=60_000)


def make_tournament(page, site_url: str, name: str, names: list[str] | tuple[str, ...], settings: str) -> None:
    """Open the tournament page and make one by its form (by mouse): its name, the class list, the
    game's link."""
    page.goto(site_url + "tournament.html")
    wait_tour(page)
    page.fill("#tour-name", name)
    page.fill("#tour-list", "\n".join(names))
    page.fill("#tour-link", site_url + "index.html#" + settings)
    page.click("#tour-make-button")


def tab_to(page, selector: str, most: int = 80) -> None:
    """Move the keyboard's focus with Tab until it is on `selector`."""
    target = page.locator(selector)
    for _ in range(most):
        page.keyboard.press("Tab")
        if target.evaluate("el => el === document.activeElement"):
            return
    raise AssertionError(f"Tab never reached {selector}")


def finished(rng: random.Random, settings: str = SETTINGS) -> str:
    """A finished game of the tournament's settings (random legal moves): its share code."""
    record = decode(settings)
    position, moves = record.setup.rules.initial_position(), []
    while not position.is_over:
        n = rng.choice(sorted(position.legal_moves()))
        moves.append(n)
        position = position.play(n)
    return encode(Record(record.setup, tuple(moves)))


def play_on_game_page(page, *, way: str, rng: random.Random) -> None:
    """Play the game page's two-player game to its end (each pick a random legal move), by typed
    numbers (`way` "keys"), clicks or taps."""
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=30_000)
    for _ in range(40):
        record = game_record(page)
        position = record.setup.rules.initial_position()
        for n in record.moves:
            position = position.play(n)
        if position.is_over:
            return
        n = rng.choice(sorted(position.legal_moves()))
        before = page.get_attribute("body", "data-renders")
        cell = page.locator(f'#board button[data-number="{n}"]')
        if way == "keys":
            cell.focus()
            page.keyboard.press("Enter")
        else:
            cell.tap() if way == "tap" else cell.click()
        page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached", timeout=30_000)
    raise AssertionError("the game did not end")


def games_shown(page) -> dict[int, dict]:
    """Each game of the page: its players (first mover first), state and review link."""
    found = {}
    for li in page.locator(".tour-game").all():
        words = WORDS.match(" ".join(li.locator(".tour-game-words").inner_text().split()))
        assert words, li.inner_text()
        review = li.locator("a", has_text="Review the game")
        found[int(li.get_attribute("data-k"))] = {
            "players": (words.group(2), words.group(3)),
            "state": (li.get_attribute("class") or "").split()[-1],
            "review": review.get_attribute("href") if review.count() else None,
        }
    return found


def independent_points(games: dict[int, dict]) -> dict[str, Fraction]:
    """Each player's points, from the engine's replay of every decided game (its review's moves)."""
    points = {name: Fraction(0) for name in NAMES}
    for game in games.values():
        record = decode(urlsplit(game["review"]).fragment)
        position = record.setup.rules.initial_position()
        for n in record.moves:
            position = position.play(n)
        outcome = position.outcome()
        assert outcome is not None
        if outcome.winner is None:
            for name in game["players"]:
                points[name] += Fraction(1, 2)
        else:
            points[game["players"][outcome.winner - 1]] += 1
    return points


def standings(page) -> list[list[str]]:
    return [
        [cell.inner_text() for cell in row.locator("td, th").all()]
        for row in page.locator("#tour-standings tbody tr").all()
    ]


def test_a_round_robin_of_eight_played_out_verified_and_kept(shared_context, site_url):
    rng = random.Random(42)
    SHOTS.mkdir(parents=True, exist_ok=True)
    desk = shared_context(viewport={"width": 1280, "height": 800})
    page = desk.new_page()
    page.goto(site_url + "tournament.html")
    wait_tour(page)
    assert page.locator("#site-nav a[aria-current=page]").inner_text() == "Class", "the Class page leads here"

    # Made by keyboard only: the title, the list, the format and the settings, then Enter.
    tab_to(page, "#tour-name")
    page.keyboard.type("Year 7 cup")
    tab_to(page, "#tour-list")
    page.keyboard.type("\n".join(NAMES))
    tab_to(page, "#tour-link")
    page.keyboard.type(site_url + "index.html#" + SETTINGS + "&vs=easy")
    page.keyboard.press("Enter")
    page.wait_for_selector("#tour-current:not([hidden])")
    wait_tour(page)
    assert page.inner_text("#tour-heading") == "Round robin of 8 players: Juniper Green (the numbers 1 to 10), no help."
    assert page.inner_text("#tour-progress") == "0 of 28 games decided."
    games = games_shown(page)
    assert len(games) == 28 and Counter(frozenset(g["players"]) for g in games.values()).most_common(1)[0][1] == 1

    # Game 1 played on this screen, by keyboard only: Play here, the board, back.
    tab_to(page, '.tour-game[data-k="0"] a.button')
    page.keyboard.press("Enter")
    play_on_game_page(page, way="keys", rng=rng)
    tab_to(page, "#class-back")
    assert page.inner_text("#class-back") == "Back to the tournament"
    page.keyboard.press("Enter")
    wait_tour(page)
    assert games_shown(page)[0]["state"] == "tour-done"
    # Game 2 too, by the mouse.
    page.locator('.tour-game[data-k="1"] a.button').click()
    play_on_game_page(page, way="click", rng=rng)
    page.click("#class-back")
    wait_tour(page)
    assert page.inner_text("#tour-progress") == "2 of 28 games decided."

    # Game 3 on a pupil's phone: its link (and QR code) from the organiser, the result handed back.
    page.locator('.tour-game[data-k="2"] button', has_text="Link for the pupils' device").click()
    invite = page.input_value("#tour-invite-link")
    assert read_qr(page, "#tour-invite-qr") == invite
    phone = shared_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True).new_page()
    phone.goto(invite)
    wait_tour(phone, "pupil")
    phone.screenshot(path=str(SHOTS / "pupil-phone-before.png"))
    phone.locator("#tour-pupil-play").tap()
    play_on_game_page(phone, way="tap", rng=rng)
    phone.locator("#class-back").tap()
    wait_tour(phone, "pupil")
    phone.wait_for_selector("#tour-pupil-result:not([hidden])")
    handed = phone.input_value("#tour-pupil-link")
    assert read_qr(phone, "#tour-pupil-qr") == handed
    phone.screenshot(path=str(SHOTS / "pupil-phone-result.png"), full_page=True)
    page.goto(handed)  # the result's link opened on the organiser's device
    wait_tour(page)
    assert "tr=" not in page.url
    assert page.inner_text("#tour-progress") == "3 of 28 games decided."

    # A forged result: game 4's moves with the loser named the winner; refused and said why.
    kept = json.loads(page.evaluate("() => localStorage.getItem('factorgames:tournament')"))
    t = Tournament.from_code(kept["tournament"])
    pairings = t.pairings({})
    honest = {}
    for p in pairings[3:]:
        first, second = (t.players[x] for x in p.seats)
        code = finished(rng, t.settings)
        position = decode(code).setup.rules.initial_position()
        for n in decode(code).moves:
            position = position.play(n)
        winner = (first, second)[position.outcome().winner - 1]
        honest[p.k] = Handed(t.id, p.k, (first, second), code, winner)
    forged = honest[3]
    loser = forged.players[0] if forged.winner == forged.players[1] else forged.players[1]
    page.fill("#tour-paste", "tournament.html#tr=" + Handed(t.id, 3, forged.players, forged.game, loser).code())
    page.click("#tour-add button[type=submit]")
    page.wait_for_selector("#tour-refused:not([hidden])")
    assert f"This result says {loser} won, but its moves give the game to {forged.winner}." in page.inner_text(
        "#tour-refused"
    )
    assert page.inner_text("#tour-progress") == "3 of 28 games decided."

    # The rest handed back in one paste, as the pupils' pages give them.
    text = "\n".join(f"{site_url}tournament.html#tr={h.code()}" for h in honest.values())
    page.fill("#tour-paste", text)
    page.click("#tour-add button[type=submit]")
    page.wait_for_selector("#tour-winner:not([hidden])")
    assert page.inner_text("#tour-message") == "25 results added."
    assert page.inner_text("#tour-progress") == "28 of 28 games decided."

    # The standings equal the count made here from the replays, ordered by points.
    games = games_shown(page)
    points = independent_points(games)
    table = standings(page)
    shown_points = {row[1]: row[2] for row in table}
    assert shown_points == {name: points_text(points[name]) for name in NAMES}
    ordered = [points[row[1]] for row in table]
    assert ordered == sorted(ordered, reverse=True)
    assert sum(points.values()) == 28
    assert axe_violations(page) == []
    page.screenshot(path=str(SHOTS / "desktop.png"), full_page=True)

    # The CSV, downloaded and read back: the same standings, formula cells neutralised.
    with page.expect_download() as download:
        page.click("#tour-csv")
    rows = list(csv.reader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8"))))
    neutralised = [["'" + c if c.startswith(("=", "+", "-", "@")) else c for c in row] for row in table]
    assert rows[0][:2] == ["Place", "Name"] and rows[1 : 1 + len(NAMES)] == neutralised
    assert sum(1 for row in rows if len(row) == 5 and row[1].startswith("Game ") and row[4].startswith("game=")) == 28

    # Printed: nothing clipped, nothing sideways.
    page.emulate_media(media="print")
    clipped = page.evaluate(
        """() => [...document.querySelectorAll('.tour-game, #tour-standings, #tour-how')].filter(el => {
             const r = el.getBoundingClientRect();
             return r.right > document.documentElement.clientWidth + 1 || el.scrollWidth > el.clientWidth + 1;
           }).length"""
    )
    assert clipped == 0
    assert page.locator("#tour-make").is_hidden() and page.locator("#tour-collect").is_hidden()
    page.emulate_media(media="screen")

    # Kept after a reload.
    page.reload()
    wait_tour(page)
    assert standings(page) == table and page.inner_text("#tour-progress") == "28 of 28 games decided."

    # A phone's size: no sideways scroll.
    page.set_viewport_size({"width": 390, "height": 844})
    page.evaluate("() => window.scrollTo(0, 0)")
    assert page.evaluate("() => document.documentElement.scrollWidth <= window.innerWidth")
    page.screenshot(path=str(SHOTS / "phone.png"))
    page.screenshot(path=str(SHOTS / "phone-full.png"), full_page=True)


def points_text(value: Fraction) -> str:
    whole, half = divmod(value * 2, 2)
    return (str(int(whole)) if whole or not half else "") + ("½" if half else "")
