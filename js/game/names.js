/* A player's name as the view gives it ("You", "Computer", "Player 1"). */

import { t } from "../shared/i18n.js";

/**
 * @param {import("../contract/view-types.js").View} view
 * @param {number} key the player's number, 1 or 2
 * @returns {string}
 */
export function playerName(view, key) {
  return view.players[String(key)] || t("Player {n}", { n: key });
}
