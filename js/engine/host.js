/* The engine's Web Worker, once its downloads are under way (js/engine/worker.js, its first part, started
   them and imports this): loads Pyodide and the factorgames package, then forwards each request
   (a JSON string) to factorgames.page.api.handle and posts the JSON string it returns.
   Messages in (js/engine/protocol.js's ToWorker):
                 {type: "hello", build, life}   (first: the page's build; a lock to hold while it lives)
                 {type: "snapshot", ...}  (from js/engine/boot.js, when it named this worker READ_BY_PAGE:
                                           the kept snapshot it reads, see snapshot-store.js)
                 {type: "request", id, request}   (request: JSON text)
   Messages out (protocol.js's FromWorker):
                 {type: "progress", step, steps, label}
                 {type: "ready", boot, watched, timings} | {type: "fatal", cause, message}   (boot: "snapshot" | "fresh";
                 watched: it holds the lock; cause: see js/engine/client.js)
                 {type: "working", id}   (it takes a request: a sign of life where no lock is held)
                 {type: "reply", id, response} | {type: "reply", id, error}

   Its network is locked: it fetches nothing but the site's own files (a page's meta CSP does
   not reach a worker), and it refuses to run for a page of another build. */
import { loadPyodide } from "../../pyodide/__PYODIDE__/pyodide.mjs"; // build.py writes the version
import * as snapshots from "./snapshot-store.js";
import { keeper, lockNetwork, syncFiles } from "./network-lock.js";
import { checkedZip } from "./zip-check.js";
import { READ_BY_PAGE, snapshotKey } from "../shared/names.js";
import { keptZip, pyodideWasm, unpacked } from "./packed-files.js";
import {
  StartFailure,
  installedHandle,
  reply,
  restoredHandle,
  siteOptions,
  thrownWords,
} from "../shared/python-host.js";

/** @typedef {import("./protocol.js").ToWorker} ToWorker */
/** @typedef {import("./protocol.js").HelloMessage} HelloMessage */
/** @typedef {import("./protocol.js").FromWorker} FromWorker */
/** @typedef {import("./protocol.js").StartPhase} StartPhase */
/** @typedef {import("./protocol.js").StartCause} StartCause */
/** @typedef {import("./protocol.js").BootKind} BootKind */
/** @typedef {import("./protocol.js").Timings} Timings */
/** @typedef {import("./snapshot-store.js").Kept} Kept */
/** Pyodide's API and loadPyodide's options (its npm package's types, see js/types/pyodide-site.d.ts).
    @typedef {import("pyodide").PyodideAPI} PyodideAPI
    @typedef {import("pyodide").PyodideConfig} PyodideConfig */
/** The engine's request handler, factorgames.page.api.handle: a request's JSON text in, the view's out.
    @typedef {import("../shared/python-host.js").Handle} Handle */

/** The engine's module whose handle answers the page. */
const API = "factorgames.page.api";

/** A message's data as the page posted it (js/engine/protocol.js), or none.
    @param {Event} event
    @returns {ToWorker | null} */
function pageMessage(event) {
  return /** @type {MessageEvent<ToWorker | null>} */ (event).data;
}

/** Start the engine with what js/engine/worker.js began (it imports this module, which imports
    nothing of it back): Pyodide's and the library's addresses, the downloads under way, Pyodide's
    runtime module, and `release`, which hands over the messages it held.
    @param {import("./worker.js").Early} early */
export function start(early) {
  const { ran, PYODIDE_FILES, STDLIB, STDLIB_XZ, stdlib, PYODIDE_CACHE, WASM, WASM_XZ, ahead, wasm, decoder } = early;
  const { release, runtime, runtimeLoaded } = early;
  // Written by build.py (sitebuild/stamps.py's BUILD_STAMPED): the one definition of the pages' is
  // js/shared/build-id.js's BUILD, which this module could import once the build no longer requires
  // the placeholder here.
  const BUILD = "__BUILD__";
  const STEPS = 3;
  const SITE = new URL("../../", import.meta.url);
  /** The page's first message: its build, and the name of the lock to hold. */
  /** @type {Promise<HelloMessage>} */
  const hello = new Promise((resolve) => {
    self.addEventListener("message", (event) => {
      const data = pageMessage(event);
      if (data && data.type === "hello") resolve(data);
    });
  });
  /** Say something to the page once it said hello: started early (by js/engine/boot.js, before the page's
      modules load), this worker starts Python meanwhile, and what it said before the page listens
      would be lost. */
  /** @param {FromWorker} message */
  const say = (message) => {
    hello.then(() => self.postMessage(message));
  };
  /** Post to the page now (it said hello: it sent a request).
      @param {FromWorker} message */
  const post = (message) => self.postMessage(message);
  /** @param {number} step @param {string} label */
  const progress = (step, label) => say({ type: "progress", step, steps: STEPS, label });
  /** Marks a label for the catalogs: the page translates what the worker says (js/shared/i18n.js).
      @param {string} message */
  const N_ = (message) => message;

  /** When each step of the start ended (ms since the epoch, so that the page can place them on its own
      timeline: js/engine/client.js marks them as "factorgames:worker:<step>"; bench_web.py reads them). */
  /** @type {Timings} */
  const timings = {};
  /** @param {StartPhase} step */
  const timed = (step) => {
    timings[step] = performance.timeOrigin + performance.now();
  };
  timings["worker-ran"] = ran;
  runtimeLoaded.then((at) => (timings["runtime-loaded"] = at)).catch(() => {}); // (a failure: handled where Pyodide awaits it)

  // ------------------------------------------------------------------------------ the network lock, damaged files

  /** Keep a downloaded Pyodide file for the offline cache, so that it is never downloaded twice. */
  const keep = keeper(PYODIDE_FILES, PYODIDE_CACHE);
  /** @type {string | null} */
  let failedDownload = null; // a file of the site that could not be fetched, or came damaged, while starting

  /** Say at once that a file could not be fetched: Pyodide's loader only logs some failures.
      @param {string} detail */
  function downloadFailed(detail) {
    if (failedDownload) return;
    failedDownload = detail;
    say({ type: "fatal", cause: "download", message: detail });
  }

  /** @type {Promise<WebAssembly.Module> | null} */
  let compiled = null; // Pyodide's WebAssembly, compiled as soon as this module runs (below)

  /** What decoding a packed file of the site needs (js/engine/packed-files.js): this worker's locked fetch. */
  const unpacking = { fetchIt: (/** @type {string} */ url) => self.fetch(url), decoder, downloadFailed };
  /** A packed zip of the site decoded whole. @param {string} url */
  const unpackedZip = (url) => unpacked(url, unpacking);

  /* Every download is checked and kept here, those worker.js started too: each is taken by the
     first request of its address (the standard library's packed file by the decoding above). */
  const OwnXHR = lockNetwork(SITE, "Factor Games' worker", async (url, fetchIt) => {
    if (url.href === WASM && compiled) return PRECOMPILED; // each of Pyodide's requests (a restore that failed, then a boot)
    if (url.href === STDLIB) {
      // never downloaded plain: the bytes kept, or the packed file decoded (each of Pyodide's requests)
      const bytes = await stdlibFile.bytes.catch((err) => {
        downloadFailed(`${url.pathname}: ${err instanceof Error ? err.message : err}`);
        throw err;
      });
      return new Response(bytes, { headers: { "content-type": "application/zip" } });
    }
    const started = ahead.get(url.href);
    ahead.delete(url.href);
    let response;
    try {
      response = await (started || fetchIt());
    } catch (err) {
      downloadFailed(`${url.pathname}: ${err instanceof Error ? err.message : err}`);
      throw err;
    }
    if (!response.ok) downloadFailed(`${url.pathname}: HTTP ${response.status}`);
    else if (url.pathname.endsWith(".zip")) response = await checkedZip(url, response, downloadFailed);
    return keep(url, response);
  });

  /** The standard library, kept decoded or downloaded packed (js/engine/packed-files.js): what
      Pyodide's request for it gets (through the lock above), decoded as soon as it is in. */
  const stdlibSha256 = "__STDLIB_SHA256__"; // build.py writes the hash of py/python_stdlib.pyc.zip
  const stdlibFile = keptZip({
    source: stdlib,
    cacheName: PYODIDE_CACHE,
    url: STDLIB,
    packedUrl: STDLIB_XZ,
    sha256: stdlibSha256,
    unpacking,
  });
  stdlibFile.bytes.then(() => timed("stdlib-fetched")).catch(() => {}); // (a failure: said as a download)

  /** WebAssembly.instantiateStreaming of the module compiled at once (below) for PRECOMPILED, else as it was.
      @param {typeof WebAssembly.instantiateStreaming} own
      @returns {typeof WebAssembly.instantiateStreaming} */
  function instantiateStreaming(own) {
    return async (source, imports) => {
      if ((await source) !== PRECOMPILED || !compiled) return own(source, imports); // (compiled: whenever PRECOMPILED is)
      const module = await compiled;
      const instance = await WebAssembly.instantiate(module, imports);
      timed("instantiated");
      return { module, instance };
    };
  }
  /** `call`, which says why it failed: Pyodide only logs a WebAssembly module that does not compile,
      and waits for ever (a damaged download).
      @template {unknown[]} A
      @template R
      @param {(...args: A) => Promise<R>} call
      @returns {(...args: A) => Promise<R>} */
  function reported(call) {
    return (...args) =>
      call(...args).catch((err) => {
        if (err instanceof WebAssembly.CompileError) downloadFailed(`Pyodide's WebAssembly: ${err.message}`);
        else say({ type: "fatal", cause: "engine", message: `Pyodide's WebAssembly: ${err}` });
        throw err;
      });
  }
  WebAssembly.compileStreaming = reported(WebAssembly.compileStreaming.bind(WebAssembly));
  // (both of instantiate's forms: bytes give {module, instance}, a module its instance)
  WebAssembly.instantiate = /** @type {typeof WebAssembly.instantiate} */ (
    reported(WebAssembly.instantiate.bind(WebAssembly))
  );
  WebAssembly.instantiateStreaming = reported(instantiateStreaming(WebAssembly.instantiateStreaming.bind(WebAssembly)));
  /* Pyodide compiles its WebAssembly only once its own JavaScript has loaded, and once it knows how
     Python starts (from the kept snapshot or afresh: reading the snapshot decides). It is compiled
     now instead (on other threads, as it downloads: js/engine/packed-files.js); Pyodide's request for
     it gets PRECOMPILED, which WebAssembly.instantiateStreaming above knows. */
  const PRECOMPILED = new Response(null);
  const compilers = { compileReported: WebAssembly.compileStreaming };
  const sha256 = "__PYODIDE_WASM_SHA256__"; // build.py writes the hash of pyodide.asm.wasm
  const wanted = { source: wasm, cacheName: PYODIDE_CACHE, url: WASM, packedUrl: WASM_XZ, sha256 };
  const wasmSource = pyodideWasm({ ...wanted, ...unpacking, ...compilers });
  const compiling = wasmSource.module;
  compiled = compiling;
  compiling.then(() => timed("wasm-compiled")).catch(() => {}); // (a failure: handled where Pyodide instantiates it)
  /** @param {Promise<unknown> | undefined} part @param {StartPhase} step */
  const timedPart = (part, step) => part?.then(() => timed(step)).catch(() => {}); // (the kept file's compile, its check)
  wasm.then(({ kept }) => [timedPart(kept?.module, "wasm-module"), timedPart(kept?.digest, "wasm-digest")]);
  const FULL_STDLIB = `${PYODIDE_FILES}python_stdlib.full.pyc.zip`; // build.py's bytecode.STDLIB_PYC
  syncFiles({ OwnXHR, site: SITE, fullStdlib: FULL_STDLIB, keep }); // for Python, which cannot wait

  // ------------------------------------------------------------------------------ start-up

  /** Hold the page's lock for as long as this worker lives: its death frees it, which the page
      hears even when this worker dies in the middle of a long request. Resolves with whether it is held. */
  const watched = hello.then(
    /** @returns {Promise<boolean>} */
    ({ life }) =>
      new Promise((resolve) => {
        try {
          navigator.locks
            .request(life, () => {
              resolve(true);
              return new Promise(() => {}); // held until this worker ends
            })
            .catch(() => resolve(false));
        } catch {
          resolve(false); // no Web Locks here (or storage blocked)
        }
      }),
  );

  // ------------------------------------------------------------------------------ the snapshot

  /* A memory snapshot of the interpreter with the engine imported, made on a first visit and kept
     per build (js/engine/snapshot-store.js): a repeat visit restores it instead of booting Python (several
     times faster). Pyodide's snapshot API is private and a snapshot only fits the build of Pyodide
     that made it, so the key names both builds, and anything that goes wrong falls back to a normal boot. */
  const SNAPSHOT_KEY = snapshotKey(SITE, "__PYODIDE__", BUILD); // never fetched (build.py writes the version)

  /** The kept snapshot ({bytes, length}, see snapshot-store.js) or null: read by the page while this
      worker started (js/engine/boot.js names the worker so), else read here at once. */
  const snapshotRead = self.name === READ_BY_PAGE ? snapshots.readByPage() : snapshots.readKept(SNAPSHOT_KEY);

  // ------------------------------------------------------------------------------ start-up

  /** Pyodide, loaded with the site's options and `options`.
      @param {PyodideConfig} options
      @returns {Promise<PyodideAPI>} */
  function boot(options) {
    return loadPyodide({
      ...siteOptions({
        indexURL: PYODIDE_FILES,
        // Compiled by build.py (no source to compile here), and only the modules the engine runs.
        stdLibURL: STDLIB,
        createPyodideModule: async (settings) => (await runtime).default(settings),
        stderr: (line) => console.warn(line),
      }),
      ...options,
    });
  }

  /** The engine's request handler from a kept snapshot, checked; throws when it does not fit.
      @param {Kept} kept
      @returns {Promise<Handle>} */
  async function restore(kept) {
    const memory = kept.bytes.then((bytes) => {
      timed("snapshot-bytes");
      const unpacked = snapshots.unpack({ bytes, length: kept.length });
      timed("snapshot-unpacked");
      return unpacked;
    });
    memory.catch(() => {}); // handled inside boot, maybe after Pyodide's own files failed
    const pyodide = await boot({ _loadSnapshot: memory }); // a promise: Pyodide's own files load meanwhile
    timed("restored");
    const handle = restoredHandle(pyodide, API, BUILD);
    JSON.parse(handle(JSON.stringify({ op: "view" }))); // the engine answers
    timed("checked");
    return handle;
  }

  /** The snapshot a fresh start made, until it is kept: after the first answer (packing it would
      delay that), or a few seconds after the start when no request comes. */
  /** @type {Uint8Array | null} */
  let unkept = null;
  function keepSnapshot() {
    if (unkept) snapshots.keep(SNAPSHOT_KEY, unkept);
    unkept = null;
    wasmSource.keep(); // the WebAssembly decoded, for the next visit (once)
    stdlibFile.keep(); // and the standard library
  }

  /** Boot Python, unpack and import the engine; make a snapshot of it when allowed.
      @param {boolean} snapshotting
      @returns {Promise<Handle>} */
  async function fresh(snapshotting) {
    // Fetched (packed) once the WebAssembly is in, while Python boots: its bytes would only slow the WebAssembly's.
    const engineArchive = compiling
      .catch(() => {})
      .then(() => unpackedZip(new URL("../../py/factorgames.zip.xz", import.meta.url).href))
      .catch((err) => {
        throw new StartFailure("download", failedDownload || `engine archive: ${err}`);
      });
    engineArchive.catch(() => {}); // handled where it is awaited, maybe after the boot fails
    let pyodide;
    try {
      pyodide = await boot({ _makeSnapshot: snapshotting });
      timed("booted");
      pyodide.runPython("import _stdlib_fallback\n_stdlib_fallback.install()"); // a module left out still imports
    } catch (err) {
      const fetching = failedDownload || /fetch|import/i.test(String(err));
      throw new StartFailure(fetching ? "download" : "engine", failedDownload || String(err));
    }
    progress(2, N_("Loading the game engine…"));
    const archive = await engineArchive;
    timed("engine-fetched");
    try {
      const handle = installedHandle(pyodide, archive, API, BUILD);
      timed("engine-imported");
      progress(3, N_("Starting…"));
      if (snapshotting && (await hello).build === BUILD) {
        // (a page of another build: refused below)
        try {
          unkept = pyodide.makeMemorySnapshot(); // before any request: the engine as imported
        } catch (err) {
          console.warn("Factor Games: no snapshot kept; the next visit starts Python afresh.", err); // not fatal
        }
      }
      return handle;
    } catch (err) {
      if (err instanceof StartFailure) throw err;
      throw new StartFailure("engine", `the engine archive could not be used: ${err}`);
    }
  }

  /** The engine's request handler, and how Python started ("snapshot" or "fresh").
      @returns {Promise<{handle: Handle, boot: BootKind}>} */
  async function start() {
    progress(1, N_("Loading the Python runtime…"));
    const snapshot = await snapshotRead;
    timed("snapshot-read");
    if (snapshot) {
      try {
        return { handle: await restore(snapshot), boot: "snapshot" };
      } catch (err) {
        if (failedDownload) throw new StartFailure("download", failedDownload); // not the snapshot's fault
        console.warn("Factor Games: the kept snapshot could not be restored; starting Python afresh.", err);
        await snapshots.drop(SNAPSHOT_KEY);
      }
    }
    return { handle: await fresh(await snapshots.canKeep()), boot: "fresh" };
  }

  /** start(), at once (before the page's hello), for a page of this worker's build only. */
  async function startForThePage() {
    const started = start();
    const { build: asked } = await hello;
    if (asked !== BUILD) {
      started.catch(() => {});
      throw new StartFailure("version", `page build ${asked}, worker build ${BUILD}`);
    }
    return started;
  }

  const ready = startForThePage();
  ready.then(
    async ({ boot }) => {
      say({ type: "ready", boot, watched: await watched, timings });
      setTimeout(keepSnapshot, 3000);
    },
    (err) =>
      say({
        type: "fatal",
        cause: failedDownload ? "download" : err instanceof StartFailure ? err.cause : "engine",
        message: failedDownload || thrownWords(err),
      }),
  );

  self.addEventListener("message", async (event) => {
    const data = pageMessage(event);
    if (!data || data.type === "hello" || data.type === "snapshot") return; // (said above)
    const { id, request } = data;
    let handle;
    try {
      ({ handle } = await ready);
    } catch (err) {
      post({ type: "reply", id, error: "The game engine could not start." });
      return;
    }
    post({ type: "working", id });
    post(reply(handle, id, request));
    keepSnapshot();
  });
  release(); // the page's messages so far, now that every listener is here
}
