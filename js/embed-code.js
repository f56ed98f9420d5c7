/* "Copy embed code": a disclosure where a teacher picks the controls an embed shows, its size,
   and whether it opens at the position on the board; it writes the <iframe> snippet for the
   game shown into a read-only textarea. The address is absolute, built from this page's, so
   the snippet works when pasted into another site. Mounts on the page's root: new EmbedCode(root). */

import { joinAddress } from "./address.js";
import { CONTROLS, DEFAULT_CONTROLS } from "./controls.js";
import { copyText } from "./copy-text.js";
import { fillSelect, part } from "./dom.js";
import { LANG, langKey, LANGUAGES, N_, t } from "./i18n.js";

const SIZES = [
  { value: "320x400", label: N_("Small, 320 × 400") },
  { value: "480x600", label: N_("Medium, 480 × 600") },
  { value: "720x720", label: N_("Large, 720 × 720") },
];

/** The room an embed's parts take around its board, in CSS px (as css/style.css lays them out):
    the title line, the status, the controls, the frame's padding and gaps; the replay row and
    the challenge's row when they are there; numbers of at least 24 px with 2 px between. */
const EMBED = { chrome: 112, replay: 40, challenge: 24, padding: 8, cell: 24, gap: 2 };

/** Whether a frame of `size` ("WxH") shows the whole board, the status and the controls. */
function fits(size, board, { replay, challenge }) {
  const [width, height] = size.split("x").map(Number);
  const across = board.columns * (EMBED.cell + EMBED.gap) - EMBED.gap + EMBED.padding;
  const down = board.rows * (EMBED.cell + EMBED.gap) - EMBED.gap + EMBED.chrome
    + (replay ? EMBED.replay : 0) + (challenge ? EMBED.challenge : 0);
  return across <= width && down <= height;
}

/** Text for an HTML attribute value in double quotes. */
function attribute(text) {
  return String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

export class EmbedCode {
  constructor(root) {
    this.root = root;
    this.view = null;
    const $ = (id) => part(id, root);
    const boxes = CONTROLS.map((control) => {
      const label = document.createElement("label");
      const box = document.createElement("input");
      box.type = "checkbox";
      box.name = "embed-control";
      box.value = control.id;
      box.checked = DEFAULT_CONTROLS.includes(control.id);
      label.append(box, ` ${t(control.label)}`);
      return label;
    });
    $("embed-controls").replaceChildren(...boxes);
    $("embed-size").replaceChildren(
      ...SIZES.map((size) => {
        const option = document.createElement("option");
        option.value = size.value;
        option.textContent = t(size.label);
        return option;
      })
    );
    // The embed's language: the page's by default (an embed in French for a French class).
    fillSelect($("embed-lang"), Object.entries(LANGUAGES).map(([id, label]) => ({ id, label })), LANG);
    $("embed-button").addEventListener("click", () => this.toggle());
    $("embed-panel").addEventListener("change", (event) => {
      if (event.target.id === "embed-size") $("embed-size").dataset.chosen = "true";
      this.update();
    });
    $("embed-copy").addEventListener("click", () =>
      copyText($("embed-code").value, {
        status: $("embed-status"),
        field: $("embed-code"),
        done: t("Embed code copied. Paste it into your page's HTML."),
        manual: t("Copy the code above (Ctrl+C or long press)."),
      })
    );
  }

  toggle() {
    const $ = (id) => part(id, this.root);
    const open = $("embed-button").getAttribute("aria-expanded") !== "true";
    $("embed-button").setAttribute("aria-expanded", String(open));
    $("embed-panel").hidden = !open;
    $("embed-status").textContent = "";
    this.update();
    if (open) $("embed-panel").querySelector("input").focus();
  }

  render(view) {
    this.view = view;
    this.update();
  }

  update() {
    const $ = (id) => part(id, this.root);
    if (!this.view || $("embed-panel").hidden) return;
    const controls = [...this.root.querySelectorAll('input[name="embed-control"]:checked')].map((box) => box.value);
    // The position on the board (during a replay, the game cut at the move shown), or the start.
    const game = $("embed-moves").checked ? this.view.replay.hash : this.view.start_hash;
    const src = new URL("embed.html", location.href);
    src.search = "";
    const lang = $("embed-lang").value;
    src.hash = joinAddress(game, { controls: controls.join(","), lang: langKey(lang) });
    this.checkSizes(controls.includes("replay"));
    const [width, height] = $("embed-size").value.split("x");
    const title = t("Factor Games: {game}", { game: this.view.game.title });
    $("embed-code").value =
      `<iframe src="${attribute(src.href)}" width="${width}" height="${height}" title="${attribute(title)}" loading="lazy"></iframe>`;
  }

  /** Mark the sizes too small for this board; move off one the teacher did not choose. */
  checkSizes(replay) {
    const $ = (id) => part(id, this.root);
    const select = $("embed-size");
    const needs = { replay, challenge: Boolean(this.view.challenge) };
    const fitting = SIZES.filter((size) => fits(size.value, this.view.board, needs));
    for (const option of select.options) {
      const size = SIZES.find((s) => s.value === option.value);
      const ok = fitting.includes(size);
      option.textContent = ok ? t(size.label) : t("{size} (the board would scroll)", { size: t(size.label) });
    }
    if (!select.dataset.chosen && fitting.length && !fitting.some((s) => s.value === select.value)) {
      select.value = fitting[0].value;
    }
    const warning = fitting.length ? "" : t("This board is too large to show whole in a frame: the numbers will scroll. A smaller range fits better.");
    $("embed-size-warning").textContent = warning;
    $("embed-size-warning").hidden = !warning;
  }
}
