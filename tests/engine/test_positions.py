"""Chain and removal positions: reasons in words, undo, history, turn order, the strict rule,
immutability, and property tests over random legal and illegal move sequences.

Legal moves are also computed here independently of the engine (plain loops over the range),
so the engine's `legal_moves`, `check` and `play` are compared against an oracle, not only
against each other.
"""

from __future__ import annotations

import dataclasses
import itertools

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from factorgames.games.chain.rules import ChainPosition
from factorgames.games.outcome import IllegalMove, Termination
from factorgames.games.position import replay
from factorgames.games.presets import GAMES, ChainRules, RemovalRules, RulesError
from factorgames.games.removal.rules import RemovalPosition
from oracle import opening_ok

# ------------------------------------------------------------------------------ an independent oracle


def oracle_legal(rules: ChainRules, chain: tuple[int, ...]) -> list[int]:
    """Every legal pick after `chain` (the start number included), by brute force."""
    if not chain:
        return [n for n in range(rules.lo, rules.hi + 1) if opening_ok(rules.opening, rules.hi, n)]
    current = chain[-1]
    return [
        n
        for n in range(rules.lo, rules.hi + 1)
        if n not in chain and n != current and (n % current == 0 or current % n == 0)
    ]


# ------------------------------------------------------------------------------ reasons in words


def test_reasons_in_multiplicity():
    p = replay(GAMES["multiplicity"].rules, [7, 14])
    assert p.check(7) == "7 was already chosen"
    assert p.check(1) == "1 was already chosen"
    assert p.check(14) == "14 is the current number"
    assert p.check(9) == "9 is not a factor or multiple of 14"
    assert p.check(51) == "51 is outside 1..50"
    assert p.check(0) == "0 is outside 1..50"
    assert p.check(28) is None and p.check(2) is None
    q = replay(GAMES["multiplicity"].rules, [5, 10])
    assert q.check(9) == "9 is not a factor or multiple of 10"
    assert q.check(5) == "5 was already chosen"
    assert q.check(20) is None and q.check(2) is None


def test_play_raises_the_reason():
    p = replay(GAMES["multiplicity"].rules, [5, 10])
    for n, reason in [
        (9, "9 is not a factor or multiple of 10"),
        (5, "5 was already chosen"),
        (51, "51 is outside 1..50"),
        (10, "10 is the current number"),
    ]:
        with pytest.raises(IllegalMove) as error:
            p.play(n)
        assert str(error.value) == reason


def test_reasons_out_of_range_number_nexus():
    p = GAMES["number-nexus"].rules.initial_position()
    assert p.check(1) == "1 is outside 2..100"
    assert p.check(101) == "101 is outside 2..100"
    assert p.check(2) is None and p.check(100) is None
    q = ChainPosition(ChainRules(2, 50))
    assert q.check(51) == "51 is outside 2..50"
    with pytest.raises(IllegalMove, match=r"^51 is outside 2\.\.50$"):
        q.play(51)


def test_opening_juniper_green_even():
    p = GAMES["juniper-green"].rules.initial_position()
    assert p.current is None
    assert p.check(7) == "the first number must be an even number"
    assert p.check(97) == "the first number must be an even number"
    assert p.check(8) is None and p.check(100) is None
    assert list(p.legal_moves()) == list(range(2, 101, 2))
    with pytest.raises(IllegalMove, match="the first number must be an even number"):
        p.play(1)
    # The restriction is on the first pick only.
    q = p.play(14)
    assert q.check(7) is None


def test_opening_nrich_even_below_half():
    p = GAMES["nrich"].rules.initial_position()
    assert p.check(50) == "the first number must be an even number below 50"
    assert p.check(7) == "the first number must be an even number below 50"
    assert p.check(52) == "the first number must be an even number below 50"
    assert p.check(48) is None and p.check(2) is None
    assert list(p.legal_moves()) == list(range(2, 50, 2))
    q = p.play(48).play(24)
    assert q.check(96) is None  # later picks are not restricted


def test_opening_even_below_half_odd_range():
    p = ChainPosition(ChainRules(1, 99, opening="even-below-half"))
    assert list(p.legal_moves()) == oracle_legal(p.rules, ())
    assert max(p.legal_moves()) == 48
    assert p.check(50) == "the first number must be an even number below 49.5"


def test_opening_not_prime():
    rules = ChainRules(1, 20, opening="not-prime")
    p = ChainPosition(rules)
    for n in (2, 3, 5, 7, 11, 13, 17, 19):
        assert p.check(n) == "the first number must be a number that is not prime"
    assert list(p.legal_moves()) == [1, 4, 6, 8, 9, 10, 12, 14, 15, 16, 18, 20]
    assert p.play(9).check(3) is None


def test_free_opening_any():
    p = GAMES["factor-chain-challenge"].rules.initial_position()
    assert list(p.legal_moves()) == list(range(1, 11))
    assert all(p.check(n) is None for n in range(1, 11))
    assert p.check(11) == "11 is outside 1..10"


def test_removal_reasons():
    p = GAMES["multiples-removal"].rules.initial_position().play(2)
    assert p.check(4) == "4 was already removed"
    assert p.check(2) == "2 was already removed"
    assert p.check(10) == "10 is outside 1..9"
    assert p.check(0) == "0 is outside 1..9"
    assert p.check(3) is None
    with pytest.raises(IllegalMove, match="8 was already removed"):
        p.play(8)
    q = RemovalPosition(RemovalRules(3, without_one=True))
    assert q.check(1) == "1 is not on this board"
    assert 1 not in q.remaining and list(q.legal_moves()) == list(range(2, 10))


# ------------------------------------------------------------------------------ rules validation


@pytest.mark.parametrize(
    "kwargs",
    [
        {"lo": 0, "hi": 10},
        {"lo": 9, "hi": 3},
        {"lo": 1, "hi": 10, "start": 11},
        {"lo": 2, "hi": 10, "start": 1},
        {"lo": 1, "hi": 10, "opening": "odd"},
        {"lo": 1, "hi": 100_001},
    ],
)
def test_bad_chain_rules(kwargs):
    with pytest.raises(RulesError):
        ChainRules(**kwargs)


@pytest.mark.parametrize("grid", [0, 1, 8, 10])
def test_bad_grid(grid):
    with pytest.raises(RulesError, match=str(grid)):
        RemovalRules(grid)


# ------------------------------------------------------------------------------ undo, history, turns


def test_undo_history_and_turns_chain():
    rules = GAMES["factor-chain-challenge"].rules
    p = rules.initial_position()
    assert p.to_move == 1 and p.moves == () and p.history == () and p.chain == ()
    with pytest.raises(IllegalMove, match="no move to take back"):
        p.undo()
    seq = [6, 3, 9, 1]
    positions = [p]
    for i, n in enumerate(seq):
        p = p.play(n)
        positions.append(p)
        assert p.moves == tuple(seq[: i + 1]) == p.history == p.chain
        assert p.to_move == 1 + (i + 1) % 2
    for i in range(len(seq), 0, -1):
        p = p.undo()
        assert p == positions[i - 1]
    assert p == rules.initial_position()


def test_start_number_is_in_chain_but_not_in_moves():
    p = GAMES["multiplicity"].rules.initial_position().play(5)
    assert p.chain == (1, 5) and p.moves == (5,) and p.history == (5,)
    assert p.to_move == 2
    assert p.undo().chain == (1,)
    with pytest.raises(IllegalMove):
        p.undo().undo()


def test_strict_forfeit_history_and_undo():
    p = replay(GAMES["number-nexus"].rules, [6, 3])
    f = p.play(7)
    assert f.forfeit == 7 and f.moves == (6, 3) and f.history == (6, 3, 7)
    assert f.chain == (6, 3) and f.current == 3
    assert f.to_move == 1  # the entrant
    assert f.is_over
    o = f.outcome()
    assert (o.winner, o.loser, o.termination, o.detail) == (
        2,
        1,
        Termination.INVALID_ENTRY,
        "7 is not a factor or multiple of 3",
    )
    with pytest.raises(IllegalMove, match="the game is over"):
        f.play(9)
    assert f.undo() == p and f.undo().forfeit is None
    assert f != p


def test_strict_forfeit_on_the_opening():
    rules = ChainRules(1, 20, opening="even", strict=True)
    f = ChainPosition(rules).play(3)
    assert f.outcome().detail == "the first number must be an even number"
    assert f.outcome().winner == 2


def test_non_strict_game_over_refuses_moves():
    p = replay(GAMES["factor-chain"].rules, [2, 4, 8, 16])
    assert p.is_over and p.outcome().winner == 2
    with pytest.raises(IllegalMove, match="the game is over"):
        p.play(3)


def test_removal_undo_history_turns():
    p = GAMES["multiples-removal"].rules.initial_position()
    with pytest.raises(IllegalMove):
        p.undo()
    q = p.play(7).play(2)
    assert q.history == q.moves == (7, 2) and q.to_move == 1
    assert q.undo().undo() == p
    assert q.undo() == p.play(7)


def test_removal_misere_outcome():
    rules = RemovalRules(2, misere=True)
    p = RemovalPosition(rules).play(1)
    assert p.outcome().winner == 2 and p.outcome().termination is Termination.LAST_REMOVED
    q = RemovalPosition(RemovalRules(2)).play(1)
    assert q.outcome().winner == 1


# ------------------------------------------------------------------------------ immutability


def test_positions_are_immutable_values():
    p = GAMES["multiplicity"].rules.initial_position()
    q = p.play(5)
    assert p.moves == () and p.current == 1 and 5 not in p.used
    assert q is not p and q.moves == (5,)
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.moves = (5,)  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        p.forfeit = 3  # type: ignore[misc]
    assert isinstance(q.used, frozenset)
    assert hash(q) == hash(ChainPosition(p.rules, (5,)))
    assert q == replay(p.rules, [5])
    r = GAMES["multiples-removal"].rules.initial_position()
    s = r.play(2)
    assert sorted(r.remaining) == list(range(1, 10))
    assert isinstance(s.remaining, frozenset)
    with pytest.raises(dataclasses.FrozenInstanceError):
        r.moves = (1,)  # type: ignore[misc]
    assert {s: 1}[RemovalPosition(r.rules, (2,))] == 1


# ------------------------------------------------------------------------------ property tests: chain


@st.composite
def chain_rules(draw):
    lo = draw(st.integers(1, 4))
    hi = draw(st.integers(lo, 36))
    start_number = draw(st.one_of(st.none(), st.integers(lo, hi)))
    opening = draw(st.sampled_from(["any", "even", "even-below-half", "not-prime"]))
    strict = draw(st.booleans())
    return ChainRules(lo, hi, start=start_number, opening=opening, strict=strict)


def assert_chain_invariants(p: ChainPosition) -> None:
    rules = p.rules
    chain = p.chain
    assert len(set(chain)) == len(chain), "a number was chosen twice"
    assert all(rules.lo <= n <= rules.hi for n in chain)
    assert p.used == frozenset(chain)
    assert p.unused == frozenset(range(rules.lo, rules.hi + 1)) - p.used
    for a, b in itertools.pairwise(chain):
        assert a != b and (a % b == 0 or b % a == 0), (a, b)
    if rules.start is None and chain:
        assert opening_ok(rules.opening, rules.hi, chain[0])
    if rules.start is not None:
        assert chain[0] == rules.start
    assert p.to_move == 1 + len(p.moves) % 2
    assert p.current == (chain[-1] if chain else None)
    legal = list(p.legal_moves())
    if p.forfeit is None:
        assert legal == oracle_legal(rules, chain)
        for n in range(rules.lo - 2, rules.hi + 3):
            reason = p.check(n)
            assert (reason is None) == (n in legal), (n, reason)
            if reason is not None:
                assert str(n) in reason or reason.startswith("the first number must be")
        # The game ends exactly when there is no legal move; the player to move then loses.
        outcome = p.outcome()
        assert (outcome is None) == bool(legal)
        assert p.is_over == (not legal)
        if outcome is not None:
            assert outcome.termination is Termination.NO_MOVE and outcome.winner == 3 - p.to_move
    else:
        assert legal == []
        outcome = p.outcome()
        assert (
            outcome is not None and outcome.termination is Termination.INVALID_ENTRY and outcome.winner == 3 - p.to_move
        )
        assert p.history == p.moves + (p.forfeit,)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=chain_rules(), data=st.data())
def test_chain_random_sequences_keep_invariants(rules, data):
    p = ChainPosition(rules)
    assert_chain_invariants(p)
    for _ in range(40):
        legal = list(p.legal_moves())
        if p.is_over:
            n = data.draw(st.integers(rules.lo - 2, rules.hi + 2), label="after end")
            with pytest.raises(IllegalMove):
                p.play(n)
            return
        if data.draw(st.integers(0, 3), label="kind") == 3:
            n = data.draw(st.integers(rules.lo - 3, rules.hi + 3), label="any entry")
        else:
            n = data.draw(st.sampled_from(legal), label="legal entry")
        reason = p.check(n)
        if reason is None:
            assert n in legal
            q = p.play(n)
            assert q.moves == p.moves + (n,) and q.current == n and q.forfeit is None
            assert q.undo() == p
            p = q
            assert_chain_invariants(p)
        elif rules.strict:
            q = p.play(n)
            assert q.forfeit == n and q.moves == p.moves
            outcome = q.outcome()
            assert outcome.termination is Termination.INVALID_ENTRY and outcome.detail == reason
            assert outcome.winner == 3 - p.to_move
            assert q.undo() == p
            assert_chain_invariants(q)
            p = q
        else:
            with pytest.raises(IllegalMove) as error:
                p.play(n)
            assert str(error.value) == reason
            assert n not in legal


@settings(max_examples=100, deadline=None)
@given(rules=chain_rules(), seed=st.randoms(use_true_random=False))
def test_chain_random_legal_games_end_when_no_move_is_left(rules, seed):
    p = ChainPosition(rules)
    while True:
        legal = list(p.legal_moves())
        assert p.is_over == (not legal)
        if not legal:
            break
        p = p.play(seed.choice(legal))
    assert p.outcome().winner == 3 - p.to_move
    assert replay(rules, p.moves) == p
    # Undo all the way back.
    while p.moves:
        p = p.undo()
    assert p == ChainPosition(rules)


# ------------------------------------------------------------------------------ property tests: removal


def assert_removal_invariants(p: RemovalPosition) -> None:
    board = frozenset(p.rules.numbers)
    remaining = p.remaining
    assert remaining <= board
    # Divisor-closed relative to the starting board.
    for m in remaining:
        for d in board:
            if m % d == 0:
                assert d in remaining, (d, m)
    # What is gone is exactly what some pick divides.
    assert board - remaining == frozenset(m for m in board if any(m % x == 0 for x in p.moves))
    # Every pick was on the board when picked: no pick is a multiple of an earlier one.
    for i, x in enumerate(p.moves):
        assert x in board
        assert all(x % y for y in p.moves[:i])
    assert list(p.legal_moves()) == sorted(remaining)
    top = p.rules.grid**2
    for n in range(-1, top + 3):
        assert (p.check(n) is None) == (n in remaining)
    assert p.to_move == 1 + len(p.moves) % 2
    outcome = p.outcome()
    assert (outcome is None) == bool(remaining) == (not p.is_over)
    if outcome is not None:
        last = 2 - len(p.moves) % 2  # who removed the last number
        assert outcome.winner == (3 - last if p.rules.misere else last)
        assert outcome.termination is Termination.LAST_REMOVED


@settings(max_examples=200, deadline=None)
@given(grid=st.integers(2, 6), without_one=st.booleans(), misere=st.booleans(), data=st.data())
def test_removal_random_sequences_keep_invariants(grid, without_one, misere, data):
    p = RemovalPosition(RemovalRules(grid, without_one, misere))
    assert_removal_invariants(p)
    for _ in range(80):
        if p.is_over:
            break
        if data.draw(st.integers(0, 3), label="kind") == 3:
            n = data.draw(st.integers(-1, grid * grid + 2), label="any entry")
        else:
            n = data.draw(st.sampled_from(sorted(p.remaining)), label="legal entry")
        reason = p.check(n)
        if reason is None:
            q = p.play(n)
            assert q.remaining == frozenset(m for m in p.remaining if m % n)
            assert q.undo() == p
            p = q
            assert_removal_invariants(p)
        else:
            with pytest.raises(IllegalMove) as error:
                p.play(n)
            assert str(error.value) == reason
    # Once over, every entry is refused.
    if not p.is_over:
        return
    with pytest.raises(IllegalMove):
        p.play(data.draw(st.integers(1, grid * grid)))
