/* Module Web Worker: loads Pyodide and the factorgames package, then forwards each request
   (a JSON string) to factorgames.api.handle and posts the JSON string it returns.
   Messages in:  {id, request}            (request: JSON text)
   Messages out: {type: "progress", step, steps, label}
                 {type: "ready"} | {type: "fatal", message}
                 {type: "reply", id, response} | {type: "reply", id, error}            */
import { loadPyodide } from "../pyodide/pyodide.mjs";

const STEPS = 3;
const progress = (step, label) => self.postMessage({ type: "progress", step, steps: STEPS, label });

async function start() {
  progress(1, "Loading the Python runtime…");
  const pyodide = await loadPyodide({
    indexURL: new URL("../pyodide/", import.meta.url).href,
    stdout: () => {},
    stderr: (line) => console.warn(line),
  });
  progress(2, "Loading the game engine…");
  const response = await fetch(new URL("../py/factorgames.zip", import.meta.url));
  if (!response.ok) throw new Error(`engine archive: HTTP ${response.status}`);
  const archive = await response.arrayBuffer();
  const dir = "/home/pyodide/site";
  pyodide.unpackArchive(archive, "zip", { extractDir: dir });
  pyodide.runPython(`import sys\nif ${JSON.stringify(dir)} not in sys.path: sys.path.insert(0, ${JSON.stringify(dir)})`);
  progress(3, "Starting…");
  const api = pyodide.pyimport("factorgames.api");
  const handle = api.handle;
  return (text) => handle(text);
}

const ready = start();
ready.then(
  () => self.postMessage({ type: "ready" }),
  (err) => self.postMessage({ type: "fatal", message: String((err && err.message) || err) })
);

self.addEventListener("message", async (event) => {
  const { id, request } = event.data || {};
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
