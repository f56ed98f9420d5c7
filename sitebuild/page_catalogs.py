"""The compiled catalogs as the pages read them (dist/locale/<lang>.json) and as the engine fetches
them (dist/py/locale/<lang>.mo.z), with the standard library: building needs no Babel."""

from __future__ import annotations

import gettext
import json
import zlib
from pathlib import Path

from .paths import PY_PACKAGE

LOCALE_DIR = PY_PACKAGE / "locale"


def write_page_catalogs(out: Path) -> None:
    """dist/locale/<lang>.json: each compiled catalog as the page reads it (message -> translation)."""
    (out / "locale").mkdir()
    for compiled in sorted(LOCALE_DIR.glob("*.mo")):
        with compiled.open("rb") as stream:
            messages: dict[object, str] = gettext.GNUTranslations(stream)._catalog  # type: ignore[attr-defined]
        page = {key: value for key, value in messages.items() if isinstance(key, str) and key and "\x04" not in key}
        (out / "locale" / f"{compiled.stem}.json").write_text(
            json.dumps(page, ensure_ascii=False, sort_keys=True), encoding="utf-8"
        )


def write_engine_catalogs(out: Path) -> None:
    """out/locale/<lang>.mo.z: each compiled catalog, deflated, fetched by the engine the first time it
    speaks that language (factorgames/i18n.py); the engine's zip holds none, so that a visit
    downloads only its own language's."""
    (out / "locale").mkdir()
    for compiled in sorted(LOCALE_DIR.glob("*.mo")):
        (out / "locale" / f"{compiled.name}.z").write_bytes(zlib.compress(compiled.read_bytes(), 9))
