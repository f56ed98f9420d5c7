/* The Records page: draws the records the build ships (records/records.json, written by
   `python3 -m factorgames.records ship`) as charts and tables, in the reader's language. The
   numbers are computed results, not rules: nothing here decides a game, so the engine is not
   started.

   Each chart is an inline SVG made with DOM calls (the page's CSP allows no inline style): its
   viewBox is its box's own width in CSS pixels, drawn again when that width changes, so that its
   text keeps the page's size from a phone to a projector. Every chart has a labelled x axis and y
   axis (data-axis="x" / "y"), a legend whose swatches are drawn by the very functions that draw the
   chart's marks (a mark's data-mark names what it means, with the same class in the chart and in
   the legend), an accessible name of its own, and a table beside it. Who wins is never told by
   colour alone: a first player's win and a second player's are different shapes, or sides of the
   zero line. */

import { part as $ } from "../shared/dom.js";
import { LANG, languageSwitch, startLanguage, t } from "../shared/i18n.js";

/* records/records.json, as `python3 -m factorgames.records ship` writes it (ship.summary in
   py/factorgames/records/ship.py; its form is checked when Python reads it back, in shipped.py):
   the shapes this page reads. */

/**
 * The whole file.
 * @typedef {Object} Records
 * @property {RecordsAbout} about
 * @property {RemovalRecords} removal
 * @property {ChainRecord[]} chains
 * @property {ChainGamesRecords} chain_games
 * @property {FactorGameRecords} [factor_game] only when the records hold a board of it
 */
/**
 * When and how the records were computed.
 * @typedef {Object} RecordsAbout
 * @property {string} date the day, as YYYY-MM-DD
 * @property {string} python
 * @property {string} how
 * @property {number} certified the removal certificate shipped proves the boards up to 2..certified
 */
/**
 * Multiples Removal on 2..N, for each N.
 * @typedef {Object} RemovalRecords
 * @property {RemovalBoard[]} boards
 * @property {[number, number]} certificate the certificate's positions: [lost, won]
 */
/** [N, the winning first picks (none: the second player wins), positions searched, seconds]
    @typedef {[number, number[], number, number]} RemovalBoard */
/** [n, the length of a longest chain of 1..n, one such chain, seconds] @typedef {[number, number, number[], number]} ChainRecord */
/**
 * The chain games (Juniper Green and its kin) on 1..n, for each n, under each opening rule.
 * @typedef {Object} ChainGamesRecords
 * @property {string[]} openings the rules, in the order of a row's outcomes: "any", "even", "even-below-half"
 * @property {ChainGamesRow[]} rows
 * @property {number} seconds
 */
/** [n, then an outcome for each opening rule, in the order of `openings`]
    @typedef {[number, ChainGamesOutcome, ChainGamesOutcome, ChainGamesOutcome]} ChainGamesRow */
/** [how many first numbers win, the smallest of them (0 when none does)] @typedef {[number, number]} ChainGamesOutcome */
/** A row's place of an opening rule's outcome. @typedef {1 | 2 | 3} OpeningColumn */
/**
 * The Factor Game on 1..n, for each n.
 * @typedef {Object} FactorGameRecords
 * @property {FactorGameBoard[]} boards
 */
/** [n, the first player's margin with perfect play, the best first picks] @typedef {[number, number, number[]]} FactorGameBoard */

/** The page's element with this id, as the HTML element the page makes it. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));
/** The page's table with this id (records.html gives each one body). */
const table = (/** @type {string} */ id) => /** @type {HTMLTableElement} */ ($(id));

const boot = globalThis.factorgamesBoot;
boot.progress();

const SVG = "http://www.w3.org/2000/svg";
/** The chain games' table shows this many ranges at a time (10,000 rows would be a heavy page). */
const GAMES_PAGE = 100;
/** The published b-file of A337125 (OEIS, Rob Pratt's) stops at this n. */
const CHAINS_PUBLISHED = 200;
/** The Factor Game's perfect play has been an open question since this year. */
const FACTOR_GAME_OPEN_SINCE = 2015;
/** A character's width in the charts' text, as a share of the font size (a rough, generous guess:
    the charts leave room for their labels by it). */
const CHAR = 0.6;

const number = (/** @type {number} */ n) => n.toLocaleString(LANG);
const either = (/** @type {number[]} */ items) =>
  new Intl.ListFormat(LANG, { type: "disjunction" }).format(items.map(number));
const picks = (/** @type {number[]} */ items) => items.map(number).join(", ");
const round = (/** @type {number} */ v) => Math.round(v * 100) / 100;

/** An SVG element's attributes, each written as its String(). @typedef {Record<string, string | number>} Attributes */

/**
 * A new SVG element, with these attributes, appended to `parent` when given.
 * @template {keyof SVGElementTagNameMap} K
 * @param {K} tag
 * @param {Attributes} [attributes]
 * @param {Element | null} [parent]
 * @returns {SVGElementTagNameMap[K]}
 */
function svg(tag, attributes = {}, parent = null) {
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
function text(parent, x, y, words, attributes = {}) {
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
function tip(el, words) {
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
function dot(parent, x, y, r, mark) {
  return svg(
    "circle",
    { cx: round(x), cy: round(y), r: round(r), class: `records-${mark}`, "data-mark": mark },
    parent,
  );
}

/** @type {DrawMark} */
function cross(parent, x, y, r, mark) {
  const [a, b, c, d] = [x - r, x + r, y - r, y + r].map(round);
  return svg(
    "path",
    { d: `M${a} ${c}L${b} ${d}M${b} ${c}L${a} ${d}`, class: `records-${mark}`, "data-mark": mark },
    parent,
  );
}

/** @type {DrawMark} */
function diamond(parent, x, y, r, mark) {
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
function box(parent, x0, y0, x1, y1, mark) {
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
function curve(parent, points, mark) {
  const d = points.map(([x, y], i) => `${i ? "L" : "M"}${round(x)} ${round(y)}`).join("");
  return svg("path", { d, class: `records-${mark}`, "data-mark": mark }, parent);
}

/** Legend swatches, 24 x 16: each with the function that draws the chart's marks of its kind.
    @satisfies {Record<string, (swatch: SVGSVGElement, mark: Mark) => SVGElement>} */
const SWATCH = {
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

// ------------------------------------------------------------------------------------ the axes

/** A scale: where a value stands on the chart. @typedef {(v: number) => number} Scale */

/**
 * The scale taking d0..d1 to r0..r1.
 * @param {number} d0
 * @param {number} d1
 * @param {number} r0
 * @param {number} r1
 * @returns {Scale}
 */
function linear(d0, d1, r0, r1) {
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
function logarithmic(d0, d1, r0, r1) {
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
function niceStep(span, count) {
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
function ticks(lo, hi, count, ends = false) {
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
function frame(width, fs, plotHeight, { yTicks = "", xLast = "" } = {}) {
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
function xAxis(f, { scale, values, minor = [], label }) {
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
function yAxis(f, { scale, values = [], rows = [], label, zero = false }) {
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
function rowsFrame(width, fs, labels, body, xLast) {
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

// ------------------------------------------------------------------------------------ the charts

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
function mount(id, { label, entries, draw }) {
  const root = html(`${id}-chart`);
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

/**
 * A table's row of these cells; `wins`, when given: whether the first player wins.
 * @param {string[]} cells
 * @param {boolean} [wins]
 */
function row(cells, wins) {
  const tr = document.createElement("tr");
  if (wins !== undefined) tr.dataset.wins = String(wins);
  for (const words of cells) {
    const td = document.createElement("td");
    td.textContent = words;
    tr.append(td);
  }
  return tr;
}

/** @param {boolean} wins */
function winner(wins) {
  return wins ? t("First player") : t("Second player");
}

/**
 * @param {RemovalRecords} removal
 * @param {RecordsAbout} about
 */
function showRemoval(removal, about) {
  const boards = removal.boards.map(([n, winning]) => ({ n, picks: winning, wins: winning.length > 0 }));
  if (!boards.length) return;
  const first = boards[0].n;
  const last = boards[boards.length - 1].n;
  const firstWins = boards.filter((b) => b.wins).length;
  $("removal-summary").textContent = t(
    "Solved for every board from 2..2 to 2..{n}: the first player wins {wins} of the {count} boards.",
    { n: last, wins: firstWins, count: boards.length },
  );
  $("removal-new").textContent = t(
    "No table of who wins Multiples Removal without 1 had been published; here is every board from 2..2 to 2..{n}.",
    { n: last },
  );
  $("removal-checked").textContent = t(
    "A second program, written separately, replays the search's notes (who wins each position, and one winning move) and agrees; the notes you can download prove the boards up to 2..{n}.",
    { n: about.certified },
  );
  const losing = boards.filter((b) => !b.wins).map((b) => b.n);
  const rows = [t("First player wins"), t("Second player wins")];
  mount("removal", {
    label: t(
      "A chart of who wins each board from 2..2 to 2..{n}: the second player wins when N is {list}, the first player on every other board.",
      { n: last, list: either(losing) },
    ),
    entries: [
      { mark: "first", shape: "dot", label: rows[0] },
      { mark: "second", shape: "cross", label: rows[1] },
    ],
    draw(width, fs) {
      const f = rowsFrame(width, fs, rows, Math.max(fs * 1.5, 18), number(last));
      const x = linear(first - 0.5, last + 0.5, f.left, f.right);
      const r = Math.min(fs * 0.4, Math.max(2, ((f.right - f.left) / boards.length) * 0.4));
      xAxis(f, {
        scale: x,
        values: ticks(first, last, (f.right - f.left) / (fs * 3.2), true),
        label: t("N: the board is 2..N"),
      });
      yAxis(f, { rows: f.rows, label: t("Who wins") });
      const marks = svg("g", { class: "records-marks" }, f.chart);
      for (const b of boards) {
        const mark = b.wins
          ? dot(marks, x(b.n), f.rows[0].y, r, "first")
          : cross(marks, x(b.n), f.rows[1].y, r, "second");
        tip(
          mark,
          b.wins
            ? t("2..{n}: the first player wins; winning first picks: {picks}", { n: b.n, picks: picks(b.picks) })
            : t("2..{n}: the second player wins", { n: b.n }),
        );
      }
      return f.chart;
    },
  });
  table("removal-table").tBodies[0].replaceChildren(
    ...boards.map((b) => row([`2..${b.n}`, winner(b.wins), b.wins ? b.picks.join(", ") : t("none")], b.wins)),
  );
}

/** @param {ChainGamesRecords} games */
function showGames(games) {
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
      ? t("First player; winning first numbers: {count}, the smallest {smallest}", { count: number(wins), smallest })
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
function showFactorGame(factor) {
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

/** @param {ChainRecord[]} chains */
function showChains(chains) {
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

async function main() {
  await startLanguage();
  languageSwitch(document.getElementById("lang-switch"));
  /** @type {Records} */
  let records;
  try {
    const response = await fetch("records/records.json");
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    records = await response.json(); // what Python shipped (its form is not checked here)
  } catch (err) {
    boot.fail("download", `records/records.json: ${/** @type {Error} */ (err).message}`);
    return;
  }
  html("loading").hidden = true;
  $("records-about").textContent = t("Computed on {date}.", {
    date: new Date(records.about.date).toLocaleDateString(LANG, { dateStyle: "long", timeZone: "UTC" }),
  });
  showRemoval(records.removal, records.about);
  showGames(records.chain_games);
  showFactorGame(records.factor_game);
  showChains(records.chains);
  boot.started();
  document.body.dataset.idle = "true";
}

main();
