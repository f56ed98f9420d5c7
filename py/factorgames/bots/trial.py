""" "Check my bot": a bot is tried on a few positions of the chosen game before it is called ready,
its first moves, a mid-game and the last moves of a game against the computer (where few moves
are left), and only a bot that answered every one of them with a move the rules allow is "ready to
play", said with what was tried. Otherwise the verdict names the first error, time-out or refused
move, with its line.

The positions come from the share code alone (a game of the computer's easy level against itself,
from a fixed seed), so the engine finds them again when it reads the bot's answers: the page only
carries them to the bot.

>>> [len(a["facts"]["moves"]) for a in asks("game=factor-chain-challenge", "bot")]
[0, 1, 2, 3, 4, 5, 6]
>>> [len(a["facts"]["moves"]) for a in asks("game=factor-game&range=1-2", "bot")]  # a game of one move: it once
[0]
>>> crash = {"error": "Line 2: IndexError: ...", "exception": "IndexError", "detail": "list index out of range", "line": 2}
>>> print(readiness("game=factor-chain-challenge", "Ana", {"error": None}, [crash])["words"])
Not ready: your bot stopped with an IndexError on line 2: list index out of range. A list was asked for a place it does not have (an empty list?).
"""

from __future__ import annotations

import random

from ..contract.bots import Ask, BotAnswer, Readiness
from ..games.position import Position
from ..i18n import _, ngettext
from ..link_values import RecordError
from ..play.players import choose_move
from ..transcript import decode
from .runner import bot_games, facts, fault, fault_clause, hint

LEVEL = "easy"
"""The computer's level whose game against itself gives the positions tried."""

SEED = 1
"""The seed of that game (and of the bot's `random` on each position)."""

PLIES = (0, 1, 2)
"""The first positions tried: the first move, and the bot's first move when it moves second."""

LAST = 3
"""How many of the game's last positions are tried: its end, where few moves are left (a bot that
keeps a list of its own, or counts on a long list, goes wrong there)."""


def positions(code: str) -> list[Position]:
    """The positions a bot is tried on in the game of a share code: its first moves, a mid-game and
    its last moves (each once, none over)."""
    setup = decode(code).setup
    if setup.game not in bot_games():
        raise RecordError(_("That request could not be read."))
    rng = random.Random(SEED)
    game = [setup.rules.initial_position()]
    while not game[-1].is_over:
        game.append(game[-1].play(choose_move(game[-1], LEVEL, rng)))
    plies = sorted({*PLIES, (len(game) - 1) // 2, *range(max(0, len(game) - 1 - LAST), len(game) - 1)})
    return [game[k] for k in plies if k < len(game) and not game[k].is_over]


def asks(code: str, bot: str) -> list[Ask]:
    """The questions to put to a bot (its id `bot`), one a position tried."""
    setup = decode(code).setup
    return [{"bot": bot, "facts": facts(setup.game, p), "seed": SEED} for p in positions(code)]


def readiness(code: str, name: str, loaded: BotAnswer, answers: list[BotAnswer]) -> Readiness:
    """Whether the bot is ready to play: its code loaded (`loaded`, what loading said) and it
    answered every position tried (`answers`, in their order) with a legal move; else the first
    thing that went wrong, in words."""
    if loaded.get("timeout"):
        return {"ready": False, "words": _("Not ready: your code took too long to load (a loop outside choose?).")}
    tried = positions(code)
    if loaded.get("error") is not None:  # the code could not be run: its answer to every position
        answers = [loaded]
    for k, position in enumerate(tried):
        if k >= len(answers):
            return {"ready": False, "words": _("Not ready: your bot was not tried on every position.")}
        found = fault(position, answers[k])
        if found is not None and found["how"] == "error" and not found["exception"]:  # the worker's own words
            return {"ready": False, "words": _("Not ready: {error}").format(error=found["detail"])}
        if found is not None:
            words = _("Not ready: your bot {what}.").format(what=fault_clause(found))
            return {"ready": False, "words": f"{words} {hint(found)}".strip()}
    words = ngettext(
        "{name} is ready to play: it chose a move the rules allow in the {n} position tried, from a game's first "
        "moves to its end.",
        "{name} is ready to play: it chose a move the rules allow in each of the {n} positions tried, from a "
        "game's first moves to its end.",
        len(tried),
    )
    return {"ready": True, "words": words.format(name=name, n=len(tried))}
