"""A bot's code in a link: its name and code, compressed (zlib) and written in base64url.

>>> fragment = encode("Greedy", "def choose(position):\\n    return position.legal_moves()[0]\\n")
>>> fragment.startswith("bot=") and decode(fragment)[0]
'Greedy'

Data nested deeper than a bot's is refused before it is parsed:

>>> deep = "bot=" + base64.urlsafe_b64encode(zlib.compress(b"[" * 100000 + b"]" * 100000)).decode()
>>> decode(deep)
Traceback (most recent call last):
  ...
factorgames.link_values.RecordError: This link holds data that is not a bot's: it was not made by the Bots page.
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib

from ..i18n import _
from ..link_values import RecordError

MAX_LINK = 16_000
"""The longest link part read (a bot of a few pages fits in a few thousand characters)."""


MAX_NESTING = 4
"""The deepest nesting of brackets read in a link's data (a bot's is one object of two strings): data
nested deeper is refused before it is parsed, as parsing it would exhaust the stack (a RecursionError in
Python, "Maximum call stack size exceeded" under Pyodide)."""

STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"?', re.DOTALL)
"""A JSON string, escapes included (one left open runs to the end: no text is scanned twice)."""


def nesting(text: str) -> int:
    """How deep the brackets of JSON text are nested (those inside its strings left out), found
    without recursion.

    >>> nesting('{"a": [1, {"b": "[[["}]}'), nesting("[" * 100000), nesting("1")
    (3, 100000, 0)
    """
    depth = deepest = 0
    for bracket in re.findall(r"[\[\]{}]", STRINGS.sub('""', text)):
        depth += 1 if bracket in "[{" else -1
        deepest = max(deepest, depth)
    return deepest


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
        decoded = raw.decode("utf-8")
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError):
        raise RecordError(_("This link's bot could not be read: it was probably cut short.")) from None
    try:
        data = json.loads(decoded) if nesting(decoded) <= MAX_NESTING else None
    except (ValueError, RecursionError):
        raise RecordError(_("This link's bot could not be read: it was probably cut short.")) from None
    if not (isinstance(data, dict) and isinstance(data.get("name"), str) and isinstance(data.get("code"), str)):
        raise RecordError(_("This link holds data that is not a bot's: it was not made by the Bots page."))
    return data["name"][:60], data["code"]
