/* What a worker that hosts the site's Python does, written once for the engine's worker
   (js/engine/host.js) and a bot's interpreter (js/bots/interpreter.js): start Pyodide with the site's
   options, restore a memory snapshot and check its build, unpack and import an engine archive and
   check its build, and answer a request by its id. Their own parts stay theirs: where the files come
   from (the network, locked; or bytes the page handed over), what the snapshot is kept in, what
   they tell the page.

   It imports nothing: a bot's interpreter imports it from a blob: address, where no relative import
   resolves. build.py writes Pyodide's lock file header where "__PYODIDE_LOCK__" stands. */

/** Where an engine archive is unpacked in Pyodide's file system (it joins sys.path). */
export const ENGINE_DIR = "/home/pyodide/site";

/** Why a start failed, as the page is told: a file of the site could not be fetched or came damaged
    ("download"), the parts are of two builds ("version"), anything else ("engine").
    @typedef {"download" | "version" | "engine"} StartCause */

/** A start that failed for a known cause. */
export class StartFailure extends Error {
  /** Why the start failed, as the page is told.
      @type {StartCause} */
  cause;

  /** @param {StartCause} cause
      @param {string} message */
  constructor(cause, message) {
    super(message);
    this.cause = cause;
  }
}

/** A module's request handler: JSON text in, JSON text out (a Python function; it may throw).
    @typedef {(request: string) => string} Handle */

/** Pyodide's options for the site's Python: its files at `indexURL`, the standard library the build
    compiled at `stdLibURL`, Pyodide's runtime module made by `createPyodideModule`; no packages (the
    lock file's header only: build.py writes it, and the lock file is never fetched); stdout silent.
    @param {{indexURL: string, stdLibURL: string,
             createPyodideModule: import("pyodide").PyodideConfig["createPyodideModule"],
             stderr: (line: string) => void}} where
    @returns {import("pyodide").PyodideConfig} */
export function siteOptions({ indexURL, stdLibURL, createPyodideModule, stderr }) {
  return {
    indexURL,
    stdLibURL,
    createPyodideModule,
    lockFileContents: "__PYODIDE_LOCK__",
    stdout: () => {},
    stderr,
  };
}

/** The request handler of `module` in a Python restored from a memory snapshot, once the snapshot is
    found to hold that module of this `build`; random's state, frozen in the snapshot, drawn anew.
    @param {import("pyodide").PyodideAPI} pyodide
    @param {string} module e.g. "factorgames.page.api"
    @param {string} build
    @returns {Handle} */
export function restoredHandle(pyodide, module, build) {
  const restored = pyodide.runPython(
    "import sys, random\nrandom.seed()\n" +
      `${JSON.stringify(module)} in sys.modules and sys.modules['factorgames'].__dict__.get('SITE_BUILD')`,
  );
  if (restored !== build) throw new StartFailure("version", `the snapshot holds build ${restored}`);
  return pyodide.pyimport(module).handle; // (a Python function: Pyodide types it any)
}

/** The request handler of `module` from an engine archive (a zip of the factorgames package and its
    BUILD stamp), unpacked into ENGINE_DIR and imported, once the archive is found to be of `build`.
    @param {import("pyodide").PyodideAPI} pyodide
    @param {ArrayBuffer} archive
    @param {string} module
    @param {string} build
    @returns {Handle} */
export function installedHandle(pyodide, archive, module, build) {
  pyodide.unpackArchive(archive, "zip", { extractDir: ENGINE_DIR });
  const archived = pyodide.FS.readFile(`${ENGINE_DIR}/factorgames/BUILD`, { encoding: "utf8" }).trim();
  if (archived !== build) throw new StartFailure("version", `engine build ${archived}, worker build ${build}`);
  const dir = JSON.stringify(ENGINE_DIR);
  pyodide.runPython(
    `import sys\nif ${dir} not in sys.path: sys.path.insert(0, ${dir})\n` +
      `import factorgames, ${module}\nfactorgames.SITE_BUILD = ${JSON.stringify(build)}`,
  );
  return pyodide.pyimport(module).handle;
}

/** What a thrown value says: an error's message, else the value itself, in words.
    @param {unknown} err */
export function thrownWords(err) {
  return String((typeof err === "object" && err !== null && "message" in err && err.message) || err);
}

/** The reply to request `id`: the handler's answer, or what it threw.
    @param {Handle} handle
    @param {number} id
    @param {unknown} request JSON text (read as text whatever came)
    @returns {{type: "reply", id: number, response: string} | {type: "reply", id: number, error: string}} */
export function reply(handle, id, request) {
  try {
    return { type: "reply", id, response: handle(String(request)) };
  } catch (err) {
    return { type: "reply", id, error: thrownWords(err) };
  }
}
