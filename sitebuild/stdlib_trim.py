"""The standard library the site ships: only the modules the engine runs, found by running the
engine's whole API in Pyodide under Node (needed_modules.mjs), without docstrings, compiled (or as
source where that is sooner on a school's network), with a safety net
(stdlib_fallback.py) that fetches the whole library when a module left out is imported."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

from .bytecode import CompileJob
from .engine_zip import ZIP_EPOCH
from .paths import PYODIDE_PKG

HERE = Path(__file__).parent
NEEDED_MJS = HERE / "needed_modules.mjs"
EXERCISE = HERE / "engine_exercise.py"
FALLBACK = HERE / "stdlib_fallback.py"
FALLBACK_MODULE = "_stdlib_fallback"
"""The safety net's name inside the trimmed zip (js/engine/host.js imports it)."""
TRIMMED_STDLIB = "python_stdlib.pyc.zip"
"""The trimmed library's name in dist/py/, next to the engine (js/engine/host.js boots from it)."""


def needed_files(engine_source_zip: Path) -> list[str]:
    """The stdlib zip's .py files in sys.modules after the engine answered every request kind."""
    node = shutil.which("node")
    if node is None:
        sys.exit("[build] Node.js is needed to find the standard modules the engine uses")
    out = subprocess.run(
        [node, str(NEEDED_MJS), f"{PYODIDE_PKG.as_posix()}/", str(engine_source_zip), str(EXERCISE)],
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    files: list[str] = json.loads(out.strip().splitlines()[-1])
    if "json/__init__.py" not in files:
        sys.exit(f"[build] the standard modules the engine uses look wrong: {files[:10]}")
    return files


def _module_name(entry: str) -> str | None:
    """The module a zip entry holds (json/__init__.pyc -> json), or None for another file."""
    if not entry.endswith(".pyc"):
        return None
    name = entry.removesuffix(".pyc").replace("/", ".")
    return name.removesuffix(".__init__")


def _entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, ZIP_EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def whole_modules(full_pyc: Path, needed: list[str]) -> list[str]:
    """The modules of the whole compiled library (checking that it holds every needed one)."""
    with zipfile.ZipFile(full_pyc) as full:
        names = full.namelist()
    missing = {name + "c" for name in needed} - set(names)
    if missing:
        sys.exit(f"[build] the compiled standard library lacks {sorted(missing)[:5]}")
    return sorted({m for name in names for m in [_module_name(name)] if m})


def write_fallback_source(whole: list[str], dest: Path) -> None:
    """A zip of the safety net's source, knowing the whole library's modules (compiled with the engine)."""
    text = FALLBACK.read_text(encoding="utf-8")
    marker = "IN_WHOLE: frozenset[str] = frozenset()"
    if marker not in text:
        sys.exit(f"[build] {FALLBACK.name} lacks its IN_WHOLE line")
    text = text.replace(marker, f"IN_WHOLE: frozenset[str] = frozenset({whole!r})")
    with zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED) as zf:
        zf.writestr(_entry(f"{FALLBACK_MODULE}.py"), text)


def trimmed_job(needed: list[str], dest: Path, source_below: float) -> CompileJob:
    """Compiling the needed modules of Pyodide's library as the boot gets them: without docstrings
    (as python -OO), and as source where that arrives and compiles sooner (bytecode.CompileJob)."""
    return {"source": "stdlib", "out": str(dest), "only": needed, "docstrings": "all", "source_below": source_below}


def write_trimmed(needed_part: Path, fallback_pyc: Path, dest: Path) -> None:
    """The trimmed library: the needed modules (trimmed_job's zip), and the compiled safety net."""
    with (
        zipfile.ZipFile(needed_part) as part,
        zipfile.ZipFile(fallback_pyc) as net,
        zipfile.ZipFile(dest, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out,
    ):
        for name in sorted(part.namelist()):
            out.writestr(_entry(name), part.read(name))
        out.writestr(_entry(f"{FALLBACK_MODULE}.pyc"), net.read(f"{FALLBACK_MODULE}.pyc"))
