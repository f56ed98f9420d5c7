/* What the exact solver has to teach, in Python's words: the hint's sentence, who is winning,
   a surprising fact (the insight), the winner's pairing strategy and the review of the game.
   Shows what the view carries (Python adds each only when it applies or was asked for). Text
   only, never HTML. Config in, events out: new Teaching(root, {onRetry, onStep}). */

import { closestTo, part } from "../shared/dom.js";
import { t } from "../shared/i18n.js";

export class Teaching {
  /** onRetry(hash): play on from the game as it stood before its first mistake; onStep(step): show
      the game after its move `step` (a line of the review, where the page replays). */
  /**
   * @param {HTMLElement} root
   * @param {{onRetry: (hash: string) => void, onStep: (step: number) => void}} config
   */
  constructor(root, { onRetry, onStep }) {
    this.root = root;
    /** @type {string | null} */
    this.retryHash = null;
    part("review-retry", root).addEventListener("click", () => {
      if (this.retryHash) onRetry(this.retryHash);
    });
    part("review-moves", root).addEventListener("click", (event) => {
      const line = closestTo(event, "button[data-ply]", HTMLButtonElement);
      if (line) onStep(Number(line.dataset.ply));
    });
  }

  /** steps: the page replays the game (each line of the review then shows its move's position).
      @param {import("../contract/view-types.js").View} view
      @param {{steps: boolean}} options */
  render(view, { steps }) {
    const $ = (/** @type {string} */ id) => part(id, this.root);
    const hintText = view.hint ? view.hint.text : "";
    $("hint-text").textContent = hintText;
    $("hint-text").hidden = !hintText;

    $("standing-text").textContent = view.standing || "";
    $("standing-text").hidden = !view.standing;

    $("insight-text").textContent = view.insight || "";
    $("insight").hidden = !view.insight;

    this.renderReview(view.review, { steps });
    const plan = view.strategy;
    $("strategy").hidden = !plan;
    if (!plan) return;
    $("strategy-text").textContent = plan.text;
    $("strategy-pairs").replaceChildren(...plan.pairs.map(pairItem));
    $("strategy-pairs-head").hidden = !plan.pairs.length;
  }

  /**
   * @param {import("../contract/view-types.js").ReviewView | null} review
   * @param {{steps: boolean}} options steps: each line of the review is a button that shows its move
   */
  renderReview(review, { steps }) {
    const $ = (/** @type {string} */ id) => part(id, this.root);
    $("review").hidden = !review;
    this.retryHash = review ? review.retry_hash : null;
    if (!review) return;
    $("review-text").textContent = review.text;
    $("review-moves").replaceChildren(
      ...review.moves.map((move) => {
        const li = document.createElement("li");
        li.dataset.verdict = move.verdict;
        if (steps) {
          const line = document.createElement("button");
          line.type = "button";
          line.className = "review-move";
          line.dataset.ply = String(move.ply);
          line.textContent = move.text;
          li.append(line);
        } else {
          li.textContent = move.text;
        }
        return li;
      }),
    );
    $("review-retry").hidden = !review.retry_hash;
    $("review-retry").textContent = review.retry_label || "";
  }
}

/**
 * A pair of the winner's strategy, as a list item.
 * @param {number[]} pair two numbers (StrategyView.pairs)
 * @returns {HTMLLIElement}
 */
function pairItem([a, b]) {
  const li = document.createElement("li");
  li.dataset.pair = `${a}-${b}`;
  const arrow = document.createElement("span");
  arrow.className = "pair-arrow";
  arrow.setAttribute("aria-hidden", "true");
  arrow.textContent = " ↔ ";
  const words = document.createElement("span");
  words.className = "visually-hidden";
  words.textContent = " " + t("with") + " "; // (Babel finds no t() in a template string)
  li.append(String(a), arrow, words, String(b));
  return li;
}
