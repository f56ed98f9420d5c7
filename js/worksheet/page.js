/* The worksheet page: the teacher picks a game, a difficulty and how many puzzles; the engine (in
   its worker) chooses them and says everything the sheet prints (WorksheetView in
   js/contract/view-types.js, made by py/factorgames/page/worksheet_page.py); this file draws the sheet and its answer key as pages to
   print, and keeps the address (worksheet.html#game=...&level=...&count=...&sheet=...&paper=...),
   which makes the same sheet again. */

import { currentHash, joinAddress, setAddress } from "../shared/address.js";
import { part as $, fillSelect, partOf, element } from "../shared/dom.js";
import { LANG, langKey, t } from "../shared/i18n.js";
import { startPage } from "../shared/page-start.js";

/** @typedef {import("../contract/view-types.js").WorksheetView} WorksheetView */
/** @typedef {import("../contract/view-types.js").SheetItemView} SheetItemView */
/** @typedef {import("../contract/request-types.js").WorksheetRequest} WorksheetRequest */

/** The page's element with this id, as the HTML element the page makes it. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));
/** The page's <input> with this id. */
const input = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ ($(id));

const start = startPage({
  onTrouble: (words) => {
    html("ws-notice").hidden = false;
    $("ws-notice").textContent = words;
  },
});
/** @type {WorksheetView | null} */
let shown = null;

/**
 * A board as a grid of numbers, marked as the view's legend says: used ones shaded and struck
 * through by one slash that passes behind the number (which stays readable in black and white), the
 * current one circled.
 * @param {SheetItemView} item
 */
function board(item) {
  const grid = element("div", "ws-board");
  grid.style.setProperty("--cols", String(item.board.columns));
  grid.setAttribute("role", "img");
  grid.setAttribute("aria-label", item.board.label);
  item.board.cells.forEach((cell, i) => {
    const square = element("span", "ws-cell");
    square.append(element("span", "ws-n", String(cell.n)));
    square.dataset.mark = cell.mark;
    if (i === 0 && item.board.lead) square.style.gridColumnStart = String(item.board.lead + 1);
    grid.append(square);
  });
  return grid;
}

/**
 * The lines the pupil writes on, each after its words: one for an only move, k for a win in k.
 * @param {SheetItemView} item
 */
function answerLines(item) {
  const lines = element("div", "ws-answers");
  for (const words of item.answer_lines) {
    const line = element("p", "ws-answer");
    line.append(element("span", "ws-answer-words", words), element("span", "ws-write"));
    lines.append(line);
  }
  return lines;
}

/** @param {WorksheetView} v */
function sheetPage(v) {
  const page = element("section", "ws-page ws-sheet");
  page.setAttribute("aria-label", v.title);
  const head = element("header", "ws-head");
  head.append(
    element("h2", "ws-title", v.title),
    element("p", "ws-subtitle", v.subtitle),
    element("p", "ws-name", v.name_line),
  );
  page.append(head, element("p", "ws-legend", v.legend));
  const list = element("ol", "ws-items");
  for (const item of v.items) {
    const li = element("li", "ws-item");
    li.dataset.id = item.id;
    li.append(
      element("h3", "ws-item-title", t("Puzzle {n}", { n: item.number })),
      element("p", "ws-task", item.task),
      element("p", "ws-played", item.played),
      board(item),
      answerLines(item),
    );
    list.append(li);
  }
  page.append(list);
  return page;
}

/** @param {WorksheetView} v */
function keyPage(v) {
  const page = element("section", "ws-page ws-key");
  page.setAttribute("aria-label", v.key_title);
  page.append(element("h2", "ws-title", v.key_title));
  const list = element("ol", "ws-key-list");
  for (const item of v.items) {
    const li = element("li");
    li.append(element("strong", "", item.answer), document.createTextNode(` (${item.theme})`));
    list.append(li);
  }
  page.append(list);
  return page;
}

/** The text as a CSS string, every character but letters, digits and spaces escaped.
    @param {string} text */
const cssString = (text) =>
  `"${text.replace(/[^\p{L}\p{N} ]/gu, (c) => `\\${/** @type {number} */ (c.codePointAt(0)).toString(16)} `)}"`;

/** @param {WorksheetView} v */
function render(v) {
  shown = v;
  fillSelect(partOf(HTMLSelectElement, "ws-game"), v.games, v.game);
  fillSelect(partOf(HTMLSelectElement, "ws-level"), v.levels, v.level);
  fillSelect(partOf(HTMLSelectElement, "ws-paper"), v.papers, v.paper);
  input("ws-count").value = String(v.count);
  input("ws-count").max = String(v.max_count);
  input("ws-sheet").value = String(v.sheet);
  html("ws-notice").hidden = !v.notice;
  $("ws-notice").textContent = v.notice || "";
  const pages = html("ws-pages");
  pages.dataset.paper = v.paper;
  pages.dataset.hash = v.hash;
  pages.replaceChildren(sheetPage(v), keyPage(v));
  // The name line the printed sheet's later pages have in their margin (css/classroom.css), as a CSS string.
  document.documentElement.style.setProperty("--ws-name-line", cssString(v.name_line));
  document.title = `${v.title} · Factor Games`;
  setAddress(joinAddress(v.hash, { lang: langKey() }));
  html("ws-setup").hidden = false;
  start.shown();
}

/** @param {string} hash the address after '#' */
async function show(hash) {
  await start.ready;
  document.body.dataset.idle = "false";
  try {
    render(
      /** @type {WorksheetView} */ (
        await start.engine.request(/** @satisfies {WorksheetRequest} */ ({ op: "worksheet", hash, lang: LANG }))
      ),
    );
  } catch (err) {
    start.failed(err);
  } finally {
    document.body.dataset.idle = "true";
  }
}

/**
 * The form's address, with these fields changed.
 * @param {Record<string, string>} [changes]
 * @returns {string}
 */
function formHash(changes = {}) {
  // the form has no file field: every value is a string
  const values = /** @type {Record<string, string>} */ (
    Object.fromEntries(new FormData(/** @type {HTMLFormElement} */ ($("ws-form"))))
  );
  return new URLSearchParams({ ...values, ...changes }).toString();
}

$("ws-form").addEventListener("submit", (event) => {
  event.preventDefault();
  show(formHash({ sheet: "1" }));
});
for (const id of ["ws-game", "ws-level", "ws-paper"]) {
  $(id).addEventListener("change", () => show(formHash(id === "ws-paper" ? {} : { sheet: "1" })));
}
$("ws-other").addEventListener("click", () => {
  if (!shown) return; // the form, with this button, is hidden until a sheet is drawn
  show(formHash({ sheet: String(shown.sheet + 1) }));
});
$("ws-print").addEventListener("click", () => window.print());
window.addEventListener("hashchange", () => {
  if (!shown || currentHash() !== joinAddress(shown.hash, { lang: langKey() })) show(currentHash());
});
show(currentHash());
