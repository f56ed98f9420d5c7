"""The app's pages (index.html, embed.html, study.html, puzzles.html, worksheet.html, notes.html, ...) with their shared partials (partials/)
filled in, and the rules pages beside them."""

from __future__ import annotations

import html
import re
import shutil
import string
import sys
from pathlib import Path

from .headers import page_csp
from .paths import ROOT, engine_importable
from .rules_pages import RULES_DIR, rules_pages

APP_PAGES = {
    "index.html": "js/game/app.js",
    "embed.html": "js/game/app.js",
    "study.html": "js/study/page.js",
    "puzzles.html": "js/puzzles/page.js",
    "worksheet.html": "js/worksheet/page.js",
    "bots.html": "js/bots/page.js",
    "records.html": "js/records/page.js",
    "class.html": "js/class/page.js",
    "notes.html": "js/notes/page.js",
    "tournament.html": "js/tournament/main.js",
    "board.html": "js/classgame/main.js",
}
"""The app's pages and each one's module; they share the head partial."""

PARTIALS = Path(__file__).with_name("partials")
"""The parts the app's pages share, each where its page holds `$<name>`: head.html (the head),
status.html (what shows before the game or the study: loading and why it failed (js/engine/boot.js), and
a new version ready), nav.html (the site's pages, in the header of every page but the embed, the page's
own marked as the current one), play_status.html (the status line heading the coach panel, a notice right
under it, and an offer of a better way to play), share.html (the link for a friend on another
device: a QR code, Copy and Share), review.html (the review of a game) and replay.html (the bar
that steps through the moves)."""

GAME_PARTS = ("$play_status", "$share", "$review", "$replay")
"""The parts index.html and embed.html hold besides `$head` and `$status`, which every app page holds."""


def partial(name: str) -> str:
    """partials/<name>.html, as it goes into a page."""
    return (PARTIALS / f"{name}.html").read_text(encoding="utf-8").removesuffix("\n")


def site_languages() -> dict[str, str]:
    """The languages the site speaks (a catalog each), by code and own name."""
    engine_importable()
    from factorgames import i18n

    return i18n.languages()


def app_page(name: str) -> str:
    """An app page with its shared parts filled in."""
    source = (ROOT / name).read_text(encoding="utf-8")
    wanted = ("$head", "$status") + (GAME_PARTS if APP_PAGES[name] == "js/game/app.js" else ())
    missing = [key for key in wanted if key not in source]
    if missing:
        sys.exit(f"[build] {name} lacks its placeholders {missing}")
    head = string.Template(partial("head")).substitute(
        csp=page_csp(name),
        script=APP_PAGES[name],
        engine=engine_start(name),
        languages=html.escape(",".join(f"{code}:{name}" for code, name in site_languages().items())),
    )
    return string.Template(source).substitute(
        head=head,
        status=partial("status"),
        nav=nav(name),
        play_status=partial("play_status"),
        setup_rules=partial("setup_rules"),
        share=partial("share"),
        review=partial("review"),
        replay=partial("replay"),
    )


SECTIONS = {"tournament.html": "class.html", "board.html": "class.html"}
"""Pages the menu reaches through another (the Class page links to the tournament and the class
game): that one is marked as where the reader is."""


def nav(name: str) -> str:
    """The site's navigation (`$nav`, on every app page but the embed) for the page `name`: its own
    link (or its section's), if it has one, marked as the current page."""
    section = SECTIONS.get(name, name)
    own = f'<a href="{section}">'
    return partial("nav").replace(own, f'<a href="{section}" aria-current="page">')


def engine_start(name: str) -> str:
    """ "early" when the page's module runs the engine (it imports js/engine/client.js, or
    js/shared/page-start.js, which starts it): js/engine/boot.js then starts the engine's worker at
    once, while the modules load; else "none"."""
    module = (ROOT / APP_PAGES[name]).read_text(encoding="utf-8")
    return "early" if re.search(r"""from\s+["']\.\./(engine/client|shared/page-start)\.js["']""", module) else "none"


def write_pages(out: Path) -> None:
    """The app's pages and the rules pages, into out/."""
    for name in APP_PAGES:
        (out / name).write_text(app_page(name), encoding="utf-8")
    (out / "rules").mkdir()
    shutil.copy2(RULES_DIR / "rules.css", out / "rules" / "rules.css")
    for name, text in rules_pages().items():
        (out / "rules" / name).write_text(text, encoding="utf-8")
