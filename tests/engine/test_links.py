"""Every game the New game form starts survives its own link: the link the engine writes for it
reads back as the same game, with no notice, before and after a few moves."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from hypothesis import event, given, settings
from hypothesis import strategies as st

from factorgames.games.position import replay
from factorgames.games.presets import GAMES, GRID_SIZES, OPENINGS
from factorgames.link_values import SHOWN
from factorgames.page import api
from factorgames.page.view import BOARD_MAX
from factorgames.play.players import LEVELS
from factorgames.transcript import REMOTE, Record, decode, encode


@st.composite
def form_values(draw: st.DrawFn) -> dict[str, object]:
    """What the New game form can send for any game (view.py's setup fields, api.FORM_KEYS): each
    field present or left out (hidden for this game), the range and start mostly near each other."""
    lo = draw(st.integers(0, BOARD_MAX + 1))
    hi = draw(st.one_of(st.integers(lo, lo + 30), st.integers(0, BOARD_MAX + 20)))
    start = draw(st.one_of(st.integers(min(lo, hi) - 1, max(lo, hi) + 1), st.integers(0, BOARD_MAX)))
    fields = {
        "range": st.sampled_from([f"{lo}-{hi}", f" {lo} - {hi} ", ""]),
        "grid": st.one_of(st.integers(min(GRID_SIZES) - 1, max(GRID_SIZES) + 1), st.sampled_from(GRID_SIZES).map(str)),
        "opening": st.sampled_from(list(OPENINGS)),
        "start": st.sampled_from([start, str(start), "none", "free", ""]),
        "without_one": st.booleans(),
        "misere": st.booleans(),
        "vs": st.sampled_from([None, "", REMOTE, *LEVELS]),
        "first": st.sampled_from([1, 2, "1", "2", "random"]),
        "highlights": st.booleans(),
    }
    return {name: draw(values) for name, values in fields.items() if draw(st.booleans())}


def reads_back(record: Record) -> None:
    code = encode(record)
    assert api.load(code, None) == (record, None), code
    assert decode(code) == record, code


@pytest.mark.parametrize("game", list(GAMES))
@settings(max_examples=300, deadline=None)
@given(values=form_values(), seed=st.integers(0, 2**32), data=st.data())
def test_every_game_the_form_starts_survives_its_own_link(game, values, seed, data):
    record, notice = api.new({"game": game, **values}, seed)
    event("refused" if notice else "started")
    if notice is not None:  # the form's game was refused, and said so: nothing to share
        return
    reads_back(record)
    position = replay(record.setup.rules, record.moves)
    for _ in range(data.draw(st.integers(1, 6), label="moves")):
        if position.is_over:
            break
        position = position.play(data.draw(st.sampled_from(sorted(position.legal_moves())), label="move"))
        played = Record(record.setup, position.history)
        reads_back(played)
        if record.setup.remote:
            reads_back(Record(record.setup.for_friend(), position.history))  # the link the friend's device gets


def test_a_free_opening_on_a_range_without_1_is_the_game_the_link_names():
    view = json.loads(
        api.handle(json.dumps({"op": "new", "setup": {"game": "multiplicity", "range": "4-15", "start": "none"}}))
    )
    assert view["notice"] is None and view["hash"] == "game=multiplicity&range=4-15&start=none"
    again = json.loads(api.handle(json.dumps({"op": "load", "hash": view["hash"]})))
    assert again["notice"] is None and again["hash"] == view["hash"]
    assert [c["n"] for c in again["board"]["cells"]] == list(range(4, 16))


# ------------------------------------------------------------------------------ what a notice repeats

PLAY_KEYS = ["vs", "first", "highlights", "you", "moves"]
LINK_KEYS = {
    "nrich": ["game", "range", "opening", "start", "strict", *PLAY_KEYS],
    "multiples-removal": ["grid", "without-one", "misere", *PLAY_KEYS],
}
"""Every key a link of each kind of game is read by."""
LONG = ["9" * 19_000, "x" * 19_000, "é" * 9_000, "48," + "7" * 19_000, "\x07" * 19_000]
"""Values far too long to be read (a 19,000-digit `you=` once made a notice 7,800 px tall)."""


def notice_of(**request: object) -> str:
    notice = json.loads(api.handle(json.dumps(request)))["notice"]
    assert notice, request
    return notice


def assert_short(notice: str, value: str) -> None:
    """The notice repeats at most SHOWN characters of the value, and stays a line or two."""
    assert value[: SHOWN + 1] not in notice and repr(value[: SHOWN + 1])[1:-1] not in notice, notice[:200]
    assert len(notice) <= 300, notice[:300]


@pytest.mark.parametrize("value", LONG, ids=lambda v: repr(v[:4]))
@pytest.mark.parametrize("game, key", [(game, key) for game, keys in LINK_KEYS.items() for key in keys])
def test_a_notice_shortens_every_value_it_repeats_from_a_link(game, key, value):
    code = f"game={quote(value)}" if key == "game" else f"game={game}&{key}={quote(value)}"
    for op in ("load", "view", "pick"):
        assert_short(notice_of(op=op, hash=code, number=2), value)


@pytest.mark.parametrize("value", LONG, ids=lambda v: repr(v[:4]))
def test_the_form_a_typed_number_and_an_embeds_moves_are_shortened_too(value):
    for field in ("range", "grid", "opening", "start"):
        assert_short(
            notice_of(op="new", setup={"game": "nrich" if field != "grid" else "multiples-removal", field: value}),
            value,
        )
    assert_short(notice_of(op="pick", hash="game=nrich", number=value), value)
    assert_short(notice_of(op="restart", hash="game=nrich", moves=value), value)


def test_a_link_with_every_value_too_long_names_each_by_a_short_piece():
    value = "8" * 1_400
    notice = notice_of(op="load", hash="game=nrich&" + "&".join(f"{key}={value}" for key in LINK_KEYS["nrich"][1:]))
    piece = "8" * SHOWN + "…"
    for key in ("range", "opening", "start", "strict", "vs", "first", "highlights", "you"):
        assert f"{key}={piece}" in notice
    assert f"moves from {piece}" in notice
    assert value[: SHOWN + 1] not in notice
