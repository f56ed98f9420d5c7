/* The Class page's links: an address on the site in the page's language, its QR code, and its Copy
   button (an assignment made, a pupil's result). */

import { joinAddress } from "../shared/address.js";
import { copyText } from "../shared/copy-text.js";
import { part as $, partOf } from "../shared/dom.js";
import { langKey, t } from "../shared/i18n.js";
import { generate } from "../lean-qr.mjs";

/** The page's <input> (or <textarea>) with this id. */
export const field = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ ($(id));

/** An address on this site, absolute, in the page's language.
    @param {string} path
    @param {string} hash */
export function siteUrl(path, hash) {
  return new URL(`${path}#${joinAddress(hash, { lang: langKey() })}`, document.baseURI).href;
}

/** Draw a QR code of `url` and keep the url on the canvas (the tests read it back).
    @param {string} id
    @param {string} url */
export function drawQr(id, url) {
  const canvas = partOf(HTMLCanvasElement, id);
  try {
    generate(url).toCanvas(canvas);
  } catch {
    canvas.hidden = true; // more than a QR code holds (a result with a bot's code): the link alone
    return false;
  }
  canvas.hidden = false;
  canvas.dataset.url = url;
  return true;
}

/** The Copy button `button` copies the link in the field `input`, and says so in `status`.
    @param {string} button
    @param {string} input
    @param {string} status */
export function copyButton(button, input, status) {
  $(button).addEventListener("click", () =>
    copyText(field(input).value, {
      status: $(status),
      field: field(input),
      done: t("Link copied."),
      manual: t("Copy the link from the box."),
    }),
  );
}
