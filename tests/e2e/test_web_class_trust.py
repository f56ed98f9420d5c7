"""What the teacher reads on the Class page is what happened, tried on two devices as a pupil who wants
a tick and a teacher would: a task won with the analysis on says so on the pupil's page, in the
teacher's table (a sign read at a glance) and in the CSV; a task that allows no help offers no hint,
tool or undo on the pupil's phone, even when the address asks for the analysis; a result of an
edited assignment is kept apart with its differences; a task's link pasted into the tab of another
task's game plays for the task it names, and a rematch after it says it is not the task's; storage
that cannot keep the results is said at once and the results stay on the page."""

from __future__ import annotations

import csv
import io
import json
import threading
from dataclasses import replace
from urllib.parse import parse_qsl, urlsplit

from playwright.sync_api import expect
from test_web_class import in_view, perfect, play_move, play_task, wait_class
from test_web_fits import axe_violations

from factorgames.classroom.assignment import Assignment, Task
from factorgames.classroom.result import Result
from sitebuild.serve import make_server

HELP_OR_NOT = Assignment(
    "Help or not",
    (
        Task("game=factor-chain-challenge&vs=easy&first=2", "win"),
        Task("game=factor-chain-challenge&help=none&vs=easy&first=2", "win"),
    ),
    seed=3,
)
"""Two tasks on the Factor Chain Challenge against the easy computer, moving second: the first with
all help, the second with none. The tests after the first open its link as a teacher would have sent
it; the first makes it with the teacher's form (make_assignment), which must make the same tasks."""


def help_or_not(site_url: str) -> str:
    """HELP_OR_NOT's link, as the teacher's page gives it."""
    return f"{site_url}class.html#a={HELP_OR_NOT.code()}"


def make_assignment(teacher, site_url: str) -> str:
    """HELP_OR_NOT made with the teacher's form (its seed the form's own). Returns its link."""
    teacher.goto(site_url + "class.html")
    wait_class(teacher, "teacher")
    teacher.fill("#class-title", "Help or not")
    rows = teacher.locator(".class-task-row")
    teacher.click("#class-add-task")
    for k, allowed in ((0, "all"), (1, "none")):
        rows.nth(k).locator("[data-field=game]").select_option("factor-chain-challenge")
        rows.nth(k).locator("[data-field=level]").select_option("easy")
        rows.nth(k).locator("[data-field=goal]").select_option("win2")
        rows.nth(k).locator("[data-field=help]").select_option(allowed)
    teacher.click("#class-make")
    teacher.wait_for_selector("#class-made:not([hidden])")
    assert teacher.evaluate("document.activeElement.id") == "class-made-link", "focus goes to what was made"
    in_view(teacher, "#class-made-link")
    assert teacher.locator("#class-made-tasks li").all_inner_texts()[1].endswith("win, moving second. No help.")
    link = teacher.input_value("#class-made-link")
    made = Assignment.from_code(dict(parse_qsl(urlsplit(link).fragment))["a"])
    assert replace(made, seed=HELP_OR_NOT.seed) == HELP_OR_NOT
    assert link.split("#")[0] == help_or_not(site_url).split("#")[0]
    return link


def open_first_task(phone, make_app, link: str):
    """A pupil's phone opens the assignment's link and taps its first task: the task's game, ready."""
    pupil = phone.new_page()
    pupil.goto(link)
    wait_class(pupil, "pupil")
    pupil.locator(".class-pupil-task >> nth=0 >> a").tap()
    app = make_app(pupil)
    app.wait_ready()
    return pupil, app


def test_help_used_is_said_everywhere_and_a_task_without_help_offers_none(axe_context, phone, make_app, site_url):
    teacher = axe_context.new_page()
    link = make_assignment(teacher, site_url)

    pupil, app = open_first_task(phone, make_app, link)
    app.show_tab_of("#analysis-button")
    assert pupil.locator("#teach-tools-note").is_visible()  # what the tools do, where they are offered
    before = app.renders()
    pupil.locator("#analysis-button").tap()
    app.wait_after(before)
    assert app.hinted(), "the analysis stars the winning moves"
    in_view(pupil, "#help-note")
    assert pupil.inner_text("#help-note") == "Help used in this game: the analysis from move 2."
    pupil.locator("#tab-play").tap()
    assert play_task(pupil, make_app, perfect).startswith("You win")
    pupil.locator("#class-back").tap()
    wait_class(pupil, "pupil")
    marks = pupil.locator(".class-task-mark").all_inner_texts()
    assert marks[0].startswith("Won in") and marks[0].endswith("with the analysis from move 2."), marks

    # The task that allows no help: no hint, no undo, no teacher's tool; the address cannot add one.
    pupil.locator(".class-pupil-task >> nth=1 >> a").tap()
    app.wait_ready()
    in_view(pupil, "#help-note")
    assert pupil.inner_text("#help-note").startswith("This game allows no help")
    for control in ("#hint-button", "#undo-button", "#analysis-button", "#strategy-button", "#standing-button"):
        assert pupil.locator(control).is_hidden(), control
    app.show_tab_of("#present-button")  # the "For teachers" tab: no word of tools it does not offer
    assert pupil.locator("#teach-tools-note").is_hidden() and pupil.locator("#present-button").is_visible()
    pupil.locator("#tab-play").tap()
    asked = pupil.url + "&tools=analysis,strategy"
    pupil.goto("about:blank")
    pupil.goto(asked)
    app.wait_ready()
    assert app.hinted() == [] and pupil.locator("#analysis-button").is_hidden()
    assert play_task(pupil, make_app, perfect).startswith("You win")
    assert "helped=" not in pupil.url
    pupil.locator("#class-back").tap()
    wait_class(pupil, "pupil")
    assert pupil.locator(".class-task-mark").all_inner_texts()[1].startswith("Won in")
    pupil.fill("#class-name", "Ada")
    pupil.locator("#class-name-form button").tap()
    pupil.wait_for_selector("#class-result:not([hidden])")
    result = pupil.input_value("#class-result-link")

    # The teacher: the help at a glance, in words, and in the CSV.
    teacher.fill("#class-paste", result)
    teacher.click("#class-collect button[type=submit]")
    teacher.wait_for_selector(".class-table tbody tr", state="attached")
    row = teacher.locator("#class-tables .class-table tbody tr").first
    badge = row.locator("td").nth(0).locator(".class-help-badge")
    badge.scroll_into_view_if_needed()
    in_view(teacher, "#class-tables .class-table tbody tr >> nth=0 >> .class-help-badge")
    assert badge.inner_text() == "With help" and row.locator("td .class-help-badge").count() == 1
    assert row.locator("td").nth(3).inner_text() == "1", "one task done with help"
    sheet = teacher.evaluate(
        "a => fetch(a.href).then(r => r.text())", teacher.locator("#class-tables a[download]").first.element_handle()
    )
    lines = list(csv.reader(io.StringIO(sheet)))
    assert lines[1][lines[0].index("With help")] == "Task 1" and "with the analysis from move 2" in lines[1][1]

    # A result of the same assignment edited (the second task against the perfect computer) is apart.
    mine = Result.from_code(dict(parse_qsl(urlsplit(result).fragment))["r"]).assignment
    edited = replace(mine, tasks=(mine.tasks[0], Task(mine.tasks[1].game.replace("vs=easy", "vs=perfect"), "win")))
    teacher.fill("#class-paste", "class.html#r=" + Result("Bo", edited, (None, None)).code())
    teacher.click("#class-collect button[type=submit]")
    teacher.wait_for_selector("#class-apart:not([hidden])")
    assert "1 is of an assignment not made on this device" in teacher.inner_text("#class-message")
    apart = teacher.locator("#class-apart .class-table-card")
    apart.scroll_into_view_if_needed()
    in_view(teacher, "#class-apart .class-apart-note")
    assert apart.locator(".class-differences li").all_inner_texts() == [
        "task 2: against the perfect computer, not the easy one"
    ]
    assert teacher.locator("#class-tables .class-table tbody tr").count() == 1, "Bo is not in the teacher's table"
    assert axe_violations(teacher) == []
    apart.get_by_role("button", name="I use this assignment").click()
    teacher.wait_for_selector("#class-apart[hidden]", state="attached")
    assert teacher.locator("#class-tables .class-table-card").count() == 2


CLASS_TASK = "factorgames:class:task:"  # js/shared/names.js's CLASS_TASK_PREFIX


def task_of(link: str) -> str:
    """The task a game's link plays for (its address's task key)."""
    return dict(parse_qsl(urlsplit(link).fragment))["task"]


def kept_for(page, link: str) -> str | None:
    """What the device keeps for the task a link plays for."""
    return page.evaluate("key => localStorage.getItem(key)", CLASS_TASK + task_of(link))


def test_a_tasks_link_pasted_into_the_tab_of_another_tasks_game_plays_for_the_task_it_names(phone, make_app, site_url):
    """A pupil in task 1's game pastes task 2's link into the same tab (the address edited, no new
    page): the game is task 2's, with the way back, and task 1 keeps its own game; the pupil's page
    says so (it had said task 2 "Not started" and filed task 2's game under task 1)."""
    link = help_or_not(site_url)
    pupil = phone.new_page()
    pupil.goto(link)
    wait_class(pupil, "pupil")
    tasks = [pupil.locator(f".class-pupil-task >> nth={k} >> a").evaluate("a => a.href") for k in (0, 1)]
    pupil.locator(".class-pupil-task >> nth=0 >> a").tap()
    app = make_app(pupil)
    app.wait_ready()
    before = app.renders()
    pupil.locator('#board button[data-state="legal"]').first.tap()  # task 1 begun: the computer replies
    app.wait_after(before)
    first = pupil.evaluate("location.hash.slice(1)").split("&task=")[0]  # the game as kept (no page keys)
    before = app.renders()
    pupil.goto(tasks[1])  # task 2's link, typed over task 1's address: the page stays
    app.wait_after(before)
    assert task_of(pupil.url) == task_of(tasks[1]), pupil.url
    in_view(pupil, "#class-back")  # the way back to the assignment
    assert play_task(pupil, make_app, perfect).startswith("You win")
    won = kept_for(pupil, tasks[1])
    # A rematch is another game, not the task's: the way back says so (it had gone, silently), and a
    # move in the rematch leaves what the device keeps for the task as it was.
    board_top = "el => el.getBoundingClientRect().top + scrollY"  # on the page, wherever it is scrolled
    top = pupil.locator("#board").evaluate(board_top)
    before = app.renders()
    pupil.locator("#rematch-button").tap()
    app.wait_after(before)
    assert "task=" not in pupil.url
    expect(pupil.locator("#class-back")).to_have_text("Just practice: back to the task")
    in_view(pupil, "#class-back")
    assert abs(pupil.locator("#board").evaluate(board_top) - top) <= 1, "the board stays where it was"
    before = app.renders()
    pupil.locator('#board button[data-state="legal"]').first.tap()
    app.wait_after(before)
    assert kept_for(pupil, tasks[1]) == won
    expect(pupil.locator("#class-back")).to_have_text("Just practice: back to the task")
    pupil.locator("#class-back").tap()
    wait_class(pupil, "pupil")
    marks = pupil.locator(".class-task-mark").all_inner_texts()
    assert marks[1].startswith("Won in") and marks[0] != "Not started.", marks
    # What the device keeps for each task (what the pupil's result hands the teacher): task 2's game
    # under task 2, and task 1's own game, begun (or ended by the computer's reply), under task 1.
    kept = [json.loads(kept_for(pupil, link) or "null") for link in tasks]
    assert kept[1]["ended"] and kept[1]["latest"] == kept[1]["ended"][-1]
    assert kept[0]["latest"] == first and first not in kept[1]["ended"]


def test_a_hint_taken_out_of_the_address_by_hand_stays_recorded(phone, make_app, site_url):
    """A pupil takes a hint, then deletes `&helped=` from the address (edited in the tab, then the page
    reloaded): the help note still says the hint, the address has it again, and the win it ends in is
    marked with help on the pupil's page (it had been a clean win)."""
    pupil, app = open_first_task(phone, make_app, help_or_not(site_url))
    before = app.renders()
    pupil.locator("#hint-button").tap()
    app.wait_after(before)
    said = pupil.inner_text("#help-note")
    assert said.startswith("Help used in this game: a level 1 hint")
    address = urlsplit(pupil.url)
    edited = "&".join(part for part in address.fragment.split("&") if not part.startswith("helped="))
    assert edited != address.fragment
    for how in ("edited", "reloaded"):
        before = app.renders()
        if how == "edited":
            pupil.evaluate(f"location.hash = {json.dumps(edited)}")
            app.wait_after(before)
        else:
            pupil.goto(address._replace(fragment=edited).geturl())
            pupil.reload()
            app.wait_ready()
        in_view(pupil, "#help-note")
        assert pupil.inner_text("#help-note") == said, how
        assert "helped=" in urlsplit(pupil.url).fragment, how
    assert play_task(pupil, make_app, perfect).startswith("You win")
    pupil.locator("#class-back").tap()
    wait_class(pupil, "pupil")
    mark = pupil.locator(".class-task-mark").first.inner_text()
    assert mark.startswith("Won in") and "hint" in mark, mark


def test_a_task_link_edited_to_allow_help_says_it_will_not_count_and_opens_the_tasks_game(phone, make_app, site_url):
    """A pupil deletes `help=none` from the address of a task that allows no help: the game then offers
    every help, and the Class page will not count it ("Not started"). The page says so in view, under
    the computer's first move, after the pupil's moves and after a reload, and its way back says
    practice; nothing played there is kept for the task. Its button goes on with the task's own game
    (no help again), whose win counts. It had kept "Back to the assignment" and said nothing."""
    pupil = phone.new_page()
    pupil.goto(help_or_not(site_url))
    wait_class(pupil, "pupil")
    pupil.locator(".class-pupil-task >> nth=1 >> a").tap()
    app = make_app(pupil)
    app.wait_ready()
    assert pupil.locator("#offer").is_hidden()
    address = urlsplit(pupil.url).fragment
    # The help and the computer's first move deleted: the computer moves again, after the page said so.
    edited = "&".join(part for part in address.split("&") if part != "help=none" and not part.startswith("moves="))
    assert len(edited.split("&")) == len(address.split("&")) - 2, address
    pupil.evaluate(f"location.hash = {json.dumps(edited)}")
    expect(pupil.locator("#class-back")).to_have_text("Just practice: back to the task")
    pupil.wait_for_function(
        "() => !document.getElementById('offer').hidden && document.querySelectorAll('#chain li').length === 1",
        timeout=30_000,
    )  # the computer moved first: the offer stays under its move
    task = dict(parse_qsl(address))["task"]
    kept = f"localStorage.getItem('factorgames:class:task:{task}')"
    play_move(pupil, app, perfect)  # a move of the pupil's in the edited game
    for how in ("played", "reloaded"):
        if how == "reloaded":
            pupil.reload()
            app.wait_ready()
            pupil.wait_for_selector("#offer:not([hidden])")
        in_view(pupil, "#offer-text")
        in_view(pupil, "#offer-button")
        assert "This is not task 2's game" in pupil.inner_text("#offer-text"), how
        assert pupil.inner_text("#class-back") == "Just practice: back to the task", how
        assert "help=none" in json.loads(pupil.evaluate(kept))["latest"], how  # the task's own game, kept
    before = app.renders()
    pupil.locator("#offer-button").tap()
    app.wait_after(before)
    fragment = dict(parse_qsl(urlsplit(pupil.url).fragment))
    assert fragment.get("help") == "none" and fragment.get("task") == task, fragment
    assert fragment.get("moves") == dict(parse_qsl(address))["moves"]  # the task's game goes on
    expect(pupil.locator("#class-back")).to_have_text("Back to the assignment")
    assert pupil.locator("#offer").is_hidden() and pupil.locator("#hint-button").is_hidden()
    assert play_task(pupil, make_app, perfect).startswith("You win")
    pupil.locator("#class-back").tap()
    wait_class(pupil, "pupil")
    mark = pupil.locator(".class-task-mark").nth(1).inner_text()
    assert mark.startswith("Won in"), mark


def test_the_way_back_from_a_tasks_game_keeps_the_pages_language(phone, make_app, site_url):
    """A German pupil opens the assignment's link with `lang=de` (not chosen in the menu): the task's
    game and its way back are German, and so is the Class page it leads back to (it had been English)."""
    assignment = Assignment("Woche 3", (Task("game=nrich&vs=easy", "finish"),), 7)
    pupil = phone.new_page()
    pupil.goto(f"{site_url}class.html#a={assignment.code()}&lang=de")
    wait_class(pupil, "pupil")
    pupil.locator(".class-pupil-task >> nth=0 >> a").tap()
    make_app(pupil).wait_ready()
    assert pupil.inner_text("#class-back") == "Zurück zum Arbeitsauftrag"
    in_view(pupil, "#class-back")
    pupil.locator("#class-back").tap()
    wait_class(pupil, "pupil")
    assert dict(parse_qsl(urlsplit(pupil.url).fragment)).get("lang") == "de"
    assert pupil.inner_text("#class-pupil-kicker") == "Arbeitsauftrag"


def saved_games(page) -> list[dict]:
    """The games the game page keeps on this device to continue (js/game/saved-games.js)."""
    return page.evaluate(
        "Object.keys(localStorage).filter((k) => k.startsWith('factorgames:game:'))"
        ".map((k) => JSON.parse(localStorage.getItem(k)))"
    )


def test_a_pupil_on_a_shared_device_starts_afresh_with_the_keyboard(context, make_app, site_url):
    """Kim plays task 1 on the class's shared laptop and gives her name; Sam then opens the assignment
    there and sees Kim's name and mark. "Start afresh" (with the keyboard only) asks first; "Keep them"
    changes nothing, "Clear them" leaves Sam the tasks to do, the name field empty and focused, and no
    game of Kim's to continue on the game page (the device's other games stay). Sam had been handed
    Kim's games, and a result made then would have carried them under Sam's name. Kim's game, still
    open in another tab, is practice from then on: what she plays there is not put back for the task."""
    link = make_assignment(context.new_page(), site_url)
    kim = context.new_page()
    kim.goto(site_url + "index.html#game=nrich&vs=easy")  # a game of the device's own, for no task
    app = make_app(kim)
    app.wait_ready()
    before = app.renders()
    kim.locator("#board button[data-number='4']").click()
    app.wait_after(before)
    kim.goto(link)
    wait_class(kim, "pupil")
    assert kim.locator("#class-afresh").is_hidden()  # nothing of anyone's yet: nothing to offer
    kim.locator(".class-pupil-task >> nth=0 >> a").click()
    app.wait_ready()
    play_move(kim, app, perfect, touch=False)
    task_key = f"localStorage.getItem('factorgames:class:task:{dict(parse_qsl(urlsplit(kim.url).fragment))['task']}')"
    kim_class = context.new_page()  # her game's tab stays open
    kim_class.goto(link)
    wait_class(kim_class, "pupil")
    kim_class.fill("#class-name", "Kim")
    kim_class.click("#class-name-form button[type=submit]")
    wait_class(kim_class, "pupil")
    assert kim_class.locator(".class-task-mark").first.inner_text() != "Not started."
    kim_class.close()

    sam = context.new_page()
    sam.goto(link)
    wait_class(sam, "pupil")
    assert sam.input_value("#class-name") == "Kim" and not sam.locator("#class-result").is_hidden()
    tasks = [game.get("task") for game in saved_games(sam)]
    assert len(tasks) == 2 and None in tasks and any(str(task).endswith(".0") for task in tasks), (
        tasks
    )  # the device's, Kim's
    in_view(sam, "#class-afresh-ask")
    sam.focus("#class-afresh-ask")
    sam.keyboard.press("Enter")
    in_view(sam, "#class-afresh-question")
    assert sam.evaluate("document.activeElement.id") == "class-afresh-no"  # the safe answer first
    assert axe_violations(sam) == []
    sam.keyboard.press("Enter")  # Keep them
    assert sam.locator("#class-afresh-confirm").is_hidden()
    assert sam.evaluate("document.activeElement.id") == "class-afresh-ask"
    assert sam.input_value("#class-name") == "Kim"
    sam.keyboard.press("Enter")
    sam.keyboard.press("Shift+Tab")
    assert sam.evaluate("document.activeElement.id") == "class-afresh-yes"
    sam.keyboard.press("Enter")  # Clear them
    expect(sam.locator("#class-afresh-done")).to_have_text(
        "This device's name and games for the assignment are cleared."
    )
    wait_class(sam, "pupil")
    assert sam.locator(".class-task-mark").all_inner_texts() == ["Not started.", "Not started."]
    assert sam.input_value("#class-name") == "" and sam.evaluate("document.activeElement.id") == "class-name"
    assert sam.locator("#class-afresh").is_hidden() and sam.locator("#class-result").is_hidden()
    in_view(sam, "#class-afresh-done")
    # Kim's tab, still open: practice now, and a move there keeps nothing for the task.
    expect(kim.locator("#class-back")).to_have_text("Just practice: back to the task")
    if not app.over():
        play_move(kim, app, perfect, touch=False)
    assert kim.evaluate(task_key) is None
    kim.close()
    # The game page: Kim's task game is not there to continue for the task, the device's own game is.
    sam.goto(site_url + "index.html")
    make_app(sam).wait_ready()
    saved = saved_games(sam)
    assert all(game.get("task") is None for game in saved) and any("game=nrich" in g["hash"] for g in saved), saved


def test_a_tasks_game_opened_again_from_the_device_goes_on_for_its_task(phone, make_app, site_url):
    """A pupil leaves a task's game unfinished and comes back by the site's own address (the logo,
    "Play"): the device's newest game is the task's, and it goes on for the task, the way back shown,
    its end counted (it had come back without its task: a win then counted for nothing)."""
    link = help_or_not(site_url)
    pupil = phone.new_page()
    pupil.goto(link)
    wait_class(pupil, "pupil")
    task = pupil.locator(".class-pupil-task >> nth=0 >> a").evaluate("a => a.href")
    pupil.locator(".class-pupil-task >> nth=0 >> a").tap()
    app = make_app(pupil)
    app.wait_ready()
    play_move(pupil, app, perfect)  # (the computer's reply may end it)
    pupil.goto(site_url)  # the site's address: no game named
    app.wait_ready()
    assert task_of(pupil.url) == task_of(task), pupil.url
    expect(pupil.locator("#class-back")).to_have_text("Back to the assignment")
    in_view(pupil, "#class-back")
    assert play_task(pupil, make_app, perfect).startswith("You win")
    pupil.locator("#class-back").tap()
    wait_class(pupil, "pupil")
    marks = pupil.locator(".class-task-mark").all_inner_texts()
    assert marks[0].startswith("Won in"), marks


def test_a_chain_task_shows_the_teachers_target_and_a_best_chain_loaded_is_practice(context, make_app, site_url):
    """A Longest Chain task shows the teacher's target (it showed the best possible); "Load my best"
    opens the chain this device built outside the task: the way back says it is practice (it went on
    saying "Back to the assignment", the task's key kept)."""
    teacher = context.new_page()
    teacher.goto(site_url + "class.html")
    wait_class(teacher, "teacher")
    teacher.locator(".class-task-row >> nth=0 >> [data-field=game]").select_option("longest-chain")
    teacher.locator(".class-task-row >> nth=0 >> [data-field=target]").fill("5")
    teacher.click("#class-make")
    teacher.wait_for_selector("#class-made:not([hidden])")
    page = context.new_page()
    page.goto(teacher.input_value("#class-made-link"))
    wait_class(page, "pupil")
    task = page.locator(".class-pupil-task >> nth=0 >> a").evaluate("a => a.href")
    app = make_app(page)
    page.goto(task.split("&task=")[0])  # the same chain's game, for no task: a best chain of 2 kept
    app.wait_ready()
    for _ in range(2):
        before = app.renders()
        page.locator('#board button[data-state="legal"]').first.click()
        app.wait_after(before)
    page.goto(task)
    app.wait_ready()
    expect(page.locator("#class-back")).to_have_text("Back to the assignment")
    # The task's target is the teacher's 5, not the best possible (as it is in a free game).
    assert page.inner_text("#challenge-target") == "5"
    assert page.inner_text("#challenge-source") == "(your teacher's target)"
    # Begun, left, and opened again by the site's address: still the task's, its target too.
    before = app.renders()
    page.locator('#board button[data-state="legal"]').first.click()
    app.wait_after(before)
    page.goto(site_url)
    app.wait_ready()
    assert task_of(page.url) == task_of(task) and page.inner_text("#challenge-target") == "5"
    app.press("#challenge-load")
    expect(page.locator("#class-back")).to_have_text("Just practice: back to the task")
    assert "task=" not in page.url and "target=" not in page.url
    assert app.chain() and len(app.chain()) == 2
    assert page.inner_text("#challenge-target") != "5"


def test_storage_that_cannot_keep_the_results_is_said_and_the_results_stay(sized, site_url):
    teacher = sized(viewport={"width": 1280, "height": 800})
    teacher.add_init_script(
        """(() => {
          const set = Storage.prototype.setItem;
          Storage.prototype.setItem = function (key, value) {
            if (key === "factorgames:class:teacher") throw new DOMException("full", "QuotaExceededError");
            return set.call(this, key, value);
          };
        })();"""
    )
    teacher.goto(site_url + "class.html")
    wait_class(teacher, "teacher")
    assignment = Assignment("Full", (Task("game=nrich&vs=easy", "finish"),), seed=4)
    for name in ("Ada", "Bo"):
        teacher.fill("#class-paste", "r=" + Result(name, assignment, (None,)).code())
        teacher.click("#class-collect button[type=submit]")
        teacher.wait_for_selector("body[data-mode=teacher][data-idle=true]", state="attached")
    in_view(teacher, "#class-storage")
    assert teacher.inner_text("#class-storage").startswith("This device could not save the results")
    names = teacher.locator(".class-table tbody th").all_inner_texts()
    assert names == ["Ada", "Bo"], "what could not be saved is kept on the page"


def test_a_new_build_deployed_while_the_class_page_is_open_is_said(browser, guard_context, site_dist, tmp_path):
    """The site's service worker installed by a visit, the Class page open under it; then a new
    build is deployed (its service worker's script changes on the host) and found: the page says a
    new version is ready, and its Reload brings the page back with what the device keeps."""
    from test_web_offline_integrity import READY, WAIT_FOR_CONTROLLER

    host = tmp_path / "site"  # a host of its own, whose sw.js the test deploys anew
    host.mkdir()
    for entry in site_dist.iterdir():
        if entry.name != "sw.js":
            (host / entry.name).symlink_to(entry, target_is_directory=entry.is_dir())
    (host / "sw.js").write_bytes((site_dist / "sw.js").read_bytes())
    httpd = make_server(tmp_path, 0, quiet=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{httpd.server_address[1]}/site/"
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    guard = guard_context(context)
    try:
        game = context.new_page()
        game.goto(url + "#game=nrich")
        game.wait_for_selector(READY, state="attached", timeout=60_000)
        assert game.evaluate(WAIT_FOR_CONTROLLER), "the service worker took control"
        teacher = context.new_page()
        teacher.goto(url + "class.html")
        wait_class(teacher, "teacher")
        assert teacher.evaluate("Boolean(navigator.serviceWorker.controller)")
        assert teacher.locator("#update").is_hidden()
        (host / "sw.js").write_text((site_dist / "sw.js").read_text() + "\n// the next build\n")
        teacher.evaluate("navigator.serviceWorker.getRegistration().then((r) => r.update())")
        teacher.wait_for_selector("#update:not([hidden])", timeout=60_000)
        in_view(teacher, "#update-reload")
        teacher.click("#update-reload")
        wait_class(teacher, "teacher")
        assert teacher.locator("#update").is_hidden()
    finally:
        context.close()
        httpd.shutdown()
        httpd.server_close()
    guard.check()
