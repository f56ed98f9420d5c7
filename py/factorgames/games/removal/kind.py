"""Multiples Removal as a game kind (see `game_kind.GameKind`): its link options, New game form,
tools, words and terminal presentation.

>>> REMOVAL.encode(RemovalRules(4, misere=True), RemovalRules(3))
['grid=4', 'misere']
>>> REMOVAL.encode(RemovalRules(3), RemovalRules(3, without_one=True))
['grid=3', 'without-one=0']
>>> REMOVAL.history_words(RemovalRules(3).initial_position().play(2).play(3), {})
['2 (with 4, 6 and 8)', '3 (with 9)']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TextIO

from ...contract.views import ChallengeView, OptionsView, SetupField, SetupView
from ...i18n import _, listing, person
from ...link_values import flag, integer
from ...solve.analysis import Analysis, Row
from ..game_kind import Tool
from ..outcome import mover_of
from . import solving
from .rules import GRID_SIZES, RemovalPosition, RemovalRules, removed_by

FIELDS: list[SetupField] = ["grid", "without_one", "misere"]


class RemovalKind:
    """Multiples Removal: a pick removes the number and its remaining multiples."""

    rules_type = RemovalRules
    keys = ("grid", "without-one", "misere")
    tools: frozenset[Tool] = frozenset({"coach"})

    def analysis(self, position: RemovalPosition) -> Analysis:
        return solving.analysis(position)

    def values(self, position: RemovalPosition) -> None:
        return None

    def compared(self, position: RemovalPosition, bar: int) -> None:
        return None

    def replies(self, position: RemovalPosition) -> dict[int, tuple[int, int]] | None:
        return solving.replies(position)

    def clear_cache(self) -> None:
        """The poset search keeps its tables (`solve.removal_solver.clear_cache` forgets them)."""

    def unprepared(self, rules: RemovalRules) -> bool:
        """The 7x7 grid's table, until loaded (it comes from the site: a first move should not wait)."""
        return solving.needs_seeding(rules)

    def prepare(self, rules: RemovalRules) -> None:
        solving.seed_search(rules)

    def rules_with(self, preset: RemovalRules, options: Mapping[str, str]) -> RemovalRules:
        return RemovalRules(
            integer("grid", options["grid"]) if "grid" in options else preset.grid,
            flag("without-one", options["without-one"]) if "without-one" in options else preset.without_one,
            flag("misere", options["misere"]) if "misere" in options else preset.misere,
        )

    def encode(self, rules: RemovalRules, preset: RemovalRules) -> list[str]:
        """The grid, then each flag that differs from the preset's (`key` on, `key=0` off)."""
        flags = (("without-one", rules.without_one, preset.without_one), ("misere", rules.misere, preset.misere))
        return [f"grid={rules.grid}"] + [key if on else f"{key}=0" for key, on, usual in flags if on != usual]

    def setup_view(self, rules: RemovalRules, common: SetupView) -> SetupView:
        return {
            **common,
            "fields": FIELDS + common["fields"],
            "grid": rules.grid,
            "without_one": rules.without_one,
            "misere": rules.misere,
        }

    def form_options(self, options: OptionsView) -> OptionsView:
        return {**options, "grids": [{"id": str(k), "label": f"{k} × {k}"} for k in GRID_SIZES]}

    def span(self, rules: RemovalRules) -> None:  # a grid, said by its size
        return None

    def offer(self, rules: RemovalRules) -> tuple[RemovalRules, str] | None:
        """With 1 on the board, the first player takes 1 and the game is over: offer it without 1."""
        if rules.without_one:
            return None
        if rules.misere:
            text = _(
                "With 1 on the board, whoever moves first can take 1, which removes every number: the first "
                "player loses at once. For a real game, play without 1."
            )
        else:
            text = _(
                "With 1 on the board, whoever moves first can take 1, which removes every number: the first "
                "player wins at once. For a real game, play without 1."
            )
        return RemovalRules(rules.grid, True, rules.misere), text

    def history_heading(self) -> str:
        return _("Numbers picked so far")

    def history_is_chain(self) -> bool:
        return False

    def settings(self, rules: RemovalRules, preset: RemovalRules) -> list[str]:
        parts = []
        if rules.grid != preset.grid:
            parts.append(_("a {k}x{k} grid (1 to {top})").format(k=rules.grid, top=rules.grid * rules.grid))
        if rules.without_one != preset.without_one:
            parts.append(_("without 1") if rules.without_one else _("with 1"))
        if rules.misere != preset.misere:
            parts.append(
                _("misere: whoever removes the last number loses")
                if rules.misere
                else _("whoever removes the last number wins")
            )
        return parts

    def task(self, position: RemovalPosition) -> str:
        return _("pick a number; it and its multiples are removed.")

    def insight(self, position: RemovalPosition, names: Mapping[int, str], teaching: bool) -> str | None:
        rules = position.rules
        if rules.without_one:
            return None
        if position.moves and position.moves[-1] == 1 and len(position.undo().remaining) > 1:
            mover = names[mover_of(len(position.moves))]
            if rules.misere:
                took = person(
                    mover,
                    _("You took 1, which removes every number left, so you lose at once."),
                    _("{name} took 1, which removes every number left, so it loses at once."),
                )
            else:
                took = person(
                    mover,
                    _("You took 1, which removes every number left, so you win at once."),
                    _("{name} took 1, which removes every number left, so it wins at once."),
                )
            return (
                took
                + " "
                + _("With 1 on the board, taking 1 ends the game: play Multiples Removal without 1 for a deeper game.")
            )
        if not position.moves and teaching:
            if rules.misere:
                return _("Taking 1 removes every number at once, so it loses straight away in misere.")
            return _("Taking 1 removes every number at once, so the first player can win straight away.")
        return None

    def history_words(self, position: RemovalPosition, names: Mapping[int, str]) -> list[str]:
        remaining = position.rules.initial_position().remaining
        words = []
        for n in position.moves:
            gone = removed_by(remaining, n)
            remaining -= gone
            words.append(
                _("{n} (with {others})").format(n=n, others=listing(sorted(gone - {n}))) if len(gone) > 1 else str(n)
            )
        return words

    def nudge(self, them: str, at_once: bool) -> str:
        if at_once:
            return _("Look at the numbers you can pick. Is there a pick that wins straight away?")
        return _(
            "Think ahead: after your pick, what could {them} take? Look for a pick that leaves a board "
            "where you always have an answer."
        ).format(them=them)

    def wins_at_once(self, n: int, them: str) -> str:
        return _("Try {n}: it wins straight away.").format(n=n, them=them)

    def quick_wins(self, rules: RemovalRules, moves: tuple[int, ...]) -> str:
        return _("Taking {what} first wins at once.").format(what=listing(moves, either=True))

    def web(self, position: RemovalPosition, pairs: tuple[tuple[int, int], ...], winner: str | None) -> None:
        return None

    def challenge(self, position: RemovalPosition, game: str) -> tuple[str, ChallengeView]:
        raise ValueError("Multiples Removal has no puzzle for one player")

    def first_range(self, rules: RemovalRules) -> int:
        raise ValueError("Multiples Removal has no table of ranges")

    def table_top(self) -> int:
        raise ValueError("Multiples Removal has no table of ranges")

    def table(self, rules: RemovalRules, bottom: int, top: int) -> list[Row]:
        raise ValueError("Multiples Removal has no table of ranges")

    def record_table(self, rules: RemovalRules) -> None:
        return None

    def introduce(self, rules: RemovalRules) -> list[str]:
        return []

    def describe(self, position: RemovalPosition, out: TextIO) -> None:
        grid = position.rules.grid
        width = len(str(grid * grid))
        out.write(_("Current grid:") + "\n")
        for row in range(grid):
            cells = [row * grid + c + 1 for c in range(grid)]
            out.write(
                " ".join(str(n).rjust(width) if n in position.remaining else "X".rjust(width) for n in cells) + "\n"
            )
        numbers = " ".join(map(str, position.legal_moves()))
        out.write(_("Available numbers: {numbers}").format(numbers=numbers) + "\n")

    def describes_end(self, position: RemovalPosition) -> bool:
        return False

    def removed(self, position: RemovalPosition, n: int) -> str:
        removed = " ".join(map(str, sorted(removed_by(position.remaining, n))))
        return _("Numbers removed: {numbers}").format(numbers=removed)

    def solve_details(self, position: RemovalPosition) -> tuple[int | None, dict[str, object]]:
        return None, {"remaining": sorted(position.remaining)}


REMOVAL = RemovalKind()
