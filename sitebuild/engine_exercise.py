"""Every request kind of the engine's API (factorgames.page.api), each game and each language: run by
the build inside Pyodide (needed_modules.mjs) to learn which standard modules the engine imports.
It reaches the engine only through `handle`, as the browser's worker does."""

from __future__ import annotations

import json
from collections.abc import Callable

Handle = Callable[[str], str]

OVERLAYS = {"hint": True, "analysis": True, "strategy": True, "standing": True, "review": True,
            "counts": True, "web": True}
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
            for request in ({"op": "undo", "hash": moved}, {"op": "rematch", "hash": moved},
                            {"op": "view", "hash": moved, "step": 1}, {"op": "restart", "hash": moved, "moves": 0},
                            {"op": "load", "hash": moved, "saved": code}):
                _ask(handle, {**request, "lang": lang, **OVERLAYS})
            asked += 8
        rules = _ask(handle, {"op": "study", "hash": "", "lang": lang})["rules"]
        for rule in rules:  # type: ignore[attr-defined]
            _ask(handle, {"op": "study", "hash": f"rule={rule['id']}&max=30", "lang": lang})
        _ask(handle, {"op": "saved", "games": [{"id": "a", "hash": f"game={games[0]}"}], "lang": lang})
        _ask(handle, {"op": "puzzle", "hash": "", "date": "2026-01-01", "pick": 1, "hint": 2, "lang": lang})
        _ask(handle, {"op": "worksheet", "hash": "count=2", "lang": lang})
        _ask(handle, {"op": "load", "hash": "game=nonsense&moves=x", "saved": "", "lang": lang})  # a notice
        asked += 5 + len(rules)  # type: ignore[arg-type]
    for opponent in options["opponents"]:  # each computer player's way of choosing
        view = _ask(handle, {"op": "new", "setup": {"game": games[0], "vs": opponent["id"], "first": 2}})
        _ask(handle, {"op": "computer", "hash": str(view["hash"]), "seed": 2})
        asked += 2
    handle("not json")
    return asked + 1
