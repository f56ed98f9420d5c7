"""Build the Factor Games static site into dist/ and serve it on 127.0.0.1.

The commands of build.py: build and serve, or write one generated source file, or update the
message catalogs."""

from __future__ import annotations

import argparse
from collections.abc import Callable
from pathlib import Path

from .catalogs import write_catalogs
from .longest import LONGEST_CHAINS_PY, longest_chains_source
from .page_catalogs import LOCALE_DIR
from .paths import DIST, ROOT, log
from .puzzles import PUZZLES_PY, puzzles_source
from .removal_table import write_removal_tables
from .scorm import ScormError, activity, write_package
from .serve import make_server
from .site import build
from .sources import dist_is_stale
from .tables import (
    FACTOR_BOOK_PY,
    REMOVAL_OPENINGS_PY,
    factor_book_source,
    removal_openings_source,
    write_factor_deep_books,
)
from .typedefs import TYPEDEFS

GENERATED: dict[str, dict[Path, Callable[[], str]]] = {
    "longest": {LONGEST_CHAINS_PY: longest_chains_source},
    "tables": {REMOVAL_OPENINGS_PY: removal_openings_source},
    "factor_book": {FACTOR_BOOK_PY: factor_book_source},
    "puzzles": {PUZZLES_PY: puzzles_source},
    "typedefs": TYPEDEFS,
}
"""The files the build writes into the sources, by their flag, each from its own maker."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--port", type=int, default=8000, help="port on 127.0.0.1 (default 8000)")
    parser.add_argument("--no-serve", action="store_true", help="only build dist/")
    parser.add_argument(
        "--typedefs",
        action="store_true",
        help="only write js/contract/ (the typedefs of the views, the requests and the Bots page) from the contract",
    )
    parser.add_argument(
        "--tables", action="store_true", help="only write py/factorgames/solve/tables/removal_openings.py"
    )
    parser.add_argument(
        "--removal-table",
        action="store_true",
        help="only write records/removal-7x7-*lost.bin (the 7x7 Multiples Removal's lost positions: about two minutes)",
    )
    parser.add_argument(
        "--factor-book",
        action="store_true",
        help="only write py/factorgames/solve/tables/factor_book.py (the Factor Game's book: minutes)",
    )
    parser.add_argument(
        "--factor-deep-books",
        action="store_true",
        help="only write records/factor-*-lose-turn.bin (the Factor Game's books of boards of their own: seconds)",
    )
    parser.add_argument(
        "--puzzles",
        action="store_true",
        help="only write py/factorgames/puzzles/table.py (the puzzle set, about a minute)",
    )
    parser.add_argument(
        "--catalogs",
        action="store_true",
        help="only update the message catalogs py/factorgames/locale/ (needs Babel: requirements-dev.txt)",
    )
    parser.add_argument(
        "--longest",
        action="store_true",
        help="only write py/factorgames/solve/tables/longest_chains.py (needs scipy: requirements-data.txt)",
    )
    parser.add_argument(
        "--scorm",
        metavar="ADDRESS",
        help="only write a SCORM 1.2 package of an embed address (a game against the computer, a challenge, "
        "or puzzles.html#game=ID&count=N), building dist/ first when it is stale",
    )
    parser.add_argument("--out", type=Path, help="where --scorm writes its zip (default: factor-games-<activity>.zip)")
    args = parser.parse_args(argv)
    if args.scorm is not None:
        return scorm(args.scorm, args.out)
    if args.catalogs:
        missing = write_catalogs()
        log(f"wrote {LOCALE_DIR.relative_to(ROOT)}: {len(missing)} messages still to translate")
        for line in missing:
            log(f"  untranslated {line}")
        return 0
    if args.factor_deep_books:
        write_factor_deep_books()
        return 0
    if args.removal_table:
        for table in write_removal_tables():
            log(f"wrote {table.relative_to(ROOT)} ({table.stat().st_size} bytes)")
        return 0
    for flag, files in GENERATED.items():
        if getattr(args, flag):
            for path, make in files.items():
                path.write_text(make(), encoding="utf-8")
                log(f"wrote {path.relative_to(ROOT)}")
            return 0
    build()
    if args.no_serve:
        return 0
    server = make_server(DIST, args.port)
    log(f"serving {DIST} on http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


def scorm(address: str, out: Path | None) -> int:
    """Write the SCORM package of an address (exit status 2 with one line on a bad address)."""
    try:
        act = activity(address)
    except ScormError as error:
        log(f"cannot package {address!r}: {error}")
        return 2
    if dist_is_stale(DIST):
        build()
    target = out or Path(f"factor-games-{act.slug}.zip")
    write_package(act, target)
    log(f"wrote {target} ({act.kind}: {act.title})")
    return 0
