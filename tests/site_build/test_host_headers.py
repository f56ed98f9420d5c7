"""dist/_headers: Pyodide's versioned files cached for good, everything else revalidated, and no
path under two Cache-Control rules (hosts would join their values)."""

from __future__ import annotations

from fnmatch import fnmatch
from pathlib import Path

from sitebuild.headers import IMMUTABLE, REVALIDATE, page_csp, write_host_files
from sitebuild.pages import APP_PAGES
from sitebuild.paths import ROOT
from sitebuild.scorm import activity, launch_page


def cache_control(host_file: str) -> dict[str, str]:
    rules, pattern = {}, ""
    for line in host_file.splitlines():
        if line.startswith("/"):
            pattern = line
        elif line.strip().startswith("Cache-Control:"):
            rules[pattern] = line.split(":", 1)[1].strip()
    return rules


def test_versioned_pyodide_files_are_immutable_and_the_rest_revalidated(tmp_path: Path) -> None:
    for rel in ["index.html", "js/engine/worker.js", "py/factorgames.zip", "pyodide/314.0.7/pyodide.asm.wasm"]:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    write_host_files(tmp_path)
    rules = cache_control((tmp_path / "_headers").read_text())
    for path, wanted in [
        ("/pyodide/314.0.7/pyodide.asm.wasm", IMMUTABLE),
        ("/js/engine/worker.js", REVALIDATE),
        ("/py/factorgames.zip", REVALIDATE),
        ("/index.html", REVALIDATE),
        ("/", REVALIDATE),
        ("/sw.js", REVALIDATE),
    ]:
        matching = [value for pattern, value in rules.items() if fnmatch(path, pattern)]
        assert matching == [wanted], (path, matching)


def policies(host_file: str) -> dict[str, str]:
    rules, pattern = {}, ""
    for line in host_file.splitlines():
        if line.startswith("/"):
            pattern = line
        elif line.strip().startswith("Content-Security-Policy:"):
            rules[pattern] = line.split(":", 1)[1].strip()
    return rules


def test_every_path_enforces_trusted_types_and_scripts_may_make_no_policy(tmp_path: Path) -> None:
    """Pages name only the site's policies (the Bots and Class pages the sandbox's too); the site's
    scripts, which workers start from, name none (docs/hosting.md)."""
    for rel in [
        "index.html",
        "bots.html",
        "class.html",
        "js/engine/worker.js",
        "sw.js",
        "rules/nrich.html",
        "pyodide/x",
    ]:
        (tmp_path / rel).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / rel).write_text("x")
    write_host_files(tmp_path)
    found = {
        pattern: policy.split("require-trusted-types-for 'script'; trusted-types ")[-1]
        for pattern, policy in policies((tmp_path / "_headers").read_text()).items()
        if "require-trusted-types-for 'script'" in policy
    }
    site, bots = "factorgames factorgames-boot", "factorgames factorgames-boot bots-frame bots-worker"
    assert found == {
        "/": site,
        "/index.html": site,
        "/rules/*": site,
        "/bots.html": bots,
        "/class.html": bots,
        "/js/*": "'none'",
        "/pyodide/*": "'none'",
        "/sw.js": "'none'",
        "/build-info.json": site,
    }


def test_every_page_enforces_trusted_types_in_its_own_policy() -> None:
    """The meta policy of every page (a host that sends no headers has only these): the app's pages,
    the rules pages and SCORM's launch page."""
    enforced = "require-trusted-types-for 'script'; trusted-types "
    assert all(enforced in page_csp(name) for name in APP_PAGES)
    assert enforced + "'none'" in (ROOT / "rules" / "_page.html").read_text(encoding="utf-8")
    assert enforced in launch_page(activity("embed.html#game=nrich&vs=easy"))
