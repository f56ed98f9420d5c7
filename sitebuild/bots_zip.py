"""py/bots.zip: the bots' own engine, for their interpreters (js/bots/interpreter.js): the bots'
sandbox and exactly the modules it imports (the rules of the games), never the solver, its tables,
the coach or the page's api, so that a bot finds nothing of them to open or import."""

from __future__ import annotations

import json
import subprocess
import sys
import zipfile
from pathlib import Path

from .paths import PY_PACKAGE

SANDBOX = "factorgames.bots.sandbox"
"""The module the bots' interpreter imports; what it imports in turn is shipped with it."""


def sandbox_modules() -> list[str]:
    """The engine's modules that importing the sandbox loads (asked of a fresh CPython)."""
    code = (
        f"import sys; sys.path.insert(0, {str(PY_PACKAGE.parent)!r}); import {SANDBOX}, json; "
        "print(json.dumps(sorted(m for m in sys.modules if m == 'factorgames' or m.startswith('factorgames.'))))"
    )
    found = subprocess.run([sys.executable, "-I", "-c", code], check=True, capture_output=True, text=True)
    return list(json.loads(found.stdout))


def module_file(name: str) -> str:
    """The path in the engine's zip of a module or package."""
    path = name.replace(".", "/")
    return f"{path}/__init__.py" if (PY_PACKAGE.parent / path).is_dir() else f"{path}.py"


def pack_bots(engine_zip: Path, dest: Path) -> list[str]:
    """dest: the engine's zip (its sources, BUILD and catalogs) cut down to the sandbox's modules.
    Returns the files kept."""
    wanted = {module_file(name) for name in sandbox_modules()}
    kept = []
    with (
        zipfile.ZipFile(engine_zip) as engine,
        zipfile.ZipFile(dest, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as bots,
    ):
        for info in engine.infolist():
            name = info.filename
            if name in wanted or name == "factorgames/BUILD" or name.startswith("factorgames/locale/"):
                bots.writestr(info, engine.read(info))
                kept.append(name)
    missing = wanted - set(kept)
    if missing:
        sys.exit(f"[build] the bots' engine lacks {sorted(missing)}")
    return kept
