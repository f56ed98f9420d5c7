"""A class task's link on the game page: a link edited to other settings (its help, its level) opens
a game the Class page will not count, and the page says so when it opens, with the task's own game
one tap away; what the device sends about its task is read as anything from storage."""

from __future__ import annotations

import json

import pytest

from factorgames.classroom.assignment import Assignment
from factorgames.page.api import handle
from factorgames.transcript import decode, encode
from test_class_help import device_task, task_link, to_pupil
from test_classroom import CHALLENGE_EASY, best, call, legal, lowest, make, play_out


def ask(**request: object) -> dict:
    return json.loads(handle(json.dumps(request)))


@pytest.fixture(scope="module")
def made() -> dict:
    return make({**CHALLENGE_EASY, "help": "none"}, {"game": "nrich", "level": "easy", "goal": "finish"})


def task_of(made: dict, k: int) -> tuple[str, dict]:
    """Task k's game (its share code) and the task as the game page sends it in `load`."""
    link = made["made"]["link"]
    game, _sep, name = call(hash=link)["tasks"][k]["play"].partition("&task=")
    return game, {"task": name, "assignment": link, "latest": ""}


def mark(made: dict, k: int, games: list[str]) -> str:
    """The state of task k on the pupil's page, with `games` the device kept for it."""
    kept: list[list[str]] = [[], []]
    kept[k] = games
    return str(call(hash=made["made"]["link"], name="Ada", kept=kept)["tasks"][k]["mark"]["state"])


@pytest.mark.parametrize(
    ("k", "edit"),
    [
        (0, ("&help=none", "")),  # the help the task forbade, allowed again
        (0, ("vs=easy", "vs=medium")),
        (1, ("vs=easy", "vs=perfect")),
        (1, ("game=nrich", "game=juniper-green")),
    ],
)
def test_a_task_link_edited_to_other_settings_says_it_will_not_count_and_offers_the_tasks_game(made, k, edit):
    """The Class page rightly shows a game of other settings as "Not started"; the game page had said
    nothing and kept "Back to the assignment". It now says so as it opens, and its button opens the
    task's own game under the task's name (the page then plays it for the task)."""
    game, task = task_of(made, k)
    assert edit[0] in game
    edited = game.replace(*edit)
    assert ask(op="load", hash=game, task=task)["offer"] is None  # the task's own link: nothing to say
    offer = ask(op="load", hash=edited, task=task)["offer"]
    assert offer is not None and offer["leaves_task"] is True
    assert f"task {k + 1}'s game" in offer["text"] and "will not count" in offer["text"]
    assert offer["label"] == f"Play task {k + 1}'s game"
    offered, _sep, name = offer["hash"].partition("&task=")
    assert name.split("&target=")[0] == task["task"]
    assignment = Assignment.from_code(made["made"]["link"][2:])
    assert decode(offered).setup == assignment.setup(k)
    # What the page said agrees with what the teacher reads: the edited game, played out, does not
    # count; the offered one does.
    assert mark(made, k, [play_out(edited, best)]) == "todo"
    assert mark(made, k, [play_out(offered, best)]) != "todo"


def test_what_the_device_sends_about_its_task_is_read_as_anything(made):
    """A task from storage that is not one (another kind, another assignment's id, damaged, a
    tournament's address, a puzzles task's name) says nothing and breaks nothing."""
    game, task = task_of(made, 0)
    edited = game.replace("&help=none", "")
    other = make({"game": "nrich", "level": "easy", "goal": "finish"}, title="Other")["made"]["link"]
    for sent in (
        None,
        "a task",
        [task],
        {**task, "assignment": 7},
        {**task, "task": None},
        {**task, "assignment": other},
        {**task, "assignment": "a=damaged"},
        {**task, "assignment": "tournament.html#t=x"},
        {**task, "task": task["task"].replace(".0", ".9")},
        {**task, "task": task["task"] + "0" * 40},
    ):
        view = ask(op="load", hash=edited, task=sent)
        assert view["notice"] is None and view["offer"] is None, sent
        assert decode(view["hash"]).setup == decode(edited).setup
    # A damaged latest game is no game kept: the task is still read.
    view = ask(op="load", hash=edited, task={**task, "latest": {"hash": 1}})
    assert view["notice"] is None and view["offer"]["leaves_task"] is True


def test_the_offer_goes_on_with_the_tasks_game_this_device_kept(made):
    """The button opens this device's latest game of the task when it is the task's own (the pupil's
    moves before the edit come back), else the task's game anew."""
    game, task = task_of(made, 0)
    edited = game.replace("&help=none", "")
    begun = ask(op="computer", hash=game, seed=1)["hash"]  # the task's game, the computer's first move played
    assert decode(begun).moves
    for latest, opened in ((begun, begun), (edited, game), ("", game)):
        offer = ask(op="load", hash=edited, task={**task, "latest": latest})["offer"]
        assert offer["hash"].partition("&task=")[0] == opened, latest


@pytest.mark.parametrize("help_", ["none", "hints", "all"])
def test_moves_taken_back_by_editing_the_address_are_said_or_recorded(help_):
    """A pupil plays on, then cuts the last moves from the address (or changes one): a take-back
    with no Undo, in a task whose game may allow none. The game had gone on from there with nothing
    said or recorded. Where the task allows no taking back, the page now says the game will not
    count, its button back to the game as the pupil left it; where it allows it, the move tried
    again is recorded, as a retry from the review is, and the teacher reads it."""
    made, link = task_link(help_)
    name = f"{Assignment.from_code(made['made']['link'][2:]).id}.0"
    view = to_pupil(ask(op="load", hash=link))
    for _ in range(2):
        view = to_pupil(ask(op="pick", hash=view["hash"], number=lowest(view)))
    mine = view["hash"]
    played = decode(mine).moves
    cut = encode(decode(mine).again(played[:-2]))  # the pupil's last move and the computer's reply
    other = encode(decode(mine).again((*played[:-2], max(legal(ask(op="load", hash=cut))))))
    for edited, back in ((cut, len(played) - 1), (other, len(played) - 1)):
        loaded = ask(op="load", hash=edited, task=device_task(made, mine))
        offer = loaded["offer"]
        if help_ == "all":
            assert offer is None
            assert ("retry", back) in decode(loaded["hash"]).helped.uses
            finished = play_out(loaded["hash"], best)
            kept = [[finished]]
            mark = call(hash=made["made"]["link"], name="Ada", kept=kept)["tasks"][0]["mark"]
            assert mark["help"] and f"a retry of move {back}" in mark["help"], mark
        else:
            assert offer is not None and offer["leaves_task"] is True, (help_, edited)
            assert offer["text"].startswith(f"Moves of this game were taken back from move {back}")
            assert "task 1 allows no taking back" in offer["text"]
            assert offer["label"] == "Back to task 1's game"
            assert offer["hash"] == f"{mine}&task={name}"
    # The edited game reloaded in its tab (the tab's copy of it sent as `saved`) is told again: else a
    # reload would take the move back after all.
    if help_ != "all":
        reloaded = ask(op="load", hash=cut, saved=cut, task=device_task(made, mine))
        assert reloaded["offer"]["leaves_task"] is True
