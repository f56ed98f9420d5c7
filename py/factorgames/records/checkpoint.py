"""Finished tasks kept on disk, one JSON file each, written atomically: a killed job resumes
without redoing them, and a damaged file costs only its own task."""
from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any


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
            entry = json.loads(path.read_text(encoding="utf-8"))
            key, result = entry["key"], entry["result"]
            if not isinstance(key, str) or not isinstance(result, dict) or self._path(key) != path:
                raise ValueError("not a task of this job")
        except (OSError, UnicodeError, ValueError, KeyError, TypeError) as error:
            aside = path.with_suffix(".corrupt")
            path.replace(aside)
            self.warnings.append(f"checkpoint {path} is damaged ({error}): set aside as {aside.name}, "
                                 "its task will be computed again")
            return None
        return key, result
