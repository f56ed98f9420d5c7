"""Spanish and German (and any catalog the site gains) through the engine: every sentence it writes
for every game kind (status, hints at each level, analysis, strategy, who is winning, counts, the
review, notes, puzzles, worksheet), the Class page's marks and the Bots page's errors, in each
language: nothing left in English (measured against the language's catalog: tests/english_left.py),
every word different from the English view's, numbers and lists in the language's way."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from english_left import english_left
from factorgames.games.presets import GAMES
from factorgames.i18n import decimal, languages, listing, speaking
from factorgames.page.api import handle
from test_class_help import task_link
from test_classroom import best, call, play_out

OTHERS = sorted(code for code in languages() if code != "en")
MOVES = {
    "juniper-green": "48,24",
    "nrich": "48,24",
    "factor-game": "12",
    "multiples-removal": "6",
    "longest-chain": "2,4",
}
"""A position a few moves in, for the games whose first moves the overlays say most about."""


NAMES = {*languages().values(), "Juniper Green", "Juniper Green (NRICH)", "Bots", "Factor Games"}
"""Words every language writes alike: the languages' own names, names of games kept as they are."""


def ask(**request: object) -> dict:
    return json.loads(handle(json.dumps(request)))


def strings(value: object) -> Iterator[str]:
    """Every string in a view a person reads, at any depth: not addresses and ids, nor the values
    the page reads (a cell's state "legal", a kind "win": one word in lower case)."""
    if isinstance(value, str):
        if " " in value.strip() or value[:1].isupper():
            yield value
    elif isinstance(value, dict):
        for key, inner in value.items():
            if key not in {"hash", "id", "link", "play", "review", "href", "code", "result", "lang", "csv"}:
                yield from strings(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from strings(inner)


def words(view: dict) -> set[str]:
    return {s for s in strings(view) if any(c.isalpha() for c in s)}


def test_the_measure_finds_english_and_only_english() -> None:
    assert english_left("de", ["Tipp", "Hint", "Juniper Green", "English", "Move 3: you picked 7: the best pick."]) == [
        "Hint",
        "Move 3: you picked 7: the best pick.",
    ]
    assert english_left("es", ["Pista", "Jugada 3 de 9", "Player 1's turn: pick any number from 1 to 10."]) == [
        "Player 1's turn: pick any number from 1 to 10."
    ]


def test_each_language_writes_numbers_and_lists_its_own_way() -> None:
    said = {}
    for lang in OTHERS:
        with speaking(lang):
            said[lang] = (listing((2, 3, 5)), listing((2, 3), either=True), decimal(4.5))
    assert said == {
        "de": ("2, 3 und 5", "2 oder 3", "4,5"),
        "es": ("2, 3 y 5", "2 o 3", "4,5"),
        "fr": ("2, 3 et 5", "2 ou 3", "4,5"),
    }


@pytest.mark.parametrize("lang", OTHERS)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_and_every_overlay_speaks_the_language(lang: str, game: str) -> None:
    address = f"game={game}" + (f"&moves={MOVES[game]}" if game in MOVES else "")
    overlays: list[dict[str, object]] = [
        {},
        {"hint": 1},
        {"hint": 2},
        {"hint": 3},
        {"analysis": True},
        {"standing": True},
    ]
    overlays += [{"strategy": True}, {"counts": True}, {"web": True}, {"review": True}]
    left, same = [], []
    for overlay in overlays:
        english = ask(op="load", hash=address, **overlay)
        spoken = ask(op="load", hash=address, lang=lang, **overlay)
        assert spoken["lang"] == lang
        left += english_left(lang, strings(spoken))
        same += sorted(words(spoken) & words(english) - NAMES)
    finished = play_out(address.split("&moves=")[0] + "&vs=easy", best) if not GAMES[game].solo else address
    review = ask(op="load", hash=finished, review=True, lang=lang)
    notes = ask(op="notes", hash=f"game={game}", lang=lang)
    left += english_left(lang, [*strings(review), *strings(notes)])
    assert left == []
    assert same == [], "the same words as the English view's"


@pytest.mark.parametrize("lang", OTHERS)
def test_puzzles_worksheets_and_study_speak_the_language(lang: str) -> None:
    puzzle = ask(op="puzzle", hash="", lang=lang)
    sheet = ask(op="worksheet", hash="game=juniper-green&n=6", lang=lang)
    study = ask(op="study", hash="rule=nrich", lang=lang)
    assert english_left(lang, [*strings(puzzle), *strings(sheet), *strings(study)]) == []
    assert words(sheet) - words(ask(op="worksheet", hash="game=juniper-green&n=6")), "the sheet is translated"


@pytest.mark.parametrize("lang", OTHERS)
def test_the_class_pages_marks_speak_the_language(lang: str) -> None:
    made, link = task_link()
    won = play_out(link, best)
    pupil = call(hash=made["made"]["link"], name="Ada", kept=[[won]], lang=lang)
    teacher = call(add=pupil["result"], assignments=made["assignments"], lang=lang)
    mark = pupil["tasks"][0]["mark"]["words"]
    assert mark != call(hash=made["made"]["link"], name="Ada", kept=[[won]])["tasks"][0]["mark"]["words"]
    assert english_left(lang, [*strings(pupil), *strings(teacher)]) == []


@pytest.mark.parametrize("lang", OTHERS)
def test_the_bots_pages_errors_speak_the_language(lang: str) -> None:
    from factorgames.bots import sandbox

    def load_and_ask(code: str, asked: str) -> dict:
        sandbox.handle(json.dumps({"op": "load", "bot": "b", "code": code, "lang": asked}))
        return json.loads(
            sandbox.handle(json.dumps({"op": "ask", "bot": "b", "facts": sandbox.FACTS, "seed": 1, "lang": asked}))
        )

    errors = [
        load_and_ask("def choose(position):\n    exit()\n", lang)["error"],
        load_and_ask("def choose(position):\n    return 10 ** 5000\n", lang)["error"],
        load_and_ask("def choose(position):\n    return 1/0\n", lang)["error"],
        json.loads(sandbox.handle(json.dumps({"op": "load", "bot": "c", "code": "def choose(:", "lang": lang})))[
            "error"
        ],
    ]
    english = [load_and_ask("def choose(position):\n    exit()\n", "en")["error"]]
    assert all(errors) and errors[0] != english[0]
    assert english_left(lang, errors) == []
    page = ask(op="bots", do="page", lang=lang)
    assert english_left(lang, strings(page)) == []
