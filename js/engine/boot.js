/* The bootstrap: a classic script, run before the page's modules, so that no failure of theirs
   can take it down. It owns the start-up: the page's language, the no-progress timeout, and the
   message when the game cannot start, with a way on (Try again reloads: the address is kept;
   an embed also offers a new tab). It notices by itself a module that fails to download or to
   run, and a sandboxed frame (an opaque origin: modules and the worker cannot load there).

   The page's module talks to it through self.factorgamesBoot:
     lang                 the reader's language (the address's lang key, the one chosen before,
                          the browser's; English when none has a catalog)
     progress(shown)      the module runs, or the start moved on (shown: {step, steps, label},
                          the label in the page's language): the timeout starts again
     started()            the page works: no more timeout (a late start also clears a timeout)
     fail(cause, detail)  the start failed: "download", "timeout", "engine", "version"
     takeWorker()         the engine's worker, started here at once on a page whose module runs the
                          engine (the build marks its script data-engine="early"), so that Python
                          starts while the page's modules load: {worker, failure} the first time
                          (failure: why its script could not load, or null), then null
   It cannot load the catalogs: build.py writes its words in every language into SAID. Written for
   old browsers too (no syntax or call newer than the modules' check), so that it can say so. */
"use strict";

(() => {
  /** What this script posts to the worker it starts early (js/engine/protocol.js).
      @typedef {import("./protocol.js").SnapshotFoundMessage | import("./protocol.js").SnapshotBytesMessage} SnapshotMessage */
  /** Marks a message for the catalogs; say() translates it.
      @param {string} message */
  const N_ = (message) => message;
  /** What a person reads when the game cannot start, by what went wrong (the detail goes to the console).
      @type {{[cause: string]: string}} */
  const FAILURES = {
    download: N_("Part of the game could not be downloaded. Check the connection, then try again."),
    timeout: N_("The game is taking too long to start. Check the connection, then try again."),
    engine: N_("The game could not start in this browser. Try again, or open it in another browser."),
    version: N_("A new version of Factor Games is ready."),
    sandbox: N_("This frame does not let the game run. Open it in a tab of its own."),
  };
  const RETRY = N_("Try again");
  const RELOAD = N_("Reload");
  const OPEN = N_("Open the game in a new tab");
  /** Every message above in every language that has a catalog (written by build.py). */
  /** @type {{[lang: string]: {[message: string]: string}}} */
  // (a placeholder build.py replaces with the words: sitebuild/stamps.py)
  const SAID = __SAID__;
  /** How long the start may show no progress (a page may set FACTORGAMES_START_TIMEOUT_MS; tests do). */
  const ASKED_MS = self.FACTORGAMES_START_TIMEOUT_MS;
  const TIMEOUT_MS = typeof ASKED_MS === "number" && Number.isFinite(ASKED_MS) ? ASKED_MS : 60000;
  // This classic script cannot import: build.py writes the names defined once in js/shared/names.js
  // where "__NAME__" stands (sitebuild/shared_names.py), and the build's id (js/shared/build-id.js's BUILD).
  const CHOSEN_KEY = "__LANG_KEY__"; // as js/shared/i18n.js remembers the switch
  const BUILD = "__BUILD__"; // written by build.py, like the worker's: names the kept snapshot

  function storedLanguage() {
    try {
      return localStorage.getItem(CHOSEN_KEY);
    } catch (err) {
      return null; // storage blocked, or an opaque origin
    }
  }

  /** @param {object} object @param {string} key */
  const has = (object, key) => Object.prototype.hasOwnProperty.call(object, key); // not "constructor"

  function language() {
    const wanted = [
      new URLSearchParams(location.hash.slice(1)).get("lang"),
      storedLanguage(),
      ...(navigator.languages || [navigator.language]),
    ];
    const codes = wanted.map(
      (tag) =>
        String(tag || "")
          .toLowerCase()
          .split(/[-_]/)[0],
    );
    return codes.find((code) => has(SAID, code)) || "en"; // English: the words written here
  }

  const lang = language();
  /** @param {string} message */
  const say = (message) => (has(SAID, lang) && SAID[lang][message]) || message;

  /** @type {number | undefined} */
  let timer;
  let tookOver = false; // the module runs and reports its own failures
  let done = false; // started, or failed

  /** @param {() => void} then */
  function whenParsed(then) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", then, { once: true });
    else then();
  }

  /** The page's element `id`, checked to be a `kind`: every page that runs this script has its
      loading screen (one without it fails here, by name).
      @template {HTMLElement} E
      @param {string} id
      @param {{new (): E, prototype: E}} kind
      @returns {E} */
  function part(id, kind) {
    const el = document.getElementById(id);
    if (!(el instanceof kind)) throw new Error(`the page has no #${id} to show how the start goes`);
    return el;
  }

  /** @param {BootFailure} cause */
  function show(cause) {
    const app = document.getElementById("app");
    if (app) app.hidden = true; // no half-started game under the message
    part("loading", HTMLElement).hidden = false;
    part("loading", HTMLElement).dataset.failed = cause;
    part("loading-label", HTMLElement).textContent = say(FAILURES[cause] || FAILURES.engine);
    part("loading-progress", HTMLProgressElement).hidden = true;
    const retry = part("loading-retry", HTMLButtonElement);
    retry.textContent = say(cause === "version" ? RELOAD : RETRY);
    retry.hidden = cause === "sandbox"; // a reload would fail the same way: the link is the way on
    retry.onclick = () => location.reload();
    const open = part("loading-open", HTMLAnchorElement);
    open.textContent = say(OPEN);
    open.href = location.href;
    open.hidden = !(document.body.dataset.mode === "embed" || cause === "sandbox");
    document.body.dataset.idle = "true";
  }

  /** @param {BootFailure} cause @param {string} [detail] */
  function fail(cause, detail) {
    if (done) return;
    done = true;
    window.clearTimeout(timer);
    if (detail) console.warn("Factor Games could not start:", detail);
    // A page whose module could not load or run never takes the engine's worker: stopped now, it
    // boots Python for nothing no longer (the device's CPU and memory, while the message is read),
    // and Try again's reload does not tear it down mid-boot.
    if (cause === "download" || cause === "engine") takeWorker()?.worker.terminate();
    whenParsed(() => show(cause));
  }

  /** The timeout, from now. */
  function wait() {
    window.clearTimeout(timer);
    timer = window.setTimeout(() => fail("timeout", `no progress for ${TIMEOUT_MS} ms`), TIMEOUT_MS);
  }

  /** @param {BootProgress} [shown] */
  function progress(shown) {
    tookOver = true;
    if (done) return;
    wait();
    if (shown) {
      const bar = part("loading-progress", HTMLProgressElement);
      bar.max = shown.steps;
      bar.value = shown.step;
      part("loading-label", HTMLElement).textContent = shown.label;
    }
  }

  function started() {
    window.clearTimeout(timer);
    const loading = document.getElementById("loading");
    if (loading && loading.dataset.failed === "timeout") delete loading.dataset.failed; // it came in the end
    done = true;
  }

  /** @type {EarlyWorker | null} */
  let early = null; // {worker, failure}, until the page's engine takes it

  function takeWorker() {
    const taken = early;
    early = null;
    return taken;
  }

  /** Read the engine's kept memory snapshot for the worker while it starts, and post it as
      js/engine/snapshot-store.js says: {type: "snapshot", length} once found, then {type: "snapshot", bytes}
      (js/engine/protocol.js's SnapshotFoundMessage, SnapshotBytesMessage).
      @param {Worker} worker
      @param {HTMLScriptElement} script this script's element */
  function readSnapshot(worker, script) {
    /** @param {SnapshotMessage} message @param {Transferable[]} [moved] */
    const post = (message, moved) => worker.postMessage(message, moved || []);
    /** @type {Promise<Response | undefined | null>} */
    let found;
    try {
      // names.js's snapshotKey(site, Pyodide's version, BUILD): build.py writes the version
      const key = new URL(`../../snapshot/__PYODIDE__/${BUILD}.bin`, script.src).href;
      found = self.caches.open("__SNAPSHOT_CACHE__").then((cache) => cache.match(key));
    } catch (err) {
      found = Promise.resolve(null); // no Cache Storage here (or it is blocked)
    }
    found
      .catch(() => null)
      .then((response) => {
        post({ type: "snapshot", length: response ? response.headers.get("x-snapshot-bytes") : null });
        if (response)
          response.arrayBuffer().then(
            (bytes) => post({ type: "snapshot", bytes }, [bytes]),
            () => post({ type: "snapshot", bytes: null }),
          );
      });
  }

  /** @param {HTMLScriptElement} script this script's element */
  function startWorker(script) {
    try {
      // Named so that it waits for the snapshot read here (js/shared/names.js's READ_BY_PAGE).
      const address = new URL("worker.js", script.src).href;
      // Under Trusted Types (the page's policy) a worker's address must come from a policy: this one
      // accepts the engine's worker of this site only.
      const policy = self.trustedTypes?.createPolicy("factorgames-boot", {
        createScriptURL: (url) => {
          if (url !== address) throw new TypeError(`not the engine's worker: ${url}`);
          return url;
        },
      });
      const worker = new Worker(
        policy ? /** @type {string} */ (/** @type {unknown} */ (policy.createScriptURL(address))) : address,
        {
          type: "module",
          name: "__READ_BY_PAGE__",
        },
      );
      readSnapshot(worker, script);
      early = { worker, failure: null };
      const taken = early;
      worker.addEventListener("error", (event) => {
        event.preventDefault(); // the page's engine reports it once it takes the worker
        if (!taken.failure) taken.failure = event.message || "the worker script could not be loaded";
      });
    } catch (err) {
      early = null; // the page's engine starts its own and says what fails
    }
  }

  self.factorgamesBoot = Object.freeze({ lang, progress, started, fail, takeWorker });
  // (this script is an HTML <script>: the document cannot know it)
  const script = /** @type {HTMLScriptElement | null} */ (document.currentScript);

  if (self.origin === "null") {
    fail("sandbox");
    return;
  }
  if (!("noModule" in HTMLScriptElement.prototype)) {
    fail("engine", "this browser runs no JavaScript modules");
    return;
  }
  if (script && script.dataset.engine === "early" && self.Worker) startWorker(script);
  // A script of the page that could not be fetched (a module or one it imports): no event of
  // its own reaches the page, only the element's error event (caught here, as it does not bubble).
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLScriptElement) fail("download", `${event.target.src} could not be loaded`);
    },
    true,
  );
  // A module that cannot run at all (a syntax this browser does not know, a file cut short).
  self.addEventListener("error", (event) => {
    if (!tookOver) fail("engine", `${event.filename || "a script"}: ${event.message}`);
  });
  wait();
})();
