"""The Bots page in Chromium: a pupil's bot written with the keyboard alone (typed indentation and
highlighting under the page's style-src 'self'), run against the computer, a looping bot stopped
and the page playing on, a series whose table matches its games' records, a bot shared by link
playing the same moves in a fresh context, a bot's game reviewed as the solver says; axe and French."""

from __future__ import annotations

import base64
import re
import zlib

from conftest import BOT_TIME_SCALE
from playwright.sync_api import expect
from test_web_fits import axe_violations

from factorgames.bots.share import encode as bot_link
from factorgames.bots.starters import starters
from factorgames.games.position import replay
from factorgames.teach.review import review
from factorgames.transcript import decode

BODY = "moves = position.legal_moves()\nreturn moves[-1]"
"""Typed line by line after `def choose(position):`: the editor indents the body by itself."""


def open_bots(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("body[data-ready=true]", timeout=60_000)


def run(page, press) -> None:
    """Press something that plays, and wait until the page has played it."""
    runs = int(page.get_attribute("body", "data-runs") or 0)
    press()
    page.wait_for_selector(f"body[data-runs='{runs + 1}']", timeout=90_000)


def editor_text(page) -> str:
    return page.locator("#bot-editor .cm-content").inner_text()


def games(page) -> list[dict[str, str]]:
    return page.eval_on_selector_all(
        "#results-games li",
        "els => els.map(e => ({hash: e.dataset.hash, winner: e.dataset.winner, words: e.textContent}))",
    )


def test_a_bot_written_by_keyboard_plays_is_stopped_when_it_loops_and_travels_by_link(
    context, page, site_url, browser, guard_context, seed_device
):
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    open_bots(page, f"{site_url}bots.html")
    # The editor's styles apply under the policy: Python's indentation is kept as typed, and the
    # keyword is coloured unlike the text around it.
    content = page.locator("#bot-editor .cm-content")
    assert content.evaluate("el => getComputedStyle(el).whiteSpace") in ("pre", "break-spaces")
    page.keyboard.press("Tab")
    expect(page.locator(".skip-link")).to_be_focused()
    page.keyboard.press("Enter")
    code = page.get_by_role("textbox", name="Code of your bot")  # what a screen reader finds
    expect(code).to_be_focused()
    expect(code).to_have_accessible_description(re.compile("^Tab indents a line; to leave the editor"))
    page.keyboard.press("Control+a")
    page.keyboard.type("def choose(position):\n")
    for line in BODY.split("\n"):
        page.keyboard.type(line)
        page.keyboard.press("Enter")
    assert (
        editor_text(page).rstrip() == "def choose(position):\n    moves = position.legal_moves()\n    return moves[-1]"
    )
    keyword = page.locator("#bot-editor .cm-line").first.locator("span").first
    assert keyword.inner_text() == "def"
    assert keyword.evaluate("el => getComputedStyle(el).color") != content.evaluate("el => getComputedStyle(el).color")
    # Ctrl+Enter plays one game against easy, from the editor.
    run(page, lambda: page.keyboard.press("Control+Enter"))
    first = games(page)
    assert len(first) == 1 and "Open in the review" in first[0]["words"]
    record = decode(first[0]["hash"])
    assert replay(record.setup.rules, record.moves).is_over
    # Escape, then Tab leaves the editor for the button after it.
    page.keyboard.press("Escape")
    page.keyboard.press("Tab")
    expect(page.locator("#bot-check")).to_be_focused()

    # The page, the network and missing modules are out of reach, with a clear message.
    page.keyboard.press("Shift+Tab")
    for module, words in (
        (
            "js",
            (
                "Not ready: your bot stopped with an ImportError on line 1: A bot cannot use the module js: "
                "it may not reach the page, the network or the solver."
            ),
        ),
        ("pyodide.http", "A bot cannot use the module pyodide"),
        (
            "numpy",
            (
                "Not ready: your bot stopped with a ModuleNotFoundError on line 1: No module named 'numpy'. "
                "That module is not available here."
            ),
        ),
    ):
        page.keyboard.press("Control+a")
        page.keyboard.type(f"import {module}\n")
        run(page, lambda: page.click("#bot-check"))
        expect(page.locator("#bot-verdict")).to_contain_text(words)
        page.locator("#bot-editor .cm-content").click()

    # A bot that loops is stopped, loses, and the page plays on. (The rule's own limit for this game:
    # no honest bot plays in it, and the stretched one would burn 10 s of a core.)
    page.keyboard.press("Control+a")
    page.keyboard.type("def choose(position):\nwhile True:\npass")
    page.evaluate("globalThis.FACTORGAMES_BOT_TIME_SCALE = 1")
    run(page, lambda: page.keyboard.press("Control+Enter"))
    page.evaluate(f"globalThis.FACTORGAMES_BOT_TIME_SCALE = {BOT_TIME_SCALE}")
    assert (
        "took longer than 2 seconds to choose a move and was stopped. My bot loses the game." in games(page)[0]["words"]
    )
    # The verdict above the output no longer says the bot is ready to play: it says what happened.
    expect(page.locator("#bot-verdict")).to_contain_text("took longer than 2 seconds")
    expect(page.locator("#bot-verdict")).to_have_attribute("data-ok", "false")
    page.keyboard.press("Control+a")
    page.keyboard.type(
        "import random\ndef choose(position):\nprint(position.current)\nreturn random.choice(position.legal_moves())"
    )

    # A series of 20 games: its table says what the games' records say.
    page.fill("#match-games", "20")
    page.select_option("#match-first", "alternate")
    run(page, lambda: page.click("#play-series"))
    played = games(page)
    assert len(played) == 20
    wins = 0
    for game in played:
        record = decode(game["hash"])
        outcome = replay(record.setup.rules, record.moves).outcome()
        assert outcome is not None and str(outcome.winner) == game["winner"]
        wins += "My bot wins" in game["words"]
    row = page.locator("#results-table tbody tr:not([data-player=easy])")
    assert row.locator("td").all_inner_texts()[:4] == ["My bot", "20", str(wins), str(20 - wins)]
    assert page.locator("#bot-output").inner_text().strip() != ""  # what it printed

    # The review of one of its games marks each move as the solver does.
    review_page = context.new_page()
    review_page.goto(f"{site_url}{page.locator('#results-games li a').first.get_attribute('href')}")
    review_page.wait_for_selector("#review:not([hidden]) #review-moves li", timeout=60_000)
    record = decode(played[0]["hash"])
    verdicts = review_page.eval_on_selector_all("#review-moves li", "els => els.map(e => e.dataset.verdict)")
    assert verdicts == [m.verdict for m in review(record.setup.rules, record.moves).moves]
    review_page.close()

    # Shared by link: another device plays the same moves with the same seed.
    page.fill("#match-seed", "7")
    run(page, lambda: page.click("#play-one"))
    here = games(page)[0]["hash"]
    page.click("#bot-share")
    expect(page.locator("#bot-share-status")).to_contain_text("is copied")
    link = page.evaluate("navigator.clipboard.readText()")
    assert "#bot=" in link
    other = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    seed_device(other)  # a friend's device that visited the site before (its page closed before the guard)
    guard = guard_context(other)
    try:
        friend = other.new_page()
        open_bots(friend, link)
        expect(friend.locator("#bots-notice")).to_contain_text("My bot was opened from a link")
        friend.fill("#match-seed", "7")
        run(friend, lambda: friend.click("#play-one"))
        assert games(friend)[0]["hash"] == here
    finally:
        other.close()
        guard.check()


PERFECT_BOT = (
    "def wins(position):\nreturn any(not wins(position.play(m)) for m in position.legal_moves())\n",
    (
        "def choose(position):\nmoves = position.legal_moves()\n"
        "return next((m for m in moves if not wins(position.play(m))), moves[-1])"
    ),
)
"""Looks at every line of play (fine on 1..10), in two parts typed with a Backspace between them (back
to the first column: the editor indents the rest by itself)."""


def test_in_french_axe_finds_nothing_and_a_challenge_is_passed_and_kept(axe_context, site_url):
    page = axe_context.new_page()
    open_bots(page, f"{site_url}bots.html#lang=fr")
    assert page.locator("h1").inner_text() == "Programme ton propre joueur"
    assert axe_violations(page) == []
    example = page.locator("#examples li").first
    example.get_by_role("button", name="Lancer").click()
    expect(example.locator("output")).to_have_text("[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]")
    # A pupil's error, in French with its line.
    page.locator("#bot-editor .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.type("def choose(position):\nreturn 1 / 0")
    run(page, lambda: page.click("#play-one"))
    assert (
        "Coup 1\xa0: Mon bot s’est arrêté sur une erreur ZeroDivisionError à la ligne 2\xa0: division by zero. "
        "Un nombre a été divisé par zéro. Mon bot perd la partie."
    ) in games(page)[0]["words"]
    expect(page.locator("#bot-verdict")).to_have_text(
        "Pas prêt\xa0: votre bot s’est arrêté sur une erreur ZeroDivisionError à la ligne 2\xa0: division by zero. "
        "Un nombre a été divisé par zéro."
    )
    page.locator("#bot-editor .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.type("def choose(position):\nreturn 11")
    run(page, lambda: page.click("#play-one"))
    assert "Mon bot a choisi 11 (ligne 2), ce que les règles refusent" in games(page)[0]["words"]
    # The ladder: a perfect bot never loses as the second player on 1..10; the page keeps it.
    page.locator("#bot-editor .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.type(PERFECT_BOT[0])
    page.keyboard.press("Backspace")
    page.keyboard.type(PERFECT_BOT[1])
    challenge = page.locator("[data-challenge=second-on-10]")
    assert challenge.get_attribute("data-passed") == "false"
    run(page, lambda: challenge.get_by_role("button", name="Essayer avec mon bot").click())
    expect(challenge).to_have_attribute("data-passed", "true")
    expect(challenge.locator("[role=status]")).to_have_text("Réussi ! 6 gagnées, 0 perdues sur 6.")
    assert page.evaluate("JSON.parse(localStorage.getItem('factorgames:bots:challenges'))") == {
        "second-on-10": "Mon bot"
    }
    # A second bot from a starter, renamed; a round robin of the two; then it is deleted.
    page.select_option("#bot-starter", "fewest")
    page.click("#bot-new")
    page.fill("#bot-name", "Rapide")
    page.keyboard.press("Tab")
    expect(page.locator("#bot-list option")).to_have_text(["Mon bot", "Rapide"])
    page.fill("#robin-games", "4")
    run(page, lambda: page.click("#robin-play"))
    rows = page.locator("#results-table tbody tr")
    expect(rows).to_have_count(2)
    counts = [row.locator("td").all_inner_texts() for row in rows.all()]
    assert sorted(c[0] for c in counts) == ["Mon bot", "Rapide"] and [c[1] for c in counts] == ["4", "4"]
    assert sum(int(c[2]) for c in counts) == 4 and len(games(page)) == 4
    assert all(re.fullmatch(r"\d+,\d", c[6]) for c in counts), counts  # "4,5": a French decimal
    assert axe_violations(page) == []
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("#bot-delete")
    expect(page.locator("#bot-list option")).to_have_text(["Mon bot"])


def test_on_a_phone_the_results_table_shows_every_column_in_both_languages(phone, site_url):
    for lang in ("en", "fr"):
        page = phone.new_page()
        open_bots(page, f"{site_url}bots.html#lang={lang}")
        page.fill("#match-games", "2")
        run(page, page.locator("#play-series").tap)
        table = page.locator("#results-table")
        table.scroll_into_view_if_needed()
        scroller = page.locator("#results-table").locator("xpath=..")
        assert scroller.evaluate("e => e.scrollWidth <= e.clientWidth"), f"{lang}: the table scrolls sideways"
        assert page.evaluate("document.documentElement.scrollWidth") <= 390, f"{lang}: the page scrolls sideways"
        last = page.locator("#results-table thead th").last.bounding_box()
        assert last and last["x"] >= 0 and last["x"] + last["width"] <= 390, (lang, last)
        cell = page.locator("#results-table tbody tr").first.locator("td").last
        box = cell.bounding_box()
        assert box and box["x"] + box["width"] <= 390 and cell.inner_text().strip(), (lang, box)
        page.close()


def visible(page, selector: str) -> bool:
    """The element's box is inside the viewport."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return bool(
        box
        and size
        and box["width"] > 0
        and box["y"] >= 0
        and box["y"] + box["height"] <= size["height"]
        and box["x"] >= 0
        and box["x"] + box["width"] <= size["width"]
    )


def test_with_storage_full_no_bot_is_written_into_another_and_the_page_says_they_are_not_kept(page, site_url):
    open_bots(page, f"{site_url}bots.html")
    first_code = editor_text(page)
    stored_before = page.evaluate("localStorage.getItem('factorgames:bots')")
    # Fill the origin's storage to the brim.
    page.evaluate("""() => {
        let size = 1 << 20, k = 0;
        while (size >= 16) {
            try { localStorage.setItem(`fill${k++}`, "x".repeat(size)); } catch { size >>= 1; }
        }
    }""")
    page.select_option("#bot-starter", "fewest")
    page.click("#bot-new")
    expect(page.locator("#bots-notice")).to_contain_text("could not keep your bots")
    expect(page.locator("#bot-list option")).to_have_count(2)
    assert "def replies(move)" in editor_text(page)
    # An edit of the new bot stays with it; the first bot's code is its own.
    page.locator("#bot-editor .cm-content").click()
    page.keyboard.press("Control+End")
    page.keyboard.type("\n# mine")
    page.select_option("#bot-list", index=0)
    assert editor_text(page) == first_code
    page.select_option("#bot-list", index=1)
    assert editor_text(page).rstrip().endswith("# mine")
    # What the device kept is what it had: no bot's code emptied or swapped.
    assert page.evaluate("localStorage.getItem('factorgames:bots')") == stored_before
    # And the new bot plays.
    run(page, lambda: page.click("#play-one"))
    assert len(games(page)) == 1


def test_a_new_build_met_by_the_sandbox_offers_a_reload_that_plays(page, site_url, site_dist):
    import json

    build = json.loads((site_dist / "build-info.json").read_text())["build"]

    def other_build(route) -> None:
        response = route.fetch()
        route.fulfill(response=response, body=response.text().replace(build, "0" * len(build)))

    page.route("**/js/bots/interpreter.js", other_build)
    open_bots(page, f"{site_url}bots.html")
    expect(page.locator("#update")).to_be_visible(timeout=60_000)
    assert visible(page, "#update-reload")
    expect(page.locator("#update-reload")).to_be_focused()
    page.unroute("**/js/bots/interpreter.js")
    page.click("#update-reload")
    page.wait_for_selector("body[data-ready=true]", timeout=60_000)
    expect(page.locator("#update")).to_be_hidden()
    run(page, lambda: page.click("#bot-check"))
    expect(page.locator("#bot-verdict")).to_contain_text("is ready to play")


NO_INTERPRETER = """() => {
  window.Worker = class extends EventTarget {
    constructor() {
      super();
      setTimeout(() => this.dispatchEvent(Object.assign(new Event("error", { cancelable: true }),
        { message: "no memory left for another interpreter" })));
    }
    postMessage() {}
    terminate() {}
  };
}"""
"""Run in the bots' sandbox frame: every interpreter started from then on fails to start (as one
may on a device short of memory)."""


def test_a_bot_plays_the_factor_game_and_the_draws_column_shows_only_where_a_game_can_be_drawn(page, site_url):
    open_bots(page, f"{site_url}bots.html")
    # Before any game, the empty table's Draws column follows the game chosen: the Factor Chain
    # Challenge (the first) cannot end level, the Factor Game can.
    draws = page.locator("#results-table thead th").nth(4)
    expect(draws).to_be_hidden()
    page.select_option("#match-game", "game=factor-game")
    expect(draws).to_be_visible()
    page.locator("#bot-editor .cm-content").click()
    page.keyboard.press("Control+a")
    # The greedy pick: the largest number that can be picked; it reads the score as it goes.
    page.keyboard.type("def choose(position):\nprint(position.scores)\nreturn max(position.legal_moves())")
    page.select_option("#match-game", "game=factor-game")
    page.fill("#match-games", "2")
    run(page, lambda: page.click("#play-series"))
    played = games(page)
    assert len(played) == 2
    for game in played:
        record = decode(game["hash"])
        assert record.setup.game == "factor-game"
        outcome = replay(record.setup.rules, record.moves).outcome()
        assert outcome is not None and ("null" if outcome.winner is None else str(outcome.winner)) == game["winner"]
    assert "(0, 0)" in page.locator("#bot-output").inner_text()
    expect(draws).to_be_visible()
    page.select_option("#match-game", "game=nrich")
    run(page, lambda: page.click("#play-one"))
    expect(draws).to_be_hidden()
    assert page.locator("#results-table tbody tr").first.locator("td").nth(4).is_hidden()

    # The bot is ready to play; then its interpreter fails to start: the failure replaces the
    # verdict (the interpreters started ahead play first, so it may take a second game).
    verdict = page.locator("#bot-verdict")
    run(page, lambda: page.click("#bot-check"))
    expect(verdict).to_have_text(
        re.compile(r"^My bot is ready to play: it chose a move the rules allow in each of the \d+ positions tried")
    )
    sandbox = [frame for frame in page.frames if frame != page.main_frame]
    assert len(sandbox) == 1
    sandbox[0].evaluate(NO_INTERPRETER)
    for _ in range(3):
        run(page, lambda: page.click("#play-one"))
        if verdict.get_attribute("data-ok") == "false":
            break
    expect(verdict).to_have_text("Something went wrong: no memory left for another interpreter")
    expect(page.locator("#bots-notice")).to_be_visible()


CRASH = "def choose(position):\nreturn position.legal_moves()[99]"
"""Typed into the editor (which indents the body): a bot whose code breaks on line 2, every move."""

NESTED_LINK = "bot=" + base64.urlsafe_b64encode(zlib.compress(b"[" * 100_000 + b"]" * 100_000, 9)).decode().rstrip("=")
"""A bot link whose data is lists nested 100,000 deep: no bot, and deeper than any stack parses."""


def on_screen(page, selector: str) -> bool:
    """The element's box is inside the viewport, give or take a pixel's fraction (where a page's
    own scrolling leaves it)."""
    box = page.locator(selector).bounding_box()
    size = page.viewport_size
    return bool(
        box
        and size
        and box["width"] > 0
        and box["y"] > -1
        and box["y"] + box["height"] < size["height"] + 1
        and box["x"] >= 0
        and box["x"] + box["width"] <= size["width"]
    )


def seen(page, selector: str) -> bool:
    """The element, scrolled to as a reader would, has a box inside the viewport."""
    page.locator(selector).scroll_into_view_if_needed()
    return on_screen(page, selector)


def test_a_crashing_bot_is_told_so_by_the_check_the_challenge_the_round_robin_and_the_league(page, site_url):
    """Issue #39: a bot whose code breaks is never "ready to play", and every verdict on it names the
    error and its line, counted apart from the games it lost by play; the league skips a link of
    deeply nested data, names it, and adds the others."""
    open_bots(page, f"{site_url}bots.html")
    page.locator("#bot-editor .cm-content").click()
    page.keyboard.press("Control+a")
    page.keyboard.type(CRASH)
    page.fill("#bot-name", "Crash")
    page.keyboard.press("Tab")
    # "Check my bot" plays it on the game's first moves and a mid-game: not ready, the line named.
    run(page, lambda: page.click("#bot-check"))
    verdict = page.locator("#bot-verdict")
    expect(verdict).to_have_text(
        "Not ready: your bot stopped with an IndexError on line 2: list index out of range. "
        "A list was asked for a place it does not have (an empty list?)."
    )
    expect(verdict).to_have_attribute("data-ok", "false")
    assert on_screen(page, "#bot-verdict")

    # A challenge: its verdict names the error and in how many games, not "0 won, 5 lost".
    challenge = page.locator("[data-challenge=beat-easy]")
    run(page, lambda: challenge.get_by_role("button", name="Try with my bot").click())
    status = "[data-challenge=beat-easy] .bots-status"
    expect(page.locator(status)).to_have_text("Not yet: your bot stopped with an IndexError on line 2 in 5 of 5 games.")
    assert on_screen(page, status)

    # A round robin with a bot that plays: the table counts the crashing bot's games as errors, the
    # summary names the error, and a game shown on the board says at which move the bot stopped.
    page.select_option("#bot-starter", "random")
    page.click("#bot-new")
    page.select_option("#bot-list", index=0)
    page.fill("#robin-games", "2")
    run(page, lambda: page.click("#robin-play"))
    crash_row = page.locator("#results-table tbody tr").filter(has_text="Crash")
    cells = crash_row.locator("td").all_inner_texts()
    assert cells[:4] == ["Crash", "2", "0", "0"] and cells[5] == "2", cells  # games, wins, losses; errors
    expect(page.locator("#results-summary")).to_have_text(
        "A round robin of 2 games. Crash stopped with an IndexError on line 2 in 2 of 2 games."
    )
    assert seen(page, "#results-summary") and seen(page, "#results-table")
    forfeited = page.locator("#results-games li:not([data-forfeit=null])").first
    run(page, lambda: forfeited.get_by_role("button", name="Show on the board").click())
    expect(page.locator("#play-status")).to_contain_text("Crash stopped with an IndexError on line 2")
    expect(page.locator("#play-status")).to_contain_text(re.compile(r"^Move [12]: "))
    assert on_screen(page, "#play-status")

    # The class league: the nested link among good ones is named and skipped, the others added;
    # the crashing bot is listed unranked, its errors counted, the error named.
    random_code = next(s["code"] for s in starters() if s["id"] == "random")
    crash_code = "def choose(position):\n    return position.legal_moves()[99]\n"
    pasted = "\n".join(
        [
            f"{site_url}bots.html#{bot_link('Ana', random_code)}",
            f"{site_url}bots.html#{NESTED_LINK}",
            f"{site_url}bots.html#{bot_link('Crash', crash_code)}",
        ]
    )
    page.fill("#league-links", pasted)
    run(page, lambda: page.click("#league-add"))
    expect(page.locator("#league-added")).to_have_text("2 bots added to the league.")
    expect(page.locator("#league-problems li")).to_have_text(
        [f"Link 2 ({NESTED_LINK[:16]}…): This link holds data that is not a bot's: it was not made by the Bots page."]
    )
    page.fill("#league-per-pair", "1")
    run(page, lambda: page.click("#league-play"))
    expect(page.locator("#league-status")).to_have_text("The league is over: 7 games.")
    row = page.locator("#league-table tbody tr").filter(has_text="Crash")
    expect(row).to_have_attribute("data-ranked", "false")
    texts = row.locator("td").all_inner_texts()
    assert texts[0] == "" and texts[2] == "did not play: errors in every game" and texts[7] == "4", texts
    assert page.locator("#league-table tbody tr").last.get_attribute("data-ranked") == "false"
    expect(page.locator("#league-faults")).to_have_text("Crash stopped with an IndexError on line 2 in 4 of 4 games.")
    assert seen(page, "#league-faults") and seen(page, "#league-table")
