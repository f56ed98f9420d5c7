"""The chain games as a game kind (see `game_kind.GameKind`): their link options, New game form,
tools, words and terminal presentation.

>>> CHAIN.encode(ChainRules(1, 50, opening="even"), ChainRules(1, 100))
['range=1-50', 'opening=even']
>>> CHAIN.rules_with(ChainRules(1, 100), {"range": "2-30", "start": "none"})
ChainRules(lo=2, hi=30, start=None, opening='any', strict=False)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import TextIO

from ...contract.views import ChallengeView, OptionsView, SetupField, SetupView, WebView
from ...i18n import N_, _, listing, ngettext, person
from ...link_values import RecordError, flag, integer, parse_range, shown
from ...solve import longest
from ...solve.analysis import Analysis, Row
from ..game_kind import Tool
from . import solving, study
from .rules import OPENINGS, ChainPosition, ChainRules, is_prime
from .web import web

OPENING_CHOICES = {
    "any": N_("Any number"),
    "even": N_("An even number"),
    "even-below-half": N_("Even, below half"),
    "not-prime": N_("Not a prime"),
}
"""The opening rules as the form's short choices (the rules texts say them in full)."""
assert OPENING_CHOICES.keys() == OPENINGS.keys()

FIELDS: list[SetupField] = ["range", "opening"]


class ChainKind:
    """Chain games: each pick a factor or a multiple of the current number, used once."""

    rules_type = ChainRules
    keys = ("range", "opening", "start", "strict")
    tools: frozenset[Tool] = frozenset({"coach", "strategy", "counts", "web", "table"})

    def analysis(self, position: ChainPosition) -> Analysis:
        return solving.analysis(position)

    def values(self, position: ChainPosition) -> None:
        return None

    def compared(self, position: ChainPosition, bar: int) -> None:
        return None

    def replies(self, position: ChainPosition) -> dict[int, tuple[int, int]]:
        return solving.replies(position)

    def clear_cache(self) -> None:
        solving.decomposed.cache_clear()

    def unprepared(self, rules: ChainRules) -> bool:
        return False

    def prepare(self, rules: ChainRules) -> None:
        """Nothing to do in advance."""

    def rules_with(self, preset: ChainRules, options: Mapping[str, str]) -> ChainRules:
        lo, hi = parse_range(options["range"]) if "range" in options else (preset.lo, preset.hi)
        opening = options.get("opening", preset.opening)
        if opening not in OPENINGS:
            raise RecordError(_("Unknown opening rule {rule!r}.").format(rule=shown(opening)))
        start = preset.start
        if "start" in options:
            text = options["start"].strip().lower()
            start = None if text in ("", "none", "free") else integer("start", text)
        strict = flag("strict", options["strict"]) if "strict" in options else preset.strict
        return ChainRules(lo, hi, start, opening, strict)

    def encode(self, rules: ChainRules, preset: ChainRules) -> list[str]:
        parts = [f"range={rules.lo}-{rules.hi}"]
        if rules.opening != preset.opening:
            parts.append(f"opening={rules.opening}")
        if rules.start != preset.start:
            parts.append(f"start={'none' if rules.start is None else rules.start}")
        if rules.strict != preset.strict:
            parts.append(f"strict={int(rules.strict)}")
        return parts

    def setup_view(self, rules: ChainRules, common: SetupView) -> SetupView:
        # The opening rule matters only for a free first pick.
        fields = FIELDS if rules.start is None else FIELDS[:1]
        return {
            **common,
            "fields": fields + common["fields"],
            "lo": rules.lo,
            "hi": rules.hi,
            "start": rules.start,
            "opening": rules.opening if rules.start is None else None,
        }

    def form_options(self, options: OptionsView) -> OptionsView:
        return {**options, "openings": [{"id": k, "label": _(v)} for k, v in OPENING_CHOICES.items()]}

    def span(self, rules: ChainRules) -> tuple[int, int]:
        return rules.lo, rules.hi

    def offer(self, rules: ChainRules) -> None:
        return None

    def history_heading(self) -> str:
        return _("Chain so far")

    def history_is_chain(self) -> bool:
        return True

    def settings(self, rules: ChainRules, preset: ChainRules) -> list[str]:
        parts = []
        if (rules.lo, rules.hi) != (preset.lo, preset.hi):
            parts.append(_("the numbers {lo} to {hi}").format(lo=rules.lo, hi=rules.hi))
        if rules.start is not None and rules.start != preset.start:
            parts.append(_("{n} chosen at the start").format(n=rules.start))
        elif rules.start is None and preset.start is not None:
            parts.append(_("a free first pick: {what}").format(what=rules.opening_words()))
        elif rules.start is None and rules.opening != preset.opening:
            parts.append(_("the first pick is {what}").format(what=rules.opening_words()))
        if rules.strict != preset.strict:
            parts.append(_("an invalid entry loses") if rules.strict else _("an invalid entry is refused"))
        return parts

    def task(self, position: ChainPosition) -> str:
        if position.current is None:
            rules = position.rules
            if rules.opening == "even-below-half":  # its bound says it all ("... below 50 from 1 to 100" misread)
                return _("pick {what}.").format(what=rules.opening_words())
            return _("pick {what} from {lo} to {hi}.").format(what=rules.opening_words(), lo=rules.lo, hi=rules.hi)
        return _("pick a factor or multiple of {n}.").format(n=position.current)

    def insight(self, position: ChainPosition, names: Mapping[int, str], teaching: bool) -> str | None:
        rules = position.rules
        if rules.start is not None:
            return None
        primes = _big_primes(rules.lo, rules.hi)
        if rules.lo == 1 and len(primes) < 2:  # after p and 1 there is no second big prime to finish with
            return None
        allowed = [p for p in primes if rules.opening_allows(p)]
        opened = position.moves[:1]
        if opened and opened[0] in primes:
            p = opened[0]
            start = person(
                names[1],
                _("You opened with {p}, a prime above half of {hi}:"),
                _("{name} opened with {p}, a prime above half of {hi}:"),
                p=p,
                hi=rules.hi,
            )
            if rules.lo > 1:
                return (
                    start
                    + " "
                    + _(
                        "no other number from {lo} to {hi} is a factor or multiple of it, so the game was won at once."
                    ).format(lo=rules.lo, hi=rules.hi)
                )
            second = next(q for q in primes if q != p)
            took = person(
                names[2],
                _("its only factor in the range is 1, so you had to take 1."),
                _("its only factor in the range is 1, so {name} had to take 1."),
            )
            return f"{start} {took} " + _(
                "Then another such prime, like {q}, leaves them stuck. That is why Juniper "
                "Green insists on an even first number."
            ).format(q=second)
        if not position.moves and primes and not allowed:
            return _(
                "Why the rule for the first number? With a free opening, the first player could pick a prime "
                "above half the range, such as {p}: {why}. The game would be over almost at once, so the rule "
                "({rule}) rules that out."
            ).format(p=primes[-1], why=_lonely(rules.lo, rules.hi), rule=rules.opening_words())
        if not position.moves and allowed and teaching:
            return _("Watch out: a prime above half the range, such as {p}, wins at once here: {why}.").format(
                p=allowed[-1], why=_lonely(rules.lo, rules.hi)
            )
        return None

    def history_words(self, position: ChainPosition, names: Mapping[int, str]) -> list[str]:
        return [str(n) for n in position.moves]

    def nudge(self, them: str, at_once: bool) -> str:
        if at_once:
            return _("Look at the numbers you can pick. Is there one that leaves {them} with no move at all?").format(
                them=them
            )
        return _(
            "Think ahead: after your pick, which numbers could {them} choose? Look for a pick that "
            "leaves them only numbers you can answer."
        ).format(them=them)

    def wins_at_once(self, n: int, them: str) -> str:
        return _("Try {n}: it leaves {them} with no move.").format(n=n, them=them)

    def quick_wins(self, rules: ChainRules, moves: tuple[int, ...]) -> str:
        half = rules.hi // 2
        primes = tuple(n for n in range(max(rules.lo, half + 1), rules.hi + 1) if is_prime(n))
        if len(moves) > 2 and moves == primes:
            what = _("a prime above {half}").format(half=half)
        else:
            what = listing(moves, either=True)
        if rules.start is not None:
            return _("On {lo} to {hi} from {start}, {what} wins at once.").format(
                lo=rules.lo, hi=rules.hi, start=rules.start, what=what
            )
        return _("On {lo} to {hi}, a first pick of {what} wins at once.").format(lo=rules.lo, hi=rules.hi, what=what)

    def web(self, position: ChainPosition, pairs: tuple[tuple[int, int], ...], winner: str | None) -> WebView:
        return web(position, pairs, winner)

    def challenge(self, position: ChainPosition, game: str) -> tuple[str, ChallengeView]:
        rules = position.rules
        target = longest.target(rules.lo, rules.hi)
        return challenge_status(position, target), {
            "length": len(position.played),
            "target": target[0] if target else None,
            "target_source": _(target[1]) if target else None,
            "best_key": f"{game}:{rules.lo}-{rules.hi}",
            "range_words": f"{rules.lo}–{rules.hi}",
        }

    def first_range(self, rules: ChainRules) -> int:
        return study.first_range(rules)

    def table_top(self) -> int:
        return study.MAX_TABLE

    def table(self, rules: ChainRules, bottom: int, top: int) -> list[Row]:
        """Kept and grown between requests (`study.growing`)."""
        return study.growing(replace(rules, hi=study.MAX_TABLE), bottom).up_to(top)

    def record_table(self, rules: ChainRules) -> str | None:
        """The chain games from 1 with a free opening or an opening rule, by that rule."""
        return f"chain_games/{rules.opening}" if rules.lo == 1 and rules.start is None else None

    def introduce(self, rules: ChainRules) -> list[str]:
        return [
            _("Available numbers: {lo} to {hi}").format(lo=rules.lo, hi=rules.hi),
            _("Starting number: {n}").format(n=rules.start)
            if rules.start is not None
            else _("The first player picks {what}.").format(what=rules.opening_words()),
        ]

    def describe(self, position: ChainPosition, out: TextIO) -> None:
        legal = list(position.legal_moves())
        current = position.current
        out.write(_("Current number: {n}").format(n=_("none") if current is None else current) + "\n")
        out.write(_("Available numbers to choose from:") + "\n")
        if not legal:
            out.write(_("No valid moves available.") + "\n")
        elif current in (None, 1) and legal == list(range(legal[0], legal[-1] + 1)) and len(legal) > 1:
            out.write("[" + _("All numbers from {lo} to {hi}").format(lo=legal[0], hi=legal[-1]) + "]\n")
        elif current is None:
            out.write(_numbers(legal) + "\n")
        else:
            divisors = [n for n in legal if n < current]
            multiples = [n for n in legal if n > current]
            if divisors:
                out.write(_("Proper divisors of {n}: {numbers}").format(n=current, numbers=_numbers(divisors)) + "\n")
            if multiples:
                out.write(_("Proper multiples of {n}: {numbers}").format(n=current, numbers=_numbers(multiples)) + "\n")

    def describes_end(self, position: ChainPosition) -> bool:
        return position.forfeit is None

    def removed(self, position: ChainPosition, n: int) -> None:
        return None

    def solve_details(self, position: ChainPosition) -> tuple[int | None, dict[str, object]]:
        return position.current, {}


CHAIN = ChainKind()


def _numbers(numbers: list[int]) -> str:
    return "[" + ", ".join(map(str, numbers)) + "]"


def _big_primes(lo: int, hi: int) -> list[int]:
    """Primes above half the range: their only factor or multiple in lo..hi can be 1."""
    return [p for p in range(max(lo, hi // 2 + 1), hi + 1) if is_prime(p)]


def _lonely(lo: int, hi: int) -> str:
    """Why a prime above half of lo..hi is a trap for the opponent."""
    if lo > 1:
        return _("no other number from {lo} to {hi} is a factor or multiple of it").format(lo=lo, hi=hi)
    return _("its only factor in the range is 1, and after 1 another such prime leaves the opponent stuck")


def challenge_status(position: ChainPosition, target: tuple[int, str] | None) -> str:
    """The solo challenge's status line (the target is shown beside it, and named again at the end)."""
    length = len(position.chain)
    if position.current is None:
        rules = position.rules
        return _("Pick any number from {lo} to {hi} to start your chain.").format(lo=rules.lo, hi=rules.hi)
    if position.is_over:
        if target and length >= target[0]:
            return ngettext(
                "No number can extend the chain: it has {n} number, the best possible. Well done!",
                "No number can extend the chain: it has {n} numbers, the best possible. Well done!",
                length,
            ).format(n=length)
        ended = ngettext(
            "No number can extend the chain: it has {n} number.",
            "No number can extend the chain: it has {n} numbers.",
            length,
        ).format(n=length)
        if not target:
            return ended
        return (
            ended + " " + _("The best possible is {best}: {more} more.").format(best=target[0], more=target[0] - length)
        )
    if target:
        return ngettext(
            "Your chain has {n} number (the best possible is {best}). Pick a factor or multiple of {c}.",
            "Your chain has {n} numbers (the best possible is {best}). Pick a factor or multiple of {c}.",
            length,
        ).format(n=length, best=target[0], c=position.current)
    return ngettext(
        "Your chain has {n} number. Pick a factor or multiple of {c}.",
        "Your chain has {n} numbers. Pick a factor or multiple of {c}.",
        length,
    ).format(n=length, c=position.current)
