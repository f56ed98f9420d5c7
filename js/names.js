/* A player's name as the view gives it ("You", "Computer", "Player 1"). */

/** @param {import("./view-types.js").View} view */
export function playerName(view, key) {
  return view.players[String(key)] || `Player ${key}`;
}
