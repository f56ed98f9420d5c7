"""The engine's worker asks for all of its modules at once (js/engine/worker.js's PARTS): the list is
js/engine/host.js and every module it imports, directly or not, so that none waits for the module
importing it to arrive (a round trip more before Python starts on a repeat visit)."""

from __future__ import annotations

import json
import posixpath
import re
from pathlib import Path

ROOT = next(folder for folder in Path(__file__).resolve().parents if (folder / "build.py").is_file())
ENGINE = "js/engine"
STATIC_IMPORT = re.compile(
    r'^\s*(?:import|export)\s[^;]*?\bfrom\s*"([^"]+)"|^\s*import\s*"([^"]+)"', re.MULTILINE | re.DOTALL
)


def static_imports(rel: str) -> list[str]:
    """The modules `rel` (a path from the repository's root) imports statically, as paths from the root;
    files outside js/ (Pyodide's loader) are not followed."""
    text = (ROOT / rel).read_text(encoding="utf-8")
    found = [a or b for a, b in STATIC_IMPORT.findall(text)]
    return [posixpath.normpath(posixpath.join(posixpath.dirname(rel), name)) for name in found]


def closure(start: str) -> set[str]:
    seen: set[str] = set()
    todo = [start]
    while todo:
        rel = todo.pop()
        if rel in seen:
            continue
        seen.add(rel)
        if rel.startswith("js/"):
            todo.extend(static_imports(rel))
    return seen


def parts() -> list[str]:
    text = (ROOT / ENGINE / "worker.js").read_text(encoding="utf-8")
    match = re.search(r"const PARTS = (\[.*?\]);", text, re.DOTALL)
    assert match, "worker.js lists its parts in PARTS"
    listed = json.loads(re.sub(r",\s*\]", "]", match.group(1)))
    return [posixpath.normpath(posixpath.join(ENGINE, name)) for name in listed]


def test_the_worker_asks_at_once_for_host_js_and_every_module_it_imports():
    listed = parts()
    assert listed[0] == f"{ENGINE}/host.js", "host.js first: the one the worker runs"
    assert len(listed) == len(set(listed))
    assert set(listed) == closure(f"{ENGINE}/host.js")


def test_the_worker_itself_imports_nothing_statically():
    assert static_imports(f"{ENGINE}/worker.js") == []
