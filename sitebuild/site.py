"""The site built into dist/: our files, the pages, the engine compiled, Pyodide's files and the
service worker, swapped in whole."""

from __future__ import annotations

import json
import os
import re
import shutil
import tempfile
from pathlib import Path

from .bots_zip import pack_bots
from .bytecode import SOURCE_BELOW_US_PER_BYTE, STDLIB_PYC, compile_python, compiled_stdlib
from .compact import compact_text_files
from .engine_zip import pack_python
from .first_views import write_first_views
from .headers import write_host_files
from .manifest import write_app_files
from .npm import VENDORED_JS, copy_vendored, ensure_pyodide, pyodide_files, pyodide_version, write_vendored_esm
from .page_catalogs import write_engine_catalogs, write_page_catalogs
from .pages import write_pages
from .paths import DIST, NODE_MODULES, PYODIDE_PKG, ROOT, log
from .service_worker import SW_TEMPLATE, write_service_worker
from .shared_names import stamp_names
from .sources import source_digest
from .stamps import stamp_boot, stamp_build, stamp_stdlib
from .stdlib_trim import TRIMMED_STDLIB, needed_files, trimmed_job, whole_modules, write_fallback_source, write_trimmed
from .typedefs import VIEW_TYPES_JS
from .wasm_xz import PACKED_ZIPS, WASM_XZ, pack_zip, packed_wasm, write_decoder

# Our own files copied as they are (relative to the repo root); the pages are made from templates.
SITE_FILES = ["favicon.svg"]
SITE_DIRS = ["js", "css", "records"]  # records/: the Records page's data (python3 -m factorgames.records ship)
PAGE_UNUSED = {"python_stdlib.zip", "pyodide-lock.json"}
"""Pyodide's files no page fetches: the trimmed library replaces its own, and the worker passes
the lock file's header (stamps.packageless_lock)."""
DEV_ONLY = {SW_TEMPLATE.parent.name, VIEW_TYPES_JS.parent.name, "types"}
"""Folders of js/ the browser never loads: the service worker's template (dist/sw.js is written from it),
the contract's typedefs and the type declarations (for the type checker and readers)."""


def typedefs_only(path: Path) -> bool:
    """Whether a JS module holds JSDoc typedefs only (a room's data shapes, read by the type checker
    through `import("./types.js")` in comments; nothing runs it)."""
    code = re.sub(r"/\*.*?\*/|//[^\n]*", "", path.read_text(encoding="utf-8"), flags=re.DOTALL)
    return code.strip() in ("", "export {};")


def served(path: Path) -> bool:
    """Whether the build copies this file of js/ into the site."""
    folders = path.relative_to(ROOT / "js").parts[:-1]
    return not DEV_ONLY & set(folders) and not unserved(str(path.parent), [path.name])


def unserved(folder: str, names: list[str]) -> list[str]:
    """What the build leaves out of a folder of js/ (shutil.copytree's ignore): DEV_ONLY, and the
    modules of typedefs only."""
    return [n for n in names if n in DEV_ONLY or (n.endswith(".js") and typedefs_only(Path(folder) / n))]


def build(dist: Path = DIST, build_id: str | None = None) -> Path:
    """Build the site into `dist` (atomically); `build_id` defaults to the sources' hash."""
    ensure_pyodide()
    build_id = build_id or source_digest()
    dist.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix=".dist-", dir=dist.parent))
    try:
        for name in SITE_FILES:
            if (ROOT / name).is_file():
                shutil.copy2(ROOT / name, tmp / name)
        for d in SITE_DIRS:
            src = ROOT / d
            if src.is_dir():
                shutil.copytree(
                    src,
                    tmp / d,
                    ignore=unserved,
                )
        write_pages(tmp)
        write_app_files(tmp)
        write_first_views(tmp, build_id)
        write_page_catalogs(tmp)
        stamp_build(tmp, build_id)
        stamp_boot(tmp)
        stamp_names(tmp)
        compact_text_files(tmp)
        for name, target in VENDORED_JS.items():  # pinned npm modules the page imports
            copy_vendored(NODE_MODULES / name, tmp / "js" / target)
        write_vendored_esm(tmp / "js")
        write_decoder(tmp / "js")  # xz-decompress: the engine's worker unpacks Pyodide's WebAssembly with it
        # Pyodide's files under its version: a path that never changes content, cached for good.
        pyodide_dir = tmp / "pyodide" / pyodide_version()
        pyodide_dir.mkdir(parents=True)
        for name in pyodide_files():
            if name not in PAGE_UNUSED:
                shutil.copy2(PYODIDE_PKG / name, pyodide_dir / name)
        shutil.copy2(compiled_stdlib(), pyodide_dir / STDLIB_PYC)  # whole: fetched only by the safety net
        shutil.copy2(packed_wasm(), pyodide_dir / WASM_XZ)  # what the game pages download (wasm_xz.py)
        (tmp / "py").mkdir()
        write_engine_and_stdlib(tmp / "py", build_id)
        for name in PACKED_ZIPS:  # what the game pages download of them (wasm_xz.py)
            pack_zip(tmp / "py" / name)
        stamp_stdlib(tmp)  # the worker keeps the standard library it decoded when it is this one
        write_host_files(tmp)
        version = write_service_worker(tmp)
        (tmp / "build-info.json").write_text(
            json.dumps({"version": version, "build": build_id, "pyodide": pyodide_version()}, indent=2) + "\n"
        )
        os.chmod(tmp, 0o755)
        # Swap in the new tree (a server already pointed at dist/ sees whole builds only).
        old = dist.parent / f".dist-old-{os.getpid()}-{version}"
        try:
            dist.rename(old)
        except FileNotFoundError:
            pass
        try:
            tmp.rename(dist)
        except OSError:
            # Another build swapped its tree in at the same moment: keep that one.
            if not (dist / "build-info.json").is_file():
                raise
            shutil.rmtree(tmp, ignore_errors=True)
        shutil.rmtree(old, ignore_errors=True)
    except BaseException:
        shutil.rmtree(tmp, ignore_errors=True)
        raise
    own = own_bytes(dist)
    log(f"built {dist} (cache {version}); our own files: {own / 1024:.1f} KB")
    return dist


def write_engine_and_stdlib(out: Path, build_id: str) -> None:
    """out/factorgames.zip, the engine, out/locale/, its catalogs, out/bots.zip, the bots' part of it (bots_zip.py), and
    out/python_stdlib.pyc.zip, the standard library the engine runs (with the safety net for a
    module left out), each module without docstrings, compiled or as
    source (bytecode.SOURCE_BELOW_US_PER_BYTE)."""
    with tempfile.TemporaryDirectory(prefix="fg-engine-") as tmp:
        source_zip, net_source, net = Path(tmp) / "factorgames.zip", Path(tmp) / "net.zip", Path(tmp) / "net.pyc.zip"
        pack_python(source_zip, build_id, catalogs=False)
        whole, bots_source = Path(tmp) / "whole.zip", Path(tmp) / "bots.zip"
        pack_python(whole, build_id)
        pack_bots(whole, bots_source)  # the sandbox fetches nothing: its catalogs are in its zip
        write_engine_catalogs(out)
        needed = needed_files(source_zip)
        write_fallback_source(whole_modules(compiled_stdlib(), needed), net_source)
        needed_part = Path(tmp) / "needed.zip"
        compile_python(
            [
                {
                    "source": str(source_zip),
                    "out": str(out / "factorgames.zip"),
                    "only": None,
                    "docstrings": "not-classes",
                    "source_below": SOURCE_BELOW_US_PER_BYTE,
                },
                {
                    "source": str(bots_source),
                    "out": str(out / "bots.zip"),
                    "only": None,
                    "docstrings": "not-classes",
                    "source_below": SOURCE_BELOW_US_PER_BYTE,
                },
                {"source": str(net_source), "out": str(net), "only": None, "docstrings": "all", "source_below": 0},
                trimmed_job(needed, needed_part, SOURCE_BELOW_US_PER_BYTE),
            ]
        )
        write_trimmed(needed_part, net, out / TRIMMED_STDLIB)


STDLIB_FILES = (TRIMMED_STDLIB, f"{TRIMMED_STDLIB}.xz")
"""The standard library the engine runs, plain and packed (wasm_xz.py): not our own bytes."""


def own_bytes(dist: Path = DIST) -> int:
    """Bytes of everything in dist/ except Pyodide's files and its standard library."""
    return sum(
        p.stat().st_size
        for p in dist.rglob("*")
        if p.is_file() and p.relative_to(dist).parts[0] != "pyodide" and p.name not in STDLIB_FILES
    )
