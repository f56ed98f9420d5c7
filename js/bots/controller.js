/* The Bots page's controller: its state (what the engine offers, the bots' sandbox, the bot in the
   editor, a game played move by move, whether games are being played) and its requests: to the
   engine (op "bots": plans the games, plays the computer, checks every move and counts; op "view":
   a position) and to the bots' interpreters (js/bots/runner.js). It keeps the bots on the device
   (bot-store.js) and has the views (view.js, results-view.js) draw what they say. */

import { currentHash } from "../shared/address.js";
import { BUILD } from "../shared/build-id.js";
import { copyText } from "../shared/copy-text.js";
import { part as $, partOf } from "../shared/dom.js";
import { LANG, t } from "../shared/i18n.js";
import { Sandbox } from "./sandbox.js";
import { change as changeKept, keepCurrent, kept, newId } from "./bot-store.js";
import { listBots as drawBots, newVersion, notice, showBotName, verdict } from "./view.js";

/** @typedef {import("./types.js").Bot} Bot */
/** @typedef {import("./types.js").BotsPage} BotsPage */
/** @typedef {import("./types.js").BotsCall} BotsCall */
/** @typedef {import("./types.js").BotsAnswers} BotsAnswers */
/** @typedef {import("./types.js").BotsRequest} BotsRequest */
/** @typedef {import("../shared/page-start.js").PageStart} PageStart */
/** @typedef {import("../shared/class-task.js").ClassTask} ClassTask */

/**
 * The Bots page's state (`state` below, which games.js plays with too).
 * @typedef {Object} BotsState
 * @property {import("../shared/page-start.js").PageStart} start the page's start: its engine
 * @property {import("../shared/class-task.js").ClassTask} classTask the class's task's panel
 * @property {{challenge: string, seed: number} | null} task the class's task in the address: its
 *     challenge and the seed of its games (none: no task)
 * @property {BotsPage} page what the engine offers: games, levels, starters, examples, challenges
 * @property {import("./sandbox.js").Sandbox} bots the bots' sandbox: an interpreter per bot and game
 * @property {import("./editor.js").PythonEditor} editor
 * @property {boolean} running games are being played (busy())
 * @property {{game: import("./runner.js").BotsGame, step: import("./types.js").Step} | null} stepping a game played one
 *     "Next move" at a time
 * @property {string | null} editing the id of the bot in the editor: its edits go to that bot and no other
 */

/** The page's state: set by setUp() and begin() before anything reads it (games.js plays with it).
    @type {BotsState} */
export const state = /** @type {BotsState} */ ({
  task: null,
  running: false,
  stepping: null,
  editing: null,
});

/** The page's start and the class's task: read the task from the address.
    @param {PageStart} started
    @param {ClassTask} taskPanel */
export function setUp(started, taskPanel) {
  state.start = started;
  state.classTask = taskPanel;
  state.task = (() => {
    const keys = new URLSearchParams(currentHash());
    const seed = Number(keys.get("seed"));
    return state.classTask.task && keys.has("challenge") && Number.isSafeInteger(seed) && seed >= 0
      ? { challenge: String(keys.get("challenge")), seed }
      : null;
  })();
}

/** The engine's answer to one of the page's requests (op "bots"); its trouble ({error}) is thrown.
    @template {BotsCall} R
    @param {R} request
    @returns {Promise<BotsAnswers[R["do"]]>} */
export const ask = (request) =>
  state.start.engine
    .request(/** @satisfies {BotsRequest} */ ({ op: "bots", lang: LANG, ...request }))
    .then((/** @type {unknown} */ answer) => {
      // The Bots API's answer to this `do` (its shape: py/factorgames/contract/bots.py BotsAnswers, or
      // BotsError): not checked here, as every view.
      const said = /** @type {BotsAnswers[R["do"]] & {error?: string}} */ (answer);
      if (said.error) throw new Error(said.error);
      return said;
    });

/** What the engine offers (games, levels, starters, examples, challenges), and the bots' sandbox,
    its first interpreter booting while the pupil reads (another failure is met when a bot plays).
    @returns {Promise<BotsPage>} */
export async function begin() {
  state.page = await ask({ do: "page" });
  state.bots = new Sandbox({ build: BUILD });
  state.bots.warm().catch((/** @type {unknown} */ err) => {
    if (err instanceof Error && err.cause === "version") newVersion();
  });
  return state.page;
}

/** The editor, made once the page is known. @param {import("./editor.js").PythonEditor} made */
export function useEditor(made) {
  state.editor = made;
}

/** Whether games are being played. */
export const isRunning = () => state.running;

/** The id of the bot in the editor (none while the editor changes bots). */
export const editingId = () => state.editing;

// ------------------------------------------------------------------------------ bots on the device

/** Change the list (`edit(list)` returns the new one) and keep it; when the device refuses, the
    page goes on with it and says that the bots could not be kept.
    @param {(list: Bot[]) => Bot[]} edit */
export function change(edit) {
  if (!changeKept(edit))
    notice(
      t("This device could not keep your bots (its storage is full or blocked): copy a link to each bot to keep it."),
    );
}

/** The bot in the editor (the first one before any is).
    @returns {Bot} */
export function current() {
  const list = kept();
  return list.find((bot) => bot.id === state.editing) || list[0];
}

/** @param {string} name
    @param {string} code */
export function addBot(name, code) {
  const bot = { id: newId(), name: name || t("My bot"), code };
  change((list) => [...list, bot]);
  select(bot.id);
  return bot;
}

/** @param {string} id */
export function select(id) {
  keepCurrent(id);
  state.editing = null; // no edit while the editor changes bots
  const bot = kept().find((b) => b.id === id) || kept()[0];
  state.editor.code = bot.code;
  state.editing = bot.id;
  verdict(""); // a verdict was about the bot the editor held
  showBotName(bot.name);
  listBots();
}

export function saveCode() {
  const id = state.editing;
  if (!id) return;
  const code = state.editor.code;
  change((list) => list.map((b) => (b.id === id ? { ...b, code } : b)));
}

/** The bots in the list, the opponents and the round robin's boxes, drawn again. */
export function listBots() {
  drawBots(kept(), current(), state.page.levels);
}

/** A new bot from the starter chosen. @param {string} chosen */
export function newBot(chosen) {
  const starter = /** @type {BotsPage["starters"][number]} */ (state.page.starters.find((s) => s.id === chosen)); // the select lists them
  addBot(starter.name, starter.code);
}

/** The bot in the editor renamed. @param {string} name */
export function renameBot(name) {
  const id = state.editing;
  change((list) => list.map((b) => (b.id === id ? { ...b, name } : b)));
  listBots();
}

/** A bot deleted from the device; the first one left in the editor. @param {string} id */
export function deleteBot(id) {
  change((list) => list.filter((b) => b.id !== id));
  select(kept()[0].id);
}

/** The first bot of a device that keeps none: the template. */
export function firstBot() {
  if (!kept().length) {
    const template = /** @type {BotsPage["starters"][number]} */ (state.page.starters.find((s) => s.id === "template")); // bots/starters.py has it
    change(() => [{ id: newId(), name: template.name, code: template.code }]);
  }
}

// ------------------------------------------------------------------------------ links

export async function share() {
  saveCode();
  const bot = current();
  const { link } = await ask({ do: "share", name: bot.name, code: state.editor.code });
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
export async function openLink() {
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
