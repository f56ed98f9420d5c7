"""Bots' matches on the engine's side: the engine decides legality, turns and winners; the page
only carries the questions to the bot's worker and the answers back.

A game is a `GameState` (its record's share code, who sits in each seat, a seed). `step` plays the
computer's moves and stops where a bot must move (an `Ask`, with the position as plain facts) or
where the game ends (a `GameResult`, whose record the review reads like any game). A bot's answer
is checked here: an error, a move the rules refuse, or a bot stopped for taking too long loses it
the game. `plan` lays out a series or a round robin, `table` counts the results. In the Factor Game
the higher total wins and equal totals draw. The shapes they cross between workers in are the
contract's (`contract.bots`).

>>> state = plan_series("game=factor-chain-challenge", "bot", "perfect", 1, "alternate", 7)[0]
>>> out = step(state, None)
>>> out["ask"]["bot"], out["ask"]["facts"]["moves"]
('bot', [])
>>> out = step(out["state"], {"move": 11, "line": 2})
>>> out["result"]["forfeit"], out["result"]["winner"]
(1, 2)
>>> print(out["result"]["words"])
Move 1: bot picked 11 (line 2), which the rules refuse: 11 is outside 1..10. bot loses the game.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import cast

from ..contract.bots import Ask, BotAnswer, Facts, Fault, GameResult, GameState, Row, Step
from ..games.outcome import IllegalMove, other
from ..games.position import Position, replay
from ..games.presets import GAMES
from ..games.registry import kind_of
from ..i18n import _, decimal, ngettext
from ..link_values import RecordError
from ..play.players import LEVELS, choose_move
from ..transcript import Record, Setup, decode, encode
from .position import rules_facts
from .sandbox import PLAIN

MOVE_SECONDS = 2
"""How long a bot may think about one move before it is stopped (the page's worker enforces it)."""

MAX_GAMES = 200
"""The most games one series or round robin plays."""


def bot_games() -> list[str]:
    """The games bots play: every game of two players (not the puzzle for one)."""
    return [gid for gid, game in GAMES.items() if not game.solo and "coach" in kind_of(game.rules).tools]


def can_draw(gid: str) -> bool:
    """Whether a game can end level: a game of points draws on equal totals; the others always have
    a winner.

    >>> [gid for gid in bot_games() if can_draw(gid)]
    ['factor-game']
    """
    return GAMES[gid].rules.initial_position().scores is not None


def is_computer(player: str) -> bool:
    return player in LEVELS


def player_name(player: str, name: str) -> str:
    return _("Computer ({level})").format(level=_(LEVELS[player])) if is_computer(player) else name


def new_game(code: str, players: list[str], names: list[str], seed: int) -> GameState:
    """A game of the rules in a share code (its moves, opponent and starter are ignored)."""
    setup = decode(code).setup
    if setup.game not in bot_games():
        raise RecordError(_("Bots do not play {game}.").format(game=_(GAMES[setup.game].title)))
    record = Record(Setup(setup.game, setup.rules))
    return {
        "hash": encode(record),
        "players": list(players),
        "names": [player_name(p, n) for p, n in zip(players, names)],
        "seed": seed,
    }


def facts(game: str, position: Position) -> Facts:
    return {"game": game, "rules": rules_facts(position.rules), "moves": list(position.history)}


def _result(
    state: GameState, record: Record, forfeit: int | None, words: str, fault: Fault | None = None
) -> GameResult:
    position = replay(record.setup.rules, record.moves)
    outcome = position.outcome()
    winner = other(forfeit) if forfeit is not None else outcome.winner if outcome else None
    return {
        "hash": encode(record),
        "players": state["players"],
        "names": state["names"],
        "winner": winner,
        "forfeit": forfeit,
        "length": len(record.moves),
        "words": words,
        "fault": fault,
    }


def _end_words(state: GameState, position: Position) -> str:
    """How the game ended, in words: in a game of points, with the totals."""
    outcome = position.outcome()
    assert outcome is not None
    scores = outcome.scores
    if outcome.winner is None:
        return _("A draw: {points} points each!").format(points=scores[0]) if scores else _("A draw.")
    name = state["names"][outcome.winner - 1]
    if scores:
        return _("{name} wins, {points} to {theirs}!").format(
            name=name, points=scores[outcome.winner - 1], theirs=scores[other(outcome.winner) - 1]
        )
    if outcome.detail:
        loser = state["names"][other(outcome.winner) - 1]
        return _("{loser} entered {n}, which is not allowed: {reason}. {name} wins.").format(
            loser=loser, n=position.history[-1], reason=outcome.detail, name=name
        )
    return _("{name} wins after {n} moves.").format(name=name, n=len(position.history))


def _article(exception: str) -> str:
    """An exception's name with its English article, as a clause says it ("an IndexError").

    >>> _article("IndexError"), _article("TypeError"), _article("UnicodeError")
    ('an IndexError', 'a TypeError', 'a UnicodeError')
    """
    vowel = exception[:1] in "AEIO" or (exception[:1] == "U" and not exception.startswith("Uni"))
    # Translators: an error's name with its article, as "stopped with an IndexError" says it.
    return (_("an {error}") if vowel else _("a {error}")).format(error=exception)


def fault_clause(fault: Fault, full: bool = True) -> str:
    """What a bot did wrong, as a clause that follows its name ("stopped with an IndexError on line
    2: list index out of range"); without `full`, the short form that games with the same fault
    share (no message: "stopped with an IndexError on line 2").

    >>> fault_clause({"how": "error", "move": 1, "line": 2, "exception": "IndexError", "detail": "list index out of range"})
    'stopped with an IndexError on line 2: list index out of range'
    >>> fault_clause({"how": "illegal", "move": 3, "line": 4, "exception": "", "detail": "11 is outside 1..10"}, False)
    'picked a move the rules refuse on line 4'
    """
    how, line, detail = fault["how"], fault["line"], fault["detail"].rstrip(".") if full else ""
    if how == "timeout":
        # Translators: follows a bot's name.
        return _("took longer than {s} seconds to choose a move").format(s=MOVE_SECONDS)
    if how == "illegal":
        if line:
            # Translators: follows a bot's name; {reason}: why the rules refuse the move.
            words = (
                _("picked a move the rules refuse on line {line}")
                if not detail
                else _("picked a move the rules refuse on line {line}: {reason}")
            )
        else:
            words = _("picked a move the rules refuse") if not detail else _("picked a move the rules refuse: {reason}")
        return words.format(line=line, reason=detail)
    error = _article(fault["exception"]) if fault["exception"] else _("an error")
    if line:
        # Translators: follows a bot's name; {error}: "an IndexError", {detail}: Python's message.
        words = (
            _("stopped with {error} on line {line}: {detail}") if detail else _("stopped with {error} on line {line}")
        )
    else:
        words = _("stopped with {error}: {detail}") if detail else _("stopped with {error}")
    return words.format(error=error, line=line, detail=detail)


def _said(value: object, limit: int) -> str:
    """A string the page sent, as the engine shows it: printable, cut to `limit` characters."""
    text = value if isinstance(value, str) else ""
    return "".join(c if c.isprintable() else " " for c in text[:limit]).strip()


def _exception(value: object) -> str:
    """An exception's name as the bot's worker said it, if it looks like one (else "")."""
    return value if isinstance(value, str) and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_.]{0,59}", value) else ""


def fault(position: Position, answer: BotAnswer) -> Fault | None:
    """Why a bot's answer in a position loses it the game (None: its move is legal)."""
    move_number = len(position.history) + 1
    line = answer.get("line")
    line = line if type(line) is int and 0 < line < 10**7 else 0
    if answer.get("timeout"):
        return {"how": "timeout", "move": move_number, "line": 0, "exception": "", "detail": ""}
    move = answer.get("move")
    if type(move) is not int:
        exception = _exception(answer.get("exception"))
        detail = _said(answer.get("detail"), 300) if exception else _said(answer.get("error"), 600)
        return {
            "how": "error",
            "move": move_number,
            "line": line,
            "exception": exception,
            "detail": detail or _("no move came back"),
        }
    try:
        position.play(move)
    except IllegalMove as reason:
        return {"how": "illegal", "move": move_number, "line": line, "exception": "", "detail": str(reason)}
    return None


def hint(fault: Fault) -> str:
    """What an error of Python's own usually means, in a pupil's words ("" for any other fault)."""
    if fault["how"] == "error" and fault["exception"] in ("SyntaxError", "IndentationError", "TabError"):
        return _("Python could not read the code: look at this line and the one before.")
    plain = PLAIN.get(fault["exception"]) if fault["how"] == "error" else None
    return _(plain) if plain else ""


def fault_words(name: str, fault: Fault, move: object = None) -> str:
    """A game's end by a bot's fault, in words: at which move, what it did, what it means, and that
    it loses."""
    if fault["how"] == "illegal":  # the move and its line, as the pupil wrote them
        where = _("{name} picked {n} (line {line})") if fault["line"] else _("{name} picked {n}")
        what = (where + _(", which the rules refuse: {reason}.")).format(
            name=name, n=move, line=fault["line"], reason=fault["detail"]
        )
    elif fault["how"] == "timeout":
        what = _("{name} took longer than {s} seconds to choose a move and was stopped.").format(
            name=name, s=MOVE_SECONDS
        )
    elif not fault["exception"]:  # no exception (no choose, no number returned): the worker's own words
        what = _("{name} stopped with an error: {error}").format(name=name, error=fault["detail"])
    else:
        # Translators: {what} follows the name, as "stopped with an IndexError on line 2: ...".
        what = _("{name} {what}.").format(name=name, what=fault_clause(fault))
    parts = [_("Move {k}:").format(k=fault["move"]), what, hint(fault), _("{name} loses the game.").format(name=name)]
    return " ".join(part for part in parts if part)


def _answer(state: GameState, position: Position, answer: BotAnswer) -> tuple[Position, int | None, str, Fault | None]:
    """The position after a bot's answer, or the seat that forfeits, why in words, and its fault."""
    seat = position.to_move
    found = fault(position, answer)
    if found is None:
        return position.play(cast(int, answer.get("move"))), None, "", None
    return position, seat, fault_words(state["names"][seat - 1], found, answer.get("move")), found


def ply_seed(state: GameState, position: Position) -> int:
    """The seed of the move to make in a game's position (a bot's `random`, or the computer's)."""
    return state["seed"] * 1000 + len(position.history)


def computer_move(state: GameState, position: Position) -> int:
    """The computer's move in a game between bots and levels: its level's, from the move's seed."""
    return choose_move(position, state["players"][position.to_move - 1], random.Random(ply_seed(state, position)))


def step(state: GameState, answer: BotAnswer | None) -> Step:
    """Go on with a game: apply the bot's answer (if any), play the computer's moves, and stop where
    a bot must move or the game is over."""
    record = decode(state["hash"])
    setup = record.setup
    position = replay(setup.rules, record.moves)
    if answer is not None and not position.is_over:
        position, forfeit, words, found = _answer(state, position, answer)
        if forfeit is not None:
            done = Record(setup, position.history)
            return {"state": state, "result": _result(state, done, forfeit, words, found)}
    while not position.is_over:
        player = state["players"][position.to_move - 1]
        if not is_computer(player):
            state = {**state, "hash": encode(Record(setup, position.history))}
            ask: Ask = {"bot": player, "facts": facts(setup.game, position), "seed": ply_seed(state, position)}
            return {"state": state, "ask": ask}
        position = position.play(computer_move(state, position))
    done = Record(setup, position.history)
    state = {**state, "hash": encode(done)}
    return {"state": state, "result": _result(state, done, None, _end_words(state, position))}


def plan_series(
    code: str, bot: str, opponent: str, games: int, first: str, seed: int, names: tuple[str, str] = ("bot", "bot")
) -> list[GameState]:
    """`games` games of a bot against an opponent (a level, another bot, or itself), the bot moving
    first ("1"), second ("2") or each in turn ("alternate", first in the first game)."""
    out = []
    for k in range(max(1, min(games, MAX_GAMES))):
        bot_first = first == "1" or (first == "alternate" and k % 2 == 0)
        pair, pair_names = [bot, opponent], [names[0], names[1]]
        if not bot_first:
            pair.reverse()
            pair_names.reverse()
        out.append(new_game(code, pair, pair_names, seed + k))
    return out


def plan_round_robin(code: str, bots: list[tuple[str, str]], games: int, seed: int) -> list[GameState]:
    """Every pair of bots ((id, name) each) plays `games` games, each bot first in turn."""
    out: list[GameState] = []
    pairs = [(a, b) for i, a in enumerate(bots) for b in bots[i + 1 :]]
    per_pair = max(1, min(games, MAX_GAMES // max(1, len(pairs))))
    for (a, a_name), (b, b_name) in pairs:
        out += plan_series(code, a, b, per_pair, "alternate", seed + len(out), (a_name, b_name))
    return out


def commonest_fault(lost: list[GameResult]) -> tuple[Fault | None, int]:
    """The fault most of these forfeited games share (the first met among the commonest; games
    share a fault when it failed the same way on the same line), and how many games failed
    otherwise; None for the fault of a result that does not say it."""
    groups: dict[tuple[str, str, int], list[GameResult]] = {}
    for result in lost:
        found = result.get("fault")
        key = ("?", "", 0) if not found else (found["how"], found["exception"], found["line"])
        groups.setdefault(key, []).append(result)
    common = max(groups.values(), key=len)
    return common[0].get("fault"), len(lost) - len(common)


def more_faults(more: int) -> str:
    """How many more games were lost by other faults, as a sentence after the commonest ("" for none)."""
    if not more:
        return ""
    return " " + ngettext(
        "It lost {m} more by another error, a time-out or a refused move.",
        "It lost {m} more by other errors, time-outs or refused moves.",
        more,
    ).format(m=more)


def faults_words(results: list[GameResult]) -> str:
    """What lost games by a fault, for each bot that did (results read again from their records):
    its commonest fault with its line and in how many of its games, the others counted; "" when
    no bot did.

    >>> state = plan_series("game=factor-chain-challenge", "b", "easy", 2, "alternate", 1, ("Ana", ""))
    >>> crash = {"exception": "IndexError", "detail": "list index out of range", "line": 2}
    >>> faults_words([play(s, lambda ask: crash) for s in state])
    'Ana stopped with an IndexError on line 2 in 2 of 2 games.'
    """
    games: dict[str, list[GameResult]] = {}
    lost: dict[str, list[GameResult]] = {}
    names: dict[str, str] = {}
    for result in map(checked_result, results):
        for seat, player in enumerate(dict.fromkeys(result["players"]), start=1):
            if is_computer(player):
                continue
            games.setdefault(player, []).append(result)
            names.setdefault(player, result["names"][result["players"].index(player)])
            if result["forfeit"] is not None and result["players"][result["forfeit"] - 1] == player:
                lost.setdefault(player, []).append(result)
    out = []
    for player, faulted in lost.items():
        common, more = commonest_fault(faulted)
        what = fault_clause(common, full=False) if common else _("lost by an error, a time-out or a refused move")
        n = len(games[player])
        words = ngettext("{name} {what} in {k} of {n} game.", "{name} {what} in {k} of {n} games.", n)
        out.append(words.format(name=names[player], what=what, k=len(faulted) - more, n=n) + more_faults(more))
    return " ".join(out)


def checked_result(result: GameResult) -> GameResult:
    """A result as the engine reads it again from its record: the winner comes from the moves (or
    from the seat that forfeited), never from what the page sent."""
    record = decode(result["hash"])
    position = replay(record.setup.rules, record.moves)
    forfeit = result.get("forfeit")
    if forfeit not in (1, 2):
        forfeit = None
        if not position.is_over:
            raise RecordError(_("A game of the table is not finished."))
    outcome = position.outcome()
    winner = other(forfeit) if forfeit is not None else outcome.winner if outcome else None
    found = _checked_fault(result.get("fault"), len(record.moves) + 1) if forfeit is not None else None
    return {**result, "winner": winner, "forfeit": forfeit, "length": len(record.moves), "fault": found}


def _checked_fault(found: object, move: int) -> Fault | None:
    """A result's fault as the page sent it back, if it is one (its move the one after the record's)."""
    if not isinstance(found, dict) or found.get("how") not in ("error", "timeout", "illegal"):
        return None
    line = found.get("line")
    return {
        "how": found["how"],
        "move": move,
        "line": line if type(line) is int and 0 < line < 10**7 else 0,
        "exception": _exception(found.get("exception")),
        "detail": _said(found.get("detail"), 600),
    }


def table(results: list[GameResult]) -> list[Row]:
    """Each player's games, wins, losses (by play), draws, errors (games lost by an error, a time-out
    or a refused move) and average game length (in moves), most wins first."""
    rows: dict[str, Row] = {}
    lengths: dict[str, list[int]] = {}
    for result in map(checked_result, results):
        for seat, (player, name) in enumerate(zip(result["players"], result["names"]), start=1):
            key = player if is_computer(player) else f"bot:{player}"
            row = rows.setdefault(
                key,
                {
                    "player": player,
                    "name": name,
                    "games": 0,
                    "wins": 0,
                    "losses": 0,
                    "draws": 0,
                    "errors": 0,
                    "average_length": 0.0,
                    "average_shown": "",
                },
            )
            if result["players"][0] == result["players"][1] and seat == 2:
                continue  # a bot against itself: one game, counted once
            row["games"] += 1
            winner = result["winner"]
            if winner is None:
                row["draws"] += 1
            elif winner == seat:
                row["wins"] += 1
            elif result["forfeit"] == seat:
                row["errors"] += 1
            else:
                row["losses"] += 1
            lengths.setdefault(key, []).append(result["length"])
    for key, row in rows.items():
        row["average_length"] = round(sum(lengths[key]) / len(lengths[key]), 1)
        row["average_shown"] = decimal(row["average_length"])
    return sorted(rows.values(), key=lambda row: (-row["wins"], row["losses"] + row["errors"], row["name"]))


def play(state: GameState, ask: Callable[[Ask], BotAnswer]) -> GameResult:
    """A whole game, each bot's move asked of `ask` (in the browser the page asks the bot's worker
    one step at a time instead)."""
    out = step(state, None)
    while (asked := out.get("ask")) is not None:
        out = step(out["state"], ask(asked))
    result = out.get("result")
    assert result is not None  # no bot to ask: the game is over
    return result
