/* The game screen's state: the view shown, the requests' queue, the pupil's hint and review, the
   teacher's toggles and present mode. The controller (controller.js) changes it; the view (view.js)
   reads it to draw. */

/** @typedef {import("../contract/view-types.js").View} View */
/** @typedef {import("../engine/client.js").Engine} Engine */
/** @typedef {import("./types.js").Tool} Tool */

/** The embed (embed.html, <body data-mode="embed">), not the full page. */
export const EMBED = document.body.dataset.mode === "embed";

export const state = {
  /** @type {Engine | null} started by main(), before any request is queued */
  engine: null,
  /** @type {View | null} */
  view: null,
  /** @type {{start: string, offer: import("../contract/view-types.js").OfferView} | null} Python's word that
      the game (from its start) is not the class's task's own: shown for as long as that game is */
  apart: null,
  busy: false, // the computer is thinking
  /** @type {Promise<unknown>} the requests, one after another (see enqueue) */
  queue: Promise.resolve(),
  pending: 0,
  hintLevel: 0, // a pupil's hint (0 none, 1 a nudge, 2 one move, 3 all), for the position shown only
  review: false, // the review asked for (it also comes by itself at the end of a game)
  analysis: false, // a teacher's toggles, kept across moves
  strategy: false,
  standing: false,
  counts: false, // how many numbers could follow each one
  web: false, // the numbers' web
  present: false, // present mode (a projector): board and status, large type
  /** @type {View | null} the last view shown, not yet kept for the next visit */
  unkept: null,
  preparing: false, // the engine's one-off work for a game (a table to load) asked for, not done
};

/** A teacher's toggles, kept in the address (tools=analysis,strategy) so a prepared lesson is a link.
    @type {Tool[]} */
export const TOOLS = ["analysis", "strategy", "counts", "web", "standing"];

/** The page's own keys for the address: the teacher's tools that are on, present mode. */
export function pageState() {
  return { tools: TOOLS.filter((id) => state[id]), present: state.present };
}

/** The view shown: the page's controls act only once there is one (the engine's first answer, or
    the view drawn early). @returns {View} */
export function shownView() {
  if (!state.view) throw new Error("no game is shown yet");
  return state.view;
}

/** An earlier step of the game is shown (the view says so). */
export function replaying() {
  return Boolean(state.view && state.view.replay.active);
}
