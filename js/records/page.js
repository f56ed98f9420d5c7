/* The Records page: draws the records the build ships (records/records.json, written by
   `python3 -m factorgames.records ship`) as charts and tables, in the reader's language. The
   numbers are computed results, not rules: nothing here decides a game, so the engine is not
   started.

   Each chart is an inline SVG made with DOM calls (the page's CSP allows no inline style): its
   viewBox is its box's own width in CSS pixels, drawn again when that width changes, so that its
   text keeps the page's size from a phone to a projector. Every chart has a labelled x axis and y
   axis (data-axis="x" / "y"), a legend whose swatches are drawn by the very functions that draw the
   chart's marks (a mark's data-mark names what it means, with the same class in the chart and in
   the legend), an accessible name of its own, and a table beside it. Who wins is never told by
   colour alone: a first player's win and a second player's are different shapes, or sides of the
   zero line.

   The page's parts: types.js (records.json's shapes), plain-view.js (the first words: each result
   as a question and its answer in plain words), one view a section (removal-view.js,
   games-view.js, factor-view.js, chains-view.js), chart.js (a chart in its box, its legend),
   axes.js and svg-marks.js (what charts are drawn with), format.js (numbers in the reader's words). */

import { part as $ } from "../shared/dom.js";
import { LANG, languageSwitch, startAgainForAnotherLanguage, startLanguage, t } from "../shared/i18n.js";
import { cueAll } from "../shared/scroll-cue.js";
import { showChains } from "./chains-view.js";
import { showFactorGame } from "./factor-view.js";
import { showGames } from "./games-view.js";
import { showPlain } from "./plain-view.js";
import { showRemoval } from "./removal-view.js";

/** @typedef {import("./types.js").Records} Records */

/** The page's element with this id, as the HTML element the page makes it. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));

const boot = globalThis.factorgamesBoot;
boot.progress();
startAgainForAnotherLanguage();

async function main() {
  await startLanguage();
  languageSwitch(document.getElementById("lang-switch"));
  /** @type {Records} */
  let records;
  try {
    const response = await fetch("records/records.json");
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    records = await response.json(); // what Python shipped (its form is not checked here)
  } catch (err) {
    boot.fail("download", `records/records.json: ${/** @type {Error} */ (err).message}`);
    return;
  }
  html("loading").hidden = true;
  $("records-about").textContent = t("Computed on {date}.", {
    date: new Date(records.about.date).toLocaleDateString(LANG, { dateStyle: "long", timeZone: "UTC" }),
  });
  showPlain(records);
  showRemoval(records.removal, records.about);
  showGames(records.chain_games);
  showFactorGame(records.factor_game);
  showChains(records.chains);
  cueAll(".table-scroll");
  boot.started();
  document.body.dataset.idle = "true";
}

main();
