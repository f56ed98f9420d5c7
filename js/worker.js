/* Module Web Worker: loads Pyodide and the factorgames package, then forwards each request
   (a JSON string) to factorgames.api.handle and posts the JSON string it returns.
   Messages in:  {type: "hello", build}   (first: the page's build)
                 {id, request}            (request: JSON text)
   Messages out: {type: "progress", step, steps, label}
                 {type: "ready"} | {type: "fatal", cause, message}   (cause: see engine-client.js)
                 {type: "reply", id, response} | {type: "reply", id, error}

   Its network is locked: it fetches nothing but the site's own files (a page's meta CSP does
   not reach a worker), and it refuses to run for a page of another build. */
import { loadPyodide } from "../pyodide/__PYODIDE__/pyodide.mjs"; // build.py writes the version

const BUILD = "__BUILD__"; // written by build.py, like the page's and the engine's
const STEPS = 3;
const SITE = new URL("../", import.meta.url);
const progress = (step, label) => self.postMessage({ type: "progress", step, steps: STEPS, label });

class StartFailure extends Error {
  constructor(cause, message) {
    super(message);
    this.cause = cause;
  }
}

// ------------------------------------------------------------------------------ the network lock

const ownFetch = self.fetch.bind(self);
const PYODIDE_FILES = new URL("../pyodide/__PYODIDE__/", import.meta.url).href;
const PYODIDE_CACHE = "factorgames-pyodide-__PYODIDE__"; // as sw.template.js names it

/** Keep a downloaded Pyodide file for the offline cache, so that it is never downloaded twice. */
function keep(url, response) {
  if (!url.href.startsWith(PYODIDE_FILES) || !response.ok || !self.caches) return response;
  const copy = response.clone();
  self.caches.open(PYODIDE_CACHE).then((cache) => cache.put(url.href, copy)).catch(() => {});
  return response;
}
let failedDownload = null; // a file of the site that could not be fetched while starting

/** Say at once that a file could not be fetched: Pyodide's loader only logs some failures. */
function downloadFailed(detail) {
  if (failedDownload) return;
  failedDownload = detail;
  self.postMessage({ type: "fatal", cause: "download", message: detail });
}

self.fetch = async (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input), self.location.href);
  if (url.origin !== SITE.origin || !url.pathname.startsWith(SITE.pathname)) {
    throw new TypeError(`Factor Games' worker fetches only the site's own files, not ${url.origin}`);
  }
  let response;
  try {
    response = await ownFetch(input, init);
  } catch (err) {
    downloadFailed(`${url.pathname}: ${err.message}`);
    throw err;
  }
  if (!response.ok) downloadFailed(`${url.pathname}: HTTP ${response.status}`);
  return keep(url, response);
};
for (const name of ["XMLHttpRequest", "WebSocket", "EventSource", "WebTransport"]) {
  try {
    delete self[name];
    self[name] = undefined;
  } catch {
    /* not present in this browser */
  }
}

// ------------------------------------------------------------------------------ start-up

/** The page's build, from its first message. */
const pageBuild = new Promise((resolve) => {
  self.addEventListener("message", (event) => {
    if (event.data && event.data.type === "hello") resolve(event.data.build);
  });
});

async function start() {
  const asked = await pageBuild;
  if (asked !== BUILD) throw new StartFailure("version", `page build ${asked}, worker build ${BUILD}`);
  progress(1, "Loading the Python runtime…");
  let pyodide;
  try {
    const indexURL = new URL("../pyodide/__PYODIDE__/", import.meta.url).href;
    pyodide = await loadPyodide({
      indexURL,
      stdLibURL: `${indexURL}python_stdlib.pyc.zip`, // compiled by build.py: no source to compile here
      stdout: () => {},
      stderr: (line) => console.warn(line),
    });
  } catch (err) {
    const fetching = failedDownload || /fetch|import/i.test(String(err));
    throw new StartFailure(fetching ? "download" : "engine", failedDownload || String(err));
  }
  progress(2, "Loading the game engine…");
  const response = await self.fetch(new URL("../py/factorgames.zip", import.meta.url));
  if (!response.ok) throw new StartFailure("download", `engine archive: HTTP ${response.status}`);
  const archive = await response.arrayBuffer();
  const dir = "/home/pyodide/site";
  try {
    pyodide.unpackArchive(archive, "zip", { extractDir: dir });
    const engineBuild = pyodide.FS.readFile(`${dir}/factorgames/BUILD`, { encoding: "utf8" }).trim();
    if (engineBuild !== BUILD) throw new StartFailure("version", `engine build ${engineBuild}, worker build ${BUILD}`);
    pyodide.runPython(`import sys\nif ${JSON.stringify(dir)} not in sys.path: sys.path.insert(0, ${JSON.stringify(dir)})`);
    progress(3, "Starting…");
    const handle = pyodide.pyimport("factorgames.api").handle;
    return (text) => handle(text);
  } catch (err) {
    if (err instanceof StartFailure) throw err;
    throw new StartFailure("engine", `the engine archive could not be used: ${err}`);
  }
}

const ready = start();
ready.then(
  () => self.postMessage({ type: "ready" }),
  (err) => self.postMessage({ type: "fatal", cause: err.cause || "engine", message: String((err && err.message) || err) })
);

self.addEventListener("message", async (event) => {
  if (!event.data || event.data.type === "hello") return;
  const { id, request } = event.data;
  let handle;
  try {
    handle = await ready;
  } catch (err) {
    self.postMessage({ type: "reply", id, error: "The game engine could not start." });
    return;
  }
  try {
    self.postMessage({ type: "reply", id, response: handle(String(request)) });
  } catch (err) {
    self.postMessage({ type: "reply", id, error: String((err && err.message) || err) });
  }
});
