/* The Records page's longest chains section: the length of a longest chain of 1..n, its chart (against
   n / ln n, with the ranges no one published before marked) and its table. */

import { part as $ } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { frame, linear, ticks, xAxis, yAxis } from "./axes.js";
import { mount } from "./chart.js";
import { number, row, table } from "./format.js";
import { box, curve, dot, svg, tip } from "./svg-marks.js";

/** @typedef {import("./types.js").ChainRecord} ChainRecord */

/** The published b-file of A337125 (OEIS, Rob Pratt's) stops at this n. */
const CHAINS_PUBLISHED = 200;

/** @param {ChainRecord[]} chains */
export function showChains(chains) {
  const values = chains.map(([n, length, chain]) => ({ n, length, chain }));
  if (!values.length) return;
  const last = values[values.length - 1];
  $("chains-summary").textContent = t(
    "A longest chain of every range 1..n up to n = {n}, where it has {length} numbers.",
    { n: last.n, length: last.length },
  );
  $("chains-new").textContent =
    last.n > CHAINS_PUBLISHED
      ? t("The published b-file of A337125 (OEIS) stops at n = {published}; ours is proven up to n = {n}.", {
          published: CHAINS_PUBLISHED,
          n: last.n,
        })
      : t("Each length up to n = {n} comes with a proof that no chain is longer.", { n: last.n });
  const growth = (/** @type {number} */ n) => n / Math.log(n);
  mount("chains", {
    label: t(
      "A chart of the length of a longest chain of 1..n for n from 1 to {n}: it rises to {length}, well above the curve n / ln n ({curve} at n = {n}).",
      { n: last.n, length: last.length, curve: number(Math.round(growth(last.n))) },
    ),
    entries: [
      { mark: "chain", shape: "dot", label: t("A longest chain of 1..n") },
      { mark: "growth", shape: "line", label: t("n / ln n, for comparison") },
      { mark: "new", shape: "band", label: t("n above {n}: published nowhere before", { n: CHAINS_PUBLISHED }) },
    ],
    draw(width, fs) {
      const plot = Math.min(320, Math.max(170, width * 0.35));
      const yValues = ticks(0, last.length, plot / (fs * 2.6));
      const top = Math.max(last.length, yValues[yValues.length - 1]);
      const f = frame(width, fs, plot, { yTicks: number(top), xLast: number(last.n) });
      const x = linear(0, last.n, f.left, f.right);
      const y = linear(0, top, f.bottom, f.top);
      if (last.n > CHAINS_PUBLISHED) box(f.chart, x(CHAINS_PUBLISHED + 0.5), f.top, f.right, f.bottom, "new"); // behind the grid
      xAxis(f, {
        scale: x,
        values: ticks(0, last.n, (f.right - f.left) / (fs * 3.2)),
        label: t("n: the range is 1..n"),
      });
      yAxis(f, { scale: y, values: yValues, label: t("Numbers in a longest chain") });
      const marks = svg("g", { class: "records-marks" }, f.chart);
      const r = Math.min(fs * 0.3, Math.max(1.4, ((f.right - f.left) / values.length) * 0.6));
      for (const v of values)
        tip(dot(marks, x(v.n), y(v.length), r, "chain"), t("1..{n}: {length} numbers", { n: v.n, length: v.length }));
      /** @type {Array<[number, number]>} */
      const points = [];
      for (let n = 2; n <= last.n; n += 1) points.push([x(n), y(growth(n))]);
      tip(curve(marks, points, "growth"), t("n / ln n, for comparison"));
      return f.chart;
    },
  });
  table("chains-table").tBodies[0].replaceChildren(
    ...values.map((v) => row([`1..${v.n}`, String(v.length), v.chain.join(" – ")])),
  );
}
