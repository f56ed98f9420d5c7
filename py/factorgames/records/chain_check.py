"""Replay a certificate that no chain of 1..n is longer than L (standard library only, written
apart from the search in sitebuild/longest.py, which it never imports).

The model (Rob Pratt's, in OEIS A337125): a depot 0 joined to every number; a chain v1 .. vm of
length m >= 2 is the cycle 0 v1 .. vm 0, which sets x_e = 1 on its m + 1 edges and y_v = 1 on its
numbers, all else 0. Every such point satisfies, whatever the chain:

- degree rows: for each number v, x(edges at v) - 2 y_v = 0; at the depot, x(edges at 0) = 2;
- cut rows (S, k), S a set of numbers and k in S: 2 y_k - x(edges leaving S) <= 0 (a cycle
  through the depot that visits k leaves S and comes back: two edges at least);
- the box: 0 <= x_e, y_v <= 1, narrowed by the branches of the tree (a variable fixed to 0 or 1).

The length is sum y. A certificate has the cuts and a tree: each inner node splits its box on one
variable into the cases = 0 and = 1 (so the leaves cover every point), each leaf gives integer
multipliers `lam` over a denominator `scale`: any on degree rows, none negative on cut rows. For
every point z of the leaf's box that satisfies the rows, sum y = lam.A z + r.z <= lam.b + sum_j
max(r_j l_j, r_j u_j) with r = c - A^T lam (Neumaier and Shcherbina's safe bound), computed here
in exact integers. When it is below L + 1 for every leaf, no chain has length L + 1 or more.

Certificate (JSON): {"n": n, "length": L, "cuts": [[k, [S...]], ...], "tree": node}, a node being
{"split": "y17" or "x3-51" (the edge 3-51; the depot is 0), "0": node, "1": node} or
{"scale": D, "degree": [[v, lam], ...] (v = 0: the depot), "cuts": [[cut index, lam], ...]}.

Before any work the claimed sizes are bounded: n up to MAX_N (the records job's own limit), each
multiplier and scale up to MAX_WEIGHT; and the work is counted against a `Budget` (verify's time
bound): the rows of each leaf, each cut's edges, each node of the tree.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from .reading import Budget, RecordsError, array, field, integer, mapping

MAX_N = 400
"""The largest n replayed: the records job's own limit (job.CHAINS_LIMIT); the shipped certificates
reach 288."""
MAX_WEIGHT = 1 << 64
"""The largest multiplier or scale (the search writes them below 2**53 * 4**15; the shipped at most 2048)."""


class ChainProofError(RecordsError):
    """The certificate does not prove what it claims."""


@dataclass(frozen=True)
class Model:
    """The rows of 1..n, rebuilt from n alone."""

    n: int
    edges: frozenset[tuple[int, int]]
    """Each edge (a, b), a < b: a divides b (both numbers), or a = 0 the depot."""

    @staticmethod
    def of(n: int) -> Model:
        edges = {(a, b) for a in range(1, n + 1) for b in range(2 * a, n + 1, a)}
        return Model(n, frozenset(edges | {(0, v) for v in range(1, n + 1)}))

    @cached_property
    def edge_list(self) -> list[tuple[int, int]]:
        """The edges in order: x_e is the e-th."""
        return sorted(self.edges)

    @cached_property
    def index(self) -> dict[tuple[int, int], int]:
        return {edge: e for e, edge in enumerate(self.edge_list)}

    @cached_property
    def adjacent(self) -> list[list[int]]:
        """adjacent[v]: the edges at v (a number, or the depot 0)."""
        out: list[list[int]] = [[] for _ in range(self.n + 1)]
        for e, (a, b) in enumerate(self.edge_list):
            out[a].append(e)
            out[b].append(e)
        return out

    def slot(self, name: str) -> tuple[bool, int]:
        """Where a canonical variable's reduced cost is kept: (True, v) for y_v, (False, e) for x_e."""
        if name[0] == "y":
            return True, int(name[1:])
        a, _, b = name[1:].partition("-")
        return False, self.index[int(a), int(b)]


def parse_variable(name: object, model: Model) -> str:
    """The variable's canonical name, or ChainProofError if it is not one of the model's."""
    if isinstance(name, str) and 2 <= len(name) <= 12 and name.isascii():
        if name[0] == "y" and name[1:].isdigit() and 1 <= int(name[1:]) <= model.n:
            return f"y{int(name[1:])}"
        a, _, b = name[1:].partition("-")
        if name[0] == "x" and a.isdigit() and b.isdigit() and (int(a), int(b)) in model.edges:
            return f"x{int(a)}-{int(b)}"
    raise ChainProofError(f"1..{model.n}: {_short(name)} is not a variable of the model")


def _short(value: object) -> str:
    """A value as a message shows it, cut to a line."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _cut(entry: Any, model: Model, budget: Budget) -> tuple[int, list[int]]:
    """A cut (k, S), S as the certificate lists it (a set of each would weigh 30 times more)."""
    where = f"1..{model.n}: a cut"
    pair = array(entry, where)
    if len(pair) != 2:
        raise ChainProofError(f"1..{model.n}: the cut {_short(entry)} is not of the form (S, k): not a pair [k, S]")
    members = array(pair[1], where, most=model.n + 1)
    budget.spend(len(members) + 1)
    k = integer(pair[0], where, -MAX_WEIGHT, MAX_WEIGHT)
    numbers = [integer(v, where, -MAX_WEIGHT, MAX_WEIGHT) for v in members]
    s = set(numbers)
    if len(s) != len(numbers) or not all(1 <= v <= model.n for v in s) or k not in s:
        raise ChainProofError(
            f"1..{model.n}: the cut {_short(entry)} is not of the form (S, k): S distinct numbers of 1..n holding k"
        )
    return k, numbers


def _boundary(members: list[int], model: Model, budget: Budget) -> list[int]:
    """The edges with one end in S (the depot is never in S)."""
    out = []
    s = set(members)
    edges = model.edge_list
    for v in s:
        at = model.adjacent[v]
        budget.spend(len(at))
        for e in at:
            a, b = edges[e]
            if (a in s) != (b in s):
                out.append(e)
    return out


def _weights(entries: Any, what: str, model: Model, budget: Budget, signed: bool) -> dict[int, int]:
    """The pairs [row, lam] of a leaf, each row's multipliers summed."""
    out: dict[int, int] = {}
    pairs = array(entries, what)
    budget.spend(len(pairs))
    for entry in pairs:
        pair = array(entry, what)
        if len(pair) != 2:
            raise ChainProofError(f"1..{model.n}: {what} holds {_short(entry)}, not a pair [row, weight]")
        row = integer(pair[0], what, -MAX_WEIGHT, MAX_WEIGHT)
        lam = integer(pair[1], f"{what}: a weight", -MAX_WEIGHT, MAX_WEIGHT)
        if not signed and lam < 0:
            raise ChainProofError(
                f"1..{model.n}: a leaf weighs the cut {row} by {lam} (a cut's weight is a "
                "cut's index, and not negative)"
            )
        out[row] = out.get(row, 0) + lam
    return out


def _leaf_bound(
    leaf: dict[str, Any],
    model: Model,
    cuts: list[tuple[int, list[int]]],
    boundaries: dict[int, list[int]],
    box: dict[str, int],
    budget: Budget,
) -> tuple[int, int]:
    """The leaf's bound on sum y, as (numerator, scale)."""
    scale = integer(field(leaf, "scale", "a leaf"), "a leaf's scale", -MAX_WEIGHT, MAX_WEIGHT)
    if scale < 1:
        raise ChainProofError(f"1..{model.n}: a leaf's scale is not positive")
    budget.spend(model.n + len(model.edge_list))
    reduced_y = [scale] * (model.n + 1)  # r = scale * c - A^T lam
    reduced_y[0] = 0
    reduced_x = [0] * len(model.edge_list)
    total = 0  # lam . b
    for v, lam in _weights(field(leaf, "degree", "a leaf"), "a leaf's degree rows", model, budget, True).items():
        if not 0 <= v <= model.n:
            raise ChainProofError(f"1..{model.n}: a leaf weighs a degree row of {v}, not a number")
        at = model.adjacent[v]
        budget.spend(len(at))
        for e in at:
            reduced_x[e] -= lam
        if v == 0:
            total += 2 * lam
        else:
            reduced_y[v] += 2 * lam
    for i, lam in _weights(field(leaf, "cuts", "a leaf"), "a leaf's cuts", model, budget, False).items():
        if not 0 <= i < len(cuts):
            raise ChainProofError(
                f"1..{model.n}: a leaf weighs the cut {i} by {lam} (a cut's weight is a cut's index, and not negative)"
            )
        k, s = cuts[i]
        if i not in boundaries:
            boundaries[i] = _boundary(s, model, budget)
        reduced_y[k] -= 2 * lam
        budget.spend(len(boundaries[i]))
        for e in boundaries[i]:
            reduced_x[e] += lam
    total += sum(filter((0).__lt__, reduced_y)) + sum(filter((0).__lt__, reduced_x))  # max(r u, r l), box 0..1
    for name, fixed in box.items():  # narrowed to one value
        is_y, at_slot = model.slot(name)
        r = (reduced_y if is_y else reduced_x)[at_slot]
        total += r * fixed - max(r, 0)
    return total, scale


def check_chain_proof(certificate: dict[str, Any], budget: Budget | None = None) -> tuple[int, int, int]:
    """Replay the certificate: (n, L, leaves) when it proves that no chain of 1..n is longer than
    L; ChainProofError otherwise (RecordsError, which it is, when the certificate is not one or
    asks for more work than `budget` allows)."""
    budget = budget or Budget(None)
    try:
        certificate = mapping(certificate, "a certificate of longest chains")
        n = integer(
            field(certificate, "n", "a certificate"),
            "a certificate's n",
            1,
            MAX_N,
            "the most verify replays: the records job's own limit",
        )
        budget.spend(n * 8)
        model = Model.of(n)
        length = integer(field(certificate, "length", "a certificate"), f"1..{n}: the length", -MAX_WEIGHT, MAX_WEIGHT)
        if length < 1:
            raise ChainProofError(f"1..{model.n}: a length below 1 (the model holds the chains of 2 numbers or more)")
        cuts = [
            _cut(entry, model, budget)
            for entry in array(field(certificate, "cuts", "a certificate"), f"1..{n}: the cuts")
        ]
        boundaries: dict[int, list[int]] = {}
        leaves = 0
        stack: list[tuple[Any, dict[str, int]]] = [(field(certificate, "tree", "a certificate"), {})]
        while stack:
            node, box = stack.pop()
            node = mapping(node, f"1..{n}: a node of the tree")
            budget.spend(len(box) + 1)
            if "split" in node:
                name = parse_variable(node["split"], model)
                if name in box:
                    raise ChainProofError(f"1..{model.n}: the tree splits on {name} twice on one branch")
                for side in (0, 1):
                    if str(side) not in node:
                        raise ChainProofError(f"1..{model.n}: the split on {name} misses its branch {name} = {side}")
                    stack.append((node[str(side)], {**box, name: side}))
                continue
            bound, scale = _leaf_bound(node, model, cuts, boundaries, box, budget)
            if bound >= (length + 1) * scale:
                fixed = ", ".join(f"{k} = {v}" for k, v in sorted(box.items())) or "the root"
                raise ChainProofError(
                    f"1..{model.n}: the leaf at {fixed} bounds the length by "
                    f"{bound / scale:.6f}, not below {length + 1}"
                )
            leaves += 1
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ChainProofError(f"not a certificate of longest chains: {type(error).__name__}: {error}") from error
    return model.n, length, leaves
