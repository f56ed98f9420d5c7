"""The values a link (a share code) holds, read as a person wrote them: whole numbers, ranges,
move lists, on/off flags; RecordError says in a person's words what cannot be read.
"""

from __future__ import annotations

from .i18n import _

_TRUE = {"", "1", "true", "yes", "on"}
_FALSE = {"0", "false", "no", "off"}


class RecordError(ValueError):
    """A share code that cannot be read, with a message for a person."""


MAX_DIGITS = 9
"""Longer numbers are refused: no game reaches them."""

SHOWN = 24
"""The most characters of an address a notice repeats."""


def shown(text: str) -> str:
    """Text from an address as a notice repeats it: its first SHOWN characters, then "…".

    >>> shown("48,24"), shown("9" * 30)
    ('48,24', '999999999999999999999999…')
    """
    return text if len(text) <= SHOWN else text[:SHOWN] + "…"


def whole_number(text: str, what: str | None = None) -> int:
    """A whole number written in ASCII digits, or RecordError.

    >>> whole_number(" 42 ")
    42
    """
    text = text.strip()
    what = _("That") if what is None else what
    if not (text.isascii() and text.isdigit()):
        raise RecordError(_("{what} {text!r} is not a whole number.").format(what=what, text=shown(text)))
    if len(text) > MAX_DIGITS:
        raise RecordError(_("{what} {text} is far too large.").format(what=what, text=shown(text)))
    return int(text)


def parse_range(text: str) -> tuple[int, int]:
    """'LO-HI' as two ints.

    >>> parse_range("2-100")
    (2, 100)
    """
    lo, sep, hi = text.strip().partition("-")
    try:
        if sep:
            return whole_number(lo), whole_number(hi)
    except RecordError:
        pass
    raise RecordError(_("The range {text!r} is not of the form LOW-HIGH, such as 1-100.").format(text=shown(text)))


def parse_moves(text: str) -> tuple[int, ...]:
    """'5,10,2' as a tuple of ints.

    >>> parse_moves("5, 10,2")
    (5, 10, 2)
    """
    return tuple(whole_number(p, _("The move")) for p in text.split(",") if p.strip())


def flag(key: str, value: str) -> bool:
    """An on/off setting: on, off, 1, 0, yes, no, true, false (empty is on)."""
    value = value.strip().lower()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise RecordError(_("{key}={value!r} should be on or off (1 or 0).").format(key=key, value=shown(value)))


def integer(key: str, value: str) -> int:
    """The whole number of the setting `key`."""
    return whole_number(value, f"{key}=")
