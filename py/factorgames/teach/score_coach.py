"""The coach of a game that keeps score (the Factor Game): hints, who finishes ahead, the review
by points given away, and why the best pick is not the one that scores most at once. The solver
decides (each pick's final margin with perfect play after it); this module says it in a pupil's
words.

>>> from factorgames.games.factor.rules import FactorRules
>>> p = FactorRules(1, 30).initial_position()
>>> margins(p)[25], margins(p)[29]  # 25 first: finish 17 ahead; 29, the biggest at once: only 10
(17, 10)
>>> NAMES = {1: "You", 2: "Computer"}
>>> hint(p, 2, NAMES).text, hint(p, 2, NAMES).marked
('Try 25: with it you can finish ahead of the computer, whatever the computer does.', (25,))
>>> [m.lost for m in review(p.rules, (29, 25)).moves]  # 29 gave away 7 points; 25 was the best answer
[7, 0]
"""

from __future__ import annotations

from collections.abc import Mapping

from ..contract.views import CellHint, Verdict
from ..games.outcome import mover_of, other
from ..games.position import Position, Rules, replay
from ..games.registry import kind_of
from ..i18n import _, listing, ngettext, pair, person
from ..play.solver import analyse
from ..solve.analysis import Analysis
from .outcome_coach import Hint, pupil_of, them_of
from .review import MoveReview, Review, finished


def _scores(position: Position) -> tuple[int, int]:
    scores = position.scores
    assert scores is not None, "a game that keeps score"
    return scores


def _lead(position: Position, seat: int) -> int:
    """Seat's points minus the other's, so far."""
    scores = _scores(position)
    return scores[seat - 1] - scores[2 - seat]


def _gain(position: Position, n: int) -> tuple[int, int]:
    """What picking n scores now: (for the picker, for the other)."""
    mover = position.to_move
    after = position.play(n)
    return (
        _scores(after)[mover - 1] - _scores(position)[mover - 1],
        _scores(after)[2 - mover] - _scores(position)[2 - mover],
    )


def finish(position: Position) -> int:
    """The final margin of the player to move (their total minus the other's) with perfect play."""
    if position.is_over:
        return _lead(position, position.to_move)
    value = analyse(position).value
    assert value is not None, "a game that keeps score"
    return _lead(position, position.to_move) + value


def margins(position: Position) -> dict[int, int]:
    """For each pick of an unfinished position: the mover's final margin with perfect play after it."""
    values = kind_of(position.rules).values(position)
    assert values is not None, "a game that keeps score"
    lead = _lead(position, position.to_move)
    return {n: lead + v for n, v in values.items()}


def _ahead(margin: int, them: str) -> str:
    """'17 points ahead of the computer', '1 point behind your friend', 'level with Player 2'."""
    if margin > 0:
        return ngettext("{k} point ahead of {them}", "{k} points ahead of {them}", margin).format(k=margin, them=them)
    if margin < 0:
        return ngettext("{k} point behind {them}", "{k} points behind {them}", -margin).format(k=-margin, them=them)
    return _("level with {them}").format(them=them)


def hint(position: Position, level: int, names: Mapping[int, str]) -> Hint:
    """The hint at `level` (1 to 3) for the player to move: a nudge, a good pick, the best pick and
    the margin it finishes with (`opening` says why a surprising best first pick is best)."""
    them = them_of(names, position.to_move)
    if level <= 1:
        return Hint(
            1,
            _(
                "Before you pick, count both sides: the points you score, the points {them} gets from its "
                "factors, and what your pick leaves {them} to take next."
            ).format(them=them),
            (),
        )
    top, best = finish(position), analyse(position).winning_moves
    if top <= 0:
        n = best[0]
        if top == 0:
            text = _("If {them} plays perfectly, the best you can get is a draw: try {n}.").format(them=them, n=n)
        else:
            text = ngettext(
                "{them} can finish ahead whatever you pick, so keep it close: {n} loses by the least, {k} point.",
                "{them} can finish ahead whatever you pick, so keep it close: {n} loses by the least, {k} points.",
                -top,
            ).format(them=them, n=n, k=-top)
        return Hint(2, text[:1].upper() + text[1:], (), n)
    if level == 2:
        return Hint(
            2,
            _("Try {n}: with it you can finish ahead of {them}, whatever {them} does.").format(n=best[0], them=them),
            (best[0],),
        )
    return Hint(
        3,
        ngettext(
            "The best pick is {moves}: with perfect play from here you finish {ahead}.",
            "The best picks are {moves}: with perfect play from here you finish {ahead}.",
            len(best),
        ).format(moves=listing(best), ahead=_ahead(top, them)),
        best,
    )


def _surprise(position: Position) -> tuple[int, int] | None:
    """(the pick that gains most at once, the best pick) when the first is not among the best."""
    values = margins(position)
    if len(values) < 2:
        return None
    top = max(values.values())

    def gained(n: int) -> int:
        mine, theirs = _gain(position, n)
        return mine - theirs

    greedy = max(values, key=lambda n: (gained(n), n))
    if values[greedy] == top:
        return None
    return greedy, max((n for n, v in values.items() if v == top), key=gained)


def why(position: Position, names: Mapping[int, str]) -> str | None:
    """Why the best pick is better than the one that gains most at once, when they differ: what
    each scores now, the other's best answer to the greedy one, and where each finishes."""
    surprise = _surprise(position)
    if surprise is None:
        return None
    greedy, best = surprise
    values = margins(position)
    them = them_of(names, position.to_move)
    answers = margins(position.play(greedy))
    mine, theirs = _gain(position, greedy)
    first = _("{n} scores the most at once ({mine} for you, {theirs} for {them}).").format(
        n=greedy, mine=mine, theirs=theirs, them=them
    )
    if answers:
        answer = max(answers, key=lambda n: (answers[n], -n))
        first += " " + _(
            "But then {them} can answer with {m}, and with perfect play after that you finish {ahead}."
        ).format(them=them, m=answer, ahead=_ahead(values[greedy], them))
    mine, theirs = _gain(position, best)
    second = _("{n} scores less now ({mine} for you, {theirs} for {them}), yet you finish {ahead}.").format(
        n=best, mine=mine, theirs=theirs, them=them, ahead=_ahead(values[best], them)
    )
    return f"{first} {second}"


def opening(position: Position, names: Mapping[int, str], teaching: bool) -> str | None:
    """The surprise of the opening: for a teacher before the first pick, why the best first pick is
    not the one that scores most at once; right after a first pick that was that one, the same."""
    if not position.moves:
        return why(position, names) if teaching and not position.is_over else None
    if len(position.moves) > 1:
        return None
    start = position.undo()
    n = position.moves[0]
    surprise = _surprise(start)
    reason = why(start, names)
    if surprise is None or surprise[0] != n or reason is None:
        return None
    return (
        person(
            names[start.to_move],
            _("You picked {n}, but it was not the best first pick."),
            _("{name} picked {n}, but it was not the best first pick."),
            n=n,
        )
        + " "
        + reason
    )


def standing(position: Position, names: Mapping[int, str]) -> str:
    """Who finishes ahead with perfect play from here, and by how much."""
    mover = position.to_move
    margin = finish(position)
    if margin == 0:
        return _("With perfect play from here, the game ends in a draw.")
    leader, trailer = (mover, other(mover)) if margin > 0 else (other(mover), mover)
    return pair(
        names[leader],
        names[trailer],
        ngettext(
            "With perfect play from here, you finish {k} point ahead of {second}.",
            "With perfect play from here, you finish {k} points ahead of {second}.",
            abs(margin),
        ),
        ngettext(
            "With perfect play from here, {first} finishes {k} point ahead of you.",
            "With perfect play from here, {first} finishes {k} points ahead of you.",
            abs(margin),
        ),
        ngettext(
            "With perfect play from here, {first} finishes {k} point ahead of {second}.",
            "With perfect play from here, {first} finishes {k} points ahead of {second}.",
            abs(margin),
        ),
        k=abs(margin),
    )


def marks(position: Position, analysis: Analysis) -> dict[int, CellHint]:
    """A teacher's analysis on the board: the picks that finish ahead, and those that finish behind.
    When the best pick does not finish ahead, the analysis says it all: no pick finishes ahead, the
    best ones finish level or behind, every other behind. Else each pick's side of the bar it must
    pass (`compared`, cheaper than its exact value): no pick's exact value is needed either way.

    >>> from factorgames.games.factor.rules import FactorRules
    >>> p = FactorRules(1, 10).initial_position().play(9)  # 9 for 1 and 3: 5 behind, the best, 6, loses by 2
    >>> marks(p, analyse(p)), margins(p)
    ({4: 'lose', 6: 'lose', 8: 'lose', 10: 'lose'}, {4: -8, 6: -2, 8: -8, 10: -6})
    """
    lead = _lead(position, position.to_move)
    top = lead + _value(analysis)
    if top <= 0:
        return {n: "lose" for n, best in analysis.moves if not (best and top == 0)}
    against = kind_of(position.rules).compared(position, -lead)  # a margin's sign: its value against -lead
    assert against is not None, "a game that keeps score"
    return {n: "win" if side > 0 else "lose" for n, side in against.items() if side != 0}


def review(rules: Rules, moves: tuple[int, ...]) -> Review:
    """Each pick against the best: the points it gave away (`lost`, 0 for a best pick). Each
    position's analysis is enough (its value and its best picks): a pick's value is what it gains
    now minus the value of the next position, which the next pick's review analyses anyway; no
    position needs every pick's exact value, the most costly answer of the search."""
    position = replay(rules, ())
    out = []
    for ply, n in enumerate(moves, start=1):
        here = analyse(position)
        after = position.play(n)
        mine, theirs = _gain(position, n)
        lost = _value(here) - (mine - theirs - (_value(analyse(after)) if not after.is_over else 0))
        top = _lead(position, position.to_move) + _value(here)
        verdict: Verdict = "winning" if lost == 0 else "mistake"
        out.append(MoveReview(ply, mover_of(ply), n, top > 0, here.winning_moves, verdict, lost))
        position = after
    return finished(tuple(out), position)


def _value(analysis: Analysis) -> int:
    assert analysis.value is not None, "a game that keeps score"
    return analysis.value


def move_words(move: MoveReview, name: str) -> str:
    """One pick of the review: the best, or how many points it gave away and what was best."""
    if not move.lost:
        # The best pick when it is the only one, one of the best when several are as good.
        best = len(move.winning_moves)
        return person(
            name,
            ngettext(
                "Move {ply}: you picked {n}: the best pick.", "Move {ply}: you picked {n}: one of the best picks.", best
            ),
            ngettext(
                "Move {ply}: {name} picked {n}: the best pick.",
                "Move {ply}: {name} picked {n}: one of the best picks.",
                best,
            ),
            ply=move.ply,
            n=move.number,
        )
    return person(
        name,
        # Translators: {best} says which picks were best: "25 was best", "25 or 27 were best".
        ngettext(
            "Move {ply}: you picked {n}: {k} point given away ({best}).",
            "Move {ply}: you picked {n}: {k} points given away ({best}).",
            move.lost,
        ),
        ngettext(
            "Move {ply}: {name} picked {n}: {k} point given away ({best}).",
            "Move {ply}: {name} picked {n}: {k} points given away ({best}).",
            move.lost,
        ),
        ply=move.ply,
        n=move.number,
        k=move.lost,
        best=_best_words(move.winning_moves),
    )


MOST_NAMED = 3
"""The most best picks the review names; beyond, it names the first and counts them."""


def _best_words(best: tuple[int, ...]) -> str:
    """What was best, in board order: the pick, the picks as choices, or when there are many the
    first and how many there were.

    >>> _best_words((25,)), _best_words((27, 25)), _best_words((25, 27, 29)), _best_words((4, 6, 8, 10))
    ('25 was best', '25 or 27 were best', '25, 27 or 29 were best', '4 was one of 4 best picks')
    """
    picks = sorted(best)
    if len(picks) > MOST_NAMED:
        # Translators: {count} is always more than 3: "4 was one of 5 best picks".
        return ngettext("{n} was one of {count} best pick", "{n} was one of {count} best picks", len(picks)).format(
            n=picks[0], count=len(picks)
        )
    return ngettext("{best} was best", "{best} were best", len(picks)).format(best=listing(picks, either=True))


def review_text(game_review: Review, names: Mapping[int, str]) -> str:
    """The review in a sentence or two: a win first, each side's points given away, and the
    costliest pick: the person's own against the computer or a friend on another device (the
    opponent's only as a fact), anyone's between two players on one device."""
    if not game_review.moves:
        return _("No move has been played yet.")
    pupil = pupil_of(names)
    won = pupil is not None and game_review.over and game_review.winner == pupil
    parts = [_("Well done, you won!")] if won else []
    given = {seat: sum(m.lost or 0 for m in game_review.moves if m.seat == seat) for seat in (1, 2)}
    if not any(given.values()):
        parts.append(_("Every pick was a best pick: the final score is what perfect play gives."))
        return " ".join(parts)
    parts += [
        person(
            names[seat],
            ngettext("You gave away {k} point in all.", "You gave away {k} points in all.", k),
            ngettext("{name} gave away {k} point in all.", "{name} gave away {k} points in all.", k),
            k=k,
        )
        for seat, k in given.items()
        if k
    ]
    if pupil is not None:
        if given[pupil]:
            worst = max((m for m in game_review.moves if m.seat == pupil), key=lambda m: (m.lost or 0, -m.ply))
            lost = worst.lost or 0
            parts.append(
                ngettext(
                    "Your costliest pick was move {ply}: you picked {n}, where {best} would have finished {k} point better.",
                    "Your costliest pick was move {ply}: you picked {n}, where {best} would have finished {k} points better.",
                    lost,
                ).format(ply=worst.ply, n=worst.number, k=lost, best=listing(worst.winning_moves, either=True))
            )
        return " ".join(parts)
    worst = max(game_review.moves, key=lambda m: (m.lost or 0, -m.ply))
    lost = worst.lost or 0
    parts.append(
        person(
            names[worst.seat],
            ngettext(
                "The costliest pick was move {ply}: you picked {n}, where {best} would have finished {k} point better.",
                "The costliest pick was move {ply}: you picked {n}, where {best} would have finished {k} points better.",
                lost,
            ),
            ngettext(
                "The costliest pick was move {ply}: {name} picked {n}, where {best} would have finished {k} point better.",
                "The costliest pick was move {ply}: {name} picked {n}, where {best} would have finished {k} points better.",
                lost,
            ),
            ply=worst.ply,
            n=worst.number,
            k=lost,
            best=listing(worst.winning_moves, either=True),
        )
    )
    return " ".join(parts)
