"""A pytest plugin (pyproject.toml's addopts load it: -p scheduling): how tests/run's pytest -n 2 shares
the suite between its two workers. Each module of browser tests (tests/e2e) is a unit, run one test
after another in one worker (its tests share their browser contexts: tests/e2e/conftest.py's
SharedContexts); every other test (the engine's and the build's) is a unit of its own. xdist's
LoadScope scheduler hands out the units with the most tests first, so both workers run browser
modules until none is left, and the engine's tests, one at a time, fill what remains."""

from __future__ import annotations

from typing import Any

import pytest
from xdist.scheduler import LoadScopeScheduling

E2E = "tests/e2e/"
"""Until these modules shared contexts, the browser tests ran in two units (the pupils' bots' and the
rest): on fresh clones of this machine the whole run took 22.6 minutes so, the larger unit setting it."""


class BrowserModulesTogether(LoadScopeScheduling):
    """Each browser test module a unit of work; every other test a unit of its own."""

    def _split_scope(self, nodeid: str) -> str:
        return nodeid.split("::", 1)[0] if nodeid.startswith(E2E) else nodeid


@pytest.hookimpl(optionalhook=True)  # (pytest -p no:xdist runs without it)
def pytest_xdist_make_scheduler(config: Any, log: Any) -> BrowserModulesTogether:
    return BrowserModulesTogether(config, log)
