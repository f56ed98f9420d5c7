"""The worksheet's view (factorgames.page.worksheet_page): the teacher's choices give the same sheet
every time, the boards mark the position, the answer key holds the solver's answers."""

from __future__ import annotations

from contract import problems
from factorgames.page.worksheet_page import MAX_COUNT, WorksheetView, view
from factorgames.puzzles.table import PUZZLES

BY_ID = {p.id: p for p in PUZZLES}


def test_the_address_makes_the_same_sheet_and_the_next_sheet_others():
    first = view("game=nrich&level=any&count=5&sheet=1&paper=letter")
    assert not problems(first, WorksheetView) and first["notice"] is None
    assert first == view(first["hash"]) and first["hash"] == "game=nrich&level=any&count=5&sheet=1&paper=letter"
    second = view("game=nrich&level=any&count=5&sheet=2")
    assert not {i["id"] for i in first["items"]} & {i["id"] for i in second["items"]}
    assert all(BY_ID[i["id"]].game == "nrich" for i in first["items"] + second["items"])


def test_the_difficulty_chosen_is_the_puzzles_difficulty():
    for level in (1, 2, 3):
        sheet = view(f"game=juniper-green&level={level}&count=2")
        assert sheet["items"] and all(BY_ID[i["id"]].difficulty == level for i in sheet["items"])


def test_each_board_marks_the_position_and_the_key_holds_the_answer():
    sheet = view("game=factor-chain&count=4")
    for item in sheet["items"]:
        puzzle = BY_ID[item["id"]]
        position = puzzle.position()
        marks = {c["n"]: c["mark"] for c in item["board"]["cells"]}
        assert [n for n, m in marks.items() if m == "current"] == [position.current]
        assert {n for n, m in marks.items() if m == "used"} == set(position.chain) - {position.current}
        assert item["answer"].split(";")[0] == str(puzzle.line[0])
        assert all(str(n) in item["answer"] for n in puzzle.line)


def test_unreadable_choices_fall_back_with_a_notice():
    sheet = view("game=chess&level=9&count=500&sheet=x&paper=a3")
    assert sheet["notice"].count(".") >= 3 and len(sheet["items"]) == MAX_COUNT
    assert sheet["hash"] == f"game={sheet['game']}&level=any&count={MAX_COUNT}&sheet=1&paper=a4"
