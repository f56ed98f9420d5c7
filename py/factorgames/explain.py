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
from .outcome import Termination, mover_of, other
from .position import Position
from .removal import RemovalPosition, RemovalRules
from .rules import Rules


def says(name: str, verb: str, third: str | None = None) -> str:
    """'You win' but 'Player 1 wins' (`third` for irregular verbs: 'has')."""
    return f"{name} {verb}" if name.lower() == "you" else f"{name} {third or verb + 's'}"


def mid(name: str) -> str:
    """A name inside a sentence: 'you', 'Player 2'."""
    return "you" if name == "You" else name


def _turn(name: str) -> str:
    return "Your turn" if name == "You" else f"{name}'s turn"


def listing(numbers: list[int] | tuple[int, ...]) -> str:
    """'3', '3 and 9', '2, 4 and 8'."""
    words = [str(n) for n in numbers]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def status(position: Position, names: dict[int, str]) -> str:
    """Whose turn it is and what to pick, or who won and why. `names` maps seats to names."""
    outcome = position.outcome()
    if outcome is not None:
        winner, loser = names[outcome.winner], names[outcome.loser]
        if outcome.termination is Termination.INVALID_ENTRY:
            return (f"{says(winner, 'win')}: {loser} entered {position.forfeit}, but {outcome.detail}. "
                    "In this game an invalid entry loses.")
        if outcome.termination is Termination.NO_MOVE:
            return f"{says(winner, 'win')}! {loser} cannot make a valid move."
        if outcome.winner == mover_of(len(position.moves)):
            return f"{says(winner, 'win')} by removing the last number!"
        return f"{says(winner, 'win')}! {loser} removed the last number, and in misere that loses."
    return f"{_turn(names[position.to_move])}: {_task(position)}"


def _task(position: Position) -> str:
    """What the player to move picks."""
    if isinstance(position, RemovalPosition):
        return "pick a number; it and its multiples are removed."
    assert isinstance(position, ChainPosition)
    if position.current is None:
        rules = position.rules
        return f"pick {rules.opening_words()} from {rules.lo} to {rules.hi}."
    return f"pick a factor or multiple of {position.current}."


def move(name: str, before: Position, n: int) -> str:
    """What a pick did, for the screen reader's announcement."""
    gone = [m for square in before.squares() if square.n == n for m in square.removes]
    return f"{name} picked {n}." if len(gone) <= 1 else f"{name} picked {n}, removing {listing(gone)}."


def _big_primes(lo: int, hi: int) -> list[int]:
    """Primes above half the range: their only factor or multiple in lo..hi can be 1."""
    return [p for p in range(max(lo, hi // 2 + 1), hi + 1) if is_prime(p)]


def _lonely(lo: int, hi: int) -> str:
    """Why a prime above half of lo..hi is a trap for the opponent."""
    if lo > 1:
        return f"no other number from {lo} to {hi} is a factor or multiple of it"
    return "its only factor in the range is 1, and after 1 another such prime leaves the opponent stuck"


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
        if rules.lo > 1:
            return (f"{names[1]} opened with {p}, a prime above half of {rules.hi}: no other number from "
                    f"{rules.lo} to {rules.hi} is a factor or multiple of it, so the game was won at once.")
        second = next(q for q in primes if q != p)
        return (f"{names[1]} opened with {p}, a prime above half of {rules.hi}: its only factor in the range "
                f"is 1, so {names[2]} had to take 1. Then another such prime, like {second}, leaves them stuck. "
                "That is why Juniper Green insists on an even first number.")
    if not position.moves and primes and not allowed:
        return (f"Why the rule for the first number? With a free opening, the first player could pick a prime "
                f"above half the range, such as {primes[-1]}: {_lonely(rules.lo, rules.hi)}. The game would be "
                f"over almost at once, so the rule ({rules.opening_words()}) rules that out.")
    if not position.moves and allowed and teaching:
        return (f"Watch out: a prime above half the range, such as {allowed[-1]}, wins at once here: "
                f"{_lonely(rules.lo, rules.hi)}.")
    return None


def _removal_insight(position: RemovalPosition, names: dict[int, str], teaching: bool) -> str | None:
    rules = position.rules
    if rules.without_one:
        return None
    if position.moves and position.moves[-1] == 1 and len(position.undo().remaining) > 1:
        mover = names[mover_of(len(position.moves))]
        result = "loses" if rules.misere else "wins"
        return (f"{mover} took 1, which removes every number left, so it {result} at once. With 1 on the board, "
                "taking 1 ends the game: try the 'without 1' option for a deeper game.")
    if not position.moves and teaching:
        return ("Taking 1 removes every number at once" + (", so it loses straight away in misere."
                if rules.misere else ", so the first player can win straight away."))
    return None


def challenge_status(position: ChainPosition, target: tuple[int, str] | None) -> str:
    """The solo challenge's status line (the target is shown beside it, and named again at the end)."""
    length = len(position.chain)
    if position.current is None:
        rules = position.rules
        return f"Pick any number from {rules.lo} to {rules.hi} to start your chain."
    size = f"{length} number" + ("" if length == 1 else "s")
    if position.is_over:
        if target and length >= target[0]:
            return f"No number can extend the chain: it has {size}, the best possible. Well done!"
        short = f" The best possible is {target[0]}: {target[0] - length} more." if target else ""
        return f"No number can extend the chain: it has {size}.{short}"
    goal = f" (the best possible is {target[0]})" if target else ""
    return f"Your chain has {size}{goal}. Pick a factor or multiple of {position.current}."


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
            parts.append(f"the numbers {rules.lo} to {rules.hi}")
        if rules.start is not None and rules.start != preset.start:
            parts.append(f"{rules.start} chosen at the start")
        elif rules.start is None and preset.start is not None:
            parts.append(f"a free first pick: {rules.opening_words()}")
        elif rules.start is None and rules.opening != preset.opening:
            parts.append(f"the first pick is {rules.opening_words()}")
        if rules.strict != preset.strict:
            parts.append("an invalid entry loses" if rules.strict else "an invalid entry is refused")
    elif isinstance(rules, RemovalRules) and isinstance(preset, RemovalRules):
        if rules.grid != preset.grid:
            parts.append(f"a {rules.grid}x{rules.grid} grid (1 to {rules.grid * rules.grid})")
        if rules.without_one != preset.without_one:
            parts.append("without 1" if rules.without_one else "with 1")
        if rules.misere != preset.misere:
            parts.append("misere: whoever removes the last number loses" if rules.misere
                         else "whoever removes the last number wins")
    return f"With these settings: {', '.join(parts)}." if parts else None
