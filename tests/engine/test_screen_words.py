"""What the game screen needs from the view: at most two marks a number, the end of a game in the
words and colour of the person at this device, the pupil's Hint left alone by the teacher's tools,
and words a 12-year-old reads without stumbling."""

from __future__ import annotations

import itertools

import pytest

from factorgames.games.position import replay
from factorgames.games.presets import GAMES
from factorgames.page.view import MARKS_PER_CELL
from factorgames.transcript import decode
from test_api import call

ALL_TOOLS = {"analysis": True, "strategy": True, "counts": True, "hint": 3}


def marks(cell: dict) -> list[str]:
    return [name for name in ("hint", "partner", "follows", "relation") if cell[name] is not None]


@pytest.mark.parametrize(
    "code",
    [
        "game=juniper-green&moves=48,24",
        "game=nrich&moves=48",
        "game=factor-chain",
        "game=multiplicity&moves=13,39,3",
        "game=number-nexus&moves=64",
    ],
)
def test_every_tool_on_leaves_at_most_two_marks_on_a_number_the_most_telling_first(code):
    view = call(op="view", hash=code, **ALL_TOOLS)
    alone = {name: call(op="view", hash=code, **{name: value}) for name, value in ALL_TOOLS.items()}
    seen = set()
    for i, cell in enumerate(view["board"]["cells"]):
        assert len(marks(cell)) <= MARKS_PER_CELL, cell
        seen.update(marks(cell))
        # A hint or the analysis is never dropped for another mark.
        assert cell["hint"] == alone["analysis"]["board"]["cells"][i]["hint"]
        if cell["hint"] is None and alone["strategy"]["board"]["cells"][i]["partner"] is not None:
            assert cell["partner"] is not None  # then the partner
    assert {"hint", "partner"} <= seen


def test_the_teachers_analysis_does_not_press_the_pupils_hint():
    view = call(op="view", hash="game=juniper-green&moves=48,24", analysis=True)
    assert view["hint"] is None and any(c["hint"] for c in view["board"]["cells"])
    hinted = call(op="view", hash="game=juniper-green&moves=48,24", analysis=True, hint=1)
    assert hinted["hint"]["level"] == 1 and hinted["hint"]["more"]


def _finish(code: str) -> dict:
    """Play the game in `code` to its end, the player to move always taking the first legal move."""
    view = call(op="view", hash=code)
    while not view["over"]:
        record = decode(view["hash"])
        p = replay(record.setup.rules, record.moves)
        view = call(
            op="view",
            hash=f"{view['hash'].split('&moves=')[0]}&moves="
            + ",".join(map(str, (*record.moves, next(iter(p.legal_moves()))))),
        )
    return view


@pytest.mark.parametrize(
    "code, mover_wins_means",
    [
        ("game=factor-chain-challenge&range=1-6&vs=perfect", {1: "won", 2: "lost"}),
        ("game=factor-chain-challenge&range=1-6&vs=remote&you=2", {1: "lost", 2: "won"}),
        ("game=factor-chain-challenge&range=1-6", {1: "over", 2: "over"}),
    ],
)
def test_the_end_reads_won_or_lost_for_the_person_at_this_device(code, mover_wins_means):
    assert call(op="view", hash=code)["result"] is None
    view = _finish(code)
    assert view["result"] == mover_wins_means[view["winner"]]


BANNED = (
    "force a win",
    "forcer la victoire",
    "best try",
    "meilleur essai",
    "every move here lost",
    "tous les coups perdaient",
)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_pupils_words_say_win_not_force_and_chance_not_try(lang):
    """Status, hints, who is winning, the review, through a lost game and a game played well."""
    said = []
    for code in (
        "game=juniper-green&range=1-20&moves=3,1,5",
        "game=nrich&moves=48,24",
        "game=multiples-removal&moves=8",
    ):
        for overlays in ({"hint": 1}, {"hint": 2}, {"hint": 3}, {"standing": True, "review": True, "strategy": True}):
            view = call(op="view", hash=code, lang=lang, **overlays)
            said += [
                view["status"],
                (view["hint"] or {}).get("text", ""),
                view["standing"] or "",
                (view["review"] or {}).get("text", ""),
                *(m["text"] for m in (view["review"] or {}).get("moves", [])),
                *(c["label"] for c in view["board"]["cells"]),
            ]
    text = " ".join(said).lower()
    assert text and not [word for word in BANNED if word in text]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_history_is_drawn_as_a_chain_only_where_each_number_follows_the_last(game):
    view = call(op="new", setup={"game": game})
    for _ in range(4):
        legal = [c["n"] for c in view["board"]["cells"] if c["state"] == "legal"]
        if view["over"] or not legal:
            break
        view = call(op="pick", hash=view["hash"], number=legal[len(legal) // 2])
    numbers = [entry["n"] for entry in view["history"]]
    assert len(numbers) >= 2
    follows = all(a % b == 0 or b % a == 0 for a, b in itertools.pairwise(numbers))
    assert view["game"]["history_is_chain"] == follows, numbers
