"""The first view of every preset, made at build time: a first visit draws a board at once."""

from __future__ import annotations

import json
from pathlib import Path

from .pages import site_languages
from .paths import engine_importable


def first_views(lang: str) -> dict[str, object]:
    """Each preset's first view in `lang`, as the engine answers the page's first request for it,
    and the addresses that ask for it ("" for none: the default game with the start of a first
    visit, a view of its own; "game=<id>"; the preset's own code)."""
    engine_importable()
    from factorgames.games.presets import GAMES
    from factorgames.page.api import handle

    def load(key: str) -> dict[str, object]:
        return dict(json.loads(handle(json.dumps({"op": "load", "hash": key, "saved": None, "lang": lang}))))

    views: list[dict[str, object]] = [load("")]
    keys: dict[str, int] = {"": 0}
    for key in (f"game={game}" for game in GAMES):
        view = load(key)
        if view["hash"] not in keys:
            views.append(view)
        keys[key] = keys[str(view["hash"])] = keys.get(str(view["hash"]), len(views) - 1)
    return {"keys": keys, "views": views}


def write_first_views(out: Path, build_id: str) -> None:
    """dist/first-views.<lang>.json, one per language: a first visit draws the board of a preset at
    once, from the view Python made for it here (the page replaces it with the engine's own answer
    once it starts), fetching only its own language's."""
    for lang in site_languages():
        payload = {"build": build_id, **first_views(lang)}
        (out / f"first-views.{lang}.json").write_text(json.dumps(payload, separators=(",", ":")), encoding="utf-8")
