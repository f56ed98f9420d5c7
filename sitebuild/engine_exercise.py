"""Every request kind of the engine's API (factorgames.page.api), each game and each language: run by
the build inside Pyodide (needed_modules.mjs) to learn which standard modules the engine imports.
It reaches the engine only through `handle`, as the browser's worker does."""

from __future__ import annotations

import json
from collections.abc import Callable

Handle = Callable[[str], str]

OVERLAYS = {
    "hint": True,
    "analysis": True,
    "strategy": True,
    "standing": True,
    "review": True,
    "counts": True,
    "web": True,
}
"""Every overlay a request may ask for."""


def _ask(handle: Handle, request: dict[str, object]) -> dict[str, object]:
    view: dict[str, object] = json.loads(handle(json.dumps(request)))
    return view


def exercise(handle: Handle) -> int:
    """Send every request kind (api.py's docstring lists them), for every game and language, with
    every overlay; returns how many requests were answered."""
    asked = 0
    first = _ask(handle, {"op": "view"})
    options = first["options"]
    assert isinstance(options, dict)
    games = [str(g["id"]) for g in options["games"]]
    languages = [str(lang["id"]) for lang in first["languages"]]  # type: ignore[attr-defined]
    for lang in languages:
        for game in games:
            view = _ask(handle, {"op": "new", "setup": {"game": game}, "lang": lang, **OVERLAYS})
            code = str(view["hash"])
            legal = [c["n"] for c in view["board"]["cells"] if c["state"] == "legal"]  # type: ignore[index]
            if legal:
                view = _ask(handle, {"op": "pick", "hash": code, "number": legal[0], "lang": lang, **OVERLAYS})
            view = _ask(handle, {"op": "computer", "hash": str(view["hash"]), "seed": 1, "lang": lang, **OVERLAYS})
            moved = str(view["hash"])
            for request in (
                {"op": "undo", "hash": moved},
                {"op": "rematch", "hash": moved},
                {"op": "view", "hash": moved, "step": 1},
                {"op": "restart", "hash": moved, "moves": 0},
                {"op": "load", "hash": moved, "saved": code},
            ):
                _ask(handle, {**request, "lang": lang, **OVERLAYS})
            asked += 8
        rules = _ask(handle, {"op": "study", "hash": "", "lang": lang})["rules"]
        for rule in rules:  # type: ignore[attr-defined]
            _ask(handle, {"op": "study", "hash": f"rule={rule['id']}&max=30", "lang": lang})
        _ask(handle, {"op": "saved", "games": [{"id": "a", "hash": f"game={games[0]}"}], "lang": lang})
        _ask(handle, {"op": "puzzle", "hash": "", "date": "2026-01-01", "pick": 1, "hint": 2, "lang": lang})
        _ask(handle, {"op": "worksheet", "hash": "count=2", "lang": lang})
        for game in games:  # each game's teacher's notes
            _ask(handle, {"op": "notes", "hash": f"game={game}", "lang": lang})
        asked += len(games)
        tasks = [{"game": games[0], "level": "easy", "goal": "win1"}, {"game": "longest-chain", "target": 5}]
        made = _ask(handle, {"op": "class", "make": "x", "seed": 1, "tasks": tasks, "lang": lang})["made"]
        link = str(made["link"])  # type: ignore[index]
        pupil = _ask(handle, {"op": "class", "hash": link, "name": "x", "kept": [], "lang": lang})
        _ask(handle, {"op": "class", "add": str(pupil["result"]), "lang": lang})
        asked += 3
        played = _ask(handle, {"op": "classgame", "do": "new", "setup": {"game": games[0]}, "teams": {"a": "x"}})
        cells = played["board"]["cells"]  # type: ignore[index]
        first = next(c["n"] for c in cells if c["state"] == "legal")
        played = _ask(handle, {"op": "classgame", "do": "pick", "hash": str(played["hash"]), "number": first})
        _ask(handle, {"op": "classgame", "do": "challenge", "hash": str(played["hash"]), "lang": lang})
        asked += 3
        _ask(handle, {"op": "load", "hash": "game=nonsense&moves=x", "saved": "", "lang": lang})  # a notice
        asked += 5 + len(rules)  # type: ignore[arg-type]
    for opponent in options["opponents"]:  # each computer player's way of choosing
        view = _ask(handle, {"op": "new", "setup": {"game": games[0], "vs": opponent["id"], "first": 2}})
        _ask(handle, {"op": "computer", "hash": str(view["hash"]), "seed": 2})
        asked += 2
    asked += _exercise_bots(handle)
    handle("not json")
    return asked + 1


def _exercise_bots(handle: Handle) -> int:
    """The Bots page's requests (op "bots"): a game of a bot against each level, on a chain game and
    Multiples Removal, its table, a round robin, a challenge, a bot's link; returns how many were asked."""
    asked = 0
    page = _ask(handle, {"op": "bots", "do": "page"})
    for game in ("game=nrich", "game=multiples-removal"):
        for level in page["levels"]:  # type: ignore[attr-defined]
            planned = _ask(
                handle,
                {
                    "op": "bots",
                    "do": "series",
                    "code": game,
                    "bot": "b",
                    "name": "B",
                    "opponent": level["id"],
                    "games": 1,
                    "first": "2",
                    "seed": 1,
                },
            )
            step = _ask(handle, {"op": "bots", "do": "step", "state": planned["games"][0]})  # type: ignore[index]
            step = _ask(handle, {"op": "bots", "do": "step", "state": step["state"], "answer": {"move": 0, "line": 2}})
            _ask(handle, {"op": "bots", "do": "table", "results": [step["result"]]})
            asked += 4
    robin = _ask(handle, {"op": "bots", "do": "robin", "code": "game=factor-chain", "bots": [["a", "A"], ["b", "B"]]})
    step = _ask(handle, {"op": "bots", "do": "step", "state": robin["games"][0]})  # type: ignore[index]
    step = _ask(handle, {"op": "bots", "do": "step", "state": step["state"], "answer": {"timeout": True}})
    challenge = page["challenges"][0]["id"]  # type: ignore[index]
    _ask(handle, {"op": "bots", "do": "challenge", "id": challenge, "bot": "b"})
    _ask(handle, {"op": "bots", "do": "check", "id": challenge, "results": [step["result"]]})
    link = _ask(handle, {"op": "bots", "do": "share", "name": "B", "code": "def choose(position): ..."})["link"]
    _ask(handle, {"op": "bots", "do": "open", "link": link})
    _ask(handle, {"op": "bots", "do": "first", "code": "game=nrich"})
    return asked + 9
