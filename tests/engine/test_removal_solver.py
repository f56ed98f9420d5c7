"""Tests for factorgames.solve.removal_solver against the plain minimax reference."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from factorgames.games.removal.rules import removed_by
from factorgames.solve.removal_solver import (
    MAX_NUMBER,
    clear_cache,
    to_move_wins,
    winning_moves,
)
from oracle import plain_to_move_wins

VARIANTS = [(lo, misere) for lo in (1, 2) for misere in (False, True)]
VARIANT_IDS = ["with1-normal", "with1-misere", "without1-normal", "without1-misere"]


def board(k, lo):
    return frozenset(range(lo, k * k + 1))


def child(s, n):
    return s - removed_by(s, n)


def reachable(start):
    """Every position reachable from `start` (start included)."""
    seen = {start}
    todo = [start]
    while todo:
        s = todo.pop()
        for n in s:
            c = child(s, n)
            if c not in seen:
                seen.add(c)
                todo.append(c)
    return seen


def plain_winning_moves(s, misere):
    return frozenset(n for n in s if not plain_to_move_wins(child(s, n), misere))


def check_position(s, misere):
    expected = plain_to_move_wins(s, misere)
    assert to_move_wins(s, misere) == expected, (sorted(s), misere)
    moves = winning_moves(s, misere)
    assert moves == plain_winning_moves(s, misere), (sorted(s), misere)
    if s:  # (in misere play the empty position is won without a move)
        assert bool(moves) == expected


# -- exhaustive agreement on small boards ----------------------------------


@pytest.mark.parametrize("k", [2, 3, 4])
@pytest.mark.parametrize("lo,misere", VARIANTS, ids=VARIANT_IDS)
def test_every_reachable_position_agrees_with_plain(k, lo, misere):
    clear_cache()
    positions = reachable(board(k, lo))
    for s in positions:
        check_position(s, misere)


@pytest.mark.parametrize("lo,misere", VARIANTS, ids=VARIANT_IDS)
def test_5x5_start_full_analysis_agrees_with_plain(lo, misere):
    clear_cache()
    check_position(board(5, lo), misere)


# -- random positions ------------------------------------------------------


@st.composite
def played_position(draw, k):
    """A position reached from the k x k board by random legal moves."""
    lo = draw(st.sampled_from([1, 2]))
    s = board(k, lo)
    for _ in range(draw(st.integers(0, k * k))):
        if not s:
            break
        s = child(s, draw(st.sampled_from(sorted(s))))
    return s


@settings(max_examples=100, deadline=None)
@given(played_position(4), st.booleans())
def test_random_4x4_positions(s, misere):
    check_position(s, misere)


@settings(max_examples=100, deadline=None)
@given(
    st.frozensets(st.integers(2, 16)).map(lambda xs: frozenset(d for x in xs for d in range(2, x + 1) if x % d == 0)),
    st.booleans(),
)
def test_random_4x4_down_sets_without_1(s, misere):
    # Any down-set of 2..16, reachable or not (e.g. "without 1" mid-game).
    check_position(s, misere)


@settings(max_examples=60, deadline=None)
@given(st.frozensets(st.integers(1, MAX_NUMBER), max_size=11), st.booleans())
def test_arbitrary_subsets_of_1_to_36(s, misere):
    # Not divisor-closed in general: exercises the general (non down-set) path.
    check_position(s, misere)


@settings(max_examples=25, deadline=None)
@given(st.data(), st.booleans())
def test_late_6x6_positions(data, misere):
    # Mid-game 6x6 positions small enough for the reference.
    s = board(6, data.draw(st.sampled_from([1, 2])))
    while len(s) > 14:
        s = child(s, data.draw(st.sampled_from(sorted(s))))
    check_position(s, misere)


# -- exactness of the reductions --------------------------------------------


def down_closure(xs):
    return frozenset(d for x in xs for d in range(2, x + 1) if x % d == 0)


@settings(max_examples=60, deadline=None)
@given(
    st.frozensets(st.sampled_from([7, 11, 13, 17, 14, 22, 26, 34, 21, 33, 28, 35]), max_size=5),
    st.frozensets(st.integers(2, 12), max_size=3),
    st.booleans(),
)
def test_prime_pattern_positions(group_part, small, misere):
    # Down-sets built around the up-sets of 7, 11, 13, 17, where prime
    # patterns are permuted (both conventions) and cancelled in pairs.
    s = down_closure(group_part | small)
    if len(s) <= 18:
        check_position(s, misere)


@settings(max_examples=40, deadline=None)
@given(played_position(5), st.booleans())
def test_isolated_pairs_and_symmetry_do_not_change_outcome(s, misere):
    # 19, 23, 29, 31 are isolated once 1 is gone; 13 <-> 17, 26 <-> 34 swaps.
    s = s - {1, 19, 23}
    value = plain_to_move_wins(s, misere)
    assert to_move_wins(s | {19, 23}, misere) == value
    assert to_move_wins(s | {29}, misere) == plain_to_move_wins(s | {29}, misere)
    swap = {13: 17, 17: 13, 26: 34, 34: 26}
    image = frozenset(swap.get(n, n) for n in s)
    assert to_move_wins(image, misere) == value


# -- hand-checked facts ----------------------------------------------------


@pytest.mark.parametrize("k", [2, 3, 4, 5, 6])
def test_normal_play_with_1_taking_1_is_the_only_winning_move(k):
    s = board(k, 1)
    assert to_move_wins(s, False)
    assert winning_moves(s, False) == {1}
    # In misere play taking 1 takes the last number: never a winning move.
    assert 1 not in winning_moves(s, True)


def test_rule_text_example_game_3x3():
    s = board(3, 1)
    picks = [7, 2, 3, 5, 1]
    expected = [{7}, {2, 4, 6, 8}, {3, 9}, {5}, {1}]
    for pick, gone in zip(picks, expected):
        assert removed_by(s, pick) == gone
        s = child(s, pick)
    assert s == frozenset()
    # Player 1 made picks 1, 3 and 5, so removed the last number: in normal
    # play the player to move now (player 2) has lost, in misere play won.
    assert len(picks) % 2 == 1
    assert to_move_wins(s, False) is False
    assert to_move_wins(s, True) is True


def test_empty_board():
    assert to_move_wins(frozenset(), False) is False
    assert to_move_wins(frozenset(), True) is True
    assert winning_moves(frozenset(), False) == frozenset()
    assert winning_moves(frozenset(), True) == frozenset()


def test_single_numbers():
    for n in (1, 2, 36):
        assert to_move_wins(frozenset({n}), False)
        assert not to_move_wins(frozenset({n}), True)
        assert winning_moves(frozenset({n}), False) == {n}
        assert winning_moves(frozenset({n}), True) == frozenset()


def test_small_facts():
    # 2x2 without 1 is {2, 3, 4}.  Taking 4 leaves the lone 2 and 3: the
    # mover takes the second one (normal play win).  Taking 2 leaves the lone
    # 3, which the opponent must take (misere win).  Taking 3 leaves 2 < 4:
    # the opponent wins by taking 2 (normal) or 4 (misere).
    s = board(2, 2)
    assert winning_moves(s, False) == {4}
    assert winning_moves(s, True) == {2}
    # misere with 1 is normal play without 1
    for k in (2, 3, 4, 5):
        assert winning_moves(board(k, 1), True) == winning_moves(board(k, 2), False)


def test_mirror_chains():
    # Two chains 13 < 26 and 17 < 34 alone (not a down-set: 2 is missing) are
    # misere nim *2 + *2: lost for the mover in both conventions.
    s = frozenset({13, 26, 17, 34})
    for misere in (False, True):
        assert to_move_wins(s, misere) is False
        assert to_move_wins(s | {2}, misere) == plain_to_move_wins(s | {2}, misere)
        assert to_move_wins(s | {2, 3}, misere) == plain_to_move_wins(s | {2, 3}, misere)
    # With 2 below them they cancel: {2, 13, 26, 17, 34} plays like {2}.
    assert to_move_wins(s | {2}, False) is True
    assert to_move_wins(s | {2}, True) is False


def test_removed_by():
    s = board(6, 1)
    assert removed_by(s, 6) == {6, 12, 18, 24, 30, 36}
    assert removed_by(s, 1) == s
    assert removed_by(s - {12}, 6) == {6, 18, 24, 30, 36}
    assert removed_by(frozenset({7, 5}), 7) == {7}


def test_rejects_numbers_off_the_grid():
    for bad in (0, MAX_NUMBER + 1, -1):
        with pytest.raises(ValueError):
            to_move_wins(frozenset({2, bad}), False)
        with pytest.raises(ValueError):
            winning_moves(frozenset({2, bad}), True)


@pytest.mark.parametrize("misere", [False, True])
def test_winning_moves_match_children_from_a_5x5_mid_game(misere):
    s = board(5, 2) - removed_by(board(5, 2), 11) - removed_by(board(5, 2), 7)
    moves = winning_moves(s, misere)
    for n in s:
        assert (n in moves) == (not to_move_wins(child(s, n), misere))
    assert to_move_wins(s, misere) == bool(moves)


def test_the_table_of_openings_is_what_the_solver_finds():
    """py/factorgames/solve/tables/removal_openings.py is what build.py makes of the solver (`build.py --tables`)."""
    from pathlib import Path

    from sitebuild.tables import removal_openings_source

    root = Path(__file__).resolve().parents[2]
    assert (root / "py" / "factorgames" / "solve" / "tables" / "removal_openings.py").read_text(
        encoding="utf-8"
    ) == removal_openings_source()
