"""Every catalog keeps to docs/glossary.md: wherever the English uses a term, its translation uses
the glossary's word for it and none of the words it must never use."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
GLOSSARY = ROOT / "docs" / "glossary.md"
LOCALE = ROOT / "py" / "factorgames" / "locale"


def glossaries() -> dict[str, list[tuple[str, list[str], list[str], list[str]]]]:
    """Each language's rows: the term, the words to use (any one), the words never to use, the
    English phrases not checked."""
    found: dict[str, list[tuple[str, list[str], list[str], list[str]]]] = {}
    lang = None
    for line in GLOSSARY.read_text(encoding="utf-8").splitlines():
        if line.startswith("## "):
            lang = line[3:].strip()
            found[lang] = []
        elif lang and line.startswith("| ") and not line.startswith(("| English", "| ---")):
            cells = [c.strip() for c in line.strip("|").split("|")]
            term, use, never, skip = (cells + ["", "", "", ""])[:4]
            found[lang].append((term, _words(use), _words(never), _words(skip)))
    return found


def _words(cell: str) -> list[str]:
    """A cell's words, split at semicolons."""
    return [w.strip() for w in cell.split(";") if w.strip()]


def fold(text: str) -> str:
    return text.casefold().replace("’", "'")


def test_the_glossary_has_a_table_for_every_catalog():
    assert sorted(glossaries()) == sorted(p.stem for p in LOCALE.glob("*.po"))
    assert all(len(rows) >= 8 for rows in glossaries().values())


@pytest.mark.parametrize("lang", sorted(glossaries()))
def test_every_translation_uses_the_glossarys_words(lang):
    with open(LOCALE / f"{lang}.po", "rb") as f:
        catalog = read_po(f)
    wrong = []
    for term, use, never, skip in glossaries()[lang]:
        pattern = re.compile(rf"\b{re.escape(term)}(s|es)?\b", re.IGNORECASE)
        checked = 0
        for message in catalog:
            ids = message.id if isinstance(message.id, tuple) else (message.id,)
            strings = message.string if isinstance(message.string, tuple) else (message.string,)
            words = [re.sub(r"\{[^}]*\}", "", i) for i in ids]  # a placeholder's name is no word
            if (
                not message.id
                or not any(pattern.search(w) for w in words)
                or any(fold(s) in fold(ids[0]) for s in skip)
            ):
                continue
            checked += 1
            for text in (fold(s or "") for s in strings):
                if not any(fold(w) in text for w in use) or any(fold(w) in text for w in never):
                    wrong.append(f"{term!r}: {ids[0][:80]!r} -> {text[:100]!r}")
        assert checked, f"no message uses {term!r}: the row checks nothing"
    assert not wrong, "\n".join(wrong)
