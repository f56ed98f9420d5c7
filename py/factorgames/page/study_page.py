"""The Study page's view: for one rule of the chain games, who wins every range from the first
that has a move up to a largest one, with the first player's winning first picks.

Its address is `rule=<id>&max=<N>`; anything unreadable falls back to the default with a notice.

>>> v = view("rule=even&max=12")
>>> v["hash"], v["rows"][-1]["words"]
('rule=even&max=12', '1–12: the first player wins, starting with 2, 4, 6, 8 or 12.')
>>> print(view("rule=odd&max=5000")["notice"])
Unknown rule 'odd'; showing Juniper Green's. The largest range shown is 1–1000.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache
from urllib.parse import parse_qsl

from ..contract.views import OptionView, StudyRowView, StudyView
from ..games.chain.rules import ChainRules
from ..games.chain.study import MAX_TABLE
from ..games.factor.rules import FactorRules
from ..games.outcome import RulesError
from ..games.presets import GAMES
from ..games.registry import kind_of
from ..i18n import N_, _, language, ngettext
from ..solve.analysis import Row
from ..transcript import Record, Setup, encode
from .view import BOARD_MAX, language_options

DEFAULT_MAX = 100
SHOWN_MOVES = 8
"""How many winning first picks a row names before it says how many more there are."""


@dataclass(frozen=True)
class Rule:
    """A rule the Study page offers, and the game that plays it."""

    id: str
    label: str
    game: str
    rules: ChainRules | FactorRules


RULES = {
    r.id: r
    for r in (
        Rule(
            "even", N_("Juniper Green: the first number is even"), "juniper-green", ChainRules(1, 100, opening="even")
        ),
        Rule(
            "even-below-half",
            N_("NRICH: the first number is even and below half the range"),
            "nrich",
            ChainRules(1, 100, opening="even-below-half"),
        ),
        Rule("any", N_("A free first number"), "factor-chain-challenge", ChainRules(1, 10)),
        Rule(
            "not-prime",
            N_("The first number is not prime"),
            "factor-chain-challenge",
            ChainRules(1, 10, opening="not-prime"),
        ),
        Rule(
            "start-1",
            N_("The chain starts at 1 (Multiplicity, Factor Chain)"),
            "multiplicity",
            ChainRules(1, 50, start=1),
        ),
        Rule(
            "from-2",
            N_("The numbers from 2, a free first number (Number Nexus)"),
            "number-nexus",
            ChainRules(2, 100, strict=True),
        ),
        Rule(
            "factor-game",
            N_("The Factor Game: the best first pick, and by how much it wins"),
            "factor-game",
            FactorRules(1, 30),
        ),
    )
}
"""Each rule with its game (whose share codes then name only what differs from the preset)."""
DEFAULT_RULE = "even"


def view(address: str, after: int = 0) -> StudyView:
    """The Study page for its address; with `after`, only the rows of the ranges above lo..after
    (a long table comes in parts: the page has the rows before).

    >>> [row["hi"] for row in view("rule=even&max=12", after=10)["rows"]], view("rule=even&max=12", after=10)["after"]
    ([11, 12], 10)
    """
    keys = dict(parse_qsl(address.lstrip("#"), keep_blank_values=True))
    problems = []
    rule = RULES.get(keys.get("rule", DEFAULT_RULE))
    if rule is None:
        problems.append(
            _("Unknown rule {rule!r}; showing {game}'s.").format(
                rule=keys["rule"][:30], game=_(GAMES[RULES[DEFAULT_RULE].game].title)
            )
        )
        rule = RULES[DEFAULT_RULE]
    kind = kind_of(rule.rules)
    lowest, limit = kind.first_range(rule.rules), kind.table_top()
    text = keys.get("max", str(min(DEFAULT_MAX, limit))).strip()
    top = int(text) if text.isascii() and text.isdigit() and len(text) <= 6 else None
    if top is None or not lowest <= top <= limit:
        top = min(DEFAULT_MAX, limit) if top is None else min(max(top, lowest), limit)
        problems.append(_("The largest range shown is {lo}–{hi}.").format(lo=rule.rules.lo, hi=top))
    lang = language()
    table = _table(rule.id, top)
    after = max(0, min(after, top))
    wins = sum(row.first_player_wins for row in table)
    lo = rule.rules.lo
    return {
        "hash": f"rule={rule.id}&max={top}",
        "rule": rule.id,
        "rules": [OptionView(id=r.id, label=_(r.label)) for r in RULES.values()],
        "max": top,
        "max_limit": limit,
        "title": _("Who wins each range? {rule}").format(rule=_(rule.label)),
        "moves_heading": _("Best first numbers")
        if rule.rules.initial_position().scores is not None
        else _("Winning first numbers"),
        "summary": _summary(wins, len(table), lo, lowest, top),
        "rows": [_row(rule.id, row, lang) for row in table if row.hi > after],
        "after": after,
        "notice": " ".join(problems) or None,
        "lang": language(),
        "languages": language_options(),
    }


def _table(rule: str, top: int) -> list[Row]:
    """A rule's rows up to lo..top (a chain rule's table is kept between requests and grows: the
    page asks for a long table in parts, each carrying on from the last)."""
    rules = RULES[rule].rules
    kind = kind_of(rules)
    return kind.table(rules, kind.first_range(rules), top)


def _summary(wins: int, ranges: int, lo: int, lowest: int, top: int) -> str:
    """Who wins how many of the ranges lo..lowest to lo..top, in one sentence.

    >>> _summary(3, 3, 1, 2, 4)
    'With perfect play the first player wins every one of the 3 ranges from 1–2 to 1–4.'
    """
    if wins == ranges:
        text = _(
            "With perfect play the first player wins every one of the {ranges} ranges from {lo}–{low} to {lo}–{top}."
        )
    elif wins == 0:
        text = _(
            "With perfect play the second player wins every one of the {ranges} ranges from {lo}–{low} to {lo}–{top}."
        )
    else:
        text = _(
            "With perfect play the first player wins {wins} of the {ranges} ranges from {lo}–{low} to {lo}–{top}, "
            "and the second player wins the other {others}."
        )
    return text.format(wins=wins, ranges=ranges, lo=lo, low=lowest, top=top, others=ranges - wins)


@lru_cache(maxsize=4 * MAX_TABLE)
def _row(rule_id: str, row: Row, lang: str) -> StudyRowView:
    """One row's view in the language `lang` (the current one): kept, as a table shown again (a
    larger one of the same rule, say) repeats the rows before."""
    rule = RULES[rule_id]
    span = f"{row.lo}–{row.hi}"
    moves = [str(n) for n in row.winning_moves]
    if len(moves) > SHOWN_MOVES:
        moves_words = _("{some} and {count} more").format(
            some=", ".join(moves[:SHOWN_MOVES]), count=len(moves) - SHOWN_MOVES
        )
    elif len(moves) > 1:
        moves_words = _("{some} or {last}").format(some=", ".join(moves[:-1]), last=moves[-1])
    else:
        moves_words = "".join(moves)
    if row.margin is not None:
        winner = (
            ngettext("First player, by {k} point", "First player, by {k} points", row.margin)
            if row.margin > 0
            else ngettext("Second player, by {k} point", "Second player, by {k} points", -row.margin)
            if row.margin < 0
            else _("A draw")
        ).format(k=abs(row.margin))
        if row.margin > 0:
            words = ngettext(
                "{span}: the first player wins by {k} point, starting with {moves}.",
                "{span}: the first player wins by {k} points, starting with {moves}.",
                row.margin,
            )
        elif row.margin < 0:
            words = ngettext(
                "{span}: the second player wins by {k} point.",
                "{span}: the second player wins by {k} points.",
                -row.margin,
            )
        else:
            words = _("{span}: a draw with perfect play, starting with {moves}.")
        words = words.format(span=span, k=abs(row.margin), moves=moves_words)
    elif row.first_player_wins:
        winner = _("First player")
        words = _("{span}: the first player wins, starting with {moves}.").format(span=span, moves=moves_words)
    else:
        winner = _("Second player")
        words = _("{span}: the second player wins.").format(span=span)
    try:
        play = encode(Record(Setup(rule.game, replace(rule.rules, hi=row.hi)))) if row.hi <= BOARD_MAX else ""
    except RulesError:  # beyond the boards played (the Factor Game's table goes further)
        play = ""
    return {
        "hi": row.hi,
        "first_player_wins": row.first_player_wins,
        "range_words": span,
        "winner": winner,
        "moves_words": moves_words,
        "words": words,
        "play": play,
    }
