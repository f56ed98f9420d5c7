"""The coach of a game won or lost, its words: graded hints, who is winning, and the review of a game, written for a
12-year-old. The solver decides; this module says it with the board's own numbers.

>>> from factorgames.games.position import replay
>>> from factorgames.games.presets import GAMES
>>> p = replay(GAMES["factor-chain-challenge"].rules, [6])
>>> NAMES = {1: "Player 1", 2: "Player 2"}
>>> hint(p, 1, NAMES).text
'Think ahead: after your pick, which numbers could Player 1 choose? Look for a pick that leaves them only numbers you can answer.'
>>> hint(p, 2, NAMES).text, hint(p, 2, NAMES).marked
('Try 2. Then, whatever Player 1 picks, you will always have an answer.', (2,))
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from ..contract.views import CellHint
from ..games.outcome import other
from ..games.position import Position, wins_at_once
from ..games.registry import kind_of
from ..i18n import N_, Player, _, in_sentence, is_role, label, listing, ngettext, pair, person, with_names
from ..play.players import best_try
from ..play.solver import analyse, chances
from ..solve.analysis import Analysis
from .review import MoveReview, Review, review

__all__ = [
    "Hint",
    "hint",
    "marks",
    "move_words",
    "pupil_of",
    "review",
    "review_text",
    "standing",
    "strategy",
    "them_of",
]

HINT_LEVELS = 3
"""1: a nudge (a question), 2: one winning move, 3: every winning move."""


@dataclass(frozen=True)
class Hint:
    """What a hint says and which numbers it marks (`try_move`: your best chance when every move loses)."""

    level: int
    text: str
    marked: tuple[int, ...]
    try_move: int | None = None

    @property
    def more(self) -> bool:
        """Whether pressing Hint again shows more."""
        return self.level < HINT_LEVELS and self.try_move is None


def them_of(names: Mapping[int, str], seat: int) -> str:
    """The opponent of `seat` as the hint names them: "the computer", "your friend", "Player 2"."""
    name = names[other(seat)]
    words: dict[str, str] = {Player.COMPUTER: _("the computer"), Player.FRIEND: _("your friend")}
    return (words.get(name) if is_role(name) else None) or label(name)


def hint(position: Position, level: int, names: Mapping[int, str]) -> Hint:
    """The hint at `level` (1 to 3) for the player to move in an unfinished game."""
    analysis = analyse(position)
    them = them_of(names, position.to_move)
    winning = analysis.winning_moves
    if not winning:
        if level < 2:
            return Hint(
                1,
                _(
                    "This is a hard spot: if {them} plays perfectly, every move loses. Look for a move that "
                    "gives {them} lots of ways to go wrong."
                ).format(them=them),
                (),
            )
        n = best_try(position, random.Random(len(position.history)))
        losing, replies = chances(position, n)
        return Hint(
            2,
            with_names(
                ngettext(
                    "Every move loses against perfect play, so make it hard: try {n}. Then {losing} of "
                    "{them}'s {replies} replies lose for them: that is {losing} way to go wrong.",
                    "Every move loses against perfect play, so make it hard: try {n}. Then {losing} of "
                    "{them}'s {replies} replies lose for them: that is {losing} ways to go wrong.",
                    losing,
                ),
                n=n,
                losing=losing,
                them=them,
                replies=replies,
            ),
            (),
            n,
        )
    at_once = [n for n in winning if wins_at_once(position, n)]
    kind = kind_of(position.rules)
    if level <= 1:
        return Hint(1, kind.nudge(them, bool(at_once)), ())
    if level == 2:
        n = at_once[0] if at_once else min(winning, key=lambda m: (chances(position, m)[1], m))
        if n in at_once:
            text = kind.wins_at_once(n, them)
        else:
            text = _("Try {n}. Then, whatever {them} picks, you will always have an answer.").format(n=n, them=them)
        return Hint(2, text, (n,))
    return Hint(
        3,
        ngettext("This move wins: {moves}.", "These {count} moves win: {moves}.", len(winning)).format(
            count=len(winning), moves=listing(list(winning))
        ),
        winning,
    )


def _pairs_words(pairs: tuple[tuple[int, int], ...], near: set[int], limit: int = 4) -> str:
    """A few pairs as "6 with 3, 12 with 24", those touching `near` first."""
    chosen = sorted(pairs, key=lambda pair: (not (near & set(pair)), pair))[:limit]
    words = ", ".join(_("{a} with {b}").format(a=a, b=b) for a, b in chosen)
    return words + (_(", and so on") if len(pairs) > limit else "")


def strategy(analysis: Analysis, position: Position, names: Mapping[int, str]) -> str:
    """Why the pairing wins, with the board's own numbers. `names` maps seats to names."""
    plan = analysis.strategy
    assert plan is not None
    winner, loser = names[plan.winner], names[other(plan.winner)]
    if plan.first_move is not None and wins_at_once(position, plan.first_move):
        return pair(
            winner,
            loser,
            _("You can win right now: pick {n}, and {second} has no move left."),
            _("{first} can win right now: pick {n}, and you have no move left."),
            _("{first} can win right now: pick {n}, and {second} has no move left."),
            n=plan.first_move,
        )
    near = set(position.legal_moves())
    if plan.first_move is not None:
        near = set(position.play(plan.first_move).legal_moves())
        return pair(
            winner,
            loser,
            _(
                "You can win: pick {n}. After that, whatever {second} picks, answer with its partner: {pairs}. "
                "There is always a partner to answer with, so {second} runs out of moves first."
            ),
            _(
                "{first} can win: pick {n}. After that, whatever you pick, answer with its partner: {pairs}. "
                "There is always a partner to answer with, so you run out of moves first."
            ),
            _(
                "{first} can win: pick {n}. After that, whatever {second} picks, answer with its partner: "
                "{pairs}. There is always a partner to answer with, so {second} runs out of moves first."
            ),
            n=plan.first_move,
            pairs=_pairs_words(plan.pairs, near),
        )
    return pair(
        winner,
        loser,
        _(
            "You will win, whatever {second} does: whatever {second} picks, you answer with its partner: "
            "{pairs}. There is always a partner to answer with, so {second} runs out of moves first."
        ),
        _(
            "{first} will win, whatever you do: whatever you pick, {first} answers with its partner: {pairs}. "
            "There is always a partner to answer with, so you run out of moves first."
        ),
        _(
            "{first} will win, whatever {second} does: whatever {second} picks, {first} answers with its "
            "partner: {pairs}. There is always a partner to answer with, so {second} runs out of moves first."
        ),
        pairs=_pairs_words(plan.pairs, near),
    )


def standing(position: Position, names: Mapping[int, str]) -> str:
    """Who can win from here, for a teacher's "Who is winning" toggle."""
    analysis = analyse(position)
    mover = position.to_move
    winner = names[mover if analysis.to_move_wins else other(mover)]
    if analysis.strategy is not None and analysis.strategy.pairs:
        plan = analysis.strategy
        pairs = _pairs_words(plan.pairs, set(), 3)
        if plan.first_move is not None:
            return person(
                winner,
                _("You can win from here: first {n}, then answer every pick with its partner ({pairs})."),
                _("{name} can win from here: first {n}, then answer every pick with its partner ({pairs})."),
                n=plan.first_move,
                pairs=pairs,
            )
        return person(
            winner,
            _("You can win from here: answer every pick with its partner ({pairs})."),
            _("{name} can win from here: answer every pick with its partner ({pairs})."),
            pairs=pairs,
        )
    if analysis.to_move_wins:
        return person(
            winner,
            _("You can win from here, with {moves}."),
            _("{name} can win from here, with {moves}."),
            moves=_some(analysis.winning_moves),
        )
    return pair(
        winner,
        names[mover],
        _("You can win from here, whatever {second} picks."),
        _("{first} can win from here, whatever you pick."),
        _("{first} can win from here, whatever {second} picks."),
    )


def _some(numbers: tuple[int, ...], most: int = 4) -> str:
    """A short list: '2, 3 and 4', or '2, 3, 4 and 23 more' when it is long."""
    if len(numbers) <= most:
        return listing(list(numbers))
    return _("{some} and {count} more").format(
        some=", ".join(map(str, numbers[: most - 1])), count=len(numbers) - most + 1
    )


VERDICT_WORDS = {"winning": N_("a winning move"), "mistake": N_("a mistake"), "losing": N_("no move could win here")}


def move_words(move: MoveReview, name: str) -> str:
    """One move of the review and its verdict."""
    return person(
        name,
        _("Move {ply}: you picked {n}: {verdict}."),
        _("Move {ply}: {name} picked {n}: {verdict}."),
        ply=move.ply,
        n=move.number,
        verdict=_(VERDICT_WORDS[move.verdict]),
    )


def marks(position: Position, analysis: Analysis) -> dict[int, CellHint]:
    """A teacher's analysis on the board: every move, winning or losing."""
    return {n: "win" if wins else "lose" for n, wins in analysis.moves}


def pupil_of(names: Mapping[int, str]) -> int | None:
    """The seat of the person at this device ("You") against the computer or a friend on another
    device; None for two players sharing the device (or a puzzle for one).

    >>> pupil_of({1: "Computer", 2: "You"}), pupil_of({1: "Player 1", 2: "Player 2"})
    (2, None)
    """
    yours = [seat for seat, name in names.items() if is_role(name, Player.YOU)]
    return yours[0] if len(yours) == 1 else None


def review_text(review: Review, names: Mapping[int, str]) -> str:
    """The review in a few sentences. Against the computer or a friend on another device it speaks
    to the person at this device: a win first, then their own first mistake and what would have
    won; the opponent's mistakes only as facts. Between two players on one device: the first
    mistake, whoever made it.

    >>> from factorgames.games.presets import GAMES
    >>> from factorgames.teach.review import review as reviewed
    >>> r = reviewed(GAMES["factor-chain-challenge"].rules, (6, 3, 9, 1, 5, 10, 2, 4, 8))
    >>> review_text(r, {1: "Computer", 2: "You"})
    'The first mistake was move 2: you picked 3, but 2 would have won. After it, Computer had a sure way to win.'
    >>> review_text(r, {1: "You", 2: "Computer"})
    'Well done, you won! Computer let a win go at move 2: after it, you had a sure way to win. You kept the win to the end.'
    """
    pupil = pupil_of(names)
    if pupil is None or not review.moves:
        return _first_mistake_text(review, names)
    rival = other(pupil)
    them = names[rival]
    won = review.over and review.winner == pupil
    mine = review.mistakes_of(pupil)
    theirs = review.mistakes_of(rival)
    parts = [_("Well done, you won!")] if won else []
    if not mine and not theirs:
        parts.append(_first_mistake_text(review, names))
        return " ".join(parts)
    if theirs and (not mine or theirs[0].ply < mine[0].ply):
        parts.append(
            person(
                them,
                "",  # never the person at this device
                _("{name} let a win go at move {ply}: after it, you had a sure way to win."),
                ply=theirs[0].ply,
            )
        )
    if not mine:
        if won:
            parts.append(_("You kept the win to the end."))
        return " ".join(parts)
    move = mine[0]
    if not theirs or move.ply < theirs[0].ply:
        parts.append(_first_mistake_text(review, names))  # the game's first mistake is the pupil's
    else:
        parts.append(
            ngettext(
                "Your first mistake was move {ply}: you picked {n}, but {better} would have won. After it, "
                "{them} had a sure way to win.",
                "Your first mistake was move {ply}: you picked {n}, but {better} would each have won. After "
                "it, {them} had a sure way to win.",
                len(move.winning_moves),
            ).format(ply=move.ply, n=move.number, better=_some(move.winning_moves), them=in_sentence(them))
        )
    again = review.mistakes_of(rival, after=move.ply)
    if again:
        parts.append(person(them, "", _("{name} let that win go at move {ply}."), ply=again[0].ply))
    return " ".join(parts)


def _first_mistake_text(review: Review, names: Mapping[int, str]) -> str:
    """The first mistake, whoever made it, and what would have won."""
    ply = review.first_mistake
    if ply is None:
        if not review.moves:
            return _("No move has been played yet.")
        first = review.moves[0]
        winner = first.seat if first.to_move_wins else other(first.seat)
        return person(
            names[winner],
            _("No one let a win slip: you could win from the first move and kept the win all the way."),
            _("No one let a win slip: {name} could win from the first move and kept the win all the way."),
        )
    move = review.moves[ply - 1]
    count = len(move.winning_moves)
    better = _some(move.winning_moves)
    return pair(
        names[move.seat],
        names[other(move.seat)],
        ngettext(
            "The first mistake was move {ply}: you picked {n}, but {better} would have won. After it, "
            "{second} had a sure way to win.",
            "The first mistake was move {ply}: you picked {n}, but {better} would each have won. After "
            "it, {second} had a sure way to win.",
            count,
        ),
        ngettext(
            "The first mistake was move {ply}: {first} picked {n}, but {better} would have won. After "
            "it, you had a sure way to win.",
            "The first mistake was move {ply}: {first} picked {n}, but {better} would each have won. "
            "After it, you had a sure way to win.",
            count,
        ),
        ngettext(
            "The first mistake was move {ply}: {first} picked {n}, but {better} would have won. After "
            "it, {second} had a sure way to win.",
            "The first mistake was move {ply}: {first} picked {n}, but {better} would each have won. "
            "After it, {second} had a sure way to win.",
            count,
        ),
        ply=ply,
        n=move.number,
        better=better,
    )
