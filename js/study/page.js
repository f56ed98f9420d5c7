/* The Study page: asks the engine (in its worker) who wins every range of a rule and draws the
   answer as a chart (one square per range, a link to play it) and a table. Python decides the
   rows, their words and the games they open; this file only draws them (a long table part by part,
   as its rows come) and keeps the address (study.html#rule=<id>&max=<N>) in step with the form. */

import { currentHash, joinAddress, setAddress, splitAddress } from "../shared/address.js";
import { BUILD } from "../shared/build-id.js";
import { busy } from "../engine/busy.js";
import { part as $, fillSelect } from "../shared/dom.js";
import { Engine } from "../engine/client.js";
import { LANG, langKey, languageSwitch, startLanguage, t } from "../shared/i18n.js";

/** js/engine/boot.js, the classic script run before this module: the start's timeout and failure messages. */
const boot = globalThis.factorgamesBoot;
boot.progress(); // this module runs: from here on it reports its own failures
const engine = new Engine({
  build: BUILD,
  onProgress: ({ step, steps, label }) => boot.progress({ step, steps, label: t(label) }),
});
let started = false;
const ready = startLanguage().then(() => languageSwitch(document.getElementById("lang-switch")));

/** A range's game on the game page, in the page's language. */
function gameLink(play) {
  return `index.html#${joinAddress(play, { lang: langKey() })}`;
}

/** @param {import("../contract/view-types.js").StudyView} study */
function render(study, asked) {
  document.body.dataset.rule = study.rule;
  $("study-title").textContent = study.title;
  fillSelect($("study-rule"), study.rules, study.rule);
  $("study-max").value = String(asked); // while parts come, the largest range asked for
  $("study-max").max = String(study.max_limit);
  $("study-summary").textContent = study.summary;
  $("study-moves-heading").textContent = study.moves_heading;
  $("study-notice").hidden = !study.notice;
  $("study-notice").textContent = study.notice || "";

  const chart = document.createDocumentFragment();
  const body = document.createDocumentFragment();
  for (const row of study.rows) {
    const cell = document.createElement(row.play ? "a" : "span");
    cell.className = "study-cell";
    cell.dataset.wins = String(row.first_player_wins);
    cell.dataset.hi = String(row.hi);
    cell.title = row.words;
    cell.textContent = String(row.hi);
    if (row.play) {
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
    $("study-table").tBodies[0].replaceChildren(body);
  } else {
    // a part carrying on from the rows drawn (`after`): only the rows after them came
    $("study-chart").append(chart);
    $("study-table").tBodies[0].append(body);
  }
}

const PART = 100;
/** A table of up to PART ranges comes in one answer (a blink); a longer one in parts, the first of
    PART ranges and each next one twice as long (its first rows at once, few round trips), drawn
    as they come: Python keeps each rule's table between requests, so each part carries on where
    the last one stopped. */

/** The study addresses to ask for, in order: parts of the table, then the whole one. */
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

/** Draw a table (a part or the whole), the first one in place of the loading screen. */
function shown(study, asked = study.max) {
  render(study, asked);
  document.body.dataset.shownMax = String(study.max); // for the tests: which part is drawn
  if (!started) {
    started = true;
    $("loading").hidden = true;
    boot.started();
  }
}

/** The latest table asked for: an earlier one still coming stops drawing. */
let showing = 0;

async function show(hash) {
  const mine = ++showing;
  await ready;
  $("study-status").textContent = t("Working out every range…");
  $("study-show").disabled = true;
  document.body.dataset.idle = "false";
  let work = null;
  try {
    await engine.ready; // its start shows its own progress
    document.body.dataset.engine = engine.boot; // "snapshot" or "fresh": for the tests and the bench
    work = busy(); // the whole table, over its parts' requests
    const asks = parts(splitAddress(hash).game);
    const wanted = new URLSearchParams(asks[asks.length - 1]).get("max");
    let study = null;
    for (const [k, ask] of asks.entries()) {
      const after = k > 0 ? study.max : 0; // the rows drawn so far: only the rest is asked for
      study = await engine.request({ op: "study", hash: ask, lang: LANG, after });
      if (mine !== showing) return;
      if (k < asks.length - 1) {
        shown(study, wanted); // the rows so far, while the rest is worked out
        work.progress(k + 1, asks.length);
      }
    }
    setAddress(joinAddress(study.hash, { lang: langKey() }));
    shown(study);
    $("study-status").textContent = "";
  } catch (err) {
    if (started) {
      $("study-status").textContent = t("Something went wrong: {error}", { error: err.message });
      console.warn("Factor Games:", err);
    } else {
      $("study-status").textContent = "";
      boot.fail(err.cause || "engine", err.message);
    }
  } finally {
    if (work) work.end();
    if (mine === showing) {
      $("study-show").disabled = false;
      document.body.dataset.idle = "true";
    }
  }
}

$("study-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const form = new FormData($("study-form"));
  show(`rule=${encodeURIComponent(String(form.get("rule")))}&max=${encodeURIComponent(String(form.get("max")))}`);
});
window.addEventListener("hashchange", () => show(currentHash()));
show(currentHash());
