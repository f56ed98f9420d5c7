/* The Bots page: pupils write `choose(position)` in Python and watch their bots play. The engine
   (its worker, op "bots") plans the games, plays the computer, checks every move and counts; the
   bots run in interpreters of their own, out of the site's reach (js/bots/sandbox.js, js/bots/runner.js). This file draws what they say, keeps the
   bots and the challenges passed on the device, and puts a bot in a link (bots.html#bot=...).
   A class's task (bots.html#challenge=<id>&seed=<n>&task=<assignment id>.<k>, from the Class page)
   names a challenge and the seed of its games: the bot tried on it is kept for the assignment
   (js/shared/class-task.js), the one that passed apart, and the Class page hands it in. */

import { currentHash } from "../shared/address.js";
import { Board } from "../game/board.js";
import { pythonEditor } from "./editor.js";
import { BotsGame, playGame, trial, tryOut } from "./runner.js";
import { Sandbox } from "./sandbox.js";
import { startLeague } from "./league.js";
import { BUILD } from "../shared/build-id.js";
import { copyText } from "../shared/copy-text.js";
import { part as $, fillSelect, inside, partOf } from "../shared/dom.js";
import { LANG, langKey, t } from "../shared/i18n.js";
import { startPage } from "../shared/page-start.js";
import { storageGet, storageSet, storedJson } from "../shared/storage.js";
import { ClassTask } from "../shared/class-task.js";
import { onNewVersion } from "../shared/new-version.js";

/** @typedef {import("./types.js").Bot} Bot */
/** @typedef {import("./types.js").BotsPage} BotsPage */
/** @typedef {import("./types.js").BotsCall} BotsCall */
/** @typedef {import("./types.js").BotsAnswers} BotsAnswers */
/** @typedef {import("./types.js").GameState} GameState */
/** @typedef {import("./types.js").GameResult} GameResult */
/** @typedef {import("./types.js").Row} Row */
/** @typedef {import("./types.js").Step} Step */
/** @typedef {import("./protocol.js").Proposal} Proposal */
/** @typedef {import("./types.js").BotsRequest} BotsRequest */
/** @typedef {import("../contract/request-types.js").ViewRequest} ViewRequest */

const BOTS_KEY = "factorgames:bots";
const CURRENT_KEY = "factorgames:bots:current";
const PASSED_KEY = "factorgames:bots:challenges";
const MAX_OUTPUT = 8000;
/** The pause between the moves of a game shown step by step, so that each can be seen. */
const SHOW_MS = 120;

const start = startPage();
const board = new Board($("bots-board"), { onPick: () => {} });
// Set by main(), before anything reads them:
/** @type {BotsPage} */
let page; // what the engine offers: games, levels, starters, examples, challenges
/** @type {Sandbox} */
let bots; // the bots' sandbox: an interpreter per bot and game
/** @type {import("./runner.js").Limits} */
let limits; // the language bots speak, and how long a bot may think (ms)
/** @type {import("./editor.js").PythonEditor} */
let editor;
let running = false;
/** @type {{game: BotsGame, step: Step} | null} */
let stepping = null; // a game played one "Next move" at a time: {game, step}
const classTask = new ClassTask($("bots-task"));
/** The class's task in the address: its challenge and the seed of its games (none: no task).
    @type {{challenge: string, seed: number} | null} */
const task = (() => {
  const keys = new URLSearchParams(currentHash());
  const seed = Number(keys.get("seed"));
  return classTask.task && keys.has("challenge") && Number.isSafeInteger(seed) && seed >= 0
    ? { challenge: String(keys.get("challenge")), seed }
    : null;
})();

/** The engine's answer to one of the page's requests (op "bots"); its trouble ({error}) is thrown.
    @template {BotsCall} R
    @param {R} request
    @returns {Promise<BotsAnswers[R["do"]]>} */
const ask = (request) =>
  start.engine
    .request(/** @satisfies {BotsRequest} */ ({ op: "bots", lang: LANG, ...request }))
    .then((/** @type {unknown} */ answer) => {
      // The Bots API's answer to this `do` (its shape: py/factorgames/contract/bots.py BotsAnswers, or
      // BotsError): not checked here, as every view.
      const said = /** @type {BotsAnswers[R["do"]] & {error?: string}} */ (answer);
      if (said.error) throw new Error(said.error);
      return said;
    });
/** @param {number} ms */
const pause = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

// ------------------------------------------------------------------------------ bots on the device

/** @type {Bot[]} */
let known = []; // the bots as this page last knew them
let unsaved = false; // the device refused the last change (storage full or blocked): `known` is newer
/** @type {string | null} */
let editing = null; // the id of the bot in the editor: its edits go to that bot and no other

/** A bot as kept: an object with its three strings.
    @param {unknown} b
    @returns {b is Bot} */
function isBot(b) {
  return (
    typeof b === "object" &&
    b !== null &&
    "id" in b &&
    typeof b.id === "string" &&
    "name" in b &&
    typeof b.name === "string" &&
    "code" in b &&
    typeof b.code === "string"
  );
}

/** The bots kept on this device: [{id, name, code}] (another tab's changes included).
    @returns {Bot[]} */
function kept() {
  /** @param {unknown} list
      @returns {list is Bot[]} */
  const valid = (list) => Array.isArray(list) && list.length > 0 && list.every(isBot);
  if (unsaved) return known;
  known = /** @type {Bot[] | null} */ (storedJson("local", BOTS_KEY, valid)) || known; // what valid() accepted
  return known;
}

/** Change the list (`edit(list)` returns the new one) and keep it; when the device refuses, the
    page goes on with it and says that the bots could not be kept.
    @param {(list: Bot[]) => Bot[]} edit */
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

/** The bot in the editor (the first one before any is).
    @returns {Bot} */
function current() {
  const list = kept();
  return list.find((bot) => bot.id === editing) || list[0];
}

/** @param {string} name
    @param {string} code */
function addBot(name, code) {
  const bot = { id: newId(), name: name || t("My bot"), code };
  change((list) => [...list, bot]);
  select(bot.id);
  return bot;
}

/** @param {string} id */
function select(id) {
  storageSet("local", CURRENT_KEY, id);
  editing = null; // no edit while the editor changes bots
  const bot = kept().find((b) => b.id === id) || kept()[0];
  editor.code = bot.code;
  editing = bot.id;
  say("bot-verdict", ""); // a verdict was about the bot the editor held
  delete $("bot-verdict").dataset.ok;
  partOf(HTMLInputElement, "bot-name").value = bot.name;
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
    partOf(HTMLSelectElement, "bot-list"),
    list.map((b) => ({ id: b.id, label: b.name })),
    bot.id,
  );
  const others = list.filter((b) => b.id !== bot.id).map((b) => ({ id: b.id, label: b.name }));
  const opponents = partOf(HTMLSelectElement, "match-opponent");
  const opponent = opponents.value;
  fillSelect(opponents, [...page.levels, { id: bot.id, label: t("Itself") }, ...others]);
  if ([...opponents.options].some((o) => o.value === opponent)) opponents.value = opponent;
  const robin = $("robin-bots");
  const listed = new Set([...robin.querySelectorAll("input")].map((box) => box.value));
  const ticked = new Set([...robin.querySelectorAll("input:checked")].map((box) => tickedValue(box)));
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
  partOf(HTMLButtonElement, "bot-delete").disabled = list.length < 2;
}

/** A ticked box's value (the selector `input:checked` finds only <input> boxes).
    @param {Element} box */
function tickedValue(box) {
  return /** @type {HTMLInputElement} */ (box).value;
}

// ------------------------------------------------------------------------------ showing

/** @param {string} id
    @param {string} text */
function say(id, text) {
  $(id).textContent = text;
}

/** @param {string} text
    @param {{fresh?: boolean}} [options] */
function showOutput(text, { fresh = false } = {}) {
  const out = $("bot-output");
  const all = (fresh ? "" : out.textContent) + text;
  out.textContent = all.length > MAX_OUTPUT ? all.slice(all.length - MAX_OUTPUT) : all;
  out.scrollTop = out.scrollHeight;
}

/** @param {string} [text] none: the notice is hidden */
function notice(text) {
  $("bots-notice").hidden = !text;
  $("bots-notice").textContent = text || "";
}

/** Draw a game's position on the board, as the game page draws it.
    @param {string} hash */
async function drawBoard(hash) {
  /** @type {import("../contract/view-types.js").View} */
  const view = await start.engine.request(/** @satisfies {ViewRequest} */ ({ op: "view", hash, lang: LANG }));
  board.render(view.board, { locked: true });
  $("play-moves").textContent = view.history.map((entry) => entry.words).join(", ");
  $("bots-board").dataset.hash = hash;
}

/** @param {GameResult} result */
function reviewLink(result) {
  const link = document.createElement("a");
  link.href = `index.html#${result.hash}${langKey() ? `&lang=${langKey()}` : ""}`;
  link.textContent = t("Open in the review");
  return link;
}

/** @param {GameResult[]} results */
function listGames(results) {
  $("results-games").replaceChildren(
    ...results.map((result) => {
      const item = document.createElement("li");
      item.dataset.hash = result.hash;
      item.dataset.winner = String(result.winner);
      item.dataset.forfeit = String(result.forfeit);
      const words = t("{players}: {words}", { players: result.names.join(" – "), words: result.words });
      const show = document.createElement("button");
      show.type = "button";
      show.className = "link-button";
      show.textContent = t("Show on the board");
      show.addEventListener("click", () => busy(() => showGame(result)));
      item.append(`${words} `, show, " ", reviewLink(result));
      return item;
    }),
  );
}

/** A game of the results on the board, where it ended, with what happened (a bot that stopped
    with an error: at which move, and why, in the engine's words).
    @param {GameResult} result */
async function showGame(result) {
  stopStepping();
  await drawBoard(result.hash);
  say("play-status", result.words);
  // The board in view, and the words above it (from the results below, they come to the top).
  $("bots-board").scrollIntoView({ block: "nearest" });
  $("play-status").scrollIntoView({ block: "nearest" });
}

const DRAWS_COLUMN = 4;

/** Whether a game (its share code, or a result's) can end in a draw: the engine says which games
    can (`page.games[].draws`).
    @param {string} hash */
const drawable = (hash) => page.games.some((g) => g.draws && (hash === g.id || hash.startsWith(`${g.id}&`)));

/** The results table's Draws column heading, shown or not. @param {boolean} shown */
function drawsHeading(shown) {
  const table = partOf(HTMLTableElement, "results-table");
  /** @type {HTMLTableSectionElement} */ (table.tHead).rows[0].cells[DRAWS_COLUMN].hidden = !shown; // bots.html gives it one
}

/** Before any game is played, the empty table's Draws column follows the game chosen. */
function draws() {
  if (!partOf(HTMLTableElement, "results-table").tBodies[0].rows.length)
    drawsHeading(drawable(partOf(HTMLSelectElement, "match-game").value));
}

/** The table of the games played; its Draws column only where one of the games could be drawn.
    @param {Row[]} rows
    @param {GameResult[]} results */
function showTable(rows, results) {
  const shown = results.some((r) => drawable(r.hash));
  drawsHeading(shown);
  const table = partOf(HTMLTableElement, "results-table");
  const body = document.createDocumentFragment();
  for (const row of rows) {
    const tr = document.createElement("tr");
    tr.dataset.player = row.player;
    for (const value of [row.name, row.games, row.wins, row.losses, row.draws, row.errors, row.average_shown]) {
      const td = document.createElement("td");
      td.textContent = String(value);
      tr.append(td);
    }
    tr.cells[DRAWS_COLUMN].hidden = !shown;
    body.append(tr);
  }
  table.tBodies[0].replaceChildren(body);
}

// ------------------------------------------------------------------------------ playing

const BUSY_BUTTONS = ["play-one", "play-step", "play-series", "robin-play", "bot-check", "league-add", "league-play"];

/** A new build of the site was deployed while this page was open (its files no longer match this
    page's, or its service worker took over): say so and offer a reload, which keeps every bot (they
    are on the device). A play that failed on it gives the reload the focus; news that comes
    while the pupil types does not take it.
    @param {{focus?: boolean}} [options] */
function newVersion({ focus = true } = {}) {
  $("update").hidden = false;
  if (!focus) return;
  say("play-status", "");
  $("update-reload").focus();
}

/** Work that plays games: one at a time, the page says it is busy meanwhile.
    @param {() => Promise<unknown>} work */
async function busy(work) {
  if (running) return;
  running = true;
  document.body.dataset.idle = "false";
  // aria-disabled, not disabled: the button pressed keeps the keyboard's focus
  for (const id of BUSY_BUTTONS) $(id).setAttribute("aria-disabled", "true");
  try {
    await work();
  } catch (err) {
    const words = t("Something went wrong: {error}", { error: err instanceof Error ? err.message : String(err) });
    if (err instanceof Error && err.cause === "version") newVersion();
    else notice(words);
    unready(words); // the bot did not play (its interpreter may not have started): it is not "ready"
    console.warn("Factor Games:", err);
  } finally {
    running = false;
    for (const id of BUSY_BUTTONS) $(id).removeAttribute("aria-disabled");
    document.body.dataset.idle = "true";
    document.body.dataset.runs = String(Number(document.body.dataset.runs || 0) + 1); // for the tests
  }
}

/** A failure replaces the verdict "… is ready to play" (a verdict that says why not stays).
    @param {string} words */
function unready(words) {
  if ($("bot-verdict").dataset.ok !== "true") return;
  say("bot-verdict", words);
  $("bot-verdict").dataset.ok = "false";
}

/** The game chosen on the page (its share code). */
const chosenGame = () => partOf(HTMLSelectElement, "match-game").value;

/** "Check my bot": the bot in the editor tried on the positions the engine chooses in a game (its
    first moves and a mid-game against the computer), and the engine's verdict: ready to play, or
    the first error, time-out or refused move with its line.
    @param {string} [code] the game's share code (the game chosen on the page by default)
    @param {{asked?: boolean}} [options] `asked`: the pupil pressed "Check my bot", and sees what the bot
      printed on each position tried (before games, only what it printed when loaded, as the games print the rest) */
async function loadCurrent(code = chosenGame(), { asked = false } = {}) {
  saveCode();
  const bot = current();
  const { asks } = await ask({ do: "trial", code, bot: bot.id });
  const { loaded, answers } = await trial(bots, editor.code, asks, limits);
  const printed = asked ? [loaded, ...answers] : [loaded];
  showOutput(printed.map((answer) => answer.output || "").join(""), { fresh: true });
  const verdict = await ask({ do: "ready", code, name: bot.name, loaded, answers });
  say("bot-verdict", verdict.words);
  $("bot-verdict").dataset.ok = String(verdict.ready);
  return bot;
}

/** Check the bot in the editor; the code of every bot a game needs (the one in the editor from the editor).
    @param {string[]} ids
    @param {string} [code] the game's share code, where the bot is checked (the game chosen by default) */
async function loadBots(ids, code) {
  const bot = await loadCurrent(code);
  const codes = new Map(
    kept()
      .filter((b) => ids.includes(b.id))
      .map((b) => [b.id, b.code]),
  );
  codes.set(bot.id, editor.code);
  return { bot, codes };
}

/** A game's bots, each in an interpreter of its own.
    @param {Map<string, string>} codes */
const newGame = (codes) => new BotsGame(bots, codes, limits);

function stopStepping() {
  if (stepping) stepping.game.end();
  stepping = null;
}

/** @param {Bot} bot
    @param {number} games
    @returns {BotsCall & {do: "series"}} */
function matchRequest(bot, games) {
  const form = new FormData(partOf(HTMLFormElement, "match-form"));
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

/** A game's outputs and its end, as it goes.
    @param {boolean} show */
function follow(show) {
  /** @param {Step} step
      @param {Proposal | null} answer */
  return async (step, answer) => {
    if (answer && answer.output) showOutput(answer.output);
    if (show) {
      await drawBoard(step.state.hash);
      if (step.result) say("play-status", step.result.words);
      else await pause(SHOW_MS);
    }
  };
}

/** @param {GameResult[]} results
    @param {string} summary */
async function finish(results, summary) {
  // A bot of the editor's that failed in a game is not "ready to play": the verdict says what happened.
  const failed = results.find((r) => r.forfeit && r.players[r.forfeit - 1] === editing);
  if (failed) unready(failed.words);
  const { rows, faults } = await ask({ do: "table", results });
  showTable(rows, results);
  listGames(results);
  say("results-summary", faults ? `${summary} ${faults}` : summary);
}

async function playOne() {
  stopStepping();
  const { bot, codes } = await loadBots([partOf(HTMLSelectElement, "match-opponent").value]);
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
    const { bot, codes } = await loadBots([partOf(HTMLSelectElement, "match-opponent").value]);
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

/** @param {GameState[]} games
    @param {Map<string, string>} codes
    @param {(n: number) => string} label */
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
  const { bot, codes } = await loadBots([partOf(HTMLSelectElement, "match-opponent").value]);
  const { games } = await ask(matchRequest(bot, Number(partOf(HTMLInputElement, "match-games").value) || 1));
  await playMany(games, codes, (n) => t("A series of {n} games.", { n }));
}

async function playRobin() {
  stopStepping();
  const ids = [...$("robin-bots").querySelectorAll("input:checked")].map((box) => tickedValue(box));
  const chosen = kept().filter((b) => ids.includes(b.id));
  const { codes } = await loadBots(ids);
  const { games } = await ask({
    do: "robin",
    code: partOf(HTMLSelectElement, "match-game").value,
    bots: chosen.map((b) => /** @type {[string, string]} */ ([b.id, b.name])),
    games: Number(partOf(HTMLInputElement, "robin-games").value) || 2,
    seed: Number(partOf(HTMLInputElement, "match-seed").value) || 0,
  });
  await playMany(games, codes, (n) => t("A round robin of {n} games.", { n }));
}

// ------------------------------------------------------------------------------ challenges

/** The challenges passed on this device: challenge id -> the name of the bot that passed it.
    @returns {Record<string, string>} */
function passed() {
  /** @param {unknown} value */
  const valid = (value) => typeof value === "object" && !Array.isArray(value);
  return /** @type {Record<string, string> | null} */ (storedJson("local", PASSED_KEY, valid)) || {}; // as this page keeps it
}

function listChallenges() {
  const done = passed();
  $("challenges").replaceChildren(
    ...page.challenges.map((challenge) => {
      const item = document.createElement("li");
      item.dataset.challenge = challenge.id;
      item.dataset.passed = String(Object.hasOwn(done, challenge.id));
      item.dataset.task = String(task?.challenge === challenge.id);
      const title = document.createElement("span");
      title.textContent = challenge.title;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "button secondary";
      button.textContent = t("Try with my bot");
      button.addEventListener("click", () => busy(() => tryChallenge(challenge, { reveal: true })));
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

/** Play a challenge with the bot in the editor (checked on the challenge's game first); its verdict
    beside it (and in the class's task, if it is the task's).
    @param {BotsPage["challenges"][number]} challenge
    @param {{reveal?: boolean}} [options] `reveal`: tried from its own button, its verdict is brought into view
      (from the class's task above the editor, the task's own status says it there) */
async function tryChallenge(challenge, { reveal = false } = {}) {
  const { bot, codes } = await loadBots([], challenge.code);
  const forTask = task?.challenge === challenge.id; // its games: the ones the teacher's device plays again
  const { games } = await ask({
    do: "challenge",
    id: challenge.id,
    bot: bot.id,
    name: bot.name,
    seed: forTask && task ? task.seed : Number(partOf(HTMLInputElement, "match-seed").value) || 0,
  });
  const results = await playMany(games, codes, (n) => t("A challenge of {n} games.", { n }));
  const check = await ask({ do: "check", id: challenge.id, results });
  if (check.passed) storageSet("local", PASSED_KEY, JSON.stringify({ ...passed(), [challenge.id]: bot.name }));
  if (forTask)
    classTask.keep((await ask({ do: "share", name: bot.name, code: codes.get(bot.id) || "" })).link, check.passed);
  listChallenges(); // drawn again: its item is a new one
  const item = inside(HTMLElement, `[data-challenge="${challenge.id}"]`, $("challenges"));
  inside(HTMLElement, ".bots-status", item).textContent = check.words;
  item.dataset.checked = String(check.passed);
  if (reveal) item.scrollIntoView({ block: "nearest" }); // the verdict, where the challenge was tried
  if (forTask) $("bots-task-status").textContent = check.words;
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
        out.textContent = answer.timeout ? t("Stopped: it took too long.") : answer.error || answer.value || "";
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
    field: partOf(HTMLInputElement, "bot-share-field"),
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
    notice(err instanceof Error ? err.message : String(err));
  }
}

async function main() {
  onNewVersion(() => newVersion({ focus: false })); // the site's service worker of a new build took over
  await start.ready;
  page = await ask({ do: "page" });
  bots = new Sandbox({ build: BUILD });
  limits = { lang: LANG, limitMs: page.move_seconds * 1000 };
  // The first interpreter boots while the pupil reads (another failure is met when a bot plays).
  bots.warm().catch((/** @type {unknown} */ err) => {
    if (err instanceof Error && err.cause === "version") newVersion();
  });
  editor = pythonEditor($("bot-editor"), {
    label: t("Code of your bot"),
    description: $("editor-help").textContent,
    onChange: () => saveCode(),
    onRun: () => busy(playOne),
  });
  fillSelect(partOf(HTMLSelectElement, "match-game"), page.games, page.game);
  fillSelect(
    partOf(HTMLSelectElement, "bot-starter"),
    page.starters.map((s) => ({ id: s.id, label: s.name })),
    "template",
  );
  say(
    "time-limit",
    t("A bot must answer each move within {s} seconds, or it loses the game.", { s: page.move_seconds }),
  );
  if (!kept().length) {
    const template = /** @type {BotsPage["starters"][number]} */ (page.starters.find((s) => s.id === "template")); // bots/starters.py has it
    change(() => [{ id: newId(), name: template.name, code: template.code }]);
  }
  select(storageGet("local", CURRENT_KEY) || kept()[0].id);
  listExamples();
  listChallenges();
  showTask();
  await startLeague({
    ask,
    play: (state, codes) => playGame(ask, newGame(codes), state),
    busy,
    games: page.games,
    first: page.game,
  });
  await openLink();
  await drawBoard(partOf(HTMLSelectElement, "match-game").value);

  $("bot-list").addEventListener("change", () => select(partOf(HTMLSelectElement, "bot-list").value));
  $("bot-name").addEventListener("change", () => {
    const name = partOf(HTMLInputElement, "bot-name").value.trim() || t("My bot");
    const id = editing;
    change((list) => list.map((b) => (b.id === id ? { ...b, name } : b)));
    listBots();
  });
  $("bot-new").addEventListener("click", () => {
    const chosen = partOf(HTMLSelectElement, "bot-starter").value;
    const starter = /** @type {BotsPage["starters"][number]} */ (page.starters.find((s) => s.id === chosen)); // the select lists them
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
  $("bot-check").addEventListener("click", () =>
    busy(async () => {
      await loadCurrent(chosenGame(), { asked: true });
      $("bot-verdict").scrollIntoView({ block: "nearest" }); // the answer to the button, in view
    }),
  );
  $("play-one").addEventListener("click", () => busy(playOne));
  $("play-step").addEventListener("click", () => busy(nextMove));
  $("play-series").addEventListener("click", () => busy(playSeries));
  $("robin-play").addEventListener("click", () => busy(playRobin));
  draws();
  $("match-game").addEventListener("change", () => {
    stopStepping();
    draws();
    if (!running) drawBoard(partOf(HTMLSelectElement, "match-game").value);
  });
  inside(HTMLElement, ".skip-link", document).addEventListener("click", (event) => {
    event.preventDefault();
    editor.focus();
  });
  window.addEventListener("hashchange", () => {
    openLink();
    showLeague();
  });

  start.shown();
  document.body.dataset.idle = "true";
  document.body.dataset.runs = "0";
  document.body.dataset.ready = "true";
  showLeague();
}

/** A class's task in the address: what to do, above the editor, and its challenge marked. */
function showTask() {
  const challenge = page.challenges.find((c) => c.id === task?.challenge);
  if (!challenge) return;
  $("bots-task").hidden = false;
  $("bots-task-words").textContent = t(
    "Your class's task: {challenge}. Write your bot, then try it on this challenge: the bot you try is kept for your assignment.",
    { challenge: challenge.title },
  );
  $("bots-task-try").addEventListener("click", () => busy(() => tryChallenge(challenge)));
}

/** The league asked for by the address (bots.html#league, the Class page's link): in view, its heading focused. */
function showLeague() {
  if (!new URLSearchParams(currentHash()).has("league")) return;
  $("league").scrollIntoView({ block: "start" });
  $("league-title").focus({ preventScroll: true });
}

main().catch((err) => start.failed(err));
