"""The app's pages (sitebuild/pages.py): js/engine/boot.js starts the engine's worker early on every
page whose module runs the engine, by js/engine/client.js or by js/shared/page-start.js, and on no
other page (the Records page runs none)."""

from __future__ import annotations

from sitebuild.pages import APP_PAGES, engine_start


def test_the_pages_that_run_the_engine_start_its_worker_early() -> None:
    early = {name for name in APP_PAGES if engine_start(name) == "early"}
    assert early == set(APP_PAGES) - {"records.html"}
    assert engine_start("records.html") == "none"
