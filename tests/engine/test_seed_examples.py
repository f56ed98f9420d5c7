"""Every worked example and command-line sample of the five rule texts the project was specified
from (the games' original rules documents and their errata, kept outside this repository), replayed
move by move through the engine.

At each step the legal moves are compared with what the text lists, as corrected by ERRATA.md
(the stated rules win over the examples). Where a text abbreviates ("12, 18, 24, etc."), the
expected set is written out from the text's own description (every multiple within the range),
never read back from the engine.
"""

from __future__ import annotations

import pytest

from factorgames.games.chain.rules import ChainPosition
from factorgames.games.outcome import IllegalMove, Termination
from factorgames.games.position import replay
from factorgames.games.presets import GAMES, ChainRules, FactorRules, RemovalRules
from factorgames.games.removal.rules import RemovalPosition
from factorgames.play.solver import analyse
from oracle import plain_to_move_wins


def evens(lo: int, hi: int) -> list[int]:
    return [n for n in range(lo, hi + 1) if n % 2 == 0]


def multiples(n: int, upto: int, since: int | None = None) -> list[int]:
    """Multiples of n from `since` (default 2n) up to `upto`."""
    return list(range(since or 2 * n, upto + 1, n))


def without(numbers, *gone: int) -> list[int]:
    return [n for n in numbers if n not in gone]


# Each step: (the legal moves the text lists before the move, as corrected; the move).
# The final entry lists the legal moves at the end (empty: the player to move loses).

MULTIPLICITY_1 = [
    (list(range(2, 51)), 5),  # every number from 2 to 50 (1 is chosen: it is the start)
    (multiples(5, 50), 10),  # 10, 15, ..., 50; the divisor 1 is already chosen
    ([2, 20, 30, 40, 50], 2),  # ERRATA: the text also lists 5, chosen on turn 1
    # "4, 6, 8, ..., 50": the even numbers above 2 that are unchosen; 10 was chosen on turn 2
    (without(evens(4, 50), 10), 4),
    ([8, 12, 16, 20, 24, 28, 32, 36, 40, 44, 48], 8),
    ([16, 24, 32, 40, 48], 16),
    ([32, 48], 32),
]
MULTIPLICITY_1_END: list[int] = []  # Player 2 at 32: nothing; Player 2 loses

MULTIPLICITY_2 = [
    (list(range(2, 21)), 7),
    ([14], 14),
    ([2], 2),  # ERRATA: the text lists 7 too, chosen on turn 1
    ([4, 6, 8, 10, 12, 16, 18, 20], 4),
    ([8, 12, 16, 20], 8),
    ([16], 16),  # ERRATA: 16 is not chosen; the text wrongly says Player 2 has no move
]

# The command-line sample of multiplicity.md is the same game; its lists as printed, corrected.
MULTIPLICITY_CLI = [
    (list(range(2, 21)), 7),  # "[All numbers from 2 to 20]"
    ([14], 14),  # "Proper multiples of 7: [14]"
    ([2], 2),  # "Proper divisors of 14: [2, 7]" -- ERRATA: 7 was chosen
    ([4, 6, 8, 10, 12, 16, 18, 20], 4),  # "Proper multiples of 2: [4, 6, 8, 10, 12, 16, 18, 20]"
    ([8, 12, 16, 20], 8),  # "Proper multiples of 4: [8, 12, 16, 20]"
    ([16], 16),  # "No valid moves available." -- ERRATA: 16 is available
]


def check_chain_game(
    rules: ChainRules, steps, end_legal, winner: int, termination: Termination = Termination.NO_MOVE
) -> ChainPosition:
    position = rules.initial_position()
    assert isinstance(position, ChainPosition)
    for turn, (listed, move) in enumerate(steps, 1):
        assert position.outcome() is None, f"turn {turn}: the game ended early"
        assert position.to_move == 1 + (turn - 1) % 2
        assert list(position.legal_moves()) == sorted(listed), f"turn {turn}"
        for n in listed:
            assert position.check(n) is None, f"turn {turn}: {n}"
        before = position
        position = position.play(move)
        assert position.current == move
        assert position.chain == before.chain + (move,)
        assert position.undo() == before
    assert list(position.legal_moves()) == sorted(end_legal)
    outcome = position.outcome()
    assert outcome is not None
    assert outcome.winner == winner
    assert outcome.loser == 3 - winner
    assert outcome.termination is termination
    assert position.to_move == outcome.loser
    return position


# ------------------------------------------------------------------------------ multiplicity


def test_multiplicity_preset_matches_the_text():
    rules = GAMES["multiplicity"].rules
    assert rules == ChainRules(1, 50, start=1, opening="any", strict=False)
    p = rules.initial_position()
    # "The starting number counts as chosen" (ERRATA)
    assert p.current == 1 and 1 in p.used and p.chain == (1,)
    assert p.check(1) is not None


def test_multiplicity_example_1():
    check_chain_game(GAMES["multiplicity"].rules, MULTIPLICITY_1, MULTIPLICITY_1_END, winner=1)


def test_multiplicity_example_1_turn_3_five_is_refused():
    p = replay(GAMES["multiplicity"].rules, [5, 10])
    assert p.check(5) == "5 was already chosen"
    with pytest.raises(IllegalMove, match="5 was already chosen"):
        p.play(5)


@pytest.mark.parametrize("steps", [MULTIPLICITY_2, MULTIPLICITY_CLI], ids=["example-2", "command-line"])
def test_multiplicity_example_2_as_corrected(steps):
    rules = ChainRules(1, 20, start=1)
    end = check_chain_game(rules, steps, [], winner=2)  # after 16, Player 1 has no move and loses
    assert end.chain == (1, 7, 14, 2, 4, 8, 16)


@pytest.mark.parametrize("steps", [MULTIPLICITY_2, MULTIPLICITY_CLI], ids=["example-2", "command-line"])
def test_multiplicity_example_2_text_claims_are_refused(steps):
    rules = ChainRules(1, 20, start=1)
    after_14 = replay(rules, [7, 14])
    assert after_14.check(7) == "7 was already chosen"
    after_8 = replay(rules, [7, 14, 2, 4, 8])
    assert after_8.outcome() is None  # Player 2 is not stuck at 8
    assert after_8.to_move == 2
    assert after_8.check(16) is None


# ------------------------------------------------------------------------------ number nexus

NEXUS_MOVES = [6, 3, 9, 18, 2, 4, 8, 16, 32, 64]


def nexus_steps():
    used: list[int] = []
    listed = [
        list(range(2, 101)),  # the first player picks any number from 2 to 100
        [2, 3] + multiples(6, 100),  # factors 2, 3; multiples 12, 18, 24, etc.
        multiples(3, 100, since=9),  # no factor (1 is not allowed); multiples 9, 12, 15, etc.
        multiples(9, 100),  # 18, 27, etc.; 3 already used
        [2] + multiples(18, 100),  # available factor 2; multiples 36, 54, 72, etc.
        without(evens(4, 100), 6, 18),  # 4, 6, 8, 10, etc. (6 is already used, and so is 18)
        multiples(4, 100),  # 8, 12, 16, etc.
        multiples(8, 100),  # 16, 24, 32, etc.
        multiples(16, 100),  # 32, 48, 64, etc.
        [64, 96],  # "64, 96 (within the allowed range)"
    ]
    for numbers, move in zip(listed, NEXUS_MOVES):
        yield [n for n in numbers if n not in used], move
        used.append(move)


def test_number_nexus_preset_matches_the_text():
    rules = GAMES["number-nexus"].rules
    assert (rules.lo, rules.hi, rules.start, rules.opening, rules.strict) == (2, 100, None, "any", True)
    # The invalid-entry rule belongs to Number Nexus and to no other game (ERRATA).
    assert [g for g in GAMES.values() if getattr(g.rules, "strict", False)] == [GAMES["number-nexus"]]


def test_number_nexus_example():
    end = check_chain_game(GAMES["number-nexus"].rules, list(nexus_steps()), [], winner=2)
    assert end.chain == tuple(NEXUS_MOVES)
    assert end.forfeit is None


def test_number_nexus_command_line_sample():
    rules = GAMES["number-nexus"].rules
    p = rules.initial_position()
    assert p.current is None
    p = p.play(6)
    assert p.chain == (6,)
    # "Available Numbers: [Factors and Multiples of 6 not already used]"
    assert list(p.legal_moves()) == [2, 3] + multiples(6, 100)
    p = p.play(3)
    assert p.chain == (6, 3)
    # "Available Numbers: [Multiples of 3 not already used]"
    assert list(p.legal_moves()) == multiples(3, 100, since=9)
    p = p.play(9)
    assert p.chain == (6, 3, 9)
    # "... and so on until the game concludes": Player 1's turn, last number 64, no valid move.
    end = replay(rules, NEXUS_MOVES)
    assert end.current == 64 and end.to_move == 1
    assert end.outcome().winner == 2


NEXUS_INVALID = [
    # (moves before, entry, reason)
    ((), 1, "1 is outside 2..100"),
    ((), 101, "101 is outside 2..100"),
    ((), 0, "0 is outside 2..100"),
    ((6,), 7, "7 is not a factor or multiple of 6"),
    ((6,), 1, "1 is outside 2..100"),
    ((6, 3), 6, "6 was already chosen"),
    ((6, 3, 9, 18), 3, "3 was already chosen"),
    ((6, 3, 9, 18), 101, "101 is outside 2..100"),
    ((6, 3, 9, 18, 2, 4, 8, 16, 32), 128, "128 is outside 2..100"),
    ((6, 3, 9, 18, 2, 4, 8, 16, 32), 48, "48 is not a factor or multiple of 32"),
    ((6, 3, 9, 18, 2, 4, 8, 16, 32), 16, "16 was already chosen"),
]


@pytest.mark.parametrize("before, entry, reason", NEXUS_INVALID)
def test_number_nexus_invalid_entry_loses_at_once(before, entry, reason):
    rules = GAMES["number-nexus"].rules
    p = replay(rules, before)
    assert p.outcome() is None
    entrant = p.to_move
    assert p.check(entry) == reason
    after = p.play(entry)  # no exception: the entry is recorded and ends the game
    assert after.forfeit == entry
    assert after.history == tuple(before) + (entry,)
    assert after.moves == tuple(before)
    outcome = after.outcome()
    assert outcome is not None
    assert outcome.termination is Termination.INVALID_ENTRY
    assert outcome.detail == reason
    assert outcome.loser == entrant and outcome.winner == 3 - entrant
    assert list(after.legal_moves()) == []
    with pytest.raises(IllegalMove):
        after.play(next(iter(p.legal_moves()), 2))
    assert after.undo() == p


@pytest.mark.parametrize(
    "game", [g for g in GAMES if g != "number-nexus" and isinstance(GAMES[g].rules, (ChainRules, FactorRules))]
)
def test_invalid_entries_do_not_end_the_other_chain_games(game):
    p = GAMES[game].rules.initial_position()
    bad = GAMES[game].rules.hi + 1
    with pytest.raises(IllegalMove, match=f"{bad} is outside"):
        p.play(bad)


# ------------------------------------------------------------------------------ factor chain

FACTOR_CHAIN = [
    (list(range(2, 21)), 2),
    (evens(4, 20), 4),
    ([8, 12, 16, 20], 8),
    ([16], 16),
]
# "Available Numbers" printed by the command-line sample before each turn, after the opening one.
FACTOR_CHAIN_POOLS = [
    list(range(2, 21)),
    list(range(3, 21)),  # 3-20 (excluding 2)
    [3] + list(range(5, 21)),  # 3,5-20
    [3, 5, 6, 7] + list(range(9, 21)),  # 3,5-7,9-20
    [3, 5, 6, 7] + list(range(9, 16)) + list(range(17, 21)),  # 3,5-7,9-15,17-20
]


def test_factor_chain_preset_matches_the_text():
    rules = GAMES["factor-chain"].rules
    assert (rules.lo, rules.hi, rules.start, rules.opening, rules.strict) == (1, 20, 1, "any", False)
    assert rules.initial_position().chain == (1,)


def test_factor_chain_example():
    end = check_chain_game(GAMES["factor-chain"].rules, FACTOR_CHAIN, [], winner=2)
    assert end.chain == (1, 2, 4, 8, 16)


def test_factor_chain_command_line_sample():
    rules = GAMES["factor-chain"].rules
    p = rules.initial_position()
    chains = [(1,), (1, 2), (1, 2, 4), (1, 2, 4, 8), (1, 2, 4, 8, 16)]
    for i, move in enumerate([2, 4, 8, 16, None]):
        assert p.chain == chains[i]
        assert sorted(p.unused) == FACTOR_CHAIN_POOLS[i]
        if move is not None:
            p = p.play(move)
    assert p.outcome().winner == 2 and p.to_move == 1


def test_factor_chain_factor_one_is_excluded_because_it_is_in_the_chain():
    p = replay(GAMES["factor-chain"].rules, [2])
    assert p.check(1) == "1 was already chosen"
    assert p.check(2) == "2 is the current number"


# ------------------------------------------------------------------------------ factor chain challenge

FCC_MOVES = [6, 3, 9, 1, 5, 10, 2, 4, 8]
FCC_LEGAL = [
    list(range(1, 11)),  # any number on the first turn
    [1, 2, 3],
    [1, 9],
    [1],
    [2, 4, 5, 7, 8, 10],
    [10],
    [2],
    [4, 8],
    [8],
]
FCC_POOLS = [  # "Updated Number Pool" after each turn
    [1, 2, 3, 4, 5, 7, 8, 9, 10],
    [1, 2, 4, 5, 7, 8, 9, 10],
    [1, 2, 4, 5, 7, 8, 10],
    [2, 4, 5, 7, 8, 10],
    [2, 4, 7, 8, 10],
    [2, 4, 7, 8],
    [4, 7, 8],
    [7, 8],
    [7],
]


def test_factor_chain_challenge_preset_matches_the_text():
    rules = GAMES["factor-chain-challenge"].rules
    assert (rules.lo, rules.hi, rules.start, rules.opening, rules.strict) == (1, 10, None, "any", False)
    assert rules.initial_position().current is None


@pytest.mark.parametrize("sample", ["example", "command-line"])
def test_factor_chain_challenge(sample):
    rules = GAMES["factor-chain-challenge"].rules
    end = check_chain_game(rules, list(zip(FCC_LEGAL, FCC_MOVES)), [], winner=1)
    if sample == "command-line":  # the sample also prints the pool after each pick
        p = rules.initial_position()
        assert sorted(p.unused) == list(range(1, 11))
        for move, pool in zip(FCC_MOVES, FCC_POOLS):
            p = p.play(move)
            assert sorted(p.unused) == pool
            assert p.current == move
        assert p == end
        assert p.to_move == 2  # "Player 2 cannot make a valid move."


# ------------------------------------------------------------------------------ multiples removal

REMOVAL_STEPS = [
    # (available before, pick, removed)
    ([1, 2, 3, 4, 5, 6, 7, 8, 9], 7, [7]),
    ([1, 2, 3, 4, 5, 6, 8, 9], 2, [2, 4, 6, 8]),
    ([1, 3, 5, 9], 3, [3, 9]),
    ([1, 5], 5, [5]),
    ([1], 1, [1]),
]


def test_multiples_removal_preset_matches_the_text():
    assert GAMES["multiples-removal"].rules == RemovalRules(grid=3, without_one=False, misere=False)
    assert sorted(GAMES["multiples-removal"].rules.initial_position().remaining) == list(range(1, 10))


def test_multiples_removal_without_1_is_the_texts_game_with_1_left_off_and_lasts():
    """The design document's game is kept as it is (with 1, whose first pick takes every number and
    wins at once); the game without 1 sits beside it, a game of its own."""
    with_one = GAMES["multiples-removal"].rules.initial_position()
    assert with_one.play(1).outcome().winner == 1, "with 1 the game ends in one move"
    game = GAMES["multiples-removal-without-1"]
    assert game.rules == RemovalRules(grid=3, without_one=True) and game.rules_page == "multiples-removal"
    p = game.rules.initial_position()
    assert sorted(p.remaining) == list(range(2, 10))
    assert all(p.play(n).outcome() is None for n in p.legal_moves()), "no first pick ends it"
    # Who wins, by the plain search of tests/oracle.py, and the engine agrees on every first pick.
    assert analyse(p).to_move_wins == plain_to_move_wins(p.remaining, misere=False)
    assert set(analyse(p).winning_moves) == {
        n for n in p.legal_moves() if not plain_to_move_wins(p.play(n).remaining, misere=False)
    }


@pytest.mark.parametrize("sample", ["example", "command-line"])
def test_multiples_removal(sample):
    p = GAMES["multiples-removal"].rules.initial_position()
    assert isinstance(p, RemovalPosition)
    for turn, (available, pick, removed) in enumerate(REMOVAL_STEPS, 1):
        assert p.outcome() is None
        assert p.to_move == 1 + (turn - 1) % 2
        assert list(p.legal_moves()) == available
        assert sorted(p.remaining) == available
        after = p.play(pick)
        assert sorted(p.remaining - after.remaining) == removed, f"turn {turn}"
        assert after.undo() == p
        p = after
    assert p.remaining == frozenset()
    outcome = p.outcome()
    assert (
        outcome.winner == 1 and outcome.termination is Termination.LAST_REMOVED
    )  # "Player 1 wins by removing the last number!"


def test_multiples_removal_rule_example_select_two():
    """ "If you select 2, you remove 2, 4, 6, and 8 if they have not been removed already.\""""
    p = GAMES["multiples-removal"].rules.initial_position()
    assert sorted(p.remaining - p.play(2).remaining) == [2, 4, 6, 8]
    q = p.play(4)
    assert sorted(q.remaining - q.play(2).remaining) == [2, 6]
    assert q.check(4) == "4 was already removed"
