"""Pyodide's WebAssembly and the engine's zip a game page downloads, packed harder than a host's gzip,
and the decoder the engine's worker unpacks them with (js/engine/packed-files.js).

`pyodide.asm.wasm` is 9.6 MB, 3.55 MB as a host gzips it: three quarters of a first visit's bytes.
xz (LZMA2, Python's own lzma) makes it 2.64 MB; zstd -19 2.89 MB and brotli -q 11 2.74 MB (measured
here; browsers decode neither xz nor zstd by themselves: DecompressionStream has gzip and deflate).
The decoder is xz-decompress (pinned in package.json: xz-embedded in WebAssembly, 20 KB), a
stream the worker passes to WebAssembly.compileStreaming, so that decoding and compiling overlap
the download. The plain file stays in dist for what needs it (the Bots page's sandbox).

The engine (py/factorgames.zip, each module deflated on its own: 0.33 MB) goes the same way, its
modules stored and the whole packed with xz: 0.21 MB; the worker decodes it whole before Python
reads it (PACKED_ZIPS). So does the standard library the engine runs (0.60 MB against 0.88 MB as a
host gzips it with its modules deflated): Python reads it on every start, so the worker keeps the
zip it decoded (its modules stored, 2.6 MB) in Pyodide's cache, and a later visit reads that,
checked against its SHA-256 (stdlib_sha256), instead of decoding it again (0.2-0.35 s of the
worker's time on the way to Python, measured when it did). The plain file in dist/ is that decoded
zip (STORED_PLAIN), so that its hash is the one the worker checks."""

from __future__ import annotations

import hashlib
import io
import lzma
import re
import zipfile
from pathlib import Path

from .paths import NODE_MODULES, PYODIDE_PKG, log
from .stdlib_trim import TRIMMED_STDLIB

WASM = "pyodide.asm.wasm"
"""Pyodide's WebAssembly, in pyodide/<version>/."""
WASM_XZ = f"{WASM}.xz"
"""It packed (pack_wasm), beside it: what the engine's worker downloads."""

FILTERS = [
    {"id": lzma.FILTER_LZMA2, "preset": 9 | lzma.PRESET_EXTREME, "lc": 3, "lp": 0, "pb": 0, "dict_size": 4 << 20}
]
"""LZMA2 at its strongest, literals aligned on bytes (pb 0: WebAssembly is a byte code; 2,640,772
bytes against 2,645,416 with xz's default pb 2) and a 4 MiB dictionary, what the decoder allocates
(a larger one gains 5 KB and costs the worker that much more memory for good)."""
CHECK = lzma.CHECK_CRC32
"""The xz check the decoder verifies (xz-embedded knows CRC32; a damaged download fails as one)."""

DECODER = "xz-decompress"
"""The npm package of the decoder (package.json pins it)."""
DECODER_JS = f"{DECODER}.js"
"""Its module in dist/js/ (write_decoder), beside the other vendored files the game pages load (not
in js/vendor/, which only the Bots page loads)."""


def packed_wasm() -> Path:
    """Pyodide's WebAssembly packed with xz, made once per file and settings (kept in
    node_modules/.cache, as the compiled standard library is: tens of seconds on a busy machine)."""
    wasm = (PYODIDE_PKG / WASM).read_bytes()
    key = hashlib.sha256(wasm + repr((FILTERS, CHECK)).encode()).hexdigest()[:16]
    cached = NODE_MODULES / ".cache" / "factorgames" / f"pyodide.asm-{key}.wasm.xz"
    if not cached.is_file():
        cached.parent.mkdir(parents=True, exist_ok=True)
        log(f"packing {WASM} with xz ({len(wasm) / 1e6:.1f} MB)")
        partial = cached.with_suffix(".part")
        partial.write_bytes(lzma.compress(wasm, format=lzma.FORMAT_XZ, check=CHECK, filters=FILTERS))
        partial.rename(cached)
    return cached


BANNER = re.compile(r"\A/\*!.*?\*/\s*", re.DOTALL)
"""The package's licence comment (it cites other sites' addresses, which no built file names)."""


def decoder_module() -> str:
    """xz-decompress as an ES module: its UMD build (webpack's) given a CommonJS `module` to fill,
    its one export re-exported; its licence comment without addresses."""
    source = (NODE_MODULES / DECODER / "dist" / "package" / "xz-decompress.min.js").read_text(encoding="utf-8")
    if not BANNER.match(source) or "module.exports=" not in source:
        raise SystemExit(f"[build] {DECODER}'s build is not the UMD bundle this build wraps")
    return (
        "/*! xz-decompress (MIT, Tim Perry), based on xzwasm (MIT, Steve Sanderson); it contains\n"
        " * xz-embedded by Lasse Collin and Igor Pavlov (public domain) and walloc (MIT, Igalia, S.L.).\n"
        " * Wrapped as an ES module by the Factor Games build (sitebuild/wasm_xz.py). */\n"
        "const module = { exports: {} };\n"
        "const exports = module.exports;\n"
        'const require = () => ({}); // "stream/web": Node\'s, unused where ReadableStream is global\n'
        + BANNER.sub("", source)
        + "\nexport const { XzReadableStream } = module.exports;\n"
    )


PACKED_ZIPS = ("factorgames.zip", TRIMMED_STDLIB)
"""The zips of dist/py/ a game page downloads packed (pack_zip): the engine, which only a first visit
(a fresh start) fetches, and the standard library, which the worker keeps decoded. The plain zips
stay, for the tests and for reading (never precached: a first visit never asks for them)."""

STORED_PLAIN = (TRIMMED_STDLIB,)
"""The packed zips whose plain file is the zip the worker decodes (its members stored), the bytes
it keeps and checks on later visits."""


def pack_zip(path: Path) -> Path:
    """`path` + ".xz": the zip again with every member stored (compressed as one, the modules share
    their names and their bytecode's constants), packed with xz; the same bytes for the same zip.
    For STORED_PLAIN, `path` itself becomes that stored zip."""
    out = io.BytesIO()
    with zipfile.ZipFile(path) as source, zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as stored:
        for info in source.infolist():
            copy = zipfile.ZipInfo(info.filename, info.date_time)
            copy.external_attr = info.external_attr
            stored.writestr(copy, source.read(info), compress_type=zipfile.ZIP_STORED)
    packed = path.with_name(path.name + ".xz")
    packed.write_bytes(lzma.compress(out.getvalue(), format=lzma.FORMAT_XZ, check=CHECK, filters=FILTERS))
    if path.name in STORED_PLAIN:
        path.write_bytes(out.getvalue())
    return packed


def stdlib_sha256(py_dir: Path) -> str:
    """The hex SHA-256 of the standard library the worker decodes and keeps (py_dir/TRIMMED_STDLIB, once
    packed): it keeps, and later reads, only these bytes."""
    return hashlib.sha256((py_dir / TRIMMED_STDLIB).read_bytes()).hexdigest()


def write_decoder(js_dir: Path) -> None:
    """The decoder as js_dir/xz-decompress.js."""
    (js_dir / DECODER_JS).write_text(decoder_module(), encoding="utf-8")


def wasm_sha256() -> str:
    """The hex SHA-256 of Pyodide's WebAssembly: the engine's worker keeps the bytes it decoded only
    when they are these."""
    return hashlib.sha256((PYODIDE_PKG / WASM).read_bytes()).hexdigest()
