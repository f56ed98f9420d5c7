"""The compiled catalogs as the pages read them (dist/locale/<lang>.json), with the standard
library: building needs no Babel."""

from __future__ import annotations

import gettext
import json
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
