"""Longest chains of 1..n (development only: needs scipy, see requirements-data.txt).

- py/factorgames/solve/tables/longest_chains.py, the engine's table: a longest chain for every n up
  to a bound, each proven optimal by scipy's integer program (`longest_chain_ilp`);
- the records' chains (`chain_certificate`): a longest chain found by a branch and cut of our own,
  with a certificate of its optimality that factorgames/records/chain_check.py replays without any
  solver.
"""

from __future__ import annotations

from typing import Any

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
        result = milp(
            objective,
            constraints=LinearConstraint(np.array(rows), lower, upper),
            integrality=np.ones(size),
            bounds=Bounds(0, 1),
        )
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
    lines = [
        f'"""A longest chain of 1..n for every n up to {LONGEST_PROVEN_UP_TO}, each proven optimal by an integer',
        "program (the lengths are OEIS A337125). Written by `python3 build.py --longest` (needs scipy:",
        "requirements-data.txt); a test checks every chain.",
        '"""',
        "LONGEST: dict[int, tuple[int, ...]] = {",
    ]
    lines += [f"    {n}: {chain!r}," for n, chain in chains.items()]
    lines.append("}")
    return "\n".join(lines) + "\n"


HUB = 0
CUT_ROUNDS = 60
"""Rounds of cuts at most at a node before it branches (fewer leave more leaves, more cost LPs)."""
SCALES = tuple(1 << k for k in range(0, 31, 2))
"""The denominators tried, smallest first, for a leaf's multipliers rounded to integers."""


def chain_certificate(n: int) -> tuple[tuple[int, ...], dict[str, Any]]:
    """A longest chain of 1..n and the certificate that none is longer, in the form
    factorgames/records/chain_check.py replays (its docstring states the model).

    A branch and cut over linear programs (scipy's HiGHS): at each node, cuts (S, k) are added
    while the fractional solution violates one (a minimum cut between k and the depot below 2 y_k),
    up to CUT_ROUNDS rounds; a node closes once its duals, rounded to integers over a power of 4,
    bound the length below the best chain's plus one; otherwise it branches on the most fractional
    variable, the side the solution leans to first (a dive that finds long chains). An integral
    solution that no cut refuses is a chain: the best so far.
    """
    search = _BranchAndCut(n)
    tree = search.node({})
    used = sorted({i for leaf in _leaves(tree) for i, _ in leaf["cuts"]})
    renumber = {old: new for new, old in enumerate(used)}
    for leaf in _leaves(tree):
        leaf["cuts"] = [[renumber[i], lam] for i, lam in leaf["cuts"]]
    cuts = [[k, sorted(s)] for s, k in (search.cuts[i] for i in used)]
    return search.best, {"n": n, "length": len(search.best), "cuts": cuts, "tree": tree}


def _leaves(tree: dict[str, Any]) -> list[dict[str, Any]]:
    return [tree] if "split" not in tree else _leaves(tree["0"]) + _leaves(tree["1"])


class _BranchAndCut:
    """The search of one n: the model's rows (degree equalities, then the cuts found) and the best
    chain so far."""

    def __init__(self, n: int) -> None:
        import numpy as np
        from scipy.sparse import csr_matrix

        self.np = np
        self.n = n
        self.edges = [(d, m) for m in range(2, n + 1) for d in range(1, m // 2 + 1) if m % d == 0]
        self.edges += [(HUB, v) for v in range(1, n + 1)]
        self.ne = len(self.edges)
        self.names = [f"x{a}-{b}" for a, b in self.edges] + [f"y{v}" for v in range(1, n + 1)]
        rows = [a for a, _ in self.edges] + [b for _, b in self.edges] + list(range(1, n + 1))
        columns = list(range(self.ne)) * 2 + list(range(self.ne, self.ne + n))
        values = [1.0] * (2 * self.ne) + [-2.0] * n
        self.a_eq = csr_matrix((values, (rows, columns)), shape=(n + 1, len(self.names)))
        self.b_eq = np.zeros(n + 1)
        self.b_eq[HUB] = 2
        self.c = np.concatenate([np.zeros(self.ne), np.ones(n)])
        self.cuts: list[tuple[frozenset[int], int]] = []
        self.cut_rows: list[Any] = []
        self.known: set[tuple[frozenset[int], int]] = set()
        self.tails = np.array([a for a, _ in self.edges] + [b for _, b in self.edges])
        self.heads = np.array([b for _, b in self.edges] + [a for a, _ in self.edges])
        self.best: tuple[int, ...] = (1,)

    def _a_ub(self) -> Any:
        from scipy.sparse import vstack

        return vstack(self.cut_rows).tocsr() if self.cut_rows else None

    def _add_cut(self, s: frozenset[int], k: int) -> bool:
        from scipy.sparse import csr_matrix

        if (s, k) in self.known:
            return False
        crossing = [j for j, (a, b) in enumerate(self.edges) if (a in s) != (b in s)]
        self.cut_rows.append(
            csr_matrix(
                ([-1.0] * len(crossing) + [2.0], ([0] * (len(crossing) + 1), crossing + [self.ne + k - 1])),
                shape=(1, len(self.names)),
            )
        )
        self.cuts.append((s, k))
        self.known.add((s, k))
        return True

    def _solve(self, lo: Any, hi: Any) -> tuple[Any, Any, Any] | None:
        """The LP's solution and duals (on the degree rows, on the cuts), or None if infeasible."""
        from scipy.optimize import linprog

        a_ub = self._a_ub()
        result = linprog(
            -self.c,
            A_ub=a_ub,
            b_ub=None if a_ub is None else self.np.zeros(a_ub.shape[0]),
            A_eq=self.a_eq,
            b_eq=self.b_eq,
            bounds=self.np.column_stack([lo, hi]),
            method="highs",
        )
        if result.status == 2:
            return None
        if result.status != 0:
            raise RuntimeError(f"1..{self.n}: {result.message}")
        cut_duals = -result.ineqlin.marginals if a_ub is not None else self.np.zeros(0)
        return result.x, -result.eqlin.marginals, cut_duals

    def _elastic_duals(self, lo: Any, hi: Any, penalty: float) -> tuple[Any, Any]:
        """Duals of an infeasible node's rows: those of the LP that may break each row at a cost of
        `penalty` per unit (their safe bound falls as the penalty grows)."""
        from scipy.optimize import linprog
        from scipy.sparse import hstack, identity

        np = self.np
        a_ub = self._a_ub()
        m_eq, m_ub = self.a_eq.shape[0], 0 if a_ub is None else a_ub.shape[0]
        eye = identity(m_eq, format="csr")
        a_eq = hstack([self.a_eq, eye, -eye]).tocsr()
        cost = np.concatenate([-self.c, np.full(2 * m_eq + m_ub, penalty)])
        bounds = np.vstack(
            [np.column_stack([lo, hi]), np.column_stack([np.zeros(2 * m_eq + m_ub), np.full(2 * m_eq + m_ub, np.inf)])]
        )
        if a_ub is not None:
            a_eq = hstack([a_eq, np.zeros((m_eq, m_ub))]).tocsr()
            a_ub = hstack([a_ub, np.zeros((m_ub, 2 * m_eq)), -identity(m_ub)]).tocsr()
        result = linprog(
            cost,
            A_ub=a_ub,
            b_ub=None if a_ub is None else np.zeros(m_ub),
            A_eq=a_eq,
            b_eq=self.b_eq,
            bounds=bounds,
            method="highs",
        )
        if result.status != 0:
            raise RuntimeError(f"1..{self.n}: {result.message}")
        return -result.eqlin.marginals, -result.ineqlin.marginals if a_ub is not None else np.zeros(0)

    def _leaf(self, degree_duals: Any, cut_duals: Any, lo: Any, hi: Any) -> dict[str, Any] | None:
        """The duals rounded to integers over the smallest scale whose safe bound (exact: integers
        below 2**53 in floats) is below the best length plus one; None if no scale does."""
        np = self.np
        a_eq_t = self.a_eq.T.tocsr()
        a_ub = self._a_ub()
        a_ub_t = None if a_ub is None else a_ub.T.tocsr()
        for scale in SCALES:
            lam_eq = np.round(degree_duals * scale)
            lam_ub = np.maximum(np.round(cut_duals * scale), 0)
            reduced = scale * self.c - a_eq_t @ lam_eq
            if a_ub_t is not None:
                reduced -= a_ub_t @ lam_ub
            bound = lam_eq @ self.b_eq + np.where(reduced > 0, reduced * hi, reduced * lo).sum()
            if bound < (len(self.best) + 1) * scale:
                return {
                    "scale": scale,
                    "degree": [[v, int(x)] for v, x in enumerate(lam_eq) if x],
                    "cuts": [[i, int(x)] for i, x in enumerate(lam_ub) if x],
                }
        return None

    def _separate(self, z: Any) -> int:
        """Add the cuts (S, k) that z violates: S the side of k of a minimum cut between k and the
        depot in the graph weighted by x, when that cut weighs less than 2 y_k."""
        from scipy.sparse import csr_matrix
        from scipy.sparse.csgraph import breadth_first_order, maximum_flow

        np = self.np
        x, y = z[: self.ne], z[self.ne :]
        weight = np.concatenate([x, x])
        keep = weight > 1e-9
        capacity = csr_matrix(
            (np.floor(weight[keep] * 1e6).astype(np.int32), (self.tails[keep], self.heads[keep])),
            shape=(self.n + 1, self.n + 1),
        )
        added = 0
        inside: set[int] = set()
        for k in sorted(range(1, self.n + 1), key=lambda v: -y[v - 1]):
            if y[k - 1] < 1e-6 or k in inside:
                continue
            flow = maximum_flow(capacity, k, HUB)
            if flow.flow_value >= 2e6 * y[k - 1] - 1e3:
                continue
            residual = (capacity - flow.flow).tocsr()
            residual.data[residual.data < 0] = 0
            residual.eliminate_zeros()
            s = frozenset(int(v) for v in breadth_first_order(residual, k, return_predecessors=False))
            crossing = sum(x[j] for j, (a, b) in enumerate(self.edges) if (a in s) != (b in s))
            top = max(s, key=lambda v: y[v - 1])
            if crossing < 2 * y[top - 1] - 1e-6 and self._add_cut(s, top):
                added += 1
                inside |= s
        return added

    def node(self, fixed: dict[int, int]) -> dict[str, Any]:
        """The certificate's subtree for the box of `fixed` (column: 0 or 1)."""
        np = self.np
        lo, hi = np.zeros(len(self.names)), np.ones(len(self.names))
        for j, side in fixed.items():
            lo[j] = hi[j] = side
        rounds = 0
        while True:
            solved = self._solve(lo, hi)
            if solved is None:
                penalty = 2.0 * self.n
                while (leaf := self._leaf(*self._elastic_duals(lo, hi, penalty), lo, hi)) is None:
                    if penalty > 1e9:
                        raise RuntimeError(f"1..{self.n}: no bound closes an infeasible node")
                    penalty *= 8
                return leaf
            z, degree_duals, cut_duals = solved
            # (a sum that high: no rounding of its duals can close it)
            if (
                z[self.ne :].sum() < len(self.best) + 1 - 1e-9
                and (leaf := self._leaf(degree_duals, cut_duals, lo, hi)) is not None
            ):
                return leaf
            integral = bool(np.abs(z - np.round(z)).max() < 1e-7)
            if (rounds < CUT_ROUNDS or integral) and self._separate(z):
                rounds += 1
                continue
            if integral:
                chain = _walk([self.edges[j] for j in range(self.ne) if z[j] > 0.5], HUB)
                if len(chain) <= len(self.best):
                    raise RuntimeError(f"1..{self.n}: a node's integral solution neither closes it nor is longer")
                self.best = chain
                continue
            break
        fraction = np.minimum(z - np.floor(z), np.ceil(z) - z)
        j = (
            self.ne + int(np.argmax(fraction[self.ne :]))
            if fraction[self.ne :].max() > 1e-7
            else int(np.argmax(fraction))
        )
        out: dict[str, Any] = {"split": self.names[j]}
        for side in (1, 0) if z[j] > 0.5 else (0, 1):
            out[str(side)] = self.node({**fixed, j: side})
        return out
