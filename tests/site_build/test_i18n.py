"""The message catalogs (py/factorgames/locale): every catalog complete and current, its
placeholders intact, its compiled .mo in step with its .po; the command line speaks French."""

from __future__ import annotations

import gettext
import json
import re
import string
from pathlib import Path

import pytest
from babel.messages.jslexer import tokenize
from babel.messages.pofile import read_po

from factorgames.i18n import NAMES, _, catalog, choose, languages, speaking
from sitebuild.catalogs import JS_KEYWORDS, catalog_template
from sitebuild.site import served
from test_cli import english, run, run_process  # noqa: F401 - english: English unless a test says otherwise

ROOT = Path(__file__).resolve().parents[2]
LOCALE = ROOT / "py" / "factorgames" / "locale"
CATALOG_FILES = sorted(LOCALE.glob("*.po"))


def fields(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


def read(path: Path):
    with path.open("rb") as stream:
        return read_po(stream, locale=path.stem)


def test_there_are_french_spanish_and_german_catalogs_each_named_in_itself():
    """languages.json, which the engine reads, names each catalog's language as its catalog does."""
    assert [p.stem for p in CATALOG_FILES] == ["de", "es", "fr"]
    assert languages() == {"en": "English", "de": "Deutsch", "es": "Español", "fr": "Français"}
    assert json.loads(NAMES.read_text(encoding="utf-8")) == {
        p.stem: read(p).get("English").string for p in CATALOG_FILES
    }


@pytest.mark.parametrize("path", CATALOG_FILES, ids=lambda p: p.stem)
def test_every_catalog_holds_exactly_the_engines_messages_all_translated(path):
    """A message added to the code and not to the catalog, or left in it after the code dropped
    it, fails here: run `python3 build.py --catalogs` and translate what it lists."""
    template = {m.id if isinstance(m.id, str) else tuple(m.id) for m in catalog_template() if m.id}
    catalog = read(path)
    found = {m.id if isinstance(m.id, str) else tuple(m.id) for m in catalog if m.id}
    assert sorted(map(str, template - found)) == [], "missing from the catalog"
    assert sorted(map(str, found - template)) == [], "stale in the catalog"
    for message in catalog:
        if not message.id:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        strings = [message.string] if isinstance(message.string, str) else list(message.string)
        assert all(strings) and not message.fuzzy, f"untranslated: {message.id!r}"
        for form, translated in enumerate(strings):  # a plural's first form is the singular's
            source = ids[0] if form == 0 else ids[-1]
            assert fields(translated) == fields(source), f"placeholders changed: {source!r} -> {translated!r}"


@pytest.mark.parametrize("path", CATALOG_FILES, ids=lambda p: p.stem)
def test_the_compiled_catalog_is_the_po_file(path):
    with path.with_suffix(".mo").open("rb") as stream:
        compiled = gettext.GNUTranslations(stream)
    for message in read(path):
        if message.id and isinstance(message.id, str) and message.context:
            assert compiled.pgettext(message.context, message.id) == message.string, message.id
        elif message.id and isinstance(message.id, str):
            assert compiled.gettext(message.id) == message.string, message.id
        elif message.id:
            assert [compiled.ngettext(message.id[0], message.id[1], n) for n in (1, 2)] == list(message.string)


def test_the_language_asked_for_is_spoken_and_english_is_the_default():
    assert choose("fr-FR") == choose("fr_FR.UTF-8") == choose(["it", "fr"]) == "fr"
    assert choose("es-MX") == choose(["es_ES.UTF-8", "de"]) == "es"
    assert choose("de-CH") == choose("de_AT") == "de"
    assert choose("C.UTF-8") == choose(None) == choose("it") == "en"
    with speaking("fr"):
        assert _("the game is over") == "la partie est finie"
    assert _("the game is over") == "the game is over"
    assert {code: catalog(code).gettext("Hint") for code in languages()} == {
        "en": "Hint",
        "fr": "Indice",
        "es": "Pista",
        "de": "Tipp",
    }


def test_the_command_line_speaks_french_when_asked(monkeypatch):
    session = "6\n3\n"
    code, out = run("play", "factor-chain-challenge", "--lang", "fr", "--vs", "perfect", "--seed", "1", stdin=session)
    assert code == 0
    assert out.startswith("Bienvenue dans Défi chaîne de diviseurs\u00a0!"), "French spacing: no break before !"
    assert "Joueur 2 (ordinateur, parfait) choisit 2." in out
    assert "3 n'est ni un diviseur ni un multiple de 2. Essaie encore." in out
    assert "Partie abandonnée. Au revoir\u00a0!" in out
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    french = run("play", "nrich", stdin="51\n")[1]
    assert "Le premier nombre doit être un nombre pair inférieur à 50. Essaie encore." in french
    in_english = run("play", "nrich", "--lang", "en", stdin="51\n")[1]
    assert "The first number must be an even number below 50. Try again." in in_english


def test_errors_follow_the_language_of_the_environment():
    french = run_process("solve", "nrich", "--moves", "48,47", env={"LANG": "fr_FR.UTF-8"})
    assert french.returncode == 2 and "47 n'est ni un diviseur ni un multiple de 48" in french.stderr
    plain = run_process("solve", "nrich", "--moves", "48,47", env={"LANG": "C.UTF-8"})
    assert "47 is not a factor or multiple of 48" in plain.stderr


def test_a_catalog_that_cannot_be_read_speaks_english(monkeypatch, tmp_path):
    """In the browser a catalog is fetched the first time its language is spoken; one that cannot be
    (offline before it was kept, no such file) leaves the engine speaking English, not failing."""
    from factorgames import i18n

    monkeypatch.setattr(i18n, "LOCALE", tmp_path)
    monkeypatch.setitem(i18n.LANGUAGES, "zz", "Zed")
    monkeypatch.setattr(i18n, "_catalogs", {"en": gettext.NullTranslations()})
    with speaking("zz") as spoken:
        assert spoken == "zz" and _("Hint") == "Hint"
    (tmp_path / "fr.mo").write_bytes((LOCALE / "fr.mo").read_bytes())
    with speaking("fr"):
        assert _("Hint") == "Indice", "read from the package's folder the first time it is spoken"


@pytest.mark.parametrize("path", CATALOG_FILES, ids=lambda p: p.stem)
def test_a_message_said_two_ways_keeps_each(path):
    """The same English as a label ("Computer") and inside a sentence (context: "a player's name
    inside a sentence": "l'ordinateur"): the label keeps its own translation, with a capital."""
    catalog = read(path)
    twins = {m.id for m in catalog if m.id and m.context}
    labels = {m.id: m.string for m in catalog if m.id in twins and not m.context}
    assert labels and all(s[:1].isupper() for s in labels.values()), labels


JS_CALL = re.compile(rf"""(?<![\w.$])(?:{"|".join(JS_KEYWORDS)})\s*\(\s*(["'])((?:\\.|(?!\1).)*)\1""")
"""A call of the pages' translation functions with a message written out (js/shared/i18n.js)."""


def test_every_message_the_pages_scripts_say_is_in_the_catalogs():
    """Each message the served JavaScript passes to t() or N_() as written, found apart from Babel's
    extraction (which skips a call inside a template string's `${...}`): in the catalogs, so it is
    translated, not left in English ("Tu mejor marca on 1-12")."""
    template = {m.id for m in catalog_template() if isinstance(m.id, str)}
    asked = set()
    for path in sorted((ROOT / "js").rglob("*.js")):
        if not served(path):
            continue
        code = " ".join(
            token.value
            for token in tokenize(path.read_text(encoding="utf-8"), template_string=True)
            if token.type not in ("linecomment", "multilinecomment")
        )
        asked |= {(path.relative_to(ROOT).as_posix(), match[2]) for match in JS_CALL.finditer(code)}
    assert len(asked) > 150, "the scan finds the pages' messages"
    assert sorted((name, message) for name, message in asked if message not in template) == []
