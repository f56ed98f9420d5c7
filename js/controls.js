/* The page's controls that depend on the game: which a page shows is its choice. */

export const CONTROLS = [
  { id: "hint", label: "Hint" },
  { id: "undo", label: "Undo" },
  { id: "new", label: "New game" },
  { id: "analysis", label: "Analysis" },
  { id: "strategy", label: "Strategy" },
  { id: "replay", label: "Replay" },
];
