"""Multiples Removal on the 7x7 grid in Chromium: a whole game against the perfect computer on a
phone, by touch, its 49 numbers on the screen, the board where it was and the result in view."""

from __future__ import annotations

from playwright.sync_api import expect

from factorgames.solve.removal_table import FILES


def test_a_7x7_game_against_the_perfect_computer_by_touch(phone, make_app):
    # 2..49: the first player wins; the pupil takes the largest number left each time, a line no
    # table holds, and the computer (second) wins all the same.
    fetched: list[str] = []
    phone.on("requestfinished", lambda request: fetched.append(request.url))
    app = make_app(phone.new_page()).open("game=multiples-removal&grid=7&without-one&vs=perfect&first=1")
    page = app.page
    # The table is loaded while the pupil looks at the board, not on the first move.
    assert sum(url.endswith(FILES[False]) for url in fetched) == 1, "the table, fetched once, before any pick"
    assert app.numbers() == list(range(1, 50)) and 1 not in app.numbers("legal")
    board = page.locator("#board").bounding_box()
    assert board is not None and board["x"] >= 0 and board["x"] + board["width"] <= 390
    board["y"] += page.evaluate("scrollY")  # on the page: the end's review may scroll it into view
    while not app.over():
        before = app.renders()
        page.locator(f'#board button[data-number="{max(app.numbers("legal"))}"]').tap()
        app.wait_after(before)
    assert app.status().startswith("Computer wins")
    expect(page.get_by_test_id("status")).to_be_in_viewport()
    end = page.locator("#board").bounding_box()
    assert end is not None and {**end, "y": end["y"] + page.evaluate("scrollY")} == board, "the board did not move"


def test_the_7x7_tables_are_kept_offline_once_fetched_never_precached(site_dist):
    """The worker fetches a table only when a 7x7 game needs it; the service worker does not
    precache them (no visitor downloads 0.7 MB unasked) but keeps one once fetched, so that 7x7
    games play offline after one online (tests/e2e/test_web_robustness.py plays it)."""
    sw = (site_dist / "sw.js").read_text(encoding="utf-8")
    # Kept once fetched: the service worker has its hash (it serves only what it can check); not precached.
    precache, hashed = sw[sw.index("const PRECACHE") : sw.index("const SHA256")], sw[sw.index("const SHA256") :]
    for name in FILES.values():
        assert (site_dist / name).is_file()
        assert f'"./{name}"' not in precache and f'"./{name}"' in hashed
