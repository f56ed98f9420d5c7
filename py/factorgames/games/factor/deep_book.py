"""The Factor Game's books that only some boards need, kept out of the engine's first download:
1..49 with lose-turn, whose first moves the search would take seconds to weigh (1.4 s for the
first position in CPython, 1.2 s after a first pick, several times that in the browser), and the
standard game's boards whose first two moves take it 0.2-0.5 s (from 1..46 up, lo at most 4).

`python3 build.py --factor-deep-books` writes each file (records/ is copied into the site; the
service worker keeps a `.bin` once fetched, never precaches it); the browser's engine fetches it
when such a game is opened (the kind's `prepare`, asked for by the page when the view says
`prepare`), or at its first move. The text (zlib-compressed) is tokens, one a line, read by
`solving.read_deep`: a position as the moves that reach it from the full board, one digit each
(`solving.DIGITS`), then either ':' and every legal pick's value, two digits each, the picks in
increasing order (what the computer, the hints, the teacher's analysis and the review ask), or
every best pick and the value (`solving.line`: enough for the computer and the hints). Each
position once, as the search keys it (the reader keys them so too: a position reached otherwise
is read as well). 1..49 with lose-turn holds every pick's value at each position of its first
moves (`sitebuild/tables.factor_deep_book_text`), 43 KB: the positions where the perfect computer
moves on its first two turns, where the teacher's analysis is asked as the other player picks,
and where that player asks for hints or the review early on.
"""

from __future__ import annotations

import os
import zlib

from .rules import LOSE_TURN_BOOKS

STANDARD_BOOKS = tuple((lo, hi) for lo in range(1, 5) for hi in range(46, 50) if (lo, hi) != (1, 49))
"""The standard game's boards with a book of their own: every pick's value on the first position
and after each first pick (1..49's are in `solve/tables/factor_book.py`, with more)."""
FILES = {
    **{(lo, hi, True): f"records/factor-{lo}-{hi}-lose-turn.bin" for lo, hi in LOSE_TURN_BOOKS},
    **{(lo, hi, False): f"records/factor-{lo}-{hi}.bin" for lo, hi in STANDARD_BOOKS},
}
"""The boards with a book of their own, (lo, hi, lose_turn) -> its file from the repository's (and
the site's) root. A lose-turn board's book goes deeper (`sitebuild/tables.factor_deep_book_text`)."""


def read(board: tuple[int, int, bool]) -> str:
    """A book's text: the repository's file, else (in the browser) the site's, fetched."""
    name = FILES[board]
    local = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "..", name)
    if os.path.isfile(local):
        with open(local, "rb") as f:
            data = f.read()
    else:
        import js  # Pyodide's: the worker's globals

        data = js.factorgamesSiteFile(name).to_bytes()  # type: ignore[attr-defined]
    return zlib.decompress(data).decode("ascii")


def encode(text: str) -> bytes:
    """A book's bytes.

    >>> zlib.decompress(encode("2n:W8")).decode()
    '2n:W8'
    """
    return zlib.compress(text.encode("ascii"), 9)
