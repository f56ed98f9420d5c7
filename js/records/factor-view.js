/* The Records page's Factor Game section: the first player's margin with perfect play on each board
   1..n, its chart (bars above or below the zero line), its table and its CSV. */

import { part as $ } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { frame, linear, niceStep, ticks, xAxis, yAxis } from "./axes.js";
import { mount } from "./chart.js";
import { number, picks, row, table } from "./format.js";
import { box, diamond, svg, tip } from "./svg-marks.js";

/** @typedef {import("./types.js").FactorGameRecords} FactorGameRecords */

/** The page's element with this id, as the HTML element the page makes it. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));
/** The Factor Game's perfect play has been an open question since this year. */
const FACTOR_GAME_OPEN_SINCE = 2015;

/**
 * The largest prime of 1..n (none below 2: 0).
 * @param {number} n
 * @returns {number}
 */
function largestPrime(n) {
  for (let p = n; p >= 2; p -= 1) {
    let prime = true;
    for (let d = 2; d * d <= p && prime; d += 1) prime = p % d !== 0;
    if (prime) return p;
  }
  return 0;
}

/** @param {FactorGameRecords} [factor] */
export function showFactorGame(factor) {
  const boards = (factor?.boards || []).map(([n, margin, best]) => ({ n, margin, best }));
  if (!boards.length) return;
  html("factor").hidden = false;
  html("factor-nav").hidden = false;
  const first = boards[0].n;
  const last = boards[boards.length - 1].n;
  const wins = boards.filter((b) => b.margin > 0).length;
  const losses = boards.filter((b) => b.margin < 0).length;
  const prime = boards.filter((b) => b.best.includes(largestPrime(b.n))).length;
  const solved = t(
    "Solved for every board from 1..{first} to 1..{n}: with perfect play the first player wins {wins} of the {count} boards (the second player: {losses}; draws: {draws}).",
    { first, n: last, wins, count: boards.length, losses, draws: boards.length - wins - losses },
  );
  const primes = t("The best first pick is the board's largest prime on {prime} of them.", { prime });
  $("factor-summary").textContent = `${solved} ${primes}`;
  $("factor-new").textContent = t(
    "Perfect play on every board 1..n up to 1..{n}: an open question since {year}, with no table published before.",
    { n: last, year: FACTOR_GAME_OPEN_SINCE },
  );
  const margins = boards.map((b) => b.margin);
  const low = Math.min(0, ...margins);
  const high = Math.max(0, ...margins);
  mount("factor", {
    label: t(
      "A chart of the first player's margin on each board from 1..{first} to 1..{n}: from {low} to {high} points; the table below gives each board's margin and best first picks.",
      { first, n: last, low: number(Math.min(...margins)), high: number(Math.max(...margins)) },
    ),
    entries: [
      { mark: "first", shape: "up", label: t("First player ahead (bar above 0)") },
      { mark: "second", shape: "down", label: t("Second player ahead (bar below 0)") },
      { mark: "draw", shape: "diamond", label: t("Draw (on the 0 line)") },
    ],
    draw(width, fs) {
      const plot = Math.min(300, Math.max(170, width * 0.3));
      const step = niceStep(high - low, plot / (fs * 2.6));
      const [lo, hi] = [Math.floor(low / step) * step, Math.ceil(high / step) * step || step];
      /** @type {number[]} */
      const values = [];
      for (let v = lo; v <= hi; v += step) values.push(v);
      const f = frame(width, fs, plot, {
        yTicks: values.map(number).reduce((a, b) => (b.length > a.length ? b : a), ""),
        xLast: number(last),
      });
      const x = linear(first - 0.5, last + 0.5, f.left, f.right);
      const y = linear(lo, hi, f.bottom, f.top);
      xAxis(f, {
        scale: x,
        values: ticks(first, last, (f.right - f.left) / (fs * 3.2), true),
        label: t("n: the board is 1..n"),
      });
      yAxis(f, { scale: y, values, zero: true, label: t("First player's margin (points)") });
      const marks = svg("g", { class: "records-marks" }, f.chart);
      const half = Math.max(1, ((f.right - f.left) / boards.length) * 0.36);
      for (const b of boards) {
        const words = t("1..{n}: margin {margin}; best first picks: {picks}", {
          n: b.n,
          margin: number(b.margin),
          picks: picks(b.best),
        });
        if (b.margin === 0) tip(diamond(marks, x(b.n), y(0), Math.max(half, fs * 0.35), "draw"), words);
        else tip(box(marks, x(b.n) - half, y(0), x(b.n) + half, y(b.margin), b.margin > 0 ? "first" : "second"), words);
      }
      return f.chart;
    },
  });
  const who = (/** @type {number} */ margin) =>
    margin > 0 ? t("First player") : margin < 0 ? t("Second player") : t("Draw");
  table("factor-table").tBodies[0].replaceChildren(
    ...boards.map((b) => {
      const tr = row([`1..${b.n}`, who(b.margin), number(b.margin), picks(b.best)]);
      tr.dataset.outcome = b.margin > 0 ? "first" : b.margin < 0 ? "second" : "draw";
      return tr;
    }),
  );
  const csv = [
    "n,first_player_margin,best_first_picks",
    ...boards.map((b) => `${b.n},${b.margin},${b.best.join(" ")}`),
  ].join("\n");
  /** @type {HTMLAnchorElement} */ ($("factor-csv")).href = URL.createObjectURL(
    new Blob([`${csv}\n`], { type: "text/csv" }),
  );
}
