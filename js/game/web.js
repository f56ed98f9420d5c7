/* The numbers' web: draws the divisibility graph Python lays out (view.web) as SVG: a line for
   each link (faint to 1, thick for the winner's pairs), a circle for each number. A tap on a
   number is a pick, as on the board (which stays the keyboard's way in).
   Config in, events out: new NumbersWeb(root, {onPick}), render(view.web). */

import { closestTo, part } from "../shared/dom.js";

const SVG = "http://www.w3.org/2000/svg";
const RADIUS = 14;
/** The largest circle (in the web's units): two neighbours, at least 34 apart, never touch. */
const MAX_RADIUS = 16.5;
/** The smallest label (in the web's units), the size it had when the web was drawn larger than its box. */
const MIN_LABEL = 12;
/** A two-digit label's width in ems (bold digits), and a little room beside it. */
const LABEL_WIDTH = 1.35;

/**
 * The shortest distance between two numbers of the web (in its units): what a label may span.
 * @param {import("../contract/view-types.js").WebNodeView[]} nodes
 * @param {number} size the web's size, the distance when there is one number
 */
function closest(nodes, size) {
  let least = size;
  for (let i = 0; i < nodes.length; i += 1)
    for (let j = i + 1; j < nodes.length; j += 1)
      least = Math.min(least, Math.hypot(nodes[i].x - nodes[j].x, nodes[i].y - nodes[j].y));
  return least;
}

/**
 * An SVG element with these attributes.
 * @param {string} name
 * @param {Record<string, string | number>} attributes
 * @returns {SVGElement}
 */
function svg(name, attributes) {
  const el = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) el.setAttribute(key, String(value));
  return el;
}

export class NumbersWeb {
  /**
   * @param {HTMLElement} root
   * @param {{onPick: (number: number) => void}} config
   */
  constructor(root, { onPick }) {
    this.root = root;
    /** @type {string | null} the web drawn, as JSON (drawn again only when it changes) */
    this.drawn = null;
    /** @type {number} the shortest distance between two numbers of the web drawn (its units) */
    this.spacing = 0;
    /** @type {number} the web's size (its units) */
    this.size = 0;
    const canvas = part("web-canvas", root);
    canvas.addEventListener("click", (event) => {
      const node = closestTo(event, "[data-n]", SVGElement);
      if (node) onPick(Number(node.dataset.n)); // like the board: Python plays it, or says why not
    });
    // The web fits its box: when the box changes (a window resized, present mode), so do its labels.
    if (typeof ResizeObserver === "function") new ResizeObserver(() => this.fitLabels()).observe(canvas);
  }

  /** The labels as large as the canvas's font size asks (css/style.css: larger on a projector and in
      present mode), as long as two neighbours' labels do not meet; never below the web's own 12. */
  fitLabels() {
    const canvas = part("web-canvas", this.root);
    const picture = canvas.querySelector("svg");
    const width = picture ? picture.getBoundingClientRect().width : 0;
    if (!picture || !width || !this.size) return; // hidden, or no web drawn
    const scale = width / this.size; // screen pixels per unit
    const wanted = parseFloat(getComputedStyle(canvas).fontSize) || MIN_LABEL;
    const room = (this.spacing * scale) / LABEL_WIDTH;
    const label = Math.max(MIN_LABEL, Math.min(wanted, room) / scale);
    picture.style.setProperty("--web-label", `${label.toFixed(1)}px`);
    const radius = String(Math.max(RADIUS, Math.min(MAX_RADIUS, label * 0.75)).toFixed(1));
    for (const circle of picture.querySelectorAll("circle")) circle.setAttribute("r", radius);
  }

  /** @param {import("../contract/view-types.js").WebView | null} web */
  render(web) {
    this.root.hidden = !web;
    if (!web) return;
    part("web-caption", this.root).textContent = web.note || web.caption;
    const key = JSON.stringify(web);
    if (key === this.drawn) return;
    this.drawn = key;
    const canvas = part("web-canvas", this.root);
    if (web.note) {
      canvas.replaceChildren();
      return;
    }
    const where = new Map(web.nodes.map((node) => [node.n, node]));
    const picture = svg("svg", {
      viewBox: `0 0 ${web.size} ${web.size}`,
      class: "web-svg",
      role: "img",
      "aria-label": web.caption,
      focusable: "false",
    });
    const lines = svg("g", { class: "web-edges" });
    for (const edge of web.edges) {
      const a = where.get(edge.a);
      const b = where.get(edge.b);
      if (!a || !b) continue; // a link to a number the web does not draw: nothing to join
      const kind = edge.pair ? "pair" : edge.hub ? "hub" : "link";
      lines.append(svg("line", { x1: a.x, y1: a.y, x2: b.x, y2: b.y, class: `web-edge ${kind}` }));
    }
    const dots = svg("g", { class: "web-nodes" });
    for (const node of web.nodes) {
      const group = svg("g", { class: "web-node", "data-n": node.n, "data-state": node.state });
      group.append(svg("circle", { cx: node.x, cy: node.y, r: RADIUS }));
      const label = svg("text", { x: node.x, y: node.y, "text-anchor": "middle", "dominant-baseline": "central" });
      label.textContent = String(node.n);
      label.dataset.digits = String(String(node.n).length);
      group.append(label);
      dots.append(group);
    }
    picture.append(lines, dots);
    canvas.replaceChildren(picture);
    this.size = web.size;
    this.spacing = closest(web.nodes, web.size);
    this.fitLabels();
    // A web wider than its box scrolls: start with the current number in view.
    const current = web.nodes.find((node) => node.state === "current");
    if (current && canvas.scrollWidth > canvas.clientWidth) {
      const scale = picture.getBoundingClientRect().width / web.size;
      canvas.scrollLeft = current.x * scale - canvas.clientWidth / 2;
      canvas.scrollTop = current.y * scale - canvas.clientHeight / 2;
    }
  }
}
