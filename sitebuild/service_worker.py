"""dist/sw.js from js/offline/sw.template.js: the offline cache of every built file, and the SHA-256 of
each file it may serve, so that it serves only this build's bytes."""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

from .bytecode import STDLIB_PYC
from .headers import HOST_FILES
from .npm import VENDOR_DIR, VENDORED_ESM, pyodide_version, vendored_name
from .paths import ROOT
from .shared_names import fill_names, shared_names
from .wasm_xz import PACKED_ZIPS, WASM

SW_TEMPLATE = ROOT / "js" / "offline" / "sw.template.js"  # becomes dist/sw.js (scope: the site root)

PYODIDE_CACHE_PREFIX = shared_names()["PYODIDE_CACHE_PREFIX"]
"""The offline cache of one Pyodide version's files, shared by every build (sw.template.js,
js/engine/host.js): js/shared/names.js's."""

NOT_SERVED = {"sw.js", "build-info.json", *HOST_FILES}
"""Built files the service worker never serves from its caches (no hash: always from the network):
itself, the build's stamp (a page compares it with the server's) and the host's configuration."""

DOWNLOADS_ONLY = (".csv", ".json.gz", "b-chains.txt", "b-removal.txt")  # b-files; not ".txt" (vendored licences)
"""Files a person downloads and no page reads (the Records page's data as CSV, its certificate):
not precached, so that no visitor downloads them unasked, and never served from the caches."""

ON_DEMAND = (".bin",)
"""Files the engine fetches only when a game needs them (the 7x7 Multiples Removal tables): not
precached, so that no visitor downloads them unasked, but kept in the offline cache once fetched."""

BOTS_ONLY = (
    "py/bots.zip",  # the bots' own engine, the rules only (js/bots/sandbox.js fetches it)
    "js/bots/",  # the Bots page's own scripts (its sandbox and interpreters)
    # CodeMirror, the Bots page's editor, as npm.write_vendored_esm writes it (each module and its
    # licence): only js/bots/editor.js imports it.
    *(f"js/{VENDOR_DIR}/{vendored_name(package).removesuffix('.js')}." for package in VENDORED_ESM),
)
"""What only the Bots page fetches (path prefixes under dist/): kept on demand like ON_DEMAND, the
first time the Bots page is opened, instead of precached for every visitor of the game pages. A
prefix that matches nothing built (a file not there yet) is simply no file."""

CLASS_ONLY = ("js/jsQR.", "js/class/bot-runs.js")
"""What the Class page fetches only when it needs it (the QR decoder its camera uses, the player of
the pupils' bots in results): kept on demand, like BOTS_ONLY. The page itself and its other scripts
are precached, so that a pupil's assignment opens offline once the site has been loaded."""


def plain_wasm() -> str:
    """Pyodide's WebAssembly unpacked: a game page downloads it packed (wasm_xz.py) and the engine's
    worker keeps the bytes it decoded in Pyodide's cache under this address; kept on demand (the
    Bots page's sandbox asks for it), never precached, which would download it a second time."""
    return f"pyodide/{pyodide_version()}/{WASM}"


def whole_stdlib() -> str:
    """The whole compiled standard library (the bots' interpreters, the engine's safety net): kept on
    demand, never precached."""
    return f"pyodide/{pyodide_version()}/{STDLIB_PYC}"


def served_files(out: Path) -> tuple[list[str], list[str]]:
    """The files under `out` the service worker serves from its caches, relative to `out`: those it
    precaches, and those it keeps once fetched (the 7x7 tables, the Bots page's, the whole library,
    Pyodide's WebAssembly and the engine's zips unpacked: a game page downloads them packed)."""
    served = sorted(
        p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file() and p.name not in NOT_SERVED and not p.name.endswith(DOWNLOADS_ONLY)
    )
    unprecached = {whole_stdlib(), plain_wasm(), *(f"py/{name}" for name in PACKED_ZIPS)}
    kept = [
        rel for rel in served if rel.endswith(ON_DEMAND) or rel.startswith(BOTS_ONLY + CLASS_ONLY) or rel in unprecached
    ]
    return [rel for rel in served if rel not in kept], kept


def write_service_worker(out: Path) -> str:
    """Write out/sw.js: the files it precaches, those it keeps on demand, and the SHA-256 of each
    (the worker checks every response it takes from Cache Storage against it); the cache name is a
    hash of them and of the template."""
    precached, on_demand = served_files(out)
    hashes = {rel: hashlib.sha256((out / rel).read_bytes()).hexdigest() for rel in sorted(precached + on_demand)}
    template = SW_TEMPLATE.read_text(encoding="utf-8")
    digest = hashlib.sha256()
    for rel, sha in hashes.items():
        digest.update(rel.encode() + b"\0" + bytes.fromhex(sha))
    digest.update(template.encode())
    version = digest.hexdigest()[:16]

    def url(rel: str) -> str:
        # "./" is the navigation request for the site root: index.html, kept once under that name.
        return "./" if rel == "index.html" else f"./{rel}"

    sw = (
        fill_names(template)
        .replace('"__CACHE_NAME__"', json.dumps(shared_names()["CACHE_PREFIX"] + version))
        .replace('"__PYODIDE_CACHE__"', json.dumps(PYODIDE_CACHE_PREFIX + pyodide_version()))
        .replace('["__PRECACHE__"]', json.dumps([url(rel) for rel in precached], indent=2))
        .replace('{ "__SHA256__": "" }', json.dumps({url(rel): sha for rel, sha in hashes.items()}, indent=2))
    )
    if re.search(r'"__[A-Z0-9_]+__"', sw) or any(
        mark in sw for mark in ("__CACHE_NAME__", "__PRECACHE__", "__PYODIDE_CACHE__", "__SHA256__")
    ):
        sys.exit("[build] sw.template.js lacks its placeholders, or holds one the build does not fill")
    (out / "sw.js").write_text(sw, encoding="utf-8")
    return version
