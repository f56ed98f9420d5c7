"""The Records page: the shipped records as a visitor sees them (charts, tables, downloads), in
English and French, on a phone, with nothing axe-core objects to."""
from __future__ import annotations

import csv
import io
import json
from pathlib import Path

import pytest
from test_web_fits import axe_context, axe_violations  # noqa: F401 (a fixture)

SHIPPED = json.loads((Path(__file__).parents[2] / "records" / "records.json").read_text(encoding="utf-8"))
IDLE = "body[data-idle=true]"


def open_records(page, site_url: str):
    page.goto(f"{site_url}records.html")
    page.wait_for_selector(IDLE, state="attached", timeout=60_000)
    return page


def cells(page, table: str) -> list[list[str]]:
    return page.eval_on_selector_all(f"#{table} tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))")


def test_every_record_is_shown_as_a_chart_and_a_table_with_its_data_to_download(axe_context, site_url, site_dist):
    precache = (site_dist / "sw.js").read_text(encoding="utf-8")
    assert '"./records.html"' in precache and '"./records/records.json"' in precache, "offline too"
    assert ".csv" not in precache and ".json.gz" not in precache, "downloads only: no visitor fetches them unasked"
    page = open_records(axe_context.new_page(), site_url)
    boards = SHIPPED["removal"]["boards"]
    shown = cells(page, "removal-table")
    assert [(r[0], r[1], r[2]) for r in shown] == [
        (f"2..{n}", "First player" if picks else "Second player", ", ".join(map(str, picks)) if picks else "none")
        for n, picks, _, _ in boards]
    bars = page.eval_on_selector_all("#removal-chart rect", "bars => bars.map(b => b.dataset.wins)")
    assert bars == ["true" if picks else "false" for _, picks, _, _ in boards]
    last = boards[-1][0]
    assert page.inner_text("#removal-summary").startswith(f"Solved for every board from 2..2 to 2..{last}:")
    assert "It took" in page.inner_text("#removal-how")

    chains = cells(page, "chains-table")
    assert [(r[0], int(r[1])) for r in chains] == [(f"1..{n}", length) for n, length, _, _ in SHIPPED["chains"]]
    assert len(page.query_selector_all("#chains-chart rect")) == len(SHIPPED["chains"])

    rows = SHIPPED["chain_games"]["rows"]
    games = cells(page, "games-table")
    assert len(games) == min(100, len(rows)) and games[0][0] == "1..1"
    page.fill("#games-from", "201")
    page.press("#games-from", "Enter")
    page.wait_for_selector('#games-table[data-from="201"]', state="attached")
    assert cells(page, "games-table")[0][0] == "1..201"
    assert page.input_value("#games-from") == "201"

    removal_csv = page.request.get(f"{site_url}records/removal.csv")
    assert removal_csv.ok
    parsed = list(csv.DictReader(io.StringIO(removal_csv.text())))
    assert [int(r["n"]) for r in parsed] == [n for n, _, _, _ in boards]
    for name in ("records/chains.csv", "records/chain-games.csv", "records/records.json",
                 "records/removal-certificate.json.gz", "records/chains-certificate.json.gz"):
        assert page.request.get(f"{site_url}{name}").ok, name
    assert axe_violations(page) == []


@pytest.fixture()
def french_phone(browser, guard_context):
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True,
                                  locale="fr-FR", service_workers="block", bypass_csp=True)
    guard = guard_context(context)
    yield context
    context.close()
    guard.check()


def test_the_records_speak_french_and_fit_a_phone(french_phone, site_url):
    page = open_records(french_phone.new_page(), site_url)
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.inner_text("#removal-summary").startswith("Résolu pour chaque plateau")
    assert page.inner_text("#check-title") == "Comment le vérifier"
    assert cells(page, "removal-table")[1][1] == "Second joueur"
    assert page.evaluate("document.scrollingElement.scrollWidth <= window.innerWidth")
    assert axe_violations(page) == []
