/* Wiring: sends the player's intent to Python (in a worker) and shows the view it returns.
   No game rule lives here: what is legal, whose turn it is, who won, which moves win and how
   the numbers pair all come from the view. This file keeps the address in step, paces the
   computer's moves, and holds the page's toggles (hint, analysis, strategy).
   Every text from the view or the address goes in with textContent, never as HTML.

   Two pages run it: index.html (the full site, site-page.js) and embed.html, marked
   <body data-mode="embed"> (board, status and the controls its address names, embed-page.js). */

import { currentHash, setAddress } from "../shared/address.js";
import { Board } from "./board.js";
import { BUILD } from "../shared/build-id.js";
import { ChallengePanel } from "./challenge.js";
import { EmbedPage } from "./embed-page.js";
import { Engine } from "../engine/client.js";
import { History } from "./history.js";
import { Share } from "./share.js";
import { ReplayBar } from "./replay-bar.js";
import { SitePage } from "./site-page.js";
import { onStorageTrouble, storageSet, storedJson } from "../shared/storage.js";
import { Teaching } from "./teaching.js";
import { NumbersWeb } from "./web.js";
import { part as $ } from "../shared/dom.js";
import { onNewVersion } from "../shared/new-version.js";
import { LANG, N_, languageSwitch, startLanguage, t } from "../shared/i18n.js";
import { siteScript } from "../shared/trusted.js";

/** @typedef {import("../contract/view-types.js").View} View */
/** @typedef {import("../contract/request-types.js").LoadRequest} LoadRequest */
/** @typedef {import("./types.js").EngineRequest} EngineRequest */
/** @typedef {import("./types.js").GamePage} GamePage */
/** @typedef {import("./types.js").Tool} Tool */

/** The visible pause before the computer's move, in ms (a page may set FACTORGAMES_THINK_MS: tests use 0). */
const ASKED_THINK_MS = globalThis.FACTORGAMES_THINK_MS;
const THINK_MS = typeof ASKED_THINK_MS === "number" && Number.isFinite(ASKED_THINK_MS) ? ASKED_THINK_MS : 500;
const EMBED = document.body.dataset.mode === "embed";
/** The last view shown on the full page, drawn at once on the next visit while Python starts. */
const LAST_VIEW_KEY = "factorgames:view";
/** js/engine/boot.js, the classic script run before this module: the start's timeout and failure messages. */
const boot = globalThis.factorgamesBoot;

const state = {
  /** @type {Engine | null} started by main(), before any request is queued */
  engine: null,
  /** @type {View | null} */
  view: null,
  busy: false, // the computer is thinking
  /** @type {Promise<unknown>} the requests, one after another (see enqueue) */
  queue: Promise.resolve(),
  pending: 0,
  hintLevel: 0, // a pupil's hint (0 none, 1 a nudge, 2 one move, 3 all), for the position shown only
  review: false, // the review asked for (it also comes by itself at the end of a game)
  analysis: false, // a teacher's toggles, kept across moves
  strategy: false,
  standing: false,
  counts: false, // how many numbers could follow each one
  web: false, // the numbers' web
  present: false, // present mode (a projector): board and status, large type
  /** @type {View | null} the last view shown, not yet kept for the next visit */
  unkept: null,
  preparing: false, // the engine's one-off work for a game (a table to load) asked for, not done
};

/** A teacher's toggles, kept in the address (tools=analysis,strategy) so a prepared lesson is a link.
    @type {Tool[]} */
const TOOLS = ["analysis", "strategy", "counts", "web", "standing"];

/** The page's own keys for the address: the teacher's tools that are on, present mode. */
function pageState() {
  return { tools: TOOLS.filter((id) => state[id]), present: state.present };
}

/** Take the teacher's tools and present mode from the address (page.pageState: null where a page's
    address does not hold them, as an embed's, which leaves them as they are). A game changed from
    the page keeps them: its new address is written with them. */
function readPageState() {
  const { tools, present } = page.pageState();
  if (tools !== null) for (const id of TOOLS) state[id] = tools.includes(id);
  if (present !== null) setPresent(present);
}

/** @param {boolean} on */
function setPresent(on) {
  state.present = on;
  if (on) document.body.dataset.present = "true";
  else delete document.body.dataset.present;
  const button = document.getElementById("present-button");
  if (button) button.setAttribute("aria-pressed", on ? "true" : "false");
}

/** What every request asks Python to add to the view. */
function marks() {
  const { hintLevel: hint, analysis, strategy, standing, review, counts, web } = state;
  return { hint, analysis, strategy, standing, review, counts, web, lang: LANG };
}

/** The view shown: the page's controls act only once there is one (the engine's first answer, or
    the view drawn early). @returns {View} */
function shownView() {
  if (!state.view) throw new Error("no game is shown yet");
  return state.view;
}

/** An earlier step of the game is shown (the view says so). */
function replaying() {
  return Boolean(state.view && state.view.replay.active);
}

// ----------------------------------------------------------------------------- small helpers

/** @param {string} text */
function announce(text) {
  const el = $("announcer");
  el.textContent = "";
  if (text)
    window.setTimeout(() => {
      el.textContent = text;
    }, 30);
}

/** What a screen reader hears after a move: what happened, then the status (once). @param {View} view */
function spoken(view) {
  const said = view.announce || "";
  const status = view.status || "";
  return said.includes(status) ? said : [said, status].filter(Boolean).join(" ");
}

/** Bring a part of the coach panel into view inside the panel (never by scrolling the page, which
    would move the board): where the panel scrolls by itself, scroll it to show the part.
    @param {string | null} id */
function reveal(id) {
  const el = id && document.getElementById(id);
  const scroller = document.getElementById("panel-scroll");
  if (!el || el.hidden || !scroller || scroller.scrollHeight <= scroller.clientHeight) return;
  const box = el.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  // A status that sticks to the top of the box (the embed's) covers what scrolls under it.
  const sticky = scroller.querySelector(".status-box");
  const top =
    view.top +
    (sticky instanceof HTMLElement && getComputedStyle(sticky).position === "sticky" ? sticky.offsetHeight : 0);
  if (box.top < top) scroller.scrollTop -= top - box.top;
  else if (box.bottom > view.bottom) scroller.scrollTop += Math.min(box.bottom - view.bottom, box.top - top);
}

/** The teacher's tool pressed last: what it shows comes first under the tools (css/style.css).
    @param {Tool} tool */
function latest(tool) {
  const pane = document.getElementById("pane-teach");
  if (pane) pane.dataset.latest = tool;
}

/** @param {string | null} text none: hide the notice */
function showNotice(text) {
  $("notice-text").textContent = text || "";
  $("notice").hidden = !text;
}

/** The rules page a view names (a relative address inside the site), or null.
    @param {import("../contract/view-types.js").GameView} game */
function rulesUrl(game) {
  const url = game && game.rules_url;
  return typeof url === "string" && /^[a-z0-9][a-z0-9/_.-]*\.html$/i.test(url) && !url.includes("..") ? url : null;
}

// ----------------------------------------------------------------------------- rendering

/** notice: one to keep showing when the view has none (what a link lost, shown again under the
    computer's answer to it).
    @param {View} view
    @param {{fromPlay?: boolean, acted?: boolean, notice?: string | null}} [options] */
function render(view, { fromPlay = false, acted = false, notice = null } = {}) {
  state.view = view;
  document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);
  const game = view.game;

  document.title = t("{game} · Factor Games", { game: game.title });
  const rules = rulesUrl(game);
  for (const link of document.querySelectorAll("[data-rules-link]")) {
    if (!(link instanceof HTMLElement)) continue;
    if (rules) link.setAttribute("href", rules);
    link.hidden = !rules;
  }
  $("status").textContent = view.status;
  $("game-scores").hidden = !view.scores;
  $("game-scores").textContent = view.scores ? view.scores.text : "";
  $("help-note").hidden = !view.help_note; // a class task's help: what it allows, what was used
  $("help-note").textContent = view.help_note || "";
  showNotice(view.notice || notice);

  teaching.render(view, { steps: shownControl(view, "replay") }); // the review's lines step the replay
  history.render(view);
  share.render(view, { id: page.gameId }); // the game's id (full page) goes with the friend's link
  $("offer").hidden = !view.offer;
  $("offer-text").textContent = view.offer ? view.offer.text : "";
  $("offer-button").textContent = view.offer ? view.offer.label : "";
  const other = view.offer && view.offer.other; // a second choice: which of two games to keep
  $("offer-other").hidden = !other;
  $("offer-other").textContent = other ? other.label : "";
  board.render(view.board, { busy: state.busy, locked: replaying() });
  numbersWeb.render(view.web);
  $("legend-win").hidden = !view.board.cells.some((cell) => cell.hint === "win");
  $("legend-lose").hidden = !view.board.cells.some((cell) => cell.hint === "lose");
  $("legend-try").hidden = !view.board.cells.some((cell) => cell.hint === "try");
  $("legend-hints").hidden = $("legend-win").hidden && $("legend-lose").hidden && $("legend-try").hidden;
  $("board-note").textContent = view.board.note || ""; // why a tool shows less than asked (Python's words)
  $("board-note").hidden = !view.board.note;
  renderControls(view);
  replayBar.render(view.replay, { shown: shownControl(view, "replay") });
  challenge.render(view, { played: fromPlay && !replaying() });
  $("app").dataset.over = view.over ? "true" : "false";
  $("app").dataset.result = view.result || "";
  // What a learning platform records, as Python says it (a SCORM package's adapter reads it).
  $("app").dataset.lms = view.lms ? `${view.lms.score}:${view.lms.status}` : "";
  $("app").dataset.waiting = view.share && view.share.waiting ? "true" : "false"; // for a friend's move
  $("app").dataset.replaying = replaying() ? "true" : "false";

  setAddress(page.address(view, pageState()));
  page.render(view, { fromPlay, acted });
  if (!EMBED && document.body.dataset.early !== "true") state.unkept = view; // kept once the page is idle
}

/** The view this page showed last, if it is of this build and of the game the address asks for
    (Python's own output: drawn while the engine starts, then replaced by Python's answer).
    @param {LoadRequest} request
    @returns {View | null} */
function keptView(request) {
  const kept = storedJson("local", LAST_VIEW_KEY, isKeptView);
  // The game the first request asks for: the address's, or else the saved game (never a first
  // visit's start, which only a request for neither gets).
  const wanted = request.hash || request.saved;
  return kept && !kept.view.first_visit && wanted === kept.view.hash && kept.view.lang === LANG ? kept.view : null;
}

/** The view kept for the next visit, with the build that drew it: {build, view}.
    @typedef {{build: string, view: View}} KeptView */

/** Whether a stored value is a view this build kept, as far as the early board needs to know (a
    view it still cannot draw is dropped by drawEarly).
    @param {unknown} data a stored value, as JSON.parse made it
    @returns {data is KeptView} */
function isKeptView(data) {
  if (typeof data !== "object" || data === null || !("build" in data) || data.build !== BUILD) return false;
  const view = "view" in data ? data.view : null;
  if (typeof view !== "object" || view === null) return false;
  const board = "board" in view ? view.board : null;
  return (
    "hash" in view &&
    typeof view.hash === "string" &&
    typeof board === "object" &&
    board !== null &&
    "cells" in board &&
    Array.isArray(board.cells)
  );
}

/** A preset's first view, made by Python when the site was built (first-views.<lang>.json), when the
    first request asks for exactly that address (or for nothing, with no saved game).
    @param {LoadRequest} request
    @returns {Promise<View | null>} */
async function presetView(request) {
  const key = request.hash || (request.saved ? null : "");
  if (key === null) return null;
  try {
    const response = await fetch(`first-views.${LANG}.json`);
    const data = response.ok ? await response.json() : null;
    const index = data && data.build === BUILD && data.keys ? data.keys[key] : undefined;
    return Number.isInteger(index) ? data.views[index] : null;
  } catch {
    return null; // offline before the first visit finished, or a damaged file: wait for Python
  }
}

/** Whether a control is shown: the page offers it and Python says it applies to this game.
    @param {View} view
    @param {string} id */
function shownControl(view, id) {
  return page.controls.includes(id) && Object.hasOwn(view.controls, id);
}

/** Show the controls that apply, pressed or not, enabled as the view says.
    @param {View} view */
function renderControls(view) {
  /** @type {{[id: string]: boolean | undefined}} */
  const enabled = view.controls;
  for (const el of document.querySelectorAll("[data-control]")) {
    if (!(el instanceof HTMLElement)) continue;
    const id = el.dataset.control || "";
    el.hidden = !shownControl(view, id);
    if (id !== "replay" && el instanceof HTMLButtonElement) el.disabled = !enabled[id];
  }
  /** @param {string} id @param {boolean} on */
  const pressed = (id, on) => $(id).setAttribute("aria-pressed", on ? "true" : "false");
  pressed("hint-button", Boolean(view.hint));
  $("hint-button").textContent = !view.hint ? t("Hint") : view.hint.more ? t("More help") : t("Hide hint");
  pressed("analysis-button", state.analysis);
  pressed("strategy-button", state.strategy);
  pressed("standing-button", state.standing);
  pressed("counts-button", state.counts);
  pressed("web-button", state.web);
  pressed("review-button", Boolean(view.review));
}

// ----------------------------------------------------------------------------- actions
// Every request goes through one queue: input that arrives while a request is in flight (two
// quick picks, a pick while the computer thinks) is applied in order, never dropped, each
// against the game as the request before it left it.

/** @param {boolean} busy */
function setBusy(busy) {
  state.busy = busy;
  board.setBusy(busy);
  $("app").setAttribute("aria-busy", busy ? "true" : "false");
  page.setBusy(busy);
}

/** data-idle on <body>: "true" when no request is queued or pending (a hook for tests and for
    styling); data-renders counts the views shown.
    @param {boolean} idle */
function setIdle(idle) {
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
function enqueue(job, onError = requestFailed) {
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
async function ask(payload) {
  if (!state.engine) throw new Error("the game engine is not started");
  return state.engine.request(payload);
}

/** Ask Python for a view: its answer to the game's requests (load, view, pick, new, computer, ...).
    @param {EngineRequest} payload
    @returns {Promise<View>} */
async function askView(payload) {
  return /** @type {View} */ (await ask(payload)); // the contract's answer (py/factorgames/contract/views.py)
}

/** Queue one request, made from the game as it stands when its turn comes (`payload()`), with
    the marks asked for; show the answer. acted: the player did something to the game here.
    @param {() => EngineRequest} payload
    @param {{fromPlay?: boolean, speak?: boolean, acted?: boolean}} [options] */
function act(payload, { fromPlay = false, speak = true, acted = true } = {}) {
  return enqueue(async () => {
    const view = await askView({ ...payload(), ...marks() });
    show(view, { fromPlay, speak, acted });
  });
}

/** Show an answer, then queue the computer's move when the view says it is its turn.
    @param {View} view
    @param {{fromPlay?: boolean, speak?: boolean, acted?: boolean, notice?: string | null}} [options] */
function show(view, { fromPlay = false, speak = true, acted = false, notice = null } = {}) {
  render(view, { fromPlay, acted, notice });
  if (fromPlay && view.review) reveal("review"); // the game just ended: its review, in view
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

/** The computer's move, after a visible pause (Python's status already says it is thinking).
    acted: the player's own act led to it (the answer to a link that was only opened is not kept);
    notice: what the link lost, still shown with the answer.
    @param {{acted: boolean, notice: string | null}} options */
function queueComputer({ acted, notice }) {
  enqueue(async () => {
    setBusy(true);
    try {
      await new Promise((resolve) => window.setTimeout(resolve, THINK_MS));
      const shown = shownView();
      if (!shown.computer_to_move) return; // the game changed meanwhile
      const view = await askView({
        op: "computer",
        hash: shown.hash,
        seed: randomSeed(),
        ...marks(),
      });
      setBusy(false);
      show(view, { fromPlay: true, acted, notice });
    } finally {
      setBusy(false);
    }
  });
}

/** A seed for Python's random (the computer's choices, a random starter): a small whole number. */
function randomSeed() {
  return crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
}

/** Another position is coming: the pupil's hint and review were for this one. */
function leavePosition() {
  state.hintLevel = 0;
  state.review = false;
}

/** A person's pick, clicked or typed (Python refuses it, with a reason, when it is not theirs to
    make; during a replay it says how to play on).
    @param {number | string} number a number clicked, or the text typed */
function pick(number) {
  if (!state.view) return;
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
function load(hash) {
  leavePosition();
  return act(() => ({ op: "load", hash, saved: page.saved(hash) }), { acted: false });
}

/** Ask again for the position shown (live or replayed), with the marks now asked for. */
function reshow() {
  return act(
    () => {
      const view = shownView();
      return { op: "view", hash: view.hash, ...(replaying() ? { step: view.replay.step } : {}) };
    },
    { speak: false, acted: false },
  );
}

/** @param {number} step */
function stepTo(step) {
  state.hintLevel = 0;
  return act(() => ({ op: "view", hash: shownView().hash, step }), { speak: false, acted: false }).then(() => {
    const { replay, status } = shownView();
    announce(t("Move {step} of {total}. {status}", { step: replay.step, total: replay.total, status }));
  });
}

function playFromHere() {
  leavePosition();
  act(() => ({ op: "view", hash: shownView().replay.hash })).then(() => board.focus());
}

// ----------------------------------------------------------------------------- wiring

// What a pick would score, while a number is pointed at or focused: the full page shows it (SitePage).
const board = new Board($("board"), {
  onPick: pick,
  onPoint: (points) => {
    if (page instanceof SitePage) page.showPoints(points);
  },
});
const numbersWeb = new NumbersWeb($("web"), { onPick: pick });
const teaching = new Teaching($("app"), {
  onRetry: (hash) => {
    leavePosition();
    act(() => ({ op: "view", hash })).then(() => board.focus());
  },
  // A line of the review: its move's position on the whole board (the review gives way to the
  // replay, and a page scrolled down to read it would now cut the board's top), and the focus on
  // Play from here (the last move's line leaves the review and the focus as they are).
  onStep: (step) =>
    stepTo(step).then(() => {
      if ($("replay-play").hidden) return;
      $("board").scrollIntoView({ block: "nearest" });
      $("replay-play").focus({ preventScroll: true });
    }),
});
const history = new History($("app"));
const share = new Share($("share"));
const replayBar = new ReplayBar($("replay"), { onStep: stepTo, onPlayFromHere: playFromHere });
const challenge = new ChallengePanel($("challenge"), { onLoadBest: load });
/** @type {GamePage} */
const page = EMBED
  ? new EmbedPage($("app"), {
      onRestart: (moves) => {
        leavePosition();
        act(() => ({ op: "restart", hash: shownView().hash, moves }));
      },
    })
  : new SitePage($("app"), {
      request: ask,
      onType: pick,
      onRematch: () => {
        leavePosition();
        // The new game's board takes the focus, as New game's does (the button, disabled at a
        // game's start, would drop it to the page).
        act(() => ({ op: "rematch", hash: shownView().hash })).then(() => board.focus());
      },
      onNewGame: (setup) => {
        leavePosition();
        act(() => ({ op: "new", setup, seed: randomSeed() })).then(() => board.focus());
      },
      onOpen: (hash) => {
        leavePosition();
        act(() => ({ op: "view", hash }), { acted: false });
      },
      showNotice,
    });

function wire() {
  $("hint-button").addEventListener("click", () => {
    // Each press shows more (a nudge, one move, every move); after the last, the hint hides.
    const hint = state.view && state.view.hint;
    state.hintLevel = !hint ? 1 : hint.more ? hint.level + 1 : 0;
    reshow().then(() => {
      const { hint } = shownView();
      if (hint) announce(hint.text);
      reveal("hint-text");
    });
  });
  $("review-button").addEventListener("click", () => {
    state.review = !shownView().review;
    reshow().then(() => {
      const { review } = shownView();
      if (review) announce(review.text);
      reveal("review");
    });
  });
  $("standing-button").addEventListener("click", () => {
    state.standing = !state.standing;
    latest("standing");
    reshow().then(() => {
      const { standing } = shownView();
      if (standing) announce(standing);
      reveal("standing-text");
    });
  });
  const presentButton = document.getElementById("present-button");
  if (presentButton) {
    presentButton.addEventListener("click", () => {
      setPresent(!state.present);
      setAddress(page.address(shownView(), pageState()));
    });
  }
  // A teacher's toggles: each asks Python for the view again, with or without its overlay.
  /** @type {Tool[]} */
  const overlays = ["analysis", "strategy", "counts", "web"];
  for (const toggle of overlays) {
    $(`${toggle}-button`).addEventListener("click", () => {
      state[toggle] = !state[toggle];
      latest(toggle);
      reshow().then(() => reveal(toggle === "strategy" ? "strategy" : toggle === "web" ? "web" : "board-note"));
    });
  }
  $("undo-button").addEventListener("click", () => {
    leavePosition();
    act(() => ({ op: "undo", hash: shownView().hash }));
  });
  $("notice-close").addEventListener("click", () => showNotice(""));
  const takeOffer = (/** @type {string} */ hash) => {
    leavePosition();
    act(() => ({ op: "load", hash })).then(() => board.focus());
  };
  // The offer's buttons are shown only with an offer (render).
  $("offer-button").addEventListener("click", () => {
    const { offer } = shownView();
    if (offer) takeOffer(offer.hash);
  });
  const other = document.createElement("button"); // the offer's second choice, when it has one
  other.type = "button";
  other.id = "offer-other";
  other.className = "button secondary";
  other.hidden = true;
  other.addEventListener("click", () => {
    const { offer } = shownView();
    if (offer && offer.other) takeOffer(offer.other.hash);
  });
  $("offer").append(other);
  // "Skip to the board" moves the focus there and leaves the address (the game) alone.
  for (const link of document.querySelectorAll("[data-skip-to-board]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      board.focus();
    });
  }
  window.addEventListener("hashchange", () => {
    if (!state.view || currentHash() === page.address(state.view, pageState())) return;
    if (!currentHash().includes("=")) {
      // an anchor in the page, not a game: keep the game
      setAddress(page.address(state.view, pageState()));
      return;
    }
    readPageState();
    page.readAddress();
    load(page.requestedGame());
  });
}

/** The start's progress, in the page's language. @param {BootProgress} progress */
function showProgress({ step, steps, label }) {
  boot.progress({ step, steps, label: t(label) });
}

/** Draw a view while the engine starts. A view this page cannot draw (a damaged kept view) is
    dropped, and the page waits for the engine's answer as on a first visit; false then.
    @param {View} view */
function drawEarly(view) {
  document.body.dataset.early = "true";
  $("loading").hidden = true;
  $("app").hidden = false;
  try {
    render(view);
    return true;
  } catch (err) {
    console.warn("Factor Games: the view kept from the last visit cannot be drawn; it is dropped.", err);
    storageSet("local", LAST_VIEW_KEY, "null");
    state.view = null;
    state.unkept = null;
    delete document.body.dataset.early;
    $("app").hidden = true;
    $("loading").hidden = false;
    return false;
  }
}

/** Once the requests in the queue have been answered (the one the engine died on, sent again,
    and the computer's reply to it), say in one line that the engine was started again. */
function sayRestarted() {
  if (state.pending > 0) {
    state.queue.then(sayRestarted);
    return;
  }
  showNotice(t("The game engine stopped and was started again: your game goes on."));
}

/** Resolves once the page has loaded everything it asked for (its load event) and the browser is
    idle: on a slow network the offline cache's downloads then take no bandwidth from the game's. */
function networkIdle() {
  return new Promise((resolve) => {
    const idle = () =>
      "requestIdleCallback" in self
        ? requestIdleCallback(() => resolve(undefined), { timeout: 2000 })
        : setTimeout(resolve);
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
  });
}

async function registerServiceWorker() {
  // The full site only: an embed on another site should not install the whole site for offline use.
  if (EMBED || !("serviceWorker" in navigator)) return;
  await networkIdle(); // the game is playable: the offline cache's files wait for the network
  try {
    onNewVersion(() => {
      $("update").hidden = false; // a new build took over: offer it, keep playing this one
    });
    $("update-reload").addEventListener("click", () => location.reload());
    await navigator.serviceWorker.register(siteScript("sw.js"));
  } catch {
    /* offline play is a bonus; the site works without it */
  }
}

async function main() {
  boot.progress(); // this module runs: from here on it reports its own failures
  setIdle(false);
  await startLanguage(); // before anything is drawn or asked: the page and Python speak it
  languageSwitch(document.getElementById("lang-switch")); // the full page has one; an embed takes its address's
  onStorageTrouble(() => {
    $("storage-note").hidden = false;
  });
  wire();
  showProgress({ step: 0, steps: 3, label: N_("Loading the game engine…") });
  const engine = new Engine({ build: BUILD, onProgress: showProgress, onRestart: sayRestarted });
  state.engine = engine;
  // A returning player sees the board at once; a pick made before the engine is ready is queued
  // behind the first answer and applied in order.
  readPageState(); // the teacher's tools and present mode the address asks for
  // Before anything is drawn (drawing sets the address), with the tools the address asks for.
  const request = { ...page.firstRequest(), ...marks() };
  const early = (EMBED ? null : keptView(request)) || (await presetView(request));
  const drawn = early !== null && drawEarly(early);
  if (drawn) performance.mark("factorgames:board"); // a board to play on, before Python is ready
  let started = true;
  await enqueue(
    async () => {
      const view = await askView(request); // waits for the engine to be ready
      $("loading").hidden = true;
      $("app").hidden = false;
      delete document.body.dataset.early;
      document.body.dataset.ready = "true";
      document.body.dataset.engine = engine.boot; // "snapshot" or "fresh": for the tests and the bench
      performance.mark("factorgames:ready");
      show(view, { speak: false });
      boot.started();
      if (!drawn) performance.mark("factorgames:board");
      announce(view.status);
    },
    (err) => {
      started = false;
      // The engine's start fails with an Error whose cause says what failed (js/engine/client.js).
      const cause = err instanceof Error && typeof err.cause === "string" && err.cause ? err.cause : "engine";
      boot.fail(cause, err instanceof Error ? err.message : String(err));
    },
  );
  if (!started) return;
  // Once the game is playable and the network idle: the offline cache then takes every file the
  // page downloaded from the HTTP cache (js/offline/sw.template.js), and only the rest from the network.
  registerServiceWorker();
}

main().catch((err) => boot.fail("engine", String(err)));
