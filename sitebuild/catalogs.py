"""The message catalogs (py/factorgames/locale), brought up to date with every message of the
engine, the pages and the rules by Babel (a development dependency: `python3 build.py --catalogs`)."""

from __future__ import annotations

import datetime
import json
from html.parser import HTMLParser
from typing import TYPE_CHECKING, ClassVar

from .page_catalogs import LOCALE_DIR
from .pages import APP_PAGES, PARTIALS
from .paths import PY_PACKAGE, ROOT, engine_importable
from .rules_pages import rules_messages
from .site import served

if TYPE_CHECKING:
    from babel.messages.catalog import Catalog

CATALOG_TEMPLATE = LOCALE_DIR / "factorgames.pot"
CATALOG_KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "C_": ((1, "c"), 2)}
"""The engine's translation functions (factorgames.i18n) that Babel extracts messages from."""

ENGINE_SOURCES = [("**.py", "python")]
"""Babel's method for the engine's files (all under py/factorgames)."""

PAGE_ATTRIBUTES = ("aria-label", "title", "placeholder", "alt")
"""The attributes of the pages that a person reads (js/shared/i18n.js translates the same ones)."""
JS_KEYWORDS = {"t": None, "N_": None}
"""The page's translation functions (js/shared/i18n.js)."""

READ_PARTIALS = ("status", "nav", "play_status", "share", "review", "replay", "setup_rules")
"""The pages' partials a person reads (the head holds no words)."""


class _PageText(HTMLParser):
    """The words of an HTML page a person reads: its text and its labelled attributes, with their
    lines; whitespace collapsed as the page's translator (js/shared/i18n.js) collapses it."""

    SKIPPED: ClassVar[frozenset[str]] = frozenset({"script", "style", "noscript"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.found: list[tuple[int, str]] = []
        self.skipping = 0

    @staticmethod
    def readable(text: str) -> str | None:
        text = " ".join(text.split())
        return text if any(c.isalpha() for c in text) and not text.startswith("$") else None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in self.SKIPPED:
            self.skipping += 1
        for name, value in attrs:
            text = self.readable(value or "") if name in PAGE_ATTRIBUTES else None
            if text:
                self.found.append((self.getpos()[0], text))

    def handle_endtag(self, tag: str) -> None:
        if tag in self.SKIPPED:
            self.skipping = max(0, self.skipping - 1)

    def handle_data(self, data: str) -> None:
        text = self.readable(data)
        if text and not self.skipping:
            self.found.append((self.getpos()[0], text))


def page_messages() -> list[tuple[str, int, str]]:
    """(file, line, message) for every word of the app's pages and of their shared parts."""
    found = []
    paths = [ROOT / name for name in APP_PAGES] + [PARTIALS / f"{name}.html" for name in READ_PARTIALS]
    for path in paths:
        parser = _PageText()
        parser.feed(path.read_text(encoding="utf-8"))
        found += [(path.relative_to(ROOT).as_posix(), line, text) for line, text in parser.found]
    return found


def catalog_template() -> Catalog:
    """Every message of the engine and of the pages, extracted by Babel (a development dependency)."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_dir, extract_from_file

    template = Catalog(
        project="Factor Games",
        msgid_bugs_address="",
        copyright_holder="Factor Games",
        header_comment="# The messages of Factor Games' engine: python3 build.py --catalogs",
        creation_date=datetime.datetime(2026, 1, 1, tzinfo=datetime.UTC),
    )
    for filename, lineno, message, comments, context in extract_from_dir(
        str(PY_PACKAGE),
        method_map=ENGINE_SOURCES,
        keywords=CATALOG_KEYWORDS,
        comment_tags=("Translators:",),
        strip_comment_tags=True,
    ):
        template.add(message, None, [(f"factorgames/{filename}", lineno)], auto_comments=comments, context=context)
    for path in sorted((ROOT / "js").rglob("*.js")):
        if not served(path):
            continue
        name = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
            "javascript", str(path), keywords=JS_KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True
        ):
            template.add(message, None, [(name, lineno)], auto_comments=comments, context=context)
    for name, lineno, message in page_messages() + rules_messages():
        template.add(message, None, [(name, lineno)])
    return template


def write_catalogs() -> list[str]:
    """The template (.pot) from the source; each language's catalog (.po) brought up to date with
    it (new messages added untranslated, gone ones marked obsolete); each compiled to .mo, and the
    languages' names in themselves (languages.json). Returns
    the messages some catalog still lacks, as "lang: message"."""
    from babel.messages.mofile import write_mo
    from babel.messages.pofile import read_po, write_po

    engine_importable()
    from factorgames.i18n import LANGUAGE_NAME, NAMES

    template = catalog_template()
    with CATALOG_TEMPLATE.open("wb") as stream:
        write_po(stream, template, omit_header=False, width=100, sort_output=True, no_location=True)
    missing = []
    names = {}
    for po in sorted(LOCALE_DIR.glob("*.po")):
        with po.open("rb") as stream:
            catalog = read_po(stream, locale=po.stem)
        catalog.update(template, no_fuzzy_matching=True)
        with po.open("wb") as stream:
            write_po(stream, catalog, width=100, sort_output=True, no_location=True, ignore_obsolete=True)
        with po.with_suffix(".mo").open("wb") as stream:
            write_mo(stream, catalog)
        named = catalog.get(LANGUAGE_NAME)
        names[po.stem] = str(named.string) if named and named.string else LANGUAGE_NAME
        missing += [
            f"{po.stem}: {m.id!r}"
            for m in catalog
            if m.id and not (all(m.string) if isinstance(m.string, tuple) else m.string)
        ]
    NAMES.write_text(json.dumps(names, ensure_ascii=False, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return missing
