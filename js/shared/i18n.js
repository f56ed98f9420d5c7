/* The page's words in the reader's language. The English is in the HTML and the code; the
   translations come from the same gettext catalogs as the engine's (py/factorgames/locale),
   which build.py turns into locale/<lang>.json. t("Move {k} of {n}", {k, n}) translates one
   message; translatePage() translates the static page (its text and labels) in place.

   The language is js/engine/boot.js's choice (it runs first, and speaks it when the game cannot start):
   the address's lang key, else the one chosen before (kept in localStorage), else the browser's
   first preferred language that has a catalog, else English. */

import { currentHash, joinAddress, splitAddress } from "./address.js";
import { LANG_KEY as CHOSEN_KEY } from "./names.js"; // (js/engine/boot.js reads it too)
import { storageSet } from "./storage.js";

const ATTRIBUTES = ["aria-label", "title", "placeholder", "alt"];

/** The page's meta element that lists the site's languages (a <meta>: the selector says so, which
    the DOM's types cannot read), or null. */
const LANGUAGES_META = /** @type {HTMLMetaElement | null} */ (
  document.querySelector('meta[name="factorgames-languages"]')
);

/** The languages the site has, by code and own name, as build.py writes them into the page.
    @type {{[code: string]: string}} */
export const LANGUAGES = Object.fromEntries(
  (LANGUAGES_META?.content || "en:English")
    .split(",")
    .map((entry) => entry.split(":"))
    .filter(([code, name]) => code && name),
);

/** Each English message's translation in the page's language (the catalog build.py writes).
    @type {{[message: string]: string}} */
let catalog = {};
export let LANG = "en";

/** The catalog's translation of a message, or undefined (never an inherited property: "constructor").
    @param {string} message
    @returns {string | undefined} */
function translated(message) {
  return Object.hasOwn(catalog, message) ? catalog[message] : undefined;
}

/** @param {string} text */
function normal(text) {
  return text.replace(/\s+/g, " ").trim();
}

/** The message in the page's language, with {name} placeholders filled from `values`.
    @param {string} message
    @param {{[name: string]: unknown}} [values]
    @returns {string} */
export function t(message, values = {}) {
  const text = translated(message) || message;
  return text.replace(/\{(\w+)\}/g, (whole, key) => (Object.hasOwn(values, key) ? String(values[key]) : whole));
}

/** Mark a message for the catalogs where it is written; translate it with t() where it is shown.
    @param {string} message
    @returns {string} */
export function N_(message) {
  return message;
}

/** The page's language, as js/engine/boot.js chose it, when the site has it.
    @returns {string} */
function asked() {
  const code = globalThis.factorgamesBoot?.lang;
  return code !== undefined && Object.hasOwn(LANGUAGES, code) ? code : "en";
}

/** The address's lang key for a language: none for English, the default.
    @param {string} [code]
    @returns {string | undefined} */
export function langKey(code = LANG) {
  return code === "en" ? undefined : code;
}

/** Whether the address's lang key names a language of the site other than the one the page started in
    (a link in another language followed in this tab): the page then starts again, in that language.
    @returns {boolean} */
function addressNamesAnotherLanguage() {
  const code = String(new URLSearchParams(location.hash.slice(1)).get("lang") || "")
    .toLowerCase()
    .split(/[-_]/)[0];
  return Object.hasOwn(LANGUAGES, code) && code !== asked();
}

/** A link in another language followed in this tab (only the address's end changes: no new page by
    itself) starts the page again in that language. Called before the page registers its own reading of
    the address, which it then keeps from drawing the page in the language it started in; unless
    `holdsUnsaved()` says that the page holds what the device refused to keep (storage blocked), which
    a new start would lose: the page then stays as it is, in its language.
    @param {() => boolean} [holdsUnsaved] */
export function startAgainForAnotherLanguage(holdsUnsaved = () => false) {
  window.addEventListener("hashchange", (event) => {
    if (!addressNamesAnotherLanguage() || holdsUnsaved()) return;
    event.stopImmediatePropagation();
    location.reload();
  });
}

/** Remember the reader's choice of language (the switch).
    @param {string} code */
export function chooseLanguage(code) {
  if (Object.hasOwn(LANGUAGES, code)) storageSet("local", CHOSEN_KEY, code);
}

/** @type {(lang: string) => void} */
let started = () => {};
/** Resolves with the page's language once startLanguage has chosen it and loaded its catalog (what a
    page part drew before then, in English, it draws again). @type {Promise<string>} */
export const languageStarted = new Promise((resolve) => {
  started = resolve;
});

/** Pick the language and load its catalog; the page's own text is then translated in place.
    @returns {Promise<string>} the language */
export async function startLanguage() {
  LANG = asked();
  if (LANG !== "en") {
    try {
      const response = await fetch(`locale/${LANG}.json`);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      catalog = await response.json(); // (build.py's catalog: message → translation)
      translatePage(document);
      // The app installed from this page is named and described in its language (build.py writes one manifest a language).
      document.querySelector('link[rel="manifest"]')?.setAttribute("href", `manifest.${LANG}.webmanifest`);
      localizeRulesLinks(document);
    } catch (err) {
      console.warn(`Factor Games: no ${LANG} catalog here, so the page speaks English.`, err);
      LANG = "en"; // the page and Python then agree
    }
  }
  document.documentElement.lang = LANG;
  started(LANG);
  return LANG;
}

/** Point the page's links to the rules pages (rules/<page>.html, English) at their translation in the
    page's language, which build.py writes beside each (rules/<page>.<lang>.html, for every language of
    the catalogs). @param {Document | Element} root */
function localizeRulesLinks(root) {
  for (const link of root.querySelectorAll('a[href^="rules/"]')) {
    const page = /^rules\/([a-z0-9-]+)\.html$/.exec(link.getAttribute("href") ?? "");
    if (page) link.setAttribute("href", `rules/${page[1]}.${LANG}.html`);
  }
}

/** Translate every text and label of the page under `root` that the catalog knows.
    @param {Document | Element} root */
export function translatePage(root) {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? ""; // (a text node's is never null)
    const key = normal(text);
    if (key && translated(key)) {
      const lead = /^\s*/.exec(text)?.[0] ?? ""; // (\s* matches everywhere)
      const tail = /\s*$/.exec(text)?.[0] ?? "";
      node.nodeValue = lead + translated(key) + tail;
    }
  }
  for (const el of root.querySelectorAll(ATTRIBUTES.map((a) => `[${a}]`).join(","))) {
    for (const attribute of ATTRIBUTES) {
      const key = normal(el.getAttribute(attribute) ?? ""); // (none: "", as an empty one)
      const translation = key ? translated(key) : undefined;
      if (translation) el.setAttribute(attribute, translation);
    }
  }
}

/** The visible switch between the languages, a list in one control whose every choice is named in
    itself ("English", "Deutsch", "Español", "Français"): the one chosen is remembered and written
    into the address, and the page reloads in it.
    @param {HTMLElement | null} root */
export function languageSwitch(root) {
  if (!root) return;
  const select = document.createElement("select");
  select.className = "lang-select";
  select.setAttribute("aria-label", t("Language"));
  for (const [code, name] of Object.entries(LANGUAGES)) {
    const option = document.createElement("option");
    option.value = code;
    option.lang = code;
    option.textContent = name;
    option.selected = code === LANG;
    select.append(option);
  }
  select.addEventListener("change", () => {
    const code = select.value;
    if (code === LANG) return;
    chooseLanguage(code);
    const { game, page } = splitAddress(currentHash());
    const url = new URL(location.href);
    url.hash = joinAddress(game, { ...page, lang: langKey(code) });
    history.replaceState(null, "", url.href);
    location.reload();
  });
  root.replaceChildren(select);
  root.hidden = select.options.length < 2;
}
