/* The solo challenge's panel: the chain's length and the target, as the view gives them, and
   the player's best chain for the range, kept in localStorage with the chain's address. */

import { storageGet, storageSet } from "./storage.js";

const BEST_PREFIX = "factorgames:best:";
const $ = (id) => document.getElementById(id);

function readBest(key) {
  try {
    const best = JSON.parse(storageGet(localStorage, key) || "null");
    return best && Number.isInteger(best.length) && typeof best.hash === "string" ? best : null;
  } catch {
    return null;
  }
}

export class ChallengePanel {
  constructor({ onLoadBest }) {
    this.best = null;
    $("challenge-load").addEventListener("click", () => {
      if (this.best) onLoadBest(this.best.hash);
    });
  }

  /** played: the view answers the player's own pick (only such chains become a best). */
  render(view, { played }) {
    const challenge = view.challenge && typeof view.challenge === "object" ? view.challenge : null;
    $("challenge").hidden = !challenge;
    if (!challenge) return;
    const length = Number.isInteger(challenge.length) ? challenge.length : 0;
    $("challenge-length").textContent = String(length);
    const hasTarget = Number.isInteger(challenge.target);
    $("challenge-target").textContent = hasTarget ? String(challenge.target) : "–";
    $("challenge-source").textContent = hasTarget && challenge.target_source ? `(${challenge.target_source})` : "";

    const range = view.setup && typeof view.setup.range === "string" ? view.setup.range : "";
    const key = `${BEST_PREFIX}${view.game && view.game.id}:${range}`;
    this.best = readBest(key);
    if (played && length > 0 && (!this.best || length > this.best.length)) {
      this.best = { length, hash: view.hash };
      storageSet(localStorage, key, JSON.stringify(this.best));
    }
    $("challenge-best").textContent = this.best ? String(this.best.length) : "none yet";
    $("challenge-best-range").textContent = range ? ` on ${range.replace("-", "–")}` : "";
    $("challenge-load").hidden = !this.best;
    $("challenge-load").disabled = !this.best || this.best.hash === view.hash;
  }
}
