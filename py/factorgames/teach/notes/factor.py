"""The Factor Game's notes: the best first pick, by how much it wins, and why it beats the pick
that scores most at once."""

from __future__ import annotations

from ...divisibility import graph
from ...games.factor.rules import FactorRules
from ...i18n import _, listing, ngettext
from .. import score_coach
from .lesson import Lesson


def _finishes(margin: int) -> str:
    """'the first player finishes 17 points ahead', '... 3 points behind', '... level'."""
    if margin > 0:
        return ngettext(
            "the first player finishes {k} point ahead", "the first player finishes {k} points ahead", margin
        ).format(k=margin)
    if margin < 0:
        return ngettext(
            "the first player finishes {k} point behind", "the first player finishes {k} points behind", -margin
        ).format(k=-margin)
    return _("the game ends in a draw")


def lesson(title: str, rules: FactorRules, solo: bool) -> Lesson:
    """The notes of the Factor Game."""
    lo, hi = rules.lo, rules.hi
    start = rules.initial_position()
    aim = _(
        "Pupils practise finding every factor of a number, and learn to weigh a move by what it gives away and what "
        "it leaves as well as by what it scores."
    )
    neighbours = graph(rules.numbers)
    rich = max(rules.numbers, key=lambda n: (sum(1 for m in neighbours[n] if m < n), n))
    questions = [
        _("What are all the factors of {n}? How many points does picking {n} give to each player?").format(n=rich),
        _("Is the number that scores the most at once always the best pick?"),
        _("Which numbers will nobody score at the end of the game? Why?"),
    ]
    if lo == 1:
        questions.insert(1, _("Why can a prime be picked only while 1 is still on the board?"))
    margins = score_coach.margins(start)
    top = max(margins.values())
    best = [n for n, v in sorted(margins.items()) if v == top]
    maths = [
        ngettext(
            "With perfect play {finishes}: the best first pick is {moves}.",
            "With perfect play {finishes}: the best first picks are {moves}.",
            len(best),
        ).format(finishes=_finishes(top), moves=listing(best))
    ]
    total = sum(rules.numbers)
    maths.append(
        _(
            "The numbers {lo} to {hi} add up to {total} points, but not all of them are scored: a number can be "
            "picked only while one of its factors is still on the board."
        ).format(lo=lo, hi=hi, total=total)
    )
    if lo == 1:
        maths.append(
            _(
                "The first pick always gives 1 to the other player, as 1 is a factor of every number. A prime gives "
                "the other player only 1, but once 1 has gone no prime can be picked any more."
            )
        )

    def gained(n: int) -> tuple[int, int]:
        after = start.play(n).scores
        assert after is not None
        return after[0], after[1]

    greedy = max(margins, key=lambda n: (gained(n)[0] - gained(n)[1], n))
    if margins[greedy] != top:
        chosen = max(best, key=lambda n: gained(n)[0] - gained(n)[1])
        answers = score_coach.margins(start.play(greedy))
        answer = max(answers, key=lambda n: (answers[n], -n))
        mine, theirs = gained(greedy)
        maths.append(
            _(
                "Why {b} and not {g}? {g} scores the most at once ({mine} points for the first player, {theirs} for "
                "the second). But the second player can answer with {m}, and with perfect play after that "
                "{finishes}."
            ).format(b=chosen, g=greedy, mine=mine, theirs=theirs, m=answer, finishes=_finishes(margins[greedy]))
        )
        mine, theirs = gained(chosen)
        maths.append(
            _(
                "{b} scores less at once ({mine} points for the first player, {theirs} for the second), yet "
                "{finishes}: what a pick leaves on the board counts as much as what it scores."
            ).format(b=chosen, mine=mine, theirs=theirs, finishes=_finishes(margins[chosen]))
        )
    last = _(
        "Study (10 minutes): on the Study page, look at the best first pick of each board 1 to n and by how "
        "much it wins; end with why the best first pick is not the biggest number."
    )
    return Lesson(aim, questions, maths, [], last)
