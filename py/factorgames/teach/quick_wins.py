"""The first picks that win at once: a game whose first player wins with one pick teaches nothing
but that pick, so its rules say so, and name a game of the same kind where no first pick does.

>>> from factorgames.games.presets import GAMES
>>> quick_wins(GAMES["multiplicity"].rules)
(29, 31, 37, 41, 43, 47)
>>> warning(GAMES["multiplicity"].rules)
'On 1 to 50 from 1, a prime above 25 wins at once. For a game that lasts, try Juniper Green.'
>>> warning(GAMES["multiples-removal"].rules)
'Taking 1 first wins at once. For a game that lasts, try Multiples Removal without 1.'
>>> quick_wins(GAMES["nrich"].rules), warning(GAMES["juniper-green"].rules)
((), None)
"""

from __future__ import annotations

from functools import cache

from ..games.position import Rules, wins_at_once
from ..games.presets import GAMES
from ..games.registry import kind_of
from ..i18n import _

LOOKED_AT = 5000
"""The most numbers a board may hold for its first picks to be looked at, each one (a larger
board is said nothing of)."""


@cache
def quick_wins(rules: Rules) -> tuple[int, ...]:
    """The first picks that end the game at once with the picker the winner (none in a game that
    keeps score, where a single pick decides nothing)."""
    if len(rules.numbers) > LOOKED_AT:
        return ()
    position = rules.initial_position()
    if position.scores is not None:
        return ()
    return tuple(n for n in position.legal_moves() if wins_at_once(position, n))


def warning(rules: Rules) -> str | None:
    """What the rules should say of a first pick that wins at once, in the kind's words, with the
    largest game of the same kind where none does; None when no first pick wins at once."""
    moves = quick_wins(rules)
    if not moves:
        return None
    kind = kind_of(rules)
    text = kind.quick_wins(rules, moves)
    lasting = [g for g in GAMES.values() if not g.solo and kind_of(g.rules) is kind and not quick_wins(g.rules)]
    if lasting:
        longest = max(lasting, key=lambda g: len(g.rules.numbers))
        text += " " + _("For a game that lasts, try {game}.").format(game=_(longest.title))
    return text
