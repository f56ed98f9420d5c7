"""A first visit (index.html with no address and nothing kept): a start that says in one line what
the game it leads with is (NRICH Juniper Green, against the medium computer: no first pick wins at
once), over a board that waits for a choice (a tap on it plays nothing, the status says so), with its choices (the computer at a level, a friend, the other games) in view and
uncovered at every size, and the site's pages in view in the header (under Menu on a phone); a choice starts its game with the
computer answering, the game is kept and a second visit gets it, not the start; an address skips
the start; by keyboard alone; axe-clean; in French, and the language switch keeps the start."""

from __future__ import annotations

import pytest
from conftest import NO_SIDEWAYS
from playwright.sync_api import expect
from test_web_fits import axe_violations

from factorgames.games.presets import GAMES

pytestmark = pytest.mark.fresh_context  # a first visit: nothing kept, not even the engine's snapshot

READY = "body[data-ready=true][data-idle=true]"
SIZES = {
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "tablet": {"viewport": {"width": 768, "height": 1024}, "has_touch": True},
    "desktop": {"viewport": {"width": 1280, "height": 800}},
    "projector": {"viewport": {"width": 1920, "height": 1080}},
}
PAGES = ["index.html", "puzzles.html", "worksheet.html", "class.html", "bots.html", "study.html", "records.html"]
"""The site's pages, as its navigation lists them."""
CHOICES = "#first-visit-computer, #first-visit-levels label, #first-visit-friends button, #first-visit-games button"

WHOLE_AND_UNCOVERED = """el => {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return "not drawn";
  if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
    return `not whole in the viewport: ${JSON.stringify(r)}`;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit && (el.contains(hit) || hit.contains(el)) ? "" : `covered by ${hit && hit.outerHTML.slice(0, 90)}`;
}"""
"""Why a person would not see `el` whole ("" when they do): all of its box in the viewport, and at
its centre the element itself."""

OVERLAPS = """els => {
  const boxes = els.map((el) => [el.textContent.trim(), el.getBoundingClientRect()]);
  const found = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, p] = boxes[i], [b, q] = boxes[j];
      if (p.left < q.right - 0.5 && q.left < p.right - 0.5 && p.top < q.bottom - 0.5 && q.top < p.bottom - 0.5)
        found.push(`${a} / ${b}`);
    }
  return found;
}"""


def first_visit(page, url: str, address: str = "") -> None:
    page.goto(url + (f"#{address}" if address else ""))
    page.wait_for_selector(READY, state="attached", timeout=60_000)


def assert_whole(page, selector: str) -> None:
    for i in range(page.locator(selector).count()):
        problem = page.locator(selector).nth(i).evaluate(WHOLE_AND_UNCOVERED)
        assert problem == "", f"{selector} #{i}: {problem}"


def assert_pages_in_view(page) -> None:
    """The site's pages, each link whole and uncovered: in the header, or on a phone under Menu
    (opened here, then closed)."""
    menu = page.locator(".site-nav-button")
    if menu.is_visible():
        assert_whole(page, ".site-nav-button")
        expect(page.locator(".site-nav")).to_be_hidden()
        menu.click()
        expect(page.locator(".site-nav")).to_be_visible()
    assert_whole(page, ".site-nav a")
    assert page.eval_on_selector_all(".site-nav a", OVERLAPS) == []
    if menu.is_visible():
        page.keyboard.press("Escape")
        expect(page.locator(".site-nav")).to_be_hidden()


def renders(page) -> int:
    return int(page.get_attribute("body", "data-renders") or 0)


def wait_after(page, before: int) -> None:
    page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached", timeout=30_000)


def chain(page) -> list[int]:
    return [int(n) for n in page.eval_on_selector_all("#chain li", "els => els.map(e => e.dataset.n)")]


def address(page) -> str:
    return page.evaluate("decodeURIComponent(location.hash.slice(1))")


@pytest.mark.parametrize("size", SIZES)
def test_a_first_visit_shows_the_start_and_the_sites_pages_whole_and_uncovered(sized, site_url, size):
    page = sized(**SIZES[size])
    first_visit(page, site_url)
    start = page.locator("#first-visit")
    expect(start).to_be_visible()
    expect(page.locator("#first-visit-line")).to_have_text(
        "NRICH Juniper Green: take turns to pick a factor or a multiple of the last number, each number once, "
        "starting with an even number below 50; whoever cannot pick loses."
    )
    expect(page.locator("#first-visit-levels input:checked")).to_have_value("medium")
    assert page.locator("#first-visit-games button").count() == len(GAMES) - 1  # every other game
    for selector in ("#first-visit-head", "#first-visit-line", CHOICES):
        assert_whole(page, selector)
    assert page.eval_on_selector_all(CHOICES, OVERLAPS) == []
    assert page.evaluate(NO_SIDEWAYS), "the page scrolls sideways"
    assert_pages_in_view(page)
    assert page.locator(".site-header").bounding_box()["height"] <= (48 if size == "phone" else 64), "one row"
    links = page.eval_on_selector_all(".site-nav a", "els => els.map(e => e.getAttribute('href'))")
    assert links == PAGES
    expect(page.locator('.site-nav a[aria-current="page"]')).to_have_attribute("href", "index.html")
    # Nothing is chosen yet: the address names no game (a reload shows the start again).
    assert address(page) == ""
    # A game's address: no start, the pages still in view.
    first_visit(page, site_url, "game=nrich")
    expect(start).to_be_hidden()
    assert_pages_in_view(page)


def test_playing_the_computer_from_the_start_and_a_second_visit_gets_that_game(sized, site_url):
    page = sized(**SIZES["phone"])
    first_visit(page, site_url)
    page.locator("#first-visit-levels label", has_text="Easy").tap()
    before = renders(page)
    page.locator("#first-visit-computer").tap()
    wait_after(page, before)
    expect(page.locator("#first-visit")).to_be_hidden()
    assert address(page).startswith("game=nrich&") and "vs=easy" in address(page)
    expect(page.locator("#first-2-label")).to_have_text("Computer")
    # The person's pick, and the computer answers.
    before = renders(page)
    page.locator('#board button[data-number="2"]').tap()
    wait_after(page, before)
    played = chain(page)
    assert played[:1] == [2] and len(played) == 2, "the computer answered"
    assert page.get_by_test_id("status").inner_text().startswith("Your turn")
    kept = address(page)
    # A second visit, with no address: the game kept, not the start.
    first_visit(page, site_url)
    expect(page.locator("#first-visit")).to_be_hidden()
    assert chain(page) == played and address(page) == kept
    # Nothing kept again (a first visit on this phone): another game from the start, against the
    # computer at the level chosen; then a friend on this device, two players whom nobody answers.
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    first_visit(page, site_url)
    before = renders(page)
    page.locator('#first-visit-games button[data-game="juniper-green"]').tap()
    wait_after(page, before)
    assert address(page).startswith("game=juniper-green&") and "vs=medium" in address(page)
    expect(page.locator("#first-visit")).to_be_hidden()
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    first_visit(page, site_url)
    before = renders(page)
    page.locator("#first-visit-friends button", has_text="On this device").tap()
    wait_after(page, before)
    assert address(page).startswith("game=nrich") and "vs=" not in address(page)
    expect(page.get_by_test_id("status")).to_have_text("Player 1's turn: pick an even number below 50.")


def test_an_address_skips_the_start_even_while_the_engine_starts(sized, site_url):
    page = sized(**SIZES["desktop"])
    context = page.context
    # Whether the start was ever shown, from the first paint (the board drawn early) on.
    context.add_init_script(
        """new MutationObserver((changes) => {
          for (const { target } of changes)
            if (target.id === "first-visit" && !target.hidden) document.documentElement.dataset.startShown = "1";
        }).observe(document, { attributes: true, attributeFilter: ["hidden"], subtree: true });"""
    )
    first_visit(page, site_url)  # the start, its view kept for an early board of the same game
    expect(page.locator("#first-visit")).to_be_visible()
    page.close()
    for code in ("game=multiplicity&range=1-50", "game=multiplicity", "game=nrich&moves=48"):
        page = context.new_page()  # a visit of its own (the same device)
        first_visit(page, site_url, code)
        expect(page.locator("#first-visit")).to_be_hidden()
        assert page.get_attribute("html", "data-start-shown") is None, code
        page.close()
    page = context.new_page()
    first_visit(page, site_url)  # nothing kept yet: the start again
    expect(page.locator("#first-visit")).to_be_visible()


def test_the_start_by_keyboard_alone(sized, site_url):
    page = sized(**SIZES["desktop"])
    first_visit(page, site_url)
    # Tab from the top: the skip link, the site's pages, the languages, then the start.
    for _ in range(20):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "first-visit-computer":
            break
    assert page.evaluate("document.activeElement.id") == "first-visit-computer"
    page.keyboard.press("Tab")  # the levels: one stop, arrows choose
    page.keyboard.press("ArrowLeft")
    expect(page.locator("#first-visit-levels input:checked")).to_have_value("easy")
    page.keyboard.press("Shift+Tab")
    before = renders(page)
    page.keyboard.press("Enter")
    wait_after(page, before)
    assert address(page).startswith("game=nrich&") and "vs=easy" in address(page)
    # The board has the focus: a number picked by keyboard (arrows to one that can be picked), and
    # the computer answers.
    assert page.evaluate("document.activeElement.closest('#board') !== null")
    for _ in range(10):
        if page.evaluate("document.activeElement.dataset.state") == "legal":
            break
        page.keyboard.press("ArrowRight")
    picked = int(page.evaluate("document.activeElement.dataset.number"))
    before = renders(page)
    page.keyboard.press("Enter")
    wait_after(page, before)
    assert chain(page)[0] == picked and len(chain(page)) == 2


def test_the_start_and_the_pages_are_axe_clean_and_the_links_lead_to_the_pages(axe_context, site_url):
    page = axe_context.new_page()
    first_visit(page, site_url)
    expect(page.locator("#first-visit")).to_be_visible()
    assert axe_violations(page) == []
    for href in PAGES:
        assert page.request.get(site_url + href).ok, href
    page.locator(".site-nav a", has_text="Records").click()
    page.wait_for_url("**/records.html")
    expect(page.locator('.site-nav a[aria-current="page"]')).to_have_text("Records")
    assert axe_violations(page) == []
    page.locator(".site-nav a", has_text="Play").click()
    page.wait_for_url("**/index.html")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    expect(page.locator("#first-visit")).to_be_visible()  # still nothing kept


def test_in_french_and_the_language_switch_keeps_the_start(sized, site_url):
    page = sized(**SIZES["phone"])
    first_visit(page, site_url)
    page.locator("#lang-switch select").tap()  # a touch opens the list; the choice is made in it
    page.locator("#lang-switch select").select_option("fr")
    page.wait_for_selector(READY, state="attached", timeout=60_000)
    page.wait_for_selector("html[lang=fr]", state="attached")
    expect(page.locator("#first-visit")).to_be_visible()
    expect(page.locator("#first-visit-line")).to_contain_text("Juniper Green (NRICH)\u00a0: chacun son tour")
    expect(page.locator("#first-visit-computer")).to_have_text("Jouer contre l’ordinateur")
    expect(page.locator(".site-nav")).to_have_attribute("aria-label", "Les pages du site")
    expect(page.locator(".site-nav a").nth(1)).to_have_text("Problèmes")
    for selector in ("#first-visit-line", CHOICES):
        assert_whole(page, selector)
    assert page.eval_on_selector_all(CHOICES, OVERLAPS) == []
    assert_pages_in_view(page)
    before = renders(page)
    page.locator("#first-visit-computer").tap()
    wait_after(page, before)
    assert "vs=medium" in address(page) and "lang=fr" in address(page)
    expect(page.get_by_test_id("status")).to_contain_text("À toi")


WAITS = "Choose how to play to begin: the board waits for your choice."


def assert_board_waits(page, press) -> None:
    """The board under the start plays nothing: its numbers are disabled, a press (a tap, a click, a
    key) on one changes nothing, and the status says why; then the start's first choice begins."""
    expect(page.get_by_test_id("status")).to_have_text(WAITS)
    page.get_by_test_id("status").scroll_into_view_if_needed()  # below the start on a phone
    assert_whole(page, '[data-testid="status"]')
    number = page.locator('#board button[data-number="24"]')
    expect(number).to_have_attribute("aria-disabled", "true")
    assert page.locator('#board button[data-state="legal"]').count() == 0
    before = renders(page)
    press(number)
    page.wait_for_timeout(300)
    assert renders(page) == before and chain(page) == [] and address(page) == ""
    expect(page.locator("#first-visit")).to_be_visible()
    expect(page.get_by_test_id("status")).to_have_text(WAITS)


def test_the_board_under_the_start_waits_for_a_choice_by_touch(sized, site_url):
    page = sized(**SIZES["phone"])
    first_visit(page, site_url)
    assert_board_waits(page, lambda number: number.tap(force=True))  # disabled: a tap all the same
    before = renders(page)
    page.locator("#first-visit-computer").tap()
    wait_after(page, before)
    assert address(page).startswith("game=nrich&") and "vs=medium" in address(page)
    before = renders(page)
    page.locator('#board button[data-number="24"]').tap()
    wait_after(page, before)
    assert chain(page)[0] == 24 and len(chain(page)) == 2


def test_the_board_under_the_start_waits_for_a_choice_by_keyboard(sized, site_url):
    page = sized(**SIZES["desktop"])
    first_visit(page, site_url)

    def by_keyboard(number) -> None:
        number.focus()
        page.keyboard.press("Enter")
        page.keyboard.press("Space")

    assert_board_waits(page, by_keyboard)
