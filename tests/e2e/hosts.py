"""Hosts of the built site for tests that need an origin of their own: with the site's headers
(sitebuild.serve's handler: the policy of each path) or from Python's plain static server, which
sends none (only the policies in the documents themselves hold). Each logs every request.
Module fixtures: a test module imports them (`from hosts import headed_host, plain_host`)."""

from __future__ import annotations

import functools
import http.server
import threading

import pytest

from sitebuild.serve import SiteHandler, SiteServer

SUB_PATH = "site"
"""Both hosts serve the site at /site/ (the conftest's server_root), as the e2e server does."""


class Logged:
    """Every request a server received: 'METHOD path'."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.requests: list[str] = []

    def add(self, method: str, path: str) -> None:
        with self.lock:
            self.requests.append(f"{method} {path}")

    def all(self) -> list[str]:
        with self.lock:
            return list(self.requests)


class Host:
    """A server of the built site at /site/ on 127.0.0.1, its address and what it received."""

    def __init__(self, server: http.server.HTTPServer, log: Logged, name: str) -> None:
        self.server = server
        self.log = log
        self.url = f"http://127.0.0.1:{server.server_address[1]}/{SUB_PATH}/"
        threading.Thread(target=server.serve_forever, name=name, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


@pytest.fixture(scope="module")
def headed_host(server_root):
    """The site with its own headers (sitebuild.serve's handler, the e2e server's: the policy of
    each path), on an origin of its own (its own service worker and storage), every request logged."""
    log = Logged()

    class Handler(SiteHandler):
        def log_request(self, code="-", size="-"):  # type: ignore[no-untyped-def]
            log.add(self.command, self.path)

    server = SiteServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(server_root)))
    server.quiet = True
    host = Host(server, log, "bots-sandbox-headed")
    yield host
    host.stop()


@pytest.fixture(scope="module")
def plain_host(server_root):
    """The same built site from Python's plain static server, which sends no header of the site's
    (no policy, no nosniff): only the policies in the documents themselves hold. Every request logged."""
    log = Logged()

    class Handler(http.server.SimpleHTTPRequestHandler):
        def log_request(self, code="-", size="-"):  # type: ignore[no-untyped-def]
            log.add(self.command, self.path)

    # (SiteServer for its threads and its quiet over a page that went away mid-download; the handler is plain)
    server = SiteServer(("127.0.0.1", 0), functools.partial(Handler, directory=str(server_root)))
    host = Host(server, log, "bots-sandbox-plain")
    yield host
    host.stop()
