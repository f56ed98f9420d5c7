"""The records job's command line:

    python3 -m factorgames.records run --removal 49 --chains 100 --chain-games 10000 --factor-game 63
    python3 -m factorgames.records run ... --scheduler tcp://host:8786   # on a Dask cluster
    python3 -m factorgames.records assemble      # records.json from the checkpoint alone
    python3 -m factorgames.records verify --large records.json   # also: factorgames verify ...
    python3 -m factorgames.records ship --large records.json     # the site's tables, into records/
    python3 -m factorgames.records ship --merge part.json        # only the parts part.json holds

Finished tasks are kept under --checkpoint (default records-checkpoint/): run the same command
again after any interruption and only the rest is computed. A records file is never replaced by
one holding fewer records (a mistyped --checkpoint). verify and ship read a file from anyone within
limits (10 MB, 16 MB once gunzipped, 1,500,000 values, nesting 100, the job's own sizes; see
docs/records.md); --large lifts those on size and work for a file of your own (the job's whole
records.json). ship --merge ships only the parts the file holds entries of into the summary
already in --out-dir, keeping the others as they are. Errors are one line, exit status 2.
"""

from __future__ import annotations

import argparse
import datetime
import platform
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from .checkpoint import write_json
from .executor import ExecutorError, executor
from .job import JobError, Spec, assemble, check_replace, replaceable, run
from .reading import OWN, UNTRUSTED, RecordsError
from .ship import ship_file
from .verify import verify

LARGE = "lift the limits on size and work, for a file of your own (the job's whole records.json)"


class _Parser(argparse.ArgumentParser):
    """Its errors in one line too (argparse's own print the usage first)."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"error: {_line(message)} (see {self.prog} --help)\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="python3 -m factorgames.records", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    commands = parser.add_subparsers(dest="command", required=True)
    go = commands.add_parser("run", help="compute (resuming from the checkpoint), then write the records")
    go.add_argument("--removal", type=int, default=0, metavar="N", help="Multiples Removal on 2..N up to N")
    go.add_argument("--chains", type=int, default=0, metavar="N", help="longest chains of 1..n up to N (scipy)")
    go.add_argument("--chain-games", type=int, default=0, metavar="N", help="chain games on 1..n up to N")
    go.add_argument("--factor-game", type=int, default=0, metavar="N", help="the Factor Game on 1..n up to N")
    go.add_argument("--workers", type=int, default=1, help="local processes (default 1)")
    go.add_argument("--scheduler", metavar="ADDRESS", help="a Dask scheduler to run the tasks on instead")
    go.add_argument(
        "--picks-per-task", type=int, default=64, help="first picks of a board per task (default: the whole board)"
    )
    for command in (go, commands.add_parser("assemble", help="write the records from the checkpoint alone")):
        command.add_argument("--checkpoint", type=Path, default=Path("records-checkpoint"))
        command.add_argument("--out", type=Path, default=Path("records.json"))
    check = commands.add_parser("verify", help="replay the certificates of a records file")
    check.add_argument("records", type=Path)
    check.add_argument("--large", action="store_true", help=LARGE)
    shipping = commands.add_parser("ship", help="write the site's tables (records/) from a records file")
    shipping.add_argument("records", type=Path)
    shipping.add_argument("--large", action="store_true", help=LARGE)
    shipping.add_argument("--out-dir", type=Path, default=Path("records"))
    shipping.add_argument("--how", default="", help="how the records were computed (the machine, the workers)")
    shipping.add_argument(
        "--merge",
        action="store_true",
        help="ship only the parts the file holds entries of, into the summary already in --out-dir "
        "(the others, and their files, kept as they are)",
    )
    shipping.add_argument(
        "--certified",
        type=int,
        default=44,
        metavar="N",
        help="ship the certificate of the boards up to 2..N (default 44)",
    )
    return parser


def _log(line: str) -> None:
    print(_line(line), file=sys.stderr, flush=True)


def _line(text: str) -> str:
    """One line, whatever the message quotes (a file name may hold a newline)."""
    return " ".join(text.splitlines())


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        if args.command == "verify":
            for line in verify(args.records, OWN if args.large else UNTRUSTED):
                print(line)
            print("OK")
            return 0
        if args.command == "ship":
            about = {"date": datetime.date.today().isoformat(), "python": platform.python_version(), "how": args.how}
            for path in ship_file(
                args.records, about, args.out_dir, args.certified, OWN if args.large else UNTRUSTED, args.merge
            ):
                _log(f"wrote {path}")
            return 0
        if args.command == "assemble" and not (args.checkpoint / "tasks").is_dir():
            raise JobError(
                f"no checkpoint in {args.checkpoint} (no tasks/ folder there): nothing to assemble, "
                f"{args.out} left as it was"
            )
        before = replaceable(args.out)  # refused before any work if it is not the job's
        if args.command == "run":
            spec = Spec(
                removal_max=args.removal,
                chains_max=args.chains,
                chain_games_max=args.chain_games,
                picks_per_task=args.picks_per_task,
                factor_game_max=args.factor_game,
            )
            spec.check()
            if args.workers < 1:
                raise JobError("--workers must be at least 1")
            started = time.perf_counter()
            with executor(args.scheduler, args.workers) as pool:
                run(spec, args.checkpoint, pool, _log)
            _log(f"computed in {time.perf_counter() - started:.1f} s")
        damaged: list[str] = []

        def warn(line: str) -> None:
            damaged.append(line)
            _log(line)

        records = assemble(args.checkpoint, warn)
        check_replace(args.out, before, records, args.checkpoint, len(damaged))
        write_json(args.out, records)
        _log(f"wrote {args.out}")
        return 0
    except (JobError, ExecutorError, RecordsError) as error:
        print(f"error: {_line(str(error))}", file=sys.stderr)
        return 2
    except OSError as error:  # writing: a full disk, a folder in the way
        where = f"{error.filename}: " if error.filename else ""
        print(f"error: {_line(where + (error.strerror or str(error)))}", file=sys.stderr)
        return 2
    except MemoryError:
        print("error: out of memory (--large on a file too large for this machine?)", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"interrupted: every finished task is kept in {getattr(args, 'checkpoint', '')}", file=sys.stderr)
        return 130
