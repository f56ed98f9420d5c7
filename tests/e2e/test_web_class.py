"""The Class page, as a teacher and two pupils use it on three devices: an assignment made and
handed out by link and QR code, played on a phone and a tablet, results collected by link and by
pasting, each replayed by the engine (an edited one is not verified), the table and its CSV."""

from __future__ import annotations

import contextlib
import csv
import io
import random
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlsplit

import pytest
from conftest import NO_SIDEWAYS
from test_web_fits import axe_violations

from factorgames.classroom.assignment import Assignment
from factorgames.classroom.result import Result
from factorgames.play.players import choose_move
from factorgames.puzzles.table import PUZZLES
from factorgames.transcript import decode


def read_qr(page, selector: str) -> str:
    """The text of the QR code on the page, as a phone's camera reads it."""
    with tempfile.TemporaryDirectory() as tmp:
        shot = Path(tmp) / "qr.png"
        page.locator(selector).screenshot(path=str(shot))
        out = subprocess.run(
            ["zbarimg", "--quiet", "--raw", str(shot)], check=False, capture_output=True, text=True, timeout=30
        )
    assert out.returncode == 0, out.stderr
    return out.stdout.strip()


def in_view(page, selector: str) -> None:
    """The element is in the viewport and nothing covers its centre."""
    box = page.locator(selector).bounding_box()
    assert box, selector
    view = page.viewport_size
    assert 0 <= box["x"] and box["x"] + box["width"] <= view["width"] + 1, (selector, box)
    assert 0 <= box["y"] and box["y"] + box["height"] <= view["height"] + 1, (selector, box)
    centre = "el => { const r = el.getBoundingClientRect(); return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); }"
    assert page.locator(selector).evaluate(centre), f"{selector} is covered"


def wait_class(page, mode: str) -> None:
    page.wait_for_selector(f"body[data-mode={mode}][data-idle=true]", state="attached", timeout=60_000)


def game_record(page):
    keys = dict(parse_qsl(urlsplit(page.url).fragment))
    return decode("&".join(f"{k}={v}" for k, v in keys.items() if k not in ("task", "lang", "id")))


def play_task(page, make_app, choose, *, touch: bool = True) -> str:
    """Play the task's game on the game page to its end by tapping the board, the pupil's moves
    from `choose(position)`; returns the status the pupil reads at the end."""
    app = make_app(page)
    app.wait_ready()
    for _ in range(60):
        if app.over():
            return app.status()
        play_move(page, app, choose, touch=touch)
    raise AssertionError("the game did not end")


def play_move(page, app, choose, *, touch: bool = True) -> None:
    """The pupil's next move on the game page, `choose(position)`, tapped on the board (or clicked),
    and the page's answer to it awaited."""
    record = game_record(page)
    position = record.setup.rules.initial_position()
    for n in record.moves:
        position = position.play(n)
    before = app.renders()
    cell = page.locator(f'#board button[data-number="{choose(position)}"]')
    cell.tap() if touch else cell.click()
    app.wait_after(before)


def perfect(position) -> int:
    return choose_move(position, "perfect", random.Random(0))


def weakest(position) -> int:
    return max(position.legal_moves())  # 10 first on 1..10: a prime's partner, a quick loss


@pytest.fixture()
def tablet(shared_context):
    return shared_context(viewport={"width": 768, "height": 1024}, has_touch=True)


def test_a_class_made_played_on_two_devices_and_collected(axe_context, phone, tablet, make_app, site_url):
    teacher = axe_context.new_page()
    teacher.goto(site_url + "class.html")
    wait_class(teacher, "teacher")
    teacher.fill("#class-title", "Year 7 factors")
    rows = teacher.locator(".class-task-row")
    rows.nth(0).locator("[data-field=game]").select_option("factor-chain-challenge")
    rows.nth(0).locator("[data-field=level]").select_option("easy")
    rows.nth(0).locator("[data-field=goal]").select_option("win2")  # the seat perfect play wins
    teacher.click("#class-add-task")
    rows.nth(1).locator("[data-field=game]").select_option("longest-chain")
    assert rows.nth(1).locator("[data-field=level]").is_hidden(), "a chain has no computer"
    rows.nth(1).locator("[data-field=target]").fill("5")
    teacher.click("#class-make")
    teacher.wait_for_selector("#class-made:not([hidden])")
    link = teacher.input_value("#class-made-link")
    assert read_qr(teacher, "#class-made-qr") == link
    assert teacher.locator("#class-made-tasks li").all_inner_texts() == [
        "Factor Chain Challenge on 1 to 10, against the easy computer: win, moving second.",
        "Longest Chain Challenge on 1 to 100: a chain of 5 numbers or more.",
    ]
    assert axe_violations(teacher) == []
    teacher.click("#class-made-open")  # the teacher looks at it as a pupil will
    wait_class(teacher, "pupil")
    assert teacher.locator(".class-task-mark").all_inner_texts() == ["Not started.", "Not started."]
    assert axe_violations(teacher) == []

    results = {}
    for name, context, choose in (("Ada", phone, perfect), ("Bo", tablet, weakest)):
        pupil = context.new_page()
        pupil.goto(link)
        wait_class(pupil, "pupil")
        in_view(pupil, ".class-pupil-task >> nth=0 >> a")
        pupil.locator(".class-pupil-task >> nth=0 >> a").tap()
        seen = play_task(pupil, make_app, choose)
        in_view(pupil, "#class-back")
        pupil.locator("#class-back").tap()
        wait_class(pupil, "pupil")
        if name == "Ada":
            pupil.locator(".class-pupil-task >> nth=1 >> a").tap()
            make_app(pupil).wait_ready()
            for n in (3, 9, 1, 7, 14):
                make_app(pupil).click(n)
            pupil.locator("#class-back").tap()
            wait_class(pupil, "pupil")
        marks = pupil.locator(".class-task-mark").all_inner_texts()
        assert marks[0].startswith("Won" if seen.startswith("You win") else "Lost"), (seen, marks)
        pupil.fill("#class-name", name)
        pupil.locator("#class-name-form button").tap()
        pupil.wait_for_selector("#class-result:not([hidden])")
        results[name] = pupil.input_value("#class-result-link")
        assert read_qr(pupil, "#class-result-qr") == results[name]
        in_view(pupil, "#class-result-copy")
        if name == "Ada":  # perfect play wins 1..10 moving second
            assert marks[0].startswith("Won") and marks[1] == "A chain of 5 numbers.", marks
        results[name + " marks"] = marks

    teacher.goto(results["Ada"])  # a result link opened on the teacher's device
    wait_class(teacher, "teacher")
    assert "#r=" not in teacher.url, "the result is kept, the address is the teacher's page again"
    teacher.fill("#class-paste", f"Bo's result: {results['Bo']}\n")
    teacher.click("#class-collect button[type=submit]")
    teacher.wait_for_selector(".class-table tbody tr >> nth=1")
    assert teacher.inner_text("#class-message") == "1 result added."

    # A result edited to claim a win: Bo's moves with the last computer move changed.
    bo = Result.from_code(results["Bo"].split("#r=")[1].split("&")[0])
    moves = bo.moves[0]
    assignment = bo.assignment
    forged = Result("Mallory", assignment, (moves[:1] + (moves[1] % 10 + 1,) + moves[2:], None))
    teacher.fill("#class-paste", "class.html#r=" + forged.code())
    teacher.click("#class-collect button[type=submit]")
    teacher.wait_for_selector(".class-table tbody tr >> nth=2")

    table = teacher.locator(".class-table-card").first
    rows = table.locator("tbody tr")
    text = {r.locator("th").inner_text(): [c.inner_text() for c in r.locator("td").all()] for r in rows.all()}
    assert text["Ada"][:2] == results["Ada marks"] and text["Ada"][2] == "2"
    assert text["Bo"][0] == results["Bo marks"][0] and text["Bo"][1] == "Not started."
    assert text["Mallory"][0].startswith("Not verified")
    assert table.locator("tbody tr.class-unverified th").all_inner_texts() == ["Mallory"]
    sheet = teacher.evaluate("a => fetch(a.href).then(r => r.text())", table.locator("a[download]").element_handle())
    assert list(csv.reader(io.StringIO(sheet)))[1:] == [
        [name, *cells[:2], cells[2], "", "no" if name == "Mallory" else "yes", ""] for name, cells in text.items()
    ]
    assert all(cells[3] == "0" for cells in text.values()), "no help was used"
    assert axe_violations(teacher) == []


def y4m_of(modules: list[list[bool]], path: Path, width: int = 640, height: int = 480) -> None:
    """A one-frame Y4M video (what Chromium's fake camera plays) of a QR code's modules (True: dark),
    black on white with a quiet zone, as large as the frame allows."""
    size = len(modules) + 8
    scale = min(width, height) // size
    left, top = (width - size * scale) // 2 + 4 * scale, (height - size * scale) // 2 + 4 * scale
    luma = bytearray([235]) * (width * height)
    for y, row in enumerate(modules):
        for x, dark in enumerate(row):
            if dark:
                for dy in range(scale):
                    start = (top + y * scale + dy) * width + left + x * scale
                    luma[start : start + scale] = bytes([16]) * scale
    chroma = bytes([128]) * (width * height // 4)
    header = f"YUV4MPEG2 W{width} H{height} F10:1 Ip A1:1 C420jpeg\n".encode()
    path.write_bytes(header + b"FRAME\n" + bytes(luma) + chroma + chroma)


QR_MODULES = """canvas => {
  const data = canvas.getContext("2d").getImageData(0, 0, canvas.width, canvas.height).data;
  return Array.from({ length: canvas.height }, (_, y) =>
    Array.from({ length: canvas.width }, (_, x) => {
      const at = (y * canvas.width + x) * 4; // lean-qr leaves light modules transparent
      return data[at + 3] > 127 && data[at] < 128;
    }));
}"""


@contextlib.contextmanager
def camera_context(
    browser_type, launch_args: dict, guard_context, video: Path, site_url: str, seed: Callable[[Any], None]
) -> Iterator[Any]:
    """A 1024x768 context of a browser of its own whose camera (Chromium's fake one, allowed for the
    site) plays `video`, seeded (`seed`: conftest's seed_device) as the teacher's device that visited
    the site before; checked by the guard, and closed with its browser after the block."""
    camera_args = ["--use-fake-device-for-media-stream", "--use-fake-ui-for-media-stream"]
    launch = {**launch_args, "args": [*launch_args.get("args", []), *camera_args]}
    launch["args"].append(f"--use-file-for-fake-video-capture={video}")
    browser = browser_type.launch(**launch)
    try:
        camera = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="block")
        camera.grant_permissions(["camera"], origin=site_url.rstrip("/").rsplit("/", 1)[0])
        seed(camera)
        guard = guard_context(camera)
        yield camera
        camera.close()
        guard.check()
    finally:
        browser.close()


def test_the_teachers_camera_reads_a_pupils_result(
    context, browser_type, browser_type_launch_args, guard_context, seed_device, make_app, site_url, tmp_path
):
    """A pupil's result shown as a QR code on the pupil's screen, read by the teacher's camera
    (Chromium's fake camera playing a picture of it; jsQR decodes it, Chromium on Linux having no
    BarcodeDetector): the table shows the pupil's game, verified."""
    teacher_site = context.new_page()
    teacher_site.goto(site_url + "class.html")
    wait_class(teacher_site, "teacher")
    rows = teacher_site.locator(".class-task-row")
    rows.nth(0).locator("[data-field=game]").select_option("factor-chain-challenge")
    rows.nth(0).locator("[data-field=goal]").select_option("win2")
    teacher_site.click("#class-add-task")  # and a puzzle of the same game
    rows.nth(1).locator("[data-field=game]").select_option("factor-chain-challenge")
    rows.nth(1).locator("[data-field=goal]").select_option("puzzles")
    assert rows.nth(1).locator("[data-field=level]").is_hidden()
    rows.nth(1).locator("[data-field=target]").fill("2")
    teacher_site.click("#class-make")
    teacher_site.wait_for_selector("#class-made:not([hidden])")
    pupil = context.new_page()
    pupil.goto(teacher_site.input_value("#class-made-link"))
    wait_class(pupil, "pupil")
    pupil.locator(".class-pupil-task >> nth=0 >> a").click()
    status = play_task(pupil, make_app, perfect, touch=False)
    pupil.locator("#class-back").click()
    wait_class(pupil, "pupil")
    pupil.locator(".class-pupil-task >> nth=1 >> a").click()  # the puzzles, on the puzzles page
    pupil.wait_for_selector("#puzzle:not([hidden])", timeout=60_000)
    # The first puzzle, then "Next puzzle": the task's second (it had been the game's next puzzle,
    # which the task did not count). A hint shown in the second, then the page reloaded (the hint
    # gone from the page) before it is solved: the hint stays recorded (it had left no trace).
    for k in range(2):
        if k == 1:
            before = pupil.get_attribute("body", "data-renders")
            pupil.locator("#puzzle-hint-button").click()
            pupil.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")
            assert pupil.locator("#puzzle-hint").is_visible()
            pupil.reload()
            pupil.wait_for_selector("#puzzle:not([hidden])", timeout=60_000)
            pupil.wait_for_selector("body[data-idle=true]", state="attached")
            assert pupil.locator("#puzzle-hint").is_hidden()
            in_view(pupil, "#puzzle-help-note")  # the hint gone from the page is still said recorded
            assert pupil.inner_text("#puzzle-help-note") == "Help used in this puzzle: a level 1 hint."
            assert pupil.locator("#puzzle-play").is_hidden()  # the game page's help: once it is solved
        puzzle = {p.id: p for p in PUZZLES}[dict(parse_qsl(urlsplit(pupil.url).fragment))["id"]]
        for n in puzzle.line[::2]:  # the pupil's moves; the defence answers in between
            before = pupil.get_attribute("body", "data-renders")
            pupil.locator(f'#puzzle-board button[data-number="{n}"]').click()
            pupil.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")
        assert pupil.get_attribute("#puzzle", "data-state") == "solved"
        assert pupil.locator("#puzzle-play").is_visible()
        assert pupil.inner_text("#class-back") == "Back to the assignment"
        before = pupil.get_attribute("body", "data-renders")
        pupil.locator("#puzzle-next").click()
        pupil.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")
    # Both solved: the next puzzle is the game's, practice, and the way back says so.
    assert pupil.inner_text("#class-back") == "Just practice: back to the task"
    pupil.locator("#class-back").click()
    wait_class(pupil, "pupil")
    said = "2 of 2 puzzles solved, with a level 1 hint in puzzle 2."
    assert pupil.locator(".class-task-mark").nth(1).inner_text() == said
    pupil.fill("#class-name", "Cy")
    pupil.locator("#class-name-form button").click()
    pupil.wait_for_selector("#class-result:not([hidden])")
    video = tmp_path / "qr.y4m"
    y4m_of(pupil.locator("#class-result-qr").evaluate(QR_MODULES), video)

    with camera_context(browser_type, browser_type_launch_args, guard_context, video, site_url, seed_device) as camera:
        teacher = camera.new_page()
        teacher.goto(site_url + "class.html")
        wait_class(teacher, "teacher")
        teacher.click("#class-scan")
        teacher.wait_for_selector(".class-table tbody tr", timeout=30_000)
        row = teacher.locator(".class-table tbody tr").first
        assert row.locator("th").inner_text() == "Cy"
        assert row.locator("td").first.inner_text().startswith("Won" if status.startswith("You win") else "Lost")
        assert row.locator("td").nth(1).inner_text() == f"With help {said}"  # the sign read at a glance
        assert teacher.locator("tbody tr.class-unverified").count() == 0
        # This device did not make the assignment (the teacher made it on another): shown apart.
        assert teacher.inner_text("#class-message") == (
            "1 result added. 1 is of an assignment not made on this device: it is shown apart, below."
        )
        assert teacher.locator("#class-apart .class-table tbody tr").count() == 1
        teacher.click("#class-scan-stop")
        assert teacher.locator("#class-camera").is_hidden()


def test_on_a_teachers_phone_the_page_stays_as_wide_as_the_phone_and_the_table_scrolls(shared_context, site_url):
    """A teacher on a German phone makes an assignment of three tasks (its long action, "Diesen
    Arbeitsauftrag und seine Ergebnisse löschen", wraps) and pastes results whose marks are long: the page
    never scrolls sideways (it had grown to 463 px, and to 553 px with a table); the table scrolls in its
    own box, its last column in reach there."""
    phone = shared_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, locale="de")
    teacher = phone.new_page()
    teacher.goto(site_url + "class.html")
    wait_class(teacher, "teacher")
    teacher.fill("#class-title", "Klasse 7")
    for _ in range(2):
        teacher.locator("#class-add-task").tap()
    teacher.locator("#class-make").tap()
    teacher.wait_for_selector("#class-made:not([hidden])")
    assert teacher.evaluate(NO_SIDEWAYS), "the page scrolls sideways once the assignment is made"
    code = dict(parse_qsl(urlsplit(teacher.input_value("#class-made-link")).fragment))["a"]
    assignment = Assignment.from_code(code)
    assert len(assignment.tasks) == 3
    forged = "\n".join(
        "class.html#r=" + Result(name, assignment, ((1, 2), (2, 1), None)).code() for name in ("Ada", "Bo", "Cy")
    )
    teacher.fill("#class-paste", forged)
    teacher.locator("#class-collect button[type=submit]").tap()
    teacher.wait_for_selector(".class-table tbody tr >> nth=2")
    assert teacher.evaluate(NO_SIDEWAYS), "the page scrolls sideways with the results table"
    wrap = teacher.locator(".class-table-wrap").first
    assert wrap.evaluate("el => el.scrollWidth > el.clientWidth"), "the table is wider than the phone: it scrolls"
    wrap.locator("thead th").last.scroll_into_view_if_needed()  # the table's own box scrolls to it
    in_view(teacher, ".class-table-wrap >> nth=0 >> thead th >> nth=-1")


def test_the_levels_open_one_by_one_and_one_becomes_an_assignment(phone, make_app, site_url):
    page = phone.new_page()
    page.goto(site_url + "class.html#levels")
    wait_class(page, "levels")
    levels = page.locator(".class-pupil-task")
    assert levels.nth(1).locator("a.button").count() == 0, "level 2 waits for level 1"
    in_view(page, ".class-pupil-task >> nth=0 >> a.button")
    levels.nth(0).locator("a.button").tap()
    assert play_task(page, make_app, perfect).startswith("You win")
    page.locator("#class-back").tap()
    wait_class(page, "levels")
    assert levels.nth(0).locator(".class-task-mark").inner_text().startswith("Won")
    assert levels.nth(1).locator("a.button").count() == 1, "level 2 is open"
    assert page.locator(".class-give").count() == 0, "a pupil's levels give no assignments"
    page.goto(site_url + "class.html#levels=teacher")  # the levels as the teacher's page opens them
    wait_class(page, "levels")
    assert page.evaluate(NO_SIDEWAYS), "no sideways scroll"
    levels.nth(2).locator(".class-give").tap()
    wait_class(page, "teacher")
    page.wait_for_selector("#class-made:not([hidden])")
    assert page.locator("#class-made-tasks li").all_inner_texts() == [
        "Factor Chain Challenge on 1 to 10, against the perfect computer: win, moving second."
    ]
    assert urlsplit(page.url).fragment in ("", "lang=en")
    assert page.evaluate(NO_SIDEWAYS), "no sideways scroll"


def test_an_assignment_made_and_opened_with_the_keyboard_only(context, site_url):
    """A teacher without a mouse: Tab to the title, type it, Tab through the task's fields (a
    choice made with the arrow keys), Enter on Make; Tab to the pupil's link and Enter; the pupil's
    Play link is reached by Tab and followed by Enter."""
    page = context.new_page()
    page.goto(site_url + "class.html")
    wait_class(page, "teacher")
    page.locator("#class-title").focus()
    page.keyboard.type("By keyboard")
    page.keyboard.press("Tab")  # the task's game
    assert page.evaluate("document.activeElement.dataset.field") == "game"
    page.keyboard.press("End")  # the last game of the menu
    for _ in range(12):
        if page.evaluate("document.activeElement.id") == "class-make":
            break
        page.keyboard.press("Tab")
    page.keyboard.press("Enter")
    page.wait_for_selector("#class-made:not([hidden])")
    made = page.locator("#class-made-tasks li").inner_text()
    assert made.startswith("Longest Chain Challenge on 1 to 100: a chain of"), made
    page.locator("#class-made-copy").focus()
    for _ in range(3):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "class-made-open":
            break
    page.keyboard.press("Enter")
    wait_class(page, "pupil")
    page.evaluate("document.activeElement && document.activeElement.blur()")
    for _ in range(40):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.closest('.class-pupil-task') !== null"):
            break
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=60_000)
    assert "game=longest-chain" in page.url and "task=" in page.url


def test_the_puzzles_goal_is_offered_only_for_a_game_that_has_puzzles(context, site_url):
    """The task's goal "Solve some of its puzzles" can be chosen only for a game with puzzles: for
    another (Multiples Removal, the Factor Game) it is greyed out, and a game changed under it
    takes the first goal, so that Make is never refused with "... has no puzzles."."""
    page = context.new_page()
    page.goto(site_url + "class.html")
    wait_class(page, "teacher")
    row = page.locator(".class-task-row").first
    game, goal = row.locator("[data-field=game]"), row.locator("[data-field=goal]")
    games = game.locator("option").evaluate_all("options => options.map((o) => o.value)")
    with_puzzles = {puzzle.game for puzzle in PUZZLES}
    assert with_puzzles and set(games) - with_puzzles, "games with puzzles and games without"
    for name in games:
        game.select_option(name)
        assert goal.locator("option[value=puzzles]").is_disabled() == (name not in with_puzzles), name
    game.select_option(min(with_puzzles))
    goal.select_option("puzzles")
    game.select_option(min(set(games) - with_puzzles))
    assert goal.input_value() == "win1"
    page.click("#class-make")
    page.wait_for_selector("#class-made:not([hidden])")
