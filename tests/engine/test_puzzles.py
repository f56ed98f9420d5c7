"""The puzzle set (factorgames.puzzles): every answer checked by the solver and, where the search
is small, by the plain oracle; the themes read from the positions; the puzzles page's view."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import oracle
from contract import problems
from factorgames.games.chain.rules import ChainPosition, is_prime
from factorgames.games.removal.rules import RemovalPosition
from factorgames.page import puzzles_page as page
from factorgames.play.players import choose_move
from factorgames.play.solver import analyse
from factorgames.puzzles.make import ONLY_MOVE_CHOICE, SOURCES
from factorgames.puzzles.model import MEDIUM_TRIES, Puzzle, difficulty
from factorgames.puzzles.search import correct_moves, defence, fastest
from factorgames.puzzles.table import PUZZLES
from factorgames.puzzles.themes import theme_of

ORACLE_BUDGET = 5_000
"""The oracle's only-move check runs where its plain search stays under this many positions."""
ORACLE_WIN_IN_3_TOP = 50
"""The oracle's win-in-3 check runs on chain games up to this largest number (a plain search of 5 plies)."""


class TooBig(Exception):
    pass


class BudgetMinimax(oracle.Minimax):
    """The oracle's chain search, given up past ORACLE_BUDGET positions."""

    def wins(self, current, used):
        if len(self.memo) > ORACLE_BUDGET:
            raise TooBig
        return super().wins(current, used)


def ids(puzzle: Puzzle) -> str:
    return puzzle.id


def test_the_set_covers_each_game_with_both_sorts():
    games = {game for game, _ in SOURCES}
    assert {p.game for p in PUZZLES} == games
    sorts = Counter((p.game, p.only_move) for p in PUZZLES)
    assert all(sorts[(game, only)] >= 1 for game in games for only in (True, False)), sorts
    assert len({p.id for p in PUZZLES}) == len(PUZZLES)
    assert len({p.hash for p in PUZZLES}) == len(PUZZLES)
    assert {p.difficulty for p in PUZZLES} == {1, 2, 3}


@pytest.mark.parametrize("puzzle", PUZZLES, ids=ids)
def test_every_answer_is_checked_by_the_solver(puzzle):
    position = puzzle.position()
    moves = list(position.legal_moves())
    if puzzle.only_move:
        assert len(moves) >= ONLY_MOVE_CHOICE
        assert analyse(position).winning_moves == puzzle.line and puzzle.also == ()
        return
    k = puzzle.k
    assert 1 <= k <= 3 and fastest(position) == k
    assert len(moves) - len(correct_moves(position, k)) >= 2  # wrong moves to avoid
    assert (puzzle.line[0], *puzzle.also) == correct_moves(position, k), "the other first moves that win in time"
    # The line: each of the solver's moves wins in the moves left, each reply the longest defence.
    for i, n in enumerate(puzzle.line):
        if i % 2:
            assert n == defence(position)
        else:
            assert n in correct_moves(position, k - i // 2)
        position = position.play(n)
    assert position.is_over and position.outcome().winner == puzzle.position().to_move
    assert len(puzzle.line) == 2 * k - 1


def _oracle_verdict(puzzle: Puzzle) -> bool | None:
    """The oracle's check of the answer (None: its search would be too large)."""
    position = puzzle.position()
    if isinstance(position, ChainPosition):
        r, chain = position.rules, position.chain
        if puzzle.only_move:
            search = BudgetMinimax(r.lo, r.hi, r.opening)
            try:
                values = search.move_values(chain[-1] if chain else None, frozenset(chain))
            except TooBig:
                return None
            return [n for n, wins in values if wins] == list(puzzle.line)
        if puzzle.k == 3 and r.hi > ORACLE_WIN_IN_3_TOP:
            return None
        assert puzzle.k is not None
        return oracle.chain_wins_within(r.lo, r.hi, r.opening, chain, puzzle.k) and not oracle.chain_wins_within(
            r.lo, r.hi, r.opening, chain, puzzle.k - 1
        )
    assert isinstance(position, RemovalPosition)
    left, misere = position.remaining, position.rules.misere
    if puzzle.only_move:
        return [n for n in sorted(left) if not oracle.plain_to_move_wins({m for m in left if m % n}, misere)] == list(
            puzzle.line
        )
    assert puzzle.k is not None
    return oracle.removal_wins_within(left, misere, puzzle.k) and not oracle.removal_wins_within(
        left, misere, puzzle.k - 1
    )


def test_every_answer_is_checked_by_the_oracle_where_small():
    verdicts = {p.id: _oracle_verdict(p) for p in PUZZLES}
    assert all(v is not False for v in verdicts.values()), [k for k, v in verdicts.items() if v is False]
    checked = [k for k, v in verdicts.items() if v]
    assert len(checked) >= 0.6 * len(PUZZLES)


@pytest.mark.parametrize("puzzle", PUZZLES, ids=ids)
def test_the_theme_is_read_from_the_position(puzzle):
    position = puzzle.position()
    assert theme_of(position, puzzle.line[0]).id == puzzle.theme
    answer = puzzle.line[0]
    if puzzle.theme == "power-of-one":
        assert answer == 1
    if puzzle.theme == "prime-above-half":
        assert is_prime(answer) and 2 * answer > position.rules.hi
    if puzzle.theme == "stuck":
        assert not list(position.play(answer).legal_moves())


def test_the_difficulty_is_how_often_the_medium_computer_goes_wrong():
    for puzzle in PUZZLES[::9]:
        position = puzzle.position()
        right = set(analyse(position).winning_moves if puzzle.only_move else correct_moves(position, puzzle.k))
        wrong = [
            n
            for n in (choose_move(position, "medium", random.Random(s)) for s in range(MEDIUM_TRIES))
            if n not in right
        ]
        assert (len(wrong), difficulty(len(wrong)), len(set(wrong))) == (
            puzzle.misses,
            puzzle.difficulty,
            puzzle.tempting,
        )
        assert puzzle.tempting <= len(list(position.legal_moves())) - len(right)


def test_the_difficulty_reads_for_a_pupil():
    """The page names the difficulty and, when the medium computer went wrong, how many wrong moves
    tempted it, in a pupil's words (not the computer's levels)."""
    for puzzle in (next(p for p in PUZZLES if p.tempting == n) for n in (0, 1, 2)):
        words = page.view({"hash": f"id={puzzle.id}"})["difficulty_words"]
        level = {1: "Easy", 2: "Medium", 3: "Hard"}[puzzle.difficulty]
        assert (
            words
            == {
                0: level,
                1: f"{level}: 1 wrong move here looks tempting",
                2: f"{level}: 2 wrong moves here look tempting",
            }[puzzle.tempting]
        )


def test_a_puzzle_is_solved_move_by_move_against_the_longest_defence():
    puzzle = next(p for p in PUZZLES if p.k == 3)
    request = {"hash": f"id={puzzle.id}", "streak": 4, "clean": True}
    view = page.view(request)
    assert view["state"] == "solving" and view["hash"] == f"id={puzzle.id}" and view["theme"] is None
    for i in range(0, len(puzzle.line), 2):
        view = page.view({**request, "moves": view["moves"], "pick": puzzle.line[i]})
        assert not problems(view, page.PuzzleView)
    assert view["state"] == "solved" and view["streak"] == 5
    assert view["moves"] == ",".join(map(str, puzzle.line)) and view["theme"]
    assert view["chain"][-len(puzzle.line) :] == list(puzzle.line)


def test_a_wrong_move_is_refuted_on_the_board_and_ends_the_streak():
    puzzle = next(p for p in PUZZLES if p.only_move and p.game == "juniper-green")
    position = puzzle.position()
    wrong = next(n for n in position.legal_moves() if n != puzzle.line[0])
    view = page.view({"hash": f"id={puzzle.id}", "pick": wrong, "streak": 7, "clean": True})
    assert view["state"] == "wrong" and view["streak"] == 0 and not view["clean"] and view["moves"] == ""
    after = position.play(wrong)
    reply = view["chain"][-1]
    assert view["chain"] == list(after.play(reply).played)
    assert reply in analyse(after).winning_moves  # the refutation wins for the opponent
    assert f"{reply}" in view["message"] and f"{wrong}" in view["message"]
    cell = next(c for c in view["board"]["cells"] if c["n"] == wrong)
    assert cell["hint"] == "lose"
    # Trying again: the puzzle as it was; solving it now keeps the streak at 0.
    view = page.view({"hash": f"id={puzzle.id}", "pick": puzzle.line[0], "streak": 0, "clean": False})
    assert view["state"] == "solved" and view["streak"] == 0 and view["message"].startswith("Solved.")


def test_hints_give_the_theme_s_clue_then_the_move():
    puzzle = next(p for p in PUZZLES if p.theme == "prime-above-half")
    first = page.view({"hash": f"id={puzzle.id}", "hint": 1})
    assert "prime" in first["hint"]["text"] and first["hint_more"] and not first["clean"]
    second = page.view({"hash": f"id={puzzle.id}", "hint": 2})
    assert second["hint"]["text"] == f"Try {puzzle.line[0]}." and not second["hint_more"]
    assert [c["n"] for c in second["board"]["cells"] if c["hint"] == "win"] == [puzzle.line[0]]


def test_the_puzzle_of_the_day_depends_only_on_the_date():
    days = [page.view({"date": f"2026-03-{d:02}"})["id"] for d in range(1, 29)]
    assert days == [page.view({"date": f"2026-03-{d:02}", "hash": ""})["id"] for d in range(1, 29)]
    assert len(set(days)) >= 25
    view = page.view({"date": "2026-03-05"})
    assert view["daily"] and view["daily_id"] == days[4]


def test_an_unknown_puzzle_or_a_forged_line_falls_back_with_a_notice():
    view = page.view({"hash": "id=nope", "date": "2026-01-01"})
    assert view["daily"] and "nope" in view["notice"]
    puzzle = next(p for p in PUZZLES if p.k == 2 and len(list(p.position().play(p.line[0]).legal_moves())) > 1)
    wrong_defence = next(r for r in puzzle.position().play(puzzle.line[0]).legal_moves() if r != puzzle.line[1])
    view = page.view({"hash": f"id={puzzle.id}", "moves": f"{puzzle.line[0]},{wrong_defence}"})
    assert view["moves"] == "" and view["state"] == "solving"


def test_the_french_page_speaks_french():
    from factorgames.i18n import speaking

    with speaking("fr"):
        view = page.view({"hash": f"id={PUZZLES[0].id}"})
    assert view["lang"] == "fr" and view["title"].startswith("Trouve")
    assert view["task"].endswith("et un seul gagne."), view["task"]


def test_in_a_class_task_the_next_puzzle_is_the_tasks_next_one_still_to_solve():
    """A puzzles task's next puzzle is its own next one not solved yet (the game's next one solved
    nothing for the task: a teacher's walk), round to its start; once every one is solved, or for
    what the device sends that is no such task, the game's next one, said not to be the task's."""
    from factorgames.classroom.assignment import Assignment, Task

    game = PUZZLES[0].game
    first, second, third = [p for p in PUZZLES if p.game == game][3:12:4]  # not the game's order
    assignment = Assignment("Puzzles", (Task(f"game={game}", "puzzles", puzzles=(third.id, first.id, second.id)),), 1)
    task = {"task": f"{assignment.id}.0", "assignment": "a=" + assignment.code(), "kept": []}

    def after(puzzle, solved_before=(), **other):
        solved = ",".join(map(str, puzzle.line))
        sent = {**task, "kept": list(solved_before), **other}
        view = page.view({"hash": f"id={puzzle.id}", "moves": solved, "task": sent})
        assert view["state"] == "solved"
        return view["next_id"], view["next_in_task"]

    assert after(first) == (second.id, True)
    assert after(second) == (third.id, True), "round to the task's start"
    line = lambda p: f"id={p.id}&moves={','.join(map(str, p.line))}"
    assert after(first, [line(second)]) == (third.id, True), "a puzzle solved before is not asked again"
    assert after(first, [line(second), line(third)])[1] is False, "every puzzle solved: practice"
    game_next = page.view({"hash": f"id={first.id}"})["next_id"]
    assert game_next != second.id
    for hostile in ({"task": "0" * 12 + ".0"}, {"assignment": "a=nope"}, {"kept": "x"}, {"task": f"{assignment.id}.7"}):
        assert after(first, **hostile) == (game_next, False), hostile
