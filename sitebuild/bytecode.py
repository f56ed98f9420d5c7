"""Python compiled to Pyodide's own bytecode, in Node (compile.mjs): the browser imports .pyc
and never compiles source (tracebacks then show no source lines)."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from .paths import NODE_MODULES, PYODIDE_PKG, log

COMPILE_MJS = Path(__file__).with_name("compile.mjs")
"""Run by Node: compiles each (zip or "stdlib", output zip) pair with Pyodide's Python."""

STDLIB_PYC = "python_stdlib.full.pyc.zip"
"""The whole standard library compiled, in pyodide/<version>/: fetched only when a module the trimmed
one (stdlib_trim.py) left out is imported."""


def compile_python(pairs: list[tuple[str, Path]]) -> None:
    """Compile each (zip or "stdlib", output) pair with Pyodide in Node."""
    node = shutil.which("node")
    if node is None:
        sys.exit("[build] Node.js is needed to compile Python for the browser")
    with tempfile.TemporaryDirectory() as tmp:
        args = [str(x) for pair in pairs for x in pair]
        subprocess.run([node, str(COMPILE_MJS), f"{PYODIDE_PKG.as_posix()}/", *args], check=True, cwd=tmp)


def compiled_stdlib() -> Path:
    """The standard library as .pyc, made once per Pyodide version (kept in node_modules/.cache)."""
    version = json.loads((PYODIDE_PKG / "package.json").read_text())["version"]
    cached = NODE_MODULES / ".cache" / "factorgames" / f"python_stdlib-{version}.pyc.zip"
    if not cached.is_file():
        cached.parent.mkdir(parents=True, exist_ok=True)
        log(f"compiling the standard library with Pyodide {version}")
        partial = cached.with_suffix(".part")
        compile_python([("stdlib", partial)])
        partial.rename(cached)
    return cached
