/* The Study page: asks the engine (in its worker) who wins every range of a rule and draws the
   answer as a chart (one square per range, a link to play it) and a table. Python decides the
   rows, their words and the games they open; this file only draws them (a long table part by part,
   as its rows come) and keeps the address (study.html#rule=<id>&max=<N>) in step with the form. */

import { currentHash, joinAddress, setAddress, splitAddress } from "../shared/address.js";
import { busy } from "../engine/busy.js";
import { part as $, fillSelect, partOf } from "../shared/dom.js";
import { LANG, langKey, t } from "../shared/i18n.js";
import { startPage } from "../shared/page-start.js";
import { cueAll } from "../shared/scroll-cue.js";

/** @typedef {import("../contract/view-types.js").StudyView} StudyView */
/** @typedef {import("../contract/request-types.js").StudyRequest} StudyRequest */

/** The page's element with this id, as the HTML element the page makes it. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));
/** The page's <input> with this id. */
const input = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ ($(id));
/** The page's <button> with this id. */
const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));
/** The body of the page's table (study.html gives it one). */
const tableBody = () => /** @type {HTMLTableElement} */ ($("study-table")).tBodies[0];

const start = startPage({
  onTrouble: (words) => {
    $("study-status").textContent = words;
  },
});

/**
 * A range's game on the game page, in the page's language.
 * @param {string} play the game's share code
 * @returns {string}
 */
function gameLink(play) {
  return `index.html#${joinAddress(play, { lang: langKey() })}`;
}

/**
 * @param {StudyView} study
 * @param {number | string | null} asked the largest range asked for, shown in the form
 */
function render(study, asked) {
  document.body.dataset.rule = study.rule;
  $("study-title").textContent = study.title;
  fillSelect(partOf(HTMLSelectElement, "study-rule"), study.rules, study.rule);
  input("study-max").value = String(asked); // while parts come, the largest range asked for
  input("study-max").max = String(study.max_limit);
  $("study-summary").textContent = study.summary;
  $("study-moves-heading").textContent = study.moves_heading;
  html("study-notice").hidden = !study.notice;
  $("study-notice").textContent = study.notice || "";

  const chart = document.createDocumentFragment();
  const body = document.createDocumentFragment();
  for (const row of study.rows) {
    const cell = row.play ? document.createElement("a") : document.createElement("span");
    cell.className = "study-cell";
    cell.dataset.wins = String(row.first_player_wins);
    cell.dataset.hi = String(row.hi);
    cell.title = row.words;
    cell.textContent = String(row.hi);
    if (cell instanceof HTMLAnchorElement) {
      // a link: the range has a game to play
      cell.href = gameLink(row.play);
      cell.tabIndex = -1; // the table's links are the keyboard's way in
    }
    chart.append(cell);

    const tr = document.createElement("tr");
    tr.dataset.wins = String(row.first_player_wins);
    for (const text of [row.range_words, row.winner, row.moves_words]) {
      const td = document.createElement("td");
      td.textContent = text;
      tr.append(td);
    }
    const play = document.createElement("td");
    if (row.play) {
      const link = document.createElement("a");
      link.href = gameLink(row.play);
      link.textContent = t("Play {range}", { range: row.range_words });
      play.append(link);
    }
    tr.append(play);
    body.append(tr);
  }
  if (!study.after) {
    $("study-chart").replaceChildren(chart);
    tableBody().replaceChildren(body);
  } else {
    // a part carrying on from the rows drawn (`after`): only the rows after them came
    $("study-chart").append(chart);
    tableBody().append(body);
  }
}

const PART = 100;
/** A table of up to PART ranges comes in one answer (a blink); a longer one in parts, the first of
    PART ranges and each next one twice as long (its first rows at once, few round trips), drawn
    as they come: Python keeps each rule's table between requests, so each part carries on where
    the last one stopped. */

/**
 * The study addresses to ask for, in order: parts of the table, then the whole one.
 * @param {string} study the study's address (rule=...&max=...)
 * @returns {string[]} one at least: the last is `study` itself
 */
function parts(study) {
  const params = new URLSearchParams(study);
  const max = Number(params.get("max"));
  const asks = [];
  for (let top = PART; Number.isInteger(max) && top < max; top *= 2) {
    params.set("max", String(top));
    asks.push(params.toString());
  }
  return [...asks, study];
}

/**
 * Draw a table (a part or the whole), the first one in place of the loading screen.
 * @param {StudyView} study
 * @param {number | string | null} [asked] the largest range asked for (a part's: the whole table's)
 */
function shown(study, asked = study.max) {
  render(study, asked);
  document.body.dataset.shownMax = String(study.max); // for the tests: which part is drawn
  start.shown();
}

/** The latest table asked for: an earlier one still coming stops drawing. */
let showing = 0;

/** @param {string} hash the address after '#' */
async function show(hash) {
  const mine = ++showing;
  await start.ready;
  $("study-status").textContent = t("Working out every range…");
  button("study-show").disabled = true;
  document.body.dataset.idle = "false";
  let work = null;
  try {
    await start.engine.ready; // its start shows its own progress
    document.body.dataset.engine = start.engine.boot; // "snapshot" or "fresh": for the tests and the bench
    work = busy(); // the whole table, over its parts' requests
    const asks = parts(splitAddress(hash).game);
    const wanted = new URLSearchParams(asks[asks.length - 1]).get("max");
    /** @type {StudyView | null} */
    let study = null;
    for (const [k, ask] of asks.entries()) {
      const after = study ? study.max : 0; // the rows drawn so far: only the rest is asked for
      study = /** @type {StudyView} */ (
        await start.engine.request(/** @satisfies {StudyRequest} */ ({ op: "study", hash: ask, lang: LANG, after }))
      );
      if (mine !== showing) return;
      if (k < asks.length - 1) {
        shown(study, wanted); // the rows so far, while the rest is worked out
        work.progress(k + 1, asks.length);
      }
    }
    const whole = /** @type {StudyView} */ (study); // parts() gives one ask at least: the whole table's
    setAddress(joinAddress(whole.hash, { lang: langKey() }));
    shown(whole);
    $("study-status").textContent = "";
  } catch (err) {
    $("study-status").textContent = ""; // (onTrouble says the failure here once a table is drawn)
    start.failed(err);
  } finally {
    if (work) work.end();
    if (mine === showing) {
      button("study-show").disabled = false;
      document.body.dataset.idle = "true";
    }
  }
}

$("study-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const form = new FormData(/** @type {HTMLFormElement} */ ($("study-form")));
  show(`rule=${encodeURIComponent(String(form.get("rule")))}&max=${encodeURIComponent(String(form.get("max")))}`);
});
window.addEventListener("hashchange", () => show(currentHash()));
cueAll(".table-scroll");
show(currentHash());
