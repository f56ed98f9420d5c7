"""The one module the browser's worker calls: JSON in, a plain view out.

The page holds no rules. It sends an intent with the game's share code (`hash`) and renders the
view that comes back: every number's state, the chain, whose turn it is, who won and why, hints.
Bad input of any kind yields a playable view with a `notice`, never an exception.

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
from dataclasses import replace
from typing import Any

from . import explain, longest
from .outcome import IllegalMove
from .players import LEVELS, choose_move
from .position import Position, replay
from .record import Record, RecordError, Setup, decode, encode, rules_with, whole_number
from .removal import RemovalPosition, removed_by
from .chain import ChainPosition
from .rules import DEFAULT_GAME, GAMES, GRID_SIZES, OPENINGS, ChainRules, Game, Rules
from .solver import analyse

BOARD_MAX = 400
"""The largest number a board shows (the engine and the command line go further)."""


def handle(request_json: str) -> str:
    """Answer one request (a JSON object with an "op") with a view, as JSON."""
    try:
        request = json.loads(request_json)
        if not isinstance(request, dict):
            raise ValueError
    except (ValueError, RecursionError):
        return json.dumps(view(Record(Setup.preset(DEFAULT_GAME)), notice="That request could not be read."))
    return json.dumps(answer(request))


def answer(request: dict[str, Any]) -> dict[str, Any]:
    """The view for a decoded request."""
    op = request.get("op")
    marks = {"hint": bool(request.get("hint")), "strategy": bool(request.get("strategy"))}
    step = request.get("step")
    if op == "load":
        record, notice = load(str(request.get("hash") or ""), request.get("saved"))
        return view(record, notice=notice, **marks)
    if op == "new":
        record, notice = new(request.get("setup"))
        return view(record, notice=notice, **marks)
    record, notice = load(str(request.get("hash") or ""), None)
    if notice:
        return view(record, notice=notice, **marks)
    if op == "pick":
        return pick(record, request.get("number"), marks)
    if op == "computer":
        return computer(record, request.get("seed"), marks)
    if op == "undo":
        return undo(record, marks)
    if op == "rematch":
        setup = record.setup
        return view(Record(setup if GAMES[setup.game].solo else replace(setup, first=3 - setup.first)), **marks)
    if op == "view":
        return view(record, step=step if isinstance(step, int) else None, **marks)
    return view(record, notice=f"Unknown request {str(op)[:30]!r}.", **marks)


# --- reading records -------------------------------------------------------------------------


def checked(record: Record) -> tuple[Record, str | None]:
    """The record with its moves cut at the first illegal one, and a notice saying so."""
    rules = record.setup.rules
    if isinstance(rules, ChainRules) and rules.hi > BOARD_MAX:
        fallback = Record(Setup.preset(record.setup.game))
        return fallback, f"The board shows numbers up to {BOARD_MAX}; the range {rules.lo}-{rules.hi} is too large here."
    position = replay(rules, ())
    for i, n in enumerate(record.moves):
        try:
            position = position.play(n)  # refuses any move once the game is over
        except IllegalMove as reason:
            kept = f"up to move {i}" if i else "from the start"
            return Record(record.setup, position.history), f"Move {i + 1} ({n}) is not allowed: {reason}. The game is shown {kept}."
    return record, None


def load(code: str, saved: Any) -> tuple[Record, str | None]:
    """The game in an address, else the saved one, else the default; with a notice on trouble."""
    source, text = ("address", code) if code.strip("#").strip() else ("saved game", saved)
    if not isinstance(text, str) or not text.strip():
        return Record(Setup.preset(DEFAULT_GAME)), None
    try:
        return checked(decode(text))
    except RecordError as error:
        if source == "saved game":
            return Record(Setup.preset(DEFAULT_GAME)), "Your saved game could not be read, so it was discarded."
        return Record(Setup.preset(DEFAULT_GAME)), f"{error} Showing {GAMES[DEFAULT_GAME].title} instead."


def new(setup: Any) -> tuple[Record, str | None]:
    """A fresh game from the setup form's values."""
    game = setup.get("game") if isinstance(setup, dict) else None
    if not isinstance(game, str) or game not in GAMES:
        return Record(Setup.preset(DEFAULT_GAME)), None if setup is None else "Unknown game; showing the default."
    options = {
        key: str(setup[name]).lower() if isinstance(setup[name], bool) else str(setup[name])
        for key, name in (("range", "range"), ("grid", "grid"), ("opening", "opening"), ("start", "start"),
                          ("without-one", "without_one"), ("misere", "misere"))
        if setup.get(name) is not None and setup.get(name) != ""
    }
    vs = setup.get("vs") if isinstance(setup.get("vs"), str) and setup["vs"] in LEVELS else None
    first = 2 if str(setup.get("first")) == "2" else 1
    try:
        return checked(Record(Setup(game, rules_with(game, options), vs, first)))
    except RecordError as error:
        return Record(Setup(game, GAMES[game].rules, vs, first)), f"{error} The game's usual settings are used."


# --- intents ------------------------------------------------------------------------------------


def participant(setup: Setup, seat: int) -> int:
    """The named player (1 or 2) in a seat (1 moves first)."""
    return setup.first if seat == 1 else 3 - setup.first


def names(setup: Setup) -> dict[int, str]:
    if GAMES[setup.game].solo:
        return {1: "You", 2: "You"}
    return {1: "You", 2: "Computer"} if setup.vs else {1: "Player 1", 2: "Player 2"}


def computer_to_move(setup: Setup, position: Position) -> bool:
    return bool(setup.vs) and not GAMES[setup.game].solo and not position.is_over and participant(setup, position.to_move) == 2


def pick(record: Record, number: Any, marks: dict[str, bool]) -> dict[str, Any]:
    """A person's pick, clicked or typed."""
    setup = record.setup
    position = replay(setup.rules, record.moves)
    text = str(number).strip() if number is not None else ""
    if not text:
        return view(record, notice="Type a number first.", **marks)
    try:
        n = whole_number(text)
    except RecordError as error:
        return view(record, notice=str(error), **marks)
    if position.is_over:
        return view(record, notice="The game is over: start a new game or a rematch.", **marks)
    if computer_to_move(setup, position):
        return view(record, notice="Wait for the computer's move.", **marks)
    try:
        after = position.play(n)
    except IllegalMove as reason:
        return view(record, notice=f"{str(reason)[0].upper()}{str(reason)[1:]}.", **marks)
    name = names(setup)[participant(setup, position.to_move)]
    return view(Record(setup, after.history), announce=explain.move(name, position, n), **marks)


def computer(record: Record, seed: Any, marks: dict[str, bool]) -> dict[str, Any]:
    """The computer's move, at the setup's level."""
    setup = record.setup
    position = replay(setup.rules, record.moves)
    if not computer_to_move(setup, position):
        return view(record, **marks)
    rng = random.Random(seed if isinstance(seed, int) else len(record.moves))
    n = choose_move(position, setup.vs or "perfect", rng)
    after = position.play(n)
    return view(Record(setup, after.history), announce=explain.move("Computer", position, n), **marks)


def undo(record: Record, marks: dict[str, bool]) -> dict[str, Any]:
    """Take back the last move; against the computer, back to the person's last move."""
    setup = record.setup
    moves = list(record.moves)
    while moves:
        mover = participant(setup, 1 + (len(moves) - 1) % 2)
        moves.pop()
        if not setup.vs or mover == 1:
            break
    if len(moves) == len(record.moves):
        return view(record, notice="There is no move to take back.", **marks)
    return view(Record(setup, tuple(moves)), announce="Move taken back.", **marks)


# --- the view -------------------------------------------------------------------------------------


def can_undo(setup: Setup, moves: tuple[int, ...]) -> bool:
    if not setup.vs:
        return bool(moves)
    return any(participant(setup, 1 + i % 2) == 1 for i in range(len(moves)))


def board(position: Position, hints: dict[int, bool]) -> dict[str, Any]:
    """Every number with its state; chain games also tell the legal divisors and multiples of the
    current number apart."""
    legal = set(position.legal_moves())
    cells = []
    if isinstance(position, RemovalPosition):
        grid = position.rules.grid
        for n in range(1, grid * grid + 1):
            cell: dict[str, Any] = {"n": n, "state": "legal" if n in legal else "used", "relation": None}
            if n in legal:
                cell["removes"] = sorted(removed_by(position.remaining, n))
            cells.append(cell)
        columns, lead = grid, 0
    else:
        rules, current = position.rules, position.current
        for n in rules.numbers:
            state = "current" if n == current else "used" if n in position.used else "legal" if n in legal else "blocked"
            relation = None  # marked on the numbers that can be picked: a used one needs no mark
            if state == "legal" and current is not None:
                relation = "divisor" if current % n == 0 else "multiple"
            cells.append({"n": n, "state": state, "relation": relation})
        columns = 10 if rules.hi - rules.lo >= 12 else 5
        lead = (rules.lo - 1) % columns
    for cell in cells:
        if cell["n"] in hints:
            cell["hint"] = "win" if hints[cell["n"]] else "lose"
        else:
            cell["hint"] = None
    return {"columns": columns, "lead": lead, "cells": cells}


def view(record: Record, *, notice: str | None = None, announce: str = "", hint: bool = False,
         strategy: bool = False, step: int | None = None) -> dict[str, Any]:
    """Everything the page shows for a record (whose moves are legal).

    `hint` marks every legal move as winning or losing; `strategy` adds the winner's pairing
    (chain games); `step` shows the position after that many moves (replay), the record kept whole.
    """
    setup = record.setup
    rules = setup.rules
    game = GAMES[setup.game]
    total = len(record.moves)
    shown = total if step is None else max(0, min(total, step))
    position = replay(rules, record.moves[:shown])
    who = names(setup)
    seats = {seat: who[participant(setup, seat)] for seat in (1, 2)}
    outcome = None if game.solo else position.outcome()
    analysis = analyse(position) if (hint or strategy) and not game.solo and not position.is_over else None
    status = explain.status(position, seats) if not game.solo else explain.challenge_status(position, challenge_target(rules))
    waiting = computer_to_move(setup, position) and shown == total
    if waiting:
        status = "Computer is thinking…"
    if announce and position.is_over:
        announce = f"{announce} {status}"
    result = {
        "hash": encode(record),
        "notice": notice,
        "game": {"id": game.id, "title": game.title, "kind": "chain" if isinstance(rules, ChainRules) else "removal",
                 "solo": game.solo, "tools": tools(game), "summary": game.summary,
                 "settings": explain.settings(rules, game.rules),
                 "rules_url": f"rules/{game.id}.html"},
        "setup": setup_view(setup),
        "options": OPTIONS,
        "players": {"1": "You"} if game.solo else {str(k): v for k, v in who.items()},
        "board": board(position, dict(analysis.moves) if analysis and hint else {}),
        "chain": list(position.chain) if isinstance(rules, ChainRules) else list(position.moves),
        "forfeit": getattr(position, "forfeit", None),
        "to_move": None if position.is_over else 1 if game.solo else participant(setup, position.to_move),
        "over": position.is_over,
        "winner": participant(setup, outcome.winner) if outcome else None,
        "status": status,
        "announce": announce,
        "computer_to_move": waiting,
        "can_undo": shown == total and can_undo(setup, position.history),
        "hint": explain.hint(analysis) if analysis and hint else None,
        "strategy": None,
        "insight": explain.insight(position, seats, teaching=hint or strategy) if not game.solo else None,
        "replay": {"step": shown, "total": total, "hash": encode(Record(setup, record.moves[:shown]))},
        "challenge": None,
    }
    if analysis and strategy and analysis.strategy and isinstance(position, ChainPosition):
        plan = analysis.strategy
        result["strategy"] = {"winner": participant(setup, plan.winner), "first_move": plan.first_move,
                              "pairs": [list(pair) for pair in plan.pairs],
                              "text": explain.strategy(analysis, position, seats)}
        partners = {a: b for a, b in plan.pairs} | {b: a for a, b in plan.pairs}
        for cell in result["board"]["cells"]:
            cell["partner"] = partners.get(cell["n"])
    if game.solo:
        target = challenge_target(rules)
        result["challenge"] = {"length": len(position.chain), "target": target[0] if target else None,
                               "target_source": target[1] if target else None}
    return result


def tools(game: Game) -> list[str]:
    """The teaching tools that mean something in this game: hints and analysis need an opponent,
    the pairing strategy a chain game."""
    if game.solo:
        return []
    return ["hint", "analysis", "strategy"] if isinstance(game.rules, ChainRules) else ["hint", "analysis"]


def challenge_target(rules: Rules) -> tuple[int, str] | None:
    assert isinstance(rules, ChainRules)
    return longest.target(rules.lo, rules.hi)


def setup_view(setup: Setup) -> dict[str, Any]:
    """The setup as the form shows it: only the settings that apply to this game."""
    rules = setup.rules
    common = {"game": setup.game, "vs": setup.vs, "first": setup.first}
    if isinstance(rules, ChainRules):
        chain = {**common, "range": f"{rules.lo}-{rules.hi}", "lo": rules.lo, "hi": rules.hi, "start": rules.start,
                 "strict": rules.strict}
        return chain if rules.start is not None else {**chain, "opening": rules.opening}  # opening: free first picks only
    return {**common, "grid": rules.grid, "without_one": rules.without_one, "misere": rules.misere}


OPTIONS: dict[str, Any] = {
    "games": [{"id": g.id, "title": g.title, "kind": "chain" if isinstance(g.rules, ChainRules) else "removal"}
              for g in GAMES.values()],
    "openings": [{"id": k, "label": v} for k, v in OPENINGS.items()],
    "levels": [{"id": k, "label": v} for k, v in LEVELS.items()],
    "grids": list(GRID_SIZES),
    "range_limits": {"min": 1, "max": BOARD_MAX},
}
