"""The Bots page's part of the contract: what it sends to the engine's op "bots" (one request a `do`,
`BOTS_REQUESTS`) and what each `do` answers (`BotsAnswers`), with the data they carry: games,
positions as a bot sees them, results, the table's rows. `bots.api` answers them (`bots.api.DOS`);
`build.py --typedefs` writes them as JSDoc typedefs to `js/contract/bots-types.js`.

A request arrives as JSON from the page, so the engine checks every field it reads and answers a
malformed one with {"error": words}: these shapes say what the page sends, not what the engine
trusts. This module imports nothing of the engine (the bots' own interpreter ships it, beside their
sandbox).

>>> import typing
>>> sorted(BOTS_REQUESTS) == sorted(BotsAnswers.__annotations__)
True
>>> all(typing.get_args(typing.get_type_hints(typed)["do"]) == (do,) for do, typed in BOTS_REQUESTS.items())
True
>>> set(BOTS_REQUESTS.values()) == set(typing.get_args(BotsRequest))
True
>>> {typing.get_args(typing.get_type_hints(typed)["op"]) for typed in BOTS_REQUESTS.values()}
{('bots',)}
"""

# No `from __future__ import annotations`: Python 3.11 sees Required[...] only in evaluated annotations.
from typing import Literal, NotRequired, Required, TypedDict

# ------------------------------------------------------------------------------ the data


class Facts(TypedDict):
    """A position as a bot sees it, as plain data: the game's id, its rules (`kind`, a key of
    bots.position.RULES, and the rules' fields) and the moves so far."""

    game: str
    rules: dict[str, object]
    moves: list[int]


class GameState(TypedDict):
    """A game between two players (a computer level or a bot's id), seat 1 first."""

    hash: str
    players: list[str]
    names: list[str]
    seed: int


class Ask(TypedDict):
    """A bot to ask for a move: its id, the position, and the seed of its `random`."""

    bot: str
    facts: Facts
    seed: int


class Fault(TypedDict):
    """Why a bot lost a game without finishing it: `how` it failed ("error", "timeout" or
    "illegal": a move the rules refuse), at which move of the game (`move`, 1 first), the line of
    its code (0: none known), and for an error Python's name of it (`exception`, "" when the bot did not
    raise, such as a `choose` that returned no number) and its message, or the words of a refused
    move's reason (`detail`)."""

    how: Literal["error", "timeout", "illegal"]
    move: int
    line: int
    exception: str
    detail: str


class GameResult(TypedDict):
    """A finished game: its record (`hash`, two players on one device, for the review), who sat
    where, the winning seat (None for a draw), the seat that lost by forfeit (an error, a refused
    move, too long) and why (`fault`; a result kept before it was written has none), the number of
    moves, and what happened in words."""

    hash: str
    players: list[str]
    names: list[str]
    winner: int | None
    forfeit: int | None
    length: int
    words: str
    fault: NotRequired[Fault | None]


class AskStep(TypedDict):
    """A game going on: the bot to ask for the next move (never a result)."""

    state: GameState
    ask: Ask
    result: NotRequired[None]


class ResultStep(TypedDict):
    """A game over: its result (no bot to ask)."""

    state: GameState
    result: GameResult
    ask: NotRequired[None]


Step = AskStep | ResultStep
"""A game's next question to a bot, or its result: one or the other."""


class BotAnswer(TypedDict, total=False):
    """What the page brings back from a bot's worker: its `move` and the `line` it returned from,
    or the `error` that stopped it (with Python's name of the exception, `exception`, its message,
    `detail`, and the `line` it arose on), or `timeout` when the page stopped it (none of it
    trusted)."""

    move: object
    line: object
    error: object
    exception: object
    detail: object
    timeout: object


class Row(TypedDict):
    """A player's line of the table of games played."""

    player: str
    name: str
    games: int
    wins: int
    losses: int
    """Games lost by play (not by an error, a time-out or a refused move: `errors`)."""
    draws: int
    errors: int
    """Games lost by an error, a time-out or a move the rules refuse."""
    average_length: float
    average_shown: str
    """average_length as the page shows it, in the reader's language ("4,5" in French)."""


class ChallengeCheck(TypedDict):
    """Whether a bot's games pass a challenge, and the score in words."""

    passed: bool
    words: str


class Starter(TypedDict):
    """A starter bot: its id, name and code."""

    id: str
    name: str
    code: str


class Example(TypedDict):
    """A part of the interface, in words, with a line of code to run on a first position."""

    words: str
    code: str


class GameChoice(TypedDict):
    """A game bots play, and whether it can end in a draw (the table's Draws column)."""

    id: str
    """The game's share code ("game=nrich")."""
    label: str
    draws: bool


class LevelChoice(TypedDict):
    """A computer's level to play against."""

    id: str
    label: str


class ChallengeTitle(TypedDict):
    """A challenge: its id, title, and the share code of its game (where "Check my bot" tries a bot
    before it plays it)."""

    id: str
    title: str
    code: str


class LeagueBot(TypedDict):
    """A bot of a class league, as the teacher's device keeps it: its id ("bot1"...), name and code."""

    id: str
    name: str
    code: str


class LeagueRow(TypedDict):
    """A player's line of a league's table: a bot, or one of the computer's players (`fixed`: its
    rating is an anchor); `rank` and `rating` None for a bot that is not ranked (it has played no
    game yet, or lost every game by an error: `note` says which)."""

    rank: int | None
    player: str
    name: str
    rating: int | None
    rating_shown: str
    fixed: bool
    games: int
    wins: int
    draws: int
    losses: int
    """Games lost by play (not by an error, a time-out or a refused move: `errors`)."""
    errors: int
    """Games lost by an error, a time-out or a move the rules refuse."""
    points_shown: str
    note: str
    """Why a bot is not ranked, in words ("" when it is)."""
    """The points (a win 1, a draw a half), in the reader's language."""


class LeagueGame(TypedDict):
    """A league's game as its list shows it: its record, the game's title, the players (seat 1
    first), the winning seat (None: a draw) and its name (or "Draw"), its moves, what happened."""

    hash: str
    title: str
    names: list[str]
    winner: int | None
    winner_name: str
    length: int
    words: str


# ------------------------------------------------------------------------------ the answers


class BotsPage(TypedDict):
    """What the page offers (`do` "page"): the games bots play, the computer's levels, starter bots,
    the interface's examples, the time a bot has for a move, the challenges, the game chosen first
    and its first position (for the examples)."""

    games: list[GameChoice]
    levels: list[LevelChoice]
    starters: list[Starter]
    examples: list[Example]
    move_seconds: int
    challenges: list[ChallengeTitle]
    game: str
    position_facts: Facts


class GamesAnswer(TypedDict):
    """The games to play (a series, a round robin, a challenge)."""

    games: list[GameState]


class TableAnswer(TypedDict):
    """The table of the games played, and what lost games by a fault, in words ("" if nothing),
    such as: Ana stopped with an IndexError on line 2 in 5 of 5 games."""

    rows: list[Row]
    faults: str


class ShareAnswer(TypedDict):
    """The link's part for a bot ("bot=...")."""

    link: str


class OpenAnswer(TypedDict):
    """The name and code in a link's part."""

    name: str
    code: str


class FirstAnswer(TypedDict):
    facts: Facts


class Gathered(TypedDict):
    """The league's bots after a paste (`do` "gather"), how many were added, in words, and each link
    that could not be read."""

    bots: list[LeagueBot]
    added: int
    words: str
    problems: list[str]


class Ratings(TypedDict):
    """A league's table (highest rating first), its games, how the ratings are anchored (words), and
    the table and the games as CSV."""

    rows: list[LeagueRow]
    games: list[LeagueGame]
    draws: bool
    """Whether a game of the league can end in a draw (the table's Draws column)."""
    anchors: str
    faults: str
    """What lost games by a fault, for each bot that did, in words ("" if nothing)."""
    csv_table: str
    csv_games: str


class TrialAnswer(TypedDict):
    """The positions "Check my bot" tries a bot on (`do` "trial"): its first moves and a mid-game of
    the chosen game, against the computer."""

    asks: list[Ask]


class Readiness(TypedDict):
    """Whether a bot answered legally on every position tried (`do` "ready"), in words: the first
    error, time-out or refused move, with its line."""

    ready: bool
    words: str


class BotsError(TypedDict):
    """Any request's trouble, in words."""

    error: str


class BotsAnswers(TypedDict):
    """Each `do`'s answer, by its `do` (besides `BotsError`, any one's trouble): the page reads the
    type of an answer here by the `do` of its request."""

    page: BotsPage
    series: GamesAnswer
    robin: GamesAnswer
    challenge: GamesAnswer
    step: Step
    table: TableAnswer
    check: ChallengeCheck
    share: ShareAnswer
    open: OpenAnswer
    first: FirstAnswer
    gather: Gathered
    league: GamesAnswer
    ratings: Ratings
    trial: TrialAnswer
    ready: Readiness


# ------------------------------------------------------------------------------ the requests


class BotsRequestBase(TypedDict, total=False):
    """What every request of the Bots page has: its op, and its language ("fr", or several, most
    wanted first; English by default)."""

    op: Required[Literal["bots"]]
    lang: str | list[str]


class BotsPageRequest(BotsRequestBase, total=False):
    """What the page offers."""

    do: Required[Literal["page"]]


class SeriesRequest(BotsRequestBase, total=False):
    """`games` games (1 by default) of a bot against an opponent on the game of a share code, the bot
    moving first ("1"), second ("2") or each in turn ("alternate", the default)."""

    do: Required[Literal["series"]]
    code: Required[str]
    bot: Required[str]
    name: str
    opponent: Required[str]
    """A computer's level, or a bot's id (the bot's own: it plays itself)."""
    opponent_name: str
    games: int
    first: str
    seed: int


class RobinRequest(BotsRequestBase, total=False):
    """Every pair of bots ([id, name] each, at least two) plays `games` games (2 by default)."""

    do: Required[Literal["robin"]]
    code: Required[str]
    bots: Required[list[list[str]]]
    games: int
    seed: int


class ChallengeRequest(BotsRequestBase, total=False):
    """A challenge's games, for a bot."""

    do: Required[Literal["challenge"]]
    id: Required[str]
    bot: Required[str]
    name: str
    seed: int


class StepRequest(BotsRequestBase, total=False):
    """A game's next step, after the answer of the bot it asked for a move (none at the start)."""

    do: Required[Literal["step"]]
    state: Required[GameState]
    answer: BotAnswer


class TableRequest(BotsRequestBase, total=False):
    """The table of finished games."""

    do: Required[Literal["table"]]
    results: Required[list[GameResult]]


class CheckRequest(BotsRequestBase, total=False):
    """Whether a challenge's games are a pass."""

    do: Required[Literal["check"]]
    id: Required[str]
    results: Required[list[GameResult]]


class ShareRequest(BotsRequestBase, total=False):
    """A bot in a link's part."""

    do: Required[Literal["share"]]
    name: Required[str]
    code: Required[str]


class OpenRequest(BotsRequestBase, total=False):
    """The bot in a link's part ("bot=...")."""

    do: Required[Literal["open"]]
    link: Required[str]


class FirstRequest(BotsRequestBase, total=False):
    """The first position of the game of a share code, as a bot sees it."""

    do: Required[Literal["first"]]
    code: Required[str]


class GatherRequest(BotsRequestBase, total=False):
    """The bots whose links are in a pasted text, added to the league's (`bots`, as kept)."""

    do: Required[Literal["gather"]]
    text: Required[str]
    bots: list[LeagueBot]


class LeagueRequest(BotsRequestBase, total=False):
    """A league's games: on each game of `codes` (share codes), every pair of `bots` ([id, name] each)
    and each bot against the computer's three players, `games` games a pair (2 by default)."""

    do: Required[Literal["league"]]
    codes: Required[list[str]]
    bots: Required[list[list[str]]]
    games: int
    seed: int


class RatingsRequest(BotsRequestBase, total=False):
    """A league's table from its finished games; `base`: the game page's address, for the review
    links of the games' CSV."""

    do: Required[Literal["ratings"]]
    results: Required[list[GameResult]]
    bots: Required[list[list[str]]]
    base: str


class TrialRequest(BotsRequestBase, total=False):
    """The positions to try a bot on (`bot`: the id its answers are asked under) in the game of a
    share code."""

    do: Required[Literal["trial"]]
    code: Required[str]
    bot: Required[str]


class ReadyRequest(BotsRequestBase, total=False):
    """Whether a bot is ready to play: what loading its code said (`loaded`) and its answers on the
    positions of `do` "trial" for the same share code, in order (it may stop at the first that
    failed)."""

    do: Required[Literal["ready"]]
    code: Required[str]
    name: Required[str]
    loaded: Required[BotAnswer]
    answers: Required[list[BotAnswer]]


BotsRequest = (
    BotsPageRequest
    | SeriesRequest
    | RobinRequest
    | ChallengeRequest
    | StepRequest
    | TableRequest
    | CheckRequest
    | ShareRequest
    | OpenRequest
    | FirstRequest
    | GatherRequest
    | LeagueRequest
    | RatingsRequest
    | TrialRequest
    | ReadyRequest
)
"""Any request of the Bots page (op "bots"): `do` says which."""

BOTS_REQUESTS: dict[str, type] = {
    "page": BotsPageRequest,
    "series": SeriesRequest,
    "robin": RobinRequest,
    "challenge": ChallengeRequest,
    "step": StepRequest,
    "table": TableRequest,
    "check": CheckRequest,
    "share": ShareRequest,
    "open": OpenRequest,
    "first": FirstRequest,
    "gather": GatherRequest,
    "league": LeagueRequest,
    "ratings": RatingsRequest,
    "trial": TrialRequest,
    "ready": ReadyRequest,
}
"""Each `do`'s request, by its `do`."""
