"""The one module the browser's worker calls: a request (JSON) in, a view (JSON) out.

The page holds no rules. It sends an intent with the game's share code (`hash`) and draws the
view that comes back (its shape: `contract.views.View`). Bad input of any kind yields a playable
view with a `notice`, never an exception.

Requests are JSON objects with an "op" (their shapes: `contract.requests`, one TypedDict an op;
each op's handler is in `OPS`):

    load      {hash, saved, task}  the game in the address, else the saved one, else the default; `saved`
                             is this device's copy of the address's game, which the link is read against;
                             `task` the class's task the address names, as the device keeps it (`class_task`);
                             with neither, the default game and the start of a first visit (`first_visit`)
    new       {setup}        a fresh game from the New game form's values
    pick      {hash, number} a person's pick, clicked or typed
    computer  {hash, seed}   the computer's move
    undo      {hash}         back to the person's last move
    rematch   {hash}         the same game again, the other player starting
    view      {hash, step}   the same game again (other overlays, or a replay step)
    restart   {hash, moves}  the same game from the start or from `moves` (an embed's New game)
    prepare   {hash}         the work a game needs once before its moves come at once (a `PreparedView`),
                             asked for when a view says `prepare`
    study     {hash, after?} the Study page: who wins every range of a rule (a `StudyView`; with
                             `after`, only the rows above lo..after: a long table comes in parts)
    puzzle    {hash, moves, pick, hint, streak, clean, date}  the puzzles page (views.PuzzleView)
    worksheet {hash}         a printable sheet of puzzles and its answer key (views.WorksheetView)
    notes     {hash}         a game's teacher's notes, to print (views.NotesView)
    class     {hash, ...}    the Class page: assignments, a pupil's tasks, results (views.ClassView)
    tournament {hash, ...}   the tournament page: pairings, results verified by replay, standings
                             (views.TournamentView)
    classgame {do, hash, ...} a class game on one screen (board.html): teams, challenges (views.ClassGameView)
    saved     {games}        the device's games ([{id, hash}]) worth continuing (a `SavedGamesView`)
    bots      {do, ...}      the Bots page: matches of pupils' bots, checked here (`bots.api`)

Every request may name its language ("lang": "fr", or a list of languages, most wanted first;
English by default) and ask for overlays: "hint" (a level 1 to 3, or true for every winning move),
"analysis", "strategy", "standing" (who can force a win), "review", "counts" (how many numbers
could follow each one) and "web" (the numbers' web), true or false.

>>> import json
>>> v = json.loads(handle('{"op": "new", "setup": {"game": "factor-chain-challenge"}}'))
>>> v["hash"], v["status"]
('game=factor-chain-challenge&range=1-10', "Player 1's turn: pick any number from 1 to 10.")
>>> v = json.loads(handle(json.dumps({"op": "pick", "hash": v["hash"], "number": 6})))
>>> [c["n"] for c in v["board"]["cells"] if c["state"] == "legal"]
[1, 2, 3]
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any, TypeVar, cast

from ..bots import api as bots_api
from ..contract.requests import (
    BotsRequest,
    ClassGameRequest,
    ComputerRequest,
    GameRequest,
    LoadRequest,
    Marks,
    NewRequest,
    NotesRequest,
    PickRequest,
    PrepareRequest,
    RematchRequest,
    RestartRequest,
    SavedRequest,
    StudyRequest,
    UndoRequest,
    ViewRequest,
    WorksheetRequest,
)
from ..contract.views import (
    ClassGameView,
    NotesView,
    OfferView,
    PreparedView,
    SavedGamesView,
    SavedGameView,
    StudyView,
    View,
    WorksheetView,
)
from ..games.outcome import IllegalMove
from ..games.position import replay
from ..games.presets import DEFAULT_GAME, GAMES
from ..games.registry import kind_of
from ..help_used import ALLOWED
from ..i18n import Player, _, ngettext, person, speaking
from ..link_values import RecordError, parse_moves, whole_number
from ..match import Match
from ..play.players import LEVELS, choose_move, seeded
from ..teach import explain
from ..teach.outcome_coach import HINT_LEVELS
from ..transcript import REMOTE, Record, Setup, decode, encode, rules_with, salvage
from . import (
    class_game_page,
    class_page,
    first_visit,
    notes_page,
    puzzles_page,
    study_page,
    tournament_page,
    worksheet_page,
)
from .class_task import apart, kept_game, with_kept_help
from .view import BOARD_MAX, Overlays, build, retry_reminder

G = TypeVar("G", bound=GameRequest)
Answer = Mapping[str, Any]
"""A view of the contract (`contract.views`), or the Bots page's plain data."""

DEFAULT = Record(Setup.preset(DEFAULT_GAME))
"""The game shown when nothing else can be."""


def handle(request_json: object) -> str:
    """Answer one request (a JSON object with an "op", as text) with a view, as JSON."""
    try:
        request = json.loads(request_json) if isinstance(request_json, str) else None
    except (ValueError, RecursionError):
        request = None
    if not isinstance(request, dict):
        return json.dumps(build(DEFAULT, notice=_("That request could not be read.")))
    with speaking(request.get("lang")):
        return json.dumps(answer(request))


def answer(request: Mapping[str, Any]) -> Answer:
    """The answer to a decoded request, from its op's entry in `OPS` (an op not there: the game in
    its address, with a notice)."""
    op = request.get("op")
    handler = OPS.get(op) if isinstance(op, str) else None
    return unknown(request) if handler is None else handler(request)


MAX_CHAIN_TARGET = 1_000
"""The longest chain a class's task may ask for (no board has more numbers)."""


def overlays_of(request: Marks) -> Overlays:
    """The overlays a request asks for."""
    return Overlays(
        hint=hint_level(request.get("hint")),
        analysis=bool(request.get("analysis")),
        strategy=bool(request.get("strategy")),
        standing=bool(request.get("standing")),
        review=bool(request.get("review")),
        counts=bool(request.get("counts")),
        web=bool(request.get("web")),
        target=_target(request.get("target")),
    )


def _target(asked: object) -> int | None:
    """A class's task's chain length, from its link (its page asks with it): a whole number a chain
    can have, else none."""
    return asked if type(asked) is int and 1 <= asked <= MAX_CHAIN_TARGET else None


def load_request(request: LoadRequest) -> View:
    """The game in the address (read against this device's copy), else the saved one, else the
    default; with no address and no game kept, the default with the start of a first visit."""
    code, saved = str(request.get("hash") or ""), request.get("saved")
    record, notice = load(code, saved)
    offer, step = None, None
    if code.strip("#").strip() and notice is None:
        record, offer, step = newer_on_this_device(record, saved)
        sent: object = request.get("task")  # read as anything from storage
        task: Mapping[str, object] = cast(Mapping[str, object], sent) if isinstance(sent, dict) else {}
        mine = kept_game(task.get("latest"))  # read once: the help it kept, the game the offer goes on with
        record = with_kept_help(record, mine)
        offer = apart(record, task.get("task"), task.get("assignment"), mine, task.get("tournament")) or offer
    start = first_visit.view() if first_visit_of(code, saved) else None
    if start:
        record = Record(Setup.preset(start["game"]))
    return build(record, replace(overlays_of(request), step=step), notice=notice, offer=offer, first_visit=start)


def first_visit_of(code: str, saved: object) -> bool:
    """Whether a `load` comes from a first visit: no game in the address and none kept on the device.

    >>> first_visit_of("", None), first_visit_of("#", ""), first_visit_of("game=nrich", None)
    (True, True, False)
    >>> first_visit_of("", "game=multiplicity&moves=12")
    False
    """
    return not code.strip("#").strip() and not (isinstance(saved, str) and saved.strip())


def new_request(request: NewRequest) -> View:
    """A fresh game from the New game form's values."""
    seed = request.get("seed")
    record, notice = new(request.get("setup"), seed if type(seed) is int else None)
    return build(record, overlays_of(request), notice=notice)


def on_game(intent: Callable[[Record, G, Overlays], View]) -> Callable[[G], View]:
    """A request acting on the game in its address: the game read (a notice if it could not be), then
    the intent."""

    def act(request: G) -> View:
        overlays = overlays_of(request)
        record, notice = load(str(request.get("hash") or ""), None)
        if notice:
            return build(record, overlays, notice=notice)
        return intent(record, request, overlays)

    act.__doc__ = intent.__doc__
    return act


def unknown(request: Mapping[str, Any]) -> View:
    """An op not known: the game in the request's address, with a notice saying so."""
    overlays = overlays_of(cast(Marks, request))
    record, notice = load(str(request.get("hash") or ""), None)
    if notice:
        return build(record, overlays, notice=notice)
    op = request.get("op")
    return build(record, overlays, notice=_("Unknown request {op!r}.").format(op=str(op)[:30]))


def study_request(request: StudyRequest) -> StudyView:
    """The Study page's table of a rule (with `after`, only its rows above lo..after)."""
    after = request.get("after")
    return study_page.view(str(request.get("hash") or ""), after if type(after) is int else 0)


def worksheet_request(request: WorksheetRequest) -> WorksheetView:
    """A printable sheet of puzzles and its answer key."""
    return worksheet_page.view(str(request.get("hash") or ""))


def notes_request(request: NotesRequest) -> NotesView:
    """A game's teacher's notes."""
    return notes_page.view(str(request.get("hash") or ""))


def saved_request(request: SavedRequest) -> SavedGamesView:
    """The device's games worth continuing."""
    return saved_games(request.get("games"))


def prepare_request(request: PrepareRequest) -> PreparedView:
    """The work a game needs once, done now."""
    return prepare(str(request.get("hash") or ""))


def class_game_request(request: ClassGameRequest) -> ClassGameView:
    """A class game on one screen: its address read as any game's (`load`), a fresh one from the New
    game form's values (`new`)."""
    return class_game_page.view(request, load, new)


def bots_request(request: BotsRequest) -> dict[str, Any]:
    """One of the Bots page's requests (`bots.api`)."""
    return bots_api.answer(dict(request))


def prepare(code: str) -> PreparedView:
    """Do the work a game's rules need once (`GameKind.prepare`), asked for by the page when a view
    says `prepare`, so that the first move does not wait for it."""
    rules = load(code, None)[0].setup.rules
    kind = kind_of(rules)
    kind.prepare(rules)
    return {"prepared": not kind.unprepared(rules)}


def hint_level(value: object) -> int:
    """The hint asked for: a level 1 to 3 (true: every winning move), else none.

    >>> hint_level(2), hint_level(True), hint_level("3"), hint_level(None)
    (2, 3, 0, 0)
    """
    if value is True:
        return HINT_LEVELS
    return value if type(value) is int and 0 <= value <= HINT_LEVELS else 0


# --- reading records -------------------------------------------------------------------------


def checked(record: Record) -> tuple[Record, str | None]:
    """The record with its moves cut at the first illegal one, and a notice saying so; the
    preset's rules instead of a board too large to show or of rules that leave no first move."""
    rules = record.setup.rules
    preset = Record(Setup.preset(record.setup.game))
    numbers = rules.numbers
    if numbers[-1] > BOARD_MAX:
        return preset, _("The board shows numbers up to {top}; the range {lo}-{hi} is too large here.").format(
            top=BOARD_MAX, lo=numbers[0], hi=numbers[-1]
        )
    position = replay(rules, ())
    if position.is_over:
        return preset, _("With those settings the first player has no move at all, so the usual settings are used.")
    for i, n in enumerate(record.moves):
        try:
            position = position.play(n)  # refuses any move once the game is over
        except IllegalMove as reason:
            words = (
                _("Move {k} ({n}) is not allowed: {reason}. The game is shown up to move {i}.")
                if i
                else _("Move {k} ({n}) is not allowed: {reason}. The game is shown from the start.")
            )
            return record.again(position.history), words.format(k=i + 1, n=n, reason=reason, i=i)
    return record, None


def load(code: str, saved: object) -> tuple[Record, str | None]:
    """The game in an address (as much of it as can be read), else the saved one, else the
    default; with a notice on trouble."""
    if code.strip("#").strip():
        try:
            record, dropped = salvage(code)
        except RecordError as error:
            return DEFAULT, _("{error} Showing {game} instead.").format(error=error, game=_(GAMES[DEFAULT_GAME].title))
        record, notice = checked(record)
        if dropped:
            left_out = _("Part of the link could not be read and was left out: {parts}.").format(
                parts=", ".join(dropped)
            )
            notice = left_out if notice is None else f"{left_out} {notice}"
        return record, notice
    if not isinstance(saved, str) or not saved.strip():
        return DEFAULT, None
    try:
        return checked(decode(saved))
    except RecordError:
        return DEFAULT, _("Your saved game could not be read, so it was discarded.")


def newer_on_this_device(record: Record, saved: object) -> tuple[Record, OfferView | None, int | None]:
    """A link read against this device's copy of the same game (`saved`): the game to show, what
    to offer, and the replay step to show it at (None: its last move).

    This device plays its own side, whichever side the link was written for. A link that
    continues this device's game is simply applied. One from an earlier point (a friend's old
    link) shows this device's game at that point, as a replay (a move there plays on from it only
    through Play from here), with the offer to go to its last move. One that differs from this
    device's game at a move both have is not applied: this device's game is shown and the offer
    asks which of the two to keep. A link this device wrote for its friend shows the game waiting
    for the friend, with the offer to play both sides here.
    """
    try:
        mine = decode(saved) if isinstance(saved, str) else None
    except RecordError:
        return record, None, None
    if mine is None or replace(mine.setup, you=record.setup.you) != record.setup:
        return record, None, None
    theirs = record.setup.remote and record.setup.you != mine.setup.you
    record = replace(record, setup=mine.setup)
    shared = next((i for i, (a, b) in enumerate(zip(mine.moves, record.moves)) if a != b), None)
    if shared is not None:
        return (
            mine,
            {
                "text": _(
                    "This link and the game on this device differ from move {k} on. The link: {link}. This device: "
                    "{mine}. Which game do you keep?"
                ).format(k=shared + 1, link=_moves(record.moves), mine=_moves(mine.moves)),
                "label": _("Keep this device's game"),
                "hash": encode(mine),
                "other": {"label": _("Take the link's game"), "hash": encode(record)},
            },
            None,
        )
    if len(mine.moves) > len(record.moves):
        return (
            mine,
            {
                "text": _(
                    "This link is from an earlier point of the game (move {k}); this device has the game "
                    "up to move {m}."
                ).format(k=len(record.moves), m=len(mine.moves)),
                "label": _("Go to move {m}").format(m=len(mine.moves)),
                "hash": encode(mine),
            },
            len(record.moves),
        )
    if theirs and Match(record).friend_to_move:
        return (
            record,
            both_sides(record, _("This link is the one for your friend's device: waiting for your friend's move.")),
            None,
        )
    return record, None, None


def both_sides(record: Record, text: str) -> OfferView:
    """The offer to go on with a friend's game as two players on this device."""
    both = Record(replace(record.setup, vs=None, you=1), record.moves)
    return {"text": text, "label": _("Play both sides here"), "hash": encode(both)}


def _moves(moves: tuple[int, ...]) -> str:
    """The moves of a game as a person reads them: "48, 8, 40" ("no move yet" when none)."""
    return ", ".join(map(str, moves)) if moves else _("no move yet")


MAX_SAVED = 20
"""The most games a `saved` request is answered for."""


def saved_games(games: object) -> SavedGamesView:
    """The games a device keeps ([{id, hash}], newest first) that can be continued: readable and
    not over, each named by its game, how far it is and whose turn it is."""
    found: list[SavedGameView] = []
    for item in games[:MAX_SAVED] if isinstance(games, list) else []:
        key, code = (item.get("id"), item.get("hash")) if isinstance(item, dict) else (None, None)
        if not (isinstance(key, str) and isinstance(code, str) and 0 < len(key) <= 40 and key.isascii()):
            continue
        try:
            record, trouble = checked(decode(code))
        except RecordError:
            continue
        match = Match(record)
        if trouble or match.to_move is None:
            continue
        setup, done = record.setup, len(record.moves)
        played = ngettext("{n} move played.", "{n} moves played.", done).format(n=done) if done else _("No move yet.")
        name = setup.names()[match.to_move]
        turn = person(name, _("Your turn."), _("{name}'s turn."))
        found.append(
            {"id": key, "hash": encode(record), "title": _(GAMES[setup.game].title), "words": f"{played} {turn}"}
        )
    return {"heading": _("Continue a game"), "games": found}


FORM_KEYS = (
    ("range", "range"),
    ("grid", "grid"),
    ("opening", "opening"),
    ("start", "start"),
    ("without-one", "without_one"),
    ("misere", "misere"),
    ("lose-turn", "lose_turn"),
)
"""The share code's keys and the New game form's names for them."""


def new(setup: object, seed: int | None = None) -> tuple[Record, str | None]:
    """A fresh game from the setup form's values ("first": "random" draws the starter from `seed`)."""
    values: dict[str, object] = setup if isinstance(setup, dict) else {}
    game = values.get("game")
    if not isinstance(game, str) or game not in GAMES:
        return DEFAULT, None if setup is None else _("Unknown game; showing the default.")
    options = {
        key: str(values[name]).lower() if isinstance(values[name], bool) else str(values[name])
        for key, name in FORM_KEYS
        if values.get(name) is not None and values.get(name) != ""
    }
    vs = values.get("vs")
    level = vs if isinstance(vs, str) and (vs in LEVELS or vs == REMOTE) else None
    first = (
        random.Random(seed).choice((1, 2))
        if values.get("first") == "random"
        else (2 if str(values.get("first")) == "2" else 1)
    )
    highlights = values.get("highlights") is not False
    try:
        return checked(Record(Setup(game, rules_with(game, options), level, first, highlights)))
    except RecordError as error:
        return (
            Record(Setup(game, GAMES[game].rules, level, first, highlights)),
            _("{error} The game's usual settings are used.").format(error=error),
        )


# --- intents ------------------------------------------------------------------------------------


def pick(record: Record, request: PickRequest, overlays: Overlays) -> View:
    """A person's pick, clicked or typed."""
    match = Match(record)
    number = request.get("number")
    text = str(number).strip() if number is not None else ""
    if not text:
        return build(record, overlays, notice=_("Type a number first."))
    try:
        n = whole_number(text)
    except RecordError as error:
        return build(record, overlays, notice=str(error))
    step = request.get("step")
    if type(step) is int and 0 <= step < len(record.moves):
        return build(
            record,
            replace(overlays, step=step),
            notice=_(
                "You are looking at move {k} of {total}. To play on from here, press Play from here; to "
                "go back to the game, step to the last move."
            ).format(k=step, total=len(record.moves)),
        )
    if match.to_move is None:
        return build(record, overlays, notice=_("The game is over: start a new game or a rematch."))
    if match.computer_to_move:
        return build(record, overlays, notice=_("Wait for the computer's move."))
    if match.friend_to_move:
        return build(
            record,
            overlays,
            notice=_("It is your friend's turn: send them the link and wait for theirs."),
            offer=both_sides(record, _("Or make their move too, as two players on this device.")),
        )
    try:
        after = match.play(n)
    except IllegalMove as reason:
        return build(record, overlays, notice=_("{reason}.").format(reason=str(reason)[0].upper() + str(reason)[1:]))
    name = record.setup.names()[match.to_move]
    return build(after.record, overlays, announce=explain.move(name, match.position, n))


def computer(record: Record, request: ComputerRequest, overlays: Overlays) -> View:
    """The computer's move, at the setup's level."""
    match = Match(record)
    if not match.computer_to_move:
        return build(record, overlays)
    seed = request.get("seed")
    if record.setup.seed is not None:  # a class's task: the move the replay will check
        rng = seeded(record.setup.seed, len(record.moves) + 1)
    else:
        rng = random.Random(seed if isinstance(seed, int) else len(record.moves))
    n = choose_move(match.position, record.setup.level or "perfect", rng)
    return build(match.play(n).record, overlays, announce=explain.move(Player.COMPUTER, match.position, n))


def undo(record: Record, request: UndoRequest, overlays: Overlays) -> View:
    """Take back the last move; against the computer, back to the person's last move."""
    before = Match(record).undone()
    if before is None or "undo" not in ALLOWED[record.setup.help]:
        return build(record, overlays, notice=_("There is no move to take back."))
    taken = before.record
    if record.setup.seed is not None:  # a class task's game: the take-back is help used
        taken = replace(taken, helped=taken.helped.add("undo", len(taken.moves) + 1))
    return build(taken, overlays, announce=_("Move taken back."))


def rematch(record: Record, request: RematchRequest, overlays: Overlays) -> View:
    """The same game again, the other player starting; a solo challenge starts again."""
    match = Match(record)
    if not match.can_rematch:
        return build(record, overlays, notice=_("Finish this game first, or start a new game."))
    return build(match.rematch().record, overlays)


def show(record: Record, request: ViewRequest, overlays: Overlays) -> View:
    """The same game with the overlays asked for, at a replay step if one is given; from a review's
    "Try move k again", with a reminder of what was played there last time."""
    step = request.get("step")
    if type(step) is int:
        return build(record, replace(overlays, step=step))
    return build(record, overlays, notice=retry_reminder(str(request.get("hash") or ""), record))


def restart(record: Record, request: RestartRequest, overlays: Overlays) -> View:
    """The same game from the start, or from the moves given (checked like an address's)."""
    text = request.get("moves")
    try:
        moves = parse_moves(text) if isinstance(text, str) else ()
    except RecordError as error:
        return build(Record(record.setup), overlays, notice=str(error))
    start, notice = checked(Record(record.setup, moves))
    return build(start, overlays, notice=notice)


OPS: dict[str, Callable[[Any], Answer]] = {
    "load": load_request,
    "new": new_request,
    "pick": on_game(pick),
    "computer": on_game(computer),
    "undo": on_game(undo),
    "rematch": on_game(rematch),
    "view": on_game(show),
    "restart": on_game(restart),
    "prepare": prepare_request,
    "study": study_request,
    "puzzle": puzzles_page.view,
    "worksheet": worksheet_request,
    "notes": notes_request,
    "saved": saved_request,
    "class": class_page.view,
    "tournament": tournament_page.view,
    "classgame": class_game_request,
    "bots": bots_request,
}
"""Every request the page sends, by its op: each handler takes its op's request (`contract.requests`;
the request is the page's JSON, so each reads its fields with care).

>>> from factorgames.contract.requests import REQUESTS
>>> sorted(OPS) == sorted(REQUESTS)
True
"""
