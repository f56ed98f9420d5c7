"""Pupils' bots: loaded in a sandbox, asked for moves, their games played, checked and counted by
the engine, reviewed like a person's games."""

from __future__ import annotations

import builtins
import json
import random
import subprocess
import sys
from pathlib import Path
from typing import cast

import pytest

from factorgames.bots import api, challenges, runner, sandbox, share
from factorgames.bots.position import BotPosition, rules_facts, rules_from
from factorgames.bots.starters import examples, starters
from factorgames.contract.bots import BotAnswer, GameResult
from factorgames.games.factor.rules import FactorRules
from factorgames.games.position import replay
from factorgames.games.presets import GAMES
from factorgames.i18n import speaking
from factorgames.play.solver import analyse
from factorgames.teach.review import review
from factorgames.transcript import decode

RANDOM, FEWEST, TEMPLATE = (s["code"] for s in starters())
PERFECT_BOT = """
def wins(position):
    return any(not wins(position.play(m)) for m in position.legal_moves())

def choose(position):
    moves = position.legal_moves()
    return next((m for m in moves if not wins(position.play(m))), moves[-1])
"""
CHAIN_GAMES = [
    "game=factor-chain-challenge",
    "game=factor-chain",
    "game=multiplicity&range=1-16",
    "game=number-nexus&range=2-16",
    "game=juniper-green&range=1-16",
    "game=nrich&range=1-16",
    "game=multiples-removal",
]


def play(
    code: str,
    opponent: str,
    game: str = "game=factor-chain-challenge",
    first: str = "1",
    seed: int = 3,
    bots: dict[str, str] | None = None,
) -> GameResult:
    """One game of the bot `code` (id "me") against an opponent (a level, or a bot of `bots`)."""
    loaded = {bid: sandbox.load(text) for bid, text in {"me": code, **(bots or {})}.items()}
    state = runner.plan_series(game, "me", opponent, 1, first, seed, ("Me", "Them"))[0]
    return runner.play(state, lambda ask: cast(BotAnswer, sandbox.ask(loaded[ask["bot"]], ask["facts"], ask["seed"])))


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
    assert result["words"] == (
        "Move 1: Me stopped with an IndexError on line 3: list index out of range. "
        "A list was asked for a place it does not have (an empty list?). Me loses the game."
    )
    assert result["fault"] == {
        "how": "error",
        "move": 1,
        "line": 3,
        "exception": "IndexError",
        "detail": "list index out of range",
    }


def test_a_syntax_error_names_its_line() -> None:
    bot = sandbox.load("def choose(position):\n    x = (1,\n    return 1\n\n")
    assert bot.error is not None and bot.error.startswith("Line 2: SyntaxError")
    assert play("x = 1\n", "easy")["words"].endswith(
        "The code defines no function choose(position). Me loses the game."
    )


def test_an_illegal_or_missing_move_loses_naming_the_return_line() -> None:
    result = play("def choose(position):\n    if position.current:\n        return 7\n    return 6\n", "perfect")
    assert result["forfeit"] == 1
    assert "Me picked 7 (line 3), which the rules refuse: 7 is not a factor or multiple of" in result["words"]
    huge = play("def choose(position):\n    return 10 ** 30\n", "easy")
    assert "Line 2: choose returned 1000000000000000000000000000000, not a number to pick" in huge["words"]
    none = play("def choose(position):\n    x = position.legal_moves()[0]\n", "easy")
    assert "Line 2: choose returned None, not a number to pick" in none["words"]


def test_an_invalid_entry_under_the_strict_rule_is_recorded_like_a_persons() -> None:
    result = play(
        "def choose(position):\n    return 2 if position.current else 9\n",
        "easy",
        "game=number-nexus&range=2-16",
        first="1",
    )
    assert result["forfeit"] is None and result["winner"] == 2
    assert decode(result["hash"]).moves[-1] == 2 and "which is not allowed" in result["words"]


def test_printing_is_kept_and_bounded() -> None:
    bot = sandbox.load(
        "print('loaded')\ndef choose(position):\n    print('x' * 100000)\n    return position.legal_moves()[0]\n"
    )
    assert bot.output == "loaded\n"
    out = sandbox.ask(bot, sandbox.FACTS, 1)
    assert out["move"] == 1 and len(out["output"]) < sandbox.MAX_OUTPUT + 100
    assert out["output"].endswith("(output cut: too much was printed)\n")


@pytest.mark.parametrize(
    "module", ["js", "pyodide", "urllib.request", "socket", "factorgames.play.solver", "importlib", "sys"]
)
def test_the_page_the_network_and_the_solver_are_out_of_reach(module: str) -> None:
    bot = sandbox.load(f"import {module}\ndef choose(position):\n    return 1\n")
    top = module.split(".")[0]
    assert bot.error == (
        f"Line 1: ImportError: A bot cannot use the module {top}: it may not reach the page, the network or the solver."
    )


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
    position = BotPosition.from_facts(
        runner.facts("multiples-removal", replay(decode("game=multiples-removal").setup.rules, (2,)))
    )
    assert position.legal_moves() == [1, 3, 5, 7, 9] and position.current is None
    assert sorted(position.used) == [2, 4, 6, 8] and position.to_move == 2
    with pytest.raises(AttributeError):
        position.moves = ()  # type: ignore[misc]
    assert not hasattr(position, "analyse")


def test_a_series_table_matches_the_records_and_refuses_a_forged_winner() -> None:
    loaded = {"me": sandbox.load(FEWEST)}
    states = runner.plan_series("game=factor-chain-challenge", "me", "medium", 20, "alternate", 5, ("Me", ""))
    results = [
        runner.play(s, lambda a: cast(BotAnswer, sandbox.ask(loaded[a["bot"]], a["facts"], a["seed"]))) for s in states
    ]
    rows = {row["player"]: row for row in runner.table(results)}
    bot_wins = sum(r["winner"] == r["players"].index("me") + 1 for r in results)
    assert rows["me"]["games"] == rows["medium"]["games"] == 20
    assert (rows["me"]["wins"], rows["me"]["losses"]) == (bot_wins, 20 - bot_wins)
    assert rows["me"]["average_length"] == round(sum(len(decode(r["hash"]).moves) for r in results) / 20, 1)
    whole, tenths = f"{rows['me']['average_length']:.1f}".split(".")
    assert rows["me"]["average_shown"] == f"{whole}.{tenths}"
    with speaking("fr"):
        assert {row["player"]: row for row in runner.table(results)}["me"]["average_shown"] == f"{whole},{tenths}"
    forged = [cast(GameResult, {**r, "winner": 1}) for r in results]
    assert runner.table(forged) == runner.table(results)


def test_a_round_robin_plays_every_pair_both_ways() -> None:
    codes = {"a": RANDOM, "b": FEWEST, "c": PERFECT_BOT}
    loaded = {k: sandbox.load(v) for k, v in codes.items()}
    states = runner.plan_round_robin("game=multiples-removal", [("a", "A"), ("b", "B"), ("c", "C")], 2, 1)
    assert len(states) == 6 and sorted(s["players"][0] for s in states) == ["a", "a", "b", "b", "c", "c"]
    results = [
        runner.play(s, lambda a: cast(BotAnswer, sandbox.ask(loaded[a["bot"]], a["facts"], a["seed"]))) for s in states
    ]
    rows = runner.table(results)
    assert [r["games"] for r in rows] == [4, 4, 4] and sum(r["wins"] for r in rows) == 6


def test_the_review_of_a_bots_game_marks_what_the_solver_says() -> None:
    result = play(RANDOM, "easy", "game=factor-chain-challenge", seed=2)
    record = decode(result["hash"])
    position = replay(record.setup.rules, ())
    for move in review(record.setup.rules, record.moves).moves:
        analysis = analyse(position)
        assert move.to_move_wins == analysis.to_move_wins
        assert move.verdict == (
            "losing" if not analysis.to_move_wins else "winning" if move.number in analysis.winning_moves else "mistake"
        )
        position = position.play(move.number)


def test_a_timeout_loses_the_game_for_the_bot_to_move() -> None:
    state = runner.plan_series("game=nrich", "me", "easy", 1, "2", 1, ("Me", ""))[0]
    asked = runner.step(state, None)
    ask = asked.get("ask")
    assert ask is not None and ask["bot"] == "me" and len(ask["facts"]["moves"]) == 1
    result = runner.step(asked["state"], {"timeout": True}).get("result")
    assert result is not None and result["forfeit"] == 2 and result["winner"] == 1 and result["length"] == 1
    assert result["words"] == (
        "Move 2: Me took longer than 2 seconds to choose a move and was stopped. Me loses the game."
    )
    assert result["fault"] == {"how": "timeout", "move": 2, "line": 0, "exception": "", "detail": ""}


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
        results = [
            runner.play(s, lambda a: cast(BotAnswer, sandbox.ask(loaded[a["bot"]], a["facts"], a["seed"])))
            for s in states
        ]
        assert challenges.check(challenge, results)["passed"], challenge.id
        assert not challenges.check(challenge, results[:-1])["passed"]
    weak = {"me": sandbox.load(TEMPLATE)}
    beat_perfect = challenges.CHALLENGES[3]
    results = [
        runner.play(s, lambda a: cast(BotAnswer, sandbox.ask(weak[a["bot"]], a["facts"], a["seed"])))
        for s in challenges.games(beat_perfect, "me", "Me", 1)
    ]
    assert challenges.check(beat_perfect, results) == {"passed": False, "words": "Not yet. 0 won, 3 lost out of 3."}


def test_the_page_requests_go_through_the_engines_entry_in_french() -> None:
    from factorgames.page.api import handle

    view = json.loads(handle(json.dumps({"op": "bots", "do": "page", "lang": "fr"})))
    assert [s["id"] for s in view["starters"]] == ["random", "fewest", "template"]
    assert "game=multiples-removal" in [g["id"] for g in view["games"]]
    assert "game=factor-game" in [g["id"] for g in view["games"]] and "game=longest-chain" not in view["games"]
    assert {g["id"]: g["draws"] for g in view["games"]}["game=factor-game"] is True
    assert [g["id"] for g in view["games"] if g["draws"]] == ["game=factor-game"]
    with speaking("fr"):
        assert "Ligne 3" in sandbox.load("def choose(position):\n    pass\nx = 1/0\n").error  # type: ignore[operator]
    assert json.loads(handle(json.dumps({"op": "bots", "do": "nope"})))["error"] == "Unknown request 'nope'."
    assert "error" in api.answer({"do": "step", "state": {"hash": "game=nrich"}})


def handled(request: dict[str, object]) -> dict[str, object]:
    """The bot worker's answer to a request, through its one entry (JSON both ways)."""
    answer: dict[str, object] = json.loads(sandbox.handle(json.dumps(request)))
    return answer


def load_and_ask(code: str, lang: str = "en") -> tuple[dict[str, object], dict[str, object]]:
    """The worker's answers to loading a bot's code and to asking it for a first move."""
    loaded = handled({"op": "load", "bot": "odd", "code": code, "lang": lang})
    return loaded, handled({"op": "ask", "bot": "odd", "facts": sandbox.FACTS, "seed": 1, "lang": lang})


STOPS = {
    "raise SystemExit": "SystemExit",
    "exit()": "SystemExit",
    "raise KeyboardInterrupt": "KeyboardInterrupt",
    "raise GeneratorExit('g')": "GeneratorExit: g",
    "raise Stop('s')": "Stop: s",
}
"""Statements that raise what `except Exception` lets through, and how the error is named."""


@pytest.mark.parametrize("statement", STOPS, ids=range(len(STOPS)))
def test_any_exception_at_all_loses_with_its_line_when_loaded_or_asked(statement: str) -> None:
    stop = "class Stop(BaseException):\n    pass\n"
    loaded, _ = load_and_ask(f"{stop}{statement}\ndef choose(position):\n    return 1\n")
    assert str(loaded["error"]).startswith(f"Line 3: {STOPS[statement]}.")
    loaded, asked = load_and_ask(f"{stop}def choose(position):\n    {statement}\n")
    assert loaded["error"] is None and str(asked["error"]).startswith(f"Line 4: {STOPS[statement]}.")
    assert "move" not in asked


@pytest.mark.parametrize(
    "thrown", ["SystemExit", "KeyboardInterrupt", "GeneratorExit", "type('Stop', (BaseException,), {})"], ids=range(4)
)
def test_an_example_that_raises_anything_says_so(thrown: str) -> None:
    tried = handled({"op": "try", "code": f"(_ for _ in ()).throw({thrown})", "facts": sandbox.FACTS})
    assert str(tried["error"]).startswith("Line 1: ") and "value" not in tried


def test_exit_is_explained_plainly_in_english_and_french() -> None:
    assert load_and_ask("def choose(position):\n    exit()\n")[1]["error"] == (
        "Line 2: SystemExit. Python was asked to stop (exit()?): a bot returns a move instead."
    )
    assert load_and_ask("def choose(position):\n    exit()\n", "fr")[1]["error"] == (
        "Ligne 2 : SystemExit. Python a reçu l’ordre de s’arrêter (exit() ?) : un bot renvoie un coup à la place."
    )


def test_a_number_too_long_to_write_is_refused_in_words() -> None:
    code = "def choose(position):\n    return 10 ** 5000\n"
    assert load_and_ask(code)[1]["error"] == (
        "Line 2: choose returned a number with 5001 digits, not a number to pick. Return one of position.legal_moves()."
    )
    assert "un nombre de 5001 chiffres" in str(load_and_ask(code, "fr")[1]["error"])
    assert "a number with 101 digits" in str(load_and_ask("def choose(position):\n    return -10 ** 100\n")[1]["error"])
    tried = handled({"op": "try", "code": "10 ** 5000", "facts": sandbox.FACTS})
    assert tried == {"value": "a number with 5001 digits", "output": ""}


LIAR = """class Liar(int):
    def __int__(self):
        raise SystemExit
    __index__ = __int__
    def __repr__(self):
        raise SystemExit
    def __eq__(self, other):
        raise KeyboardInterrupt
    def __hash__(self):
        raise KeyboardInterrupt
    def __abs__(self):
        return 0
"""
"""An int whose every method raises, or lies (its size)."""


def test_an_int_subclass_is_read_as_the_number_it_holds_without_running_its_methods() -> None:
    asked = load_and_ask(LIAR + "def choose(position):\n    return Liar(position.legal_moves()[2])\n")[1]
    assert asked == {"move": 3, "line": 14, "output": ""}
    assert (
        type(sandbox.ask(sandbox.load(LIAR + "def choose(position):\n    return Liar(3)\n"), sandbox.FACTS, 1)["move"])
        is int
    )
    huge = load_and_ask(LIAR + "def choose(position):\n    return Liar(10 ** 5000)\n")[1]
    assert str(huge["error"]).startswith("Line 14: choose returned a number with 5001 digits, not a number to pick.")
    large = load_and_ask(LIAR + "def choose(position):\n    return Liar(2 ** 60)\n")[1]
    assert str(large["error"]).startswith(f"Line 14: choose returned {2**60}, not a number to pick.")
    assert str(load_and_ask("def choose(position):\n    return True\n")[1]["error"]).startswith(
        "Line 2: choose returned True, not a number to pick."
    )


def test_a_value_that_only_claims_to_be_an_int_is_refused_even_if_it_cannot_be_written() -> None:
    code = (
        "class Fake:\n    __class__ = int\n    def __abs__(self):\n        return 0\n    def __int__(self):\n"
        "        return 1\n    def __repr__(self):\n        raise SystemExit\ndef choose(position):\n"
        "    return Fake()\n"
    )
    assert load_and_ask(code)[1]["error"] == (
        "Line 10: choose returned <Fake object>, not a number to pick. Return one of position.legal_moves()."
    )


ODD_ERRORS = {
    "class Odd(Exception):\n    def __str__(self):\n        raise SystemExit\n": "Odd.",
    "class Odd(Exception):\n    def __str__(self):\n        return 5\n": "Odd.",
    "class Odd(Exception):\n    __traceback__ = property(lambda self: 1 / 0)\n"
    "    __class__ = property(lambda self: 1 / 0)\n": "Odd: m.",
    "class Meta(type):\n    @property\n    def __name__(cls):\n        raise SystemExit\n"
    "class Odd(Exception, metaclass=Meta):\n    pass\n": "Odd: m.",
    "class Odd(Exception):\n    pass\nOdd.__name__ = 'a\\nb'\n": "Error: m.",
    "class Odd(Exception):\n    pass\nOdd.__name__ = ''\n": "Error: m.",
    "class Odd(Exception):\n    pass\nOdd.__name__ = 'ZeroDivisionError'\n": "ZeroDivisionError: m.",
}
"""Exceptions that lie about themselves, and how the error is named (a pupil's error that borrows
the name of Python's own gets no plain explanation)."""


@pytest.mark.parametrize("odd", ODD_ERRORS, ids=range(len(ODD_ERRORS)))
def test_an_exception_that_lies_about_itself_is_named_with_its_line(odd: str) -> None:
    line = odd.count("\n") + 2
    asked = load_and_ask(f"{odd}def choose(position):\n    raise Odd('m')\n")[1]
    assert asked["error"] == f"Line {line}: {ODD_ERRORS[odd]}"
    namespace: dict[str, object] = {}
    exec(odd, namespace)
    error = namespace["Odd"]("m")  # type: ignore[operator]
    assert sandbox.explain(error) == ODD_ERRORS[odd]


def test_a_huge_error_message_is_cut_short() -> None:
    asked = load_and_ask("def choose(position):\n    raise ValueError('x' * 10 ** 6)\n")[1]
    assert asked["error"] == "Line 2: ValueError: " + "x" * sandbox.MAX_DETAIL + "…."


def test_printing_a_value_whose_str_raises_is_the_bots_own_error() -> None:
    odd = "class Odd:\n    def __str__(self):\n        raise KeyboardInterrupt\n"
    loaded, _ = load_and_ask(odd + "print(Odd())\n")
    assert loaded["error"] == "Line 3: KeyboardInterrupt."  # the innermost line of the bot's own code
    loaded, asked = load_and_ask(odd + "def choose(position):\n    print('before')\n    print(Odd())\n")
    assert asked == {
        "error": "Line 3: KeyboardInterrupt.",
        "exception": "KeyboardInterrupt",
        "detail": "",
        "line": 3,
        "output": "before\n",
    }
    asked = load_and_ask("def choose(position):\n    print(1, 2, sep=5)\n")[1]
    assert str(asked["error"]).startswith("Line 2: TypeError: sep must be None or a string, not int.")


def test_a_bot_that_replaces_what_the_sandbox_relies_on_breaks_only_itself() -> None:
    before = [sandbox.ask(sandbox.load(RANDOM), sandbox.FACTS, seed)["move"] for seed in range(8)]
    stdout, python_str = sys.stdout, builtins.str
    code = """import os, random
python = os.sys.modules['builtins']
random.seed = None
def choose(position):
    python.str = python.type = python.len = python.isinstance = python.BaseException = python.vars = None
    os.sys.stdout = None
    random.seed = random.choice = None
    return 1 / 0
"""
    loaded, asked = load_and_ask(code)
    assert loaded["error"] is None
    assert asked["error"] == "Line 8: ZeroDivisionError: division by zero. A number was divided by zero."
    assert builtins.str is python_str and sys.stdout is stdout and callable(random.seed)
    assert [sandbox.ask(sandbox.load(RANDOM), sandbox.FACTS, seed)["move"] for seed in range(8)] == before
    own = load_and_ask("__builtins__ = {}\ndef choose(position):\n    return len(position.legal_moves())\n")[1]
    assert str(own["error"]).startswith("Line 3: NameError: name 'len' is not defined.")


def test_the_worker_always_answers() -> None:
    gone = load_and_ask("def choose(position):\n    del globals()['choose']\n    return 1\n")[1]
    assert gone["move"] == 1
    again = handled({"op": "ask", "bot": "odd", "facts": sandbox.FACTS, "seed": 2})
    assert again["error"] == "The code defines no function choose(position)."
    broken = "The bot could not be run: it may have changed Python's own workings."
    assert json.loads(sandbox.handle("not json")) == {"error": broken}
    handled({"op": "load", "bot": "odd", "code": RANDOM})
    assert handled({"op": "ask", "bot": "odd", "facts": None, "seed": 1}) == {"error": broken}
    assert handled({"op": "try", "code": "1", "facts": None, "lang": "fr"})["error"] == (
        "Le bot n’a pas pu être exécuté : il a peut-être modifié le fonctionnement de Python lui-même."
    )


def test_a_null_character_in_the_code_names_its_line() -> None:
    assert str(load_and_ask("x = 1\ny = 2\0\n")[0]["error"]).startswith(
        "Line 2: SyntaxError: source code cannot contain null bytes."
    )


def test_the_bots_sandbox_imports_the_rules_and_nothing_of_the_solver_the_coach_or_the_page() -> None:
    """The bots' interpreter ships exactly what importing the sandbox imports (sitebuild/bots_zip.py)."""
    engine = Path(__file__).resolve().parents[2] / "py"
    code = (
        f"import sys, json; sys.path.insert(0, {str(engine)!r}); import factorgames.bots.sandbox; "
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('factorgames'))))"
    )
    found = subprocess.run([sys.executable, "-I", "-c", code], check=True, capture_output=True, text=True)
    modules = json.loads(found.stdout)
    assert {
        "factorgames.games.chain.rules",
        "factorgames.games.removal.rules",
        "factorgames.games.factor.rules",
    } <= set(modules)
    outside = [
        m
        for m in modules
        if m.split(".")[1:2] in (["solve"], ["play"], ["teach"], ["page"], ["puzzles"], ["records"], ["transcript"])
        or m.split(".")[-1] in ("kind", "game_kind", "registry", "solving")
    ]
    assert outside == []


def test_every_kind_registered_reaches_the_bots() -> None:
    from factorgames.bots.position import RULES
    from factorgames.games.registry import KINDS

    assert {kind.rules_type for kind in KINDS} == set(RULES.values())
    assert all(RULES[rules.kind] is rules for rules in RULES.values())


@pytest.mark.parametrize("gid", [gid for gid, game in GAMES.items() if not game.solo])
def test_the_rules_cross_between_workers_as_plain_data(gid: str) -> None:
    rules = GAMES[gid].rules
    assert rules_from(json.loads(json.dumps(rules_facts(rules)))) == rules
    assert rules_from({**rules_facts(rules), "unknown": 1}) == rules
    with pytest.raises(ValueError, match="unknown kind"):
        rules_from({"kind": "solver"})


def test_the_factor_game_position_shows_the_scores_and_what_left_the_board() -> None:
    rules = GAMES["factor-game"].rules
    position = BotPosition.from_facts(runner.facts("factor-game", replay(rules, (25, 9))))
    assert position.scores == (25 + 3, 6 + 9) and position.to_move == 1 and position.current is None
    assert sorted(position.used) == [1, 3, 5, 9, 25]
    assert position.legal_moves() == [4, 6, 8, 10, 12, 14, 16, 18, 20, 21, 22, 24, 26, 28, 30]
    assert position.play(21).scores == (28 + 21, 15 + 7) and position.divisors(12) == [1, 2, 3, 4, 6]
    assert position.multiples(7) == [14, 21, 28]
    with pytest.raises(ValueError, match="27 has no factor left on the board"):
        position.play(27)
    lose_turn = BotPosition.from_facts(runner.facts("factor-game", replay(FactorRules(1, 10, lose_turn=True), (1,))))
    assert lose_turn.scores == (0, 0) and sorted(lose_turn.used) == [1] and 7 in lose_turn.legal_moves()
    assert lose_turn.play(7).scores == (0, 0) and sorted(lose_turn.play(7).used) == [1, 7]


def test_every_example_runs_on_every_bots_games_first_position() -> None:
    for gid in runner.bot_games():
        facts = api.first_facts(f"game={gid}")
        for example in examples():
            tried = sandbox.try_out(example["code"], facts)  # type: ignore[arg-type]
            assert "error" not in tried, (gid, example["code"], tried)
            if example["code"] == "position.scores":
                assert tried["value"] == ("(0, 0)" if gid == "factor-game" else "None")


SCORE_WATCHER = """def choose(position):
    print(position.scores, list(position.moves), sorted(position.used))
    me = position.to_move - 1
    def gain(n):
        after = position.play(n).scores
        return after[me] - position.scores[me] - (after[1 - me] - position.scores[1 - me])
    return max(position.legal_moves(), key=gain)
"""
"""A greedy bot that prints what it sees: the scores, the moves, the numbers off the board."""


@pytest.mark.parametrize("opponent", ["easy", "medium", "perfect"])
@pytest.mark.parametrize("first", ["1", "2"])
def test_a_bot_plays_whole_factor_games_against_each_level(opponent: str, first: str) -> None:
    bot = sandbox.load(SCORE_WATCHER)
    state = runner.plan_series("game=factor-game", "me", opponent, 1, first, 7, ("Me", ""))[0]
    out = runner.step(state, None)
    asked = 0
    while (ask := out.get("ask")) is not None:
        facts = ask["facts"]
        seen = replay(rules_from(facts["rules"]), facts["moves"])
        answer = json.loads(json.dumps(sandbox.ask(bot, facts, ask["seed"])))
        off_board = sorted(set(seen.rules.numbers) - seen.remaining)  # type: ignore[attr-defined]
        assert answer["output"] == f"{seen.scores} {list(seen.moves)} {off_board}\n"
        assert seen.to_move == int(first)
        out = runner.step(out["state"], answer)
        asked += 1
    result = out.get("result")
    assert result is not None
    record = decode(result["hash"])
    final = replay(record.setup.rules, record.moves)
    outcome = final.outcome()
    assert final.is_over and outcome is not None and result["forfeit"] is None and asked > 0
    assert result["winner"] == outcome.winner and result["length"] == len(record.moves)
    assert result["players"] == (["me", opponent] if first == "1" else [opponent, "me"])
    scores = final.scores
    assert scores is not None
    if outcome.winner is None:
        assert result["words"] == f"A draw: {scores[0]} points each!"
    else:
        assert outcome.winner == (1 if scores[0] > scores[1] else 2)
        name = result["names"][outcome.winner - 1]
        won, lost = scores[outcome.winner - 1], scores[2 - outcome.winner]
        assert result["words"] == f"{name} wins, {won} to {lost}!"
    assert runner.checked_result({**result, "winner": 3 - (outcome.winner or 1)})["winner"] == outcome.winner


def test_a_drawn_factor_game_is_a_draw_in_the_table() -> None:
    scripted = "def choose(position):\n    return [4, 9, 10][len(position.moves)]\n"
    result = play(scripted, "me", "game=factor-game&range=1-10")
    assert result["winner"] is None and result["forfeit"] is None and result["length"] == 3
    assert result["words"] == "A draw: 17 points each!"
    with speaking("fr"):
        assert play(scripted, "me", "game=factor-game&range=1-10")["words"] == "Égalité\xa0: 17 points chacun\xa0!"
    row = runner.table([result, {**result, "winner": 1}])[0]
    assert (row["games"], row["wins"], row["losses"], row["draws"]) == (2, 0, 0, 2)


def test_a_pick_the_factor_game_refuses_loses_with_the_reason() -> None:
    result = play("def choose(position):\n    return 1\n", "easy", "game=factor-game")
    assert result["forfeit"] == 1 and result["winner"] == 2 and result["length"] == 0
    assert result["words"] == (
        "Move 1: Me picked 1 (line 2), which the rules refuse: 1 has no factor left on the board. Me loses the game."
    )
    assert result["fault"] == {
        "how": "illegal",
        "move": 1,
        "line": 2,
        "exception": "",
        "detail": "1 has no factor left on the board",
    }


def test_the_draws_column_is_for_the_games_that_can_end_level_and_finds_them_by_their_results() -> None:
    """The Bots page shows its table's Draws column for results of a game the page's view says
    `draws` (issue #34): a finished game's hash starts with its game's id, which the page matches;
    a game said not to draw always ends with a winner (random games to the end), and the Factor
    Game, said to draw, ends level (test_a_drawn_factor_game_is_a_draw_in_the_table)."""
    from factorgames.transcript import Record, encode

    games = {g["id"]: g["draws"] for g in api.page()["games"]}
    assert games == {f"game={gid}": gid == "factor-game" for gid in runner.bot_games()}
    rng = random.Random(34)
    for gid, draws in games.items():
        setup = decode(gid).setup
        for _ in range(3 if draws else 12):
            position = setup.rules.initial_position()
            while not position.is_over:
                position = position.play(rng.choice(list(position.legal_moves())))
            outcome = position.outcome()
            assert outcome is not None and (draws or outcome.winner is not None), gid
            finished = encode(Record(setup, position.history))
            assert finished.startswith(f"{gid}&"), (gid, finished)
            # and no other game's id is a start of it
            assert [g for g in games if finished == g or finished.startswith(f"{g}&")] == [gid]


# ------------------------------------------------------------------------------ what happened, said (issue #39)

CRASH = "def choose(position):\n    return position.legal_moves()[99]\n"
"""A bot whose idea is fine but whose code is broken: an IndexError on line 2, every move."""


def check_my_bot(code: str, game: str = "game=factor-chain-challenge", name: str = "Ana") -> dict[str, object]:
    """ "Check my bot" as the page runs it: the engine's positions, the bot's answers from its own
    sandbox (loaded once, stopped at the first failure), the engine's verdict (JSON both ways)."""
    asks = api.answer({"do": "trial", "code": game, "bot": "b"})["asks"]
    bot = sandbox.load(code)
    loaded = {"error": bot.error, **bot.fault}
    answers: list[dict[str, object]] = []
    for ask in asks if bot.error is None else []:
        answers.append(dict(sandbox.ask(bot, ask["facts"], ask["seed"])))
        if "move" not in answers[-1]:
            break
    request = {"do": "ready", "code": game, "name": name, "loaded": loaded, "answers": answers}
    return api.answer(json.loads(json.dumps(request)))


def test_check_my_bot_plays_the_first_moves_a_mid_game_and_the_end_and_names_the_first_error_with_its_line() -> None:
    asks = api.answer({"do": "trial", "code": "game=nrich", "bot": "b"})["asks"]
    plies = [len(a["facts"]["moves"]) for a in asks]
    assert plies[:3] == [0, 1, 2] and plies[3] > 2  # the first moves, then a mid-game
    assert plies[-3:] == list(range(plies[-1] - 2, plies[-1] + 1)) and plies[-3] > plies[3]  # and the end
    assert check_my_bot(RANDOM, "game=nrich") == {
        "ready": True,
        "words": f"Ana is ready to play: it chose a move the rules allow in each of the {len(asks)} positions tried, "
        "from a game's first moves to its end.",
    }
    # A bot that breaks the rules only where few moves are left is not called ready (it had been: only its
    # first moves and a mid-game were tried).
    near_the_end = (
        "def choose(position):\n    moves = position.legal_moves()\n    if len(moves) < 4:\n        return 1\n"
        "    return moves[0]\n"
    )
    assert str(check_my_bot(near_the_end, "game=juniper-green")["words"]).startswith(
        "Not ready: your bot picked a move the rules refuse on line 4"
    )
    assert check_my_bot(CRASH) == {
        "ready": False,
        "words": "Not ready: your bot stopped with an IndexError on line 2: list index out of range. "
        "A list was asked for a place it does not have (an empty list?).",
    }
    # A bot that fails only in a mid-game is caught there; so is a refused move, a syntax error.
    late = "def choose(position):\n    if len(position.moves) > 2:\n        return 1 // 0\n    return position.legal_moves()[0]\n"
    assert str(check_my_bot(late, "game=nrich")["words"]).startswith(
        "Not ready: your bot stopped with a ZeroDivisionError on line 3: integer division or modulo by zero."
    )
    second = "def choose(position):\n    return position.legal_moves()[0] if not position.moves else 1000\n"
    assert check_my_bot(second)["words"] == "Not ready: your bot picked a move the rules refuse on line 2: " + (
        "1000 is outside 1..10."
    )
    assert check_my_bot("def choose(position):\n    return (\n")["words"] == (
        "Not ready: your bot stopped with a SyntaxError on line 2: '(' was never closed. "
        "Python could not read the code: look at this line and the one before."
    )
    assert check_my_bot("x = 1\n")["words"] == "Not ready: The code defines no function choose(position)."
    # A time-out, and answers the page cut short or forged, are not "ready".
    timed_out = {
        "do": "ready",
        "code": "game=nrich",
        "name": "A",
        "loaded": {"error": None},
        "answers": [{"timeout": True}],
    }
    assert api.answer(timed_out)["words"] == "Not ready: your bot took longer than 2 seconds to choose a move."
    few = {**timed_out, "answers": [{"move": 48, "line": 2}]}
    assert api.answer(few) == {"ready": False, "words": "Not ready: your bot was not tried on every position."}
    assert "error" in api.answer({**timed_out, "answers": "all fine"})


def crash_results(challenge: challenges.Challenge) -> list[GameResult]:
    loaded = sandbox.load(CRASH)
    return [
        runner.play(s, lambda a: cast(BotAnswer, sandbox.ask(loaded, a["facts"], a["seed"])))
        for s in challenges.games(challenge, "me", "Me", 1)
    ]


def test_a_challenge_lost_by_errors_says_the_error_its_line_and_in_how_many_games() -> None:
    beat_easy = challenges.CHALLENGES[0]
    results = crash_results(beat_easy)
    assert all(r["fault"] and r["fault"]["exception"] == "IndexError" for r in results)
    assert all(
        r["words"].startswith(f"Move {r['length'] + 1}: Me stopped with an IndexError on line 2") for r in results
    )
    verdict = api.answer({"do": "check", "id": beat_easy.id, "results": json.loads(json.dumps(results))})
    assert verdict == {
        "passed": False,
        "words": "Not yet: your bot stopped with an IndexError on line 2 in 5 of 5 games.",
    }
    # Two games played well and three lost by errors (one of them another error): each said apart.
    good = {"me": sandbox.load(PERFECT_BOT)}
    played = [
        runner.play(s, lambda a: cast(BotAnswer, sandbox.ask(good[a["bot"]], a["facts"], a["seed"])))
        for s in challenges.games(beat_easy, "me", "Me", 1)
    ]
    other = cast(GameResult, {**results[4], "fault": {**cast(dict, results[4]["fault"]), "line": 7}})
    mixed = played[:2] + results[2:4] + [other]
    assert challenges.check(beat_easy, mixed)["words"] == (
        "Not yet: your bot stopped with an IndexError on line 2 in 2 of 5 games. "
        "It lost 1 more by another error, a time-out or a refused move. Of the other 2 games: 2 won, 0 lost."
    )
    # A result that says nothing of its fault (kept before it was written) still counts apart.
    bare = [{k: v for k, v in r.items() if k != "fault"} for r in results]
    assert challenges.check(beat_easy, cast(list[GameResult], bare))["words"] == (
        "Not yet: your bot lost by an error, a time-out or a refused move in 5 of 5 games."
    )


def test_the_table_counts_games_lost_by_errors_apart_from_losses() -> None:
    loaded = {"me": sandbox.load(CRASH), "them": sandbox.load(RANDOM)}
    states = runner.plan_round_robin("game=factor-chain-challenge", [("me", "Crash"), ("them", "Random")], 4, 1)
    results = [
        runner.play(s, lambda a: cast(BotAnswer, sandbox.ask(loaded[a["bot"]], a["facts"], a["seed"]))) for s in states
    ]
    answer = api.answer({"do": "table", "results": results})
    assert answer["faults"] == "Crash stopped with an IndexError on line 2 in 4 of 4 games."
    rows = {r["player"]: r for r in answer["rows"]}
    assert (rows["me"]["games"], rows["me"]["wins"], rows["me"]["losses"], rows["me"]["errors"]) == (4, 0, 0, 4)
    assert (rows["them"]["wins"], rows["them"]["losses"], rows["them"]["errors"]) == (4, 0, 0)
    # A fault the page forges is dropped: the forfeit still counts apart, from the seat that forfeited.
    forged = [{**r, "fault": {"how": "nonsense"}} for r in results]
    assert api.answer({"do": "table", "results": forged})["rows"] == list(rows.values())
    assert all(runner.checked_result(cast(GameResult, r))["fault"] is None for r in forged)
