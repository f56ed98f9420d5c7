"""The names the site's scripts share (caches, storage keys, the worker's name), read from their one
definition, js/shared/names.js, for the scripts that cannot import it (the classic boot script and the
service worker, where the build writes them in place of "__NAME__") and for the build itself."""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path

from .paths import ROOT

NAMES_JS = ROOT / "js" / "shared" / "names.js"

NAMES_STAMPED = ["js/engine/boot.js", "js/engine/worker.js"]
"""Built scripts that cannot import names.js, whose "__NAME__" placeholders become its values: the
classic bootstrap, and the engine's worker's first part, which imports nothing (the service worker's
template is filled by service_worker.py, with the same function)."""


@cache
def shared_names() -> dict[str, str]:
    """Every `export const NAME = "value";` of js/shared/names.js, by NAME."""
    text = NAMES_JS.read_text(encoding="utf-8")
    return dict(re.findall(r'^export const ([A-Z_]+) = "([^"\\]*)";', text, flags=re.MULTILINE))


def fill_names(text: str) -> str:
    """`text` with each "__NAME__" of a shared name replaced by its value (a JSON string); the other
    placeholders (the build's id, Pyodide's version...) are left to their own stamps."""
    names = shared_names()
    return re.sub(r'"__([A-Z_]+)__"', lambda m: json.dumps(names.get(m.group(1), m.group(0)[1:-1])), text)


def stamp_names(out: Path) -> None:
    """The shared names where the classic scripts (NAMES_STAMPED) hold their placeholders."""
    for rel in NAMES_STAMPED:
        path = out / rel
        path.write_text(fill_names(path.read_text(encoding="utf-8")), encoding="utf-8")
