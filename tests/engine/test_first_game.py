"""The game a first visit leads with teaches from the first move: no first pick wins at once, the
computer at the start's level never hands the pupil a win in one pick while it has another move,
the hints say why a pick wins rather than "it leaves the computer with no move", and a newcomer who
thinks a move ahead beats it often. The seeds' games whose first pick wins at once say so in their
rules, with a game of the same kind that lasts."""

from __future__ import annotations

import json
import random

import pytest

from factorgames.games.position import Position, wins_at_once
from factorgames.games.presets import GAMES
from factorgames.page import first_visit
from factorgames.page.api import handle
from factorgames.play.players import choose_move, seeded
from factorgames.teach.outcome_coach import hint
from factorgames.teach.quick_wins import quick_wins, warning

START = first_visit.view()
RULES = GAMES[START["game"]].rules
LEVEL = START["level"]
SEEDS = range(4)
NAMES = {1: "You", 2: "Computer"}


def at_once(position: Position) -> list[int]:
    """The picks that end the game at once with the picker the winner."""
    return [n for n in position.legal_moves() if wins_at_once(position, n)]


def reply(position: Position, seed: int) -> int:
    return choose_move(position, LEVEL, seeded(seed, len(position.history)))


def test_no_first_pick_of_the_first_suggestion_wins_at_once():
    start = RULES.initial_position()
    assert list(start.legal_moves()) and at_once(start) == []
    assert quick_wins(RULES) == () and warning(RULES) is None


def test_the_computers_replies_to_every_first_pick_leave_no_win_in_one():
    """Every first pick the pupil can make, every reply of the computer at the start's level (over
    several seeds): no pick of the pupil's then wins at once."""
    start = RULES.initial_position()
    for first in start.legal_moves():
        after = start.play(first)
        assert not after.is_over
        for seed in SEEDS:
            answered = after.play(reply(after, seed))
            assert not answered.is_over and at_once(answered) == [], (first, answered.history)


def test_on_the_second_round_a_win_in_one_comes_only_from_the_pupils_own_trap():
    """The pupil's second picks (every one, after the computer's first reply): the computer's
    answer leaves a win in one only when each of its moves would have (a trap the pupil set)."""
    start = RULES.initial_position()
    for first in list(start.legal_moves())[::3]:
        after = start.play(first)
        answered = after.play(reply(after, 0))
        for second in answered.legal_moves():
            position = answered.play(second)
            if position.is_over:
                continue
            then = position.play(reply(position, 0))
            if not then.is_over and at_once(then):
                assert all(at_once(position.play(m)) for m in position.legal_moves()), then.history


def test_the_hints_at_the_start_say_why_a_pick_wins():
    start = RULES.initial_position()
    nudge, one, every = (hint(start, level, NAMES) for level in (1, 2, 3))
    assert "no move at all" not in nudge.text and "Think ahead" in nudge.text
    assert one.text.startswith(f"Try {one.marked[0]}. Then, whatever the computer picks, you will always")
    assert len(every.marked) > 1


def test_a_newcomer_who_thinks_a_move_ahead_often_beats_the_starts_level():
    """A pupil who takes a win in one and avoids handing one over (what a newcomer learns first)
    against the start's level: they win at least a third of their games."""
    won = 0
    games = 60
    for seed in range(games):
        rng = random.Random(seed)
        position = RULES.initial_position()
        while not position.is_over:
            level = "medium" if position.to_move == 1 else LEVEL
            position = position.play(choose_move(position, level, rng))
        outcome = position.outcome()
        won += outcome is not None and outcome.winner == 1
    assert won >= games // 3, won


@pytest.mark.parametrize("game", [g for g in GAMES.values() if not g.solo])
def test_a_game_whose_first_pick_wins_at_once_says_so_in_its_rules(game):
    view = json.loads(handle(json.dumps({"op": "new", "setup": {"game": game.id, "vs": "easy"}})))
    quick = quick_wins(game.rules)
    if not quick:
        assert view["game"]["summary"] == game.summary
        return
    start = game.rules.initial_position()
    assert quick == tuple(at_once(start))
    said = warning(game.rules)
    assert said and view["game"]["summary"].endswith(said)
    lasting = said.rsplit("try ", 1)[1].rstrip(".")
    suggested = next(g for g in GAMES.values() if g.title == lasting)
    assert at_once(suggested.rules.initial_position()) == [] and not suggested.solo


def test_the_seeds_sentences():
    assert warning(GAMES["multiplicity"].rules) == (
        "On 1 to 50 from 1, a prime above 25 wins at once. For a game that lasts, try Juniper Green."
    )
    assert warning(GAMES["factor-chain"].rules) == (
        "On 1 to 20 from 1, a prime above 10 wins at once. For a game that lasts, try Juniper Green."
    )
    assert warning(GAMES["multiples-removal"].rules) == (
        "Taking 1 first wins at once. For a game that lasts, try Multiples Removal without 1."
    )


def test_the_start_offers_multiples_removal_without_1_before_the_game_with_1():
    ids = [g["id"] for g in START["games"]]
    assert ids.index("multiples-removal-without-1") < ids.index("multiples-removal")
    worth = [g for g in ids if not quick_wins(GAMES[g].rules)]
    assert ids[: len(worth)] == worth  # the games that last first
