/* "Copy embed code": a disclosure where a teacher picks the controls an embed shows, its size
   (a preset, or any width and height), its language and whether it opens at the position on the
   board; it writes the <iframe> snippet for the game shown into a read-only textarea and shows
   the frame itself, live, scaled to fit the panel. The address is absolute, built from this
   page's, so the snippet works when pasted into another site. Mounts on the page's root:
   new EmbedCode(root). */

import { joinAddress } from "../shared/address.js";
import { CONTROLS, DEFAULT_CONTROLS } from "../shared/controls.js";
import { copyText } from "../shared/copy-text.js";
import { fillSelect, part, inside, partOf } from "../shared/dom.js";
import { LANG, langKey, LANGUAGES, N_, t } from "../shared/i18n.js";

const SIZES = [
  { value: "320x400", label: N_("Small, 320 × 400") },
  { value: "480x600", label: N_("Medium, 480 × 600") },
  { value: "720x720", label: N_("Large, 720 × 720") },
  { value: "800x450", label: N_("Slide, 800 × 450") },
];
const CUSTOM = "custom";
const CUSTOM_SIZE = { value: CUSTOM, label: N_("Another size") };
const LIMITS = { width: [320, 2000], height: [400, 2000] };

/** The room an embed's parts take around its board, in CSS px (as css/style.css lays them out):
    the frame's padding, the title line, the controls and the gaps, the coach box's first lines
    (--coach-min), the replay row when it is there; numbers of at least 24 px with 2 px between;
    a wide frame (from 540 px, at least 5:4) puts the board beside a column of at least 200 px. */
const EMBED = { padding: 8, chrome: 8 + 18 + 34 + 15, replay: 40, cell: 24, gap: 2, side: 210 };

/**
 * Whether a frame of `width` x `height` shows the whole board, the status and the controls.
 * @param {number} width
 * @param {number} height
 * @param {import("../contract/view-types.js").BoardView} board
 * @param {{replay: boolean}} options replay: the frame shows the replay's row
 */
function fits(width, height, board, { replay }) {
  const across = board.columns * (EMBED.cell + EMBED.gap) - EMBED.gap;
  const down = board.rows * (EMBED.cell + EMBED.gap) - EMBED.gap;
  if (width >= 540 && width * 4 >= height * 5) {
    return across + EMBED.padding + EMBED.side <= width && down + EMBED.padding <= height;
  }
  const coach = Math.min(150, Math.max(64, 0.22 * height - 24));
  return across + EMBED.padding <= width && down + EMBED.chrome + coach + (replay ? EMBED.replay : 0) <= height;
}

/**
 * A whole number of px within `[lo, hi]`, or null.
 * @param {string} text
 * @param {number[]} bounds [lo, hi]
 * @returns {number | null}
 */
function pixels(text, [lo, hi]) {
  const n = Number(text);
  return Number.isInteger(n) && n >= lo && n <= hi ? n : null;
}

/**
 * Text for an HTML attribute value in double quotes.
 * @param {string} text
 */
function attribute(text) {
  // (strings, not regular expressions: the catalogs' extractor misreads /"/ and loses the file's messages)
  return String(text)
    .replaceAll("&", "&amp;")
    .replaceAll('"', "&quot;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;");
}

/**
 * A preset size's width and height, in px ("320x400").
 * @param {string} value
 * @returns {[number, number]}
 */
function presetSize(value) {
  const [width, height] = value.split("x").map(Number);
  return [width, height];
}

export class EmbedCode {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
    /** @type {import("../contract/view-types.js").View | null} */
    this.view = null;
    const $ = (/** @type {string} */ id) => part(id, root);
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
      ...SIZES.concat([CUSTOM_SIZE]).map((size) => {
        const option = document.createElement("option");
        option.value = size.value;
        option.textContent = t(size.label);
        return option;
      }),
    );
    this.setSize(SIZES[0].value);
    $("embed-button").addEventListener("click", () => this.toggle());
    $("embed-panel").addEventListener("change", (event) => {
      const changed = event.target instanceof Element ? event.target.id : "";
      if (changed === "embed-size") {
        const select = this.select("embed-size");
        select.dataset.chosen = "true";
        if (select.value !== CUSTOM) this.setSize(select.value);
      }
      if (changed === "embed-lang") $("embed-lang").dataset.chosen = "true";
      this.update();
    });
    // Any width and height: typing one makes the size "Another size" (or the preset it matches).
    for (const id of ["embed-width", "embed-height"]) {
      $(id).addEventListener("input", () => {
        $("embed-size").dataset.chosen = "true";
        const typed = `${this.input("embed-width").value}x${this.input("embed-height").value}`;
        const match = SIZES.find((size) => size.value === typed);
        this.select("embed-size").value = match ? match.value : CUSTOM;
        this.update();
      });
    }
    this.previewTimer = 0;
    const code = partOf(HTMLTextAreaElement, "embed-code", root);
    $("embed-copy").addEventListener("click", () =>
      copyText(code.value, {
        status: $("embed-status"),
        field: code,
        done: t("Embed code copied. Paste it into your page's HTML."),
        manual: t("Copy the code above (Ctrl+C or long press)."),
      }),
    );
  }

  /**
   * One of the panel's <input>s.
   * @param {string} id
   */
  input(id) {
    return partOf(HTMLInputElement, id, this.root);
  }

  /**
   * One of the panel's <select>s.
   * @param {string} id
   */
  select(id) {
    return partOf(HTMLSelectElement, id, this.root);
  }

  toggle() {
    const $ = (/** @type {string} */ id) => part(id, this.root);
    const open = $("embed-button").getAttribute("aria-expanded") !== "true";
    $("embed-button").setAttribute("aria-expanded", String(open));
    $("embed-panel").hidden = !open;
    $("embed-status").textContent = "";
    // The embed's language: the page's by default (an embed in French for a French class).
    if (!$("embed-lang").dataset.chosen) {
      fillSelect(
        this.select("embed-lang"),
        Object.entries(LANGUAGES).map(([id, label]) => ({ id, label })),
        LANG,
      );
    }
    if (!open) $("embed-preview").removeAttribute("src"); // a closed panel runs no second game
    this.update();
    if (open) inside(HTMLInputElement, "input", $("embed-panel")).focus();
  }

  /** @param {import("../contract/view-types.js").View} view */
  render(view) {
    this.view = view;
    this.update();
  }

  update() {
    const $ = (/** @type {string} */ id) => part(id, this.root);
    if (!this.view || $("embed-panel").hidden) return;
    const boxes = this.root.querySelectorAll('input[name="embed-control"]:checked');
    const controls = [...boxes].map((box) => (box instanceof HTMLInputElement ? box.value : ""));
    // The position on the board (during a replay, the game cut at the move shown), or the start.
    const game = this.input("embed-moves").checked ? this.view.replay.hash : this.view.start_hash;
    const src = new URL("embed.html", location.href);
    src.search = "";
    const lang = this.select("embed-lang").value;
    src.hash = joinAddress(game, { controls: controls.join(","), lang: langKey(lang) });
    const size = this.checkSizes(this.view.board, controls.includes("replay"));
    if (!size) return; // a width or height out of bounds: the warning says so
    const { width, height } = size;
    const title = t("Factor Games: {game}", { game: this.view.game.title });
    partOf(HTMLTextAreaElement, "embed-code", this.root).value =
      `<iframe src="${attribute(src.href)}" width="${width}" height="${height}" ` +
      `title="${attribute(title)}" style="border:0" loading="lazy"></iframe>`;
    this.preview(src.href, width, height);
  }

  /** Fill the width and height from a preset size ("320x400"). @param {string} value */
  setSize(value) {
    const [width, height] = value.split("x");
    this.input("embed-width").value = width;
    this.input("embed-height").value = height;
  }

  /** The frame as it will look, at its size, scaled down to the panel's width; reloaded only
      once the choices have settled (each load starts a copy of the engine).
      @param {string} href
      @param {number} width
      @param {number} height */
  preview(href, width, height) {
    const box = part("embed-preview-box", this.root);
    const frame = partOf(HTMLIFrameElement, "embed-preview", this.root);
    const scale = Math.min(1, (box.clientWidth || width) / width);
    frame.width = String(width);
    frame.height = String(height);
    box.style.setProperty("--scale", String(scale));
    box.style.setProperty("--frame-h", `${Math.ceil(height * scale)}px`);
    window.clearTimeout(this.previewTimer);
    this.previewTimer = window.setTimeout(() => {
      if (frame.getAttribute("src") !== href) frame.setAttribute("src", href);
    }, 400);
  }

  /** Mark the presets too small for this board; move off one the teacher did not choose; say when
      the size typed is out of bounds or too small. The size to use, or null.
      @param {import("../contract/view-types.js").BoardView} board the board of the game shown
      @param {boolean} replay the embed shows the replay's row
      @returns {{width: number, height: number} | null} */
  checkSizes(board, replay) {
    const $ = (/** @type {string} */ id) => part(id, this.root);
    const select = this.select("embed-size");
    const fitting = SIZES.filter((size) => fits(...presetSize(size.value), board, { replay }));
    for (const option of select.options) {
      const size = SIZES.find((s) => s.value === option.value);
      if (!size) continue;
      option.textContent = fitting.includes(size)
        ? t(size.label)
        : t("{size} (the board would scroll)", { size: t(size.label) });
    }
    if (!select.dataset.chosen && fitting.length && !fitting.some((s) => s.value === select.value)) {
      select.value = fitting[0].value;
      this.setSize(select.value);
    }
    const width = pixels(this.input("embed-width").value, LIMITS.width);
    const height = pixels(this.input("embed-height").value, LIMITS.height);
    let warning = "";
    if (width === null || height === null) {
      warning = t("Choose a width from {wlo} to {whi} and a height from {hlo} to {hhi} pixels.", {
        wlo: LIMITS.width[0],
        whi: LIMITS.width[1],
        hlo: LIMITS.height[0],
        hhi: LIMITS.height[1],
      });
    } else if (!fitting.length) {
      warning = t(
        "This board is too large to show whole in a frame: the numbers will scroll. A smaller range fits better.",
      );
    } else if (!fits(width, height, board, { replay })) {
      warning = t("At this size the board would scroll in the frame: make it larger.");
    }
    $("embed-size-warning").textContent = warning;
    $("embed-size-warning").hidden = !warning;
    return width === null || height === null ? null : { width, height };
  }
}
