"""The printable rules pages (rules/*.html): every worked example replays through the engine.

Each example is a container such as
    <section class="example" data-game="multiplicity" data-range="1-20" data-moves="7,14,2,4,8,16" data-winner="2">
(data-grid, data-without-one, data-misere for Multiples Removal; data-opening where an example shows a
rule the preset forbids). Its moves must be legal under those rules, the game must end exactly with the
last move (under Number Nexus a final invalid entry ends it) and the stated player must win. The move
table shown to the reader must list the same picks. The pages must also obey the site's
Content-Security-Policy ('self' only): no inline script or style, no absolute URLs.
"""

from __future__ import annotations

import html
import re
import shutil
import tempfile
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path
from typing import cast
from urllib.parse import unquote, urlsplit

import pytest

from factorgames.games.chain.rules import ChainPosition
from factorgames.games.factor.rules import FactorRules
from factorgames.games.outcome import IllegalMove, Termination
from factorgames.games.position import replay
from factorgames.games.presets import GAMES, ChainRules, RemovalRules
from factorgames.i18n import SOURCE, languages
from factorgames.transcript import decode, rules_with

ROOT = Path(__file__).resolve().parents[2]
OWN = [g for g in GAMES if GAMES[g].rules_page == g]
"""The games with a rules page of their own (a variant such as Multiples Removal without 1 shares its game's)."""
PAGES = [*OWN, "index"]
"""The English pages (rules/<page>.html)."""
TRANSLATED = [f"{page}.{lang}" for lang in languages() if lang != SOURCE for page in PAGES]
"""The same pages in every other language that has a catalog (rules/<page>.<lang>.html)."""
EVERY_PAGE = PAGES + TRANSLATED


def _built_rules() -> Path:
    """The rules pages as build.py makes them (each body inside the one template), in a folder."""
    from sitebuild.pages import write_pages

    out = Path(tempfile.mkdtemp(prefix="fg-rules-"))
    write_pages(out)
    shutil.copy2(ROOT / "favicon.svg", out)
    return out / "rules"


RULES = _built_rules()

# data-* attribute on an example -> key of factorgames.transcript.rules_with
OPTION_ATTRS = {
    "data-range": "range",
    "data-grid": "grid",
    "data-opening": "opening",
    "data-start": "start",
    "data-strict": "strict",
    "data-without-one": "without-one",
    "data-misere": "misere",
    "data-lose-turn": "lose-turn",
}

VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}


@dataclass
class Example:
    attrs: dict[str, str]
    picks: list[str] = field(default_factory=list)
    links: list[str] = field(default_factory=list)


class Page(HTMLParser):
    """Everything the tests look at, collected in one pass."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: list[tuple[str, dict[str, str]]] = []
        self.examples: list[Example] = []
        self.text: list[str] = []
        self.h2: list[str] = []
        self.ids: set[str] = set()
        self._stack: list[str] = []
        self._example: Example | None = None
        self._example_depth = 0
        self._pick: list[str] | None = None
        self._h2: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: (v or "") for k, v in attrs}
        self.tags.append((tag, a))
        if "id" in a:
            self.ids.add(a["id"])
        classes = a.get("class", "").split()
        if tag not in VOID:
            self._stack.append(tag)
        if tag == "section" and "example" in classes:
            assert self._example is None, "examples must not nest"
            self._example = Example(a)
            self._example_depth = len(self._stack)
        if self._example is not None:
            if tag == "td" and "pick" in classes:
                self._pick = []
            if tag == "a" and "href" in a:
                self._example.links.append(a["href"])
        if tag == "h2":
            self._h2 = []

    def handle_endtag(self, tag: str) -> None:
        if tag in VOID:
            return
        if tag == "td" and self._pick is not None and self._example is not None:
            self._example.picks.append("".join(self._pick).strip())
            self._pick = None
        if tag == "h2" and self._h2 is not None:
            self.h2.append(" ".join("".join(self._h2).split()))
            self._h2 = None
        if tag == "section" and self._example is not None and len(self._stack) == self._example_depth:
            self.examples.append(self._example)
            self._example = None
        assert self._stack and self._stack[-1] == tag, f"</{tag}> does not close <{self._stack[-1:]}>"
        self._stack.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)
        if self._pick is not None:
            self._pick.append(data)
        if self._h2 is not None:
            self._h2.append(data)

    @property
    def plain(self) -> str:
        return " ".join(" ".join(self.text).split())

    def hrefs(self) -> list[str]:
        return [a["href"] for tag, a in self.tags if tag == "a" and "href" in a]


def path_of(page: str) -> Path:
    return RULES / f"{page}.html"


@pytest.fixture(scope="module")
def parsed() -> dict[str, tuple[str, Page]]:
    out = {}
    for page in EVERY_PAGE:
        source = path_of(page).read_text(encoding="utf-8")
        parser = Page()
        parser.feed(source)
        parser.close()
        assert not parser._stack, f"{page}.html leaves {parser._stack} open"
        out[page] = (source, parser)
    return out


def example_rules(example: Example):
    options = {key: example.attrs[attr] for attr, key in OPTION_ATTRS.items() if attr in example.attrs}
    return rules_with(example.attrs["data-game"], options)


def example_moves(example: Example) -> list[int]:
    text = example.attrs["data-moves"]
    assert re.fullmatch(r"\d+(,\d+)*", text), f"data-moves={text!r} is not a list of numbers"
    return [int(n) for n in text.split(",")]


# ------------------------------------------------------------------------------ pages exist


def test_every_game_has_a_page_and_no_page_is_extra() -> None:
    for game in OWN:
        assert path_of(game).is_file(), f"rules/{game}.html is missing"
    pages = {p.stem for p in RULES.glob("*.html")}
    assert pages == set(EVERY_PAGE), f"unexpected pages: {sorted(pages - set(EVERY_PAGE))}"
    assert (RULES / "rules.css").is_file()


def test_a_game_without_a_page_of_its_own_shares_a_page_that_plays_its_rules(parsed) -> None:
    for game in set(GAMES) - set(OWN):
        page = GAMES[game].rules_page
        assert page in OWN, f"{game} shares the rules page of {page}, which has none"
        shared = [e for e in parsed[page][1].examples if example_rules(e) == GAMES[game].rules]
        assert shared, f"rules/{page}.html has no example played by {game}'s rules"


def test_index_links_every_game_page_and_the_game(parsed) -> None:
    _, index = parsed["index"]
    hrefs = set(index.hrefs())
    for game in OWN:
        assert f"{game}.html" in hrefs, f"index.html does not link {game}.html"
    assert any(urlsplit(h).path == "../index.html" for h in hrefs), "index.html does not link the game"


# ------------------------------------------------------------------------------ page rules


@pytest.mark.parametrize("page", EVERY_PAGE)
def test_page_head_language_viewport_and_stylesheet(parsed, page: str) -> None:
    _, p = parsed[page]
    html = [a for tag, a in p.tags if tag == "html"]
    assert html and html[0].get("lang") == (page.split(".")[1] if "." in page else SOURCE)
    metas = [a for tag, a in p.tags if tag == "meta"]
    assert any(m.get("name") == "viewport" and "width=device-width" in m.get("content", "") for m in metas)
    assert any(m.get("charset", "").lower() == "utf-8" for m in metas)
    assert any(tag == "title" for tag, _ in p.tags)
    sheets = [a["href"] for tag, a in p.tags if tag == "link" and a.get("rel") == "stylesheet"]
    assert sheets == ["rules.css"], f"{page}.html links stylesheets {sheets}"


@pytest.mark.parametrize("page", EVERY_PAGE)
def test_page_has_no_inline_script_or_style_and_no_absolute_urls(parsed, page: str) -> None:
    source, p = parsed[page]
    for tag, attrs in p.tags:
        assert tag not in ("script", "style", "iframe", "object", "embed", "base"), f"<{tag}> in {page}.html"
        assert "style" not in attrs, f"style= attribute on <{tag}> in {page}.html"
        for name, value in attrs.items():
            assert not name.startswith("on"), f"inline handler {name}= on <{tag}> in {page}.html"
            if name in ("href", "src", "action", "srcset", "poster", "data", "formaction"):
                assert not re.match(r"\s*([a-z][a-z0-9+.-]*:|//)", value, re.IGNORECASE), (
                    f"{name}={value!r} on <{tag}> in {page}.html is not a relative URL"
                )
    assert not re.search(r"https?://", source, re.IGNORECASE), f"{page}.html contains an absolute http(s) URL"


@pytest.mark.parametrize("page", EVERY_PAGE)
def test_relative_links_resolve(parsed, page: str) -> None:
    _, p = parsed[page]
    for tag, attrs in p.tags:
        for name in ("href", "src"):
            if name not in attrs:
                continue
            url = urlsplit(attrs[name])
            if url.path:
                target = (RULES / unquote(url.path)).resolve()
                assert target.is_file(), f"{attrs[name]!r} in {page}.html points at a missing file"
            elif url.fragment:
                assert url.fragment in p.ids, f"#{url.fragment} in {page}.html has no target"


@pytest.mark.parametrize("game", OWN)
def test_game_page_sections_and_try_it_link(parsed, game: str) -> None:
    _, p = parsed[game]
    assert f"../index.html#game={game}" in p.hrefs(), f"{game}.html has no Try it link to the game"
    assert "index.html" in p.hrefs(), f"{game}.html does not link back to the list of rules"
    for heading in ("What you need", "How a turn works", "How you win", "Think about it"):
        assert heading in p.h2, f"{game}.html has no '{heading}' section"
    assert p.examples, f"{game}.html has no worked example"
    assert all(e.attrs.get("data-game") == game for e in p.examples)


@pytest.mark.parametrize("game", OWN)
def test_game_page_states_the_presets_numbers_and_opening(parsed, game: str) -> None:
    _, p = parsed[game]
    text = p.plain
    rules = GAMES[game].rules
    if isinstance(rules, ChainRules):
        spans = [f"{rules.lo} to {rules.hi}"]
        if rules.start is not None:  # the start number is chosen already: the pool begins after it
            spans.append(f"{rules.start + 1} to {rules.hi}")
        assert any(s in text for s in spans), f"{game}.html never says which numbers are played ({spans})"
        if rules.opening != "any":
            assert rules.opening_words() in text, f"{game}.html does not state the opening rule"
    elif isinstance(rules, RemovalRules):
        assert f"{rules.grid} × {rules.grid}" in text
    else:
        factor = cast(FactorRules, rules)
        assert f"{factor.lo} to {factor.hi}" in text, f"{game}.html never says which numbers are played"


# ------------------------------------------------------------------------------ examples replay


def all_examples() -> list[tuple[str, int]]:
    out = []
    for page in [page for page in EVERY_PAGE if page.split(".")[0] in OWN]:
        source = path_of(page).read_text(encoding="utf-8")
        count = len(re.findall(r'<section[^>]*class="[^"]*\bexample\b', source))
        out += [(page, i) for i in range(count)]
    return out


@pytest.mark.parametrize(("page", "index"), all_examples())
def test_example_replays_to_the_stated_winner(parsed, page: str, index: int) -> None:
    _, p = parsed[page]
    example = p.examples[index]
    where = f"{page}.html example {index + 1}"
    solo = GAMES[example.attrs.get("data-game", "")].solo
    for attr in ("data-game", "data-moves", "data-length" if solo else "data-winner"):
        assert attr in example.attrs, f"{where} lacks {attr}"
    rules = example_rules(example)
    moves = example_moves(example)
    try:
        position = replay(rules, moves)  # raises at the first illegal move (or at a move after the end)
    except IllegalMove as error:
        pytest.fail(f"{where}: {error}")
    if solo:  # a one-player chain: it is finished and as long as the page says
        assert position.is_over and len(moves) == int(example.attrs["data-length"]), where
        assert example.picks == [str(n) for n in moves], f"{where}: the table shows {example.picks}"
        return
    outcome = position.outcome()
    assert outcome is not None, f"{where} does not end the game"
    assert outcome.winner == int(example.attrs["data-winner"]), f"{where}: {outcome}"
    if outcome.termination is Termination.INVALID_ENTRY:
        # Only a strict game (Number Nexus) ends on an invalid entry, and only on the last one.
        assert rules.strict and position.history == tuple(moves) and position.forfeit == moves[-1]
    assert example.picks == [str(n) for n in moves], f"{where}: the table shows {example.picks}"


@pytest.mark.parametrize(("page", "index"), all_examples())
def test_example_app_link_replays_the_same_game(parsed, page: str, index: int) -> None:
    _, p = parsed[page]
    example = p.examples[index]
    for href in example.links:
        url = urlsplit(href)
        if url.path != "../index.html" or "moves=" not in url.fragment:
            continue
        record = decode(re.sub(r"&lang=\w+$", "", url.fragment))  # the page's language, not the game's
        assert record.setup.game == example.attrs["data-game"]
        assert record.setup.rules == example_rules(example)
        assert list(record.moves) == example_moves(example)


def test_number_nexus_shows_the_invalid_entry_rule(parsed) -> None:
    _, p = parsed["number-nexus"]
    reasons = []
    for example in p.examples:
        position = replay(example_rules(example), example_moves(example))
        outcome = position.outcome()
        assert outcome is not None
        reasons.append(outcome.termination.value)
    assert "invalid-entry" in reasons and "no-move" in reasons


def test_multiplicity_shows_the_corrected_example() -> None:
    # ERRATA.md: on 1..20 after 7, 14, 2, 4, 8 the number 16 is free; Player 2 plays it and wins.
    source = path_of("multiplicity").read_text(encoding="utf-8")
    assert re.search(r'data-range="1-20"[^>]*data-moves="7,14,2,4,8,16"[^>]*data-winner="2"', source)


def test_free_opening_examples_are_marked_and_win_at_once() -> None:
    # Juniper Green and NRICH explain their opening rule with the free-opening trick: a prime above 50,
    # the forced 1, another big prime. That example must be marked as not the preset's rules.
    for game in ("juniper-green", "nrich"):
        p = Page()
        p.feed(path_of(game).read_text(encoding="utf-8"))
        free = [e for e in p.examples if e.attrs.get("data-opening") == "any"]
        assert free, f"{game}.html does not show why the opening is restricted"
        for example in free:
            moves = example_moves(example)
            assert not cast(ChainRules, GAMES[game].rules).opening_allows(moves[0])
            position = replay(example_rules(example), moves)
            outcome = position.outcome()
            assert isinstance(position, ChainPosition) and outcome is not None and outcome.winner == 1


# ------------------------------------------------------------------------------ stylesheet


def test_stylesheet_is_self_contained_and_has_a_print_style() -> None:
    css = (RULES / "rules.css").read_text(encoding="utf-8")
    assert "@media print" in css
    assert "@import" not in css and "@font-face" not in css
    assert not re.search(r"url\(", css), "rules.css must not load anything"
    assert not re.search(r"https?://", css)
    assert css.count("{") == css.count("}")


@pytest.mark.parametrize("game", OWN)
def test_page_title_and_description_are_the_presets(game, parsed) -> None:
    source, _ = parsed[game]
    found = re.search(r'<meta name="description" content="([^"]*)">', source)
    assert found is not None
    description = found.group(1)
    assert html.unescape(description) == GAMES[game].summary
    assert f"<title>{html.escape(GAMES[game].title)}: rules" in source


@pytest.mark.parametrize("lang", [lang for lang in languages() if lang != SOURCE])
@pytest.mark.parametrize("game", OWN)
def test_each_translated_page_is_the_english_one_translated(game, lang, parsed) -> None:
    """Every block of text translated (none left in English: tests/english_left.py), the same
    sections, examples and links, each link to a page or to the game in that language, the title
    and description the preset's."""
    from english_left import english_left
    from factorgames.i18n import _, speaking

    source, translated = parsed[f"{game}.{lang}"]
    english = parsed[game][1]
    names = {"Juniper Green", "NRICH"}
    assert len(translated.h2) == len(english.h2) and not set(translated.h2) & set(english.h2) - names
    assert [e.attrs for e in translated.examples] == [e.attrs for e in english.examples]
    assert f"../index.html#game={game}&lang={lang}" in translated.hrefs(), "the Try it link opens the game in it"
    assert f"index.{lang}.html" in translated.hrefs() and "index.html" not in translated.hrefs()
    with speaking(lang):
        summary, title = _(GAMES[game].summary), _(GAMES[game].title)
        heading = _("{game}: rules").format(game=title)
    found = re.search(r'<meta name="description" content="([^"]*)">', source)
    assert found is not None
    description = found.group(1)
    assert html.unescape(description) == summary != GAMES[game].summary
    assert f"<title>{html.escape(heading)}" in source
    for phrase in ("What you need", "How you win", "Player 1", "Think about it", "the other player"):
        assert phrase not in translated.plain, f"{game}.{lang}.html still says {phrase!r}"
    assert english_left(lang, re.split(r"\n+", translated.plain)) == []
    # ... and the page around it: its skip link, its site links, its footer.
    around = html.unescape(re.sub(r"<main\b.*</main>|<[^>]+>", "\n", source.split("<body>", 1)[1], flags=re.DOTALL))
    assert english_left(lang, [line.strip() for line in around.split("\n") if line.strip()]) == []
