"""Perfect play: the outcome of a position, its winning moves, and the winner's strategy.

Chain games are Undirected Vertex Geography on the divisibility graph, solved by matching
(Fraenkel, Scheinerman and Ullman, 1993). Write U for the unused numbers and v for the current
number. The player to move from v wins iff every maximum matching of G[U + v] covers v. Moving to
x leaves the opponent at x with U - x, so x wins iff some maximum matching of G[U] misses x, that
is iff x is in the Gallai-Edmonds set D(G[U]). One decomposition of G[U] therefore answers every
move at once, a free opening included (its candidates are all of U).

The certificate is a pairing (a maximum matching) that the winner follows: answer every pick with
its partner. If the mover wins by x, a maximum matching of G[U] that misses x does it: every
number the opponent can reach from x is paired (otherwise the matching would not be maximum). If
the mover loses, any maximum matching of G[U] misses v in G[U + v] and serves the opponent.

Multiples Removal is a poset game, solved by memoized search in `removal_solver`.

>>> from factorgames.rules import GAMES
>>> a = analyse(GAMES["juniper-green"].rules.initial_position())
>>> a.to_move_wins, a.winning_moves[:3]
(True, (4, 6, 8))
>>> a = analyse(GAMES["factor-chain-challenge"].rules.initial_position())  # e.g. 1-7 2-6 3-9 4-8 5-10
>>> a.to_move_wins, len(a.strategy.pairs)  # a perfect pairing: the second player wins
(False, 5)
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache, singledispatch

from . import divisibility, removal_openings, removal_solver
from .chain import ChainPosition
from .matching import Decomposition, even_without, gallai_edmonds, matching_missing
from .outcome import other
from .position import Position
from .removal import RemovalPosition


@dataclass(frozen=True)
class Strategy:
    """The winner's plan: play `first_move` (if the winner is to move), then answer every pick
    with its partner in `pairs`."""

    winner: int
    first_move: int | None
    pairs: tuple[tuple[int, int], ...]

    def partner(self, n: int) -> int | None:
        for a, b in self.pairs:
            if n in (a, b):
                return b if n == a else a
        return None


@dataclass(frozen=True)
class Analysis:
    """What perfect play makes of a position, for the player to move.

    `moves` lists every legal move with whether it wins; `strategy` is the pairing certificate
    (chain games only).
    """

    to_move_wins: bool
    moves: tuple[tuple[int, bool], ...]
    strategy: Strategy | None = None

    @property
    def winning_moves(self) -> tuple[int, ...]:
        return tuple(n for n, wins in self.moves if wins)


def _pairs(mate: dict[int, int]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((a, b) for a, b in mate.items() if a < b))


@singledispatch
def _analysis(position: Position) -> Analysis:
    raise TypeError(f"no solver for {type(position).__name__}")


@lru_cache(maxsize=64)
def _decomposed(unused: frozenset[int]) -> tuple[dict[int, list[int]], Decomposition]:
    """The divisibility graph on the unused numbers and its decomposition (shared by the analysis
    of a position and the weighing of its moves)."""
    graph = divisibility.graph(unused)
    return graph, gallai_edmonds(graph)


@_analysis.register
def _chain_analysis(position: ChainPosition) -> Analysis:
    graph, decomposition = _decomposed(position.unused)
    moves = tuple((n, n in decomposition.even) for n in position.legal_moves())
    winners = [n for n, wins in moves if wins]
    if winners:
        # Prefer the winning move that leaves the opponent fewest replies: the plan is shortest.
        first = min(winners, key=lambda n: (len(graph[n]), n))
        pairing = matching_missing(graph, first, decomposition)
        assert pairing is not None, "a move in D is missed by some maximum matching"
        strategy = Strategy(position.to_move, first, _pairs(pairing))
    else:
        strategy = Strategy(other(position.to_move), None, _pairs(decomposition.matching))
    return Analysis(bool(winners), moves, strategy)


def clear_cache() -> None:
    """Forget every analysis (benchmarks time cold ones)."""
    analyse.cache_clear()
    _decomposed.cache_clear()


@lru_cache(maxsize=512)
def analyse(position: Position) -> Analysis:
    """The outcome for the player to move, every legal move's value, and the certificate."""
    if position.is_over:
        return Analysis(False, ())
    return _analysis(position)


@_analysis.register
def _removal_analysis(position: RemovalPosition) -> Analysis:
    rules = position.rules
    opening = None if position.moves else removal_openings.OPENINGS.get((rules.grid, rules.without_one, rules.misere))
    winning = frozenset(opening[0]) if opening else removal_solver.winning_moves(position.remaining, rules.misere)
    return Analysis(bool(winning), tuple((n, n in winning) for n in position.legal_moves()))


def replies_of_children(position: Position) -> dict[int, tuple[int, int]]:
    """For each legal move: how many of the opponent's replies then lose for them, out of how
    many replies (by analysing every child)."""
    out = {}
    for n, _ in analyse(position).moves:
        reply = analyse(position.play(n))
        out[n] = (len(reply.moves) - len(reply.winning_moves), len(reply.moves))
    return out


@singledispatch
def replies(position: Position) -> dict[int, tuple[int, int]]:
    """For each legal move of a position lost for the player to move: how many of the opponent's
    replies then lose for the opponent, out of how many replies."""
    return replies_of_children(position)


@replies.register
def _removal_replies(position: RemovalPosition) -> dict[int, tuple[int, int]]:
    """A board's first move (the slowest to search) from the table of openings, else by analysing
    every child."""
    rules = position.rules
    opening = None if position.moves else removal_openings.OPENINGS.get((rules.grid, rules.without_one, rules.misere))
    if opening and opening[1] is not None:
        return dict(opening[1])
    return replies_of_children(position)


@replies.register
def _chain_replies(position: ChainPosition) -> dict[int, tuple[int, int]]:
    """Every move weighed exactly, one search each: after x the opponent's reply y wins iff y is in
    D(G[U - x]), read off the decomposition of G[U] without x (every move of a lost position is
    covered by every maximum matching, so one search suffices)."""
    if analyse(position).to_move_wins:
        raise ValueError("the position is won: weigh its winning moves instead")
    graph, decomposition = _decomposed(position.unused)
    out = {}
    for x in position.legal_moves():
        winning = even_without(graph, x, decomposition)
        out[x] = (sum(1 for y in graph[x] if y not in winning), len(graph[x]))
    return out

