/* The game screen's controller: sends the player's intent to Python (in a worker) and shows the view
   it returns. No game rule lives here: what is legal, whose turn it is, who won, which moves win
   and how the numbers pair all come from the view. It queues the requests, paces the computer's
   moves, keeps the last view for the next visit, and holds the page's toggles (hint, analysis,
   strategy) in the state (state.js); view.js draws. */

import { BUILD } from "../shared/build-id.js";
import { part as $ } from "../shared/dom.js";
import { LANG, t } from "../shared/i18n.js";
import { storageSet } from "../shared/storage.js";
import { LAST_VIEW_KEY } from "./early-view.js";
import { TOOLS, replaying, shownView, state } from "./state.js";
import { announce, parts, reveal, render, setPresent, showNotice, spoken } from "./view.js";

/** @typedef {import("../contract/view-types.js").View} View */
/** @typedef {import("./types.js").EngineRequest} EngineRequest */

/** The visible pause before the computer's move, in ms (a page may set FACTORGAMES_THINK_MS: tests use 0). */
const ASKED_THINK_MS = globalThis.FACTORGAMES_THINK_MS;
const THINK_MS = typeof ASKED_THINK_MS === "number" && Number.isFinite(ASKED_THINK_MS) ? ASKED_THINK_MS : 500;

/** Take the teacher's tools and present mode from the address (page.pageState: null where a page's
    address does not hold them, as an embed's, which leaves them as they are). A game changed from
    the page keeps them: its new address is written with them. */
export function readPageState() {
  const { tools, present } = parts.page.pageState();
  if (tools !== null) for (const id of TOOLS) state[id] = tools.includes(id);
  if (present !== null) setPresent(present);
}

/** What every request asks Python to add to the view. */
export function marks() {
  const { hintLevel: hint, analysis, strategy, standing, review, counts, web } = state;
  const target = parts.page.target ?? undefined; // a class's task's chain length
  return { hint, analysis, strategy, standing, review, counts, web, target, lang: LANG };
}

// ----------------------------------------------------------------------------- actions
// Every request goes through one queue: input that arrives while a request is in flight (two
// quick picks, a pick while the computer thinks) is applied in order, never dropped, each
// against the game as the request before it left it.

/** @param {boolean} busy */
function setBusy(busy) {
  state.busy = busy;
  parts.board.setBusy(busy);
  $("app").setAttribute("aria-busy", busy ? "true" : "false");
  parts.page.setBusy(busy);
}

/** data-idle on <body>: "true" when no request is queued or pending (a hook for tests and for
    styling); data-renders counts the views shown.
    @param {boolean} idle */
export function setIdle(idle) {
  if (idle && state.unkept) {
    // The view for the next visit's early board: written once a burst of answers is over (a pick
    // and the computer's reply), not at every render (a view is 20-70 KB of JSON).
    storageSet("local", LAST_VIEW_KEY, JSON.stringify({ build: BUILD, view: state.unkept }));
    state.unkept = null;
  }
  document.body.dataset.idle = idle ? "true" : "false";
}

/** What went wrong with a request, as a notice (the game stays as it was).
    @param {unknown} err */
function requestFailed(err) {
  console.error(err);
  showNotice(t("Something went wrong: {error}", { error: err instanceof Error ? err.message : String(err) }));
}

/** Run `job` after every job queued before it; resolves when it is done (a failure goes to
    `onError`).
    @param {() => Promise<void>} job
    @param {(err: unknown) => void} [onError]
    @returns {Promise<void>} */
export function enqueue(job, onError = requestFailed) {
  state.pending += 1;
  setIdle(false);
  const run = state.queue.then(job).catch(onError);
  state.queue = run.finally(() => {
    state.pending -= 1;
    if (state.pending === 0) setIdle(true);
  });
  return run;
}

/** Ask Python (the engine's worker); resolves with its answer, as Python wrote it. Requests are
    queued only once main() has started the engine.
    @param {EngineRequest} payload
    @returns {Promise<unknown>} */
export async function ask(payload) {
  if (!state.engine) throw new Error("the game engine is not started");
  return state.engine.request(payload);
}

/** Ask Python for a view: its answer to the game's requests (load, view, pick, new, computer, ...).
    @param {EngineRequest} payload
    @returns {Promise<View>} */
export async function askView(payload) {
  return /** @type {View} */ (await ask(payload)); // the contract's answer (py/factorgames/contract/views.py)
}

/** Queue one request, made from the game as it stands when its turn comes (`payload()`), with
    the marks asked for; show the answer. acted: the player did something to the game here.
    @param {() => EngineRequest} payload
    @param {{fromPlay?: boolean, speak?: boolean, acted?: boolean}} [options] */
export function act(payload, { fromPlay = false, speak = true, acted = true } = {}) {
  return enqueue(async () => {
    const view = await askView({ ...payload(), ...marks() });
    show(view, { fromPlay, speak, acted });
  });
}

/** Show an answer, then queue the computer's move when the view says it is its turn.
    @param {View} view
    @param {{fromPlay?: boolean, speak?: boolean, acted?: boolean, notice?: string | null}} [options] */
export function show(view, { fromPlay = false, speak = true, acted = false, notice = null } = {}) {
  // A game not the task's own stays said so, move after move (Python says it when the game is opened).
  if (view.offer?.leaves_task) state.apart = { start: view.start_hash, offer: view.offer };
  else if (!view.offer && state.apart?.start === view.start_hash) view = { ...view, offer: state.apart.offer };
  render(view, { fromPlay, acted, notice });
  // The game just ended: its review in view, in a small embed from its "Show the board" above it.
  const back = document.getElementById("board-back");
  if (fromPlay && view.review) reveal(back && back.offsetParent ? "board-back" : "review", { page: true });
  if (fromPlay && view.share && view.share.waiting) reveal("share"); // the link the friend needs now
  if (speak) announce(spoken(view));
  if (view.computer_to_move && !view.over) queueComputer({ acted, notice: acted ? null : view.notice || notice });
  else if (view.prepare) prepareGame(view.hash);
}

/** The work the engine does once for a game before its moves come at once (a table to load),
    asked for while the person looks at the board; a failure shows with the move that needs it.
    @param {string} hash */
function prepareGame(hash) {
  if (state.preparing) return;
  state.preparing = true;
  enqueue(
    async () => {
      await ask({ op: "prepare", hash });
    },
    () => {},
  ).finally(() => {
    state.preparing = false;
  });
}

/** The computer's move, shown after a visible pause (Python's status already says it is thinking).
    It is asked for at once, as the view that leads to it is shown: Python works during the pause
    and the drawing, so that the move comes after the pause or the work, whichever is longer, not both.
    acted: the player's own act led to it (the answer to a link that was only opened is not kept);
    notice: what the link lost, still shown with the answer.
    @param {{acted: boolean, notice: string | null}} options */
function queueComputer({ acted, notice }) {
  const { hash } = shownView();
  const asked = askView({ op: "computer", hash, seed: randomSeed(), ...marks() });
  asked.catch(() => {}); // (a failure is heard in the queue, below)
  enqueue(async () => {
    setBusy(true);
    try {
      const [view] = await Promise.all([asked, new Promise((resolve) => window.setTimeout(resolve, THINK_MS))]);
      if (shownView().hash !== hash) return; // the game changed meanwhile
      setBusy(false);
      show(view, { fromPlay: true, acted, notice });
    } finally {
      setBusy(false);
    }
  });
}

/** A seed for Python's random (the computer's choices, a random starter): a small whole number. */
export function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
}

/** Another position is coming: the pupil's hint and review were for this one. */
export function leavePosition() {
  state.hintLevel = 0;
  state.review = false;
}

/** A person's pick, clicked or typed (Python refuses it, with a reason, when it is not theirs to
    make; during a replay it says how to play on).
    @param {number | string} number a number clicked, or the text typed */
export function pick(number) {
  if (!state.view || state.view.first_visit) return; // a first visit's board waits for a choice
  if (replaying()) {
    act(
      () => {
        const view = shownView();
        return { op: "pick", hash: view.hash, number, step: view.replay.step };
      },
      { acted: false },
    );
    return;
  }
  leavePosition();
  act(() => ({ op: "pick", hash: shownView().hash, number }), { fromPlay: true });
}

/** @param {string} hash */
export function load(hash) {
  leavePosition();
  return act(
    () => {
      state.apart = null; // a game opened: Python says anew whether it is kept apart from its task
      return { op: "load", hash, saved: parts.page.saved(hash), task: parts.page.classTask?.kept() ?? null };
    },
    { acted: false },
  );
}

/** Ask again for the position shown (live or replayed), with the marks now asked for. */
export function reshow() {
  return act(
    () => {
      const view = shownView();
      return { op: "view", hash: view.hash, ...(replaying() ? { step: view.replay.step } : {}) };
    },
    { speak: false, acted: false },
  );
}

/** @param {number} step */
export function stepTo(step) {
  state.hintLevel = 0;
  return act(() => ({ op: "view", hash: shownView().hash, step }), { speak: false, acted: false }).then(() => {
    const { replay, status } = shownView();
    announce(t("Move {step} of {total}. {status}", { step: replay.step, total: replay.total, status }));
  });
}

export function playFromHere() {
  leavePosition();
  act(() => ({ op: "view", hash: shownView().replay.hash })).then(() => parts.board.focus());
}

/** Once the requests in the queue have been answered (the one the engine died on, sent again,
    and the computer's reply to it), say in one line that the engine was started again. */
export function sayRestarted() {
  if (state.pending > 0) {
    state.queue.then(sayRestarted);
    return;
  }
  showNotice(t("The game engine stopped and was started again: your game goes on."));
}
