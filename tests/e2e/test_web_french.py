"""The site in French: a browser whose language is French gets every word in French (the page,
the engine's sentences, the Study page), the switch goes back to English and is remembered, the
address's lang key shares a French game or embed, and French fits a phone."""

from __future__ import annotations

import json

import pytest
from test_web_fits import axe_violations

from factorgames.classroom.assignment import Assignment, Task
from factorgames.page.api import handle
from factorgames.puzzles.table import PUZZLES

READY = "body[data-ready=true][data-idle=true]"


def engine(request: dict) -> dict:
    return json.loads(handle(json.dumps(request)))


@pytest.fixture()
def french(shared_context):
    return shared_context(viewport={"width": 1280, "height": 800}, locale="fr-FR")


def test_a_french_browser_gets_the_game_in_french_and_can_switch_to_english(french, make_app):
    app = make_app(french.new_page()).open("game=nrich&moves=48")
    page = app.page
    assert page.get_attribute("html", "lang") == "fr"
    expected = engine({"op": "load", "hash": "game=nrich&moves=48", "lang": "fr"})
    assert app.status() == expected["status"] and app.status().startswith("Au tour de Joueur 2")
    assert page.inner_text("#hint-button") == "Indice" and page.inner_text(".skip-link") == "Aller au plateau"
    assert page.get_attribute("#board", "aria-label") == "Nombres"
    assert "lang=fr" in page.evaluate("location.hash"), "the address says the language, to share it"
    app.type_move("7")  # not a factor or multiple of 48
    assert app.notice() == "7 n'est ni un diviseur ni un multiple de 48."
    app.press("#hint-button")
    app.press("#hint-button")
    hint = page.inner_text("#hint-text")
    assert hint == engine({"op": "view", "hash": "game=nrich&moves=48", "hint": 2, "lang": "fr"})["hint"]["text"]
    assert "essaie" in hint and "occasions de se tromper" in hint
    rules = page.get_attribute("a.head-rules-link", "href")
    assert rules.endswith("nrich.fr.html")
    page.goto(page.url.split("#")[0].replace("index.html", "") + rules)
    assert page.get_attribute("html", "lang") == "fr" and "règles" in page.title()
    page.go_back()
    app.wait_ready()
    switch = page.get_by_role("combobox", name="Langue")
    assert switch.locator("option").all_inner_texts() == ["English", "Deutsch", "Español", "Français"]
    with page.expect_navigation():
        switch.select_option("en")
    app.wait_ready()
    assert page.get_attribute("html", "lang") == "en" and app.status().startswith("Player 2's turn")
    assert "lang=" not in page.evaluate("location.hash")
    again = make_app(french.new_page()).open("game=juniper-green")
    assert again.page.get_attribute("html", "lang") == "en", "the choice is remembered"


def test_a_french_link_followed_in_a_tab_showing_an_english_game_opens_it_in_french(page, make_app, site_url):
    app = make_app(page).open("game=juniper-green")
    assert page.get_attribute("html", "lang") == "en"
    page.goto(site_url + "#game=nrich&moves=48&lang=fr")  # the address's end only: no new page by itself
    page.wait_for_selector("html[lang=fr]", state="attached")
    app.wait_ready()
    assert app.status().startswith("Au tour de Joueur 2") and page.inner_text("#hint-button") == "Indice"
    assert app.hash().startswith("game=nrich") and "lang=fr" in app.hash()


@pytest.mark.parametrize(
    ("path", "english", "french"),
    [
        ("study.html", "rule=even&max=100", "rule=even&max=60&lang=fr"),
        ("puzzles.html", f"id={PUZZLES[0].id}", f"id={PUZZLES[-1].id}&lang=fr"),
        ("class.html", "", f"a={Assignment('Semaine 3', (Task('game=nrich&vs=easy', 'finish'),), 7).code()}&lang=fr"),
        ("records.html", "", "lang=fr"),  # (a page that starts no engine)
    ],
)
def test_a_french_link_followed_in_a_tab_showing_another_page_in_english_opens_it_in_french(
    page, site_url, path, english, french
):
    """The pages other than the game's (i18n.js's startAgainForAnotherLanguage): a pupil's tab on the
    English page, the teacher's French link pasted into it (only the address's end changes)."""
    page.goto(f"{site_url}{path}#{english}")
    page.wait_for_selector("body[data-idle=true]", state="attached", timeout=60_000)
    assert page.get_attribute("html", "lang") == "en"
    skip, before = page.inner_text(".skip-link"), page.evaluate("location.hash")
    page.goto(f"{site_url}{path}#{french}")
    page.wait_for_selector("html[lang=fr]", state="attached")
    page.wait_for_selector("body[data-idle=true]", state="attached", timeout=60_000)
    assert page.get_by_role("combobox", name="Langue").is_visible()
    assert page.inner_text(".skip-link") not in ("", skip)
    after = page.evaluate("location.hash")
    assert after.endswith("lang=fr") and after != before, "the link's address is read"


def test_the_address_shares_a_french_game_and_a_french_embed(page, make_app, site_url):
    app = make_app(page).open("game=multiples-removal&vs=perfect&lang=fr")
    assert page.get_attribute("html", "lang") == "fr" and app.status().startswith("À toi\u00a0: choisis un nombre")
    embed = make_app(page.context.new_page()).open("game=nrich&moves=48&controls=hint&lang=fr", suffix="embed.html")
    assert embed.page.get_attribute("html", "lang") == "fr"
    assert embed.status() == engine({"op": "load", "hash": "game=nrich&moves=48", "lang": "fr"})["status"]
    assert embed.page.inner_text("#hint-button") == "Indice"
    english = make_app(page.context.new_page()).open("game=nrich")
    english.show_tab_of("#embed-button")
    english.page.click("#embed-button")
    assert english.page.input_value("#embed-lang") == "en" and "lang=" not in english.page.input_value("#embed-code")
    english.page.select_option("#embed-lang", "fr")
    assert "lang=fr" in english.page.input_value("#embed-code")


def test_french_fits_a_phone_and_axe_finds_nothing(shared_context, make_app):
    context = shared_context(
        viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True, locale="fr-FR", bypass_csp=True
    )
    app = make_app(context.new_page()).open("game=juniper-green&vs=perfect&moves=48")
    for toggle in ("#standing-button", "#strategy-button"):
        app.press(toggle)
    page = app.page
    assert page.evaluate("document.documentElement.scrollWidth") <= 390, "nothing sticks out sideways"
    wide = page.evaluate("""() => [...document.querySelectorAll('button, label, p, h2, h3, select')]
        .filter((e) => e.offsetParent && e.getBoundingClientRect().right > 390.5).map((e) => e.id || e.textContent.slice(0, 40))""")
    assert wide == []
    assert axe_violations(page) == []
    # The play pane's row of actions: each label inside its button ("Copier le lien" wraps).
    fresh = make_app(context.new_page()).open("game=juniper-green&vs=medium").page
    spilling = fresh.evaluate("""() => [...document.querySelectorAll('.pane .actions .button')].filter((e) => {
        const range = document.createRange();
        range.selectNodeContents(e);
        const text = range.getBoundingClientRect(), box = e.getBoundingClientRect();
        return e.offsetParent && (text.left < box.left - 0.5 || text.right > box.right + 0.5);
      }).map((e) => e.textContent)""")
    assert spilling == [] and fresh.evaluate("document.documentElement.scrollWidth") <= 390, spilling
    study = context.new_page()
    study.goto(app.base + "study.html#rule=nrich-typo")
    study.wait_for_selector("body[data-idle=true]", state="attached")
    assert study.get_attribute("html", "lang") == "fr" and "Règle inconnue" in study.inner_text("#study-notice")
    assert study.evaluate("document.documentElement.scrollWidth") <= 390


def test_without_its_catalog_the_page_speaks_english_throughout(french, make_app):
    """The French catalog cannot be read (here a damaged download; offline before the first visit
    finished is the same): the page and Python both speak English rather than a mix."""
    french.route(
        "**/locale/fr.json",
        lambda route: route.fulfill(status=200, body="{ cut short", content_type="application/json"),
    )
    app = make_app(french.new_page()).open("game=nrich&moves=48")
    assert app.page.get_attribute("html", "lang") == "en"
    assert app.status().startswith("Player 2's turn") and app.page.inner_text("#hint-button") == "Hint"
