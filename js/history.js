/* The numbers played so far, as Python words them ("2 (with 4, 6 and 8)" for a removal pick);
   with a review, each pick carries its verdict. Mounts on its box: new History(root). */

import { part } from "./dom.js";

export class History {
  constructor(root) {
    this.root = root;
  }

  /** @param {import("./view-types.js").View} view */
  render(view) {
    const $ = (id) => part(id, this.root);
    $("chain-head").textContent = view.game.history_heading;
    const verdicts = view.review ? view.review.moves.map((move) => move.verdict) : [];
    const offset = view.history.length - verdicts.length; // the start number, when the game has one
    $("chain").replaceChildren(
      ...view.history.map((words, i) => {
        const li = document.createElement("li");
        li.textContent = words;
        li.dataset.n = String(view.chain[i]);
        if (i === view.history.length - 1) li.className = "last";
        if (offset >= 0 && i >= offset) li.dataset.verdict = verdicts[i - offset];
        return li;
      })
    );
    $("chain-empty").hidden = view.history.length > 0;
  }
}
