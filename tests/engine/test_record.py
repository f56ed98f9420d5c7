"""Share codes: decode/encode round trips, presets, and readable errors for bad codes."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from factorgames.games.factor.rules import MAX_TOP, lose_turn_offered
from factorgames.games.presets import GAMES, MAX_HI, OPENINGS, ChainRules, FactorRules, RemovalRules
from factorgames.link_values import MAX_DIGITS, RecordError
from factorgames.play.players import LEVELS
from factorgames.transcript import MAX_CODE_LENGTH, Record, Setup, decode, encode, salvage

CHAIN_GAMES = [g for g in GAMES if isinstance(GAMES[g].rules, ChainRules)]
REMOVAL_GAMES = [g for g in GAMES if isinstance(GAMES[g].rules, RemovalRules)]

# ------------------------------------------------------------------------------ round trips


@st.composite
def chain_rules(draw):
    lo = draw(st.integers(1, MAX_HI))
    hi = draw(st.integers(lo, min(MAX_HI, lo + draw(st.sampled_from([0, 10, 100, MAX_HI])))))
    start = draw(st.one_of(st.none(), st.integers(lo, hi)))
    return ChainRules(lo, hi, start=start, opening=draw(st.sampled_from(list(OPENINGS))), strict=draw(st.booleans()))


@st.composite
def setups(draw):
    game = draw(st.sampled_from(list(GAMES)))
    if game in CHAIN_GAMES:
        rules = draw(st.one_of(st.just(GAMES[game].rules), chain_rules()))
    elif game in REMOVAL_GAMES:
        rules = RemovalRules(draw(st.integers(2, 6)), draw(st.booleans()), draw(st.booleans()))
    else:
        lo = draw(st.integers(1, MAX_TOP - 1))
        hi = draw(st.integers(lo + 1, MAX_TOP))
        rules = FactorRules(lo, hi, lose_turn_offered(lo, hi) and draw(st.booleans()))
    vs = draw(st.sampled_from([None, *LEVELS]))
    return Setup(game, rules, vs, draw(st.sampled_from([1, 2])))


records = st.builds(Record, setups(), st.lists(st.integers(0, 10**MAX_DIGITS - 1), max_size=60).map(tuple))


@settings(max_examples=400, deadline=None)
@given(records)
def test_encode_decode_round_trip(record):
    code = encode(record)
    assert decode(code) == record
    assert decode("#" + code) == record
    assert encode(decode(code)) == code
    assert len(code) <= MAX_CODE_LENGTH or len(record.moves) > 1000


@settings(max_examples=200, deadline=None)
@given(records, st.permutations(range(8)))
def test_decode_ignores_key_order_and_unknown_keys(record, order):
    parts = encode(record).split("&")
    shuffled = [parts[i] for i in order if i < len(parts)] + ["utm_source=mail", "zz=1"]
    assert decode("&".join(shuffled)) == record


@pytest.mark.parametrize("game", list(GAMES))
def test_preset_codes(game):
    record = decode(f"game={game}")
    assert record == Record(Setup.preset(game))
    assert record.setup.rules == GAMES[game].rules
    assert record.setup.vs is None and record.setup.first == 1 and record.moves == ()
    assert decode(encode(record)) == record


def test_documented_examples():
    r = decode("game=nrich&moves=48,24,12&vs=perfect")
    assert r.setup.rules.opening == "even-below-half"
    assert r.moves == (48, 24, 12) and r.setup.vs == "perfect"
    assert encode(r) == "game=nrich&range=1-100&vs=perfect&moves=48,24,12"
    assert decode("game=multiples-removal&grid=4&misere&moves=7").setup.rules == RemovalRules(4, False, True)


def test_changed_parameters_are_written():
    setup = Setup("juniper-green", ChainRules(2, 60, start=None, opening="not-prime", strict=True), "easy", 2)
    code = encode(Record(setup, (4, 2)))
    for part in (
        "game=juniper-green",
        "range=2-60",
        "opening=not-prime",
        "strict=1",
        "vs=easy",
        "first=2",
        "moves=4,2",
    ):
        assert part in code.split("&")
    free = Setup("multiplicity", ChainRules(1, 50, start=None))
    assert "start=none" in encode(Record(free)).split("&")
    assert decode(encode(Record(free))).setup.rules.start is None


@pytest.mark.parametrize(
    "code, expected",
    [
        ("game=multiplicity&vs=friend", None),
        ("game=multiplicity&vs=none", None),
        ("game=multiplicity&vs=", None),
        ("game=multiplicity&vs=EASY", "easy"),
        ("game=multiplicity&vs=Perfect", "perfect"),
    ],
)
def test_vs_spellings(code, expected):
    assert decode(code).setup.vs == expected


@pytest.mark.parametrize(
    "value, expected",
    [
        ("1", True),
        ("on", True),
        ("yes", True),
        ("", True),
        ("true", True),
        ("0", False),
        ("off", False),
        ("no", False),
        ("False", False),
    ],
)
def test_flags(value, expected):
    assert decode(f"game=multiples-removal&misere={value}").setup.rules.misere is expected
    assert decode(f"game=factor-chain&strict={value}").setup.rules.strict is expected


def test_spaces_and_empty_moves():
    r = decode("game=factor-chain-challenge&range= 2 - 30 &moves=5, 10,,2,")
    assert (r.setup.rules.lo, r.setup.rules.hi) == (2, 30)
    assert r.moves == (5, 10, 2)
    assert decode("game=factor-chain&moves=").moves == ()


def test_start_free_and_number():
    assert decode("game=factor-chain&start=free").setup.rules.start is None
    assert decode("game=factor-chain&start=7").setup.rules.start == 7


@pytest.mark.parametrize(
    "code, rules, dropped",
    [
        ("game=multiplicity&range=4-15&start=none", ChainRules(4, 15), []),
        ("game=multiplicity&start=60&range=50-70", ChainRules(50, 70, start=60), []),
        ("game=factor-chain&range=30-40&opening=odd&start=none", ChainRules(30, 40), ["opening=odd"]),
        ("game=multiplicity&range=50-70&start=80", ChainRules(1, 50, start=1), ["range=50-70", "start=80"]),
        ("game=multiplicity&range=50-70", ChainRules(1, 50, start=1), ["range=50-70"]),
    ],
)
def test_a_damaged_link_keeps_the_most_settings_that_read_together(code, rules, dropped):
    record, left_out = salvage(code)
    assert record.setup.rules == rules and left_out == dropped


# ------------------------------------------------------------------------------ bad codes


BAD = [
    ("game=chess", ["chess"]),
    ("", ["no game"]),
    ("moves=1,2", ["no game"]),
    ("game=multiplicity&range=9-3", ["9", "3"]),
    ("game=multiplicity&range=0-10", ["0", "10"]),
    ("game=multiplicity&range=x", ["'x'", "LOW-HIGH"]),
    ("game=multiplicity&range=1-", ["1-", "LOW-HIGH"]),
    ("game=multiplicity&range=-5-10", ["LOW-HIGH"]),
    ("game=multiplicity&range=1-100001", ["too large", str(MAX_HI)]),
    ("game=multiples-removal&grid=9", ["9"]),
    ("game=multiples-removal&grid=1", ["1"]),
    ("game=multiples-removal&grid=three", ["three"]),
    ("game=multiplicity&moves=abc", ["abc", "not a whole number"]),
    ("game=multiplicity&moves=5,-10", ["-10", "not a whole number"]),
    ("game=multiplicity&moves=5.5", ["5.5"]),
    ("game=multiplicity&vs=grandmaster", ["grandmaster"]),
    ("game=multiplicity&first=3", ["3", "1 or 2"]),
    ("game=multiplicity&opening=odd", ["odd"]),
    ("game=multiplicity&start=0", ["0"]),
    ("game=multiplicity&start=51", ["51", "1..50"]),
    ("game=multiplicity&start=x", ["x", "whole number"]),
    ("game=number-nexus&strict=maybe", ["maybe"]),
    ("game=multiples-removal&misere=maybe", ["maybe"]),
    ("game=" + "x" * 30_000, ["too long"]),
    ("game=multiplicity&moves=" + ",".join(["1"] * 15_000), ["too long"]),
]


@pytest.mark.parametrize("code, words", BAD, ids=lambda x: x[:40] if isinstance(x, str) else None)
def test_bad_codes_raise_record_error_with_a_readable_message(code, words):
    with pytest.raises(RecordError) as error:
        decode(code)
    message = str(error.value)
    assert message and len(message) < 200, message
    for word in words:
        assert word in message, (word, message)
    for jargon in ("Traceback", "invalid literal", "int()", "NoneType", "__"):
        assert jargon not in message


def test_record_error_is_a_value_error():
    assert issubclass(RecordError, ValueError)


# Characters that str.isdigit() accepts but int() does not (superscripts, circled digits), and
# numbers longer than Python's 4300-digit int conversion limit, escape as a bare ValueError.
CRASHERS = [
    "game=multiplicity&moves=²",
    "game=multiplicity&moves=5,①",
    "game=multiplicity&range=1-²",
    "game=multiples-removal&grid=²",
    "game=factor-chain&start=³",
    "game=multiplicity&moves=" + "9" * 5000,
    "game=multiplicity&range=1-" + "9" * 5000,
]


@pytest.mark.parametrize("code", CRASHERS, ids=lambda c: c[:40])
def test_digit_lookalikes_and_huge_numbers_raise_record_error(code):
    with pytest.raises(RecordError):
        decode(code)
