"""The classroom pages in Chromium: a puzzle played on the board (a wrong move refuted on the
board, the hints, the solution, the streak kept on the device), the puzzle of the day the same in
two browsers, by touch on a phone, axe-clean; the worksheet printed to PDF; the SCORM package run
inside a page that provides a learning platform's runtime API."""

from __future__ import annotations

import shutil
import threading
import unicodedata
import zipfile
from datetime import date
from functools import partial

import pytest
from pixels import png_pixels
from test_web_fits import axe_violations

from factorgames.page.puzzles_page import daily
from factorgames.puzzles.table import PUZZLES

IDLE = "body[data-idle=true]"


def open_puzzle(page, site_url: str, hash_: str = ""):
    page.goto(f"{site_url}puzzles.html" + (f"#{hash_}" if hash_ else ""))
    page.wait_for_selector("#puzzle:not([hidden])", timeout=60_000)
    page.wait_for_selector(IDLE, state="attached")
    return page


def act(page, do) -> None:
    """Do something that asks the engine, and wait for its answer to be drawn."""
    before = page.get_attribute("body", "data-renders")
    do()
    page.wait_for_selector(f'{IDLE}:not([data-renders="{before}"])', state="attached", timeout=30_000)


def chain_text(page) -> str:
    return page.inner_text("#puzzle-chain")


def test_a_puzzle_on_the_board_refutes_a_wrong_move_then_is_solved_and_the_streak_is_kept(axe_context, site_url):
    puzzle = next(p for p in PUZZLES if p.k == 2 and p.game == "factor-chain-challenge")
    position = puzzle.position()
    wrong = next(n for n in position.legal_moves() if n not in puzzle.line[:1])
    page = open_puzzle(axe_context.new_page(), site_url, f"id={puzzle.id}")
    assert page.get_attribute("#puzzle", "data-id") == puzzle.id
    # The heading names the puzzle; the words under it say what it asks, without saying its name again.
    assert page.inner_text("#puzzle-title").startswith("Win in 2 moves")
    assert page.inner_text("#puzzle-task") == "Win within 2 of your moves, whatever your opponent answers."
    assert axe_violations(page) == []

    act(page, lambda: page.click(f'#puzzle-board button[data-number="{wrong}"]'))
    assert page.get_attribute("#puzzle", "data-state") == "wrong"
    assert page.get_attribute(f'#puzzle-board button[data-number="{wrong}"]', "data-hint") == "lose"
    reply = int(page.eval_on_selector("#puzzle-board button[data-state=current]", "b => b.dataset.number"))
    assert f"After {wrong}, your opponent answers {reply}" in page.inner_text(
        "#puzzle-message"
    ) or f"{wrong} wins too" in page.inner_text("#puzzle-message")
    assert page.is_visible("#puzzle-retry") and axe_violations(page) == []

    act(page, lambda: page.click("#puzzle-retry"))
    assert page.get_attribute("#puzzle", "data-state") == "solving"
    assert page.get_attribute("#puzzle-board button[data-state=current]", "data-number") == str(position.current)
    act(page, lambda: page.click("#puzzle-hint-button"))
    assert page.inner_text("#puzzle-hint")
    act(page, lambda: page.click("#puzzle-hint-button"))
    assert page.eval_on_selector_all("#puzzle-board button[data-hint=win]", "bs => bs.map(b => b.dataset.number)") == [
        str(puzzle.line[0])
    ]
    # By keyboard: the board's one tab stop is the hinted number; Enter picks it.
    page.focus(f'#puzzle-board button[data-number="{puzzle.line[0]}"]')
    act(page, lambda: page.keyboard.press("Enter"))
    assert f"answers {puzzle.line[1]}" in page.inner_text("#puzzle-message")
    act(page, lambda: page.click(f'#puzzle-board button[data-number="{puzzle.line[2]}"]'))
    assert page.get_attribute("#puzzle", "data-state") == "solved"
    assert page.inner_text("#puzzle-message").startswith("Solved")
    assert "first try: 0" in page.inner_text("#puzzle-streak")  # a wrong move and hints: no streak

    # The next puzzle, solved at the first try: the streak counts it, and the device keeps it.
    act(page, lambda: page.click("#puzzle-next"))
    following = next(p for p in PUZZLES if p.id == page.get_attribute("#puzzle", "data-id"))
    for i in range(0, len(following.line), 2):
        act(page, lambda n=following.line[i]: page.click(f'#puzzle-board button[data-number="{n}"]'))
    assert page.get_attribute("#puzzle", "data-state") == "solved"
    assert "first try: 1 (best: 1)" in page.inner_text("#puzzle-streak")
    assert page.evaluate("location.hash") == f"#id={following.id}"
    page.reload()
    page.wait_for_selector("#puzzle:not([hidden])")
    page.wait_for_selector(IDLE, state="attached")
    assert page.get_attribute("#puzzle", "data-id") == following.id
    assert "first try: 1 (best: 1)" in page.inner_text("#puzzle-streak")


def test_the_puzzle_of_the_day_is_the_same_in_two_browsers_and_plays_by_touch(context, phone, site_url):
    today = daily(date.today().isoformat())
    desk = open_puzzle(context.new_page(), site_url)
    touch = open_puzzle(phone.new_page(), site_url)
    assert desk.get_attribute("#puzzle", "data-id") == touch.get_attribute("#puzzle", "data-id") == today.id
    assert desk.is_visible("#puzzle-daily") and touch.evaluate("location.hash") == f"#id={today.id}"
    act(touch, lambda: touch.tap(f'#puzzle-board button[data-number="{today.line[0]}"]'))
    solved = touch.get_attribute("#puzzle", "data-state") == "solved"
    assert solved or (today.k and f"answers {today.line[1]}" in touch.inner_text("#puzzle-message"))
    box = touch.locator("#puzzle-board button").first.bounding_box()
    assert box["width"] >= 34  # a number is at least 34 px on a phone


def pdf_pages(pdf: bytes) -> list[tuple[tuple[int, int], str]]:
    """Each page of a PDF: its size in points and its text."""
    import io

    from pypdf import PdfReader

    return [
        ((round(float(p.mediabox.width)), round(float(p.mediabox.height))), p.extract_text())
        for p in PdfReader(io.BytesIO(pdf)).pages
    ]


def check_printed_sheet(pdf: bytes, sheet: dict, size: tuple[int, int]) -> int:
    """The sheet printed: every page of the paper's size; each puzzle whole on one page (its board's
    every row under its heading); every page of puzzles with the name line (a page that comes apart
    still says whose it is); the answer key alone on the last page. Returns the page count."""
    pages = pdf_pages(pdf)
    assert {s for s, _ in pages} == {size}
    *questions, (_, key) = pages
    assert key.startswith(sheet["key_title"]) and "Puzzle " not in key
    assert [text.count(sheet["name_line"]) for _, text in questions] == [1] * len(questions)
    assert sheet["name_line"] not in key
    listed = " ".join(unicodedata.normalize("NFKC", key.split("\n", 1)[1]).split())  # a long answer wraps
    assert listed == " ".join(
        f"{n}. {item['answer']} ({item['theme']})" for n, item in enumerate(sheet["items"], start=1)
    )
    board = "\n".join(" ".join(str(n) for n in range(row, row + 10)) for row in range(1, 101, 10))
    for item in sheet["items"]:
        heading = f"Puzzle {item['number']}\n"
        holding = [text for _, text in questions if heading in text]
        assert len(holding) == 1, f"{heading!r} on {len(holding)} pages"
        after = holding[0].split(heading, 1)[1].split("Puzzle ", 1)[0]
        assert board in after, f"the board of {heading!r} is cut"
        # its answer's lines after the board, each with its words: k of them for a win in k
        words = unicodedata.normalize("NFKC", after.split(board, 1)[1])  # the PDF's "ﬁ" is "fi"
        for line in item["answer_lines"]:
            assert line in words, f"{line!r} missing under {heading!r}"
            words = words.split(line, 1)[1]
    assert all("Answer key" not in text for _, text in questions)
    return len(pages)


def pixel_at(shot: tuple[dict, int, list[bytes]], x: float, y: float) -> tuple[int, ...]:
    """The colour at the page's point (x, y) in a screenshot of an element whose box is `shot[0]`."""
    origin, size, rows = shot
    at = round(x - origin["x"]) * size
    return tuple(rows[round(y - origin["y"])][at : at + 3])


def luminance(rgb: tuple[int, ...]) -> float:
    def channel(c: int) -> float:
        c8 = c / 255
        return c8 / 12.92 if c8 <= 0.04045 else ((c8 + 0.055) / 1.055) ** 2.4

    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, ...], b: tuple[int, ...]) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def check_marks_in_black_and_white(page, sheet: dict) -> None:
    """With print media emulated, the marks on the boards read without colour, as the legend says:
    every used number shaded and struck through by a slash that leaves its digits clear (the digits'
    centre, its number hidden, shows the shade alone, and the digits' grey against it has a contrast
    of at least 4.5), each current number circled in a thick line and bold, the open ones plain."""
    import re

    assert page.inner_text(".ws-legend") == sheet["legend"]
    assert "slash" in sheet["legend"] and "Circled" in sheet["legend"]

    def rgb(css: str) -> tuple[int, ...]:
        values = tuple(round(float(v)) for v in re.findall(r"[\d.]+", css))
        assert len(values) == 3 or values[3] == 1, f"{css} is not opaque"
        return values[:3]

    # the marks (shade and slash) are backgrounds: printed only because the cells ask for it
    assert page.eval_on_selector_all(
        ".ws-cell",
        "cells => cells.every(c => getComputedStyle(c).getPropertyValue('print-color-adjust') === 'exact')",
    )
    current = page.eval_on_selector_all(
        ".ws-cell[data-mark=current]",
        "cells => cells.map(c => [getComputedStyle(c).borderRadius, parseFloat(getComputedStyle(c).borderTopWidth),"
        " getComputedStyle(c).fontWeight, parseFloat(getComputedStyle(c.parentElement.querySelector('[data-mark=open]'))"
        ".borderTopWidth)])",
    )
    assert current and all(r == "50%" and w >= 2 * plain and int(weight) >= 700 for r, w, weight, plain in current)
    # every number inside its cell, every cell inside its board
    assert page.eval_on_selector_all(
        ".ws-board",
        """boards => boards.every(b => [...b.children].every(c => {
          const [box, cell, n] = [b, c, c.firstElementChild].map(e => e.getBoundingClientRect());
          const within = (a, o) => a.left >= o.left - 0.5 && a.right <= o.right + 0.5 && a.top >= o.top - 0.5
            && a.bottom <= o.bottom + 0.5;
          return within(cell, box) && within(n, cell);
        }))""",
    )
    used_seen = 0
    for board in page.query_selector_all(".ws-board"):
        cells = board.query_selector_all(".ws-cell[data-mark=used]")
        if not cells:
            continue
        board.scroll_into_view_if_needed()  # whole in view: the screenshot moves nothing
        colours = [(rgb(c.eval_on_selector(".ws-n", "n => getComputedStyle(n).color")), c) for c in cells]
        # the digits hidden, what is drawn under them
        board.eval_on_selector_all(".ws-n", "ns => ns.forEach(n => { n.style.color = 'transparent'; })")
        shot = (board.bounding_box(), *png_pixels(board.screenshot()))
        board.eval_on_selector_all(".ws-n", "ns => ns.forEach(n => { n.style.color = ''; })")
        pixel = partial(pixel_at, shot)

        for text, cell in colours:
            digits, square = cell.query_selector(".ws-n").bounding_box(), cell.bounding_box()
            cx, cy = digits["x"] + digits["width"] / 2, digits["y"] + digits["height"] / 2
            # nothing drawn over the digits: the page's own hit test finds the number at its centre
            assert cell.evaluate(
                "(c, [x, y]) => document.elementFromPoint(x, y) === c.querySelector('.ws-n')", [cx, cy]
            )
            shade = pixel(cx, cy)
            around = {
                pixel(cx + dx * digits["width"] / 4, cy + dy * digits["height"] / 4)
                for dx in (-1, 0, 1)
                for dy in (-1, 0, 1)
            }
            assert around == {shade}, f"the slash crosses {cell.inner_text()}'s digits"
            assert shade != (255, 255, 255) and min(shade) >= 180, f"{cell.inner_text()} is not lightly shaded"
            assert contrast(text, shade) >= 4.5, (cell.inner_text(), text, shade)
            # the slash: dark on the cell's diagonal from its lower-left corner, beyond the digits
            x0, y1 = square["x"] + square["width"] * 0.15, square["y"] + square["height"] * 0.85
            assert min(luminance(pixel(x0 + d, y1 + d)) for d in (-1, 0, 1)) < 0.2, f"no slash in {cell.inner_text()}"
            used_seen += 1
        for cell in board.query_selector_all(".ws-cell[data-mark=open]")[:5]:
            square = cell.bounding_box()
            assert pixel(square["x"] + square["width"] * 0.15, square["y"] + square["height"] * 0.85) == (255, 255, 255)
    assert used_seen >= 5


def test_a_worksheet_prints_on_a4_and_letter_with_its_key_on_its_own_page(axe_context, site_url):
    from factorgames.page.worksheet_page import view as sheet_view

    context = axe_context
    page = context.new_page()
    page.goto(f"{site_url}worksheet.html")
    page.wait_for_selector("#ws-setup:not([hidden])", timeout=60_000)
    page.wait_for_selector(IDLE, state="attached")
    # The teacher picks the game, the difficulty and the count.
    act(page, lambda: page.select_option("#ws-game", "juniper-green"))
    act(page, lambda: page.select_option("#ws-level", "any"))
    page.fill("#ws-count", "6")
    act(page, lambda: page.press("#ws-count", "Enter"))
    address = page.evaluate("location.hash")
    assert address == "#game=juniper-green&level=any&count=6&sheet=1&paper=a4"
    sheet = sheet_view(address[1:])
    ids = page.eval_on_selector_all(".ws-item", "items => items.map(i => i.dataset.id)")
    assert ids == [item["id"] for item in sheet["items"]]
    assert axe_violations(page) == []
    a4_pages = check_printed_sheet(page.pdf(prefer_css_page_size=True), sheet, (595, 842))
    assert a4_pages == 3  # four puzzles, then two, then the key

    # The address makes the same sheet again; on Letter paper too.
    other = context.new_page()
    other.goto(f"{site_url}worksheet.html{address.replace('paper=a4', 'paper=letter')}")
    other.wait_for_selector("#ws-setup:not([hidden])", timeout=60_000)
    other.wait_for_selector(IDLE, state="attached")
    assert other.eval_on_selector_all(".ws-item", "items => items.map(i => i.dataset.id)") == ids
    assert check_printed_sheet(other.pdf(prefer_css_page_size=True), sheet, (612, 792)) >= a4_pages
    other.close()

    # NRICH's medium sheet has puzzles of one move, a win in 2 and a win in 3: printed at A4's width
    # (794 px), each has as many lines to write on as moves to find, each line under the one before
    # with room to write, inside its puzzle.
    page.set_viewport_size({"width": 794, "height": 1123})
    act(page, lambda: page.evaluate("location.hash = 'game=nrich&level=2&count=4&sheet=1&paper=a4'"))
    sheet = sheet_view(page.evaluate("location.hash")[1:])
    assert sorted(len(item["answer_lines"]) for item in sheet["items"]) == [1, 2, 2, 3]
    page.emulate_media(media="print")
    for item, box in zip(sheet["items"], page.query_selector_all(".ws-item"), strict=True):
        assert (
            box.query_selector_all(".ws-answer-words")
            and [w.inner_text().strip() for w in box.query_selector_all(".ws-answer-words")] == item["answer_lines"]
        )
        outer, above = box.bounding_box(), box.query_selector(".ws-board").bounding_box()
        rule_above = above["y"] + above["height"]
        for line in (w.bounding_box() for w in box.query_selector_all(".ws-write")):
            rule = line["y"] + line["height"]  # the line written on (the box's lower border)
            assert line["width"] >= 90  # about 25 mm: a move, or a reply and a move
            assert rule - rule_above >= 26  # about 7 mm: a handwritten line's height
            assert outer["x"] <= line["x"] and line["x"] + line["width"] <= outer["x"] + outer["width"]
            assert rule <= outer["y"] + outer["height"]
            rule_above = rule
    check_printed_sheet(page.pdf(prefer_css_page_size=True), sheet, (595, 842))
    check_marks_in_black_and_white(page, sheet)


LMS_PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A learning platform</title>
<script src="scorm12.min.js"></script><script src="lms.js"></script></head>
<body><iframe id="sco" title="Activity" src="package/scorm.html" width="1000" height="720"></iframe></body></html>
"""
LMS_SCRIPT = "window.API = new Scorm12API({ logLevel: 5, autocommit: false });\n"
"""The platform's side of the SCORM 1.2 runtime: scorm-again (pinned in package.json, dev only)."""


@pytest.fixture()
def lms(site_dist, tmp_path):
    """A local learning platform: serve(address) unzips the address's SCORM package beside a page
    that provides the runtime API (scorm-again) and returns that page's address."""
    from sitebuild.paths import ROOT
    from sitebuild.scorm import activity, write_package
    from sitebuild.serve import make_server

    (tmp_path / "lms.html").write_text(LMS_PAGE, encoding="utf-8")
    (tmp_path / "lms.js").write_text(LMS_SCRIPT, encoding="utf-8")
    (tmp_path / "favicon.ico").write_bytes(b"")  # the browser asks the platform's page for one
    shutil.copy2(ROOT / "node_modules" / "scorm-again" / "dist" / "scorm12.min.js", tmp_path / "scorm12.min.js")
    httpd = make_server(tmp_path, 0, quiet=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()

    def serve(address: str) -> str:
        package = tmp_path / "package"
        shutil.rmtree(package, ignore_errors=True)
        write_package(activity(address), tmp_path / "package.zip", site_dist)
        with zipfile.ZipFile(tmp_path / "package.zip") as zipped:
            zipped.extractall(package)
        return f"http://127.0.0.1:{httpd.server_address[1]}/"

    yield serve
    httpd.shutdown()
    httpd.server_close()


def recorded(page) -> dict:
    return page.evaluate(
        "({status: API.cmi.core.lesson_status, score: API.cmi.core.score.raw, max: API.cmi.core.score.max})"
    )


def test_a_scorm_game_reports_the_win_to_the_platform(context, lms):
    base = lms("embed.html#game=factor-chain-challenge&vs=perfect&moves=6,3")
    page = context.new_page()
    page.goto(f"{base}lms.html")
    sco = page.frame_locator("#sco")
    game = sco.frame_locator("#scorm-frame")
    game.locator("body[data-ready=true][data-idle=true]").wait_for(state="attached", timeout=60_000)
    assert sco.locator("body").get_attribute("data-lms") == "found"
    assert recorded(page)["status"] == "incomplete"
    game.locator('#board button[data-number="9"]').click()  # the win in two: 9, the computer's 1, then 7
    game.locator('#board button[data-number="1"][data-state="current"]').wait_for(state="attached")
    game.locator("body[data-idle=true]").wait_for(state="attached")
    game.locator('#board button[data-number="7"]').click()
    sco.locator('body[data-reported="100:passed"]').wait_for(state="attached")
    assert recorded(page) == {"status": "passed", "score": "100", "max": "100"}


def test_a_scorm_puzzle_set_reports_puzzles_solved_out_of_n_and_plays_without_a_platform(context, lms):
    base = lms("puzzles.html#game=factor-chain-challenge&count=2")
    first, second = [p for p in PUZZLES if p.game == "factor-chain-challenge"][:2]
    page = context.new_page()
    page.goto(f"{base}lms.html")
    sco = page.frame_locator("#sco")
    puzzles = sco.frame_locator("#scorm-frame")
    for puzzle in (first, second):
        puzzles.locator(f'#puzzle[data-id="{puzzle.id}"][data-state="solving"]').wait_for(timeout=60_000)
        for i in range(0, len(puzzle.line), 2):
            puzzles.locator("body[data-idle=true]").wait_for(state="attached")
            puzzles.locator(f'#puzzle-board button[data-number="{puzzle.line[i]}"]').click()
        puzzles.locator('#puzzle[data-state="solved"]').wait_for()
        if puzzle is first:
            sco.locator('body[data-reported="50:incomplete"]').wait_for(state="attached")
            assert recorded(page)["score"] == "50"
            puzzles.locator("#puzzle-next").click()
    sco.locator('body[data-reported="100:passed"]').wait_for(state="attached")
    assert recorded(page)["status"] == "passed"

    alone = context.new_page()  # the package opened without a platform: it plays as anywhere
    alone.goto(f"{base}package/scorm.html")
    frame = alone.frame_locator("#scorm-frame")
    frame.locator(f'#puzzle[data-id="{first.id}"]').wait_for(timeout=60_000)
    assert alone.locator("body").get_attribute("data-lms") == "none"
