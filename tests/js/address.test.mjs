// js/shared/address.js: the address after '#' split into the game's share code and the page's
// keys, and joined back. An address is a stranger's link: nothing in it may turn into another key.
import { test, describe, beforeEach } from "node:test";
import assert from "node:assert/strict";

import { currentHash, joinAddress, setAddress, splitAddress } from "../../js/shared/address.js";

const PAGE_KEYS = ["controls", "from", "tools", "present", "id", "lang"];

/** What a reader of the query (Python's parse_qs, URLSearchParams) sees in `text`. */
const entries = (text) => [...new URLSearchParams(text)];

describe("splitAddress", () => {
  test("a game's code alone stays the game, with no page keys", () => {
    assert.deepEqual(splitAddress("game=factor&n=30&moves=12,6"), { game: "game=factor&n=30&moves=12,6", page: {} });
  });

  test("every page key is taken out of the game, whatever its place", () => {
    const hash = "controls=hint,undo&game=factor&from=3&tools=web&n=30&present=1&id=abc123&lang=fr";
    const { game, page } = splitAddress(hash);
    assert.equal(game, "game=factor&n=30");
    assert.deepEqual(page, { controls: "hint,undo", from: "3", tools: "web", present: "1", id: "abc123", lang: "fr" });
  });

  test("the empty address gives an empty game and no page keys", () => {
    assert.deepEqual(splitAddress(""), { game: "", page: {} });
  });

  test("empty parts between '&' are dropped", () => {
    assert.deepEqual(splitAddress("&&a=1&&&b=2&"), { game: "a=1&b=2", page: {} });
  });

  test("a key without '=' and a key with an empty value are both written bare in the game", () => {
    assert.equal(splitAddress("flag&other=").game, "flag&other");
  });

  test("a page key given empty is kept as the empty string (not dropped)", () => {
    assert.deepEqual(splitAddress("controls=&a=1").page, { controls: "" });
    assert.deepEqual(splitAddress("controls").page, { controls: "" });
  });

  test("a repeated page key: the last one counts", () => {
    assert.deepEqual(splitAddress("lang=fr&controls=hint&lang=de").page, { lang: "de", controls: "hint" });
  });

  test("repeated game keys are all kept, in their order", () => {
    assert.equal(splitAddress("m=1&controls=x&m=2&m=1").game, "m=1&m=2&m=1");
  });

  test("page keys are matched exactly: another case or a prefix is the game's", () => {
    const { game, page } = splitAddress("Controls=hint&LANG=fr&controlsx=1&xlang=fr&%20id=1");
    assert.deepEqual(page, {});
    assert.deepEqual(
      entries(game).map(([key]) => key),
      ["Controls", "LANG", "controlsx", "xlang", " id"],
    );
  });

  test("a value encoded once is decoded once: moves=48%26range%3D1-9 stays one value of the game", () => {
    const { game, page } = splitAddress("moves=48%26range%3D1-9&lang=fr");
    assert.deepEqual(entries(game), [["moves", "48&range=1-9"]]);
    assert.equal(game, "moves=48%26range%3D1-9");
    assert.deepEqual(page, { lang: "fr" });
  });

  test("a page key hidden in an encoded value does not become a page key", () => {
    const { game, page } = splitAddress("a=1%26controls%3Dreview&b=%26lang%3Dxx");
    assert.deepEqual(page, {});
    assert.deepEqual(entries(game), [
      ["a", "1&controls=review"],
      ["b", "&lang=xx"],
    ]);
  });

  test("an encoded page key's name is a page key (the name is decoded too)", () => {
    assert.deepEqual(splitAddress("%63ontrols=undo").page, { controls: "undo" });
  });

  test("a page value is decoded ('+' is a space, %2C a comma)", () => {
    assert.deepEqual(splitAddress("controls=hint%2Cundo&from=a+b%20c").page, { controls: "hint,undo", from: "a b c" });
  });

  test("commas stay literal in the game's code", () => {
    assert.equal(splitAddress("moves=1%2C2,3").game, "moves=1,2,3");
  });

  test("the game keeps what its reader reads, for hostile and malformed parts", () => {
    const hostile = [
      "a=%ZZ&b=%&c=%2",
      "a=1+2&b=%2B",
      "x=<script>alert(1)</script>&y=\"'`",
      "a==b&=c&==",
      "k=%00%0A%0D",
      "name=%C3%A9t%C3%A9&n=%F0%9F%98%80",
      "bad=%ED%A0%80&bad2=%FF%FE",
      "a=\uD800b&c=\uDFFF",
      "__proto__=x&constructor=y&hasOwnProperty=z",
      "#a=1&?b=2",
      "a=1;b=2",
    ];
    for (const hash of hostile) {
      const { game, page } = splitAddress(hash);
      assert.deepEqual(page, {}, hash);
      assert.deepEqual(entries(game), entries(hash), hash);
    }
  });

  test("hostile key names do not touch the page object's prototype", () => {
    const { page } = splitAddress("__proto__=%7B%7D&constructor=1&prototype=2&controls=hint");
    assert.equal(Object.getPrototypeOf(page), Object.prototype);
    assert.deepEqual(Object.keys(page), ["controls"]);
    assert.equal({}.controls, undefined);
  });

  test("a long address is split without loss", () => {
    const moves = Array.from({ length: 5000 }, (_, k) => k + 2).join(",");
    const { game, page } = splitAddress(`moves=${moves}&controls=hint`);
    assert.equal(game, `moves=${moves}`);
    assert.deepEqual(page, { controls: "hint" });
  });
});

describe("joinAddress", () => {
  test("the game alone, when no page key is given", () => {
    assert.equal(joinAddress("game=factor&n=30"), "game=factor&n=30");
    assert.equal(joinAddress("game=factor&n=30", {}), "game=factor&n=30");
  });

  test("page keys follow the game in their fixed order, whatever the object's order", () => {
    const page = { lang: "fr", id: "abc", present: "1", tools: "web", from: "2", controls: "hint" };
    assert.equal(joinAddress("g=1", page), "g=1&controls=hint&from=2&tools=web&present=1&id=abc&lang=fr");
  });

  test("an empty page value is written as key= (kept, unlike an absent one)", () => {
    assert.equal(joinAddress("g=1", { controls: "" }), "g=1&controls=");
  });

  test("only string values are written: undefined, null, numbers, booleans, arrays, objects are left out", () => {
    const page = {
      controls: undefined,
      from: null,
      tools: 3,
      present: true,
      id: ["a"],
      lang: { toString: () => "fr" },
    };
    assert.equal(joinAddress("g=1", page), "g=1");
  });

  test("keys that are not the page's are ignored", () => {
    assert.equal(joinAddress("g=1", { game: "other", moves: "1", Lang: "fr", "lang ": "fr" }), "g=1");
  });

  test("an empty game gives the page keys alone, without a leading '&'", () => {
    assert.equal(joinAddress("", { lang: "fr" }), "lang=fr");
    assert.equal(joinAddress("", {}), "");
  });

  test("commas stay literal; '&', '=', '#', '%', spaces are encoded", () => {
    assert.equal(joinAddress("", { controls: "hint,undo" }), "controls=hint,undo");
    assert.equal(joinAddress("", { from: "a&lang=xx#y %z" }), "from=a%26lang%3Dxx%23y%20%25z");
  });

  test("a hostile page value cannot add a key when read back", () => {
    const joined = joinAddress("g=1", { controls: "hint&lang=evil&from=9", lang: "fr" });
    const { game, page } = splitAddress(joined);
    assert.equal(game, "g=1");
    assert.deepEqual(page, { controls: "hint&lang=evil&from=9", lang: "fr" });
  });
});

describe("round trips", () => {
  const cases = [
    "game=factor&n=30&moves=12,6,3",
    "moves=48%26range%3D1-9&controls=hint,undo&lang=fr",
    "a=1&controls=&b=2",
    "from=%C3%A9%20x&id=abc&present=1&tools=web,counts",
    "x=%ZZ&lang=de",
  ];

  test("split then join keeps the game and every page key", () => {
    for (const hash of cases) {
      const { game, page } = splitAddress(hash);
      const again = splitAddress(joinAddress(game, page));
      assert.deepEqual(again, { game, page }, hash);
    }
  });

  test("join then split gives back the page keys given, any text at all", () => {
    const values = ["", "hint,undo", "a&b=c", "%25", "+ +", "é😀", "#frag", "?q=1", "\u0000", "=&=&"];
    for (const value of values) {
      const page = Object.fromEntries(PAGE_KEYS.map((key) => [key, `${key}:${value}`]));
      assert.deepEqual(splitAddress(joinAddress("g=1", page)), { game: "g=1", page }, value);
    }
  });

  test("splitting is stable: a second split of the joined address changes nothing", () => {
    const { game, page } = splitAddress("b=2&a=1&lang=fr&b=3&controls=hint");
    const joined = joinAddress(game, page);
    assert.equal(joinAddress(...Object.values(splitAddress(joined))), joined);
  });
});

describe("currentHash and setAddress (a fake location and history)", () => {
  let replaced;
  beforeEach(() => {
    replaced = [];
    globalThis.location = { href: "https://fg.example/site/index.html#a=1", hash: "#a=1" };
    globalThis.history = { replaceState: (state, title, url) => replaced.push([state, title, url]) };
  });

  test("currentHash is the address after '#', still percent-encoded", () => {
    globalThis.location.hash = "#moves=48%26range%3D1-9";
    assert.equal(currentHash(), "moves=48%26range%3D1-9");
  });

  test("currentHash of an address without '#' is the empty hash", () => {
    globalThis.location.hash = "";
    assert.equal(currentHash(), "");
  });

  test("only the first '#' is taken off", () => {
    globalThis.location.hash = "##a=1";
    assert.equal(currentHash(), "#a=1");
  });

  test("setAddress replaces the history entry with the new hash, keeping the page's address", () => {
    setAddress("b=2&lang=fr");
    assert.equal(replaced.length, 1);
    assert.deepEqual(replaced[0], [null, "", "https://fg.example/site/index.html#b=2&lang=fr"]);
  });

  test("setAddress does nothing when the hash is already the one asked", () => {
    setAddress("a=1");
    assert.deepEqual(replaced, []);
  });

  test("setAddress never leaves the page's own address, whatever the hash says", () => {
    for (const hash of ["//evil.example/", "https://evil.example/", "/../../x", "javascript:alert(1)"]) {
      replaced = [];
      setAddress(hash);
      const url = new URL(replaced[0][2]);
      assert.equal(url.origin, "https://fg.example", hash);
      assert.equal(url.pathname, "/site/index.html", hash);
    }
  });
});
