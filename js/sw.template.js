/* Factor Games service worker: cache-first, so that after one visit the site loads and
   plays offline. build.py writes dist/sw.js from this template: the cache name is a hash
   of every built file, so a new build installs a new cache and the old one is deleted.

   Nothing is downloaded twice. Pyodide's files live under their version (pyodide/314.0.7/...)
   and never change there: the engine's worker puts each one it downloads into the cache named
   by that version (PYODIDE_CACHE), which every build of the same Pyodide shares; installing
   takes from the network only what is not there yet. Our own small files are revalidated with
   the server (a 304 when the page already has them), so a new build never caches an old file. */
"use strict";

const CACHE = "__CACHE_NAME__";
const PYODIDE_CACHE = "__PYODIDE_CACHE__";
const PRECACHE = ["__PRECACHE__"];
/* Fetched only when a game needs them (the 7x7 tables): kept here the first time, for offline play. */
const ON_DEMAND = new Set(["__ON_DEMAND__"].map((url) => new URL(url, self.location.href).pathname));
const PREFIX = "factorgames-";
const SNAPSHOT_CACHE = "factorgames-snapshot"; // the engine's memory snapshot, kept by worker-engine.js
const PYODIDE_FILES = "./pyodide/";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const pyodide = await caches.open(PYODIDE_CACHE);
      const ours = PRECACHE.filter((url) => !url.startsWith(PYODIDE_FILES));
      await cache.addAll(ours.map((url) => new Request(url, { cache: "no-cache" })));
      for (const url of PRECACHE.filter((u) => u.startsWith(PYODIDE_FILES))) {
        if (!(await pyodide.match(url))) await pyodide.add(url);
      }
      await self.skipWaiting();
    })()
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && ![CACHE, PYODIDE_CACHE, SNAPSHOT_CACHE].includes(n)).map((n) => caches.delete(n))
      );
      await self.clients.claim();
    })()
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const scope = new URL(self.registration.scope);
      const page = url.pathname === scope.pathname || url.pathname === scope.pathname + "index.html";
      const key = page ? scope.href : request;
      const hit = (await cache.match(key, { ignoreSearch: true })) ||
        (await (await caches.open(PYODIDE_CACHE)).match(key, { ignoreSearch: true }));
      if (hit) return hit;
      try {
        const response = await fetch(request);
        if (response.ok && ON_DEMAND.has(url.pathname)) await cache.put(url.pathname, response.clone());
        return response;
      } catch (err) {
        if (request.mode === "navigate") {
          const fallback = await cache.match(new URL(self.registration.scope).href);
          if (fallback) return fallback;
        }
        throw err;
      }
    })()
  );
});
