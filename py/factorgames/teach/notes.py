"""A game's teacher's notes: the lesson's aim, questions to ask, the mathematics behind the
winning strategy in plain words and a suggested sequence. Every fact the mathematics states is
computed here by the engine for the rules given (the game's preset on the notes page): who wins
and with which first numbers, the winner's pairing, the primes above half the range, the longest
chain, the best first pick of the Factor Game and why it beats the pick that scores most at once.

>>> from factorgames.games.presets import GAMES
>>> maths = sections("factor-chain-challenge", GAMES["factor-chain-challenge"].rules)[2]
>>> maths["lines"][0]
'With perfect play the second player wins Factor Chain Challenge on 1 to 10.'
>>> sections("factor-chain-challenge", GAMES["factor-chain-challenge"].rules)[3]["lines"]
['1–7', '2–6', '3–9', '4–8', '5–10']
"""

from __future__ import annotations

from dataclasses import replace

from ..contract.views import NotesSectionView
from ..divisibility import graph
from ..games.chain.rules import ChainRules, is_prime
from ..games.factor.rules import FactorRules
from ..games.position import Position, Rules
from ..games.presets import GAMES
from ..games.removal.rules import RemovalRules, removed_by
from ..i18n import _, listing, ngettext
from ..play.solver import analyse
from ..solve.longest import known_longest, target
from . import score_coach


def sections(game: str, rules: Rules) -> list[NotesSectionView]:
    """The notes of the game `game` (a preset's id) played by `rules`, section by section: the
    aim, the questions, the mathematics (and, for the chain games, the winner's pairs), the
    sequence."""
    title = _(GAMES[game].title)
    solo = GAMES[game].solo
    if isinstance(rules, ChainRules):
        aim, questions, maths, pairs = _chain(title, rules, solo)
    elif isinstance(rules, FactorRules):
        aim, questions, maths, pairs = _factor(rules)
    elif isinstance(rules, RemovalRules):
        aim, questions, maths, pairs = _removal(rules)
    else:  # pragma: no cover - every kind is above
        raise TypeError(f"no notes for {rules!r}")
    out: list[NotesSectionView] = [
        {"id": "aim", "heading": _("The lesson's aim"), "style": "text", "lines": [aim]},
        {"id": "questions", "heading": _("Questions to ask"), "style": "questions", "lines": questions},
        {"id": "maths", "heading": _("The mathematics behind the winning strategy"), "style": "text", "lines": maths},
    ]
    if pairs:
        heading = _("A longest chain") if solo else _("The winner's pairs")
        out.append({"id": "pairs", "heading": heading, "style": "pairs", "lines": pairs})
    out.append(
        {"id": "sequence", "heading": _("A suggested sequence"), "style": "steps", "lines": _sequence(rules, solo)}
    )
    return out


def _winner(first_wins: bool) -> str:
    return _("the first player") if first_wins else _("the second player")


def _at_once(position: Position) -> list[int]:
    """The moves after which the other player has no move at all."""
    return [n for n in position.legal_moves() if position.play(n).is_over]


def big_primes(lo: int, hi: int) -> list[int]:
    """The primes above half of lo..hi: no multiple up to hi, and no factor in the range but 1.

    >>> big_primes(1, 20)
    [11, 13, 17, 19]
    """
    return [p for p in range(max(lo, hi // 2 + 1), hi + 1) if is_prime(p)]


def either(numbers: list[int]) -> str:
    """'3', '3 or 9', '2, 4 or 8'."""
    if len(numbers) == 1:
        return str(numbers[0])
    return _("{some} or {last}").format(some=", ".join(map(str, numbers[:-1])), last=numbers[-1])


def _hub(numbers: range) -> int:
    """The number above 1 with the most factors and multiples in the range (the smallest of them)."""
    neighbours = graph(numbers)
    return max((n for n in numbers if n > 1), key=lambda n: (len(neighbours[n]), -n))


# --- the chain games -----------------------------------------------------------------------------


def _chain(title: str, rules: ChainRules, solo: bool) -> tuple[str, list[str], list[str], list[str]]:
    lo, hi = rules.lo, rules.hi
    primes = big_primes(lo, hi)
    p = primes[-1] if primes else None
    if solo:
        return _longest(rules, primes)
    aim = _(
        "Pupils practise factors and multiples while they look for a winning plan: by the end they can say why "
        "some numbers are traps and how the winner answers every move."
    )
    questions = [
        _("Which numbers can follow {n}? Which of them are its factors, and which its multiples?").format(
            n=_hub(rules.numbers)
        ),
    ]
    if p is not None:
        questions.append(
            _("After {p} is picked, what can the next player pick? Which other numbers are like {p}?").format(p=p)
        )
    if rules.start is None and rules.opening != "any":
        questions.append(
            _("Why might the rules say that the first number must be {what}?").format(what=rules.opening_words())
        )
    if rules.strict:
        questions.append(_("Why does entering a number that is not a factor or a multiple lose the game?"))
    questions += [
        _(
            "Can you put numbers in pairs so that in each pair one number is a factor of the other? How could such pairs help a player?"
        ),
        _("Who do you think wins if both players play perfectly? What would convince you?"),
    ]

    start = rules.initial_position()
    analysis = analyse(start)
    wins = analysis.to_move_wins
    maths = [
        _("With perfect play {winner} wins {game} on {lo} to {hi}.").format(
            winner=_winner(wins), game=title, lo=lo, hi=hi
        )
    ]
    moves = analysis.winning_moves
    if wins:
        total = sum(1 for _n in start.legal_moves())
        maths.append(
            ngettext(
                "{k} of the {total} possible first numbers wins: {moves}.",
                "{k} of the {total} possible first numbers win: {moves}.",
                len(moves),
            ).format(k=len(moves), total=total, moves=listing(moves))
        )
    strategy = analysis.strategy
    assert strategy is not None, "a chain game's analysis carries the winner's pairing"
    paired = {n for pair in strategy.pairs for n in pair}
    if wins:
        assert strategy.first_move is not None
        maths.append(
            ngettext(
                "The winner's plan is a pairing. The engine puts numbers in pairs so that in each pair one number "
                "is a factor of the other ({k} pair, listed below). The first player opens with {x}, which is in no "
                "pair, then answers every number the second player picks with its partner.",
                "The winner's plan is a pairing. The engine puts numbers in pairs so that in each pair one number "
                "is a factor of the other ({k} pairs, listed below). The first player opens with {x}, which is in no "
                "pair, then answers every number the second player picks with its partner.",
                len(strategy.pairs),
            ).format(k=len(strategy.pairs), x=strategy.first_move)
        )
        exposed = {strategy.first_move}
    else:
        maths.append(
            ngettext(
                "The winner's plan is a pairing. The engine puts numbers in pairs so that in each pair one number "
                "is a factor of the other ({k} pair, listed below). Every number the first player can pick is in a "
                "pair, and the second player answers it with its partner, every time.",
                "The winner's plan is a pairing. The engine puts numbers in pairs so that in each pair one number "
                "is a factor of the other ({k} pairs, listed below). Every number the first player can pick is in a "
                "pair, and the second player answers it with its partner, every time.",
                len(strategy.pairs),
            ).format(k=len(strategy.pairs))
        )
        exposed = set()
    maths.append(
        _(
            "Why the partner is always free: if the other player could ever reach a number outside the pairs, the "
            "numbers played so far would make a larger set of pairs, but the engine's pairs are as many as can be "
            "(a maximum matching, found by Edmonds' blossom algorithm). So the winner always has a move, and the "
            "other player is the one who runs out."
        )
    )
    left = sorted(set(start.unused) - paired - exposed)
    if left:
        maths.append(
            ngettext(
                "{k} number is in no pair: {numbers}. With this plan the other player never reaches it.",
                "{k} numbers are in no pair: {numbers}. With this plan the other player never reaches them.",
                len(left),
            ).format(k=len(left), numbers=listing(left))
        )
    maths += _primes_above_half(rules, primes)
    pairs = [f"{a}–{b}" for a, b in strategy.pairs]
    return aim, questions, maths, pairs


def _primes_above_half(rules: ChainRules, primes: list[int]) -> list[str]:
    """What the primes above half the range do in this game, as the engine finds it."""
    lo, hi = rules.lo, rules.hi
    if not primes:
        return []
    if lo == 1:
        words = [
            ngettext(
                "The only prime above half of {hi}, {primes}, has no multiple up to {hi}, and its only factor is 1.",
                "The primes above half of {hi} ({primes}) have no multiple up to {hi}, and their only factor is 1.",
                len(primes),
            ).format(hi=hi, primes=listing(primes))
        ]
    else:
        words = [
            ngettext(
                "The only prime above half of {hi}, {primes}, has no factor or multiple from {lo} to {hi} at all.",
                "The primes above half of {hi} ({primes}) have no factor or multiple from {lo} to {hi} at all.",
                len(primes),
            ).format(hi=hi, lo=lo, primes=listing(primes))
        ]
    start = rules.initial_position()
    at_once = _at_once(start)
    if at_once:
        words.append(
            ngettext(
                "So here the first player wins at once: picking {moves} first leaves the second player with no move.",
                "So here the first player wins at once: picking any of {moves} first leaves the second player with no "
                "move.",
                len(at_once),
            ).format(moves=either(at_once))
        )
        return words
    if rules.start is not None or lo != 1:
        return words
    free = replace(rules, opening="any").initial_position()
    p = primes[-1]
    after = free.play(p)
    if list(after.legal_moves()) != [1]:  # pragma: no cover - a prime above half meets only 1
        return words
    finish = _at_once(after.play(1))
    if not finish:
        words.append(
            _(
                "A first pick of {p} forces the reply 1, but no other such prime is left to finish with, so here it "
                "is no trap."
            ).format(p=p)
        )
    elif rules.opening_allows(p):
        words.append(
            _("A first pick of {p} forces the reply 1, and then {q} leaves the second player with no move.").format(
                p=p, q=finish[-1]
            )
        )
    else:
        words.append(
            _(
                "With a free first number, {p} would force the reply 1, and then {q} would leave the second player "
                "with no move: the game over in three moves. The rule that the first number is {what} rules that out."
            ).format(p=p, q=finish[-1], what=rules.opening_words())
        )
    return words


def _longest(rules: ChainRules, primes: list[int]) -> tuple[str, list[str], list[str], list[str]]:
    lo, hi = rules.lo, rules.hi
    aim = _(
        "Pupils practise factors and multiples by building the longest chain they can, and find out which numbers "
        "can never belong to a long chain."
    )
    questions = [
        _("Which numbers can follow {n}? Which of them are its factors, and which its multiples?").format(
            n=_hub(rules.numbers)
        ),
        _("Which numbers can never be in your chain? Why?"),
    ]
    if primes:
        questions.append(
            _("Where in a chain can a prime above half of {hi}, such as {p}, stand?").format(hi=hi, p=primes[-1])
        )
    questions.append(_("How could you be sure that a chain cannot be made any longer?"))
    maths = []
    best = known_longest(lo, hi)
    known = target(lo, hi)
    if best is not None and known is not None:
        maths.append(
            _("The longest chain on {lo} to {hi} has {n} numbers ({how}): {out} numbers are always left out.").format(
                lo=lo, hi=hi, n=best[0], how=_(known[1]), out=len(rules.numbers) - best[0]
            )
        )
    if lo == 1 and primes:
        maths.append(
            _(
                "The primes above half of {hi} ({primes}) have no multiple up to {hi}, and their only factor is 1: each "
                "can stand only at an end of a chain, next to 1. A chain of more than three numbers holds at most one "
                "of them, so at least {k} numbers are left out for that reason alone."
            ).format(hi=hi, primes=listing(primes), k=len(primes) - 1)
        )
    maths.append(
        _(
            "Numbers with many factors and multiples, such as {n}, are the chain's crossroads: a long chain passes "
            "through them to get from one family of numbers to another."
        ).format(n=_hub(rules.numbers))
    )
    chain = [" → ".join(map(str, best[1]))] if best is not None else []
    return aim, questions, maths, chain


# --- Multiples Removal ---------------------------------------------------------------------------


def _removal(rules: RemovalRules) -> tuple[str, list[str], list[str], list[str]]:
    numbers = rules.numbers
    hi = numbers[-1]
    board = frozenset(numbers)
    aim = _(
        "Pupils see that a pick removes all its multiples, practise finding multiples quickly, and look for the move "
        "that leaves the other player in a losing position."
    )
    two = min(n for n in numbers if n > 1)
    lonely = [n for n in numbers if removed_by(board, n) == {n}]
    questions = [
        _("Which numbers leave the board if you pick {n}?").format(n=two),
        _("Which numbers remove only themselves? Why?"),
    ]
    if 1 in board:
        questions.append(_("Why does picking 1 end the game at once? What happens in the game without 1?"))
    questions.append(_("Can you find a position where the player to move is sure to lose?"))
    maths = [_removal_outcome(rules)]
    if 1 in board and not rules.misere and _at_once(rules.initial_position()) == [1]:
        maths.append(_("Every number is a multiple of 1, so picking 1 removes the whole board and wins at once."))
    if 1 in board:
        maths.append(
            _("Without 1 (the numbers 2 to {hi}) the game is deeper.").format(hi=hi)
            + " "
            + _removal_outcome(replace(rules, without_one=True))
        )
    maths.append(
        _(
            "The numbers above half of {hi} ({numbers}) have no other multiple on the board: picking one removes only "
            "that number, so it changes nothing else but whose turn it is. That is why counting them matters near the "
            "end of a game."
        ).format(hi=hi, numbers=listing(lonely))
    )
    return aim, questions, maths, []


def _removal_outcome(rules: RemovalRules) -> str:
    analysis = analyse(rules.initial_position())
    moves = analysis.winning_moves
    if not analysis.to_move_wins:
        return _("With perfect play the second player wins, whatever the first player picks.")
    return ngettext(
        "With perfect play the first player wins; the winning first pick is {moves}.",
        "With perfect play the first player wins; the winning first picks are {moves}.",
        len(moves),
    ).format(moves=listing(moves))


# --- the Factor Game -----------------------------------------------------------------------------


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


def _factor(rules: FactorRules) -> tuple[str, list[str], list[str], list[str]]:
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
    return aim, questions, maths, []


# --- the sequence --------------------------------------------------------------------------------


def _sequence(rules: Rules, solo: bool) -> list[str]:
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
            _(
                "Study (10 minutes): show the longest chain of these notes and ask which numbers it leaves out, and why."
            ),
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
    if isinstance(rules, RemovalRules):
        steps.append(
            _(
                "Explore (10 minutes): change the settings (a larger grid, or without 1) and use the analysis to see "
                "who wins; ask pupils to explain one winning first pick."
            )
        )
    elif isinstance(rules, FactorRules):
        steps.append(
            _(
                "Study (10 minutes): on the Study page, look at the best first pick of each board 1 to n and by how "
                "much it wins; end with why the best first pick is not the biggest number."
            )
        )
    else:
        steps.append(
            _(
                "Study (10 minutes): on the Study page, look at who wins each range of this rule and ask pupils to "
                "find a pattern; end with the winner's pairs."
            )
        )
    return steps
