"""A game's teacher's notes: the lesson's aim, questions to ask, the mathematics behind the
winning strategy in plain words and a suggested sequence. Every fact the mathematics states is
computed here by the engine for the rules given (the game's preset on the notes page): who wins
and with which first numbers, the winner's pairing, the primes above half the range, the longest
chain, the best first pick of the Factor Game and why it beats the pick that scores most at once.
Each kind's part is a module of this package, named by the kind (`Rules.kind`) in `LESSONS`.

>>> from factorgames.games.presets import GAMES
>>> maths = sections("factor-chain-challenge", GAMES["factor-chain-challenge"].rules)[2]
>>> maths["lines"][0]
'With perfect play the second player wins Factor Chain Challenge on 1 to 10.'
>>> sections("factor-chain-challenge", GAMES["factor-chain-challenge"].rules)[3]["lines"]
['1–7', '2–6', '3–9', '4–8', '5–10']
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...contract.views import NotesSectionView
from ...games.position import Rules
from ...games.presets import GAMES
from ...i18n import _
from . import chain, factor, removal
from .lesson import Lesson

LESSONS: dict[str, Callable[[str, Any, bool], Lesson]] = {
    "chain": chain.lesson,
    "factor": factor.lesson,
    "removal": removal.lesson,
}
"""Each kind's notes (`lesson(title, rules, solo)`), by the kind's name."""


def sections(game: str, rules: Rules) -> list[NotesSectionView]:
    """The notes of the game `game` (a preset's id) played by `rules`, section by section: the
    aim, the questions, the mathematics (and, for the chain games, the winner's pairs), the
    sequence."""
    title = _(GAMES[game].title)
    solo = GAMES[game].solo
    lesson = LESSONS[rules.kind](title, rules, solo)
    out: list[NotesSectionView] = [
        {"id": "aim", "heading": _("The lesson's aim"), "style": "text", "lines": [lesson.aim]},
        {"id": "questions", "heading": _("Questions to ask"), "style": "questions", "lines": lesson.questions},
        {
            "id": "maths",
            "heading": _("The mathematics behind the winning strategy"),
            "style": "text",
            "lines": lesson.maths,
        },
    ]
    if lesson.pairs:
        heading = _("A longest chain") if solo else _("The winner's pairs")
        out.append({"id": "pairs", "heading": heading, "style": "pairs", "lines": lesson.pairs})
    out.append(
        {"id": "sequence", "heading": _("A suggested sequence"), "style": "steps", "lines": _sequence(lesson, solo)}
    )
    return out


def _sequence(lesson: Lesson, solo: bool) -> list[str]:
    steps = [
        _(
            "Rules (5 minutes): read the rules page together, then play one game on the board, the teacher against "
            "the class."
        )
    ]
    if solo:
        steps += [
            _(
                "Play (15 minutes): pupils build chains on their own and compare their lengths; the page says how far "
                "each chain is from the longest."
            ),
            _(
                "Hint (5 minutes): ask a pupil with a short chain which numbers were left out, and why they could not be used."
            ),
            _("Review (10 minutes): compare two chains on the board and find where one could have gone on longer."),
            lesson.last_step,
        ]
        return steps
    steps += [
        _("Play (15 minutes): pupils play in pairs on one device, then against the computer at the easy level."),
        _(
            "Hint (5 minutes): when a pupil is stuck, the Hint button first asks a question, then suggests a move, then "
            "names the best moves; ask the pupil to say why a move works before playing it."
        ),
        _(
            "Review (10 minutes): after a game, open the review: it names the first mistake and lets the pupil try "
            "that move again."
        ),
    ]
    steps.append(lesson.last_step)
    return steps
