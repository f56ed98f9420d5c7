/* The solo challenge's panel: the chain's length and the target, as the view gives them, and
   the player's best chain for these rules, kept in localStorage (under the key the view names)
   with the chain's address. Config in, events out: new ChallengePanel(root, {onLoadBest}). */

import { part } from "./dom.js";
import { storageGet, storageSet } from "./storage.js";

const BEST_PREFIX = "factorgames:best:";

function readBest(key) {
  try {
    const best = JSON.parse(storageGet(localStorage, key) || "null");
    return best && Number.isInteger(best.length) && typeof best.hash === "string" ? best : null;
  } catch {
    return null;
  }
}

export class ChallengePanel {
  constructor(root, { onLoadBest }) {
    this.root = root;
    this.best = null;
    part("challenge-load", root).addEventListener("click", () => {
      if (this.best) onLoadBest(this.best.hash);
    });
  }

  /** @param {import("./view-types.js").View} view  played: the view answers the player's own pick. */
  render(view, { played }) {
    const $ = (id) => part(id, this.root);
    const challenge = view.challenge;
    this.root.hidden = !challenge;
    if (!challenge) return;
    $("challenge-length").textContent = String(challenge.length);
    $("challenge-target").textContent = challenge.target === null ? "–" : String(challenge.target);
    $("challenge-source").textContent = challenge.target_source ? `(${challenge.target_source})` : "";

    const key = BEST_PREFIX + challenge.best_key;
    this.best = readBest(key);
    if (played && challenge.length > 0 && (!this.best || challenge.length > this.best.length)) {
      this.best = { length: challenge.length, hash: view.hash };
      storageSet(localStorage, key, JSON.stringify(this.best));
    }
    $("challenge-best").textContent = this.best ? String(this.best.length) : "none yet";
    $("challenge-best-range").textContent = ` on ${challenge.range_words}`;
    $("challenge-load").hidden = !this.best;
    $("challenge-load").disabled = !this.best || this.best.hash === view.hash;
  }
}
