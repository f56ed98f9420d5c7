/* The Records page: draws the records the build ships (records/records.json, written by
   `python3 -m factorgames.records ship`) as charts and tables. The numbers are computed results,
   not rules: nothing here decides a game. The engine is not needed, so it is not started. */

import { part as $ } from "./dom.js";
import { LANG, languageSwitch, startLanguage, t } from "./i18n.js";

const boot = globalThis.factorgamesBoot;
boot.progress();

const SVG = "http://www.w3.org/2000/svg";
/** The chain games' table shows this many ranges at a time (10,000 rows would be a heavy page). */
const GAMES_PAGE = 100;

const number = (n) => n.toLocaleString(LANG);

/** A duration in seconds as a person reads it. */
function duration(seconds) {
  if (seconds < 1) return t("{ms} ms", { ms: number(Math.max(1, Math.round(seconds * 1000))) });
  if (seconds < 120) return t("{s} s", { s: number(Math.round(seconds * 10) / 10) });
  return t("{min} min", { min: number(Math.round(seconds / 6) / 10) });
}

function svg(tag, attributes = {}) {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, String(value));
  return el;
}

/** A bar chart: one bar per item, its height `value(item)` of `top`; a title per bar. */
function barChart(root, items, { value, top, wins, title, label }) {
  const width = Math.max(items.length, 1);
  const chart = svg("svg", { viewBox: `0 0 ${width} 100`, preserveAspectRatio: "none", role: "img",
    "aria-label": label, class: "records-bars" });
  items.forEach((item, i) => {
    const h = Math.max(4, (100 * value(item)) / top); // even the quickest shows its colour
    const bar = svg("rect", { x: i + 0.1, y: 100 - h, width: 0.8, height: h });
    if (wins) bar.dataset.wins = String(wins(item));
    const tip = svg("title");
    tip.textContent = title(item);
    bar.append(tip);
    chart.append(bar);
  });
  root.replaceChildren(chart);
}

function row(cells, wins) {
  const tr = document.createElement("tr");
  if (wins !== undefined) tr.dataset.wins = String(wins);
  for (const text of cells) {
    const td = document.createElement("td");
    td.textContent = text;
    tr.append(td);
  }
  return tr;
}

function winner(wins) {
  return wins ? t("First player") : t("Second player");
}

function showRemoval(removal, about) {
  const boards = removal.boards.map(([n, picks, positions, seconds]) => ({ n, picks, positions, seconds }));
  const last = boards[boards.length - 1];
  const total = boards.reduce((sum, b) => sum + b.seconds, 0);
  const firstWins = boards.filter((b) => b.picks.length).length;
  $("removal-summary").textContent = t("Solved for every board from 2..2 to 2..{n}: the first player wins {wins} of the {count} boards.",
    { n: last.n, wins: firstWins, count: boards.length });
  const top = Math.log10(Math.max(...boards.map((b) => b.seconds), 0.001) * 1000 + 1);
  barChart($("removal-chart"), boards, {
    value: (b) => Math.log10(b.seconds * 1000 + 1),
    top,
    wins: (b) => b.picks.length > 0,
    title: (b) => t("2..{n}: {who} wins, solved in {time}", { n: b.n, who: winner(b.picks.length > 0), time: duration(b.seconds) }),
    label: $("removal-summary").textContent,
  });
  const [lost, won] = removal.certificate;
  $("removal-how").textContent = t(
    "How: a memoized search of every position, on bitmasks, where numbers left with no divisor or multiple count only by their parity and the patterns of the large primes are sorted and cancelled in pairs; one board per task, one process. It took {time} in all. The whole certificate holds {lost} lost and {won} won positions; the one to download here covers the boards up to 2..{certified}.",
    { time: duration(total), lost: number(lost), won: number(won), certified: about.certified });
  $("removal-table").tBodies[0].replaceChildren(...boards.map((b) => row([
    `2..${b.n}`, winner(b.picks.length > 0), b.picks.length ? b.picks.join(", ") : t("none"), number(b.positions), duration(b.seconds),
  ], b.picks.length > 0)));
}

function showChains(chains) {
  const values = chains.map(([n, length, chain, seconds]) => ({ n, length, chain, seconds }));
  if (!values.length) return;
  const last = values[values.length - 1];
  const total = values.reduce((sum, v) => sum + v.seconds, 0);
  $("chains-summary").textContent = t("A longest chain of every range 1..n up to n = {n}, where it has {length} numbers.",
    { n: last.n, length: last.length });
  barChart($("chains-chart"), values, {
    value: (v) => v.length,
    top: last.length,
    title: (v) => t("1..{n}: {length} numbers", { n: v.n, length: v.length }),
    label: $("chains-summary").textContent,
  });
  $("chains-how").textContent = t(
    "How: a branch and cut of our own over linear programs solved by HiGHS (a chain is a cycle through a depot joined to every number; a set of numbers holding a number of the chain is left at least twice: such cuts are added as the solution breaks them), one range per task. It took {time} in all. Each length comes with a certificate that no chain is longer: at each leaf of the search tree, multipliers of the rows whose bound the checker recomputes in exact integers, without any solver.",
    { time: duration(total) });
  $("chains-table").tBodies[0].replaceChildren(...values.map((v) => row([`1..${v.n}`, String(v.length), v.chain.join(" – ")])));
}

function showGames(games) {
  const rows = games.rows;
  if (!rows.length) return;
  const last = rows[rows.length - 1][0];
  const [even, nrich, free] = ["even", "even-below-half", "any"].map((o) => games.openings.indexOf(o) + 1);
  const count = (k) => rows.filter((r) => r[k][0] > 0).length;
  $("games-summary").textContent = t("Every range from 1..1 to 1..{n}: the first player wins {even} of them with Juniper Green's opening, {nrich} with NRICH's and {free} with a free opening.",
    { n: number(last), even: number(count(even)), nrich: number(count(nrich)), free: number(count(free)) });
  const chart = svg("svg", { viewBox: `0 0 ${rows.length} 3`, preserveAspectRatio: "none", role: "img",
    "aria-label": $("games-summary").textContent, class: "records-strips" });
  [even, nrich, free].forEach((k, strip) => {
    let start = 0;
    for (let i = 1; i <= rows.length; i += 1) {
      if (i === rows.length || (rows[i][k][0] > 0) !== (rows[start][k][0] > 0)) {
        const run = svg("rect", { x: start, y: strip + 0.1, width: i - start, height: 0.8 });
        run.dataset.wins = String(rows[start][k][0] > 0);
        chart.append(run);
        start = i;
      }
    }
  });
  $("games-chart").replaceChildren(chart);
  $("games-how").textContent = t(
    "How: the chain game is solved by matching (a first number wins exactly when some maximum matching of the divisibility graph misses it), the graph grown one number at a time, in tasks of 500 ranges. It took {time} in all.",
    { time: duration(games.seconds) });
  const cell = ([wins, smallest]) => (wins ? t("First player; winning first numbers: {count}, the smallest {smallest}", { count: number(wins), smallest }) : t("Second player"));
  const input = $("games-from");
  input.max = String(last);
  const show = (from) => {
    const first = Math.min(Math.max(1, Math.floor(from) || 1), last);
    input.value = String(first);
    $("games-table").tBodies[0].replaceChildren(...rows.slice(first - 1, first - 1 + GAMES_PAGE).map((r) => row([
      `1..${r[0]}`, cell(r[even]), cell(r[nrich]), cell(r[free])])));
    $("games-table").dataset.from = String(first);
  };
  $("games-form").addEventListener("submit", (event) => {
    event.preventDefault();
    show(Number(input.value));
  });
  show(1);
}

async function main() {
  await startLanguage();
  languageSwitch(document.getElementById("lang-switch"));
  let records;
  try {
    const response = await fetch("records/records.json");
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    records = await response.json();
  } catch (err) {
    boot.fail("download", `records/records.json: ${err.message}`);
    return;
  }
  $("records-about").textContent = t("Computed on {date} with Python {python}, on one process of a shared two-core machine.",
    { date: new Date(records.about.date).toLocaleDateString(LANG, { dateStyle: "long" }), python: records.about.python });
  showRemoval(records.removal, records.about);
  showChains(records.chains);
  showGames(records.chain_games);
  $("loading").hidden = true;
  boot.started();
  document.body.dataset.idle = "true";
}

main();
