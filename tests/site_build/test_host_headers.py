"""dist/_headers: Pyodide's versioned files cached for good, everything else revalidated, and no
path under two Cache-Control rules (hosts would join their values)."""

from __future__ import annotations

from fnmatch import fnmatch
from pathlib import Path

from sitebuild.headers import IMMUTABLE, REVALIDATE, write_host_files


def cache_control(host_file: str) -> dict[str, str]:
    rules, pattern = {}, ""
    for line in host_file.splitlines():
        if line.startswith("/"):
            pattern = line
        elif line.strip().startswith("Cache-Control:"):
            rules[pattern] = line.split(":", 1)[1].strip()
    return rules


def test_versioned_pyodide_files_are_immutable_and_the_rest_revalidated(tmp_path: Path) -> None:
    for rel in ["index.html", "js/engine/worker.js", "py/factorgames.zip", "pyodide/314.0.7/pyodide.asm.wasm"]:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    write_host_files(tmp_path)
    rules = cache_control((tmp_path / "_headers").read_text())
    for path, wanted in [
        ("/pyodide/314.0.7/pyodide.asm.wasm", IMMUTABLE),
        ("/js/engine/worker.js", REVALIDATE),
        ("/py/factorgames.zip", REVALIDATE),
        ("/index.html", REVALIDATE),
        ("/", REVALIDATE),
        ("/sw.js", REVALIDATE),
    ]:
        matching = [value for pattern, value in rules.items() if fnmatch(path, pattern)]
        assert matching == [wanted], (path, matching)
