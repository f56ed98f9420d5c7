"""The tables build.py writes into the engine: py/factorgames/solve/tables/removal_openings.py (the first
move of every Multiples Removal board, solved) and factor_book.py (the Factor Game's book); and into
records/, the Factor Game's books of the boards that need one of their own (factor-*.bin)."""

from __future__ import annotations

import textwrap
import time
from pathlib import Path
from typing import TYPE_CHECKING

from .paths import PY_PACKAGE, ROOT, engine_importable, log

if TYPE_CHECKING:
    from factorgames.games.factor.solving import Search

REMOVAL_OPENINGS_PY = PY_PACKAGE / "solve" / "tables" / "removal_openings.py"


def removal_openings_source() -> str:
    """py/factorgames/solve/tables/removal_openings.py: the first move of every Multiples Removal board, solved
    (the slowest search a game asks for, up to a third of a second on 6x6), and on 7x7 the second
    after a winning first, so that every computer move stays quick from a fresh start."""
    engine_importable()
    from factorgames.games.removal.rules import GRID_SIZES, RemovalRules
    from factorgames.games.removal.solving import seed_search
    from factorgames.play.solver import replies_of_children
    from factorgames.solve import removal_solver

    table = {}
    second = {}
    for grid in GRID_SIZES:
        for without_one in (False, True):
            for misere in (False, True):
                start = RemovalRules(grid, without_one, misere).initial_position()
                seed_search(start.rules)  # 7x7: the lost positions solved in advance
                winning = tuple(sorted(removal_solver.winning_moves(start.remaining, misere)))  # not the table
                lost = None if winning else replies_of_children(start)  # the children: searched
                table[(grid, without_one, misere)] = (winning, lost)
                for n in winning if grid >= SECOND_MOVES_FROM else ():
                    if not start.play(n).is_over:
                        second[(grid, without_one, misere, n)] = replies_of_children(start.play(n))
    lines = [
        '"""The first move of every Multiples Removal board, solved: (grid, without 1, misere) ->',
        "(the winning moves, and when there are none, each move's losing replies out of all replies);",
        "and on the largest grids the second move after a winning first: (grid, without 1, misere, first",
        "move) -> each move's losing replies out of all replies (the slowest positions to weigh).",
        "",
        "Written by `python3 build.py --tables` (a test checks it against the solver).",
        '"""',
        "OPENINGS: dict[tuple[int, bool, bool], tuple[tuple[int, ...], dict[int, tuple[int, int]] | None]] = {",
    ]
    for key, (winning, lost) in table.items():
        lines.append(f"    {key!r}: ({winning!r}, {lost!r}),")
    lines.append("}")
    lines.append("SECOND: dict[tuple[int, bool, bool, int], dict[int, tuple[int, int]]] = {")
    for key2, counts in second.items():
        lines.append(f"    {key2!r}: {counts!r},")
    lines.append("}")
    return "\n".join(lines) + "\n"


SECOND_MOVES_FROM = 7
"""The grids whose second moves after a winning first are weighed in advance (a lost position of 47
numbers: the slowest the computer's best try and the hints weigh, about 0.1-0.2 s in Pyodide)."""


FACTOR_BOOK_PY = PY_PACKAGE / "solve" / "tables" / "factor_book.py"
FACTOR_STUDY_TOP = 63
"""The largest board the book solves (the Study page's table of best openings goes this far)."""
FACTOR_DEEP_BOARDS = (49,)
"""The boards played whose next two moves the book holds too (the Factor Game unit's large board)."""


def factor_book_source() -> str:
    """py/factorgames/solve/tables/factor_book.py: the value of every first pick of the Factor Game
    on 1..2 to 1..FACTOR_STUDY_TOP, and on the deep boards every second pick's and the third
    picks' after a best first, so that every perfect move and hint comes at once from a fresh start."""
    engine_importable()
    from factorgames.games.factor import solving

    book: dict[tuple[int, int, bool], dict[int, dict[int, int]]] = {}
    lines: dict[tuple[int, int, bool], str] = {}
    for top in range(2, FACTOR_STUDY_TOP + 1):
        solving.clear_cache()
        started = time.perf_counter()
        search = solving.search_of(range(1, top + 1), False)
        full = (1 << top + 1) - 2
        entries = {full: search.move_values(full)}
        if top in FACTOR_DEEP_BOARDS:
            root = entries[full]
            for first in root:
                second = full & ~search.factors[first] & ~(1 << first)
                entries[second] = search.move_values(second)
                if root[first] == max(root.values()):
                    for reply in entries[second]:
                        third = second & ~search.factors[reply] & ~(1 << reply)
                        entries[third] = search.move_values(third)
        book[(1, top, False)] = entries
        if top in FACTOR_DEEP_BOARDS:
            lines[(1, top, False)] = _factor_lines(search, full, entries)
        log(f"factor book 1..{top}: {len(entries)} positions, {time.perf_counter() - started:.1f} s")
    out = [
        '"""The Factor Game\'s book. BOOK: (lo, hi, lose_turn) -> {the numbers left, as a bitmask: {each',
        "legal pick: its value (what it gains now minus the best the opponent makes of the rest)}}.",
        "LINES: (lo, hi, lose_turn) -> the positions the perfect computer can face on its next turn beyond",
        "BOOK, once each, as the moves that reach it, every best move and its value (solving.line: a digit",
        "per number, a '.' after the moves when several moves are best).",
        "",
        "Written by `python3 build.py --factor-book` (a test checks it against the search).",
        '"""',
        "LINES: dict[tuple[int, int, bool], str] = {",
    ]
    for key, text in lines.items():
        out.append(f"    {key!r}: (")
        out.extend(f"        {chunk + ' '!r}" for chunk in textwrap.wrap(text, 96))
        out.append("    ),")
    out.append("}")
    out.append("BOOK: dict[tuple[int, int, bool], dict[int, dict[int, int]]] = {")
    for key, entries in book.items():
        out.append(f"    {key!r}: {{")
        for mask, values in entries.items():
            out.append(f"        {mask:#x}: {values!r},")
        out.append("    },")
    out.append("}")
    return "\n".join(out) + "\n"


def _factor_lines(search: Search, full: int, entries: dict[int, dict[int, int]]) -> str:
    """The book's lines of a deep board: with the computer second, after every first pick, each
    best reply and every pupil's next pick; with the computer first, after each best first pick,
    every reply, each best answer and every next pick. Each position once (the first line that
    reaches it), with every best move: the coach names them all, the computer picks among them."""
    from factorgames.games.factor.solving import line

    def best(values: dict[int, int]) -> list[int]:
        return [n for n, v in values.items() if v == max(values.values())]

    def after(mask: int, n: int) -> int:
        return mask & ~search.factors[n] & ~(1 << n)

    tokens = []
    seen = set()

    def every_pick(moves: tuple[int, ...], mask: int) -> None:
        """A line for each pick on `mask` after `moves` that leaves the computer a move."""
        for pick in _picks(search, mask):
            nxt = after(mask, pick)
            if _picks(search, nxt) and nxt not in seen:
                seen.add(nxt)
                values = search.move_values(nxt)
                top = max(values.values())
                tokens.append(line(moves + (pick,), tuple(n for n, v in values.items() if v == top), top))

    root = entries[full]
    for first in root:  # the computer second
        second = after(full, first)
        for reply in best(entries[second]):
            every_pick((first, reply), after(second, reply))
    for opening in best(root):  # the computer first
        second = after(full, opening)
        for reply in entries[second]:
            third = after(second, reply)
            for answer in best(entries[third]):
                every_pick((opening, reply, answer), after(third, answer))
    return " ".join(tokens)


def _picks(search: Search, mask: int) -> list[int]:
    """The numbers of the board `mask` that have a factor left on it."""
    return [n for n in range(len(search.factors)) if mask >> n & 1 and search.factors[n] & mask]


def factor_deep_book_text(lo: int, hi: int, lose_turn: bool) -> str:
    """The text of a board's book of its own (games/factor/deep_book.py). The standard game's:
    every pick's value on the first position and after each first pick (the search is quick from
    there). With lose-turn: every pick's value at every position of the first moves where the
    perfect computer moves or the other player asks for a hint, the teacher's analysis or the
    review, from a fresh start, with either player first.

    The first position; after each first pick; after a best first pick and each reply; after each
    first pick and each best reply; after a best first pick, each reply and each best answer; and
    where the computer moves next (where the teacher's analysis is asked as the other player picks):
    the computer second, after each first pick, each best reply and each next pick; the computer
    first, after each best first pick, each reply, each best answer and each next pick. Each
    position once, as the search keys it (`Search.state`: two numbers with no factor and no
    multiple left cancel, so the pick of any one of them leads to the same game)."""
    engine_importable()
    from factorgames.games.factor import solving

    search = solving.Search(range(lo, hi + 1), lose_turn)
    full = sum(1 << n for n in range(lo, hi + 1))

    def after(mask: int, n: int) -> int:
        return mask & ~search.factors[n] & ~(1 << n)

    def picks(mask: int) -> list[int]:
        scoring = [n for n in range(lo, hi + 1) if mask >> n & 1 and search.factors[n] & mask]
        if not scoring:
            return []
        return [n for n in range(lo, hi + 1) if mask >> n & 1] if lose_turn else scoring

    valued: dict[int, tuple[tuple[int, ...], dict[int, int]]] = {}

    def values(moves: tuple[int, ...], mask: int) -> dict[int, int]:
        if mask not in valued:
            valued[mask] = (moves, search.move_values(mask))
        return valued[mask][1]

    def best(moves: tuple[int, ...], mask: int) -> list[int]:
        got = values(moves, mask)
        return [n for n, v in got.items() if v == max(got.values())]

    def written() -> str:
        """Each position once, as the search keys it, by the moves that first reached it."""
        tokens, seen = [], set()
        for moves, got in valued.values():
            key = search.state(reached(moves))
            if key not in seen:
                seen.add(key)
                tokens.append("".join(solving.DIGITS[n] for n in moves) + ":" + solving.worths(got))
        return "\n".join(tokens) + "\n"

    def reached(moves: tuple[int, ...]) -> int:
        mask = full
        for n in moves:
            mask = after(mask, n)
        return mask

    started = time.perf_counter()
    root = values((), full)
    firsts = [n for n in root if picks(after(full, n))]
    for first in firsts:
        values((first,), after(full, first))
    log(
        f"factor book {lo}..{hi}{' lose-turn' if lose_turn else ''}: second moves, {time.perf_counter() - started:.0f} s"
    )
    if not lose_turn:
        return written()
    for opening in best((), full):
        second = after(full, opening)
        for reply in picks(second):
            third = after(second, reply)
            if picks(third):
                values((opening, reply), third)
                for answer in best((opening, reply), third):
                    fourth = after(third, answer)
                    if picks(fourth):
                        values((opening, reply, answer), fourth)
    log(f"factor book: the computer first, {len(valued)} positions, {time.perf_counter() - started:.0f} s")
    for first in firsts:
        second = after(full, first)
        for reply in best((first,), second):
            third = after(second, reply)
            if picks(third):
                values((first, reply), third)
    log(f"factor book: the computer second, {len(valued)} positions, {time.perf_counter() - started:.0f} s")
    for first in firsts:  # the computer second: its next turn
        second = after(full, first)
        for reply in best((first,), second):
            third = after(second, reply)
            for pick in picks(third):
                if picks(after(third, pick)):
                    values((first, reply, pick), after(third, pick))
    log(f"factor book: the computer's next turn, second, {len(valued)}, {time.perf_counter() - started:.0f} s")
    for opening in best((), full):  # the computer first: its next turn
        second = after(full, opening)
        for reply in picks(second):
            third = after(second, reply)
            if not picks(third):
                continue
            for answer in best((opening, reply), third):
                fourth = after(third, answer)
                for pick in picks(fourth):
                    if picks(after(fourth, pick)):
                        values((opening, reply, answer, pick), after(fourth, pick))
    log(f"factor book: the computer's next turn, first, {len(valued)}, {time.perf_counter() - started:.0f} s")
    return written()


def write_factor_deep_books() -> list[Path]:
    """Write every board's book of its own (games/factor/deep_book.FILES); return their paths."""
    engine_importable()
    from factorgames.games.factor import deep_book

    paths = []
    for (lo, hi, lose_turn), name in deep_book.FILES.items():
        path = ROOT / name
        path.write_bytes(deep_book.encode(factor_deep_book_text(lo, hi, lose_turn)))
        log(f"wrote {name} ({path.stat().st_size} bytes)")
        paths.append(path)
    return paths
