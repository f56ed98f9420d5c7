"""api.handle: JSON in, a view out; never an exception, whatever arrives."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path
from typing import Literal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from contract import assert_view
from factorgames.games.position import replay
from factorgames.games.presets import DEFAULT_GAME, GAMES, ChainRules, RemovalRules
from factorgames.page import first_visit
from factorgames.page.api import handle
from factorgames.page.view import BOARD_MAX
from factorgames.play.solver import analyse
from factorgames.transcript import decode

OPS = ["load", "new", "pick", "computer", "undo", "rematch", "view"]
TWO_PLAYER = [g for g in GAMES if not GAMES[g].solo]
SOLO = [g for g in GAMES if GAMES[g].solo]


def call(**request) -> dict:
    text = handle(json.dumps(request))
    assert isinstance(text, str)
    return json.loads(text)


def position_of(view: dict):
    record = decode(view["hash"])
    return record, replay(record.setup.rules, record.moves)


def assert_playable(view: dict) -> None:
    """A well-formed view whose hash decodes to a game whose moves all replay."""
    assert_view(view)
    record, p = position_of(view)
    assert view["game"]["id"] == record.setup.game
    assert view["over"] == p.is_over
    cells = view["board"]["cells"]
    numbers = [c["n"] for c in cells]
    if isinstance(p.rules, RemovalRules):
        assert numbers == list(range(1, p.rules.grid**2 + 1))
    else:
        assert numbers == list(p.rules.numbers)
        assert p.rules.hi <= BOARD_MAX
    legal = {c["n"] for c in cells if c["state"] == "legal"}
    # A first visit's board waits for a way to play to be chosen: no number shows as one to pick.
    assert legal == (set() if view["first_visit"] else set(p.legal_moves()))


def assert_default_with_notice(view: dict) -> None:
    assert_playable(view)
    assert view["notice"]
    assert view["game"]["id"] == DEFAULT_GAME
    assert not view["over"]
    assert any(c["state"] == "legal" for c in view["board"]["cells"])


# ------------------------------------------------------------------------------ hostile input


@pytest.mark.parametrize(
    "text",
    [
        "",
        "not json",
        "{",
        "[]",
        "null",
        "3",
        '"load"',
        "[1, 2]",
        "NaN",
        "\ud800",
        '{"op": "pick", "hash": ' + "9" * 5000 + "}",
    ],
)
def test_unreadable_requests_give_the_default_game_with_a_notice(text):
    view = json.loads(handle(text))
    assert_default_with_notice(view)
    assert view["notice"] == "That request could not be read."


@pytest.mark.parametrize("code", ["garbage", "game=chess", "game=" + "x" * 30_000, "=&=&&", "%ff%00"])
@pytest.mark.parametrize("op", OPS)
def test_addresses_without_a_game_give_the_default_game_with_a_notice(code, op):
    view = call(op=op, hash=code)
    if op == "new":  # "new" reads the setup form, not the address
        assert_playable(view)
        return
    assert_default_with_notice(view)


@pytest.mark.parametrize(
    "code, left_out",
    [
        ("game=multiplicity&range=9-3", "range=9-3"),
        ("game=multiplicity&range=x", "range=x"),
        ("game=multiples-removal&grid=9", "grid=9"),
        ("game=multiplicity&moves=abc", "moves from abc"),
        ("game=multiplicity&vs=grandmaster", "vs=grandmaster"),
        ("game=nrich&vs=Perfect!&moves=48", "vs=Perfect!"),
        ("game=nrich&first=3&moves=48", "first=3"),
        ("game=multiples-removal&misere=yes!&grid=4", "misere=yes!"),
    ],
)
@pytest.mark.parametrize("op", ["load", "view", "pick"])
def test_a_damaged_link_keeps_its_game_and_names_what_was_left_out(code, left_out, op):
    view = call(op=op, hash=code, number=2)
    assert_playable(view)
    assert view["game"]["id"] == decode(code.split("&")[0]).setup.game
    assert f"left out: {left_out}" in view["notice"]


@pytest.mark.parametrize(
    "code, moves",
    [
        ("game=nrich&moves=48,24.", (48, 24)),
        ("game=nrich&moves=48,24)", (48, 24)),
        ("game=nrich&moves=48,24).", (48, 24)),
        ("game=nrich&moves=48,x,24", (48,)),
        ("game=multiples-removal&grid=4&misere=yes!", ()),
    ],
)
def test_a_link_that_ends_a_sentence_or_breaks_keeps_what_it_can(code, moves):
    view = call(op="load", hash=code)
    assert decode(view["hash"]).moves == moves
    assert ("grid=4" in view["hash"]) == ("grid=4" in code)


@pytest.mark.parametrize(
    "code",
    [
        "game=nrich&range=1-3",
        "game=multiplicity&range=1-1",
        "game=juniper-green&range=1-1",
        "game=factor-chain&range=1-1&moves=2",
    ],
)
def test_setups_that_leave_no_first_move_are_refused(code):
    view = call(op="load", hash=code)
    assert "no move at all" in view["notice"]
    assert not view["over"] and view["hash"] == encode_preset(code)
    new = call(op="new", setup={"game": code.split("&")[0][5:], "range": code.split("range=")[1].split("&")[0]})
    assert "no move at all" in new["notice"] and not new["over"]


def encode_preset(code: str) -> str:
    from factorgames.transcript import Record, Setup, encode

    return encode(Record(Setup.preset(decode(code.split("&")[0]).setup.game)))


# Any text (lone surrogates aside, which JSON cannot carry to the worker as UTF-8).
SURROGATES: Literal["Cs"] = "Cs"
hostile_text = st.text(alphabet=st.characters(exclude_categories=(SURROGATES,)), max_size=300)
scalars = st.one_of(st.none(), st.booleans(), st.integers(-(10**6), 10**6), st.floats(allow_nan=False), hostile_text)
json_values = st.recursive(
    scalars,
    lambda inner: st.one_of(st.lists(inner, max_size=4), st.dictionaries(hostile_text, inner, max_size=4)),
    max_leaves=12,
)
KEYS = [
    "game",
    "range",
    "grid",
    "opening",
    "start",
    "strict",
    "misere",
    "without-one",
    "lose-turn",
    "vs",
    "first",
    "moves",
]


@st.composite
def share_codes(draw):
    """Codes built from real keys with hostile or plausible values."""
    parts = []
    if draw(st.booleans()):
        parts.append("game=" + draw(st.sampled_from(list(GAMES) + ["", "chess"])))
    for key in draw(st.lists(st.sampled_from(KEYS), max_size=5)):
        value = draw(
            st.one_of(
                hostile_text,
                st.integers(-5, 500).map(str),
                st.lists(st.integers(0, 120), max_size=12).map(lambda m: ",".join(map(str, m))),
                st.tuples(st.integers(0, 500), st.integers(0, 500)).map(lambda t: f"{t[0]}-{t[1]}"),
            )
        )
        parts.append(f"{key}={value}")
    return "&".join(parts)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    op=st.sampled_from(OPS + ["bogus", ""]),
    code=st.one_of(hostile_text, share_codes()),
    number=json_values,
    seed=json_values,
)
def test_handle_never_raises_on_hostile_hashes(op, code, number, seed):
    view = call(op=op, hash=code, number=number, seed=seed)
    assert_playable(view)


setup_values = st.one_of(scalars, st.lists(scalars, max_size=3))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    request=st.dictionaries(
        st.sampled_from(["op", "hash", "number", "seed", "saved", "hint", "setup", "x", "step", "strategy"]),
        json_values,
        max_size=6,
    ),
    setup=st.fixed_dictionaries(
        {},
        optional={
            "game": st.one_of(setup_values, st.sampled_from(list(GAMES))),
            "vs": setup_values,
            "range": setup_values,
            "grid": setup_values,
            "opening": setup_values,
            "start": setup_values,
            "without_one": setup_values,
            "misere": setup_values,
            "first": setup_values,
        },
    ),
    op=st.sampled_from(OPS),
    with_setup=st.booleans(),
)
def test_handle_never_raises_on_wrong_types(request, setup, op, with_setup):
    request = dict(request)
    request["hint"] = request["strategy"] = False  # keep every example quick; tested separately
    if with_setup:
        request["op"] = op
        request["setup"] = setup
    text = handle(json.dumps(request))
    assert_playable(json.loads(text))


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(value=st.one_of(json_values.map(json.dumps), hostile_text, json_values))
def test_handle_answers_any_json_any_string_and_any_value(value):
    """Any JSON document, any text, and even a value that is not text at all: a playable view."""
    assert_playable(json.loads(handle(value)))


def test_deep_but_parseable_json_is_handled():
    deep = json.dumps({"op": "load", "hash": [[[[[[["game=nrich"]]]]]]], "setup": {"a": {"b": {"c": []}}}})
    assert_playable(json.loads(handle(deep)))


@pytest.mark.parametrize("text", ["[" * 100_000, '{"a":' * 100_000])
def test_deeply_nested_json_does_not_raise(text):
    assert_default_with_notice(json.loads(handle(text)))


@pytest.mark.parametrize(
    "setup",
    [
        {"game": ["multiplicity"]},
        {"game": {"id": "nrich"}},
        {"game": "multiplicity", "vs": ["easy"]},
        {"game": "nrich", "vs": {}},
    ],
)
def test_unhashable_setup_values_do_not_raise(setup):
    assert_playable(call(op="new", setup=setup))


# Digits that str.isdigit() accepts but int() refuses, and numbers past Python's 4300-digit limit.
@pytest.mark.parametrize(
    "request_",
    [
        {"op": "load", "hash": "game=multiplicity&moves=²"},
        {"op": "view", "hash": "game=multiples-removal&grid=²"},
        {"op": "load", "hash": "game=multiplicity&moves=" + "9" * 5000},
        {"op": "pick", "hash": "game=multiplicity", "number": "²"},
        {"op": "pick", "hash": "game=multiplicity", "number": "9" * 5000},
        {"op": "new", "setup": {"game": "multiplicity", "range": "1-²"}},
    ],
    ids=["moves-sup2", "grid-sup2", "moves-5000-digits", "pick-sup2", "pick-5000-digits", "new-range-sup2"],
)
def test_digit_lookalikes_do_not_raise(request_):
    view = call(**request_)
    assert_playable(view)
    assert view["notice"]
    if request_["op"] == "pick":
        assert decode(view["hash"]).moves == ()


def test_saved_game_is_used_when_the_address_is_empty():
    view = call(op="load", hash="", saved="game=nrich&moves=48,24")
    assert view["game"]["id"] == "nrich" and view["chain"] == [48, 24] and view["notice"] is None
    bad = call(op="load", hash="#", saved="game=chess")
    assert_default_with_notice(bad)
    assert "saved game" in bad["notice"]
    weird = call(op="load", hash=None, saved={"game": "nrich"})  # nothing kept that can be read: a first visit
    assert_playable(weird)
    assert weird["game"]["id"] == first_visit.LEAD and weird["first_visit"] is not None


def test_only_a_first_visit_gets_the_start_and_each_of_its_choices_starts_a_game():
    """No address and no game kept: the start over the board of the game it leads with, which waits
    for a choice (no number to pick, every control but New game disabled, the status says so); an
    address, a game kept (even one that cannot be read), any other request: none."""
    first = call(op="load", hash="", saved=None)
    start = first["first_visit"]
    assert start is not None and start["game"] == first_visit.LEAD == first["game"]["id"]
    assert start["line"].startswith("NRICH Juniper Green: ") and start["level"] in [v["id"] for v in start["levels"]]
    assert sorted(g["id"] for g in start["games"]) == sorted(g for g in GAMES if g != first_visit.LEAD)
    assert not [c for c in first["board"]["cells"] if c["state"] == "legal"]
    assert first["controls"]["new"] and not any(on for name, on in first["controls"].items() if name != "new")
    assert first["status"] == "Choose how to play to begin: the board waits for your choice."
    for request in (
        {"op": "load", "hash": "game=multiplicity", "saved": None},
        {"op": "load", "hash": "", "saved": "game=nrich&moves=48"},
        {"op": "load", "hash": "", "saved": "game=chess"},
        {"op": "view", "hash": "game=multiplicity"},
        {"op": "pick", "hash": "game=multiplicity", "number": 2},
    ):
        assert call(**request)["first_visit"] is None, request
    # Each choice is a New game with the start's values: the game against the computer, a friend, another game.
    for vs in [level["id"] for level in start["levels"]] + [friend["id"] for friend in start["friends"]]:
        view = call(op="new", setup={"game": start["game"], "vs": vs})
        assert view["setup"]["vs"] == (vs or None) and view["first_visit"] is None and view["notice"] is None
    for game in start["games"]:
        view = call(op="new", setup={"game": game["id"], "vs": start["level"]})
        assert view["game"]["id"] == game["id"] and view["notice"] is None
    french = call(op="load", hash="", saved=None, lang="fr")["first_visit"]
    assert (
        french["line"].startswith("Juniper Green (NRICH)\u00a0:") and french["computer"] == "Jouer contre l’ordinateur"
    )


def test_unknown_op_keeps_the_game_and_says_so():
    view = call(op="dance", hash="game=nrich&moves=48")
    assert view["chain"] == [48] and "dance" in view["notice"]


# ------------------------------------------------------------------------------ addresses with illegal moves


def test_illegal_move_in_the_address_keeps_the_legal_prefix():
    view = call(op="load", hash="game=multiplicity&moves=5,10,5,2")
    assert view["chain"] == [1, 5, 10]
    assert decode(view["hash"]).moves == (5, 10)
    assert "Move 3 (5)" in view["notice"] and "5 was already chosen" in view["notice"]
    assert "up to move 2" in view["notice"]
    first = call(op="load", hash="game=juniper-green&moves=7,14")
    assert first["chain"] == [] and "Move 1 (7)" in first["notice"] and "from the start" in first["notice"]
    assert "even" in first["notice"]


def test_moves_after_the_end_are_cut():
    view = call(op="load", hash="game=factor-chain&moves=2,4,8,16,3")
    assert view["chain"] == [1, 2, 4, 8, 16] and view["over"] and view["winner"] == 2
    assert "Move 5 (3) is not allowed: the game is over" in view["notice"]


def test_address_with_a_strict_forfeit():
    view = call(op="load", hash="game=number-nexus&moves=6,7")
    assert view["notice"] is None
    assert view["over"] and "entered 7" in view["status"] and view["winner"] == 1
    assert "7 is not a factor or multiple of 6" in view["status"]
    cut = call(op="load", hash="game=number-nexus&moves=6,7,3")
    assert decode(cut["hash"]).moves == (6, 7) and "the game is over" in cut["notice"]


@pytest.mark.parametrize("hi, refused", [(400, False), (401, True), (1000, True), (100_000, True)])
def test_ranges_above_the_board_limit_are_refused(hi, refused):
    view = call(op="load", hash=f"game=juniper-green&range=1-{hi}")
    rules = decode(view["hash"]).setup.rules
    if refused:
        assert str(BOARD_MAX) in view["notice"] and f"1-{hi}" in view["notice"]
        assert rules == GAMES["juniper-green"].rules
    else:
        assert view["notice"] is None and rules.hi == hi
        assert len(view["board"]["cells"]) == hi
    new = call(op="new", setup={"game": "juniper-green", "range": f"1-{hi}"})
    assert (new["notice"] is not None) == refused
    assert new["setup"]["hi"] == (100 if refused else hi)


# ------------------------------------------------------------------------------ picks


def test_pick_refuses_illegal_picks_with_the_reason():
    code = "game=multiplicity&moves=5,10"
    for number, notice in [
        (5, "5 was already chosen."),
        (9, "9 is not a factor or multiple of 10."),
        ("51", "51 is outside 1..50."),
        (10, "10 is the current number."),
    ]:
        view = call(op="pick", hash=code, number=number)
        assert view["notice"] == notice
        assert view["hash"] == "game=multiplicity&range=1-50&moves=5,10"
    for number in ["abc", "", None, "-3", 2.5, [2]]:
        view = call(op="pick", hash=code, number=number)
        assert view["notice"] and decode(view["hash"]).moves == (5, 10)


def test_pick_plays_a_legal_pick_and_announces_it():
    view = call(op="pick", hash="game=multiplicity&moves=5,10", number=" 2 ")
    assert view["chain"] == [1, 5, 10, 2] and view["notice"] is None
    assert view["announce"] == "Player 1 picked 2."
    removal = call(op="pick", hash="game=multiples-removal&moves=7", number=2)
    assert removal["announce"] == "Player 2 picked 2, removing 2, 4, 6 and 8."


def test_pick_strict_forfeit_in_number_nexus():
    view = call(op="pick", hash="game=number-nexus&moves=6", number=7)
    assert view["over"] and view["winner"] == 1 and view["chain"] == [6]
    assert decode(view["hash"]).moves == (6, 7)
    assert "Player 2 entered 7" in view["status"] and "not a factor or multiple of 6" in view["status"]
    assert view["notice"] is None
    out = call(op="pick", hash="game=number-nexus", number=1)
    assert out["over"] and out["winner"] == 2 and "1 is outside 2..100" in out["status"]
    again = call(op="pick", hash=view["hash"], number=12)
    assert "over" in again["notice"] and decode(again["hash"]).moves == (6, 7)


def test_no_forfeit_outside_number_nexus():
    view = call(op="pick", hash="game=juniper-green&moves=8", number=7)
    assert not view["over"] and view["notice"] == "7 is not a factor or multiple of 8."


def test_pick_waits_for_the_computer():
    view = call(op="pick", hash="game=nrich&vs=easy&first=2", number=4)
    assert view["notice"] == "Wait for the computer's move." and view["chain"] == []
    assert view["computer_to_move"]


# ------------------------------------------------------------------------------ undo


def test_undo_two_players_takes_back_one_move():
    view = call(op="undo", hash="game=nrich&moves=48,24,12")
    assert view["chain"] == [48, 24] and view["announce"] == "Move taken back."
    empty = call(op="undo", hash="game=nrich")
    assert empty["notice"] == "There is no move to take back." and not empty["controls"]["undo"]


@pytest.mark.parametrize("first", [1, 2])
def test_undo_against_the_computer_goes_back_to_the_persons_move(first):
    rng = random.Random(first)
    code = f"game=number-nexus&vs=easy&first={first}"
    view = call(op="load", hash=code)
    person_turns = []  # the move lists at which it was the person's turn
    for _ in range(8):
        if view["over"]:
            break
        if view["computer_to_move"]:
            view = call(op="computer", hash=view["hash"], seed=rng.randrange(100))
            continue
        moves = decode(view["hash"]).moves
        person_turns.append(moves)
        legal = [c["n"] for c in view["board"]["cells"] if c["state"] == "legal"]
        view = call(op="pick", hash=view["hash"], number=min(legal))  # small numbers keep the game going
    assert len(person_turns) >= 2
    # Undo repeatedly: each undo lands on the person's previous turn.
    for expected in reversed(person_turns):
        assert view["controls"]["undo"]
        view = call(op="undo", hash=view["hash"])
        assert decode(view["hash"]).moves == expected
        assert not view["computer_to_move"]
        assert view["to_move"] == 1
    assert not view["controls"]["undo"]


def test_undo_takes_back_a_forfeit():
    view = call(op="undo", hash="game=number-nexus&moves=6,7")
    assert not view["over"] and view["chain"] == [6] and decode(view["hash"]).moves == (6,)


# ------------------------------------------------------------------------------ computer


@pytest.mark.parametrize("level", ["easy", "medium", "perfect"])
@pytest.mark.parametrize("game", TWO_PLAYER)
def test_computer_plays_a_legal_move_reproducibly(game, level):
    code = f"game={game}&vs={level}&first=2"
    before = call(op="load", hash=code)
    assert before["computer_to_move"] and before["status"] == "Computer is thinking…"
    _, p = position_of(before)
    outs = [call(op="computer", hash=code, seed=seed) for seed in (4, 4, 9)]
    a, b, _ = outs
    assert a["hash"] == b["hash"]
    for out in outs:
        moves = decode(out["hash"]).moves
        assert len(moves) == 1 and p.check(moves[0]) is None
        assert out["announce"].startswith(f"Computer picked {moves[0]}")
        assert not out["computer_to_move"]
        assert out["over"] == p.play(moves[0]).is_over
        assert out["to_move"] == (None if out["over"] else 1)
    # With no seed the move is still reproducible.
    assert call(op="computer", hash=code)["hash"] == call(op="computer", hash=code)["hash"]


def test_computer_does_nothing_when_it_is_not_its_turn():
    codes = ["game=nrich&vs=easy", "game=nrich&moves=48", "game=factor-chain&vs=perfect&first=2&moves=2,4,8,16"]
    codes += [f"game={g}&vs=perfect&first=2" for g in SOLO]  # nobody plays against you in a solo game
    for code in codes:
        view = call(op="computer", hash=code, seed=1)
        assert decode(view["hash"]) == decode(code)


def test_computer_game_to_the_end():
    view = call(op="load", hash="game=factor-chain-challenge&vs=perfect")
    rng = random.Random(5)
    while not view["over"]:
        if view["computer_to_move"]:
            view = call(op="computer", hash=view["hash"], seed=rng.randrange(1000))
        else:
            legal = [c["n"] for c in view["board"]["cells"] if c["state"] == "legal"]
            view = call(op="pick", hash=view["hash"], number=rng.choice(legal))
    # Factor Chain Challenge is lost for whoever starts (a perfect pairing): perfect, second, wins.
    assert view["winner"] == 2 and view["players"]["2"] == "Computer"
    assert "Computer wins" in view["status"]


# ------------------------------------------------------------------------------ rematch


def test_rematch_swaps_who_starts():
    over = "game=nrich&vs=perfect&moves=38,19,1,97"
    assert call(op="load", hash=over)["rematch"] == {"label": "Rematch", "enabled": True}
    view = call(op="rematch", hash=over)
    record = decode(view["hash"])
    assert record.setup.first == 2 and record.moves == () and record.setup.vs == "perfect"
    assert view["computer_to_move"]
    back = call(op="rematch", hash=view["hash"].replace("&first=2", "&first=2&moves=46,23,1,97"))
    assert decode(back["hash"]).setup.first == 1
    two = call(op="rematch", hash="game=multiples-removal&grid=4&misere&moves=2,3,5,7,11,13,1")
    record = decode(two["hash"])
    assert record.setup.first == 2 and record.setup.rules.grid == 4 and record.setup.rules.misere
    assert two["to_move"] == 2  # Player 2 moves first now


def test_rematch_waits_for_the_end_of_the_game():
    code = "game=nrich&moves=48,24"
    view = call(op="rematch", hash=code)
    assert view["rematch"] == {"label": "Rematch", "enabled": False}
    assert (
        view["notice"] == "Finish this game first, or start a new game."
        and view["hash"] == "game=nrich&range=1-100&moves=48,24"
    )


def test_rematch_of_a_solo_game_starts_it_again():
    for game in SOLO:
        view = call(op="rematch", hash=f"game={game}&range=1-10&moves=4,8")
        record = decode(view["hash"])
        assert record.moves == () and record.setup.first == 1 and record.setup.rules.hi == 10


def test_winner_is_the_named_player_not_the_seat():
    # first=2: seat 1 is Player 2. In Factor Chain 2,4,8,16 seat 2 wins, i.e. Player 1.
    view = call(op="load", hash="game=factor-chain&first=2&moves=2,4,8,16")
    assert view["over"] and view["winner"] == 1
    assert view["status"].startswith("Player 1 wins")


# ------------------------------------------------------------------------------ the board


def random_codes():
    rng = random.Random(2024)
    codes = []
    for game in GAMES:
        for _ in range(6):
            p = GAMES[game].rules.initial_position()
            for _ in range(rng.randrange(0, 15)):
                legal = list(p.legal_moves())
                if not legal:
                    break
                p = p.play(rng.choice(legal))
            codes.append(f"game={game}&moves=" + ",".join(map(str, p.history)))
    codes += [
        "game=factor-chain-challenge&range=7-30&moves=12,24",
        "game=multiples-removal&grid=5&without-one&moves=4",
        "game=number-nexus&moves=6,7",
        "game=multiplicity&range=1-400&moves=397",
    ]
    return codes


@pytest.mark.parametrize("code", random_codes())
def test_board_cells_agree_with_the_position(code):
    view = call(op="load", hash=code)
    assert view["notice"] is None
    record, p = position_of(view)
    assert decode(code).moves == record.moves
    legal = set(p.legal_moves())
    cells = view["board"]["cells"]
    if isinstance(p.rules, ChainRules):
        assert view["chain"] == list(p.chain)
        for cell in cells:
            n = cell["n"]
            if n == p.current:
                assert cell["state"] == "current"
            elif n in p.used:
                assert cell["state"] == "used"
            elif n in legal:
                assert cell["state"] == "legal"
            else:
                assert cell["state"] == "blocked"
            if p.current is None or n not in legal:
                assert cell["relation"] is None
            elif p.current % n == 0:
                assert cell["relation"] == "divisor"
            elif n % p.current == 0:
                assert cell["relation"] == "multiple"
            else:
                assert cell["relation"] is None
    elif isinstance(p.rules, RemovalRules):
        assert view["chain"] == list(p.moves)
        for cell in cells:
            n = cell["n"]
            assert cell["state"] == ("legal" if n in p.remaining else "used")
            if n in p.remaining:
                assert cell["removes"] == sorted(m for m in p.remaining if m % n == 0)
    else:  # the Factor Game: a number left can be picked while one of its factors is left
        assert view["chain"] == list(p.moves)
        for cell in cells:
            n = cell["n"]
            factors = [d for d in p.remaining if d < n and n % d == 0]
            state = "used" if n not in p.remaining else "legal" if factors and not p.is_over else "blocked"
            assert cell["state"] == state
            assert cell["removes"] == (sorted(factors + [n]) if state == "legal" else [])
    assert all(cell["hint"] is None for cell in cells)  # no hint asked
    solo = GAMES[record.setup.game].solo
    assert view["to_move"] == (None if p.is_over else 1 if solo else p.to_move)
    assert view["winner"] == (None if solo or not p.is_over else p.outcome().winner)
    assert view["controls"]["undo"] == bool(p.history)


@pytest.mark.parametrize("code", [c for c in random_codes() if "range=1-400" not in c][::2])
def test_analysis_marks_agree_with_the_solver(code):
    view = call(op="view", hash=code, analysis=True)
    record, p = position_of(view)
    cells = {c["n"]: c for c in view["board"]["cells"]}
    if p.is_over or GAMES[record.setup.game].solo:  # no hints in a solo challenge
        assert view["hint"] is None
        assert all(c["hint"] is None for c in cells.values())
        return
    a = analyse(p)
    values = dict(a.moves)
    if p.scores is None:
        for n, cell in cells.items():
            if n in values:
                assert cell["hint"] == ("win" if values[n] else "lose")
            else:
                assert cell["hint"] is None
    else:  # a game that keeps score marks the picks that finish ahead or behind, the best first
        marks = {n: cell["hint"] for n, cell in cells.items() if cell["hint"]}
        best = [n for n, wins in values.items() if wins]
        assert set(marks) <= set(values)
        if "win" in marks.values():
            assert all(marks.get(n) == "win" for n in best)
        if any(marks.get(n) == "lose" for n in best):
            assert all(marks.get(n) == "lose" for n in values)
    assert view["hint"] is None  # the analysis marks the board; it does not press the pupil's Hint
    hinted = call(op="view", hash=code, hint=True)  # a pupil's hint marks the winning moves only
    assert hinted["hint"]["winning"] == list(a.winning_moves)
    if p.scores is not None and not a.to_move_wins:  # every pick finishes behind (or level): the closest
        shown = [c["n"] for c in hinted["board"]["cells"] if c["hint"] in ("win", "try")]
        assert shown and set(shown) <= set(a.winning_moves)
        return
    assert [c["n"] for c in hinted["board"]["cells"] if c["hint"] == "win"] == list(a.winning_moves)
    tries = [c["n"] for c in hinted["board"]["cells"] if c["hint"] == "try"]
    assert len(tries) == (0 if a.winning_moves else 1) and set(tries) <= set(values)  # the best try, when all lose
    if a.winning_moves:
        assert all(str(n) in hinted["hint"]["text"] for n in a.winning_moves)
    else:
        assert "Every move loses" in hinted["hint"]["text"]


def test_new_game_from_the_setup_form():
    view = call(op="new", setup={"game": "multiples-removal", "grid": 4, "misere": True, "vs": "easy", "first": "2"})
    assert view["notice"] is None
    assert view["setup"] == {
        "game": "multiples-removal",
        "fields": ["grid", "without_one", "misere", "vs", "first", "highlights"],
        "vs": "easy",
        "first": 2,
        "grid": 4,
        "without_one": False,
        "misere": True,
        "lose_turn": False,
        "lo": None,
        "hi": None,
        "start": None,
        "opening": None,
        "strict": False,
        "highlights": True,
    }
    assert view["computer_to_move"]
    bad = call(op="new", setup={"game": "nrich", "range": "50-10"})
    assert bad["notice"] and bad["game"]["id"] == "nrich" and (bad["setup"]["lo"], bad["setup"]["hi"]) == (1, 100)
    unknown = call(op="new", setup={"game": "chess"})
    assert unknown["notice"] and unknown["game"]["id"] == DEFAULT_GAME


def test_a_random_starter_is_drawn_from_the_seed():
    firsts = {
        decode(call(op="new", setup={"game": "nrich", "vs": "easy", "first": "random"}, seed=seed)["hash"]).setup.first
        for seed in range(12)
    }
    assert firsts == {1, 2}
    again = [call(op="new", setup={"game": "nrich", "first": "random"}, seed=5)["hash"] for _ in range(2)]
    assert again[0] == again[1]


def test_without_highlights_the_board_hides_what_can_be_picked():
    view = call(op="new", setup={"game": "number-nexus", "highlights": False})
    assert "highlights=0" in view["hash"] and view["setup"]["highlights"] is False
    assert {c["state"] for c in view["board"]["cells"]} == {"open"}
    after = call(op="pick", hash=view["hash"], number=6)
    states = {c["n"]: c["state"] for c in after["board"]["cells"]}
    assert states[6] == "current" and {s for n, s in states.items() if n != 6} == {"open"}
    assert not after["board"]["relations"] and all(c["relation"] is None for c in after["board"]["cells"])
    assert call(op="pick", hash=after["hash"], number=7)["over"], "the rules still decide: 7 loses at once"
    assert "highlights=0" in call(op="rematch", hash=after["hash"] + ",7")["hash"]


def test_multiples_removal_with_1_against_the_computer_offers_the_game_without_1():
    view = call(op="new", setup={"game": "multiples-removal", "vs": "perfect"})
    offer = view["offer"]
    assert offer["label"] == "Play without 1" and "takes 1" not in offer["text"] and "take 1" in offer["text"]
    better = decode(offer["hash"])
    assert better.setup.rules.without_one and better.setup.vs == "perfect" and better.moves == ()
    assert better.setup.game == "multiples-removal-without-1", "the game of its own, as the menu names it"
    assert call(op="load", hash=offer["hash"])["offer"] is None
    assert call(op="new", setup={"game": "multiples-removal"})["offer"] is None, "two people: no offer"
    on_4 = decode(call(op="new", setup={"game": "multiples-removal", "grid": 4, "vs": "easy"})["offer"]["hash"])
    assert on_4.setup.game == "multiples-removal-without-1" and on_4.setup.rules == RemovalRules(4, without_one=True)


def test_multiples_removal_without_1_is_a_game_of_its_own_beside_the_one_with_1():
    view = call(op="new", setup={"game": "multiples-removal-without-1", "vs": "easy"})
    games = [g["id"] for g in view["options"]["games"]]
    assert games.index("multiples-removal-without-1") == games.index("multiples-removal") + 1
    assert view["game"]["title"] == "Multiples Removal without 1" and view["offer"] is None
    assert view["game"]["rules_url"] == "rules/multiples-removal.html", "the rules page explains both"
    assert 1 not in [c["n"] for c in view["board"]["cells"] if c["state"] == "legal"] and view["hash"].startswith(
        "game=multiples-removal-without-1&grid=3&vs=easy"
    )
    assert call(op="new", setup={"game": "multiples-removal-without-1", "lang": "fr"}, lang="fr")["game"]["title"] == (
        "Retrait des multiples sans 1"
    )
    with_1 = call(op="new", setup={"game": "multiples-removal-without-1", "without_one": False})
    assert decode(with_1["hash"]).setup.rules == RemovalRules(3) and "without-one=0" in with_1["hash"]
    assert 1 in [c["n"] for c in with_1["board"]["cells"] if c["state"] == "legal"]


def test_removal_history_says_what_each_pick_removed():
    view = call(op="load", hash="game=multiples-removal&moves=7,2,3")
    assert [entry["words"] for entry in view["history"]] == ["7", "2 (with 4, 6 and 8)", "3 (with 9)"]
    chain = call(op="load", hash="game=multiplicity&moves=5,10")
    assert [entry["words"] for entry in chain["history"]] == ["1", "5", "10"]


def test_with_the_review_each_move_of_the_history_carries_its_verdict():
    view = call(op="load", hash="game=multiplicity&range=1-20&moves=7,14,2,4,8,16")  # over: the review shows
    verdicts = {move["number"]: move["verdict"] for move in view["review"]["moves"]}
    assert [e["n"] for e in view["history"]] == [1, 7, 14, 2, 4, 8, 16]
    assert view["history"][0]["verdict"] is None, "the start number is no move"
    assert [e["verdict"] for e in view["history"][1:]] == [verdicts[e["n"]] for e in view["history"][1:]]
    earlier = call(op="view", hash=view["hash"], step=2, review=True)  # a replay step: the moves shown
    assert [e["n"] for e in earlier["history"]] == [1, 7, 14] and earlier["history"][2]["verdict"] == verdicts[14]
    assert all(e["verdict"] is None for e in call(op="load", hash="game=nrich&moves=48")["history"])


def test_a_pick_while_an_earlier_move_is_shown_says_how_to_play_on():
    view = call(op="pick", hash="game=nrich&moves=48,24,12", number=6, step=1)
    assert "move 1 of 3" in view["notice"] and "Play from here" in view["notice"]
    assert decode(view["hash"]).moves == (48, 24, 12) and view["replay"]["step"] == 1


def test_the_score_key_ignores_who_starts():
    a = call(op="load", hash="game=nrich&vs=easy&first=2&moves=48")["game"]["score_key"]
    b = call(op="load", hash="game=nrich&vs=easy")["game"]["score_key"]
    c = call(op="load", hash="game=nrich&vs=perfect")["game"]["score_key"]
    assert a == b != c


# ------------------------------------------------------------------------------ strategy and replay


@pytest.mark.parametrize("code", [c for c in random_codes() if "range=1-400" not in c][1::2])
def test_strategy_view_is_the_solvers_pairing(code):
    view = call(op="view", hash=code, strategy=True)
    record, p = position_of(view)
    plan = view["strategy"]
    if p.is_over or GAMES[record.setup.game].solo or not isinstance(p.rules, ChainRules):
        assert plan is None
        return
    strategy = analyse(p).strategy
    assert plan["pairs"] == [list(pair) for pair in strategy.pairs]
    assert plan["first_move"] == strategy.first_move
    assert plan["winner"] == strategy.winner  # first=1 here: seat and player agree
    partners = {a: b for a, b in strategy.pairs} | {b: a for a, b in strategy.pairs}
    for cell in view["board"]["cells"]:
        assert cell["partner"] == partners.get(cell["n"])
        assert cell["hint"] is None  # strategy without hint marks no cell


@pytest.mark.parametrize("step, shown", [(0, 0), (2, 2), (4, 4), (9, 4), (-3, 0)])
def test_replay_step_shows_a_prefix_and_keeps_the_record(step, shown):
    code = "game=nrich&moves=48,24,12,6"
    view = call(op="view", hash=code, step=step)
    assert view["chain"] == [48, 24, 12, 6][:shown]
    assert decode(view["hash"]).moves == (48, 24, 12, 6)
    assert view["replay"]["step"] == shown and view["replay"]["total"] == 4
    assert decode(view["replay"]["hash"]).moves == (48, 24, 12, 6)[:shown]


def test_nothing_can_be_undone_while_replaying_an_earlier_step():
    whole = call(op="view", hash="game=juniper-green&moves=48,24,12")
    assert whole["controls"]["undo"] is True
    assert whole["replay"] == {"step": 3, "total": 3, "active": False, "playable": False, "hash": whole["hash"]}
    earlier = call(op="view", hash=whole["hash"], step=1)
    assert earlier["controls"]["undo"] is False and earlier["replay"]["active"] is True
    assert earlier["chain"] == [48] and earlier["replay"]["hash"].endswith("moves=48")


@pytest.mark.parametrize(
    "game, expected",
    [
        ("juniper-green", ["hint", "analysis", "strategy", "standing", "review", "counts", "web"]),
        ("multiples-removal", ["hint", "analysis", "standing", "review"]),
        ("longest-chain", ["counts", "web"]),
    ],
)
def test_the_view_names_the_controls_that_apply(game, expected):
    view = call(op="new", setup={"game": game}, hint=True, strategy=True)
    assert sorted(view["controls"]) == sorted(expected + ["undo", "new", "replay"])
    assert (view["hint"] is not None) == ("hint" in expected)
    assert view["controls"].get("review") in (None, False), "nothing to review before a move"
    assert (view["strategy"] is not None) == ("strategy" in expected)


@pytest.mark.parametrize(
    "code", ["game=nrich&moves=48,24", "game=longest-chain&range=1-30&moves=4", "game=juniper-green"]
)
def test_the_counts_say_how_many_numbers_could_follow_each_pick(code):
    plain = call(op="view", hash=code)
    counted = call(op="view", hash=code, counts=True)
    assert_view(counted)
    assert all(cell["follows"] is None for cell in plain["board"]["cells"])
    position = position_of(counted)[1]
    legal = set(position.legal_moves())
    for cell in counted["board"]["cells"]:
        if cell["n"] in legal:
            after = position.play(cell["n"])
            replies = [m for m in range(1, 101) if m not in after.used and (m % cell["n"] == 0 or cell["n"] % m == 0)]
            assert cell["follows"] == len([m for m in replies if after.rules.lo <= m <= after.rules.hi])
            assert cell["label"].endswith(f"{cell['follows']} could follow")
        else:
            assert cell["follows"] is None
    over = call(op="view", hash="game=factor-chain-challenge&moves=6,3,9,1,5,10,2,4,8", counts=True)
    assert over["controls"]["counts"] is False and all(c["follows"] is None for c in over["board"]["cells"])
    removal = call(op="view", hash="game=multiples-removal", counts=True)
    assert "counts" not in removal["controls"] and all(c["follows"] is None for c in removal["board"]["cells"])


def test_counts_hidden_by_two_other_marks_say_why_in_both_languages():
    """With Analysis and Strategy on, a number that shows its mark and its partner has no room for
    its count: the board's note says so (and how to see them), and only then."""
    code = "game=juniper-green&moves=48,24"
    for tools, said in [
        ({"counts": True}, False),
        ({"counts": True, "analysis": True}, False),
        ({"counts": True, "strategy": True}, False),
        ({"analysis": True, "strategy": True}, False),
        ({"counts": True, "analysis": True, "strategy": True}, True),
    ]:
        view = call(op="view", hash=code, **tools)
        assert_view(view)
        assert (view["board"]["note"] is not None) == said, tools
    both = call(op="view", hash=code, counts=True, analysis=True, strategy=True)
    assert any(c["hint"] and c["partner"] and c["follows"] is None for c in both["board"]["cells"])
    assert both["board"]["note"].startswith("Counts are hidden") and "Strategy off" in both["board"]["note"]
    french = call(op="view", hash=code, counts=True, analysis=True, strategy=True, lang="fr")
    assert french["board"]["note"].startswith("Les comptes sont masqués") and "Stratégie" in french["board"]["note"]


def test_the_js_typedefs_are_the_python_contract():
    """js/contract/view-types.js, request-types.js and bots-types.js are what build.py makes of the contract's
    views.py, requests.py and bots.py (run `python3 build.py --typedefs`)."""
    from sitebuild.typedefs import TYPEDEFS

    assert sorted(path.name for path in TYPEDEFS) == ["bots-types.js", "request-types.js", "view-types.js"]
    for path, make in TYPEDEFS.items():
        assert path.read_text(encoding="utf-8") == make(), path.name


def test_the_contract_imports_nothing_of_the_engine_but_itself():
    """The contract is the bottom of the house (and the bots' interpreter ships contract.bots): its modules
    import each other, nothing else of factorgames."""
    engine = Path(__file__).resolve().parents[2] / "py"
    modules = sorted(f"factorgames.contract.{p.stem}" for p in (engine / "factorgames" / "contract").glob("[!_]*.py"))
    code = (
        f"import sys, json; sys.path.insert(0, {str(engine)!r}); import {', '.join(modules)}; "
        "print(json.dumps(sorted(m for m in sys.modules if m.startswith('factorgames'))))"
    )
    found = subprocess.run([sys.executable, "-I", "-c", code], check=True, capture_output=True, text=True)
    assert json.loads(found.stdout) == sorted(["factorgames", "factorgames.contract", *modules])


def test_the_contract_checker_catches_a_broken_view():
    view = call(op="load", hash="game=nrich&moves=48")
    assert_view(view)
    for broken in (
        {**view, "extra": 1},
        {k: v for k, v in view.items() if k != "status"},
        {**view, "over": "no"},
        {**view, "board": {**view["board"], "cells": [{"n": 1}]}},
    ):
        with pytest.raises(AssertionError):
            assert_view(broken)


# ------------------------------------------------------------------------------ a friend on another device


def test_a_game_between_two_devices_by_passing_the_link():
    mine = call(op="new", setup={"game": "factor-chain-challenge", "vs": "remote"})
    assert mine["players"] == {"1": "You", "2": "Your friend"} and not mine["computer_to_move"]
    assert mine["share"]["friend_hash"].endswith("vs=remote&you=2")
    moved = call(op="pick", hash=mine["hash"], number=6)
    assert moved["status"].startswith("Your friend's turn")
    refused = call(op="pick", hash=moved["hash"], number=3)
    assert "your friend's turn" in refused["notice"] and decode(refused["hash"]).moves == (6,)
    theirs = call(op="load", hash=moved["share"]["friend_hash"])  # the friend's device opens the link
    assert theirs["players"] == {"1": "Your friend", "2": "You"} and theirs["status"].startswith("Your turn")
    assert "Wait" not in (theirs["notice"] or "")
    back = call(op="pick", hash=theirs["hash"], number=3)
    assert decode(back["share"]["friend_hash"]).setup.you == 1 and decode(back["share"]["friend_hash"]).moves == (6, 3)
    assert call(op="pick", hash=back["hash"], number=9)["notice"], "the friend's device refuses my turn"


def test_undo_against_a_friend_on_another_device_takes_back_only_your_own_last_move():
    code = "game=nrich&vs=remote&moves=48"
    assert call(op="load", hash=code)["controls"]["undo"] is True
    assert decode(call(op="undo", hash=code)["hash"]).moves == ()
    theirs = "game=nrich&vs=remote&you=2&moves=48"
    assert call(op="load", hash=theirs)["controls"]["undo"] is False
    assert decode(call(op="undo", hash=theirs)["hash"]).moves == (48,)


def test_an_older_link_says_so_and_offers_where_this_device_is():
    saved = "game=nrich&range=1-100&vs=remote&moves=48,24,12"
    view = call(op="load", hash="game=nrich&vs=remote&moves=48", saved=saved)
    assert decode(view["hash"]).moves == (48, 24, 12), "this device's game, nothing lost"
    assert view["replay"]["active"] and view["replay"]["step"] == 1 and view["chain"] == [48], (
        "shown at the link's point"
    )
    assert view["offer"]["label"] == "Go to move 3" and "earlier point" in view["offer"]["text"]
    assert decode(view["offer"]["hash"]).moves == (48, 24, 12)
    other = call(op="load", hash="game=nrich&vs=remote&moves=46", saved=None)
    assert other["offer"] is None, "another game (none kept under its id): nothing to go back to"


@pytest.mark.parametrize(
    "code", ["game=nrich&moves=48,24", "game=factor-chain-challenge&moves=6", "game=longest-chain&range=1-30&moves=4,8"]
)
def test_the_web_draws_every_number_left_and_every_link_with_the_winners_pairs(code):
    view = call(op="view", hash=code, web=True)
    assert_view(view)
    assert call(op="view", hash=code)["web"] is None
    web = view["web"]
    record, position = position_of(view)
    numbers = set(position.unused) | {position.current}
    assert {node["n"] for node in web["nodes"]} == numbers
    links = {(a, b) for a in numbers for b in numbers if a < b and b % a == 0}
    assert {(e["a"], e["b"]) for e in web["edges"]} == links
    legal = set(position.legal_moves())
    assert {node["n"] for node in web["nodes"] if node["state"] == "legal"} == legal
    spots = [(node["x"], node["y"]) for node in web["nodes"]]
    assert all(0 <= x <= web["size"] and 0 <= y <= web["size"] for x, y in spots)
    close = [
        (p, q) for i, p in enumerate(spots) for q in spots[i + 1 :] if (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2 < 28**2
    ]
    assert not close, "numbers drawn over each other"
    pairs = {(e["a"], e["b"]) for e in web["edges"] if e["pair"]}
    if GAMES[record.setup.game].solo:
        assert not pairs and "pairs" not in web["caption"]
    else:
        plan = analyse(position).strategy
        assert pairs == {tuple(sorted(p)) for p in plan.pairs} and "Thick lines" in web["caption"]


def test_the_web_says_when_there_are_too_many_numbers_to_draw():
    web = call(op="view", hash="game=juniper-green&range=1-200&moves=48", web=True)["web"]
    assert web["nodes"] == [] and "at most 100" in web["note"]
    assert call(op="view", hash="game=multiples-removal", web=True)["web"] is None


def test_the_numbers_web_alone_does_not_turn_on_the_teachers_insight():
    """The web needs the solver (for the pairs) but is not a hint: the 'a prime above half wins at
    once' tip stays for a teacher's analysis, hint or strategy."""
    plain = call(op="new", setup={"game": "number-nexus"})
    assert call(op="view", hash=plain["hash"], web=True)["insight"] == plain["insight"]
    assert call(op="view", hash=plain["hash"], analysis=True)["insight"] != plain["insight"]
