"""The players' names a link gives the game page (`p1=`, `p2=`: a tournament's game played on one
screen), read as hostile text: cleaned by the engine (lengths, control, direction and zero-width
characters), never read as the site's own players, shown in every sentence, kept by the address, and
left out where they do not belong (issue #42)."""

from __future__ import annotations

import json
import unicodedata
from urllib.parse import parse_qsl, quote

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from contract import problems
from factorgames.classroom.names import MAX_NAME, shown
from factorgames.classroom.tournament import Tournament
from factorgames.contract.views import View
from factorgames.page.api import handle
from factorgames.transcript import decode, encode

HIDDEN = {"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"}
HOSTILE = "\u202eAda\u200b\u2066 \u0000\u0007Lovelace\u200f" + "\u00a0" * 30 + "x" * 500


def load(code: str, lang: str = "en", **extra: object) -> dict:
    view = json.loads(handle(json.dumps({"op": "load", "hash": code, "lang": lang, **extra})))
    found = problems(view, View)
    assert not found, found[:5]
    return view


def clean(text: str) -> bool:
    return not any(unicodedata.category(c) in HIDDEN for c in text)


def test_a_hostile_name_is_cleaned_and_shown_as_the_players_name() -> None:
    view = load(f"game=nrich&range=1-20&p1={quote(HOSTILE)}&p2=You")
    first, second = view["players"]["1"], view["players"]["2"]
    assert first.startswith("Ada Lovelace") and len(first) <= MAX_NAME and clean(first) and first == first.strip()
    assert second == "You"
    assert view["status"].startswith(f"{first}'s turn"), view["status"]
    # The address keeps the names as cleaned, and reads them back the same.
    keys = dict(parse_qsl(view["hash"]))
    assert (keys["p1"], keys["p2"]) == (first, "You")
    assert load(view["hash"])["players"] == view["players"]
    # A move, then the other player ("You", a name: never "your turn").
    n = next(c["n"] for c in view["board"]["cells"] if c["state"] == "legal")
    moved = json.loads(handle(json.dumps({"op": "pick", "hash": view["hash"], "number": n})))
    assert moved["status"].startswith("You's turn") and "Your" not in moved["status"]
    assert moved["announce"].startswith(f"{first} picked {n}")


@pytest.mark.parametrize("lang", ["en", "fr", "es", "de"])
def test_names_are_never_translated_nor_read_as_the_sites_players(lang: str) -> None:
    named = load("game=factor-game&range=1-20&p1=Computer&p2=You&moves=15", lang)
    roles = load("game=factor-game&range=1-20&vs=easy&first=2&moves=15", lang)  # the computer, then you
    assert named["players"] == {"1": "Computer", "2": "You"}
    assert named["status"] != roles["status"] and "You" in named["status"]
    labels = {c["n"]: c["label"] for c in named["board"]["cells"]}
    role_labels = {c["n"]: c["label"] for c in roles["board"]["cells"]}
    assert "Computer" in labels[15] and labels[15] != role_labels[15]
    owners = [o["text"] for o in named["board"]["owners"]]
    assert "Computer" in owners[0] and "You" in owners[1]
    assert not set(owners) & {o["text"] for o in roles["board"]["owners"]}
    assert "Computer" in named["scores"]["text"] and "You" in named["scores"]["text"]


@pytest.mark.parametrize(
    ("code", "players"),
    [
        ("game=nrich&p1=Ada&p2=ADA", {"1": "Ada", "2": "Player 2"}),  # alike: the second left out
        ("game=nrich&p1=Player%202&p2=Ben", {"1": "Player 1", "2": "Ben"}),  # the other's default name
        ("game=nrich&p1=%E2%80%8B%E2%80%AE&p2=", {"1": "Player 1", "2": "Player 2"}),  # nothing visible
        ("game=nrich&vs=easy&p1=Ada&p2=Ben", {"1": "You", "2": "Computer"}),  # the computer's game
        ("game=nrich&vs=remote&p1=Ada&p2=Ben", {"1": "You", "2": "Your friend"}),  # a friend's device
        ("game=longest-chain&p1=Ada", {"1": "You"}),  # a game for one
    ],
)
def test_names_that_do_not_belong_are_left_out(code: str, players: dict) -> None:
    view = load(code)
    assert view["players"] == players
    record = decode(view["hash"])
    assert all(name in players.values() or not name for name in record.setup.named)


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=300), st.text(max_size=300))
def test_any_text_as_names_gives_two_clean_distinct_names(one: str, two: str) -> None:
    view = load(f"game=nrich&range=1-20&p1={quote(one)}&p2={quote(two)}")
    first, second = view["players"]["1"], view["players"]["2"]
    assert first and second and first != second
    assert all(len(name) <= MAX_NAME and clean(name) and name == name.strip() for name in (first, second))
    assert load(view["hash"])["players"] == view["players"]


def test_a_name_ending_in_a_dot_keeps_it_in_the_games_link() -> None:
    """A link's last dot is read as a sentence's and dropped (transcript.TRAILING); a name's own dot,
    which may end the link, is written %2E (found by the test above: a player named ".")."""
    view = load("game=nrich&range=1-20&p1=Jo.&p2=")
    assert view["players"]["1"] == "Jo." and view["hash"].endswith("p1=Jo%2E")
    assert load(view["hash"])["players"] == view["players"]


def test_a_tournaments_links_name_its_players() -> None:
    t = Tournament("Cup", ("\u202eAda", "Ben", "Cy"), "round-robin", "game=nrich&range=1-20")
    pairing = t.pairings({})[0]
    view = load(t.link(pairing).split("&task=")[0])
    first, second = (t.players[p] for p in pairing.seats)
    assert view["players"] == {"1": shown(first), "2": shown(second)}  # (a hostile name made by hand: cleaned)
    assert encode(decode(view["hash"])) == view["hash"]
