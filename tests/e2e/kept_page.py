"""A booted game page kept from one test to the next (issue #40: a page's start costs 1.3-1.6 CPU-s
here, a game opened by its address in a booted page 0.2).

A module marked `pytest.mark.kept_page` has each of its shared contexts (conftest.py's SharedContext)
keep the first page a test opens in it. The next test leased that context gets the same page from its
first `new_page()`, its storage reset with the context's (sessionStorage too), and its `goto` to an
address of the game page that differs only in the part after `#` opens that game in the page, as a
link followed in the same tab does (js/game/app.js's hashchange), instead of starting the engine again.
Any other first `goto` is a page's start, as in a new tab, and so is one after the test changed the page
or its context (routes, init scripts, viewport, media, timeouts...: they take effect in a new document);
the test's later `goto`s are the browser's own, as in any tab. A page
is kept only when the test changed neither (else it is closed, and the next test opens another) and left
it on the game page; the event handlers a test added are removed.

So a kept page's tests are also tests of a game opened by a link in a tab that showed another: what a
previous test left in the page (a panel's tab, the scroll) is what a pupil following a link would find.
A test whose check is a page's own start (the loading screen, the first focus, an early view) or a
page as it opens (what a previous test opened in it, a drawer, would stay) is marked
`pytest.mark.kept_page(False)`: its pages are new ones. So is a test whose first step is not a `goto`
(`set_content`: a page of its own written into a new tab), which would otherwise get the kept game."""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qs, urlsplit

from playwright.sync_api import Error as PlaywrightError

MARK = "kept_page"

CHANGES = (
    "route",
    "route_from_har",
    "route_web_socket",
    "unroute_all",
    "add_init_script",
    "expose_binding",
    "expose_function",
    "set_viewport_size",
    "emulate_media",
    "set_extra_http_headers",
    "set_default_timeout",
    "set_default_navigation_timeout",
    "add_locator_handler",
)
"""The page's methods that change it for good: a test that calls one has its page closed at its end."""

GAME_PATHS = ("", "index.html", "embed.html")
"""The game page's file names (the site's root serves index.html; the embed is the same app in a frame's size)."""

BOOTED = "document.body.dataset.ready === 'true' && document.body.dataset.idle === 'true'"


def same_document(url: str, target: str) -> bool:
    """Whether `target` is the game page at `url` with another game after `#`, one that a booted page
    opens by itself in the language it speaks (chosen at the page's start from the address's lang key,
    which the page's own address keeps: an address naming another, or none, loads afresh).

    >>> site = "http://127.0.0.1:8000/site/"
    >>> same_document(site + "#game=nrich", site + "#game=juniper-green&vs=perfect")
    True
    >>> same_document(site + "index.html#game=nrich", site + "index.html#game=nrich&moves=48")
    True
    >>> same_document(site + "#game=nrich", site + "#game=nrich")  # no change: no hashchange either
    False
    >>> same_document(site + "#game=nrich", site + "#game=nrich&lang=fr")
    False
    >>> same_document(site + "#game=nrich&lang=fr", site + "#game=juniper-green")
    False
    >>> same_document(site + "#game=nrich&lang=fr", site + "#game=juniper-green&lang=fr")
    True
    >>> same_document(site + "#game=nrich", site + "embed.html#game=nrich&moves=48")
    False
    >>> same_document(site + "embed.html#game=nrich", site + "embed.html#game=nrich&moves=48")
    True
    >>> same_document(site + "study.html#game=nrich", site + "study.html#game=juniper-green")
    False
    >>> same_document(site + "#game=nrich", site + "#board")  # an anchor in the page
    False
    """
    here, there = urlsplit(url), urlsplit(target)
    return (
        here._replace(fragment="") == there._replace(fragment="")
        and here.path.rsplit("/", 1)[-1] in GAME_PATHS
        and "=" in there.fragment
        and parse_qs(there.fragment).get("lang") == parse_qs(here.fragment).get("lang")
        and there.fragment != here.fragment
    )


class KeptPage:
    """A shared context's kept page and what the current test did to it."""

    def __init__(self) -> None:
        self.page: Any = None
        self.changed = False
        self.opened = False
        """The test has opened an address in the page (its first goto): its later ones are the browser's own."""
        self.handlers: list[tuple[str, Any]] = []

    def hand_over(self, new_page) -> Any:
        """The page for the test's first `new_page()`: the kept one, watched, or a new one that is."""
        if self.page is None or self.page.is_closed():
            self.page = new_page()
        self.watch(self.page)
        return self.page

    def reset(self) -> None:
        """At a test's start: nothing changed yet, and the kept page's own storage cleared (the context's
        reset clears the origin's; sessionStorage is the tab's)."""
        self.changed = False
        self.opened = False
        self.handlers = []
        if self.page is not None and not self.page.is_closed():
            try:
                self.page.evaluate("sessionStorage.clear()")
            except PlaywrightError:
                self.drop()

    def watch(self, page) -> None:
        def changing(name: str) -> None:
            method = getattr(page, name)

            def called(*args, **kwargs):
                self.changed = True
                return method(*args, **kwargs)

            setattr(page, name, called)

        def listening(name: str) -> None:
            method = getattr(page, name)

            def called(event, handler):
                self.handlers.append((event, handler))
                return method(event, handler)

            setattr(page, name, called)

        for name in CHANGES:
            changing(name)
        listening("on")
        listening("once")
        goto = page.goto

        def goto_kept(url: str, **kwargs):
            if self.opened:  # the test's own navigations: the browser's, as in any tab
                return goto(url, **kwargs)
            self.opened = True
            if not kwargs and not self.changed and same_document(page.url, url) and page.evaluate(BOOTED):
                return follow(page, goto, url)
            if urlsplit(page.url)._replace(fragment="") == urlsplit(url)._replace(fragment=""):
                goto("about:blank")  # (else the browser would only change the address's end: a page's start asked for)
            return goto(url, **kwargs)

        page.goto = goto_kept

    def hand_back(self) -> None:
        """At the test's end: the page's handlers removed and its methods its own again; closed when the
        test changed it or left the game page."""
        page = self.page
        if page is None:
            return
        for name in [*CHANGES, "on", "once", "goto"]:
            page.__dict__.pop(name, None)
        if page.is_closed():
            self.page = None
            return
        for event, handler in self.handlers:
            try:
                page.remove_listener(event, handler)
            except (KeyError, ValueError):
                pass
        if self.changed or urlsplit(page.url).path.rsplit("/", 1)[-1] not in GAME_PATHS:
            self.drop()

    def drop(self) -> None:
        if self.page is not None:
            try:
                self.page.close()
            except PlaywrightError:
                pass
        self.page = None


def follow(page, goto, url: str) -> None:
    """Open the game at `url` in the booted page, as a link followed in the tab does, and wait for its view."""
    before = page.get_attribute("body", "data-renders")
    goto(url)
    page.wait_for_selector(f'body[data-idle=true]:not([data-renders="{before}"])', state="attached")
