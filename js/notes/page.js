/* The teacher's notes page: the teacher picks a game; the engine (in its worker) writes its notes,
   every fact of them computed for the game's preset (NotesView in js/contract/view-types.js, made
   by py/factorgames/page/notes_page.py); this file draws them as a page to read and print, and keeps
   the address (notes.html#game=<id>), which opens the same notes again. */

import { currentHash, joinAddress, setAddress } from "../shared/address.js";
import { part as $, fillSelect, partOf, element } from "../shared/dom.js";
import { LANG, langKey } from "../shared/i18n.js";
import { startPage } from "../shared/page-start.js";

/** @typedef {import("../contract/view-types.js").NotesView} NotesView */
/** @typedef {import("../contract/view-types.js").NotesSectionView} NotesSectionView */
/** @typedef {import("../contract/view-types.js").NotesLinkView} NotesLinkView */
/** @typedef {import("../contract/request-types.js").NotesRequest} NotesRequest */

/** The page's element with this id, as the HTML element the page makes it. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));

const start = startPage({
  onTrouble: (words) => {
    html("notes-notice").hidden = false;
    $("notes-notice").textContent = words;
  },
});
/** @type {NotesView | null} */
let shown = null;

/**
 * A link of the notes: an app page keeps the page's language in its address.
 * @param {NotesLinkView} link
 */
function linkTo(link) {
  const a = element("a", "", link.label);
  a.href = link.hash ? `${link.page}#${joinAddress(link.hash, { lang: langKey() })}` : link.page;
  a.dataset.id = link.id;
  a.dataset.print = link.hash ? `${link.page}#${link.hash}` : link.page;
  return a;
}

/** @param {NotesSectionView} section */
function sectionOf(section) {
  const box = element("section", "notes-section");
  box.dataset.id = section.id;
  const heading = element("h2", "", section.heading);
  heading.id = `notes-${section.id}`;
  box.setAttribute("aria-labelledby", heading.id);
  box.append(heading);
  if (section.style === "text") {
    for (const line of section.lines) box.append(element("p", "", line));
    return box;
  }
  const list = element(section.style === "steps" ? "ol" : "ul");
  if (section.style === "pairs") {
    list.className = section.lines.length === 1 ? "notes-pairs notes-chain" : "notes-pairs";
  }
  for (const line of section.lines) list.append(element("li", "", line));
  box.append(list);
  return box;
}

/** @param {NotesView} v */
function render(v) {
  shown = v;
  fillSelect(partOf(HTMLSelectElement, "notes-game"), v.games, v.game);
  html("notes-notice").hidden = !v.notice;
  $("notes-notice").textContent = v.notice || "";
  const page = html("notes-page");
  page.dataset.game = v.game;
  page.setAttribute("aria-labelledby", "notes-title");
  const title = element("h2", "notes-title", v.title);
  title.id = "notes-title";
  const links = element("ul", "notes-links");
  for (const link of v.links) {
    const li = element("li");
    li.append(linkTo(link));
    links.append(li);
  }
  page.replaceChildren(title, element("p", "notes-summary", v.summary), links, ...v.sections.map(sectionOf));
  document.title = `${v.title} · Factor Games`;
  setAddress(joinAddress(v.hash, { lang: langKey() }));
  html("notes-setup").hidden = false;
  start.shown();
}

/** @param {string} hash the address after '#' */
async function show(hash) {
  await start.ready;
  document.body.dataset.idle = "false";
  try {
    render(
      /** @type {NotesView} */ (
        await start.engine.request(/** @satisfies {NotesRequest} */ ({ op: "notes", hash, lang: LANG }))
      ),
    );
  } catch (err) {
    start.failed(err);
  } finally {
    document.body.dataset.idle = "true";
  }
}

$("notes-form").addEventListener("submit", (event) => event.preventDefault());
$("notes-game").addEventListener("change", () => {
  const game = partOf(HTMLSelectElement, "notes-game").value;
  show(new URLSearchParams({ game }).toString());
});
$("notes-print").addEventListener("click", () => window.print());
window.addEventListener("hashchange", () => {
  if (!shown || currentHash() !== joinAddress(shown.hash, { lang: langKey() })) show(currentHash());
});
show(currentHash());
