"""Sentences a player reads: whose turn, who won and why, what a move did, what surprises people.
The coach's words (hints, strategy, review) are in `coach`.

>>> from factorgames.position import replay
>>> from factorgames.rules import GAMES
>>> p = replay(GAMES["number-nexus"].rules, [6, 7])
>>> status(p, {1: "Player 1", 2: "Player 2"})
'Player 1 wins: Player 2 entered 7, but 7 is not a factor or multiple of 6. In this game an invalid entry loses.'
"""
from __future__ import annotations

from .chain import ChainPosition, ChainRules, is_prime
from .i18n import _, ngettext, person
from .outcome import Termination, mover_of, other
from .position import Position
from .removal import RemovalPosition, RemovalRules
from .rules import Rules


def listing(numbers: list[int] | tuple[int, ...]) -> str:
    """'3', '3 and 9', '2, 4 and 8'."""
    words = [str(n) for n in numbers]
    if len(words) == 1:
        return words[0]
    return _("{some} and {last}").format(some=", ".join(words[:-1]), last=words[-1])


def status(position: Position, names: dict[int, str]) -> str:
    """Whose turn it is and what to pick, or who won and why. `names` maps seats to names."""
    outcome = position.outcome()
    if outcome is not None:
        winner, loser = names[outcome.winner], names[outcome.loser]
        if outcome.termination is Termination.INVALID_ENTRY:
            entered = person(loser, _("You entered {n}, but {reason}."), _("{name} entered {n}, but {reason}."),
                             n=position.forfeit, reason=outcome.detail)
            wins = person(winner, _("You win:"), _("{name} wins:"))
            return f"{wins} {entered} " + _("In this game an invalid entry loses.")
        if outcome.termination is Termination.NO_MOVE:
            wins = person(winner, _("You win!"), _("{name} wins!"))
            return f"{wins} " + person(loser, _("You cannot make a valid move."), _("{name} cannot make a valid move."))
        if outcome.winner == mover_of(len(position.moves)):
            return person(winner, _("You win by removing the last number!"),
                          _("{name} wins by removing the last number!"))
        wins = person(winner, _("You win!"), _("{name} wins!"))
        return f"{wins} " + person(loser, _("You removed the last number, and in misere that loses."),
                                   _("{name} removed the last number, and in misere that loses."))
    turn = person(names[position.to_move], _("Your turn: {task}"), _("{name}'s turn: {task}"), task=_task(position))
    return turn


def _task(position: Position) -> str:
    """What the player to move picks."""
    if isinstance(position, RemovalPosition):
        return _("pick a number; it and its multiples are removed.")
    assert isinstance(position, ChainPosition)
    if position.current is None:
        rules = position.rules
        return _("pick {what} from {lo} to {hi}.").format(what=rules.opening_words(), lo=rules.lo, hi=rules.hi)
    return _("pick a factor or multiple of {n}.").format(n=position.current)


def move(name: str, before: Position, n: int) -> str:
    """What a pick did, for the screen reader's announcement."""
    gone = [m for square in before.squares() if square.n == n for m in square.removes]
    if len(gone) <= 1:
        return person(name, _("You picked {n}."), _("{name} picked {n}."), n=n)
    return person(name, _("You picked {n}, removing {gone}."), _("{name} picked {n}, removing {gone}."),
                  n=n, gone=listing(gone))


def _big_primes(lo: int, hi: int) -> list[int]:
    """Primes above half the range: their only factor or multiple in lo..hi can be 1."""
    return [p for p in range(max(lo, hi // 2 + 1), hi + 1) if is_prime(p)]


def _lonely(lo: int, hi: int) -> str:
    """Why a prime above half of lo..hi is a trap for the opponent."""
    if lo > 1:
        return _("no other number from {lo} to {hi} is a factor or multiple of it").format(lo=lo, hi=hi)
    return _("its only factor in the range is 1, and after 1 another such prime leaves the opponent stuck")


def insight(position: Position, names: dict[int, str], teaching: bool) -> str | None:
    """A fact that surprises people, when it has just happened or (for a teacher) when it can."""
    if isinstance(position, ChainPosition):
        return _chain_insight(position, names, teaching)
    assert isinstance(position, RemovalPosition)
    return _removal_insight(position, names, teaching)


def _chain_insight(position: ChainPosition, names: dict[int, str], teaching: bool) -> str | None:
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
        start = person(names[1], _("You opened with {p}, a prime above half of {hi}:"),
                       _("{name} opened with {p}, a prime above half of {hi}:"), p=p, hi=rules.hi)
        if rules.lo > 1:
            return start + " " + _("no other number from {lo} to {hi} is a factor or multiple of it, so the game "
                                   "was won at once.").format(lo=rules.lo, hi=rules.hi)
        second = next(q for q in primes if q != p)
        took = person(names[2], _("its only factor in the range is 1, so you had to take 1."),
                      _("its only factor in the range is 1, so {name} had to take 1."))
        return (f"{start} {took} " + _("Then another such prime, like {q}, leaves them stuck. That is why Juniper "
                                       "Green insists on an even first number.").format(q=second))
    if not position.moves and primes and not allowed:
        return _("Why the rule for the first number? With a free opening, the first player could pick a prime above "
                 "half the range, such as {p}: {why}. The game would be over almost at once, so the rule ({rule}) "
                 "rules that out.").format(p=primes[-1], why=_lonely(rules.lo, rules.hi), rule=rules.opening_words())
    if not position.moves and allowed and teaching:
        return _("Watch out: a prime above half the range, such as {p}, wins at once here: {why}.").format(
            p=allowed[-1], why=_lonely(rules.lo, rules.hi))
    return None


def _removal_insight(position: RemovalPosition, names: dict[int, str], teaching: bool) -> str | None:
    rules = position.rules
    if rules.without_one:
        return None
    if position.moves and position.moves[-1] == 1 and len(position.undo().remaining) > 1:
        mover = names[mover_of(len(position.moves))]
        if rules.misere:
            took = person(mover, _("You took 1, which removes every number left, so you lose at once."),
                          _("{name} took 1, which removes every number left, so it loses at once."))
        else:
            took = person(mover, _("You took 1, which removes every number left, so you win at once."),
                          _("{name} took 1, which removes every number left, so it wins at once."))
        return took + " " + _("With 1 on the board, taking 1 ends the game: try the 'without 1' option for a "
                              "deeper game.")
    if not position.moves and teaching:
        if rules.misere:
            return _("Taking 1 removes every number at once, so it loses straight away in misere.")
        return _("Taking 1 removes every number at once, so the first player can win straight away.")
    return None


def challenge_status(position: ChainPosition, target: tuple[int, str] | None) -> str:
    """The solo challenge's status line (the target is shown beside it, and named again at the end)."""
    length = len(position.chain)
    if position.current is None:
        rules = position.rules
        return _("Pick any number from {lo} to {hi} to start your chain.").format(lo=rules.lo, hi=rules.hi)
    if position.is_over:
        if target and length >= target[0]:
            return ngettext("No number can extend the chain: it has {n} number, the best possible. Well done!",
                            "No number can extend the chain: it has {n} numbers, the best possible. Well done!",
                            length).format(n=length)
        ended = ngettext("No number can extend the chain: it has {n} number.",
                         "No number can extend the chain: it has {n} numbers.", length).format(n=length)
        if not target:
            return ended
        return ended + " " + _("The best possible is {best}: {more} more.").format(best=target[0], more=target[0] - length)
    if target:
        return ngettext("Your chain has {n} number (the best possible is {best}). Pick a factor or multiple of {c}.",
                        "Your chain has {n} numbers (the best possible is {best}). Pick a factor or multiple of {c}.",
                        length).format(n=length, best=target[0], c=position.current)
    return ngettext("Your chain has {n} number. Pick a factor or multiple of {c}.",
                    "Your chain has {n} numbers. Pick a factor or multiple of {c}.", length).format(
        n=length, c=position.current)


def settings(rules: Rules, preset: Rules) -> str | None:
    """The settings that differ from the preset's, for the rules summary; None when there are none.

    >>> from factorgames.rules import ChainRules, RemovalRules
    >>> settings(RemovalRules(5, without_one=True), RemovalRules(3))
    'With these settings: a 5x5 grid (1 to 25), without 1.'
    """
    if rules == preset:
        return None
    parts = []
    if isinstance(rules, ChainRules) and isinstance(preset, ChainRules):
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
    elif isinstance(rules, RemovalRules) and isinstance(preset, RemovalRules):
        if rules.grid != preset.grid:
            parts.append(_("a {k}x{k} grid (1 to {top})").format(k=rules.grid, top=rules.grid * rules.grid))
        if rules.without_one != preset.without_one:
            parts.append(_("without 1") if rules.without_one else _("with 1"))
        if rules.misere != preset.misere:
            parts.append(_("misere: whoever removes the last number loses") if rules.misere
                         else _("whoever removes the last number wins"))
    return _("With these settings: {settings}.").format(settings=", ".join(parts)) if parts else None
