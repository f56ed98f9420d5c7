"""The pinned npm packages (package.json, package-lock.json): installed with `npm ci` when
node_modules is missing or stale, and the Pyodide files a page loads."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from .paths import NODE_MODULES, PYODIDE_PKG, ROOT, log

VENDORED_JS = {
    "lean-qr/index.mjs": "lean-qr.mjs",
    "lean-qr/LICENSE": "lean-qr.LICENSE.txt",
    "jsqr/dist/jsQR.js": "jsQR.js",  # the Class page's QR decoder, for browsers without BarcodeDetector
    "jsqr/LICENSE": "jsQR.LICENSE.txt",
}
"""npm modules (pinned in package.json) that the build copies into dist/js/ (copy_vendored)."""


def copy_vendored(source: Path, dest: Path) -> None:
    """A vendored file into dist/js/; a classic script without its whole-line // comments, which
    name other sites (jsQR's cite a web page: the site names no origin but its own)."""
    if source.name.endswith(".js"):
        text = source.read_text(encoding="utf-8")
        dest.write_text(re.sub(r"(?m)^[ \t]*//.*\n", "", text), encoding="utf-8")
    else:
        shutil.copy2(source, dest)


VENDORED_ESM = {
    "@codemirror/state": "dist/index.js",
    "@codemirror/view": "dist/index.js",
    "@codemirror/commands": "dist/index.js",
    "@codemirror/language": "dist/index.js",
    "@codemirror/lang-python": "dist/index.js",
    "@codemirror/autocomplete": "dist/index.js",
    "@codemirror/streamparser": "dist/index.js",
    "@lezer/common": "dist/index.js",
    "@lezer/highlight": "dist/index.js",
    "@lezer/lr": "dist/index.js",
    "@lezer/python": "dist/index.js",
    "@marijn/find-cluster-break": "src/index.js",
    "style-mod": "src/style-mod.js",
    "w3c-keyname": "index.js",
    "crelt": "index.js",
}
"""ES modules (pinned in package.json: CodeMirror 6, the Bots page's editor, and what it imports) that
the build copies into dist/js/vendor/, one file each, their imports of one another made relative."""

VENDOR_DIR = "vendor"
"""Where, under dist/js/, the ES modules go."""


def vendored_name(package: str) -> str:
    """A package's file under dist/js/vendor/: "@codemirror/state" -> "codemirror-state.js"."""
    return package.removeprefix("@").replace("/", "-") + ".js"


DOC_COMMENT = re.compile(r"^[ \t]*/\*\*.*?\*/[ \t]*\n", re.MULTILINE | re.DOTALL)
"""A documentation comment on lines of its own: dropped from the vendored modules (their licences
are copied beside them), which also drops the addresses of other sites they cite."""
CITING_COMMENT = re.compile(r"""^([^'"`/\n]*)//[^\n]*https?://[^\n]*$""", re.MULTILINE)
"""A line comment citing another site's address (no string before it on its line): dropped too."""


def write_vendored_esm(js_dir: Path) -> None:
    """Copy VENDORED_ESM into js_dir/vendor/ with their bare imports rewritten, and their licences."""
    out = js_dir / VENDOR_DIR
    out.mkdir(exist_ok=True)
    for package, entry in VENDORED_ESM.items():
        text = (NODE_MODULES / package / entry).read_text(encoding="utf-8")

        def relative(match: re.Match[str], package: str = package) -> str:
            name = match.group(2)
            if name not in VENDORED_ESM:
                sys.exit(f"[build] {package} imports {name}, which VENDORED_ESM lacks")
            return f"{match.group(1)}./{vendored_name(name)}{match.group(3)}"

        text = re.sub(r"""(?m)^((?:import|export)\b[^;'"]*?\bfrom\s*['"])([^'"./][^'"]*)(['"])""", relative, text)
        text = CITING_COMMENT.sub(r"\1", DOC_COMMENT.sub("", text))
        (out / vendored_name(package)).write_text(text, encoding="utf-8")
        licence = NODE_MODULES / package / "LICENSE"
        if licence.is_file():
            shutil.copy2(licence, out / vendored_name(package).replace(".js", ".LICENSE.txt"))


def _lock_packages(path: Path) -> dict[str, tuple[object, object]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    packages: dict[str, dict[str, object]] = dict(data.get("packages", {}))
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
    exports: dict[str, object] = meta.get("exports", {})
    main = exports.get(".", {})
    entry = main.get("import") if isinstance(main, dict) else None
    if not isinstance(entry, str) or not entry:
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
