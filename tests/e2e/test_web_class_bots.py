"""A class's bot task, end to end: the teacher asks for a bot that passes one of the Bots page's
challenges; a pupil on a phone follows the task to the Bots page, tries a bot on that challenge
and hands in a result that carries the bot's code; the teacher's device plays the bot's games
again in its own bots' sandbox and marks the task from them. The verdicts expected are worked out
here, in CPython, by playing the same bots' games with the engine's own runner."""

from __future__ import annotations

import json
import random
import string
from urllib.parse import parse_qsl, urlsplit

from device_storage import keep
from test_web_class import in_view, read_qr, wait_class
from test_web_fits import axe_violations

from factorgames.bots import challenges
from factorgames.bots.runner import play
from factorgames.bots.sandbox import ask, load
from factorgames.bots.share import encode as bot_link
from factorgames.bots.starters import starters
from factorgames.classroom.assignment import Assignment, Task
from factorgames.classroom.result import Result
from factorgames.classroom.verify import BOT, bot_games

WEAK = (
    "def choose(position):\n    return max(position.legal_moves(), key=lambda m: len(position.play(m).legal_moves()))\n"
)
"""Mallory's bot: the move that leaves the other player the most replies."""


def expected(assignment: Assignment, name: str, code: str) -> tuple:
    """The challenge's verdict and games for this pupil's bot, played in CPython (each answer
    crossing as JSON, as it does from the sandbox)."""
    bot = load(code)
    games = [
        play(g, lambda a: json.loads(json.dumps(ask(bot, a["facts"], a["seed"]))))
        for g in bot_games(assignment, 0, name)
    ]
    challenge = challenges.CHALLENGES[[c.id for c in challenges.CHALLENGES].index("beat-easy")]
    return challenges.check(challenge, games), games


def mark_of(verdict: dict, games: list[dict]) -> tuple[str, str]:
    """The mark's words and the game it opens (the first the bot did not win, else the first)."""
    lost = [g for g in games if g["winner"] != 1 + g["players"].index(BOT)]
    return verdict["words"], (lost or games)[0]["hash"]


def wait_bots_played(page) -> None:
    page.wait_for_selector("body[data-bots=idle][data-idle=true]", state="attached", timeout=180_000)


def test_a_bot_task_handed_in_is_played_again_on_the_teachers_device(axe_context, phone, site_url):
    teacher = axe_context.new_page()
    teacher.goto(site_url + "class.html")
    wait_class(teacher, "teacher")
    teacher.fill("#class-title", "Bots")
    row = teacher.locator(".class-task-row").first
    row.locator("[data-field=goal]").select_option("bot")
    for hidden in ("game", "level", "target", "link"):
        assert row.locator(f"[data-field={hidden}]").is_hidden(), f"a bot's task has no {hidden}"
    row.locator("[data-field=challenge]").select_option("beat-easy")
    teacher.click("#class-make")
    teacher.wait_for_selector("#class-made:not([hidden])")
    assert teacher.locator("#class-made-tasks li").all_inner_texts() == [
        "A bot of your own: Beat easy in 5 games out of 5 on 1..20."
    ]
    link = teacher.input_value("#class-made-link")
    assignment = Assignment.from_code(dict(parse_qsl(urlsplit(link).fragment))["a"])

    # The pupil, on a phone: the task opens the Bots page, which says what to do.
    pupil = phone.new_page()
    pupil.goto(link)
    wait_class(pupil, "pupil")
    pupil.locator(".class-pupil-task >> nth=0 >> a").tap()
    pupil.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=90_000)
    in_view(pupil, "#bots-task")
    assert "Beat easy in 5 games out of 5 on 1..20" in pupil.inner_text("#bots-task")
    fewest = next(s for s in starters() if s["id"] == "fewest")
    pupil.select_option("#bot-starter", "fewest")
    pupil.locator("#bot-new").tap()
    task = pupil.locator("#challenges li[data-task=true]")
    assert task.get_attribute("data-challenge") == "beat-easy", "the task's challenge is marked in the list"
    runs = int(pupil.get_attribute("body", "data-runs") or 0)
    in_view(pupil, "#bots-task-try")
    pupil.locator("#bots-task-try").tap()
    pupil.wait_for_selector(f"body[data-runs='{runs + 1}']", state="attached", timeout=120_000)
    ada, ada_games = expected(assignment, "Ada", fewest["code"])
    assert pupil.inner_text("#bots-task-status") == ada["words"], "the pupil's games are the CPython ones"
    assert task.locator(".bots-status").inner_text() == ada["words"]
    in_view(pupil, "#class-back")
    pupil.locator("#class-back").tap()
    wait_class(pupil, "pupil")
    said = pupil.locator(".class-task-mark").inner_text()
    assert said.startswith(fewest["name"]) and ("passed on this device" in said) == ada["passed"], said
    pupil.fill("#class-name", "Ada")
    pupil.locator("#class-name-form button").tap()
    pupil.wait_for_selector("#class-result:not([hidden])")
    result = pupil.input_value("#class-result-link")
    assert read_qr(pupil, "#class-result-qr") == result, "a short bot goes by QR code too"
    handed = Result.from_code(dict(parse_qsl(urlsplit(result).fragment))["r"])
    assert handed.bots == (fewest["code"],)

    # Another pupil's result, its bot another: each is played again, each marked by its own games.
    mallory = Result("Mallory", assignment, (None,), (WEAK,))
    weak, weak_games = expected(assignment, "Mallory", WEAK)
    teacher.goto(result)
    wait_class(teacher, "teacher")
    teacher.fill("#class-paste", "class.html#r=" + mallory.code())
    teacher.click("#class-collect button[type=submit]")
    wait_bots_played(teacher)
    teacher.wait_for_selector(".class-table .class-waiting", state="detached")
    rows = teacher.locator(".class-table tbody tr")
    marks = {r.locator("th").inner_text(): r.locator("td").first for r in rows.all()}
    for name, verdict, games in (("Ada", ada, ada_games), ("Mallory", weak, weak_games)):
        words, review = mark_of(verdict, games)
        assert marks[name].inner_text() == words
        assert marks[name].get_attribute("class").endswith("class-done" if verdict["passed"] else "class-tried")
        href = marks[name].locator("a").get_attribute("href")
        assert urlsplit(href).fragment.split("&lang=")[0] == review, "the mark opens the bot's game"
    assert teacher.locator("tbody tr.class-unverified").count() == 0
    assert axe_violations(teacher) == []

    # Played once: opened again, the table comes from the games this device kept.
    teacher.reload()
    wait_class(teacher, "teacher")
    assert teacher.get_attribute("body", "data-bots") == "idle"
    assert teacher.locator(".class-table .class-waiting").count() == 0
    assert teacher.locator(".class-table tbody td").first.inner_text() == mark_of(ada, ada_games)[0]


def test_a_result_too_long_for_a_qr_code_says_to_send_its_link(phone, site_url):
    """A long bot (a pupil's comments, say) makes a result more than a QR code holds: the page says
    so where the QR code would be, and the link carries it whole."""
    challenge = challenges.CHALLENGES[0]
    assignment = Assignment("Bots", (Task(challenge.code, "bot", challenge=challenge.id),), seed=5)
    rng = random.Random(5)
    notes = "\n".join("# " + "".join(rng.choice(string.ascii_letters) for _ in range(70)) for _ in range(60))
    code = notes + "\ndef choose(position):\n    return position.legal_moves()[0]\n"
    kept = json.dumps({"latest": bot_link("Chatty", code), "ended": []})
    page = phone.new_page()
    keep(page, site_url, {f"factorgames:class:task:{assignment.id}.0": kept})  # as the Bots page would have kept it
    page.goto(f"{site_url}class.html#a={assignment.code()}")
    wait_class(page, "pupil")
    assert page.locator(".class-task-mark").inner_text() == "Chatty has not passed yet."
    page.fill("#class-name", "Ada")
    page.locator("#class-name-form button").tap()
    page.wait_for_selector("#class-result:not([hidden])")
    assert page.locator("#class-result-qr").is_hidden()
    in_view(page, "#class-result-long")
    link = page.input_value("#class-result-link")
    assert Result.from_code(dict(parse_qsl(urlsplit(link).fragment))["r"]).bots == (code,)
