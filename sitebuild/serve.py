"""The local server: a built site on 127.0.0.1, with the site's response headers."""

from __future__ import annotations

import functools
import http.server
import socket
import sys
from pathlib import Path
from typing import Any

from .headers import HEADERS, page_csp
from .paths import DIST

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".xz": "application/x-xz",  # Pyodide's WebAssembly packed (wasm_xz.py): no Content-Encoding, the worker decodes it
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".png": "image/png",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
}


EXTENSIONS = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
"""The content type of each kind of file, ours first."""


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    extensions_map = EXTENSIONS

    def end_headers(self) -> None:
        # Revalidate every time: the service worker does the caching.
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Content-Security-Policy", page_csp(self.path.split("?")[0].split("#")[0].rsplit("/", 1)[-1]))
        for name, value in HEADERS.items():
            self.send_header(name, value)
        super().end_headers()

    def log_message(self, format: str, *args: Any) -> None:
        if not getattr(self.server, "quiet", False):
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    quiet = False

    def handle_error(self, request: socket.socket | tuple[bytes, socket.socket], client_address: Any) -> None:
        # A browser closing a connection mid-download is no error worth a traceback.
        if isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            return
        super().handle_error(request, client_address)


def make_server(directory: Path = DIST, port: int = 8000, quiet: bool = False) -> SiteServer:
    """A threaded static server for `directory` on 127.0.0.1 (port 0 picks a free one)."""
    handler = functools.partial(SiteHandler, directory=str(directory))
    server = SiteServer(("127.0.0.1", port), handler)
    server.quiet = quiet
    return server
