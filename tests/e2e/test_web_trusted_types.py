"""Trusted Types, enforced on every page: a string given to a sink that runs script (an element's
innerHTML, insertAdjacentHTML, a script's src, a worker's address, a frame's srcdoc) throws, on a
host that sends the site's headers and on one that sends none (the pages' meta policy alone); no
policy but the site's own can be made, nor the site's made again; the pages work under it. The
engine's worker is covered by its own header's policy (a meta tag does not reach a worker): no
policy at all may be made there."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Iterator
from urllib.parse import urlsplit

import pytest
from hosts import headed_host, plain_host  # noqa: F401 - fixtures

pytestmark = pytest.mark.kept_page  # (conftest.py, kept_page.py)

REFUSED = re.compile(
    r"^console error: (This document requires '\w+' assignment|Creating a TrustedTypePolicy named '[\w-]+' violates)"
)
"""What the browser says on the console when the policy refuses one of the test's tries: nothing else
may go wrong."""


@contextlib.contextmanager
def opened(browser, guard_context, seed_device, url: str, *, ready: bool) -> Iterator:
    """A page of a new context at `url` (the engine ready, when `ready`; the context seeded with the engine's
    snapshot, as a device that visited the site before), checked by a guard that lets through only the
    policy's refusals of the test's tries."""
    context = browser.new_context(viewport={"width": 1024, "height": 768}, service_workers="block")
    guard = None
    try:
        parts = urlsplit(url)
        if not parts.path.endswith(NO_ENGINE):
            seed_device(context, f"{parts.scheme}://{parts.netloc}")
        guard = guard_context(context)
        page = context.new_page()
        page.goto(url)
        if ready:  # the engine's worker started under the policy: the page works
            page.wait_for_selector("body[data-ready=true][data-idle=true]", timeout=120_000)
        else:
            page.wait_for_load_state("load")
        yield page
    finally:
        context.close()
        if guard is not None:
            guard.detach()
    assert guard is not None and [p for p in guard.problems if not REFUSED.match(p)] == []


PAGES = [
    "index.html",
    "embed.html#game=nrich",
    "study.html",
    "puzzles.html",
    "worksheet.html",
    "bots.html",
    "records.html",
    "class.html",
    "notes.html",
    "tournament.html",
    "board.html",
    "rules/nrich.html",
]
ENGINE_PAGES = {"index.html", "embed.html#game=nrich"}
NO_ENGINE = ("records.html", "rules/nrich.html")
"""Pages that start no engine (the records are data, the rules have no script): their contexts need no seed."""

SINKS = """() => {
  const attempts = {
    innerHTML: () => { document.createElement("div").innerHTML = "<img src=x onerror=alert(1)>"; },
    insertAdjacentHTML: () => document.body.insertAdjacentHTML("beforeend", "<b>injected</b>"),
    outerHTML: () => { document.body.appendChild(document.createElement("i")).outerHTML = "<b>x</b>"; },
    scriptSrc: () => { document.createElement("script").src = "js/jsQR.js"; },
    scriptText: () => { document.createElement("script").textContent = "alert(1)"; },
    srcdoc: () => { document.createElement("iframe").srcdoc = "<script>alert(1)</script>"; },
    worker: () => new Worker("js/engine/worker.js", { type: "module" }),
    domParser: () => new DOMParser().parseFromString("<b>x</b>", "text/html"),
    strangerPolicy: () => trustedTypes.createPolicy("stranger", { createHTML: (s) => s }),
    defaultPolicy: () => trustedTypes.createPolicy("default", { createHTML: (s) => s }),
  };
  const outcome = {};
  for (const [name, attempt] of Object.entries(attempts)) {
    try {
      attempt();
      outcome[name] = "allowed";
    } catch (err) {
      outcome[name] = err.name;
    }
  }
  return { outcome, injected: document.querySelectorAll("b").length };
}"""


@pytest.mark.parametrize("which", ["headed_host", "plain_host"])
@pytest.mark.parametrize("path", PAGES)
def test_every_page_refuses_html_and_script_strings(request, which, path, browser, guard_context, seed_device):
    host = request.getfixturevalue(which)
    with opened(browser, guard_context, seed_device, host.url + path, ready=path in ENGINE_PAGES) as page:
        found = page.evaluate(SINKS)
    assert found["outcome"] == {
        name: "TypeError"
        for name in (
            "innerHTML",
            "insertAdjacentHTML",
            "outerHTML",
            "scriptSrc",
            "scriptText",
            "srcdoc",
            "worker",
            "domParser",
            "strangerPolicy",
            "defaultPolicy",
        )
    }
    assert found["injected"] == 0


@pytest.mark.parametrize("which", ["headed_host", "plain_host"])
def test_the_sites_policy_cannot_be_made_again_and_takes_only_its_own_scripts(
    request, which, browser, guard_context, seed_device
):
    """A script that got in could not make the site's policy for itself (a name is made once), and
    the site's own scripts start by their address only from its origin."""
    host = request.getfixturevalue(which)
    with opened(browser, guard_context, seed_device, host.url + "index.html#game=nrich", ready=True) as page:
        found = page.evaluate(
            """async () => {
          const tries = {};
          for (const name of ["factorgames", "factorgames-boot"]) {
            try { trustedTypes.createPolicy(name, { createScriptURL: (s) => s }); tries[name] = "made"; }
            catch (err) { tries[name] = err.name; }
          }
          const { siteScript } = await import("./js/shared/trusted.js");
          try { siteScript("https://example.org/evil.js"); tries.elsewhere = "allowed"; }
          catch (err) { tries.elsewhere = err.name; }
          tries.own = String(siteScript("js/jsQR.js")) === new URL("js/jsQR.js", location.href).href;
          return tries;
        }"""
        )
    assert found == {"factorgames": "TypeError", "factorgames-boot": "TypeError", "elsewhere": "TypeError", "own": True}


def test_the_engines_worker_runs_under_a_policy_of_its_own_from_the_headers(
    request, browser, guard_context, seed_device
):
    """With the site's headers, the worker's script carries `trusted-types 'none'`: no policy can be
    made in it. A host that sends no headers leaves the worker without a policy (a meta tag reaches
    only its page): docs/hosting.md says so."""
    made = {}
    for name in ("headed", "plain"):
        host = request.getfixturevalue(f"{name}_host")
        with opened(browser, guard_context, seed_device, host.url + "index.html#game=nrich", ready=True) as page:
            engine = next(w for w in page.workers if w.url.endswith("/js/engine/worker.js"))
            made[name] = engine.evaluate(
                """() => {
                  try { trustedTypes.createPolicy("stranger", {}); return "made"; }
                  catch (err) { return err.name; }
                }"""
            )
    assert made == {"headed": "TypeError", "plain": "made"}


@pytest.mark.parametrize("which", ["headed_host", "plain_host"])
def test_the_bots_sandbox_frame_starts_only_its_own_workers(request, which, browser, guard_context, seed_device):
    """The sandbox frame (a srcdoc the page's policy let through, the one document it builds) runs
    its bots' workers from the blob: scripts it made; a script in the frame that tried another
    address, HTML or a policy of its own is refused."""
    host = request.getfixturevalue(which)
    with opened(browser, guard_context, seed_device, host.url + "bots.html", ready=False) as page:
        page.wait_for_selector("body[data-ready=true]", timeout=60_000)
        page.click("#play-one")  # the starter bot plays a game: the frame and a worker of it started
        page.wait_for_selector("body[data-runs='1']", timeout=120_000)
        assert page.locator("#results-games li").count() == 1
        frame = next(f for f in page.frames if f.parent_frame is not None)
        found = frame.evaluate(
            """() => {
              const url = URL.createObjectURL(new Blob(["postMessage(1)"], { type: "text/javascript" }));
              const attempts = {
                worker: () => new Worker(url),
                innerHTML: () => { document.createElement("div").innerHTML = "<b>x</b>"; },
                ownPolicy: () => trustedTypes.createPolicy("bots-worker", { createScriptURL: (s) => s }),
                stranger: () => trustedTypes.createPolicy("stranger", { createScriptURL: (s) => s }),
              };
              const outcome = {};
              for (const [name, attempt] of Object.entries(attempts)) {
                try { attempt(); outcome[name] = "allowed"; } catch (err) { outcome[name] = err.name; }
              }
              return outcome;
            }"""
        )
        assert found == {
            "worker": "TypeError",
            "innerHTML": "TypeError",
            "ownPolicy": "TypeError",
            "stranger": "TypeError",
        }
