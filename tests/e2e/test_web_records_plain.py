"""The Records page speaks to a pupil first: its first screen, on a phone and a desktop, holds the
questions and their answers in plain words (whole, uncovered, nothing sideways), the notation
explained before it is used, the proof's reach said simply; the research details come after."""

from __future__ import annotations

import re

import pytest
from conftest import NO_SIDEWAYS
from playwright.sync_api import expect

SIZES = {
    "phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True, "has_touch": True},
    "desktop": {"viewport": {"width": 1280, "height": 800}},
}

WHOLE = """el => {
  const r = el.getBoundingClientRect();
  if (r.width === 0 || r.height === 0) return "not drawn";
  if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5)
    return `not whole in the first screen: ${JSON.stringify(r)}`;
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit && (el.contains(hit) || hit.contains(el)) ? "" : `covered by ${hit && hit.outerHTML.slice(0, 80)}`;
}"""


def opened(context, site_url: str, path: str = "records.html"):
    page = context.new_page()
    page.goto(site_url + path)
    page.wait_for_selector("body[data-idle=true]", state="attached", timeout=60_000)
    return page


def whole(page, locator) -> None:
    problem = locator.evaluate(WHOLE)
    assert problem == "", f"{locator}: {problem}"


@pytest.mark.parametrize("size", SIZES)
def test_the_first_screen_asks_the_questions_and_answers_them_in_plain_words(shared_context, site_url, size):
    page = opened(shared_context(**SIZES[size]), site_url)
    questions = page.locator(".records-questions > div:not([hidden])")
    assert questions.count() == 5
    answers = [questions.nth(i).locator("dd").inner_text() for i in range(questions.count())]
    assert all(len(a) > 30 for a in answers), answers
    # The notation is said before it is used: "2..54" means the numbers 2 to 54.
    lead = page.locator(".records-lead")
    expect(lead).to_contain_text("We write 2..54 for the numbers 2 to 54.")
    before_lead = page.evaluate(
        """() => {
          const lead = document.querySelector(".records-lead");
          const walker = document.createTreeWalker(document.querySelector("main"), NodeFilter.SHOW_TEXT);
          let text = "";
          while (walker.nextNode() && !lead.contains(walker.currentNode)) text += walker.currentNode.textContent;
          return text;
        }"""
    )
    assert not re.search(r"\\d\\.\\.\\d", before_lead), before_lead
    # The proof's reach, simply.
    expect(page.locator("#plain-sure")).to_contain_text(
        "checked by a second program up to 2..44; the search alone beyond"
    )
    expect(page.locator("#plain-removal")).to_contain_text("the second player wins only on 2..3, 2..7")
    # The first screen: the heading, the lead, and the questions with their answers (on a phone, the
    # first two; on a desktop, all five), each whole and uncovered; nothing sideways.
    whole(page, page.locator("#records-title"))
    whole(page, lead)
    for i in range(2 if size == "phone" else 5):
        whole(page, questions.nth(i))
    assert page.evaluate(NO_SIDEWAYS)
    # Then the research details, below the answers.
    details = page.locator("#removal-title").bounding_box()
    assert details["y"] > questions.nth(questions.count() - 1).bounding_box()["y"]
    page.close()


def test_in_french_the_questions_and_answers(shared_context, site_url):
    page = opened(shared_context(**SIZES["phone"]), site_url, "records.html#lang=fr")
    page.wait_for_selector("html[lang=fr]", state="attached")
    expect(page.locator(".records-questions dt").first).to_have_text(
        "Au Retrait des multiples sans 1, qui gagne si personne ne se trompe\u00a0?"
    )
    expect(page.locator("#plain-sure")).to_contain_text("vérifié par un second programme jusqu’à 2..44")
    whole(page, page.locator(".records-questions > div").first)
    page.close()
