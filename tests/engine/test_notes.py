"""The teacher's notes: every fact their mathematics states agrees with an independent computation
(tests/oracle.py's plain searches, networkx's matching), on the games' presets and on small ranges
searched exhaustively; the French notes state the same numbers; the op answers the contract."""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import replace
from pathlib import Path

import networkx as nx
import pytest

from contract import problems
from factorgames.contract.views import NotesView
from factorgames.games.chain.rules import ChainRules
from factorgames.games.factor.rules import FactorRules
from factorgames.games.presets import GAMES
from factorgames.games.removal.rules import RemovalRules
from factorgames.i18n import speaking
from factorgames.page import api, notes_page
from factorgames.teach.notes import sections
from oracle import (
    FactorGameAlphaBeta,
    FactorGameMinimax,
    Minimax,
    longest_chain_length,
    opening_ok,
    plain_to_move_wins,
    prime,
)

ROOT = Path(__file__).resolve().parents[2]

TWO_PLAYER_CHAINS = [g.id for g in GAMES.values() if isinstance(g.rules, ChainRules) and not g.solo]


def numbers(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def after_colon(text: str) -> list[int]:
    """The numbers listed after the sentence's last colon."""
    return numbers(text.rsplit(":", 1)[1])


def notes_of(game: str, rules: object | None = None, lang: str = "en") -> dict[str, list[str]]:
    with speaking(lang):
        return {s["id"]: s["lines"] for s in sections(game, rules or GAMES[game].rules)}  # type: ignore[arg-type]


def line_with(lines: list[str], words: str) -> str | None:
    return next((line for line in lines if words in line), None)


def matching_size(numbers_: list[int]) -> int:
    graph = nx.Graph()
    graph.add_nodes_from(numbers_)
    graph.add_edges_from((a, b) for a in numbers_ for b in numbers_ if a < b and b % a == 0)
    return len(nx.max_weight_matching(graph, maxcardinality=True))


def check_chain_notes(game: str, rules: ChainRules, brute: bool) -> None:
    """The chain game's notes against networkx's matching (and, with `brute`, exhaustive search)."""
    notes = notes_of(game, rules)
    maths, pairs = notes["maths"], notes["pairs"]
    lo, hi = rules.lo, rules.hi
    unused = [n for n in range(lo, hi + 1) if n != rules.start]
    if rules.start is None:
        candidates = [n for n in unused if opening_ok(rules.opening, hi, n)]
    else:
        candidates = [n for n in unused if n % rules.start == 0 or rules.start % n == 0]
    # A first move x wins iff some maximum matching of the unused numbers misses x (networkx's).
    whole = matching_size(unused)
    winning = [x for x in candidates if matching_size([m for m in unused if m != x]) == whole]
    if brute:
        search = Minimax(lo, hi, rules.opening)
        if rules.start is None:
            values = search.move_values(None, frozenset())
        else:
            values = search.move_values(rules.start, frozenset((rules.start,)))
        assert [n for n, wins in values if wins] == winning
    first_wins = bool(winning)
    assert ("the first player wins" if first_wins else "the second player wins") in maths[0]
    stated = line_with(maths, "possible first numbers")
    if first_wins:
        assert stated is not None and after_colon(stated) == winning
        assert numbers(stated)[1] == len(candidates)
    else:
        assert stated is None
    # The pairs: each a factor and a multiple, none sharing a number, as many as a maximum matching.
    parsed = [tuple(map(int, p.split("–"))) for p in pairs]
    assert all(b % a == 0 for a, b in parsed)
    paired = [n for p in parsed for n in p]
    assert len(paired) == len(set(paired)) and set(paired) <= set(unused)
    assert len(parsed) == whole
    plan = line_with(maths, "The winner's plan")
    assert plan is not None and f"({len(parsed)} pair" in plan
    if first_wins:
        x = int(re.search(r"opens with (\d+)", plan)[1])  # type: ignore[index]
        assert x in winning and x not in paired
    else:
        assert set(candidates) <= set(paired)  # every first pick has its answer
    alone = line_with(maths, "in no pair:")
    left = sorted(set(unused) - set(paired) - ({x} if first_wins else set()))
    assert (after_colon(alone.split(".")[0]) if alone else []) == left
    # The primes above half the range, and the moves that win at once.
    big = [p for p in range(hi // 2 + 1, hi + 1) if prime(p) and p >= lo]
    said = line_with(maths, "above half of")
    if big:
        assert said is not None and numbers(said.split("have")[0].split("has")[0])[1:] == big
    at_once_line = line_with(maths, "wins at once")
    # A first pick wins at once when no unused number is a factor or multiple of it.
    at_once = [n for n in candidates if not [m for m in unused if m != n and (m % n == 0 or n % m == 0)]]
    assert (numbers(at_once_line.split(":")[1]) if at_once_line else []) == at_once


@pytest.mark.parametrize("game", TWO_PLAYER_CHAINS)
def test_chain_presets(game: str) -> None:
    rules = GAMES[game].rules
    assert isinstance(rules, ChainRules)
    check_chain_notes(game, rules, brute=rules.hi <= 12)


@pytest.mark.parametrize("game", TWO_PLAYER_CHAINS)
@pytest.mark.parametrize("hi", [9, 12, 13])
def test_chain_small_ranges_by_brute_force(game: str, hi: int) -> None:
    rules = GAMES[game].rules
    assert isinstance(rules, ChainRules)
    check_chain_notes(game, replace(rules, hi=hi), brute=True)


def test_the_opening_rule_and_the_trap() -> None:
    """Juniper Green's even opening rules out the three-move win that a free opening allows."""
    maths = notes_of("juniper-green")["maths"]
    trap = line_with(maths, "three moves")
    assert trap is not None
    p, one, q = numbers(trap)[:3]
    assert one == 1 and prime(p) and prime(q) and 2 * p > 100 and 2 * q > 100 and p % 2
    search = Minimax(1, 100, "any")
    assert search.moves(p, frozenset((p,))) == [1]
    assert search.moves(q, frozenset((p, 1, q))) == []
    # Factor Chain Challenge: only one prime above half of 10, so no trap, and the second player wins.
    maths = notes_of("factor-chain-challenge")["maths"]
    assert line_with(maths, "no trap") is not None
    assert not Minimax(1, 10).wins(None, frozenset())


def test_removal() -> None:
    for game, rules in [
        ("multiples-removal", GAMES["multiples-removal"].rules),
        ("multiples-removal", RemovalRules(4)),
    ]:
        # The first player wins at once by taking 1, and the notes say so.
        assert isinstance(rules, RemovalRules)
        maths = notes_of(game, rules)["maths"]
        board = frozenset(rules.numbers)
        best = [n for n in sorted(board) if not plain_to_move_wins(frozenset(m for m in board if m % n), False)]
        assert numbers(maths[0]) == best
        assert best == [1] and line_with(maths, "picking 1 removes the whole board") is not None
        without = board - {1}
        best_without = [
            n for n in sorted(without) if not plain_to_move_wins(frozenset(m for m in without if m % n), False)
        ]
        line = line_with(maths, "Without 1")
        assert line is not None
        assert (numbers(line.split(";")[-1]) if ";" in line else []) == best_without and (
            "first player wins" in line
        ) == bool(best_without)
        lonely = [n for n in sorted(board) if not [m for m in board if m != n and m % n == 0]]
        said = line_with(maths, "above half of")
        assert said is not None and numbers(said)[1:] == lonely


def factor_facts(rules: FactorRules, search: FactorGameMinimax | FactorGameAlphaBeta) -> dict[str, object]:
    board = frozenset(rules.numbers)

    def factors(b: frozenset[int], n: int) -> frozenset[int]:
        return frozenset(d for d in b if d < n and n % d == 0)

    picks = {n: (n, sum(factors(board, n)), board - factors(board, n) - {n}) for n in board if factors(board, n)}
    margins = {n: mine - theirs - search.value(after) for n, (mine, theirs, after) in picks.items()}
    top = max(margins.values())
    greedy = max(picks, key=lambda n: (picks[n][0] - picks[n][1], n))
    after = picks[greedy][2]
    replies = {
        m: m - sum(factors(after, m)) - search.value(after - factors(after, m) - {m})
        for m in after
        if factors(after, m)
    }
    answer = max(replies, key=lambda m: (replies[m], -m))
    return {
        "top": top,
        "best": sorted(n for n, v in margins.items() if v == top),
        "greedy": greedy,
        "greedy_margin": margins[greedy],
        "answer": answer,
        "gains": {n: picks[n][:2] for n in picks},
    }


@pytest.mark.parametrize("hi", [8, 10, 12, 14, 30])
def test_factor_game(hi: int) -> None:
    rules = FactorRules(1, hi)
    facts = factor_facts(rules, FactorGameAlphaBeta() if hi > 14 else FactorGameMinimax(False))
    maths = notes_of("factor-game", rules)["maths"]
    top, best = facts["top"], facts["best"]
    assert isinstance(top, int)
    first = maths[0]
    if top > 0:
        assert f"finishes {top} point" in first and "ahead" in first
    elif top < 0:
        assert f"finishes {-top} point" in first and "behind" in first
    else:
        assert "draw" in first
    assert after_colon(first) == best
    assert numbers(maths[1])[2] == sum(range(1, hi + 1))
    why = line_with(maths, "and not")
    greedy = facts["greedy"]
    if greedy in best:
        assert why is None
        return
    assert why is not None
    b, g, g_again, mine, theirs, m, k = numbers(why)
    gains = facts["gains"]
    assert isinstance(gains, dict)
    assert b in best and g == g_again == greedy and (mine, theirs) == gains[greedy]
    assert m == facts["answer"] and k == abs(facts["greedy_margin"])  # type: ignore[arg-type]
    second = maths[maths.index(why) + 1]
    assert numbers(second) == [b, *gains[b], top]


def test_the_factor_games_preset_says_why_25_beats_29() -> None:
    maths = notes_of("factor-game")["maths"]
    assert "best first pick is 25" in maths[0] and "17 points ahead" in maths[0]
    assert line_with(maths, "Why 25 and not 29?") is not None


@pytest.mark.parametrize("hi", [8, 10, 12])
def test_longest_chain_small(hi: int) -> None:
    preset = GAMES["longest-chain"].rules
    assert isinstance(preset, ChainRules)
    notes = notes_of("longest-chain", replace(preset, hi=hi))
    said = line_with(notes["maths"], "The longest chain")
    assert said is not None and numbers(said)[2] == longest_chain_length(hi)
    (chain,) = notes["pairs"]
    links = numbers(chain)
    assert len(links) == len(set(links)) == longest_chain_length(hi)
    assert all(a % b == 0 or b % a == 0 for a, b in itertools.pairwise(links))


def test_longest_chain_preset() -> None:
    notes = notes_of("longest-chain")
    said = line_with(notes["maths"], "The longest chain")
    assert said is not None
    links = numbers(notes["pairs"][0])
    assert numbers(said)[2] == len(links) == len(set(links)) == 77 and numbers(said)[3] == 100 - 77
    assert all(a % b == 0 or b % a == 0 for a, b in itertools.pairwise(links))
    big = [p for p in range(51, 101) if prime(p)]
    primes = line_with(notes["maths"], "primes above half")
    assert primes is not None and numbers(primes)[1 : 1 + len(big)] == big
    assert sum(1 for p in big if p in links) <= 1
    assert numbers(primes)[-1] == len(big) - 1


@pytest.mark.parametrize("game", list(GAMES))
def test_french_states_the_same_numbers(game: str) -> None:
    english, french = notes_of(game), notes_of(game, lang="fr")
    assert english.keys() == french.keys()
    for key in english:
        assert len(english[key]) == len(french[key])
        for en, fr in zip(english[key], french[key]):
            assert sorted(numbers(en)) == sorted(numbers(fr)), (en, fr)
            if key != "pairs":
                assert en != fr, en


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_op(lang: str) -> None:
    for game in GAMES:
        view: NotesView = json.loads(api.handle(json.dumps({"op": "notes", "hash": f"game={game}", "lang": lang})))
        assert problems(view, NotesView) == []
        assert view["game"] == game and view["lang"] == lang and view["notice"] is None
        ids = [s["id"] for s in view["sections"]]
        assert ids[:3] == ["aim", "questions", "maths"] and ids[-1] == "sequence"
        links = {link["id"]: link for link in view["links"]}
        assert links["play"]["page"] == "index.html" and links["play"]["hash"] == f"game={game}"
        suffix = "" if lang == "en" else ".fr"
        assert links["rules"]["page"] == f"rules/{GAMES[game].rules_page}{suffix}.html"
        assert (ROOT / "rules" / f"{GAMES[game].rules_page}.body.html").is_file(), "a rules page the build writes"
        rule = notes_page.study_rule(game)
        assert (links["study"]["hash"] if "study" in links else None) == (f"rule={rule}" if rule else None)
    unknown = json.loads(api.handle(json.dumps({"op": "notes", "hash": "game=chess", "lang": lang})))
    assert unknown["game"] == next(iter(GAMES)) and unknown["notice"]


def test_every_game_with_a_table_links_to_study() -> None:
    """Every two-player game whose rule the Study page has links there."""
    removal = {g for g in GAMES if isinstance(GAMES[g].rules, RemovalRules)}  # Study has no rule of theirs
    assert {g for g in GAMES if notes_page.study_rule(g)} == set(GAMES) - {"longest-chain"} - removal


def test_every_registered_kind_has_notes_and_they_end_the_sequence():
    """A kind reaches the notes by its registration (games/registry.py) and its `lesson`; the
    sequence's last step is the kind's own."""
    from factorgames.games.registry import KINDS
    from factorgames.teach.notes import LESSONS

    assert sorted(LESSONS) == sorted(kind.rules_type.kind for kind in KINDS)
    for game in GAMES.values():
        lesson = LESSONS[game.rules.kind](game.title, game.rules, game.solo)
        assert sections(game.id, game.rules)[-1]["lines"][-1] == lesson.last_step
