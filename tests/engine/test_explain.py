"""The sentences players read: statuses, insights, settings (the coach's words: test_coach.py)."""

from __future__ import annotations

import pytest

from factorgames.games.position import replay
from factorgames.teach.explain import insight, status
from factorgames.transcript import rules_with

SEATS = {1: "Player 1", 2: "Player 2"}
VS = {1: "You", 2: "Computer"}


def position(game: str, moves: list[int], **options: str):
    return replay(rules_with(game, options), moves)


def test_status_grammar_for_you_and_for_named_players() -> None:
    p = position("factor-chain-challenge", [6, 3, 9, 1, 5, 10, 2, 4, 8])
    assert status(p, SEATS) == "Player 1 wins! Player 2 cannot make a valid move."
    assert status(p, VS) == "You win! Computer cannot make a valid move."
    assert status(position("nrich", []), VS) == "Your turn: pick an even number below 50."


def test_misere_status_says_why_the_last_remover_lost() -> None:
    p = position("multiples-removal", [7, 2, 3, 5, 1], misere="1")
    assert status(p, SEATS) == "Player 2 wins! Player 1 removed the last number, and in misere that loses."


def test_a_big_prime_opening_in_number_nexus_wins_at_once_and_is_explained() -> None:
    p = position("number-nexus", [97])
    assert p.is_over and p.outcome().winner == 1
    text = insight(p, SEATS, teaching=False)
    assert text is not None and "97" in text and "won at once" in text


def test_juniper_green_explains_its_even_opening_before_the_first_move() -> None:
    text = insight(position("juniper-green", []), SEATS, teaching=False)
    assert text is not None and "97" in text and "an even number" in text
    assert insight(position("juniper-green", [48]), SEATS, teaching=False) is None


def test_the_free_opening_trick_is_told_only_to_teachers_before_it_happens() -> None:
    free = position("juniper-green", [], opening="any")
    assert insight(free, SEATS, teaching=False) is None
    assert "97" in (insight(free, SEATS, teaching=True) or "")
    after = position("juniper-green", [97, 1], opening="any")
    text = insight(after, SEATS, teaching=False) or ""
    assert "Player 2 had to take 1" in text and "53" in text
    # The trick needs a second big prime after 1: on 1..10 only 7 is above half, so nothing is said.
    assert insight(position("factor-chain-challenge", [7]), SEATS, teaching=True) is None


@pytest.mark.parametrize("misere, word", [("0", "wins"), ("1", "loses")])
def test_taking_1_with_numbers_left_is_explained(misere: str, word: str) -> None:
    p = position("multiples-removal", [1], misere=misere)
    assert p.is_over
    assert f"so it {word} at once" in (insight(p, SEATS, teaching=False) or "")


def test_taking_1_as_the_last_number_is_no_surprise() -> None:
    assert insight(position("multiples-removal", [7, 2, 3, 5, 1]), SEATS, teaching=False) is None
    assert insight(position("multiples-removal", [2], **{"without-one": "1"}), SEATS, teaching=True) is None


def test_challenge_status_counts_the_chain_and_says_how_far_it_is_from_the_best() -> None:
    from factorgames.games.chain.kind import challenge_status
    from factorgames.solve.longest import target

    goal = target(1, 10)
    assert goal is not None and goal[0] == 9
    assert (
        challenge_status(position("longest-chain", [], range="1-10"), goal)
        == "Pick any number from 1 to 10 to start your chain."
    )
    assert (
        challenge_status(position("longest-chain", [4, 8], range="1-10"), goal)
        == "Your chain has 2 numbers (the best possible is 9). Pick a factor or multiple of 8."
    )
    short = position("longest-chain", [7, 1, 5, 10, 2, 4, 8], range="1-10")
    assert short.is_over and challenge_status(short, goal).endswith("it has 7 numbers. The best possible is 9: 2 more.")
    best = position("longest-chain", [5, 10, 2, 4, 8, 1, 9, 3, 6], range="1-10")
    assert challenge_status(best, goal).endswith("it has 9 numbers, the best possible. Well done!")
    assert (
        challenge_status(position("longest-chain", [4, 8], range="1-300"), target(1, 300))
        == "Your chain has 2 numbers. Pick a factor or multiple of 8."
    )


@pytest.mark.parametrize(
    "code, words",
    [
        ("game=nrich", None),
        ("game=multiplicity&range=1-20", "With these settings: the numbers 1 to 20."),
        ("game=factor-chain&start=none&opening=even", "With these settings: a free first pick: an even number."),
        ("game=juniper-green&opening=any", "With these settings: the first pick is any number."),
        ("game=number-nexus&strict=0", "With these settings: an invalid entry is refused."),
        (
            "game=multiples-removal&grid=4&misere",
            "With these settings: a 4x4 grid (1 to 16), misere: whoever removes the last number loses.",
        ),
    ],
)
def test_settings_that_differ_from_the_preset_are_named(code: str, words: str | None) -> None:
    from factorgames.games.presets import GAMES
    from factorgames.teach.explain import settings
    from factorgames.transcript import decode

    setup = decode(code).setup
    assert settings(setup.rules, GAMES[setup.game].rules) == words
