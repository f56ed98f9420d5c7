"""dist/sw.js from js/sw.template.js: the offline cache of every built file."""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

from .bytecode import STDLIB_PYC
from .headers import HOST_FILES
from .npm import pyodide_version
from .paths import ROOT

SW_TEMPLATE = ROOT / "js" / "sw.template.js"  # becomes dist/sw.js (scope: the site root)

PYODIDE_CACHE_PREFIX = "factorgames-pyodide-"
"""The offline cache of one Pyodide version's files, shared by every build (sw.template.js,
worker-engine.js)."""


DOWNLOADS_ONLY = (".csv", ".json.gz")
"""Files a person downloads and no page reads (the Records page's data as CSV, its certificate):
not precached, so that no visitor downloads them unasked."""

ON_DEMAND = (".bin",)
"""Files the engine fetches only when a game needs them (the 7x7 Multiples Removal tables): not
precached, so that no visitor downloads them unasked, but kept in the offline cache once fetched."""


def write_service_worker(out: Path) -> str:
    """Write out/sw.js precaching every built file but the whole standard library (the worker keeps
    it when its safety net fetches it), the downloads and the files fetched on demand (kept when
    fetched); the cache name is their content hash."""
    built = sorted(
        p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file() and p.name not in {"sw.js", "build-info.json", STDLIB_PYC, *HOST_FILES}
        and not p.name.endswith(DOWNLOADS_ONLY)
    )
    files = [rel for rel in built if not rel.endswith(ON_DEMAND)]
    on_demand = [rel for rel in built if rel.endswith(ON_DEMAND)]
    digest = hashlib.sha256()
    for rel in built:
        digest.update(rel.encode() + b"\0")
        digest.update(hashlib.sha256((out / rel).read_bytes()).digest())
    template = SW_TEMPLATE.read_text(encoding="utf-8")
    digest.update(template.encode())
    version = digest.hexdigest()[:16]
    # "./" is the navigation request for the site root: index.html, kept once under that name.
    urls = ["./"] + [f"./{rel}" for rel in files if rel != "index.html"]
    sw = template.replace('"__CACHE_NAME__"', json.dumps(f"factorgames-{version}")).replace(
        '"__PYODIDE_CACHE__"', json.dumps(PYODIDE_CACHE_PREFIX + pyodide_version())).replace(
        '["__PRECACHE__"]', json.dumps(urls, indent=2)).replace(
        '["__ON_DEMAND__"]', json.dumps([f"./{rel}" for rel in on_demand], indent=2)
    )
    if any(mark in sw for mark in ("__CACHE_NAME__", "__PRECACHE__", "__PYODIDE_CACHE__", "__ON_DEMAND__")):
        sys.exit("[build] sw.template.js lacks its placeholders")
    (out / "sw.js").write_text(sw, encoding="utf-8")
    return version
