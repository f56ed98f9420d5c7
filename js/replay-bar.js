/* Step through the moves of the game shown: first, back, forward, last, "Move k of n", and
   "Play from here". The steps come from the view's replay {step, total}; Python shows each
   position. Buttons at an end stay focusable (aria-disabled) so that the keyboard keeps its place. */

const $ = (id) => document.getElementById(id);

export class ReplayBar {
  constructor({ onStep, onPlayFromHere }) {
    this.root = $("replay");
    this.step = 0;
    this.total = 0;
    const go = (id, target) => {
      $(id).addEventListener("click", (event) => {
        if (event.currentTarget.getAttribute("aria-disabled") === "true") return;
        onStep(Math.max(0, Math.min(this.total, target())));
      });
    };
    go("replay-first", () => 0);
    go("replay-prev", () => this.step - 1);
    go("replay-next", () => this.step + 1);
    go("replay-last", () => this.total);
    $("replay-play").addEventListener("click", onPlayFromHere);
  }

  render(view, { shown }) {
    const replay = view.replay && typeof view.replay === "object" ? view.replay : {};
    this.total = Number.isInteger(replay.total) ? replay.total : 0;
    this.step = Number.isInteger(replay.step) ? replay.step : this.total;
    this.root.hidden = !shown || this.total === 0;
    $("replay-label").textContent = `Move ${this.step} of ${this.total}`;
    for (const id of ["replay-first", "replay-prev"]) $(id).setAttribute("aria-disabled", String(this.step <= 0));
    for (const id of ["replay-next", "replay-last"]) $(id).setAttribute("aria-disabled", String(this.step >= this.total));
    $("replay-play").hidden = this.step >= this.total;
    this.root.dataset.replaying = String(this.step < this.total);
  }
}
