"""What is still English in a text shown in another language, measured against that language's
catalog: a text that is exactly an English message the catalog translates differently, or a
message with placeholders (three words of its own or more) filled in. The language's own words
(what any of its translations says) and names the catalog keeps as they are never count."""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parents[1] / "py" / "factorgames" / "locale"


def _plain(text: object) -> str:
    return " ".join(str(text).split())


@cache
def _english(lang: str) -> tuple[frozenset[str], re.Pattern[str]]:
    with (LOCALE / f"{lang}.po").open("rb") as stream:
        catalog = read_po(stream)
    said = {_plain(s) for m in catalog if m.id for s in (m.string if isinstance(m.string, tuple) else (m.string,)) if s}
    exact, patterns = set(), []
    for m in catalog:
        if not m.id:
            continue
        ids = m.id if isinstance(m.id, tuple) else (m.id,)
        strings = m.string if isinstance(m.string, tuple) else (m.string,)
        for source, translated in zip(map(str, ids), strings, strict=False):
            if source == translated:
                continue
            parts = re.split(r"\{[^}]*\}", source)
            if len(parts) > 1:
                if len(re.findall(r"[A-Za-z]{2,}", " ".join(parts))) >= 3:
                    patterns.append(".+".join(re.escape(_plain(p)) for p in parts))
            elif re.search(r"[A-Za-z]{3,}", source):
                exact.add(_plain(source))
    # one pattern of them all: the messages' alternatives tried by the regex engine, not one by one in Python
    return frozenset(exact - said - {"English"}), re.compile("|".join(patterns) or "(?!)", re.DOTALL)


def _pieces(text: str) -> list[str]:
    """The text, and each of its sentences and clauses after a colon (a status joins "{name}'s
    turn: " to the kind's task), each with and without its closing mark."""
    pieces = [text, *re.split(r"(?<=[.:;!?])\s+", text)]
    return [q for p in pieces for q in (p, p.rstrip(".:;!?"))]


@cache
def _is_english(lang: str, plain: str) -> bool:
    exact, filled = _english(lang)
    return any(piece in exact or filled.fullmatch(piece) for piece in _pieces(plain))


def english_left(lang: str, texts: Iterable[str]) -> list[str]:
    """The texts (each whole: a text node, an attribute, a view's string) still in English."""
    return [plain for plain in map(_plain, texts) if _is_english(lang, plain)]
