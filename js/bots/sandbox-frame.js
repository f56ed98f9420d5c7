/* The bots' sandbox frame: the script of a frame with an opaque origin (js/bots/sandbox.js makes it:
   `sandbox="allow-scripts"`, no `allow-same-origin`, a policy that allows no connection), inlined in
   its srcdoc and allowed by its hash. It holds the bots' interpreters, each a worker built here from
   the bytes the page handed over (js/bots/interpreter.js, Pyodide's files, the bots' engine), one
   per bot and game: Pyodide's WebAssembly is compiled here once and shared by every worker, and
   the first worker's memory snapshot (made before any bot runs) starts the others. The page keeps
   that snapshot for its next visit and hands it back with the files: then every worker restores it,
   and should the first not start from it, the kept snapshot is dropped and that worker boots Python
   afresh (a snapshot made so is the page's to keep in its place).
   From here nothing of the site's can be reached (no storage, no cache, no network), whatever a
   worker runs. The frame relays the page's requests to a worker and only the replies asked for
   back, each tagged with the worker that really sent it; it ends a worker when the page says so.
   Messages in (from the page only):  {type: "files", worker, files, snapshot}     (once)
                                      {type: "spawn", interpreter, build}
                                      {type: "end", interpreter}
                                      {interpreter, id, request}
   Messages out (to the page):        {type: "loaded"}
                                      {type: "snapshot", bytes}   (a first worker's, made as it booted)
                                      {interpreter, type: "ready", booted} | {interpreter, type: "fatal", cause, message}
                                      {interpreter, type: "reply", id, response | error}
                                      {interpreter, type: "stopped"}   (it said what it was not asked: ended)
   (Typed, with an interpreter's messages, in js/bots/protocol.js.) */
"use strict";
(() => {
  /** @typedef {import("./protocol.js").InterpreterToFrame} InterpreterToFrame */
  /** @typedef {import("./protocol.js").PageToFrame} PageToFrame */
  /** @typedef {import("./protocol.js").FilesMessage} FilesMessage */
  /**
   * What every interpreter is built from: blob: addresses of the interpreter's script, the site's Python host and Pyodide's
   * two modules, Pyodide's WebAssembly (compiled once, here), the standard library and the bots' engine.
   * @typedef {Object} Given
   * @property {string} worker
   * @property {string} pyodide
   * @property {string} runtime
   * @property {string} host
   * @property {Promise<WebAssembly.Module>} module
   * @property {ArrayBuffer} stdlib
   * @property {ArrayBuffer} engine
   */
  /** A memory snapshot to restore, once there is one (null: none could be made).
      @typedef {Promise<ArrayBuffer | null>} Snapshot */
  /**
   * A started interpreter: its worker, the ids of the requests it was asked and has not answered,
   * and its listeners (removed when it ends).
   * @typedef {Object} Entry
   * @property {Worker} worker
   * @property {Set<number>} asked
   * @property {(event: MessageEvent) => void} hear
   * @property {(event: Event & {message?: string}) => void} fail
   */
  /** @param {import("./protocol.js").FrameToPage} message
      @param {Transferable[]} [transfer] */
  const toPage = (message, transfer = []) => parent.postMessage(message, "*", transfer);
  /** @param {string | ArrayBuffer} bytes */
  const script = (bytes) => {
    const url = URL.createObjectURL(new Blob([bytes], { type: "text/javascript" }));
    made.add(url);
    return url;
  };
  /** The blob: addresses made here (the only scripts a worker of the frame may start from). */
  const made = new Set();
  // Under Trusted Types (the page's policy, which the frame inherits, and its own), a worker's
  // address must come from a policy: this one accepts only the blob: addresses made here.
  const workerScripts = self.trustedTypes?.createPolicy("bots-worker", {
    createScriptURL: (url) => {
      if (!made.has(url)) throw new TypeError(`not a script of the frame's: ${url}`);
      return url;
    },
  });
  /** What every interpreter is built from: {worker, pyodide, runtime, module, stdlib, engine}.
      @type {Given | null} */
  let given = null;
  /** The memory snapshot the interpreters restore: the page's kept one, or the one the first
      interpreter made (bytes, or null when it could not make one).
      @type {Snapshot | null} */
  let snapshot = null;
  /** The page's kept snapshot while it is the one restored (dropped when it does not restore).
      @type {Snapshot | null} */
  let kept = null;
  /** @type {Map<number, Entry>} */
  const workers = new Map(); // interpreter id -> {worker, asked: Set of request ids not answered}

  /** @param {import("./protocol.js").InterpreterFiles} files
      @param {string} workerSource
      @param {ArrayBuffer | null} keptSnapshot */
  function take(files, workerSource, keptSnapshot) {
    const { pyodide, runtime, host, wasm, ...bytes } = files;
    given = {
      worker: script(workerSource),
      pyodide: script(pyodide),
      runtime: script(runtime),
      host: script(host),
      module: WebAssembly.compile(wasm),
      ...bytes,
    };
    given.module.catch(() => {}); // said by each interpreter that needs it
    if (keptSnapshot) {
      kept = Promise.resolve(keptSnapshot);
      snapshot = kept;
    }
  }

  /** @param {number} interpreter
      @param {string} build
      @param {Given} given what the page handed over (spawned only once it has) */
  async function spawn(interpreter, build, given) {
    const first = snapshot === null;
    const source = snapshot; // what it restores (first: none, it makes one)
    const fromKept = source !== null && source === kept;
    /** Settles the snapshot this spawn makes, when it is the first (a Promise runs its executor at once).
        @type {(bytes: ArrayBuffer | null) => void} */
    let made = () => {};
    if (first)
      snapshot = new Promise((resolve) => {
        made = resolve;
      });
    /** The first's snapshot made (null: none): the interpreters to come restore it, and a copy goes
        to the page, to keep.
        @param {ArrayBuffer | null} bytes */
    const settle = (bytes) => {
      made(bytes);
      const copy = bytes ? bytes.slice(0) : null;
      toPage({ type: "snapshot", bytes: copy }, copy ? [copy] : []);
    };
    const worker = new Worker(
      workerScripts
        ? /** @type {string} */ (/** @type {unknown} */ (workerScripts.createScriptURL(given.worker)))
        : given.worker,
    );
    let started = false;
    /** @param {MessageEvent} event */
    const hear = (event) => {
      /** @type {import("./protocol.js").Unchecked<InterpreterToFrame>} */
      const msg = event.data || {};
      if (!started && msg.type === "fatal" && fromKept) return afresh();
      if (!started && (msg.type === "ready" || msg.type === "fatal")) {
        started = true;
        if (first) settle(msg.type === "ready" && msg.snapshot instanceof ArrayBuffer ? msg.snapshot : null);
        toPage(
          msg.type === "ready"
            ? { interpreter, type: "ready", booted: first }
            : {
                interpreter,
                type: "fatal",
                cause: msg.cause === "version" ? "version" : "engine",
                message: String(msg.message),
              },
        );
      } else if (started && msg.type === "reply" && typeof msg.id === "number" && entry.asked.delete(msg.id)) {
        toPage(
          typeof msg.response === "string"
            ? { interpreter, type: "reply", id: msg.id, response: msg.response }
            : { interpreter, type: "reply", id: msg.id, error: String(msg.error) },
        );
      } else {
        stop();
      }
    };
    // Only a bot's own code makes a started worker say what it was not asked, or raise an error
    // out of it (a flood of either would hold up the other bots' questions and answers, which pass
    // through this frame): it is stopped at once, and what it sent meanwhile is not read.
    const stop = () => {
      end(interpreter);
      toPage({ interpreter, type: "stopped" });
    };
    // It did not start from the page's kept snapshot: that is dropped (every interpreter spawned
    // after restores the snapshot this one makes), and this one boots Python afresh in its place.
    const afresh = () => {
      end(interpreter);
      if (snapshot === kept) snapshot = null;
      kept = null;
      spawn(interpreter, build, given);
    };
    /** @param {Event & {message?: string}} event an error (an ErrorEvent says its message), or a message that could not be read */
    const fail = (event) => {
      event.preventDefault(); // kept even once it ended: an error not prevented goes to the console, slowly
      if (workers.get(interpreter) !== entry) return; // ended (and maybe spawned afresh)
      if (started) return stop();
      if (fromKept) return afresh();
      started = true;
      if (first) settle(null);
      toPage({
        interpreter,
        type: "fatal",
        cause: "engine",
        message: String(event.message || "the interpreter could not start"),
      });
    };
    /** @type {Entry} */
    const entry = { worker, asked: new Set(), hear, fail };
    workers.set(interpreter, entry);
    worker.addEventListener("message", hear);
    worker.addEventListener("messageerror", fail);
    worker.addEventListener("error", fail);
    let module;
    try {
      module = await given.module;
    } catch (err) {
      toPage({ interpreter, type: "fatal", cause: "engine", message: `Pyodide's WebAssembly: ${err}` });
      return;
    }
    const restore = source ? await source : null;
    if (!workers.has(interpreter)) return; // ended meanwhile
    worker.postMessage(
      /** @satisfies {import("./protocol.js").StartMessage} */ ({
        type: "start",
        build,
        pyodide: given.pyodide,
        runtime: given.runtime,
        host: given.host,
        module,
        stdlib: given.stdlib,
        engine: given.engine,
        snapshot: restore,
      }),
    );
  }

  /** @param {number} interpreter */
  function end(interpreter) {
    const entry = workers.get(interpreter);
    if (!entry) return;
    // What it sent before it ended is not read (its errors are only silenced: see fail).
    entry.worker.removeEventListener("message", entry.hear);
    entry.worker.terminate();
    workers.delete(interpreter);
  }

  addEventListener("message", (event) => {
    if (event.source !== parent) return;
    /** @type {import("./protocol.js").Unchecked<PageToFrame>} */
    const data = event.data || {};
    const interpreter = Number(data.interpreter);
    if (data.type === "files" && !given) {
      const files = /** @type {FilesMessage} */ (data); // the page's (its source is checked above): what it downloaded
      take(files.files, files.worker, files.snapshot instanceof ArrayBuffer ? files.snapshot : null);
    } else if (data.type === "spawn" && given && !workers.has(interpreter))
      spawn(interpreter, String(data.build), given);
    else if (data.type === "end") end(interpreter);
    else if (workers.has(interpreter) && typeof data.id === "number") {
      const entry = /** @type {Entry} */ (workers.get(interpreter)); // has() said so
      entry.asked.add(data.id);
      entry.worker.postMessage(
        /** @satisfies {import("./protocol.js").InterpreterRequest} */ ({ id: data.id, request: String(data.request) }),
      );
    }
  });
  toPage({ type: "loaded" });
})();
