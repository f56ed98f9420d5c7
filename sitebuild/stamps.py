"""What the build writes into the built JS: the build's id and Pyodide's version, and the
bootstrap's words in every language."""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

from .npm import pyodide_version
from .paths import PYODIDE_PKG, engine_importable
from .wasm_xz import stdlib_sha256, wasm_sha256

BUILD_STAMPED = ["js/shared/build-id.js", "js/engine/boot.js", "js/engine/host.js", "js/bots/interpreter.js"]
"""Built files whose "__BUILD__" becomes the build's id: the page, the worker, a bot's
interpreter and the engine (factorgames/BUILD in the zips) refuse to work together across
builds; the bootstrap reads the snapshot kept for its build."""

PYODIDE_STAMPED = ["js/engine/worker.js", "js/bots/sandbox.js", "js/shared/python-host.js"]
"""Built files with Pyodide's version in their addresses ("__PYODIDE__") and no build id: the
worker's first part, which starts Pyodide's downloads, and the bots' sandbox, which downloads
them for its interpreters (the files above are stamped so too); and the site's Python host, which
gives Pyodide its lock file's header ("__PYODIDE_LOCK__")."""

LOCK_STAMPED = "js/shared/python-host.js"

WASM_SHA_STAMPED = "js/engine/host.js"
"""The engine's worker, which keeps the WebAssembly it decoded only when its bytes are Pyodide's
(the SHA-256 of pyodide.asm.wasm where "__PYODIDE_WASM_SHA256__" stands)."""

STDLIB_SHA_STAMPED = "js/engine/host.js"
"""The engine's worker, which reads and keeps the standard library it decoded only when its bytes
are the build's (the SHA-256 of py/python_stdlib.pyc.zip where "__STDLIB_SHA256__" stands)."""

BOOT = "js/engine/boot.js"
"""The page's bootstrap, a classic script that cannot load the catalogs: the build writes its words into it."""


def stamp_boot(out: Path) -> None:
    """js/engine/boot.js with its words (every N_("...")) in every language (__SAID__), from the catalogs."""
    engine_importable()
    from factorgames import i18n

    path = out / BOOT
    text = path.read_text(encoding="utf-8")
    messages = re.findall(r'\bN_\("([^"]*)"\)', text)
    if "__SAID__" not in text or not messages:
        sys.exit(f"[build] {BOOT} lacks its words or its __SAID__ placeholder")
    said = {}
    for lang in i18n.languages():
        with i18n.speaking(lang):
            said[lang] = {message: i18n._(message) for message in messages}
    path.write_text(text.replace("__SAID__", json.dumps(said, ensure_ascii=False)), encoding="utf-8")


def packageless_lock() -> dict[str, object]:
    """Pyodide's lock file without its packages (the site loads none): the worker passes it to
    loadPyodide, which checks its header, instead of fetching the whole file."""
    lock = json.loads((PYODIDE_PKG / "pyodide-lock.json").read_text(encoding="utf-8"))
    return {"info": lock["info"], "packages": {}}


def stamp_build(out: Path, build_id: str) -> None:
    """The build's id where "__BUILD__" stands, Pyodide's version in the worker's paths, and its
    lock file's header where "__PYODIDE_LOCK__" stands, the WebAssembly's hash where
    "__PYODIDE_WASM_SHA256__" stands."""
    for rel in [*BUILD_STAMPED, *PYODIDE_STAMPED]:
        path = out / rel
        text = path.read_text(encoding="utf-8")
        if rel in BUILD_STAMPED and '"__BUILD__"' not in text:
            sys.exit(f"[build] {rel} lacks its __BUILD__ placeholder")
        if rel == LOCK_STAMPED and '"__PYODIDE_LOCK__"' not in text:
            sys.exit(f"[build] {rel} lacks its __PYODIDE_LOCK__ placeholder")
        text = text.replace('"__BUILD__"', json.dumps(build_id)).replace("__PYODIDE__", pyodide_version())
        text = text.replace('"__PYODIDE_LOCK__"', json.dumps(packageless_lock()))
        if rel == WASM_SHA_STAMPED:
            if '"__PYODIDE_WASM_SHA256__"' not in text:
                sys.exit(f"[build] {rel} lacks its __PYODIDE_WASM_SHA256__ placeholder")
            text = text.replace('"__PYODIDE_WASM_SHA256__"', json.dumps(wasm_sha256()))
        path.write_text(text, encoding="utf-8")


def stamp_stdlib(out: Path) -> None:
    """The standard library's hash where "__STDLIB_SHA256__" stands (once out/py/ holds it, packed)."""
    path = out / STDLIB_SHA_STAMPED
    text = path.read_text(encoding="utf-8")
    if '"__STDLIB_SHA256__"' not in text:
        sys.exit(f"[build] {STDLIB_SHA_STAMPED} lacks its __STDLIB_SHA256__ placeholder")
    path.write_text(text.replace('"__STDLIB_SHA256__"', json.dumps(stdlib_sha256(out / "py"))), encoding="utf-8")
