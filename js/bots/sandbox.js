/* The page's side of the bots' sandbox: interpreters for pupils' bots, each in a frame of its own
   with an opaque origin (js/bots/sandbox-frame.js) and a worker built there (js/bots/interpreter.js).

   The wall is the browser's: the frame has `sandbox="allow-scripts"` without `allow-same-origin`
   (an origin of its own, opaque: no Cache Storage, IndexedDB, localStorage, service worker or
   cookie; the site's DOM out of reach) and a policy of its own that allows no connection and no
   script but its own and the blob: modules it makes (the page's policy, which a srcdoc frame
   inherits, allows the frame's script by its hash). Whatever a bot runs there, its only way out is
   a message to this page, taken as a proposal: the engine checks every move, plays the computer
   and scores the games.

   One interpreter runs one bot for one game (js/bots/runner.js), then its frame is removed, which
   ends its worker, timers and tasks; no bot shares objects with another, the judge or the engine.
   The first interpreter boots Python and makes a memory snapshot before any bot runs; the others
   start from it, and a few are started ahead so that a game never waits for one. */

/** Pyodide's files (build.py writes the version). */
const PYODIDE = new URL("../../pyodide/__PYODIDE__/", import.meta.url);
/** What an interpreter is built from: fetched by this page (so kept by the offline cache), handed over as bytes. */
const FILES = {
  frame: new URL("./sandbox-frame.js", import.meta.url),
  worker: new URL("./interpreter.js", import.meta.url),
  pyodide: new URL("pyodide.mjs", PYODIDE),
  runtime: new URL("pyodide.asm.mjs", PYODIDE),
  wasm: new URL("pyodide.asm.wasm", PYODIDE),
  stdlib: new URL("python_stdlib.full.pyc.zip", PYODIDE), // the whole library: a bot may import any module
  engine: new URL("../../py/bots.zip", import.meta.url), // the rules and the bots' sandbox, no solver
};
/** How many interpreters are kept started ahead of the games that will take them. */
const AHEAD = 2;

/** An Error whose `cause` says what failed: "download", "version" or "engine". */
function failure(cause, message) {
  const err = new Error(message);
  err.cause = cause;
  return err;
}

async function download(url) {
  let response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw failure("download", `${url.pathname}: ${err.message}`);
  }
  if (!response.ok) throw failure("download", `${url.pathname}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

/** The frame's document: its policy (no connection; scripts: its own, by hash, and blob: modules) and its script. */
async function frameDocument(script) {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script));
  const hash = btoa(String.fromCharCode(...new Uint8Array(digest)));
  const policy = `default-src 'none'; script-src 'sha256-${hash}' blob: 'wasm-unsafe-eval'; worker-src blob:; ` +
    "connect-src 'none'; base-uri 'none'; form-action 'none'";
  return `<!doctype html><meta http-equiv="Content-Security-Policy" content="${policy}"><script>${script}</script>`;
}

/** One interpreter: a frame, its worker, one bot. */
export class Interpreter {
  constructor(host, given, snapshot) {
    this.nextId = 1;
    this.pending = new Map();
    this.frame = document.createElement("iframe");
    this.frame.sandbox = "allow-scripts";
    this.frame.hidden = true;
    this.frame.title = "A bot's sandbox";
    this.frame.setAttribute("aria-hidden", "true");
    this.frame.srcdoc = given.document;
    this.ready = new Promise((resolve, reject) => {
      this.listener = (event) => {
        if (event.source !== this.frame.contentWindow) return;
        const msg = event.data || {};
        if (msg.type === "loaded") {
          this.frame.contentWindow.postMessage({ type: "start", worker: given.worker, files: given.files, snapshot,
            build: host.build }, "*");
        } else if (msg.type === "ready") {
          resolve(msg.snapshot instanceof ArrayBuffer && !snapshot ? msg.snapshot : null);
        } else if (msg.type === "fatal") {
          reject(failure(msg.cause === "version" ? "version" : "engine", String(msg.message)));
        } else if (msg.type === "reply" && this.pending.has(msg.id)) {
          const waiter = this.pending.get(msg.id);
          this.pending.delete(msg.id);
          if (typeof msg.response === "string") waiter.resolve(msg.response);
          else waiter.resolve(JSON.stringify({ error: String(msg.error) }));
        }
      };
      window.addEventListener("message", this.listener);
    });
    this.ready.catch(() => {});
    document.body.append(this.frame);
  }

  /** The answer to one request (parsed JSON), or {timeout: true} when it takes longer than `limitMs`
      (the interpreter is then ended). */
  async send(payload, limitMs) {
    await this.ready;
    const id = this.nextId++;
    const answer = new Promise((resolve) => this.pending.set(id, { resolve }));
    this.frame.contentWindow?.postMessage({ id, request: JSON.stringify(payload) }, "*");
    let timer;
    const late = new Promise((resolve) => { timer = setTimeout(() => resolve(null), limitMs); });
    const text = await Promise.race([answer, late]);
    clearTimeout(timer);
    if (text === null) {
      this.end();
      return { timeout: true };
    }
    try {
      const parsed = JSON.parse(text);
      return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : { error: "?" };
    } catch {
      return { error: "?" };
    }
  }

  /** Remove the frame: its worker ends, with everything the bot started. */
  end() {
    window.removeEventListener("message", this.listener);
    this.frame.remove();
    for (const waiter of this.pending.values()) waiter.resolve(null);
    this.pending.clear();
  }
}

/** Interpreters for the page's bots, started ahead. */
export class Sandbox {
  constructor({ build }) {
    this.build = build;
    this.snapshot = null;
    this.ahead = [];
    this.given = null;
  }

  /** The files an interpreter is built from, downloaded once. */
  files() {
    this.given ??= (async () => {
      const entries = await Promise.all(Object.entries(FILES).map(async ([name, url]) => [name, await download(url)]));
      const { frame, worker, ...files } = Object.fromEntries(entries);
      const text = (bytes) => new TextDecoder().decode(bytes);
      return { document: await frameDocument(text(frame)), worker: text(worker), files };
    })();
    return this.given;
  }

  async make() {
    const given = await this.files();
    const interpreter = new Interpreter(this, given, this.snapshot);
    const made = await interpreter.ready.catch((err) => { interpreter.end(); throw err; });
    if (made && !this.snapshot) this.snapshot = made; // made by an interpreter that has run no bot yet
    return interpreter;
  }

  /** The first interpreter's start (a boot that makes the snapshot the others start from). */
  warm() {
    if (!this.ahead.length) this.ahead.push(this.make());
    return this.ahead[0].then(() => {});
  }

  /** A started interpreter no bot has used; another is started in its place. */
  async take() {
    if (!this.ahead.length) this.ahead.push(this.make());
    const next = this.ahead.shift();
    try {
      await next;
    } finally {
      while (this.ahead.length < AHEAD) this.ahead.push(this.make());
      for (const waiting of this.ahead) waiting.then((i) => i, () => {}); // a failed one is met by take()
    }
    return next;
  }
}
