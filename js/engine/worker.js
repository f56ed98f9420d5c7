/* The engine's Web Worker (a module, started by js/engine/boot.js), its first part. It imports nothing:
   a static import costs a round trip before any code runs, and on a school network the page's own
   modules queue before it (measured at 10 Mbit/s: Pyodide's downloads began 0.3 s later). It starts
   those downloads at once (the standard library and Pyodide's WebAssembly, packed with xz, unless an
   earlier visit kept them decoded, which it then reads at once; the decoder of the packed files),
   and holds the page's messages until the rest, js/engine/host.js, has loaded and listens. */

/** When this part began to run (ms since the epoch: js/engine/host.js reports it as "worker-ran"). */
const ran = performance.timeOrigin + performance.now();

/** Pyodide's files (build.py writes the version). */
const PYODIDE_FILES = new URL("../../pyodide/__PYODIDE__/", import.meta.url).href;
/** The standard library the engine runs, trimmed and compiled by build.py: the address Pyodide asks
    for and the decoded bytes are kept under; a first visit downloads it packed with xz (0.60 MB
    against 0.88 MB as a host gzips it deflated: sitebuild/wasm_xz.py). */
const STDLIB = new URL("../../py/python_stdlib.pyc.zip", import.meta.url).href;
const STDLIB_XZ = `${STDLIB}.xz`;

/** The cache of Pyodide's files (js/shared/names.js's PYODIDE_CACHE_PREFIX and the version: build.py writes both). */
const PYODIDE_CACHE = `${"__PYODIDE_CACHE_PREFIX__"}__PYODIDE__`;
/** Pyodide's WebAssembly, and it packed with xz (sitebuild/wasm_xz.py): what a first visit downloads. */
const WASM = `${PYODIDE_FILES}pyodide.asm.wasm`;
const WASM_XZ = `${WASM}.xz`;

/** Downloads started now, by address: js/engine/host.js's network lock takes each at the first
    request of its address, and checks and keeps it as any other. */
/** @type {Map<string, Promise<Response>>} */
const ahead = new Map();

/** The decoder of the packed files (xz-decompress, wrapped by sitebuild/wasm_xz.py).
    @typedef {typeof import("../xz-decompress.js")} XzDecoder */
/** @type {Promise<XzDecoder>} */
const decoder = import("../xz-decompress.js");
decoder.catch(() => {}); // handled where it is awaited

/** Pyodide's WebAssembly as this visit gets it: the bytes an earlier visit decoded and kept, compiled
    at once from Cache Storage's own response (which the browser's code cache of compiled WebAssembly
    can follow) and, meanwhile, read again and hashed (`kept`: js/engine/packed-files.js awaits both
    and compares the hash), else null, and the packed file is asked for now (in `ahead`).
    @typedef {{module: Promise<WebAssembly.Module>, digest: Promise<ArrayBuffer>}} KeptWasm
    @typedef {{kept: KeptWasm | null}} WasmSource */
/** @type {Promise<WasmSource>} */
const wasm = (async () => {
  try {
    const cache = await self.caches.open(PYODIDE_CACHE);
    const kept = await cache.match(WASM);
    if (kept) {
      const module = WebAssembly.compileStreaming(kept);
      const digest = cache
        .match(WASM)
        .then((again) => (again ? again.arrayBuffer() : new ArrayBuffer(0)))
        .then((bytes) => crypto.subtle.digest("SHA-256", bytes));
      for (const started of [module, digest]) started.catch(() => {}); // handled where they are awaited
      return { kept: { module, digest } };
    }
  } catch {
    /* no Cache Storage here (or it is blocked): downloaded */
  }
  const packed = fetch(WASM_XZ);
  packed.catch(() => {}); // handled where taken
  ahead.set(WASM_XZ, packed); // (taken by the lock, which keeps it for the offline cache)
  return { kept: null };
})();

/** The standard library as an earlier visit kept it decoded (in Pyodide's cache): its bytes and their
    SHA-256 (js/engine/packed-files.js compares it with the build's), read once the kept WebAssembly is
    checked (what the start waits on: on 2 cores the two reads and hashes slowed each other); else
    null, and the packed file is asked for at once (in `ahead`).
    @typedef {{bytes: ArrayBuffer, digest: ArrayBuffer}} KeptZip */
/** @type {Promise<KeptZip | null>} */
const stdlib = (async () => {
  try {
    const kept = await (await self.caches.open(PYODIDE_CACHE)).match(STDLIB);
    if (kept) {
      await wasm.then(({ kept: wasmKept }) => wasmKept?.digest).catch(() => {});
      const bytes = await kept.arrayBuffer();
      return { bytes, digest: await crypto.subtle.digest("SHA-256", bytes) };
    }
  } catch {
    /* no Cache Storage here (or it is blocked, or the entry could not be read): downloaded */
  }
  const packed = fetch(STDLIB_XZ);
  packed.catch(() => {}); // handled where taken
  ahead.set(STDLIB_XZ, packed); // (taken by the lock, which checks it like any other)
  return null;
})();

/** Pyodide's runtime module, imported now: it loads while the snapshot is read. */
/** @type {Promise<PyodideRuntime>} */
const runtime = import(`${PYODIDE_FILES}pyodide.asm.mjs`);
runtime.catch(() => {}); // handled where it is awaited
/** When it loaded (ms since the epoch: js/engine/host.js reports it as "runtime-loaded"). */
const runtimeLoaded = runtime.then(() => performance.timeOrigin + performance.now());
runtimeLoaded.catch(() => {}); // (a failure: handled where the runtime is awaited)

/** @type {(import("./protocol.js").ToWorker | null)[]} */
const held = [];
/** @param {Event} event */
const hold = (event) => {
  held.push(/** @type {MessageEvent<import("./protocol.js").ToWorker | null>} */ (event).data);
};
self.addEventListener("message", hold);

/** Hand the messages that came so far to js/engine/host.js's listeners, and stop holding: called once
    they all listen (one task, so no message comes between). */
function release() {
  self.removeEventListener("message", hold);
  for (const data of held.splice(0)) self.dispatchEvent(new MessageEvent("message", { data }));
}

/** Pyodide's runtime module (pyodide.asm.mjs): its default export makes the module loadPyodide runs.
    @typedef {{default: NonNullable<import("pyodide").PyodideConfig["createPyodideModule"]>}} PyodideRuntime */

/** What this part hands to the rest.
    @typedef {{ran: number, runtimeLoaded: Promise<number>, PYODIDE_FILES: string, STDLIB: string, STDLIB_XZ: string, PYODIDE_CACHE: string,
               WASM: string, WASM_XZ: string, ahead: Map<string, Promise<Response>>, wasm: Promise<WasmSource>,
               stdlib: Promise<KeptZip | null>,
               decoder: Promise<XzDecoder>,
               runtime: Promise<PyodideRuntime>, release: () => void}} Early */

// A part that cannot be loaded fails as this file would: the page hears the worker's error event.
import("./host.js")
  .then((host) =>
    host.start({
      ran,
      runtimeLoaded,
      PYODIDE_FILES,
      STDLIB,
      STDLIB_XZ,
      stdlib,
      PYODIDE_CACHE,
      WASM,
      WASM_XZ,
      ahead,
      wasm,
      decoder,
      release,
      runtime,
    }),
  )
  .catch((err) =>
    setTimeout(() => {
      throw err;
    }),
  );
