"""Our HTML, CSS and JS with less to download."""

from __future__ import annotations

import re
from pathlib import Path

COMPACTED = {".html", ".css", ".js"}


def compact_text_files(root: Path) -> None:
    """Drop the indentation and blank lines of our HTML, CSS and JS, and CSS comments: most of what
    minifying would save, and safe here (no <pre>, no multi-line template strings, no CSS string
    holding a comment)."""
    for path in root.rglob("*"):
        if path.suffix in COMPACTED and path.is_file():
            text = path.read_text(encoding="utf-8")
            if path.suffix == ".css":
                text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
            text = re.sub(r"\n\s*\n", "\n", re.sub(r"(?m)^[ \t]+", "", text))
            path.write_text(text, encoding="utf-8")
