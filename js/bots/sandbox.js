/* The page's side of the bots' sandbox: interpreters for pupils' bots, each a worker of its own
   (js/bots/interpreter.js) built in one hidden frame with an opaque origin (js/bots/sandbox-frame.js).

   The wall is the browser's: the frame has `sandbox="allow-scripts"` without `allow-same-origin`
   (an origin of its own, opaque: no Cache Storage, IndexedDB, localStorage, service worker or
   cookie; the site's DOM out of reach) and a policy of its own that allows no connection and no
   script but its own and the blob: modules it makes (the page's policy, which a srcdoc frame
   inherits, allows the frame's script by its hash). Whatever a bot runs there, its only way out is
   a message to this page, taken as a proposal: the engine checks every move, plays the computer
   and scores the games.

   One interpreter (a worker of the frame, a Python of its own) runs one bot for one game
   (js/bots/runner.js), then it is ended, with its timers and tasks; no bot shares objects with
   another, the judge or the engine. The first interpreter boots Python and makes a memory snapshot
   before any bot runs; the others start from it, and a few are started ahead so that a game never
   waits for one. The page keeps that snapshot in Cache Storage (js/engine/snapshot-store.js, a
   cache of its own) for its next visit of this build, whose interpreters all restore it: the frame
   boots Python again only when it does not restore. What is kept comes from the frame's first
   interpreter as it booted, before any bot ran, and runs nowhere but in the frame. */

import { drop, keep, readKept, unpack } from "../engine/snapshot-store.js";
import { t } from "../shared/i18n.js";
import { BOTS_SNAPSHOT_CACHE, botsSnapshotKey } from "../shared/names.js";

/** @typedef {import("./protocol.js").PageToFrame} PageToFrame */
/** @typedef {import("./protocol.js").FrameToPage} FrameToPage */
/** @typedef {import("./protocol.js").Unchecked<FrameToPage>} Heard */
/** @typedef {import("./protocol.js").SandboxRequest} SandboxRequest */
/** What failed, in an Error's `cause`. @typedef {"download" | "version" | "engine"} FailureCause */
/** A reply's text, or null when none will come (the interpreter was ended). @typedef {(text: string | null) => void} Waiter */

/** Pyodide's files (build.py writes the version). */
const PYODIDE = new URL("../../pyodide/__PYODIDE__/", import.meta.url);
/** What an interpreter is built from: fetched by this page (so kept by the offline cache), handed over as bytes. */
const FILES = {
  frame: new URL("./sandbox-frame.js", import.meta.url),
  worker: new URL("./interpreter.js", import.meta.url),
  pyodide: new URL("pyodide.mjs", PYODIDE),
  runtime: new URL("pyodide.asm.mjs", PYODIDE),
  host: new URL("../shared/python-host.js", import.meta.url), // what the engine's worker does alike
  wasm: new URL("pyodide.asm.wasm", PYODIDE),
  stdlib: new URL("python_stdlib.full.pyc.zip", PYODIDE), // the whole library: a bot may import any module
  engine: new URL("../../py/bots.zip", import.meta.url), // the rules and the bots' sandbox, no solver
};
/** How long an interpreter may take to start (Python's first boot on a slow phone takes seconds):
    past it, the frame is taken for lost (a crash) and the play that waited for it fails. */
const START_MS = 60_000;
/** The most memory a kept snapshot may say it holds: a snapshot is made as Python has booted, before
    any bot runs (about 31 MB), and each interpreter is handed a copy of it; what says more is damaged. */
const SNAPSHOT_MAX_BYTES = 256 * 2 ** 20;
/** How many interpreters are kept started ahead of the games that will take them. */
const AHEAD = 2;

/** An Error whose `cause` says what failed: "download", "version" or "engine".
    @param {FailureCause} cause
    @param {string} message */
function failure(cause, message) {
  const err = new Error(message);
  err.cause = cause;
  return err;
}

/** @param {URL} url */
async function download(url) {
  let response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw failure("download", `${url.pathname}: ${err instanceof Error ? err.message : err}`);
  }
  if (!response.ok) throw failure("download", `${url.pathname}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** The one document a frame may be given: the last frameDocument built. */
let built = "";
/** Under Trusted Types (the page's policy), a frame's srcdoc must come from a policy: this one
    accepts only the document frameDocument has just built, nothing else. */
const documents = globalThis.trustedTypes?.createPolicy("bots-frame", {
  createHTML: (html) => {
    if (!built || html !== built) throw new TypeError("not the sandbox frame's document");
    return html;
  },
});

/** The frame's document: its policy (no connection; scripts: its own, by hash, and blob: modules; Trusted
    Types, with the frame's one policy) and its script.
    @param {string} script */
async function frameDocument(script) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  const policy =
    `default-src 'none'; script-src 'sha256-${hash}' blob: 'wasm-unsafe-eval'; worker-src blob:; ` +
    "connect-src 'none'; base-uri 'none'; form-action 'none'; " +
    "require-trusted-types-for 'script'; trusted-types bots-worker";
  built = `<!doctype html><meta http-equiv="Content-Security-Policy" content="${policy}"><script>${script}</script>`;
  return documents ? /** @type {string} */ (/** @type {unknown} */ (documents.createHTML(built))) : built;
}

/** One interpreter of the sandbox frame: one bot, for one game. */
export class Interpreter {
  /** @param {Sandbox} sandbox
      @param {number} id */
  constructor(sandbox, id) {
    this.sandbox = sandbox;
    this.id = id;
    this.nextId = 1;
    /** @type {Map<number, Waiter>} */
    this.pending = new Map();
    /** @type {string | null} */
    this.stopped = null; // the answer to every request once the frame stopped it
    this.ended = false;
    /** @type {Promise<void>} */
    this.ready = new Promise((resolve, reject) => {
      this.started = { resolve, reject };
    });
    this.ready.catch(() => {});
    /** Whether it started by booting Python (not by restoring a snapshot). */
    this.booted = false;
  }

  /** What the frame said of this interpreter.
      @param {Heard} msg */
  hear(msg) {
    if (msg.type === "ready") {
      this.booted = msg.booted === true;
      this.started.resolve();
    } else if (msg.type === "fatal")
      this.started.reject(failure(msg.cause === "version" ? "version" : "engine", String(msg.message)));
    else if (msg.type === "stopped") {
      // It posted messages it was not asked for: only code written to do so can (print does not).
      this.stopped = JSON.stringify({ error: t("The bot sent messages it was not asked for and was stopped.") });
      for (const waiter of this.pending.values()) waiter(this.stopped);
      this.pending.clear();
      this.sandbox.interpreters.delete(this.id);
    } else if (msg.type === "reply" && typeof msg.id === "number" && this.pending.has(msg.id)) {
      const waiter = /** @type {Waiter} */ (this.pending.get(msg.id)); // has() said so
      this.pending.delete(msg.id);
      waiter(typeof msg.response === "string" ? msg.response : JSON.stringify({ error: String(msg.error) }));
    }
  }

  /** The answer to one request (parsed JSON), or {timeout: true} when it takes longer than `limitMs`
      (the interpreter is then ended): the fields an answer may have, each to be checked (runner.js's
      proposal), for a bot's code may have made its interpreter say anything.
      @param {SandboxRequest} payload
      @param {number} limitMs
      @returns {Promise<import("./protocol.js").Unchecked<import("./protocol.js").Proposal>>} */
  async send(payload, limitMs) {
    await this.ready;
    if (this.stopped) return JSON.parse(this.stopped);
    const id = this.nextId++;
    /** @type {Promise<string | null>} */
    const answer = new Promise((resolve) => this.pending.set(id, resolve));
    this.sandbox.post({ interpreter: this.id, id, request: JSON.stringify(payload) });
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    /** @type {Promise<null>} */
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), limitMs);
    });
    const text = await Promise.race([answer, late]);
    clearTimeout(timer);
    if (text === null) {
      this.end();
      return { timeout: true };
    }
    try {
      /** @type {unknown} */
      const parsed = JSON.parse(text);
      return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : { error: "?" };
    } catch {
      return { error: "?" };
    }
  }

  /** End the interpreter's worker, and with it everything its bot started. */
  end() {
    if (this.ended) return; // (a request it was waiting for comes back as a timeout, and ends it again)
    this.ended = true;
    this.sandbox.end(this);
    for (const waiter of this.pending.values()) waiter(null);
    this.pending.clear();
  }
}

/** The page's sandbox frame and its interpreters, a few started ahead. */
export class Sandbox {
  /** @param {{build: string}} options the page's build (an interpreter of another refuses to start) */
  constructor({ build }) {
    this.build = build;
    /** Where the interpreters' snapshot is kept for this build (names.js). */
    this.snapshotKey = botsSnapshotKey(new URL("../../", import.meta.url), build);
    /** Whether the frame's snapshot was taken (the first it sends; it sends no other). */
    this.snapshotTaken = false;
    /** @type {HTMLIFrameElement | null} */
    this.frame = null;
    /** @type {Promise<void> | null} */
    this.opened = null;
    /** @type {Map<number, Interpreter>} */
    this.interpreters = new Map();
    this.nextId = 1;
    /** @type {Promise<Interpreter>[]} */
    this.ahead = [];
    /** @param {MessageEvent} event */
    this.listener = (event) => {
      if (!this.frame || event.source !== this.frame.contentWindow) return;
      /** @type {Heard} */
      const msg = event.data || {};
      if (msg.type === "loaded") this.loaded?.();
      else if (msg.type === "snapshot" && !this.snapshotTaken) {
        this.snapshotTaken = true;
        if (msg.bytes instanceof ArrayBuffer) keep(this.snapshotKey, new Uint8Array(msg.bytes), BOTS_SNAPSHOT_CACHE);
        else drop(this.snapshotKey, BOTS_SNAPSHOT_CACHE);
      } else if (typeof msg.interpreter === "number") this.interpreters.get(msg.interpreter)?.hear(msg);
    };
    window.addEventListener("message", this.listener);
  }

  /** The frame, with the files every interpreter is built from (downloaded once). */
  open() {
    this.opened ??= (async () => {
      const snapshot = this.keptSnapshot(); // read while the files download
      const entries = await Promise.all(Object.entries(FILES).map(async ([name, url]) => [name, await download(url)]));
      // (Object.fromEntries cannot know the keys: they are FILES's.)
      const { frame, worker, ...files } = /** @type {Record<keyof typeof FILES, ArrayBuffer>} */ (
        Object.fromEntries(entries)
      );
      /** @param {ArrayBuffer} bytes */
      const text = (bytes) => new TextDecoder().decode(bytes);
      this.frame = document.createElement("iframe");
      this.frame.sandbox = "allow-scripts";
      this.frame.hidden = true;
      this.frame.title = "Bots' sandbox";
      this.frame.setAttribute("aria-hidden", "true");
      this.frame.srcdoc = await frameDocument(text(frame));
      /** @type {Promise<void>} */
      const loaded = new Promise((resolve) => {
        /** @type {(() => void) | undefined} the frame's first word ends the wait */
        this.loaded = resolve;
      });
      document.body.append(this.frame);
      await loaded;
      const kept = await snapshot;
      this.post({ type: "files", worker: text(worker), files, snapshot: kept }, [
        ...Object.values(files),
        ...(kept ? [kept] : []),
      ]);
    })();
    this.opened.catch(() => {
      // downloaded again next time (a connection that came back)
      this.frame?.remove();
      this.frame = null;
      this.opened = null;
    });
    return this.opened;
  }

  /** The interpreters' snapshot kept by an earlier visit of this build, unpacked, or null (none, or
      one that is damaged: dropped).
      @returns {Promise<ArrayBuffer | null>} */
  async keptSnapshot() {
    const kept = await readKept(this.snapshotKey, BOTS_SNAPSHOT_CACHE);
    if (!kept) return null;
    try {
      const memory = unpack({ bytes: await kept.bytes, length: kept.length }, SNAPSHOT_MAX_BYTES);
      return /** @type {ArrayBuffer} */ (memory.buffer); // (unpack makes a memory of its own)
    } catch {
      await drop(this.snapshotKey, BOTS_SNAPSHOT_CACHE);
      return null;
    }
  }

  /** @param {PageToFrame} message
      @param {Transferable[]} [transfer] */
  post(message, transfer = []) {
    this.frame?.contentWindow?.postMessage(message, "*", transfer);
  }

  /** @param {Interpreter} interpreter */
  end(interpreter) {
    this.post({ type: "end", interpreter: interpreter.id });
    this.interpreters.delete(interpreter.id);
  }

  /** @returns {Promise<Interpreter>} */
  async make() {
    await this.open();
    const begun = performance.now();
    const interpreter = new Interpreter(this, this.nextId++);
    this.interpreters.set(interpreter.id, interpreter);
    this.post({ type: "spawn", interpreter: interpreter.id, build: this.build });
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    /** @type {Promise<never>} */
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => reject(failure("engine", "a bot's interpreter did not start")), START_MS);
    });
    try {
      await Promise.race([interpreter.ready, late]);
    } catch (err) {
      interpreter.end();
      throw err;
    } finally {
      clearTimeout(timer);
    }
    performance.measure(interpreter.booted ? "factorgames:bots:boot" : "factorgames:bots:restore", { start: begun });
    return interpreter;
  }

  /** The first interpreter's start (a boot that makes the snapshot the others start from). */
  warm() {
    if (!this.ahead.length) this.ahead.push(this.make());
    return this.ahead[0].then(() => {});
  }

  /** A started interpreter no bot has used; another is started in its place.
      @returns {Promise<Interpreter>} */
  async take() {
    if (!this.ahead.length) this.ahead.push(this.make());
    const next = /** @type {Promise<Interpreter>} */ (this.ahead.shift()); // there is one: pushed above if none

    try {
      await next;
    } finally {
      while (this.ahead.length < AHEAD) this.ahead.push(this.make());
      for (const waiting of this.ahead) waiting.catch(() => {}); // a failed one is met by take()
    }
    return next;
  }
}
