"""The Bots page's requests to the engine (`{"op": "bots", "do": ...}`), each answered with plain
data: the engine plans the games, plays the computer, checks every bot's move, and counts.

    page        {}                              the games (each says if it `draws`), opponents, starter
                                                bots, examples, challenges
    series      {code, bot, name, opponent, opponent_name, games, first, seed}    the games to play
    robin       {code, bots: [[id, name]], games, seed}                           the games to play
    challenge   {id, bot, name, seed}           a challenge's games
    step        {state, answer}                 a game's next question to a bot, or its result
    table       {results}                       the table of finished games
    check       {id, results}                   whether a challenge is passed
    share       {name, code}                    the link's part for a bot
    open        {link}                          the name and code in a link's part
    first       {code}                          a first position of a game, as a bot sees it (examples)

Trouble yields {"error": words}.

>>> answer({"do": "share", "name": "A", "code": "x"})["link"].startswith("bot=")
True
>>> answer({"do": "step", "state": {"hash": "game=nrich", "players": ["b", "b"]}})["error"]
'That request could not be read.'
"""

from __future__ import annotations

from typing import Any

from ..games.presets import GAMES
from ..i18n import _
from ..link_values import RecordError
from ..play.players import LEVELS
from ..transcript import decode
from . import challenges, runner, share
from .runner import facts
from .starters import examples, starters

EXAMPLE_GAME = "game=factor-chain-challenge"
"""The game chosen first on the page, whose first position the examples run on."""


def page() -> dict[str, Any]:
    """What the page offers: games (each with whether it can end in a draw, for the table's Draws
    column), opponents, starter bots, examples, challenges, the time limit."""
    return {
        "games": [
            {"id": f"game={gid}", "label": _(GAMES[gid].title), "draws": runner.can_draw(gid)}
            for gid in runner.bot_games()
        ],
        "levels": [{"id": level, "label": runner.player_name(level, "")} for level in LEVELS],
        "starters": starters(),
        "examples": examples(),
        "move_seconds": runner.MOVE_SECONDS,
        "challenges": [{"id": c.id, "title": _(c.title)} for c in challenges.CHALLENGES],
        "game": EXAMPLE_GAME,
        "position_facts": first_facts(EXAMPLE_GAME),
    }


def first_facts(code: str) -> object:
    setup = decode(code).setup
    return facts(setup.game, setup.rules.initial_position())


def _challenge(cid: object) -> challenges.Challenge:
    found = [c for c in challenges.CHALLENGES if c.id == cid]
    if not found:
        raise KeyError(cid)
    return found[0]


def _int(value: object, default: int) -> int:
    return value if type(value) is int else default


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """The answer to one of the Bots page's requests."""
    do = request.get("do")
    try:
        if do == "page":
            return page()
        if do == "series":
            return {
                "games": runner.plan_series(
                    str(request["code"]),
                    str(request["bot"]),
                    str(request["opponent"]),
                    _int(request.get("games"), 1),
                    str(request.get("first", "alternate")),
                    _int(request.get("seed"), 1),
                    (str(request.get("name", "")), str(request.get("opponent_name", ""))),
                )
            }
        if do == "robin":
            bots = [(str(b), str(n)) for b, n in request["bots"]]
            if len(bots) < 2:
                return {"error": _("A round robin needs at least two bots.")}
            return {
                "games": runner.plan_round_robin(
                    str(request["code"]), bots, _int(request.get("games"), 2), _int(request.get("seed"), 1)
                )
            }
        if do == "challenge":
            challenge = _challenge(request.get("id"))
            return {
                "games": challenges.games(
                    challenge, str(request["bot"]), str(request.get("name", "")), _int(request.get("seed"), 1)
                )
            }
        if do == "step":
            return dict(runner.step(request["state"], request.get("answer")))
        if do == "table":
            return {"rows": runner.table(request["results"])}
        if do == "check":
            return dict(challenges.check(_challenge(request.get("id")), request["results"]))
        if do == "share":
            return {"link": share.encode(str(request["name"]), str(request["code"]))}
        if do == "open":
            name, code = share.decode(str(request["link"]))
            return {"name": name, "code": code}
        if do == "first":
            return {"facts": first_facts(str(request["code"]))}
    except RecordError as error:
        return {"error": str(error)}
    except (KeyError, TypeError, ValueError, IndexError):
        return {"error": _("That request could not be read.")}
    return {"error": _("Unknown request {op!r}.").format(op=str(do)[:30])}
