"""The codes of assignments and results: JSON, compressed, in URL-safe base64 (no padding), read
back with limits on every size, so that a hostile link costs little.

>>> unpack(pack({"t": "Year 7", "k": [1, 2]}))
{'t': 'Year 7', 'k': [1, 2]}
>>> unpack("not a code")
Traceback (most recent call last):
...
factorgames.classroom.packing.CodeError: not a code
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import zlib

MAX_CODE = 16_000
"""The longest code read: a result holding a bot's code, which goes by link (a QR code holds under
3,000 bytes)."""
MAX_JSON = 60_000
"""The most bytes a code may unpack to."""


class CodeError(ValueError):
    """A code that cannot be read (what it was is not said: the caller knows what it expected)."""


def pack(value: object) -> str:
    """A value as a code."""
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
    return base64.urlsafe_b64encode(zlib.compress(text, 9)).decode().rstrip("=")


def unpack(code: str) -> object:
    """The value of a code, or CodeError."""
    code = code.strip()
    if not code or len(code) > MAX_CODE or not code.isascii():
        raise CodeError("not a code")
    try:
        data = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        inflate = zlib.decompressobj()
        text = inflate.decompress(data, MAX_JSON)
        if inflate.unconsumed_tail or not inflate.eof:
            raise CodeError("not a code")
        return json.loads(text)
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise CodeError("not a code") from error


def short_id(code: str) -> str:
    """Twelve hex digits naming exactly this code (an edited copy has another): an assignment's or a
    tournament's id, under which the game page keeps a task's game."""
    return hashlib.sha256(code.encode()).hexdigest()[:12]
