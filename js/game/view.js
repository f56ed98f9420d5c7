/* The game screen's view: draws the view Python returns (the status, the coach panel, the offer, the
   board, the numbers' web, the controls, the replay bar, the challenge) through the screen's
   components, and speaks what happened. Every text from the view goes in with textContent, never
   as HTML. The components (board.js, teaching.js, ...) report what the person does through the
   callbacks app.js gives them. */

import { setAddress } from "../shared/address.js";
import { part as $ } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { EMBED, pageState, replaying, state } from "./state.js";

/** @typedef {import("../contract/view-types.js").View} View */
/** @typedef {import("./types.js").Tool} Tool */

/**
 * The screen's components, made by app.js with their callbacks.
 * @typedef {Object} Parts
 * @property {import("./board.js").Board} board
 * @property {import("./web.js").NumbersWeb} numbersWeb
 * @property {import("./teaching.js").Teaching} teaching
 * @property {import("./history.js").History} history
 * @property {import("./share.js").Share} share
 * @property {import("./replay-bar.js").ReplayBar} replayBar
 * @property {import("./challenge.js").ChallengePanel} challenge
 * @property {import("./types.js").GamePage} page the full page's parts (SitePage) or the embed's (EmbedPage)
 */

/** The screen's components: set by app.js before anything is drawn. */
export const parts = /** @type {Parts} */ (/** @type {unknown} */ ({}));

/** @param {boolean} on */
export function setPresent(on) {
  state.present = on;
  if (on) document.body.dataset.present = "true";
  else delete document.body.dataset.present;
  const button = document.getElementById("present-button");
  if (button) button.setAttribute("aria-pressed", on ? "true" : "false");
}

// ----------------------------------------------------------------------------- small helpers

/** @param {string} text */
export function announce(text) {
  const el = $("announcer");
  el.textContent = "";
  if (text)
    window.setTimeout(() => {
      el.textContent = text;
    }, 30);
}

/** What a screen reader hears after a move: what happened, then the status (once). @param {View} view */
export function spoken(view) {
  const said = view.announce || "";
  const status = view.status || "";
  return said.includes(status) ? said : [said, status].filter(Boolean).join(" ");
}

/** Bring a part of the coach panel into view inside the panel (never by scrolling the page, which
    would move the board): where the panel scrolls by itself, scroll it to show the part. With
    `page` (a game's end, when the board has nothing more to play) the part's first lines are
    brought into view, no more: where the page scrolls instead (a phone), by scrolling the page.
    @param {string | null} id @param {{page?: boolean}} [options] */
export function reveal(id, { page = false } = {}) {
  const el = id && document.getElementById(id);
  const scroller = document.getElementById("panel-scroll");
  if (!el || el.hidden || !scroller) return;
  if (scroller.scrollHeight <= scroller.clientHeight) {
    if (!page) return;
    const { top, height } = el.getBoundingClientRect();
    const below = top + Math.min(height, 160) - (innerHeight - 8);
    if (below > 0 || top < 0) window.scrollBy({ top: top < 0 ? top - 8 : below, behavior: "instant" });
    return;
  }
  const box = el.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  // (the box's bottom edge fades while more is below it: what is shown stops above the fade)
  const bottom = view.bottom - (parseFloat(getComputedStyle(scroller).scrollPaddingBottom) || 0);
  // A status that sticks to the top of the box (the embed's) covers what scrolls under it.
  const sticky = scroller.querySelector(".status-box");
  const top =
    view.top +
    (sticky instanceof HTMLElement && getComputedStyle(sticky).position === "sticky" ? sticky.offsetHeight : 0);
  if (box.top < top) scroller.scrollTop -= top - box.top;
  else {
    // At a game's end (`page`) the part's first lines are enough: what is above it (the controls,
    // Rematch) stays in view as far as it can.
    const shown = page ? box.top + Math.min(box.height, 160) : box.bottom;
    if (shown > bottom) scroller.scrollTop += Math.min(shown - bottom, box.top - top);
  }
}

/** The teacher's tool pressed last: what it shows comes first under the tools (css/style.css).
    @param {Tool} tool */
export function latest(tool) {
  const pane = document.getElementById("pane-teach");
  if (pane) pane.dataset.latest = tool;
}

/** @param {string | null} text none: hide the notice */
export function showNotice(text) {
  $("notice-text").textContent = text || "";
  $("notice").hidden = !text;
}

/** The rules page a view names (a relative address inside the site), or null.
    @param {import("../contract/view-types.js").GameView} game */
function rulesUrl(game) {
  const url = game && game.rules_url;
  return typeof url === "string" && /^[a-z0-9][a-z0-9/_.-]*\.html$/i.test(url) && !url.includes("..") ? url : null;
}

// ----------------------------------------------------------------------------- rendering

/** notice: one to keep showing when the view has none (what a link lost, shown again under the
    computer's answer to it).
    @param {View} view
    @param {{fromPlay?: boolean, acted?: boolean, notice?: string | null}} [options] */
export function render(view, { fromPlay = false, acted = false, notice = null } = {}) {
  state.view = view;
  document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);
  const game = view.game;

  document.title = t("{game} · Factor Games", { game: game.title });
  const rules = rulesUrl(game);
  for (const link of document.querySelectorAll("[data-rules-link]")) {
    if (!(link instanceof HTMLElement)) continue;
    if (rules) link.setAttribute("href", rules);
    link.hidden = !rules;
  }
  $("status").textContent = view.status;
  $("game-scores").hidden = !view.scores;
  $("game-scores").textContent = view.scores ? view.scores.text : "";
  $("help-note").hidden = !view.help_note; // a class task's help: what it allows, what was used
  $("help-note").textContent = view.help_note || "";
  showNotice(view.notice || notice);

  parts.teaching.render(view, { steps: shownControl(view, "replay") }); // the review's lines step the replay
  parts.history.render(view);
  parts.share.render(view, { id: parts.page.gameId }); // the game's id (full page) goes with the friend's link
  $("offer").hidden = !view.offer;
  const offerText = view.offer ? view.offer.text : "";
  if ($("offer-text").textContent !== offerText) $("offer-text").textContent = offerText; // (heard once, when it comes)
  $("offer-button").textContent = view.offer ? view.offer.label : "";
  const other = view.offer && view.offer.other; // a second choice: which of two games to keep
  $("offer-other").hidden = !other;
  $("offer-other").textContent = other ? other.label : "";
  // A first visit's board waits for a way to play to be chosen (the status says so).
  parts.board.render(view.board, { busy: state.busy, locked: replaying() || view.first_visit !== null });
  parts.numbersWeb.render(view.web);
  $("legend-win").hidden = !view.board.cells.some((cell) => cell.hint === "win");
  $("legend-lose").hidden = !view.board.cells.some((cell) => cell.hint === "lose");
  $("legend-try").hidden = !view.board.cells.some((cell) => cell.hint === "try");
  $("legend-hints").hidden = $("legend-win").hidden && $("legend-lose").hidden && $("legend-try").hidden;
  $("board-note").textContent = view.board.note || ""; // why a tool shows less than asked (Python's words)
  $("board-note").hidden = !view.board.note;
  renderControls(view);
  parts.replayBar.render(view.replay, { shown: shownControl(view, "replay") });
  parts.challenge.render(view, { played: fromPlay && !replaying() });
  $("app").dataset.over = view.over ? "true" : "false";
  $("app").dataset.result = view.result || "";
  // What a learning platform records, as Python says it (a SCORM package's adapter reads it).
  $("app").dataset.lms = view.lms ? `${view.lms.score}:${view.lms.status}` : "";
  $("app").dataset.waiting = view.share && view.share.waiting ? "true" : "false"; // for a friend's move
  $("app").dataset.replaying = replaying() ? "true" : "false";

  if (view.offer?.leaves_task) parts.page.classTask?.setApart(); // not the task's game (its link was edited): practice
  setAddress(parts.page.address(view, pageState()));
  parts.page.render(view, { fromPlay, acted });
  if (!EMBED && document.body.dataset.early !== "true") state.unkept = view; // kept once the page is idle
}

/** Whether a control is shown: the page offers it and Python says it applies to this game.
    @param {View} view
    @param {string} id */
function shownControl(view, id) {
  return parts.page.controls.includes(id) && Object.hasOwn(view.controls, id);
}

/** Show the controls that apply, pressed or not, enabled as the view says.
    @param {View} view */
function renderControls(view) {
  /** @type {{[id: string]: boolean | undefined}} */
  const enabled = view.controls;
  for (const el of document.querySelectorAll("[data-control]")) {
    if (!(el instanceof HTMLElement)) continue;
    const id = el.dataset.control || "";
    el.hidden = !shownControl(view, id);
    if (id !== "replay" && el instanceof HTMLButtonElement) el.disabled = !enabled[id];
  }
  // What the teacher's tools do, said only where one is offered (a class's task may allow none).
  const toolsNote = document.getElementById("teach-tools-note");
  if (toolsNote) toolsNote.hidden = !document.querySelector("#pane-teach [data-control]:not([hidden])");
  /** @param {string} id @param {boolean} on */
  const pressed = (id, on) => $(id).setAttribute("aria-pressed", on ? "true" : "false");
  pressed("hint-button", Boolean(view.hint));
  $("hint-button").textContent = !view.hint ? t("Hint") : view.hint.more ? t("More help") : t("Hide hint");
  pressed("analysis-button", state.analysis);
  pressed("strategy-button", state.strategy);
  pressed("standing-button", state.standing);
  pressed("counts-button", state.counts);
  pressed("web-button", state.web);
  pressed("review-button", Boolean(view.review));
}
