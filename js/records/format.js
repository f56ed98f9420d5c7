/* The Records page's words for numbers, in the reader's language, and a table's row. */

import { part as $ } from "../shared/dom.js";
import { LANG, t } from "../shared/i18n.js";

/** A whole number as the reader writes it. */
export const number = (/** @type {number} */ n) => n.toLocaleString(LANG);
/** Numbers joined by "or". */
export const either = (/** @type {number[]} */ items) =>
  new Intl.ListFormat(LANG, { type: "disjunction" }).format(items.map(number));
/** First picks, joined by commas. */
export const picks = (/** @type {number[]} */ items) => items.map(number).join(", ");

/** The page's table with this id (records.html gives each one body). */
export const table = (/** @type {string} */ id) => /** @type {HTMLTableElement} */ ($(id));

/**
 * A table's row of these cells; `wins`, when given: whether the first player wins.
 * @param {string[]} cells
 * @param {boolean} [wins]
 */
export function row(cells, wins) {
  const tr = document.createElement("tr");
  if (wins !== undefined) tr.dataset.wins = String(wins);
  for (const words of cells) {
    const td = document.createElement("td");
    td.textContent = words;
    tr.append(td);
  }
  return tr;
}

/** @param {boolean} wins */
export function winner(wins) {
  return wins ? t("First player") : t("Second player");
}
