"""What the teacher's Class page reads is what happened: a result of an edited assignment is kept
apart from the teacher's own with every difference named; no result is dropped without a word
(limits said, old results never pushed out, every unreadable link named); names shown as a teacher
reads them (hidden characters removed, look-alikes pointed out); CSV cells never run as formulas."""

from __future__ import annotations

import csv
import io
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from factorgames.classroom.assignment import Assignment, Task
from factorgames.classroom.packing import pack, unpack
from factorgames.classroom.result import Result
from factorgames.page import class_page
from factorgames.transcript import decode, encode
from test_classroom import CHALLENGE_EASY, best, call, lowest, make, play_out

NRICH = {"game": "nrich", "level": "perfect", "goal": "win2"}


@pytest.fixture(scope="module")
def made() -> dict:
    return make(CHALLENGE_EASY, NRICH, title="Year 7", seed=11)


@pytest.fixture(scope="module")
def mine(made) -> Assignment:
    return Assignment.from_code(made["made"]["link"][2:])


@pytest.fixture(scope="module")
def honest(made) -> str:
    """A pupil's honest result of the teacher's assignment, its first task won."""
    link = made["made"]["link"]
    game = play_out(call(hash=link)["tasks"][0]["play"], best)
    return call(hash=link, name="Ada", kept=[[game], []])["result"]


def result_of(assignment: Assignment, name: str = "Bo") -> str:
    return "r=" + Result(name, assignment, (None,) * len(assignment.tasks)).code()


EDITS = {
    "level": (
        lambda a: replace(a, tasks=(a.tasks[0], Task("game=nrich&vs=easy&first=2", "win"))),
        ["task 2: against the easy computer, not the perfect one"],
    ),
    "seed": (lambda a: replace(a, seed=a.seed + 1), ["another seed: the computer answers with other moves"]),
    "goal": (
        lambda a: replace(a, tasks=(a.tasks[0], Task("game=nrich&vs=perfect&first=2", "finish"))),
        ["task 2: the goal is to play to the end, not to win, moving second"],
    ),
    "title": (lambda a: replace(a, title="Year 7 "), ["the title is “Year 7 ”, not “Year 7”"]),
    "help": (
        lambda a: replace(a, tasks=(a.tasks[0], Task("game=nrich&vs=perfect&first=2&help=none", "win"))),
        ["task 2: the help allowed is no help, not all help"],
    ),
    "added": (lambda a: replace(a, tasks=(*a.tasks, a.tasks[0])), ["task 3 added: "]),
    "removed": (lambda a: replace(a, tasks=a.tasks[:1]), ["task 2 removed: "]),
}


@pytest.mark.parametrize("edit", sorted(EDITS))
def test_an_edited_assignment_is_kept_apart_with_its_differences_named(made, mine, edit):
    change, said = EDITS[edit]
    edited = change(mine)
    view = call(add=result_of(edited), assignments=made["assignments"])
    assert [t["rows"] for t in view["classes"]] == [[]], "nothing counts in the teacher's own table"
    (apart,) = view["apart"]
    assert not apart["made_here"] and apart["rows"][0]["name"] == "Bo"
    assert apart["note"] == "Not made on this device. It differs from your “Year 7”:"
    for words in said:
        assert any(d.startswith(words) for d in apart["differences"]), apart["differences"]
    assert "1 is of an assignment not made on this device" in view["message"]
    assert view["assignments"] == made["assignments"], "an edited assignment is not taken as the teacher's"


def test_fifty_results_of_which_three_are_edited(made, mine, honest):
    edited = [EDITS[e][0](mine) for e in ("level", "seed", "goal")]
    lines = [result_of(mine, f"Pupil {k:02}") for k in range(47)]
    lines += [result_of(a, f"Edited {k}") for k, a in enumerate(edited)]
    view = call(add="\n".join(lines), assignments=made["assignments"])
    assert view["message"].startswith("50 results added.")
    assert len(view["classes"][0]["rows"]) == 47
    assert sorted(row["name"] for table in view["apart"] for row in table["rows"]) == [
        "Edited 0",
        "Edited 1",
        "Edited 2",
    ]
    taken = call(results=view["results"], assignments=view["assignments"], take=view["apart"][0]["link"])
    assert len(taken["classes"]) == 2 and len(taken["apart"]) == 2, "taking one on purpose makes it the teacher's"
    assert taken["message"] == "“Year 7” is one of your assignments now."


def test_a_result_of_an_unknown_assignment_is_apart_and_like_none():
    other = Assignment("Maths club", (Task("game=juniper-green&vs=easy", "finish"),), seed=3)
    view = call(add=result_of(other))
    assert view["classes"] == [] and view["apart"][0]["note"].startswith("Not made on this device, and like none")


@given(st.data())
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_an_edited_payload_never_counts_as_the_teachers(made, mine, data):
    payload = unpack(result_of(mine)[2:])
    assert isinstance(payload, dict)
    a = payload["a"]
    key = data.draw(st.sampled_from(["t", "s", "k"]))
    if key == "t":
        a["t"] = data.draw(st.text(max_size=20))
    elif key == "s":
        a["s"] = data.draw(st.integers(-5, 2**31))
    else:
        k = data.draw(st.integers(0, len(a["k"]) - 1))
        a["k"][k][0] = data.draw(st.sampled_from(["game=nrich&vs=easy&first=2", "game=nrich&vs=perfect", "game=x"]))
    view = call(add="r=" + pack(payload), assignments=made["assignments"])
    same = a == mine.payload()
    assert (len(view["classes"][0]["rows"]) == 1) == same
    assert same or view["apart"] or "could not be read" in view["message"]


# --- nothing dropped without a word ----------------------------------------------------------------


def test_no_kept_result_is_pushed_out_and_the_refused_are_counted(made, mine, monkeypatch):
    monkeypatch.setattr(class_page, "MAX_RESULTS", 5)
    first = call(add="\n".join(result_of(mine, f"Old {k}") for k in range(4)), assignments=made["assignments"])
    assert first["message"] == "4 results added."
    more = call(
        results=first["results"],
        assignments=made["assignments"],
        add="\n".join(result_of(mine, f"New {k}") for k in range(3)),
    )
    names = [row["name"] for row in more["classes"][0]["rows"]]
    assert names == ["New 0", "Old 0", "Old 1", "Old 2", "Old 3"]
    assert more["message"] == (
        "1 result added. 2 results were not added: this device keeps at most 5 results. Clear an assignment "
        "you no longer need, then add them again."
    )


def test_every_unreadable_link_is_named_and_the_others_added(made, mine):
    lines = [result_of(mine, "Ada"), "r=garbage-garbage", result_of(mine, "Bo"), "r=" + "A" * 40]
    view = call(add="\n".join(lines), assignments=made["assignments"])
    assert view["message"] == "2 results added. 2 links could not be read (links 2 and 4 of the text)."
    # A paste of one unreadable link: nothing else is said to be added (it had said "the others were added").
    view = call(add="r=" + "A" * 40, assignments=made["assignments"])
    assert view["message"] == "0 results added. 1 link could not be read (link 1 of the text)."
    # A link cut to a few characters is named too, not passed over as no result at all.
    for cut in ("r=abcdef", "class.html#r=A"):
        view = call(add=cut, assignments=made["assignments"])
        assert view["message"] == "0 results added. 1 link could not be read (link 1 of the text).", cut


def test_a_paste_longer_than_is_read_says_so(made, mine, monkeypatch):
    monkeypatch.setattr(class_page, "MAX_PASTE", 500)
    text = result_of(mine, "Ada") + " " * 600 + result_of(mine, "Bo")
    view = call(add=text, assignments=made["assignments"])
    assert view["message"] == (
        "1 result added. Only the first 500 characters of the text were read: add the rest in another paste."
    )


def test_a_pupils_newer_result_replacing_the_older_is_said(made, mine):
    first = call(add=result_of(mine, "Ada"), assignments=made["assignments"])
    again = call(results=first["results"], assignments=made["assignments"], add=result_of(mine, "Ada\u200b"))
    assert again["message"] == (
        "1 result added. 1 of them met an earlier result of the same pupil: each task keeps the better of the two games."
    )
    (row,) = again["classes"][0]["rows"]
    assert row["name"] == "Ada" and row["note"] == "Hidden characters were removed from this name."


def test_a_pupils_older_result_pasted_after_the_newer_takes_no_game_away(made):
    """A pupil leaves task 1 unfinished, hands in a link, then wins it and hands in another: whichever
    the teacher pastes first, the table keeps the win, and the paste says what it did (it had kept the
    last pasted, the unfinished game, and said it "replaced an earlier result")."""
    link = made["made"]["link"]
    won = play_out(call(hash=link)["tasks"][0]["play"], best)
    unfinished = encode(replace(decode(won), moves=decode(won).moves[:2]))
    older = call(hash=link, name="Kim", kept=[[unfinished], []])["result"]
    newer = call(hash=link, name="Kim", kept=[[unfinished, won], []])["result"]

    def marks(view: dict) -> list[str]:
        (row,) = view["classes"][0]["rows"]
        return [mark["words"] for mark in row["marks"]]

    first = call(add=newer, assignments=made["assignments"])
    assert marks(first)[0].startswith("Won in")
    then = call(results=first["results"], assignments=made["assignments"], add=older)
    assert marks(then) == marks(first), "the older result took the win away"
    assert then["message"] == (
        "0 results added. 1 had no game better than the same pupil's result here: nothing was changed."
    )
    assert then["results"] == first["results"]
    # The other way round: the newer one is taken, task by task.
    first = call(add=older, assignments=made["assignments"])
    assert marks(first)[0].startswith("Not finished")
    then = call(results=first["results"], assignments=made["assignments"], add=newer)
    assert marks(then)[0].startswith("Won in")
    assert then["message"] == (
        "1 result added. 1 of them met an earlier result of the same pupil: each task keeps the better of the "
        "two games."
    )


def test_two_results_of_one_pupil_keep_each_tasks_better_game(made):
    """Task 1 won in one result and task 2 played in the other (two devices, say): the table shows both."""
    link = made["made"]["link"]
    tasks = call(hash=link)["tasks"]
    one = play_out(tasks[0]["play"], best)
    two = play_out(tasks[1]["play"], lowest)
    first = call(hash=link, name="Kim", kept=[[one], []])["result"]
    second = call(hash=link, name="Kim", kept=[[], [two]])["result"]
    view = call(add=f"{first}\n{second}", assignments=made["assignments"])
    (row,) = view["classes"][0]["rows"]
    assert [mark["words"].split(" in ")[0] for mark in row["marks"]] == ["Won", "Lost"]
    (kept,) = view["results"]
    assert Result.from_code(kept).moves == (
        Result.from_code(first[2:]).moves[0],
        Result.from_code(second[2:]).moves[1],
    )


def test_a_result_pasted_again_is_said_to_be_here_already_not_added(made, mine):
    """The same result pasted twice (a teacher unsure it was taken) changes nothing and says so: it
    was "1 result added. 1 of them replaced an earlier result of the same pupil"."""
    first = call(add=result_of(mine, "Ada"), assignments=made["assignments"])
    again = call(
        results=first["results"],
        assignments=made["assignments"],
        add="\n".join([result_of(mine, "Ada"), result_of(mine, "Bo")]),
    )
    assert again["message"] == "1 result added. 1 result was here already, unchanged."
    assert sorted(row["name"] for row in again["classes"][0]["rows"]) == ["Ada", "Bo"]
    assert len(again["results"]) == 2


def test_names_are_shown_as_read_and_look_alikes_pointed_out(made, mine):
    typed = ("\u202eyrraH", "A\u200bda", "\u0410da", "=HYPERLINK(1)", "Bo\u0000b", "Ada")
    view = call(add="\n".join(result_of(mine, name) for name in typed), assignments=made["assignments"])
    assert "1 of them met an earlier result" in view["message"], "A+zero-width space+da and Ada: one pupil, said"
    rows = {row["name"]: row for row in view["classes"][0]["rows"]}
    assert set(rows) == {"yrraH", "Ada", "\u0410da", "=HYPERLINK(1)", "Bob"}
    assert rows["yrraH"]["note"] == "Hidden characters were removed from this name."
    assert rows["\u0410da"]["note"] == "It looks like another pupil's name: Ada."
    assert rows["Ada"]["note"] == "It looks like another pupil's name: \u0410da."
    sheet = list(csv.reader(io.StringIO(view["classes"][0]["csv"])))
    names = [line[0] for line in sheet[1:]]
    assert "'=HYPERLINK(1)" in names and "=HYPERLINK(1)" not in names
    assert all(not any(c in cell for c in "\u202e\u200b\u0000") for line in sheet for cell in line)


def test_the_teachers_assignments_are_bounded_and_say_so(made, monkeypatch):
    monkeypatch.setattr(class_page, "MAX_KEPT", 1)
    view = call(make="Another", seed=5, tasks=[NRICH], assignments=made["assignments"])
    assert view["notice"] == "This device keeps at most 1 assignments: clear one you no longer need first."
    assert view["assignments"] == made["assignments"] and view["made"] is None
