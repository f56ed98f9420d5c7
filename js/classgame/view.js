/* The class game's view (board.html): draws a ClassGameView (py/factorgames/page/class_game_page.py)
   through the game page's board (js/game/board.js) and the page's parts: the large whose-turn line,
   the teams and their challenge points, the challenge moment, the last call's verdict, the timer,
   the numbers played, and at the end the review, the winning strategy and the challenges. It
   decides nothing and reports the room's intents through its callbacks. */

import { Board } from "../game/board.js";
import { element, fillSelect, part as $, partOf } from "../shared/dom.js";

/** @typedef {import("../contract/view-types.js").ClassGameView} ClassGameView */
/** @typedef {import("../contract/view-types.js").ClassCallView} ClassCallView */
/** @typedef {import("./controller.js").TimerState} TimerState */

/** m:ss. @param {number} seconds */
function clock(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

export class ClassGameScreen {
  /** @param {{onPick: (number: number) => void}} config */
  constructor({ onPick }) {
    this.board = new Board($("cg-board"), { onPick });
    /** @type {ClassGameView | null} */
    this.shown = null;
    this.busy = false;
  }

  /** @param {ClassGameView} view */
  render(view) {
    const previous = this.shown;
    this.shown = view;
    $("cg-setup").hidden = true;
    $("cg-play").hidden = false;
    const body = document.body;
    body.dataset.phase = view.phase;
    this.notice(view.notice);
    $("cg-turn").textContent = view.turn;
    document.title = `${view.title} · Factor Games`;
    this.renderTeams(view);

    const challenge = view.phase === "challenge";
    $("cg-challenge").hidden = !challenge;
    $("cg-prompt").textContent = view.prompt || "";
    this.renderLast(view.last);

    // The number field only while a team picks: during a challenge the room decides on the call alone.
    $("cg-move-form").hidden = view.over || !view.typing;
    const input = partOf(HTMLInputElement, "cg-move");
    input.disabled = !view.typing;
    if (previous && previous.hash !== view.hash) input.value = "";

    this.board.render(view.board, { busy: this.busy, locked: !view.typing });
    const history = $("cg-history");
    $("cg-history-head").textContent = view.history_heading;
    history.dataset.joined = String(view.history_is_chain);
    history.replaceChildren(...view.history.map((entry) => element("li", "", entry.words)));

    $("cg-end").hidden = !view.over;
    if (view.over) this.renderEnd(view);
    if (view.announce) $("cg-announcer").textContent = view.announce;
    body.dataset.renders = String(Number(body.dataset.renders || 0) + 1); // (a hook for tests)
    body.dataset.ready = "true";
    // The room's next step gets the focus: the challenge's button, else the number field.
    const focus = document.activeElement;
    const moved = !previous || previous.phase !== view.phase || previous.hash !== view.hash;
    if (moved && (!focus || focus === document.body || !focus.closest(".board"))) {
      if (challenge) $("cg-mistake").focus({ preventScroll: true });
      else if (view.typing) input.focus({ preventScroll: true });
      else if (view.over) $("cg-again").focus({ preventScroll: true });
    }
  }

  /** @param {ClassGameView} view */
  renderTeams(view) {
    const items = view.teams.map((team) => {
      const li = element("li", "cg-team");
      li.dataset.player = String(team.player);
      li.dataset.active = String(team.active);
      li.append(
        element("span", "cg-team-name", team.name),
        " ",
        element("strong", "cg-team-points", String(team.points)),
      );
      return li;
    });
    $("cg-teams").replaceChildren(...items);
    $("cg-teams").setAttribute("aria-label", view.score_text);
  }

  /** @param {ClassCallView | null} last */
  renderLast(last) {
    const box = $("cg-last");
    box.hidden = !last;
    if (!last) return;
    box.dataset.right = last.right === null ? "none" : String(last.right);
    $("cg-last-text").textContent = last.text;
    $("cg-last-score").textContent = last.score;
  }

  /** @param {ClassGameView} view */
  renderEnd(view) {
    $("cg-end-score").textContent = view.score_text;
    const review = view.review;
    $("cg-review-text").textContent = review ? review.text : "";
    $("cg-review-moves").replaceChildren(
      ...(review ? review.moves : []).map((move) => {
        const li = element("li", "cg-review-move", move.text);
        li.dataset.verdict = move.verdict;
        if (move.ply === review?.first_mistake) li.dataset.first = "true";
        return li;
      }),
    );
    const strategy = view.strategy;
    $("cg-strategy").hidden = !strategy;
    $("cg-strategy-text").textContent = strategy ? strategy.text : "";
    $("cg-pairs").replaceChildren(
      ...(strategy ? strategy.pairs : []).map((pair) => element("li", "", pair.join(" ↔ "))),
    );
    $("cg-calls").replaceChildren(
      ...view.calls
        .filter((call) => call.challenged)
        .map((call) => {
          const li = element("li", "cg-call", `${call.text} ${call.score}`);
          li.dataset.right = String(call.right);
          li.dataset.ply = String(call.ply);
          return li;
        }),
    );
    $("cg-no-calls").hidden = view.calls.some((call) => call.challenged);
  }

  /** @param {string | null} words */
  notice(words) {
    $("cg-notice").hidden = !words;
    $("cg-notice").textContent = words || "";
  }

  /** @param {boolean} busy */
  setBusy(busy) {
    this.busy = busy;
    this.board.setBusy(busy);
    document.body.dataset.idle = String(!busy);
  }

  /**
   * @param {TimerState} timer
   * @param {ClassGameView | null} view
   */
  renderTimer(timer, view) {
    $("cg-timer").hidden = !view || !view.timer.seconds || view.over;
    $("cg-clock").textContent = clock(timer.left);
    $("cg-timer").dataset.state = timer.up ? "up" : timer.paused ? "paused" : timer.on ? "running" : "idle";
    const pause = partOf(HTMLButtonElement, "cg-timer-pause");
    pause.disabled = !timer.on || timer.up;
    pause.setAttribute("aria-pressed", String(timer.paused));
    $("cg-time-up").hidden = !timer.up;
    $("cg-time-up").textContent = timer.up && view ? view.timer.up : "";
  }

  /** The setup form's own fields, from a view's (the class game's names, opponent, timer).
      @param {import("../contract/view-types.js").ClassGameFormView} form */
  fillForm(form) {
    fillSelect(partOf(HTMLSelectElement, "cg-level"), form.levels, form.level || "");
    fillSelect(partOf(HTMLSelectElement, "cg-timer-choice"), form.timers, String(form.timer));
    partOf(HTMLInputElement, "cg-name-a").value = form.a;
    partOf(HTMLInputElement, "cg-name-b").value = form.b;
    partOf(HTMLInputElement, "cg-name-a").placeholder = form.default_a;
    partOf(HTMLInputElement, "cg-name-b").placeholder = form.default_b;
    for (const radio of document.querySelectorAll('input[name="cg-first"]'))
      if (radio instanceof HTMLInputElement) radio.checked = radio.value === String(form.first);
    this.nameStarters();
  }

  /** The "who starts" choices named as the form stands: the names typed, their placeholders, or the
      computer level's option. */
  nameStarters() {
    const level = partOf(HTMLSelectElement, "cg-level");
    const computer = level.value !== "";
    const a = partOf(HTMLInputElement, "cg-name-a");
    const b = partOf(HTMLInputElement, "cg-name-b");
    $("cg-name-b-field").hidden = computer;
    $("cg-first-1").textContent = a.value.trim() || a.placeholder;
    $("cg-first-2").textContent = computer
      ? level.selectedOptions[0]?.textContent || ""
      : b.value.trim() || b.placeholder;
  }

  /** Show the setup form (the game shown stays underneath, to go back to).
      @param {boolean} canCancel */
  openSetup(canCancel) {
    $("cg-play").hidden = true;
    $("cg-setup").hidden = false;
    $("cg-cancel").hidden = !canCancel;
    document.body.dataset.phase = "setup";
    partOf(HTMLSelectElement, "setup-game").focus({ preventScroll: true });
  }
}
