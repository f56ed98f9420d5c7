/* The files a game page downloads packed with xz (sitebuild/wasm_xz.py), for the engine's worker
   (js/engine/host.js): the engine, decoded whole (unpacked); the standard library, decoded whole on a
   first visit and kept so, which a later visit reads instead (keptZip: as for the WebAssembly below,
   found at once by the worker's first part and checked against its SHA-256; the library is per build,
   its hash the build's, so a new build's worker drops the old one's and downloads its own); and
   Pyodide's WebAssembly, compiled as it arrives (pyodideWasm), from one of two places.

   - A first visit downloads it packed with xz (pyodide.asm.wasm.xz, 2.6 MB against 3.55 MB as a
     host gzips the plain file: sitebuild/wasm_xz.py) and decodes it as a stream straight into
     WebAssembly.compileStreaming, so that decoding and compiling overlap the download. A file that
     does not decode (damaged, cut short: xz checks each block) fails at once as a download. The
     decoded bytes are kept in Pyodide's cache under the plain file's address, as a plain
     `application/wasm` response, once they are checked to be Pyodide's (their SHA-256) and the
     engine has answered (keep()).
   - A later visit compiles that kept response as Cache Storage gives it, never rebuilt from its
     bytes: the browser's code cache of compiled WebAssembly follows only such a response (one made
     from bytes gets none). The worker's first part (js/engine/worker.js) starts that compile at once,
     and checks the file all the same, in parallel: read again and hashed; Pyodide instantiates
     nothing before the check passed (host.js awaits `module`). A kept file
     that fails to compile or to match is dropped and the packed file downloaded again. */

import { wholeZip } from "./zip-check.js";

/** How the worker's first part found the WebAssembly (js/engine/worker.js's WasmSource).
    @typedef {import("./worker.js").WasmSource} WasmSource */
/** The decoder's module (xz-decompress). @typedef {typeof import("../xz-decompress.js")} XzDecoder */

/** @param {ArrayBuffer} digest @returns {string} it in hex */
const hex = (digest) => Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");

/** @param {ArrayBuffer} bytes @returns {Promise<string>} the hex SHA-256 */
async function sha256(bytes) {
  return hex(await crypto.subtle.digest("SHA-256", bytes));
}

/** `stream`, whose failure (a damaged or cut file the decoder refuses) is said by `failed` first.
    @param {ReadableStream<Uint8Array>} stream
    @param {(err: unknown) => void} failed
    @returns {ReadableStream<Uint8Array>} */
function watched(stream, failed) {
  const reader = stream.getReader();
  return new ReadableStream({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      } catch (err) {
        failed(err);
        controller.error(err);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}

/** What downloading and decoding a packed file needs.
    @typedef {Object} Unpacking
    @property {(url: string) => Promise<Response>} fetchIt the worker's fetch (its network lock: it
              checks the status, says a failed download and keeps Pyodide's files for the offline cache)
    @property {Promise<XzDecoder>} decoder
    @property {(detail: string) => void} downloadFailed says a file could not be downloaded */

/** The packed file at `url` downloaded and decoded as it comes: the decoded stream; a file that does
    not decode (damaged, cut short: xz checks each block), or a decoder that cannot be loaded, is said
    as a download failure first.
    @param {string} url
    @param {Unpacking} unpacking
    @returns {Promise<ReadableStream<Uint8Array>>} */
async function decoding(url, { fetchIt, decoder, downloadFailed }) {
  const name = new URL(url).pathname;
  const response = await fetchIt(url); // (a failure is said by the lock)
  if (!response.ok || !response.body) throw new Error(`${name}: HTTP ${response.status}`);
  let XzReadableStream;
  try {
    ({ XzReadableStream } = await decoder);
  } catch (err) {
    downloadFailed(`the decoder of ${name}: ${err instanceof Error ? err.message : err}`);
    throw err;
  }
  return watched(new XzReadableStream(response.body), (err) =>
    downloadFailed(`${name}: damaged (${err instanceof Error ? err.message : err})`),
  );
}

/** The packed zip of the site at `url` (the engine), downloaded and decoded
    whole, and found whole (a zip's end record: else said as a damaged download).
    @param {string} url
    @param {Unpacking} unpacking
    @returns {Promise<ArrayBuffer>} */
export async function unpacked(url, unpacking) {
  const bytes = await new Response(await decoding(url, unpacking)).arrayBuffer();
  if (!wholeZip(new Uint8Array(bytes))) {
    unpacking.downloadFailed(`${new URL(url).pathname}: damaged (no end record)`);
    throw new TypeError(`${url} is damaged`);
  }
  return bytes;
}

/** Drop what an earlier visit kept under `url` (nothing to drop when storage is blocked).
    @param {string} cacheName @param {string} url */
async function dropKept(cacheName, url) {
  await caches
    .open(cacheName)
    .then((cache) => cache.delete(url))
    .catch(() => {});
}

/** Keep the bytes this visit decoded under `url`, when their SHA-256 is `expected` (else say so: not kept).
    @param {{cacheName: string, url: string, expected: string, type: string, what: string}} where
    @param {ArrayBuffer | Blob} bytes */
async function keepChecked({ cacheName, url, expected, type, what }, bytes) {
  const buffer = bytes instanceof Blob ? await bytes.arrayBuffer() : bytes;
  if ((await sha256(buffer)) !== expected) {
    console.warn(`Factor Games: the decoded ${what} is not this build's; not kept.`);
    return;
  }
  const headers = { "content-type": type, date: new Date().toUTCString() }; // (when kept)
  await (await caches.open(cacheName)).put(url, new Response(buffer, { headers }));
}

/** A zip of the site Python reads on every start (the standard library): the decoded bytes an earlier
    visit kept (`source`, read by the worker's first part), when their SHA-256 is the build's; else
    downloaded packed, decoded whole and checked whole (unpacked), and kept by `keep()` (once, after
    the engine's first answer) when they are the build's. A kept entry that is not is dropped.
    @param {Object} options
    @param {Promise<import("./worker.js").KeptZip | null>} options.source what the worker's first part found
    @param {string} options.cacheName the cache it is kept in (Pyodide's)
    @param {string} options.url the plain file's address, the key the decoded bytes are kept under
    @param {string} options.packedUrl the packed file's
    @param {string} options.sha256 the decoded file's hex SHA-256 (build.py writes it)
    @param {Unpacking} options.unpacking
    @returns {{bytes: Promise<ArrayBuffer>, keep: () => Promise<void>}} keep() settles once it is kept
      (or not: it never rejects) */
export function keptZip({ source, cacheName, url, packedUrl, sha256: expected, unpacking }) {
  /** The bytes this visit decoded, until keep() takes them. @type {ArrayBuffer | null} */
  let decoded = null;
  async function read() {
    const found = await source;
    if (found) {
      if (hex(found.digest) === expected) return found.bytes;
      console.warn(`Factor Games: the kept ${new URL(url).pathname} is not this build's; downloaded again.`);
      await dropKept(cacheName, url);
    }
    decoded = await unpacked(packedUrl, unpacking);
    return decoded;
  }
  const where = { cacheName, url, expected, type: "application/zip", what: new URL(url).pathname };
  return {
    bytes: read(),
    keep() {
      const bytes = decoded;
      decoded = null; // (once)
      return bytes ? keepChecked(where, bytes).catch(() => {}) : Promise.resolve(); // storage blocked or full: decoded again next time
    },
  };
}

/** Pyodide's WebAssembly, compiled (`module`), and `keep()`, which keeps what this visit decoded.
    @param {Object} options
    @param {Promise<WasmSource>} options.source what the worker's first part found or started
    @param {Promise<XzDecoder>} options.decoder the decoder, as the worker's first part imports it
    @param {string} options.cacheName Pyodide's cache
    @param {string} options.url the plain file's address, the key the decoded bytes are kept under
    @param {string} options.packedUrl the packed file's
    @param {string} options.sha256 the plain file's hex SHA-256
    @param {(url: string) => Promise<Response>} options.fetchIt the worker's fetch (its network lock:
           it checks the status, says a failed download and keeps the packed file for the offline cache)
    @param {typeof WebAssembly.compileStreaming} options.compileReported compiles, and says why it failed
    @param {(detail: string) => void} options.downloadFailed says a file could not be downloaded
    @returns {{module: Promise<WebAssembly.Module>, keep: () => Promise<void>}} keep() settles once it is
      kept (or not: it never rejects) */
export function pyodideWasm({
  source,
  cacheName,
  url,
  packedUrl,
  sha256: expected,
  fetchIt,
  compileReported,
  downloadFailed,
  decoder,
}) {
  /** The bytes this visit decoded, until keep() takes them. @type {Promise<Blob> | null} */
  let decoded = null;
  /** The kept file compiled (by the worker's first part), once its hash is found to be Pyodide's.
      @param {import("./worker.js").KeptWasm} kept */
  async function fromKept(kept) {
    const [module, digest] = await Promise.all([kept.module, kept.digest]);
    if (hex(digest) !== expected) throw new Error("the kept WebAssembly is not Pyodide's");
    return module;
  }

  /** The packed file downloaded, decoded as it comes and compiled as it is decoded. */
  async function fromPacked() {
    const bytes = await decoding(packedUrl, { fetchIt, decoder, downloadFailed });
    const [toCompile, toKeep] = bytes.tee();
    decoded = new Response(toKeep).blob();
    decoded.catch(() => {}); // (nothing to keep)
    return compileReported(new Response(toCompile, { headers: { "content-type": "application/wasm" } }));
  }

  async function compile() {
    const found = await source;
    if (found.kept) {
      try {
        return await fromKept(found.kept);
      } catch (err) {
        console.warn("Factor Games: the kept WebAssembly is dropped and downloaded again.", err);
        await dropKept(cacheName, url);
      }
    }
    return fromPacked();
  }

  const where = { cacheName, url, expected, type: "application/wasm", what: "WebAssembly" };
  return {
    module: compile(),
    keep() {
      const pending = decoded;
      decoded = null; // (once, after the engine's first answer)
      return pending ? pending.then((blob) => keepChecked(where, blob)).catch(() => {}) : Promise.resolve(); // storage blocked or full: decoded again next time
    },
  };
}
