"""The site's sources: when dist/ is older than them, and their hash, the build's id."""

from __future__ import annotations

import hashlib
from pathlib import Path

from .paths import DIST, ROOT

SOURCE_PATHS = [
    "build.py",
    "sitebuild",
    "index.html",
    "embed.html",
    "study.html",
    "puzzles.html",
    "worksheet.html",
    "records.html",
    "class.html",
    "notes.html",
    "tournament.html",
    "board.html",
    "records",
    "favicon.svg",
    "js",
    "css",
    "rules",
    "py/factorgames",
    "package.json",
    "package-lock.json",
]
"""Everything whose change means dist/ is stale."""


def _files(path: Path) -> list[Path]:
    """The file, or a folder's files in order (no bytecode caches)."""
    if path.is_file():
        return [path]
    return sorted(p for p in path.rglob("*") if p.is_file() and "__pycache__" not in p.parts)


def newest_source_mtime() -> float:
    return max((p.stat().st_mtime for rel in SOURCE_PATHS for p in _files(ROOT / rel)), default=0.0)


def dist_is_stale(dist: Path = DIST) -> bool:
    stamp = dist / "build-info.json"
    if not stamp.is_file():
        return True
    return stamp.stat().st_mtime < newest_source_mtime()


def source_digest() -> str:
    """A short hash of every source of the site: the build's id."""
    digest = hashlib.sha256()
    for rel in SOURCE_PATHS:
        for p in _files(ROOT / rel):
            digest.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + hashlib.sha256(p.read_bytes()).digest())
    return digest.hexdigest()[:16]
