"""Python compiled to Pyodide's own bytecode, in Node (compile.mjs): the browser imports .pyc
(or, where that downloads faster than it compiles, source without docstrings or comments)."""

from __future__ import annotations

import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Literal, TypedDict

from .paths import NODE_MODULES, PYODIDE_PKG, log

COMPILE_MJS = Path(__file__).with_name("compile.mjs")
"""Run by Node: runs CompileJobs with Pyodide's Python."""

STDLIB_PYC = "python_stdlib.full.pyc.zip"
"""The whole standard library compiled, in pyodide/<version>/: fetched only when a module the trimmed
one (stdlib_trim.py) left out is imported."""

SOURCE_BELOW_US_PER_BYTE = 1.7
"""The byte time (microseconds) under which a module ships as source rather than compiled: the
modules that cost most to compile for the bytes their bytecode adds ship compiled, the rest as
source. With column ranges (compile.mjs drops them) a third of the bytes shipped as source, and
compiling them in the browser cost ~0.6 s of a 10 Mbit/s first visit; without, bytecode is a third
smaller and all but ~70 small modules ship compiled: a first visit is 4.98 MB on the wire
(bench_web.py; docs/benchmarks.md)."""

Docstrings = Literal["keep", "all", "not-classes"]
"""Which docstrings a job keeps: all of them, none ("all" dropped, as python -OO does), or only the
classes' ("not-classes" dropped: a dataclass without one would make one up with inspect at import)."""


class CompileJob(TypedDict):
    source: str
    """A zip of .py files, or "stdlib": Pyodide's own standard library."""
    out: str
    only: list[str] | None
    """The source's files to keep (None: all)."""
    docstrings: Docstrings
    source_below: float
    """Microseconds a byte takes to arrive: a module whose compiling would take less time than its
    bytecode's extra (gzipped) bytes take is shipped as source, without docstrings or comments
    (0: every module compiled)."""


def compile_python(jobs: list[CompileJob]) -> None:
    """Run each job with Pyodide in Node."""
    node = shutil.which("node")
    if node is None:
        sys.exit("[build] Node.js is needed to compile Python for the browser")
    with tempfile.TemporaryDirectory() as tmp:
        spec = Path(tmp) / "jobs.json"
        spec.write_text(json.dumps(jobs), encoding="utf-8")
        subprocess.run([node, str(COMPILE_MJS), f"{PYODIDE_PKG.as_posix()}/", str(spec)], check=True, cwd=tmp)


def compiled_stdlib() -> Path:
    """The standard library as .pyc, made once per Pyodide version and compiler (kept in
    node_modules/.cache)."""
    version = json.loads((PYODIDE_PKG / "package.json").read_text())["version"]
    compiler = hashlib.sha256(COMPILE_MJS.read_bytes()).hexdigest()[:12]
    cached = NODE_MODULES / ".cache" / "factorgames" / f"python_stdlib-{version}-{compiler}.pyc.zip"
    if not cached.is_file():
        cached.parent.mkdir(parents=True, exist_ok=True)
        log(f"compiling the standard library with Pyodide {version}")
        partial = cached.with_suffix(".part")
        compile_python(
            [{"source": "stdlib", "out": str(partial), "only": None, "docstrings": "keep", "source_below": 0}]
        )
        partial.rename(cached)
    return cached
