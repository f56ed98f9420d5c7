/* The games this device keeps, each under its own key (factorgames:game:<id>), so that a visit
   never overwrites another game and two tabs never write each other's game; and the Continue
   list of them, whose words Python writes (the "saved" request: it also says which games can
   still be continued). Config in, events out: new SavedGames(root, {request, onContinue}),
   render(currentId, lang). */

import { SAVED_GAME_PREFIX as PREFIX } from "../shared/names.js";
import { storageGet, storageKeys, storageRemove, storageSet, storedJson } from "../shared/storage.js";

/** The one slot earlier versions kept, taken over as one game among the others. */
const OLD_SLOT = "factorgames:game";
/** The most games kept; beyond it the oldest finished ones go first, then the oldest. */
const MAX_GAMES = 12;
const ID = /^[a-z0-9]{1,40}$/;

/**
 * A game this device keeps: its id, its address, when it was saved (ms since the epoch),
 * whether it is over (Python's word) and the class's task it is played for, if any (read back by
 * js/shared/class-task.js, which checks it, as anything in storage).
 * @typedef {Object} SavedGame
 * @property {string} id
 * @property {string} hash
 * @property {number} time
 * @property {boolean} over
 * @property {unknown} [task]
 * @property {unknown} [target] the chain's length that task asks for
 */

/** @typedef {Omit<SavedGame, "id">} SavedEntry what is stored under a game's key */

/** A new game's id: random, short, safe in an address. */
export function newGameId() {
  return Array.from(crypto.getRandomValues(new Uint8Array(6)), (b) => b.toString(36).padStart(2, "0")).join("");
}

/**
 * The id if it can be one (from an address or a tab's storage), else null.
 * @param {unknown} text
 * @returns {string | null}
 */
export function validGameId(text) {
  return typeof text === "string" && ID.test(text) ? text : null;
}

/**
 * @param {unknown} value a stored value, as JSON.parse made it
 * @returns {value is SavedEntry}
 */
function entry(value) {
  return (
    typeof value === "object" &&
    value !== null &&
    "hash" in value &&
    typeof value.hash === "string" &&
    "time" in value &&
    Number.isFinite(value.time) &&
    "over" in value &&
    typeof value.over === "boolean"
  );
}

/**
 * A game this device keeps, or null.
 * @param {string | null} id
 * @returns {SavedGame | null}
 */
export function savedGame(id) {
  const valid = validGameId(id);
  const found = valid === null ? null : storedJson("local", PREFIX + valid, entry);
  return valid !== null && found ? { id: valid, ...found } : null;
}

/**
 * Every game this device keeps, newest first.
 * @returns {SavedGame[]}
 */
export function savedGames() {
  return storageKeys("local", PREFIX)
    .map((key) => savedGame(key.slice(PREFIX.length)))
    .filter((game) => game !== null)
    .sort((a, b) => b.time - a.time);
}

/**
 * Keep the game a view shows under its id (`over`: Python's word, so finished games go first), and
 * the class's task it is played for (a game opened again from the device, not from the task's
 * link, is still the task's).
 * @param {string} id
 * @param {import("../contract/view-types.js").View} view
 * @param {{task: string | null, target: number | null}} forTask the task, and the chain's length it asks for
 */
export function saveGame(id, view, { task, target }) {
  storageSet(
    "local",
    PREFIX + id,
    JSON.stringify({ hash: view.hash, time: Date.now(), over: view.over, task, target }),
  );
  const games = savedGames()
    .filter((game) => game.id !== id)
    .reverse(); // oldest first
  const extra = games.length + 1 - MAX_GAMES;
  const dropped = [...games.filter((game) => game.over), ...games.filter((game) => !game.over)].slice(
    0,
    Math.max(0, extra),
  );
  for (const game of dropped) storageRemove("local", PREFIX + game.id);
}

/** The game an earlier version kept in its one slot becomes the oldest of the games kept. */
export function takeOverOldSlot() {
  const hash = storageGet("local", OLD_SLOT);
  if (hash === null) return;
  storageSet("local", PREFIX + newGameId(), JSON.stringify({ hash, time: 0, over: false }));
  storageRemove("local", OLD_SLOT);
}

/**
 * listener(id, game or null) when another tab of this site saves or drops a game (id null: the
 * storage was cleared).
 * @param {(id: string | null, game: SavedGame | null) => void} listener
 */
export function onSavedElsewhere(listener) {
  window.addEventListener("storage", (event) => {
    if (event.key === null)
      listener(null, null); // the storage was cleared
    else if (event.key.startsWith(PREFIX)) {
      const id = event.key.slice(PREFIX.length);
      listener(id, savedGame(id));
    }
  });
}

export class SavedGames {
  /** request(payload): ask Python; onContinue(id, hash): the player picked one of the games. */
  /**
   * @param {HTMLElement} root
   * @param {{request: import("./types.js").AskEngine, onContinue: (id: string, hash: string) => void}} config
   */
  constructor(root, { request, onContinue }) {
    this.root = root;
    this.request = request;
    this.onContinue = onContinue;
    /** @type {string | null} */
    this.asked = null; // the games and language last asked about, as JSON
  }

  /** List the device's games other than the one shown (`currentId`), in the language `lang`;
      Python is asked only when they changed. data-ready on the root: the list is drawn.
      @param {string | null} currentId
      @param {string} lang */
  async render(currentId, lang) {
    const games = savedGames()
      .filter((game) => game.id !== currentId)
      .map(({ id, hash }) => ({ id, hash }));
    const asked = JSON.stringify([games, lang]);
    if (asked === this.asked) return;
    this.asked = asked;
    this.root.dataset.ready = "false";
    /** @type {import("../contract/view-types.js").SavedGamesView} */
    let answer = { heading: "", games: [] };
    try {
      // Python's answer to "saved" is a SavedGamesView (py/factorgames/contract/views.py).
      if (games.length) answer = /** @type {typeof answer} */ (await this.request({ op: "saved", games, lang }));
    } catch (err) {
      console.info("Factor Games: the saved games could not be listed:", err);
    }
    if (asked !== this.asked) return; // a newer list is on its way
    this.draw(answer);
  }

  /** @param {import("../contract/view-types.js").SavedGamesView} answer */
  draw(answer) {
    const heading = document.createElement("h2");
    heading.className = "saved-head";
    heading.id = "saved-games-head";
    heading.textContent = answer.heading;
    const list = document.createElement("ul");
    list.className = "saved-list";
    for (const game of answer.games) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "link-button";
      button.dataset.savedId = game.id;
      const title = document.createElement("strong");
      title.textContent = game.title;
      button.append(title, ` ${game.words}`);
      button.addEventListener("click", () => this.onContinue(game.id, game.hash));
      const item = document.createElement("li");
      item.append(button);
      list.append(item);
    }
    this.root.replaceChildren(heading, list);
    this.root.hidden = !answer.games.length;
    this.root.dataset.count = String(answer.games.length);
    this.root.dataset.ready = "true";
  }
}
