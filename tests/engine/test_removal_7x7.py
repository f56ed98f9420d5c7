"""Multiples Removal on the 7x7 grid: the tables of lost positions shipped for it agree with the
records' solver (which shares no code with the engine's) and with the plain reference, and the
perfect computer never lets a won game go against erring opponents."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from contract import assert_view
from factorgames.games.removal.rules import RemovalRules
from factorgames.page.api import handle
from factorgames.play.players import choose_move
from factorgames.records.removal import Solver
from factorgames.solve import removal_table
from factorgames.transcript import decode
from oracle import plain_to_move_wins

ROOT = Path(__file__).resolve().parents[2]
LONE = 47
"""A number isolated on any board of 2..49 (no multiple of it is on it, and 1 is not): it stands for
a table position's bit 0 (an odd count of isolated numbers)."""


def numbers(position: int) -> frozenset[int]:
    """A table position as the numbers on the board."""
    return frozenset(n for n in range(2, 49 + 1) if position >> n & 1) | ({LONE} if position & 1 else set())


@pytest.fixture(scope="module")
def records_solver() -> Solver:
    return Solver(49)


def _sample(misere: bool, count: int, most: int) -> list[int]:
    """`count` positions of the table with at most `most` numbers, picked with a fixed seed."""
    small = [p for p in removal_table.decode(removal_table.read(misere)) if (p >> 1).bit_count() <= most]
    return random.Random(24).sample(small, count)


def test_normal_table_agrees_with_the_records_solver(records_solver: Solver) -> None:
    sample = _sample(False, 30, removal_table.MIN_NUMBERS + 2)
    for position in sample:
        assert not records_solver.wins(records_solver.canonical(position))


def test_misere_table_agrees_with_the_plain_reference() -> None:
    for position in _sample(True, 3, removal_table.MIN_NUMBERS):
        assert not plain_to_move_wins(numbers(position), True)


def test_tables_hold_positions_of_the_game() -> None:
    """Each is a down-set of 2..49 (with each number, its divisors from 2 up) of at least MIN_NUMBERS."""
    for misere in (False, True):
        positions = removal_table.decode(removal_table.read(misere))
        assert positions == sorted(set(positions)) and len(positions) > 10_000
        for position in random.Random(7).sample(positions, 200):
            board = numbers(position) - {LONE}
            assert len(board) >= removal_table.MIN_NUMBERS
            assert all(d in board for n in board for d in range(2, n) if n % d == 0)


def _records_first_picks() -> list[int]:
    boards = json.loads((ROOT / "records" / "records.json").read_text())["removal"]["boards"]
    return next(picks for n, picks, *_ in boards if n == 49)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_computer_keeps_a_won_game_against_a_random_pupil(seed: int, records_solver: Solver) -> None:
    """2..49: the computer plays second against a first pick the records say loses (so it is
    winning), or first; the pupil then picks at random. The records' solver checks each of the
    computer's moves once the board is small enough for it to answer at once."""
    rng = random.Random(seed)
    rules = RemovalRules(7, without_one=True)
    position = rules.initial_position()
    computer = 1 + seed % 2
    if computer == 2:
        position = position.play(rng.choice([n for n in range(2, 50) if n not in _records_first_picks()]))
    while not position.is_over:
        if position.to_move == computer:
            after = position.play(choose_move(position, "perfect", rng))
            if len(after.remaining) <= 30:
                assert not records_solver.wins(records_solver.canonical(sum(1 << n for n in after.remaining)))
            position = after
        else:
            position = position.play(rng.choice(list(position.legal_moves())))
    outcome = position.outcome()
    assert outcome is not None and outcome.winner == computer


@pytest.mark.parametrize("seed", [1, 2])
def test_in_misere_play_the_computer_first_wins_against_a_random_pupil(seed: int) -> None:
    """2..49 in misere play, the computer first (a first player's win): once the board is small,
    the plain reference checks that each of its moves leaves the pupil lost."""
    rng = random.Random(seed)
    position = RemovalRules(7, without_one=True, misere=True).initial_position()
    while not position.is_over:
        if position.to_move == 1:
            position = position.play(choose_move(position, "perfect", rng))
            if len(position.remaining) <= 12:
                assert not plain_to_move_wins(position.remaining, True)
        else:
            position = position.play(rng.choice(list(position.legal_moves())))
    outcome = position.outcome()
    assert outcome is not None and outcome.winner == 1


def test_the_setup_form_offers_7x7_and_the_computer_opens_with_a_winning_pick() -> None:
    """Misere play on 2..49 (solved here: the first player wins by 3 or 7) from the New game form,
    the computer first; then the pupil's hint and analysis (every move loses)."""

    def call(**request: object) -> dict[str, Any]:
        view: dict[str, Any] = json.loads(handle(json.dumps(request)))
        assert_view(view)
        return view

    view = call(
        op="new",
        setup={
            "game": "multiples-removal",
            "grid": "7",
            "without_one": True,
            "misere": True,
            "vs": "perfect",
            "first": "2",
        },
    )
    assert view["notice"] is None and {"id": "7", "label": "7 × 7"} in view["options"]["grids"]
    assert len(view["board"]["cells"]) == 49 and view["computer_to_move"]
    moved = call(op="computer", hash=view["hash"], seed=1, review=True, standing=True)
    assert decode(moved["hash"]).moves[0] in (3, 7)
    hinted = call(op="view", hash=moved["hash"], hint=2, analysis=True)
    assert hinted["hint"] and all(cell["hint"] in (None, "lose") for cell in hinted["board"]["cells"])


def test_a_7x7_view_asks_for_its_table_until_a_prepare_loads_it(monkeypatch: pytest.MonkeyPatch) -> None:
    from factorgames.page.api import answer

    monkeypatch.setattr(removal_table, "_SEEDED", set())  # as in a fresh worker
    removal_table.seed.cache_clear()
    address = "game=multiples-removal&grid=7&without-one&vs=perfect&first=1"
    view = answer({"op": "load", "hash": address})
    assert view["prepare"] and not view["computer_to_move"] and not removal_table.seeded(False)
    assert json.loads(handle(json.dumps({"op": "prepare", "hash": address}))) == {"prepared": True}
    assert removal_table.seeded(False) and not answer({"op": "load", "hash": address})["prepare"]
    misere = answer({"op": "load", "hash": "game=multiples-removal&grid=7&without-one&misere&vs=perfect"})
    assert misere["prepare"], "the other table is not loaded yet"
    for other in ("grid=7", "grid=6&without-one&misere"):  # 1..49 needs no table (take 1); 6x6 has none
        assert not answer({"op": "load", "hash": f"game=multiples-removal&{other}"})["prepare"], other
