"""The engine's side of the games a device keeps: a link read against this device's copy of the
same game (applied, older, differing, or the one sent to the friend), and the `saved` request
that names the games worth continuing."""

from __future__ import annotations

import pytest

from contract import assert_view, problems
from factorgames.contract.views import SavedGamesView
from factorgames.transcript import decode
from test_api import assert_playable, call

MINE = "game=nrich&range=1-100&vs=remote&moves=48,8,40"


def test_a_link_that_continues_this_devices_game_is_applied():
    view = call(op="load", hash="game=nrich&vs=remote&moves=48,8,40,20", saved=MINE)
    assert_playable(view)
    assert decode(view["hash"]).moves == (48, 8, 40, 20) and view["offer"] is None


def test_an_older_link_shows_this_devices_game_at_that_point_and_cannot_fork_it():
    view = call(op="load", hash="game=nrich&vs=remote&moves=48,8", saved=MINE)
    assert_view(view)
    assert decode(view["hash"]).moves == (48, 8, 40) and view["replay"]["step"] == 2 and view["chain"] == [48, 8]
    assert view["offer"]["label"] == "Go to move 3"
    refused = call(op="pick", hash=view["hash"], number=16, step=view["replay"]["step"])
    assert decode(refused["hash"]).moves == (48, 8, 40) and "Play from here" in refused["notice"]


def test_a_link_that_differs_at_a_move_both_have_asks_which_to_keep():
    view = call(op="load", hash="game=nrich&vs=remote&moves=48,1", saved=MINE)
    assert_playable(view)
    assert decode(view["hash"]).moves == (48, 8, 40), "this device's game is shown, nothing applied"
    offer = view["offer"]
    assert "differ from move 2" in offer["text"] and "The link: 48, 1. This device: 48, 8, 40." in offer["text"]
    assert (offer["label"], decode(offer["hash"]).moves) == ("Keep this device's game", (48, 8, 40))
    assert (offer["other"]["label"], decode(offer["other"]["hash"]).moves) == ("Take the link's game", (48, 1))
    assert decode(offer["other"]["hash"]).setup == decode(MINE).setup, "either way this device keeps its side"


def test_a_link_from_the_first_move_on_differs_too():
    view = call(op="load", hash="game=nrich&vs=remote&moves=46", saved=MINE)
    assert "differ from move 1" in view["offer"]["text"] and "The link: 46." in view["offer"]["text"]


def test_the_link_this_device_sent_waits_for_the_friend_and_offers_both_sides():
    mine = "game=nrich&range=1-100&vs=remote&moves=48"
    view = call(op="load", hash="game=nrich&vs=remote&you=2&moves=48", saved=mine)
    assert_playable(view)
    assert decode(view["hash"]).setup.you == 1, "this device plays its own side"
    assert view["status"].startswith("Your friend's turn")
    assert "waiting for your friend's move" in view["offer"]["text"]
    both = decode(view["offer"]["hash"])
    assert view["offer"]["label"] == "Play both sides here" and both.setup.vs is None and both.moves == (48,)
    refused = call(op="pick", hash=view["hash"], number=24)
    assert decode(refused["hash"]).moves == (48,) and "your friend's turn" in refused["notice"]
    assert refused["offer"]["label"] == "Play both sides here", "still one tap away after a refused pick"
    played = call(op="pick", hash=view["offer"]["hash"], number=24)
    assert decode(played["hash"]).moves == (48, 24)


def test_a_link_for_the_friend_that_is_further_on_is_played_from_this_devices_side():
    view = call(op="load", hash="game=nrich&vs=remote&you=2&moves=48,8", saved="game=nrich&vs=remote&moves=48")
    assert decode(view["hash"]).setup.you == 1 and view["status"].startswith("Your turn") and view["offer"] is None


@pytest.mark.parametrize(
    "saved", [None, "", "game=chess", "game=juniper-green&moves=48", "game=nrich&vs=perfect&moves=48"]
)
def test_a_link_without_a_copy_of_its_game_here_is_applied_as_it_is(saved):
    view = call(op="load", hash="game=nrich&vs=remote&you=2&moves=48,1", saved=saved)
    assert decode(view["hash"]).moves == (48, 1) and decode(view["hash"]).setup.you == 2 and view["offer"] is None


def saved(games: object, lang: str = "en") -> SavedGamesView:
    answer = call(op="saved", games=games, lang=lang)
    assert not problems(answer, SavedGamesView, "saved")
    return answer  # type: ignore[return-value]


def test_the_saved_request_names_the_unfinished_games_newest_first():
    answer = saved(
        [
            {"id": "a1", "hash": "game=juniper-green&moves=12,24"},
            {"id": "b2", "hash": "game=multiples-removal&grid=3&vs=perfect&first=2"},
            {"id": "c3", "hash": "game=nrich&vs=remote&you=2&moves=48"},
            {"id": "d4", "hash": "game=longest-chain&range=1-10&moves=4"},
        ]
    )
    assert answer["heading"] == "Continue a game"
    assert [(g["id"], g["title"], g["words"]) for g in answer["games"]] == [
        ("a1", "Juniper Green", "2 moves played. Player 1's turn."),
        ("b2", "Multiples Removal", "No move yet. Computer's turn."),
        ("c3", "NRICH Juniper Green", "1 move played. Your turn."),
        ("d4", "Longest Chain Challenge", "1 move played. Your turn."),
    ]
    assert decode(answer["games"][0]["hash"]).moves == (12, 24)


def test_the_saved_request_leaves_out_finished_unreadable_and_damaged_games():
    games = [
        {"id": "over", "hash": "game=multiples-removal&grid=2&moves=1"},
        {"id": "bad", "hash": "game=chess"},
        {"id": "illegal", "hash": "game=nrich&moves=47"},
        {"id": "", "hash": "game=nrich"},
        {"id": 7, "hash": "game=nrich"},
        {"id": "x" * 41, "hash": "game=nrich"},
        {"id": "ok", "hash": 5},
        "game=nrich",
        {"id": "kept", "hash": "game=nrich"},
    ]
    assert [g["id"] for g in saved(games)["games"]] == ["kept"]
    for junk in (None, "x", 3, {"id": "a"}, [[]]):
        assert saved(junk)["games"] == []


def test_the_saved_request_speaks_the_language_asked_for():
    answer = saved([{"id": "a", "hash": "game=juniper-green&vs=perfect&moves=12"}], lang="fr")
    assert answer["heading"] == "Reprendre une partie"
    assert answer["games"][0]["words"] == "1 coup joué. Au tour de l'ordinateur."


def test_the_saved_request_answers_a_bounded_number_of_games():
    games = [{"id": f"g{i}", "hash": "game=nrich"} for i in range(100)]
    assert len(saved(games)["games"]) == 20
