/* The game screen's view drawn early, while the engine starts: the view this page showed last (kept
   on the device by the controller, for the game the address asks for), or a preset's first view
   that Python made when the site was built (first-views.<lang>.json). */

import { BUILD } from "../shared/build-id.js";
import { LANG } from "../shared/i18n.js";
import { storedJson } from "../shared/storage.js";

/** @typedef {import("../contract/view-types.js").View} View */
/** @typedef {import("../contract/request-types.js").LoadRequest} LoadRequest */

/** The last view shown on the full page, drawn at once on the next visit while Python starts. */
export const LAST_VIEW_KEY = "factorgames:view";

/** The view this page showed last, if it is of this build and of the game the address asks for
    (Python's own output: drawn while the engine starts, then replaced by Python's answer).
    @param {LoadRequest} request
    @returns {View | null} */
export function keptView(request) {
  const kept = storedJson("local", LAST_VIEW_KEY, isKeptView);
  // The game the first request asks for: the address's, or else the saved game (never a first
  // visit's start, which only a request for neither gets).
  const wanted = request.hash || request.saved;
  return kept && !kept.view.first_visit && wanted === kept.view.hash && kept.view.lang === LANG ? kept.view : null;
}

/** The view kept for the next visit, with the build that drew it: {build, view}.
    @typedef {{build: string, view: View}} KeptView */

/** Whether a stored value is a view this build kept, as far as the early board needs to know (a
    view it still cannot draw is dropped by drawEarly).
    @param {unknown} data a stored value, as JSON.parse made it
    @returns {data is KeptView} */
function isKeptView(data) {
  if (typeof data !== "object" || data === null || !("build" in data) || data.build !== BUILD) return false;
  const view = "view" in data ? data.view : null;
  if (typeof view !== "object" || view === null) return false;
  const board = "board" in view ? view.board : null;
  return (
    "hash" in view &&
    typeof view.hash === "string" &&
    typeof board === "object" &&
    board !== null &&
    "cells" in board &&
    Array.isArray(board.cells)
  );
}

/** A preset's first view, made by Python when the site was built (first-views.<lang>.json), when the
    first request asks for exactly that address (or for nothing, with no saved game).
    @param {LoadRequest} request
    @returns {Promise<View | null>} */
export async function presetView(request) {
  const key = request.hash || (request.saved ? null : "");
  if (key === null) return null;
  try {
    const response = await fetch(`first-views.${LANG}.json`);
    const data = response.ok ? await response.json() : null;
    const index = data && data.build === BUILD && data.keys ? data.keys[key] : undefined;
    return Number.isInteger(index) ? data.views[index] : null;
  } catch {
    return null; // offline before the first visit finished, or a damaged file: wait for Python
  }
}
