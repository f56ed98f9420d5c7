/* The parts only the embed (embed.html, in an iframe) has: the controls its address names,
   "New game" (back to the position the embed opened with), and links to the full page and
   the rules. Its address keeps those page keys as the game advances:
   embed.html#<game's share code>&controls=hint,undo&from=<moves New game returns to>. */

import { currentHash, joinAddress, movesOf, splitAddress, withMoves } from "./address.js";
import { parseControls } from "./controls.js";

const $ = (id) => document.getElementById(id);

export class EmbedPage {
  /** onNew(hash): load that game. */
  constructor({ onNew }) {
    this.readAddress();
    this.gameHash = "";
    $("new-button").addEventListener("click", () => onNew(withMoves(this.gameHash, this.from)));
  }

  /** Take the controls and the starting moves from the address (when it was opened or edited). */
  readAddress() {
    const { game, page } = splitAddress(currentHash());
    this.controls = parseControls(typeof page.controls === "string" ? page.controls : null);
    this.from = typeof page.from === "string" ? page.from : movesOf(game);
  }

  /** The game the address asks for, without the embed's own keys. */
  requestedGame() {
    return splitAddress(currentHash()).game;
  }

  /** An embed neither reads nor writes the site's saved game. */
  firstRequest() {
    return { op: "load", hash: this.requestedGame(), saved: null };
  }

  address(view) {
    return joinAddress(view.hash, { controls: this.controls.join(","), from: this.from });
  }

  setBusy() {}

  render(view) {
    this.gameHash = view.hash;
    const game = view.game || {};
    $("embed-title").textContent = game.title || "Factor Games";
    $("open-link").setAttribute("href", `index.html#${view.hash}`);
  }
}
