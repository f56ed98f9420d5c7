/* The engine's worker's network lock (js/engine/host.js): fetch reaches the site's own files
   only, the other ways out are removed, and Pyodide's files are kept in the offline cache as they
   come. (Pupils' bots run elsewhere, where the browser itself allows no connection: js/bots/sandbox.js.) */

import { wholeZip } from "./zip-check.js";

/** A function that keeps a downloaded file of `pyodideFiles` (a folder's address) in the cache
    named `cacheName`, so that it is never downloaded twice (unless kept already: a repeat visit
    writes nothing), and returns the response.
    @param {string} pyodideFiles
    @param {string} cacheName
    @returns {(url: URL, response: Response) => Response} */
export function keeper(pyodideFiles, cacheName) {
  return (url, response) => {
    if (!url.href.startsWith(pyodideFiles) || !response.ok || !self.caches) return response;
    const copy = response.clone();
    self.caches
      .open(cacheName)
      .then(async (cache) => {
        if (await cache.match(url.href)) await copy.body?.cancel();
        else await cache.put(url.href, copy);
      })
      .catch(() => {});
    return response;
  };
}

/** Make `fetch` refuse every address outside `site` (a folder's URL), and answer the site's own
    with `own(url, fetchIt)` (fetchIt: the real fetch of that request); remove XMLHttpRequest,
    WebSocket, EventSource and WebTransport. `who` names the worker in the refusal. Returns the
    real XMLHttpRequest, for a synchronous download of the site's own.
    @param {URL} site
    @param {string} who
    @param {(url: URL, fetchIt: () => Promise<Response>) => Promise<Response>} own
    @returns {typeof XMLHttpRequest} */
export function lockNetwork(site, who, own) {
  const realFetch = self.fetch.bind(self);
  const RealXHR = self.XMLHttpRequest;
  self.fetch = async (input, init) => {
    // One request, made once: the address checked is the address fetched (a Request whose url
    // getter lies, or an object whose text changes between two reads, cannot pass one and fetch another).
    /** @type {Request} */
    let request;
    try {
      request = new Request(input instanceof Request ? input : new URL(String(input), self.location.href), init);
    } catch {
      throw new TypeError(`${who} fetches only the site's own files, not ${String(input).slice(0, 100)}`);
    }
    const url = new URL(request.url);
    if (url.origin !== site.origin || !url.pathname.startsWith(site.pathname)) {
      throw new TypeError(`${who} fetches only the site's own files, not ${url.origin}`);
    }
    return own(url, () => realFetch(request));
  };
  /** The worker's scope, by the names of its ways out (removed below). */
  const scope = /** @type {{[name: string]: unknown}} */ (/** @type {unknown} */ (self));
  for (const name of ["XMLHttpRequest", "WebSocket", "EventSource", "WebTransport"]) {
    try {
      delete scope[name];
      scope[name] = undefined;
    } catch {
      /* not present in this browser */
    }
  }
  return RealXHR;
}

/** Give Python the site's files it fetches synchronously (an import, a table read, cannot wait),
    through the real XMLHttpRequest (`OwnXHR`, from lockNetwork): self.factorgamesFullStdlib, the whole
    standard library at `fullStdlib` for the safety net (_stdlib_fallback, in the trimmed one), fetched
    only when Python imports a module the build left out and kept for the offline cache (`keep`) like
    Pyodide's other files; and self.factorgamesSiteFile(path), a file of the site (`path` from its root,
    `site`): a table the engine reads when a game first needs it (py/factorgames/solve/removal_table.py).
    @param {{OwnXHR: typeof XMLHttpRequest, site: URL, fullStdlib: string,
             keep: (url: URL, response: Response) => Response}} options */
export function syncFiles({ OwnXHR, site, fullStdlib, keep }) {
  self.factorgamesFullStdlib = () => {
    const request = new OwnXHR();
    request.open("GET", fullStdlib, false);
    request.responseType = "arraybuffer";
    request.send();
    const bytes = new Uint8Array(request.response || new ArrayBuffer(0));
    if (request.status !== 200 || !wholeZip(bytes))
      throw new Error(`${fullStdlib}: HTTP ${request.status}, ${bytes.length} bytes`);
    keep(new URL(fullStdlib), new Response(bytes, { headers: { "content-type": "application/zip" } }));
    return bytes;
  };
  self.factorgamesSiteFile = (path) => {
    const request = new OwnXHR();
    request.open("GET", new URL(path, site).href, false);
    request.responseType = "arraybuffer";
    request.send();
    if (request.status !== 200) throw new Error(`${path}: HTTP ${request.status}`);
    return new Uint8Array(request.response);
  };
}
