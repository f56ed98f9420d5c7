/* Factor Games service worker: cache-first, so that after one visit the site loads and
   plays offline. build.py writes dist/sw.js from this template: the cache name is a hash
   of every built file, so a new build installs a new cache and the old one is deleted.

   Nothing is downloaded twice. Pyodide's files live under their version (pyodide/314.0.7/...)
   and never change there: the engine's worker puts each one it downloads into the cache named
   by that version (PYODIDE_CACHE), which every build of the same Pyodide shares; installing
   takes from the network only what is not there yet. Pyodide's WebAssembly is precached packed
   (pyodide.asm.wasm.xz, what a game page downloads); the engine's worker keeps the bytes it decoded
   under the plain file's address, checked against their SHA-256 when it keeps them and whenever it
   compiles them, which it reads from that cache itself, not through this worker: the browser's code
   cache of compiled WebAssembly follows only Cache Storage's own response, never one rebuilt from
   bytes as this worker serves its files (js/engine/packed-files.js). The other files the page already
   downloaded are taken from the HTTP cache without a request, and kept only when their bytes are
   this build's (see install), so a new build never caches an old file.

   Only this build's bytes are served from Cache Storage. Anything that can write there (a script
   that once ran at this origin, an extension, a bug; the workers' own keeper writes Pyodide's files
   unchecked) could otherwise put its own page under the site's address, or its own Pyodide in the
   cache every later build shares. So build.py writes the SHA-256 of every file this worker may
   serve (SHA256), and every response read from a cache is read whole and hashed first: a response
   whose bytes differ is deleted and the file fetched from the network instead. A file without a
   hash (the build's stamp, the downloads) is never served from a cache. Nor are the headers kept
   with a response (a kept entry with the right bytes could carry a Refresh of its own): a checked
   response goes out with status 200 and the one header its file's kind calls for (TYPES). */
"use strict";

/* This worker's global scope, a service worker's: the checker's lib (webworker) types `self` as any
   worker's scope, which does not overlap a service worker's enough for a direct cast. */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const CACHE = "__CACHE_NAME__";
const PYODIDE_CACHE = "__PYODIDE_CACHE__"; // names.js's PYODIDE_CACHE_PREFIX and Pyodide's version (build.py)
const PRECACHE = ["__PRECACHE__"];
/** The hex SHA-256 of every file this worker may serve, by the address it is listed under ("./" is
    index.html): the precached files and those fetched only when a page needs them (the 7x7 tables,
    the Bots page's files, the whole standard library), kept the first time, never precached.
    @type {{[url: string]: string}} */
const SHA256 = { "__SHA256__": "" };
// A classic script cannot import: build.py writes the names js/shared/names.js defines once.
const PREFIX = "__CACHE_PREFIX__";
const SNAPSHOT_CACHE = "__SNAPSHOT_CACHE__"; // the engine's memory snapshot, kept by js/engine/host.js
const BOTS_SNAPSHOT_CACHE = "__BOTS_SNAPSHOT_CACHE__"; // the bots' interpreters' one, kept by js/bots/sandbox.js

const SCOPE = new URL(sw.registration.scope);
const PYODIDE_FILES = new URL("./pyodide/", self.location.href).pathname;
/** The hash of each file by its path (index.html's under the scope's: see cacheKey). */
const HASHES = new Map(Object.entries(SHA256).map(([url, sha]) => [new URL(url, self.location.href).pathname, sha]));

/** The one key a file is kept under: its address without query or fragment; the site's page
    (the scope and its index.html) under the scope's address.
    @param {URL} url
    @returns {string} */
function cacheKey(url) {
  const path = url.pathname === SCOPE.pathname + "index.html" ? SCOPE.pathname : url.pathname;
  return new URL(path, self.location.origin).href;
}

/** The cache a file is kept in: Pyodide's (shared by the builds) or this build's.
    @param {string} key */
function cacheFor(key) {
  return caches.open(new URL(key).pathname.startsWith(PYODIDE_FILES) ? PYODIDE_CACHE : CACHE);
}

/** @param {ArrayBuffer} bytes @returns {Promise<string>} the hex SHA-256 */
async function sha256(bytes) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The content type of each kind of file the site serves, by its ending (the site's page: HTML).
    @type {{[ending: string]: string}} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".xz": "application/x-xz",
  ".zip": "application/zip",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
};

/** A response kept with these bytes (its headers are kept, never served: checkedResponse).
    @param {Response} response
    @param {Blob} body */
function withBody(response, body) {
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** A checked file's bytes as a response of this worker's making: status 200, its kind's content type.
    @param {string} key
    @param {Blob} body */
function checkedResponse(key, body) {
  const path = new URL(key).pathname;
  const ending = path.endsWith("/") ? ".html" : path.slice(path.lastIndexOf(".")).toLowerCase();
  return new Response(body, { status: 200, headers: { "content-type": TYPES[ending] || "application/octet-stream" } });
}

/** The response kept under `key` in `cache`, as a new response of the same bytes, when they are
    this build's (`sha`); otherwise null, and an entry that is there but not this build's is deleted.
    The bytes are taken once as a Blob, which cannot change: the bytes hashed are the bytes served.
    Served as that Blob (not an ArrayBuffer, nor the kept response after hashing a clone of it), the
    browser reads them straight from the cache's storage (Pyodide's 9.6 MB of WebAssembly reached a
    page in 0.14 s against 0.21 s, on a busy 2-core machine).
    @param {Cache} cache
    @param {string} key
    @param {string | undefined} sha
    @returns {Promise<Response | null>} */
async function verified(cache, key, sha) {
  const kept = await cache.match(key, { ignoreVary: true });
  if (!kept) return null;
  try {
    const blob = await kept.blob();
    if (kept.ok && sha && (await sha256(await blob.arrayBuffer())) === sha) return checkedResponse(key, blob);
  } catch {
    /* unreadable: as good as changed */
  }
  await cache.delete(key, { ignoreVary: true });
  return null;
}

/** Keep a response fetched from the network when its bytes are this build's.
    @param {string} key
    @param {Response} response
    @param {string} sha */
async function keepIfOurs(key, response, sha) {
  try {
    const blob = await response.blob();
    if ((await sha256(await blob.arrayBuffer())) === sha)
      await (await cacheFor(key)).put(key, withBody(response, blob));
  } catch {
    /* not kept: fetched again next time */
  }
}

/* Install keeps every precached file, each checked against its hash, or fails as a whole (as
   cache.addAll did): an active worker promises that the site works offline, and a download that is
   not this build's means the server holds another build (a deploy during the install) or the bytes
   were changed on the way; a worker installed with a hole would break that promise quietly. A
   failed install leaves the previous worker (or none) in charge and the browser tries again, with
   the server's sw.js, on the next visit.

   A first visit downloads nothing twice: the page registers this worker once the game is playable
   and the network idle, and install takes each file the page already downloaded from the HTTP cache
   as it is there (cache: "force-cache": no request at all, not even a 304), so only the files the
   page did not need (the other pages and their scripts) come from the network. What the HTTP cache
   holds is only a first try: kept only when its bytes are this build's, else (not there, or an
   older build's) fetched again from the server (cache: "no-cache"). */

/** A file of this build for the offline cache: from the HTTP cache when the page already has it,
    else from the network; checked against its hash (`sha`), and the response with its bytes.
    @param {string} url
    @param {string | undefined} sha
    @returns {Promise<{response: Response, blob: Blob}>} */
async function ourFile(url, sha) {
  for (const cache of /** @type {RequestCache[]} */ (["force-cache", "no-cache"])) {
    const last = cache === "no-cache";
    let response;
    try {
      response = await fetch(new Request(url, { cache }));
    } catch (err) {
      if (last) throw err;
      continue;
    }
    if (!response.ok) {
      if (last) throw new Error(`${url}: HTTP ${response.status}`);
      continue;
    }
    const blob = await response.blob();
    if (sha && (await sha256(await blob.arrayBuffer())) === sha) return { response, blob };
  }
  throw new Error(`${url}: not this build's file`);
}

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      /** @param {string} url */
      const pyodideFile = (url) =>
        new URL(cacheKey(new URL(url, self.location.href))).pathname.startsWith(PYODIDE_FILES);
      /** @param {string} url */
      const keepOne = async (url) => {
        const key = cacheKey(new URL(url, self.location.href));
        const sha = HASHES.get(new URL(key).pathname);
        const cache = await cacheFor(key);
        // Pyodide's files already kept (by a worker or an earlier build) and still intact stay.
        if (pyodideFile(url) && (await verified(cache, key, sha))) return;
        const { response, blob } = await ourFile(url, sha);
        await cache.put(key, withBody(response, blob));
      };
      try {
        // Our files first, then Pyodide's one by one: by then the engine's worker has kept what it
        // downloaded (its keeper's writes take a moment), so a first visit downloads nothing twice.
        await Promise.all(PRECACHE.filter((url) => !pyodideFile(url)).map(keepOne));
        for (const url of PRECACHE.filter(pyodideFile)) await keepOne(url);
      } catch (err) {
        await caches.delete(CACHE); // nothing half-kept under this build's name
        throw err;
      }
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter(
            (n) => n.startsWith(PREFIX) && ![CACHE, PYODIDE_CACHE, SNAPSHOT_CACHE, BOTS_SNAPSHOT_CACHE].includes(n),
          )
          .map((n) => caches.delete(n)),
      );
      await sw.clients.claim();
    })(),
  );
});

/** The response to a request of the site's own: this build's file from the caches, else the network's.
    @param {FetchEvent} event
    @param {string} key
    @param {string | undefined} sha */
async function answer(event, key, sha) {
  const request = event.request;
  if (sha) {
    const kept = await verified(await cacheFor(key), key, sha);
    if (kept) return kept;
  }
  try {
    const response = await fetch(request);
    // Kept (precached, or on demand) only when it is this build's file; served either way: the
    // network is the authority (a newer build's file is for a newer worker to keep).
    if (sha && response.ok) event.waitUntil(keepIfOurs(key, response.clone(), sha));
    return response;
  } catch (err) {
    if (request.mode === "navigate") {
      // Offline: any page of the site opens as the site's page (checked like any other read).
      const page = await verified(await caches.open(CACHE), SCOPE.href, HASHES.get(SCOPE.pathname));
      if (page) return page;
    }
    throw err;
  }
}

sw.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const key = cacheKey(url);
  const sha = HASHES.get(new URL(key).pathname);
  if (!sha && request.mode !== "navigate") return; // no hash: the network's, never a cache's
  event.respondWith(answer(event, key, sha));
});
