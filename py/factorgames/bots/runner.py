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
bot picked 11 (line 2), which the rules refuse: 11 is outside 1..10. bot loses the game.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..contract.bots import Ask, BotAnswer, Facts, GameResult, GameState, Row, Step
from ..games.outcome import IllegalMove, other
from ..games.position import Position, replay
from ..games.presets import GAMES
from ..games.registry import kind_of
from ..i18n import _, decimal
from ..link_values import RecordError
from ..play.players import LEVELS, choose_move
from ..transcript import Record, Setup, decode, encode
from .position import rules_facts

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


def _result(state: GameState, record: Record, forfeit: int | None, words: str) -> GameResult:
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


def _answer(state: GameState, position: Position, answer: BotAnswer) -> tuple[Position, int | None, str]:
    """The position after a bot's answer, or the seat that forfeits and why."""
    seat = position.to_move
    name = state["names"][seat - 1]
    if answer.get("timeout"):
        return (
            position,
            seat,
            _("{name} took longer than {s} seconds to choose a move and was stopped. {name} loses the game.").format(
                name=name, s=MOVE_SECONDS
            ),
        )
    move = answer.get("move")
    if type(move) is not int:
        error = str(answer.get("error") or _("no move came back"))[:600]
        return (
            position,
            seat,
            _("{name} stopped with an error: {error} {name} loses the game.").format(name=name, error=error),
        )
    line = answer.get("line")
    try:
        return position.play(move), None, ""
    except IllegalMove as reason:
        where = _("{name} picked {n} (line {line})") if type(line) is int and line > 0 else _("{name} picked {n}")
        return (
            position,
            seat,
            (where + _(", which the rules refuse: {reason}. {name} loses the game.")).format(
                name=name, n=move, line=line, reason=reason
            ),
        )


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
        position, forfeit, words = _answer(state, position, answer)
        if forfeit is not None:
            return {"state": state, "result": _result(state, Record(setup, position.history), forfeit, words)}
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
    return {**result, "winner": winner, "forfeit": forfeit, "length": len(record.moves)}


def table(results: list[GameResult]) -> list[Row]:
    """Each player's games, wins, losses, draws and average game length (in moves), most wins first."""
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
            else:
                row["losses"] += 1
            lengths.setdefault(key, []).append(result["length"])
    for key, row in rows.items():
        row["average_length"] = round(sum(lengths[key]) / len(lengths[key]), 1)
        row["average_shown"] = decimal(row["average_length"])
    return sorted(rows.values(), key=lambda row: (-row["wins"], row["losses"], row["name"]))


def play(state: GameState, ask: Callable[[Ask], BotAnswer]) -> GameResult:
    """A whole game, each bot's move asked of `ask` (in the browser the page asks the bot's worker
    one step at a time instead)."""
    out = step(state, None)
    while (asked := out.get("ask")) is not None:
        out = step(out["state"], ask(asked))
    result = out.get("result")
    assert result is not None  # no bot to ask: the game is over
    return result
