/* A game with a friend on another device: after each move, the link for the friend as a QR code
   (drawn here by the pinned lean-qr, from the address Python gives), a Copy button, and the
   system share sheet where the browser has one. Mounts on its section: new Share(root). */

import { joinAddress } from "../shared/address.js";
import { copyText } from "../shared/copy-text.js";
import { generate } from "../lean-qr.mjs";
import { part, partOf } from "../shared/dom.js";
import { t } from "../shared/i18n.js";

export class Share {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.root = root;
    this.url = "";
    const $ = (/** @type {string} */ id) => part(id, root);
    $("share-copy").addEventListener("click", () =>
      copyText(this.url, {
        status: $("share-status"),
        field: partOf(HTMLInputElement, "share-field", root),
        done: t("Link copied: send it to your friend."),
        manual: t("Copy the link below (Ctrl+C or long press)."),
        showField: () => {
          $("share-field").hidden = false;
        },
      }),
    );
    $("share-send").hidden = typeof navigator.share !== "function";
    $("share-send").addEventListener("click", () => {
      navigator.share({ title: t("Factor Games"), text: t("Your move:"), url: this.url }).catch(() => {});
    });
  }

  /**
   * @param {import("../contract/view-types.js").View} view
   * @param {{id?: string | null}} [page] the page's keys the link carries (the game's id)
   */
  render(view, page = {}) {
    const $ = (/** @type {string} */ id) => part(id, this.root);
    this.root.hidden = !view.share;
    if (!view.share) return;
    const url = new URL(`index.html#${joinAddress(view.share.friend_hash, page)}`, document.baseURI).href;
    $("share-text").textContent = view.share.text;
    if (url === this.url) return;
    this.url = url;
    $("share-status").textContent = "";
    partOf(HTMLInputElement, "share-field", this.root).value = url;
    $("share-field").hidden = true;
    const canvas = partOf(HTMLCanvasElement, "share-qr", this.root);
    generate(url).toCanvas(canvas);
    canvas.dataset.url = url;
  }
}
