"""The Records page: the shipped records as a visitor sees them: for each, a chart whose axes are
labelled and whose legend holds the very marks it draws, what is new, how it was computed and
checked, a table and its data to download; the Factor Game's record when the data holds it (and
not a word of it when not); on a phone, a laptop and a projector with no sideways scroll and text a
phone can read; in English and French, with nothing axe-core objects to.

The downloads are only looked at, not all fetched: the b-files are shipped by the records job
(`records/b-chains.txt`, `records/b-removal.txt`) and a link to one not shipped yet would be a 404."""

from __future__ import annotations

import csv
import io
import json
import math
from pathlib import Path

import pytest
from conftest import NO_SIDEWAYS
from pixels import right_fade
from playwright.sync_api import expect
from test_web_fits import NEXT_FRAME, axe_violations

SHIPPED = json.loads((Path(__file__).parents[2] / "records" / "records.json").read_text(encoding="utf-8"))
IDLE = "body[data-idle=true]"
CHARTS = ("removal", "games", "factor", "chains")
SIZES = [(390, 844), (1280, 800), (1920, 1080)]


def _largest_prime(n: int) -> int:
    return next(p for p in range(n, 1, -1) if all(p % d for d in range(2, math.isqrt(p) + 1)))


FACTOR_GAME = {
    "boards": [
        [n, (7 * n) % 23 - 4, [_largest_prime(n), n] if n % 5 == 0 else [_largest_prime(n)]] for n in range(2, 64)
    ]
}
"""A Factor Game record in the shape the records job writes (first player's margin, every best
first pick): made up, with margins above, below and at zero, and boards with two best picks."""


def serve(page, records: dict) -> None:
    """Serve `records` as records/records.json to this page."""
    body = json.dumps(records)
    page.route(
        "**/records/records.json", lambda route: route.fulfill(status=200, content_type="application/json", body=body)
    )


def with_factor_game() -> dict:
    return {**SHIPPED, "factor_game": FACTOR_GAME}


def without_factor_game() -> dict:
    return {key: value for key, value in SHIPPED.items() if key != "factor_game"}


def open_records(page, site_url: str, records: dict | None = None, hash_: str = ""):
    if records is not None:
        serve(page, records)
    page.goto(f"{site_url}records.html{hash_}")
    page.wait_for_selector(IDLE, state="attached", timeout=60_000)
    return page


def cells(page, table: str) -> list[list[str]]:
    return page.eval_on_selector_all(
        f"#{table} tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )


def marks(page, chart: str) -> list[str]:
    return page.eval_on_selector_all(f"#{chart}-chart [data-mark]", "els => els.map(e => e.dataset.mark)")


CHART_FACTS = """id => {
  const root = document.getElementById(`${id}-chart`);
  const svg = root.querySelector("svg");
  const box = svg.getBoundingClientRect();
  const scale = box.width / svg.viewBox.baseVal.width;
  const axis = (name) => {
    const g = svg.querySelector(`[data-axis="${name}"]`);
    return g && {label: g.querySelector(".records-axis-label")?.textContent || "",
                 ticks: [...g.querySelectorAll(".records-tick")].map((t) => t.textContent)};
  };
  const paint = (el) => { const s = getComputedStyle(el); return [el.tagName, s.fill, s.stroke, s.strokeDasharray]; };
  const chartMarks = {};
  for (const el of svg.querySelectorAll("[data-mark]")) chartMarks[el.dataset.mark] ??= paint(el);
  const legend = [...document.querySelectorAll(`#${id}-legend li`)].map((li) => ({
    mark: li.dataset.mark, text: li.textContent.trim(),
    paint: paint(li.querySelector(`svg [data-mark="${li.dataset.mark}"]`))}));
  return {
    role: svg.getAttribute("role"), name: svg.getAttribute("aria-label") || "",
    caption: root.closest("figure").querySelector("figcaption").textContent.trim(),
    x: axis("x"), y: axis("y"), chartMarks, legend,
    smallestText: Math.min(...[...svg.querySelectorAll("text")].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale)),
    left: box.left, right: box.right, viewport: window.innerWidth,
  };
}"""


def chart_facts(page, chart: str) -> dict:
    return page.evaluate(CHART_FACTS, chart)


def check_chart(page, chart: str) -> dict:
    """Every chart: an image with a name and a caption, both axes titled, numbers on the x axis, a
    legend whose entries are exactly the kinds of marks drawn, each swatch painted as its marks are,
    inside the window, and its text at least 11 px."""
    facts = chart_facts(page, chart)
    assert facts["role"] == "img" and len(facts["name"]) > 40 and facts["caption"], chart
    for axis in ("x", "y"):
        assert facts[axis] and facts[axis]["label"].strip(), f"{chart}: the {axis} axis has no title"
        assert len(facts[axis]["ticks"]) >= 2, f"{chart}: the {axis} axis has no ticks"
    assert all(any(c.isdigit() for c in tick) for tick in facts["x"]["ticks"]), chart
    assert [entry["mark"] for entry in facts["legend"]] and {entry["mark"] for entry in facts["legend"]} == set(
        facts["chartMarks"]
    ), f"{chart}: legend and marks differ"
    for entry in facts["legend"]:
        assert entry["text"], chart
        assert entry["paint"] == facts["chartMarks"][entry["mark"]], (
            f"{chart}: the legend's {entry['mark']} is not painted as its marks"
        )
    assert facts["left"] >= 0 and facts["right"] <= facts["viewport"], f"{chart} overflows the window"
    assert facts["smallestText"] >= 11, f"{chart}: text of {facts['smallestText']:.1f} px"
    return facts


def test_every_record_is_shown_as_a_chart_and_a_table_with_what_is_new_and_its_data(axe_context, site_url, site_dist):
    precache = (site_dist / "sw.js").read_text(encoding="utf-8")
    assert '"./records.html"' in precache and '"./records/records.json"' in precache, "offline too"
    assert ".csv" not in precache and ".json.gz" not in precache, "downloads only: no visitor fetches them unasked"
    page = open_records(axe_context.new_page(), site_url, without_factor_game())

    boards = SHIPPED["removal"]["boards"]
    last = boards[-1][0]
    assert [(r[0], r[1], r[2]) for r in cells(page, "removal-table")] == [
        (f"2..{n}", "First player" if picks else "Second player", ", ".join(map(str, picks)) if picks else "none")
        for n, picks, *_ in boards
    ]
    assert marks(page, "removal") == ["first" if picks else "second" for _, picks, *_ in boards], (
        "a mark per board, in order"
    )
    assert page.inner_text("#removal-summary").startswith(f"Solved for every board from 2..2 to 2..{last}:")
    assert f"2..2 to 2..{last}" in page.inner_text("#removal-new")
    assert f"2..{SHIPPED['about']['certified']}" in page.inner_text("#removal-checked")

    rows = SHIPPED["chain_games"]["rows"]
    openings = SHIPPED["chain_games"]["openings"]
    losing = {o: [r[0] for r in rows if r[openings.index(o) + 1][0] == 0] for o in openings}
    assert marks(page, "games").count("second") == sum(map(len, losing.values())), (
        "a cross for each range the second player wins"
    )
    notes = page.eval_on_selector_all("#games-notes li", "els => els.map(e => e.textContent)")
    assert (
        notes[2]
        == "Free opening: the second player wins only when n is 2, 4, 6, or 10."
        == f"Free opening: the second player wins only when n is {', '.join(map(str, losing['any'][:-1]))}, or {losing['any'][-1]}."
    )
    assert notes[0].startswith(
        f"Juniper Green (first number even): the second player wins on {len(losing['even'])} ranges"
    )
    after = max(max(v) for v in losing.values()) + 1
    assert notes[3] == f"From 1..{after:,} to 1..{len(rows):,}, the first player wins under all three rules."
    assert f"1..1 to 1..{len(rows):,}" in page.inner_text("#games-new")
    games = cells(page, "games-table")
    assert len(games) == min(100, len(rows)) and games[0][0] == "1..1"
    page.fill("#games-from", "201")
    page.press("#games-from", "Enter")
    page.wait_for_selector('#games-table[data-from="201"]', state="attached")
    assert cells(page, "games-table")[0][0] == "1..201"
    assert page.input_value("#games-from") == "201"

    chains = SHIPPED["chains"]
    assert [(r[0], int(r[1])) for r in cells(page, "chains-table")] == [(f"1..{n}", length) for n, length, *_ in chains]
    drawn = marks(page, "chains")
    assert drawn.count("chain") == len(chains) and drawn.count("growth") == 1
    assert drawn.count("new") == (chains[-1][0] > 200), "the part no one had published is marked"
    assert f"stops at n = 200; ours is proven up to n = {chains[-1][0]}" in page.inner_text("#chains-new")

    # No word of the Factor Game without its data.
    assert page.is_hidden("#factor") and page.is_hidden("#factor-nav")
    text = page.inner_text("main")
    assert "Perfect play in the Factor Game" not in text and "2015" not in text
    # Words for people: no machine, no solving times.
    for research in ("two-core", "machine", "It took", " ms", "solved in"):
        assert research not in text, research

    links = {
        section: page.eval_on_selector_all(
            f"#{section} .records-downloads a", "as => as.map(a => a.getAttribute('href'))"
        )
        for section in ("removal", "games", "chains")
    }
    assert links == {
        "removal": [
            "records/removal.csv",
            "records/b-removal.txt",
            "records/records.json",
            "records/removal-certificate.json.gz",
        ],
        "games": ["records/chain-games.csv", "records/records.json"],
        "chains": [
            "records/chains.csv",
            "records/b-chains.txt",
            "records/records.json",
            "records/chains-certificate.json.gz",
        ],
    }
    removal_csv = page.request.get(f"{site_url}records/removal.csv")
    assert removal_csv.ok
    assert [int(r["n"]) for r in csv.DictReader(io.StringIO(removal_csv.text()))] == [n for n, *_ in boards]
    for name in (
        "records/chains.csv",
        "records/chain-games.csv",
        "records/removal-certificate.json.gz",
        "records/chains-certificate.json.gz",
    ):
        assert page.request.get(f"{site_url}{name}").ok, name
    assert axe_violations(page) == []


@pytest.fixture(params=SIZES, ids=[f"{w}x{h}" for w, h in SIZES])
def sized(request, shared_context):
    """A context of this window size (a phone's is touch), where axe-core can be injected (shared)."""
    width, height = request.param
    phone = width < 500
    options = {"viewport": {"width": width, "height": height}, "is_mobile": phone, "has_touch": phone}
    return shared_context(**options, bypass_csp=True), (width, height)


def test_each_chart_has_labelled_axes_and_a_legend_of_its_own_marks_at_every_size(sized, site_url):
    context, (width, height) = sized
    page = open_records(context.new_page(), site_url, with_factor_game())
    for chart in CHARTS:
        check_chart(page, chart)
    assert page.evaluate(NO_SIDEWAYS), "no sideways scroll"
    page.screenshot(path=f"/tmp/records-{width}x{height}.png", full_page=True)
    assert axe_violations(page) == []


def test_the_factor_game_is_shown_when_the_records_hold_it(axe_context, site_url):
    page = open_records(axe_context.new_page(), site_url, with_factor_game())
    assert page.is_visible("#factor") and page.is_visible("#factor-nav")
    boards = FACTOR_GAME["boards"]

    def who(margin: int) -> str:
        return "First player" if margin > 0 else "Second player" if margin < 0 else "Draw"

    assert cells(page, "factor-table") == [
        [f"1..{n}", who(m), str(m), ", ".join(map(str, best))] for n, m, best in boards
    ]
    kinds = ["first" if m > 0 else "second" if m < 0 else "draw" for _, m, _ in boards]
    assert marks(page, "factor") == kinds and {"first", "second", "draw"} <= set(kinds)
    facts = check_chart(page, "factor")
    assert "0" in facts["y"]["ticks"], "the zero line is marked"
    assert page.locator("#factor-chart .records-zero").count() == 1
    # The bars stand on the zero line: up for the first player, down for the second.
    zero = page.eval_on_selector("#factor-chart .records-zero", "l => l.y1.baseVal.value")
    bars = page.eval_on_selector_all(
        "#factor-chart rect[data-mark]",
        "rs => rs.map(r => [r.dataset.mark, r.y.baseVal.value, r.height.baseVal.value])",
    )
    for mark, y, h in bars:
        assert (abs(y + h - zero) < 0.02) if mark == "first" else (abs(y - zero) < 0.02), (mark, y, h, zero)
    wins = sum(m > 0 for _, m, _ in boards)
    summary = page.inner_text("#factor-summary")
    assert summary.startswith(
        f"Solved for every board from 1..2 to 1..63: with perfect play the first player wins {wins} of the 62 boards"
    )
    assert "largest prime on 62 of them" in summary
    assert "open question since 2015" in page.inner_text("#factor-new") and "1..63" in page.inner_text("#factor-new")
    with page.expect_download() as download:
        page.click("#factor-csv")
    assert download.value.suggested_filename == "factor-game.csv"
    rows = list(csv.DictReader(io.StringIO(Path(download.value.path()).read_text(encoding="utf-8"))))
    assert [
        (int(r["n"]), int(r["first_player_margin"]), [int(p) for p in r["best_first_picks"].split()]) for r in rows
    ] == [(n, m, best) for n, m, best in boards]
    assert axe_violations(page) == []


def test_the_charts_follow_their_box_when_the_window_changes(axe_context, site_url):
    page = open_records(axe_context.new_page(), site_url, with_factor_game())
    before = page.get_attribute("#chains-chart", "data-width")
    page.set_viewport_size({"width": 390, "height": 844})
    for _ in range(100):
        if page.get_attribute("#chains-chart", "data-width") != before:
            break
        page.wait_for_timeout(50)
    for chart in CHARTS:
        box = page.evaluate("id => document.getElementById(`${id}-chart`).getBoundingClientRect().width", chart)
        viewbox = page.evaluate("id => document.querySelector(`#${id}-chart svg`).viewBox.baseVal.width", chart)
        assert abs(box - viewbox) <= 1, chart
        check_chart(page, chart)
    assert page.evaluate(NO_SIDEWAYS)


ENGLISH = {
    "removal": ("N: the board is 2..N", "Who wins", {"First player wins", "Second player wins"}),
    "games": ("n: the range is 1..n (logarithmic scale)", "Opening rule", {"First player wins", "Second player wins"}),
    "factor": (
        "n: the board is 1..n",
        "First player's margin (points)",
        {"First player ahead (bar above 0)", "Second player ahead (bar below 0)", "Draw (on the 0 line)"},
    ),
    "chains": (
        "n: the range is 1..n",
        "Numbers in a longest chain",
        {"A longest chain of 1..n", "n / ln n, for comparison", "n above 200: published nowhere before"},
    ),
}


@pytest.fixture()
def phone_for_axe(shared_context):
    return shared_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, bypass_csp=True)


def test_the_records_speak_french_and_fit_a_phone(phone_for_axe, site_url):
    page = open_records(phone_for_axe.new_page(), site_url, with_factor_game(), "#lang=fr")
    assert page.evaluate("document.documentElement.lang") == "fr"
    for chart, (x, y, legend) in ENGLISH.items():
        facts = check_chart(page, chart)
        assert facts["x"]["label"] != x and facts["y"]["label"] != y, chart
        assert not {entry["text"] for entry in facts["legend"]} & legend, chart
    facts = {chart: chart_facts(page, chart) for chart in CHARTS}
    assert facts["removal"]["x"]["label"] == "N\u00a0: le plateau est 2..N"
    assert facts["games"]["x"]["label"] == "n\u00a0: l’intervalle est 1..n (échelle logarithmique)"
    assert facts["games"]["x"]["ticks"][-1] == "10\u202f000", "numbers as French writes them"
    assert facts["factor"]["y"]["label"] == "Écart du premier joueur (points)"
    assert [e["text"] for e in facts["removal"]["legend"]] == ["Le premier joueur gagne", "Le second joueur gagne"]
    assert "n / ln n, pour comparer" in [e["text"] for e in facts["chains"]["legend"]]
    assert page.inner_text("#removal-summary").startswith("Résolu pour chaque plateau")
    assert page.inner_text("#check-title") == "Comment le vérifier"
    assert page.inner_text("#factor-title") == "Jouer parfaitement au jeu des diviseurs"
    assert cells(page, "removal-table")[1][1] == "Second joueur"
    assert cells(page, "factor-table")[0][1] == "Premier joueur"
    assert page.evaluate(NO_SIDEWAYS)
    # The table of who wins each range is wider than a French phone: its right edge fades, a cue that
    # it scrolls sideways (a phone draws no scrollbar until one scrolls); scrolled to its end, the cue goes.
    games = page.locator(".table-scroll:has(#games-table)")
    assert games.evaluate("el => el.scrollWidth > el.clientWidth")
    page.evaluate(NEXT_FRAME)  # (each cue is set by a ResizeObserver, as its table is laid out)
    cut, cued = zip(
        *page.eval_on_selector_all(
            ".table-scroll", "els => els.map((el) => [el.scrollWidth > el.clientWidth, 'moreRight' in el.dataset])"
        ),
        strict=True,
    )
    assert cued == cut, "the cue on each table cut at its right edge, and on no other"
    edge, rest = right_fade(page, games)
    assert edge > 1 and rest <= 0.1, (edge, rest)  # (as bottom_fade is asserted)
    page.screenshot(path="/tmp/records-390x844-fr.png", full_page=True)
    games.evaluate("el => { el.scrollLeft = el.scrollWidth; }")
    expect(games).not_to_have_attribute("data-more-right", "")
    assert axe_violations(page) == []
