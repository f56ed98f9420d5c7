/* The bots' sandbox frame: the script of a frame with an opaque origin (js/bots/sandbox.js makes
   it: `sandbox="allow-scripts"`, no `allow-same-origin`, a policy that allows no connection), inlined
   in its srcdoc and allowed by its hash. It holds one interpreter: a worker built here from the
   bytes the page hands over (js/bots/interpreter.js, Pyodide's files, the bots' engine). It relays
   the page's requests to the worker and the worker's messages to the page, and nothing else: from
   here nothing of the site's can be reached (no storage, no cache, no network), whatever the worker
   runs. The page removes the frame (and with it the worker) when the game ends or a bot overruns.
   Messages in (from the page only):  {type: "start", worker, files, snapshot, build}
                                      {id, request}
   Messages out (to the page):        what the worker says (js/bots/interpreter.js) */
"use strict";
(() => {
  let worker = null;
  const toPage = (message) => parent.postMessage(message, "*");
  const script = (bytes) => URL.createObjectURL(new Blob([bytes], { type: "text/javascript" }));

  function start({ worker: source, files, snapshot, build }) {
    worker = new Worker(script(source));
    worker.addEventListener("message", (event) => toPage(event.data));
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      toPage({ type: "fatal", message: String(event.message || "the interpreter could not start") });
    });
    const { pyodide, runtime, ...bytes } = files;
    const buffers = [...Object.values(bytes), ...(snapshot ? [snapshot] : [])];
    worker.postMessage({ type: "start", pyodide: script(pyodide), runtime: script(runtime), ...bytes, snapshot, build },
      buffers);
  }

  addEventListener("message", (event) => {
    if (event.source !== parent) return;
    const data = event.data;
    if (data && data.type === "start" && !worker) start(data);
    else if (worker && data && typeof data.id === "number") worker.postMessage({ id: data.id, request: String(data.request) });
  });
  toPage({ type: "loaded" });
})();
