"""The coach of the Factor Game (a game that keeps score): each pick's final margin, the hints,
who finishes ahead, the review by points given away, and the "why" of a surprising best pick,
all checked against the brute-force minimax of tests/oracle.py."""

from __future__ import annotations

import json
import random

import pytest

from contract import assert_view
from factorgames.games.factor.rules import FactorPosition, FactorRules
from factorgames.games.position import replay
from factorgames.page.api import handle
from factorgames.play.solver import analyse
from factorgames.teach import score_coach
from factorgames.teach.coaches import coach_for
from oracle import FactorGameMinimax

ORACLES = {lose_turn: FactorGameMinimax(lose_turn) for lose_turn in (False, True)}
NAMES = {1: "You", 2: "Computer"}


def oracle_margins(p: FactorPosition) -> dict[int, int]:
    """Each pick's final margin for the mover, by brute force: the lead so far plus the pick's gain
    minus the value of the board after it."""
    oracle = ORACLES[p.rules.lose_turn]
    board = frozenset(p.remaining)
    mover = p.to_move
    lead = p.scores[mover - 1] - p.scores[2 - mover]
    return {n: lead + gain - oracle.value(after) for n, (gain, after) in oracle.moves(board).items()}


def random_position(rng: random.Random, top: int, lose_turn: bool) -> FactorPosition:
    p = FactorRules(1, top, lose_turn).initial_position()
    for _ in range(rng.randrange(0, 4)):
        moves = list(p.legal_moves())
        if not moves:
            break
        p = p.play(rng.choice(moves))
    return p


@pytest.mark.parametrize("lose_turn", [False, True])
def test_margins_agree_with_brute_force(lose_turn):
    rng = random.Random(lose_turn)
    for _ in range(40):
        p = random_position(rng, rng.randrange(4, 17), lose_turn)
        if not p.is_over:
            assert score_coach.margins(p) == oracle_margins(p)


@pytest.mark.parametrize("lose_turn", [False, True])
def test_the_review_counts_the_points_each_pick_gave_away(lose_turn):
    rng = random.Random(10 + lose_turn)
    for _ in range(15):
        rules = FactorRules(1, rng.randrange(6, 17), lose_turn)
        p, moves = rules.initial_position(), []
        while not p.is_over:
            n = rng.choice(list(p.legal_moves()))
            moves.append(n)
            p = p.play(n)
        result = score_coach.review(rules, tuple(moves))
        for move in result.moves:
            before = replay(rules, tuple(moves[: move.ply - 1]))
            truth = oracle_margins(before)
            assert move.lost == max(truth.values()) - truth[move.number]
            assert move.winning_moves == tuple(n for n, v in truth.items() if v == max(truth.values()))
            assert move.verdict == ("winning" if move.lost == 0 else "mistake")
            assert move.to_move_wins == (max(truth.values()) > 0)
        # What both sides gave away is the distance between the game's result and perfect play's.
        start = rules.initial_position()
        final = p.scores[0] - p.scores[1]
        given = {seat: sum(m.lost for m in result.moves if m.seat == seat) for seat in (1, 2)}
        assert final == max(oracle_margins(start).values()) - given[1] + given[2]


@pytest.mark.parametrize("lose_turn", [False, True])
def test_the_review_from_each_analysis_is_the_review_from_every_picks_value(lose_turn):
    """The review reads each position's analysis (its value and best picks) and the next one's
    value: on games of larger boards, the same as from every pick's exact value (`margins`)."""
    rng = random.Random(30 + lose_turn)
    for top in (24, 30, 36):
        rules = FactorRules(rng.randrange(1, 4), top, lose_turn)
        p, moves = rules.initial_position(), []
        while not p.is_over:
            n = rng.choice(list(p.legal_moves()))
            moves.append(n)
            p = p.play(n)
        for move in score_coach.review(rules, tuple(moves)).moves:
            margins = score_coach.margins(replay(rules, tuple(moves[: move.ply - 1])))
            top_margin = max(margins.values())
            assert move.lost == top_margin - margins[move.number] and move.to_move_wins == (top_margin > 0)
            assert move.winning_moves == tuple(n for n, v in margins.items() if v == top_margin)


def test_hints_go_from_a_nudge_to_the_best_pick_and_its_margin():
    p = FactorRules(1, 30).initial_position()
    nudge = score_coach.hint(p, 1, NAMES)
    assert nudge.marked == () and "count both sides" in nudge.text and nudge.more
    good = score_coach.hint(p, 2, NAMES)
    assert good.marked == (25,) and good.more
    best = score_coach.hint(p, 3, NAMES)
    assert best.marked == (25,) and not best.more
    assert best.text == "The best pick is 25: with perfect play from here you finish 17 points ahead of the computer."


def test_why_the_best_opening_is_not_the_pick_that_scores_most_at_once():
    p = FactorRules(1, 30).initial_position()
    why = score_coach.opening(p, NAMES, teaching=True)
    assert why == (
        "29 scores the most at once (29 for you, 1 for the computer). But then the computer can answer "
        "with 25, and with perfect play after that you finish 10 points ahead of the computer. 25 scores "
        "less now (25 for you, 6 for the computer), yet you finish 17 points ahead of the computer."
    )
    assert score_coach.opening(p, NAMES, teaching=False) is None  # before the first pick, for a teacher only
    assert (
        score_coach.opening(p.play(29), NAMES, teaching=False)
        == "You picked 29, but it was not the best first pick. " + why
    )
    assert score_coach.opening(p.play(25), NAMES, teaching=False) is None
    # Only when the best differs from the biggest gain at once, and every number said checks out by brute force.
    for top in range(4, 17):
        start = FactorRules(1, top).initial_position()
        truth = oracle_margins(start)
        greedy = max(truth, key=lambda n: (start.play(n).scores[0] - start.play(n).scores[1], n))
        said = score_coach.why(start, NAMES)
        assert (said is None) == (truth[greedy] == max(truth.values())), top
        if said:
            assert f"you finish {max(truth.values())} point" in said and f"{greedy} scores the most at once" in said


def test_when_every_pick_finishes_behind_the_hint_offers_the_closest_loss():
    rng = random.Random(3)
    seen = 0
    for _ in range(200):
        p = random_position(rng, rng.randrange(6, 15), False)
        if p.is_over:
            continue
        truth = oracle_margins(p)
        top = max(truth.values())
        h = score_coach.hint(p, 2, NAMES)
        if top > 0:
            assert h.marked and truth[h.marked[0]] == top and h.try_move is None
        else:
            seen += 1
            assert h.marked == () and truth[h.try_move] == top and not h.more
            assert (f"loses by the least, {-top} point" in h.text) if top < 0 else "a draw" in h.text
    assert seen


def test_standing_says_who_finishes_ahead_and_by_how_much():
    p = FactorRules(1, 30).initial_position()
    assert score_coach.standing(p, NAMES) == "With perfect play from here, you finish 17 points ahead of Computer."
    after = p.play(29)
    assert score_coach.standing(after, NAMES) == "With perfect play from here, you finish 10 points ahead of Computer."
    assert score_coach.standing(after, {1: "Computer", 2: "You"}) == (
        "With perfect play from here, Computer finishes 10 points ahead of you."
    )


def test_the_teachers_analysis_marks_what_finishes_ahead_and_behind():
    rng = random.Random(8)
    for _ in range(20):
        p = random_position(rng, 14, False)
        if p.is_over:
            continue
        marks = coach_for(p).marks(p, analyse(p))
        for n, v in oracle_margins(p).items():
            assert marks.get(n) == ("win" if v > 0 else "lose" if v < 0 else None)


def call(**request) -> dict:
    view = json.loads(handle(json.dumps(request)))
    assert_view(view)
    return view


def test_the_page_shows_the_hints_the_standing_and_the_review_of_points():
    start = call(op="new", setup={"game": "factor-game", "vs": "medium", "first": "1"})
    hinted = call(op="view", hash=start["hash"], hint=3)
    assert hinted["hint"]["text"].startswith("The best pick is 25")
    assert hinted["insight"].startswith("29 scores the most at once")
    assert [c["n"] for c in hinted["board"]["cells"] if c["hint"] == "win"] == [25]
    analysed = call(op="view", hash=start["hash"], analysis=True)
    assert {c["n"]: c["hint"] for c in analysed["board"]["cells"]}[29] == "win"
    standing = call(op="view", hash=start["hash"], standing=True)
    assert standing["standing"] == "With perfect play from here, you finish 17 points ahead of Computer."
    picked = call(op="pick", hash=start["hash"], number=29)
    reviewed = call(op="view", hash=picked["hash"], review=True)
    first = reviewed["review"]["moves"][0]
    assert (
        first["verdict"] == "mistake" and first["text"] == "Move 1: you picked 29: 7 points given away (25 was best)."
    )
    assert reviewed["review"]["first_mistake"] == 1 and reviewed["review"]["retry_label"] == "Try move 1 again"
    assert "You gave away 7 points in all." in reviewed["review"]["text"]


def test_the_review_of_a_game_that_keeps_score_speaks_to_the_pupil():
    from factorgames.teach.review import MoveReview, Review

    game = Review(
        (
            MoveReview(1, 1, 9, True, (7,), "mistake", 2),
            MoveReview(2, 2, 5, False, (3, 4), "mistake", 6),
            MoveReview(3, 1, 8, True, (8,), "winning", 0),
        ),
        over=True,
        winner=1,
    )
    assert score_coach.review_text(game, {1: "You", 2: "Computer"}) == (
        "Well done, you won! You gave away 2 points in all. Computer gave away 6 points in all. "
        "Your costliest pick was move 1: you picked 9, where 7 would have finished 2 points better."
    )
    lost = score_coach.review_text(game, {1: "Computer", 2: "You"})
    assert not lost.startswith("Well done") and lost.endswith(
        "Your costliest pick was move 2: you picked 5, where 3 or 4 would have finished 6 points better."
    )
    both = score_coach.review_text(game, {1: "Player 1", 2: "Player 2"})
    assert both.endswith(
        "The costliest pick was move 2: Player 2 picked 5, where 3 or 4 would have finished 6 points better."
    )


@pytest.mark.parametrize(
    "lang, one, several",
    [
        ("en", "Move 3: you picked 25: the best pick.", "Move 3: you picked 25: one of the best picks."),
        (
            "fr",
            "Coup 3\u00a0: tu as choisi 25\u00a0: le meilleur choix.",
            "Coup 3\u00a0: tu as choisi 25\u00a0: un des meilleurs choix.",
        ),
    ],
)
def test_a_best_pick_is_the_best_when_alone_and_one_of_the_best_when_others_are_as_good(lang, one, several):
    from factorgames.i18n import speaking
    from factorgames.teach.review import MoveReview

    with speaking(lang):
        assert score_coach.move_words(MoveReview(3, 1, 25, True, (25,), "winning", 0), "You") == one
        assert score_coach.move_words(MoveReview(3, 1, 25, True, (25, 39), "winning", 0), "You") == several
        other = score_coach.move_words(MoveReview(3, 1, 25, True, (25,), "winning", 0), "Computer")
    assert other == (
        "Move 3: Computer picked 25: the best pick."
        if lang == "en"
        else "Coup 3\u00a0: l'ordinateur a choisi 25\u00a0: le meilleur choix."
    )


NBSP = "\u00a0"
GIVEN_AWAY = {
    ("en", "You"): "Move {ply}: you picked {n}: {k} points given away ({best}).",
    ("en", "Computer"): "Move {ply}: Computer picked {n}: {k} points given away ({best}).",
    ("fr", "You"): f"Coup {{ply}}{NBSP}: tu as choisi {{n}}{NBSP}: {{k}} points cédés ({{best}}).",
    ("fr", "Computer"): f"Coup {{ply}}{NBSP}: l'ordinateur a choisi {{n}}{NBSP}: {{k}} points cédés ({{best}}).",
}
"""The review's sentence for a pick that gave points away, by language and mover."""
WAS_BEST = {
    "en": ("{0} was best", "{0} or {1} were best", "{0}, {1} or {2} were best", "{0} was one of 4 best picks"),
    "fr": (
        "{0} était le meilleur",
        "{0} ou {1} étaient les meilleurs",
        "{0}, {1} ou {2} étaient les meilleurs",
        "{0} était l’un des 4 meilleurs choix",
    ),
}
"""What was best, by language and by how many best picks there were (1 to 4)."""


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("name", ["You", "Computer"])
@pytest.mark.parametrize(
    "top, moves, count",
    [
        (30, (29,), 1),  # 25 alone is the best first pick
        (30, (5, 10), 2),  # after 5, two picks are best
        (30, (11, 21), 3),  # after 11, three
        (12, (9, 12), 4),  # on 1..12 after 9, four: named by the first
    ],
)
def test_a_pick_that_gave_points_away_names_every_best_pick_or_counts_them(lang, name, top, moves, count):
    from factorgames.i18n import speaking

    rules = FactorRules(1, top)
    before = replay(rules, moves[:-1])
    values = score_coach.margins(before)
    best = [n for n in sorted(values) if values[n] == max(values.values())]
    assert len(best) == count and moves[-1] not in best
    if top <= 16:
        assert values == oracle_margins(before)
    move = score_coach.review(rules, moves).moves[-1]
    with speaking(lang):
        said = score_coach.move_words(move, name)
    words = WAS_BEST[lang][count - 1].format(*best)
    lost = max(values.values()) - values[moves[-1]]
    assert said == GIVEN_AWAY[lang, name].format(ply=len(moves), n=moves[-1], k=lost, best=words)
