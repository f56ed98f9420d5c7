"""The printable rules pages (rules/), in every language, and the messages a translator sees in them."""

from __future__ import annotations

import html
import re
import string
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from .paths import ROOT, engine_importable

if TYPE_CHECKING:
    from factorgames.games.presets import Game

RULES_DIR = ROOT / "rules"  # <id>.body.html + _page.html -> rules/<id>.html; rules.css as it is

RULES_INDEX = {
    "title": "Rules of the games",
    "kicker": "Factor Games",
    "description": "How to play each of the Factor Games, with worked examples.",
}
"""rules/index.html, the list of the games' rules pages."""

RULES_WORDS = ("How to play", "{game}: rules", "Other games")
"""The rules pages' words made in code (their titles and pager); the rest is in the templates."""

LANGUAGE_LINKS = "<!--languages-->"
"""Where a rules page lists itself in the other languages (filled in after its links are localized)."""

BLOCK = re.compile(
    r"<(p|li|a|h1|h2|h3|h4|td|th|caption|figcaption|dt|dd|summary|title|legend)\b([^>]*)>"
    r"((?:(?!<(?:p|li|ul|ol|table|thead|tbody|tr|td|th|div|section|nav|h[1-6]|dl|dt|dd)\b).)*?)</\1>",
    re.DOTALL,
)
"""A block of text that a translator sees whole: its inline tags are kept, without their attributes."""
TAG = re.compile(r"<(/?)([a-zA-Z][a-zA-Z0-9]*)([^>]*)>")
LABEL = re.compile(r'\b(aria-label|title|alt)="([^"]*)"')


def _bare(inner: str) -> str:
    """A block's message: its text and inline tags without attributes, whitespace collapsed."""
    return " ".join(TAG.sub(lambda m: f"<{m[1]}{m[2]}>", inner).split())


def template_messages(text: str) -> list[tuple[int, str]]:
    """(line, message) for every block and label of a rules template that a person reads."""
    found = []
    for m in BLOCK.finditer(text):
        message = _bare(m[3])
        if any(c.isalpha() for c in re.sub(r"\$\w+", "", TAG.sub("", message))):
            found.append((text.count("\n", 0, m.start()) + 1, message))
    for m in LABEL.finditer(text):
        if any(c.isalpha() for c in m[2]) and "$" not in m[2]:
            found.append((text.count("\n", 0, m.start()) + 1, m[2]))
    return found


def rules_messages() -> list[tuple[str, int, str]]:
    """(file, line, message) of every rules template, for the catalogs."""
    here = "sitebuild/rules_pages.py"
    found = [(f"{here}:RULES_INDEX", 0, text) for text in RULES_INDEX.values()]
    found += [(f"{here}:RULES_WORDS", 0, text) for text in RULES_WORDS]
    for path in sorted(RULES_DIR.glob("*.html")):
        found += [
            (f"rules/{path.name}", line, message)
            for line, message in template_messages(path.read_text(encoding="utf-8"))
        ]
    return found


def translate_template(text: str, say: Callable[[str], str]) -> str:
    """A template with every block and label said by `say` (a catalog's gettext), the block's
    inline tags given back their attributes in order."""

    def block(m: re.Match[str]) -> str:
        tag, attributes, inner = m.groups()
        message = _bare(inner)
        said = say(message)
        if said == message:
            return m[0]
        kept = iter(t[3] for t in TAG.finditer(inner) if not t[1])
        dressed = TAG.sub(lambda t: t[0] if t[1] else f"<{t[2]}{next(kept, '')}>", said)
        return f"<{tag}{attributes}>{dressed}</{tag}>"

    text = BLOCK.sub(block, text)
    return LABEL.sub(lambda m: f'{m[1]}="{html.escape(say(m[2]), quote=True)}"' if "$" not in m[2] else m[0], text)


def rules_pages() -> dict[str, str]:
    """Every printable rules page by file name, in every language (rules/<id>.html in English,
    rules/<id>.<lang>.html otherwise; a game that shares another's rules page has none of its own):
    each game's body (rules/<id>.body.html, which may place
    the shared glossary rules/_words.html as $words) inside rules/_page.html, titled and described
    by the game's own preset, with links to its neighbours in the presets' order."""
    engine_importable()
    from factorgames import i18n
    from factorgames.games.presets import GAMES

    games = [game for game in GAMES.values() if game.rules_page == game.id]  # a variant shares its game's page
    extra = {p.name.removesuffix(".body.html") for p in RULES_DIR.glob("*.body.html")} - {"index", *GAMES}
    if extra:
        sys.exit(f"[build] rules pages for no game: {sorted(extra)}")
    pages: dict[str, str] = {}
    languages = i18n.languages()
    for lang in languages:
        suffix = "" if lang == i18n.SOURCE else f".{lang}"
        with i18n.speaking(lang):
            for name, page in _rules_in(lang, suffix, i18n._, games).items():
                # The same page in the other languages, each named in itself.
                stem = name.removesuffix(f"{suffix}.html")
                others = "".join(
                    f'<li><a href="{stem}{"" if code == i18n.SOURCE else "." + code}.html" lang="{code}" '
                    f'hreflang="{code}">{html.escape(own)}</a></li>'
                    for code, own in languages.items()
                    if code != lang
                )
                pages[name] = page.replace(LANGUAGE_LINKS, others)
    return pages


def _rules_in(lang: str, suffix: str, say: Callable[[str], str], games: Sequence[Game]) -> dict[str, str]:
    """The rules pages in one language."""

    def read(name: str) -> str:
        return translate_template((RULES_DIR / name).read_text(encoding="utf-8"), say)

    template = string.Template(read("_page.html"))

    def link(i: int, rel: str) -> str:
        if not 0 <= i < len(games):
            return "<span></span>"
        arrow = ("← ", "") if rel == "prev" else ("", " →")
        return (
            f'<a href="{games[i].id}{suffix}.html" rel="{rel}">{arrow[0]}{html.escape(say(games[i].title))}'
            f"{arrow[1]}</a>"
        )

    words = read("_words.html").rstrip("\n")

    def body(stem: str) -> str:
        """A page's own part, with the shared glossary where it says $words."""
        return string.Template(read(f"{stem}.body.html").rstrip("\n")).substitute(words=words)

    def localized(page: str) -> str:
        """Links to the pages and the game in the same language."""
        if not suffix:
            return page
        page = page.replace('<html lang="en">', f'<html lang="{lang}">')
        page = re.sub(r'href="([a-z-]+)\.html"', lambda m: f'href="{m[1]}{suffix}.html"', page)
        page = page.replace('href="../index.html"', f'href="../index.html#lang={lang}"')
        return re.sub(
            r'href="\.\./index\.html#(game=[^"]*)"', lambda m: f'href="../index.html#{m[1]}&amp;lang={lang}"', page
        )

    title = say(RULES_INDEX["title"])
    pages = {
        f"index{suffix}.html": localized(
            template.substitute(
                title=html.escape(title),
                description=html.escape(say(RULES_INDEX["description"])),
                kicker=say(RULES_INDEX["kicker"]),
                heading=html.escape(title),
                body=body("index"),
                pager="",
                all_rules_current=' aria-current="page"',
                languages=LANGUAGE_LINKS,
            )
        )
    }
    for i, game in enumerate(games):
        pager = (
            f'    <nav class="pager" aria-label="{html.escape(say("Other games"))}">'
            f"{link(i - 1, 'prev')}{link(i + 1, 'next')}</nav>"
        )
        pages[f"{game.id}{suffix}.html"] = localized(
            template.substitute(
                title=html.escape(say("{game}: rules").format(game=say(game.title))),
                description=html.escape(say(game.summary)),
                kicker=say("How to play"),
                heading=html.escape(say(game.title)),
                body=body(game.id),
                pager=pager,
                all_rules_current="",
                languages=LANGUAGE_LINKS,
            )
        )
    return pages
