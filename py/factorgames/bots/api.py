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
    gather      {text, bots}                    a class league's bots, with those whose links are in text
    league      {codes, bots: [[id, name]], games, seed}    a league's games (anchors included)
    ratings     {results, bots: [[id, name]], base}          a league's table, games and CSV
    trial       {code, bot}                     the positions "Check my bot" tries a bot on
    ready       {code, name, loaded, answers}   whether the bot answered them all legally, in words

Trouble yields {"error": words}. Each request's shape and its answer's are the contract's
(`contract.bots`: BOTS_REQUESTS, BotsAnswers); each `do`'s handler is in `DOS`.

>>> answer({"do": "share", "name": "A", "code": "x"})["link"].startswith("bot=")
True
>>> answer({"do": "step", "state": {"hash": "game=nrich", "players": ["b", "b"]}})["error"]
'That request could not be read.'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from ..contract.bots import (
    BotsPage,
    BotsPageRequest,
    ChallengeCheck,
    ChallengeRequest,
    CheckRequest,
    Facts,
    FirstAnswer,
    FirstRequest,
    GamesAnswer,
    Gathered,
    GatherRequest,
    LeagueRequest,
    OpenAnswer,
    OpenRequest,
    Ratings,
    RatingsRequest,
    Readiness,
    ReadyRequest,
    RobinRequest,
    SeriesRequest,
    ShareAnswer,
    ShareRequest,
    Step,
    StepRequest,
    TableAnswer,
    TableRequest,
    TrialAnswer,
    TrialRequest,
)
from ..games.presets import GAMES
from ..i18n import _
from ..link_values import RecordError
from ..play.players import LEVELS
from ..transcript import decode
from . import challenges, league, runner, share, trial
from .runner import facts
from .starters import examples, starters

EXAMPLE_GAME = "game=factor-chain-challenge"
"""The game chosen first on the page, whose first position the examples run on."""


def page() -> BotsPage:
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
        "challenges": [{"id": c.id, "title": _(c.title), "code": c.code} for c in challenges.CHALLENGES],
        "game": EXAMPLE_GAME,
        "position_facts": first_facts(EXAMPLE_GAME),
    }


def first_facts(code: str) -> Facts:
    setup = decode(code).setup
    return facts(setup.game, setup.rules.initial_position())


def _challenge(cid: object) -> challenges.Challenge:
    found = [c for c in challenges.CHALLENGES if c.id == cid]
    if not found:
        raise KeyError(cid)
    return found[0]


def _int(value: object, default: int) -> int:
    return value if type(value) is int else default


class _Refused(Exception):
    """A request read well that the engine refuses, in words."""


def page_request(request: BotsPageRequest) -> BotsPage:
    return page()


def series_request(request: SeriesRequest) -> GamesAnswer:
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


def robin_request(request: RobinRequest) -> GamesAnswer:
    bots = [(str(b), str(n)) for b, n in request["bots"]]
    if len(bots) < 2:
        raise _Refused(_("A round robin needs at least two bots."))
    return {
        "games": runner.plan_round_robin(
            str(request["code"]), bots, _int(request.get("games"), 2), _int(request.get("seed"), 1)
        )
    }


def challenge_request(request: ChallengeRequest) -> GamesAnswer:
    challenge = _challenge(request.get("id"))
    return {
        "games": challenges.games(
            challenge, str(request["bot"]), str(request.get("name", "")), _int(request.get("seed"), 1)
        )
    }


def step_request(request: StepRequest) -> Step:
    return runner.step(request["state"], request.get("answer"))


def table_request(request: TableRequest) -> TableAnswer:
    return {"rows": runner.table(request["results"]), "faults": runner.faults_words(request["results"])}


def check_request(request: CheckRequest) -> ChallengeCheck:
    return challenges.check(_challenge(request.get("id")), request["results"])


def share_request(request: ShareRequest) -> ShareAnswer:
    return {"link": share.encode(str(request["name"]), str(request["code"]))}


def open_request(request: OpenRequest) -> OpenAnswer:
    name, code = share.decode(str(request["link"]))
    return {"name": name, "code": code}


def first_request(request: FirstRequest) -> FirstAnswer:
    return {"facts": first_facts(str(request["code"]))}


def _pairs(bots: object) -> list[tuple[str, str]]:
    """[[id, name]...] as the page sends it, each pair of strings checked."""
    if not isinstance(bots, list):
        raise TypeError(bots)
    out = []
    for bot in bots:
        if not (isinstance(bot, list) and len(bot) == 2 and all(isinstance(x, str) for x in bot)):
            raise TypeError(bot)
        out.append((bot[0], bot[1]))
    return out


def gather_request(request: GatherRequest) -> Gathered:
    text = request["text"]
    if not isinstance(text, str):
        raise TypeError(text)
    return league.gather(text, request.get("bots", []))


def league_request(request: LeagueRequest) -> GamesAnswer:
    codes = request["codes"]
    if not (isinstance(codes, list) and all(isinstance(c, str) for c in codes)):
        raise TypeError(codes)
    return {
        "games": league.plan(
            codes, _pairs(request["bots"]), _int(request.get("games"), 2), _int(request.get("seed"), 1)
        )
    }


def ratings_request(request: RatingsRequest) -> Ratings:
    results = request["results"]
    if not isinstance(results, list):
        raise TypeError(results)
    return league.ratings(results, _pairs(request["bots"]), league.review_base(request.get("base")))


def trial_request(request: TrialRequest) -> TrialAnswer:
    return {"asks": trial.asks(str(request["code"]), str(request["bot"]))}


def ready_request(request: ReadyRequest) -> Readiness:
    loaded, answers = request["loaded"], request["answers"]
    if not (isinstance(loaded, dict) and isinstance(answers, list) and all(isinstance(a, dict) for a in answers)):
        raise TypeError(answers)
    return trial.readiness(str(request["code"]), str(request["name"]), loaded, answers)


DOS: dict[str, Callable[[Any], Mapping[str, object]]] = {
    "page": page_request,
    "series": series_request,
    "robin": robin_request,
    "challenge": challenge_request,
    "step": step_request,
    "table": table_request,
    "check": check_request,
    "share": share_request,
    "open": open_request,
    "first": first_request,
    "gather": gather_request,
    "league": league_request,
    "ratings": ratings_request,
    "trial": trial_request,
    "ready": ready_request,
}
"""Each `do`'s handler, by its `do`: it takes its `do`'s request (`contract.bots.BOTS_REQUESTS`; the
request is the page's JSON, so each reads its fields with care) and returns its answer
(`contract.bots.BotsAnswers`).

>>> from factorgames.contract.bots import BOTS_REQUESTS, BotsAnswers
>>> sorted(DOS) == sorted(BOTS_REQUESTS) == sorted(BotsAnswers.__annotations__)
True
"""


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """The answer to one of the Bots page's requests."""
    do = request.get("do")
    handler = DOS.get(do) if isinstance(do, str) else None
    if handler is None:
        return {"error": _("Unknown request {op!r}.").format(op=str(do)[:30])}
    try:
        return dict(handler(request))
    except _Refused as refused:
        return {"error": str(refused)}
    except RecordError as error:
        return {"error": str(error)}
    except (KeyError, TypeError, ValueError, IndexError, RecursionError):
        return {"error": _("That request could not be read.")}
