"""Perfect play in the chain games: the outcome of a position, its winning moves, and the winner's
pairing.

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
"""

from __future__ import annotations

from functools import lru_cache

from ... import divisibility
from ...solve.analysis import Analysis, Strategy
from ...solve.matching import Decomposition, even_without, gallai_edmonds, matching_missing
from ..outcome import other
from .rules import ChainPosition


def _pairs(mate: dict[int, int]) -> tuple[tuple[int, int], ...]:
    return tuple(sorted((a, b) for a, b in mate.items() if a < b))


@lru_cache(maxsize=64)
def decomposed(unused: frozenset[int]) -> tuple[dict[int, list[int]], Decomposition]:
    """The divisibility graph on the unused numbers and its decomposition (shared by the analysis
    of a position and the weighing of its moves)."""
    graph = divisibility.graph(unused)
    return graph, gallai_edmonds(graph)


def analysis(position: ChainPosition) -> Analysis:
    """Every move of the position weighed at once by one decomposition (see the module's docstring)."""
    graph, decomposition = decomposed(position.unused)
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


def replies(position: ChainPosition) -> dict[int, tuple[int, int]]:
    """Every move weighed exactly, one search each: after x the opponent's reply y wins iff y is in
    D(G[U - x]), read off the decomposition of G[U] without x (every move of a lost position is
    covered by every maximum matching, so one search suffices)."""
    if analysis(position).to_move_wins:
        raise ValueError("the position is won: weigh its winning moves instead")
    graph, decomposition = decomposed(position.unused)
    out = {}
    for x in position.legal_moves():
        winning = even_without(graph, x, decomposition)
        out[x] = (sum(1 for y in graph[x] if y not in winning), len(graph[x]))
    return out
