"""A class's bot league (bots/league.py): the links read from pasted text, whatever it holds; the
round robin with the computer's three players; Elo ratings anchored on them, against a hand
computation; the table and games as CSV a spreadsheet reads as text."""

from __future__ import annotations

import base64
import csv
import io
import json
import math
import random
import zlib
from typing import cast

import pytest

from factorgames.bots import api, league, runner, sandbox, share
from factorgames.bots.starters import starters
from factorgames.contract.bots import BotAnswer, GameResult, LeagueRow
from factorgames.i18n import speaking

GAME = "game=factor-chain-challenge"


FINISHED = {1: "7,1,2,8,4", 2: "7,1,10,5"}
"""Finished games of GAME, by the seat that wins them (7, 1, 10, 5: the first player has no move left)."""


def game(first: str, second: str, winner: int) -> GameResult:
    """A game `winner` won by play: the engine reads the winner from the record, whatever else the
    result says."""
    return {
        "hash": f"{GAME}&moves={FINISHED[winner]}",
        "players": [first, second],
        "names": [first, second],
        "winner": None,
        "forfeit": None,
        "length": 0,
        "words": "",
    }


def forfeit(first: str, second: str, winner: int) -> GameResult:
    """A game `winner` won because the other seat forfeited at the first move (an error): the
    engine's reading of such a record (no move, the seat that forfeited) is the winner."""
    return {
        "hash": GAME,
        "players": [first, second],
        "names": [first, second],
        "winner": None,
        "forfeit": 3 - winner,
        "length": 0,
        "words": "",
        "fault": {"how": "error", "move": 1, "line": 2, "exception": "IndexError", "detail": "list index out of range"},
    }


def won(bot: str, other: str, wins: int, losses: int) -> list[GameResult]:
    return [game(bot, other, 1) for _ in range(wins)] + [game(bot, other, 2) for _ in range(losses)]


BOTS = [("bot1", "Ana"), ("bot2", "Ben"), ("bot3", "Cy")]


def table(results: list[GameResult], bots: list[tuple[str, str]] = BOTS) -> dict[str, LeagueRow]:
    rows = league.ratings(results, bots, "index.html")["rows"]
    return {row["player"]: row for row in rows}


# ------------------------------------------------------------------------------ Elo


def test_the_ratings_are_the_hand_computation_of_a_small_league() -> None:
    # Ana and Ben each beat easy (1000) 3 times in 4, and share their two games 1-1; Cy beats
    # perfect (2000) once in 2 and loses both to Ben.
    results = won("bot1", "easy", 3, 1) + won("bot2", "easy", 3, 1) + won("bot1", "bot2", 1, 1)
    results += won("bot3", "perfect", 1, 1)
    # By hand. Ana: 4 E(Ana - 1000) + 2 E(Ana - Ben) = 3 + 1 points. Ben, the same with the roles
    # swapped: the two are equal, E(Ana - Ben) = 1/2, so E(Ana - 1000) = 3/4, and
    # 1 / (1 + 10 ** ((1000 - R) / 400)) = 3/4 gives R = 1000 + 400 log10(3) = 1190.85...
    by_hand = 1000 + 400 * math.log10(3)
    assert round(by_hand) == 1191
    # Cy: 2 E(Cy - 2000) = 1 point: E = 1/2, Cy = 2000.
    rows = table(results)
    assert [rows[b]["rating"] for b in ("bot1", "bot2", "bot3")] == [1191, 1191, 2000]
    assert rows["bot1"]["games"] == 6 and rows["bot1"]["wins"] == 4 and rows["bot1"]["losses"] == 2
    assert math.isclose(league.fit({("bot1", "easy"): (3.0, 4)})["bot1"], by_hand, abs_tol=1e-6)
    # Elo's expected score itself: 400 points up expects 10 games in 11.
    assert league.expected(1400, 1000) == 10 / 11

    # Two unknowns, one equation each, with the other's rating in it: Ben scores 1 in 2 against
    # medium (1500) and 2 in 2 against Dee; Dee 0 against Ben and 1 in 2 against easy (1000).
    # Ben: 2 E(Ben - 1500) + 2 E(Ben - Dee) = 3; Dee: 2 E(Dee - Ben) + 2 E(Dee - 1000) = 1, so
    # E(Ben - 1500) = 1 - E(Dee - 1000): Ben - 1500 = 1000 - Dee; with Dee = 1000 + d, Ben = 1500 - d
    # and E(-d) + E(2d - 500) = 1/2 + ... solved below the plain way, by bisection on d.
    def gap(d: float) -> float:
        return 2 * league.expected(1500 - d, 1500) + 2 * league.expected(1500 - d, 1000 + d) - 3

    lo, hi = -400.0, 400.0
    for _ in range(100):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if gap(mid) > 0 else (lo, mid)
    fitted = league.fit({("bot2", "medium"): (1.0, 2), ("bot2", "bot4"): (2.0, 2), ("bot4", "easy"): (1.0, 2)})
    assert math.isclose(fitted["bot2"], 1500 - lo, abs_tol=1e-3)
    assert math.isclose(fitted["bot4"], 1000 + lo, abs_tol=1e-3)


def test_the_anchors_keep_their_ratings_and_a_bot_stays_within_the_bounds() -> None:
    # The computer's players lose every game: they keep their ratings all the same.
    results = won("bot1", "easy", 2, 0) + won("bot1", "medium", 2, 0) + won("bot1", "perfect", 2, 0)
    results += won("bot2", "easy", 0, 2) + won("bot2", "medium", 0, 2) + won("bot2", "perfect", 0, 2)
    rows = table(results)
    assert {p: rows[p]["rating"] for p in league.ANCHORS} == {"easy": 1000, "medium": 1500, "perfect": 2000}
    assert all(rows[p]["fixed"] for p in league.ANCHORS) and not rows["bot1"]["fixed"]
    assert rows["bot1"]["rating"] == 2400 and rows["bot2"]["rating"] == 600
    # A bot with no game yet has no rating, and comes last.
    assert rows["bot3"]["rating"] is None and rows["bot3"]["rank"] is None
    assert rows["bot3"]["note"] == "has not played yet"
    assert [r["player"] for r in league.ratings(results, BOTS, "")["rows"]] == [
        "bot1",
        "perfect",
        "medium",
        "easy",
        "bot2",
        "bot3",
    ]


def test_the_order_of_the_games_and_what_a_result_claims_change_nothing() -> None:
    results = won("bot1", "easy", 3, 1) + won("bot2", "medium", 1, 3) + won("bot1", "bot2", 2, 1)
    results += won("bot3", "bot1", 1, 1) + won("bot3", "perfect", 0, 2)
    first = table(results)
    shuffled = results[:]
    random.Random(5).shuffle(shuffled)
    assert table(shuffled) == first
    # A result that claims another winner: the engine reads the record (and the seat that forfeited).
    claimed: list[GameResult] = [{**r, "winner": 3 - cast(int, table_winner(r)), "words": "I won"} for r in results]
    assert table(claimed) == first
    # A game of players not in the league counts for nobody.
    assert table([*results, *won("bot9", "easy", 5, 0)]) == first
    assert len(league.ratings([*results, *won("bot9", "easy", 5, 0)], BOTS, "")["games"]) == len(results)


def table_winner(result: GameResult) -> int | None:
    return runner.checked_result(result)["winner"]


def test_games_lost_by_an_error_are_counted_apart_and_a_bot_that_only_crashed_is_not_ranked() -> None:
    # Ana plays (beats easy twice, loses once to medium) and wins twice against Cy by Cy's error; Ben
    # loses every game by an error, to easy and to Ana.
    results = won("bot1", "easy", 2, 0) + won("bot1", "medium", 0, 1)
    results += [forfeit("bot1", "bot3", 1), forfeit("bot3", "bot1", 2)]
    results += [forfeit("bot2", "easy", 2), forfeit("easy", "bot2", 1), forfeit("bot1", "bot2", 1)]
    results += won("bot3", "easy", 1, 0)
    rows = table(results)
    ana, ben, cy = rows["bot1"], rows["bot2"], rows["bot3"]
    assert (ana["games"], ana["wins"], ana["losses"], ana["errors"]) == (6, 5, 1, 0)
    assert (cy["games"], cy["wins"], cy["losses"], cy["errors"]) == (3, 1, 0, 2)
    # Ben did not play: no rank, no rating, said why, last; his games rate no one.
    assert (ben["games"], ben["wins"], ben["losses"], ben["errors"]) == (3, 0, 0, 3)
    assert ben["rank"] is None and ben["rating"] is None and ben["note"] == "did not play: errors in every game"
    assert [r["player"] for r in league.ratings(results, BOTS, "")["rows"]][-1] == "bot2"
    assert [r["rank"] for r in league.ratings(results, BOTS, "")["rows"]] == [1, 2, 3, 4, 5, None]
    without_ben = [r for r in results if "bot2" not in r["players"]]
    assert ana["rating"] == table(without_ben)["bot1"]["rating"] and cy["rating"] is not None
    assert ana["note"] == cy["note"] == ""
    faults = league.ratings(results, BOTS, "")["faults"]
    assert "bot3 stopped with an IndexError on line 2 in 2 of 3 games." in faults
    assert "bot2 stopped with an IndexError on line 2 in 3 of 3 games." in faults
    # The CSV says it too.
    lines = list(csv.reader(io.StringIO(league.ratings(results, BOTS, "")["csv_table"])))
    assert lines[0][8] == "Errors" and lines[-1][0] == "" and lines[-1][-1] == "did not play: errors in every game"


# ------------------------------------------------------------------------------ the links


def links(*bots: tuple[str, str]) -> str:
    return "\n".join(f"https://school.example/fg/bots.html#{share.encode(n, c)}" for n, c in bots)


RANDOM, FEWEST, TEMPLATE = ((s["name"], s["code"]) for s in starters())


def test_links_are_read_from_any_text_each_bot_once_each_name_its_own() -> None:
    other_random = links(("Random", "def choose(p):\n    return p.legal_moves()[0]"))
    text = (
        f"Ana's bot: {links(RANDOM)} and Ben's <{links(FEWEST)}>; "
        f"again: {links(RANDOM)}, {other_random}"
        " a robot=abc, #bot=!!!, bot=AAAA"
    )
    got = league.gather(text)
    assert [(b["id"], b["name"]) for b in got["bots"]] == [
        ("bot1", "Random"),
        ("bot2", "Fewest replies"),
        ("bot3", "Random (2)"),
    ]
    assert got["added"] == 3 and got["words"] == "3 bots added to the league. 1 was in it already."
    assert got["problems"] == ["Link 5 (bot=AAAA…): This link's bot could not be read: it was probably cut short."]
    # Pasted again, on top of the league as the device keeps it: nothing new, and the ids go on.
    again = league.gather(text + links(TEMPLATE), got["bots"])
    assert [b["id"] for b in again["bots"]] == ["bot1", "bot2", "bot3", "bot4"] and again["added"] == 1
    assert (
        league.gather("no links here")["words"] == "No bot link was found in that text: a bot's link has #bot= in it."
    )


def bomb() -> str:
    """A link whose bot inflates to far more than a bot can be."""
    raw = json.dumps({"name": "Bomb", "code": "#" * 5_000_000}).encode()
    return "bot=" + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


def test_hostile_pasted_text_is_read_within_limits() -> None:
    with pytest.raises(Exception, match="too long"):
        league.gather("x" * (league.MAX_TEXT + 1))
    assert api.answer({"do": "gather", "text": 5})["error"] == "That request could not be read."
    hostile_names = [
        '=HYPERLINK("http://evil","x")',
        "<img src=x onerror=alert(1)>",
        "Ana\u202e\u0000\nEvil",
        "\u200b\u200b",
        "A" * 500,
    ]
    text = links(*((n, FEWEST[1]) for n in hostile_names)) + " " + bomb()
    text += " bot=" + base64.urlsafe_b64encode(zlib.compress(b'["not", "a bot"]')).decode()
    got = league.gather(text, [{"id": "../x", "name": 1}, "junk", {"id": "bot7", "name": "Kept", "code": "x"}])
    names = [b["name"] for b in got["bots"]]
    assert names[0] == "Kept" and got["bots"][0]["id"] == "bot7"  # what the device kept, checked
    assert names[1:] == [
        '=HYPERLINK("http://evil","x")',
        "<img src=x onerror=alert(1)>",
        "Ana Evil",
        "Bot 11",
        "A" * 40,
    ]
    assert [b["id"] for b in got["bots"]] == [f"bot{k}" for k in range(7, 13)]
    assert len(got["problems"]) == 2 and "could not be read" in got["problems"][0]
    assert got["problems"][1].endswith("This link holds data that is not a bot's: it was not made by the Bots page.")
    # At most MAX_BOTS bots; the rest said.
    many = links(*((f"Pupil {k}", f"def choose(p):\n    return p.legal_moves()[{k % 2}]  # {k}") for k in range(50)))
    got = league.gather(many)
    assert len(got["bots"]) == league.MAX_BOTS and got["problems"] == [
        f"A league holds at most {league.MAX_BOTS} bots: the links after the {league.MAX_BOTS}th were left out."
    ]


def nested(depth: int) -> str:
    """A link whose data is lists nested `depth` deep (parsing it would exhaust any stack)."""
    return "bot=" + base64.urlsafe_b64encode(zlib.compress(b"[" * depth + b"]" * depth, 9)).decode().rstrip("=")


def test_a_link_of_deeply_nested_data_is_named_and_skipped_and_the_others_are_added() -> None:
    text = f"{links(RANDOM)}\nhttps://school.example/fg/bots.html#{nested(200_000)}\n{links(FEWEST)}"
    got = league.gather(text)
    assert [b["name"] for b in got["bots"]] == ["Random", "Fewest replies"] and got["added"] == 2
    assert got["problems"] == [
        f"Link 2 ({nested(200_000)[:16]}…): This link holds data that is not a bot's: it was not made by the Bots page."
    ]
    # Through the engine's entry, and opened alone from the address: refused in words.
    answer = api.answer({"do": "gather", "text": text})
    assert answer["added"] == 2 and len(answer["problems"]) == 1
    assert "not a bot's" in api.answer({"do": "open", "link": nested(200_000)})["error"]


# ------------------------------------------------------------------------------ the games


def test_a_league_of_four_starters_plays_every_pair_and_the_anchors_and_is_rated() -> None:
    bots = league.gather(
        links(RANDOM, FEWEST, TEMPLATE, ("Greedy", "def choose(p):\n    return max(p.legal_moves())\n"))
    )["bots"]
    pairs = [[b["id"], b["name"]] for b in bots]
    games = api.answer({"do": "league", "codes": [GAME], "bots": pairs, "games": 2, "seed": 1})["games"]
    assert len(games) == (6 + 4 * 3) * 2
    met: dict[frozenset[str], list[str]] = {}
    for state in games:
        met.setdefault(frozenset(state["players"]), []).append(state["players"][0])
    assert len(met) == 18 and all(len(firsts) == 2 and len(set(firsts)) == 2 for firsts in met.values())
    assert all(frozenset((b["id"], level)) in met for b in bots for level in league.ANCHORS)
    loaded = {b["id"]: sandbox.load(b["code"]) for b in bots}
    results = [
        runner.play(s, lambda ask: cast(BotAnswer, sandbox.ask(loaded[ask["bot"]], ask["facts"], ask["seed"])))
        for s in games
    ]
    answer = api.answer({"do": "ratings", "results": results, "bots": pairs, "base": "https://x.org/fg/index.html"})
    rows = answer["rows"]
    assert [r["rank"] for r in rows] == list(range(1, 8))
    ratings = [r["rating"] for r in rows]
    assert ratings == sorted(ratings, reverse=True) and all(600 <= r <= 2400 for r in ratings)
    assert sum(r["games"] for r in rows) == 2 * len(games)
    # The CSV: the table's lines, and each game with its review link.
    table_csv = list(csv.reader(io.StringIO(answer["csv_table"])))
    assert table_csv[0] == [
        "Rank",
        "Player",
        "Rating",
        "Fixed",
        "Games",
        "Wins",
        "Draws",
        "Losses",
        "Errors",
        "Points",
        "Note",
    ]
    assert [line[1:3] for line in table_csv[1:]] == [[r["name"], r["rating_shown"]] for r in rows]
    games_csv = list(csv.reader(io.StringIO(answer["csv_games"])))
    assert len(games_csv) == len(games) + 1
    assert [line[6] for line in games_csv[1:]] == [f"https://x.org/fg/index.html#{r['hash']}" for r in results]
    # Too many games: refused in words.
    every = [f"game={gid}" for gid in runner.bot_games()]
    refused = api.answer({"do": "league", "codes": every, "bots": pairs, "games": 20})
    assert refused["error"] == (
        f"This league would play {len(every) * 18 * 20} games, and a league plays at most 1500: "
        "choose fewer games, fewer games per pair or fewer bots."
    )
    assert (
        api.answer({"do": "league", "codes": [GAME], "bots": [["easy", "Me"]]})["error"]
        == "That request could not be read."
    )
    assert (
        api.answer({"do": "league", "codes": [], "bots": pairs})["error"] == "Choose at least one game for the league."
    )


def test_the_csv_holds_no_formula_and_the_words_are_french() -> None:
    results = won("bot1", "easy", 1, 0)
    answer = league.ratings(results, [("bot1", "=cmd|' /C calc'!A0")], "index.html")
    lines = list(csv.reader(io.StringIO(answer["csv_table"])))
    assert ["'=cmd|' /C calc'!A0"] == [line[1] for line in lines if line[1].startswith("'")]
    with speaking("fr"):
        answer = league.ratings(results, [("bot1", "Ana")], "index.html")
        assert answer["anchors"].startswith("Les classements sont des classements Elo")
        assert next(csv.reader(io.StringIO(answer["csv_table"])))[:3] == ["Rang", "Joueur", "Elo"]
