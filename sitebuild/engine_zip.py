"""The engine (py/factorgames) zipped for the browser, byte for byte the same from the same sources."""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

from .paths import PY_PACKAGE

BROWSER_SKIPS = {"cli.py", "__main__.py"}
"""Modules of the package the browser never runs (the command line)."""
BROWSER_SKIP_FOLDERS = {"records"}
"""Sub-packages the browser never runs (the records job, a development tool)."""

ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)  # fixed timestamps: the same sources give the same zip bytes


def _entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, ZIP_EPOCH)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def pack_python(dest: Path, build_id: str, *, catalogs: bool = True) -> None:
    """Zip py/factorgames for the browser (sources only, sorted, fixed timestamps), with the
    build's id as factorgames/BUILD; without the compiled catalogs unless `catalogs` (the engine
    fetches its language's: page_catalogs.write_engine_catalogs)."""
    skipped = {".pyc", ".pyo", ".po", ".pot"} | (set() if catalogs else {".mo"})
    files = sorted(
        p
        for p in PY_PACKAGE.rglob("*")
        if p.is_file()
        and "__pycache__" not in p.parts
        and p.suffix not in skipped
        and p.name not in BROWSER_SKIPS
        and p.relative_to(PY_PACKAGE).parts[0] not in BROWSER_SKIP_FOLDERS
    )
    if not (PY_PACKAGE / "__init__.py").is_file():
        sys.exit(f"[build] {PY_PACKAGE} is not a Python package")
    with zipfile.ZipFile(dest, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for p in files:
            zf.writestr(_entry(p.relative_to(PY_PACKAGE.parent).as_posix()), p.read_bytes())
        zf.writestr(_entry(f"{PY_PACKAGE.name}/BUILD"), build_id + "\n")
