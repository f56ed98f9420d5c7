/* One bot's interpreter: a classic worker built inside the bots' sandbox frame (js/bots/sandbox-frame.js)
   from bytes the page handed over, with a Pyodide of its own (its WebAssembly compiled once, by the frame) holding the rules of the games and the
   bots' sandbox (py/bots.zip: factorgames.bots.sandbox and what it imports, never the solver). It
   runs one bot for one game, then its frame is removed.

   Its origin is opaque and its policy (the frame's) allows no connection: it has no Cache Storage,
   IndexedDB, localStorage or network. Pyodide's own requests for its files are answered from the
   bytes handed over. What a pupil's code can do here, even with all of JavaScript, is answer
   messages, which the frame relays only as replies to what was asked, and the page takes as
   proposals that the engine checks.

   What it does with Python (start it, restore a snapshot and check its build, install the engine
   and check its build, reply by id) is the site's Python host's (js/shared/python-host.js), which
   the engine's worker runs too; it comes as a blob: address like Pyodide's modules.

   Messages in:  {type: "start", pyodide, runtime, host, module, stdlib, engine, snapshot, build}
                 (pyodide, runtime, host: blob: addresses of Pyodide's two modules and the site's
                 Python host; module: its WebAssembly,
                 compiled; the rest bytes; snapshot: a memory snapshot to restore, or null to boot
                 and make one)
                 {id, request}   (request: JSON text for factorgames.bots.sandbox.handle)
   Messages out: {type: "ready", snapshot}   (snapshot: bytes made at boot, or null)
                 {type: "fatal", cause, message}   (cause: "version" | "engine")
                 {type: "reply", id, response} | {type: "reply", id, error}
   (Typed, with the page's and the frame's, in js/bots/protocol.js.) */
"use strict";

/** @typedef {import("./protocol.js").StartMessage} StartMessage */
/** @typedef {import("./protocol.js").InterpreterToFrame} InterpreterToFrame */
/**
 * A started interpreter: factorgames.bots.sandbox.handle (JSON text in, JSON text out; Pyodide's
 * pyimport gives it untyped, its type is said here), and the memory snapshot made at boot (null when
 * restored from one, or when none could be made).
 * @typedef {{handle: import("../shared/python-host.js").Handle, made: Uint8Array | null}} Started
 */

const BUILD = "__BUILD__"; // written by build.py, like the page's and the bots' engine's
/** Where Pyodide believes its files are: a local address never fetched (fetch answers from the
    bytes handed over, and a blob: address of no Blob could reach nothing anyway). */
const FILES = "blob:pyodide/";
/** The bots' engine's module whose handle answers the frame. */
const SANDBOX = "factorgames.bots.sandbox";

// Pyodide refuses a worker that can importScripts (a classic one): this one has no use for it.
// (The worker's type says it always has importScripts: this removes it.)
/** @type {{importScripts?: unknown}} */ (self).importScripts = undefined;

// Trusted Types (the frame's policy, which this worker inherits): the one policy name it allows is
// taken here, by a policy that makes nothing, before any bot runs, so that no bot can make one: a
// bot cannot start a worker, a script or any HTML from a string.
self.trustedTypes?.createPolicy("bots-worker", {});

/** Pyodide's requests for its two files, answered from what was handed over, never from the network:
    the standard library's bytes, and for the WebAssembly a mark that instantiateStreaming (below)
    takes for the module compiled by the frame.
    @param {StartMessage} given */
function serveFrom(given) {
  const realFetch = self.fetch.bind(self);
  const compiled = new Response(null);
  self.fetch = async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url === `${FILES}pyodide.asm.wasm`) return compiled;
    if (url === `${FILES}python_stdlib.zip`)
      return new Response(given.stdlib, { headers: { "content-type": "application/zip" } });
    return realFetch(input, init); // refused by the frame's policy: no connection
  };
  const instantiateStreaming = WebAssembly.instantiateStreaming.bind(WebAssembly);
  WebAssembly.instantiateStreaming = async (source, imports) => {
    if ((await source) !== compiled) return instantiateStreaming(source, imports);
    return { module: given.module, instance: await WebAssembly.instantiate(given.module, imports) };
  };
}

/** The site's Python host, from the blob: address the frame made of its bytes (TypeScript cannot
    follow such an address: its type is the module's).
    @type {Promise<typeof import("../shared/python-host.js")> | null} */
let python = null;

/** @param {StartMessage} given
    @returns {Promise<Started>} */
async function start(given) {
  python = import(given.host);
  const { StartFailure, installedHandle, restoredHandle, siteOptions } = await python;
  if (given.build !== BUILD) throw new StartFailure("version", `page build ${given.build}, interpreter build ${BUILD}`);
  serveFrom(given);
  // Pyodide's modules, from blob: addresses: TypeScript cannot follow them, so their types are named
  // (the npm package's, the version the build copies).
  const { loadPyodide } = /** @type {typeof import("pyodide")} */ (await import(given.pyodide));
  const runtime = /** @type {{default: import("pyodide").PyodideConfig["createPyodideModule"]}} */ (
    await import(given.runtime)
  );
  const options = siteOptions({
    indexURL: FILES,
    stdLibURL: `${FILES}python_stdlib.zip`,
    createPyodideModule: runtime.default,
    stderr: () => {},
  });
  if (given.snapshot) {
    const pyodide = await loadPyodide({ ...options, _loadSnapshot: new Uint8Array(given.snapshot) });
    return { handle: restoredHandle(pyodide, SANDBOX, BUILD), made: null };
  }
  const pyodide = await loadPyodide({ ...options, _makeSnapshot: true });
  const handle = installedHandle(pyodide, given.engine, SANDBOX, BUILD);
  let made = null;
  try {
    made = pyodide.makeMemorySnapshot(); // before any bot runs: the sandbox as imported
  } catch (err) {
    console.warn("Factor Games: no snapshot for bots' interpreters; each boots Python afresh.", err);
  }
  return { handle, made };
}

/** @type {Promise<Started> | null} */
let ready = null;

self.addEventListener("message", async (event) => {
  // A worker's messages (its `self`'s type, WorkerGlobalScope, does not list them); from the frame,
  // or from a bot's own code once one runs here (it can post to itself): checked as they are read.
  /** @type {import("./protocol.js").Unchecked<import("./protocol.js").FrameToInterpreter>} */
  const data = /** @type {MessageEvent} */ (event).data || {};
  if (data.type === "start") {
    if (ready) return;
    ready = start(/** @type {StartMessage} */ (data)); // the frame's: its fields are as it made them
    ready.then(
      ({ made }) => {
        const snapshot = made ? made.slice().buffer : null; // a buffer of its own, handed over whole
        self.postMessage(
          /** @satisfies {InterpreterToFrame} */ ({ type: "ready", snapshot }),
          snapshot ? [snapshot] : [],
        );
      },
      /** @param {unknown} err */
      (err) =>
        self.postMessage(
          /** @satisfies {InterpreterToFrame} */ ({
            type: "fatal",
            cause: err instanceof Error && err.cause === "version" ? "version" : "engine",
            message: err instanceof Error ? err.message : String(err), // (the host may be what failed)
          }),
        ),
    );
    return;
  }
  // The frame's request (a bot's own code posting to this worker only makes it say what the
  // frame then checks): its id is echoed, its text read as a string.
  const { id, request } = /** @type {import("./protocol.js").InterpreterRequest} */ (data);
  /** @type {Started["handle"]} */
  let handle;
  /** @type {typeof import("../shared/python-host.js")["reply"]} */
  let reply;
  try {
    const started = await ready;
    if (!started || !python) throw new Error("asked before it was started"); // answered as a failed start
    ({ handle } = started);
    ({ reply } = await python);
  } catch {
    self.postMessage(
      /** @satisfies {InterpreterToFrame} */ ({ type: "reply", id, error: "The bots' Python could not start." }),
    );
    return;
  }
  self.postMessage(/** @satisfies {InterpreterToFrame} */ (reply(handle, id, request)));
});
