/* The Bots page's bots on the device: the list of bots (another tab's changes included), the bot the
   editor last held, and the challenges passed; a device that refuses to keep them (storage full
   or blocked) leaves the page working from memory. */

import { storageGet, storageSet, storedJson } from "../shared/storage.js";

/** @typedef {import("./types.js").Bot} Bot */

const BOTS_KEY = "factorgames:bots";
const CURRENT_KEY = "factorgames:bots:current";
const PASSED_KEY = "factorgames:bots:challenges";

/** @type {Bot[]} */
let known = []; // the bots as this page last knew them
let unsaved = false; // the device refused the last change (storage full or blocked): `known` is newer

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
export function kept() {
  /** @param {unknown} list
      @returns {list is Bot[]} */
  const valid = (list) => Array.isArray(list) && list.length > 0 && list.every(isBot);
  if (unsaved) return known;
  known = /** @type {Bot[] | null} */ (storedJson("local", BOTS_KEY, valid)) || known; // what valid() accepted
  return known;
}

/** Change the list (`edit(list)` returns the new one) and keep it; when the device refuses, the
    page goes on with it (false then: the page says that the bots could not be kept).
    @param {(list: Bot[]) => Bot[]} edit */
export function change(edit) {
  known = edit(kept());
  unsaved = !storageSet("local", BOTS_KEY, JSON.stringify(known));
  return !unsaved;
}

/** Whether the page holds bots the device refused to keep (its storage full or blocked). */
export const botsUnsaved = () => unsaved;

export function newId() {
  const [a] = crypto.getRandomValues(new Uint32Array(1));
  return `b${a.toString(36)}`;
}

/** The id of the bot the editor held last (none kept: null). */
export const keptCurrent = () => storageGet("local", CURRENT_KEY);

/** Keep the id of the bot the editor holds. @param {string} id */
export const keepCurrent = (id) => storageSet("local", CURRENT_KEY, id);

/** The challenges passed on this device: challenge id -> the name of the bot that passed it.
    @returns {Record<string, string>} */
export function passed() {
  /** @param {unknown} value */
  const valid = (value) => typeof value === "object" && !Array.isArray(value);
  return /** @type {Record<string, string> | null} */ (storedJson("local", PASSED_KEY, valid)) || {}; // as this page keeps it
}

/** Keep that `name` passed the challenge `id`. @param {string} id @param {string} name */
export function keepPassed(id, name) {
  storageSet("local", PASSED_KEY, JSON.stringify({ ...passed(), [id]: name }));
}
