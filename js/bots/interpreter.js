/* One bot's interpreter: a classic worker built inside the bots' sandbox frame (js/bots/sandbox-frame.js)
   from bytes the page handed over, with a Pyodide of its own (its WebAssembly compiled once, by the frame) holding the rules of the games and the
   bots' sandbox (py/bots.zip: factorgames.bots.sandbox and what it imports, never the solver). It
   runs one bot for one game, then its frame is removed.

   Its origin is opaque and its policy (the frame's) allows no connection: it has no Cache Storage,
   IndexedDB, localStorage or network. Pyodide's own requests for its files are answered from the
   bytes handed over. What a pupil's code can do here, even with all of JavaScript, is answer
   messages, which the frame relays only as replies to what was asked, and the page takes as
   proposals that the engine checks.

   Messages in:  {type: "start", pyodide, runtime, module, stdlib, engine, snapshot, build}
                 (pyodide, runtime: blob: addresses of Pyodide's two modules; module: its WebAssembly,
                 compiled; the rest bytes; snapshot: a memory snapshot to restore, or null to boot
                 and make one)
                 {id, request}   (request: JSON text for factorgames.bots.sandbox.handle)
   Messages out: {type: "ready", snapshot}   (snapshot: bytes made at boot, or null)
                 {type: "fatal", cause, message}   (cause: "version" | "engine")
                 {type: "reply", id, response} | {type: "reply", id, error} */
"use strict";

const BUILD = "__BUILD__"; // written by build.py, like the page's and the bots' engine's
/** Where Pyodide believes its files are: a local address never fetched (fetch answers from the
    bytes handed over, and a blob: address of no Blob could reach nothing anyway). */
const FILES = "blob:pyodide/";
const ENGINE_DIR = "/home/pyodide/site";

// Pyodide refuses a worker that can importScripts (a classic one): this one has no use for it.
self.importScripts = undefined;

/** Pyodide's requests for its two files, answered from what was handed over, never from the network:
    the standard library's bytes, and for the WebAssembly a mark that instantiateStreaming (below)
    takes for the module compiled by the frame. */
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

class StartFailure extends Error {
  constructor(cause, message) {
    super(message);
    this.cause = cause;
  }
}

async function start(given) {
  if (given.build !== BUILD) throw new StartFailure("version", `page build ${given.build}, interpreter build ${BUILD}`);
  serveFrom(given);
  const { loadPyodide } = await import(given.pyodide);
  const runtime = await import(given.runtime);
  const boot = (options) =>
    loadPyodide({
      indexURL: FILES,
      createPyodideModule: runtime.default,
      stdLibURL: `${FILES}python_stdlib.zip`,
      lockFileContents: "__PYODIDE_LOCK__", // the lock file's header only (build.py writes it here)
      stdout: () => {},
      stderr: () => {},
      ...options,
    });
  if (given.snapshot) {
    const pyodide = await boot({ _loadSnapshot: new Uint8Array(given.snapshot) });
    const restored = pyodide.runPython(
      "import sys, random\nrandom.seed()\n" + // the snapshot froze random's state
        "'factorgames.bots.sandbox' in sys.modules and sys.modules['factorgames'].__dict__.get('SITE_BUILD')",
    );
    if (restored !== BUILD) throw new StartFailure("version", `the snapshot holds build ${restored}`);
    return { handle: pyodide.pyimport("factorgames.bots.sandbox").handle, made: null };
  }
  const pyodide = await boot({ _makeSnapshot: true });
  pyodide.unpackArchive(given.engine, "zip", { extractDir: ENGINE_DIR });
  const engineBuild = pyodide.FS.readFile(`${ENGINE_DIR}/factorgames/BUILD`, { encoding: "utf8" }).trim();
  if (engineBuild !== BUILD)
    throw new StartFailure("version", `bots' engine build ${engineBuild}, interpreter build ${BUILD}`);
  pyodide.runPython(
    `import sys\nsys.path.insert(0, ${JSON.stringify(ENGINE_DIR)})\n` +
      `import factorgames, factorgames.bots.sandbox\nfactorgames.SITE_BUILD = ${JSON.stringify(BUILD)}`,
  );
  let made = null;
  try {
    made = pyodide.makeMemorySnapshot(); // before any bot runs: the sandbox as imported
  } catch (err) {
    console.warn("Factor Games: no snapshot for bots' interpreters; each boots Python afresh.", err);
  }
  return { handle: pyodide.pyimport("factorgames.bots.sandbox").handle, made };
}

let ready = null;

self.addEventListener("message", async (event) => {
  const data = event.data || {};
  if (data.type === "start") {
    if (ready) return;
    ready = start(data);
    ready.then(
      ({ made }) => {
        const snapshot = made ? made.slice().buffer : null; // a buffer of its own, handed over whole
        self.postMessage({ type: "ready", snapshot }, snapshot ? [snapshot] : []);
      },
      (err) =>
        self.postMessage({
          type: "fatal",
          cause: err.cause === "version" ? "version" : "engine",
          message: String((err && err.message) || err),
        }),
    );
    return;
  }
  const { id, request } = data;
  let handle;
  try {
    ({ handle } = await ready);
  } catch {
    self.postMessage({ type: "reply", id, error: "The bots' Python could not start." });
    return;
  }
  try {
    self.postMessage({ type: "reply", id, response: handle(String(request)) });
  } catch (err) {
    self.postMessage({ type: "reply", id, error: String((err && err.message) || err) });
  }
});
