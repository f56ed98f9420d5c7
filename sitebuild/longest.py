"""py/factorgames/solve/tables/longest_chains.py: a longest chain of 1..n for every n up to a bound, each
proven optimal by an integer program (development only: needs scipy, see requirements-data.txt)."""

from __future__ import annotations

from .paths import PY_PACKAGE, engine_importable, log

LONGEST_CHAINS_PY = PY_PACKAGE / "solve" / "tables" / "longest_chains.py"
LONGEST_PROVEN_UP_TO = 100


def longest_chain_ilp(n: int, at_least: int) -> tuple[int, ...]:
    """A longest chain of 1..n, proven optimal by an integer program (scipy's HiGHS).

    A chain is a path of the divisibility graph; with a hub joined to every number it becomes a
    cycle through the hub. Variables: x_e for each edge, y_v for each number (on the chain).
    Each number has x-degree 2*y_v, the hub degree 2; maximise the sum of y. A solution may also
    hold cycles away from the hub: each is cut off (the edges inside its numbers are at most their
    count less one) and the program solved again, until the solution is one path. `at_least` is
    a length known to be reachable (the range before's: the answer never shrinks).
    """
    import numpy as np
    from scipy.optimize import Bounds, LinearConstraint, milp

    engine_importable()
    from factorgames.divisibility import divisors_in

    hub = 0
    edges = [(d, m) for m in range(2, n + 1) for d in divisors_in(m, 1, m - 1)] + [(hub, v) for v in range(1, n + 1)]
    ne = len(edges)
    size = ne + n  # x_e, then y_1..y_n
    rows: list[np.ndarray] = []
    lower: list[float] = []
    upper: list[float] = []

    def constrain(coefficients: dict[int, float], lo: float, hi: float) -> None:
        row = np.zeros(size)
        for column, value in coefficients.items():
            row[column] += value
        rows.append(row)
        lower.append(lo)
        upper.append(hi)

    touching: dict[int, list[int]] = {v: [] for v in range(n + 1)}
    for i, (a, b) in enumerate(edges):
        touching[a].append(i)
        touching[b].append(i)
    for v in range(1, n + 1):
        constrain({**{i: 1.0 for i in touching[v]}, ne + v - 1: -2.0}, 0, 0)
    constrain({i: 1.0 for i in touching[hub]}, 2, 2)
    constrain({ne + v - 1: 1.0 for v in range(1, n + 1)}, at_least, n)
    objective = np.concatenate([np.zeros(ne), -np.ones(n)])
    while True:
        result = milp(objective, constraints=LinearConstraint(np.array(rows), lower, upper),
                      integrality=np.ones(size), bounds=Bounds(0, 1))
        if result.x is None:
            raise RuntimeError(f"1..{n}: {result.message}")
        chosen = [edges[i] for i in range(ne) if result.x[i] > 0.5]
        parts = _components(chosen)
        loose = [part for part in parts if hub not in part]
        if not loose:
            return _walk(chosen, hub)
        for part in loose:
            constrain({i: 1.0 for i, (a, b) in enumerate(edges) if a in part and b in part}, 0, len(part) - 1)


def _components(edges: list[tuple[int, int]]) -> list[set[int]]:
    parent: dict[int, int] = {}

    def find(v: int) -> int:
        parent.setdefault(v, v)
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for a, b in edges:
        parent[find(a)] = find(b)
    groups: dict[int, set[int]] = {}
    for v in list(parent):
        groups.setdefault(find(v), set()).add(v)
    return list(groups.values())


def _walk(edges: list[tuple[int, int]], hub: int) -> tuple[int, ...]:
    """The path a cycle through the hub makes once the hub is taken out."""
    near: dict[int, list[int]] = {}
    for a, b in edges:
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    path = [near[hub][0]]
    previous = hub
    while path[-1] != near[hub][1]:
        step = next(w for w in near[path[-1]] if w != previous)
        previous = path[-1]
        path.append(step)
    return tuple(path)


def longest_chains_source() -> str:
    """py/factorgames/solve/tables/longest_chains.py: a proven longest chain of 1..n for every n up to
    LONGEST_PROVEN_UP_TO (development only: needs scipy, see requirements-data.txt)."""
    chains: dict[int, tuple[int, ...]] = {1: (1,)}
    for n in range(2, LONGEST_PROVEN_UP_TO + 1):
        chains[n] = longest_chain_ilp(n, len(chains[n - 1]))
        log(f"1..{n}: {len(chains[n])}")
    lines = ['"""A longest chain of 1..n for every n up to ' f"{LONGEST_PROVEN_UP_TO}" ', each proven optimal by an integer',
             "program (the lengths are OEIS A337125). Written by `python3 build.py --longest` (needs scipy:",
             "requirements-data.txt); a test checks every chain.", '"""',
             "LONGEST: dict[int, tuple[int, ...]] = {"]
    lines += [f"    {n}: {chain!r}," for n, chain in chains.items()]
    lines.append("}")
    return "\n".join(lines) + "\n"
