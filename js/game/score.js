/* The session's score: wins per player (1 or 2, as the view numbers them: the same in every
   language) for one game and its settings (the view's score_key), each finished game counted
   once (by its address; the last MAX_COUNTED addresses are remembered, and every game counts).
   A stored score is believed only if this page could have written it: whole numbers of wins
   that add up to no more than the games counted. */

import { storageSet, storedJson } from "../shared/storage.js";

const SCORE_PREFIX = "factorgames:score:";
/** How many finished games' addresses are remembered, so that none is counted twice. */
const MAX_COUNTED = 200;

/**
 * The session's score for one game and its settings.
 * @typedef {Object} Score
 * @property {Object<string, number>} tally wins per player ("1", "2")
 * @property {string[]} counted the addresses of the finished games counted (the last MAX_COUNTED)
 * @property {number} games how many finished games were counted
 */

/**
 * @param {unknown} data a stored value, as JSON.parse made it
 * @returns {data is Score}
 */
function plausible(data) {
  if (
    !data ||
    typeof data !== "object" ||
    !("counted" in data) ||
    !Array.isArray(data.counted) ||
    !("tally" in data) ||
    !data.tally ||
    typeof data.tally !== "object"
  ) {
    return false;
  }
  const games = "games" in data ? data.games : undefined;
  /** @type {unknown[]} */
  const counted = data.counted;
  const wins = Object.values(data.tally);
  return (
    typeof games === "number" &&
    Number.isSafeInteger(games) &&
    counted.length <= Math.min(games, MAX_COUNTED) &&
    counted.every((hash) => typeof hash === "string" && hash.length < 20000) &&
    wins.every(isCount) &&
    wins.reduce((a, b) => a + b, 0) <= games
  );
}

/**
 * A number of wins: a whole number, not negative.
 * @param {unknown} n
 * @returns {n is number}
 */
function isCount(n) {
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0;
}

/**
 * The score kept for a game's score_key (none yet: nothing won, nothing counted).
 * @param {string} key
 * @returns {Score}
 */
export function loadScore(key) {
  const data = storedJson("session", SCORE_PREFIX + key, plausible);
  return data ? { tally: data.tally, counted: data.counted, games: data.games } : { tally: {}, counted: [], games: 0 };
}

/**
 * Count a finished game's winner (the view's player number), once per game.
 * @param {string} key the game's score_key
 * @param {string} hash the finished game's address
 * @param {string} player "1" or "2"
 */
export function countWin(key, hash, player) {
  const score = loadScore(key);
  if (score.counted.includes(hash)) return;
  score.tally[player] = (score.tally[player] || 0) + 1;
  score.games += 1;
  score.counted = [...score.counted, hash].slice(-MAX_COUNTED);
  storageSet("session", SCORE_PREFIX + key, JSON.stringify(score));
}

/**
 * Start the score of this game and its settings again.
 * @param {string} key the game's score_key
 */
export function resetScore(key) {
  storageSet("session", SCORE_PREFIX + key, JSON.stringify({ tally: {}, counted: [], games: 0 }));
}
