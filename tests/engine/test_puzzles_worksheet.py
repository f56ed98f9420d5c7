"""The worksheet's view (factorgames.page.worksheet_page): the teacher's choices give the same sheet
every time, the boards mark the position, the answer key holds the solver's answers."""

from __future__ import annotations

import re

from contract import problems
from factorgames.page.worksheet_page import MAX_COUNT, WorksheetView, one_line, view
from factorgames.puzzles.answers import correct
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
        assert item["answer"].split(";")[0].split(" ")[0] == str(puzzle.line[0])
        assert all(str(n) in item["answer"] for n in puzzle.line)


def test_the_key_names_every_first_move_the_puzzles_page_takes():
    """A win in k often has several first moves that win in time (after 16, 32, 96, 1 in NRICH's game,
    any prime above 50 wins at once): the key names each, so that no pupil's right answer is marked
    wrong; an only-move puzzle's key names its one move."""
    seen = 0
    for game in sorted({p.game for p in PUZZLES}):
        for sheet in range(1, 9):
            for item in view(f"game={game}&count=4&sheet={sheet}")["items"]:
                puzzle = BY_ID[item["id"]]
                position = puzzle.position()
                taken = {n for n in position.legal_moves() if correct(puzzle, (), position, n)}
                first = item["answer"].split(";")[0]
                assert first.startswith(str(puzzle.line[0])), (puzzle.id, first)
                assert {int(n) for n in re.findall(r"\d+", first)} == taken, (puzzle.id, first, taken)
                seen += len(taken) > 1
    assert seen, "some puzzle has several right first moves, so the check above can fail"
    several = next(p for p in PUZZLES if p.hash == "game=nrich&range=1-100&moves=16,32,96,1")
    answer = next(
        i["answer"]
        for k in range(1, 9)
        for i in view(f"game=nrich&count=4&sheet={k}")["items"]
        if i["id"] == several.id
    )
    primes_above_half = [n for n in range(51, 101) if all(n % d for d in range(2, n))]
    assert answer == f"53 (also right: {', '.join(map(str, primes_above_half[1:-1]))} or 97)"


def full(items: list[dict], game: str) -> bool:
    """Whether a sheet holds all it can: each puzzle of the game left out shares an answer or a game
    line with one on the sheet."""
    shown = [BY_ID[i["id"]] for i in items]
    left = [p for p in PUZZLES if p.game == game and p not in shown]
    return all(any(p.line[0] == q.line[0] or one_line(p, q) for q in shown) for p in left)


def test_unreadable_choices_fall_back_with_a_notice():
    sheet = view("game=chess&level=9&count=500&sheet=x&paper=a3")
    assert sheet["notice"].count(".") >= 3
    assert len(sheet["items"]) == MAX_COUNT or full(sheet["items"], sheet["game"])
    assert sheet["hash"] == f"game={sheet['game']}&level=any&count={MAX_COUNT}&sheet=1&paper=a4"


def test_a_sheet_never_gives_the_same_answer_to_two_puzzles():
    games = {p.game for p in PUZZLES}
    for game in games:
        for level in ("any", "1", "2", "3"):
            for count in (3, 6, MAX_COUNT):
                for sheet in (1, 2, 3, 7):
                    items = view(f"game={game}&level={level}&count={count}&sheet={sheet}")["items"]
                    firsts = [BY_ID[i["id"]].line[0] for i in items]
                    assert len(firsts) == len(set(firsts)), (game, level, count, sheet, firsts)
                    keyed = [i["answer"].split(";")[0] for i in items]
                    assert len(keyed) == len(set(keyed)), "the key shows each first move once"


def test_a_sheet_short_of_different_answers_says_so_and_the_next_sheet_takes_what_it_passed_over():
    sheet = view(f"game=factor-chain-challenge&count={MAX_COUNT}")
    assert len(sheet["items"]) < MAX_COUNT and full(sheet["items"], "factor-chain-challenge")
    assert "never gives the same answer twice, nor two puzzles of one game" in sheet["notice"]
    first = view("game=nrich&count=4&sheet=1")["items"]
    second = view("game=nrich&count=4&sheet=2")["items"]
    assert len(first) == len(second) == 4 and not {i["id"] for i in first} & {i["id"] for i in second}
    # A puzzle passed over for its answer is not lost: a few sheets show every puzzle of the set.
    for game in ("factor-chain-challenge", "multiplicity", "nrich"):
        every = {p.id for p in PUZZLES if p.game == game}
        shown = {i["id"] for k in range(1, 9) for i in view(f"game={game}&count=4&sheet={k}")["items"]}
        assert shown == every, game


def test_a_win_in_k_leaves_k_lines_for_the_answer():
    seen = set()
    for game in {p.game for p in PUZZLES}:
        for sheet in (1, 2, 3):
            for item in view(f"game={game}&count={MAX_COUNT}&sheet={sheet}")["items"]:
                k = BY_ID[item["id"]].k
                assert len(item["answer_lines"]) == (k or 1), (item["id"], k)
                seen.add(k)
    assert {None, 2, 3} <= seen
    win_in_3 = next(p for p in PUZZLES if p.k == 3)
    from factorgames.i18n import speaking
    from factorgames.page.worksheet_page import answer_lines

    assert answer_lines(win_in_3) == [
        "Your first move:",
        "Their reply, then your move 2:",
        "Their reply, then your move 3:",
    ]
    with speaking("fr"):
        assert answer_lines(win_in_3)[2] == "Sa réponse, puis ton coup 3\u00a0:"


def test_a_sheet_never_holds_two_puzzles_of_one_game_line():
    """Over many sheets of every game, level and size: no puzzle's position is another's played on
    (one's answer would give the other away), and no answer comes twice."""
    games = sorted({p.game for p in PUZZLES})
    assert any(one_line(a, b) for a in PUZZLES for b in PUZZLES if a is not b), (
        "the set has puzzles of one line, so the check below can fail"
    )
    for game in games:
        for level in ("any", "1", "2", "3"):
            for count in (4, MAX_COUNT):
                for sheet in range(1, 13):
                    items = [
                        BY_ID[i["id"]] for i in view(f"game={game}&level={level}&count={count}&sheet={sheet}")["items"]
                    ]
                    pairs = [(a, b) for k, a in enumerate(items) for b in items[k + 1 :]]
                    assert not any(one_line(a, b) for a, b in pairs), (game, level, count, sheet)
                    assert len({p.line[0] for p in items}) == len(items)


def test_the_paper_sizes_are_named_in_the_sheets_language() -> None:
    """The paper's choices speak the sheet's language (Spanish said "Letter")."""
    from factorgames.i18n import _, speaking

    for lang in ("es", "de", "fr"):
        with speaking(lang):
            labels = [paper["label"] for paper in view("game=nrich")["papers"]]
            assert labels == ["A4", _("Letter")] and labels[1] != "Letter", (lang, labels)
