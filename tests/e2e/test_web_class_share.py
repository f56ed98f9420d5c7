"""The Class page's made assignment shared where the class already is (issue #42): a plain link to
Google Classroom's share page, exactly its documented address with the assignment's link encoded,
opened by the teacher (the page itself requests nothing off its origin: the guard fails on any), and
Copy for Teams, whose message holds the link; the printable sheet keeps its QR code."""

from __future__ import annotations

from urllib.parse import parse_qs, quote, urlsplit

from test_web_class import read_qr, wait_class


def test_share_to_google_classroom_and_copy_for_teams(shared_context, site_url):
    context = shared_context(viewport={"width": 1280, "height": 800})
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    page.goto(site_url + "class.html")
    wait_class(page, "teacher")
    page.fill("#class-title", "Year 7 & friends")
    page.click("#class-make")
    page.wait_for_selector("#class-made:not([hidden])")
    link = page.input_value("#class-made-link")
    assert read_qr(page, "#class-made-qr") == link

    share = page.get_attribute("#class-made-classroom", "href")
    expected = (
        f"https://classroom.google.com/share?url={quote(link, safe='')}&title={quote('Year 7 & friends', safe='')}"
    )
    assert share == expected
    parts = urlsplit(share)
    assert (parts.scheme, parts.netloc, parts.path) == ("https", "classroom.google.com", "/share")
    assert parse_qs(parts.query) == {"url": [link], "title": ["Year 7 & friends"]}
    assert page.get_attribute("#class-made-classroom", "target") == "_blank"
    assert "noopener" in (page.get_attribute("#class-made-classroom", "rel") or "")

    page.click("#class-made-teams")
    page.wait_for_selector("#class-made-status:has-text('Teams')")
    copied = page.evaluate("() => navigator.clipboard.readText()")
    assert link in copied and "Year 7 & friends" in copied

    # The printed sheet: its QR code and link, not the share buttons.
    page.emulate_media(media="print")
    assert page.locator("#class-made-qr").is_visible()
    assert page.locator("#class-made-classroom").is_hidden() and page.locator("#class-made-teams").is_hidden()
