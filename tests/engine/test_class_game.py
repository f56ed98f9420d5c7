"""The class game on one screen (classroom/class_game.py, page/class_game_page.py, op "classgame"):
turns, the challenge moment, each verdict equal to the engine's review of the move, the scoring,
the address that resumes it, and hostile links."""

from __future__ import annotations

import json
import random
from urllib.parse import parse_qsl, quote

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from contract import problems
from factorgames.classroom.class_game import ClassGame, ClassGameError, encode
from factorgames.classroom.names import MAX_NAME
from factorgames.contract.views import ClassGameView
from factorgames.games.position import replay
from factorgames.games.presets import GAMES
from factorgames.page.api import handle
from factorgames.teach.coaches import coach_for
from factorgames.transcript import Record, Setup, decode

TWO_PLAYER = [g for g in GAMES if not GAMES[g].solo]
SMALL = {  # boards small enough to play out many times
    "factor-chain-challenge": "",
    "nrich": "&range=1-20",
    "juniper-green": "&range=1-20",
    "multiples-removal": "&grid=3",
    "factor-game": "&range=1-12",
}


def call(**request) -> dict:
    view = json.loads(handle(json.dumps({"op": "classgame", **request})))
    found = problems(view, ClassGameView)
    assert not found, found[:10]
    return view


def engine_verdict(code: str, ply: int) -> str:
    """The engine's own review of move `ply` of the game in `code` (teach.review, by its coach)."""
    record = decode(code)
    rules = record.setup.rules
    return coach_for(rules.initial_position()).review(rules, record.moves).moves[ply - 1].verdict


def legal(view: dict) -> list[int]:
    return [c["n"] for c in view["board"]["cells"] if c["state"] == "legal"]


def test_a_team_game_turns_challenges_and_scores() -> None:
    view = call(do="new", setup={"game": "factor-chain-challenge"}, teams={"a": "Reds", "b": "Blues"})
    assert view["phase"] == "move" and view["turn"].startswith("Reds' turn")
    assert [t["name"] for t in view["teams"]] == ["Reds", "Blues"] and view["teams"][0]["active"]
    view = call(do="pick", hash=view["hash"], number=6)
    assert view["phase"] == "challenge" and view["prompt"].startswith("Blues, was Reds' 6 a mistake?")
    assert view["teams"][1]["active"] and not view["typing"]
    # No pick while the challenge is pending.
    refused = call(do="pick", hash=view["hash"], number=3)
    assert refused["hash"] == view["hash"] and "challenge the last move" in refused["notice"]
    view = call(do="challenge", hash=view["hash"])  # 6 on 1..10: the first player already loses
    assert view["last"]["verdict"] == engine_verdict(view["hash"], 1) == "losing"
    assert view["last"]["right"] is False and view["last"]["text"].startswith("No: Reds was already losing")
    assert [t["points"] for t in view["teams"]] == [1, 0]  # a wrong challenge: the movers score
    view = call(do="pick", hash=view["hash"], number=3)  # Blues let the win go (2 wins)
    view = call(do="challenge", hash=view["hash"])
    assert view["last"]["verdict"] == engine_verdict(view["hash"], 2) == "mistake" and view["last"]["right"]
    assert view["last"]["text"] == "Yes: before 3, Blues could force a win (with 2); after it, Reds can."
    assert [t["points"] for t in view["teams"]] == [2, 0]
    view = call(do="pick", hash=view["hash"], number=9)
    view = call(do="pass", hash=view["hash"])
    assert view["last"]["right"] is None and [t["points"] for t in view["teams"]] == [2, 0]
    assert "calls=ccp" in view["hash"] and "a=Reds&b=Blues" in view["hash"]
    # The address resumes it, whole.
    again = call(do="load", hash=view["hash"])
    assert again["hash"] == view["hash"] and again["phase"] == "move" and again["notice"] is None


def test_back_takes_a_call_then_a_move() -> None:
    view = call(do="new", setup={"game": "nrich", "range": "1-20"})
    view = call(do="pick", hash=view["hash"], number=legal(view)[0])
    view = call(do="challenge", hash=view["hash"])
    assert view["hash"].endswith("calls=c")
    view = call(do="back", hash=view["hash"])
    assert view["phase"] == "challenge" and "calls" not in view["hash"]
    view = call(do="back", hash=view["hash"])
    assert view["phase"] == "move" and "moves" not in view["hash"]
    assert call(do="back", hash=view["hash"])["notice"] == "There is no move to take back."


def test_the_class_against_the_computer() -> None:
    view = call(do="new", setup={"game": "nrich", "range": "1-20"}, teams={"level": "easy", "first": 2, "a": "7B"})
    assert view["phase"] == "computer" and view["teams"][1]["computer"]
    view = call(do="computer", hash=view["hash"], seed=3)
    assert view["phase"] == "challenge" and view["prompt"].startswith("7B, was Computer's")
    view = call(do="pass", hash=view["hash"])
    assert view["phase"] == "move"
    n = legal(view)[0]
    view = call(do="pick", hash=view["hash"], number=n)
    # The computer challenges nothing: its turn comes at once, the class's move marked "-".
    assert view["phase"] in ("computer", "over") and "calls=p-" in view["hash"]
    view = call(do="back", hash=view["hash"])  # back to the class's turn
    assert view["phase"] == "move" and view["hash"].endswith("calls=p")


def play_out(game: str, extra: str, rng: random.Random, level: str | None = None) -> tuple[dict, list[dict]]:
    """A whole class game with random picks and random calls; every call's view kept."""
    vs = f"&vs={level}" if level else ""
    view = call(do="load", hash=f"game={game}{extra}{vs}&a=A&b=B")
    calls: list[dict] = []
    for _ in range(400):
        if view["phase"] == "over":
            return view, calls
        if view["phase"] == "computer":
            view = call(do="computer", hash=view["hash"], seed=rng.randrange(1000))
        elif view["phase"] == "challenge":
            view = call(do=rng.choice(["challenge", "pass"]), hash=view["hash"])
            calls.append(view)
        else:
            view = call(do="pick", hash=view["hash"], number=rng.choice(legal(view)))
    raise AssertionError("the game did not end")


@pytest.mark.parametrize("game", sorted(SMALL))
def test_every_verdict_is_the_engines_review_of_the_move(game: str) -> None:
    rng = random.Random(game)
    for _ in range(3):
        end, calls = play_out(game, SMALL[game], rng)
        for view in calls:
            last = view["last"]
            assert last["verdict"] == engine_verdict(view["hash"], last["ply"])
            if last["challenged"]:
                assert last["right"] == (last["verdict"] == "mistake")
        # The end: every call listed, the score counted from them, the engine's review shown.
        challenged = [c for c in end["calls"] if c["challenged"]]
        points = {1: 0, 2: 0}
        for c in challenged:
            points[(3 - c["player"]) if c["right"] else c["player"]] += 1
        assert [t["points"] for t in end["teams"]] == [points[1], points[2]]
        record = decode(end["hash"])
        reviewed = coach_for(record.setup.rules.initial_position()).review(record.setup.rules, record.moves)
        assert [m["verdict"] for m in end["review"]["moves"]] == [m.verdict for m in reviewed.moves]
        assert end["review"]["first_mistake"] == reviewed.first_mistake
        assert "A" in end["review"]["text"] or "B" in end["review"]["text"] or reviewed.first_mistake is None


def test_the_end_shows_the_pairing_in_a_chain_game() -> None:
    end, _ = play_out("nrich", "&range=1-20", random.Random(5))
    assert end["strategy"] is not None and end["strategy"]["pairs"]
    assert end["over"] and end["turn"] and end["review"]["text"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_any_sequence_of_picks_and_calls_keeps_the_state_whole(data: st.DataObject) -> None:
    game = data.draw(st.sampled_from(sorted(SMALL)))
    level = data.draw(st.sampled_from([None, "easy", "perfect"]))
    code = f"game={game}{SMALL[game]}" + (f"&vs={level}" if level else "")
    state = ClassGame(decode(code), ("Reds", "Blues"))
    for _ in range(data.draw(st.integers(0, 30))):
        phase = state.phase
        if phase == "over":
            break
        if phase == "challenge":
            state = state.call(data.draw(st.booleans()))
        else:
            moves = list(state.position.legal_moves())
            state = state.play(data.draw(st.sampled_from(moves)))
        # The calls always fit the moves: one a move, the last move's perhaps still awaited.
        assert len(state.calls) in (len(state.record.moves), len(state.record.moves) - 1)
        assert all(c == "-" for i, c in enumerate(state.calls) if not state.has_moment(i + 1))
        # The address gives the same state back.
        view = call(do="load", hash=encode(state))
        assert view["hash"] == encode(state) and view["notice"] is None and view["phase"] == state.phase
        assert sum(state.points().values()) == sum(1 for c in state.calls if c == "c")
    if state.phase == "challenge":
        with pytest.raises(ClassGameError):
            state.play(1)


HOSTILE_NAMES = [
    "\u202eevil\u202c team",  # a bidi override
    "A\u0000B\u0007C",  # control characters
    "x" * 5000,  # far too long
    "zero\u200bwidth",
    "<script>alert(1)</script>",
    "   ",
]


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_hostile_names_are_cleaned(name: str) -> None:
    view = call(do="load", hash=f"game=nrich&a={quote(name)}&b={quote(name + 'b')}")
    for team in view["teams"]:
        shown = team["name"]
        assert len(shown) <= MAX_NAME and shown.strip() == shown and shown
        assert not any(ord(c) < 32 or c in "\u202e\u202c\u200b" for c in shown)
    assert view["teams"][0]["name"].lower() in view["turn"].lower()  # (a sentence begins with a capital)
    made = call(do="new", setup={"game": "nrich"}, teams={"a": name, "b": name})
    assert all(len(t["name"]) <= MAX_NAME for t in made["teams"])
    assert made["teams"][0]["name"] != made["teams"][1]["name"]  # names alike: the second's default


@pytest.mark.parametrize(
    "code",
    [
        "game=nrich&moves=48,24,12&calls=cx",  # a call that is no call
        "game=nrich&moves=48,24,12&calls=c",  # a move left without its call, then more moves
        "game=nrich&moves=48,24&calls=cpppppp",  # more calls than moves
        "game=nrich&vs=easy&moves=48,24&calls=cc",  # a call where no one could challenge
        "game=nrich&timer=17",  # a timer not offered
        "game=nrich&timer=99999999999",
        "game=nrich&moves=48,7,x&calls=pp",  # an illegal move
        "game=longest-chain&moves=1",  # a game for one
        "game=nrich&calls=" + "c" * 30000,  # far too long
        "game=nope&a=x",
        "",
    ],
)
def test_hostile_links_give_a_playable_game_and_say_what_was_left_out(code: str) -> None:
    view = call(do="load", hash=code)
    record = decode(view["hash"])
    assert not GAMES[record.setup.game].solo
    replay(record.setup.rules, record.moves)  # every move kept is legal
    calls = dict(parse_qsl(view["hash"])).get("calls", "")
    assert len(calls) in (len(record.moves), len(record.moves) - 1)
    if code and code != "game=nrich&timer=17":
        assert view["notice"]
    again = call(do="load", hash=view["hash"])
    assert again["hash"] == view["hash"] and again["notice"] is None


def test_every_language_speaks_the_class_game() -> None:
    for lang in ("fr", "es", "de"):
        view = json.loads(
            handle(json.dumps({"op": "classgame", "do": "load", "hash": "game=nrich&moves=48", "lang": lang}))
        )
        english = call(do="load", hash="game=nrich&moves=48")
        assert view["prompt"] != english["prompt"] and view["score_text"] != english["score_text"]
        assert view["teams"][0]["name"] != "Team A" or lang == "de"  # (German says Team too)


def test_a_two_player_game_of_every_kind_can_start() -> None:
    for game in TWO_PLAYER:
        view = call(do="new", setup={"game": game})
        assert view["phase"] == "move" and view["board"]["cells"]
        assert decode(view["hash"]).setup == Setup(game, GAMES[game].rules)
    record = Record(Setup.preset("nrich"))
    assert encode(ClassGame(record, ("", ""), "", 60)) == "game=nrich&range=1-100&timer=60"


def test_the_large_line_says_the_challenge_moment_until_it_is_called() -> None:
    """During a challenge moment the large line names the team that may challenge and asks the
    question, never the next pick (issue #42); once called or passed, it is the next team's turn."""
    view = call(do="new", setup={"game": "nrich", "range": "1-20"}, teams={"a": "Reds", "b": "Blues"})
    view = call(do="pick", hash=view["hash"], number=legal(view)[0])
    assert view["phase"] == "challenge"
    assert view["turn"] == "Blues: was that a mistake?"
    assert call(do="load", hash=view["hash"])["turn"] == view["turn"], "a refresh says the same"
    passed = call(do="pass", hash=view["hash"])
    assert passed["turn"].startswith("Blues' turn: pick")
    challenged = call(do="challenge", hash=view["hash"])
    assert challenged["turn"].startswith("Blues' turn: pick")
    # The last move of a game has its moment too, before the end is said.
    code = "game=factor-chain-challenge&moves=6,3,9&a=Reds&b=Blues&calls=ccp"
    view = call(do="load", hash=code)
    while view["phase"] == "move":
        view = call(do="pick", hash=view["hash"], number=legal(view)[0])
        if view["phase"] == "challenge" and not legal(view):
            break
        view = call(do="pass", hash=view["hash"]) if view["phase"] == "challenge" else view
    assert view["phase"] == "challenge" and view["turn"].endswith(": was that a mistake?")
    over = call(do="pass", hash=view["hash"])
    assert over["phase"] == "over" and "win" in over["turn"]
    # Against the computer: the class is asked about the computer's move.
    cpu = call(do="new", setup={"game": "nrich", "range": "1-20"}, teams={"level": "easy", "first": 2, "a": "7B"})
    cpu = call(do="computer", hash=cpu["hash"], seed=1)
    assert cpu["phase"] == "challenge" and cpu["turn"] == "7B: was that a mistake?"
    for lang in ("fr", "es", "de"):
        said = json.loads(handle(json.dumps({"op": "classgame", "do": "load", "hash": cpu["hash"], "lang": lang})))
        assert said["turn"].startswith("7B") and said["turn"] != cpu["turn"], (lang, said["turn"])


ROLE_WORDS = {  # what the site says of its own players, in each language: never of a team
    "en": ("Your turn", "You win!", "you picked", "the computer"),
    "fr": ("À toi", "Tu as", "Tu gagnes", "l'ordinateur", "Ordinateur"),
    "es": ("Tu turno", "Ganas", "Has elegido", "el ordenador", "Ordenador"),
    "de": ("Du bist", "Du gewinnst", "Du hast", "der Computer"),
}


def speak(lang: str, **request: object) -> dict:
    view = json.loads(handle(json.dumps({"op": "classgame", "lang": lang, **request})))
    assert not problems(view, ClassGameView)
    return view


def sentences(view: dict) -> list[str]:
    said = [view["turn"], view["prompt"] or "", view["score_text"], *(t["name"] for t in view["teams"])]
    said += [c["text"] + " " + c["score"] for c in view["calls"]]
    if view["review"]:
        said += [view["review"]["text"], *(m["text"] for m in view["review"]["moves"])]
    return said


@pytest.mark.parametrize("lang", ["en", "fr", "es", "de"])
def test_teams_called_you_and_computer_are_teams_not_the_sites_players(lang: str) -> None:
    """A team called "You" is not spoken to as "you", one called "Computer" is not the computer: each
    is shown as typed (untranslated) in the large line, the teams, the prompt, the verdicts and the
    review, in every language (issue #42)."""
    view = speak(lang, do="new", setup={"game": "factor-chain-challenge"}, teams={"a": "You", "b": "Computer"})
    assert [t["name"] for t in view["teams"]] == ["You", "Computer"]
    assert not any(t["computer"] for t in view["teams"])
    # Names of the same shape (no final s, which English writes as "Reds' turn"), swapped in below.
    shape = speak(lang, do="new", setup={"game": "factor-chain-challenge"}, teams={"a": "Ada", "b": "Bob"})
    assert view["turn"] == shape["turn"].replace("Ada", "You")
    while view["phase"] != "over":
        before = view
        if view["phase"] == "challenge":
            view = speak(lang, do="challenge", hash=view["hash"])
            assert view["last"]["text"], view
        else:
            view = speak(lang, do="pick", hash=view["hash"], number=legal(view)[-1])
        assert "a=You&b=Computer" in view["hash"]
        same = speak(lang, do="load", hash=view["hash"].replace("a=You&b=Computer", "a=Ada&b=Bob"))
        for ours, theirs in zip(sentences(view), sentences(same), strict=True):
            assert ours == theirs.replace("Ada", "You").replace("Bob", "Computer"), (before["hash"], ours, theirs)
    found = [(role, s) for role in ROLE_WORDS[lang] for s in sentences(view) if role in s]
    assert not found, found


@pytest.mark.parametrize("lang", ["en", "fr", "es", "de"])
def test_teams_named_with_the_default_names_keep_them_and_never_look_alike(lang: str) -> None:
    """Teams called "Team B" and "Team A" (the defaults, swapped) keep the names typed, untranslated,
    in every sentence; one team typed with the other's default name leaves the other team the other
    default; the class against the computer called "Computer" is the class (issue #42)."""
    swapped = speak(lang, do="new", setup={"game": "nrich", "range": "1-20"}, teams={"a": "Team B", "b": "Team A"})
    assert [t["name"] for t in swapped["teams"]] == ["Team B", "Team A"]
    assert "Team B" in swapped["turn"] and "Team A" not in swapped["turn"]
    swapped = speak(lang, do="pick", hash=swapped["hash"], number=legal(swapped)[0])
    assert "Team A" in swapped["turn"] and "Team B" not in swapped["turn"]
    assert swapped["prompt"].index("Team A") < swapped["prompt"].index("Team B")
    defaults = [t["name"] for t in speak(lang, do="load", hash="game=nrich")["teams"]]
    for a, b, shown in [
        (defaults[1], "", [defaults[1], defaults[0]]),
        ("", defaults[0], [defaults[1], defaults[0]]),
        (defaults[0], "", defaults),
    ]:
        teams = speak(lang, do="new", setup={"game": "nrich"}, teams={"a": a, "b": b})["teams"]
        assert [t["name"] for t in teams] == shown, (a, b)
    plain = speak(lang, do="new", setup={"game": "nrich"}, teams={"level": "easy"})["teams"]
    for name in ("Computer", "COMPUTER", plain[1]["name"]):
        cpu = speak(lang, do="new", setup={"game": "nrich"}, teams={"level": "easy", "a": name})["teams"]
        assert [t["name"] for t in cpu] == [t["name"] for t in plain], name
