/* The "New game" form: filled from a view's setup and options, read back as a setup for
   Python. Choosing another game or opponent asks Python for a preview (a fresh game's view)
   only to show that game's fields, summary and player names. The fields shown are the ones
   the view's setup names. Config in, events out: new SetupForm(root, {request, onStart, onError}). */

import { fillSelect, part, inside, partOf } from "../shared/dom.js";
import { playerName } from "./names.js";
import { t } from "../shared/i18n.js";

/** @typedef {import("../contract/request-types.js").SetupValues} SetupValues */

export class SetupForm {
  /** request(payload) asks Python; onStart(setup) starts the game; onError(message). */
  /**
   * @param {HTMLElement} root
   * @param {{
   *   request: import("./types.js").AskEngine,
   *   onStart: (setup: SetupValues) => void,
   *   onError: (message: string) => void,
   * }} config
   */
  constructor(root, { request, onStart, onError }) {
    this.root = root;
    this.form = partOf(HTMLFormElement, "setup-form", root);
    this.request = request;
    this.onError = onError;
    this.previews = 0; // previews in flight (data-previews on <body>, a hook for tests)
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      this.$("setup-summary").textContent = "";
      onStart(this.read());
    });
    this.$("setup-game").addEventListener("change", () => this.preview({ keepParams: false }));
    this.$("setup-vs").addEventListener("change", () => this.preview({ keepParams: true }));
  }

  /**
   * @param {string} id
   * @returns {HTMLElement}
   */
  $(id) {
    return part(id, this.root);
  }

  /**
   * One of the form's <input>s.
   * @param {string} id
   */
  input(id) {
    return partOf(HTMLInputElement, id, this.root);
  }

  /**
   * One of the form's <select>s.
   * @param {string} id
   */
  select(id) {
    return partOf(HTMLSelectElement, id, this.root);
  }

  /** Fill the form from a view's setup (the game's, or a preview's); `summary`: show the game's
      summary (another game chosen here), hide it (the game played), or leave it as it is (null:
      another opponent chosen, the same game: the fields below do not move under the player).
      @param {import("../contract/view-types.js").View} view
      @param {{summary?: boolean | null}} [options] */
  fill(view, { summary = false } = {}) {
    const { setup, options } = view;
    const $ = (/** @type {string} */ id) => this.$(id);
    const input = (/** @type {string} */ id) => this.input(id);
    const select = (/** @type {string} */ id) => this.select(id);
    fillSelect(select("setup-game"), options.games, setup.game);
    if (summary !== null) $("setup-summary").textContent = summary ? view.game.summary : "";

    for (const field of this.form.querySelectorAll("[data-param]")) {
      if (field instanceof HTMLElement) field.hidden = !setup.fields.some((name) => name === field.dataset.param);
    }
    if (setup.lo !== null) input("setup-lo").value = String(setup.lo);
    if (setup.hi !== null) input("setup-hi").value = String(setup.hi);
    for (const id of ["setup-lo", "setup-hi"]) {
      input(id).min = String(options.range_limits.min);
      input(id).max = String(options.range_limits.max);
    }
    fillSelect(select("setup-grid"), options.grids, setup.grid);
    fillSelect(select("setup-opening"), options.openings, setup.opening);
    input("setup-without-one").checked = setup.without_one;
    input("setup-misere").checked = setup.misere;
    input("setup-lose-turn").checked = setup.lose_turn;
    input("setup-highlights").checked = setup.highlights;
    fillSelect(select("setup-vs"), options.opponents, setup.vs || "");
    $("first-1-label").textContent = playerName(view, 1);
    $("first-2-label").textContent = playerName(view, 2);
    for (const radio of this.form.querySelectorAll('input[name="first"]'))
      if (radio instanceof HTMLInputElement) radio.checked = radio.value === String(setup.first);
  }

  /** Show `game` in the form (chosen in the game menu), with its fields. @param {string} game */
  chooseGame(game) {
    if (this.select("setup-game").value === game) return;
    this.select("setup-game").value = game;
    this.preview({ keepParams: false });
  }

  /**
   * The form's values, for the fields shown.
   * @returns {SetupValues}
   */
  read() {
    const input = (/** @type {string} */ id) => this.input(id);
    const select = (/** @type {string} */ id) => this.select(id);
    const shown = (/** @type {string} */ param) => !inside(HTMLElement, `[data-param="${param}"]`, this.form).hidden;
    /** @type {SetupValues} */
    const setup = { game: select("setup-game").value };
    if (shown("range")) setup.range = `${input("setup-lo").value.trim()}-${input("setup-hi").value.trim()}`;
    if (shown("grid")) setup.grid = select("setup-grid").value;
    if (shown("opening")) setup.opening = select("setup-opening").value;
    if (shown("without_one")) setup.without_one = input("setup-without-one").checked;
    if (shown("misere")) setup.misere = input("setup-misere").checked;
    if (shown("lose_turn")) setup.lose_turn = input("setup-lose-turn").checked;
    if (shown("highlights")) setup.highlights = input("setup-highlights").checked;
    if (shown("vs")) setup.vs = select("setup-vs").value || null;
    const first = this.form.querySelector('input[name="first"]:checked');
    if (shown("first") && first instanceof HTMLInputElement)
      setup.first = first.value === "random" ? "random" : Number(first.value);
    return setup;
  }

  /**
   * Ask Python for a fresh game with the form's choices, only to show its fields and names.
   * @param {{keepParams: boolean}} options keepParams: keep the fields' values (another opponent
   *     chosen), else only the game (another game chosen)
   */
  async preview({ keepParams }) {
    const { vs = null, first = 1, ...params } = this.read();
    const setup = keepParams ? { ...params, vs, first } : { game: params.game, vs, first };
    this.previews += 1;
    document.body.dataset.previews = String(this.previews);
    try {
      // Python's answer to "new" is a View (py/factorgames/contract/views.py).
      const view = /** @type {import("../contract/view-types.js").View} */ (await this.request({ op: "new", setup }));
      this.fill(view, { summary: keepParams ? null : true });
    } catch (err) {
      this.onError(t("Something went wrong: {error}", { error: err instanceof Error ? err.message : String(err) }));
    } finally {
      this.previews -= 1;
      document.body.dataset.previews = String(this.previews);
    }
  }
}
