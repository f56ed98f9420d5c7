/* Factor Games service worker: cache-first, so that after one visit the site loads and
   plays offline. build.py writes dist/sw.js from this template: the cache name is a hash
   of every built file, so a new build installs a new cache and the old one is deleted. */
"use strict";

const CACHE = "__CACHE_NAME__";
const PRECACHE = ["__PRECACHE__"];
const PREFIX = "factorgames-";

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // "reload": take the files from the server, not from the HTTP cache.
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: "reload" })));
      await self.skipWaiting();
    })()
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))
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
      const hit = await cache.match(key, { ignoreSearch: true });
      if (hit) return hit;
      try {
        return await fetch(request);
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
