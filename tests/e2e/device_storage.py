"""What a device kept before a page of the site opens: written into the origin's localStorage from a
page of the site's origin that starts no engine (a rules page: no script, its icon named, so the
browser asks for no /favicon.ico). A page opened, written to and reloaded would start the engine
twice, about 1.5 CPU-s each here (issue #40)."""

from __future__ import annotations

PAGE = "rules/nrich.html"
WRITE = "items => { for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value); }"


def keep(page, site_url: str, items: dict[str, str]) -> None:
    """Leaves `page` on a rules page with `items` in the origin's localStorage: the page opened next
    finds them as a device that kept them does."""
    page.goto(site_url + PAGE)
    page.evaluate(WRITE, items)
