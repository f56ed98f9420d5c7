/* What the exact solver has to teach, in Python's words: the hint's sentence, a surprising
   fact (the insight) and the winner's pairing strategy. Shows what the view carries (Python
   adds a hint or a strategy only when the page asked for it). Text only, never HTML. */

import { part } from "./dom.js";

export class Teaching {
  constructor(root) {
    this.root = root;
  }

  /** @param {import("./view-types.js").View} view */
  render(view) {
    const $ = (id) => part(id, this.root);
    const hintText = view.hint ? view.hint.text : "";
    $("hint-text").textContent = hintText;
    $("hint-text").hidden = !hintText;

    $("insight-text").textContent = view.insight || "";
    $("insight").hidden = !view.insight;

    const plan = view.strategy;
    $("strategy").hidden = !plan;
    if (!plan) return;
    $("strategy-text").textContent = plan.text;
    $("strategy-pairs").replaceChildren(...plan.pairs.map(pairItem));
    $("strategy-pairs-head").hidden = !plan.pairs.length;
  }
}

function pairItem([a, b]) {
  const li = document.createElement("li");
  li.dataset.pair = `${a}-${b}`;
  const arrow = document.createElement("span");
  arrow.className = "pair-arrow";
  arrow.setAttribute("aria-hidden", "true");
  arrow.textContent = " ↔ ";
  const words = document.createElement("span");
  words.className = "visually-hidden";
  words.textContent = " with ";
  li.append(String(a), arrow, words, String(b));
  return li;
}
