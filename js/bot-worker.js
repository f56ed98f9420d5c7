/* Module Web Worker where pupils' bots run: a Pyodide of its own, never the page's nor the engine's.
   It holds the rules of the games and the bots' sandbox (factorgames.bots.sandbox), not the solver:
   it proposes moves, the engine's worker checks them. The page stops it when a bot takes too long
   (js/bots-runner.js) and starts another, from the memory snapshot this one made.
   Messages in:  {type: "hello", build, snapshot}   (snapshot: bytes to restore, or null to boot)
                 {id, request}                     (request: JSON text for sandbox.handle)
   Messages out: {type: "ready", snapshot}          (snapshot: bytes made at boot, or null)
                 {type: "fatal", message}
                 {type: "reply", id, response} | {type: "reply", id, error}

   Its network is locked like the engine's worker's: the site's own files only, no sockets. */
import { loadPyodide } from "../pyodide/__PYODIDE__/pyodide.mjs"; // build.py writes the version
import { keeper, lockNetwork } from "./worker-network.js";

const BUILD = "__BUILD__";
const SITE = new URL("../", import.meta.url);
const ENGINE_DIR = "/home/pyodide/site";

const PYODIDE_FILES = new URL("../pyodide/__PYODIDE__/", import.meta.url).href;
const PYODIDE_CACHE = "factorgames-pyodide-__PYODIDE__"; // as sw.template.js and worker.js name it
// Pyodide's files (the whole standard library, which the offline cache leaves out) are kept for the
// next visit, offline included, as the engine's worker keeps them.
const keep = keeper(PYODIDE_FILES, PYODIDE_CACHE);
lockNetwork(SITE, "A bot's worker", async (url, fetchIt) => keep(url, await fetchIt()));

const hello = new Promise((resolve) => {
  self.addEventListener("message", (event) => {
    if (event.data && event.data.type === "hello") resolve(event.data);
  });
});

function boot(options) {
  return loadPyodide({
    indexURL: new URL("../pyodide/__PYODIDE__/", import.meta.url).href,
    // The whole standard library, compiled by build.py: a bot may import any module of it.
    stdLibURL: new URL("../pyodide/__PYODIDE__/python_stdlib.full.pyc.zip", import.meta.url).href,
    // The lock file's header only (build.py writes it here): the site ships no lock file.
    lockFileContents: "__PYODIDE_LOCK__",
    stdout: () => {},
    stderr: () => {},
    ...options,
  });
}

/** The sandbox's request handler, and the snapshot made (when none was given). */
async function start() {
  const { build, snapshot } = await hello;
  if (build !== BUILD) throw new Error(`page build ${build}, bot worker build ${BUILD}`);
  if (snapshot) {
    try {
      const pyodide = await boot({ _loadSnapshot: snapshot });
      pyodide.runPython("import random\nrandom.seed()");
      return { handle: pyodide.pyimport("factorgames.bots.sandbox").handle, made: null };
    } catch (err) {
      console.warn("Factor Games: a bot's worker could not restore its snapshot; starting afresh.", err);
    }
  }
  const pyodide = await boot({ _makeSnapshot: true });
  const response = await self.fetch(new URL("../py/factorgames.zip", import.meta.url));
  if (!response.ok) throw new Error(`engine archive: HTTP ${response.status}`);
  pyodide.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: ENGINE_DIR });
  pyodide.runPython(`import sys\nsys.path.insert(0, ${JSON.stringify(ENGINE_DIR)})\nimport factorgames.bots.sandbox`);
  let made = null;
  try {
    made = pyodide.makeMemorySnapshot(); // before any bot runs: the sandbox as imported
  } catch (err) {
    console.warn("Factor Games: no snapshot for bots' workers; each restart boots Python afresh.", err);
  }
  return { handle: pyodide.pyimport("factorgames.bots.sandbox").handle, made };
}

const ready = start();
ready.then(
  ({ made }) => self.postMessage({ type: "ready", snapshot: made }, made ? [made.buffer] : []),
  (err) => self.postMessage({ type: "fatal", message: String((err && err.message) || err) })
);

self.addEventListener("message", async (event) => {
  if (!event.data || event.data.type === "hello") return;
  const { id, request } = event.data;
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
