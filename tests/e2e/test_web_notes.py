"""The teacher's notes page: two games' notes at 1280x800 and 390x844, each in view with nothing
covering it and no sideways scroll, the same words as the engine's notes, links to the rules, to
play and to Study; printed (print media emulated), the notes alone without the site's controls;
axe-clean; in French once (on the phone)."""

from __future__ import annotations

from conftest import NO_SIDEWAYS
from test_web_fits import axe_violations

from factorgames.i18n import speaking
from factorgames.page.notes_page import view as notes_view

READY = "#notes-setup:not([hidden])"


def wait_notes(page, game: str) -> None:
    page.wait_for_selector(f'#notes-page[data-game="{game}"] .notes-section', timeout=60_000)
    page.wait_for_selector("body[data-idle=true]", state="attached")


def in_view(page, selector: str) -> None:
    """The element's box is in the viewport and nothing covers its centre."""
    box = page.locator(selector).bounding_box()
    assert box, selector
    size = page.viewport_size
    assert 0 <= box["x"] and box["x"] + box["width"] <= size["width"] + 1, (selector, box)
    assert 0 <= box["y"] < size["height"], (selector, box)
    centre = (
        "el => { const r = el.getBoundingClientRect(); "
        "return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + Math.min(r.height, 20) / 2)); }"
    )
    assert page.locator(selector).evaluate(centre), f"{selector} is covered"


def no_sideways_scroll(page) -> None:
    assert page.evaluate(NO_SIDEWAYS)


def shown_as_the_engine_says(page, game: str, lang: str = "en") -> None:
    """The page shows the engine's notes for the game, every section's words, and its links."""
    with speaking(lang):
        notes = notes_view(f"game={game}")
    assert page.inner_text("#notes-title") == notes["title"]
    drawn = page.eval_on_selector_all(
        ".notes-section",
        "boxes => boxes.map(b => [b.dataset.id, [...b.querySelectorAll('p, li')].map(e => e.textContent)])",
    )
    assert drawn == [[s["id"], s["lines"]] for s in notes["sections"]]
    hrefs = page.eval_on_selector_all(".notes-links a", "links => links.map(a => a.getAttribute('href'))")
    suffix = "" if lang == "en" else "&lang=fr"
    assert [h.split("#")[0] for h in hrefs] == [link["page"] for link in notes["links"]]
    play = next(h for h in hrefs if h.startswith("index.html"))
    assert play == f"index.html#game={game}{suffix}"


def printed_alone(page) -> None:
    """In print: the notes, and none of the site's controls."""
    page.emulate_media(media="print")
    for hidden in (".site-header", ".site-footer", "#notes-setup", "#notes-print", "#notes-game", "#lang-switch"):
        assert not page.is_visible(hidden), hidden
    box = page.locator("#notes-page").bounding_box()
    assert box and box["y"] < 40 and box["x"] >= 0 and box["x"] + box["width"] <= page.viewport_size["width"] + 1
    assert page.is_visible("#notes-title") and page.is_visible('.notes-section[data-id="maths"]')
    no_sideways_scroll(page)
    page.emulate_media(media="screen")


def test_teachers_notes_for_two_games_on_a_laptop_and_a_phone_and_in_print(axe_context, phone, site_url):
    # A laptop: the Factor Game's notes, in view, as the engine writes them, axe-clean, printed alone.
    page = axe_context.new_page()
    page.goto(f"{site_url}notes.html#game=factor-game")
    page.wait_for_selector(READY, timeout=60_000)
    wait_notes(page, "factor-game")
    in_view(page, "#notes-title")
    in_view(page, "#notes-game")
    no_sideways_scroll(page)
    shown_as_the_engine_says(page, "factor-game")
    assert "Why 25 and not 29?" in page.inner_text('.notes-section[data-id="maths"]')
    assert axe_violations(page) == []
    printed_alone(page)

    # The teacher picks another game: its notes, its address, the winner's pairs.
    page.select_option("#notes-game", "multiplicity")
    wait_notes(page, "multiplicity")
    assert page.evaluate("location.hash") == "#game=multiplicity"
    shown_as_the_engine_says(page, "multiplicity")
    assert page.locator('.notes-section[data-id="pairs"] li').count() > 10
    in_view(page, "#notes-title")
    printed_alone(page)

    # A phone, in French: the notes in view below the controls, which do not overlap; printed alone.
    small = phone.new_page()
    small.goto(f"{site_url}notes.html#game=multiplicity&lang=fr")
    small.wait_for_selector(READY, timeout=60_000)
    wait_notes(small, "multiplicity")
    for selector in ("#notes-game", "#notes-print", "#notes-title"):
        in_view(small, selector)
    picker, button = small.locator("#notes-game").bounding_box(), small.locator("#notes-print").bounding_box()
    assert picker and button
    apart = (
        picker["x"] + picker["width"] <= button["x"]
        or button["x"] + button["width"] <= picker["x"]
        or picker["y"] + picker["height"] <= button["y"]
        or button["y"] + button["height"] <= picker["y"]
    )
    assert apart, (picker, button)
    no_sideways_scroll(small)
    assert small.get_attribute("html", "lang") == "fr" and small.inner_text("#notes-print") == "Imprimer"
    shown_as_the_engine_says(small, "multiplicity", "fr")
    printed_alone(small)
