/* The solo challenge's panel: the chain's length and the target, as the view gives them, and
   the player's best chain for these rules, kept in localStorage (under the key the view names)
   with the chain's address. Config in, events out: new ChallengePanel(root, {onLoadBest}). */

import { part, partOf } from "../shared/dom.js";
import { storageSet, storedJson } from "../shared/storage.js";
import { t } from "../shared/i18n.js";

const BEST_PREFIX = "factorgames:best:";

/**
 * The player's best chain for one set of rules: its length and its game's address.
 * @typedef {Object} Best
 * @property {number} length
 * @property {string} hash
 */

/**
 * The best chain kept for these rules, if this page could have written it: a chain no longer
 * than the board has numbers, with the address of a game.
 * @param {string} key
 * @param {number} numbers how many numbers the board has
 * @returns {Best | null}
 */
function readBest(key, numbers) {
  /**
   * @param {unknown} best a stored value, as JSON.parse made it
   * @returns {best is Best}
   */
  const valid = (best) =>
    typeof best === "object" &&
    best !== null &&
    "length" in best &&
    typeof best.length === "number" &&
    Number.isSafeInteger(best.length) &&
    best.length >= 1 &&
    best.length <= numbers &&
    "hash" in best &&
    typeof best.hash === "string" &&
    best.hash.startsWith("game=") &&
    best.hash.length < 20000;
  return storedJson("local", key, valid);
}

export class ChallengePanel {
  /**
   * @param {HTMLElement} root
   * @param {{onLoadBest: (hash: string) => void}} config onLoadBest: open the best chain's game
   */
  constructor(root, { onLoadBest }) {
    this.root = root;
    /** @type {Best | null} */
    this.best = null;
    part("challenge-load", root).addEventListener("click", () => {
      if (this.best) onLoadBest(this.best.hash);
    });
  }

  /**
   * @param {import("../contract/view-types.js").View} view
   * @param {{played: boolean}} options played: the view answers the player's own pick
   */
  render(view, { played }) {
    const $ = (/** @type {string} */ id) => part(id, this.root);
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
    $("challenge-best-range").textContent = " " + t("on {range}", { range: challenge.range_words }); // (Babel finds no t() in a template string)
    $("challenge-load").hidden = !this.best;
    partOf(HTMLButtonElement, "challenge-load", this.root).disabled = !this.best || this.best.hash === view.hash;
  }
}
