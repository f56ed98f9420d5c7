/* The Bots page's view, its editor's side: the list of bots and the opponents, what a bot printed,
   the verdict on the bot in the editor, the page's notice, the board (a game's position, as the
   game page draws it), the busy buttons, a new version, a class's task and the league's place.
   The results and the challenges are drawn by results-view.js. */

import { Board } from "../game/board.js";
import { part as $, fillSelect, partOf } from "../shared/dom.js";
import { currentHash } from "../shared/address.js";
import { t } from "../shared/i18n.js";

/** @typedef {import("./types.js").Bot} Bot */
/** @typedef {import("./types.js").BotsPage} BotsPage */
/** @typedef {import("../contract/view-types.js").View} View */

const MAX_OUTPUT = 8000;
const BUSY_BUTTONS = ["play-one", "play-step", "play-series", "robin-play", "bot-check", "league-add", "league-play"];

/** @type {Board | null} */
let board = null;

/** The board, under the game chosen (made by the page's start, after the engine's). */
export function makeBoard() {
  board = new Board($("bots-board"), { onPick: () => {} });
}

/** Draw a game's position (its view, from the engine), as the game page draws it, and its moves.
    @param {View} view
    @param {string} hash */
export function drawPosition(view, hash) {
  /** @type {Board} */ (board).render(view.board, { locked: true });
  $("play-moves").textContent = view.history.map((entry) => entry.words).join(", ");
  $("bots-board").dataset.hash = hash;
}

/** The bots in the list, the opponents (the computer's levels, the bot itself, the others) and the
    round robin's boxes (each bot new to them ticked).
    @param {Bot[]} list
    @param {Bot} bot the bot in the editor
    @param {BotsPage["levels"]} levels */
export function listBots(list, bot, levels) {
  fillSelect(
    partOf(HTMLSelectElement, "bot-list"),
    list.map((b) => ({ id: b.id, label: b.name })),
    bot.id,
  );
  const others = list.filter((b) => b.id !== bot.id).map((b) => ({ id: b.id, label: b.name }));
  const opponents = partOf(HTMLSelectElement, "match-opponent");
  const opponent = opponents.value;
  fillSelect(opponents, [...levels, { id: bot.id, label: t("Itself") }, ...others]);
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
export function tickedValue(box) {
  return /** @type {HTMLInputElement} */ (box).value;
}

/** @param {string} id
    @param {string} text */
export function say(id, text) {
  $(id).textContent = text;
}

/** @param {string} text
    @param {{fresh?: boolean}} [options] */
export function showOutput(text, { fresh = false } = {}) {
  const out = $("bot-output");
  const all = (fresh ? "" : out.textContent) + text;
  out.textContent = all.length > MAX_OUTPUT ? all.slice(all.length - MAX_OUTPUT) : all;
  out.scrollTop = out.scrollHeight;
}

/** @param {string} [text] none: the notice is hidden */
export function notice(text) {
  $("bots-notice").hidden = !text;
  $("bots-notice").textContent = text || "";
}

/** The verdict on the bot in the editor (`ok`: whether it is ready to play; none: no verdict).
    @param {string} words
    @param {boolean} [ok] */
export function verdict(words, ok) {
  say("bot-verdict", words);
  if (ok === undefined) delete $("bot-verdict").dataset.ok;
  else $("bot-verdict").dataset.ok = String(ok);
}

/** A new build of the site was deployed while this page was open (its files no longer match this
    page's, or its service worker took over): say so and offer a reload, which keeps every bot (they
    are on the device). A play that failed on it gives the reload the focus; news that comes
    while the pupil types does not take it.
    @param {{focus?: boolean}} [options] */
export function newVersion({ focus = true } = {}) {
  $("update").hidden = false;
  if (!focus) return;
  say("play-status", "");
  $("update-reload").focus();
}

/** The page is busy playing games (`on`), or no longer: the buttons that play say so.
    @param {boolean} on */
export function showBusy(on) {
  if (on) {
    document.body.dataset.idle = "false";
    // aria-disabled, not disabled: the button pressed keeps the keyboard's focus
    for (const id of BUSY_BUTTONS) $(id).setAttribute("aria-disabled", "true");
    return;
  }
  for (const id of BUSY_BUTTONS) $(id).removeAttribute("aria-disabled");
  document.body.dataset.idle = "true";
  document.body.dataset.runs = String(Number(document.body.dataset.runs || 0) + 1); // for the tests
}

/** A failure replaces the verdict "… is ready to play" (a verdict that says why not stays).
    @param {string} words */
export function unready(words) {
  if ($("bot-verdict").dataset.ok !== "true") return;
  say("bot-verdict", words);
  $("bot-verdict").dataset.ok = "false";
}

/** A game of the results on the board, with what happened: the board and the words in view.
    @param {string} words */
export function showGameWords(words) {
  say("play-status", words);
  // The board in view, and the words above it (from the results below, they come to the top).
  $("bots-board").scrollIntoView({ block: "nearest" });
  $("play-status").scrollIntoView({ block: "nearest" });
}

/** A class's task in the address: what to do, above the editor (`onTry`: its Try button).
    @param {BotsPage["challenges"][number]} challenge
    @param {() => void} onTry */
export function showTask(challenge, onTry) {
  $("bots-task").hidden = false;
  $("bots-task-words").textContent = t(
    "Your class's task: {challenge}. Write your bot, then try it on this challenge: the bot you try is kept for your assignment.",
    { challenge: challenge.title },
  );
  $("bots-task-try").addEventListener("click", onTry);
}

/** The league asked for by the address (bots.html#league, the Class page's link): in view, its heading focused. */
export function showLeague() {
  if (!new URLSearchParams(currentHash()).has("league")) return;
  $("league").scrollIntoView({ block: "start" });
  $("league-title").focus({ preventScroll: true });
}

/** The bot's name in its field. @param {string} name */
export function showBotName(name) {
  partOf(HTMLInputElement, "bot-name").value = name;
}

// ------------------------------------------------------------------------------ what the pupil chose

/** The game chosen on the page (its share code). */
export const chosenGame = () => partOf(HTMLSelectElement, "match-game").value;
/** The opponent chosen (a level of the computer's, or a bot's id). */
export const chosenOpponent = () => partOf(HTMLSelectElement, "match-opponent").value;
/** The starter chosen for a new bot. */
export const chosenStarter = () => partOf(HTMLSelectElement, "bot-starter").value;
/** The bot chosen in the list. */
export const chosenBot = () => partOf(HTMLSelectElement, "bot-list").value;
/** The bot's name as typed. */
export const typedName = () => partOf(HTMLInputElement, "bot-name").value;
/** The match form's fields (the game, the opponent, who plays first, the seed). */
export const matchForm = () => new FormData(partOf(HTMLFormElement, "match-form"));
/** How many games a series plays. */
export const seriesGames = () => Number(partOf(HTMLInputElement, "match-games").value) || 1;
/** How many games a pair of the round robin plays. */
export const robinGames = () => Number(partOf(HTMLInputElement, "robin-games").value) || 2;
/** The seed of the games' random choices. */
export const chosenSeed = () => Number(partOf(HTMLInputElement, "match-seed").value) || 0;
/** The bots ticked for the round robin, by id. */
export const robinBots = () => [...$("robin-bots").querySelectorAll("input:checked")].map((box) => tickedValue(box));
