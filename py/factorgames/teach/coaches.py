"""Which coach speaks for a position: `outcome_coach` for a game won or lost, `score_coach` for a game that
keeps score. Both answer the same questions (`Coach`), so the page never asks which it has.

>>> from factorgames.games.factor.rules import FactorRules
>>> coach_for(FactorRules(1, 30).initial_position()).__name__
'factorgames.teach.score_coach'
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from ..contract.views import CellHint
from ..games.position import Position, Rules
from ..solve.analysis import Analysis
from . import outcome_coach, score_coach
from .outcome_coach import Hint
from .review import MoveReview, Review


class Coach(Protocol):
    """What a coach answers; `names` maps seats to names."""

    def hint(self, position: Position, level: int, names: Mapping[int, str], /) -> Hint: ...

    def standing(self, position: Position, names: Mapping[int, str], /) -> str: ...

    def marks(self, position: Position, analysis: Analysis, /) -> dict[int, CellHint]: ...

    def review(self, rules: Rules, moves: tuple[int, ...], /) -> Review: ...

    def review_text(self, game_review: Review, names: Mapping[int, str], /) -> str: ...

    def move_words(self, move: MoveReview, name: str, /) -> str: ...


def coach_for(position: Position) -> Coach:
    """The coach of the game this position is in."""
    return score_coach if position.scores is not None else outcome_coach
