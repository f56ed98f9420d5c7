// js/game/score.js: the session's score for one game and its settings. A stored score is believed
// only if this page could have written it; each finished game (by its address) counts once.
import { test, describe, beforeEach } from "node:test";
import assert from "node:assert/strict";

import { FakeStorage, fakeWindow } from "./fake-storage.mjs";
import { countWin, loadScore, resetScore } from "../../js/game/score.js";

const KEY = "factor:30";
const STORED = `factorgames:score:${KEY}`;
const EMPTY = { tally: {}, counted: [], games: 0 };

let session;
beforeEach(() => {
  session = new FakeStorage();
  globalThis.window = fakeWindow({ session });
});

const store = (value) => session.setItem(STORED, typeof value === "string" ? value : JSON.stringify(value));

describe("loadScore", () => {
  test("no score kept: nothing won, nothing counted", () => {
    assert.deepEqual(loadScore(KEY), EMPTY);
  });

  test("a plausible score is read back, its own fields only", () => {
    store({ tally: { 1: 2, 2: 1 }, counted: ["a", "b"], games: 4, extra: "x" });
    assert.deepEqual(loadScore(KEY), { tally: { 1: 2, 2: 1 }, counted: ["a", "b"], games: 4 });
  });

  test("the score is the session's, per key", () => {
    store({ tally: { 1: 1 }, counted: ["a"], games: 1 });
    assert.deepEqual(loadScore("other"), EMPTY);
    globalThis.window = fakeWindow({ local: session });
    assert.deepEqual(loadScore(KEY), EMPTY, "not read from localStorage");
  });

  test("a score this page could not have written is not believed", () => {
    const implausible = {
      "more wins than games": { tally: { 1: 3, 2: 2 }, counted: [], games: 4 },
      "more counted than games": { tally: {}, counted: ["a", "b"], games: 1 },
      "negative wins": { tally: { 1: -1, 2: 2 }, counted: [], games: 2 },
      "fractional wins": { tally: { 1: 0.5 }, counted: [], games: 1 },
      "wins as text": { tally: { 1: "1" }, counted: [], games: 1 },
      "wins null": { tally: { 1: null }, counted: [], games: 1 },
      "games as text": { tally: {}, counted: [], games: "3" },
      "fractional games": { tally: {}, counted: [], games: 1.5 },
      "negative games": { tally: {}, counted: [], games: -1 },
      "games unsafe": { tally: {}, counted: [], games: 2 ** 53 },
      "games missing": { tally: {}, counted: [] },
      "counted not a list": { tally: {}, counted: "abc", games: 3 },
      "counted holds a number": { tally: {}, counted: [1], games: 3 },
      "counted holds a huge address": { tally: {}, counted: ["x".repeat(20000)], games: 3 },
      "more than 200 counted": { tally: {}, counted: Array.from({ length: 201 }, (_, k) => `g${k}`), games: 500 },
      "tally missing": { counted: [], games: 0 },
      "tally null": { tally: null, counted: [], games: 0 },
      "tally as text": { tally: "1", counted: [], games: 1 },
    };
    for (const [name, value] of Object.entries(implausible)) {
      store(value);
      assert.deepEqual(loadScore(KEY), EMPTY, name);
    }
    for (const text of ["{", "null", "[]", "3", '"score"', ""]) {
      store(text);
      assert.deepEqual(loadScore(KEY), EMPTY, text);
    }
  });

  test("the limits themselves are plausible: 200 counted, a 19999-character address, wins equal to games", () => {
    store({ tally: { 1: 150, 2: 50 }, counted: Array.from({ length: 200 }, (_, k) => `g${k}`), games: 200 });
    assert.equal(loadScore(KEY).games, 200);
    store({ tally: {}, counted: ["x".repeat(19999)], games: 1 });
    assert.equal(loadScore(KEY).counted[0].length, 19999);
  });
});

describe("countWin and resetScore", () => {
  test("a win is counted for its player", () => {
    countWin(KEY, "game=a", 1);
    countWin(KEY, "game=b", 2);
    countWin(KEY, "game=c", 1);
    assert.deepEqual(loadScore(KEY), { tally: { 1: 2, 2: 1 }, counted: ["game=a", "game=b", "game=c"], games: 3 });
  });

  test("the same finished game is counted once", () => {
    countWin(KEY, "game=a", 1);
    countWin(KEY, "game=a", 1);
    countWin(KEY, "game=a", 2);
    assert.deepEqual(loadScore(KEY), { tally: { 1: 1 }, counted: ["game=a"], games: 1 });
  });

  test("only the last 200 addresses are remembered, but every game counts", () => {
    for (let k = 0; k < 205; k += 1) countWin(KEY, `game=${k}`, 1 + (k % 2));
    const score = loadScore(KEY);
    assert.equal(score.games, 205);
    assert.equal(score.counted.length, 200);
    assert.equal(score.counted[0], "game=5");
    assert.equal(score.tally[1] + score.tally[2], 205);
  });

  test("counting over an implausible score starts from nothing", () => {
    store({ tally: { 1: 99 }, counted: [], games: 1 });
    countWin(KEY, "game=a", 2);
    assert.deepEqual(loadScore(KEY), { tally: { 2: 1 }, counted: ["game=a"], games: 1 });
  });

  test("reset starts the score again, for that key only", () => {
    countWin(KEY, "game=a", 1);
    countWin("other", "game=a", 1);
    resetScore(KEY);
    assert.deepEqual(loadScore(KEY), EMPTY);
    assert.equal(loadScore("other").games, 1);
  });
});
