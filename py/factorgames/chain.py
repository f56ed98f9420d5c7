"""Positions of the chain games (Multiplicity, Number Nexus, Factor Chain, ...).

A position is an immutable value: the rules plus the picks so far. Playing returns a new
position; `undo` returns the previous one.

>>> from factorgames.rules import GAMES
>>> p = ChainPosition(GAMES["multiplicity"].rules).play(5).play(10)
>>> p.current, p.to_move, list(p.legal_moves())
(10, 1, [2, 20, 30, 40, 50])
>>> p.check(5)
'5 was already chosen'
>>> p.play(2).undo() == p
True
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from .divisibility import neighbours
from .outcome import IllegalMove, Outcome
from .rules import ChainRules


@dataclass(frozen=True)
class ChainPosition:
    """The rules and the picks so far; `forfeit` is an invalid entry that ended a strict game."""

    rules: ChainRules
    moves: tuple[int, ...] = ()
    forfeit: int | None = None
    used: frozenset[int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "used", frozenset(self.chain))

    @property
    def chain(self) -> tuple[int, ...]:
        """Every chosen number in order, the start number included."""
        start = () if self.rules.start is None else (self.rules.start,)
        return start + self.moves

    @property
    def current(self) -> int | None:
        """The number the next pick must divide or be a multiple of; None before a free opening."""
        chain = self.chain
        return chain[-1] if chain else None

    @property
    def to_move(self) -> int:
        """The player to move (after an invalid entry: the one who entered it). 1 moved first."""
        return 1 + len(self.moves) % 2

    @property
    def unused(self) -> frozenset[int]:
        return frozenset(n for n in self.rules.numbers if n not in self.used)

    def legal_moves(self) -> Iterator[int]:
        """The legal picks, in increasing order (none once the game is over)."""
        if self.forfeit is not None:
            return
        current = self.current
        if current is None:
            yield from (n for n in self.rules.numbers if self.rules.opening_allows(n))
        else:
            yield from (n for n in neighbours(current, self.rules.lo, self.rules.hi) if n not in self.used)

    def check(self, n: int) -> str | None:
        """Why picking n is illegal, in a player's words, or None if it is legal."""
        rules = self.rules
        if not rules.lo <= n <= rules.hi:
            return f"{n} is outside {rules.lo}..{rules.hi}"
        current = self.current
        if n == current:
            return f"{n} is the current number"
        if n in self.used:
            return f"{n} was already chosen"
        if current is None:
            return None if rules.opening_allows(n) else f"the first number must be {rules.opening_words()}"
        if n % current and current % n:
            return f"{n} is not a factor or multiple of {current}"
        return None

    def play(self, n: int) -> ChainPosition:
        """The position after picking n. An illegal pick raises IllegalMove, except under the
        strict rule, where it ends the game (the player who entered it loses)."""
        if self.is_over:
            raise IllegalMove("the game is over")
        reason = self.check(n)
        if reason is None:
            return ChainPosition(self.rules, self.moves + (n,))
        if self.rules.strict:
            return ChainPosition(self.rules, self.moves, forfeit=n)
        raise IllegalMove(reason)

    def undo(self) -> ChainPosition:
        """The position before the last pick (or before the invalid entry)."""
        if self.forfeit is not None:
            return ChainPosition(self.rules, self.moves)
        if not self.moves:
            raise IllegalMove("there is no move to take back")
        return ChainPosition(self.rules, self.moves[:-1])

    @property
    def history(self) -> tuple[int, ...]:
        """Every entry in order, an invalid final entry included."""
        return self.moves + (() if self.forfeit is None else (self.forfeit,))

    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        if self.forfeit is not None:
            detail = self.check(self.forfeit) or ""
            return Outcome(winner=3 - self.to_move, reason="invalid-entry", detail=detail)
        if next(self.legal_moves(), None) is None:
            return Outcome(winner=3 - self.to_move, reason="no-move")
        return None

    @property
    def is_over(self) -> bool:
        return self.outcome() is not None
