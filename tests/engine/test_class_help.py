"""Help in a class task's game: every hint, teacher's tool, take-back and retry is recorded with
its move in the game's share code and carried by the pupil's result; a task allows all help, hints
only or none, and the game page offers only that (whatever the address asks); the teacher's
replay says what help came with each game, and refuses a result that claims more than allowed."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from factorgames.classroom.assignment import Assignment
from factorgames.classroom.result import Result
from factorgames.classroom.verify import check, flat
from factorgames.help_used import KINDS, MAX_USES, HelpUsed
from factorgames.link_values import RecordError
from factorgames.page.api import handle
from factorgames.puzzles.table import PUZZLES
from factorgames.transcript import decode, encode
from test_classroom import CHALLENGE_EASY, best, call, legal, lowest, make, play_out


def ask(**request: object) -> dict:
    return json.loads(handle(json.dumps(request)))


def task_link(help_: str = "all", level: str = "easy") -> tuple[dict, str]:
    made = make({**CHALLENGE_EASY, "level": level, "help": help_})
    return made, call(hash=made["made"]["link"])["tasks"][0]["play"].split("&task=")[0]


def device_task(made: dict, latest: str | None) -> dict:
    """Task 1 of an assignment as the game page sends it (`task` in `load`): its name, the Class page's
    address the device keeps for it, and the device's latest game of it."""
    link = made["made"]["link"]
    return {"task": f"{Assignment.from_code(link[2:]).id}.0", "assignment": link, "latest": latest or ""}


def to_pupil(view: dict, **marks: object) -> dict:
    """The game once the computer has answered (the pupil to move), asked with the page's `marks`
    as the page asks every request."""
    while view["computer_to_move"]:
        view = ask(op="computer", hash=view["hash"], **marks)
    return view


# --- the record, in the share code ---------------------------------------------------------------


def test_each_help_shown_is_recorded_with_the_move_it_came_at():
    _made, link = task_link()
    view = to_pupil(ask(op="load", hash=link))  # the pupil moves second: move 2 is theirs
    assert decode(view["hash"]).helped == HelpUsed()
    hinted = ask(op="view", hash=view["hash"], hint=2)
    assert decode(hinted["hash"]).helped.uses == (("hint2", 2),)
    assert "a level 2 hint at move 2" in hinted["help_note"]
    analysed = ask(op="view", hash=hinted["hash"], analysis=True, counts=True)
    assert set(decode(analysed["hash"]).helped.uses) == {("hint2", 2), ("analysis", 2), ("counts", 2)}
    # The analysis left on: each of the pupil's moves it shows is recorded, the computer's are not.
    after = to_pupil(ask(op="pick", hash=analysed["hash"], number=legal(analysed)[0], analysis=True), analysis=True)
    if not after["over"]:
        assert ("analysis", 4) in decode(after["hash"]).helped.uses
        assert ("analysis", 3) not in decode(after["hash"]).helped.uses


def test_a_link_edited_to_drop_the_help_keeps_the_help_this_device_recorded():
    """A pupil takes a hint, then deletes `&helped=` from the address and loads it (or plays on from
    there): the device's latest game of the task (`latest` in its `task`) is read against the link, and
    the hint stays recorded; it had given a clean win."""
    made, link = task_link()
    view = to_pupil(ask(op="load", hash=link))
    hinted = ask(op="view", hash=view["hash"], hint=1)
    kept = hinted["hash"]
    assert decode(kept).helped.uses == (("hint1", 2),)
    edited = encode(replace(decode(kept), helped=HelpUsed()))
    assert "helped=" not in edited
    loaded = ask(op="load", hash=edited, saved=None, task=device_task(made, kept))
    assert decode(loaded["hash"]).helped.uses == (("hint1", 2),)
    assert "a level 1 hint at move 2" in loaded["help_note"]
    # Played on from the edited link: the game that continues it keeps the hint too.
    later = to_pupil(ask(op="pick", hash=edited, number=legal(to_pupil(ask(op="load", hash=edited)))[0]))
    assert ask(op="load", hash=later["hash"], task=device_task(made, kept))["help_note"] is not None
    # Other moves from the device's game (the address edited to take moves back): its help stays
    # recorded, and the move tried again is a retry.
    other_moves = encode(replace(decode(kept), moves=(decode(kept).moves[0] + 1,), helped=HelpUsed()))
    loaded = ask(op="load", hash=other_moves, task=device_task(made, kept))
    assert decode(loaded["hash"]).helped.uses == (("hint1", 2), ("retry", 1))
    # Another setup, no game or a puzzle's line kept, the task's link opened again: the link's own.
    other = to_pupil(ask(op="load", hash=link))
    for game, device in (
        (link, kept),
        (other["hash"], None),
        (other["hash"], "p12:3,4"),
        (edited, "game=nrich"),
    ):
        loaded = ask(op="load", hash=game, task=device_task(made, device))
        assert decode(loaded["hash"]).helped == HelpUsed(), (game, device)


def test_undo_and_retry_are_recorded_in_a_tasks_game():
    _made, link = task_link()
    view = to_pupil(ask(op="load", hash=link))
    view = to_pupil(ask(op="pick", hash=view["hash"], number=lowest(view)))
    undone = ask(op="undo", hash=view["hash"])
    assert ("undo", 2) in decode(undone["hash"]).helped.uses and decode(undone["hash"]).moves == (
        decode(view["hash"]).moves[0],
    )
    stepped = ask(op="view", hash=view["hash"], step=1)
    assert stepped["replay"]["playable"] and ("retry", 2) in decode(stepped["replay"]["hash"]).helped.uses


def test_a_game_outside_a_task_records_no_help():
    view = ask(op="new", setup={"game": "factor-chain-challenge", "vs": "easy", "first": "2"})
    view = to_pupil(view)
    helped = ask(op="view", hash=view["hash"], hint=3, analysis=True, strategy=True, standing=True)
    assert "helped=" not in helped["hash"] and helped["help_note"] is None
    assert helped["hint"] is not None  # the help itself is there, as before


def test_help_survives_every_move_and_a_cut_illegal_one():
    _made, link = task_link()
    view = to_pupil(ask(op="load", hash=link))
    view = ask(op="view", hash=view["hash"], hint=1)
    played = to_pupil(ask(op="pick", hash=view["hash"], number=lowest(view)))
    assert ("hint1", 2) in decode(played["hash"]).helped.uses
    broken = ask(op="load", hash=played["hash"].replace("&moves=", "&moves=999,") if "moves=" in played["hash"] else "")
    assert "helped=hint1@2" in broken["hash"]


# --- what a task allows ---------------------------------------------------------------------------


@pytest.mark.parametrize("allowed", ["none", "hints"])
def test_a_task_offers_only_the_help_it_allows_whatever_the_request_asks(allowed):
    _made, link = task_link(allowed)
    assert f"help={allowed}" in link
    view = to_pupil(ask(op="load", hash=link))
    asked = ask(
        op="view", hash=view["hash"], hint=3, analysis=True, strategy=True, standing=True, counts=True, web=True
    )
    offered = set(asked["controls"])
    assert not offered & {"analysis", "strategy", "standing", "counts", "web"}
    assert not any(c["hint"] in ("lose", "partner") for c in asked["board"]["cells"]) and asked["strategy"] is None
    assert asked["standing"] is None and asked["web"] is None
    if allowed == "none":
        assert not offered & {"hint", "undo"} and asked["hint"] is None
        assert "helped=" not in asked["hash"]
        assert asked["help_note"].startswith("This game allows no help")
        assert ask(op="undo", hash=to_pupil(ask(op="pick", hash=view["hash"], number=lowest(view)))["hash"])["notice"]
    else:
        assert "hint" in offered and asked["hint"] is not None
        assert decode(asked["hash"]).helped.uses == (("hint3", 2),)
        assert asked["help_note"].startswith("This game allows hints only.")


def test_without_retries_the_review_and_the_replay_offer_no_way_back():
    _made, link = task_link("none", level="perfect")
    finished = play_out(link, lowest)
    view = ask(op="load", hash=finished)
    assert view["over"] and view["review"] is not None and view["review"]["retry_hash"] is None
    assert not ask(op="view", hash=finished, step=1)["replay"]["playable"]


def test_the_teacher_reads_the_help_on_both_sides_and_in_the_csv():
    made, link = task_link()
    helped = play_out(ask(op="view", hash=to_pupil(ask(op="load", hash=link))["hash"], analysis=True)["hash"], best)
    assert "helped=analysis@2" in helped
    pupil = call(hash=made["made"]["link"], name="Ada", kept=[[helped]])
    mark = pupil["tasks"][0]["mark"]
    assert (
        mark["state"] == "done"
        and mark["words"].startswith("Won in")
        and "with the analysis from move 2" in mark["words"]
    )
    clean = play_out(link, best)
    both = call(hash=made["made"]["link"], name="Ada", kept=[[helped, clean]])
    assert both["tasks"][0]["mark"]["help"] == "", "a win without help counts before one with help"
    teacher = call(add=pupil["result"], assignments=made["assignments"])
    row = teacher["classes"][0]["rows"][0]
    assert row["helped"] == 1 and row["marks"][0]["help"] == "the analysis from move 2" and row["verified"]
    assert "helped=analysis@2" in row["marks"][0]["review"]
    review = ask(op="load", hash=row["marks"][0]["review"])
    assert "Help used in this game: the analysis from move 2." in review["help_note"]
    rows = list(csv.reader(io.StringIO(teacher["classes"][0]["csv"])))
    column = rows[0].index("With help")
    assert rows[1][column] == "Task 1" and "with the analysis" in rows[1][1]


def test_a_result_claiming_help_beyond_the_tasks_is_not_verified():
    made, link = task_link("hints")
    assignment = Assignment.from_code(made["made"]["link"][2:])
    moves = decode(play_out(link, best)).moves
    for claimed, words in (
        (HelpUsed().add("analysis", 2), "where the task allows hints only"),
        (HelpUsed().add("hint1", len(moves) + 5), "does not fit the game"),
    ):
        forged = Result("Bo", assignment, (moves,), (), (claimed,))
        mark = call(add="r=" + forged.code(), assignments=made["assignments"])["classes"][0]["rows"][0]["marks"][0]
        assert mark["state"] == "invalid" and words in mark["words"]
    fine = Result("Cy", assignment, (moves,), (), (HelpUsed().add("hint2", 2),))
    assert check(assignment, 0, moves, fine.helped[0]).state == "done"


def test_an_address_cannot_switch_a_tasks_help_on():
    made, link = task_link("none")
    assignment = Assignment.from_code(made["made"]["link"][2:])
    loosened = play_out(link.replace("&help=none", ""), best)  # the same game, help switched back on
    pupil = call(hash=made["made"]["link"], name="Ada", kept=[[loosened]])
    assert pupil["tasks"][0]["mark"]["state"] == "todo", "a game of another setup is not the task's"
    assert decode(loosened).setup != assignment.setup(0)


# --- the record read as hostile input -----------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "nope@1",
        "hint1@0",
        "hint1@1,hint1@2",
        "hint1@",
        "@3",
        "hint1@3-2",
        "hint1@1-100000",
        "hint1@1.x",
        "hint1@١",
        "analysis@" + ".".join(str(n) for n in range(1, 2 * MAX_USES + 3, 2)),  # one use too many
        "hint1@1," * 2000,
    ],
)
def test_a_hostile_help_record_is_refused(text):
    with pytest.raises(RecordError):
        HelpUsed.read(text)
    assert "helped=" not in ask(op="load", hash=f"game=nrich&vs=easy&seed=3&helped={text}")["hash"]


@given(st.lists(st.tuples(st.sampled_from(KINDS), st.integers(1, 400)), max_size=80))
def test_a_help_record_reads_back_as_written(uses):
    record = HelpUsed()
    for kind, ply in uses:
        record = record.add(kind, ply)
    assert HelpUsed.read(record.text()) == record
    assert record.kinds() == {kind for kind, _ in uses}
    assert encode(decode(f"game=nrich&vs=easy&seed=1&helped={record.text()}")).endswith(
        f"helped={record.text()}" if record else "seed=1"
    )


# --- a puzzles task's hints -----------------------------------------------------------------------


def solve(pid: str, task: dict | None, kept: list[str], hint: int = 0) -> list[dict]:
    """A puzzle of a class's task solved through the puzzles page's op, as the pupil's device does
    (`hint`: the level shown before the first pick); each view, the device's kept codes growing as
    the page keeps them."""
    line = {p.id: p for p in PUZZLES}[pid].line
    request = {"op": "puzzle", "hash": f"id={pid}", "moves": "", "hint": hint, "task": task and {**task, "kept": kept}}
    views = [ask(**request)] if hint else []
    while not views or views[-1]["state"] != "solved":
        moves = views[-1]["moves"] if views else ""
        views.append(ask(**{**request, "moves": moves, "pick": line[len(moves.split(",")) if moves else 0]}))
        if views[-1]["task_record"] and views[-1]["task_keep"] not in kept:
            kept.append(views[-1]["task_keep"])
    return views


def test_a_hint_in_a_puzzles_task_stays_recorded_though_the_puzzle_is_opened_again():
    """A pupil shows a hint in a task's puzzle, opens the puzzle again (the page forgets its hint)
    and solves it: the hint is recorded with the puzzle (`&hint=` in what the device keeps), said on
    the pupil's page and the teacher's table, and carried by the result. It had left no trace."""
    made = make({"game": PUZZLES[0].game, "goal": "puzzles", "target": 2})
    link = made["made"]["link"]
    assignment = Assignment.from_code(link[2:])
    first, second = assignment.tasks[0].puzzles
    task = {"task": f"{assignment.id}.0", "assignment": link}
    kept: list[str] = []
    shown = ask(op="puzzle", hash=f"id={second}", moves="", hint=1, task={**task, "kept": kept})
    assert shown["hint"] is not None
    assert (shown["task_keep"], shown["task_record"]) == (f"id={second}&moves=&hint=1", True)
    # "Play on from here" (the game page's help would show the answer) waits until it is solved.
    assert shown["play"] == "" and ask(op="puzzle", hash=f"id={second}", moves="")["play"]
    kept.append(shown["task_keep"])
    again = solve(second, task, kept)  # opened again: no hint asked for now
    assert again[-1]["task_keep"].endswith("&hint=1") and again[-1]["task_record"] and again[-1]["play"]
    assert again[0]["help_note"] == "Help used in this puzzle: a level 1 hint."  # said from the first pick on
    clean = solve(first, task, kept)
    assert "hint=" not in clean[-1]["task_keep"] and clean[-1]["task_record"] and clean[-1]["help_note"] is None
    assert not any(view["task_record"] for view in clean[:-1])  # a move of a line: only the latest
    assert solve(first, None, [])[-1]["task_keep"] == ""  # no task: nothing kept for one

    pupil = call(hash=link, name="Ada", kept=[kept])
    said = "2 of 2 puzzles solved, with a level 1 hint in puzzle 2."
    assert pupil["tasks"][0]["mark"]["words"] == said
    assert sorted(pupil["tasks"][0]["keep"]) == sorted(code for code in kept if "moves=&" not in code)
    row = call(add=pupil["result"], assignments=made["assignments"])["classes"][0]["rows"][0]
    assert row["marks"][0]["words"] == said and row["marks"][0]["help"] and row["verified"]


@pytest.mark.parametrize(
    ("helped", "verified"),
    [(HelpUsed().add("hint2", 1), True), (HelpUsed().add("hint1", 3), False), (HelpUsed().add("analysis", 1), False)],
)
def test_a_puzzles_tasks_help_record_is_checked(helped, verified):
    """A result's hints of a puzzles task sit at puzzles the task has, and are hints: a record that
    does not fit is not verified."""
    made = make({"game": PUZZLES[0].game, "goal": "puzzles", "target": 2})
    assignment = Assignment.from_code(made["made"]["link"][2:])
    lines = [{p.id: p for p in PUZZLES}[pid].line for pid in assignment.tasks[0].puzzles]
    result = Result("Bo", assignment, (flat(lines),), (), (helped,))
    row = call(add="r=" + result.code(), assignments=made["assignments"])["classes"][0]["rows"][0]
    assert row["verified"] is verified, row["marks"][0]["words"]
    assert ("with a level 2 hint in puzzle 1" in row["marks"][0]["words"]) is verified
