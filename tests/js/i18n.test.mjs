// js/shared/i18n.js: the page's words in the reader's language. The language asked comes from the
// address (js/engine/boot.js reads its lang key): only a language the site has is ever loaded.
// The DOM is a small fake: the page's <meta name="factorgames-languages">, text nodes, attributes.
import { test, describe, beforeEach, afterEach } from "node:test";
import assert from "node:assert/strict";

import { FakeStorage, fakeWindow } from "./fake-storage.mjs";

/** A text node, and an element with attributes, as translatePage walks them. */
const textNode = (nodeValue) => ({ nodeValue });
function element(attributes) {
  return {
    attributes: { ...attributes },
    hasAttribute(name) {
      return Object.hasOwn(this.attributes, name);
    },
    getAttribute(name) {
      return this.hasAttribute(name) ? this.attributes[name] : null;
    },
    setAttribute(name, value) {
      this.attributes[name] = String(value);
    },
  };
}
const root = (texts = [], elements = []) => ({ texts, querySelectorAll: () => elements });

function fakeDocument(languages) {
  return {
    querySelector: (selector) =>
      selector === 'meta[name="factorgames-languages"]' && languages !== undefined ? { content: languages } : null,
    createTreeWalker(walked, filter) {
      assert.equal(filter, globalThis.NodeFilter.SHOW_TEXT);
      let i = 0;
      return { nextNode: () => walked.texts[i++] || null };
    },
    documentElement: { lang: "" },
    texts: [],
    querySelectorAll: () => [],
  };
}

let fresh = 0;
/** A fresh copy of i18n.js, reading the page's languages when imported. */
async function load(languages) {
  globalThis.document = fakeDocument(languages);
  globalThis.NodeFilter = { SHOW_TEXT: 4 };
  return import(`../../js/shared/i18n.js?copy=${++fresh}`);
}

const realFetch = globalThis.fetch;
let fetched;
/** fetch answers `catalogs[url]` (a catalog, or a status number). */
function serve(catalogs) {
  fetched = [];
  globalThis.fetch = async (url) => {
    fetched.push(String(url));
    const found = catalogs[url];
    if (found === undefined || typeof found === "number")
      return { ok: false, status: found || 404, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => (typeof found === "function" ? found() : found) };
  };
}

beforeEach(() => {
  globalThis.window = fakeWindow({ local: new FakeStorage() });
  delete globalThis.factorgamesBoot;
  serve({});
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe("LANGUAGES, from the page's meta", () => {
  test("code:name pairs, in the page's order", async () => {
    const { LANGUAGES } = await load("en:English,fr:Français,de:Deutsch");
    assert.deepEqual(LANGUAGES, { en: "English", fr: "Français", de: "Deutsch" });
    assert.deepEqual(Object.keys(LANGUAGES), ["en", "fr", "de"]);
  });

  test("without the meta, English alone", async () => {
    assert.deepEqual((await load(undefined)).LANGUAGES, { en: "English" });
    assert.deepEqual((await load("")).LANGUAGES, { en: "English" });
  });

  test("entries without a code or a name are dropped", async () => {
    const { LANGUAGES } = await load("en:English,:Nobody,xx:,yy,,fr:Français");
    assert.deepEqual(LANGUAGES, { en: "English", fr: "Français" });
  });
});

describe("t and N_", () => {
  test("N_ only marks: the message itself", async () => {
    const { N_ } = await load("en:English");
    assert.equal(N_("Hint"), "Hint");
  });

  test("t fills {name} placeholders from the values", async () => {
    const { t } = await load("en:English");
    assert.equal(t("Move {k} of {n}", { k: 3, n: 10 }), "Move 3 of 10");
    assert.equal(t("{a}{a}{b}", { a: "x", b: 0 }), "xx0");
    assert.equal(t("Player {n}", { n: null }), "Player null");
  });

  test("t leaves placeholders without a value as they are, and values are not read again as placeholders", async () => {
    const { t } = await load("en:English");
    assert.equal(t("Move {k} of {n}", { k: 1 }), "Move 1 of {n}");
    assert.equal(t("Move {k} of {n}"), "Move {k} of {n}");
    assert.equal(t("{a} {b}", { a: "{b}", b: "B" }), "{b} B");
    assert.equal(t("{not a name} {a-b} {}", { "not a name": 1, "a-b": 2, "": 3 }), "{not a name} {a-b} {}");
  });

  test("a value is put in as text, with '$' patterns left alone", async () => {
    const { t } = await load("en:English");
    assert.equal(t("Hello {n}", { n: "$& $1 $$ $`" }), "Hello $& $1 $$ $`");
  });

  test("a placeholder named after an Object method is left as it is when no value names it", async () => {
    const { t } = await load("en:English");
    assert.equal(t("Hi {constructor} {toString}"), "Hi {constructor} {toString}");
  });
});

describe("startLanguage: the language js/engine/boot.js chose, when the site has it", () => {
  test("English needs no catalog", async () => {
    const i18n = await load("en:English,fr:Français");
    globalThis.factorgamesBoot = { lang: "en" };
    assert.equal(await i18n.startLanguage(), "en");
    assert.deepEqual(fetched, []);
    assert.equal(globalThis.document.documentElement.lang, "en");
  });

  test("a language the site has: its catalog is loaded, t translates, the page says its language", async () => {
    const i18n = await load("en:English,fr:Français");
    globalThis.factorgamesBoot = { lang: "fr" };
    serve({ "locale/fr.json": { "Move {k} of {n}": "Coup {k} sur {n}", Hint: "Indice" } });
    assert.equal(await i18n.startLanguage(), "fr");
    assert.deepEqual(fetched, ["locale/fr.json"]);
    assert.equal(i18n.LANG, "fr");
    assert.equal(globalThis.document.documentElement.lang, "fr");
    assert.equal(i18n.t("Move {k} of {n}", { k: 2, n: 9 }), "Coup 2 sur 9");
    assert.equal(i18n.t("Not in the catalog"), "Not in the catalog");
    assert.equal(i18n.langKey(), "fr");
  });

  test("a language asked that the site does not have is English, and nothing is fetched", async () => {
    for (const lang of [
      "de",
      "../../evil",
      "fr/../../x",
      "constructor",
      "__proto__",
      "toString",
      "FR",
      "",
      null,
      42,
      undefined,
    ]) {
      const i18n = await load("en:English,fr:Français");
      globalThis.factorgamesBoot = { lang };
      assert.equal(await i18n.startLanguage(), "en", String(lang));
    }
    assert.deepEqual(fetched, []);
  });

  test("without boot.js's choice, English", async () => {
    const i18n = await load("en:English,fr:Français");
    assert.equal(await i18n.startLanguage(), "en");
    assert.deepEqual(fetched, []);
  });

  test("a catalog that cannot be loaded: English, said quietly", async () => {
    const warn = console.warn;
    const warnings = [];
    console.warn = (...args) => warnings.push(args);
    try {
      for (const answer of [404, 500, () => Promise.reject(new SyntaxError("not JSON"))]) {
        const i18n = await load("en:English,fr:Français");
        globalThis.factorgamesBoot = { lang: "fr" };
        serve({ "locale/fr.json": answer });
        assert.equal(await i18n.startLanguage(), "en");
        assert.equal(i18n.LANG, "en");
        assert.equal(globalThis.document.documentElement.lang, "en");
        assert.equal(i18n.langKey(), undefined);
      }
      assert.equal(warnings.length, 3);
    } finally {
      console.warn = warn;
    }
  });

  test("a catalog's inherited names are not translations ('constructor', 'toString')", async () => {
    const i18n = await load("en:English,fr:Français");
    globalThis.factorgamesBoot = { lang: "fr" };
    serve({ "locale/fr.json": { Hint: "Indice" } });
    await i18n.startLanguage();
    assert.equal(i18n.t("constructor"), "constructor");
    assert.equal(i18n.t("toString"), "toString");
    assert.equal(i18n.t("__proto__"), "__proto__");
  });

  test("an empty translation falls back to the English", async () => {
    const i18n = await load("en:English,fr:Français");
    globalThis.factorgamesBoot = { lang: "fr" };
    serve({ "locale/fr.json": { Hint: "" } });
    await i18n.startLanguage();
    assert.equal(i18n.t("Hint"), "Hint");
  });
});

describe("translatePage", () => {
  async function french(catalog) {
    const i18n = await load("en:English,fr:Français");
    globalThis.factorgamesBoot = { lang: "fr" };
    serve({ "locale/fr.json": catalog });
    await i18n.startLanguage();
    return i18n;
  }

  test("text known to the catalog is translated in place, keeping its spaces around", async () => {
    const i18n = await french({ "New game": "Nouvelle partie", "Who's winning": "Qui gagne" });
    const texts = [textNode("\n    New   game\n  "), textNode("Who's winning"), textNode("Unknown"), textNode("   ")];
    i18n.translatePage(root(texts));
    assert.deepEqual(
      texts.map((node) => node.nodeValue),
      ["\n    Nouvelle partie\n  ", "Qui gagne", "Unknown", "   "],
    );
  });

  test("labels, titles, placeholders and alt texts are translated; other attributes are not", async () => {
    const i18n = await french({
      Undo: "Annuler",
      Board: "Plateau",
      Search: "Chercher",
      Logo: "Logo FG",
      Hint: "Indice",
    });
    const el = element({
      "aria-label": " Undo ",
      title: "Board",
      placeholder: "Search",
      alt: "Logo",
      "data-x": "Hint",
      value: "Hint",
    });
    i18n.translatePage(root([], [el]));
    assert.deepEqual(el.attributes, {
      "aria-label": "Annuler",
      title: "Plateau",
      placeholder: "Chercher",
      alt: "Logo FG",
      "data-x": "Hint",
      value: "Hint",
    });
  });

  test("the page is read as text only: a translation with markup stays text", async () => {
    const i18n = await french({ Hint: "<img src=x onerror=alert(1)>" });
    const texts = [textNode("Hint")];
    i18n.translatePage(root(texts));
    assert.equal(texts[0].nodeValue, "<img src=x onerror=alert(1)>");
  });
});

describe("langKey and chooseLanguage", () => {
  test("the address's lang key: none for English", async () => {
    const { langKey } = await load("en:English,fr:Français");
    assert.equal(langKey("en"), undefined);
    assert.equal(langKey("fr"), "fr");
    assert.equal(langKey(), undefined, "the page's language, English before startLanguage");
  });

  test("a language the site has is remembered; any other is not", async () => {
    const { chooseLanguage } = await load("en:English,fr:Français");
    for (const code of ["de", "constructor", "__proto__", "", "FR", "fr "]) chooseLanguage(code);
    assert.equal(globalThis.window.localStorage.getItem("factorgames:lang"), null);
    chooseLanguage("fr");
    assert.equal(globalThis.window.localStorage.getItem("factorgames:lang"), "fr");
    chooseLanguage("en");
    assert.equal(globalThis.window.localStorage.getItem("factorgames:lang"), "en");
  });
});

describe("playerName (js/game/names.js)", () => {
  test("the view's name for the player, else 'Player n'", async () => {
    globalThis.document = fakeDocument("en:English");
    const { playerName } = await import("../../js/game/names.js");
    const view = { players: { 1: "You", 2: "Computer" } };
    assert.equal(playerName(view, 1), "You");
    assert.equal(playerName(view, "2"), "Computer");
    assert.equal(playerName({ players: {} }, 2), "Player 2");
    assert.equal(playerName({ players: { 1: "" } }, 1), "Player 1");
  });
});
