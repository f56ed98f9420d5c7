"""The Bots page's class league (bots.html#league) in Chromium: a teacher pastes four pupils' bot
links (the starters) in a text, runs the league, and gets a ratings table that is the engine's
reading of the games kept on the device, anchored on the computer's players, whose games replay
and are reviewed on the game page, whose CSV is the table; axe-clean. Then an attack, as the
sandbox's tests make them: a bot in the league that patches everything it can reach changes no
other bot's games or results."""

from __future__ import annotations

import csv
import io
import json

from playwright.sync_api import expect
from test_web_bots_sandbox import HONEST_RANDOM, PATCHER
from test_web_fits import axe_violations

from factorgames.bots import league
from factorgames.bots.share import encode as bot_link
from factorgames.bots.starters import starters
from factorgames.games.position import replay
from factorgames.teach.review import review
from factorgames.transcript import decode

READY = "body[data-ready=true][data-idle=true]"
RANDOM, FEWEST, TEMPLATE = (s["code"] for s in starters())


def run(page, press) -> None:
    """Press something that plays, and wait until the page has played it."""
    runs = int(page.get_attribute("body", "data-runs") or 0)
    press()
    page.wait_for_selector(f"body[data-runs='{runs + 1}']", state="attached", timeout=120_000)


def links(site: str, bots: list[tuple[str, str]]) -> str:
    """The bots' links in a teacher's e-mail, one a line, with words around them."""
    return "\n".join(f"{name} sent: {site}bots.html#{bot_link(name, code)} (thanks!)" for name, code in bots)


def kept(page) -> dict:
    return json.loads(page.evaluate("localStorage.getItem('factorgames:bots:league')"))


def table(page) -> list[list[str]]:
    return page.eval_on_selector_all(
        "#league-table tbody tr", "rows => rows.map(r => [...r.cells].filter(c => !c.hidden).map(c => c.textContent))"
    )


def played(page) -> list[dict[str, str]]:
    return page.eval_on_selector_all(
        "#league-played li",
        "els => els.map(e => ({hash: e.dataset.hash, winner: e.dataset.winner, href: e.querySelector('a').href}))",
    )


def csv_of(page, selector: str) -> list[list[str]]:
    text = page.eval_on_selector(selector, "a => fetch(a.href).then(r => r.text())")
    return list(csv.reader(io.StringIO(text)))


def in_view_and_uncovered(page, selector: str) -> bool:
    """The element's box is in the viewport and nothing covers its centre."""
    return page.eval_on_selector(
        selector,
        """e => { const r = e.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            return r.width > 0 && r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth
                && e.contains(document.elementFromPoint(x, y)); }""",
    )


def test_a_league_of_four_pasted_bots_gives_the_engines_ratings_and_games_that_replay(axe_context, site_url):
    page = axe_context.new_page()
    page.goto(f"{site_url}bots.html#league")
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    # The address brings the league into view (the Class page links here).
    expect(page.locator("#league-title")).to_be_focused()
    assert in_view_and_uncovered(page, "#league-title")
    bots = [("Ana", RANDOM), ("Ben", FEWEST), ("Cy", TEMPLATE), ("Dee", RANDOM)]
    page.fill("#league-links", links(site_url, bots) + "\nand a broken one: #bot=xyz")
    run(page, lambda: page.click("#league-add"))
    expect(page.locator("#league-added")).to_have_text("4 bots added to the league.")
    expect(page.locator("#league-problems li")).to_have_text(
        ["Link 5 (bot=xyz…): This link's bot could not be read: it was probably cut short."]
    )
    expect(page.locator("#league-bots li[data-bot]")).to_have_count(4)
    page.fill("#league-per-pair", "1")
    page.locator("#league-play").scroll_into_view_if_needed()
    assert in_view_and_uncovered(page, "#league-play")
    run(page, lambda: page.click("#league-play"))
    expect(page.locator("#league-status")).to_have_text("The league is over: 18 games.")

    # The games: every pair of bots and every bot against each of the computer's players, each
    # winner the one the game's record gives.
    games = played(page)
    assert len(games) == 6 + 4 * 3
    stored = kept(page)
    results = stored["results"]
    assert [r["hash"] for r in results] == [g["hash"] for g in games]
    pairs = {frozenset(r["players"]) for r in results}
    ids = [b["id"] for b in stored["bots"]]
    assert pairs == {frozenset((a, b)) for a in [*ids, *league.ANCHORS] for b in ids if a != b}
    for game, result in zip(games, results):
        record = decode(game["hash"])
        outcome = replay(record.setup.rules, record.moves).outcome()
        assert outcome is not None and str(outcome.winner) == game["winner"] == str(result["winner"])

    # The table is the engine's reading of those games: ratings anchored on the computer's players.
    rated = league.ratings(results, [(b["id"], b["name"]) for b in stored["bots"]], "")
    shown = table(page)
    assert shown == [
        [
            str(r["rank"]),
            r["name"],
            r["rating_shown"],
            str(r["games"]),
            str(r["wins"]),
            str(r["losses"]),
            str(r["errors"]),
            r["points_shown"],
        ]
        for r in rated["rows"]
    ]
    anchors = {row[1]: row[2] for row in shown if row[1].startswith("Computer")}
    assert anchors == {"Computer (easy)": "1000", "Computer (medium)": "1500", "Computer (perfect)": "2000"}
    assert sorted(row[1] for row in shown if not row[1].startswith("Computer")) == ["Ana", "Ben", "Cy", "Dee"]
    expect(page.locator("#league-anchors")).to_contain_text("anchored on the computer's players")
    table_box = page.locator("#league-table")
    table_box.scroll_into_view_if_needed()
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280

    # The CSV downloads: the table as shown, and every game with its review link.
    lines = csv_of(page, "#league-csv-table")
    assert lines[0] == [
        "Rank",
        "Player",
        "Rating",
        "Fixed",
        "Games",
        "Wins",
        "Draws",
        "Losses",
        "Errors",
        "Points",
        "Note",
    ]
    assert [[line[0], line[1], line[2], line[4], line[5], line[7], line[8], line[9]] for line in lines[1:]] == shown
    game_lines = csv_of(page, "#league-csv-games")
    assert [line[6].split("#", 1)[1] for line in game_lines[1:]] == [g["hash"] for g in games]
    assert game_lines[1][6].startswith(f"{site_url}index.html#")
    assert axe_violations(page) == []

    # A game between two bots replays on the game page, step by step, and its review marks each
    # move as the solver does.
    game = next(g for g, r in zip(games, results) if not set(r["players"]) & set(league.ANCHORS))
    record = decode(game["hash"])
    n = len(record.moves)
    viewer = axe_context.new_page()
    viewer.goto(game["href"])
    viewer.wait_for_selector("#review:not([hidden]) #review-moves li", timeout=60_000)
    verdicts = viewer.eval_on_selector_all("#review-moves li", "els => els.map(e => e.dataset.verdict)")
    assert verdicts == [m.verdict for m in review(record.setup.rules, record.moves).moves]
    label = viewer.locator("#replay-label")
    expect(label).to_have_text(f"Move {n} of {n}")
    first = viewer.locator(f'#board button[data-number="{record.moves[0]}"]')
    viewer.click("#replay-first")
    expect(label).to_have_text(f"Move 0 of {n}")
    expect(first).to_have_attribute("data-state", "legal")
    viewer.click("#replay-next")
    expect(label).to_have_text(f"Move 1 of {n}")
    expect(first).not_to_have_attribute("data-state", "legal")


def league_of(page, site: str, bots: list[tuple[str, str]]) -> tuple[list[dict], list[list[str]]]:
    """A fresh league of these bots on Factor Chain (1..20), one game a pair: its results and table."""
    page.once("dialog", lambda dialog: dialog.accept())
    # The clear's table is drawn while the page is busy, and a press meanwhile is not taken: wait for it.
    run(page, lambda: page.click("#league-clear"))
    expect(page.locator("#league-bots li[data-bot]")).to_have_count(0)
    page.fill("#league-links", links(site, bots))
    run(page, lambda: page.click("#league-add"))
    for box in page.locator("#league-games input").all():
        box.set_checked(box.get_attribute("value") == "game=factor-chain")
    page.fill("#league-per-pair", "1")
    run(page, lambda: page.click("#league-play"))
    return kept(page)["results"], table(page)


def test_a_bot_that_patches_everything_it_can_reach_changes_no_other_bots_league_games(page, site_url):
    page.goto(f"{site_url}bots.html#league")
    page.wait_for_selector(READY, state="attached", timeout=90_000)
    with_twin, twin_table = league_of(page, site_url, [("Honest", HONEST_RANDOM), ("Twin", HONEST_RANDOM)])
    with_patcher, patcher_table = league_of(page, site_url, [("Honest", HONEST_RANDOM), ("Patcher", PATCHER)])
    assert len(with_twin) == 1 + 2 * 3
    # The same games, move for move: the patcher played as the twin does, and the honest bot as itself.
    assert [r["hash"] for r in with_patcher] == [r["hash"] for r in with_twin]
    assert not [r for r in with_patcher if r["forfeit"]]
    by_name = {row[1]: row[2:] for row in twin_table}
    patched = {row[1]: row[2:] for row in patcher_table}
    assert patched["Honest"] == by_name["Honest"] and patched["Patcher"] == by_name["Twin"]
    assert {k: v for k, v in patched.items() if k.startswith("Computer")} == {
        k: v for k, v in by_name.items() if k.startswith("Computer")
    }
