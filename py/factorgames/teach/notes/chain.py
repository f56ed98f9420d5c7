"""The chain games' notes: who wins and with which first numbers, the winner's pairing, the primes
above half the range and the opening rule's reason; for the Longest Chain Challenge, the longest
chain and the numbers always left out."""

from __future__ import annotations

from dataclasses import replace

from ...games.chain.rules import ChainRules
from ...i18n import _, listing, ngettext
from ...play.solver import analyse
from ...solve.longest import known_longest, target
from .facts import at_once, big_primes, hub, winner
from .lesson import Lesson


def lesson(title: str, rules: ChainRules, solo: bool) -> Lesson:
    """The notes of a chain game (the Longest Chain Challenge's when `solo`)."""
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
            n=hub(rules.numbers)
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
            winner=winner(wins), game=title, lo=lo, hi=hi
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
    last = _(
        "Study (10 minutes): on the Study page, look at who wins each range of this rule and ask pupils to "
        "find a pattern; end with the winner's pairs."
    )
    return Lesson(aim, questions, maths, pairs, last)


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
    winning = at_once(start)
    if winning:
        words.append(
            ngettext(
                "So here the first player wins at once: picking {moves} first leaves the second player with no move.",
                "So here the first player wins at once: picking any of {moves} first leaves the second player with no "
                "move.",
                len(winning),
            ).format(moves=listing(winning, either=True))
        )
        return words
    if rules.start is not None or lo != 1:
        return words
    free = replace(rules, opening="any").initial_position()
    p = primes[-1]
    after = free.play(p)
    if list(after.legal_moves()) != [1]:  # pragma: no cover - a prime above half meets only 1
        return words
    finish = at_once(after.play(1))
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
                "with no move: the game would be over in three moves. The rule that the first number is {what} rules that out."
            ).format(p=p, q=finish[-1], what=rules.opening_words())
        )
    return words


def _longest(rules: ChainRules, primes: list[int]) -> Lesson:
    lo, hi = rules.lo, rules.hi
    aim = _(
        "Pupils practise factors and multiples by building the longest chain they can, and find out which numbers "
        "can never belong to a long chain."
    )
    questions = [
        _("Which numbers can follow {n}? Which of them are its factors, and which its multiples?").format(
            n=hub(rules.numbers)
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
        ).format(n=hub(rules.numbers))
    )
    chain = [" → ".join(map(str, best[1]))] if best is not None else []
    last = _("Study (10 minutes): show the longest chain of these notes and ask which numbers it leaves out, and why.")
    return Lesson(aim, questions, maths, chain, last)
