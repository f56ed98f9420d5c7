"""The web app manifests and their icons: the site can be installed, and opens standalone; one
manifest per language (the page links its own language's: js/shared/i18n.js)."""

from __future__ import annotations

import gettext
import json
from pathlib import Path

from .icons import ICON_SIZES, icon_png
from .page_catalogs import LOCALE_DIR

THEME = "#1f5fa8"  # css/style.css --accent
DESCRIPTION = "Games of factors and multiples"
"""The manifest's description: the first page's tagline (index.html), translated by its catalogs."""


def write_app_files(out: Path) -> None:
    """out/manifest.webmanifest (English), out/manifest.<lang>.webmanifest for each catalog, and the
    icons they name."""
    icons = []
    for size in ICON_SIZES:
        name = f"icon-{size}.png"
        (out / name).write_bytes(icon_png(size))
        icons.append({"src": name, "sizes": f"{size}x{size}", "type": "image/png", "purpose": "any"})
    languages = {"en": gettext.NullTranslations()}
    for compiled in sorted(LOCALE_DIR.glob("*.mo")):
        with compiled.open("rb") as stream:
            languages[compiled.stem] = gettext.GNUTranslations(stream)
    for code, catalog in languages.items():
        manifest = {
            "name": "Factor Games",
            "short_name": "Factor Games",
            "description": catalog.gettext(DESCRIPTION),
            "lang": code,
            "dir": "ltr",
            "start_url": "./",
            "scope": "./",
            "display": "standalone",
            "background_color": "#ffffff",
            "theme_color": THEME,
            "icons": icons,
        }
        name = "manifest.webmanifest" if code == "en" else f"manifest.{code}.webmanifest"
        (out / name).write_text(json.dumps(manifest, ensure_ascii=False, indent=2) + "\n", encoding="utf-8")
