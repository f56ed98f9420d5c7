/* The start of a first visit (the full page opened with no address and no game kept): what the
   game is in one line and the ways to begin, as the view's first_visit says; hidden in every other
   view. Each choice starts a game at once: the game against the computer at the level chosen, a
   friend (on this device or another), or another game against that level.
   Config in, events out: new FirstVisit(root, {onStart}), render(view). */

import { part } from "../shared/dom.js";

/** @typedef {import("../contract/view-types.js").FirstVisitView} FirstVisitView */
/** @typedef {import("../contract/view-types.js").OptionView} OptionView */

export class FirstVisit {
  /**
   * @param {HTMLElement} root
   * @param {{onStart: (setup: {game: string, vs: string | null}) => void}} config onStart(setup): start
   *     the game chosen (a New game's values)
   */
  constructor(root, { onStart }) {
    this.root = root;
    this.onStart = onStart;
    /** @type {FirstVisitView | null} */
    this.start = null;
    /** @type {string | null} the level the person chose (kept while the start is redrawn) */
    this.level = null;
    /** @type {string} the start last drawn, as JSON (drawn again only when it changes) */
    this.drawn = "";
    part("first-visit-computer", root).addEventListener("click", () => {
      if (this.start) this.begin(this.start.game, this.chosenLevel());
    });
  }

  /** The level chosen: the person's, else the view's. */
  chosenLevel() {
    const start = this.start;
    if (!start) return null;
    return this.level !== null && start.levels.some((level) => level.id === this.level) ? this.level : start.level;
  }

  /** @param {string} game @param {string | null} vs */
  begin(game, vs) {
    this.onStart({ game, vs });
  }

  /** @param {import("../contract/view-types.js").View} view */
  render(view) {
    const start = view.first_visit;
    this.start = start;
    this.root.hidden = !start;
    if (!start) return;
    const drawn = JSON.stringify(start);
    if (drawn === this.drawn) return;
    this.drawn = drawn;
    const $ = (/** @type {string} */ id) => part(id, this.root);
    $("first-visit-head").textContent = start.heading;
    $("first-visit-line").textContent = start.line;
    $("first-visit-computer").textContent = start.computer;
    $("first-visit-level-legend").textContent = start.level_legend;
    const chosen = this.chosenLevel();
    $("first-visit-levels").replaceChildren(
      ...start.levels.map((level) => {
        const input = document.createElement("input");
        input.type = "radio";
        input.name = "first-visit-level";
        input.value = level.id;
        input.checked = level.id === chosen;
        input.addEventListener("change", () => {
          if (input.checked) this.level = level.id;
        });
        const label = document.createElement("label");
        label.className = "choice";
        label.append(input, " ", level.label);
        return label;
      }),
    );
    $("first-visit-friend-head").textContent = start.friend;
    $("first-visit-friends").replaceChildren(
      ...start.friends.map((friend) => this.button(friend.label, "friend", () => this.begin(start.game, friend.id))),
    );
    $("first-visit-games-head").textContent = start.games_heading;
    $("first-visit-games").replaceChildren(
      ...start.games.map((game) => {
        const button = this.button(game.label, "game", () => this.begin(game.id, this.chosenLevel()));
        button.dataset.game = game.id;
        const item = document.createElement("li");
        item.append(button);
        return item;
      }),
    );
  }

  /** A choice's button.
      @param {string} label @param {string} kind @param {() => void} onClick */
  button(label, kind, onClick) {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "button secondary";
    button.dataset.choice = kind;
    button.textContent = label;
    button.addEventListener("click", onClick);
    return button;
  }
}
