/* The page's side of the worker: requests answered by id.
   Knows nothing about games: it sends intents as JSON and returns the parsed view.
   `ready` rejects with an Error whose `cause` says what failed: "download" (a file of the game
   could not be fetched, or came damaged), "version" (the worker or the engine is of another
   build than the page), "engine" (anything else). How long a start may take is js/engine/boot.js's to say.
   Once ready, `boot` says how Python started: "snapshot" (restored) or "fresh".

   A worker that dies once started (a crash, the browser reclaiming its memory) is noticed by
   its error event, or by a Web Lock it holds for as long as it lives (granted to the page when
   it dies: no clock, so a long computation never counts as a death), and a new one is started.
   Where Web Locks are refused (storage blocked) a watchdog stands in: a worker takes a request
   at once when it is free (it says "working"), so none of that within TAKE_MS, or no answer
   within ANSWER_MS of taking it, counts as a death. The requests it had not answered are sent
   again: a request holds the whole game (its share code), so nothing is lost. `onRestart` is
   then called. */

import { busy } from "./busy.js";
import { LIFE_LOCK_PREFIX } from "../shared/names.js";
import { siteScript } from "../shared/trusted.js";

/** @typedef {import("./protocol.js").ToWorker} ToWorker */
/** @typedef {import("./protocol.js").FromWorker} FromWorker */
/** @typedef {import("./protocol.js").ProgressMessage} ProgressMessage */
/** @typedef {import("./protocol.js").ReplyMessage} ReplyMessage */
/** @typedef {import("./protocol.js").StartCause} StartCause */
/** @typedef {import("./protocol.js").BootKind} BootKind */

/** How a page starts its engine.
    @typedef {Object} EngineOptions
    @property {string} build the page's build (js/shared/build-id.js): a worker or engine of another refuses it
    @property {(progress: ProgressMessage) => void} [onProgress] the start moved on (its label in English)
    @property {() => void} [onRestart] the worker died and another was started */

/** A request sent and not yet answered.
    @typedef {Object} Waiter
    @property {string} text the request's JSON text (sent again to a new worker)
    @property {(response: string) => void} resolve
    @property {(err: Error) => void} reject
    @property {boolean} resent sent to a second worker already
    @property {boolean} taken the worker said it works on it */

/** How many times a page starts its engine again before it gives up (a worker that keeps dying). */
const MAX_RESTARTS = 3;
/** The watchdog (without Web Locks): how long a free worker may take to take a request, and a
    busy one to answer it (the longest requests, a Study of 1..1000 on a slow phone, take seconds). */
const TAKE_MS = 10_000;
const ANSWER_MS = 60_000;

/** An Error whose `cause` says what failed.
    @param {StartCause} cause
    @param {string} message */
function failure(cause, message) {
  const err = new Error(message);
  err.cause = cause;
  return err;
}

/** A name no other worker of this origin holds. */
function lifeName() {
  const [a, b] = crypto.getRandomValues(new Uint32Array(2));
  return `${LIFE_LOCK_PREFIX}${a.toString(36)}${b.toString(36)}`;
}

/** Post a message of the protocol (js/engine/protocol.js) to the worker.
    @param {Worker} worker
    @param {ToWorker} message */
function send(worker, message) {
  worker.postMessage(message);
}

export class Engine {
  /** @param {EngineOptions} options */
  constructor({ build, onProgress, onRestart }) {
    this.build = build;
    this.onProgress = onProgress;
    this.onRestart = onRestart;
    /** @type {Map<number, Waiter>} */
    this.pending = new Map();
    this.nextId = 1;
    this.restarts = 0;
    /** The worker that runs the engine now (start() sets it, from here on).
        @type {Worker | undefined} */
    this.worker = undefined;
    /** How Python started, once ready: "snapshot" (restored) or "fresh".
        @type {BootKind | undefined} */
    this.boot = undefined;
    /** @type {number | undefined} */
    this.watchdog = undefined;
    this.watched = false;
    this.ready = this.start();
  }

  /** Start a worker (the first time, the one js/engine/boot.js started early if any); resolves once its
      engine answers.
      @returns {Promise<void>} */
  start() {
    const early = this.restarts === 0 ? globalThis.factorgamesBoot?.takeWorker?.() : null;
    const worker = early
      ? early.worker
      : new Worker(siteScript(new URL("./worker.js", import.meta.url)), { type: "module" });
    const life = lifeName();
    this.worker = worker;
    send(worker, { type: "hello", build: this.build, life });
    return new Promise((resolve, reject) => {
      let started = false;
      /** @param {Error} err */
      const fail = (err) => {
        worker.terminate();
        reject(err);
      };
      if (early && early.failure) fail(failure("download", early.failure));
      worker.addEventListener("message", (event) => {
        const msg = /** @type {FromWorker | null} */ (event.data);
        if (!msg) return;
        if (msg.type === "progress") {
          if (this.onProgress) this.onProgress(msg);
        } else if (msg.type === "ready") {
          started = true;
          this.boot = msg.boot;
          for (const [step, at] of Object.entries(msg.timings || {})) {
            if (at === undefined) continue;
            performance.mark(`factorgames:worker:${step}`, { startTime: at - performance.timeOrigin });
          }
          this.watched = Boolean(msg.watched) && this.watch(worker, life);
          resolve();
        } else if (msg.type === "fatal") {
          if (!started) fail(failure(msg.cause || "engine", msg.message));
        } else if (msg.type === "working") {
          // a sign of life: the watchdog starts again
          const waiter = this.pending.get(msg.id);
          if (waiter) waiter.taken = true;
          this.guard();
        } else if (msg.type === "reply") {
          this.answer(msg);
          this.guard();
        }
      });
      worker.addEventListener("error", (event) => {
        event.preventDefault();
        const detail = event.message || "the worker script could not be loaded";
        if (started) this.died(worker, detail);
        else fail(failure("download", detail));
      });
    });
  }

  /** Hear of the worker's death: the lock it holds comes free. False where the page may not ask
      for it (the watchdog stands in).
      @param {Worker} worker
      @param {string} life the name of the lock it holds while it lives */
  watch(worker, life) {
    try {
      navigator.locks
        .request(life, () => this.died(worker, "it is gone"))
        .catch(() => {
          this.watched = false;
          this.guard();
        });
      return true;
    } catch {
      return false;
    }
  }

  /** Where no lock tells of the worker's death: a death is the worker not taking a request
      while it is free, or not answering one it took. */
  guard() {
    window.clearTimeout(this.watchdog);
    const worker = this.worker;
    if (this.watched || this.pending.size === 0 || !worker) return;
    const busy = [...this.pending.values()].some((waiter) => waiter.taken);
    this.watchdog = window.setTimeout(() => this.died(worker, "no answer"), busy ? ANSWER_MS : TAKE_MS);
  }

  /** A started worker died: start another one and send it the requests left unanswered (each
      once: a request that a second worker dies on too is refused).
      @param {Worker} worker
      @param {string} detail how it was seen to die */
  died(worker, detail) {
    if (worker !== this.worker) return; // one already replaced
    worker.terminate();
    window.clearTimeout(this.watchdog);
    if (this.restarts >= MAX_RESTARTS) {
      console.warn(`Factor Games: the game engine stopped (${detail}) too often; it is not started again.`);
      this.ready = Promise.reject(failure("engine", "the game engine keeps stopping"));
      this.ready.catch(() => {});
      this.refuse([...this.pending.keys()], "The game engine stopped.");
      return;
    }
    this.restarts += 1;
    console.warn(`Factor Games: the game engine stopped (${detail}); starting it again.`);
    this.ready = this.start();
    this.ready.then(
      () => {
        for (const [id, waiter] of this.pending) {
          if (waiter.resent) {
            this.refuse([id], "The game engine stopped on this request.");
          } else {
            waiter.resent = true;
            waiter.taken = false;
            this.post(id, waiter.text);
          }
        }
      },
      (err) => this.refuse([...this.pending.keys()], err.message),
    );
    if (this.onRestart) this.onRestart();
  }

  /** Reject these requests with `message`.
      @param {number[]} ids
      @param {string} message */
  refuse(ids, message) {
    for (const id of ids) {
      const waiter = this.pending.get(id);
      this.pending.delete(id);
      if (waiter) waiter.reject(new Error(message));
    }
  }

  /** @param {ReplyMessage} msg */
  answer(msg) {
    const waiter = this.pending.get(msg.id);
    if (!waiter) return;
    this.pending.delete(msg.id);
    if (msg.error !== undefined) waiter.reject(new Error(msg.error));
    else waiter.resolve(msg.response);
  }

  /** @param {number} id @param {string} text the request's JSON text */
  post(id, text) {
    if (this.worker) send(this.worker, { type: "request", id, request: text }); // (there is one from the start on)
    this.guard();
  }

  /** Send one request object; resolves with the view object Python returns. While it is pending
      (once the engine has started: the start shows its own progress) it holds js/engine/busy.js's indicator.
      @param {object} payload the request (js/contract/request-types.js)
      @returns {Promise<any>} the view, parsed from Python's JSON and not checked here: any, as each
        page reads the answer to its request as the view it asked for (js/contract/view-types.js) */
  async request(payload) {
    await this.ready;
    const id = this.nextId++;
    const text = JSON.stringify(payload);
    const work = busy();
    try {
      /** @type {string} */
      const answer = await new Promise((resolve, reject) => {
        this.pending.set(id, { text, resolve, reject, resent: false, taken: false });
        this.post(id, text);
      });
      return JSON.parse(answer);
    } finally {
      work.end();
    }
  }
}
