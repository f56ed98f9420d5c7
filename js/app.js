/* Wiring: sends the player's intent to Python (in a worker) and shows the view it returns.
   No game rule lives here: what is legal, whose turn it is and who won all come from the
   view. This file keeps the address, the saved game and the session's score in step, and
   paces the computer's moves. Every text from the view or the address goes in with
   textContent, never as HTML. */

import { Board } from "./board.js";
import { Engine } from "./engine-client.js";

const STORAGE_KEY = "factorgames:game";
const SCORE_KEY = "factorgames:score";
const THINK_MS = 500; // visible pause before the computer's move

const $ = (id) => document.getElementById(id);

const state = {
  engine: null,
  view: null,
  busy: false,
  generation: 0, // bumped by each action; a stale answer (e.g. a computer move after "new game") is dropped
  hintShown: false,
  thinkTimer: null,
  gameSetup: null, // the setup of the game shown, as JSON (the form is refilled when it changes)
  previews: 0, // setup previews in flight (data-previews on <body>)
};

// ----------------------------------------------------------------------------- storage

function storageGet(storage, key) {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

function storageSet(storage, key, value) {
  try {
    storage.setItem(key, value);
  } catch {
    /* private mode or full: the address still holds the game */
  }
}

function loadScore() {
  try {
    const data = JSON.parse(storageGet(sessionStorage, SCORE_KEY) || "{}");
    const tally = data && typeof data.tally === "object" && data.tally ? data.tally : {};
    const counted = Array.isArray(data.counted) ? data.counted.slice(-200) : [];
    return { tally, counted };
  } catch {
    return { tally: {}, counted: [] };
  }
}

function saveScore(score) {
  storageSet(sessionStorage, SCORE_KEY, JSON.stringify(score));
}

// ----------------------------------------------------------------------------- small helpers

function currentHash() {
  const raw = location.hash.startsWith("#") ? location.hash.slice(1) : location.hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function setAddress(hash) {
  if (currentHash() === hash) return;
  const url = new URL(location.href);
  url.hash = hash;
  history.replaceState(null, "", url.href);
}

function playerName(view, key) {
  const players = (view && view.players) || {};
  return typeof players[String(key)] === "string" ? players[String(key)] : `Player ${key}`;
}

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

/** Plain text or simple markdown (paragraphs, "- " lists, "#" headings, **bold**) as DOM nodes. */
function renderRichText(container, text) {
  container.replaceChildren();
  const blocks = String(text || "").replace(/\r\n?/g, "\n").split(/\n\s*\n/);
  for (const block of blocks) {
    const lines = block.split("\n").filter((l) => l.trim() !== "");
    if (!lines.length) continue;
    if (lines.every((l) => /^\s*([-*]|\d+[.)])\s+/.test(l))) {
      const ordered = /^\s*\d/.test(lines[0]);
      const list = document.createElement(ordered ? "ol" : "ul");
      for (const line of lines) {
        const li = document.createElement("li");
        appendInline(li, line.replace(/^\s*([-*]|\d+[.)])\s+/, ""));
        list.append(li);
      }
      container.append(list);
    } else if (/^#{1,6}\s/.test(lines[0]) && lines.length === 1) {
      const h = document.createElement("h4");
      appendInline(h, lines[0].replace(/^#{1,6}\s+/, ""));
      container.append(h);
    } else {
      const p = document.createElement("p");
      appendInline(p, lines.join(" "));
      container.append(p);
    }
  }
}

function appendInline(parent, text) {
  String(text).split(/(\*\*[^*]+\*\*)/).forEach((part) => {
    if (/^\*\*[^*]+\*\*$/.test(part)) {
      const strong = document.createElement("strong");
      strong.textContent = part.slice(2, -2);
      parent.append(strong);
    } else if (part) {
      parent.append(document.createTextNode(part));
    }
  });
}

function fillSelect(select, items, selected) {
  const wanted = items.map((item) => `${item.value}\u0000${item.label}`).join("\u0001");
  if (select.dataset.items !== wanted) {
    select.replaceChildren(
      ...items.map((item) => {
        const option = document.createElement("option");
        option.value = item.value;
        option.textContent = item.label;
        return option;
      })
    );
    select.dataset.items = wanted;
  }
  if (selected !== undefined && selected !== null) select.value = String(selected);
}

// ----------------------------------------------------------------------------- rendering

function render(view, { fromPlay = false } = {}) {
  state.view = view;
  document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);
  const game = view.game || {};

  document.title = game.title ? `${game.title} · Factor Games` : "Factor Games";
  $("game-title").textContent = game.title || "Factor Games";
  $("summary").textContent = game.summary || "";
  // Full rules: the text when the view carries it (game.rules), and the printable page when
  // it names one (game.rules_url, a relative address inside the site).
  renderRichText($("rules"), game.rules || "");
  $("rules-details").hidden = !game.rules;
  const rulesUrl = typeof game.rules_url === "string" && /^[a-z0-9][a-z0-9/_.-]*\.html$/i.test(game.rules_url) && !game.rules_url.includes("..")
    ? game.rules_url : null;
  if (rulesUrl) $("rules-link").setAttribute("href", rulesUrl);
  $("rules-link-row").hidden = !rulesUrl;
  $("status").textContent = view.status || "";
  showNotice(view.notice);

  const hint = view.hint && typeof view.hint === "object" ? view.hint : null;
  $("hint-text").textContent = hint && hint.text ? hint.text : "";
  $("hint-text").hidden = !(hint && hint.text);
  state.hintShown = Boolean(hint);
  $("hint-button").setAttribute("aria-pressed", state.hintShown ? "true" : "false");
  $("hint-button").textContent = state.hintShown ? "Hide hint" : "Hint";

  board.render(view.board, { busy: state.busy });
  const cells = view.board && Array.isArray(view.board.cells) ? view.board.cells : [];
  $("legend-relations").hidden = !cells.some((c) => c.relation);
  $("legend-removes").hidden = !cells.some((c) => Array.isArray(c.removes) && c.removes.length > 1);
  $("chain-head").textContent = game.kind === "removal" ? "Numbers picked so far" : "Chain so far";
  renderChain(view.chain);

  $("undo-button").disabled = !view.can_undo;
  $("hint-button").disabled = Boolean(view.over);
  $("rematch-button").disabled = !view.over;
  $("app").dataset.over = view.over ? "true" : "false";

  if (typeof view.hash === "string") {
    setAddress(view.hash);
    storageSet(localStorage, STORAGE_KEY, view.hash);
  }
  hideCopyFallback();

  if (fromPlay) tallyResult(view);
  renderScore(view);
  // Refill the form only when the game's setup changed (a new game, a rematch, another
  // address): moves leave the player's half-made choices in the form alone.
  const setupKey = JSON.stringify([view.setup, view.players]);
  if (setupKey !== state.gameSetup) {
    state.gameSetup = setupKey;
    fillSetup(view);
  }
}

function renderChain(chain) {
  const list = $("chain");
  const items = Array.isArray(chain) ? chain : [];
  list.replaceChildren(
    ...items.map((n, i) => {
      const li = document.createElement("li");
      li.textContent = String(n);
      if (i === items.length - 1) li.className = "last";
      return li;
    })
  );
  $("chain-empty").hidden = items.length > 0;
}

function tallyResult(view) {
  if (!view.over || view.winner === null || view.winner === undefined) return;
  const score = loadScore();
  if (score.counted.includes(view.hash)) return;
  const name = playerName(view, view.winner);
  score.tally[name] = (Number(score.tally[name]) || 0) + 1;
  score.counted.push(view.hash);
  saveScore(score);
}

function renderScore(view) {
  const { tally } = loadScore();
  const names = [playerName(view, 1), playerName(view, 2)];
  const el = $("score");
  if (!Object.keys(tally).length) {
    el.textContent = "";
    el.hidden = true;
    return;
  }
  el.hidden = false;
  el.textContent = `Score: ${names[0]}: ${Number(tally[names[0]]) || 0} · ${names[1]}: ${Number(tally[names[1]]) || 0}`;
}

// ----------------------------------------------------------------------------- setup form

/** Fill the form from a view's setup (the game's, or a preview's). */
function fillSetup(view, { fromPreview = false } = {}) {
  const setup = view.setup || {};
  const options = view.options || {};
  const games = Array.isArray(options.games) ? options.games : [];
  fillSelect($("setup-game"), games.map((g) => ({ value: g.id, label: g.title })), setup.game);
  $("setup-summary").textContent = fromPreview && view.game ? view.game.summary || "" : "";

  for (const field of document.querySelectorAll("[data-param]")) {
    field.hidden = !Object.hasOwn(setup, field.dataset.param);
  }
  if (typeof setup.range === "string") {
    const [lo, hi] = setup.range.split("-");
    $("setup-lo").value = lo || "";
    $("setup-hi").value = hi || "";
  }
  const limits = setup.range_limits || options.range_limits || {};
  for (const id of ["setup-lo", "setup-hi"]) {
    if (Number.isFinite(limits.min)) $(id).min = String(limits.min);
    if (Number.isFinite(limits.max)) $(id).max = String(limits.max);
  }
  const grids = Array.isArray(options.grids) ? options.grids : null;
  const gridItems = (grids || [setup.grid]).filter((g) => g !== undefined && g !== null)
    .map((g) => (typeof g === "object" ? { value: g.id ?? g.value, label: g.label } : { value: g, label: `${g} × ${g}` }));
  fillSelect($("setup-grid"), gridItems, setup.grid);
  const openings = Array.isArray(options.openings) ? options.openings : [];
  fillSelect($("setup-opening"), openings.map((o) => ({ value: o.id, label: o.label })), setup.opening);
  $("setup-without-one").checked = Boolean(setup.without_one);
  $("setup-misere").checked = Boolean(setup.misere);

  const levels = Array.isArray(options.levels) ? options.levels : [];
  const vsItems = [{ value: "", label: "A friend on this device" }].concat(
    levels.map((l) => (typeof l === "object" ? { value: l.id, label: `Computer – ${l.label || l.id}` } : { value: l, label: `Computer – ${l}` }))
  );
  fillSelect($("setup-vs"), vsItems, setup.vs || "");
  $("first-1-label").textContent = playerName(view, 1);
  $("first-2-label").textContent = playerName(view, 2);
  const first = String(setup.first || 1);
  for (const radio of document.querySelectorAll('input[name="first"]')) radio.checked = radio.value === first;
}

function readSetup() {
  const form = $("setup-form");
  const setup = { game: $("setup-game").value };
  const shown = (param) => !form.querySelector(`[data-param="${param}"]`).hidden;
  if (shown("range")) setup.range = `${$("setup-lo").value.trim()}-${$("setup-hi").value.trim()}`;
  if (shown("grid")) setup.grid = Number($("setup-grid").value);
  if (shown("opening")) setup.opening = $("setup-opening").value;
  if (shown("without_one")) setup.without_one = $("setup-without-one").checked;
  if (shown("misere")) setup.misere = $("setup-misere").checked;
  setup.vs = $("setup-vs").value || null;
  const first = form.querySelector('input[name="first"]:checked');
  setup.first = first ? Number(first.value) : 1;
  return setup;
}

/** Ask Python for a fresh game with the form's choices, only to show its parameters and names. */
async function previewSetup({ keepParams }) {
  const setup = keepParams ? readSetup() : { game: $("setup-game").value, vs: $("setup-vs").value || null, first: readSetup().first };
  state.previews += 1;
  document.body.dataset.previews = String(state.previews);
  try {
    const preview = await state.engine.request({ op: "new", setup });
    fillSetup(preview, { fromPreview: true });
  } catch (err) {
    showNotice(`Something went wrong: ${err.message}`);
  } finally {
    state.previews -= 1;
    document.body.dataset.previews = String(state.previews);
  }
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
  $("move-input").readOnly = busy;
}

/** Send one request; show the view unless a newer action overtook it. */
async function act(payload, { fromPlay = false, speak = true } = {}) {
  cancelThinking();
  const generation = ++state.generation;
  setIdle(false);
  let view;
  try {
    view = await state.engine.request(payload);
  } catch (err) {
    showNotice(`Something went wrong: ${err.message}`);
    setIdle(true);
    return;
  }
  if (generation !== state.generation) return;
  render(view, { fromPlay });
  if (speak) announce(spoken(view));
  if (view.computer_to_move && !view.over) scheduleComputer(generation);
  else setIdle(true);
}

/** data-idle on <body>: "true" when no request is pending and the computer is not thinking
    (a hook for tests and for styling); data-renders counts the views shown. */
function setIdle(idle) {
  document.body.dataset.idle = idle ? "true" : "false";
}

function scheduleComputer(generation) {
  setBusy(true);
  $("status").textContent = "Computer is thinking…"; // Python's status says so too; the announcement carries it
  state.thinkTimer = window.setTimeout(async () => {
    state.thinkTimer = null;
    if (generation !== state.generation) return;
    const seed = crypto.getRandomValues(new Uint32Array(1))[0] >>> 1; // a small int for Python's random
    let view;
    try {
      view = await state.engine.request({ op: "computer", hash: state.view.hash, seed });
    } catch (err) {
      setBusy(false);
      setIdle(true);
      showNotice(`Something went wrong: ${err.message}`);
      return;
    }
    if (generation !== state.generation) return;
    setBusy(false);
    render(view, { fromPlay: true });
    announce(spoken(view));
    if (view.computer_to_move && !view.over) scheduleComputer(generation);
    else setIdle(true);
  }, THINK_MS);
}

function pick(number) {
  if (!state.view || state.busy) return;
  act({ op: "pick", hash: state.view.hash, number }, { fromPlay: true });
}

// ----------------------------------------------------------------------------- wiring

const board = new Board($("board"), { onPick: pick });

function wire() {
  $("move-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const input = $("move-input");
    const text = input.value.trim();
    if (!text || state.busy) return;
    input.value = "";
    act({ op: "pick", hash: state.view.hash, number: text }, { fromPlay: true });
  });
  $("hint-button").addEventListener("click", () => {
    act({ op: "view", hash: state.view.hash, hint: !state.hintShown }, { speak: false }).then(() => {
      const hint = state.view && state.view.hint;
      if (hint && hint.text) announce(hint.text);
    });
  });
  $("undo-button").addEventListener("click", () => act({ op: "undo", hash: state.view.hash }));
  $("rematch-button").addEventListener("click", () => act({ op: "rematch", hash: state.view.hash }));
  $("copy-button").addEventListener("click", copyLink);
  $("notice-close").addEventListener("click", () => showNotice(""));
  $("setup-form").addEventListener("submit", (event) => {
    event.preventDefault();
    $("setup-summary").textContent = "";
    act({ op: "new", setup: readSetup() }).then(() => board.focus());
  });
  $("setup-game").addEventListener("change", () => previewSetup({ keepParams: false }));
  $("setup-vs").addEventListener("change", () => previewSetup({ keepParams: true }));
  window.addEventListener("hashchange", () => {
    if (!state.view || currentHash() === state.view.hash) return;
    act({ op: "load", hash: currentHash(), saved: null });
  });
}

async function copyLink() {
  const url = location.href;
  const status = $("copy-status");
  try {
    if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
    await navigator.clipboard.writeText(url);
    status.textContent = "Link copied. Opening it shows this game.";
    hideCopyFallback();
  } catch {
    const field = $("copy-field");
    field.value = url;
    $("copy-fallback").hidden = false;
    field.focus();
    field.select();
    status.textContent = "Copy the link below (Ctrl+C or long press).";
  }
}

function hideCopyFallback() {
  $("copy-fallback").hidden = true;
}

function showProgress({ step, steps, label }) {
  $("loading-progress").max = steps;
  $("loading-progress").value = step;
  $("loading-label").textContent = label;
}

async function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
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
    view = await state.engine.request({
      op: "load",
      hash: currentHash(),
      saved: storageGet(localStorage, STORAGE_KEY),
    });
  } catch (err) {
    $("loading-label").textContent = `The game engine could not start: ${err.message}. Try reloading the page.`;
    $("loading-progress").hidden = true;
    return;
  }
  $("loading").hidden = true;
  $("app").hidden = false;
  render(view);
  document.body.dataset.ready = "true";
  performance.mark("factorgames:ready");
  announce(view.status || "");
  if (view.computer_to_move && !view.over) scheduleComputer(state.generation);
  else setIdle(true);
}

main();
