/* The session's score: wins per player name, each finished game counted once (by its address).
   A stored score is believed only if this page could have written it: whole numbers of wins
   that add up to no more than the games counted. */

import { storageSet, storedJson } from "./storage.js";

const SCORE_KEY = "factorgames:score";
const MAX_COUNTED = 200;

function plausible(data) {
  if (!data || typeof data !== "object" || !Array.isArray(data.counted) || !data.tally || typeof data.tally !== "object") {
    return false;
  }
  const counted = data.counted;
  const wins = Object.values(data.tally);
  return (
    counted.length <= MAX_COUNTED &&
    counted.every((hash) => typeof hash === "string" && hash.length < 20000) &&
    wins.every((n) => Number.isSafeInteger(n) && n >= 0) &&
    wins.reduce((a, b) => a + b, 0) <= counted.length
  );
}

export function loadScore() {
  const data = storedJson("session", SCORE_KEY, plausible);
  return data ? { tally: data.tally, counted: data.counted } : { tally: {}, counted: [] };
}

/** Count a finished game's winner (a name from the view), once per game. */
export function countWin(hash, name) {
  const score = loadScore();
  if (score.counted.includes(hash)) return;
  if (score.counted.length >= MAX_COUNTED) return; // a long session: the tally stops growing
  score.tally[name] = (score.tally[name] || 0) + 1;
  score.counted.push(hash);
  storageSet("session", SCORE_KEY, JSON.stringify(score));
}
