/* The Bots page: pupils write `choose(position)` in Python and watch their bots play. The engine
   (its worker, op "bots") plans the games, plays the computer, checks every move and counts; the
   bots run in interpreters of their own, out of the site's reach (js/bots/sandbox.js, js/bots/runner.js). This file draws what they say, keeps the
   bots and the challenges passed on the device, and puts a bot in a link (bots.html#bot=...). */

import { currentHash } from "../shared/address.js";
import { Board } from "../game/board.js";
import { pythonEditor } from "./editor.js";
import { BotsGame, check, playGame, tryOut } from "./runner.js";
import { Sandbox } from "./sandbox.js";
import { BUILD } from "../shared/build-id.js";
import { copyText } from "../shared/copy-text.js";
import { part as $, fillSelect } from "../shared/dom.js";
import { Engine } from "../engine/client.js";
import { LANG, langKey, languageSwitch, startLanguage, t } from "../shared/i18n.js";
import { storageGet, storageSet, storedJson } from "../shared/storage.js";

const BOTS_KEY = "factorgames:bots";
const CURRENT_KEY = "factorgames:bots:current";
const PASSED_KEY = "factorgames:bots:challenges";
const MAX_OUTPUT = 8000;
/** The pause between the moves of a game shown step by step, so that each can be seen. */
const SHOW_MS = 120;

const boot = globalThis.factorgamesBoot;
boot.progress();
const engine = new Engine({
  build: BUILD,
  onProgress: ({ step, steps, label }) => boot.progress({ step, steps, label: t(label) }),
});
const board = new Board($("bots-board"), { onPick: () => {} });
let page = null; // what the engine offers: games, levels, starters, examples, challenges
let bots = null; // the bots' sandbox: an interpreter per bot and game
let limits = null; // the language bots speak, and how long a bot may think (ms)
let editor = null;
let running = false;
let stepping = null; // a game played one "Next move" at a time: {game, step}

const ask = (request) =>
  engine.request({ op: "bots", lang: LANG, ...request }).then((answer) => {
    if (answer.error) throw new Error(answer.error);
    return answer;
  });
const pause = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

// ------------------------------------------------------------------------------ bots on the device

let known = []; // the bots as this page last knew them
let unsaved = false; // the device refused the last change (storage full or blocked): `known` is newer
let editing = null; // the id of the bot in the editor: its edits go to that bot and no other

/** The bots kept on this device: [{id, name, code}] (another tab's changes included). */
function kept() {
  const valid = (list) =>
    Array.isArray(list) &&
    list.length > 0 &&
    list.every((b) => b && ["id", "name", "code"].every((key) => typeof b[key] === "string"));
  if (unsaved) return known;
  known = storedJson("local", BOTS_KEY, valid) || known;
  return known;
}

/** Change the list (`edit(list)` returns the new one) and keep it; when the device refuses, the
    page goes on with it and says that the bots could not be kept. */
function change(edit) {
  known = edit(kept());
  unsaved = !storageSet("local", BOTS_KEY, JSON.stringify(known));
  if (unsaved)
    notice(
      t("This device could not keep your bots (its storage is full or blocked): copy a link to each bot to keep it."),
    );
}

function newId() {
  const [a] = crypto.getRandomValues(new Uint32Array(1));
  return `b${a.toString(36)}`;
}

function current() {
  const list = kept();
  return list.find((bot) => bot.id === editing) || list[0];
}

function addBot(name, code) {
  const bot = { id: newId(), name: name || t("My bot"), code };
  change((list) => [...list, bot]);
  select(bot.id);
  return bot;
}

function select(id) {
  storageSet("local", CURRENT_KEY, id);
  editing = null; // no edit while the editor changes bots
  const bot = kept().find((b) => b.id === id) || kept()[0];
  editor.code = bot.code;
  editing = bot.id;
  $("bot-name").value = bot.name;
  listBots();
}

function saveCode() {
  const id = editing;
  if (!id) return;
  const code = editor.code;
  change((list) => list.map((b) => (b.id === id ? { ...b, code } : b)));
}

function listBots() {
  const list = kept();
  const bot = current();
  fillSelect(
    $("bot-list"),
    list.map((b) => ({ id: b.id, label: b.name })),
    bot.id,
  );
  const others = list.filter((b) => b.id !== bot.id).map((b) => ({ id: b.id, label: b.name }));
  const opponent = $("match-opponent").value;
  fillSelect($("match-opponent"), [...page.levels, { id: bot.id, label: t("Itself") }, ...others]);
  if ([...$("match-opponent").options].some((o) => o.value === opponent)) $("match-opponent").value = opponent;
  const robin = $("robin-bots");
  const listed = new Set([...robin.querySelectorAll("input")].map((box) => box.value));
  const ticked = new Set([...robin.querySelectorAll("input:checked")].map((box) => box.value));
  robin.replaceChildren(
    ...list.map((b) => {
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.value = b.id;
      box.checked = ticked.has(b.id) || !listed.has(b.id); // a bot new to the list is in
      label.append(box, ` ${b.name}`);
      return label;
    }),
  );
  $("bot-delete").disabled = list.length < 2;
}

// ------------------------------------------------------------------------------ showing

function say(id, text) {
  $(id).textContent = text;
}

function showOutput(text, { fresh = false } = {}) {
  const out = $("bot-output");
  const all = (fresh ? "" : out.textContent) + text;
  out.textContent = all.length > MAX_OUTPUT ? all.slice(all.length - MAX_OUTPUT) : all;
  out.scrollTop = out.scrollHeight;
}

function notice(text) {
  $("bots-notice").hidden = !text;
  $("bots-notice").textContent = text || "";
}

/** Draw a game's position on the board, as the game page draws it. */
async function drawBoard(hash) {
  const view = await engine.request({ op: "view", hash, lang: LANG });
  board.render(view.board, { locked: true });
  $("play-moves").textContent = view.history.map((entry) => entry.words).join(", ");
  $("bots-board").dataset.hash = hash;
}

function reviewLink(result) {
  const link = document.createElement("a");
  link.href = `index.html#${result.hash}${langKey() ? `&lang=${langKey()}` : ""}`;
  link.textContent = t("Open in the review");
  return link;
}

function listGames(results) {
  $("results-games").replaceChildren(
    ...results.map((result) => {
      const item = document.createElement("li");
      item.dataset.hash = result.hash;
      item.dataset.winner = String(result.winner);
      const words = t("{players}: {words}", { players: result.names.join(" – "), words: result.words });
      item.append(`${words} `, reviewLink(result));
      return item;
    }),
  );
}

const DRAWS_COLUMN = 4;

/** The table of the games played; its Draws column only where one of the games could be drawn
    (the engine says which games can: `page.games[].draws`). */
function showTable(rows, results) {
  const drawable = results.some((r) =>
    page.games.some((g) => g.draws && (r.hash === g.id || r.hash.startsWith(`${g.id}&`))),
  );
  $("results-table").tHead.rows[0].cells[DRAWS_COLUMN].hidden = !drawable;
  const body = document.createDocumentFragment();
  for (const row of rows) {
    const tr = document.createElement("tr");
    tr.dataset.player = row.player;
    for (const value of [row.name, row.games, row.wins, row.losses, row.draws, row.average_shown]) {
      const td = document.createElement("td");
      td.textContent = String(value);
      tr.append(td);
    }
    tr.cells[DRAWS_COLUMN].hidden = !drawable;
    body.append(tr);
  }
  $("results-table").tBodies[0].replaceChildren(body);
}

// ------------------------------------------------------------------------------ playing

const BUSY_BUTTONS = ["play-one", "play-step", "play-series", "robin-play", "bot-check"];

/** A new build of the site was deployed while this page was open (its files no longer match this
    page's): say so and offer a reload, which keeps every bot (they are on the device). */
function newVersion() {
  $("update").hidden = false;
  say("play-status", "");
  $("update-reload").focus();
}

/** Work that plays games: one at a time, the page says it is busy meanwhile. */
async function busy(work) {
  if (running) return;
  running = true;
  document.body.dataset.idle = "false";
  // aria-disabled, not disabled: the button pressed keeps the keyboard's focus
  for (const id of BUSY_BUTTONS) $(id).setAttribute("aria-disabled", "true");
  try {
    await work();
  } catch (err) {
    if (err.cause === "version") newVersion();
    else notice(t("Something went wrong: {error}", { error: err.message }));
    console.warn("Factor Games:", err);
  } finally {
    running = false;
    for (const id of BUSY_BUTTONS) $(id).removeAttribute("aria-disabled");
    document.body.dataset.idle = "true";
    document.body.dataset.runs = String(Number(document.body.dataset.runs || 0) + 1); // for the tests
  }
}

/** Load the bot in the editor into the bots' worker, and say whether it can play (or why not). */
async function loadCurrent() {
  saveCode();
  const bot = current();
  const loaded = await check(bots, editor.code, limits);
  showOutput(loaded.output || "", { fresh: true });
  if (loaded.timeout) say("bot-verdict", t("Your code took too long to load (a loop outside choose?)."));
  else if (loaded.error) say("bot-verdict", loaded.error);
  else say("bot-verdict", t("{name} is ready to play.", { name: bot.name }));
  $("bot-verdict").dataset.ok = String(!loaded.timeout && !loaded.error);
  return bot;
}

/** Check the bot in the editor; the code of every bot a game needs (the one in the editor from the editor). */
async function loadBots(ids) {
  const bot = await loadCurrent();
  const codes = new Map(
    kept()
      .filter((b) => ids.includes(b.id))
      .map((b) => [b.id, b.code]),
  );
  codes.set(bot.id, editor.code);
  return { bot, codes };
}

/** A game's bots, each in an interpreter of its own. */
const newGame = (codes) => new BotsGame(bots, codes, limits);

function stopStepping() {
  if (stepping) stepping.game.end();
  stepping = null;
}

function matchRequest(bot, games) {
  const form = new FormData($("match-form"));
  const opponent = String(form.get("opponent"));
  const other = kept().find((b) => b.id === opponent);
  return {
    do: "series",
    code: String(form.get("game")),
    bot: bot.id,
    name: bot.name,
    opponent,
    opponent_name: other ? other.name : bot.name,
    games,
    first: String(form.get("first")),
    seed: Number(form.get("seed")) || 0,
  };
}

/** A game's outputs and its end, as it goes. */
function follow(show) {
  return async (step, answer) => {
    if (answer && answer.output) showOutput(answer.output);
    if (show) {
      await drawBoard(step.state.hash);
      if (step.result) say("play-status", step.result.words);
      else await pause(SHOW_MS);
    }
  };
}

async function finish(results, summary) {
  // A bot of the editor's that failed in a game is not "ready to play": the verdict says what happened.
  const failed = results.find((r) => r.forfeit && r.players[r.forfeit - 1] === editing);
  if (failed && $("bot-verdict").dataset.ok === "true") {
    say("bot-verdict", failed.words);
    $("bot-verdict").dataset.ok = "false";
  }
  const { rows } = await ask({ do: "table", results });
  showTable(rows, results);
  listGames(results);
  say("results-summary", summary);
}

async function playOne() {
  stopStepping();
  const { bot, codes } = await loadBots([$("match-opponent").value]);
  const { games } = await ask(matchRequest(bot, 1));
  say("play-status", t("Playing…"));
  const result = await playGame(ask, newGame(codes), games[0], follow(true));
  await drawBoard(result.hash);
  say("play-status", result.words);
  await finish([result], t("One game."));
}

/** One move of the bot (and the computer's reply) on the board: a game goes on press by press. */
async function nextMove() {
  if (!stepping || stepping.step.result) {
    stopStepping();
    const { bot, codes } = await loadBots([$("match-opponent").value]);
    const { games } = await ask(matchRequest(bot, 1));
    stepping = { game: newGame(codes), step: await ask({ do: "step", state: games[0] }) };
  }
  if (stepping.step.ask) {
    const answer = await stepping.game.ask(stepping.step.ask);
    if (answer.output) showOutput(answer.output);
    stepping.step = await ask({ do: "step", state: stepping.step.state, answer });
  }
  const { step } = stepping;
  await drawBoard(step.state.hash);
  say(
    "play-status",
    step.result
      ? step.result.words
      : t("{name} to move.", {
          name: step.state.names[step.state.players.indexOf(step.ask.bot)],
        }),
  );
  if (step.result) {
    stepping.game.end();
    await finish([step.result], t("One game."));
  }
}

async function playMany(games, codes, label) {
  const results = [];
  for (const [k, state] of games.entries()) {
    say("play-status", t("Game {k} of {n}…", { k: k + 1, n: games.length }));
    results.push(await playGame(ask, newGame(codes), state, follow(false)));
  }
  const last = results[results.length - 1];
  await drawBoard(last.hash);
  say("play-status", last.words);
  await finish(results, label(results.length));
  return results;
}

async function playSeries() {
  stopStepping();
  const { bot, codes } = await loadBots([$("match-opponent").value]);
  const { games } = await ask(matchRequest(bot, Number($("match-games").value) || 1));
  await playMany(games, codes, (n) => t("A series of {n} games.", { n }));
}

async function playRobin() {
  stopStepping();
  const ids = [...$("robin-bots").querySelectorAll("input:checked")].map((box) => box.value);
  const chosen = kept().filter((b) => ids.includes(b.id));
  const { codes } = await loadBots(ids);
  const { games } = await ask({
    do: "robin",
    code: $("match-game").value,
    bots: chosen.map((b) => [b.id, b.name]),
    games: Number($("robin-games").value) || 2,
    seed: Number($("match-seed").value) || 0,
  });
  await playMany(games, codes, (n) => t("A round robin of {n} games.", { n }));
}

// ------------------------------------------------------------------------------ challenges

function passed() {
  return storedJson("local", PASSED_KEY, (value) => typeof value === "object" && !Array.isArray(value)) || {};
}

function listChallenges() {
  const done = passed();
  $("challenges").replaceChildren(
    ...page.challenges.map((challenge) => {
      const item = document.createElement("li");
      item.dataset.challenge = challenge.id;
      item.dataset.passed = String(Object.hasOwn(done, challenge.id));
      const title = document.createElement("span");
      title.textContent = challenge.title;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "button secondary";
      button.textContent = t("Try with my bot");
      button.addEventListener("click", () => busy(() => tryChallenge(challenge, item)));
      const status = document.createElement("span");
      status.className = "bots-status";
      status.setAttribute("role", "status");
      status.textContent = Object.hasOwn(done, challenge.id)
        ? t("Passed by {name}.", { name: done[challenge.id] })
        : "";
      item.append(title, " ", button, " ", status);
      return item;
    }),
  );
}

async function tryChallenge(challenge, item) {
  const { bot, codes } = await loadBots([]);
  const { games } = await ask({
    do: "challenge",
    id: challenge.id,
    bot: bot.id,
    name: bot.name,
    seed: Number($("match-seed").value) || 0,
  });
  const results = await playMany(games, codes, (n) => t("A challenge of {n} games.", { n }));
  const check = await ask({ do: "check", id: challenge.id, results });
  if (check.passed) storageSet("local", PASSED_KEY, JSON.stringify({ ...passed(), [challenge.id]: bot.name }));
  listChallenges();
  const status = $("challenges").querySelector(`[data-challenge="${challenge.id}"] .bots-status`);
  status.textContent = check.words;
  item.dataset.checked = String(check.passed);
}

// ------------------------------------------------------------------------------ the interface's examples

function listExamples() {
  $("examples").replaceChildren(
    ...page.examples.map((example) => {
      const item = document.createElement("li");
      const words = document.createElement("p");
      words.textContent = example.words;
      const code = document.createElement("code");
      code.textContent = example.code;
      const run = document.createElement("button");
      run.type = "button";
      run.className = "button secondary";
      run.textContent = t("Run");
      const out = document.createElement("output");
      out.className = "bots-example-out";
      run.addEventListener("click", async () => {
        const answer = await tryOut(bots, example.code, page.position_facts, limits);
        out.textContent = answer.timeout ? t("Stopped: it took too long.") : answer.error || answer.value;
      });
      item.append(words, code, " ", run, " ", out);
      return item;
    }),
  );
}

// ------------------------------------------------------------------------------ start

async function share() {
  saveCode();
  const bot = current();
  const { link } = await ask({ do: "share", name: bot.name, code: editor.code });
  const url = new URL(location.href);
  url.hash = link;
  await copyText(url.href, {
    status: $("bot-share-status"),
    field: $("bot-share-field"),
    done: t("The link to {name} is copied: send it to a friend or your teacher.", { name: bot.name }),
    manual: t("Copy this link to share {name}:", { name: bot.name }),
    showField: () => {
      $("bot-share-field").hidden = false;
    },
  });
}

/** A bot in the address (bots.html#bot=...): kept beside the others, and shown. */
async function openLink() {
  const hash = currentHash();
  if (!hash.startsWith("bot=")) return;
  try {
    const { name, code } = await ask({ do: "open", link: hash });
    const same = kept().find((b) => b.name === name && b.code === code);
    if (same) select(same.id);
    else addBot(name, code);
    notice(t("{name} was opened from a link and kept on this device.", { name }));
  } catch (err) {
    notice(err.message);
  }
}

async function start() {
  await startLanguage();
  languageSwitch($("lang-switch"));
  page = await ask({ do: "page" });
  bots = new Sandbox({ build: BUILD });
  limits = { lang: LANG, limitMs: page.move_seconds * 1000 };
  // The first interpreter boots while the pupil reads (another failure is met when a bot plays).
  bots.warm().catch((err) => {
    if (err.cause === "version") newVersion();
  });
  editor = pythonEditor($("bot-editor"), {
    label: t("Code of your bot"),
    description: $("editor-help").textContent,
    onChange: () => saveCode(),
    onRun: () => busy(playOne),
  });
  fillSelect($("match-game"), page.games, page.game);
  fillSelect(
    $("bot-starter"),
    page.starters.map((s) => ({ id: s.id, label: s.name })),
    "template",
  );
  say(
    "time-limit",
    t("A bot must answer each move within {s} seconds, or it loses the game.", { s: page.move_seconds }),
  );
  if (!kept().length) {
    const template = page.starters.find((s) => s.id === "template");
    change(() => [{ id: newId(), name: template.name, code: template.code }]);
  }
  select(storageGet("local", CURRENT_KEY) || kept()[0].id);
  listExamples();
  listChallenges();
  await openLink();
  await drawBoard($("match-game").value);

  $("bot-list").addEventListener("change", () => select($("bot-list").value));
  $("bot-name").addEventListener("change", () => {
    const name = $("bot-name").value.trim() || t("My bot");
    const id = editing;
    change((list) => list.map((b) => (b.id === id ? { ...b, name } : b)));
    listBots();
  });
  $("bot-new").addEventListener("click", () => {
    const starter = page.starters.find((s) => s.id === $("bot-starter").value);
    addBot(starter.name, starter.code);
    editor.focus();
  });
  $("bot-delete").addEventListener("click", () => {
    const bot = current();
    if (kept().length < 2 || !window.confirm(t("Delete {name} from this device?", { name: bot.name }))) return;
    change((list) => list.filter((b) => b.id !== bot.id));
    select(kept()[0].id);
  });
  $("update-reload").addEventListener("click", () => location.reload());
  $("bot-share").addEventListener("click", () => share());
  $("bot-check").addEventListener("click", () => busy(loadCurrent));
  $("play-one").addEventListener("click", () => busy(playOne));
  $("play-step").addEventListener("click", () => busy(nextMove));
  $("play-series").addEventListener("click", () => busy(playSeries));
  $("robin-play").addEventListener("click", () => busy(playRobin));
  $("match-game").addEventListener("change", () => {
    stopStepping();
    if (!running) drawBoard($("match-game").value);
  });
  document.querySelector(".skip-link").addEventListener("click", (event) => {
    event.preventDefault();
    editor.focus();
  });
  window.addEventListener("hashchange", () => openLink());

  $("loading").hidden = true;
  boot.started();
  document.body.dataset.idle = "true";
  document.body.dataset.runs = "0";
  document.body.dataset.ready = "true";
}

start().catch((err) => boot.fail(err.cause || "engine", err.message));
