/* The Records page's chain games section (Juniper Green and its kin): who wins each range 1..n under
   each opening rule, its chart, its notes, and its table, shown a page of ranges at a time. */

import { part as $ } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { logarithmic, rowsFrame, xAxis, yAxis } from "./axes.js";
import { mount } from "./chart.js";
import { either, number, row, table } from "./format.js";
import { box, cross, svg, tip } from "./svg-marks.js";

/** @typedef {import("./types.js").ChainGamesRecords} ChainGamesRecords */
/** @typedef {import("./types.js").ChainGamesOutcome} ChainGamesOutcome */
/** @typedef {import("./types.js").OpeningColumn} OpeningColumn */

/** The chain games' table shows this many ranges at a time (10,000 rows would be a heavy page). */
const GAMES_PAGE = 100;

/** @param {ChainGamesRecords} games */
export function showGames(games) {
  const rows = games.rows;
  if (!rows.length) return;
  const last = rows[rows.length - 1][0];
  const [even, nrich, free] = /** @type {OpeningColumn[]} */ (
    // Python writes the three rules (ship.OPENINGS): each is found, at 1..3 in a row
    ["even", "even-below-half", "any"].map((o) => games.openings.indexOf(o) + 1)
  );
  const count = (/** @type {OpeningColumn} */ k) => rows.filter((r) => r[k][0] > 0).length;
  $("games-summary").textContent = t(
    "Every range from 1..1 to 1..{n}: the first player wins {even} of them with Juniper Green's opening, {nrich} with NRICH's and {free} with a free opening.",
    { n: number(last), even: number(count(even)), nrich: number(count(nrich)), free: number(count(free)) },
  );
  $("games-new").textContent = t(
    "No table of who wins Juniper Green on every range had been published; here is every range from 1..1 to 1..{n}, under three opening rules.",
    { n: number(last) },
  );
  const rules = [
    { k: even, label: t("Juniper Green (first number even)") },
    { k: nrich, label: t("NRICH (even, below half)") },
    { k: free, label: t("Free opening") },
  ].map((rule) => ({ ...rule, losing: rows.filter((r) => r[rule.k][0] === 0).map((r) => r[0]) }));
  const notes = rules.map(({ label, losing }) => {
    if (!losing.length) return t("{rule}: the first player wins on every range.", { rule: label });
    if (losing.length <= 6)
      return t("{rule}: the second player wins only when n is {list}.", { rule: label, list: either(losing) });
    return t("{rule}: the second player wins on {count} ranges, the last one 1..{last}.", {
      rule: label,
      count: number(losing.length),
      last: number(losing[losing.length - 1]),
    });
  });
  const after = Math.max(0, ...rules.map((r) => r.losing[r.losing.length - 1] || 0)) + 1;
  if (after > 1 && after < last) {
    notes.push(
      t("From 1..{from} to 1..{n}, the first player wins under all three rules.", {
        from: number(after),
        n: number(last),
      }),
    );
  }
  $("games-notes").replaceChildren(
    ...notes.map((words) => {
      const item = document.createElement("li");
      item.textContent = words;
      return item;
    }),
  );
  mount("games", {
    label: t(
      "A chart of who wins each range from 1..1 to 1..{n} under each opening rule: the second player wins only on a few small ranges, listed below it.",
      { n: number(last) },
    ),
    entries: [
      { mark: "first", shape: "band", label: t("First player wins") },
      { mark: "second", shape: "cross", label: t("Second player wins") },
    ],
    draw(width, fs) {
      const body = Math.max(fs * 1.6, 20);
      const f = rowsFrame(
        width,
        fs,
        rules.map((r) => r.label),
        body,
        number(10 ** Math.floor(Math.log10(last))),
      );
      const x = logarithmic(0.5, last + 0.5, f.left, f.right);
      /** @type {number[]} */
      const decades = [];
      for (let v = 1; v <= last; v *= 10) decades.push(v);
      const minor = decades.flatMap((v) => [2, 3, 4, 5, 6, 7, 8, 9].map((m) => m * v)).filter((v) => v <= last);
      xAxis(f, { scale: x, values: decades, minor, label: t("n: the range is 1..n (logarithmic scale)") });
      yAxis(f, { rows: f.rows, label: t("Opening rule") });
      const marks = svg("g", { class: "records-marks" }, f.chart);
      rules.forEach((rule, i) => {
        const y = f.rows[i].y;
        /** @type {number | null} */
        let start = null;
        for (let j = 0; j <= rows.length; j += 1) {
          const wins = j < rows.length && rows[j][rule.k][0] > 0;
          if (wins && start === null) start = j;
          if (!wins && start !== null) {
            const [from, to] = [rows[start][0], rows[j - 1][0]];
            tip(
              box(marks, x(from - 0.5), y - body * 0.2, x(to + 0.5), y + body * 0.2, "first"),
              from === to
                ? t("1..{n}: the first player wins", { n: number(from) })
                : t("1..{from} to 1..{to}: the first player wins", { from: number(from), to: number(to) }),
            );
            start = null;
          }
        }
        for (const n of rule.losing)
          tip(cross(marks, x(n), y, body * 0.3, "second"), t("1..{n}: the second player wins", { n: number(n) }));
      });
      return f.chart;
    },
  });
  const cell = (/** @type {ChainGamesOutcome} */ [wins, smallest]) =>
    wins
      ? t("First player; how many first numbers win: {count}; the smallest: {smallest}", {
          count: number(wins),
          smallest,
        })
      : t("Second player");
  const input = /** @type {HTMLInputElement} */ ($("games-from"));
  input.max = String(last);
  const show = (/** @type {number} */ from) => {
    const start = Math.min(Math.max(1, Math.floor(from) || 1), last);
    input.value = String(start);
    table("games-table").tBodies[0].replaceChildren(
      ...rows
        .slice(start - 1, start - 1 + GAMES_PAGE)
        .map((r) => row([`1..${r[0]}`, cell(r[even]), cell(r[nrich]), cell(r[free])])),
    );
    table("games-table").dataset.from = String(start);
  };
  $("games-form").addEventListener("submit", (event) => {
    event.preventDefault();
    show(Number(input.value));
  });
  show(1);
}
