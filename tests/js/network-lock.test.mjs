// js/engine/network-lock.js: the engine's worker fetches the site's own files only, and its other ways
// out (XMLHttpRequest, WebSocket, EventSource, WebTransport) are removed. Tested on a fake worker
// scope (`self`) whose real fetch records what it was asked.
import { test, describe, beforeEach } from "node:test";
import assert from "node:assert/strict";

import { keeper, lockNetwork } from "../../js/engine/network-lock.js";

const SITE = new URL("https://fg.example/site/");
const WORKER = "https://fg.example/site/js/engine/host.js";

class FakeXHR {}
class FakeWebSocket {}
class FakeEventSource {}
class FakeWebTransport {}

let fetched; // what the real fetch was asked: [input, init]
let owned; // what `own` was asked: URL hrefs
let realFetch;

/** What a browser's fetch would request for `input`: a Request's own URL (its internal one, not a
    getter's), else the text of `input` read again, resolved against the worker's address. */
const requested = (input) => (input instanceof Request ? new Request(input).url : new URL(String(input), WORKER).href);

function fakeScope(extra = {}) {
  fetched = [];
  owned = [];
  realFetch = async function (input, init) {
    assert.equal(this, globalThis.self, "the real fetch is called on the worker's scope");
    fetched.push({ input, init, url: requested(input) });
    return new Response("real", { status: 200 });
  };
  globalThis.self = {
    location: { href: WORKER },
    fetch: realFetch,
    XMLHttpRequest: FakeXHR,
    WebSocket: FakeWebSocket,
    EventSource: FakeEventSource,
    WebTransport: FakeWebTransport,
    ...extra,
  };
  return globalThis.self;
}

function lock(own = (url, fetchIt) => (owned.push(url.href), fetchIt())) {
  return lockNetwork(SITE, "Test worker", own);
}

const refused = async (input) => {
  await assert.rejects(globalThis.self.fetch(input), (err) => {
    assert.ok(err instanceof TypeError, `a TypeError for ${String(input)}`);
    assert.match(err.message, /^Test worker fetches only the site's own files, not /);
    return true;
  });
};

describe("lockNetwork: addresses outside the site are refused", () => {
  beforeEach(() => {
    fakeScope();
    lock();
  });

  const outside = [
    "https://evil.example/site/pyodide.js",
    "https://evil.example/",
    "http://fg.example/site/index.html", // another scheme: another origin
    "https://fg.example:8443/site/index.html", // another port
    "https://fg.example.evil.example/site/x",
    "https://evil.example.fg.example/site/x",
    "https://fg.example@evil.example/site/x", // user info, not the host
    "//evil.example/site/x", // scheme-relative
    "\\\\evil.example/site/x", // backslashes are slashes in https
    "/\\evil.example/site/x",
    "https:\\\\evil.example\\site\\x",
    "https://evil\t.example/site/x", // tabs and newlines are dropped by the URL parser
    "https://evil\n.example/site/x",
    "  https://evil.example/site/x  ",
    "HTTPS://EVIL.EXAMPLE/site/x",
    "https://fg.ex\u0430mple/site/x", // a Cyrillic 'а': another host (punycode)
    "https://[::1]/site/x",
    "https://127.0.0.1/site/x",
    "ftp://fg.example/site/x",
    "ws://fg.example/site/x",
    "wss://fg.example/site/x",
    "file:///site/x",
    "data:text/plain,hello",
    "data:application/wasm;base64,AGFzbQ==",
    "blob:https://fg.example/site/0d1c2e3f", // a blob's origin is the site's, its path is not the site's
    "blob:null/0d1c2e3f",
    "javascript:alert(1)",
    "about:blank",
  ];
  for (const address of outside) {
    test(`refused: ${JSON.stringify(address)}`, async () => {
      await refused(address);
      assert.deepEqual(fetched, [], "the real fetch is never asked");
      assert.deepEqual(owned, [], "own is never asked");
    });
  }

  const escapes = [
    "/", // the site's origin, not its folder
    "/index.html",
    "/other/site/x",
    "/sitex/a.js", // a folder whose name begins as the site's
    "/site", // the folder's name without its slash
    "/SITE/index.html", // paths are case-sensitive
    "/Site/index.html",
    "../../../other/x", // relative to the worker (js/engine/): out of the folder
    "../../../../../../etc/passwd",
    "/site/../other/x",
    "/site/./../other/x",
    "/site/%2e%2e/other/x", // encoded dots are dots
    "/site/%2E%2E/other/x",
    "/site/.%2e/other/x",
    "https://fg.example/site/../x",
    "https://fg.example/site/js/../../x",
    "https://fg.example/./x",
  ];
  for (const address of escapes) {
    test(`refused, out of the site's folder: ${JSON.stringify(address)}`, async () => {
      await refused(address);
      assert.deepEqual(fetched, []);
      assert.deepEqual(owned, []);
    });
  }

  test("a Request or a URL outside the site is refused as its text is", async () => {
    await refused(new Request("https://evil.example/site/x"));
    await refused(new URL("https://evil.example/site/x"));
    await refused(new URL("https://fg.example/other"));
    assert.deepEqual(fetched, []);
  });

  test("the refusal names the origin asked", async () => {
    await assert.rejects(globalThis.self.fetch("https://evil.example/x"), /not https:\/\/evil\.example$/);
  });

  test("a refusal is a rejected promise, not an exception thrown at the call", () => {
    const result = globalThis.self.fetch("https://evil.example/");
    assert.ok(result instanceof Promise);
    return assert.rejects(result, TypeError);
  });
});

describe("lockNetwork: the site's own files", () => {
  beforeEach(() => {
    fakeScope();
  });

  const inside = [
    ["https://fg.example/site/pyodide/0.0/pyodide.asm.wasm", "https://fg.example/site/pyodide/0.0/pyodide.asm.wasm"],
    ["HTTPS://FG.EXAMPLE/site/py/engine.zip", "https://fg.example/site/py/engine.zip"], // scheme and host fold case
    ["https://fg.example:443/site/a.js", "https://fg.example/site/a.js"], // the default port is no other port
    ["/site/py/engine.zip", "https://fg.example/site/py/engine.zip"],
    ["../../py/engine.zip", "https://fg.example/site/py/engine.zip"], // relative to the worker
    ["./snapshot-store.js", "https://fg.example/site/js/engine/snapshot-store.js"],
    ["https://fg.example/site/", "https://fg.example/site/"],
    ["https://fg.example/site/x/../y.js", "https://fg.example/site/y.js"],
    ["https://fg.example/site/a.json?v=1#frag", "https://fg.example/site/a.json?v=1#frag"],
  ];
  for (const [address, href] of inside) {
    test(`answered by own: ${JSON.stringify(address)}`, async () => {
      lock();
      const response = await globalThis.self.fetch(address, { cache: "no-store" });
      assert.equal(await response.text(), "real");
      assert.deepEqual(owned, [href]);
      assert.equal(fetched.length, 1);
      // The real fetch gets the one request the lock checked, made of the address and its options.
      assert.ok(fetched[0].input instanceof Request);
      assert.equal(fetched[0].input.url, href);
      assert.equal(fetched[0].input.cache, "no-store");
      assert.equal(fetched[0].init, undefined);
    });
  }

  test("own gets the address as a URL and decides the answer (it need not fetch)", async () => {
    const seen = [];
    lockNetwork(SITE, "Test worker", (url) => {
      seen.push(url);
      return new Response("kept", { status: 203 });
    });
    const response = await globalThis.self.fetch("../../locale/fr.json");
    assert.equal(response.status, 203);
    assert.ok(seen[0] instanceof URL);
    assert.equal(seen[0].href, "https://fg.example/site/locale/fr.json");
    assert.deepEqual(fetched, []);
  });

  test("a Request of the site reaches the real fetch as the request it is", async () => {
    lock();
    const request = new Request("https://fg.example/site/py/engine.zip", { headers: { "x-kept": "1" } });
    await globalThis.self.fetch(request);
    assert.equal(fetched[0].input.url, request.url);
    assert.equal(fetched[0].input.headers.get("x-kept"), "1");
    assert.deepEqual(owned, ["https://fg.example/site/py/engine.zip"]);
  });

  test("own's failure is the fetch's failure", async () => {
    lockNetwork(SITE, "Test worker", async () => {
      throw new Error("damaged download");
    });
    await assert.rejects(globalThis.self.fetch("/site/a.zip"), /damaged download/);
  });

  test("relative addresses are read against the worker's address at the time of the fetch", async () => {
    lock();
    globalThis.self.location = { href: "https://fg.example/elsewhere/worker.js" };
    await refused("a.js");
    globalThis.self.location = { href: "https://fg.example/site/deep/worker.js" };
    await globalThis.self.fetch("a.js");
    assert.deepEqual(owned, ["https://fg.example/site/deep/a.js"]);
  });
});

describe("lockNetwork: the other ways out", () => {
  test("XMLHttpRequest, WebSocket, EventSource and WebTransport are removed; the real XMLHttpRequest is returned", () => {
    const scope = fakeScope();
    const RealXHR = lock();
    assert.equal(RealXHR, FakeXHR);
    for (const name of ["XMLHttpRequest", "WebSocket", "EventSource", "WebTransport"]) {
      assert.equal(scope[name], undefined, name);
    }
  });

  test("the fetch left is not the real one", () => {
    const scope = fakeScope();
    lock();
    assert.notEqual(scope.fetch, realFetch);
  });

  test("a scope without XMLHttpRequest locks as well, and returns undefined for it", () => {
    const scope = fakeScope();
    delete scope.XMLHttpRequest;
    delete scope.WebTransport;
    assert.equal(lock(), undefined);
    assert.equal(scope.WebSocket, undefined);
    assert.equal(scope.EventSource, undefined);
  });

  test("one that cannot be removed does not keep the others", () => {
    const scope = fakeScope();
    Object.defineProperty(scope, "WebSocket", { value: FakeWebSocket, writable: false, configurable: false });
    lock();
    assert.equal(scope.XMLHttpRequest, undefined);
    assert.equal(scope.EventSource, undefined);
    assert.equal(scope.WebTransport, undefined);
  });

  test("an accessor that ignores writes is removed too: the name is deleted before it is written", () => {
    const scope = fakeScope();
    let kept = FakeEventSource;
    Object.defineProperty(scope, "EventSource", {
      get: () => kept,
      set: () => {}, // ignores the write: only the delete removes it
      configurable: true,
    });
    lock();
    assert.equal(scope.EventSource, undefined);
    assert.equal(kept, FakeEventSource);
  });
});

describe("lockNetwork: requests that say one address and fetch another", () => {
  beforeEach(() => {
    fakeScope();
    lock();
  });

  // Holes found here and closed: the lock read the address once and the real fetch read it again
  // (it checked `input.url` or `String(input)`, then fetched `input` itself).
  test("a Request whose url getter lies about its address is refused", async () => {
    class Lying extends Request {
      get url() {
        return "https://fg.example/site/ok.js";
      }
    }
    await globalThis.self.fetch(new Lying("https://evil.example/steal")).catch(() => {});
    assert.deepEqual(
      fetched.map((f) => f.url),
      [],
    );
  });

  test("an object whose text changes between two readings is refused", async () => {
    let reads = 0;
    const shifty = {
      toString: () => (reads++ === 0 ? "https://fg.example/site/ok.js" : "https://evil.example/steal"),
    };
    await globalThis.self.fetch(shifty).catch(() => {});
    assert.ok(
      fetched.every((f) => new URL(f.url).origin === SITE.origin),
      fetched.map((f) => f.url).join(),
    );
  });

  test("a URL object is read once and fetched as it reads", async () => {
    await globalThis.self.fetch(new URL("https://fg.example/site/a.js"));
    assert.deepEqual(
      fetched.map((f) => f.url),
      ["https://fg.example/site/a.js"],
    );
  });
});

describe("keeper: Pyodide's downloads kept in the offline cache", () => {
  const FILES = "https://fg.example/site/pyodide/0.0/";
  const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
  let puts;
  let matches;
  let opened;

  function scopeWithCache(kept = new Map()) {
    puts = [];
    matches = [];
    opened = [];
    globalThis.self = {
      caches: {
        async open(name) {
          opened.push(name);
          return {
            async match(href) {
              matches.push(href);
              return kept.get(href);
            },
            async put(href, response) {
              puts.push([href, await response.text()]);
            },
          };
        },
      },
    };
  }

  test("a Pyodide file that came is kept under its address, and the response is given back unread", async () => {
    scopeWithCache();
    const keep = keeper(FILES, "factorgames-pyodide-0.0");
    const response = new Response("wasm bytes");
    const given = keep(new URL(`${FILES}pyodide.asm.wasm`), response);
    assert.equal(given, response);
    await tick();
    assert.deepEqual(opened, ["factorgames-pyodide-0.0"]);
    assert.deepEqual(puts, [[`${FILES}pyodide.asm.wasm`, "wasm bytes"]]);
    assert.equal(await given.text(), "wasm bytes", "the response is still readable");
  });

  test("a file already kept is not written again", async () => {
    scopeWithCache(new Map([[`${FILES}pyodide.mjs`, new Response("old")]]));
    const keep = keeper(FILES, "c");
    const response = keep(new URL(`${FILES}pyodide.mjs`), new Response("new"));
    await tick();
    assert.deepEqual(matches, [`${FILES}pyodide.mjs`]);
    assert.deepEqual(puts, []);
    assert.equal(await response.text(), "new");
  });

  test("files that are not Pyodide's are not kept", async () => {
    scopeWithCache();
    const keep = keeper(FILES, "c");
    for (const href of [
      "https://fg.example/site/py/engine.zip",
      "https://fg.example/site/pyodide/0.1/pyodide.mjs",
      "https://fg.example/site/pyodide/0.0", // the folder without its slash
      "https://evil.example/site/pyodide/0.0/pyodide.mjs",
    ]) {
      const response = new Response("x");
      assert.equal(keep(new URL(href), response), response);
    }
    await tick();
    assert.deepEqual(opened, []);
    assert.deepEqual(puts, []);
  });

  test("a failed download (not ok) is not kept", async () => {
    scopeWithCache();
    const keep = keeper(FILES, "c");
    for (const status of [403, 404, 500]) keep(new URL(`${FILES}a.js`), new Response("err", { status }));
    await tick();
    assert.deepEqual(puts, []);
  });

  test("without Cache Storage the response is given back and nothing throws", async () => {
    globalThis.self = {};
    const response = new Response("x");
    assert.equal(keeper(FILES, "c")(new URL(`${FILES}a.js`), response), response);
  });

  test("a cache that fails does not fail the download", async () => {
    globalThis.self = {
      caches: {
        open: async () => {
          throw new Error("quota");
        },
      },
    };
    const response = new Response("x");
    assert.equal(keeper(FILES, "c")(new URL(`${FILES}a.js`), response), response);
    await tick();
    assert.equal(await response.text(), "x");
  });
});
