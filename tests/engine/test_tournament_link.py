"""A tournament's game link on the game page: a link edited to other settings (its numbers, another
game, the computer as the opponent) opens a game the organiser's device will refuse, and the page
says so when it opens, on a pupil's device (its invitation) and on the organiser's (the tournament
it keeps), with the tournament's own game one tap away."""

from __future__ import annotations

import json
import random

import pytest

from factorgames.classroom.tournament import Invitation, Tournament, TournamentError
from factorgames.page.api import handle
from factorgames.transcript import decode
from test_tournament import call, finished


def ask(**request: object) -> dict:
    return json.loads(handle(json.dumps(request)))


@pytest.fixture(scope="module")
def made() -> dict:
    names = "Ada\nBen\nCy\nDee\nEve"
    return call(make={"title": "Cup", "names": names, "format": "knockout", "game": "nrich"}, seed=2)


def devices(made: dict, k: int) -> list[tuple[str, dict]]:
    """Game k's link as each device opens it, and its task as that device's game page sends it: a
    pupil's (the invitation's address kept), the organiser's (the tournament kept)."""
    game = next(g for r in made["rounds"] for g in r["games"] if g["k"] == k)
    link, _sep, name = game["play"].partition("&task=")
    pupil = call(hash=game["invite"])
    assert pupil["play"] == game["play"]
    return [
        (link, {"task": name, "assignment": f"tournament.html#{game['invite']}", "latest": ""}),
        (link, {"task": name, "assignment": "tournament.html", "latest": "", "tournament": made["tournament"]}),
    ]


@pytest.mark.parametrize("device", [0, 1])
@pytest.mark.parametrize(
    "edit",
    [("range=1-100", "range=1-20"), ("game=nrich", "game=juniper-green"), ("&p1=", "&vs=easy&p1=")],
)
def test_a_tournament_link_edited_to_other_settings_says_it_will_not_count_and_offers_its_game(made, device, edit):
    """Had the pupils played the edited game, the organiser's device would refuse its result (other
    settings), after the game, with no word before it. The page now says so as the game opens, and
    its button opens the tournament's own game under its name."""
    k = 0
    link, task = devices(made, k)[device]
    edited = link.replace(*edit)
    assert edited != link
    assert ask(op="load", hash=link, task=task)["offer"] is None  # the tournament's own link
    offer = ask(op="load", hash=edited, task=task)["offer"]
    assert offer is not None and offer["leaves_task"] is True
    assert "not game 1 of the tournament" in offer["text"] and "will not count" in offer["text"]
    assert offer["label"] == "Play game 1 of the tournament"
    offered, _sep, name = offer["hash"].partition("&task=")
    assert (offered, name) == (link, task["task"])
    # What the page said agrees with what the organiser's device admits: the edited game, played
    # out, is refused; the offered one is a result.
    t = Tournament.from_code(made["tournament"])
    invitation = Invitation.of(t, t.pairings({})[k])
    with pytest.raises(TournamentError, match="other settings"):
        invitation.handed(finished(edited, random.Random(1)))
    assert invitation.handed(finished(offered, random.Random(1))).k == k


def test_a_knockout_game_whose_players_are_not_known_yet_offers_the_tournaments_settings(made):
    """On the organiser's device, a later round's game: its link keeps the names it was opened with."""
    t = Tournament.from_code(made["tournament"])
    later = next(p for p in t.pairings({}) if p.first is None)
    name = f"{t.id}.{later.k}"
    task = {"task": name, "assignment": "tournament.html", "latest": "", "tournament": made["tournament"]}
    offer = ask(op="load", hash="game=juniper-green&p1=Ada&p2=Cy", task=task)["offer"]
    offered, _sep, named = offer["hash"].partition("&task=")
    assert named == name and decode(offered).setup == decode("game=nrich&p1=Ada&p2=Cy&help=none").setup


def test_what_the_device_sends_about_a_tournament_is_read_as_anything(made):
    """A tournament from storage that is not this game's (damaged, another tournament, another game's
    invitation, a task's index past its games) says nothing and breaks nothing."""
    (link, pupil), (_link, organiser) = devices(made, 0)
    _other_link, other_game = devices(made, 2)[0]
    other = call(make={"title": "B", "names": "Ada\nBen", "format": "round-robin", "game": "nrich"}, seed=3)
    edited = link.replace("game=nrich", "game=juniper-green")
    for sent in (
        {**pupil, "assignment": "tournament.html#p=damaged"},
        {**pupil, "assignment": other_game["assignment"]},
        {**pupil, "task": pupil["task"].replace(".0", ".7")},
        {**organiser, "tournament": None},
        {**organiser, "tournament": ["x"]},
        {**organiser, "tournament": "damaged"},
        {**organiser, "tournament": other["tournament"]},
        {**organiser, "task": organiser["task"].replace(".0", ".99")},
        {**organiser, "task": 5},
    ):
        view = ask(op="load", hash=edited, task=sent)
        assert view["notice"] is None and view["offer"] is None, sent
        assert decode(view["hash"]).setup == decode(edited).setup


def test_the_offer_goes_on_with_the_tournaments_game_this_device_kept(made):
    """The button opens this device's latest game of the tournament's game when it is that game (the
    players' moves come back), else the game anew."""
    link, task = devices(made, 0)[0]
    edited = link.replace("game=nrich", "game=juniper-green")
    begun = link + "&moves=48,24"
    for latest, opened in ((begun, decode(begun)), (edited, decode(link)), ("", decode(link))):
        offer = ask(op="load", hash=edited, task={**task, "latest": latest})["offer"]
        assert decode(offer["hash"].partition("&task=")[0]) == opened, latest


@pytest.mark.parametrize("device", [0, 1])
def test_moves_taken_back_by_editing_the_address_are_said_where_the_tournament_allows_none(made, device):
    """Two pupils play three moves, then cut the last from the address: a take-back with no Undo,
    which a tournament of no help does not offer. The game had gone on, and counted. The page now
    says it will not count, its button back to the game as they left it; a tournament of all help
    (Undo offered) says nothing."""
    link, task = devices(made, 0)[device]
    mine = f"{link}&moves=48,24,12"
    for edited in (f"{link}&moves=48,24", f"{link}&moves=48,96"):
        offer = ask(op="load", hash=edited, task={**task, "latest": mine})["offer"]
        assert offer is not None and offer["leaves_task"] is True, edited
        assert offer["text"].startswith("Moves of this game were taken back from move ")
        assert "the tournament allows no taking back" in offer["text"]
        assert offer["label"] == "Back to game 1 of the tournament"
        assert decode(offer["hash"].partition("&task=")[0]) == decode(mine)
        assert offer["hash"].partition("&task=")[2] == task["task"]
    assert ask(op="load", hash=f"{mine},6", task={**task, "latest": mine})["offer"] is None  # it goes on
    assert ask(op="load", hash=link, task={**task, "latest": mine})["offer"] is None  # the link again: afresh
    names = "Ada\nBen\nCy\nDee\nEve"
    every = call(make={"names": names, "format": "knockout", "game": "nrich", "help": "all"}, seed=2)
    link, task = devices(every, 0)[device]
    offer = ask(op="load", hash=f"{link}&moves=48,24", task={**task, "latest": f"{link}&moves=48,24,12"})["offer"]
    assert offer is None
