"""The web app manifest and its icons: the site can be installed, and opens standalone."""

from __future__ import annotations

import json
from pathlib import Path

from .icons import ICON_SIZES, icon_png

THEME = "#1f5fa8"  # css/style.css --accent


def write_app_files(out: Path) -> None:
    """out/manifest.webmanifest and the icons it names."""
    icons = []
    for size in ICON_SIZES:
        name = f"icon-{size}.png"
        (out / name).write_bytes(icon_png(size))
        icons.append({"src": name, "sizes": f"{size}x{size}", "type": "image/png", "purpose": "any"})
    manifest = {
        "name": "Factor Games",
        "short_name": "Factor Games",
        "description": "Games of factors and multiples, played against a friend or a computer that plays perfectly.",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME,
        "icons": icons,
    }
    (out / "manifest.webmanifest").write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
