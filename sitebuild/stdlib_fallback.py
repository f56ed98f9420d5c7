"""Shipped inside the trimmed standard library (as `_stdlib_fallback`): the safety net for a module
the build left out. The first import of such a module fetches the whole precompiled standard
library (once, through the worker's `factorgamesFullStdlib`) and imports from it.

The build writes IN_WHOLE: the modules of the whole library, so that an import that fails
everywhere (an optional module tried in a `try`) never fetches anything."""

from __future__ import annotations

import os
import sys
import zipimport
from collections.abc import Sequence
from importlib.machinery import ModuleSpec
from types import ModuleType

IN_WHOLE: frozenset[str] = frozenset()
FULL = "/lib/python_stdlib_full.zip"


class FullStdlib:
    """A finder of last resort: a module the trimmed library lacks comes from the whole one."""

    def find_spec(
        self, name: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> ModuleSpec | None:
        if name not in IN_WHOLE:
            return None
        if not os.path.exists(FULL):  # not yet (a memory snapshot does not keep files: checked, not remembered)
            import js  # Pyodide's: the worker's globals

            with open(FULL, "wb") as out:
                out.write(js.factorgamesFullStdlib().to_bytes())  # type: ignore[attr-defined]
        folder = name.rpartition(".")[0].replace(".", "/")
        return zipimport.zipimporter(f"{FULL}/{folder}/" if folder else FULL).find_spec(name)


def install() -> None:
    """Put the safety net last on sys.meta_path (once)."""
    if not any(isinstance(finder, FullStdlib) for finder in sys.meta_path):
        sys.meta_path.append(FullStdlib())
