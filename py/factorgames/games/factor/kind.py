"""The Factor Game as a game kind (see `game_kind.GameKind`): its link options, New game form, tools,
words and terminal presentation.

>>> FACTOR.encode(FactorRules(1, 49, lose_turn=True), FactorRules(1, 30))
['range=1-49', 'lose-turn']
>>> from factorgames.i18n import Player
>>> FACTOR.history_words(FactorRules(1, 30).initial_position().play(25), {1: Player.YOU, 2: Player.COMPUTER})
['25: +25 for you, +6 for Computer']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TextIO

from ...contract.views import ChallengeView, OptionsView, SetupField, SetupView
from ...i18n import _, pair
from ...link_values import flag, parse_range
from ...solve.analysis import Analysis, Row
from ..game_kind import Tool
from ..outcome import mover_of, other
from . import solving
from .rules import FactorPosition, FactorRules, proper_factors

FIELDS: list[SetupField] = ["range", "lose_turn"]


class FactorKind:
    """The Factor Game: you score the number you pick, your opponent scores its factors left."""

    rules_type = FactorRules
    keys = ("range", "lose-turn")
    tools: frozenset[Tool] = frozenset({"coach", "table"})

    def analysis(self, position: FactorPosition) -> Analysis:
        return solving.analysis(position)

    def values(self, position: FactorPosition) -> dict[int, int]:
        return solving.values(position)

    def compared(self, position: FactorPosition, bar: int) -> dict[int, int]:
        return solving.compared(position, bar)

    def replies(self, position: FactorPosition) -> None:
        return None

    def clear_cache(self) -> None:
        solving.clear_cache()

    def unprepared(self, rules: FactorRules) -> bool:
        """A board's book of its own, until read (it comes from the site: a first move should not wait)."""
        return solving.unprepared(rules)

    def prepare(self, rules: FactorRules) -> None:
        solving.prepare(rules)

    def rules_with(self, preset: FactorRules, options: Mapping[str, str]) -> FactorRules:
        lo, hi = parse_range(options["range"]) if "range" in options else (preset.lo, preset.hi)
        lose_turn = flag("lose-turn", options["lose-turn"]) if "lose-turn" in options else preset.lose_turn
        return FactorRules(lo, hi, lose_turn)

    def encode(self, rules: FactorRules, preset: FactorRules) -> list[str]:
        return [f"range={rules.lo}-{rules.hi}"] + (["lose-turn"] if rules.lose_turn else [])

    def setup_view(self, rules: FactorRules, common: SetupView) -> SetupView:
        return {
            **common,
            "fields": FIELDS + common["fields"],
            "lo": rules.lo,
            "hi": rules.hi,
            "lose_turn": rules.lose_turn,
        }

    def form_options(self, options: OptionsView) -> OptionsView:
        return options

    def span(self, rules: FactorRules) -> tuple[int, int]:
        return rules.lo, rules.hi

    def offer(self, rules: FactorRules) -> None:
        return None

    def history_heading(self) -> str:
        return _("Numbers picked so far")

    def history_is_chain(self) -> bool:
        return False

    def settings(self, rules: FactorRules, preset: FactorRules) -> list[str]:
        parts = []
        if (rules.lo, rules.hi) != (preset.lo, preset.hi):
            parts.append(_("the numbers {lo} to {hi}").format(lo=rules.lo, hi=rules.hi))
        if rules.lose_turn != preset.lose_turn:
            parts.append(
                _("a number with no factor left may be picked: it scores nothing and the turn passes")
                if rules.lose_turn
                else _("only a number with a factor left may be picked")
            )
        return parts

    def task(self, position: FactorPosition) -> str:
        if position.rules.lose_turn:
            return _("pick a number: one with a factor left scores, one without loses the turn.")
        return _("pick a number that has a factor left.")

    def insight(self, position: FactorPosition, names: Mapping[int, str], teaching: bool) -> None:
        return None

    def history_words(self, position: FactorPosition, names: Mapping[int, str]) -> list[str]:
        remaining = position.rules.initial_position().remaining
        words = []
        for ply, n in enumerate(position.moves, start=1):
            factors = proper_factors(remaining, n)
            remaining -= factors | {n}
            mover = mover_of(ply)
            if factors:
                words.append(
                    pair(
                        names[mover],
                        names[other(mover)],
                        _("{n}: +{n} for you, +{them} for {second}"),
                        _("{n}: +{n} for {first}, +{them} for you"),
                        _("{n}: +{n} for {first}, +{them} for {second}"),
                        n=n,
                        them=sum(factors),
                    )
                )
            else:
                words.append(_("{n}: no factor left, no points").format(n=n))
        return words

    def nudge(self, them: str, at_once: bool) -> str:
        raise ValueError("The Factor Game's hints come from the coach of a game that keeps score")

    def wins_at_once(self, n: int, them: str) -> str:
        raise ValueError("The Factor Game's hints come from the coach of a game that keeps score")

    def quick_wins(self, rules: FactorRules, moves: tuple[int, ...]) -> str:
        """Never asked: a single pick decides no game that keeps score."""
        raise ValueError("no single pick wins the Factor Game")

    def web(self, position: FactorPosition, pairs: tuple[tuple[int, int], ...], winner: str | None) -> None:
        return None

    def challenge(self, position: FactorPosition, game: str) -> tuple[str, ChallengeView]:
        raise ValueError("The Factor Game has no puzzle for one player")

    def first_range(self, rules: FactorRules) -> int:
        return rules.lo + 1

    def table_top(self) -> int:
        return solving.BOOK_TOP

    def table(self, rules: FactorRules, bottom: int, top: int) -> list[Row]:
        """The best first picks and the first player's margin on lo..bottom to lo..top (rules.hi is
        ignored; the book holds 1..2 to 1..63, a board beyond it is searched)."""
        rows = []
        for hi in range(bottom, top + 1):
            values = solving.opening_values(rules.lo, hi, rules.lose_turn)
            best = max(values.values())
            rows.append(Row(rules.lo, hi, best > 0, tuple(sorted(n for n, v in values.items() if v == best)), best))
        return rows

    def record_table(self, rules: FactorRules) -> str | None:
        """The boards from 1 under the normal rules."""
        return "factor_game" if rules.lo == 1 and not rules.lose_turn else None

    def introduce(self, rules: FactorRules) -> list[str]:
        return [_("You score the number you pick; your opponent scores its factors still on the board.")]

    def describe(self, position: FactorPosition, out: TextIO) -> None:
        first, second = position.scores
        out.write(_("Scores: Player 1 {first}, Player 2 {second}").format(first=first, second=second) + "\n")
        out.write(_("Numbers left: {numbers}").format(numbers=" ".join(map(str, sorted(position.remaining)))) + "\n")
        out.write(_("Available numbers: {numbers}").format(numbers=" ".join(map(str, position.legal_moves()))) + "\n")

    def describes_end(self, position: FactorPosition) -> bool:
        return False

    def removed(self, position: FactorPosition, n: int) -> str | None:
        factors = sorted(proper_factors(position.remaining, n))
        if not factors:
            return None
        return _("Factors taken by the opponent: {numbers}").format(numbers=" ".join(map(str, factors)))

    def solve_details(self, position: FactorPosition) -> tuple[int | None, dict[str, object]]:
        analysis = solving.analysis(position) if not position.is_over else None
        return None, {
            "remaining": sorted(position.remaining),
            "scores": list(position.scores),
            "value": analysis.value if analysis else 0,
        }


FACTOR = FactorKind()
