"""Every page in every language of the catalogs (Spanish and German, and French): chosen by the
browser's language, each page speaks it throughout (nothing left in English, measured against the
language's catalog: tests/english_left.py), its words fit (no label spilling out of its button, no
control over another, nothing off the side, the header on one row and the board whole in view) at a phone's size, a 320x400 embed, a desktop, a
projector and on paper, axe finds nothing, the app installed is named in the language, and the
engine fetches only the language it speaks."""

from __future__ import annotations

import pytest
from test_web_fits import axe_violations

from english_left import english_left
from factorgames.i18n import languages

LANGS = sorted(code for code in languages() if code != "en")
PAGES = [
    "index.html#game=juniper-green&vs=easy&moves=48",
    "study.html",
    "puzzles.html",
    "worksheet.html",
    "bots.html",
    "records.html",
    "class.html",
    "notes.html#game=nrich",
    "tournament.html",
    "board.html",
]
SIZES = {
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "desktop": {"viewport": {"width": 1280, "height": 800}},
}

MEASURE = """() => {
  const shown = (el) => {
    if (!el.getClientRects().length) return false;
    const style = getComputedStyle(el);
    return style.visibility !== "hidden" && !el.closest("[hidden], [aria-hidden=true]");
  };
  const name = (el) => el.id || `${el.tagName}:${el.textContent.trim().slice(0, 40)}`;
  const texts = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (node.nodeValue.trim() && parent && shown(parent) && !parent.closest("script, style, .cm-editor, code, pre"))
      texts.push(node.nodeValue);
  }
  for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]"))
    for (const attribute of ["aria-label", "title", "placeholder", "alt"])
      if (el.hasAttribute(attribute)) texts.push(el.getAttribute(attribute));
  const spilling = [];
  for (const el of document.querySelectorAll("button, .button, summary, select, th, label, legend, h1, h2, h3")) {
    if (!shown(el)) continue;
    const box = el.getBoundingClientRect();
    if (el.matches("button, .button, select") && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== "visible")
      spilling.push(name(el));
    const inside = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = inside.nextNode(); node; node = inside.nextNode()) {
      if (!node.nodeValue.trim() || !shown(node.parentElement) || node.parentElement.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const text = range.getBoundingClientRect();
      if (text.width && (text.left < box.left - 1 || text.right > box.right + 1)) {
        spilling.push(name(el));
        break;
      }
    }
  }
  const controls = [...document.querySelectorAll("button, a[href], select, input:not([type=hidden]), textarea, summary")].filter(shown);
  const overlapping = [];
  for (let i = 0; i < controls.length; i++)
    for (let j = i + 1; j < controls.length; j++) {
      const [a, b] = [controls[i], controls[j]];
      if (a.contains(b) || b.contains(a)) continue;
      const hit = [...a.getClientRects()].some((r) => [...b.getClientRects()].some((s) =>
        Math.min(r.right, s.right) - Math.max(r.left, s.left) > 2 && Math.min(r.bottom, s.bottom) - Math.max(r.top, s.top) > 2));
      if (hit) overlapping.push(`${name(a)} x ${name(b)}`);
    }
  // The header's parts on one row (a second row would push the board under the page's bottom).
  const head = [...document.querySelectorAll(".site-header .wrap > *")].filter(shown).map((el) => el.getBoundingClientRect());
  const board = document.querySelector("#board");
  return {
    lang: document.documentElement.lang,
    headerRows: head.every((box) => box.top < head[0].bottom && box.bottom > head[0].top) ? 1 : 2,
    boardCut: board !== null && shown(board) && board.getBoundingClientRect().bottom > innerHeight + 1,
    manifest: document.querySelector('link[rel="manifest"]')?.getAttribute("href"),
    rules: [...document.querySelectorAll('a[href^="rules/"]')].map((a) => a.getAttribute("href")),
    texts,
    spilling,
    overlapping,
    sideways: document.documentElement.scrollWidth > Math.min(innerWidth, screen.width) + 1, // (a phone widens innerWidth to the page)
  };
}"""


def measured(page, lang: str) -> dict:
    """What the page shows in `lang`: its language, the English left, what does not fit."""
    found = page.evaluate(MEASURE)
    return {
        "lang": found["lang"],
        "manifest": found["manifest"],
        "rules in English": [href for href in found["rules"] if not href.endswith(f".{lang}.html")],
        "header rows": found["headerRows"],
        "board cut": found["boardCut"],
        "english": english_left(lang, found["texts"]),
        "spilling": found["spilling"],
        "overlapping": found["overlapping"],
        "sideways": found["sideways"],
    }


def fits(lang: str) -> dict:
    return {
        "lang": lang,
        "manifest": f"manifest.{lang}.webmanifest",
        "rules in English": [],
        "header rows": 1,
        "board cut": False,
        "english": [],
        "spilling": [],
        "overlapping": [],
        "sideways": False,
    }


def opened(context, base: str, path: str):
    page = context.new_page()
    page.goto(base + path)
    page.wait_for_selector("body[data-idle=true]", state="attached", timeout=120_000)
    return page


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("lang", LANGS)
def test_every_page_speaks_the_browsers_language_and_its_words_fit(shared_context, site_url, site_dist, lang, size):
    context = shared_context(locale=lang, **SIZES[size])
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    seen = {}
    linked = 0
    for path in PAGES:
        page = opened(context, site_url, path)
        # Its links to the rules lead to the rules in its language ("rules in English" below: none).
        rules = page.eval_on_selector_all('a[href^="rules/"]', "links => links.map((a) => a.getAttribute('href'))")
        assert [href for href in rules if not (site_dist / href).is_file()] == [], path
        linked += len(rules)
        if path.startswith("index.html"):  # the hint's sentences and the teacher's tools too
            page.click("#hint-button")
            page.click("#hint-button")
            page.wait_for_selector("#hint-text:not(:empty)")
        seen[path.split("#")[0]] = measured(page, lang)
        if size == "desktop":
            assert axe_violations(page) == [], path
        page.close()
    assert seen == {path.split("#")[0]: fits(lang) for path in PAGES}
    assert linked >= len(PAGES) - 1, "every page links to the rules but the class board's"
    catalogs = [url for url in requests if "/py/locale/" in url]
    assert catalogs and all(url.endswith(f"/py/locale/{lang}.mo.z") for url in catalogs), "only its own language's"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("size", [(320, 400), (560, 600)])
def test_an_embed_speaks_the_language_of_its_address_and_fits(shared_context, site_url, lang, size):
    context = shared_context(viewport={"width": size[0], "height": size[1]})
    page = opened(context, site_url, f"embed.html#game=nrich&moves=48&controls=hint,undo&lang={lang}")
    page.click("#hint-button")
    page.wait_for_selector("#hint-text:not(:empty)")
    found = measured(page, lang)
    assert found == fits(lang)
    first_line = page.evaluate(
        """() => {
          const hint = document.getElementById("hint-text");
          const box = hint.getBoundingClientRect();
          const x = box.left + 12, y = box.top + 10;  // its first line (the coach box scrolls for the rest)
          return y > 0 && y < innerHeight && hint.contains(document.elementFromPoint(x, y));
        }"""
    )
    assert first_line, "the hint's first line in the frame, under no control"


@pytest.mark.parametrize("lang", LANGS)
def test_a_projector_and_paper_hold_the_long_words(shared_context, site_url, lang):
    context = shared_context(locale=lang, viewport={"width": 1920, "height": 1080})
    present = opened(context, site_url, "index.html#game=juniper-green&present=1&moves=48")
    assert measured(present, lang) == fits(lang)
    for path in ("worksheet.html#game=juniper-green", "notes.html#game=factor-game"):
        paper = opened(context, site_url, path)
        paper.emulate_media(media="print")
        paper.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 dpi
        assert measured(paper, lang) == fits(lang), path
        paper.close()


def test_an_english_visit_fetches_no_catalog(shared_context, site_url):
    context = shared_context(locale="en-GB", viewport={"width": 1280, "height": 800})
    requests: list[str] = []
    context.on("request", lambda request: requests.append(request.url))
    page = opened(context, site_url, "index.html#game=nrich&moves=48")
    page.click("#hint-button")
    page.wait_for_selector("#hint-text:not(:empty)")
    assert page.get_attribute("html", "lang") == "en"
    assert [url for url in requests if "/locale/" in url] == []
