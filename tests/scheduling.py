"""A pytest plugin (pyproject.toml's addopts load it: -p scheduling): how tests/run's pytest -n 2 shares
the suite between its two workers. The browser tests (tests/e2e) run in two units, each one test
after another in one worker with one browser and one server: those of the pupils' bots (the Bots
page, its sandbox, the Class page's bots), and all the others. xdist's LoadScope scheduler hands
out the units with the most tests first, so each worker starts with one of the two and takes no
other unit before it is nearly done; the rest (the engine's and the build's tests) are each a unit
of their own, taken by whichever worker is free, in practice the one with the smaller unit."""

from __future__ import annotations

from typing import Any

import pytest
from xdist.scheduler import LoadScopeScheduling

E2E = "tests/e2e/"
E2E_SECOND = ("tests/e2e/test_web_bots", "tests/e2e/test_web_class_bots")
"""The second unit of browser tests (the pupils' bots'). On fresh clones of this machine the whole
run took 22.6 minutes so, and 23.9 with the Class page's files moved into this unit too: the
browsers' work, more than its order, sets the time."""


class BrowserTestsTogether(LoadScopeScheduling):
    """The browser tests as two units of work; every other test a unit of its own."""

    def _split_scope(self, nodeid: str) -> str:
        if nodeid.startswith(E2E_SECOND):
            return E2E + "(bots)"
        return E2E if nodeid.startswith(E2E) else nodeid


@pytest.hookimpl(optionalhook=True)  # (pytest -p no:xdist runs without it)
def pytest_xdist_make_scheduler(config: Any, log: Any) -> BrowserTestsTogether:
    return BrowserTestsTogether(config, log)
