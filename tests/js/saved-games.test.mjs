// js/game/saved-games.js: the games this device keeps, each under factorgames:game:<id>. An id comes
// from an address (a stranger's) or a tab's storage: only a short [a-z0-9] id is ever used as a key.
import { test, describe, beforeEach } from "node:test";
import assert from "node:assert/strict";

import { FakeStorage, blockedWindow, fakeWindow } from "./fake-storage.mjs";
import {
  newGameId,
  onSavedElsewhere,
  saveGame,
  savedGame,
  savedGames,
  takeOverOldSlot,
  validGameId,
} from "../../js/game/saved-games.js";

const PREFIX = "factorgames:game:";
const stored = (hash, time, over = false) => JSON.stringify({ hash, time, over });

let local;
beforeEach(() => {
  local = new FakeStorage();
  globalThis.window = fakeWindow({ local });
});

/** A game played for no class's task. */
const NO_TASK = { task: null, target: null };

describe("validGameId", () => {
  test("short ids of lower-case letters and digits are ids", () => {
    for (const id of ["a", "0", "abc123", "z".repeat(40), "0123456789abcdefghijklmnopqrstuvwxyz"]) {
      assert.equal(validGameId(id), id);
    }
  });

  test("anything else is null: empty, too long, other characters, not text", () => {
    const bad = [
      "",
      "a".repeat(41),
      "ABC",
      "abC",
      "a-b",
      "a_b",
      "a.b",
      "../x",
      "a/b",
      "a b",
      " abc",
      "abc\n",
      "\nabc",
      "abc\u0000",
      "ábc",
      "ａｂｃ",
      "%61",
      "__proto__",
      "a:b",
      "a&b=c",
      "١٢٣", // Arabic-Indic digits are not [0-9]
    ];
    for (const text of bad) assert.equal(validGameId(text), null, JSON.stringify(text));
    for (const value of [undefined, null, 123, ["abc"], { toString: () => "abc" }, new String("abc"), true]) {
      assert.equal(validGameId(value), null, String(value));
    }
  });
});

describe("newGameId", () => {
  test("a new id is valid, 12 characters", () => {
    for (let k = 0; k < 200; k += 1) {
      const id = newGameId();
      assert.equal(validGameId(id), id);
      assert.equal(id.length, 12);
    }
  });

  test("new ids differ", () => {
    const ids = new Set(Array.from({ length: 2000 }, newGameId));
    assert.equal(ids.size, 2000);
  });
});

describe("savedGame and savedGames", () => {
  test("a kept game is read with its id", () => {
    local.setItem(PREFIX + "abc", stored("game=factor&n=30", 5, true));
    assert.deepEqual(savedGame("abc"), { id: "abc", hash: "game=factor&n=30", time: 5, over: true });
  });

  test("an id that is not one is not looked up at all", () => {
    for (const id of ["../abc", "ABC", "", "a".repeat(41), null, undefined, "abc:def"]) {
      assert.equal(savedGame(id), null);
    }
    assert.deepEqual(local.reads, []);
  });

  test("a missing or damaged entry is null", () => {
    const entries = {
      missing: null,
      broken: '{"hash": "x", "time": 1, "over": fal',
      nohash: JSON.stringify({ time: 1, over: false }),
      numberhash: JSON.stringify({ hash: 3, time: 1, over: false }),
      texttime: JSON.stringify({ hash: "x", time: "1", over: false }),
      nulltime: JSON.stringify({ hash: "x", time: null, over: false }),
      textover: JSON.stringify({ hash: "x", time: 1, over: "false" }),
      noover: JSON.stringify({ hash: "x", time: 1 }),
      array: JSON.stringify(["x", 1, false]),
      number: "12",
      text: '"x"',
    };
    for (const [id, value] of Object.entries(entries)) {
      if (value !== null) local.setItem(PREFIX + id, value);
      assert.equal(savedGame(id), null, id);
    }
  });

  test("every game kept, newest first; damaged ones, bad ids and other keys left out", () => {
    local.setItem(PREFIX + "old", stored("a", 1));
    local.setItem(PREFIX + "new", stored("b", 30));
    local.setItem(PREFIX + "mid", stored("c", 20, true));
    local.setItem(PREFIX + "Bad!", stored("d", 40));
    local.setItem(PREFIX + "broken", "{");
    local.setItem("factorgames:game", "old slot");
    local.setItem("factorgames:score:x", stored("e", 50));
    local.setItem(PREFIX, stored("f", 60)); // no id at all
    assert.deepEqual(
      savedGames().map((game) => game.id),
      ["new", "mid", "old"],
    );
  });

  test("with storage blocked there are no games, and nothing throws", () => {
    globalThis.window = blockedWindow();
    const info = console.info;
    console.info = () => {};
    try {
      assert.deepEqual(savedGames(), []);
      assert.equal(savedGame("abc"), null);
      saveGame("abc", { hash: "x", over: false }, NO_TASK);
      takeOverOldSlot();
    } finally {
      console.info = info;
    }
  });
});

describe("saveGame", () => {
  test("keeps the view's address, the time, whether it is over and the class's task it is for", () => {
    const before = Date.now();
    saveGame("abc", { hash: "game=factor", over: false, other: "not kept" }, NO_TASK);
    const kept = JSON.parse(local.getItem(PREFIX + "abc"));
    assert.deepEqual(Object.keys(kept).sort(), ["hash", "over", "target", "task", "time"]);
    assert.equal(kept.task, null);
    assert.equal(kept.hash, "game=factor");
    assert.equal(kept.over, false);
    assert.ok(kept.time >= before && kept.time <= Date.now());
  });

  test("a class's task's game is kept with its task and the chain's length it asks for", () => {
    saveGame("abc", { hash: "game=longest-chain", over: false }, { task: "0123456789ab.1", target: 20 });
    const kept = savedGame("abc");
    assert.equal(kept.task, "0123456789ab.1");
    assert.equal(kept.target, 20);
  });

  test("saving a game again replaces it (no other game is dropped)", () => {
    for (let k = 0; k < 12; k += 1) local.setItem(PREFIX + `g${k}`, stored(`h${k}`, k));
    saveGame("g0", { hash: "again", over: true }, NO_TASK);
    assert.equal(savedGames().length, 12);
    assert.equal(savedGame("g0").hash, "again");
  });

  test("twelve games at most: the oldest finished one goes first, even before older unfinished ones", () => {
    for (let k = 0; k < 12; k += 1) local.setItem(PREFIX + `g${k}`, stored(`h${k}`, k + 1, k === 5 || k === 8));
    saveGame("fresh", { hash: "new", over: false }, NO_TASK);
    const ids = savedGames().map((game) => game.id);
    assert.equal(ids.length, 12);
    assert.ok(!ids.includes("g5"), "the oldest finished game was dropped");
    assert.ok(ids.includes("g0") && ids.includes("g8") && ids.includes("fresh"));
  });

  test("with no finished game, the oldest goes", () => {
    for (let k = 0; k < 12; k += 1) local.setItem(PREFIX + `g${k}`, stored(`h${k}`, 100 - k));
    saveGame("fresh", { hash: "new", over: false }, NO_TASK);
    const ids = savedGames().map((game) => game.id);
    assert.equal(ids.length, 12);
    assert.ok(!ids.includes("g11"));
  });

  test("more than twelve already kept (another tab): down to twelve", () => {
    for (let k = 0; k < 20; k += 1) local.setItem(PREFIX + `g${k}`, stored(`h${k}`, k + 1));
    saveGame("fresh", { hash: "new", over: false }, NO_TASK);
    const ids = savedGames().map((game) => game.id);
    assert.equal(ids.length, 12);
    assert.equal(ids[0], "fresh");
    assert.deepEqual(
      ids.slice(1),
      Array.from({ length: 11 }, (_, k) => `g${19 - k}`),
    );
  });
});

describe("takeOverOldSlot", () => {
  test("the old slot's game becomes the oldest game kept, and the slot is emptied", () => {
    local.setItem("factorgames:game", "game=factor&n=20");
    local.setItem(PREFIX + "abc", stored("x", 10));
    takeOverOldSlot();
    assert.equal(local.getItem("factorgames:game"), null);
    const games = savedGames();
    assert.equal(games.length, 2);
    assert.deepEqual({ ...games[1], id: undefined }, { id: undefined, hash: "game=factor&n=20", time: 0, over: false });
    assert.equal(validGameId(games[1].id), games[1].id);
  });

  test("without an old slot nothing changes", () => {
    local.setItem(PREFIX + "abc", stored("x", 10));
    takeOverOldSlot();
    assert.deepEqual([...local.map.keys()], [PREFIX + "abc"]);
  });

  test("an empty old slot is still taken over (an empty address is a game's)", () => {
    local.setItem("factorgames:game", "");
    takeOverOldSlot();
    assert.equal(savedGames().length, 1);
  });
});

describe("onSavedElsewhere", () => {
  test("another tab's save or drop of a game is heard with the game, or null; other keys are not", () => {
    const heard = [];
    onSavedElsewhere((id, game) => heard.push([id, game]));
    local.setItem(PREFIX + "abc", stored("x", 3));
    globalThis.window.dispatch("storage", { key: PREFIX + "abc" });
    globalThis.window.dispatch("storage", { key: PREFIX + "gone" });
    globalThis.window.dispatch("storage", { key: PREFIX + "../evil" });
    globalThis.window.dispatch("storage", { key: "factorgames:lang" });
    globalThis.window.dispatch("storage", { key: null });
    assert.deepEqual(heard, [
      ["abc", { id: "abc", hash: "x", time: 3, over: false }],
      ["gone", null],
      ["../evil", null],
      [null, null],
    ]);
  });
});
