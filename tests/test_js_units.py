"""The browser side's pure modules (js/shared/address.js, controls.js, storage.js, i18n.js; js/engine's
snapshot store and network lock; js/bots' runner and interpreter; js/game's saved games and score),
unit-tested with Node's own runner in tests/js/ (issue #32): `node --test tests/js/` (npm run test:js)
runs them, and this test fails when they fail, so that pytest covers them too. Skipped only where
Node is not installed."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NODE = shutil.which("node")


@pytest.mark.skipif(NODE is None, reason="node is not installed")
def test_js_unit_tests_pass() -> None:
    assert NODE is not None
    result = subprocess.run(
        [NODE, "--test", "tests/js/"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    # Each failing test's block of the TAP report (from its "not ok" line to the next test's), then the tail.
    failures = re.findall(r"^ *not ok .*?(?=^ *(?:ok|not ok|# Subtest) |\Z)", result.stdout, re.MULTILINE | re.DOTALL)
    report = "\n".join(failures)[:20000] + f"\n...\n{result.stdout[-3000:]}\n{result.stderr[-5000:]}"
    assert result.returncode == 0, report
    passed = re.search(r"^# pass (\d+)$", result.stdout, re.MULTILINE)
    failed = re.search(r"^# fail (\d+)$", result.stdout, re.MULTILINE)
    assert passed and int(passed.group(1)) > 0, f"no JS unit test ran:\n{report}"
    assert failed and failed.group(1) == "0", report
