/* The worksheet page: the teacher picks a game, a difficulty and how many puzzles; the engine (in
   its worker) chooses them and says everything the sheet prints (WorksheetView in
   js/contract/view-types.js, made by py/factorgames/puzzles/worksheet.py); this file draws the sheet and its answer key as pages to
   print, and keeps the address (worksheet.html#game=...&level=...&count=...&sheet=...&paper=...),
   which makes the same sheet again. */

import { currentHash, joinAddress, setAddress } from "../shared/address.js";
import { BUILD } from "../shared/build-id.js";
import { part as $, fillSelect } from "../shared/dom.js";
import { Engine } from "../engine/client.js";
import { LANG, langKey, languageSwitch, startLanguage, t } from "../shared/i18n.js";

const boot = globalThis.factorgamesBoot;
boot.progress();
const engine = new Engine({
  build: BUILD,
  onProgress: ({ step, steps, label }) => boot.progress({ step, steps, label: t(label) }),
});
const ready = startLanguage().then(() => languageSwitch(document.getElementById("lang-switch")));
let started = false;
let shown = null;

function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/** A board as a grid of numbers: used ones crossed out, the current one circled. */
function board(item) {
  const grid = element("div", "ws-board");
  grid.style.setProperty("--cols", String(item.board.columns));
  grid.setAttribute("role", "img");
  grid.setAttribute("aria-label", item.board.label);
  item.board.cells.forEach((cell, i) => {
    const square = element("span", "ws-cell", String(cell.n));
    square.dataset.mark = cell.mark;
    if (i === 0 && item.board.lead) square.style.gridColumnStart = String(item.board.lead + 1);
    grid.append(square);
  });
  return grid;
}

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
      element("p", "ws-answer", t("Your answer:")),
    );
    list.append(li);
  }
  page.append(list);
  return page;
}

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

function render(v) {
  shown = v;
  fillSelect($("ws-game"), v.games, v.game);
  fillSelect($("ws-level"), v.levels, v.level);
  fillSelect($("ws-paper"), v.papers, v.paper);
  $("ws-count").value = String(v.count);
  $("ws-count").max = String(v.max_count);
  $("ws-sheet").value = String(v.sheet);
  $("ws-notice").hidden = !v.notice;
  $("ws-notice").textContent = v.notice || "";
  const pages = $("ws-pages");
  pages.dataset.paper = v.paper;
  pages.dataset.hash = v.hash;
  pages.replaceChildren(sheetPage(v), keyPage(v));
  document.title = `${v.title} · Factor Games`;
  setAddress(joinAddress(v.hash, { lang: langKey() }));
  if (!started) {
    started = true;
    $("loading").hidden = true;
    $("ws-setup").hidden = false;
    boot.started();
  }
}

async function show(hash) {
  await ready;
  document.body.dataset.idle = "false";
  try {
    render(await engine.request({ op: "worksheet", hash, lang: LANG }));
  } catch (err) {
    if (started) {
      $("ws-notice").hidden = false;
      $("ws-notice").textContent = t("Something went wrong: {error}", { error: err.message });
      console.warn("Factor Games:", err);
    } else {
      boot.fail(err.cause || "engine", err.message);
    }
  } finally {
    document.body.dataset.idle = "true";
  }
}

function formHash(changes = {}) {
  const values = Object.fromEntries(new FormData($("ws-form")));
  return new URLSearchParams({ ...values, ...changes }).toString();
}

$("ws-form").addEventListener("submit", (event) => {
  event.preventDefault();
  show(formHash({ sheet: "1" }));
});
for (const id of ["ws-game", "ws-level", "ws-paper"]) {
  $(id).addEventListener("change", () => show(formHash(id === "ws-paper" ? {} : { sheet: "1" })));
}
$("ws-other").addEventListener("click", () => show(formHash({ sheet: String(shown.sheet + 1) })));
$("ws-print").addEventListener("click", () => window.print());
window.addEventListener("hashchange", () => {
  if (!shown || currentHash() !== joinAddress(shown.hash, { lang: langKey() })) show(currentHash());
});
show(currentHash());
