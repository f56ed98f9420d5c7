"""The teacher's notes page's view: one game's notes (`teach.notes`) for its preset, with links to
its rules page, to play it, to Study and to its worksheets.

Its address is `game=<id>`; an unknown game falls back to the first, with a notice.

>>> v = view("game=factor-game")
>>> v["hash"], [s["id"] for s in v["sections"]]
('game=factor-game', ['aim', 'questions', 'maths', 'sequence'])
>>> [(link["page"], link["hash"]) for link in v["links"]]
[('rules/factor-game.html', ''), ('index.html', 'game=factor-game'), ('study.html', 'rule=factor-game')]
"""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import parse_qsl

from ..contract.views import NotesLinkView, NotesView, OptionView
from ..games.presets import GAMES
from ..i18n import SOURCE, _, language
from ..puzzles.table import PUZZLES
from ..teach.notes import sections
from .study_page import RULES
from .view import language_options


def study_rule(game: str) -> str | None:
    """The Study page's rule that is this game's (the same rules but for the range), if any."""
    if GAMES[game].solo:
        return None
    rules = GAMES[game].rules
    for rule in RULES.values():
        if type(rule.rules) is type(rules) and replace(rule.rules, hi=rules.hi) == rules:
            return rule.id
    return None


def _links(game: str) -> list[NotesLinkView]:
    lang = language()
    suffix = "" if lang == SOURCE else f".{lang}"
    links: list[NotesLinkView] = [
        {
            "id": "rules",
            "label": _("The rules page"),
            "page": f"rules/{GAMES[game].rules_page}{suffix}.html",
            "hash": "",
        },
        {
            "id": "play",
            "label": _("Play the puzzle") if GAMES[game].solo else _("Play the game"),
            "page": "index.html",
            "hash": f"game={game}",
        },
    ]
    rule = study_rule(game)
    if rule is not None:
        links.append(
            {"id": "study", "label": _("Study: who wins each range"), "page": "study.html", "hash": f"rule={rule}"}
        )
    if any(p.game == game for p in PUZZLES):
        links.append(
            {"id": "worksheet", "label": _("Worksheets of puzzles"), "page": "worksheet.html", "hash": f"game={game}"}
        )
    return links


def view(address: str) -> NotesView:
    """The notes of the game in the address (the first game's, with a notice, when it names none known)."""
    keys = dict(parse_qsl(address.lstrip("#"), keep_blank_values=True))
    first = next(iter(GAMES))
    game = keys.get("game", first)
    notice = None
    if game not in GAMES:
        notice = _("Unknown game {game!r}; showing {title}.").format(game=game[:30], title=_(GAMES[first].title))
        game = first
    preset = GAMES[game]
    return {
        "hash": f"game={game}",
        "game": game,
        "games": [OptionView(id=g.id, label=_(g.title)) for g in GAMES.values()],
        "title": _("Teacher's notes: {game}").format(game=_(preset.title)),
        "summary": _(preset.summary),
        "sections": sections(game, preset.rules),
        "links": _links(game),
        "notice": notice,
        "lang": language(),
        "languages": language_options(),
    }
