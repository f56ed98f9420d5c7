"""The numbers' web: the divisibility graph of a chain position (the unused numbers and the
current one) with the winner's pairing, laid out for drawing.

Numbers sit on rings by how many prime factors they have (1 in the middle, the primes on the first
ring, then 4, 6, 9, ... outwards), and in sectors by their largest prime factor: 47 and 94 share
a sector, as do 5, 10, 15, 20, ..., so that a number and its double or its prime usually sit close
together (the winner's pairs are mostly such). A sector is as wide as its fullest ring needs, and
the first ring is large enough that no two numbers overlap.

>>> from factorgames.games.chain.rules import ChainRules
>>> w = web(ChainRules(1, 12).initial_position().play(6), ((1, 2), (3, 9)), "Player 1")
>>> [node["n"] for node in w["nodes"] if node["state"] == "current"], len(w["nodes"])
([6], 12)
>>> sorted((e["a"], e["b"]) for e in w["edges"] if e["pair"])
[(1, 2), (3, 9)]
"""

from __future__ import annotations

import math

from ...contract.views import WebEdgeView, WebNodeView, WebView
from ...divisibility import divisors_in
from ...i18n import _, person
from .rules import ChainPosition

WEB_MAX = 100
"""The web is drawn for at most this many numbers (beyond, it is no longer readable)."""

SPACING = 34.0
"""The distance between neighbouring numbers on a ring (a number's circle is 28 across)."""
RING_GAP = 46.0
MARGIN = 22.0


def prime_factors(n: int) -> int:
    """How many prime factors n has, counted with multiplicity.

    >>> [prime_factors(n) for n in (1, 7, 12, 64)]
    [0, 1, 3, 6]
    """
    count, p = 0, 2
    while p * p <= n:
        while n % p == 0:
            n //= p
            count += 1
        p += 1
    return count + (n > 1)


def largest_prime(n: int) -> int:
    """The largest prime factor of n > 1.

    >>> [largest_prime(n) for n in (2, 12, 94, 97)]
    [2, 3, 47, 97]
    """
    p = 2
    while p * p <= n:
        while n % p == 0 and n > p:
            n //= p
        p += 1
    return n


def web(position: ChainPosition, pairs: tuple[tuple[int, int], ...], winner: str | None) -> WebView:
    """The web of the position's unused numbers and its current one; `pairs` is the winner's
    pairing (empty when none is shown) and `winner` who follows it."""
    current = position.current
    numbers = sorted(position.unused | ({current} if current is not None else set()))
    if len(numbers) > WEB_MAX:
        return {
            "size": 0,
            "nodes": [],
            "edges": [],
            "caption": "",
            "note": _("The web is drawn once at most {most} numbers are left; now there are {count}.").format(
                most=WEB_MAX, count=len(numbers)
            ),
        }
    legal = set(position.legal_moves())
    partner = {a: b for a, b in pairs} | {b: a for a, b in pairs}
    families: dict[int, dict[int, list[int]]] = {}  # largest prime -> ring -> numbers
    for n in numbers:
        if n > 1:
            families.setdefault(largest_prime(n), {}).setdefault(prime_factors(n), []).append(n)
    widths = {p: max(len(ring) for ring in rings.values()) for p, rings in families.items()}
    step = 2 * math.pi / max(1, sum(widths.values()))  # the angle of one place in a sector
    first = max(RING_GAP, SPACING / step) if len(widths) > 1 else RING_GAP
    outer = first + RING_GAP * (max((k for rings in families.values() for k in rings), default=1) - 1)
    centre = outer + MARGIN
    place: dict[int, tuple[float, float]] = {1: (centre, centre)}
    start = -math.pi / 2
    for p in sorted(families):
        for k, ring in families[p].items():
            for i, n in enumerate(ring):
                angle = start + step * ((widths[p] - len(ring)) / 2 + i + 0.5)
                r = first + RING_GAP * (k - 1)
                place[n] = (round(centre + r * math.cos(angle), 1), round(centre + r * math.sin(angle), 1))
        start += step * widths[p]
    nodes: list[WebNodeView] = [
        {
            "n": n,
            "x": place[n][0],
            "y": place[n][1],
            "partner": partner.get(n),
            "state": "current" if n == current else "legal" if n in legal else "open",
        }
        for n in numbers
    ]
    present = set(numbers)
    edges: list[WebEdgeView] = [
        {"a": d, "b": m, "pair": partner.get(d) == m, "hub": d == 1}
        for m in numbers
        for d in divisors_in(m, numbers[0], m - 1)
        if d in present
    ]
    caption = _(
        "The web of {count} numbers: a line joins two numbers when one divides the other (faint lines go to 1)."
    ).format(count=len(numbers))
    if pairs and winner:
        caption += " " + person(
            winner,
            _("Thick lines are the pairs you follow: you answer every number with the one it is paired with."),
            _("Thick lines are the pairs {name} follows: {name} answers every number with the one it is paired with."),
        )
    return {"size": round(2 * centre), "nodes": nodes, "edges": edges, "caption": caption, "note": None}
