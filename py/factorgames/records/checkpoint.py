"""Finished tasks kept on disk, one JSON file each, written atomically: a killed job resumes
without redoing them, and a damaged file costs only its own task.

A task file is read within `reading.OWN`'s limits (any size, nesting and numbers bounded) and its
result checked for the form the job's assembly relies on (`result_problem`): a file that fails
either, or that is not a regular file, is set aside as <name>.corrupt with a one-line warning, and
its task is computed again.
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .reading import OWN, RecordsError, array, field, integer, mapping, number, read_json
from .verify import factor_game_board


def write_json(path: Path, value: object) -> None:
    """Write `value` to `path` as JSON so that the file is either the old one or the whole new
    one, whatever interrupts the write."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".part")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as out:
            json.dump(value, out, separators=(",", ":"))
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, 0o644)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


class Checkpoint:
    """The finished tasks of a job, under `folder`/tasks/<task key>.json."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder / "tasks"
        self.warnings: list[str] = []

    def _path(self, key: str) -> Path:
        return self.folder / (key.replace("/", "_") + ".json")

    def save(self, key: str, result: dict[str, Any]) -> None:
        write_json(self._path(key), {"key": key, "result": result})

    def has(self, key: str) -> bool:
        """Whether the task is finished: its file is there and whole. A file that cannot be read
        is set aside as <name>.corrupt with a warning, and its task will be computed again."""
        path = self._path(key)
        return path.is_file() and self._read(path) is not None

    def load(self) -> Iterator[tuple[str, dict[str, Any]]]:
        """Every finished task (key, result), damaged files set aside as in has()."""
        if not self.folder.is_dir():
            return
        for path in sorted(self.folder.glob("*.json")):
            entry = self._read(path)
            if entry is not None:
                yield entry

    def _read(self, path: Path) -> tuple[str, dict[str, Any]] | None:
        try:
            if not path.is_file():
                raise RecordsError("not a regular file")
            entry = mapping(read_json(path, OWN), "the task file")
            key, result = (
                field(entry, "key", "the task file"),
                mapping(field(entry, "result", "the task file"), "its result"),
            )
            if not isinstance(key, str) or self._path(key) != path:
                raise RecordsError("not a task of this job (its key is not its name)")
            problem = result_problem(key, result)
            if problem:
                raise RecordsError(problem)
        except RecordsError as error:
            aside = path.with_suffix(".corrupt")
            path.replace(aside)
            self.warnings.append(
                f"checkpoint {path} is damaged ({_without(str(error), str(path))}): set aside as "
                f"{aside.name}, its task will be computed again"
            )
            return None
        return key, result


def _without(message: str, path: str) -> str:
    """The reader's message without the path the warning says already."""
    return message.replace(f"{path}: ", "").replace(f"{path} ", "it ")


_REMOVAL_KEY = re.compile(r"removal/L(\d{1,3})/(\d{1,3})/(\d{1,3})-(\d{1,3})")
_CHAINS_KEY = re.compile(r"chains/(\d{1,4})")
_GAMES_KEY = re.compile(r"chain-games/(\d{1,6})-(\d{1,6})")
_FACTOR_KEY = re.compile(r"factor-game/(\d{1,3})")


def _ints(value: object, what: str, low: int, high: int) -> list[int]:
    """A list of integers in low..high (checked at C speed first: task files hold millions)."""
    values = array(value, what)
    if not set(map(type, values)) <= {int} or (values and not low <= min(values) <= max(values) <= high):
        for x in values:
            integer(x, f"{what}: an item", low, high)
    return values


def result_problem(key: str, result: dict[str, Any]) -> str | None:
    """What is wrong with a task's result for the job's assembly (its form, not its truth), or None.

    >>> result_problem("chains/3", {"n": 3, "length": 2, "chain": [1, 2], "seconds": 0.1, "certificate": {}})
    >>> result_problem("chains/3", {"n": 3, "length": 2, "chain": [1, "2"], "seconds": 0.1, "certificate": {}})
    "a chain: an item is '2', not an integer"
    """
    try:
        if match := _REMOVAL_KEY.fullmatch(key):
            n = int(match[2])
            picks = _ints(field(result, "picks", "the result"), "the picks", 2, n)
            _ints(field(result, "winning", "the result"), "the winning picks", 2, n)
            integer(field(result, "positions", "the result"), "the positions searched", 0, 1 << 62)
            number(field(result, "seconds", "the result"), "the seconds")
            if not set(map(type, array(field(result, "lost", "the result"), "the lost positions"))) <= {str}:
                raise RecordsError("a lost position is not a string")
            _ints(list(mapping(field(result, "won", "the result"), "the won positions").values()), "the moves", 0, n)
            if not picks:
                raise RecordsError("no pick")
        elif match := _CHAINS_KEY.fullmatch(key):
            n = integer(field(result, "n", "the result"), "n", int(match[1]), int(match[1]))
            integer(field(result, "length", "the result"), "the length", 0, n)
            _ints(field(result, "chain", "the result"), "a chain", 1, n)
            number(field(result, "seconds", "the result"), "the seconds")
            mapping(field(result, "certificate", "the result"), "the certificate")
        elif match := _GAMES_KEY.fullmatch(key):
            lo, hi = int(match[1]), int(match[2])
            for row in array(field(result, "rows", "the result"), "the rows", most=hi - lo + 1):
                pair = array(row, "a row")
                if len(pair) != 2:
                    raise RecordsError("a row is not [n, winning first numbers]")
                n = integer(pair[0], "a row's n", lo, hi)
                _ints(pair[1], f"1..{n}: the winning first numbers", 1, n)
            number(field(result, "seconds", "the result"), "the seconds")
        elif match := _FACTOR_KEY.fullmatch(key):
            factor_game_board(result, int(match[1]), int(match[1]))
            if not isinstance(field(result, "from_book", "the result"), bool):
                raise RecordsError("whether the values come from the book is not true or false")
            number(field(result, "seconds", "the result"), "the seconds")
        else:
            return f"{key!r:.60} is not the key of a task of this job"
    except RecordsError as error:
        return str(error)
    return None
