"""Maximum matching in general graphs (Edmonds' blossom algorithm), Gallai-Edmonds decomposition.

Gallai-Edmonds structure theorem. Let D be the set of vertices missed by at least one maximum
matching of G, A the neighbours of D outside D, and C the remaining vertices. Then every
component of G[D] is factor-critical and G[C] has a perfect matching; every maximum matching
matches C perfectly within C, matches A into distinct components of G[D], and matches each
component of G[D] near-perfectly (all but one of its vertices within it).

Reading D off a search. Given a maximum matching M, grow an alternating forest from all
M-exposed vertices at once, contracting blossoms as Edmonds does. The search finds no augmenting
path, and at its end the outer (even) vertices, blossoms included, are exactly D, the inner
(odd) vertices are A, and the vertices never reached are C: an even vertex v is missed by the
maximum matching obtained by flipping the even alternating path from v to its root, while the
odd and unreached vertices are covered by every maximum matching.

Algorithm and cost. A greedy matching (low-degree vertices first) is augmented in phases; each
phase grows a forest from every exposed vertex and augments along vertex-disjoint paths, as soon
as two even vertices of different live trees meet, retiring both trees for the rest of the
phase. Blossoms are never built explicitly: blossom bases live in a union-find structure
(union by size, path compression), and a vertex that turns even inside a blossom just records
the blossom's bridge edge (Gabow's lazy labels); paths are rebuilt only when augmenting. A phase
therefore costs O(E·α(V)) plus O(V) per augmentation, and there are at most V/2 + 1 phases, so
the worst case is O(V·E·α(V)), i.e. O(V·E) in practice; with the greedy start a few phases
usually suffice. Everything is iterative, so no recursion limit is involved.

A growing graph (`GrowingDecomposition`, the Study table's 1..n for every n): the failed search
of the graph so far is kept. The final labels of a failed search do not depend on the order in
which edges are looked at, so the search can carry on: a new vertex joins as one more exposed
root; if an augmenting path turns up, only the two trees it ran through are taken down (every
other tree keeps its matched edges, labels and blossoms) and the even vertices next to them look
at those edges again. The matching grows by one at most, so the search then fails again.
"""

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass

Graph = Mapping[int, Collection[int]]

_UNSEEN, _EVEN, _ODD = 0, 1, 2


@dataclass(frozen=True)
class Decomposition:
    """A maximum matching together with the Gallai-Edmonds partition D, A, C of the vertices."""

    matching: dict[int, int]
    even: frozenset[int]
    odd: frozenset[int]
    rest: frozenset[int]


class _Forest:
    """One alternating-forest search (a phase) over `graph`, augmenting the mate map in place.

    Every vertex in `blocked` is treated as already odd, so the search never enters it: this is how
    a vertex is deleted from the graph without copying it.
    """

    def __init__(self, graph: Graph, mate: dict[int, int], blocked: Iterable[int] = ()) -> None:
        self.graph = graph
        self.mate = mate
        self.label = dict.fromkeys(graph, _UNSEEN)
        for v in blocked:
            self.label[v] = _ODD
        self.root: dict[int, int] = {}  # labelled vertex -> root of its tree
        self.parent: dict[int, int] = {}  # odd vertex -> the even vertex that reached it
        self.bridge: dict[int, tuple[int, int]] = {}  # odd turned even -> blossom edge, own side first
        # blossoms as union-find sets; absent entries mean: a representative, size 1, its own base
        self.link: dict[int, int] = {}  # vertex -> union-find parent
        self.size: dict[int, int] = {}  # representative -> set size
        self.base: dict[int, int] = {}  # representative -> blossom base
        self.mark: dict[int, int] = {}  # base -> stamp of the last ancestor walk that visited it
        self.stamp = 0
        self.queue: list[int] = []  # the even vertices, in the order they were labelled
        self.members: dict[int, list[int]] = {}  # root -> the vertices of its tree
        self.dead: set[int] = set()  # roots of trees retired for the rest of a phase
        self.again: list[tuple[int, list[int]]] = []
        """Edges to look at again when resuming: an even vertex and its neighbours taken down."""

    def grow(self, limit: int | None = None) -> int:
        """Search from every exposed vertex at once; return the number of augmentations made.

        Stops after `limit` augmentations, if given. With no augmentation, the labels describe a
        complete failed search.
        """
        graph, mate, label, root, queue, dead = self.graph, self.mate, self.label, self.root, self.queue, self.dead
        for r in graph:
            if r not in mate and label[r] == _UNSEEN:  # blocked vertices are labelled already
                label[r] = _EVEN
                root[r] = r
                self.members[r] = [r]
                queue.append(r)
        found = 0
        for x in queue:  # the queue grows while it is scanned
            rx = root[x]
            if rx in dead:
                continue
            y = self._scan(x, graph[x])
            if y is not None:
                dead.add(rx)
                dead.add(root[y])
                self._augment(x, y)
                found += 1
                if found == limit:
                    return found
        return found

    def _scan(self, x: int, ys: Iterable[int]) -> int | None:
        """Look from the even vertex x at its neighbours `ys`: label the matched vertices it reaches
        (odd, and their mates even), contract the blossoms its edges close; stop at an even vertex of
        another live tree and return it (the edge ends an augmenting path), else None."""
        label, root, parent, mate, link, base = self.label, self.root, self.parent, self.mate, self.link, self.base
        queue, dead = self.queue, self.dead
        rx = root[x]
        tree = self.members[rx]
        sx = self._find(x)  # x's blossom (as a set), until a new blossom takes it in
        for y in ys:
            ly = label[y]
            if ly == _UNSEEN:  # matched, since every exposed vertex is a root
                m = mate[y]
                label[y] = _ODD
                parent[y] = x
                root[y] = rx
                label[m] = _EVEN
                root[m] = rx
                queue.append(m)
                tree.append(y)
                tree.append(m)
            elif ly == _EVEN:
                ry = root[y]
                if ry == rx:
                    sy = y
                    while sy in link:  # _find inlined (the hottest line), compressing y's link
                        sy = link[sy]
                    if sy != y:
                        link[y] = sy
                    if sy != sx:  # two blossoms of one tree: the edge closes a new one
                        self._blossom(x, y, base.get(sx, sx), base.get(sy, sy))
                        sx = self._find(x)
                elif ry not in dead:
                    return y
        return None

    def resume_from(self, vertex: int) -> tuple[list[int], list[int]]:
        """Carry a complete failed search over to the graph with `vertex` (exposed, new) added.
        Return the vertices taken down on the way, and those labelled even (some maybe taken down
        again later).

        `vertex` becomes a root and is scanned; an augmenting path found on the way is flipped and
        the two trees it ran through are taken down (`_dissolve`), and the even vertices next to
        them look again at those neighbours (only those: their other edges are as they were), until
        the search fails again.
        """
        graph, label, root, members = self.graph, self.label, self.root, self.members
        label[vertex] = _EVEN
        root[vertex] = vertex
        members[vertex] = [vertex]
        self.queue = queue = [vertex]  # `_scan` and `_blossom` add the vertices they turn even
        again: list[tuple[int, list[int]]] = []
        self.again = again
        gone: list[int] = []
        trees = {root[y] for y in graph[vertex] if label[y] == _EVEN}
        if trees:  # an augmenting path at once: through the smallest tree, the least to take down
            near = min(trees, key=lambda r: len(members[r]))
            self._augment(vertex, next(y for y in graph[vertex] if label[y] == _EVEN and root[y] == near))
            gone += self._dissolve(vertex, near)
        scanned = 0
        while scanned < len(queue) or again:
            if scanned < len(queue):  # a vertex turned even: all its edges
                x = queue[scanned]
                scanned += 1
                ys: Collection[int] = graph[x]
            else:  # an even vertex next to a tree taken down: its edges to it
                x, ys = again.pop()
            if label[x] != _EVEN:  # taken down since
                continue
            y = self._scan(x, ys)
            if y is not None:
                rx, ry = root[x], root[y]
                self._augment(x, y)
                gone += self._dissolve(rx, ry)  # x's tree among them
        return gone, queue

    def _dissolve(self, *roots: int) -> list[int]:
        """Take down the trees of `roots` (their vertices all matched now, after an augmentation),
        have the even vertices next to them look at them again (`again`), and return what went."""
        label, root, graph, bridge, link, size, base = (
            self.label,
            self.root,
            self.graph,
            self.bridge,
            self.link,
            self.size,
            self.base,
        )
        gone = [v for r in roots for v in self.members.pop(r)]
        for v in gone:  # (a parent or a mark left behind is never read again)
            label[v] = _UNSEEN
            del root[v]
            bridge.pop(v, None)
            link.pop(v, None)
            size.pop(v, None)
            base.pop(v, None)
        near: dict[int, list[int]] = {}
        for v in gone:
            for w in graph[v]:
                if label[w] == _EVEN:
                    near.setdefault(w, []).append(v)
        self.again.extend(near.items())
        return gone

    def _find(self, v: int) -> int:
        """Representative of the blossom set containing v."""
        link = self.link
        r = v
        while r in link:
            r = link[r]
        while v != r:
            link[v], v = r, link[v]
        return r

    def _find_base(self, v: int) -> int:
        """Base of the outermost blossom containing v (v itself if it is in none)."""
        r = self._find(v)
        return self.base.get(r, r)

    def _merge(self, v: int, base: int) -> None:
        """Merge the set of v into the (disjoint) set of `base`, which stays the base."""
        a, b = self._find(v), self._find(base)
        size = self.size
        sa, sb = size.get(a, 1), size.get(b, 1)
        if sa > sb:
            a, b = b, a
        self.link[a] = b
        size[b] = sa + sb
        self.base[b] = base

    def _blossom(self, x: int, y: int, bx: int, by: int) -> None:
        """Contract the blossom closed by the edge x-y between even vertices of one tree."""
        mate, parent, mark = self.mate, self.parent, self.mark
        self.stamp += 1
        stamp = self.stamp
        a: int | None = bx
        b: int | None = by
        while True:  # walk up from both sides in turn until one meets the other's trail
            if a is not None:
                if mark.get(a) == stamp:
                    top = a
                    break
                mark[a] = stamp
                m = mate.get(a)
                a = None if m is None else self._find_base(parent[m])
            a, b = b, a
        label, bridge, queue = self.label, self.bridge, self.queue
        for s, t in ((x, y), (y, x)):
            b = self._find_base(s)
            while b != top:
                m = mate[b]
                label[m] = _EVEN
                bridge[m] = (s, t)
                queue.append(m)
                self._merge(b, top)
                self._merge(m, top)
                b = self._find_base(parent[m])

    def _path(self, v: int, w: int) -> list[int]:
        """The even alternating path from even vertex v up to its even ancestor w, both included."""
        mate, parent, bridge = self.mate, self.parent, self.bridge
        out: list[int] = []
        todo = [(v, w, True)]  # (from, to, forward?) segments, emitted last-pushed first
        while todo:
            v, w, forward = todo.pop()
            if forward:
                while v != w:
                    out.append(v)
                    if v in bridge:  # v, then back down its side of the blossom, then across
                        s, t = bridge[v]
                        todo.append((t, w, True))
                        todo.append((s, mate[v], False))
                        break
                    m = mate[v]
                    out.append(m)
                    v = parent[m]
                else:
                    out.append(w)
            elif v == w:
                out.append(v)
            elif v in bridge:
                s, t = bridge[v]
                todo.append((v, v, True))
                todo.append((s, mate[v], True))
                todo.append((t, w, False))
            else:
                m = mate[v]
                todo.append((v, v, True))
                todo.append((m, m, True))
                todo.append((parent[m], w, False))
        return out

    def _augment(self, x: int, y: int) -> None:
        """Flip the augmenting path root(x) ... x - y ... root(y)."""
        mate = self.mate
        for s in (x, y):
            path = self._path(s, self.root[s])
            for i in range(1, len(path) - 1, 2):
                a, b = path[i], path[i + 1]
                mate[a] = b
                mate[b] = a
        mate[x] = y
        mate[y] = x


def _start(graph: Graph, initial: Mapping[int, int] | None) -> dict[int, int]:
    """The valid edges of `initial`, then greedily extended: vertices of low degree pick first."""
    mate: dict[int, int] = {}
    if initial:
        for u, v in initial.items():
            unmatched = u != v and u not in mate and v not in mate
            if unmatched and u in graph and v in graph and v in graph[u]:
                mate[u] = v
                mate[v] = u
    degree = {v: len(neighbours) for v, neighbours in graph.items()}
    for v in sorted(graph, key=degree.__getitem__):
        if v in mate:
            continue
        free = [w for w in graph[v] if w not in mate and w != v]
        if free:
            w = min(free, key=degree.__getitem__)
            mate[v] = w
            mate[w] = v
    return mate


def _solve(graph: Graph, initial: Mapping[int, int] | None) -> tuple[dict[int, int], _Forest]:
    """A maximum matching and the final, failed search that proves it maximum."""
    return _augmented(graph, _start(graph, initial))


def _augmented(graph: Graph, mate: dict[int, int]) -> tuple[dict[int, int], _Forest]:
    """`mate` augmented in place until maximum, and the final, failed search."""
    while True:
        forest = _Forest(graph, mate)
        if not forest.grow():
            return mate, forest


def maximum_matching(graph: Graph, initial: Mapping[int, int] | None = None) -> dict[int, int]:
    """Return a maximum matching as a mate map (u -> v and v -> u for every matched edge).

    `initial`, if given, is a valid matching (mate map) to start from (warm start); entries for
    vertices not in graph or edges not in graph are dropped.
    """
    return _solve(graph, initial)[0]


def gallai_edmonds(graph: Graph, initial: Mapping[int, int] | None = None) -> Decomposition:
    """A maximum matching and the Gallai-Edmonds decomposition D (even), A (odd), C (rest).

    One maximum matching plus one final alternating-forest search from all exposed vertices: the
    outer (even) vertices, blossoms included, are exactly D.
    """
    return _read(*_solve(graph, initial))


class GrowingDecomposition:
    """The Gallai-Edmonds decomposition of a graph that grows one vertex at a time, kept by resuming
    the last failed search rather than searching anew.

    A new vertex joins the failed search as a new root (it is exposed). Scanning from it either
    fails too, and the search stays failed on the larger graph (D gains what the new tree reaches),
    or meets an even vertex of another tree: the path is flipped, the matching grows by one (it
    cannot grow more), and only the two trees the path ran through are taken down. The other trees
    keep their labels and blossoms (their matched edges did not change), so the search resumes from
    their even vertices next to what was taken down, and fails again. Each step costs what changed,
    not a search of the whole graph.

    >>> graph = {1: [2], 2: [1]}
    >>> growing = GrowingDecomposition(graph)
    >>> sorted(growing.even)  # one edge: every vertex is matched by every maximum matching
    []
    >>> graph[3] = [2]; graph[2].append(3); growing.add(3)
    >>> sorted(growing.even)  # a path of three: its ends are each missed by one
    [1, 3]
    >>> graph[4] = [3]; graph[3].append(4); growing.add(4)
    >>> sorted(growing.even), len(growing.mate) // 2
    ([], 2)
    """

    def __init__(self, graph: dict[int, list[int]]) -> None:
        self.graph = graph
        self.mate, self._forest = _solve(graph, None)
        self.even = {v for v, label in self._forest.label.items() if label == _EVEN}
        """D: the vertices some maximum matching misses (kept up to date: read, never change it)."""

    def is_even(self, vertex: int) -> bool:
        """Whether some maximum matching misses `vertex` (it is in D)."""
        return vertex in self.even

    def add(self, vertex: int) -> None:
        """Take in `vertex`, already added to the graph with its edges (to vertices already there)."""
        forest = self._forest
        gone, turned = forest.resume_from(vertex)
        self.even.difference_update(gone)
        self.even.update(v for v in turned if forest.label[v] == _EVEN)


def _read(mate: dict[int, int], forest: _Forest) -> Decomposition:
    """The decomposition read off a maximum matching's final, failed search."""
    parts: tuple[list[int], list[int], list[int]] = ([], [], [])  # indexed by label
    for v, lv in forest.label.items():
        parts[lv].append(v)
    rest, even, odd = parts
    return Decomposition(mate, frozenset(even), frozenset(odd), frozenset(rest))


def matching_missing(graph: Graph, vertex: int, decomposition: Decomposition) -> dict[int, int] | None:
    """A maximum matching of `graph` not covering `vertex`; None if every maximum matching covers it.

    `decomposition` must be that of `graph`. For vertex in D, the decomposition's matching minus
    vertex's edge is one augmenting path short in the graph without vertex, so a single search from
    its exposed vertices, stopped at the first augmentation, restores a maximum matching.
    """
    if vertex not in decomposition.even:
        return None
    mate = dict(decomposition.matching)
    partner = mate.pop(vertex, None)
    if partner is None:
        return mate
    del mate[partner]
    return mate if _Forest(graph, mate, blocked=(vertex,)).grow(limit=1) else None


def even_without(graph: Graph, vertex: int, decomposition: Decomposition) -> frozenset[int]:
    """D of `graph` without `vertex`, for a vertex that every maximum matching covers (not in D).

    `decomposition` must be that of `graph`. Without such a vertex the maximum matching shrinks by
    one, so the decomposition's matching less vertex's edge is maximum there: a single failed
    search reads D off, instead of a decomposition from scratch.
    """
    if vertex in decomposition.even:
        raise ValueError("the vertex is missed by some maximum matching")
    mate = dict(decomposition.matching)
    partner = mate.pop(vertex, None)
    if partner is not None:
        del mate[partner]
    forest = _Forest(graph, mate, blocked=(vertex,))
    if forest.grow(limit=1):
        raise AssertionError("a vertex outside D left an augmenting path behind")
    return frozenset(v for v, label in forest.label.items() if label == _EVEN)
