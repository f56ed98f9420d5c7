"""The solver against an independent exhaustive game-tree search.

The oracle here is a plain memoized minimax over (current, frozenset of used numbers) with its
own move generation; it shares no code with the engine. It is run on every reachable position of
small ranges, and on random mid-game positions of large ranges once few numbers are still
reachable. The pairing certificate is checked by playing it out against every opponent reply.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from factorgames.games.chain.rules import ChainPosition
from factorgames.games.presets import GAMES, ChainRules, RemovalRules
from factorgames.games.removal.rules import RemovalPosition
from factorgames.play.solver import analyse
from oracle import Minimax


def reachable(rules: ChainRules) -> dict[tuple[int | None, frozenset[int]], ChainPosition]:
    """One position for every reachable (current, used) state."""
    seen: dict[tuple[int | None, frozenset[int]], ChainPosition] = {}
    stack = [ChainPosition(rules)]
    while stack:
        p = stack.pop()
        key = (p.current, p.used)
        if key in seen:
            continue
        seen[key] = p
        stack.extend(p.play(n) for n in p.legal_moves())
    return seen


def assert_agrees(p: ChainPosition, oracle: Minimax) -> None:
    a = analyse(p)
    expected = oracle.move_values(p.current, p.used)
    assert list(a.moves) == expected, (p.chain, a.moves, expected)
    assert a.to_move_wins == any(w for _, w in expected) == oracle.wins(p.current, p.used)
    assert set(a.winning_moves) == {n for n, w in expected if w}


# ------------------------------------------------------------------------------ every reachable position

SMALL = (
    [(1, hi, None, "any") for hi in range(1, 16)]
    + [(1, hi, 1, "any") for hi in range(1, 17)]
    + [(2, hi, None, "any") for hi in range(2, 19)]
    + [(1, hi, None, op) for hi in (6, 9, 12, 14) for op in ("even", "even-below-half", "not-prime")]
    + [(2, hi, None, op) for hi in (10, 15, 18) for op in ("even", "even-below-half", "not-prime")]
    + [(3, 18, None, "any"), (4, 20, None, "any"), (2, 16, 2, "any"), (1, 15, 6, "any")]
)


@pytest.mark.parametrize("lo, hi, start_number, opening", SMALL)
def test_every_reachable_position_agrees_with_minimax(lo, hi, start_number, opening):
    rules = ChainRules(lo, hi, start=start_number, opening=opening)
    oracle = Minimax(lo, hi, opening)
    states = reachable(rules)
    for p in states.values():
        assert_agrees(p, oracle)
        if p.is_over:
            a = analyse(p)
            assert a.moves == () and not a.to_move_wins


def test_tiny_hand_checked_cases():
    """Cases small enough to check by hand."""
    # 1..2 from 1: the only move is 2, after which nothing is left: the mover wins.
    assert analyse(ChainPosition(ChainRules(1, 2, start=1))).winning_moves == (2,)
    # 1..4 from 1: picks 2,3,4. 3 leaves nothing (1 used): wins. 2 leaves 4, 4 leaves 2: both lose.
    a = analyse(ChainPosition(ChainRules(1, 4, start=1)))
    assert a.moves == ((2, False), (3, True), (4, False))


def test_strict_rules_do_not_change_values():
    for lo, hi in ((2, 14), (1, 12)):
        plain, strict = ChainRules(lo, hi), ChainRules(lo, hi, strict=True)
        oracle = Minimax(lo, hi)
        for p in reachable(strict).values():
            assert_agrees(p, oracle)
            assert analyse(p).moves == analyse(ChainPosition(plain, p.moves)).moves


def test_forfeit_position_is_over_for_the_solver():
    p = GAMES["number-nexus"].rules.initial_position().play(6).play(7)
    a = analyse(p)
    assert not a.to_move_wins and a.moves == ()


# ------------------------------------------------------------------------------ large ranges


def component(p: ChainPosition) -> set[int]:
    """Unused numbers reachable from the current number through unused numbers."""
    lo, hi = p.rules.lo, p.rules.hi
    assert p.current is not None
    seen: set[int] = set()
    frontier = [p.current]
    while frontier:
        a = frontier.pop()
        for b in range(lo, hi + 1):
            if b not in seen and b not in p.used and b != a and (a % b == 0 or b % a == 0):
                seen.add(b)
                frontier.append(b)
    return seen


LARGE = [
    GAMES["juniper-green"].rules,
    GAMES["nrich"].rules,
    GAMES["multiplicity"].rules,
    GAMES["number-nexus"].rules,
    ChainRules(1, 40),
    ChainRules(2, 60),
    ChainRules(1, 100),
]


@pytest.mark.parametrize("rules", LARGE, ids=lambda r: f"{r.lo}-{r.hi}-{r.opening}-{r.start}")
def test_random_large_positions_against_minimax(rules):
    """Play randomly until at most 15 unused numbers are reachable, then search exhaustively."""
    rng = random.Random(f"large-{rules}")
    oracle = Minimax(rules.lo, rules.hi)  # the opening plays no part once a number is chosen
    checked = 0
    for _ in range(25):
        p = rules.initial_position()
        p = p.play(rng.choice(list(p.legal_moves())))
        while not p.is_over and len(component(p)) > 15:
            p = p.play(rng.choice(list(p.legal_moves())))
        # the search from here, and from a few positions further on
        for _ in range(3):
            assert_agrees(p, oracle)
            checked += 1
            if p.is_over:
                break
            p = p.play(rng.choice(list(p.legal_moves())))
        oracle.memo.clear()
    assert checked >= 25


@pytest.mark.parametrize("rules", LARGE, ids=lambda r: f"{r.lo}-{r.hi}-{r.opening}-{r.start}")
def test_random_large_positions_are_consistent(rules):
    """A move wins iff the position it leaves is lost for the player then to move."""
    rng = random.Random(f"consistent-{rules}")
    for game in range(6):
        p = rules.initial_position()
        depth = rng.randrange(0, 12)
        for _ in range(depth):
            if p.is_over:
                break
            p = p.play(rng.choice(list(p.legal_moves())))
        if p.is_over:
            continue
        a = analyse(p)
        assert [n for n, _ in a.moves] == list(p.legal_moves())
        for n, wins in a.moves:
            assert wins == (not analyse(p.play(n)).to_move_wins), (p.chain, n)
        assert a.to_move_wins == any(w for _, w in a.moves)
        assert_certificate_shape(p)


# ------------------------------------------------------------------------------ the pairing certificate


def divides_one_way(a: int, b: int) -> bool:
    return a != b and (a % b == 0 or b % a == 0)


def assert_certificate_shape(p: ChainPosition) -> None:
    a = analyse(p)
    s = a.strategy
    assert s is not None
    unused = p.unused
    seen: set[int] = set()
    for x, y in s.pairs:
        assert x in unused and y in unused, (x, y)
        assert divides_one_way(x, y), (x, y)
        assert x not in seen and y not in seen, "pairs overlap"
        seen |= {x, y}
        assert s.partner(x) == y and s.partner(y) == x
    legal = list(p.legal_moves())
    if a.to_move_wins:
        assert s.winner == p.to_move
        assert s.first_move in a.winning_moves
        assert s.first_move not in seen
        assert s.partner(s.first_move) is None
        # every reply to the first move has a partner
        for y in unused:
            if divides_one_way(y, s.first_move):
                assert y in seen, (p.chain, s.first_move, y)
    else:
        assert s.winner == 3 - p.to_move
        assert s.first_move is None
        assert set(legal) <= seen  # the pairing covers every legal move


def certificate_wins(p: ChainPosition, oracle: Minimax) -> bool:
    """Follow the strategy against every opponent reply; True when it wins them all."""
    a = analyse(p)
    s = a.strategy
    assert s is not None
    memo: dict[tuple[int, frozenset[int]], bool] = {}

    def responder_wins(current: int, used: frozenset[int]) -> bool:
        """The opponent is to move at `current`; the strategy answers every pick with its partner."""
        key = (current, used)
        if key in memo:
            return memo[key]
        ok = True
        for y in oracle.moves(current, used):
            z = s.partner(y)
            if z is None or z in used or z == y or not divides_one_way(y, z):
                ok = False
                break
            if not responder_wins(z, used | {y, z}):
                ok = False
                break
        memo[key] = ok
        return ok

    if s.first_move is not None:
        x = s.first_move
        if x not in oracle.moves(p.current, p.used):
            return False
        return responder_wins(x, p.used | {x})
    # The player to move loses: the strategy is the opponent's answer to every first pick.
    for x in oracle.moves(p.current, p.used):
        z = s.partner(x)
        if z is None or z in p.used or z == x or not divides_one_way(x, z):
            return False
        if not responder_wins(z, p.used | {x, z}):
            return False
    return True


CERTIFIED = [(1, hi, None, "any") for hi in range(1, 13)] + [
    (1, 13, 1, "any"),
    (2, 16, None, "any"),
    (1, 12, None, "even"),
    (1, 12, None, "not-prime"),
    (1, 12, None, "even-below-half"),
]


@pytest.mark.parametrize("lo, hi, start_number, opening", CERTIFIED)
def test_pairing_certificate_wins_against_every_reply(lo, hi, start_number, opening):
    rules = ChainRules(lo, hi, start=start_number, opening=opening)
    oracle = Minimax(lo, hi, opening)
    for p in reachable(rules).values():
        if p.is_over:
            continue
        assert_certificate_shape(p)
        assert certificate_wins(p, oracle), p.chain


@pytest.mark.parametrize("rules", LARGE, ids=lambda r: f"{r.lo}-{r.hi}-{r.opening}-{r.start}")
def test_pairing_certificate_on_large_positions(rules):
    """Shape everywhere; and once few numbers are reachable, the strategy played out in full."""
    rng = random.Random(f"certificate-{rules}")
    oracle = Minimax(rules.lo, rules.hi)
    for _ in range(15):
        p = rules.initial_position()
        while not p.is_over:
            assert_certificate_shape(p)
            if p.current is not None and len(component(p)) <= 16:
                assert certificate_wins(p, oracle), p.chain
            p = p.play(rng.choice(list(p.legal_moves())))


def test_certificate_of_factor_chain_challenge_is_a_perfect_pairing():
    p = GAMES["factor-chain-challenge"].rules.initial_position()
    a = analyse(p)
    assert not a.to_move_wins
    assert not Minimax(1, 10).wins(None, frozenset())
    s = a.strategy
    assert sorted(n for pair in s.pairs for n in pair) == list(range(1, 11))


# ------------------------------------------------------------------------------ multiples removal


def removal_minimax(misere: bool):
    @cache
    def wins(remaining: frozenset[int]) -> bool:
        """Whether the player to move wins with `remaining` on the board (not empty)."""
        for n in remaining:
            after = frozenset(m for m in remaining if m % n != 0)
            if not after:
                if not misere:
                    return True  # removing the last number wins
                continue  # removing the last number loses
            if not wins(after):
                return True
        return False

    return wins


@pytest.mark.parametrize("grid", [2, 3, 4])
@pytest.mark.parametrize("without_one", [False, True])
@pytest.mark.parametrize("misere", [False, True])
def test_removal_agrees_with_minimax(grid, without_one, misere):
    rules = RemovalRules(grid, without_one, misere)
    wins = removal_minimax(misere)
    seen: set[frozenset[int]] = set()
    stack = [RemovalPosition(rules)]
    while stack:
        p = stack.pop()
        if p.remaining in seen:
            continue
        seen.add(p.remaining)
        a = analyse(p)
        assert a.strategy is None
        if p.is_over:
            assert a.moves == () and not a.to_move_wins
            continue
        expected = []
        for n in sorted(p.remaining):
            after = frozenset(m for m in p.remaining if m % n)
            expected.append((n, (not misere) if not after else not wins(after)))
        assert list(a.moves) == expected, (sorted(p.remaining), a.moves, expected)
        assert a.to_move_wins == wins(p.remaining)
        stack.extend(p.play(n) for n in p.legal_moves())
    assert len(seen) > 2


def test_removal_normal_play_one_always_wins():
    """Picking 1 clears the board: with 1 on the board, normal play is a first-player win."""
    for grid in range(2, 7):
        a = analyse(RemovalPosition(RemovalRules(grid)))
        assert a.to_move_wins and 1 in a.winning_moves
