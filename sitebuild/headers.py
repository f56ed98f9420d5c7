"""The site's response headers: its content security policy and the rest, and dist/_headers."""

from __future__ import annotations

import base64
import hashlib
from pathlib import Path

from .compact import compact_text
from .paths import ROOT

POLICY_REST = (
    "connect-src 'self'; img-src 'self'; style-src 'self'; font-src 'self'; manifest-src 'self'; "
    "object-src 'none'; base-uri 'none'; form-action 'none'"
)


def trusted_types(*policies: str) -> str:
    """Trusted Types enforced: the browser refuses a string given to a sink that runs script (an
    element's innerHTML, a script's src, a worker's address) and lets only the policies named
    create the values such a sink takes ('none': no policy at all)."""
    names = " ".join(policies) or "'none'"
    return f"require-trusted-types-for 'script'; trusted-types {names}"


SITE_POLICIES = ("factorgames", "factorgames-boot")
"""The policies of every page: js/shared/trusted.js's (the site's own scripts by their address: a
worker, the service worker, jsQR) and js/engine/boot.js's (the engine's worker, started early)."""
SANDBOX_POLICIES = ("bots-frame", "bots-worker")
"""Besides, on the pages that run bots: js/bots/sandbox.js's (the sandbox frame's document, the one
it builds) and js/bots/sandbox-frame.js's (in the frame: the blob: workers it makes)."""

APP_CSP = (
    f"default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; {POLICY_REST}; "
    f"{trusted_types(*SITE_POLICIES)}"
)
"""The pages' policy (their meta tag says the same); as a header it also covers the worker, which a
page's meta tag does not reach."""

WORKER_CSP = (
    f"default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; {POLICY_REST}; {trusted_types()}"
)
"""The policy of the site's scripts (js/, pyodide/, sw.js): a worker started from one runs under it
(a page's meta tag does not reach its workers), and no worker of the site needs a policy of Trusted
Types. A module a page imports takes the page's policy, not this one."""

SANDBOX_FRAME = ROOT / "js" / "bots" / "sandbox-frame.js"
"""The script of the bots' sandbox frames, inlined in their srcdoc (js/bots/sandbox.js)."""

SANDBOX_PAGES = ("bots.html", "class.html")
"""The pages that run pupils' bots in sandbox frames: the Bots page, and the Class page, which plays
again the bots of the results a teacher collects."""

SCRIPTS = ("js", "pyodide", "sw.js")
"""The site's scripts: its folders of them and the service worker (WORKER_CSP)."""


def sandbox_frame_hash() -> str:
    """The CSP hash source of the sandbox frame's script as built (compacted like every JS file)."""
    built = compact_text(SANDBOX_FRAME.read_text(encoding="utf-8"), ".js")
    return "'sha256-" + base64.b64encode(hashlib.sha256(built.encode("utf-8")).digest()).decode("ascii") + "'"


def bots_csp() -> str:
    """The policy of the pages that run bots: the site's, and what their sandbox frames need, which inherit it (a
    srcdoc frame takes its parent's policy, and its own can only add to it): their script, by its
    hash, the blob: worker and modules each frame builds from the bytes the page hands over, and
    the frames' Trusted Types policies. The frames' own policy then allows no connection at all
    (js/bots/sandbox.js)."""
    return (
        f"default-src 'self'; script-src 'self' 'wasm-unsafe-eval' blob: {sandbox_frame_hash()}; "
        f"worker-src 'self' blob:; {POLICY_REST}; {trusted_types(*SITE_POLICIES, *SANDBOX_POLICIES)}"
    )


def page_csp(name: str) -> str:
    """The policy of a file of the site (its path from the site's root, or its name): a page's, or
    a script's (WORKER_CSP)."""
    top = name.split("/", 1)[0]
    if top in SCRIPTS or name.endswith((".js", ".mjs")):
        return WORKER_CSP
    return bots_csp() if name in SANDBOX_PAGES else APP_CSP


HEADERS = {"X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"}
"""Response headers for every file of the site, besides its policy (page_csp; APP_CSP for all but
the SANDBOX_PAGES): the local server sends them, and dist/_headers hands them to hosts that read that
file (Netlify, Cloudflare Pages)."""

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


def csp_rule(pattern: str) -> str:
    """The policy of a path pattern of cache_rules (each is one top-level file or folder)."""
    return page_csp(pattern.removeprefix("/").removesuffix("/*"))


def write_host_files(out: Path) -> None:
    """out/_headers: the headers every path shares under "/*", then one rule per top-level file or
    folder with its policy and its Cache-Control (no header is set by two rules that match one path:
    hosts would join the values, and two policies would both apply)."""
    lines = [
        "# Response headers for static hosts that read this file (Netlify, Cloudflare Pages).",
        "# To let only your own sites frame the game, add to each policy: frame-ancestors https://your.school.example",
        "/*",
    ]
    lines += [f"  {name}: {value}" for name, value in HEADERS.items()]
    for pattern, value in cache_rules(out).items():
        lines += [pattern, f"  Content-Security-Policy: {csp_rule(pattern)}", f"  Cache-Control: {value}"]
    (out / "_headers").write_text("\n".join(lines) + "\n", encoding="utf-8")
