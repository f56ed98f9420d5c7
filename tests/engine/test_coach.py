"""The coach: reviews against exhaustive search, the hints' three stages and the all-lose case,
who is winning, and every sentence produced for a real position in a pupil's words."""

from __future__ import annotations

import json
import random
from typing import cast

import pytest

from factorgames.cli import main
from factorgames.games.chain.rules import ChainPosition, ChainRules
from factorgames.games.position import Position, replay
from factorgames.games.presets import GAMES
from factorgames.games.registry import kind_of
from factorgames.games.removal.rules import RemovalPosition, RemovalRules
from factorgames.page.api import handle
from factorgames.play.solver import analyse
from factorgames.teach import outcome_coach
from factorgames.teach.coaches import coach_for
from factorgames.teach.review import review
from factorgames.transcript import decode
from oracle import Minimax, plain_to_move_wins
from test_api import call

NAMES = {1: "Player 1", 2: "Player 2"}
VS = {1: "You", 2: "Computer"}
JARGON = ("matching", "largest possible", "Gallai", "maximum", "certificate", "vertex")


def random_game(rules, rng: random.Random, stop: float = 0.0) -> tuple[int, ...]:
    """A game of random legal moves, to the end (or cut off at random when `stop` > 0)."""
    p = replay(rules, ())
    while not p.is_over and not (stop and rng.random() < stop):
        p = p.play(rng.choice(list(p.legal_moves())))
    return p.history


def oracle_wins(p: Position, minimax: dict) -> bool:
    """Whether the player to move wins, by exhaustive search independent of the solver."""
    if isinstance(p, ChainPosition):
        rules = p.rules
        key = (rules.lo, rules.hi, rules.opening)
        search = minimax.setdefault(key, Minimax(rules.lo, rules.hi, rules.opening))
        if p.current is None:
            return search.wins(None, frozenset())
        return search.wins(p.current, p.used)
    plain = cast(RemovalPosition, p)
    return plain_to_move_wins(plain.remaining, plain.rules.misere)


# ------------------------------------------------------------------------------ the review


RULES = [
    ChainRules(1, 12),
    ChainRules(1, 14, opening="even"),
    ChainRules(2, 16),
    ChainRules(1, 10, start=1),
    RemovalRules(3),
    RemovalRules(4, without_one=True),
    RemovalRules(4, misere=True),
]


@pytest.mark.parametrize("rules", RULES, ids=repr)
def test_every_verdict_and_first_mistake_agree_with_exhaustive_search(rules):
    rng = random.Random(repr(rules))
    minimax: dict = {}
    for _ in range(12):
        moves = random_game(rules, rng)
        result = review(rules, moves)
        p = replay(rules, ())
        expected_first = None
        for move, n in zip(result.moves, moves):
            wins = oracle_wins(p, minimax)
            winning = {m for m in p.legal_moves() if not oracle_wins(p.play(m), minimax)}
            assert move.to_move_wins == wins
            assert set(move.winning_moves) == winning
            assert move.seat == p.to_move and move.number == n
            verdict = "losing" if not wins else "winning" if n in winning else "mistake"
            assert move.verdict == verdict
            if verdict == "mistake" and expected_first is None:
                expected_first = move.ply
            p = p.play(n)
        assert result.first_mistake == expected_first


def test_an_invalid_entry_is_a_mistake_when_a_win_was_there():
    rules = GAMES["number-nexus"].rules
    result = review(rules, (6, 7))  # 7 is not a factor or multiple of 6: Player 2 loses at once
    assert result.moves[1].verdict == ("mistake" if result.moves[1].to_move_wins else "losing")
    assert result.moves[1].number == 7


def test_review_text_names_the_first_mistake_and_what_would_have_won():
    rules = GAMES["factor-chain-challenge"].rules
    result = review(rules, (6, 3, 9, 1, 5, 10, 2, 4, 8))
    text = outcome_coach.review_text(result, NAMES)
    assert text == (
        "The first mistake was move 2: Player 2 picked 3, but 2 would have won. "
        "After it, Player 1 had a sure way to win."
    )
    clean = review(rules, (6, 2, 4, 8, 1, 7))
    assert clean.first_mistake is None or "first mistake" in outcome_coach.review_text(clean, NAMES)
    perfect = review(rules, tuple(_perfect_game(rules)))
    assert perfect.first_mistake is None
    assert outcome_coach.review_text(perfect, NAMES).startswith(
        "No one let a win slip: Player 2 could win from the first move"
    )
    you = outcome_coach.review_text(result, {1: "You", 2: "Computer"})  # the pupil won
    assert you == (
        "Well done, you won! Computer let a win go at move 2: after it, you had a sure way to win. "
        "You kept the win to the end."
    )
    assert outcome_coach.move_words(result.moves[1], "You") == "Move 2: you picked 3: a mistake."


def _perfect_game(rules) -> list[int]:
    p, moves = replay(rules, ()), []
    while not p.is_over:
        a = analyse(p)
        n = a.winning_moves[0] if a.winning_moves else a.moves[0][0]
        moves.append(n)
        p = p.play(n)
    return moves


# ------------------------------------------------------------------------------ hints


def test_the_three_stages_of_a_hint():
    p = replay(GAMES["juniper-green"].rules, [48, 24])
    winning = analyse(p).winning_moves
    one, two, three = (outcome_coach.hint(p, level, NAMES) for level in (1, 2, 3))
    assert one.marked == () and one.more and "?" in one.text
    assert not any(str(n) in one.text for n in winning if n > 9), "a nudge names no winning number"
    assert len(two.marked) == 1 and two.marked[0] in winning and two.more
    assert f"Try {two.marked[0]}" in two.text
    assert set(three.marked) == set(winning) and not three.more
    assert all(str(n) in three.text for n in winning)


def test_a_hint_when_a_move_wins_at_once():
    p = replay(ChainRules(1, 30), [2, 1])  # 29, 23, 19 and 17 above half: no reply after one of them
    one, two = outcome_coach.hint(p, 1, VS), outcome_coach.hint(p, 2, VS)
    assert "leaves the computer with no move at all?" in one.text
    n = two.marked[0]
    assert two.text == f"Try {n}: it leaves the computer with no move."
    assert p.play(n).is_over
    removal = replay(RemovalRules(3), [2, 3, 5])  # 1, 7 left: taking 1 takes the last numbers
    assert "wins straight away" in outcome_coach.hint(removal, 2, NAMES).text


def test_when_every_move_loses_the_hint_says_so_kindly_and_shows_the_best_try():
    p = replay(GAMES["factor-chain-challenge"].rules, [])
    assert not analyse(p).to_move_wins
    nudge = outcome_coach.hint(p, 1, NAMES)
    assert "hard spot" in nudge.text and nudge.marked == () and nudge.more
    best = outcome_coach.hint(p, 2, NAMES)
    assert best.try_move is not None and not best.more and best.marked == ()
    losing, replies = (
        len(analyse(p.play(best.try_move)).moves) - len(analyse(p.play(best.try_move)).winning_moves),
        len(analyse(p.play(best.try_move)).moves),
    )
    assert f"try {best.try_move}. Then {losing} of Player 2's {replies} replies lose" in best.text
    for n in p.legal_moves():  # no other move leaves more losing replies
        after = analyse(p.play(n))
        assert len(after.moves) - len(after.winning_moves) <= losing
    assert outcome_coach.hint(p, 3, NAMES).try_move == best.try_move


def test_hints_through_the_api_grow_one_level_a_press():
    code = "game=juniper-green&moves=48,24"
    views = [json.loads(handle(json.dumps({"op": "view", "hash": code, "hint": level}))) for level in (1, 2, 3)]
    assert [v["hint"]["level"] for v in views] == [1, 2, 3]
    assert [v["hint"]["more"] for v in views] == [True, True, False]
    marked = [[c["n"] for c in v["board"]["cells"] if c["hint"] == "win"] for v in views]
    assert marked[0] == [] and len(marked[1]) == 1 and marked[2] == views[2]["hint"]["winning"]
    lost = json.loads(handle(json.dumps({"op": "view", "hash": "game=factor-chain-challenge", "hint": 2})))
    assert [c["hint"] for c in lost["board"]["cells"] if c["hint"]] == ["try"] and not lost["hint"]["more"]


# ------------------------------------------------------------------------------ words


def test_strategy_in_a_pupils_words_with_the_boards_numbers():
    p = replay(GAMES["juniper-green"].rules, [48, 24])
    analysis = analyse(p)
    text = outcome_coach.strategy(analysis, p, NAMES)
    plan = analysis.strategy
    assert text.startswith(
        f"Player 1 can win: pick {plan.first_move}. After that, whatever Player 2 picks, answer with its partner: "
    )
    assert any(f"{x} with {y}" in text for x, y in plan.pairs)
    lost = replay(GAMES["factor-chain-challenge"].rules, [])
    text = outcome_coach.strategy(analyse(lost), lost, VS)
    assert text.startswith("Computer will win, whatever you do: whatever you pick, Computer answers with its partner: ")
    assert text.endswith("so you run out of moves first.")
    at_once = replay(ChainRules(1, 30), [2, 1])
    text = outcome_coach.strategy(analyse(at_once), at_once, NAMES)
    assert text.endswith("and Player 2 has no move left.") and "can win right now" in text


def test_who_is_winning():
    p = replay(GAMES["juniper-green"].rules, [48, 24])
    text = outcome_coach.standing(p, NAMES)
    assert text.startswith("Player 1 can win from here: first ")
    removal = replay(RemovalRules(3), [])
    assert outcome_coach.standing(removal, NAMES) == "Player 1 can win from here, with 1."
    view = json.loads(handle(json.dumps({"op": "view", "hash": "game=nrich&moves=48,24", "standing": True})))
    assert view["standing"].startswith("Player 1 can win from here")
    assert json.loads(handle(json.dumps({"op": "view", "hash": "game=nrich&moves=48,24"})))["standing"] is None


@pytest.mark.parametrize("game", [g for g in GAMES if not GAMES[g].solo and "coach" in kind_of(GAMES[g].rules).tools])
def test_no_jargon_in_any_coaching_sentence(game):
    rng = random.Random(game)
    rules = GAMES[game].rules
    if isinstance(rules, ChainRules):
        rules = ChainRules(rules.lo, min(rules.hi, 30), rules.start, rules.opening, rules.strict)
    for _ in range(6):
        moves = random_game(rules, rng, stop=0.15)
        p = replay(rules, moves)
        coaches = coach_for(p)
        texts = [coaches.review_text(coaches.review(rules, moves), NAMES)]
        if not p.is_over:
            texts += [coaches.hint(p, level, NAMES).text for level in (1, 2, 3)]
            texts.append(coaches.standing(p, NAMES))
            if isinstance(p, ChainPosition):
                texts.append(outcome_coach.strategy(analyse(p), p, NAMES))
        for text in texts:
            assert not any(word in text for word in JARGON), text
            assert all(len(sentence.split()) <= 40 for sentence in text.split(". ")), text


# ------------------------------------------------------------------------------ the view and the command line


def test_the_review_comes_at_the_end_of_a_game_and_on_request():
    over = json.loads(
        handle(json.dumps({"op": "load", "hash": "game=factor-chain-challenge&moves=6,3,9,1,5,10,2,4,8"}))
    )
    assert over["over"] and over["review"]["first_mistake"] == 2
    assert (
        over["review"]["retry_hash"].endswith("moves=6&tried=3") and over["review"]["retry_label"] == "Try move 2 again"
    )
    assert [m["verdict"] for m in over["review"]["moves"]][:2] == ["losing", "mistake"]
    going = json.loads(handle(json.dumps({"op": "load", "hash": "game=factor-chain-challenge&moves=6,3"})))
    assert going["review"] is None and going["controls"]["review"] is True
    asked = json.loads(handle(json.dumps({"op": "view", "hash": going["hash"], "review": True})))
    assert asked["review"]["first_mistake"] == 2


def test_review_on_the_command_line(capsys):
    import io

    out = io.StringIO()
    assert main(["review", "factor-chain-challenge", "--moves", "6,3,9"], stdout=out) == 0
    data = json.loads(out.getvalue())
    assert data["game"] == "factor-chain-challenge" and data["first_mistake"] == 2
    assert data["moves"][1] == {
        "ply": 2,
        "player": 2,
        "number": 3,
        "to_move_wins": True,
        "winning_moves": [2],
        "verdict": "mistake",
    }
    for argv in (["review", "chess"], ["review", "nrich", "--moves", "48,7"], ["review", "longest-chain"]):
        assert main(argv, stdout=io.StringIO()) == 2
        err = capsys.readouterr().err
        assert err.startswith("factorgames: ") and err.count("\n") == 1


# ------------------------------------------------------------------------------ the review speaks to the pupil


def _against_easy(seed: int, pupil: str, first: str) -> list[dict]:
    """A game against the easy computer, played through the API as the page does (the computer's
    moves from the "computer" op): the pupil picks at random ("random") or a winning move when
    there is one ("good"); every view, the last at the end."""
    rng = random.Random(seed)
    view = call(op="new", setup={"game": "juniper-green", "range": "1-24", "vs": "easy", "first": first})
    views = [view]
    while not view["over"]:
        if view["computer_to_move"]:
            view = call(op="computer", hash=view["hash"], seed=rng.randrange(1000))
        else:
            legal = [c["n"] for c in view["board"]["cells"] if c["state"] == "legal"]
            record = decode(view["hash"])
            p = replay(record.setup.rules, record.moves)
            winning = [n for n in legal if not oracle_wins(p.play(n), MINIMAX)]
            view = call(
                op="pick", hash=view["hash"], number=rng.choice(winning if pupil == "good" and winning else legal)
            )
        views.append(view)
    return views


MINIMAX: dict = {}


def _mistakes(code: str) -> list[tuple[int, int, int]]:
    """(ply, seat, number) of every move that let a win go, by the plain search of tests/oracle.py."""
    record = decode(code)
    p, found = replay(record.setup.rules, ()), []
    for ply, n in enumerate(record.moves, start=1):
        if oracle_wins(p, MINIMAX) and oracle_wins(p.play(n), MINIMAX):
            found.append((ply, p.to_move, n))
        p = p.play(n)
    return found


def _find(pupil: str, result: str, wanted) -> tuple[list[dict], list[tuple[int, int, int]], int]:
    """The first seeded game against easy that ends in `result` for the pupil and whose mistakes
    (found by the plain search) pass `wanted(mistakes, pupil's seat)`."""
    for seed in range(400):
        first = "1" if seed % 2 else "2"
        views = _against_easy(seed, pupil, first)
        seat = 1 if first == "1" else 2  # the pupil's seat: seat 1 moves first
        mistakes = _mistakes(views[-1]["hash"])
        if views[-1]["result"] == result and wanted(mistakes, seat):
            return views, mistakes, seat
    raise AssertionError("no such game in 400 seeds")


def test_after_a_loss_against_easy_the_review_names_the_pupils_first_mistake_and_retries_it():
    # The computer let a win go before the pupil's own first mistake: the review says it as a fact.
    views, mistakes, seat = _find(
        "random", "lost", lambda found, seat: found and found[0][1] != seat and any(s == seat for _, s, _ in found)
    )
    theirs = mistakes[0][0]
    ply, _, number = next(m for m in mistakes if m[1] == seat)
    review = views[-1]["review"]
    assert f"Computer let a win go at move {theirs}: after it, you had a sure way to win." in review["text"]
    assert f"Your first mistake was move {ply}: you picked {number}, but " in review["text"]
    assert "Well done" not in review["text"]
    assert review["retry_label"] == f"Try move {ply} again"
    retried = call(op="view", hash=review["retry_hash"])
    record = decode(views[-1]["hash"])
    assert decode(retried["hash"]).moves == record.moves[: ply - 1] and "tried" not in retried["hash"]
    assert retried["notice"] == (
        f"Move {ply} again: last time you picked {number} here. Think it over, or press Hint for help."
    )
    assert retried["controls"]["hint"] and not retried["computer_to_move"]
    assert call(op="view", hash=retried["hash"])["notice"] is None, "the reminder comes once, with the retry"
    french = call(op="load", hash=views[-1]["hash"], lang="fr")["review"]
    assert f"L'ordinateur a laissé passer une victoire au coup {theirs}" in french["text"]
    assert f"Ta première erreur était le coup {ply}\u00a0: tu as choisi {number}, mais " in french["text"]
    assert french["retry_label"] == f"Rejouer le coup {ply}"
    again = call(op="view", hash=french["retry_hash"], lang="fr")
    assert again["notice"] == (
        f"Le coup {ply} à nouveau\u00a0: la dernière fois, tu as choisi {number} ici. Réfléchis, ou appuie sur "
        "Indice pour de l'aide."
    )


def test_after_a_loss_the_computers_mistakes_are_never_offered_to_try_again():
    for seed in range(12):
        views = _against_easy(seed, "random", "1" if seed % 2 else "2")
        review = views[-1]["review"]
        if review["retry_label"] is None:
            continue
        ply = int(review["retry_label"].split()[2])
        assert review["moves"][ply - 1]["player"] == 1, "the retry is the pupil's move (player 1: you)"
        assert review["moves"][ply - 1]["verdict"] == "mistake"


def test_after_a_win_against_easy_the_review_congratulates_and_offers_no_retry_without_a_mistake():
    views, mistakes, _ = _find("good", "won", lambda found, seat: bool(found) and all(s != seat for _, s, _ in found))
    review = views[-1]["review"]
    assert review["text"] == (
        f"Well done, you won! Computer let a win go at move {mistakes[0][0]}: after it, you had a sure way to "
        "win. You kept the win to the end."
    )
    assert review["retry_hash"] is None and review["retry_label"] is None
    french = call(op="load", hash=views[-1]["hash"], lang="fr")["review"]
    assert french["text"].startswith("Bravo, tu as gagné\u00a0! L'ordinateur a laissé passer une victoire au coup")
    assert french["retry_label"] is None


def test_two_players_on_one_device_the_review_names_them_and_retries_the_first_mistake():
    over = call(op="load", hash="game=factor-chain-challenge&moves=6,3,9,1,5,10,2,4,8")
    assert over["review"]["text"].startswith("The first mistake was move 2: Player 2 picked 3")
    assert over["review"]["retry_label"] == "Try move 2 again"
    retried = call(op="view", hash=over["review"]["retry_hash"])
    assert retried["notice"].startswith("Move 2 again: last time Player 2 picked 3 here.")
