"""The Records page's summary (records/records.json, written by `ship`), read back: by `ship --merge`,
which keeps the parts a records file does not bring, and by the command line (`factorgames
longest` and `table`), which answers from the records shipped in a checkout beyond what it computes
at once.

The summary holds, per part (`ship.summary`):

- "removal": {"boards": [[N, winning first picks, positions searched, seconds]], "certificate":
  [lost, won]} (Multiples Removal on 2..N);
- "chains": [[n, length, a longest chain, seconds]] (1..n);
- "chain_games": {"openings": ["any", "even", "even-below-half"], "rows": [[n, [count, smallest]
  for each opening]], "seconds"} (1..n; smallest 0 when no first number wins);
- "factor_game": {"boards": [[n, margin, best first picks]]} (1..n, normal rules);

and "about" (when and how). Each part is checked for this form and the job's sizes when read (a
RecordsError, one line, names what is wrong): a part the page lacks is None.

>>> page = {"about": {}, "chains": [[1, 1, [1], 0.1], [2, 2, [1, 2], 0.1]]}
>>> chains_part(page)[1]
[2, 2, [1, 2], 0.1]
>>> chains_part({"about": {}, "chains": [[1, 1, [1], 0.1], [2, 2, [2, 2], 0.1]]})
Traceback (most recent call last):
...
factorgames.records.reading.RecordsError: 1..2: the chain [2, 2] is not a chain of that length
"""

from __future__ import annotations

import itertools
from functools import lru_cache
from pathlib import Path
from typing import Any

from .chain_check import MAX_N
from .reading import UNTRUSTED, RecordsError, array, field, integer, mapping, number, read_json
from .verify import CHAIN_GAMES_MAX, FACTOR_GAME_MAX, REMOVAL_MAX

OPENINGS = ("any", "even", "even-below-half")
"""The chain games' opening rules, in the order of a row (job.OPENINGS)."""

SHIPPED = Path(__file__).resolve().parents[3] / "records" / "records.json"
"""The summary shipped in a checkout of the repository (absent from an installed package)."""


def read_page(path: Path) -> dict[str, Any]:
    """The summary at `path`, read within `reading.UNTRUSTED`'s limits and every part checked."""
    page = mapping(read_json(path, UNTRUSTED), str(path))
    if "about" not in page or "format" in page:
        raise RecordsError(f"{path} is not the Records page's summary (written by ship)")
    mapping(page["about"], "the summary's about")
    for part in (removal_part, chains_part, chain_games_part, factor_game_part):
        part(page)
    return page


def removal_part(page: dict[str, Any]) -> dict[str, Any] | None:
    if "removal" not in page:
        return None
    part = mapping(page["removal"], "Multiples Removal")
    for expected, board in enumerate(
        array(field(part, "boards", "Multiples Removal"), "its boards", most=REMOVAL_MAX - 1), start=2
    ):
        board = array(board, "a board")
        if len(board) != 4:
            raise RecordsError("a board is not [N, winning first picks, positions, seconds]")
        integer(board[0], "a board's N", expected, expected)
        for m in array(board[1], f"2..{expected}: the winning picks", most=expected):
            integer(m, f"2..{expected}: a winning pick", 2, expected)
        integer(board[2], f"2..{expected}: the positions", 0, 1 << 62)
        number(board[3], f"2..{expected}: the seconds")
    counted = array(field(part, "certificate", "Multiples Removal"), "the certificate's size", most=2)
    for count in counted:
        integer(count, "a count of positions", 0, 1 << 62)
    return part


def chains_part(page: dict[str, Any]) -> list[Any] | None:
    if "chains" not in page:
        return None
    chains = array(page["chains"], "the longest chains", most=MAX_N)
    previous = 0
    for expected, entry in enumerate(chains, start=1):
        entry = array(entry, "a longest chain")
        if len(entry) != 4:
            raise RecordsError("a longest chain is not [n, length, chain, seconds]")
        integer(entry[0], "a chain's n", expected, expected)
        length = integer(entry[1], f"1..{expected}: the length", previous, expected)
        chain = [
            integer(x, f"1..{expected}: a number of the chain", 1, expected)
            for x in array(entry[2], f"1..{expected}: the chain", most=expected)
        ]
        if (
            len(chain) != length
            or len(set(chain)) != length
            or any(a % b and b % a for a, b in itertools.pairwise(chain))
        ):
            raise RecordsError(f"1..{expected}: the chain {chain!r:.60} is not a chain of that length")
        number(entry[3], f"1..{expected}: the seconds")
        previous = length
    return chains


def chain_games_part(page: dict[str, Any]) -> dict[str, Any] | None:
    if "chain_games" not in page:
        return None
    part = mapping(page["chain_games"], "the chain games")
    if field(part, "openings", "the chain games") != list(OPENINGS):
        raise RecordsError(f"the chain games' openings are not {list(OPENINGS)}")
    number(field(part, "seconds", "the chain games"), "the chain games' seconds")
    for expected, row in enumerate(
        array(field(part, "rows", "the chain games"), "their rows", most=CHAIN_GAMES_MAX), start=1
    ):
        row = array(row, "a row of the chain games")
        if len(row) != 1 + len(OPENINGS) or row[0] != expected or type(row[0]) is not int:
            integer(row[0] if row else None, "a row's n", expected, expected)
            raise RecordsError(f"1..{expected}: the row is not [n, [count, smallest] for each opening]")
        for pair in row[1:]:
            if (
                type(pair) is not list
                or len(pair) != 2
                or type(pair[0]) is not int
                or type(pair[1]) is not int
                or not 0 <= pair[0] <= expected
                or not 0 <= pair[1] <= expected
                or (pair[0] == 0) != (pair[1] == 0)
            ):
                raise RecordsError(f"1..{expected}: {pair!r:.40} is not [how many first numbers win, the smallest]")
    return part


def factor_game_part(page: dict[str, Any]) -> dict[str, Any] | None:
    if "factor_game" not in page:
        return None
    part = mapping(page["factor_game"], "the Factor Game")
    for expected, board in enumerate(
        array(field(part, "boards", "the Factor Game"), "its boards", most=FACTOR_GAME_MAX - 1), start=2
    ):
        board = array(board, "a board of the Factor Game")
        if len(board) != 3:
            raise RecordsError("a board of the Factor Game is not [n, margin, best first picks]")
        integer(board[0], "a board's n", expected, expected)
        most = expected * (expected + 1) // 2
        integer(board[1], f"1..{expected}: the margin", -most, most)
        best = [
            integer(m, f"1..{expected}: a best first pick", 2, expected)
            for m in array(board[2], f"1..{expected}: the best first picks", most=expected)
        ]
        if not best or best != sorted(set(best)):
            raise RecordsError(f"1..{expected}: the best first picks are not distinct and in increasing order")
    return part


@lru_cache(maxsize=1)
def shipped() -> dict[str, Any] | None:
    """The checkout's summary (SHIPPED) read and checked, or None when it is absent or cannot be
    read (an installed package: the command line then answers as it would without it)."""
    try:
        return read_page(SHIPPED) if SHIPPED.is_file() else None
    except (RecordsError, OSError):
        return None


def longest_chain(n: int) -> tuple[int, ...] | None:
    """A longest chain of 1..n from the shipped records (each proven by its certificate), or None."""
    page = shipped()
    chains = page.get("chains") if page else None
    return tuple(chains[n - 1][2]) if chains and 1 <= n <= len(chains) else None


def chain_game_rows(opening: str) -> list[tuple[int, int, int]]:
    """For 1..1, 1..2, ... as far as the shipped records go: (n, how many first numbers win under the
    opening rule, the smallest, 0 if none)."""
    page = shipped()
    part = page.get("chain_games") if page else None
    if not part or opening not in OPENINGS:
        return []
    at = 1 + OPENINGS.index(opening)
    return [(row[0], row[at][0], row[at][1]) for row in part["rows"]]


def recorded_rows(table: str | None) -> dict[int, dict[str, object]]:
    """The rows of a table of the shipped records (a kind's `record_table`), by the range's top,
    as the command line's `table` writes them: the chain games from 1 (`chain_games/<opening>`): who
    wins, `winning_count` and `smallest_winning` (null when none wins), the records keeping no
    longer list; the Factor Game from 1 (`factor_game`): the best first picks and the margin. None
    for a table the records do not hold (or in an installed package, which ships none).

    >>> rows = recorded_rows("chain_games/any")
    >>> rows[50]["range"], rows[50]["first_player_wins"]
    ([1, 50], True)
    >>> recorded_rows("removal"), recorded_rows(None)
    ({}, {})
    """
    part, _, opening = (table or "").partition("/")
    if part == "chain_games":
        return {
            n: {
                "range": [1, n],
                "first_player_wins": count > 0,
                "winning_count": count,
                "smallest_winning": smallest or None,
            }
            for n, count, smallest in chain_game_rows(opening)
        }
    if part == "factor_game":
        return {
            n: {"range": [1, n], "first_player_wins": margin > 0, "winning_moves": list(best), "margin": margin}
            for n, margin, best in factor_game_boards()
        }
    return {}


def factor_game_boards() -> list[tuple[int, int, tuple[int, ...]]]:
    """For 1..2, 1..3, ... as far as the shipped records go: (n, the first player's margin, every
    best first pick)."""
    page = shipped()
    part = page.get("factor_game") if page else None
    return [(n, margin, tuple(best)) for n, margin, best in part["boards"]] if part else []
