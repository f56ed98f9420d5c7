"""Every sentence a person reads is written in English in the code and passes through here on its
way out: gettext catalogs, one per language (`locale/<lang>.po`, which a translator edits), compiled
to `locale/<lang>.mo` by `python3 build.py --catalogs` (Babel, a development dependency) and read
with the standard library's gettext. Adding a language is adding its catalog.

The language belongs to the request being answered: `speaking("fr")` around the work.

>>> with speaking("xx"):  # a language without a catalog speaks the source language
...     _("Player 1"), language()
('Player 1', 'en')
>>> choose(["de-CH", "fr-FR", "en"]) in languages()
True
"""

from __future__ import annotations

import gettext
import io
import json
import re
import zlib
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from enum import StrEnum
from pathlib import Path

LOCALE = Path(__file__).with_name("locale")
SOURCE = "en"
"""The language the code is written in."""


NAMES = LOCALE / "languages.json"
"""Every language with a catalog, by its code, named in itself ("fr": "Français"): written with the
catalogs by `python3 build.py --catalogs`."""


def _names() -> dict[str, str]:
    names: dict[str, str] = json.loads(NAMES.read_text(encoding="utf-8")) if NAMES.is_file() else {}
    return {SOURCE: "English", **names}


LANGUAGES = _names()
"""Read at import, so that a memory snapshot of the engine (which keeps no files) holds them."""

_catalogs: dict[str, gettext.NullTranslations] = {SOURCE: gettext.NullTranslations()}


def catalog(code: str) -> gettext.NullTranslations:
    """The catalog of a language of `languages()`, read the first time the language is spoken: the
    package's compiled file, or in the browser the site's (`py/locale/<code>.mo.z`, fetched, so
    that a visit downloads only the language it speaks). A catalog that cannot be read (offline
    before it was kept, a damaged download) speaks the source language rather than fail."""
    found = _catalogs.get(code)
    if found is None:
        try:
            found = gettext.GNUTranslations(io.BytesIO(_compiled(code)))
        except Exception:  # noqa: BLE001 - whatever failed (the browser's error included), English is said
            found = gettext.NullTranslations()
        _catalogs[code] = found
    return found


def _compiled(code: str) -> bytes:
    local = LOCALE / f"{code}.mo"
    if local.is_file():
        return local.read_bytes()
    import js  # Pyodide's: the worker's globals

    fetched: bytes = js.factorgamesSiteFile(f"py/locale/{code}.mo.z").to_bytes()  # type: ignore[attr-defined]
    return zlib.decompress(fetched)


_language: ContextVar[str] = ContextVar("language", default=SOURCE)


def N_(message: str) -> str:
    """Mark a message for the catalogs where it is written (a constant); translate it where used."""
    return message


# Translators: the name of your language, in your language ("Français").
LANGUAGE_NAME = N_("English")
"""The message each catalog names its language by (languages.json holds the translations)."""


def languages() -> dict[str, str]:
    """Every language there is a catalog for, each by its code and its own name."""
    return dict(LANGUAGES)


def choose(asked: object) -> str:
    """The first language asked for ("fr", "fr-FR" or a list of such, most wanted first) that has a
    catalog, else the source language."""
    wanted = [asked] if isinstance(asked, str) else list(asked) if isinstance(asked, Iterable) else []
    for tag in wanted:
        code = re.split(r"[-_.@]", str(tag).strip().lower())[0]  # "fr_FR.UTF-8" -> "fr"
        if code in LANGUAGES:
            return code
    return SOURCE


def language() -> str:
    """The language being spoken."""
    return _language.get()


@contextmanager
def speaking(asked: object) -> Iterator[str]:
    """Speak the language asked for (see `choose`) inside the block."""
    token = _language.set(choose(asked))
    try:
        yield _language.get()
    finally:
        _language.reset(token)


def _(message: str) -> str:
    """The message in the language being spoken."""
    return catalog(_language.get()).gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """The singular or plural message for n, in the language being spoken."""
    return catalog(_language.get()).ngettext(singular, plural, n)


def C_(context: str, message: str) -> str:
    """Mark a message that has a context (the same English, said differently elsewhere)."""
    return message


class Player(StrEnum):
    """Who sits in a seat, as the engine names them. The value is the English name: translate it
    where it is shown (`_(player)` on a label, `in_sentence(player)` inside a sentence)."""

    YOU = N_("You")
    FRIEND = N_("Your friend")
    COMPUTER = N_("Computer")
    PLAYER_1 = N_("Player 1")
    PLAYER_2 = N_("Player 2")


SENTENCE = "a player's name inside a sentence"
NAMES_IN_SENTENCES = {
    C_("a player's name inside a sentence", "Computer"),
    C_("a player's name inside a sentence", "Your friend"),
    C_("a player's name inside a sentence", "Player 1"),
    C_("a player's name inside a sentence", "Player 2"),
}
"""The players' names as a sentence says them ("l'ordinateur" where a label says "Ordinateur")."""


class Name(str):
    """A name a person typed (a team's, a tournament player's): shown as written, never translated
    and never read as one of the site's players, whatever it says: a team called "You" is not the
    person at this device, one called "Computer" not the computer (`in_sentence`, `label`, `person`,
    `pair`, `is_role`).

    >>> person(Name("You"), "You win!", "{name} wins!"), label(Name("Computer")), is_role(Name("You"))
    ('You wins!', 'Computer', False)
    """

    __slots__ = ()


def is_role(name: str, role: Player | None = None) -> bool:
    """Whether `name` is one of the site's players (`role`, when given), never a name a person typed."""
    return not isinstance(name, Name) and (name in Player.__members__.values() if role is None else name == role)


def label(name: str) -> str:
    """A player's name as a label shows it: the site's players translated ("Ordinateur"), a typed
    name as written."""
    return name if isinstance(name, Name) else _(name)


def in_sentence(name: str) -> str:
    """A player's name as a sentence says it (a typed name as written)."""
    if isinstance(name, Name):
        return str(name)
    if name in NAMES_IN_SENTENCES:
        return catalog(_language.get()).pgettext(SENTENCE, name)
    return _(name)


def upper_first(text: str) -> str:
    """The text with its first letter upper case and the rest as it is (a German noun keeps its
    capital: not str.capitalize).

    >>> upper_first("alle Hilfen")
    'Alle Hilfen'
    """
    return text[:1].upper() + text[1:]


_OWNER = re.compile(r"\{(\w+)\}'s\b")


def with_names(template: str, **values: object) -> str:
    """`template` formatted with `values`, where a name's possessive in English ("{name}'s") is
    written as English writes it after a final s: "Reds' turn", not "Reds's turn" (a class's teams
    are mostly plurals). Another language's catalog says whose in its own way, without "{name}'s".

    >>> with_names("{name}'s turn.", name="Reds"), with_names("{name}'s turn.", name="Ada")
    ("Reds' turn.", "Ada's turn.")
    """

    def owner(found: re.Match[str]) -> str:
        key = found.group(1)
        return "{" + key + "}'" if str(values.get(key, "")).lower().endswith("s") else found.group(0)

    return _OWNER.sub(owner, template).format(**values)


def person(name: str, you: str, other: str, **values: object) -> str:
    """A sentence about someone: `you` (already translated) when it is the person at this device
    ("You"), else `other` with {name}; both formatted with `values`.

    >>> person("You", "You win!", "{name} wins!"), person("Computer", "You win!", "{name} wins!")
    ('You win!', 'Computer wins!')
    """
    if is_role(name, Player.YOU):
        return upper_first(you.format(**values))
    return upper_first(with_names(other, name=in_sentence(name), **values))


def pair(first: str, second: str, first_you: str, second_you: str, neither: str, **values: object) -> str:
    """A sentence about two people (never both "You"): the variant where the first is the person at
    this device, where the second is, or neither; {first} and {second} are their names.

    >>> pair("Computer", "You", "You beat {second}.", "{first} beat you.", "{first} beat {second}.")
    'Computer beat you.'
    """
    names = {"first": in_sentence(first), "second": in_sentence(second)}
    text = first_you if is_role(first, Player.YOU) else second_you if is_role(second, Player.YOU) else neither
    return upper_first(with_names(text, **names, **values))


DECIMAL = "a number's decimal separator"


def decimal(value: float, places: int = 1) -> str:
    """A number with `places` decimals, as the language being spoken writes it.

    >>> decimal(4.5), decimal(3.256, 2)
    ('4.5', '3.26')
    >>> with speaking("fr"):
    ...     decimal(4.5)
    '4,5'
    """
    # Translators: the mark between a number's whole part and its decimals ("4.5": "." in English).
    point = catalog(_language.get()).pgettext(DECIMAL, C_("a number's decimal separator", "."))
    return f"{value:.{places}f}".replace(".", point)


def listing(numbers: list[int] | tuple[int, ...], either: bool = False) -> str:
    """'3', '3 and 9', '2, 4 and 8'; with `either`, the choices '3 or 9', '2, 4 or 8'.

    >>> listing((2, 4, 8)), listing((3, 9), either=True)
    ('2, 4 and 8', '3 or 9')
    >>> with speaking("fr"):
    ...     listing((2, 4, 8), either=True)
    '2, 4 ou 8'
    """
    words = [str(n) for n in numbers]
    if len(words) == 1:
        return words[0]
    text = _("{some} or {last}") if either else _("{some} and {last}")
    return text.format(some=", ".join(words[:-1]), last=words[-1])
