"""Our HTML, CSS and JS with less to download."""

from __future__ import annotations

import re
from pathlib import Path

COMPACTED = {".html", ".css", ".js"}


def compact_text(text: str, suffix: str) -> str:
    """Drop the indentation and blank lines of HTML, CSS or JS, and CSS comments: most of what
    minifying would save, and safe here (no <pre>, no multi-line template strings, no CSS string
    holding a comment)."""
    if suffix == ".css":
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)
    return re.sub(r"\n\s*\n", "\n", re.sub(r"(?m)^[ \t]+", "", text))


def compact_text_files(root: Path) -> None:
    """Our HTML, CSS and JS under root, compacted (compact_text)."""
    for path in root.rglob("*"):
        if path.suffix in COMPACTED and path.is_file():
            path.write_text(compact_text(path.read_text(encoding="utf-8"), path.suffix), encoding="utf-8")
