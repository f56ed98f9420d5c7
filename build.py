#!/usr/bin/env python3
"""Build the Factor Games static site into dist/ and serve it on 127.0.0.1.

    python3 build.py              # build, then serve on http://127.0.0.1:8000/
    python3 build.py --port 8123  # another port
    python3 build.py --no-serve   # only build

Standard library only. On a fresh clone the pinned Pyodide is installed from npm
(`npm ci`, package.json + package-lock.json) when node_modules is missing or stale.
Only the Pyodide files a page loads are copied (derived from the installed package),
py/factorgames is packed as a zip, and a service worker is written whose cache name
is a hash of every built file. The work is done by the package sitebuild/, one module per job.
"""

import sys

from sitebuild.commands import main

if __name__ == "__main__":
    sys.exit(main())
