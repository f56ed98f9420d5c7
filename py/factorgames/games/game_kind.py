"""What a game kind answers for itself, so that the rest of the engine never asks which kind a
game is: its options and their encoding in a link, its New game form, the tools that apply, its
words, and its terminal presentation. Each kind implements `GameKind` in its own module; `registry`
registers them.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, Protocol, TextIO, TypeVar

from ..contract.views import ChallengeView, OptionsView, SetupView, WebView
from ..solve.analysis import Analysis, Row
from .position import Position, Rules

R = TypeVar("R", bound=Rules)
P_contra = TypeVar("P_contra", bound=Position, contravariant=True)

Tool = Literal["coach", "strategy", "counts", "web", "table"]
"""Tools only some kinds have: the `coach` of a game won or lost (hints, the teacher's analysis,
who can win from here, the review), the winner's pairing, the counts of what could follow each
number, the numbers' web, the `table` of who wins every range (command line)."""


class GameKind(Protocol[R, P_contra]):
    """A kind of game (chain games, Multiples Removal, ...), with rules of type R and positions of
    type P. Words come out in the language being spoken."""

    @property
    def rules_type(self) -> type[R]:
        """The class of this kind's rules (the registry finds a kind by it)."""
        ...

    @property
    def keys(self) -> tuple[str, ...]:
        """The link's keys for this kind's options."""
        ...

    @property
    def tools(self) -> frozenset[Tool]:
        """The tools that apply to this kind besides those every two-player game has."""
        ...

    # --- perfect play ---

    def analysis(self, position: P_contra) -> Analysis:
        """What perfect play makes of an unfinished position (`play.solver.analyse` caches it)."""
        ...

    def values(self, position: P_contra) -> dict[int, int] | None:
        """In a game that keeps score, each legal move's value from here: what it gains over the
        opponent now, minus the best the opponent then makes of the rest; None in a game won or lost."""
        ...

    def compared(self, position: P_contra, bar: int) -> dict[int, int] | None:
        """In a game that keeps score, each legal move's value against `bar`: 1 above it, 0 equal to
        it, -1 below (what a teacher's marks need, cheaper than `values`); None in a game won or lost."""
        ...

    def replies(self, position: P_contra) -> dict[int, tuple[int, int]] | None:
        """For each move of a lost position: how many of the opponent's replies lose, out of how
        many; None to let the solver analyse every child."""
        ...

    def clear_cache(self) -> None:
        """Forget what the kind's solver keeps (benchmarks time cold analyses)."""
        ...

    def unprepared(self, rules: R) -> bool:
        """Whether games of these rules need work done once before their moves come at once (a
        table to load), not done yet: the page asks for it (`prepare`) when the board is drawn."""
        ...

    def prepare(self, rules: R) -> None:
        """Do that work now."""
        ...

    # --- the link ---

    def rules_with(self, preset: R, options: Mapping[str, str]) -> R:
        """The preset changed by the link's options (RecordError or RulesError when they make no game)."""
        ...

    def encode(self, rules: R, preset: R) -> list[str]:
        """The link's parts for the rules (`key=value`, or a bare key for a flag that is on)."""
        ...

    # --- the New game form ---

    def setup_view(self, rules: R, common: SetupView) -> SetupView:
        """The form's values for the rules; `common` holds the opponent's fields, which come last."""
        ...

    def form_options(self, options: OptionsView) -> OptionsView:
        """The form's option lists with this kind's filled in."""
        ...

    def span(self, rules: R) -> tuple[int, int] | None:
        """The range lo..hi a board of these rules holds, for a kind played on a range of numbers
        (a sentence says "on 2 to 50"); None for a kind whose board is said otherwise (a grid)."""
        ...

    def offer(self, rules: R) -> tuple[R, str] | None:
        """Better rules to play against the computer, and why, when these make a game over at once."""
        ...

    # --- words ---

    def history_heading(self) -> str: ...

    def history_is_chain(self) -> bool:
        """Each number played follows from the one before (drawn joined by arrows): the position has
        a current number, which the next pick must follow."""
        ...

    def settings(self, rules: R, preset: R) -> list[str]:
        """The settings that differ from the preset's, each in a few words."""
        ...

    def task(self, position: P_contra) -> str:
        """What the player to move picks (ends a status line)."""
        ...

    def insight(self, position: P_contra, names: Mapping[int, str], teaching: bool) -> str | None:
        """A fact that surprises people, when it has just happened or (for a teacher) when it can."""
        ...

    def history_words(self, position: P_contra, names: Mapping[int, str]) -> list[str]:
        """Each move as the history reads it; `names` maps seats to names."""
        ...

    def nudge(self, them: str, at_once: bool) -> str:
        """The first hint: a question that points to a winning pick (`at_once`: one wins at once)."""
        ...

    def wins_at_once(self, n: int, them: str) -> str:
        """The second hint when the pick n wins at once."""
        ...

    def quick_wins(self, rules: R, moves: tuple[int, ...]) -> str:
        """What the rules say of the first picks `moves`, each of which wins at once (never empty):
        "On 1 to 50 from 1, a prime above 25 wins at once."."""
        ...

    # --- tools ---

    def web(self, position: P_contra, pairs: tuple[tuple[int, int], ...], winner: str | None) -> WebView | None:
        """The numbers' web, for a kind with the `web` tool."""
        ...

    def challenge(self, position: P_contra, game: str) -> tuple[str, ChallengeView]:
        """The status and the challenge of a puzzle for one player on these rules."""
        ...

    def first_range(self, rules: R) -> int:
        """For the `table` tool: the smallest top of a range whose first player has a move
        (ValueError for a kind without the tool)."""
        ...

    def table_top(self) -> int:
        """For the `table` tool: the largest top of a range it answers."""
        ...

    def table(self, rules: R, bottom: int, top: int) -> list[Row]:
        """For the `table` tool: who wins every range of the rules from top `bottom` to `top`."""
        ...

    def record_table(self, rules: R) -> str | None:
        """The name of the shipped records' table that holds these rules' ranges beyond the `table`
        tool's (`records.shipped.recorded_rows`), or None when the records hold none."""
        ...

    # --- the terminal ---

    def introduce(self, rules: R) -> list[str]:
        """The lines that present the rules when a game starts."""
        ...

    def describe(self, position: P_contra, out: TextIO) -> None:
        """The board: what can be picked."""
        ...

    def describes_end(self, position: P_contra) -> bool:
        """Whether the final board is described too."""
        ...

    def removed(self, position: P_contra, n: int) -> str | None:
        """A line saying what picking n removed, for a kind where a pick removes numbers."""
        ...

    def solve_details(self, position: P_contra) -> tuple[int | None, dict[str, object]]:
        """For `solve`: the current number (None when the kind has none), and further fields."""
        ...
