"""Teaching tools: the embed in real iframes and the embed code a teacher copies, analysis and
the pairing strategy checked against the solver, replay, the longest-chain challenge's personal
best, and the insight callout. Expected values come from the Python engine, not from the page."""

from __future__ import annotations

import html
import json
import re

import pytest
from playwright.sync_api import expect

from factorgames.games.position import replay
from factorgames.page.api import handle
from factorgames.play.solver import analyse
from factorgames.solve import longest
from factorgames.transcript import decode

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

READY = "body[data-ready=true][data-idle=true]"


def api(**request) -> dict:
    return json.loads(handle(json.dumps(request)))


def solver_marks(code: str) -> tuple[set[int], set[int]]:
    """The winning and the losing moves of the position a share code describes."""
    record = decode(code)
    moves = analyse(replay(record.setup.rules, record.moves)).moves
    return {n for n, wins in moves if wins}, {n for n, wins in moves if not wins}


def marked(page_or_frame, hint: str) -> set[int]:
    return {
        int(n)
        for n in page_or_frame.eval_on_selector_all(
            f'#board button[data-hint="{hint}"]', "els => els.map(e => e.dataset.number)"
        )
    }


# ------------------------------------------------------------------------------- iframes


class Embed:
    """One embed.html inside an <iframe> of a host page."""

    def __init__(self, page, selector: str) -> None:
        self.frame = page.locator(selector).element_handle().content_frame()
        self.frame.wait_for_selector(READY, state="attached", timeout=30_000)

    def renders(self) -> int:
        return int(self.frame.get_attribute("body", "data-renders") or 0)

    def click(self, selector: str) -> None:
        before = self.renders()
        self.frame.locator(selector).click()
        self.frame.wait_for_selector(
            f'body[data-idle=true]:not([data-renders="{before}"])', state="attached", timeout=30_000
        )

    def pick(self, n: int) -> None:
        self.click(f'#board button[data-number="{n}"]')

    def controls(self) -> list[str]:
        return [b.inner_text().strip() for b in self.frame.locator(".actions button:visible").all()]

    def hash(self) -> str:
        return self.frame.evaluate("decodeURIComponent(location.hash.slice(1))")

    def state_of(self, n: int) -> str:
        return self.frame.get_attribute(f'#board button[data-number="{n}"]', "data-state")


def iframe(src: str, width: int, height: int, ident: str) -> str:
    return f'<iframe id="{ident}" src="{html.escape(src)}" width="{width}" height="{height}" title="{ident}"></iframe>'


@pytest.mark.kept_page(False)  # a course page written into a new tab (set_content), not into a kept game's
def test_embed_in_iframes_small_and_large(page, site_url):
    small_src = f"{site_url}embed.html#game=nrich&range=1-100&moves=48&controls=hint,undo"
    large_src = f"{site_url}embed.html#game=juniper-green&moves=12,24&controls=analysis,new,replay"
    page.set_content(
        "<!doctype html><title>A course page</title><p>Try it:</p>"
        + iframe(small_src, 320, 400, "small")
        + iframe(large_src, 640, 640, "large")
    )
    small, large = Embed(page, "#small"), Embed(page, "#large")

    # 320 x 400: the whole board, the status and the controls asked for fit without scrolling.
    boxes = small.frame.eval_on_selector_all(
        "#board button[data-number], .actions button:not([hidden]), #status",
        "els => els.map(e => e.getBoundingClientRect().toJSON())",
    )
    assert len(boxes) == 100 + 2 + 1
    assert all(b["left"] >= 0 and b["top"] >= 0 and b["right"] <= 320 and b["bottom"] <= 400 for b in boxes), boxes
    assert min(b["width"] for b in boxes[:100]) >= 20
    assert small.controls() == ["Hint", "Undo"]
    expect(small.frame.locator("#replay")).to_be_hidden()
    assert small.frame.locator("#move-form, #setup-form, .site-header").count() == 0, "no site chrome"

    # A move inside the iframe; the embed keeps its controls in its own address.
    small.pick(24)
    assert small.state_of(24) == "current"
    assert small.hash() == "game=nrich&range=1-100&moves=48,24&controls=hint,undo&from=48"
    open_link = small.frame.locator("#open-link")
    assert open_link.evaluate("a => a.href") == f"{site_url}index.html#game=nrich&range=1-100&moves=48,24"
    assert open_link.get_attribute("target") == "_blank"
    assert small.frame.locator("a[data-rules-link]").evaluate("a => a.href") == f"{site_url}rules/nrich.html"
    # The pupil's hint, pressed to its last step, marks the winning moves only.
    for _ in range(3):
        small.click("#hint-button")
    wins, _ = solver_marks("game=nrich&range=1-100&moves=48,24")
    assert marked(small.frame, "win") == wins and marked(small.frame, "lose") == set()
    small.click("#undo-button")
    assert small.hash().startswith("game=nrich&range=1-100&moves=48&controls=hint,undo")

    # 640 x 640: other controls; analysis marks every legal move, as the solver says.
    assert large.controls() == ["Analysis", "New game"]
    expect(large.frame.locator("#replay")).to_be_visible()
    large.click("#analysis-button")
    wins, losses = solver_marks("game=juniper-green&moves=12,24")
    assert marked(large.frame, "win") == wins and marked(large.frame, "lose") == losses
    # New game returns to the position the embedder gave.
    large.pick(min(wins))
    assert "moves=12,24," in large.hash()
    large.click("#new-button")
    assert large.hash() == "game=juniper-green&range=1-100&moves=12,24&controls=new,analysis,replay&from=12,24"
    assert large.state_of(24) == "current"


def test_embed_code_snippet_works_in_another_page(app, context, site_url):
    app.open("game=multiplicity&range=1-50&moves=2")
    page = app.page
    app.show_tab_of("#embed-button")
    page.locator("#embed-button").click()
    expect(page.locator("#embed-button")).to_have_attribute("aria-expanded", "true")
    checked = page.eval_on_selector_all('input[name="embed-control"]:checked', "els => els.map(e => e.value)")
    assert checked == ["hint", "undo", "new"]
    page.uncheck('input[name="embed-control"][value="undo"]')
    page.check('input[name="embed-control"][value="analysis"]')
    page.select_option("#embed-size", "320x400")
    snippet = page.input_value("#embed-code")
    match = re.fullmatch(
        r'<iframe src="([^"]+)" width="320" height="400" title="Factor Games: Multiplicity" style="border:0" loading="lazy"></iframe>',
        snippet,
    )
    assert match, snippet
    src = html.unescape(match.group(1))
    assert src == f"{site_url}embed.html#game=multiplicity&range=1-50&moves=2&controls=hint,new,analysis"
    # Without the moves, the embed opens at the start.
    page.uncheck("#embed-moves")
    assert "moves=" not in page.input_value("#embed-code")
    page.check("#embed-moves")
    page.locator("#embed-copy").click()
    expect(page.locator("#embed-status")).not_to_be_empty()

    host = context.new_page()
    host.set_content(f"<!doctype html><title>Course</title><h1>Lesson 3</h1>{snippet}")
    embed = Embed(host, "iframe")
    assert embed.controls() == ["Hint", "Analysis", "New game"]
    assert embed.state_of(2) == "current"
    assert embed.frame.locator("#board button[data-number]").count() == 50
    embed.pick(4)
    assert embed.state_of(4) == "current"
    host.close()


# ------------------------------------------------------------------------------ analysis

ANALYSED = [
    "game=juniper-green&range=1-100&moves=12",
    "game=factor-chain-challenge&range=1-10&moves=6",
    "game=multiplicity&range=1-50&moves=2,4",
    "game=multiples-removal&grid=3",
    "game=multiples-removal&grid=4&misere&moves=6",
]


def goto_hash(app, code: str) -> None:
    before = app.renders()
    app.page.evaluate("code => { location.hash = code; }", code)
    app.wait_after(before)


def test_analysis_marks_agree_with_the_solver_and_the_hint_shows_only_wins(app):
    app.open(ANALYSED[0])
    app.press("#analysis-button")
    expect(app.page.locator("#analysis-button")).to_have_attribute("aria-pressed", "true")
    for code in ANALYSED:
        if code != ANALYSED[0]:
            goto_hash(app, code + "&tools=analysis")  # a prepared link names its tools
        wins, losses = solver_marks(code)
        assert marked(app.page, "win") == wins, code
        assert marked(app.page, "lose") == losses, code
        assert wins | losses == set(app.numbers("legal")), code
        lose_cell = app.page.locator('#board button[data-hint="lose"]').first
        if losses:
            expect(lose_cell).to_have_attribute("aria-label", re.compile("losing move"))
            expect(app.page.locator("#legend-lose")).to_be_visible()
    # The pupil's hint, analysis off: only the winning moves, or the news that all lose.
    app.press("#analysis-button")
    assert marked(app.page, "win") == marked(app.page, "lose") == set()
    for code in ANALYSED[:2]:
        goto_hash(app, code)
        for _ in range(3):  # a nudge, one move, then every winning move
            app.press("#hint-button")
            if app.page.locator("#hint-button").inner_text() == "Hide hint":
                break
        wins, _ = solver_marks(code)
        assert marked(app.page, "win") == wins and marked(app.page, "lose") == set()
        if not wins:
            expect(app.page.locator("#hint-text")).to_contain_text("Every move loses")


# ------------------------------------------------------------------------------ strategy


def shown_pairs(page) -> list[tuple[int, int]]:
    items = page.eval_on_selector_all("#strategy-pairs li", "els => els.map(e => e.dataset.pair)")
    pairs = [item.split("-") for item in items]
    return [(int(a), int(b)) for a, b in pairs]


def shown_partners(page) -> dict[int, int]:
    pairs = page.eval_on_selector_all(
        "#board button[data-partner]",
        "els => els.map(e => [e.dataset.number, e.dataset.partner,"
        " ['::before', '::after'].map(part => getComputedStyle(e.querySelector('.partner'), part).content"
        ".replaceAll('\"', '')).join('')])",
    )
    for n, partner, label in pairs:
        assert label == f"↔{partner}", (n, label)
    return {int(n): int(partner) for n, partner, _ in pairs}


@pytest.mark.parametrize(
    "code", ["game=factor-chain-challenge&range=1-10&moves=6", "game=juniper-green&range=1-100&moves=4"]
)
def test_strategy_shows_the_solvers_pairing(app, code):
    app.open(code)
    app.press("#strategy-button")
    record = decode(code)
    plan = analyse(replay(record.setup.rules, record.moves)).strategy
    expected = [tuple(pair) for pair in plan.pairs]
    assert shown_pairs(app.page) == expected
    assert all(a % b == 0 or b % a == 0 for a, b in expected), "every pair is a factor and a multiple"
    partners = shown_partners(app.page)
    assert partners == {a: b for a, b in expected} | {b: a for a, b in expected}
    expect(app.page.locator("#strategy-text")).to_have_text(
        api(op="view", hash=code, strategy=True)["strategy"]["text"]
    )
    # Pointing at a number lights up it and its partner; so does focusing one.
    a, b = expected[0]
    app.page.locator(f'#board button[data-number="{a}"]').hover()
    expect(app.page.locator(f'#board button[data-number="{a}"]')).to_have_attribute("data-pair", "self")
    expect(app.page.locator(f'#board button[data-number="{b}"]')).to_have_attribute("data-pair", "mate")
    app.page.locator(f'#board button[data-number="{b}"]').focus()
    expect(app.page.locator(f'#board button[data-number="{b}"]')).to_have_attribute("data-pair", "self")
    expect(app.page.locator(f'#board button[data-number="{a}"]')).to_have_attribute("data-pair", "mate")
    # Strategy off: no labels, no panel.
    app.press("#strategy-button")
    expect(app.page.locator("#strategy")).to_be_hidden()
    assert app.page.locator("#board button[data-partner]").count() == 0


def test_strategy_is_readable_on_a_phone(shared_context, make_app):
    context = shared_context(viewport={"width": 375, "height": 667}, is_mobile=True, has_touch=True)
    app = make_app(context.new_page())
    app.open("game=juniper-green&range=1-100&moves=4")
    app.press("#strategy-button")
    page = app.page
    assert page.evaluate("document.documentElement.scrollWidth") <= 375
    labels = page.eval_on_selector_all(
        "#board .partner[data-partner]",
        """els => els.map(p => {
            const a = p.getBoundingClientRect(), b = p.parentElement.getBoundingClientRect();
            return {inside: a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top && a.bottom <= b.bottom + 0.5,
                    clipped: p.scrollWidth > p.clientWidth + 0.5, size: parseFloat(getComputedStyle(p).fontSize)};
        })""",
    )
    plan = api(op="view", hash="game=juniper-green&range=1-100&moves=4", strategy=True)["strategy"]
    assert len(labels) == 2 * len(plan["pairs"])
    assert all(label["inside"] and not label["clipped"] for label in labels), labels
    assert min(label["size"] for label in labels) >= 8
    expect(page.locator("#strategy-pairs li").first).to_be_visible()


# ------------------------------------------------------------------------------ replay


def python_states(code: str, step: int) -> dict[int, str]:
    return {c["n"]: c["state"] for c in api(op="view", hash=code, step=step)["board"]["cells"]}


def test_replay_steps_through_a_shared_game_and_plays_from_a_step(app):
    code = "game=juniper-green&range=1-100&moves=4,8,16,2,10"
    app.open(code)
    page = app.page
    label = page.locator("#replay-label")
    expect(label).to_have_text("Move 5 of 5")
    expect(page.locator("#replay-next")).to_have_attribute("aria-disabled", "true")
    expect(page.locator("#replay-play")).to_be_hidden()
    app.press("#replay-first")
    expect(label).to_have_text("Move 0 of 5")
    expect(page.locator("#replay-first")).to_have_attribute("aria-disabled", "true")
    for step in range(6):
        assert app.states() == python_states(code, step), f"step {step}"
        expect(label).to_have_text(f"Move {step} of 5")
        if step < 5:
            app.press("#replay-next")
    assert app.hash() == code, "stepping keeps the whole game in the address"
    app.press("#replay-prev")
    app.press("#replay-prev")
    # The keyboard works too: Enter on the focused button.
    page.focus("#replay-prev")
    before = app.renders()
    page.keyboard.press("Enter")
    app.wait_after(before)
    expect(label).to_have_text("Move 2 of 5")
    assert app.states() == python_states(code, 2)
    assert page.evaluate("document.activeElement.id") == "replay-prev"

    # While replaying, a pick plays nothing: it says how to play on from here.
    legal = app.numbers("legal")
    renders = app.renders()
    cell = page.locator(f'#board button[data-number="{legal[0]}"]')
    expect(cell).to_have_attribute("aria-disabled", "true")
    cell.click(force=True)
    app.wait_after(renders)
    expect(page.locator("#board")).to_have_attribute("data-locked", "true")
    assert app.hash() == code and "Play from here" in app.notice()
    expect(label).to_have_text("Move 2 of 5")
    expect(page.locator("#move-input")).to_be_disabled()
    expect(page.locator("#undo-button")).to_be_disabled()
    # Analysis at a step is the analysis of that position.
    app.press("#analysis-button")
    wins, losses = solver_marks("game=juniper-green&range=1-100&moves=4,8")
    assert marked(page, "win") == wins and marked(page, "lose") == losses
    app.press("#analysis-button")

    # Play from here: the game is cut at the step shown, and play goes on.
    app.press("#replay-play")
    assert app.hash() == "game=juniper-green&range=1-100&moves=4,8"
    assert app.chain() == [4, 8]
    expect(label).to_have_text("Move 2 of 2")
    expect(page.locator("#replay-play")).to_be_hidden()
    app.click(app.numbers("legal")[0])
    assert len(app.chain()) == 3


# -------------------------------------------------------------------- longest-chain challenge


def test_longest_chain_personal_best_survives_a_reload(app):
    app.open("game=multiplicity")
    page = app.page
    app.show_tab_of("#setup-game")
    page.select_option("#setup-game", "longest-chain")
    app.wait_previews()
    expect(page.locator("#setup-vs-field")).to_be_hidden()
    expect(page.locator("#setup-first-field")).to_be_hidden()
    page.fill("#setup-lo", "1")
    page.fill("#setup-hi", "10")
    app.press("#setup-form button[type=submit]")
    assert app.hash() == "game=longest-chain&range=1-10"
    target, source = longest.target(1, 10)
    expect(page.locator("#challenge-target")).to_have_text(str(target))
    expect(page.locator("#challenge-source")).to_contain_text(source)
    expect(page.locator("#challenge-best")).to_have_text("none yet")
    expect(page.locator("#challenge-load")).to_be_hidden()
    for button in ("#hint-button", "#analysis-button", "#strategy-button", "#score"):
        expect(page.locator(button)).to_be_hidden()

    chain = [4, 8, 2, 6, 3]
    for n in chain:
        app.click(n)
    expect(page.locator("#challenge-length")).to_have_text("5")
    expect(page.locator("#challenge-best")).to_have_text("5")
    app.press("#undo-button")
    expect(page.locator("#challenge-length")).to_have_text("4")
    expect(page.locator("#challenge-best")).to_have_text("5")

    page.reload()
    app.wait_ready()
    expect(page.locator("#challenge-best")).to_have_text("5")
    app.press("#rematch-button")  # "Start again"
    assert app.chain() == []
    expect(page.locator("#challenge-length")).to_have_text("0")
    app.press("#challenge-load")
    assert app.chain() == chain
    assert app.hash() == "game=longest-chain&range=1-10&moves=4,8,2,6,3"
    expect(page.locator("#challenge-length")).to_have_text("5")


# ------------------------------------------------------------------------ insight and rules


def test_insight_callout_and_rules_link(app, site_url):
    code = "game=number-nexus&moves=97"
    app.open(code)
    insight = api(op="load", hash=code)["insight"]
    assert insight
    expect(app.page.locator("#insight")).to_be_visible()
    expect(app.page.locator("#insight-text")).to_have_text(insight)
    link = app.page.locator(".head-rules-link")
    assert link.evaluate("a => a.href") == f"{site_url}rules/number-nexus.html"


def test_counts_show_how_many_numbers_could_follow_each_pick_by_touch(phone, make_app):
    app = make_app(phone.new_page()).open("game=nrich&moves=48,24")
    assert app.page.locator(".cell .follows[data-follows]").count() == 0
    app.page.locator("#tab-teach").tap()
    before = app.renders()
    app.page.locator("#counts-button").tap()
    app.wait_after(before)
    assert app.page.get_attribute("#counts-button", "aria-pressed") == "true"
    record = decode(app.hash())
    position = replay(record.setup.rules, record.moves)
    expected = {n: sum(1 for _ in position.play(n).legal_moves()) for n in position.legal_moves()}
    shown = dict(
        app.page.eval_on_selector_all(
            ".cell .follows[data-follows]",
            "els => els.map(e => [Number(e.closest('button').dataset.number), Number(e.dataset.follows)])",
        )
    )
    assert shown == expected
    n = min(expected)
    assert app.page.get_attribute(f'#board button[data-number="{n}"]', "aria-label").endswith(
        f"{expected[n]} could follow"
    )
    box = app.page.locator(f'#board button[data-number="{n}"] .follows').bounding_box()
    assert box and box["width"] > 0, "the count is drawn on the number"
    app.page.locator(f'#board button[data-number="{n}"]').tap()  # the counts stay on for the next position
    app.page.wait_for_selector("body[data-idle=true]", state="attached")
    assert app.page.locator(".cell .follows[data-follows]").count() == len(
        list(replay(record.setup.rules, record.moves + (n,)).legal_moves())
    )


def test_the_numbers_web_draws_the_graph_and_a_tap_on_a_number_picks_it(app, site_url):
    app.open("game=nrich&range=1-40&moves=12")
    app.press("#web-button")
    assert app.page.get_attribute("#web-button", "aria-pressed") == "true"
    record = decode(app.hash())
    position = replay(record.setup.rules, record.moves)
    drawn = {int(n) for n in app.page.eval_on_selector_all("#web .web-node", "els => els.map(e => e.dataset.n)")}
    assert app.chain() == [12] and drawn == set(position.unused) | {12}
    links = {(a, b) for a in drawn for b in drawn if a < b and b % a == 0}
    assert app.page.locator("#web line").count() == len(links)
    pairs = app.page.locator("#web line.pair").count()
    assert pairs == len(analyse(position).strategy.pairs)
    assert "Thick lines are the pairs" in app.page.inner_text("#web-caption")
    legal = sorted(position.legal_moves())
    used = app.chain()[-1]
    before = app.renders()
    app.page.locator(f'#web .web-node[data-n="{used}"] circle').click()  # the current number: Python says no
    app.wait_after(before)
    assert app.notice() == "12 is the current number." and app.chain() == [12]
    before = app.renders()
    app.page.locator(f'#web .web-node[data-n="{legal[0]}"] circle').click()
    app.wait_after(before)
    assert app.chain() == [12, legal[0]]
    assert app.page.locator(f'#web .web-node[data-n="{legal[0]}"]').get_attribute("data-state") == "current"
    app.press("#web-button")
    assert app.page.locator("#web").is_hidden()
