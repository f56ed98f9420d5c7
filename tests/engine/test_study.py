"""Who wins every range (study.table and `factorgames table`), and the proven longest chains
(longest_chains.LONGEST and `factorgames longest`)."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import cast

import pytest

from factorgames import divisibility
from factorgames.games.chain.rules import ChainRules
from factorgames.games.chain.study import MAX_TABLE, GrowingTable, first_range, growing, table
from factorgames.games.presets import GAMES
from factorgames.page import study_page
from factorgames.play.solver import analyse
from factorgames.solve.analysis import Row
from factorgames.solve.longest import best_chain, is_chain, known_longest
from factorgames.solve.matching import gallai_edmonds
from factorgames.solve.tables.longest_chains import LONGEST
from oracle import Minimax
from test_cli import run, run_process

TWO_PLAYER_CHAIN_GAMES = [g.id for g in GAMES.values() if isinstance(g.rules, ChainRules) and not g.solo]

# OEIS A337125, the length of a longest chain of 1..n, as published for n = 1..68 (Nathan McNew,
# 2020), and a(100) = 77 (Rob Pratt's table to n = 200): an independent check of the shipped data.
A337125 = [
    1,
    2,
    3,
    4,
    4,
    6,
    6,
    7,
    8,
    9,
    9,
    11,
    11,
    12,
    13,
    14,
    14,
    16,
    16,
    17,
    18,
    19,
    19,
    21,
    21,
    22,
    23,
    24,
    24,
    26,
    26,
    27,
    28,
    28,
    29,
    30,
    30,
    30,
    31,
    32,
    32,
    34,
    34,
    36,
    37,
    37,
    37,
    39,
    39,
    41,
    42,
    43,
    43,
    44,
    45,
    46,
    47,
    47,
    47,
    49,
    49,
    49,
    50,
    51,
    51,
    53,
    53,
    54,
]


@pytest.mark.parametrize("opening", ["any", "even", "even-below-half", "not-prime"])
@pytest.mark.parametrize("start", [None, 1, 2])
def test_table_agrees_with_exhaustive_search_on_small_ranges(opening: str, start: int | None) -> None:
    rules = ChainRules(1, 14, start=start, opening=opening)
    for row in table(rules, max(2, start or 2), 14):
        search = Minimax(1, row.hi, opening)
        if start is None:
            moves = search.move_values(None, frozenset())
        else:
            moves = search.move_values(start, frozenset((start,)))
        winning = tuple(n for n, wins in moves if wins)
        assert (row.lo, row.first_player_wins, row.winning_moves) == (1, bool(winning), winning), row


@pytest.mark.parametrize("game", TWO_PLAYER_CHAIN_GAMES)
def test_table_agrees_with_the_solver_on_every_range_to_200(game: str) -> None:
    rules = GAMES[game].rules
    assert isinstance(rules, ChainRules)
    rows = list(table(rules, first_range(rules), 200))
    assert [row.hi for row in rows] == list(range(first_range(rules), 201))
    for row in rows[::7] + rows[-3:]:
        analysis = analyse(replace(rules, hi=row.hi).initial_position())
        assert (row.first_player_wins, row.winning_moves) == (analysis.to_move_wins, analysis.winning_moves), row


def test_table_command_prints_the_documented_json() -> None:
    code, out = run("table", "juniper-green", "--max", "60", "--min", "50")
    assert code == 0
    answer = json.loads(out)
    assert answer["game"] == "juniper-green" and len(answer["rows"]) == 11
    first = answer["rows"][0]
    assert set(first) == {"range", "first_player_wins", "winning_moves"} and first["range"] == [1, 50]
    analysis = analyse(ChainRules(1, 50, opening="even").initial_position())
    assert first["first_player_wins"] == analysis.to_move_wins
    assert first["winning_moves"] == sorted(analysis.winning_moves)
    # The game's own start (Multiplicity starts at 1) unless told otherwise.
    starts = json.loads(run("table", "multiplicity", "--max", "12")[1])["rows"]
    assert starts[0]["range"] == [1, 2] and starts[-1]["range"] == [1, 12]
    free = json.loads(run("table", "multiplicity", "--max", "12", "--start", "none")[1])["rows"]
    for rows, rules in ((starts, ChainRules(1, 12, start=1)), (free, ChainRules(1, 12))):
        assert rows[-1]["winning_moves"] == list(analyse(rules.initial_position()).winning_moves)
    assert free[0]["range"] == [1, 1], "a free opening has a first pick from 1..1 on"


@pytest.mark.parametrize(
    "argv, words",
    [
        (
            ["table", "juniper-green", "--max", "10001"],
            "--max must be between 1 and 10000",
        ),  # the shipped records' reach
        (["table", "juniper-green", "--max", "50", "--min", "60"], "--min must be between 1 and --max (50)"),
        (["table", "juniper-green", "--max", "ten"], "not a whole number"),
        (["table", "multiples-removal", "--max", "20"], "no table for 'multiples-removal'"),
        (["table", "longest-chain", "--max", "20"], "no table for 'longest-chain'"),
        (["table", "nrich", "--max", "50", "--start", "60"], "outside"),
        (["table", "nrich"], "required"),
        (["longest", "--range", "1-x"], "not of the form"),
        (["longest", "--range", "9-3"], "not valid"),
    ],
)
def test_table_and_longest_errors_are_one_line_and_exit_2(argv: list[str], words: str) -> None:
    result = run_process(*argv)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], result.stderr
    assert not result.stdout


def test_every_shipped_longest_chain_is_a_chain_of_the_published_length() -> None:
    assert sorted(LONGEST) == list(range(1, 101))
    for n, chain in LONGEST.items():
        assert is_chain(chain) and all(1 <= x <= n for x in chain), n
    assert [len(LONGEST[n]) for n in range(1, len(A337125) + 1)] == A337125
    assert len(LONGEST[100]) == 77
    assert all(len(LONGEST[n]) <= len(LONGEST[n + 1]) for n in range(1, 100))


def test_shipped_lengths_agree_with_the_exact_search_on_small_ranges() -> None:
    for n in range(1, 21):
        assert len(LONGEST[n]) == best_chain(1, n)[0], n


def test_longest_command() -> None:
    code, out = run("longest", "--range", "1-100")
    answer = json.loads(out)
    assert code == 0 and answer["range"] == [1, 100] and answer["length"] == 77 and answer["proven"]
    assert is_chain(answer["chain"]) and len(answer["chain"]) == 77
    small = json.loads(run("longest", "--range", "30-45")[1])
    known = known_longest(30, 45)
    assert known is not None and small["length"] == known[0] == len(small["chain"]) and small["proven"]
    unknown = json.loads(run("longest", "--range", "1-300")[1])
    assert unknown == {"range": [1, 300], "length": None, "proven": False, "chain": None}


# ------------------------------------------------------------------------------ the Study page's view


def study(hash_: str) -> dict:
    from contract import problems
    from factorgames.contract.views import StudyView
    from factorgames.page.api import handle

    view = json.loads(handle(json.dumps({"op": "study", "hash": hash_})))
    assert not problems(view, StudyView), problems(view, StudyView)
    return view


@pytest.mark.parametrize("rule", ["even", "even-below-half", "any", "not-prime", "start-1", "from-2"])
def test_the_study_view_holds_every_range_of_its_rule_with_games_to_play(rule: str) -> None:
    from factorgames.page.study_page import RULES
    from factorgames.transcript import decode

    view = study(f"rule={rule}&max=60")
    assert view["hash"] == f"rule={rule}&max=60" and view["rule"] == rule and view["notice"] is None
    rules = cast(ChainRules, RULES[rule].rules)
    rows = list(table(rules, first_range(rules), 60))
    assert [(r["hi"], r["first_player_wins"]) for r in view["rows"]] == [(r.hi, r.first_player_wins) for r in rows]
    wins = sum(r.first_player_wins for r in rows)
    assert f" {wins} of the {len(rows)} ranges" in view["summary"] or "every one" in view["summary"]
    for row, shown in zip(rows, view["rows"]):
        game = decode(shown["play"])
        assert game.setup.rules == replace(rules, hi=row.hi) and game.setup.game == RULES[rule].game
        assert shown["words"].startswith(f"{rules.lo}–{row.hi}: the {'first' if row.first_player_wins else 'second'}")
        if row.first_player_wins and len(row.winning_moves) <= 8:
            assert all(str(n) in shown["moves_words"] for n in row.winning_moves)


def test_the_study_view_mends_a_damaged_address() -> None:
    view = study("rule=odd&max=99999")
    assert view["hash"] == "rule=even&max=1000" and "Unknown rule 'odd'" in view["notice"]
    assert view["rows"][-1]["hi"] == 1000 and view["rows"][-1]["play"] == "", "too large a board to play"
    assert study("")["hash"] == "rule=even&max=100"
    assert study("rule=even-below-half&max=3")["hash"] == "rule=even-below-half&max=5", "the first range with a move"
    many = study("rule=any&max=40")["rows"][-1]
    assert many["moves_words"].endswith("more") and many["moves_words"].count(",") == 7


def test_the_study_page_shows_the_factor_games_best_openings_and_margins():
    from factorgames.page.study_page import view

    study = view("rule=factor-game&max=63")
    assert study["max_limit"] == 63 and study["moves_heading"] == "Best first numbers"
    rows = {row["hi"]: row for row in study["rows"]}
    assert sorted(rows) == list(range(2, 64))
    assert rows[30]["words"] == "1–30: the first player wins by 17 points, starting with 25."
    assert rows[30]["winner"] == "First player, by 17 points" and rows[30]["play"] == "game=factor-game&range=1-30"
    assert rows[49]["play"] == "game=factor-game&range=1-49" and rows[50]["play"] == ""  # beyond the boards played
    assert view("rule=factor-game&max=500")["notice"] == "The largest range shown is 1–63."


def from_scratch(rules: ChainRules, hi: int) -> Row:
    """The row of lo..hi from a decomposition of that range's own graph (the start left out)."""
    numbers = [n for n in range(rules.lo, hi + 1) if n != rules.start]
    even = gallai_edmonds(divisibility.graph(numbers)).even
    winning = tuple(n for n in replace(rules, hi=hi).initial_position().legal_moves() if n in even)
    return Row(rules.lo, hi, bool(winning), winning)


@pytest.mark.parametrize(
    "rule", sorted(r for r, rule in study_page.RULES.items() if isinstance(rule.rules, ChainRules))
)
def test_a_table_grown_in_parts_and_kept_equals_each_range_worked_out_from_scratch(rule: str) -> None:
    rules = cast(ChainRules, study_page.RULES[rule].rules)
    lowest = first_range(rules)
    growing = GrowingTable(rules, lowest)
    parts = [growing.up_to(top) for top in (lowest, lowest + 6, 40, 41, 41, 25, 130)]
    scratch = [from_scratch(rules, hi) for hi in range(lowest, 131)]
    for part, top in zip(parts, (lowest, lowest + 6, 40, 41, 41, 25, 130)):
        assert part == scratch[: top - lowest + 1], top
    assert list(table(rules, lowest, 130)) == scratch


def test_the_study_page_keeps_a_rules_table_between_requests_and_answers_as_from_scratch() -> None:
    growing.cache_clear()
    parts = [study_page.view(f"rule=start-1&max={top}") for top in (30, 120, 60)]
    rules = cast(ChainRules, study_page.RULES["start-1"].rules)
    kept = growing(replace(rules, hi=MAX_TABLE), first_range(rules))
    assert kept.hi == 120, "a smaller study after a larger one works nothing out again"
    for view, top in zip(parts, (30, 120, 60)):
        rules = cast(ChainRules, study_page.RULES["start-1"].rules)
        assert [(row["hi"], row["first_player_wins"]) for row in view["rows"]] == [
            (hi, from_scratch(rules, hi).first_player_wins) for hi in range(first_range(rules), top + 1)
        ]
    growing.cache_clear()
    assert study_page.view("rule=start-1&max=120") == parts[1]


def test_a_long_table_asked_for_in_parts_brings_each_row_once_and_the_same_rows_as_whole() -> None:
    from factorgames.page.api import handle

    def ask(top: int, after: object) -> dict:
        request: dict[str, object] = {"op": "study", "hash": f"rule=even-below-half&max={top}"}
        if after is not None:
            request["after"] = after
        return json.loads(handle(json.dumps(request)))

    whole = ask(300, None)
    assert whole["after"] == 0 and [row["hi"] for row in whole["rows"]] == list(range(5, 301))
    parts, after = [], 0
    for top in (100, 200, 300):
        part = ask(top, after)
        assert part["after"] == after and part["summary"] == ask(top, None)["summary"]
        parts += part["rows"]
        after = top
    assert parts == whole["rows"], "the parts, joined, are the whole table"
    assert ask(300, 300)["rows"] == [] and ask(300, 5000)["after"] == 300
    assert ask(300, "ten")["rows"] == whole["rows"], "an unreadable `after` asks for every row"
