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
"""
from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

class ChainProofError(Exception):
    """The certificate does not prove what it claims."""


@dataclass(frozen=True)
class Model:
    """The rows of 1..n, rebuilt from n alone."""

    n: int
    edges: frozenset[tuple[int, int]]
    """Each edge (a, b), a < b: a divides b (both numbers), or a = 0 the depot."""

    @staticmethod
    def of(n: int) -> Model:
        edges = {(a, b) for b in range(2, n + 1) for a in range(1, b) if b % a == 0}
        return Model(n, frozenset(edges | {(0, v) for v in range(1, n + 1)}))

    def at(self, v: int) -> Iterator[tuple[int, int]]:
        """The edges at v (a number or the depot)."""
        if v == 0:
            yield from ((0, w) for w in range(1, self.n + 1))
            return
        yield (0, v)
        yield from ((d, v) for d in range(1, v) if v % d == 0)
        yield from ((v, m) for m in range(2 * v, self.n + 1, v))


def parse_variable(name: object, model: Model) -> str:
    """The variable's canonical name, or ChainProofError if it is not one of the model's."""
    if isinstance(name, str) and name[:1] == "y" and name[1:].isdigit() and 1 <= int(name[1:]) <= model.n:
        return f"y{int(name[1:])}"
    if isinstance(name, str) and name[:1] == "x":
        a, _, b = name[1:].partition("-")
        if a.isdigit() and b.isdigit() and (int(a), int(b)) in model.edges:
            return f"x{int(a)}-{int(b)}"
    raise ChainProofError(f"1..{model.n}: {name!r} is not a variable of the model")


def _cut(entry: Any, model: Model) -> tuple[int, frozenset[int]]:
    k, members = int(entry[0]), [int(v) for v in entry[1]]
    s = frozenset(members)
    if len(s) != len(members) or not all(1 <= v <= model.n for v in s) or k not in s:
        raise ChainProofError(f"1..{model.n}: the cut {entry!r} is not of the form (S, k): S distinct numbers "
                              "of 1..n holding k")
    return k, s


def _leaf_bound(leaf: Any, model: Model, cuts: list[tuple[int, frozenset[int]]],
                box: dict[str, int]) -> tuple[int, int]:
    """The leaf's bound on sum y, as (numerator, scale)."""
    scale = int(leaf["scale"])
    if scale < 1:
        raise ChainProofError(f"1..{model.n}: a leaf's scale is not positive")
    reduced: dict[str, int] = {f"y{v}": scale for v in range(1, model.n + 1)}   # r = scale * c - A^T lam
    reduced.update({f"x{a}-{b}": 0 for a, b in model.edges})
    total = 0                                                                     # lam . b
    for v, lam in ((int(v), int(lam)) for v, lam in leaf["degree"]):
        if not 0 <= v <= model.n:
            raise ChainProofError(f"1..{model.n}: a leaf weighs a degree row of {v}, not a number")
        for a, b in model.at(v):
            reduced[f"x{a}-{b}"] -= lam
        if v == 0:
            total += 2 * lam
        else:
            reduced[f"y{v}"] += 2 * lam
    for i, lam in ((int(i), int(lam)) for i, lam in leaf["cuts"]):
        if not 0 <= i < len(cuts) or lam < 0:
            raise ChainProofError(f"1..{model.n}: a leaf weighs the cut {i} by {lam} (a cut's weight is a "
                                  "cut's index, and not negative)")
        k, s = cuts[i]
        reduced[f"y{k}"] -= 2 * lam
        for v in s:
            for a, b in model.at(v):
                if (a in s) != (b in s):
                    reduced[f"x{a}-{b}"] += lam
    for name, r in reduced.items():
        fixed = box.get(name)
        total += r * fixed if fixed is not None else max(r, 0)
    return total, scale


def check_chain_proof(certificate: dict[str, Any]) -> tuple[int, int, int]:
    """Replay the certificate: (n, L, leaves) when it proves that no chain of 1..n is longer than
    L; ChainProofError otherwise."""
    try:
        model = Model.of(int(certificate["n"]))
        length = int(certificate["length"])
        if length < 1:
            raise ChainProofError(f"1..{model.n}: a length below 1 (the model holds the chains of 2 numbers or more)")
        cuts = [_cut(entry, model) for entry in certificate["cuts"]]
        leaves = 0
        stack: list[tuple[Any, dict[str, int]]] = [(certificate["tree"], {})]
        while stack:
            node, box = stack.pop()
            if "split" in node:
                name = parse_variable(node["split"], model)
                if name in box:
                    raise ChainProofError(f"1..{model.n}: the tree splits on {name} twice on one branch")
                for side in (0, 1):
                    if str(side) not in node:
                        raise ChainProofError(f"1..{model.n}: the split on {name} misses its branch {name} = {side}")
                    stack.append((node[str(side)], {**box, name: side}))
                continue
            bound, scale = _leaf_bound(node, model, cuts, box)
            if bound >= (length + 1) * scale:
                fixed = ", ".join(f"{k} = {v}" for k, v in sorted(box.items())) or "the root"
                raise ChainProofError(f"1..{model.n}: the leaf at {fixed} bounds the length by "
                                      f"{bound / scale:.6f}, not below {length + 1}")
            leaves += 1
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise ChainProofError(f"not a certificate of longest chains: {type(error).__name__}: {error}") from error
    return model.n, length, leaves
