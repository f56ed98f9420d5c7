/* A Records chart on the page: drawn into its box at the box's own width in CSS pixels, again when
   that width changes (its text keeps the page's size from a phone to a projector), with its
   accessible name and its legend (the entries whose marks it holds). */

import { part as $ } from "../shared/dom.js";
import { SWATCH, svg } from "./svg-marks.js";

/** @typedef {import("./svg-marks.js").Mark} Mark */
/** @typedef {import("./svg-marks.js").Shape} Shape */

/**
 * A chart: its accessible name, its legend's entries, and how to draw it at a width and font size.
 * @typedef {Object} Chart
 * @property {string} label
 * @property {Array<{ mark: Mark, shape: Shape, label: string }>} entries
 * @property {(width: number, fs: number) => SVGSVGElement} draw
 */

/**
 * Draw a chart into #<id>-chart now, and again whenever its box changes width; its legend into
 * #<id>-legend: the entries ({mark, shape, label}) whose marks the chart holds.
 * @param {string} id
 * @param {Chart} chart
 */
export function mount(id, { label, entries, draw }) {
  const root = $(`${id}-chart`);
  let drawn = 0;
  const render = () => {
    const width = Math.floor(root.getBoundingClientRect().width);
    if (width < 1 || width === drawn) return;
    drawn = width;
    const fs = parseFloat(getComputedStyle(root).fontSize) || 13;
    const chart = draw(width, fs);
    chart.setAttribute("role", "img");
    chart.setAttribute("aria-label", label);
    root.replaceChildren(chart);
    root.dataset.width = String(width);
  };
  render();
  const legend = $(`${id}-legend`);
  legend.replaceChildren(
    ...entries
      .filter((e) => !drawn || root.querySelector(`[data-mark="${e.mark}"]`))
      .map((entry) => {
        const item = document.createElement("li");
        item.dataset.mark = entry.mark;
        const swatch = svg("svg", {
          viewBox: "0 0 24 16",
          width: 24,
          height: 16,
          class: "records-swatch",
          "aria-hidden": "true",
          focusable: "false",
        });
        SWATCH[entry.shape](swatch, entry.mark);
        const words = document.createElement("span");
        words.textContent = entry.label;
        item.append(swatch, words);
        return item;
      }),
  );
  new ResizeObserver(() => requestAnimationFrame(render)).observe(root);
}
