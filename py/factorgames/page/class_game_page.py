"""The class game on one screen (board.html, op "classgame"): its view, `ClassGameView`, from the state
of `classroom.class_game`, and the actions a request asks for (`do`).

The board, the status line, the review and the strategy are the game page's own (`view.build`,
`explain.status`, the coach's review and strategy), spoken with the teams' names.

>>> from factorgames.page.api import load, new
>>> v = view({"do": "new", "setup": {"game": "nrich"}, "teams": {"a": "Reds", "b": "Blues"}}, load, new)
>>> v["turn"], v["phase"]
("Reds' turn: pick an even number below 50.", 'move')
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import replace
from typing import Any

from ..classroom.class_game import (
    TIMERS,
    ClassGame,
    Verdict,
    cleaned_teams,
    encode,
    extras,
    with_calls,
)
from ..classroom.names import skeleton
from ..contract.requests import ClassGameRequest
from ..contract.views import (
    ClassCallView,
    ClassGameFormView,
    ClassGameView,
    ClassTeamView,
    OptionView,
    ReviewView,
    StrategyView,
)
from ..games.outcome import IllegalMove
from ..games.presets import GAMES
from ..games.registry import kind_of
from ..i18n import N_, Name, Player, _, in_sentence, label, language, listing, ngettext, with_names
from ..link_values import RecordError, whole_number
from ..play.players import LEVELS, choose_move
from ..play.solver import analyse
from ..teach import explain
from ..teach.coaches import coach_for
from ..transcript import Record, Setup
from ..transcript import encode as record_code
from .view import LEVEL_CHOICES, Overlays, build, language_options, rules_url, strategy_view

Reader = Callable[[str, object], tuple[Record, str | None]]
"""`api.load`: the record in an address, with a notice on trouble."""
Maker = Callable[[object, int | None], tuple[Record, str | None]]
"""`api.new`: a fresh record from the New game form's values."""

DEFAULT_TEAMS = (N_("Team A"), N_("Team B"))
DEFAULT_GAME = next(g for g in GAMES if not GAMES[g].solo)
"""A two-player game, shown when a link or the form names a game for one."""
CLASS_NAME = N_("The class")
"""The class's name against the computer, when the teacher typed none."""


def view(request: Mapping[str, Any], load: Reader, new: Maker) -> ClassGameView:
    """The answer to a class game's request (`contract.requests.ClassGameRequest`); `load` and `new`
    are the game page's (`api.load`, `api.new`), which read an address and the New game form."""
    typed: ClassGameRequest = request  # type: ignore[assignment]
    action = typed.get("do") or "load"
    if action == "new":
        game, notice = fresh(typed, new)
        return show(game, notice)
    code = str(typed.get("hash") or "")
    game, notice = read(code, load)
    if notice or action == "load":
        return show(game, notice)
    return act(game, action, typed)


def read(code: str, load: Reader) -> tuple[ClassGame, str | None]:
    """The class game in an address: its record read as any game's (as much as can be read, moves
    cut at the first illegal one), two teams or the computer at a level, names cleaned, the calls
    kept as far as they fit the moves."""
    record, notice = load(code, None)
    setup = record.setup
    record = Record(Setup(setup.game, setup.rules, setup.level, setup.first, setup.highlights), record.moves)
    if GAMES[setup.game].solo:
        record = Record(Setup.preset(DEFAULT_GAME))
        notice = _("A class game needs two sides: this game is for one player.")
    values = extras(code)
    timer = values.get("timer", "0")
    seconds = int(timer) if timer.isascii() and timer.isdigit() and len(timer) < 4 else -1
    if seconds not in TIMERS:
        seconds = 0
        notice = _join(notice, _("The timer in the link could not be read, so it is off."))
    teams = cleaned_teams(values.get("a", ""), values.get("b", ""))
    game, cut = with_calls(record, teams, values.get("calls", ""), seconds)
    if cut:
        notice = _join(
            notice,
            _("Some of the link's challenges did not fit its moves: the game goes on from move {k}.").format(
                k=len(game.record.moves)
            ),
        )
    return game, notice


def _join(first: str | None, second: str) -> str:
    return second if first is None else f"{first} {second}"


def fresh(request: ClassGameRequest, new: Maker) -> tuple[ClassGame, str | None]:
    """A fresh class game from the setup form's values and the class game's own."""
    seed = request.get("seed")
    record, notice = new(request.get("setup"), seed if type(seed) is int else None)
    values = request.get("teams")
    own: Mapping[str, Any] = values if isinstance(values, dict) else {}
    level = own.get("level")
    level = level if isinstance(level, str) and level in LEVELS else None
    first = own.get("first")
    if first == "random":
        first = random.Random(seed if type(seed) is int else None).choice((1, 2))
    first = first if first in (1, 2) else 1
    timer = own.get("timer")
    timer = timer if type(timer) is int and timer in TIMERS else 0
    a, b = (str(own.get(key) or "")[:1000] for key in ("a", "b"))
    setup = record.setup
    setup = Setup(setup.game, setup.rules, level, first, setup.highlights)
    if GAMES[setup.game].solo:
        plain = ClassGame(Record(Setup.preset(DEFAULT_GAME)), cleaned_teams(a, b), "", timer)
        return plain, _("A class game needs two sides: this game is for one player.")
    return ClassGame(Record(setup), cleaned_teams(a, b), "", timer), notice


def act(game: ClassGame, action: str, request: ClassGameRequest) -> ClassGameView:
    """An action on the game in the address: a pick, a call, the computer's move, a step back, again."""
    names = player_names(game)
    phase = game.phase
    if action == "pick":
        if phase == "challenge":
            return show(game, wait_for_call(game, names))
        if phase == "over":
            return show(game, _("The game is over: start a new game or a rematch."))
        if phase == "computer":
            return show(game, _("Wait for the computer's move."))
        text = str(request.get("number") or "").strip()
        if not text:
            return show(game, _("Type a number first."))
        try:
            n = whole_number(text)
            after = game.play(n)
        except (RecordError, IllegalMove) as error:
            words = str(error)
            return show(game, words if isinstance(error, RecordError) else _("{reason}.").format(reason=_upper(words)))
        mover = game.match.to_move or 1
        return show(after, None, explain.move(names[mover], game.position, n))
    if action in ("challenge", "pass"):
        if phase != "challenge":
            return show(game, _("There is no move to challenge now."))
        after = game.call(action == "challenge")
        last = after.verdicts()[-1]
        return show(after, None, call_view(last, names)["text"])
    if action == "computer":
        if phase != "computer":
            return show(game)
        seed = request.get("seed")
        rng = random.Random(seed if type(seed) is int else len(game.record.moves))
        n = choose_move(game.position, game.level or "perfect", rng)
        return show(game.play(n), None, explain.move(Player.COMPUTER, game.position, n))
    if action == "back":
        before = game.back()
        if before is None:
            return show(game, _("There is no move to take back."))
        return show(before, None, _("Move taken back."))
    if action == "again":
        if phase != "over":
            return show(game, _("Finish this game first, or start a new game."))
        return show(game.again())
    return show(game, _("Unknown request {op!r}.").format(op=action[:30]))


def _upper(text: str) -> str:
    return text[:1].upper() + text[1:]


def wait_for_call(game: ClassGame, names: Mapping[int, str]) -> str:
    return _("First, {team}: challenge the last move or let it pass.").format(
        team=in_sentence(names[game.challenger or 1])
    )


def player_names(game: ClassGame) -> dict[int, str]:
    """Player 1's and player 2's names: the teams' as typed, else the defaults; the computer's.

    A typed name is a `Name`, never read as one of the site's players (a team called "You" is not
    spoken to as "you", one called "Computer" is not the computer), and the two sides never look
    alike: a default that looks like the other team's typed name gives way to the other default
    ("Team B" typed first, the second team is "Team A"), and against the computer a class name
    that looks like the computer's ("Computer", or its translation) is left for the class's.

    >>> from factorgames.transcript import Record, Setup
    >>> player_names(ClassGame(Record(Setup.preset("nrich")), ("Team B", "")))
    {1: 'Team B', 2: 'Team A'}
    >>> player_names(ClassGame(Record(Setup("nrich", Setup.preset("nrich").rules, "easy")), ("computer", "")))
    {1: 'The class', 2: <Player.COMPUTER: 'Computer'>}
    """
    a, b = game.teams
    if game.level:
        computer = {skeleton(Player.COMPUTER), skeleton(_(Player.COMPUTER)), skeleton(in_sentence(Player.COMPUTER))}
        return {1: Name(a if a and skeleton(a) not in computer else _(CLASS_NAME)), 2: Player.COMPUTER}
    defaults = [_(name) for name in DEFAULT_TEAMS]
    first = a or next(name for name in defaults if skeleton(name) != skeleton(b))
    second = b or next(name for name in defaults[::-1] if skeleton(name) != skeleton(first))
    return {1: Name(first), 2: Name(second)}


def verdict_words(verdict: Verdict, names: Mapping[int, str]) -> str:
    """The engine's answer to a challenge, from its review of the move."""
    move, mover = verdict.move, names[verdict.mover]
    them = names[3 - verdict.mover]
    if move.lost is not None:  # a game that keeps score: points given away
        if not move.lost:
            return _("No: {n} was a best pick.").format(n=move.number)
        return ngettext(
            "Yes: {n} gave away {k} point; {better} would have scored more.",
            "Yes: {n} gave away {k} points; {better} would have scored more.",
            move.lost,
        ).format(n=move.number, k=move.lost, better=listing(list(move.winning_moves)[:4]))
    if move.verdict == "mistake":
        return _("Yes: before {n}, {mover} could force a win (with {better}); after it, {them} can.").format(
            n=move.number,
            mover=in_sentence(mover),
            them=in_sentence(them),
            better=listing(list(move.winning_moves)[:4]),
        )
    if move.verdict == "winning":
        return _("No: {n} keeps the win for {mover}.").format(n=move.number, mover=in_sentence(mover))
    return _("No: {mover} was already losing; no move could save it.").format(mover=in_sentence(mover))


def call_view(verdict: Verdict, names: Mapping[int, str]) -> ClassCallView:
    """A call as the screen shows it."""
    move = verdict.move
    if verdict.challenged:
        text = verdict_words(verdict, names)
        scorer = in_sentence(names[verdict.scorer or 1])
        score = (
            _("Right challenge: 1 point for {team}.") if verdict.right else _("Wrong challenge: 1 point for {team}.")
        ).format(team=scorer)
    else:
        text = _("{team} let {n} pass.").format(team=_upper(in_sentence(names[3 - verdict.mover])), n=move.number)
        score = _("No challenge, no point.")
    return {
        "ply": move.ply,
        "number": move.number,
        "player": verdict.mover,
        "challenged": verdict.challenged,
        "verdict": move.verdict,
        "right": verdict.right,
        "text": text,
        "score": score,
    }


def show(game: ClassGame, notice: str | None = None, announce: str = "") -> ClassGameView:
    """The class game's view."""
    setup, names = game.record.setup, player_names(game)
    seats = {seat: names[setup.player(seat)] for seat in (1, 2)}
    plain = build(Record(replace(setup, vs=None), game.record.moves), Overlays())
    position, phase = game.position, game.phase
    points = game.points()
    verdicts = game.verdicts()
    calls = [call_view(v, names) for v in verdicts]
    last = calls[-1] if calls and game.pending is None and calls[-1]["ply"] == len(game.record.moves) else None
    if phase == "computer":
        turn = _("Computer is thinking…")
    elif phase == "challenge":
        # The room's moment is the challenge, not the next pick: the line names the team that may call.
        turn = _("{team}: was that a mistake?").format(team=_upper(in_sentence(names[game.challenger or 1])))
    else:
        turn = explain.status(position, seats)
    prompt = None
    if phase == "challenge":
        mover = names[3 - (game.challenger or 1)]
        prompt = with_names(
            _("{team}, was {mover}'s {n} a mistake? Challenge it, or let it pass."),
            team=_upper(in_sentence(names[game.challenger or 1])),
            mover=in_sentence(mover),
            n=game.record.moves[-1],
        )
    if announce and phase == "challenge" and prompt:
        announce = f"{announce} {prompt}"
    score_text = _("Challenges: {a} {x}, {b} {y}").format(
        a=label(names[1]), x=points[1], b=label(names[2]), y=points[2]
    )
    over = phase == "over"
    mover_now = game.match.to_move
    active = game.challenger if phase == "challenge" else mover_now
    teams: list[ClassTeamView] = [
        {
            "player": p,
            "name": label(names[p]),
            "points": points[p],
            "active": active == p and not over,
            "computer": bool(game.level) and p == 2,
        }
        for p in (1, 2)
    ]
    game_info = plain["game"]
    return {
        "hash": encode(game),
        "game_hash": record_code(Record(replace(setup, vs=None, first=1))),
        "notice": notice,
        "announce": announce,
        "title": game_info["title"],
        "settings": game_info["settings"],
        "rules_url": rules_url(GAMES[setup.game].rules_page),
        "phase": phase,
        "turn": turn,
        "prompt": prompt,
        "last": last,
        "teams": teams,
        "score_text": score_text,
        "board": plain["board"],
        "history_heading": game_info["history_heading"],
        "history": plain["history"],
        "history_is_chain": game_info["history_is_chain"],
        "typing": phase == "move",
        "timer": {
            "seconds": game.timer,
            "up": _("Time is up, {team}: choose your number.").format(team=in_sentence(names[mover_now]))
            if mover_now
            else "",
        },
        "over": over,
        "calls": calls,
        "review": end_review(game, seats) if over else None,
        "strategy": end_strategy(game, seats) if over else None,
        "form": form_view(game),
        "lang": language(),
        "languages": language_options(),
    }


def end_review(game: ClassGame, seats: Mapping[int, str]) -> ReviewView:
    """The engine's review of the game, spoken with the teams' names."""
    setup = game.record.setup
    coach = coach_for(setup.rules.initial_position())
    reviewed = coach.review(setup.rules, game.record.moves)
    return {
        "text": coach.review_text(reviewed, seats),
        "moves": [
            {
                "ply": m.ply,
                "player": setup.player(m.seat),
                "number": m.number,
                "verdict": m.verdict,
                "text": coach.move_words(m, seats[m.seat]),
            }
            for m in reviewed.moves
        ],
        "first_mistake": reviewed.first_mistake,
        "retry_hash": None,
        "retry_label": None,
    }


def end_strategy(game: ClassGame, seats: Mapping[int, str]) -> StrategyView | None:
    """The winner's pairing from the start of the game (a chain game's), for the teacher to explain."""
    setup = game.record.setup
    if "strategy" not in kind_of(setup.rules).tools:
        return None
    start = setup.rules.initial_position()
    return strategy_view(analyse(start), start, setup, seats)


def timer_label(seconds: int) -> str:
    if not seconds:
        return _("No timer")
    if seconds % 60 == 0:
        minutes = seconds // 60
        return ngettext("{n} minute", "{n} minutes", minutes).format(n=minutes)
    return ngettext("{n} second", "{n} seconds", seconds).format(n=seconds)


def form_view(game: ClassGame) -> ClassGameFormView:
    """The class game's own setup, for its form."""
    setup = game.record.setup
    levels: list[OptionView] = [{"id": "", "label": _("Team against team")}]
    levels += [{"id": k, "label": _(v)} for k, v in LEVEL_CHOICES.items()]
    return {
        "a": game.teams[0],
        "b": game.teams[1],
        "default_a": _(CLASS_NAME) if game.level else _(DEFAULT_TEAMS[0]),
        "default_b": _(DEFAULT_TEAMS[1]),
        "level": game.level,
        "levels": levels,
        "first": setup.first,
        "timer": game.timer,
        "timers": [{"id": str(s), "label": timer_label(s)} for s in TIMERS],
    }
