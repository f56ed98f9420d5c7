/* The numbers played so far, as Python words them ("2 (with 4, 6 and 8)" for a removal pick),
   each with the verdict Python gives it when the review is shown. Mounts on its box: new History(root). */

import { part } from "../shared/dom.js";

export class History {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
  }

  /** @param {import("../contract/view-types.js").View} view */
  render(view) {
    const $ = (/** @type {string} */ id) => part(id, this.root);
    $("chain-head").textContent = view.game.history_heading;
    $("chain").dataset.joined = view.game.history_is_chain ? "true" : "false"; // arrows between a chain's numbers
    $("chain").replaceChildren(
      ...view.history.map((entry, i) => {
        const li = document.createElement("li");
        li.textContent = entry.words;
        li.dataset.n = String(entry.n);
        if (i === view.history.length - 1) li.className = "last";
        if (entry.verdict) li.dataset.verdict = entry.verdict;
        return li;
      }),
    );
    $("chain-empty").hidden = view.history.length > 0;
  }
}
