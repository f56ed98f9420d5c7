"""dist/sw.js (sitebuild/service_worker.py): the SHA-256 of every file it may serve from its caches,
the files it precaches and those it keeps on demand (the 7x7 tables, the Bots page's files, the whole
standard library)."""

from __future__ import annotations

import hashlib
import json
import re
from pathlib import Path

from sitebuild.npm import VENDOR_DIR, pyodide_version
from sitebuild.paths import ROOT
from sitebuild.service_worker import write_service_worker


def constant(sw: str, name: str) -> object:
    start = sw.index(f"const {name} = ") + len(f"const {name} = ")
    return json.JSONDecoder().raw_decode(sw[start:])[0]


def file_of(url: str) -> str:
    return "index.html" if url == "./" else url.removeprefix("./")


def built_tree(out: Path) -> None:
    version = pyodide_version()
    for rel in [
        "index.html",
        "bots.html",
        "class.html",
        "js/game/app.js",
        "js/class/page.js",
        "js/class/bot-runs.js",
        "js/jsQR.js",
        "css/class.css",
        "js/bots/editor.js",
        "js/bots/runner.js",
        f"js/{VENDOR_DIR}/codemirror-state.js",
        f"js/{VENDOR_DIR}/codemirror-state.LICENSE.txt",
        "py/factorgames.zip",
        "py/bots.zip",
        "py/python_stdlib.pyc.zip",
        "py/python_stdlib.pyc.zip.xz",
        "py/factorgames.zip.xz",
        "records/removal-7x7-lost.bin",
        "records/juniper.csv",
        "records/cert.json.gz",
        f"pyodide/{version}/pyodide.mjs",
        f"pyodide/{version}/pyodide.asm.wasm",
        f"pyodide/{version}/pyodide.asm.wasm.xz",
        f"pyodide/{version}/python_stdlib.full.pyc.zip",
        "js/xz-decompress.js",
        "_headers",
        "build-info.json",
    ]:
        (out / rel).parent.mkdir(parents=True, exist_ok=True)
        (out / rel).write_bytes(f"the bytes of {rel}\n".encode())


def test_the_service_worker_has_the_hash_of_every_file_it_may_serve(tmp_path: Path) -> None:
    built_tree(tmp_path)
    write_service_worker(tmp_path)
    sw = (tmp_path / "sw.js").read_text(encoding="utf-8")
    precache, hashes = constant(sw, "PRECACHE"), constant(sw, "SHA256")
    assert isinstance(precache, list) and isinstance(hashes, dict)
    assert set(precache) <= set(hashes), "a hash for every file precached"
    on_demand = set(hashes) - set(precache)  # served, kept once fetched
    for url, sha in hashes.items():
        assert sha == hashlib.sha256((tmp_path / file_of(url)).read_bytes()).hexdigest(), url
    version = pyodide_version()
    assert {
        "./",
        "./bots.html",
        "./class.html",
        "./js/game/app.js",
        "./js/class/page.js",
        "./css/class.css",
        "./py/factorgames.zip.xz",  # the engine as a first visit downloads it, packed
        "./py/python_stdlib.pyc.zip.xz",  # the standard library as a first visit downloads it, packed
        f"./pyodide/{version}/pyodide.mjs",
        f"./pyodide/{version}/pyodide.asm.wasm.xz",  # what a game page downloads, packed
        "./js/xz-decompress.js",  # and its decoder
    } == set(precache)
    # What only the Bots page fetches (its modules are all in js/bots/), what the Class page fetches
    # when it needs it (the camera's decoder, the bots' player), the whole standard library and the
    # 7x7 tables, Pyodide's WebAssembly unpacked (the engine's worker keeps it decoded; the Bots
    # page's sandbox asks for it), the engine's and the standard library's zips unpacked (a first
    # visit downloads them packed; the worker keeps the library decoded itself): kept once fetched.
    assert {
        "./js/bots/editor.js",
        "./js/bots/runner.js",
        "./js/class/bot-runs.js",
        "./js/jsQR.js",
        f"./js/{VENDOR_DIR}/codemirror-state.js",
        f"./js/{VENDOR_DIR}/codemirror-state.LICENSE.txt",
        "./py/bots.zip",
        f"./pyodide/{version}/python_stdlib.full.pyc.zip",
        f"./pyodide/{version}/pyodide.asm.wasm",
        "./py/factorgames.zip",
        "./py/python_stdlib.pyc.zip",
        "./records/removal-7x7-lost.bin",
    } == set(on_demand)
    # Never from a cache: the downloads, the build's stamp, the host's file, the worker itself.
    assert not {
        "./index.html",
        "./records/juniper.csv",
        "./records/cert.json.gz",
        "./build-info.json",
        "./_headers",
        "./sw.js",
    } & set(hashes)


def test_a_changed_file_changes_the_cache_name_and_its_hash(tmp_path: Path) -> None:
    built_tree(tmp_path)
    first = write_service_worker(tmp_path)
    (tmp_path / "py" / "bots.zip").write_bytes(b"another build's bots")
    second = write_service_worker(tmp_path)
    assert first != second
    hashes = constant((tmp_path / "sw.js").read_text(encoding="utf-8"), "SHA256")
    assert isinstance(hashes, dict)
    assert hashes["./py/bots.zip"] == hashlib.sha256(b"another build's bots").hexdigest()


def test_only_the_bots_pages_modules_import_the_vendored_editor() -> None:
    """The vendored modules (CodeMirror) are kept on demand, not precached: no game page may need them."""
    importers = sorted(
        path.relative_to(ROOT / "js").as_posix()
        for path in (ROOT / "js").rglob("*.js")
        if re.search(rf"""from\s*["'][./]*{VENDOR_DIR}/""", path.read_text(encoding="utf-8"))
    )
    assert importers and all(name.startswith("bots/") for name in importers), importers
