"""The browser tests' own --disable-features switch (conftest.py's CHROMIUM_ARGS) replaces Playwright's:
it must keep every feature Playwright turns off (its routes, its HTTP-only navigations, its screenshots
depend on them), at whatever version requirements-dev.txt pins, and turn off the browser's own pages
that each new context would start. Its V8 flags must be ones V8 knows (a flag renamed in a new Chromium
is only warned about, and its saving lost without a failure)."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import playwright
from conftest import DISABLED_FEATURES, JS_FLAGS


def playwrights_disabled_features() -> set[str]:
    """The features the installed Playwright's driver turns off in Chromium (its chromiumSwitches)."""
    driver = Path(playwright.__file__).parent / "driver" / "package" / "lib"
    for source in sorted(driver.rglob("*.js")):
        text = source.read_text(encoding="utf-8", errors="replace")
        found = re.search(r"disabledFeatures = \[(.*?)\]", text, re.DOTALL)
        if found and "chromiumSwitches" in text:
            listed = re.sub(r"//[^\n]*", "", found[1])
            return set(re.findall(r'"([A-Za-z0-9]+)"', listed))
    raise AssertionError(f"no list of disabled features in Playwright's driver under {driver}")


def test_the_switch_keeps_every_feature_playwright_turns_off():
    theirs = playwrights_disabled_features()
    assert len(theirs) >= 5, theirs
    assert theirs <= set(DISABLED_FEATURES), f"add to DISABLED_FEATURES: {sorted(theirs - set(DISABLED_FEATURES))}"


def test_a_new_context_starts_none_of_the_browsers_own_pages(browser):
    """Each context the tests open is a window of the browser's: it must not start the browser's own
    pages (the omnibox's popups, each in a renderer of its own: CPU the tests' pages need)."""
    context = browser.new_context()
    session = browser.new_browser_cdp_session()
    try:
        context.new_page().goto("about:blank")
        targets = session.send("Target.getTargets", {"filter": [{}]})["targetInfos"]  # (every kind)
    finally:
        session.detach()
        context.close()
    own = [target["url"] for target in targets if target["url"].startswith("chrome://")]
    assert targets and own == [], f"the browser's own pages started: {own}"


def v8_complaints(js_flags: str) -> list[str]:
    """What V8 says of `js_flags` (a --js-flags switch) in a headless Chromium that opens a blank page."""
    chromium = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    ran = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", js_flags, "--dump-dom", "about:blank"],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    return sorted(set(re.findall(r"unrecognized flag \S+", ran.stdout + ran.stderr)))


def test_v8_knows_every_flag_the_tests_give_it():
    assert v8_complaints(JS_FLAGS + " --no-such-flag-here") == ["unrecognized flag --no-such-flag-here"]
    assert v8_complaints(JS_FLAGS) == []
