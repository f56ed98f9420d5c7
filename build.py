#!/usr/bin/env python3
"""Build the Factor Games static site into dist/ and serve it on 127.0.0.1.

    python3 build.py              # build, then serve on http://127.0.0.1:8000/
    python3 build.py --port 8123  # another port
    python3 build.py --no-serve   # only build

Standard library only. On a fresh clone the pinned Pyodide is installed from npm
(`npm ci`, package.json + package-lock.json) when node_modules is missing or stale.
Only the Pyodide files a page loads are copied (derived from the installed package),
py/factorgames is packed as a zip, and a service worker is written whose cache name
is a hash of every built file.
"""

from __future__ import annotations

import argparse
import datetime
import functools
import hashlib
import html
import http.server
import json
import re
import os
import shutil
import string
import subprocess
import sys
import tempfile
import zipfile
import zlib
from html.parser import HTMLParser
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
PYODIDE_PKG = NODE_MODULES / "pyodide"
PY_PACKAGE = ROOT / "py" / "factorgames"

# Our own files copied as they are (relative to the repo root); the pages are made from templates.
SITE_FILES = ["favicon.svg"]
SITE_DIRS = ["js", "css"]
APP_PAGES = {"index.html": "js/app.js", "embed.html": "js/app.js", "study.html": "js/study-page.js"}
"""The app's pages and each one's module; they share APP_HEAD."""
RULES_DIR = ROOT / "rules"  # <id>.body.html + _page.html -> rules/<id>.html; rules.css as it is
SW_TEMPLATE = ROOT / "js" / "sw.template.js"  # becomes dist/sw.js (scope: the site root)
VIEW_TYPES_JS = ROOT / "js" / "view-types.js"  # for readers and editors; the browser never loads it
DEV_ONLY = {SW_TEMPLATE.name, VIEW_TYPES_JS.name}
VENDORED_JS = {"lean-qr/index.mjs": "lean-qr.mjs", "lean-qr/LICENSE": "lean-qr.LICENSE.txt"}
"""npm modules (pinned in package.json) that build.py copies into dist/js/."""
"""Files of js/ that are not copied as they are (the service worker is written from its template)."""

# Everything whose change means dist/ is stale.
SOURCE_PATHS = [
    "build.py",
    "index.html",
    "embed.html",
    "study.html",
    "favicon.svg",
    "js",
    "css",
    "rules",
    "py/factorgames",
    "package.json",
    "package-lock.json",
]

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
}

ZIP_EPOCH = (1980, 1, 1, 0, 0, 0)  # fixed timestamps: the same sources give the same zip bytes


def log(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


# ---------------------------------------------------------------------------- npm / Pyodide


def _lock_packages(path: Path) -> dict:
    data = json.loads(path.read_text(encoding="utf-8"))
    packages = dict(data.get("packages", {}))
    packages.pop("", None)
    # Only what decides the installed bytes.
    return {k: (v.get("version"), v.get("integrity")) for k, v in packages.items()}


def node_modules_stale() -> str | None:
    """Why node_modules must be (re)installed, or None when it matches package-lock.json."""
    lock = ROOT / "package-lock.json"
    hidden = NODE_MODULES / ".package-lock.json"  # written by npm ci / npm install
    if not (PYODIDE_PKG / "package.json").is_file() or not hidden.is_file():
        return "node_modules is missing"
    try:
        if _lock_packages(lock) != _lock_packages(hidden):
            return "node_modules does not match package-lock.json"
    except (OSError, ValueError) as exc:
        return f"cannot read the npm lock files ({exc})"
    return None


def ensure_pyodide() -> None:
    reason = node_modules_stale()
    if reason is None:
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit(f"[build] {reason}, and npm is not installed: install Node.js (npm) and retry.")
    log(f"{reason}: running npm ci")
    subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT, check=True)
    if node_modules_stale() is not None:
        sys.exit("[build] npm ci did not produce the locked node_modules")


def pyodide_version() -> str:
    return str(json.loads((PYODIDE_PKG / "package.json").read_text(encoding="utf-8"))["version"])


def pyodide_files() -> list[str]:
    """The Pyodide files a page loads, derived from the installed package.

    The ES-module entry point comes from package.json "exports"; the files it fetches are
    the other exported files that the entry point names in its source (for 314.x:
    pyodide.asm.mjs, pyodide.asm.wasm, python_stdlib.zip, pyodide-lock.json).
    """
    meta = json.loads((PYODIDE_PKG / "package.json").read_text(encoding="utf-8"))
    exports = meta.get("exports", {})
    main = exports.get(".", {})
    entry = main.get("import") if isinstance(main, dict) else None
    if not entry:
        sys.exit("[build] pyodide's package.json has no ES-module entry point")
    entry = entry.removeprefix("./")
    source = (PYODIDE_PKG / entry).read_text(encoding="utf-8")
    files = [entry]
    for value in exports.values():
        if not isinstance(value, str):
            continue
        name = value.removeprefix("./")
        if name in files or name == "package.json" or name.endswith(".d.ts"):
            continue
        if name in source:
            files.append(name)
    missing = [f for f in files if not (PYODIDE_PKG / f).is_file()]
    if missing or len(files) < 2:
        sys.exit(f"[build] unexpected pyodide package layout (missing: {missing})")
    return files


# ---------------------------------------------------------------------------- building


def newest_source_mtime() -> float:
    newest = 0.0
    for rel in SOURCE_PATHS:
        path = ROOT / rel
        if path.is_file():
            newest = max(newest, path.stat().st_mtime)
        elif path.is_dir():
            for p in path.rglob("*"):
                if p.is_file() and "__pycache__" not in p.parts:
                    newest = max(newest, p.stat().st_mtime)
    return newest


def dist_is_stale(dist: Path = DIST) -> bool:
    stamp = dist / "build-info.json"
    if not stamp.is_file():
        return True
    return stamp.stat().st_mtime < newest_source_mtime()


BROWSER_SKIPS = {"cli.py", "__main__.py"}
"""Modules of the package the browser never runs (the command line)."""


def source_digest() -> str:
    """A short hash of every source of the site: the build's id."""
    digest = hashlib.sha256()
    for rel in SOURCE_PATHS:
        path = ROOT / rel
        files = [path] if path.is_file() else sorted(p for p in path.rglob("*") if p.is_file() and "__pycache__" not in p.parts)
        for p in files:
            digest.update(p.relative_to(ROOT).as_posix().encode() + b"\0" + hashlib.sha256(p.read_bytes()).digest())
    return digest.hexdigest()[:16]


BUILD_STAMPED = ["js/build-id.js", "js/worker.js"]
"""Built files whose "__BUILD__" becomes the build's id: the page, the worker and the engine
(factorgames/BUILD in the zip) refuse to work together across builds."""


FRAME_CHECK = "js/frame-check.js"
"""A classic script that cannot load the page's catalogs: build.py writes its one message into it."""


def stamp_frame_check(out: Path) -> None:
    """js/frame-check.js with its message in every language (__SAID__), from the catalogs."""
    sys.path.insert(0, str(PY_PACKAGE.parent))
    from factorgames import i18n

    path = out / FRAME_CHECK
    text = path.read_text(encoding="utf-8")
    message = re.search(r'const SANDBOXED = N_\("([^"]*)"\)', text)
    if "__SAID__" not in text or message is None:
        sys.exit(f"[build] {FRAME_CHECK} lacks its message or its __SAID__ placeholder")
    said = {}
    for lang in i18n.languages():
        with i18n.speaking(lang):
            said[lang] = i18n._(message[1])
    path.write_text(text.replace("__SAID__", json.dumps(said, ensure_ascii=False)), encoding="utf-8")


def stamp_build(out: Path, build_id: str) -> None:
    """The build's id where "__BUILD__" stands, and Pyodide's version in the worker's paths."""
    for rel in BUILD_STAMPED:
        path = out / rel
        text = path.read_text(encoding="utf-8")
        if '"__BUILD__"' not in text:
            sys.exit(f"[build] {rel} lacks its __BUILD__ placeholder")
        text = text.replace('"__BUILD__"', json.dumps(build_id)).replace("__PYODIDE__", pyodide_version())
        path.write_text(text, encoding="utf-8")


# ---------------------------------------------------------------------------- compiled Python

COMPILE_MJS = r"""
// Compile the .py files of zips to .pyc with Pyodide's own Python (the browser's bytecode).
// argv: pyodide's folder, then pairs of (input zip or "stdlib", output zip).
import { readFileSync, writeFileSync } from "node:fs";
const [indexURL, ...pairs] = process.argv.slice(2);
const { loadPyodide } = await import(indexURL + "pyodide.mjs");
const py = await loadPyodide({ indexURL });
py.runPython(`
import importlib.util, io, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

def compiled(path_in, path_out):
    out = io.BytesIO()
    with zipfile.ZipFile(path_in) as zin, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            data = zin.read(info)
            name = info.filename
            if name.endswith(".py"):
                try:
                    code = compile(data, name, "exec", dont_inherit=True)
                    data, name = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False)), name + "c"
                except SyntaxError:
                    pass  # a test file of the stdlib that is meant not to compile: kept as it is
            entry = zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0))
            entry.compress_type = zipfile.ZIP_DEFLATED
            entry.external_attr = 0o644 << 16
            zout.writestr(entry, data)
    with open(path_out, "wb") as f:
        f.write(out.getvalue())
`);
const version = py.runPython("import sys; f'{sys.version_info[0]}{sys.version_info[1]}'");
for (let i = 0; i < pairs.length; i += 2) {
  const source = pairs[i] === "stdlib" ? `/lib/python${version}.zip` : "/tmp/in.zip";
  if (pairs[i] !== "stdlib") py.FS.writeFile(source, readFileSync(pairs[i]));
  py.globals.get("compiled")(source, "/tmp/out.zip");
  writeFileSync(pairs[i + 1], py.FS.readFile("/tmp/out.zip"));
}
"""
"""Run by Node at build time: Pyodide compiles Python to its own bytecode, so the browser
imports .pyc and never compiles source (tracebacks then show no source lines)."""

STDLIB_PYC = "python_stdlib.pyc.zip"
PYODIDE_CACHE_PREFIX = "factorgames-pyodide-"
"""The offline cache of one Pyodide version's files, shared by every build (sw.template.js,
worker.js)."""


def compile_python(pairs: list[tuple[str, Path]]) -> None:
    """Compile each (zip or "stdlib", output) pair with Pyodide in Node."""
    node = shutil.which("node")
    if node is None:
        sys.exit("[build] Node.js is needed to compile Python for the browser")
    with tempfile.TemporaryDirectory() as tmp:
        script = Path(tmp) / "compile.mjs"
        script.write_text(COMPILE_MJS, encoding="utf-8")
        args = [str(x) for pair in pairs for x in pair]
        subprocess.run([node, str(script), f"{PYODIDE_PKG.as_posix()}/", *args], check=True, cwd=tmp)


def compiled_stdlib() -> Path:
    """The standard library as .pyc, made once per Pyodide version (kept in node_modules/.cache)."""
    version = json.loads((PYODIDE_PKG / "package.json").read_text())["version"]
    cached = NODE_MODULES / ".cache" / "factorgames" / f"python_stdlib-{version}.pyc.zip"
    if not cached.is_file():
        cached.parent.mkdir(parents=True, exist_ok=True)
        log(f"compiling the standard library with Pyodide {version}")
        partial = cached.with_suffix(".part")
        compile_python([("stdlib", partial)])
        partial.rename(cached)
    return cached


def pack_python(dest: Path, build_id: str) -> None:
    """Zip py/factorgames for the browser (sources only, sorted, fixed timestamps), with the
    build's id as factorgames/BUILD."""
    files = sorted(
        p
        for p in PY_PACKAGE.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts and p.suffix not in {".pyc", ".pyo", ".po", ".pot"}
        and p.name not in BROWSER_SKIPS
    )
    if not (PY_PACKAGE / "__init__.py").is_file():
        sys.exit(f"[build] {PY_PACKAGE} is not a Python package")
    with zipfile.ZipFile(dest, "w", compression=zipfile.ZIP_DEFLATED, compresslevel=9) as zf:
        for p in files:
            info = zipfile.ZipInfo(p.relative_to(PY_PACKAGE.parent).as_posix(), ZIP_EPOCH)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            zf.writestr(info, p.read_bytes())
        info = zipfile.ZipInfo(f"{PY_PACKAGE.name}/BUILD", ZIP_EPOCH)
        info.compress_type = zipfile.ZIP_DEFLATED
        info.external_attr = 0o644 << 16
        zf.writestr(info, build_id + "\n")


COMPACTED = {".html", ".css", ".js"}


def compact_text_files(root: Path) -> None:
    """Drop the indentation and blank lines of our HTML, CSS and JS, and CSS comments: most of what
    minifying would save, and safe here (no <pre>, no multi-line template strings, no CSS string
    holding a comment)."""
    for path in root.rglob("*"):
        if path.suffix in COMPACTED and path.is_file():
            text = path.read_text(encoding="utf-8")
            if path.suffix == ".css":
                text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
            text = re.sub(r"\n\s*\n", "\n", re.sub(r"(?m)^[ \t]+", "", text))
            path.write_text(text, encoding="utf-8")


# ---------------------------------------------------------------------------- response headers

APP_CSP = ("default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; connect-src 'self'; "
           "img-src 'self'; style-src 'self'; font-src 'self'; manifest-src 'self'; object-src 'none'; "
           "base-uri 'none'; form-action 'none'")
"""The pages' policy (their meta tag says the same); as a header it also covers the worker, which a
page's meta tag does not reach."""

HEADERS = {"Content-Security-Policy": APP_CSP, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}
"""Response headers for every file of the site: the local server sends them, and dist/_headers
hands them to hosts that read that file (Netlify, Cloudflare Pages)."""

HOST_FILES = {"_headers"}
"""Files for the host, not for the browser (left out of the offline cache)."""


def write_host_files(out: Path) -> None:
    lines = ["# Response headers for static hosts that read this file (Netlify, Cloudflare Pages).",
             "# To let only your own sites frame the game, add to the policy: frame-ancestors https://your.school.example", "/*"]
    lines += [f"  {name}: {value}" for name, value in HEADERS.items()]
    (out / "_headers").write_text("\n".join(lines) + "\n", encoding="utf-8")


def write_service_worker(out: Path) -> str:
    """Write out/sw.js precaching every built file; the cache name is their content hash."""
    files = sorted(
        p.relative_to(out).as_posix()
        for p in out.rglob("*")
        if p.is_file() and p.name not in {"sw.js", "build-info.json", *HOST_FILES}
    )
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode() + b"\0")
        digest.update(hashlib.sha256((out / rel).read_bytes()).digest())
    template = SW_TEMPLATE.read_text(encoding="utf-8")
    digest.update(template.encode())
    version = digest.hexdigest()[:16]
    # "./" is the navigation request for the site root (index.html).
    urls = ["./"] + [f"./{rel}" for rel in files]
    sw = template.replace('"__CACHE_NAME__"', json.dumps(f"factorgames-{version}")).replace(
        '"__PYODIDE_CACHE__"', json.dumps(PYODIDE_CACHE_PREFIX + pyodide_version())).replace(
        '["__PRECACHE__"]', json.dumps(urls, indent=2)
    )
    if "__CACHE_NAME__" in sw or "__PRECACHE__" in sw or "__PYODIDE_CACHE__" in sw:
        sys.exit("[build] sw.template.js lacks its placeholders")
    (out / "sw.js").write_text(sw, encoding="utf-8")
    return version


# ---------------------------------------------------------------------------- pages from templates

APP_HEAD = """<meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="$csp">
  <meta name="referrer" content="no-referrer">
  <meta name="color-scheme" content="light">
  <meta name="theme-color" content="#1f5fa8">
  <link rel="icon" href="favicon.svg" type="image/svg+xml">
  <link rel="manifest" href="manifest.webmanifest">
  <link rel="apple-touch-icon" href="icon-192.png">
  <meta name="factorgames-languages" content="$languages">
  <link rel="stylesheet" href="css/style.css">
  <script src="js/frame-check.js"></script>
  <script type="module" src="$script"></script>"""
"""The head the app's pages share: they hold `$head` where it goes."""

APP_STATUS = """<section id="loading" class="loading card" aria-live="polite">
      <p id="loading-label">Loading…</p>
      <progress id="loading-progress" max="3" value="0">Loading</progress>
      <p class="loading-actions"><button type="button" id="loading-retry" class="button" hidden>Try again</button>
        <a id="loading-open" class="button secondary" href="index.html" target="_blank" rel="noopener" hidden>Open the game in a new tab</a></p>
    </section>

    <p id="update" class="notice update" role="status" hidden>
      <span>A new version of Factor Games is ready.</span>
      <button type="button" id="update-reload" class="link-button">Reload</button>
    </p>"""
"""What index.html and embed.html show before the game (`$status`): loading and why it failed,
and a new version ready."""

APP_PLAY_STATUS = """<div class="status-box">
        <p id="status" class="status" data-testid="status"></p>
        <p id="starting" class="starting" aria-live="polite">Starting the game engine… your move will be played as soon as it is ready.</p>
        <p id="notice" class="notice toast" role="alert" hidden>
          <span id="notice-text"></span>
          <button type="button" id="notice-close" class="link-button" aria-label="Dismiss this message">Dismiss</button>
        </p>
      </div>
      <p id="offer" class="offer" hidden><span id="offer-text"></span>
        <button type="button" id="offer-button" class="button"></button></p>"""
"""The status line heading the coach panel, a notice right under it (`$play_status`), and an offer
of a better way to play."""

APP_SHARE = """<section id="share" class="share" aria-labelledby="share-head" hidden>
        <h3 id="share-head" class="small-head">Your friend's link</h3>
        <p id="share-text"></p>
        <canvas id="share-qr" class="share-qr" role="img" aria-label="QR code of the link to this game, for your friend's device"></canvas>
        <p class="share-actions"><button type="button" id="share-copy" class="button">Copy link</button>
          <button type="button" id="share-send" class="button secondary">Share…</button></p>
        <input id="share-field" type="text" readonly aria-label="Link for your friend" hidden>
        <p id="share-status" class="help" aria-live="polite"></p>
      </section>"""
"""The link for a friend on another device (`$share`): a QR code, Copy and Share."""

APP_REVIEW = """<section id="review" class="review" aria-labelledby="review-head" hidden>
        <h3 id="review-head" class="small-head">Review of the game</h3>
        <button type="button" id="review-retry" class="button" hidden>Try again</button>
        <p id="review-text"></p>
        <ol id="review-moves" class="review-moves" aria-label="Every move, against perfect play"></ol>
      </section>"""
"""The review of a game (`$review`), on both pages."""

RULES_INDEX = {"title": "Rules of the games", "kicker": "Factor Games",
               "description": "How to play each of the Factor Games, with worked examples."}
"""rules/index.html, the list of the games' rules pages."""


GAME_PARTS = ("$status", "$play_status", "$share", "$review")
"""The parts index.html and embed.html hold (the Study page has only `$head`)."""


def app_page(name: str) -> str:
    """An app page with its shared parts filled in."""
    source = (ROOT / name).read_text(encoding="utf-8")
    wanted = ("$head",) + (GAME_PARTS if APP_PAGES[name] == "js/app.js" else ())
    missing = [key for key in wanted if key not in source]
    if missing:
        sys.exit(f"[build] {name} lacks its placeholders {missing}")
    head = string.Template(APP_HEAD).substitute(csp=APP_CSP, script=APP_PAGES[name], languages=html.escape(
        ",".join(f"{code}:{name}" for code, name in site_languages().items())))
    return string.Template(source).substitute(head=head, status=APP_STATUS, play_status=APP_PLAY_STATUS,
                                              share=APP_SHARE, review=APP_REVIEW)


RULES_WORDS = ("How to play", "{game}: rules", "Other games")
LANGUAGE_LINKS = "<!--languages-->"
"""Where a rules page lists itself in the other languages (filled in after its links are localized)."""
"""The rules pages' words made in code (their titles and pager); the rest is in the templates."""

BLOCK = re.compile(
    r"<(p|li|h1|h2|h3|h4|td|th|caption|figcaption|dt|dd|summary|title|legend)\b([^>]*)>"
    r"((?:(?!<(?:p|li|ul|ol|table|thead|tbody|tr|td|th|div|section|nav|h[1-6]|dl|dt|dd)\b).)*?)</\1>", re.S)
"""A block of text that a translator sees whole: its inline tags are kept, without their attributes."""
TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>")
LABEL = re.compile(r'\b(aria-label|title|alt)="([^"]*)"')


def _bare(inner: str) -> str:
    """A block's message: its text and inline tags without attributes, whitespace collapsed."""
    return " ".join(TAG.sub(lambda m: f"<{m[1]}{m[2]}>", inner).split())


def template_messages(text: str) -> list[tuple[int, str]]:
    """(line, message) for every block and label of a rules template that a person reads."""
    found = []
    for m in BLOCK.finditer(text):
        message = _bare(m[3])
        if any(c.isalpha() for c in re.sub(r"\$\w+", "", TAG.sub("", message))):
            found.append((text.count("\n", 0, m.start()) + 1, message))
    for m in LABEL.finditer(text):
        if any(c.isalpha() for c in m[2]) and "$" not in m[2]:
            found.append((text.count("\n", 0, m.start()) + 1, m[2]))
    return found


def rules_messages() -> list[tuple[str, int, str]]:
    """(file, line, message) of every rules template, for the catalogs."""
    found = [(f"build.py:{name}", 0, text) for name, text in
             (("RULES_INDEX", RULES_INDEX["title"]), ("RULES_INDEX", RULES_INDEX["kicker"]),
              ("RULES_INDEX", RULES_INDEX["description"]), *(("RULES_WORDS", w) for w in RULES_WORDS))]
    for path in sorted(RULES_DIR.glob("*.html")):
        found += [(f"rules/{path.name}", line, message) for line, message in template_messages(path.read_text(encoding="utf-8"))]
    return found


def translate_template(text: str, say: Callable[[str], str]) -> str:
    """A template with every block and label said by `say` (a catalog's gettext), the block's
    inline tags given back their attributes in order."""

    def block(m: re.Match[str]) -> str:
        tag, attributes, inner = m.groups()
        message = _bare(inner)
        said = say(message)
        if said == message:
            return m[0]
        kept = iter(t[3] for t in TAG.finditer(inner) if not t[1])
        dressed = TAG.sub(lambda t: t[0] if t[1] else f"<{t[2]}{next(kept, '')}>", said)
        return f"<{tag}{attributes}>{dressed}</{tag}>"

    text = BLOCK.sub(block, text)
    return LABEL.sub(lambda m: f'{m[1]}="{html.escape(say(m[2]), quote=True)}"' if "$" not in m[2] else m[0], text)


def rules_pages() -> dict[str, str]:
    """Every printable rules page by file name, in every language (rules/<id>.html in English,
    rules/<id>.<lang>.html otherwise): each game's body (rules/<id>.body.html, which may place
    the shared glossary rules/_words.html as $words) inside rules/_page.html, titled and described
    by the game's own preset, with links to its neighbours in the presets' order."""
    sys.path.insert(0, str(PY_PACKAGE.parent))
    from factorgames import i18n
    from factorgames.games.presets import GAMES

    games = list(GAMES.values())
    extra = {p.name.removesuffix(".body.html") for p in RULES_DIR.glob("*.body.html")} - {"index", *GAMES}
    if extra:
        sys.exit(f"[build] rules pages for no game: {sorted(extra)}")
    pages: dict[str, str] = {}
    languages = i18n.languages()
    for lang in languages:
        suffix = "" if lang == i18n.SOURCE else f".{lang}"
        with i18n.speaking(lang):
            for name, page in _rules_in(lang, suffix, i18n._, games).items():
                # The same page in the other languages, each named in itself.
                stem = name.removesuffix(f"{suffix}.html")
                others = "".join(
                    f'<li><a href="{stem}{"" if code == i18n.SOURCE else "." + code}.html" lang="{code}" '
                    f'hreflang="{code}">{html.escape(own)}</a></li>' for code, own in languages.items() if code != lang)
                pages[name] = page.replace(LANGUAGE_LINKS, others)
    return pages


def _rules_in(lang: str, suffix: str, say: Callable[[str], str], games: list) -> dict[str, str]:
    """The rules pages in one language."""
    def read(name: str) -> str:
        return translate_template((RULES_DIR / name).read_text(encoding="utf-8"), say)

    template = string.Template(read("_page.html"))

    def link(i: int, rel: str) -> str:
        if not 0 <= i < len(games):
            return "<span></span>"
        arrow = ("← ", "") if rel == "prev" else ("", " →")
        return (f'<a href="{games[i].id}{suffix}.html" rel="{rel}">{arrow[0]}{html.escape(say(games[i].title))}'
                f'{arrow[1]}</a>')

    words = read("_words.html").rstrip("\n")

    def body(stem: str) -> str:
        """A page's own part, with the shared glossary where it says $words."""
        return string.Template(read(f"{stem}.body.html").rstrip("\n")).substitute(words=words)

    def localized(page: str) -> str:
        """Links to the pages and the game in the same language."""
        if not suffix:
            return page
        page = page.replace('<html lang="en">', f'<html lang="{lang}">')
        page = re.sub(r'href="([a-z-]+)\.html"', lambda m: f'href="{m[1]}{suffix}.html"', page)
        page = page.replace('href="../index.html"', f'href="../index.html#lang={lang}"')
        return re.sub(r'href="\.\./index\.html#(game=[^"]*)"', lambda m: f'href="../index.html#{m[1]}&amp;lang={lang}"', page)

    title = say(RULES_INDEX["title"])
    pages = {f"index{suffix}.html": localized(template.substitute(
        title=html.escape(title), description=html.escape(say(RULES_INDEX["description"])),
        kicker=say(RULES_INDEX["kicker"]), heading=html.escape(title), body=body("index"), pager="",
        all_rules_current=' aria-current="page"', languages=LANGUAGE_LINKS))}
    for i, game in enumerate(games):
        pager = (f'    <nav class="pager" aria-label="{html.escape(say("Other games"))}">'
                 f'{link(i - 1, "prev")}{link(i + 1, "next")}</nav>')
        pages[f"{game.id}{suffix}.html"] = localized(template.substitute(
            title=html.escape(say("{game}: rules").format(game=say(game.title))),
            description=html.escape(say(game.summary)), kicker=say("How to play"), heading=html.escape(say(game.title)),
            body=body(game.id), pager=pager, all_rules_current="", languages=LANGUAGE_LINKS))
    return pages


# ---------------------------------------------------------------------------- installable

THEME = "#1f5fa8"  # css/style.css --accent
ICON_SIZES = (192, 512)


def icon_png(size: int) -> bytes:
    """The app icon as a PNG: the favicon's blue rounded square with a white ÷ and ×, drawn here
    (standard library only), 4x4 supersampled."""
    blue, white = (0x1F, 0x5F, 0xA8), (0xFF, 0xFF, 0xFF)

    def inside(x: float, y: float) -> str | None:
        """What covers the point (x, y) of the unit square: "white", "blue" or None (transparent)."""
        r = 0.22  # the corners' radius
        cx, cy = min(max(x, r), 1 - r), min(max(y, r), 1 - r)
        if (x - cx) ** 2 + (y - cy) ** 2 > r * r:
            return None
        # ÷ on the left: a bar and two dots
        if 0.14 <= x <= 0.46 and abs(y - 0.5) <= 0.035:
            return "white"
        if (x - 0.30) ** 2 + (y - 0.34) ** 2 <= 0.045 ** 2 or (x - 0.30) ** 2 + (y - 0.66) ** 2 <= 0.045 ** 2:
            return "white"
        # × on the right: two bars across each other
        if 0.56 <= x <= 0.86 and 0.35 <= y <= 0.65:
            u, v = x - 0.71, y - 0.5
            if abs(u - v) <= 0.05 or abs(u + v) <= 0.05:
                return "white"
        return "blue"

    rows = []
    for j in range(size):
        row = bytearray([0])  # filter: none
        for i in range(size):
            hits = [inside((i + (a + 0.5) / 4) / size, (j + (b + 0.5) / 4) / size) for a in range(4) for b in range(4)]
            covered = [h for h in hits if h]
            if not covered:
                row += bytes(4)
                continue
            share = sum(1 for h in covered if h == "white") / len(covered)
            rgb = [round(blue[k] + (white[k] - blue[k]) * share) for k in range(3)]
            row += bytes(rgb + [round(255 * len(covered) / len(hits))])
        rows.append(bytes(row))

    def chunk(kind: bytes, data: bytes) -> bytes:
        return len(data).to_bytes(4, "big") + kind + data + zlib.crc32(kind + data).to_bytes(4, "big")

    header = size.to_bytes(4, "big") * 2 + bytes([8, 6, 0, 0, 0])
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"".join(rows), 9))
            + chunk(b"IEND", b""))


def first_views(lang: str) -> dict[str, object]:
    """Each preset's first view in `lang`, as the engine answers the page's first request for it,
    and the addresses that ask for it ("" for none: the default game; "game=<id>"; the preset's
    own code)."""
    sys.path.insert(0, str(PY_PACKAGE.parent))
    from factorgames.page.api import handle
    from factorgames.games.presets import GAMES

    views: list[dict[str, object]] = []
    keys: dict[str, int] = {}
    for key in ["", *(f"game={game}" for game in GAMES)]:
        view = json.loads(handle(json.dumps({"op": "load", "hash": key, "saved": None, "lang": lang})))
        if view["hash"] not in keys:
            views.append(view)
        keys[key] = keys[str(view["hash"])] = keys.get(str(view["hash"]), len(views) - 1)
    return {"keys": keys, "views": views}


def write_first_views(out: Path, build_id: str) -> None:
    """dist/first-views.<lang>.json, one per language: a first visit draws the board of a preset at
    once, from the view Python made for it here (the page replaces it with the engine's own answer
    once it starts), fetching only its own language's."""
    for lang in site_languages():
        payload = {"build": build_id, **first_views(lang)}
        (out / f"first-views.{lang}.json").write_text(json.dumps(payload, separators=(",", ":")), encoding="utf-8")


def write_app_files(out: Path) -> None:
    """The web app manifest and its icons: the site can be installed, and opens standalone."""
    icons = []
    for size in ICON_SIZES:
        name = f"icon-{size}.png"
        (out / name).write_bytes(icon_png(size))
        icons.append({"src": name, "sizes": f"{size}x{size}", "type": "image/png", "purpose": "any"})
    manifest = {"name": "Factor Games", "short_name": "Factor Games",
                "description": "Games of factors and multiples, played against a friend or a computer that plays perfectly.",
                "start_url": "./", "scope": "./", "display": "standalone", "background_color": "#ffffff",
                "theme_color": THEME, "icons": icons}
    (out / "manifest.webmanifest").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")


def write_pages(out: Path) -> None:
    """The app's pages and the rules pages, into out/."""
    for name in APP_PAGES:
        (out / name).write_text(app_page(name), encoding="utf-8")
    (out / "rules").mkdir()
    shutil.copy2(RULES_DIR / "rules.css", out / "rules" / "rules.css")
    for name, text in rules_pages().items():
        (out / "rules" / name).write_text(text, encoding="utf-8")


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
                    ignore=lambda _dir, names: [n for n in names if n in DEV_ONLY],
                )
        write_pages(tmp)
        write_app_files(tmp)
        write_first_views(tmp, build_id)
        write_page_catalogs(tmp)
        stamp_build(tmp, build_id)
        stamp_frame_check(tmp)
        compact_text_files(tmp)
        for name, target in VENDORED_JS.items():  # pinned npm modules the page imports
            shutil.copy2(NODE_MODULES / name, tmp / "js" / target)
        # Pyodide's files under its version: a path that never changes content, cached for good.
        pyodide_dir = tmp / "pyodide" / pyodide_version()
        pyodide_dir.mkdir(parents=True)
        for name in pyodide_files():
            if name != "python_stdlib.zip":  # the compiled one below replaces it
                shutil.copy2(PYODIDE_PKG / name, pyodide_dir / name)
        shutil.copy2(compiled_stdlib(), pyodide_dir / STDLIB_PYC)
        (tmp / "py").mkdir()
        source_zip = Path(tempfile.mkdtemp(prefix="fg-engine-")) / "factorgames.zip"
        pack_python(source_zip, build_id)
        compile_python([(str(source_zip), tmp / "py" / "factorgames.zip")])
        shutil.rmtree(source_zip.parent, ignore_errors=True)
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


def own_bytes(dist: Path = DIST) -> int:
    """Bytes of everything in dist/ except Pyodide's files."""
    return sum(
        p.stat().st_size
        for p in dist.rglob("*")
        if p.is_file() and p.relative_to(dist).parts[0] != "pyodide"
    )


# ---------------------------------------------------------------------------- the view contract in JS



def view_typedefs() -> str:
    """py/factorgames/page/view_types.py as JSDoc typedefs: the view's shape, readable by JS tooling."""
    import types
    import typing

    sys.path.insert(0, str(PY_PACKAGE.parent))
    from factorgames.page import view_types

    def js(hint: object) -> str:
        origin, args = typing.get_origin(hint), typing.get_args(hint)
        if typing.is_typeddict(hint):
            return hint.__name__  # type: ignore[attr-defined]
        if origin in (typing.Union, types.UnionType):
            return "(" + "|".join(js(a) for a in args) + ")"
        if origin is typing.Literal:
            return "(" + "|".join(json.dumps(a) for a in args) + ")"
        if origin is list:
            return f"Array<{js(args[0])}>"
        if origin is dict:
            return f"Object<{js(args[0])}, {js(args[1])}>"
        names = {int: "number", float: "number", str: "string", bool: "boolean", type(None): "null"}
        return names[hint]  # type: ignore[index]

    lines = ["/* The view Python sends to the page: its shape, generated by build.py from",
             "   py/factorgames/view_types.py (python3 build.py --typedefs). Do not edit by hand. */", ""]
    for name, value in vars(view_types).items():
        if typing.is_typeddict(value) and value.__module__ == view_types.__name__:
            hints = typing.get_type_hints(value)
            doc = " ".join((value.__doc__ or "").split())
            lines.append("/**")
            if doc:
                lines.append(f" * {doc}")
            lines.append(f" * @typedef {{Object}} {name}")
            for key, hint in hints.items():
                field = key if key in value.__required_keys__ else f"[{key}]"
                lines.append(f" * @property {{{js(hint)}}} {field}")
            lines.append(" */")
            lines.append("")
    lines.append("export {};")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------- Multiples Removal openings

REMOVAL_OPENINGS_PY = PY_PACKAGE / "solve" / "tables" / "removal_openings.py"


def removal_openings_source() -> str:
    """py/factorgames/solve/tables/removal_openings.py: the first move of every Multiples Removal board, solved
    (the slowest search a game asks for, up to a third of a second on 6x6), so that every computer
    move stays quick from a fresh start."""
    sys.path.insert(0, str(PY_PACKAGE.parent))
    from factorgames.games.removal.rules import GRID_SIZES, RemovalRules
    from factorgames.solve import removal_solver
    from factorgames.solve.solver import replies_of_children

    table = {}
    for grid in GRID_SIZES:
        for without_one in (False, True):
            for misere in (False, True):
                start = RemovalRules(grid, without_one, misere).initial_position()
                winning = tuple(sorted(removal_solver.winning_moves(start.remaining, misere)))  # not the table
                lost = None if winning else replies_of_children(start)  # the children: searched
                table[(grid, without_one, misere)] = (winning, lost)
    lines = ['"""The first move of every Multiples Removal board, solved: (grid, without 1, misere) ->',
             "(the winning moves, and when there are none, each move's losing replies out of all replies).",
             "", "Written by `python3 build.py --tables` (a test checks it against the solver).", '"""',
             "OPENINGS: dict[tuple[int, bool, bool], tuple[tuple[int, ...], dict[int, tuple[int, int]] | None]] = {"]
    for key, (winning, lost) in table.items():
        lines.append(f"    {key!r}: ({winning!r}, {lost!r}),")
    lines.append("}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------- proven longest chains

LONGEST_CHAINS_PY = PY_PACKAGE / "solve" / "tables" / "longest_chains.py"
LONGEST_PROVEN_UP_TO = 100


def longest_chain_ilp(n: int, at_least: int) -> tuple[int, ...]:
    """A longest chain of 1..n, proven optimal by an integer program (scipy's HiGHS).

    A chain is a path of the divisibility graph; with a hub joined to every number it becomes a
    cycle through the hub. Variables: x_e for each edge, y_v for each number (on the chain).
    Each number has x-degree 2*y_v, the hub degree 2; maximise the sum of y. A solution may also
    hold cycles away from the hub: each is cut off (the edges inside its numbers are at most their
    count less one) and the program solved again, until the solution is one path. `at_least` is
    a length known to be reachable (the range before's: the answer never shrinks).
    """
    import numpy as np
    from scipy.optimize import Bounds, LinearConstraint, milp

    sys.path.insert(0, str(PY_PACKAGE.parent))
    from factorgames.divisibility import divisors_in

    hub = 0
    edges = [(d, m) for m in range(2, n + 1) for d in divisors_in(m, 1, m - 1)] + [(hub, v) for v in range(1, n + 1)]
    ne = len(edges)
    size = ne + n  # x_e, then y_1..y_n
    rows: list[np.ndarray] = []
    lower: list[float] = []
    upper: list[float] = []

    def constrain(coefficients: dict[int, float], lo: float, hi: float) -> None:
        row = np.zeros(size)
        for column, value in coefficients.items():
            row[column] += value
        rows.append(row)
        lower.append(lo)
        upper.append(hi)

    touching: dict[int, list[int]] = {v: [] for v in range(n + 1)}
    for i, (a, b) in enumerate(edges):
        touching[a].append(i)
        touching[b].append(i)
    for v in range(1, n + 1):
        constrain({**{i: 1.0 for i in touching[v]}, ne + v - 1: -2.0}, 0, 0)
    constrain({i: 1.0 for i in touching[hub]}, 2, 2)
    constrain({ne + v - 1: 1.0 for v in range(1, n + 1)}, at_least, n)
    objective = np.concatenate([np.zeros(ne), -np.ones(n)])
    while True:
        result = milp(objective, constraints=LinearConstraint(np.array(rows), lower, upper),
                      integrality=np.ones(size), bounds=Bounds(0, 1))
        if result.x is None:
            raise RuntimeError(f"1..{n}: {result.message}")
        chosen = [edges[i] for i in range(ne) if result.x[i] > 0.5]
        parts = _components(chosen)
        loose = [part for part in parts if hub not in part]
        if not loose:
            return _walk(chosen, hub)
        for part in loose:
            constrain({i: 1.0 for i, (a, b) in enumerate(edges) if a in part and b in part}, 0, len(part) - 1)


def _components(edges: list[tuple[int, int]]) -> list[set[int]]:
    parent: dict[int, int] = {}

    def find(v: int) -> int:
        parent.setdefault(v, v)
        while parent[v] != v:
            parent[v] = parent[parent[v]]
            v = parent[v]
        return v

    for a, b in edges:
        parent[find(a)] = find(b)
    groups: dict[int, set[int]] = {}
    for v in list(parent):
        groups.setdefault(find(v), set()).add(v)
    return list(groups.values())


def _walk(edges: list[tuple[int, int]], hub: int) -> tuple[int, ...]:
    """The path a cycle through the hub makes once the hub is taken out."""
    near: dict[int, list[int]] = {}
    for a, b in edges:
        near.setdefault(a, []).append(b)
        near.setdefault(b, []).append(a)
    path = [near[hub][0]]
    previous = hub
    while path[-1] != near[hub][1]:
        step = next(w for w in near[path[-1]] if w != previous)
        previous = path[-1]
        path.append(step)
    return tuple(path)


def longest_chains_source() -> str:
    """py/factorgames/solve/tables/longest_chains.py: a proven longest chain of 1..n for every n up to
    LONGEST_PROVEN_UP_TO (development only: needs scipy, see requirements-data.txt)."""
    chains: dict[int, tuple[int, ...]] = {1: (1,)}
    for n in range(2, LONGEST_PROVEN_UP_TO + 1):
        chains[n] = longest_chain_ilp(n, len(chains[n - 1]))
        log(f"1..{n}: {len(chains[n])}")
    lines = ['"""A longest chain of 1..n for every n up to ' f"{LONGEST_PROVEN_UP_TO}" ', each proven optimal by an integer',
             "program (the lengths are OEIS A337125). Written by `python3 build.py --longest` (needs scipy:",
             "requirements-data.txt); a test checks every chain.", '"""',
             "LONGEST: dict[int, tuple[int, ...]] = {"]
    lines += [f"    {n}: {chain!r}," for n, chain in chains.items()]
    lines.append("}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------- message catalogs

LOCALE_DIR = PY_PACKAGE / "locale"
CATALOG_TEMPLATE = LOCALE_DIR / "factorgames.pot"
CATALOG_KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "C_": ((1, "c"), 2)}
"""The engine's translation functions (factorgames.i18n) that Babel extracts messages from."""


PAGE_ATTRIBUTES = ("aria-label", "title", "placeholder", "alt")
"""The attributes of the pages that a person reads (js/i18n.js translates the same ones)."""
JS_KEYWORDS = {"t": None, "N_": None}
"""The page's translation functions (js/i18n.js)."""


class _PageText(HTMLParser):
    """The words of an HTML page a person reads: its text and its labelled attributes, with their
    lines; whitespace collapsed as the page's translator (js/i18n.js) collapses it."""

    SKIPPED = {"script", "style", "noscript"}

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[int, str]] = []
        self.skipping = 0

    @staticmethod
    def readable(text: str) -> str | None:
        text = " ".join(text.split())
        return text if any(c.isalpha() for c in text) and not text.startswith("$") else None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.SKIPPED:
            self.skipping += 1
        for name, value in attrs:
            text = self.readable(value or "") if name in PAGE_ATTRIBUTES else None
            if text:
                self.found.append((self.getpos()[0], text))

    def handle_endtag(self, tag: str) -> None:
        if tag in self.SKIPPED:
            self.skipping = max(0, self.skipping - 1)

    def handle_data(self, data: str) -> None:
        text = self.readable(data)
        if text and not self.skipping:
            self.found.append((self.getpos()[0], text))


def page_messages() -> list[tuple[str, int, str]]:
    """(file, line, message) for every word of the app's pages and of their shared parts."""
    found = []
    sources = [(name, (ROOT / name).read_text(encoding="utf-8")) for name in APP_PAGES]
    sources += [(f"build.py:{name}", globals()[name]) for name in ("APP_STATUS", "APP_PLAY_STATUS", "APP_SHARE",
                                                                  "APP_REVIEW")]
    for name, source in sources:
        parser = _PageText()
        parser.feed(source)
        found += [(name, line, text) for line, text in parser.found]
    return found


def catalog_template():
    """Every message of the engine and of the pages, extracted by Babel (a development dependency)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir, extract_from_file

    template = Catalog(project="Factor Games", msgid_bugs_address="", copyright_holder="Factor Games",
                       header_comment="# The messages of Factor Games' engine: python3 build.py --catalogs",
                       creation_date=datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc))
    for filename, lineno, message, comments, context in extract_from_dir(
            str(PY_PACKAGE), method_map=[("**.py", "python")], keywords=CATALOG_KEYWORDS,
            comment_tags=("Translators:",), strip_comment_tags=True):
        template.add(message, None, [(f"factorgames/{filename}", lineno)], auto_comments=comments, context=context)
    for path in sorted((ROOT / "js").glob("*.js")):
        if path.name in DEV_ONLY:
            continue
        for lineno, message, comments, context in extract_from_file(
                "javascript", str(path), keywords=JS_KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True):
            template.add(message, None, [(f"js/{path.name}", lineno)], auto_comments=comments, context=context)
    for name, lineno, message in page_messages() + rules_messages():
        template.add(message, None, [(name, lineno)])
    return template


def site_languages() -> dict[str, str]:
    """The languages the site speaks (a catalog each), by code and own name."""
    sys.path.insert(0, str(PY_PACKAGE.parent))
    from factorgames import i18n

    return i18n.languages()


def write_page_catalogs(out: Path) -> None:
    """dist/locale/<lang>.json: each compiled catalog as the page reads it (message -> translation),
    made from the .mo with the standard library (building needs no Babel)."""
    import gettext

    (out / "locale").mkdir()
    for compiled in sorted(LOCALE_DIR.glob("*.mo")):
        with compiled.open("rb") as stream:
            messages = gettext.GNUTranslations(stream)._catalog  # type: ignore[attr-defined]
        page = {key: value for key, value in messages.items() if isinstance(key, str) and key and "\x04" not in key}
        (out / "locale" / f"{compiled.stem}.json").write_text(json.dumps(page, ensure_ascii=False, sort_keys=True),
                                                                encoding="utf-8")


def write_catalogs() -> list[str]:
    """The template (.pot) from the source; each language's catalog (.po) brought up to date with
    it (new messages added untranslated, gone ones marked obsolete); each compiled to .mo. Returns
    the messages some catalog still lacks, as "lang: message"."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po, write_po

    template = catalog_template()
    with CATALOG_TEMPLATE.open("wb") as stream:
        write_po(stream, template, omit_header=False, width=100, sort_output=True, no_location=True)
    missing = []
    for po in sorted(LOCALE_DIR.glob("*.po")):
        with po.open("rb") as stream:
            catalog = read_po(stream, locale=po.stem)
        catalog.update(template, no_fuzzy_matching=True)
        with po.open("wb") as stream:
            write_po(stream, catalog, width=100, sort_output=True, no_location=True, ignore_obsolete=True)
        with po.with_suffix(".mo").open("wb") as stream:
            write_mo(stream, catalog)
        missing += [f"{po.stem}: {m.id!r}" for m in catalog
                    if m.id and not (all(m.string) if isinstance(m.string, tuple) else m.string)]
    return missing


# ---------------------------------------------------------------------------- serving


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}

    def end_headers(self) -> None:
        # Revalidate every time: the service worker does the caching.
        self.send_header("Cache-Control", "no-cache")
        for name, value in HEADERS.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - stdlib signature
        if not getattr(self.server, "quiet", False):
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    quiet = False

    def handle_error(self, request, client_address) -> None:
        # A browser closing a connection mid-download is no error worth a traceback.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path = DIST, port: int = 8000, quiet: bool = False) -> SiteServer:
    """A threaded static server for `directory` on 127.0.0.1 (port 0 picks a free one)."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = SiteServer(("127.0.0.1", port), handler)
    server.quiet = quiet
    return server


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--port", type=int, default=8000, help="port on 127.0.0.1 (default 8000)")
    parser.add_argument("--no-serve", action="store_true", help="only build dist/")
    parser.add_argument("--typedefs", action="store_true", help="only write js/view-types.js from the view contract")
    parser.add_argument("--tables", action="store_true", help="only write py/factorgames/solve/tables/removal_openings.py")
    parser.add_argument("--catalogs", action="store_true",
                        help="only update the message catalogs py/factorgames/locale/ (needs Babel: requirements-dev.txt)")
    parser.add_argument("--longest", action="store_true",
                        help="only write py/factorgames/solve/tables/longest_chains.py (needs scipy: requirements-data.txt)")
    args = parser.parse_args(argv)
    if args.catalogs:
        missing = write_catalogs()
        log(f"wrote {LOCALE_DIR.relative_to(ROOT)}: {len(missing)} messages still to translate")
        for line in missing:
            log(f"  untranslated {line}")
        return 0
    # The files build.py writes into the sources, each from its own maker.
    generated = {"longest": (LONGEST_CHAINS_PY, longest_chains_source), "tables": (REMOVAL_OPENINGS_PY,
                 removal_openings_source), "typedefs": (VIEW_TYPES_JS, view_typedefs)}
    for flag, (path, make) in generated.items():
        if getattr(args, flag):
            path.write_text(make(), encoding="utf-8")
            log(f"wrote {path.relative_to(ROOT)}")
            return 0
    build()
    if args.no_serve:
        return 0
    server = make_server(DIST, args.port)
    log(f"serving {DIST} on http://127.0.0.1:{server.server_address[1]}/ (Ctrl+C to stop)")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
