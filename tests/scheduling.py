"""A pytest plugin (pyproject.toml's addopts load it: -p scheduling): how tests/run's pytest -n 2 shares
the suite between its two workers. The browser tests (tests/e2e) run one after another in one worker,
with one browser and one server; the other worker runs the rest (the engine's and the build's tests),
each test taken by whichever worker is free."""

from __future__ import annotations

from typing import Any

from xdist.scheduler import LoadScopeScheduling

E2E = "tests/e2e/"


class BrowserTestsTogether(LoadScopeScheduling):
    """The browser tests as one unit of work; every other test a unit of its own."""

    def _split_scope(self, nodeid: str) -> str:
        return E2E if nodeid.startswith(E2E) else nodeid


def pytest_xdist_make_scheduler(config: Any, log: Any) -> BrowserTestsTogether:
    return BrowserTestsTogether(config, log)
