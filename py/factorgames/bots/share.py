"""A bot's code in a link: its name and code, compressed (zlib) and written in base64url.

>>> fragment = encode("Greedy", "def choose(position):\\n    return position.legal_moves()[0]\\n")
>>> fragment.startswith("bot=") and decode(fragment)[0]
'Greedy'
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from ..i18n import _
from ..link_values import RecordError

MAX_LINK = 16_000
"""The longest link part read (a bot of a few pages fits in a few thousand characters)."""


def encode(name: str, code: str) -> str:
    """The address's part for a bot (`bot=...`)."""
    raw = json.dumps({"name": name, "code": code}, ensure_ascii=False).encode("utf-8")
    return "bot=" + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode("ascii").rstrip("=")


def decode(fragment: str) -> tuple[str, str]:
    """The name and code in an address's part written by `encode` (RecordError when it is damaged)."""
    text = fragment.lstrip("#").strip()
    text = text.removeprefix("bot=").split("&")[0]
    if not text or len(text) > MAX_LINK:
        raise RecordError(_("This link holds no bot, or it was cut short."))
    try:
        raw = zlib.decompressobj().decompress(base64.urlsafe_b64decode(text + "=" * (-len(text) % 4)), 200_000)
        data = json.loads(raw.decode("utf-8"))
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError):
        raise RecordError(_("This link's bot could not be read: it was probably cut short.")) from None
    if not (isinstance(data, dict) and isinstance(data.get("name"), str) and isinstance(data.get("code"), str)):
        raise RecordError(_("This link's bot could not be read: it was probably cut short."))
    return data["name"][:60], data["code"]
