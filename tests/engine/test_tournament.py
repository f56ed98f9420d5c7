"""The tournament on one device (issue #42): pairings of both formats for 2..12 players, standings
against an independent count, the tie-breaks, and every kind of forged result refused."""

from __future__ import annotations

import json
import random
from collections import Counter, defaultdict
from fractions import Fraction
from itertools import combinations, pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contract import problems
from factorgames.classroom.tournament import (
    Game,
    Handed,
    Tournament,
    TournamentError,
    standings,
)
from factorgames.contract.views import TournamentView
from factorgames.page.api import handle
from factorgames.page.class_page import MAX_PASTE
from factorgames.page.tournament_page import names_of
from factorgames.transcript import Record, decode, encode

SETTINGS = "game=nrich&range=1-20"
NAMES = ("Ada", "Ben", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kit", "Lu")


def finished(settings: str, rng: random.Random, winner_seat: int | None = None) -> str:
    """A finished game of these settings, random legal moves (tried until its winner's seat is
    `winner_seat`, when given): its share code."""
    record = decode(settings)
    while True:
        position, moves = record.setup.rules.initial_position(), []
        while not position.is_over:
            n = rng.choice(list(position.legal_moves()))
            moves.append(n)
            position = position.play(n)
        outcome = position.outcome()
        assert outcome is not None
        if winner_seat is None or outcome.winner == winner_seat:
            return encode(Record(record.setup, tuple(moves)))


def call(**request: object) -> dict:
    view = json.loads(handle(json.dumps({"op": "tournament", **request})))
    found = problems(view, TournamentView)
    assert not found, found
    return view


@pytest.mark.parametrize("n", range(2, 13))
def test_round_robin_every_pair_meets_once_and_byes_are_fair(n: int) -> None:
    t = Tournament("T", NAMES[:n], "round-robin", SETTINGS)
    pairings = t.pairings({})
    met = Counter(frozenset(p.seats) for p in pairings)
    assert set(met) == {frozenset(pair) for pair in combinations(range(n), 2)}
    assert set(met.values()) == {1}
    assert [p.k for p in pairings] == list(range(len(pairings)))
    for r in range(1, t.rounds() + 1):
        playing = [x for p in pairings if p.round == r for x in p.seats]
        assert len(playing) == len(set(playing))  # nobody twice in a round
        assert sorted(playing + t.resting(r)) == list(range(n))  # everyone plays or sits out
    sat_out = Counter(x for r in range(1, t.rounds() + 1) for x in t.resting(r))
    assert sat_out == (Counter(range(n)) if n % 2 else Counter())  # each sits out once, or never
    firsts = Counter(p.first for p in pairings)
    for x in range(n):
        assert abs(2 * firsts[x] - (n - 1)) <= 1  # moves first in half their games, give or take one


@pytest.mark.parametrize("n", range(2, 13))
def test_knockout_byes_go_to_the_top_seeds_and_one_winner_remains(n: int) -> None:
    t = Tournament("T", NAMES[:n], "knockout", SETTINGS)
    size = 1 << (n - 1).bit_length()
    assert sorted(t.resting(1)) == list(range(size - n))  # the top seeds have the byes
    rng = random.Random(n)
    decided: dict[int, Game] = {}
    while True:
        open_ = [p for p in t.pairings(decided) if p.k not in decided and None not in (p.first, p.second)]
        if not open_:
            break
        p = open_[0]
        decided[p.k] = t.replayed(p, finished(SETTINGS, rng))
    pairings = t.pairings(decided)
    assert len(pairings) == n - 1 == len(decided)  # every game but one knocks one player out
    first_round = [x for p in pairings if p.round == 1 for x in p.seats]
    assert sorted(first_round + t.resting(1)) == list(range(n))
    table = standings(t, decided)
    assert [s.place for s in table].count(1) == 1
    champion = table[0].player
    final = decided[pairings[-1].k]
    assert champion == final.through() and not table[0].out
    assert sum(s.out for s in table) == n - 1


def test_during_a_knockout_those_still_in_rank_ahead_of_those_knocked_out() -> None:
    """Mid-knockout, a player whose first game is still to play is not level with one knocked out
    in that round: still in ranks ahead (issue #42)."""
    t = Tournament("T", NAMES[:8], "knockout", SETTINGS)
    rng = random.Random(3)
    first = t.pairings({})[0]
    decided = {0: t.replayed(first, finished(SETTINGS, rng))}
    table = {s.player: s for s in standings(t, decided)}
    winner, loser = (decided[0].through(), sum(first.seats) - decided[0].through())
    waiting = t.pairings(decided)[1].seats[0]
    assert table[loser].out and not table[waiting].out
    assert table[waiting].place < table[loser].place
    assert table[winner].place == 1


def test_knockout_seeding_meets_one_against_the_lowest() -> None:
    t = Tournament("T", NAMES[:8], "knockout", SETTINGS)
    assert [p.seats for p in t.pairings({}) if p.round == 1] == [(0, 7), (3, 4), (1, 6), (2, 5)]


@settings(max_examples=30, deadline=None)
@given(n=st.integers(2, 8), seed=st.integers(0, 10**6), drawn=st.lists(st.booleans(), min_size=28, max_size=28))
def test_standings_equal_an_independent_count(n: int, seed: int, drawn: list[bool]) -> None:
    """Random results (a draw where `drawn` says, else a random winner): the points, wins, draws
    and places equal a count made here from the games alone."""
    t = Tournament("T", NAMES[:n], "round-robin", SETTINGS)
    rng = random.Random(seed)
    decided = {}
    for p in t.pairings({}):
        if rng.random() < 0.2:
            continue  # not played yet
        winner = None if drawn[p.k] else rng.choice(p.seats)
        decided[p.k] = Game(p.k, *p.seats, (), winner)
    points: dict[int, Fraction] = defaultdict(Fraction)
    for g in decided.values():
        if g.winner is None:
            points[g.first] += Fraction(1, 2)
            points[g.second] += Fraction(1, 2)
        else:
            points[g.winner] += 1
    table = standings(t, decided)
    assert {s.player: s.points for s in table} == {x: points[x] for x in range(n)}
    for s in table:
        mine = [g for g in decided.values() if s.player in (g.first, g.second)]
        assert s.played == len(mine)
        assert s.wins == sum(g.winner == s.player for g in mine)
        assert s.draws == sum(g.winner is None for g in mine)
    # Ordered by points, and a place shared only by players level on every tie-break.
    assert [s.points for s in table] == sorted((s.points for s in table), reverse=True)
    for a, b in pairwise(table):
        assert (a.place == b.place) == (a.key() == b.key())
        assert a.key() >= b.key()


def test_tie_breaks_head_to_head_then_sonneborn_berger_then_shared() -> None:
    t = Tournament("T", NAMES[:4], "round-robin", SETTINGS)
    by_pair = {frozenset(p.seats): p for p in t.pairings({})}

    def won(winner: int, loser: int) -> Game:
        p = by_pair[frozenset((winner, loser))]
        return Game(p.k, *p.seats, (), winner)

    def drew(one: int, two: int) -> Game:
        p = by_pair[frozenset((one, two))]
        return Game(p.k, *p.seats, (), None)

    def table_of(*games: Game) -> list:
        return standings(t, {g.k: g for g in games})

    # Ada and Ben both 2 points; Ben beat Ada: Ben first on head-to-head.
    table = table_of(won(1, 0), won(0, 2), won(0, 3), won(1, 2), won(2, 3), won(3, 1))
    assert [(t.players[s.player], s.points) for s in table[:2]] == [("Ben", 2), ("Ada", 2)]
    assert [s.place for s in table[:2]] == [1, 2]
    # Ada and Ben level on points and drew each other: Sonneborn-Berger puts Ada, who beat the
    # stronger player, above Ben.
    table = table_of(drew(0, 1), won(0, 2), won(3, 0), won(1, 3), won(2, 1), won(2, 3))
    half = Fraction(1, 2)
    assert [(t.players[s.player], s.points, s.head, s.sb) for s in table] == [
        ("Cy", 2, 0, Fraction(5, 2)),
        ("Ada", 1 + half, half, Fraction(11, 4)),
        ("Ben", 1 + half, half, Fraction(7, 4)),
        ("Dee", 1, 0, Fraction(3, 2)),
    ]
    assert [s.place for s in table] == [1, 2, 3, 4]
    # Three level on everything (a cycle, each beating Dee): they share first place.
    table = table_of(won(0, 1), won(1, 2), won(2, 0), won(0, 3), won(1, 3), won(2, 3))
    assert [s.place for s in table] == [1, 1, 1, 4]


def test_forged_results_are_refused_each_for_its_reason() -> None:
    rng = random.Random(4)
    t = Tournament("Year 7", NAMES[:4], "round-robin", SETTINGS, seed=3)
    p = t.pairings({})[0]
    a, b = (t.players[x] for x in p.seats)
    won_by_first = finished(SETTINGS, rng, winner_seat=1)
    honest = Handed(t.id, p.k, (a, b), won_by_first, a)
    decided: dict[int, Game] = {}

    def refused(handed: Handed) -> str:
        with pytest.raises(TournamentError) as caught:
            t.admit(decided, Handed.from_code(handed.code()))
        return str(caught.value)

    assert "give the game to Ada" in refused(Handed(t.id, p.k, (a, b), won_by_first, b))
    assert "was a draw" in refused(Handed(t.id, p.k, (a, b), won_by_first, ""))
    other = finished("game=nrich&range=1-30", rng)
    assert "other settings" in refused(Handed(t.id, p.k, (a, b), other, a))
    assert "another tournament" in refused(Handed("0" * 12, p.k, (a, b), won_by_first, a))
    assert "no game 99" in refused(Handed(t.id, 98, (a, b), won_by_first, a))
    assert "not theirs" in refused(Handed(t.id, p.k, (b, a), won_by_first, a))
    moves = decode(won_by_first).moves
    broken = encode(Record(decode(SETTINGS).setup, (moves[0], moves[0], *moves[1:])))
    assert "breaks the rules" in refused(Handed(t.id, p.k, (a, b), broken, a))
    unfinished = encode(Record(decode(SETTINGS).setup, moves[:1]))
    assert "not finished" in refused(Handed(t.id, p.k, (a, b), unfinished, a))
    game = t.admit(decided, honest)
    assert game.winner == p.first
    decided[p.k] = game
    assert "has its result already" in refused(honest)
    with pytest.raises(TournamentError):
        Handed.from_code("not a code at all")


def test_a_pupils_device_hands_back_what_the_organiser_admits() -> None:
    rng = random.Random(7)
    made = call(make={"title": "Y7", "names": "Ada\nBen\nCy", "format": "round-robin", "game": "nrich"}, seed=2)
    game = made["rounds"][0]["games"][0]
    assert game["state"] == "open" and game["play"].endswith(f"&task={made['id']}.0")
    played = finished("game=nrich&help=none", rng)
    pupil = call(hash=game["invite"], played={"0": [played]})
    assert pupil["mode"] == "pupil" and pupil["result"].startswith("tr=")
    back = call(hash=pupil["result"], tournament=made["tournament"], games=made["games"])
    assert back["refused"] == [] and back["games"] == [{"k": 0, "game": played}]
    assert back["rounds"][0]["games"][0]["state"] == "done"
    # The same result again (a camera that read it twice): here already, nothing refused; another
    # result for the decided game: refused, the first one stands.
    again = call(add="see " + pupil["result"], tournament=back["tournament"], games=back["games"])
    assert again["refused"] == [] and again["message"] == "0 results added. 1 result was here already, unchanged."
    assert again["games"] == back["games"]
    other = next(g for g in (finished("game=nrich&help=none", rng) for _ in range(20)) if g != played)
    second = call(hash=game["invite"], played={"0": [other]})["result"]
    refused = call(add=second, tournament=back["tournament"], games=back["games"])
    assert len(refused["refused"]) == 1 and "already" in refused["refused"][0]
    assert refused["games"] == back["games"]
    # A result's link cut to a few characters is refused, and said so, not passed over as no result.
    cut = call(add="tr=abcdef", tournament=back["tournament"], games=back["games"])
    assert len(cut["refused"]) == 1 and cut["refused"][0].startswith("Result 1 was refused: ")
    assert cut["games"] == back["games"]
    # A kept game edited on the device is said, not kept.
    edited = call(tournament=back["tournament"], games=[{"k": 0, "game": "game=nrich&moves=1"}])
    assert edited["games"] == [] and len(edited["refused"]) == 1


def test_names_cleaned_duplicates_numbered_lookalikes_said_csv_neutralised() -> None:
    names, notes = names_of("=HYPERLINK(1)\nAda\nada\n\u0410da\u200b\n\nBen")
    assert names == ["=HYPERLINK(1)", "Ada", "ada (2)", "\u0410da", "Ben"]
    assert any("twice" in n for n in notes) and any("Hidden characters" in n for n in notes)
    v = call(make={"title": "T", "names": "\n".join(names), "format": "knockout", "game": "multiplicity"})
    assert any("look alike" in n and "\u0410da" in n for n in v["names"])
    assert "'=HYPERLINK(1)" in v["csv"] and "\n=HYPERLINK" not in v["csv"]
    assert v["rounds"][0]["resting"]  # 5 players: three byes, said


def test_a_solo_game_or_too_many_players_is_refused() -> None:
    solo = call(make={"names": "A\nB", "format": "round-robin", "game": "longest-chain"})
    assert "one player" in solo["notice"]
    many = call(make={"names": "\n".join(f"P{i}" for i in range(15)), "format": "round-robin", "game": "nrich"})
    assert "at most 14" in many["notice"]


def test_the_standings_show_the_points_beside_the_name() -> None:
    """A round robin's points, a knockout's round reached, come right after the name (in view where
    a phone scrolls the table), in the table and its CSV alike."""
    rng = random.Random(5)
    made = call(make={"title": "Y7", "names": "Ada\nBen\nCy", "format": "round-robin", "game": "nrich"}, seed=1)
    t = Tournament.from_code(made["tournament"])
    codes = {p.k: finished(t.settings, rng) for p in t.pairings({})}
    v = call(tournament=made["tournament"], games=[{"k": k, "game": code} for k, code in codes.items()])
    assert v["columns"][:3] == ["Place", "Name", "Points"]
    table = standings(t, {k: t.replayed(t.pairings({})[k], code) for k, code in codes.items()})
    assert [(line["name"], line["cells"][0]) for line in v["standings"]] == [
        (t.players[s.player], str(s.points)) for s in table
    ]
    assert v["csv"].splitlines()[0].startswith("Place,Name,Points,")
    knockout = call(make={"title": "K", "names": "Ada\nBen\nCy", "format": "knockout", "game": "nrich"}, seed=1)
    assert knockout["columns"][:3] == ["Place", "Name", "Reached"]
    assert [line["cells"][0] for line in knockout["standings"]] == ["Final, still in"] + ["Semi-finals, still in"] * 2


def test_a_tournaments_games_allow_the_help_its_form_chose_and_no_other() -> None:
    """A tournament's games allowed every help (the hints, the analysis: the answers), and its
    results said nothing of it. The form now chooses the help (none unless it says otherwise): each
    game's link carries it, the game page offers no other, and a game played with more help (its
    link edited) is refused for its settings; a tournament made before (no help in its settings)
    still takes games with every help."""
    rng = random.Random(3)
    made = {
        help_: call(make={"names": "Ada\nBen", "format": "round-robin", "game": "nrich", "help": help_}, seed=1)
        for help_ in ("none", "hints", "all", "other")
    }
    assert [o["id"] for o in made["none"]["form"]["helps"]] == ["none", "hints", "all"]  # none, the form's first
    for help_, v in made.items():
        link = v["rounds"][0]["games"][0]["play"]
        allowed = {"other": "none"}.get(help_, help_)
        assert decode(link).setup.help == allowed, help_
        controls = json.loads(handle(json.dumps({"op": "load", "hash": link})))["controls"]
        assert ("hint" in controls, "analysis" in controls) == {
            "none": (False, False),
            "hints": (True, False),
            "all": (True, True),
        }[allowed]
        ends = {"none": "on 1 to 100, no help.", "hints": "on 1 to 100, hints only.", "all": "on 1 to 100, all help."}
        assert v["heading"].endswith(ends[allowed]), v["heading"]
    t = Tournament.from_code(made["none"]["tournament"])
    helped = finished(t.settings.replace("&help=none", ""), rng)
    with pytest.raises(
        TournamentError,
        match=r"other settings \(NRICH Juniper Green on 1 to 100, all help\), not the tournament's \(NRICH Juniper Green on 1 to 100, no help\)",
    ):
        t.replayed(t.pairings({})[0], helped)
    assert t.replayed(t.pairings({})[0], finished(t.settings, rng)).k == 0
    before = Tournament("Old", ("Ada", "Ben"), "round-robin", "game=nrich")  # made before the form chose
    assert before.setup.help == "all" and before.replayed(before.pairings({})[0], helped).k == 0


def test_results_past_the_pastes_limit_are_said_not_read() -> None:
    """A paste longer than is read (MAX_PASTE characters) had its results past the cut dropped with
    no word, the page saying only those it added: it now says where it stopped reading."""
    rng = random.Random(5)
    made = call(make={"title": "Y7", "names": "Ada\nBen\nCy", "format": "round-robin", "game": "nrich"}, seed=2)
    results = []
    for game in made["rounds"][0]["games"] + made["rounds"][1]["games"]:
        played = finished(game["play"], rng)
        results.append(call(hash=game["invite"], played={str(game["k"]): [played]})["result"])
    kept = {"tournament": made["tournament"], "games": made["games"]}
    text = results[0] + " " * MAX_PASTE + results[1]
    cut = call(add=text, **kept)
    assert cut["message"] == (
        "1 result added. Only the first 1000000 characters of the text were read: add the rest in another paste."
    )
    assert [g["k"] for g in cut["games"]] == [made["rounds"][0]["games"][0]["k"]]
    nothing = call(add=" " * MAX_PASTE + results[1], **kept)
    assert (
        nothing["message"].startswith("No result found in that text")
        and "first 1000000 characters" in nothing["message"]
    )
    whole = call(add=results[0] + " " + results[1], **kept)
    assert whole["message"] == "2 results added." and len(whole["games"]) == 2
