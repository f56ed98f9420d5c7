/* Step through the moves of the game shown: first, back, forward, last, "Move k of n", and
   "Play from here". The steps come from the view's replay {step, total}; Python shows each
   position. Buttons at an end stay focusable (aria-disabled) so that the keyboard keeps its place.
   Config in, events out: new ReplayBar(root, {onStep, onPlayFromHere}). */

import { part } from "../shared/dom.js";
import { t } from "../shared/i18n.js";

export class ReplayBar {
  /**
   * @param {HTMLElement} root
   * @param {{onStep: (step: number) => void, onPlayFromHere: () => void}} config onStep(step): show the
   *     game after its move `step`; onPlayFromHere(): play on from the position shown
   */
  constructor(root, { onStep, onPlayFromHere }) {
    this.root = root;
    this.step = 0;
    this.total = 0;
    /**
     * @param {string} id
     * @param {() => number} target
     */
    const go = (id, target) => {
      const button = part(id, root);
      button.addEventListener("click", () => {
        if (button.getAttribute("aria-disabled") === "true") return;
        onStep(Math.max(0, Math.min(this.total, target())));
      });
    };
    go("replay-first", () => 0);
    go("replay-prev", () => this.step - 1);
    go("replay-next", () => this.step + 1);
    go("replay-last", () => this.total);
    part("replay-play", root).addEventListener("click", onPlayFromHere);
  }

  /**
   * @param {import("../contract/view-types.js").ReplayView} replay
   * @param {{shown: boolean}} options shown: the page offers replay here
   */
  render(replay, { shown }) {
    const $ = (/** @type {string} */ id) => part(id, this.root);
    this.total = replay.total;
    this.step = replay.step;
    this.root.hidden = !shown || this.total === 0;
    $("replay-label").textContent = t("Move {step} of {total}", { step: this.step, total: this.total });
    for (const id of ["replay-first", "replay-prev"]) $(id).setAttribute("aria-disabled", String(this.step <= 0));
    for (const id of ["replay-next", "replay-last"]) $(id).setAttribute("aria-disabled", String(!replay.active));
    $("replay-play").hidden = !replay.playable; // a class task may allow no retry
    this.root.dataset.replaying = String(replay.active);
  }
}
