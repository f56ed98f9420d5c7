/* The session's score: wins per player name, each finished game counted once (by its address). */

import { storageGet, storageSet } from "./storage.js";

const SCORE_KEY = "factorgames:score";

export function loadScore() {
  try {
    const data = JSON.parse(storageGet(sessionStorage, SCORE_KEY) || "{}");
    const tally = data && typeof data.tally === "object" && data.tally ? data.tally : {};
    const counted = Array.isArray(data.counted) ? data.counted.slice(-200) : [];
    return { tally, counted };
  } catch {
    return { tally: {}, counted: [] };
  }
}

/** Count a finished game's winner (a name from the view), once per game. */
export function countWin(hash, name) {
  const score = loadScore();
  if (score.counted.includes(hash)) return;
  score.tally[name] = (Number(score.tally[name]) || 0) + 1;
  score.counted.push(hash);
  storageSet(sessionStorage, SCORE_KEY, JSON.stringify(score));
}
