"""The site's response headers: its content security policy and the rest, and dist/_headers."""

from __future__ import annotations

from pathlib import Path

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


IMMUTABLE = "public, max-age=31536000, immutable"
"""Pyodide's files, under their version (pyodide/<version>/): a path whose content never changes."""
REVALIDATE = "no-cache"
"""Everything else: kept, but checked with the server before use (a 304 when unchanged)."""


def cache_rules(out: Path) -> dict[str, str]:
    """Cache-Control per path pattern: one rule per top-level file or folder of the site, so that no
    path matches two rules (hosts join the values of a header that two rules set)."""
    rules = {"/": REVALIDATE, "/sw.js": REVALIDATE, "/build-info.json": REVALIDATE}
    for entry in sorted(out.iterdir()):
        if entry.name in HOST_FILES:
            continue
        pattern = f"/{entry.name}/*" if entry.is_dir() else f"/{entry.name}"
        rules[pattern] = IMMUTABLE if entry.name == "pyodide" else REVALIDATE
    return rules


def write_host_files(out: Path) -> None:
    lines = ["# Response headers for static hosts that read this file (Netlify, Cloudflare Pages).",
             "# To let only your own sites frame the game, add to the policy: frame-ancestors https://your.school.example", "/*"]
    lines += [f"  {name}: {value}" for name, value in HEADERS.items()]
    for pattern, value in cache_rules(out).items():
        lines += [pattern, f"  Cache-Control: {value}"]
    (out / "_headers").write_text("\n".join(lines) + "\n", encoding="utf-8")
