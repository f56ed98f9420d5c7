/* The organiser's tournament as this device keeps it: for this tab (session storage: the tournament
   page's fallback when the device's storage is full) before the device's (local storage). Read by the
   tournament page (js/tournament/controller.js), which writes it, and by the game page (a class task's
   kept(): Python reads a tournament's game against it). Anything else stored there is no tournament. */

import { TOURNAMENT_KEY } from "./names.js";
import { storedJson } from "./storage.js";

/** The organiser's tournament and the games the device kept for it.
    @typedef {{tournament: string, games: import("../contract/request-types.js").TournamentKept[]}} KeptTournament */

/** @param {any} v */
const isKept = (v) => typeof v.tournament === "string" && Array.isArray(v.games);

/** The tournament this tab keeps, else the device's, else none.
    @returns {KeptTournament | null} */
export function keptTournament() {
  return storedJson("session", TOURNAMENT_KEY, isKept) || storedJson("local", TOURNAMENT_KEY, isKept);
}

/** Whether this tab keeps a tournament (the device's storage was full when it was last kept). */
export function tabKeepsTournament() {
  return storedJson("session", TOURNAMENT_KEY, isKept) !== null;
}
