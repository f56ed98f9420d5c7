/* The "New game" form: filled from a view's setup and options, read back as a setup for
   Python. Choosing another game or opponent asks Python for a preview (a fresh game's view)
   only to show that game's fields, summary and player names. The fields shown are the ones
   the view's setup names. Config in, events out: new SetupForm(root, {request, onStart, onError}). */

import { fillSelect, part } from "../shared/dom.js";
import { playerName } from "./names.js";
import { t } from "../shared/i18n.js";

export class SetupForm {
  /** request(payload) asks Python; onStart(setup) starts the game; onError(message). */
  constructor(root, { request, onStart, onError }) {
    this.root = root;
    this.form = part("setup-form", root);
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

  $(id) {
    return part(id, this.root);
  }

  /** Fill the form from a view's setup (the game's, or a preview's); `summary`: show the game's
      summary (another game chosen here), hide it (the game played), or leave it as it is (null:
      another opponent chosen, the same game: the fields below do not move under the player).
      @param {import("../contract/view-types.js").View} view */
  fill(view, { summary = false } = {}) {
    const { setup, options } = view;
    const $ = (id) => this.$(id);
    fillSelect($("setup-game"), options.games, setup.game);
    if (summary !== null) $("setup-summary").textContent = summary ? view.game.summary : "";

    for (const field of this.form.querySelectorAll("[data-param]")) {
      field.hidden = !setup.fields.includes(field.dataset.param);
    }
    if (setup.lo !== null) $("setup-lo").value = String(setup.lo);
    if (setup.hi !== null) $("setup-hi").value = String(setup.hi);
    for (const id of ["setup-lo", "setup-hi"]) {
      $(id).min = String(options.range_limits.min);
      $(id).max = String(options.range_limits.max);
    }
    fillSelect($("setup-grid"), options.grids, setup.grid);
    fillSelect($("setup-opening"), options.openings, setup.opening);
    $("setup-without-one").checked = setup.without_one;
    $("setup-misere").checked = setup.misere;
    $("setup-lose-turn").checked = setup.lose_turn;
    $("setup-highlights").checked = setup.highlights;
    fillSelect($("setup-vs"), options.opponents, setup.vs || "");
    $("first-1-label").textContent = playerName(view, 1);
    $("first-2-label").textContent = playerName(view, 2);
    for (const radio of this.form.querySelectorAll('input[name="first"]'))
      radio.checked = radio.value === String(setup.first);
  }

  /** Show `game` in the form (chosen in the game menu), with its fields. */
  chooseGame(game) {
    if (this.$("setup-game").value === game) return;
    this.$("setup-game").value = game;
    this.preview({ keepParams: false });
  }

  /** The form's values, for the fields shown. */
  read() {
    const $ = (id) => this.$(id);
    const shown = (param) => !this.form.querySelector(`[data-param="${param}"]`).hidden;
    const setup = { game: $("setup-game").value };
    if (shown("range")) setup.range = `${$("setup-lo").value.trim()}-${$("setup-hi").value.trim()}`;
    if (shown("grid")) setup.grid = $("setup-grid").value;
    if (shown("opening")) setup.opening = $("setup-opening").value;
    if (shown("without_one")) setup.without_one = $("setup-without-one").checked;
    if (shown("misere")) setup.misere = $("setup-misere").checked;
    if (shown("lose_turn")) setup.lose_turn = $("setup-lose-turn").checked;
    if (shown("highlights")) setup.highlights = $("setup-highlights").checked;
    if (shown("vs")) setup.vs = $("setup-vs").value || null;
    const first = this.form.querySelector('input[name="first"]:checked');
    if (shown("first") && first) setup.first = first.value === "random" ? "random" : Number(first.value);
    return setup;
  }

  /** Ask Python for a fresh game with the form's choices, only to show its fields and names. */
  async preview({ keepParams }) {
    const { vs = null, first = 1, ...params } = this.read();
    const setup = keepParams ? { ...params, vs, first } : { game: params.game, vs, first };
    this.previews += 1;
    document.body.dataset.previews = String(this.previews);
    try {
      this.fill(await this.request({ op: "new", setup }), { summary: keepParams ? null : true });
    } catch (err) {
      this.onError(t("Something went wrong: {error}", { error: err.message }));
    } finally {
      this.previews -= 1;
      document.body.dataset.previews = String(this.previews);
    }
  }
}
