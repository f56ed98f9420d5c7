"""A pytest plugin for bench_suite.py --tests: each test's start and end, in the process that runs it.

Loaded with `-p suite_test_times` (bench/ on PYTHONPATH) and BENCH_TEST_LOG naming a file, it adds a line
"pid<TAB>start|end<TAB>monotonic seconds<TAB>test id" to it around each test's run, set-up and tear-down
included. bench_suite.py lays those times over its samples of each xdist worker's process tree (the
worker, its Playwright driver, its Chromium), so that each test is given the CPU its worker's tree took
meanwhile. Nothing is written without BENCH_TEST_LOG.
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterator

import pytest

LOG = os.environ.get("BENCH_TEST_LOG")


def note(event: str, nodeid: str) -> None:
    if LOG:
        with open(LOG, "a", encoding="utf-8") as log:
            log.write(f"{os.getpid()}\t{event}\t{time.monotonic():.3f}\t{nodeid}\n")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    note("start", item.nodeid)
    yield
    note("end", item.nodeid)
