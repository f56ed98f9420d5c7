"""The records as the site ships them (`python3 -m factorgames.records ship records.json`), into
the repository's records/ folder, which the build copies to dist/records/:

- records.json: what the Records page draws: every board of Multiples Removal, every longest
  chain, and for each range 1..n of the chain games who wins under each opening rule, how many
  first numbers win and the smallest (the full lists of 10,000 ranges would weigh megabytes);
  and, when the records hold it, the Factor Game on every board 1..n: the first player's margin
  and every best first pick;
- removal.csv, chains.csv, chain-games.csv, factor-game.csv: the same, one row per entry;
- b-chains.txt and b-removal.txt: OEIS b-files ("n a(n)" a line): the longest chains' lengths
  (A337125) for n = 1, 2, ..., and for N = 2, 3, ... 1 when the first player wins Multiples
  Removal on 2..N, else 0;
- removal-certificate.json.gz: the boards up to 2..`certified` with the part of the certificate
  that proves them, for `factorgames verify` (the whole certificate of the larger boards weighs
  tens of megabytes: the job writes it, the site does not ship it);
- chains-certificate.json.gz: every longest chain with the certificate that none is longer, for
  `factorgames verify`.

The records file is read as verify reads one (`reading.UNTRUSTED`, or `OWN` with --large: the
job's whole records.json weighs far more than 10 MB), its form checked (`checked`) and every file
computed before the first is written: a wrong file leaves the folder as it was.

With `merge` (`ship --merge`), only the parts the records file holds entries of are shipped, into
the summary already in the folder (read back and checked by `shipped.read_page`): the others, and
its "about", are kept as they are, and so are their files. A job run for one part alone (`run
--factor-game 63`) adds it to the records shipped without the whole records of the others.
"""

from __future__ import annotations

import csv
import gzip
import io
import json
from pathlib import Path
from typing import Any

from .chain_check import MAX_N
from .checkpoint import write_json
from .job import OPENINGS
from .reading import UNTRUSTED, Budget, Limits, RecordsError, array, field, integer, mapping, number, read_json
from .removal_check import REPLAY
from .shipped import read_page
from .verify import CHAIN_GAMES_MAX, FACTOR_GAME_MAX, REMOVAL_MAX, factor_game_board, records_of, removal_certificate

PARTS = ("removal", "chains", "chain_games", "factor_game")
"""The parts of the records, in the summary's order."""


def certified_part(removal: dict[str, Any], up_to: int, budget: Budget | None = None) -> dict[str, Any]:
    """The boards 2..n for n up to `up_to`, with the part of the certificate their claims rest on."""
    budget = budget or Budget(None)
    board, _lost, won = removal_certificate(removal, budget)
    boards = [b for b in removal["boards"] if b["n"] <= up_to]
    kept_lost: set[int] = set()
    kept_won: dict[int, int] = {}
    stack = []
    for entry in boards:
        start = sum(1 << m for m in range(2, entry["n"] + 1))
        stack += [board.canonical(board.take(start, m)) for m in range(2, entry["n"] + 1)]
    while stack:
        s = stack.pop()
        budget.spend(REPLAY)
        if s in won:
            if s not in kept_won:
                kept_won[s] = won[s]
                stack.append(board.canonical(board.take(s, won[s])))
        elif s not in kept_lost:
            kept_lost.add(s)
            stack += [board.canonical(board.take(s, n)) for n in board.moves(s)]
    return {
        **removal,
        "boards": boards,
        "certificate": {
            "lost": [format(p, "x") for p in sorted(kept_lost)],
            "won": {format(p, "x"): m for p, m in sorted(kept_won.items())},
        },
    }


def held(records: dict[str, Any]) -> list[str]:
    """The parts of which the records hold at least one entry."""
    entries = {
        "removal": records["removal"]["boards"],
        "chains": records["chains"],
        "chain_games": records["chain_games"],
        "factor_game": records.get("factor_game"),
    }
    return [key for key in PARTS if entries[key]]


def summary(records: dict[str, Any], about: dict[str, Any]) -> dict[str, Any]:
    """The compact records the page reads; `about` says how and where they were computed. The
    Factor Game's part is there when the records hold a board of it."""
    removal = records["removal"]
    certificate = removal["certificate"]
    page = {
        "about": about,
        "removal": {
            "boards": [[b["n"], b["winning_picks"], b["positions"], b["seconds"]] for b in removal["boards"]],
            "certificate": [len(certificate["lost"]), len(certificate["won"])],
        },
        "chains": [[c["n"], c["length"], c["chain"], c["seconds"]] for c in records["chains"]],
        "chain_games": {
            "openings": list(OPENINGS),
            "rows": [
                [row["n"], *([len(row[o]), row[o][0] if row[o] else 0] for o in OPENINGS)]
                for row in records["chain_games"]
            ],
            "seconds": records.get("chain_games_seconds", 0),
        },
    }
    if records.get("factor_game"):
        page["factor_game"] = {"boards": [[b["n"], b["margin"], b["best_first_picks"]] for b in records["factor_game"]]}
    return page


def b_file(pairs: list[tuple[int, int]]) -> str:
    """An OEIS b-file: one line "n a(n)" per term.

    >>> b_file([(1, 1), (2, 2), (3, 2)])
    '1 1\\n2 2\\n3 2\\n'
    """
    return "".join(f"{n} {a}\n" for n, a in pairs)


def _csv(header: list[str], rows: list[list[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    writer.writerows(rows)
    return out.getvalue()


def checked(value: Any, path: Path) -> dict[str, Any]:
    """The records of a file, refused (RecordsError, one line) unless each part ship writes has the
    form and the sizes the job gives it (whether the certificates prove it is verify's work)."""
    records = records_of(value, path)
    integer(field(records, "format", str(path)), "the records' format", 1, 1)
    removal = mapping(field(records, "removal", str(path)), "the Multiples Removal records")
    mapping(field(removal, "certificate", "the Multiples Removal records"), "the certificate")
    for b in array(field(removal, "boards", "the Multiples Removal records"), "the boards", most=REMOVAL_MAX):
        b = mapping(b, "a board")
        n = integer(field(b, "n", "a board"), "a board's n", 2, REMOVAL_MAX)
        for m in array(field(b, "winning_picks", f"2..{n}"), f"2..{n}: the winning picks", most=n):
            integer(m, f"2..{n}: a winning pick", 2, n)
        integer(field(b, "positions", f"2..{n}"), f"2..{n}: the positions searched", 0, 1 << 62)
        number(field(b, "seconds", f"2..{n}"), f"2..{n}: the seconds")
    for c in array(field(records, "chains", str(path)), "the longest chains", most=MAX_N):
        c = mapping(c, "a longest chain")
        n = integer(field(c, "n", "a longest chain"), "a chain's n", 1, MAX_N)
        integer(field(c, "length", f"1..{n}"), f"1..{n}: the length", 0, n)
        for x in array(field(c, "chain", f"1..{n}"), f"1..{n}: the chain", most=n):
            integer(x, f"1..{n}: a number of the chain", 1, n)
        number(field(c, "seconds", f"1..{n}"), f"1..{n}: the seconds")
    for row in array(field(records, "chain_games", str(path)), "the chain games' rows", most=CHAIN_GAMES_MAX):
        row = mapping(row, "a row of the chain games")
        n = integer(field(row, "n", "a row of the chain games"), "a row's n", 1, CHAIN_GAMES_MAX)
        for opening in OPENINGS:
            for m in array(
                field(row, opening, f"1..{n}"), f"1..{n}: the {opening} opening's winning first numbers", most=n
            ):
                integer(m, f"1..{n}: a first number", 1, n)
    number(records.get("chain_games_seconds", 0), "the chain games' seconds")
    for expected, board in enumerate(
        array(records.get("factor_game", []), "the Factor Game's boards", most=FACTOR_GAME_MAX - 1), start=2
    ):
        factor_game_board(board, expected, expected)
    return records


def ship_file(
    path: Path, about: dict[str, Any], folder: Path, certified: int, limits: Limits = UNTRUSTED, merge: bool = False
) -> list[Path]:
    """ship() the records of the file at `path`, read within `limits` and checked()."""
    records = checked(read_json(path, limits), path)
    return ship(records, about, folder, certified, Budget(limits.work, limits.hint), merge)


def ship(
    records: dict[str, Any],
    about: dict[str, Any],
    folder: Path,
    certified: int,
    budget: Budget | None = None,
    merge: bool = False,
) -> list[Path]:
    """Write the shipped files into `folder`, the certificate for the boards up to 2..`certified`;
    return them. With `merge`, only the parts the records hold entries of, into the summary
    already in `folder` (RecordsError if there is none, or if the records hold nothing)."""
    certified = min(certified, max((b["n"] for b in records["removal"]["boards"]), default=0))
    parts = held(records) if merge else list(PARTS)
    page = summary(records, {**about, "certified": certified})
    if merge:
        if not parts:
            raise RecordsError("the records hold no entry to ship")
        kept = read_page(folder / "records.json")
        kept["about"] = dict(kept["about"], **({"certified": certified} if "removal" in parts else {}))
        for key in parts:
            kept[key] = page[key]
        page = {key: kept[key] for key in ("about", *PARTS) if key in kept}
    texts: dict[str, str] = {}
    blobs: dict[str, Any] = {}
    if "removal" in parts:
        texts["removal.csv"] = _csv(
            ["n", "first_player_wins", "winning_first_picks", "positions_searched", "seconds"],
            [
                [n, bool(picks), " ".join(map(str, picks)), positions, seconds]
                for n, picks, positions, seconds in page["removal"]["boards"]
            ],
        )
        blobs["removal-certificate.json.gz"] = {
            "format": records["format"],
            "removal": certified_part(records["removal"], certified, budget),
        }
    if "chains" in parts:
        texts["chains.csv"] = _csv(
            ["n", "longest_chain_length", "chain", "seconds"],
            [[n, length, " ".join(map(str, chain)), seconds] for n, length, chain, seconds in page["chains"]],
        )
        blobs["chains-certificate.json.gz"] = {"format": records["format"], "chains": records["chains"]}
    if "chain_games" in parts:
        texts["chain-games.csv"] = _csv(
            ["n"]
            + [
                f"{o}_{what}"
                for o in OPENINGS
                for what in ("first_player_wins", "winning_openings", "smallest_winning")
            ],
            [
                [row[0]] + [x for count, smallest in row[1:] for x in (count > 0, count, smallest)]
                for row in page["chain_games"]["rows"]
            ],
        )
    if "factor_game" in parts and "factor_game" in page:
        texts["factor-game.csv"] = _csv(
            ["n", "margin", "best_first_picks"],
            [[n, margin, " ".join(map(str, best))] for n, margin, best in page["factor_game"]["boards"]],
        )
    if "chains" in page:
        texts["b-chains.txt"] = b_file([(n, length) for n, length, _chain, _seconds in page["chains"]])
    if "removal" in page:
        texts["b-removal.txt"] = b_file([(n, int(bool(picks))) for n, picks, _p, _s in page["removal"]["boards"]])
    data = {
        name: gzip.compress(json.dumps(value, separators=(",", ":")).encode(), compresslevel=9, mtime=0)
        for name, value in blobs.items()
    }
    folder.mkdir(parents=True, exist_ok=True)  # everything computed: nothing half-written
    written = [folder / "records.json"]
    write_json(written[0], page)
    for name, text in texts.items():
        (folder / name).write_text(text, encoding="utf-8")
        written.append(folder / name)
    for name, blob in data.items():
        (folder / name).write_bytes(blob)
        written.append(folder / name)
    return written
