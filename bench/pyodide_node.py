"""What the benchmarks that time the engine in Pyodide under Node share: the engine as a zip to
unpack there (the sources as they are, with the French catalog)."""

from __future__ import annotations

import os
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def engine_zip(workdir: str) -> str:
    """Zip py/factorgames into `workdir` (its .py and .mo files) and return the zip's path."""
    engine = os.path.join(workdir, "engine.zip")
    with zipfile.ZipFile(engine, "w") as archive:
        package = os.path.join(ROOT, "py", "factorgames")
        for folder, _dirs, files in os.walk(package):
            for name in files:
                if name.endswith((".py", ".mo")):
                    path = os.path.join(folder, name)
                    archive.write(path, os.path.relpath(path, os.path.join(ROOT, "py")))
    return engine
