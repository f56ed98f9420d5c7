/* "Copy embed code": a disclosure where a teacher picks the controls an embed shows, its size,
   and whether it opens at the position on the board; it writes the <iframe> snippet for the
   game shown into a read-only textarea. The address is absolute, built from this page's, so
   the snippet works when pasted into another site. Mounts on the page's root: new EmbedCode(root). */

import { joinAddress } from "./address.js";
import { CONTROLS, DEFAULT_CONTROLS } from "./controls.js";
import { copyText } from "./copy-text.js";
import { part } from "./dom.js";

const SIZES = [
  { value: "320x400", label: "Small, 320 × 400" },
  { value: "480x600", label: "Medium, 480 × 600" },
  { value: "720x720", label: "Large, 720 × 720" },
];

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
      label.append(box, ` ${control.label}`);
      return label;
    });
    $("embed-controls").replaceChildren(...boxes);
    $("embed-size").replaceChildren(
      ...SIZES.map((size) => {
        const option = document.createElement("option");
        option.value = size.value;
        option.textContent = size.label;
        return option;
      })
    );
    $("embed-button").addEventListener("click", () => this.toggle());
    $("embed-panel").addEventListener("change", () => this.update());
    $("embed-copy").addEventListener("click", () =>
      copyText($("embed-code").value, {
        status: $("embed-status"),
        field: $("embed-code"),
        done: "Embed code copied. Paste it into your page's HTML.",
        manual: "Copy the code above (Ctrl+C or long press).",
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
    src.hash = joinAddress(game, { controls: controls.join(",") });
    const [width, height] = $("embed-size").value.split("x");
    const title = `Factor Games: ${this.view.game.title}`;
    $("embed-code").value =
      `<iframe src="${attribute(src.href)}" width="${width}" height="${height}" title="${attribute(title)}" loading="lazy"></iframe>`;
  }
}
