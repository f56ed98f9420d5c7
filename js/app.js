/* Wiring: sends the player's intent to Python (in a worker) and shows the view it returns.
   No game rule lives here: what is legal, whose turn it is, who won, which moves win and how
   the numbers pair all come from the view. This file keeps the address in step, paces the
   computer's moves, and holds the page's toggles (hint, analysis, strategy, replay step).
   Every text from the view or the address goes in with textContent, never as HTML.

   Two pages run it: index.html (the full site, site-page.js) and embed.html, marked
   <body data-mode="embed"> (board, status and the controls its address names, embed-page.js). */

import { currentHash, setAddress } from "./address.js";
import { Board } from "./board.js";
import { ChallengePanel } from "./challenge.js";
import { EmbedPage } from "./embed-page.js";
import { Engine } from "./engine-client.js";
import { ReplayBar } from "./replay-bar.js";
import { SitePage } from "./site-page.js";
import { renderTeaching } from "./teaching.js";

const THINK_MS = 500; // visible pause before the computer's move
const EMBED = document.body.dataset.mode === "embed";

const $ = (id) => document.getElementById(id);

const state = {
  engine: null,
  view: null,
  busy: false,
  generation: 0, // bumped by each action; a stale answer (e.g. a computer move after "new game") is dropped
  thinkTimer: null,
  hintAsked: false, // a pupil's hint, for the position shown only
  analysis: false, // a teacher's toggles, kept across moves
  strategy: false,
  step: null, // the replay step shown, or null for the live position
};

/** What every request asks Python to add to the view. */
function marks() {
  return { hint: state.hintAsked || state.analysis, strategy: state.strategy };
}

function replaying() {
  return state.step !== null;
}

// ----------------------------------------------------------------------------- small helpers

function announce(text) {
  const el = $("announcer");
  el.textContent = "";
  if (text) window.setTimeout(() => { el.textContent = text; }, 30);
}

/** What a screen reader hears after a move: what happened, then the status (once). */
function spoken(view) {
  const said = view.announce || "";
  const status = view.status || "";
  return said.includes(status) ? said : [said, status].filter(Boolean).join(" ");
}

function showNotice(text) {
  $("notice-text").textContent = text || "";
  $("notice").hidden = !text;
}

/** The rules page a view names (a relative address inside the site), or null. */
function rulesUrl(game) {
  const url = game && game.rules_url;
  return typeof url === "string" && /^[a-z0-9][a-z0-9/_.-]*\.html$/i.test(url) && !url.includes("..") ? url : null;
}

// ----------------------------------------------------------------------------- rendering

function render(view, { fromPlay = false } = {}) {
  state.view = view;
  const replay = view.replay && typeof view.replay === "object" ? view.replay : {};
  if (!(Number.isInteger(replay.step) && Number.isInteger(replay.total) && replay.step < replay.total)) state.step = null;
  document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);
  const game = view.game || {};

  document.title = game.title ? `${game.title} · Factor Games` : "Factor Games";
  const rules = rulesUrl(game);
  for (const link of document.querySelectorAll("[data-rules-link]")) {
    if (rules) link.setAttribute("href", rules);
    link.hidden = !rules;
  }
  $("status").textContent = view.status || "";
  showNotice(view.notice);

  renderTeaching(view, { hint: state.hintAsked || state.analysis, strategy: state.strategy });
  board.render(view.board, {
    busy: state.busy,
    marks: state.analysis ? "all" : state.hintAsked ? "win" : "none",
    locked: replaying(),
  });
  $("legend-win").hidden = !$("board").querySelector('[data-hint="win"]');
  $("legend-lose").hidden = !$("board").querySelector('[data-hint="lose"]');
  $("legend-hints").hidden = $("legend-win").hidden && $("legend-lose").hidden;
  renderControls(view);
  replayBar.render(view, { shown: page.controls.includes("replay") });
  challenge.render(view, { played: fromPlay && !replaying() });
  $("app").dataset.over = view.over ? "true" : "false";
  $("app").dataset.replaying = replaying() ? "true" : "false";

  if (typeof view.hash === "string") setAddress(page.address(view));
  page.render(view, { fromPlay, replaying: replaying() });
}

/** Show the controls the page offers that suit this game, pressed or not, enabled or not. */
function renderControls(view) {
  const tools = view.game && Array.isArray(view.game.tools) ? view.game.tools : []; // Python says which apply
  const suits = (id) => id === "undo" || id === "new" || tools.includes(id);
  for (const el of document.querySelectorAll("[data-control]")) {
    el.hidden = !(page.controls.includes(el.dataset.control) && suits(el.dataset.control));
  }
  const toggle = (id, pressed, label) => {
    $(id).setAttribute("aria-pressed", pressed ? "true" : "false");
    $(id).disabled = Boolean(view.over);
    if (label) $(id).textContent = label;
  };
  toggle("hint-button", state.hintAsked, state.hintAsked ? "Hide hint" : "Hint");
  toggle("analysis-button", state.analysis);
  toggle("strategy-button", state.strategy);
  $("undo-button").disabled = !view.can_undo || replaying();
}

// ----------------------------------------------------------------------------- actions

function cancelThinking() {
  if (state.thinkTimer !== null) {
    window.clearTimeout(state.thinkTimer);
    state.thinkTimer = null;
  }
  setBusy(false);
}

function setBusy(busy) {
  state.busy = busy;
  board.setBusy(busy);
  $("app").setAttribute("aria-busy", busy ? "true" : "false");
  page.setBusy(busy);
}

/** data-idle on <body>: "true" when no request is pending and the computer is not thinking
    (a hook for tests and for styling); data-renders counts the views shown. */
function setIdle(idle) {
  document.body.dataset.idle = idle ? "true" : "false";
}

/** Send one request (with the marks asked for); show the view unless a newer action overtook it. */
async function act(payload, { fromPlay = false, speak = true } = {}) {
  cancelThinking();
  const generation = ++state.generation;
  setIdle(false);
  let view;
  try {
    view = await state.engine.request({ ...payload, ...marks() });
  } catch (err) {
    showNotice(`Something went wrong: ${err.message}`);
    setIdle(true);
    return;
  }
  if (generation !== state.generation) return;
  show(view, generation, { fromPlay, speak });
}

/** Show an answer, then let the computer move when the view says it is its turn. */
function show(view, generation, { fromPlay = false, speak = true } = {}) {
  render(view, { fromPlay });
  if (speak) announce(spoken(view));
  if (view.computer_to_move && !view.over) scheduleComputer(generation);
  else setIdle(true);
}

/** The computer's move, after a visible pause (Python's status already says it is thinking). */
function scheduleComputer(generation) {
  setBusy(true);
  state.thinkTimer = window.setTimeout(async () => {
    state.thinkTimer = null;
    if (generation !== state.generation) return;
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] >>> 1; // a small int for Python's random
    let view;
    try {
      view = await state.engine.request({ op: "computer", hash: state.view.hash, seed, ...marks() });
    } catch (err) {
      view = null;
      showNotice(`Something went wrong: ${err.message}`);
    }
    if (generation !== state.generation) return;
    setBusy(false);
    if (view) show(view, generation, { fromPlay: true });
    else setIdle(true);
  }, THINK_MS);
}

/** Another position is coming: the pupil's hint was for this one, and the replay ends. */
function leavePosition() {
  state.hintAsked = false;
  state.step = null;
}

function pick(number) {
  if (!state.view || state.busy || replaying()) return;
  leavePosition();
  act({ op: "pick", hash: state.view.hash, number }, { fromPlay: true });
}

function load(hash) {
  leavePosition();
  return act({ op: "load", hash, saved: null });
}

/** Ask again for the position shown (live or replayed), with the marks now asked for. */
function reshow() {
  const step = replaying() ? { step: state.step } : {};
  return act({ op: "view", hash: state.view.hash, ...step }, { speak: false });
}

function stepTo(step) {
  state.hintAsked = false;
  state.step = step;
  act({ op: "view", hash: state.view.hash, step }, { speak: false }).then(() => {
    const replay = state.view.replay || {};
    announce(`Move ${replay.step} of ${replay.total}. ${state.view.status || ""}`);
  });
}

function playFromHere() {
  const hash = state.view.replay && state.view.replay.hash;
  if (typeof hash !== "string") return;
  leavePosition();
  act({ op: "view", hash }).then(() => board.focus());
}

// ----------------------------------------------------------------------------- wiring

const board = new Board($("board"), { onPick: pick });
const replayBar = new ReplayBar({ onStep: stepTo, onPlayFromHere: playFromHere });
const challenge = new ChallengePanel({ onLoadBest: load });
const page = EMBED
  ? new EmbedPage({ onNew: load })
  : new SitePage({
    request: (payload) => state.engine.request(payload),
    onType: (text) => {
      if (state.busy || replaying()) return;
      leavePosition();
      act({ op: "pick", hash: state.view.hash, number: text }, { fromPlay: true });
    },
    onRematch: () => {
      leavePosition();
      act({ op: "rematch", hash: state.view.hash });
    },
    onNewGame: (setup) => {
      leavePosition();
      act({ op: "new", setup }).then(() => board.focus());
    },
    showNotice,
  });

function wire() {
  $("hint-button").addEventListener("click", () => {
    state.hintAsked = !state.hintAsked;
    reshow().then(() => {
      const hint = state.hintAsked && state.view && state.view.hint;
      if (hint && hint.text) announce(hint.text);
    });
  });
  $("analysis-button").addEventListener("click", () => {
    state.analysis = !state.analysis;
    reshow();
  });
  $("strategy-button").addEventListener("click", () => {
    state.strategy = !state.strategy;
    reshow();
  });
  $("undo-button").addEventListener("click", () => {
    leavePosition();
    act({ op: "undo", hash: state.view.hash });
  });
  $("notice-close").addEventListener("click", () => showNotice(""));
  window.addEventListener("hashchange", () => {
    if (!state.view || currentHash() === page.address(state.view)) return;
    if (EMBED) page.readAddress();
    load(page.requestedGame());
  });
}

function showProgress({ step, steps, label }) {
  $("loading-progress").max = steps;
  $("loading-progress").value = step;
  $("loading-label").textContent = label;
}

async function registerServiceWorker() {
  // The full site only: an embed on another site should not install 13 MB for offline use.
  if (EMBED || !("serviceWorker" in navigator)) return;
  try {
    await navigator.serviceWorker.register("sw.js");
  } catch {
    /* offline play is a bonus; the site works without it */
  }
}

async function main() {
  setIdle(false);
  wire();
  registerServiceWorker();
  showProgress({ step: 0, steps: 3, label: "Loading the game engine…" });
  state.engine = new Engine({ onProgress: showProgress });
  let view;
  try {
    await state.engine.ready;
    view = await state.engine.request(page.firstRequest());
  } catch (err) {
    $("loading-label").textContent = `The game engine could not start: ${err.message}. Try reloading the page.`;
    $("loading-progress").hidden = true;
    return;
  }
  $("loading").hidden = true;
  $("app").hidden = false;
  document.body.dataset.ready = "true";
  performance.mark("factorgames:ready");
  show(view, state.generation, { speak: false });
  announce(view.status || "");
}

main();
