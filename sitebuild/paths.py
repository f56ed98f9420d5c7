"""Where the site's sources, the installed npm packages and the built site are, and the build's log."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
PYODIDE_PKG = NODE_MODULES / "pyodide"
PY_PACKAGE = ROOT / "py" / "factorgames"


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


def engine_importable() -> None:
    """Let the build import the engine (py/factorgames) as the browser and the tests do."""
    if str(PY_PACKAGE.parent) not in sys.path:
        sys.path.insert(0, str(PY_PACKAGE.parent))
