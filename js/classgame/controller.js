/* The class game's controller (board.html): the requests to the engine (op "classgame", one at a
   time: what the room does while one is answered is dropped, never queued behind a stale view), the
   address (the class game's whole state, written by Python), the computer's pace, and the thinking
   timer, which only counts: when it runs out the view says so, and nothing moves for anyone.
   Python decides every rule: whose turn, which moves and calls are allowed, each verdict. */

import { currentHash, joinAddress, setAddress, splitAddress } from "../shared/address.js";
import { LANG, langKey } from "../shared/i18n.js";

/** @typedef {import("../contract/view-types.js").ClassGameView} ClassGameView */
/** @typedef {import("../contract/request-types.js").ClassGameRequest} ClassGameRequest */
/** @typedef {NonNullable<ClassGameRequest["do"]>} ClassGameAction */
/** @typedef {import("../engine/client.js").Engine} Engine */

/** The visible pause before the computer's move, in ms (tests set FACTORGAMES_THINK_MS to 0). */
const ASKED_THINK_MS = globalThis.FACTORGAMES_THINK_MS;
const THINK_MS = typeof ASKED_THINK_MS === "number" && Number.isFinite(ASKED_THINK_MS) ? ASKED_THINK_MS : 700;

/** What the timer shows: seconds left, whether it is paused, whether it ran out.
    @typedef {{left: number, paused: boolean, up: boolean, on: boolean}} TimerState */

export class ClassGameController {
  /**
   * @param {{
   *   engine: Engine,
   *   onView: (view: ClassGameView) => void,
   *   onBusy: (busy: boolean) => void,
   *   onTimer: (timer: TimerState) => void,
   *   onError: (err: unknown) => void,
   * }} config
   */
  constructor({ engine, onView, onBusy, onTimer, onError }) {
    this.engine = engine;
    this.onView = onView;
    this.onBusy = onBusy;
    this.onTimer = onTimer;
    this.onError = onError;
    /** @type {ClassGameView | null} the view shown */
    this.view = null;
    this.busy = false;
    /** @type {TimerState} */
    this.timer = { left: 0, paused: false, up: false, on: false };
    /** the turn the timer counts for (the address and phase it started at) */
    this.timerTurn = "";
    /** @type {number | undefined} */
    this.tick = undefined;
  }

  /** The class game in the address after '#' (the page's own keys aside). */
  addressGame() {
    return splitAddress(currentHash()).game;
  }

  /**
   * Ask the engine; the answer is drawn, written into the address, and followed by the computer's
   * move when it is the computer's turn.
   * @param {ClassGameAction} action
   * @param {Partial<ClassGameRequest>} [fields]
   * @returns {Promise<boolean>} whether the request was sent (not while another is answered)
   */
  async ask(action, fields = {}) {
    if (this.busy) return false;
    this.busy = true;
    this.onBusy(true);
    try {
      const hash = this.view ? this.view.hash : this.addressGame();
      /** @type {ClassGameRequest} */
      const request = { op: "classgame", do: action, hash, lang: LANG, ...fields };
      const view = /** @type {ClassGameView} */ (await this.engine.request(request));
      this.show(view);
    } catch (err) {
      this.onError(err);
    } finally {
      this.busy = false;
      this.onBusy(false);
    }
    if (this.view && this.view.phase === "computer") this.computerSoon();
    return true;
  }

  /** @param {ClassGameView} view */
  show(view) {
    this.view = view;
    setAddress(joinAddress(view.hash, { lang: langKey() }));
    this.onView(view);
    this.restartTimer(view);
  }

  computerSoon() {
    const at = this.view ? this.view.hash : "";
    window.setTimeout(() => {
      if (this.view && this.view.hash === at && this.view.phase === "computer") this.ask("computer");
    }, THINK_MS);
  }

  /** @param {string | number} number a pick, clicked or typed */
  pick(number) {
    return this.ask("pick", { number });
  }

  challenge() {
    return this.ask("challenge");
  }

  pass() {
    return this.ask("pass");
  }

  back() {
    return this.ask("back");
  }

  again() {
    return this.ask("again");
  }

  /**
   * A fresh class game from the form's values.
   * @param {import("../contract/request-types.js").SetupValues} setup
   * @param {import("../contract/request-types.js").ClassGameValues} teams
   */
  start(setup, teams) {
    this.view = null;
    return this.ask("new", { setup, teams, seed: Math.floor(Math.random() * 1e9) });
  }

  /** Load the class game in the address (at the start, or when the address changes). */
  load() {
    this.view = null;
    return this.ask("load", { hash: this.addressGame() });
  }

  /** The timer starts again, full, when a new turn to pick begins; it counts only while a team picks.
      @param {ClassGameView} view */
  restartTimer(view) {
    const seconds = view.timer.seconds;
    const turn = `${view.history.length}:${view.phase}`;
    if (!seconds || view.phase !== "move") {
      this.stopTimer();
      this.timer = { left: seconds, paused: false, up: false, on: false };
      this.timerTurn = "";
      this.onTimer(this.timer);
      return;
    }
    if (turn === this.timerTurn) return; // the same turn (a refused pick): the count goes on
    this.timerTurn = turn;
    this.stopTimer();
    this.timer = { left: seconds, paused: false, up: false, on: true };
    this.tick = window.setInterval(() => this.count(), 1000);
    this.onTimer(this.timer);
  }

  count() {
    if (this.timer.paused || this.timer.up) return;
    const left = Math.max(0, this.timer.left - 1);
    this.timer = { ...this.timer, left, up: left === 0 };
    if (left === 0) this.stopTimer();
    this.onTimer(this.timer);
  }

  stopTimer() {
    if (this.tick !== undefined) window.clearInterval(this.tick);
    this.tick = undefined;
  }

  /** Pause or resume the timer (a presenter key, or its button). */
  togglePause() {
    if (!this.timer.on || this.timer.up) return;
    this.timer = { ...this.timer, paused: !this.timer.paused };
    this.onTimer(this.timer);
  }
}
