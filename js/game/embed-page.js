/* The parts only the embed (embed.html, in an iframe) has: the controls its address names,
   "New game" (back to the position the embed opened with), and links to the full page and
   the rules. Its address keeps those page keys as the game advances:
   embed.html#<game's share code>&controls=hint,undo&from=<moves New game returns to>. At a
   game's end the review takes the frame, the board one tap away ("Show the board").
   Config in, events out: new EmbedPage(root, {onRestart}). */

import { currentHash, joinAddress, splitAddress } from "../shared/address.js";
import { parseControls } from "../shared/controls.js";
import { part } from "../shared/dom.js";
import { langKey } from "../shared/i18n.js";
import { reveal } from "./view.js";

/** @typedef {import("./types.js").GamePage} GamePage */

/** @implements {GamePage} */
export class EmbedPage {
  /** onRestart(moves): the game shown, from those moves (the share code's way of writing them).
      @param {HTMLElement} root
      @param {{onRestart: (moves: string) => void}} config */
  constructor(root, { onRestart }) {
    this.root = root;
    /** @type {string[]} the controls the address names */
    this.controls = [];
    /** @type {string | null} the moves New game returns to (null: those of the first view) */
    this.from = null;
    /** @type {import("../shared/class-task.js").ClassTask | null} none: an embed plays for no class's task */
    this.classTask = null;
    /** @type {string | null} none: an embed keeps no game on the device (its friend's link carries no id) */
    this.gameId = null;
    /** @type {number | null} none: an embed plays for no class's task */
    this.target = null;
    this.readAddress();
    part("new-button", root).addEventListener("click", () => onRestart(this.from || ""));
    // At a game's end the review takes the frame (css/style.css): the board comes back at a tap.
    part("board-back", root).addEventListener("click", () => {
      root.dataset.board = "shown";
      const number = root.querySelector("#board button[tabindex='0']");
      if (number instanceof HTMLElement) number.focus();
    });
    // "Did you know?" opened: its note scrolled into the coach box's view, never left below it.
    const insight = part("embed-insight", root);
    insight.addEventListener("toggle", () => {
      if (insight instanceof HTMLDetailsElement && insight.open) reveal("embed-insight");
    });
  }

  /** Take the controls and the starting moves from the address (when it was opened or edited). */
  readAddress() {
    const { page } = splitAddress(currentHash());
    this.controls = parseControls(typeof page.controls === "string" ? page.controls : null);
    this.from = typeof page.from === "string" ? page.from : null; // null: the moves of the first view
  }

  /** The game the address asks for, without the embed's own keys. */
  requestedGame() {
    return splitAddress(currentHash()).game;
  }

  /** An embed's tools are its controls: no teacher's toggles or present mode come from its address.
      @returns {import("./types.js").PageState} */
  pageState() {
    return { tools: null, present: null };
  }

  /** An embed neither reads nor writes the site's saved game. @returns {null} */
  saved() {
    return null;
  }

  /** @returns {import("../contract/request-types.js").LoadRequest} */
  firstRequest() {
    return { op: "load", hash: this.requestedGame(), saved: null, task: null };
  }

  /** @param {import("../contract/view-types.js").View} view */
  address(view) {
    return joinAddress(view.hash, { controls: this.controls.join(","), from: this.from, lang: langKey() });
  }

  setBusy() {}

  /** @param {import("../contract/view-types.js").View} view */
  render(view) {
    if (this.from === null) this.from = view.moves;
    if (!view.over) delete this.root.dataset.board; // the next game's end shows its review again
    part("embed-title", this.root).textContent = view.game.title;
    part("open-link", this.root).setAttribute("href", `index.html#${joinAddress(view.hash, { lang: langKey() })}`);
  }
}
