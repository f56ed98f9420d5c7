/* The controls an embed can show, named in its address: embed.html#<game>&controls=hint,undo.
   Python's view says which of them apply to the game shown (view.controls). */

import { N_ } from "./i18n.js";

/** A control an embed can show: its name in the address, and its button's words (in English).
    @typedef {{id: string, label: string}} Control */

/** Each control and its button's words (translated where shown).
    @type {Control[]} */
export const CONTROLS = [
  { id: "hint", label: N_("Hint") },
  { id: "undo", label: N_("Undo") },
  { id: "new", label: N_("New game") },
  { id: "analysis", label: N_("Analysis") },
  { id: "strategy", label: N_("Strategy") },
  { id: "replay", label: N_("Replay") },
  { id: "review", label: N_("Review") },
  { id: "standing", label: N_("Who's winning") },
  { id: "counts", label: N_("Counts") },
  { id: "web", label: N_("Numbers' web") },
];

/** Shown when the address names no controls.
    @type {string[]} */
export const DEFAULT_CONTROLS = ["hint", "undo", "new"];

/** The known control names in a comma list, in CONTROLS order; null (absent) gives the default.
    @param {string | null | undefined} text
    @returns {string[]} */
export function parseControls(text) {
  if (typeof text !== "string") return DEFAULT_CONTROLS.slice();
  const asked = new Set(text.split(",").map((word) => word.trim().toLowerCase()));
  return CONTROLS.map((c) => c.id).filter((id) => asked.has(id));
}
