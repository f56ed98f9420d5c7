/* The page's side of the worker: one request in flight per call, answered by id.
   Knows nothing about games: it sends intents as JSON and returns the parsed view.
   `ready` rejects with an Error whose `cause` says what failed: "download" (a file of the game
   could not be fetched), "version" (the worker or the engine is of another build than the page),
   "timeout" (no sign of progress for a long while), "engine" (anything else).
   Once ready, `boot` says how Python started: "snapshot" (restored) or "fresh". */

/** How long start-up may show no progress before it counts as failed (a page may set
    FACTORGAMES_START_TIMEOUT_MS; tests do). */
const START_TIMEOUT_MS = Number.isFinite(globalThis.FACTORGAMES_START_TIMEOUT_MS)
  ? globalThis.FACTORGAMES_START_TIMEOUT_MS : 60_000;

function failure(cause, message) {
  const err = new Error(message);
  err.cause = cause;
  return err;
}

export class Engine {
  constructor({ build, onProgress } = {}) {
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.worker.postMessage({ type: "hello", build });
    this.pending = new Map();
    this.nextId = 1;
    this.ready = new Promise((resolve, reject) => {
      let timer = null;
      const fail = (err) => {
        window.clearTimeout(timer);
        this.worker.terminate();
        reject(err);
      };
      const wait = () => {
        window.clearTimeout(timer);
        timer = window.setTimeout(() => fail(failure("timeout", `no progress for ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
      };
      wait();
      this.worker.addEventListener("message", (event) => {
        const msg = event.data || {};
        if (msg.type === "progress") {
          wait();
          if (onProgress) onProgress(msg);
        } else if (msg.type === "ready") {
          window.clearTimeout(timer);
          this.boot = msg.boot;
          resolve();
        } else if (msg.type === "fatal") {
          fail(failure(msg.cause || "engine", msg.message));
        } else if (msg.type === "reply") {
          const waiter = this.pending.get(msg.id);
          if (!waiter) return;
          this.pending.delete(msg.id);
          if (msg.error !== undefined) waiter.reject(new Error(msg.error));
          else waiter.resolve(msg.response);
        }
      });
      this.worker.addEventListener("error", (event) => {
        event.preventDefault();
        fail(failure("download", event.message || "the worker script could not be loaded"));
      });
    });
  }

  /** Send one request object; resolves with the view object Python returns. */
  async request(payload) {
    await this.ready;
    const id = this.nextId++;
    const text = await new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, request: JSON.stringify(payload) });
    });
    return JSON.parse(text);
  }
}
