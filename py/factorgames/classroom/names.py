"""A pupil's name as a teacher reads it: without the characters nobody sees (controls, bidi
overrides, zero-width spaces), and its skeleton, which two names that look alike share.

>>> shown("A\\u202eda\\u200b  Lovelace"), shown("=1+2")
('Ada Lovelace', '=1+2')
>>> skeleton("\\u0410da") == skeleton("ADA"), skeleton("Ada") == skeleton("Adam")
(True, False)
"""

from __future__ import annotations

import unicodedata

MAX_NAME = 40
"""The most characters of a name shown."""
HIDDEN = frozenset({"Cc", "Cf", "Co", "Cs", "Cn", "Zl", "Zp"})
"""Unicode categories of characters that show nothing or reorder what follows."""
LOOKALIKES = str.maketrans(
    {
        "а": "a", "в": "b", "е": "e", "к": "k", "м": "m", "н": "h", "о": "o", "р": "p", "с": "c",
        "т": "t", "у": "y", "х": "x", "і": "i", "ј": "j", "ѕ": "s", "ԁ": "d", "ɡ": "g", "ӏ": "l",
        "α": "a", "β": "b", "ε": "e", "ι": "i", "κ": "k", "ν": "v", "ο": "o", "ρ": "p", "τ": "t",
        "υ": "u", "χ": "x", "0": "o", "1": "l", "|": "l",
    }
)  # fmt: skip
"""Letters of other scripts (and digits) that look like Latin ones, lower case."""


def shown(name: str) -> str:
    """The name as shown and exported: compatibility forms folded (NFKC), hidden characters
    removed, spaces collapsed, at most MAX_NAME characters."""
    folded = unicodedata.normalize("NFKC", name)
    visible = "".join(c for c in folded if unicodedata.category(c) not in HIDDEN)
    return " ".join(visible.split())[:MAX_NAME].rstrip()


def had_hidden(name: str) -> bool:
    """Whether the name as typed held characters that `shown` removed (beyond spaces)."""
    return shown(name) != " ".join(name.split())[:MAX_NAME].rstrip()


def skeleton(name: str) -> str:
    """What a name looks like: accents dropped, letters that look alike made one, case folded."""
    bare = "".join(c for c in unicodedata.normalize("NFKD", shown(name)) if not unicodedata.combining(c))
    return bare.casefold().translate(LOOKALIKES).replace(" ", "")
