/* The page's side of the worker: one request in flight per call, answered by id.
   Knows nothing about games: it sends intents as JSON and returns the parsed view. */

export class Engine {
  constructor({ onProgress } = {}) {
    this.worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
    this.pending = new Map();
    this.nextId = 1;
    this.ready = new Promise((resolve, reject) => {
      this.worker.addEventListener("message", (event) => {
        const msg = event.data || {};
        if (msg.type === "progress") {
          if (onProgress) onProgress(msg);
        } else if (msg.type === "ready") {
          resolve();
        } else if (msg.type === "fatal") {
          reject(new Error(msg.message));
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
        reject(new Error(event.message || "The game engine could not start."));
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
