"""The lost positions of Multiples Removal on 2..49 with at least MIN_NUMBERS numbers, solved in
advance, one table for normal play (1..49 in misere play is the same game) and one for misere
play: seeded into the solver's memo, they stop every search of a 7x7 game where it meets one of
them (a search of 2..49 from nothing takes 10-16 s in CPython; with them a move takes
milliseconds: bench/bench_removal.py). 1..49 in normal play needs none (taking 1 wins).

`python3 build.py --removal-table` writes the FILES (records/ is copied into the site, and the
offline cache keeps them); the browser's engine fetches one the first time a 7x7 game needs it
(the worker's `factorgamesSiteFile`), so that a first visit never downloads them. The positions
are the solver's canonical forms (bit n: the number n; bit 0: an odd count of isolated numbers):
every lost one that the build's search met, which analysed every position of the first moves.

Format: the positions sorted, as gaps between successive ones (the first from 0), each 8 bytes
little-endian written byte plane by byte plane (every first byte, then every second byte, ...;
the eighth, always 0, left out) and zlib-compressed: the planes compress well, and decoding is
slicing, `array` and `accumulate` (loops in C).
"""

from __future__ import annotations

import os
import sys
import zlib
from array import array
from functools import lru_cache
from itertools import accumulate

from . import removal_solver

FILES = {False: "records/removal-7x7-lost.bin", True: "records/removal-7x7-misere-lost.bin"}
"""The tables of normal and misere play on 2..49, from the repository's (and the site's) root."""
GRID = 7
"""The grid whose games need the table (6x6 and smaller are searched in milliseconds)."""
MIN_NUMBERS = 16
"""The smallest lost positions kept: below it the search is quick (and the table would grow)."""
_PLANES = 7  # positions stay below 2**50 (bit 49 is the largest number)


def encode(positions: list[int]) -> bytes:
    """The table's bytes for sorted canonical positions (see the module's docstring).

    >>> decode(encode([5, 2**49 + 4, 2**49 + 1000]))
    [5, 562949953421316, 562949953422312]
    """
    gaps = array("Q", (b - a for a, b in zip([0] + positions, positions)))
    if sys.byteorder != "little":
        gaps.byteswap()
    data = gaps.tobytes()
    if any(data[_PLANES::8]):
        raise ValueError("a position beyond 2**56")
    return zlib.compress(b"".join(data[k::8] for k in range(_PLANES)), 9)


def decode(blob: bytes) -> list[int]:
    """The sorted positions of the table's bytes."""
    planes = zlib.decompress(blob)
    count = len(planes) // _PLANES
    data = bytearray(8 * count)
    for k in range(_PLANES):
        data[k::8] = planes[k * count : (k + 1) * count]
    gaps = array("Q")
    gaps.frombytes(data)
    if sys.byteorder != "little":
        gaps.byteswap()
    return list(accumulate(gaps))


def read(misere: bool) -> bytes:
    """A table's bytes: the repository's file, else (in the browser) the site's, fetched."""
    local = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", FILES[misere])
    if os.path.isfile(local):
        with open(local, "rb") as f:
            return f.read()
    import js  # Pyodide's: the worker's globals

    data: bytes = js.factorgamesSiteFile(FILES[misere]).to_bytes()  # type: ignore[attr-defined]
    return data


@lru_cache(maxsize=2)
def seed(misere: bool) -> int:
    """Seed the solver's memo with a table (once); returns how many positions it holds."""
    positions = decode(read(misere))
    removal_solver.seed_lost(positions, misere)
    _SEEDED.add(misere)
    return len(positions)


_SEEDED: set[bool] = set()


def seeded(misere: bool) -> bool:
    """Whether the table is in the solver's memo already."""
    return misere in _SEEDED
