"""`python -m factorgames` and the `factorgames` command (pyproject.toml's entry point).

Ctrl-C ends the program at once with status 130, without a word, from the first line of `run`
on (Python's own start-up comes before it and is out of reach): no KeyboardInterrupt is ever
raised, so no traceback can show. The command line writes whole lines and holds Ctrl-C while
it writes a JSON answer, so nothing is left half-written.
"""

import _signal  # type: ignore[import-not-found]  # signal's C half, loaded with Python: no wait before the guard
import os
import sys


def _interrupted(signum: int, frame: object) -> None:
    os._exit(130)


def run() -> int:
    """Guard Ctrl-C, then import the command line (which takes a while) and run it."""
    _signal.signal(_signal.SIGINT, _interrupted)
    if sys.argv[1:2] == ["verify"]:  # the records' checker (factorgames.records, a development tool)
        from .records.cli import main as records

        return records(sys.argv[1:])
    from .cli import main

    return main()


if __name__ == "__main__":
    sys.exit(run())
