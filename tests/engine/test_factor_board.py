"""The Factor Game's board in the view (issue #34): whose each number taken is, and what each pick
would score for both players, checked against a replay written here with plain arithmetic (a pick
of n scores n for the picker and the sum of n's proper divisors still on the board for the
opponent, and they all leave the board)."""

from __future__ import annotations

import json
import random

import pytest

from contract import assert_view
from factorgames.page.api import handle


def call(**request) -> dict:
    view = json.loads(handle(json.dumps(request)))
    assert_view(view)
    return view


def divisors_left(board: set[int], n: int) -> list[int]:
    return [d for d in board if d < n and n % d == 0]


class Paper:
    """The game as it is played on paper: the board left, who circled each number, the totals."""

    def __init__(self, top: int, first: int, lose_turn: bool) -> None:
        self.board = set(range(1, top + 1))
        self.owner: dict[int, int] = {}
        self.mover = first  # the player (1 or 2) to move
        self.points = {1: 0, 2: 0}
        self.lose_turn = lose_turn
        self.played: list[int] = []

    def gains(self, n: int) -> dict[int, int]:
        divisors = divisors_left(self.board, n)
        if not divisors:
            return {1: 0, 2: 0}
        return {self.mover: n, 3 - self.mover: sum(divisors)}

    def legal(self) -> list[int]:
        scoring = [n for n in sorted(self.board) if divisors_left(self.board, n)]
        if not scoring:
            return []
        return sorted(self.board) if self.lose_turn else scoring

    def pick(self, n: int) -> None:
        divisors = divisors_left(self.board, n)
        if divisors:
            self.owner[n] = self.mover
            self.points[self.mover] += n
            for d in divisors:
                self.owner[d] = 3 - self.mover
                self.points[3 - self.mover] += d
        self.board -= {n, *divisors}
        self.played.append(n)
        self.mover = 3 - self.mover


OWN = {"easy": {1: "yours", 2: "the computer's"}, "": {1: "Player 1's", 2: "Player 2's"}}
WHO = {"easy": {1: "you", 2: "the computer"}, "": {1: "Player 1", 2: "Player 2"}}


def check(view: dict, paper: Paper, vs: str) -> None:
    """The view's owners, gains, points' words and names against the paper game."""
    legal = set(paper.legal())
    assert {int(k): v for k, v in view["scores"]["points"].items()} == paper.points
    for cell in view["board"]["cells"]:
        n = cell["n"]
        assert cell["owner"] == paper.owner.get(n), n
        if cell["owner"]:
            assert cell["label"] == f"{n}, {OWN[vs][cell['owner']]}"
        if n in legal and not view["over"]:
            gains = paper.gains(n)
            assert cell["gains"] == {"1": gains[1], "2": gains[2]}, n
            mover, them = paper.mover, 3 - paper.mover
            if any(gains.values()):
                words = f"{WHO[vs][mover]} {gains[mover]}, {WHO[vs][them]} {gains[them]}"
            else:
                words = "no points, the turn passes"
            assert cell["points"] == f"{n}: {words}"
            assert cell["label"] == f"{n}, can be picked, {words}"
        else:
            assert cell["gains"] is None and cell["points"] is None, n
    owners = view["board"]["owners"]
    if paper.owner:
        assert owners == [
            {"player": 1, "text": "scored by " + WHO[vs][1]},
            {"player": 2, "text": "scored by " + WHO[vs][2]},
        ]
    else:
        assert owners == []
    assert (view["board"]["points_help"] is not None) == (bool(legal) and not view["over"])


@pytest.mark.parametrize(
    ("top", "first", "vs", "lose_turn", "seed"),
    [(30, 1, "easy", False, 1), (30, 2, "easy", False, 2), (20, 1, "", False, 3), (16, 2, "", True, 4)],
)
def test_owners_and_gains_against_the_paper_game(top, first, vs, lose_turn, seed):
    rng = random.Random(seed)
    paper = Paper(top, first, lose_turn)
    setup = {"game": "factor-game", "vs": vs, "first": first, "range": f"1-{top}", "lose_turn": lose_turn}
    view = call(op="new", setup=setup)
    while True:
        if view["computer_to_move"]:
            view = call(op="computer", hash=view["hash"])
        # Play on paper what the view played since (the computer's answers included).
        moves = [int(m) for m in view["moves"].split(",")] if view["moves"] else []
        for n in moves[len(paper.played) :]:
            paper.pick(n)
        assert moves == paper.played
        check(view, paper, vs)
        if view["over"]:
            break
        view = call(op="pick", hash=view["hash"], number=rng.choice(paper.legal()))
    assert paper.owner


def test_without_highlights_the_gains_stay_hidden_and_the_owners_show():
    """Points shown before a pick would say which numbers can be picked: not when highlights are off."""
    view = call(op="view", hash="game=factor-game&vs=easy&highlights=0&moves=25,16")
    cells = {c["n"]: c for c in view["board"]["cells"]}
    assert all(c["gains"] is None and c["points"] is None for c in cells.values())
    assert view["board"]["points_help"] is None
    assert (cells[25]["owner"], cells[5]["owner"], cells[16]["owner"], cells[2]["owner"]) == (1, 2, 2, 1)


def test_the_words_in_french():
    view = call(op="view", hash="game=factor-game&vs=easy&moves=25,16", lang="fr")
    cells = {c["n"]: c for c in view["board"]["cells"]}
    assert cells[25]["label"] == "25, à toi" and cells[5]["label"] == "5, à l'ordinateur"
    assert cells[28]["points"] == "28\u00a0: toi 28, l'ordinateur 21"  # 7 + 14
    assert view["scores"]["text"] == "Points\u00a0: Toi 39, Ordinateur 22"  # 25 + 2 + 4 + 8; 1 + 5 + 16


def test_chain_games_have_no_owners():
    view = call(op="view", hash="game=juniper-green&moves=4")
    assert all(c["owner"] is None and c["gains"] is None for c in view["board"]["cells"])
    assert view["board"]["owners"] == [] and view["board"]["points_help"] is None
