"""The teacher's counts (how many numbers could follow each number that can be picked, in the corner
of its square) read from the back of a room: at 1920x1080 (the page and present mode) and 1024x768,
each count's digits are measured: their size, their contrast with the square (WCAG's ratio, at
least 7:1), the count whole in its square and clear of the number."""

from __future__ import annotations

import pytest

SIZES = {
    "projector": ({"width": 1920, "height": 1080}, "", 22),
    "projector-present": ({"width": 1920, "height": 1080}, "&present=1", 22),
    "tablet": ({"width": 1024, "height": 768}, "", 16),
}
"""Each screen: its viewport, what the address adds, the least size of a count's digits (px)."""

MEASURE = """() => {
  const rgb = (text) => text.match(/[\\d.]+/g).slice(0, 3).map(Number);
  const lum = ([r, g, b]) => {
    const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
  return [...document.querySelectorAll('#board button .follows[data-follows]')].map((el) => {
    const button = el.closest("button");
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect(), cell = button.getBoundingClientRect();
    const n = button.querySelector(".n").getBoundingClientRect();
    return {
      n: button.dataset.number,
      size: parseFloat(style.fontSize),
      contrast: ratio(rgb(style.color), rgb(getComputedStyle(button).backgroundColor)),
      inside: box.left >= cell.left - 0.5 && box.right <= cell.right + 0.5 && box.top >= cell.top - 0.5 && box.bottom <= cell.bottom + 0.5,
      clear: box.bottom <= n.top + 1 || box.right <= n.left + 1,
    };
  });
}"""


@pytest.mark.parametrize("screen", SIZES)
def test_the_counts_read_on_a_projector_and_a_tablet(shared_context, site_url, screen):
    viewport, extra, least = SIZES[screen]
    page = shared_context(viewport=viewport).new_page()
    page.goto(f"{site_url}index.html#game=juniper-green&moves=48&tools=counts{extra}")
    page.wait_for_selector("body[data-ready=true][data-idle=true]", state="attached", timeout=60_000)
    page.wait_for_selector("#board .follows[data-follows]", state="attached")
    counts = page.evaluate(MEASURE)
    assert len(counts) >= 8  # 48's factors and multiples
    for count in counts:
        assert count["size"] >= least, count
        assert count["contrast"] >= 7, count
        assert count["inside"] and count["clear"], count
    page.close()
