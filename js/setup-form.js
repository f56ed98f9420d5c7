/* The "New game" form: filled from a view's setup and options, read back as a setup for
   Python. Choosing another game or opponent asks Python for a preview (a fresh game's view)
   only to show that game's parameters and player names. Solo games hide the opponent and
   who starts. */

import { playerName } from "./names.js";

const $ = (id) => document.getElementById(id);

function fillSelect(select, items, selected) {
  const wanted = items.map((item) => `${item.value}\u0000${item.label}`).join("\u0001");
  if (select.dataset.items !== wanted) {
    select.replaceChildren(
      ...items.map((item) => {
        const option = document.createElement("option");
        option.value = item.value;
        option.textContent = item.label;
        return option;
      })
    );
    select.dataset.items = wanted;
  }
  if (selected !== undefined && selected !== null) select.value = String(selected);
}

export class SetupForm {
  /** request(payload) asks Python; onStart(setup) starts the game; onError(message). */
  constructor({ request, onStart, onError }) {
    this.form = $("setup-form");
    this.request = request;
    this.onError = onError;
    this.previews = 0; // previews in flight (data-previews on <body>, a hook for tests)
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      $("setup-summary").textContent = "";
      onStart(this.read());
    });
    $("setup-game").addEventListener("change", () => this.preview({ keepParams: false }));
    $("setup-vs").addEventListener("change", () => this.preview({ keepParams: true }));
  }

  /** Fill the form from a view's setup (the game's, or a preview's). */
  fill(view, { fromPreview = false } = {}) {
    const setup = view.setup || {};
    const options = view.options || {};
    const games = Array.isArray(options.games) ? options.games : [];
    fillSelect($("setup-game"), games.map((g) => ({ value: g.id, label: g.title })), setup.game);
    $("setup-summary").textContent = fromPreview && view.game ? view.game.summary || "" : "";

    for (const field of this.form.querySelectorAll("[data-param]")) {
      field.hidden = !Object.hasOwn(setup, field.dataset.param);
    }
    if (typeof setup.range === "string") {
      const [lo, hi] = setup.range.split("-");
      $("setup-lo").value = lo || "";
      $("setup-hi").value = hi || "";
    }
    const limits = options.range_limits || {};
    for (const id of ["setup-lo", "setup-hi"]) {
      if (Number.isFinite(limits.min)) $(id).min = String(limits.min);
      if (Number.isFinite(limits.max)) $(id).max = String(limits.max);
    }
    const grids = Array.isArray(options.grids) ? options.grids : [];
    fillSelect($("setup-grid"), grids.map((g) => ({ value: g, label: `${g} × ${g}` })), setup.grid);
    const openings = Array.isArray(options.openings) ? options.openings : [];
    fillSelect($("setup-opening"), openings.map((o) => ({ value: o.id, label: o.label })), setup.opening);
    $("setup-without-one").checked = Boolean(setup.without_one);
    $("setup-misere").checked = Boolean(setup.misere);

    const solo = Boolean(view.game && view.game.solo);
    $("setup-vs-field").hidden = solo;
    $("setup-first-field").hidden = solo;
    const levels = Array.isArray(options.levels) ? options.levels : [];
    const vsItems = [{ value: "", label: "A friend on this device" }].concat(
      levels.map((l) => ({ value: l.id, label: `Computer – ${l.label}` }))
    );
    fillSelect($("setup-vs"), vsItems, setup.vs || "");
    $("first-1-label").textContent = playerName(view, 1);
    $("first-2-label").textContent = playerName(view, 2);
    const first = String(setup.first || 1);
    for (const radio of this.form.querySelectorAll('input[name="first"]')) radio.checked = radio.value === first;
  }

  read() {
    const setup = { game: $("setup-game").value };
    const shown = (param) => !this.form.querySelector(`[data-param="${param}"]`).hidden;
    if (shown("range")) setup.range = `${$("setup-lo").value.trim()}-${$("setup-hi").value.trim()}`;
    if (shown("grid")) setup.grid = Number($("setup-grid").value);
    if (shown("opening")) setup.opening = $("setup-opening").value;
    if (shown("without_one")) setup.without_one = $("setup-without-one").checked;
    if (shown("misere")) setup.misere = $("setup-misere").checked;
    const solo = $("setup-vs-field").hidden;
    setup.vs = solo ? null : $("setup-vs").value || null;
    const first = this.form.querySelector('input[name="first"]:checked');
    setup.first = solo || !first ? 1 : Number(first.value);
    return setup;
  }

  /** Ask Python for a fresh game with the form's choices, only to show its parameters and names. */
  async preview({ keepParams }) {
    const setup = keepParams ? this.read() : { game: $("setup-game").value, vs: $("setup-vs").value || null, first: this.read().first };
    this.previews += 1;
    document.body.dataset.previews = String(this.previews);
    try {
      this.fill(await this.request({ op: "new", setup }), { fromPreview: true });
    } catch (err) {
      this.onError(`Something went wrong: ${err.message}`);
    } finally {
      this.previews -= 1;
      document.body.dataset.previews = String(this.previews);
    }
  }
}
