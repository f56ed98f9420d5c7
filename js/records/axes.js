/* The Records page's charts' frames and axes: scales (linear, logarithmic), round ticks, a chart's
   frame with room for its labels, its labelled x and y axes (data-axis="x" / "y"), rows of marks. */

import { number } from "./format.js";
import { round, svg, text } from "./svg-marks.js";

/** @typedef {import("./svg-marks.js").Attributes} Attributes */

/** A character's width in the charts' text, as a share of the font size (a rough, generous guess:
    the charts leave room for their labels by it). */
const CHAR = 0.6;

/** A scale: where a value stands on the chart. @typedef {(v: number) => number} Scale */

/**
 * The scale taking d0..d1 to r0..r1.
 * @param {number} d0
 * @param {number} d1
 * @param {number} r0
 * @param {number} r1
 * @returns {Scale}
 */
export function linear(d0, d1, r0, r1) {
  const k = (r1 - r0) / (d1 - d0 || 1);
  return (v) => r0 + (v - d0) * k;
}

/**
 * The logarithmic scale taking d0..d1 (both above 0) to r0..r1.
 * @param {number} d0
 * @param {number} d1
 * @param {number} r0
 * @param {number} r1
 * @returns {Scale}
 */
export function logarithmic(d0, d1, r0, r1) {
  const a = Math.log10(d0);
  const k = (r1 - r0) / (Math.log10(d1) - a);
  return (v) => r0 + (Math.log10(v) - a) * k;
}

/**
 * A round step (1, 2 or 5 times a power of ten) cutting `span` in about `count` parts.
 * @param {number} span
 * @param {number} count
 * @returns {number}
 */
export function niceStep(span, count) {
  const raw = Math.max(span, 1) / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  // 10 times the power is above raw: the last step always fits (none does only when raw is NaN)
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw - 1e-9) ?? NaN;
}

/** Round ticks from lo to hi, about `count` of them, whole numbers only; with `ends`, lo and hi too
    when no round tick stands close to them. */
/**
 * @param {number} lo
 * @param {number} hi
 * @param {number} count
 * @param {boolean} [ends]
 * @returns {number[]}
 */
export function ticks(lo, hi, count, ends = false) {
  const step = Math.max(1, niceStep(hi - lo, count));
  const found = [];
  for (let v = Math.ceil(lo / step) * step; v <= hi; v += step) found.push(v);
  if (ends) {
    if (!found.length || found[0] - lo >= step / 2) found.unshift(lo);
    if (hi - found[found.length - 1] >= step / 2) found.push(hi);
  }
  return found;
}

/** The text width of `words` at font size `fs`, roughly. */
const wide = (/** @type {string} */ words, /** @type {number} */ fs) => String(words).length * fs * CHAR;

/** A chart's frame: its plot area, with room above for the y axis's title, on the left for the y
    axis's tick labels (`yTicks`: their longest text), on the right for half the last x tick's
    (`xLast`), and below for the x axis's ticks and title. */
/**
 * @param {number} width
 * @param {number} fs the font size
 * @param {number} plotHeight
 * @param {{ yTicks?: string, xLast?: string }} [room]
 */
export function frame(width, fs, plotHeight, { yTicks = "", xLast = "" } = {}) {
  const left = Math.ceil(yTicks ? wide(yTicks, fs) + fs * 0.9 : fs * 0.5);
  const top = Math.ceil(fs * 2.1);
  const bottom = top + Math.round(plotHeight);
  const height = bottom + Math.ceil(fs * 3.4);
  const chart = svg("svg", { viewBox: `0 0 ${width} ${height}`, width, height, class: "records-svg" });
  return {
    chart,
    fs,
    width,
    height,
    left,
    top,
    right: width - Math.ceil(Math.max(fs, wide(xLast, fs) / 2) + 2),
    bottom,
  };
}

/** A chart's frame (frame()). @typedef {ReturnType<typeof frame>} Frame */

/**
 * The x axis: its line, its ticks (and unlabelled minor ones), their numbers and its title.
 * @param {Frame} f
 * @param {{ scale: Scale, values: number[], minor?: number[], label: string }} axis
 */
export function xAxis(f, { scale, values, minor = [], label }) {
  const { fs } = f;
  const g = svg("g", { class: "records-axis", "data-axis": "x" }, f.chart);
  for (const v of values)
    svg("line", { x1: round(scale(v)), x2: round(scale(v)), y1: f.top, y2: f.bottom, class: "records-grid" }, g);
  svg("line", { x1: f.left, x2: f.right, y1: f.bottom, y2: f.bottom, class: "records-axis-line" }, g);
  for (const v of minor) {
    svg(
      "line",
      {
        x1: round(scale(v)),
        x2: round(scale(v)),
        y1: f.bottom,
        y2: round(f.bottom + fs * 0.25),
        class: "records-axis-line",
      },
      g,
    );
  }
  for (const v of values) {
    const x = scale(v);
    svg(
      "line",
      { x1: round(x), x2: round(x), y1: f.bottom, y2: round(f.bottom + fs * 0.45), class: "records-axis-line" },
      g,
    );
    text(g, x, f.bottom + fs * 1.5, number(v), { "text-anchor": "middle", class: "records-tick" });
  }
  const middle = wide(label, fs) < f.right - f.left ? (f.left + f.right) / 2 : f.width / 2;
  text(g, middle, f.height - fs * 0.5, label, { "text-anchor": "middle", class: "records-axis-label" });
  return g;
}

/** A named row of a chart: its centre `y`, its label `gap` above it.
    @typedef {{ label: string, y: number, gap: number }} RowLine */

/**
 * The y axis: its line, its title above the plot, and either numbers (`scale`, `values`) with a
 * grid line each, or named rows (`rows`: [{y, label}], each label just above its row).
 * @param {Frame} f
 * @param {{ scale?: Scale, values?: number[], rows?: RowLine[], label: string, zero?: boolean }} axis
 */
export function yAxis(f, { scale, values = [], rows = [], label, zero = false }) {
  const { fs } = f;
  const g = svg("g", { class: "records-axis", "data-axis": "y" }, f.chart);
  // numbers need a scale (an axis of rows has neither)
  if (scale) {
    for (const v of values) {
      const y = round(scale(v));
      svg(
        "line",
        { x1: f.left, x2: f.right, y1: y, y2: y, class: zero && v === 0 ? "records-zero" : "records-grid" },
        g,
      );
      svg("line", { x1: round(f.left - fs * 0.4), x2: f.left, y1: y, y2: y, class: "records-axis-line" }, g);
      const tick = zero && v === 0 ? "records-tick records-tick-zero" : "records-tick";
      text(g, f.left - fs * 0.6, y + fs * 0.35, number(v), { "text-anchor": "end", class: tick });
    }
  }
  for (const row of rows) {
    svg("line", { x1: f.left, x2: f.right, y1: round(row.y), y2: round(row.y), class: "records-grid" }, g);
    text(g, f.left + fs * 0.3, row.y - row.gap, row.label, { class: "records-tick records-row-label" });
  }
  svg(
    "line",
    { x1: f.left, x2: f.left, y1: f.top - (rows.length ? fs * 0.4 : 0), y2: f.bottom, class: "records-axis-line" },
    g,
  );
  text(g, 0, fs * 1.1, label, { class: "records-axis-label" });
  return g;
}

/** Rows of marks (a y axis of named rows): each row's label line, then its marks; their centres. */
/**
 * @param {number} width
 * @param {number} fs the font size
 * @param {string[]} labels the rows' labels
 * @param {number} body a row's height under its label
 * @param {string} xLast the last x tick's text
 */
export function rowsFrame(width, fs, labels, body, xLast) {
  const line = fs * 1.6;
  const f = frame(width, fs, labels.length * (line + body), { xLast });
  /** @type {RowLine[]} */
  const rows = labels.map((label, i) => ({
    label,
    y: f.top + i * (line + body) + line + body / 2,
    gap: body / 2 + fs * 0.35,
  }));
  return Object.assign(f, { rows });
}
