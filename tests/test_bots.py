"""Pupils' bots: loaded in a sandbox, asked for moves, their games played, checked and counted by
the engine, reviewed like a person's games."""
from __future__ import annotations

import json

import pytest

from factorgames.bots import api, challenges, runner, sandbox, share
from factorgames.bots.position import BotPosition
from factorgames.bots.starters import starters
from factorgames.games.position import replay
from factorgames.i18n import speaking
from factorgames.record import decode
from factorgames.solve.solver import analyse
from factorgames.teach.review import review

RANDOM, FEWEST, TEMPLATE = (s["code"] for s in starters())
PERFECT_BOT = """
def wins(position):
    return any(not wins(position.play(m)) for m in position.legal_moves())

def choose(position):
    moves = position.legal_moves()
    return next((m for m in moves if not wins(position.play(m))), moves[-1])
"""
CHAIN_GAMES = ["game=factor-chain-challenge", "game=factor-chain", "game=multiplicity&range=1-16",
               "game=number-nexus&range=2-16", "game=juniper-green&range=1-16", "game=nrich&range=1-16",
               "game=multiples-removal"]


def play(code: str, opponent: str, game: str = "game=factor-chain-challenge", first: str = "1", seed: int = 3,
         bots: dict[str, str] | None = None) -> runner.GameResult:
    """One game of the bot `code` (id "me") against an opponent (a level, or a bot of `bots`)."""
    loaded = {bid: sandbox.load(text) for bid, text in {"me": code, **(bots or {})}.items()}
    state = runner.plan_series(game, "me", opponent, 1, first, seed, ("Me", "Them"))[0]
    return runner.play(state, lambda ask: sandbox.ask(loaded[ask["bot"]], ask["facts"], ask["seed"]))


@pytest.mark.parametrize("game", CHAIN_GAMES)
@pytest.mark.parametrize("opponent", ["easy", "medium", "perfect"])
@pytest.mark.parametrize("first", ["1", "2"])
def test_a_correct_bot_plays_every_game_and_level_to_the_end(game: str, opponent: str, first: str) -> None:
    result = play(FEWEST, opponent, game, first)
    record = decode(result["hash"])
    position = replay(record.setup.rules, record.moves)
    assert position.is_over and result["forfeit"] is None
    assert result["winner"] == position.outcome().winner  # type: ignore[union-attr]
    assert result["players"] == (["me", opponent] if first == "1" else [opponent, "me"])


def test_a_perfect_bot_beats_perfect_where_the_first_player_wins() -> None:
    game = "game=factor-chain-challenge&range=1-12"
    assert analyse(replay(decode(game).setup.rules, ())).to_move_wins
    assert play(PERFECT_BOT, "perfect", game, first="1")["winner"] == 1
    assert play(PERFECT_BOT, "perfect", game, first="2")["winner"] == 1  # perfect wins as first


def test_a_bot_plays_itself_and_another_bot() -> None:
    itself = play(RANDOM, "me")
    assert itself["players"] == ["me", "me"] and itself["winner"] in (1, 2)
    other = play(PERFECT_BOT, "them", bots={"them": RANDOM}, first="1")
    assert other["winner"] == 1 and other["names"] == ["Me", "Them"]


def test_a_bot_that_raises_loses_with_its_line_and_a_plain_message() -> None:
    result = play("def choose(position):\n    moves = position.legal_moves()\n    return moves[99]\n", "easy")
    assert result["forfeit"] == 1 and result["winner"] == 2 and result["length"] == 0
    assert "Line 3: IndexError: list index out of range" in result["words"]
    assert "a place it does not have" in result["words"] and "Me loses the game" in result["words"]


def test_a_syntax_error_names_its_line() -> None:
    bot = sandbox.load("def choose(position):\n    x = (1,\n    return 1\n\n")
    assert bot.error is not None and bot.error.startswith("Line 2: SyntaxError")
    assert play("x = 1\n", "easy")["words"].endswith("The code defines no function choose(position). Me loses the game.")


def test_an_illegal_or_missing_move_loses_naming_the_return_line() -> None:
    result = play("def choose(position):\n    if position.current:\n        return 7\n    return 6\n", "perfect")
    assert result["forfeit"] == 1
    assert "Me picked 7 (line 3), which the rules refuse: 7 is not a factor or multiple of" in result["words"]
    huge = play("def choose(position):\n    return 10 ** 30\n", "easy")
    assert "Line 2: choose returned 1000000000000000000000000000000, not a number to pick" in huge["words"]
    none = play("def choose(position):\n    x = position.legal_moves()[0]\n", "easy")
    assert "Line 2: choose returned None, not a number to pick" in none["words"]


def test_an_invalid_entry_under_the_strict_rule_is_recorded_like_a_persons() -> None:
    result = play("def choose(position):\n    return 2 if position.current else 9\n", "easy",
                  "game=number-nexus&range=2-16", first="1")
    assert result["forfeit"] is None and result["winner"] == 2
    assert decode(result["hash"]).moves[-1] == 2 and "which is not allowed" in result["words"]


def test_printing_is_kept_and_bounded() -> None:
    bot = sandbox.load("print('loaded')\ndef choose(position):\n    print('x' * 100000)\n    return "
                       "position.legal_moves()[0]\n")
    assert bot.output == "loaded\n"
    out = sandbox.ask(bot, sandbox.FACTS, 1)
    assert out["move"] == 1 and len(out["output"]) < sandbox.MAX_OUTPUT + 100
    assert out["output"].endswith("(output cut: too much was printed)\n")


@pytest.mark.parametrize("module", ["js", "pyodide", "urllib.request", "socket", "factorgames.solve.solver",
                                    "importlib", "sys"])
def test_the_page_the_network_and_the_solver_are_out_of_reach(module: str) -> None:
    bot = sandbox.load(f"import {module}\ndef choose(position):\n    return 1\n")
    top = module.split(".")[0]
    assert bot.error == (f"Line 1: ImportError: A bot cannot use the module {top}: it may not reach the page, "
                         "the network or the solver.")


def test_the_ways_around_import_are_refused_too() -> None:
    bot = sandbox.load("def choose(position):\n    return __import__('js').document\n")
    assert bot.error is None
    answer = sandbox.ask(bot, sandbox.FACTS, 1)
    assert answer["error"].startswith("Line 2: ImportError: A bot cannot use the module js")  # type: ignore[union-attr]
    assert "cannot use the module importlib" in str(sandbox.load("from importlib import import_module\n").error)


def test_an_unavailable_module_is_named() -> None:
    bot = sandbox.load("import numpy_that_is_not_here\ndef choose(position):\n    return 1\n")
    assert bot.error is not None and "Line 1: ModuleNotFoundError" in bot.error
    assert "That module is not available here." in bot.error


def test_the_same_seed_gives_the_same_moves() -> None:
    first = play(RANDOM, "easy", "game=nrich", seed=11)
    assert play(RANDOM, "easy", "game=nrich", seed=11)["hash"] == first["hash"]
    assert len({play(RANDOM, "easy", "game=nrich", seed=s)["hash"] for s in range(6)}) > 1


def test_the_bot_sees_a_read_only_position_with_fair_helpers() -> None:
    position = BotPosition.from_facts(runner.facts("multiples-removal", replay(decode("game=multiples-removal")
                                                                              .setup.rules, (2,))))
    assert position.legal_moves() == [1, 3, 5, 7, 9] and position.current is None
    assert sorted(position.used) == [2, 4, 6, 8] and position.to_move == 2
    with pytest.raises(AttributeError):
        position.moves = ()  # type: ignore[misc]
    assert not hasattr(position, "analyse")


def test_a_series_table_matches_the_records_and_refuses_a_forged_winner() -> None:
    loaded = {"me": sandbox.load(FEWEST)}
    states = runner.plan_series("game=factor-chain-challenge", "me", "medium", 20, "alternate", 5, ("Me", ""))
    results = [runner.play(s, lambda a: sandbox.ask(loaded[a["bot"]], a["facts"], a["seed"])) for s in states]
    rows = {row["player"]: row for row in runner.table(results)}
    bot_wins = sum(r["winner"] == r["players"].index("me") + 1 for r in results)
    assert rows["me"]["games"] == rows["medium"]["games"] == 20
    assert (rows["me"]["wins"], rows["me"]["losses"]) == (bot_wins, 20 - bot_wins)
    assert rows["me"]["average_length"] == round(sum(len(decode(r["hash"]).moves) for r in results) / 20, 1)
    whole, tenths = f"{rows['me']['average_length']:.1f}".split(".")
    assert rows["me"]["average_shown"] == f"{whole}.{tenths}"
    with speaking("fr"):
        assert {row["player"]: row for row in runner.table(results)}["me"]["average_shown"] == f"{whole},{tenths}"
    forged = [{**r, "winner": 1} for r in results]
    assert runner.table(forged) == runner.table(results)


def test_a_round_robin_plays_every_pair_both_ways() -> None:
    codes = {"a": RANDOM, "b": FEWEST, "c": PERFECT_BOT}
    loaded = {k: sandbox.load(v) for k, v in codes.items()}
    states = runner.plan_round_robin("game=multiples-removal", [("a", "A"), ("b", "B"), ("c", "C")], 2, 1)
    assert len(states) == 6 and sorted(s["players"][0] for s in states) == ["a", "a", "b", "b", "c", "c"]
    results = [runner.play(s, lambda a: sandbox.ask(loaded[a["bot"]], a["facts"], a["seed"])) for s in states]
    rows = runner.table(results)
    assert [r["games"] for r in rows] == [4, 4, 4] and sum(r["wins"] for r in rows) == 6


def test_the_review_of_a_bots_game_marks_what_the_solver_says() -> None:
    result = play(RANDOM, "easy", "game=factor-chain-challenge", seed=2)
    record = decode(result["hash"])
    position = replay(record.setup.rules, ())
    for move in review(record.setup.rules, record.moves).moves:
        analysis = analyse(position)
        assert move.to_move_wins == analysis.to_move_wins
        assert move.verdict == ("losing" if not analysis.to_move_wins else
                                "winning" if move.number in analysis.winning_moves else "mistake")
        position = position.play(move.number)


def test_a_timeout_loses_the_game_for_the_bot_to_move() -> None:
    state = runner.plan_series("game=nrich", "me", "easy", 1, "2", 1, ("Me", ""))[0]
    asked = runner.step(state, None)
    assert asked["ask"]["bot"] == "me" and len(asked["ask"]["facts"]["moves"]) == 1
    result = runner.step(asked["state"], {"timeout": True})["result"]
    assert result["forfeit"] == 2 and result["winner"] == 1 and result["length"] == 1
    assert result["words"] == "Me took longer than 2 seconds to choose a move and was stopped. Me loses the game."


def test_a_bots_code_travels_in_a_link() -> None:
    code = RANDOM + FEWEST + TEMPLATE + PERFECT_BOT
    link = share.encode("Chloé's bot", code)
    assert share.decode("#" + link) == ("Chloé's bot", code) and len(link) < 0.8 * len(code)
    with pytest.raises(Exception, match="cut short"):
        share.decode(link[:-10])


def test_the_challenges_are_checked_from_the_records() -> None:
    loaded = {"me": sandbox.load(PERFECT_BOT)}
    for challenge in challenges.CHALLENGES[:2] + challenges.CHALLENGES[3:]:
        states = challenges.games(challenge, "me", "Me", 1)
        results = [runner.play(s, lambda a: sandbox.ask(loaded[a["bot"]], a["facts"], a["seed"])) for s in states]
        assert challenges.check(challenge, results)["passed"], challenge.id
        assert not challenges.check(challenge, results[:-1])["passed"]
    weak = {"me": sandbox.load(TEMPLATE)}
    beat_perfect = challenges.CHALLENGES[3]
    results = [runner.play(s, lambda a: sandbox.ask(weak[a["bot"]], a["facts"], a["seed"]))
               for s in challenges.games(beat_perfect, "me", "Me", 1)]
    assert challenges.check(beat_perfect, results) == {"passed": False, "words": "Not yet. 0 won, 3 lost out of 3."}


def test_the_page_requests_go_through_the_engines_entry_in_french() -> None:
    from factorgames.page.api import handle
    view = json.loads(handle(json.dumps({"op": "bots", "do": "page", "lang": "fr"})))
    assert [s["id"] for s in view["starters"]] == ["random", "fewest", "template"]
    assert "game=multiples-removal" in [g["id"] for g in view["games"]]
    assert "game=factor-game" not in [g["id"] for g in view["games"]]
    with speaking("fr"):
        assert "Ligne 3" in sandbox.load("def choose(position):\n    pass\nx = 1/0\n").error  # type: ignore[operator]
    assert json.loads(handle(json.dumps({"op": "bots", "do": "nope"})))["error"] == "Unknown request 'nope'."
    assert "error" in api.answer({"do": "step", "state": {"hash": "game=nrich"}})
