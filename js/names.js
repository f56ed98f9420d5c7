/* A player's name as the view gives it ("You", "Computer", "Player 1"). */

export function playerName(view, key) {
  const players = (view && view.players) || {};
  return typeof players[String(key)] === "string" ? players[String(key)] : `Player ${key}`;
}
