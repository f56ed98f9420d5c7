"""Tests for factorgames.solve.matching, with networkx as the oracle."""

import random
from collections.abc import Mapping

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from factorgames.divisibility import graph as divisibility_graph
from factorgames.solve.matching import (
    Decomposition,
    Graph,
    GrowingDecomposition,
    gallai_edmonds,
    matching_missing,
    maximum_matching,
)

# ---------------------------------------------------------------- helpers


def from_edges(n: int, edges) -> dict[int, set[int]]:
    g: dict[int, set[int]] = {v: set() for v in range(n)}
    for u, v in edges:
        if u != v:
            g[u].add(v)
            g[v].add(u)
    return g


def to_nx(g: Graph) -> nx.Graph:
    h = nx.Graph()
    h.add_nodes_from(g)
    h.add_edges_from((u, v) for u in g for v in g[u])
    return h


def nu(h: nx.Graph) -> int:
    """Size of a maximum matching, by networkx."""
    return len(nx.max_weight_matching(h, maxcardinality=True))


def assert_matching(g: Graph, mate: Mapping[int, int]) -> None:
    """`mate` is a symmetric mate map whose edges are edges of g."""
    for u, v in mate.items():
        assert u != v
        assert mate[v] == u
        assert u in g and v in g[u]


def assert_maximum(g: Graph, mate: Mapping[int, int], size: int | None = None) -> None:
    assert_matching(g, mate)
    assert len(mate) // 2 == (nu(to_nx(g)) if size is None else size)


def brute_force_parts(g: Graph) -> tuple[set[int], set[int], set[int]]:
    """D, A, C by definition: v is in D iff deleting v keeps the maximum matching size."""
    h = to_nx(g)
    size = nu(h)
    even = {v for v in g if nu(nx.restricted_view(h, [v], [])) == size}
    odd = {w for v in even for w in g[v]} - even
    return even, odd, set(g) - even - odd


def assert_decomposition(g: Graph, d: Decomposition) -> None:
    """The structure the theorem promises, checked against the brute-force definition."""
    assert_maximum(g, d.matching)
    even, odd, rest = brute_force_parts(g)
    assert (set(d.even), set(d.odd), set(d.rest)) == (even, odd, rest)
    mate = d.matching
    assert all(mate.get(v) in d.rest for v in d.rest)  # C is matched perfectly within itself
    assert all(mate.get(v) in d.even for v in d.odd)  # A is matched into D


def random_graph(rng: random.Random, n: int, p: float) -> dict[int, set[int]]:
    return from_edges(n, [(u, v) for u in range(n) for v in range(u + 1, n) if rng.random() < p])


def blossom_graph(rng: random.Random, parts: int) -> dict[int, set[int]]:
    """Odd cycles glued at shared vertices (nested blossoms), pendant edges, chords, separate pieces."""
    edges: list[tuple[int, int]] = []
    n = 1
    for _ in range(parts):
        length = rng.choice((3, 5, 7, 9))
        if rng.random() < 0.2:  # start a new component
            anchor, n = n, n + 1
        else:
            anchor = rng.randrange(n)
        cycle = [anchor, *range(n, n + length - 1)]
        n += length - 1
        edges += zip(cycle, cycle[1:] + cycle[:1])
        if rng.random() < 0.5:
            edges.append((rng.choice(cycle), n))
            n += 1
    edges += [(rng.randrange(n), rng.randrange(n)) for _ in range(parts // 2)]
    return from_edges(n, edges)


def random_matching(rng: random.Random, g: Graph) -> dict[int, int]:
    mate: dict[int, int] = {}
    vertices = list(g)
    rng.shuffle(vertices)
    for u in vertices:
        free = [v for v in g[u] if v not in mate and v != u]
        if u not in mate and free:
            v = rng.choice(free)
            mate[u], mate[v] = v, u
    return mate


graphs = st.integers(0, 11).flatmap(
    lambda n: st.lists(st.tuples(st.integers(0, max(n - 1, 0)), st.integers(0, max(n - 1, 0))), max_size=3 * n).map(
        lambda edges: from_edges(n, edges if n else [])
    )
)

# ---------------------------------------------------------------- maximum matching


@pytest.mark.parametrize(
    "g",
    [
        {},
        {0: []},
        {0: [1], 1: [0]},
        {0: [], 1: [], 2: []},
        from_edges(3, [(0, 1), (1, 2), (2, 0)]),
        from_edges(6, [(0, 1), (1, 2), (2, 0), (3, 4), (4, 5), (5, 3)]),  # disconnected triangles
        from_edges(6, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (0, 5)]),  # the classic blossom case
        from_edges(10, [(i, (i + 1) % 5) for i in range(5)] + [(i, i + 5) for i in range(5)]),  # sunlet
        {-3: [7], 7: [-3, 100], 100: [7]},  # arbitrary integer labels
    ],
)
def test_small_graphs(g: Graph) -> None:
    assert_maximum(g, maximum_matching(g))
    assert_decomposition(g, gallai_edmonds(g))


@settings(max_examples=200, deadline=None)
@given(graphs)
def test_hypothesis_maximum(g: dict[int, set[int]]) -> None:
    assert_maximum(g, maximum_matching(g))


@pytest.mark.parametrize("seed", range(40))
def test_random_graphs(seed: int) -> None:
    rng = random.Random(seed)
    n = rng.randint(1, 80)
    g = random_graph(rng, n, rng.choice((0.02, 0.05, 0.1, 0.3)) * rng.random() * 2)
    assert_maximum(g, maximum_matching(g))
    g_lists = {v: sorted(ws, reverse=True) for v, ws in g.items()}  # lists work as well as sets
    assert_maximum(g_lists, maximum_matching(g_lists))


@pytest.mark.parametrize("seed", range(40))
def test_blossom_heavy_graphs(seed: int) -> None:
    g = blossom_graph(random.Random(seed), 4 + seed)
    assert_maximum(g, maximum_matching(g))


def test_nested_blossoms_and_long_paths() -> None:
    """Deep structures must not hit the recursion limit; sizes are known in closed form."""
    n = 20_001
    path = from_edges(n, [(i, i + 1) for i in range(n - 1)])
    assert_matching(path, m := maximum_matching(path))
    assert len(m) // 2 == n // 2
    # a chain of triangles, each hanging off the previous one: blossoms inside blossoms
    edges = []
    for k in range(3000):
        a, b, c = 2 * k, 2 * k + 1, 2 * k + 2
        edges += [(a, b), (b, c), (c, a)]
    chain = from_edges(6001, edges)
    d = gallai_edmonds(chain)
    assert_matching(chain, d.matching)
    assert len(d.matching) // 2 == 3000
    assert d.even == frozenset(chain) and not d.odd and not d.rest


def test_augmenting_path_reversed_through_nested_blossom() -> None:
    """A path rebuilt backwards through a blossom vertex whose own bridge is not at its mate.

    From root X: the blossom Q a1 b1 a2 b2 d2 c2 d1 c1 (bridge b2-d2) turns a1 even; a1 reaches e-f;
    the edge f-h4 closes a blossom with base X whose bridge side runs f e a1 ... Q, so P's path to X
    reverses through a1. P then meets the exposed Z: the augmenting path is Z P Q c1 d1 c2 d2 b2 a2
    b1 a1 e f h4 g4 ... g1 X, found from the warm start below (X and Z exposed).
    """
    names = [
        "X",
        "Z",
        "P",
        "Q",
        "a1",
        "b1",
        "a2",
        "b2",
        "c1",
        "d1",
        "c2",
        "d2",
        "e",
        "f",
        "g1",
        "h1",
        "g2",
        "h2",
        "g3",
        "h3",
        "g4",
        "h4",
    ]
    adjacency = {
        "X": "P g1", "Z": "P", "P": "X Q Z", "Q": "P a1 c1",
        "a1": "Q b1 e", "b1": "a1 a2", "a2": "b1 b2", "b2": "a2 d2",
        "c1": "Q d1", "d1": "c1 c2", "c2": "d1 d2", "d2": "c2 b2", "e": "a1 f", "f": "e h4",
        "g1": "X h1", "h1": "g1 g2", "g2": "h1 h2", "h2": "g2 g3", "g3": "h2 h3", "h3": "g3 g4", "g4": "h3 h4",
        "h4": "g4 f",
    }  # fmt: skip
    index = {name: i for i, name in enumerate(names)}
    g = {index[v]: [index[w] for w in ws.split()] for v, ws in adjacency.items()}
    initial = {}
    for pair in ["P-Q", "a1-b1", "a2-b2", "c1-d1", "c2-d2", "e-f", "g1-h1", "g2-h2", "g3-h3", "g4-h4"]:
        a, b = (index[v] for v in pair.split("-"))
        initial[a], initial[b] = b, a
    result = maximum_matching(g, initial)
    assert_maximum(g, result, len(initial) // 2 + 1)


# ---------------------------------------------------------------- Gallai-Edmonds


@settings(max_examples=150, deadline=None)
@given(graphs)
def test_hypothesis_decomposition(g: dict[int, set[int]]) -> None:
    assert_decomposition(g, gallai_edmonds(g))


@pytest.mark.parametrize("seed", range(12))
def test_decomposition_medium(seed: int) -> None:
    rng = random.Random(1000 + seed)
    g = blossom_graph(rng, 8) if seed % 2 else random_graph(rng, rng.randint(20, 40), rng.choice((0.04, 0.07, 0.12)))
    assert_decomposition(g, gallai_edmonds(g))


# ---------------------------------------------------------------- warm start


@settings(max_examples=100, deadline=None)
@given(graphs, st.randoms(use_true_random=False))
def test_hypothesis_warm_start(g: dict[int, set[int]], rng: random.Random) -> None:
    initial = random_matching(rng, g)
    result = maximum_matching(g, initial)
    assert_maximum(g, result)
    assert_decomposition(g, gallai_edmonds(g, initial))


@pytest.mark.parametrize("seed", range(20))
def test_warm_start_random(seed: int) -> None:
    rng = random.Random(seed)
    g = random_graph(rng, 60, 0.06)
    initial = random_matching(rng, g)
    assert_maximum(g, maximum_matching(g, initial))
    maximum = maximum_matching(g)
    assert maximum_matching(g, maximum) == maximum  # a maximum start is returned as is


def test_warm_start_drops_invalid_entries() -> None:
    g = from_edges(4, [(0, 1), (1, 2), (2, 3)])
    initial = {1: 2, 2: 1, 0: 3, 3: 0, 7: 8, 8: 7, 9: 1}  # 0-3 is no edge; 7, 8, 9 are no vertices
    result = maximum_matching(g, initial)
    assert_maximum(g, result)
    assert result == {0: 1, 1: 0, 2: 3, 3: 2}


# ---------------------------------------------------------------- matching_missing


def assert_missing_consistent(g: Graph, d: Decomposition) -> None:
    size = len(d.matching) // 2
    for v in g:
        missing = matching_missing(g, v, d)
        if v in d.even:
            assert missing is not None
            assert v not in missing
            assert_maximum(g, missing, size)
        else:
            assert missing is None


@settings(max_examples=100, deadline=None)
@given(graphs)
def test_hypothesis_matching_missing(g: dict[int, set[int]]) -> None:
    d = gallai_edmonds(g)
    assert_maximum(g, d.matching)
    assert set(d.even) == brute_force_parts(g)[0]
    assert_missing_consistent(g, d)


@pytest.mark.parametrize("seed", range(20))
def test_matching_missing_random(seed: int) -> None:
    rng = random.Random(500 + seed)
    g = blossom_graph(rng, 10) if seed % 2 else random_graph(rng, 50, 0.05)
    assert_missing_consistent(g, gallai_edmonds(g))


# ---------------------------------------------------------------- divisibility graphs


@pytest.mark.parametrize("n", [1, 2, 3, 10, 37, 100, 250, 600])
def test_divisibility_graphs(n: int) -> None:
    g = divisibility_graph(range(1, n + 1))
    d = gallai_edmonds(g)
    assert_maximum(g, d.matching)
    assert d.even | d.odd | d.rest == frozenset(g)
    assert {w for v in d.even for w in g[v]} - d.even == d.odd
    if n <= 40:
        assert_decomposition(g, d)
    for v in list(d.even)[:5] + list(d.odd)[:5] + list(d.rest)[:5]:
        missing = matching_missing(g, v, d)
        assert (missing is not None) == (v in d.even)
        if missing is not None:
            assert v not in missing
            assert_maximum(g, missing, len(d.matching) // 2)


@pytest.mark.parametrize("lo, hi", [(2, 30), (5, 60), (20, 90)])
def test_divisibility_intervals(lo: int, hi: int) -> None:
    g = divisibility_graph(range(lo, hi + 1))
    d = gallai_edmonds(g)
    assert_decomposition(g, d)
    assert_missing_consistent(g, d)


# ---------------------------------------------------------------- a graph growing one vertex at a time


def assert_grows_as_from_scratch(final: Graph, order: list[int], start: int, oracle: str) -> None:
    """Add the vertices of `final` in `order` (the first `start` of them there from the outset): after
    each one, D and the matching agree with the brute-force definition (`oracle` "brute") or with
    a decomposition from scratch ("scratch", for graphs too large for the brute force)."""
    graph: dict[int, list[int]] = {}

    def add(v: int) -> None:
        graph[v] = [w for w in final[v] if w in graph]
        for w in graph[v]:
            graph[w].append(v)

    for v in order[:start]:
        add(v)
    growing = GrowingDecomposition(graph)
    for v in order[start:]:
        add(v)
        growing.add(v)
        assert_maximum(graph, growing.mate, len(gallai_edmonds(graph).matching) // 2)
        expected = brute_force_parts(graph)[0] if oracle == "brute" else set(gallai_edmonds(graph).even)
        assert growing.even == expected, v
        assert all(growing.is_even(w) == (w in expected) for w in graph)


@settings(max_examples=120, deadline=None)
@given(graphs, st.randoms(use_true_random=False))
def test_hypothesis_growing(g: dict[int, set[int]], rng: random.Random) -> None:
    order = list(g)
    rng.shuffle(order)
    assert_grows_as_from_scratch(g, order, rng.randint(0, len(order)), "brute")


@pytest.mark.parametrize("seed", range(16))
def test_growing_random_and_blossom_heavy(seed: int) -> None:
    rng = random.Random(2000 + seed)
    g = blossom_graph(rng, 10) if seed % 2 else random_graph(rng, 45, rng.choice((0.05, 0.1, 0.2)))
    order = list(g)
    rng.shuffle(order)
    assert_grows_as_from_scratch(g, order, rng.choice((0, 1, len(order) // 2)), "brute" if seed < 2 else "scratch")


@pytest.mark.parametrize("lo, hi", [(1, 400), (2, 300), (7, 200)])
def test_growing_divisibility_graphs_number_by_number(lo: int, hi: int) -> None:
    """The Study table's case: lo..n for every n, each number joining its divisors."""
    g = divisibility_graph(range(lo, hi + 1))
    assert_grows_as_from_scratch(g, list(range(lo, hi + 1)), 0, "scratch")
