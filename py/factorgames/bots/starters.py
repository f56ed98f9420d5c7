"""The starter bots, the interface's documentation and its runnable examples, in the language
being spoken (the comments of the code are translated too).

>>> from .sandbox import FACTS, ask, load, try_out
>>> [ask(load(s["code"]), FACTS, seed=3)["move"] in range(1, 11) for s in starters()]
[True, True, True]
>>> [try_out(e["code"], FACTS).get("value") for e in examples()][:5]
['[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]', 'None', '[]', '((), 1)', 'None']
"""

from __future__ import annotations

from ..contract.bots import Example, Starter
from ..i18n import _


def starters() -> list[Starter]:
    """A random bot, one that leaves the fewest replies, and a pupil's template with TODOs."""
    pick_any = _("Pick any number that can be picked.")
    count = _("For each move, count the replies it leaves the other player,")
    fewest_words = _("and pick a move that leaves the fewest (none at all wins).")
    legal = _("Legal moves:")
    todo_1 = _("TODO 1: if a move leaves no reply at all, return it (it wins at once).")
    todo_2 = _("TODO 2: avoid a move after which the other player can win at once.")
    todo_3 = _("TODO 3: your own idea: primes, big numbers, pairs...")
    random_bot = f"""import random

def choose(position):
    # {pick_any}
    return random.choice(position.legal_moves())
"""
    fewest = f"""def choose(position):
    # {count}
    # {fewest_words}
    def replies(move):
        return len(position.play(move).legal_moves())

    return min(position.legal_moves(), key=replies)
"""
    template = f"""def choose(position):
    moves = position.legal_moves()
    print({legal!r}, moves)
    # {todo_1}
    # {todo_2}
    # {todo_3}
    return moves[0]
"""
    return [
        {"id": "random", "name": _("Random"), "code": random_bot},
        {"id": "fewest", "name": _("Fewest replies"), "code": fewest},
        {"id": "template", "name": _("My bot"), "code": template},
    ]


def examples() -> list[Example]:
    """The interface, each part with a line to run on a first position."""
    return [
        {"words": _("The numbers that can be picked now, smallest first."), "code": "position.legal_moves()"},
        {
            "words": _("The current number of a chain game (None before the first pick, and in the other games)."),
            "code": "position.current",
        },
        {
            "words": _("The numbers already used (removed in Multiples Removal, taken in the Factor Game)."),
            "code": "sorted(position.used)",
        },
        {
            "words": _("The picks so far, and whose turn it is: 1 (moved first) or 2."),
            "code": "position.moves, position.to_move",
        },
        {
            "words": _("In the Factor Game, the points of seat 1 and of seat 2 so far (None in the other games)."),
            "code": "position.scores",
        },
        {"words": _("Every number of the board, and the game's id."), "code": "position.numbers, position.game"},
        {
            "words": _("The divisors and the multiples of a number on the board (the number itself left out)."),
            "code": "position.divisors(12), position.multiples(3)",
        },
        {
            "words": _("The position after a move, to look ahead (what the other player could reply)."),
            "code": "position.play(position.legal_moves()[0]).legal_moves()",
        },
    ]
