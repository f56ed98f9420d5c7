"""The Factor Game: the exact search against a brute-force minimax (tests/oracle.py), the rules'
positions, the computer's levels, and a game played to the end through the page's api."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contract import assert_view
from factorgames.cli import main
from factorgames.games.factor.rules import FactorRules
from factorgames.games.factor.solving import analysis, value
from factorgames.games.outcome import IllegalMove
from factorgames.games.position import replay
from factorgames.page.api import handle
from factorgames.play.players import choose_move
from factorgames.transcript import decode
from oracle import FactorGameAlphaBeta, FactorGameBitmaskSearch, FactorGameMinimax

ORACLES = {lose_turn: FactorGameMinimax(lose_turn) for lose_turn in (False, True)}


def call(**request) -> dict:
    view = json.loads(handle(json.dumps(request)))
    assert_view(view)
    return view


@pytest.mark.parametrize("lose_turn", [False, True])
@pytest.mark.parametrize("top", range(2, 17))
def test_every_board_up_to_16_agrees_with_brute_force(top, lose_turn):
    start = FactorRules(1, top, lose_turn).initial_position()
    oracle = ORACLES[lose_turn]
    board = frozenset(range(1, top + 1))
    result = analysis(start)
    assert result.value == oracle.value(board)
    assert result.winning_moves == oracle.best_moves(board)
    assert result.to_move_wins == (oracle.value(board) > 0)


@pytest.mark.parametrize("lose_turn", [False, True])
@pytest.mark.parametrize("tops, picks, count", [((17, 25), (3, 7), 40), ((25, 31), (5, 9), 12)])
def test_random_mid_game_positions_up_to_30_agree_with_brute_force(lose_turn, tops, picks, count):
    rng = random.Random(22 + tops[0])
    oracle = FactorGameMinimax(lose_turn)
    checked = 0
    while checked < count:
        top = rng.randrange(*tops)
        p = FactorRules(1, top, lose_turn).initial_position()
        for _ in range(rng.randrange(*picks)):
            if p.is_over:
                break
            p = p.play(rng.choice(list(p.legal_moves())))
        if p.is_over:
            continue
        result = analysis(p)
        assert value(p) == result.value == oracle.value(frozenset(p.remaining)), p.moves
        assert result.winning_moves == oracle.best_moves(p.remaining), p.moves
        mover = p.to_move - 1
        assert result.to_move_wins == (result.value + p.scores[mover] - p.scores[1 - mover] > 0)
        checked += 1
    oracle.memo.clear()


def test_a_pick_scores_the_number_for_the_mover_and_its_factors_for_the_other():
    p = FactorRules(1, 30).initial_position()
    assert 1 not in set(p.legal_moves()) and 29 in set(p.legal_moves())
    p = p.play(25)
    assert p.scores == (25, 6) and 5 not in p.remaining and 1 not in p.remaining
    assert 29 not in set(p.legal_moves())  # with 1 gone, no prime can be picked
    with pytest.raises(IllegalMove, match="no factor left"):
        p.play(29)
    assert FactorRules(1, 30, lose_turn=True).initial_position().play(25).play(29).scores == (25, 6)


def test_the_game_ends_when_no_number_has_a_factor_left_and_the_higher_total_wins():
    p = replay(FactorRules(1, 4), [4])  # 4: +4 for seat 1, +1+2 for seat 2; 3 is left without a factor
    assert p.is_over and p.scores == (4, 3) and p.outcome().winner == 1 and list(p.legal_moves()) == []
    assert p.outcome().scores == (4, 3)
    with pytest.raises(IllegalMove):
        p.play(3)
    later = replay(FactorRules(1, 4), [3, 4])  # 3: +3 / +1; 4: +4 for seat 2, +2 for seat 1
    assert later.is_over and later.scores == (5, 5) and later.outcome().winner is None  # a draw
    tie = replay(FactorRules(1, 6), [6])  # 6: +6 / +1+2+3; 4 and 5 are left without a factor
    assert tie.is_over and tie.scores == (6, 6) and tie.outcome().winner is None


@pytest.mark.parametrize("seed", range(3))
def test_medium_takes_the_most_points_at_once_and_perfect_the_best_value(seed):
    rng = random.Random(seed)
    p = FactorRules(1, 24).initial_position()
    while not p.is_over:
        gains = {n: n - sum(d for d in p.remaining if d < n and n % d == 0) for n in p.legal_moves()}
        assert gains[choose_move(p, "medium", rng)] == max(gains.values())
        best = ORACLES[False].best_moves(p.remaining)
        n = choose_move(p, "perfect", rng)
        assert n in best
        p = p.play(n)


def test_perfect_against_perfect_through_the_api():
    view = call(op="new", setup={"game": "factor-game", "vs": "perfect", "first": "1"})
    assert view["scores"] == {"points": {"1": 0, "2": 0}, "text": "Points: You 0, Computer 0"}
    assert view["status"] == "Your turn: pick a number that has a factor left."
    assert {"hint", "analysis", "standing", "review"} <= set(view["controls"]) and "strategy" not in view["controls"]
    picked = call(op="pick", hash=view["hash"], number=25)
    assert picked["announce"] == "You picked 25, removing 1, 5 and 25. Points: You 25, Computer 6."
    rng = random.Random(5)
    while not view["over"]:
        record = decode(view["hash"])
        p = replay(record.setup.rules, record.moves)
        view = call(op="pick", hash=view["hash"], number=choose_move(p, "perfect", rng))
        if view["computer_to_move"]:
            view = call(op="computer", hash=view["hash"], seed=7)
    record = decode(view["hash"])
    p = replay(record.setup.rules, record.moves)
    mine, computers = view["scores"]["points"]["1"], view["scores"]["points"]["2"]
    assert (mine, computers) == p.scores
    assert mine - computers == 17  # the value of 1..30 for the first player
    assert view["winner"] == 1 and view["result"] == "won"
    assert view["review"]["first_mistake"] is None and all(m["verdict"] == "winning" for m in view["review"]["moves"])
    assert view["status"] == f"You win, {mine} to {computers}! No number left has a factor left."
    assert view["history"][0]["words"] == "25: +25 for you, +6 for Computer"
    assert view["history"][1]["words"].startswith(f"{record.moves[1]}: +{record.moves[1]} for Computer, +")
    assert decode(view["hash"]) == record and call(op="load", hash=view["hash"])["scores"] == view["scores"]


def test_the_link_and_the_form_carry_the_range_and_the_variant():
    # 1..36: a range of its own, whose first pick is searched at once.
    view = call(op="new", setup={"game": "factor-game", "range": "1-36", "lose_turn": True})
    assert view["hash"] == "game=factor-game&range=1-36&lose-turn"
    assert view["setup"]["fields"][:2] == ["range", "lose_turn"] and view["setup"]["lose_turn"]
    assert (
        view["status"] == "Player 1's turn: pick a number: one with a factor left scores, one without loses the turn."
    )
    passed = call(op="pick", hash=view["hash"], number=1)
    assert passed["history"][0]["words"] == "1: no factor left, no points"
    assert passed["scores"]["points"] == {"1": 0, "2": 0}
    too_big = call(op="load", hash="game=factor-game&range=1-80")
    assert too_big["notice"] and too_big["hash"] == "game=factor-game&range=1-30"


def test_the_terminal_solves_and_plays_it(capsys):
    import io

    out = io.StringIO()
    assert main(["solve", "factor-game", "--moves", "25"], stdin=io.StringIO(), stdout=out) == 0
    solved = json.loads(out.getvalue())
    assert solved["scores"] == [25, 6] and solved["value"] == ORACLES[False].value(
        frozenset(FactorRules(1, 30).initial_position().play(25).remaining)
    )
    out = io.StringIO()
    assert main(["play", "factor-game", "--watch", "perfect", "--seed", "1"], stdin=io.StringIO(), stdout=out) == 0
    assert "Player 1 wins, " in out.getvalue() and "Scores: Player 1 0, Player 2 0" in out.getvalue()
    out = io.StringIO()
    assert (
        main(
            ["solve", "factor-game", "--range", "1-12", "--lose-turn", "--moves", "11"], stdin=io.StringIO(), stdout=out
        )
        == 0
    )
    assert json.loads(out.getvalue())["legal_moves"][:2] == [2, 3]  # no factor left: picked for no points
    out = io.StringIO()
    assert main(["review", "factor-game", "--moves", "29,25"], stdin=io.StringIO(), stdout=out) == 0
    reviewed = json.loads(out.getvalue())
    assert [(m["verdict"], m["lost"], m["winning_moves"]) for m in reviewed["moves"]] == [
        ("mistake", 7, [25]),
        ("winning", 0, [25]),
    ]
    assert reviewed["first_mistake"] == 1


def test_the_book_agrees_with_the_search():
    """Every opening the book holds up to 1..20, and a sample of the deep entries of 1..49, equal the
    search's exact values (computed afresh, without the book)."""
    from factorgames.games.factor import solving
    from factorgames.solve.tables.factor_book import BOOK, LINES

    assert solving.BOOK_TOP >= 49 and all((1, hi, False) in BOOK for hi in range(2, solving.BOOK_TOP + 1))
    for hi in range(2, 21):
        ((mask, values),) = BOOK[(1, hi, False)].items()
        assert values == solving.Search(range(1, hi + 1), False).move_values(mask)
    deep = BOOK[(1, 49, False)]
    assert len(deep) > 48
    search = solving.Search(range(1, 50), False)
    for mask in random.Random(4).sample(sorted(deep), 3):
        assert deep[mask] == search.move_values(mask), hex(mask)
    # The lines: the positions the perfect computer faces next on 1..49, each with its best moves.
    lines = solving.read_lines(1, 49, LINES[(1, 49, False)])
    assert len(lines) > 1000
    for mask in random.Random(5).sample(sorted(lines), 4):
        value, best = lines[mask]
        values = search.move_values(mask)
        assert value == max(values.values()) and best == tuple(n for n in values if values[n] == value), hex(mask)


def positions_the_lines_answer() -> list:
    """Every position the perfect computer faces on its second turn on 1..49, reached by play: with
    the computer second, after each first pick, each of its best replies and each next pick; with the
    computer first, after each of its best first picks, each reply, each best answer and each next
    pick (the computer's picks at the book's positions, every pupil's pick)."""
    start = FactorRules(1, 49).initial_position()

    def best(p):
        return analysis(p).winning_moves

    def every_pick(p):
        return [child for child in map(p.play, p.legal_moves()) if not child.is_over]

    faced = []
    for first in every_pick(start):  # the computer second
        for reply in best(first):
            faced.extend(every_pick(first.play(reply)))
    for opening in best(start):  # the computer first
        for reply in every_pick(start.play(opening)):
            for answer in best(reply):
                faced.extend(every_pick(reply.play(answer)))
    return faced


def test_every_position_of_the_lines_names_all_its_best_picks():
    """Where the engine answers from the book's lines (a position the perfect computer can face on
    1..49), it names every best pick: the same set as the search's exact value of each pick, computed
    afresh without the book; and some positions there have several."""
    from factorgames.games.factor import solving
    from factorgames.solve.tables.factor_book import LINES

    faced = positions_the_lines_answer()
    lines = solving.read_lines(1, 49, LINES[(1, 49, False)])
    assert len(faced) > 2000 and {solving.mask_of(p) for p in faced} == set(lines)  # every one from the lines
    search = solving.Search(range(1, 50), False)
    several = 0
    for p in faced:
        values = search.move_values(solving.mask_of(p))
        top = max(values.values())
        result = analysis(p)
        assert result.value == top, p.moves
        assert result.winning_moves == tuple(sorted(n for n, v in values.items() if v == top)), p.moves
        several += len(result.winning_moves) > 1
    assert several > 100


def test_the_lines_best_picks_agree_with_a_plain_search():
    """On a sample of positions the book's lines answer, among them 2, 49, 35 (where 39 and 46 are
    both best), the best picks the engine names, through its analysis, the command line and the
    third hint (and the page's), are those of a plain alpha-beta search over sets of numbers
    (tests/oracle.py)."""
    import io

    from factorgames.teach import score_coach

    oracle = FactorGameAlphaBeta()
    faced = {p.moves: p for p in positions_the_lines_answer()}
    sample = [faced[(2, 49, 35)], *random.Random(34).sample(sorted(faced.values(), key=lambda p: p.moves), 3)]
    for p in sample:
        board = frozenset(p.remaining)
        best = oracle.best_moves(board)
        result = analysis(p)
        assert result.winning_moves == best and result.value == oracle.value(board), p.moves
        hint = score_coach.hint(p, 3, {1: "Player 1", 2: "Player 2"})
        if result.to_move_wins:
            assert hint.marked == best and all(str(n) in hint.text for n in best), (p.moves, hint)
        out = io.StringIO()
        moves = ",".join(map(str, p.moves))
        assert main(["solve", "factor-game", "--range", "1-49", "--moves", moves], stdin=io.StringIO(), stdout=out) == 0
        solved = json.loads(out.getvalue())
        assert tuple(solved["winning_moves"]) == best
        assert {int(n) for n, good in solved["moves"].items() if good} == set(best)
    best = oracle.best_moves(frozenset(sample[0].remaining))
    assert len(best) > 1  # the case: several best
    hinted = call(op="view", hash="game=factor-game&range=1-49&moves=2,49,35", hint=3)["hint"]
    assert tuple(hinted["winning"]) == best and all(str(n) in hinted["text"] for n in best)


def test_the_plain_alpha_beta_agrees_with_brute_force():
    """The oracle the book's lines are checked against, itself checked on small boards."""
    rng = random.Random(49)
    oracle = FactorGameAlphaBeta()
    for top in range(2, 19):
        p = FactorRules(1, top).initial_position()
        for _ in range(rng.randrange(0, 4)):
            if not p.is_over:
                p = p.play(rng.choice(list(p.legal_moves())))
        board = frozenset(p.remaining)
        assert oracle.value(board) == ORACLES[False].value(board)
        assert oracle.best_moves(board) == ORACLES[False].best_moves(board)


def test_the_table_of_best_openings_agrees_with_brute_force(capsys):
    import io

    out = io.StringIO()
    assert main(["table", "factor-game", "--max", "63"], stdin=io.StringIO(), stdout=out) == 0
    rows = json.loads(out.getvalue())["rows"]
    assert [row["range"] for row in rows] == [[1, hi] for hi in range(2, 64)]
    by_top = {row["range"][1]: row for row in rows}
    assert by_top[30]["winning_moves"] == [25] and by_top[30]["margin"] == 17
    for top in range(2, 17):
        board = frozenset(range(1, top + 1))
        assert by_top[top]["margin"] == ORACLES[False].value(board)
        assert tuple(by_top[top]["winning_moves"]) == ORACLES[False].best_moves(board)
        assert by_top[top]["first_player_wins"] == (ORACLES[False].value(board) > 0)
    assert main(["table", "factor-game", "--max", "64"], stdin=io.StringIO(), stdout=io.StringIO()) == 2
    assert "--max must be between 1 and 63" in capsys.readouterr().err


@settings(max_examples=120, deadline=None)
@given(
    lo=st.integers(1, 6),
    size=st.integers(2, 22),
    lose_turn=st.booleans(),
    gone=st.sets(st.integers(1, 28), max_size=8),
)
def test_the_search_agrees_with_the_plain_search(lo, size, lose_turn, gone):
    """The search (parity of the dead numbers, the deciding move kept and tried first) against the
    one it replaced (tests/oracle.py): every pick's exact value, and a null-window test on each
    side of the value, on boards of small ranges with numbers taken away."""
    from factorgames.games.factor import solving

    numbers = range(lo, lo + size)
    mask = sum(1 << n for n in numbers if n not in gone)
    fast, plain = solving.Search(numbers, lose_turn), FactorGameBitmaskSearch(numbers, lose_turn)
    assert fast.move_values(mask) == plain.move_values(mask)
    v = plain.value(mask)
    for guess in (v - 1, v, v + 1):
        assert (fast.value(mask, guess, guess + 1) <= guess) == (v <= guess)


@pytest.mark.parametrize("lo, hi, lose_turn", [(1, 36, True), (2, 34, True), (1, 44, False), (3, 40, True)])
def test_the_search_agrees_with_the_plain_search_on_positions_of_medium_ranges(lo, hi, lose_turn):
    from factorgames.games.factor import solving

    rng = random.Random(hi)
    for _ in range(2):
        p = FactorRules(lo, hi, lose_turn).initial_position()
        for _ in range(rng.randrange(2, 5)):
            p = p.play(rng.choice(list(p.legal_moves())))
        mask = solving.mask_of(p)
        expected = FactorGameBitmaskSearch(p.rules.numbers, lose_turn).move_values(mask)
        assert solving.Search(p.rules.numbers, lose_turn).move_values(mask) == expected, p.moves


def test_lose_turn_is_played_where_every_move_comes_at_once():
    """With lose-turn, a board goes up to 41, or from 8 up to 49, or is 1..49 (a book of its own):
    the others would make the browser wait seconds for a move."""
    from factorgames.games.outcome import RulesError

    for lo, hi in ((1, 41), (2, 41), (7, 41), (8, 49), (20, 49), (1, 49)):
        FactorRules(lo, hi, True)
    for lo, hi in ((1, 42), (1, 48), (2, 49), (7, 46)):
        FactorRules(lo, hi)
        with pytest.raises(RulesError, match="up to 41 at most, or on numbers from 8 up"):
            FactorRules(lo, hi, True)
    refused = call(op="new", setup={"game": "factor-game", "range": "1-45", "lose_turn": True})
    assert refused["notice"] and "up to 41" in refused["notice"]


def lose_turn_positions() -> tuple[list, list]:
    """On 1..49 with lose-turn, the positions where the perfect computer moves on its first two
    turns, and those where the other player asks for a hint or an analysis on their first two,
    either player first (the computer's picks its best ones, the other's every one)."""
    from factorgames.games.factor import solving

    start = FactorRules(1, 49, True).initial_position()

    def best(p):
        values = solving.values(p)
        return [n for n, v in values.items() if v == max(values.values())]

    def every(p):
        return [child for child in map(p.play, p.legal_moves()) if not child.is_over]

    computer, pupil = [start], [start]
    for first in every(start):  # the computer second
        computer.append(first)
        for reply in best(first):
            pupil.append(first.play(reply))
            computer.extend(every(first.play(reply)))
    for opening in best(start):  # the computer first
        for reply in every(start.play(opening)):
            computer.append(reply)
            for answer in best(reply):
                pupil.append(reply.play(answer))
                computer.extend(every(reply.play(answer)))
    pupil += [first for first in every(start)]
    return computer, pupil


def test_the_lose_turn_book_answers_the_first_moves_and_agrees_with_the_search(monkeypatch):
    """1..49 with lose-turn: every position of the perfect computer's first two turns (where the
    teacher's analysis is asked as the other player picks) and every position where the other
    player asks for hints, the analysis or the review early on comes from its book with every
    pick's value (the search is never asked); a sample of the book equals a fresh plain search."""
    from factorgames.games.factor import deep_book, solving

    book, lines = solving.read_deep(1, 49, True, deep_book.read((1, 49, True)))
    assert (1, 49, True) in deep_book.FILES and len(book) > 1000 and not lines
    computer, pupil = lose_turn_positions()
    assert len(computer) > 2000

    def no_search(*args):
        raise AssertionError("searched")

    monkeypatch.setattr(solving, "search_for", no_search)
    for p in computer + pupil:
        assert solving.values(p) and analysis(p).winning_moves, p.moves
    monkeypatch.undo()
    search = FactorGameBitmaskSearch(range(1, 50), True)
    for mask in random.Random(49).sample(sorted(book), 3):
        assert book[mask] == search.move_values(mask), hex(mask)


def test_the_book_reads_a_position_reached_with_numbers_of_no_factor_and_no_multiple_picked(monkeypatch):
    """1..49 with lose-turn: after 47 (which takes 1), 29, 31, 37, 41 and 43 have no factor and no
    multiple left; two of them picked cancel, so 47, 43, 41 is the game after 47, and 47, 43, 41, 37
    the game after 47, 37: read from the book, each pick's value (the numbers of no factor and no
    multiple all worth the same) as a plain search finds it afresh; so is 9, 49, 2, 31, 37 (where
    the computer moves next: 9, 49, 2 with two such numbers more)."""
    from factorgames.games.factor import solving

    start = FactorRules(1, 49, True).initial_position()
    reached = [replay(start.rules, moves) for moves in ((47, 43, 41), (47, 43, 41, 37), (9, 49, 2, 31, 37))]
    monkeypatch.setattr(solving, "search_for", lambda rules: pytest.fail("searched"))
    booked = [solving.values(p) for p in reached]
    monkeypatch.undo()
    assert solving.values(start.play(47)) == {n: v for n, v in booked[0].items() if n not in (41, 43)} | {
        41: booked[0][29],
        43: booked[0][29],
    }
    search = FactorGameBitmaskSearch(range(1, 50), True)
    for p, got in zip(reached[1:], booked[1:]):
        assert got == search.move_values(solving.mask_of(p)), p.moves
    assert all(len({got[n] for n in (29, 31, 37, 41, 43) if n in got}) == 1 for got in booked)


def test_the_teachers_marks_are_those_of_every_picks_exact_value():
    """The analysis on the board (a pick that finishes ahead, one that finishes behind) is what each
    pick's final margin from a plain search says, with or without lose-turn, ahead or behind."""
    from factorgames.games.factor import solving
    from factorgames.play.solver import analyse, clear_cache
    from factorgames.teach import score_coach

    rng = random.Random(41)
    seen = set()
    for _ in range(60):
        p = FactorRules(rng.choice((1, 2)), rng.randrange(8, 17), rng.random() < 0.5).initial_position()
        for _ in range(rng.randrange(0, 5)):
            if not p.is_over:
                p = p.play(rng.choice(list(p.legal_moves())))
        if p.is_over:
            continue
        clear_cache()
        mover = p.to_move - 1
        lead = p.scores[mover] - p.scores[1 - mover]
        values = FactorGameBitmaskSearch(p.rules.numbers, p.rules.lose_turn).move_values(solving.mask_of(p))
        margins = {n: lead + v for n, v in values.items()}
        assert score_coach.marks(p, analyse(p)) == {n: "win" if m > 0 else "lose" for n, m in margins.items() if m}
        seen.add((max(margins.values()) > 0) - (max(margins.values()) < 0))
    assert seen == {-1, 0, 1}


def test_each_picks_value_against_a_bar_is_what_its_exact_value_says():
    """`compared` (each pick searched in a narrow window around the bar: what the teacher's marks
    need) says what each pick's exact value from a plain search says, the bar at each value and on
    either side of it; from the book at a board's start, from the search after, one table kept
    through every bar as a game keeps it."""
    from factorgames.games.factor import solving

    rng = random.Random(58)
    booked = searched = 0
    for _ in range(40):
        p = FactorRules(rng.choice((1, 2, 3)), rng.randrange(8, 21), rng.random() < 0.5).initial_position()
        for _ in range(rng.randrange(0, 5)):
            if not p.is_over:
                p = p.play(rng.choice(list(p.legal_moves())))
        if p.is_over:
            continue
        solving.clear_cache()
        exact = FactorGameBitmaskSearch(p.rules.numbers, p.rules.lose_turn).move_values(solving.mask_of(p))
        for bar in sorted({v + d for v in exact.values() for d in (-1, 0, 1)}):
            assert solving.compared(p, bar) == {n: (v > bar) - (v < bar) for n, v in exact.items()}, (p.moves, bar)
        booked += solving._book(p) is not None
        searched += solving._book(p) is None
    assert booked and searched


def test_the_standard_boards_books_hold_the_first_two_moves_and_agree_with_the_search(monkeypatch):
    """From 1..46 up, lo at most 4: every pick's value on the first position and after each first
    pick, from the board's own book (each position once, as the search keys it); a sample equals
    a fresh search."""
    from factorgames.games.factor import deep_book, solving

    boards = [board for board in deep_book.FILES if not board[2]]
    assert len(boards) == 15
    rng = random.Random(46)
    asked = []
    for lo, hi, lose_turn in boards:
        book, lines = solving.read_deep(lo, hi, lose_turn, deep_book.read((lo, hi, lose_turn)))
        start = FactorRules(lo, hi).initial_position()
        firsts = [p for p in (start.play(n) for n in start.legal_moves()) if not p.is_over]
        assert not lines and set(book) <= {solving.mask_of(p) for p in [start, *firsts]}
        asked += [start, *firsts]
    monkeypatch.setattr(solving, "search_for", lambda rules: pytest.fail("searched"))
    assert all(solving.values(p) for p in asked)
    monkeypatch.undo()
    for lo, hi, lose_turn in rng.sample(boards, 3):
        book, _lines = solving.read_deep(lo, hi, lose_turn, deep_book.read((lo, hi, lose_turn)))
        search = solving.Search(range(lo, hi + 1), lose_turn)
        for mask in [max(book), *rng.sample(sorted(book), 1)]:
            assert book[mask] == search.move_values(mask), (lo, hi, hex(mask))


def test_a_lose_turn_1_49_view_asks_for_its_book_until_a_prepare_reads_it(monkeypatch):
    from factorgames.games.factor import solving
    from factorgames.page.api import answer

    monkeypatch.setattr(solving, "_DEEP", {})  # as in a fresh worker
    address = "game=factor-game&range=1-49&lose-turn&vs=perfect&first=1"
    view = answer({"op": "load", "hash": address})
    assert view["prepare"] and not solving._DEEP
    assert json.loads(handle(json.dumps({"op": "prepare", "hash": address}))) == {"prepared": True}
    assert not answer({"op": "load", "hash": address})["prepare"]
    assert not answer({"op": "load", "hash": "game=factor-game&range=1-41&lose-turn&vs=perfect"})["prepare"]
    assert answer({"op": "load", "hash": "game=factor-game&range=2-48&vs=perfect"})["prepare"]
