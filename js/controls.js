/* The controls an embed can show, named in its address: embed.html#<game>&controls=hint,undo.
   Python's view says which of them apply to the game shown (view.controls). */

export const CONTROLS = [
  { id: "hint", label: "Hint" },
  { id: "undo", label: "Undo" },
  { id: "new", label: "New game" },
  { id: "analysis", label: "Analysis" },
  { id: "strategy", label: "Strategy" },
  { id: "replay", label: "Replay" },
  { id: "review", label: "Review" },
  { id: "standing", label: "Who's winning" },
  { id: "counts", label: "Counts" },
  { id: "web", label: "Numbers' web" },
];

/** Shown when the address names no controls. */
export const DEFAULT_CONTROLS = ["hint", "undo", "new"];

/** The known control names in a comma list, in CONTROLS order; null (absent) gives the default. */
export function parseControls(text) {
  if (typeof text !== "string") return DEFAULT_CONTROLS.slice();
  const asked = new Set(text.split(",").map((word) => word.trim().toLowerCase()));
  return CONTROLS.map((c) => c.id).filter((id) => asked.has(id));
}
