/* The Records page's SVG: elements made with DOM calls (the page's CSP allows no inline style), the
   marks a chart draws (each one's class and data-mark say what it means) and the legend's swatches,
   drawn by the very functions that draw the chart's marks. */

const SVG = "http://www.w3.org/2000/svg";
export const round = (/** @type {number} */ v) => Math.round(v * 100) / 100;

/** An SVG element's attributes, each written as its String(). @typedef {Record<string, string | number>} Attributes */

/**
 * A new SVG element, with these attributes, appended to `parent` when given.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Attributes} [attributes]
 * @param {Element | null} [parent]
 * @returns {SVGElementTagNameMap[K]}
 */
export function svg(tag, attributes = {}, parent = null) {
  const el = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, String(value));
  if (parent) parent.append(el);
  return el;
}

/**
 * @param {Element} parent
 * @param {number} x
 * @param {number} y
 * @param {string} words
 * @param {Attributes} [attributes]
 */
export function text(parent, x, y, words, attributes = {}) {
  const el = svg("text", { x: round(x), y: round(y), ...attributes }, parent);
  el.textContent = words;
  return el;
}

/**
 * The words a mouse pointer shows over a mark.
 * @template {SVGElement} E
 * @param {E} el
 * @param {string} words
 * @returns {E}
 */
export function tip(el, words) {
  svg("title", {}, el).textContent = words;
  return el;
}

// ------------------------------------------------------------------------------------ the marks
// Each draws one mark centred on (x, y), of half-size r, meaning `mark` (its class and data-mark).

/** What a mark means: its class (records-<mark>) and data-mark, in the chart and in the legend.
    @typedef {"first" | "second" | "draw" | "chain" | "growth" | "new"} Mark */
/** A mark drawn into `parent`, centred on (x, y), of half-size r.
    @typedef {(parent: Element, x: number, y: number, r: number, mark: Mark) => SVGElement} DrawMark */

/** @type {DrawMark} */
export function dot(parent, x, y, r, mark) {
  return svg(
    "circle",
    { cx: round(x), cy: round(y), r: round(r), class: `records-${mark}`, "data-mark": mark },
    parent,
  );
}

/** @type {DrawMark} */
export function cross(parent, x, y, r, mark) {
  const [a, b, c, d] = [x - r, x + r, y - r, y + r].map(round);
  return svg(
    "path",
    { d: `M${a} ${c}L${b} ${d}M${b} ${c}L${a} ${d}`, class: `records-${mark}`, "data-mark": mark },
    parent,
  );
}

/** @type {DrawMark} */
export function diamond(parent, x, y, r, mark) {
  const [a, b, c, d, e, f] = [x - r, x, x + r, y - r, y, y + r].map(round);
  return svg(
    "path",
    { d: `M${b} ${d}L${c} ${e}L${b} ${f}L${a} ${e}Z`, class: `records-${mark}`, "data-mark": mark },
    parent,
  );
}

/**
 * A box from (x0, y0) to (x1, y1).
 * @param {Element} parent
 * @param {number} x0
 * @param {number} y0
 * @param {number} x1
 * @param {number} y1
 * @param {Mark} mark
 */
export function box(parent, x0, y0, x1, y1, mark) {
  return svg(
    "rect",
    {
      x: round(Math.min(x0, x1)),
      y: round(Math.min(y0, y1)),
      width: round(Math.abs(x1 - x0)),
      height: round(Math.abs(y1 - y0)),
      class: `records-${mark}`,
      "data-mark": mark,
    },
    parent,
  );
}

/**
 * A line through these points.
 * @param {Element} parent
 * @param {Array<[number, number]>} points
 * @param {Mark} mark
 */
export function curve(parent, points, mark) {
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${round(x)} ${round(y)}`).join("");
  return svg("path", { d, class: `records-${mark}`, "data-mark": mark }, parent);
}

/** Legend swatches, 24 x 16: each with the function that draws the chart's marks of its kind.
    @satisfies {Record<string, (swatch: SVGSVGElement, mark: Mark) => SVGElement>} */
export const SWATCH = {
  dot: (s, mark) => dot(s, 12, 8, 4.5, mark),
  cross: (s, mark) => cross(s, 12, 8, 4.5, mark),
  diamond: (s, mark) => diamond(s, 12, 8, 5.5, mark),
  band: (s, mark) => box(s, 2, 4, 22, 12, mark),
  up: (s, mark) => {
    svg("line", { x1: 1, x2: 23, y1: 11, y2: 11, class: "records-zero" }, s);
    return box(s, 7, 1, 17, 11, mark);
  },
  down: (s, mark) => {
    svg("line", { x1: 1, x2: 23, y1: 5, y2: 5, class: "records-zero" }, s);
    return box(s, 7, 5, 17, 15, mark);
  },
  line: (s, mark) =>
    curve(
      s,
      [
        [1, 8],
        [23, 8],
      ],
      mark,
    ),
};

/** A legend swatch's shape. @typedef {keyof typeof SWATCH} Shape */
