/* The page's side of the bots' worker (js/bot-worker.js) and of a game between bots: the worker
   proposes moves, the engine (js/engine-client.js, op "bots") checks them, plays the computer and
   says when a game is over. This file only carries questions and answers between the two, and
   stops a bot that takes too long: the worker is terminated, a fresh one restored from the snapshot
   the first one made, and the engine told of the timeout (it scores the game).
   Every bot is loaded again into a fresh worker before it is asked anything. */

/** Resolves after `ms`, with `value`. */
const after = (ms, value) => new Promise((resolve) => { setTimeout(() => resolve(value), ms); });

export class BotWorker {
  constructor({ build, lang, moveSeconds }) {
    this.build = build;
    this.lang = lang;
    this.limitMs = moveSeconds * 1000;
    this.snapshot = null;
    this.nextId = 1;
    this.pending = new Map();
    this.codes = new Map(); // bot id -> its code, loaded in the current worker or not
    this.loaded = new Set();
    this.start();
  }

  start() {
    const worker = new Worker(new URL("./bot-worker.js", import.meta.url), { type: "module" });
    this.worker = worker;
    this.loaded = new Set();
    const snapshot = this.snapshot ? this.snapshot.slice() : null; // a copy: the page keeps its own
    worker.postMessage({ type: "hello", build: this.build, snapshot }, snapshot ? [snapshot.buffer] : []);
    this.ready = new Promise((resolve, reject) => {
      worker.addEventListener("message", (event) => {
        const msg = event.data || {};
        if (msg.type === "ready") {
          if (msg.snapshot) this.snapshot = msg.snapshot;
          resolve();
        } else if (msg.type === "fatal") {
          reject(new Error(msg.message));
        } else if (msg.type === "reply") {
          const waiter = this.pending.get(msg.id);
          this.pending.delete(msg.id);
          if (!waiter) return;
          if (msg.error !== undefined) waiter.reject(new Error(msg.error));
          else waiter.resolve(JSON.parse(msg.response));
        }
      });
      worker.addEventListener("error", (event) => {
        event.preventDefault();
        reject(new Error(event.message || "the bots' worker could not be loaded"));
      });
    });
    this.ready.catch(() => {});
  }

  /** Stop the worker (a bot that takes too long) and start a fresh one. */
  restart() {
    this.worker.terminate();
    for (const waiter of this.pending.values()) waiter.reject(new Error("stopped"));
    this.pending.clear();
    this.start();
  }

  /** One request to the sandbox, or {timeout: true} when it takes longer than the limit. */
  async send(payload) {
    await this.ready;
    const id = this.nextId++;
    const answer = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.worker.postMessage({ id, request: JSON.stringify({ ...payload, lang: this.lang }) });
    const first = await Promise.race([answer.catch((err) => ({ error: err.message })), after(this.limitMs, null)]);
    if (first !== null) return first;
    this.restart();
    return { timeout: true };
  }

  /** Give a bot its code: it is loaded (run once) now and in any fresh worker. Resolves with
      {error, output} ({timeout: true} when loading it took too long). */
  async load(bot, code) {
    this.codes.set(bot, code);
    this.loaded.delete(bot);
    return this.ensure(bot);
  }

  async ensure(bot) {
    const answer = await this.send({ op: "load", bot, code: this.codes.get(bot) || "" });
    if (!answer.timeout) this.loaded.add(bot);
    return answer;
  }

  /** A bot's answer in a position: {move, line, output} | {error, output} | {timeout: true}. */
  async ask({ bot, facts, seed }) {
    if (!this.loaded.has(bot)) {
      const loading = await this.ensure(bot);
      if (loading.timeout) return loading;
    }
    return this.send({ op: "ask", bot, facts, seed });
  }

  /** An example of the interface run on a position: {value, output} | {error, output} | {timeout: true}. */
  tryOut(code, facts) {
    return this.send({ op: "try", code, facts });
  }
}

/** Play one game to its end: the engine steps it (`ask(request)`: the page's request to the engine's
    op "bots", in its language), the bots' worker answers each question. `onStep(step, answer)` hears
    every step (to draw the board, show a bot's output). */
export async function playGame(ask, bots, state, onStep = () => {}) {
  let step = await ask({ do: "step", state });
  for (;;) {
    await onStep(step, null);
    if (!step.ask) return step.result;
    const answer = await bots.ask(step.ask);
    await onStep(step, answer);
    step = await ask({ do: "step", state: step.state, answer });
  }
}
