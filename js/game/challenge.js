/* The solo challenge's panel: the chain's length and the target, as the view gives them, and
   the player's best chain for these rules, kept in localStorage (under the key the view names)
   with the chain's address. Config in, events out: new ChallengePanel(root, {onLoadBest}). */

import { part } from "../shared/dom.js";
import { storageSet, storedJson } from "../shared/storage.js";
import { t } from "../shared/i18n.js";

const BEST_PREFIX = "factorgames:best:";

/** The best chain kept for these rules, if this page could have written it: a chain no longer
    than the board has numbers, with the address of a game. */
function readBest(key, numbers) {
  return storedJson(
    "local",
    key,
    (best) =>
      Number.isSafeInteger(best.length) &&
      best.length >= 1 &&
      best.length <= numbers &&
      typeof best.hash === "string" &&
      best.hash.startsWith("game=") &&
      best.hash.length < 20000,
  );
}

export class ChallengePanel {
  constructor(root, { onLoadBest }) {
    this.root = root;
    this.best = null;
    part("challenge-load", root).addEventListener("click", () => {
      if (this.best) onLoadBest(this.best.hash);
    });
  }

  /** @param {import("../contract/view-types.js").View} view  played: the view answers the player's own pick. */
  render(view, { played }) {
    const $ = (id) => part(id, this.root);
    const challenge = view.challenge;
    this.root.hidden = !challenge;
    if (!challenge) return;
    $("challenge-length").textContent = String(challenge.length);
    $("challenge-target").textContent = challenge.target === null ? "–" : String(challenge.target);
    $("challenge-source").textContent = challenge.target_source ? `(${challenge.target_source})` : "";

    const key = BEST_PREFIX + challenge.best_key;
    this.best = readBest(key, view.board.cells.length);
    if (played && challenge.length > 0 && (!this.best || challenge.length > this.best.length)) {
      this.best = { length: challenge.length, hash: view.hash };
      storageSet("local", key, JSON.stringify(this.best));
    }
    $("challenge-best").textContent = this.best ? String(this.best.length) : t("none yet");
    $("challenge-best-range").textContent = ` ${t("on {range}", { range: challenge.range_words })}`;
    $("challenge-load").hidden = !this.best;
    $("challenge-load").disabled = !this.best || this.best.hash === view.hash;
  }
}
