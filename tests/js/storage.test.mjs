// js/shared/storage.js: browser storage that never throws; the first failure is reported once.
import { test, describe, beforeEach } from "node:test";
import assert from "node:assert/strict";

import { FakeStorage, blockedWindow, fakeWindow } from "./fake-storage.mjs";

let fresh = 0;
/** A fresh copy of the module (its "reported once" state starts again). */
const load = () => import(`../../js/shared/storage.js?copy=${++fresh}`);

const quiet = () => {
  const info = console.info;
  console.info = () => {};
  return () => (console.info = info);
};

describe("with storage available", () => {
  let storage;
  beforeEach(async () => {
    storage = await load();
    globalThis.window = fakeWindow();
  });

  test("set, get and remove, in the area named", () => {
    assert.equal(storage.storageSet("local", "k", "v"), true);
    assert.equal(storage.storageGet("local", "k"), "v");
    assert.equal(storage.storageGet("session", "k"), null, "the areas are apart");
    storage.storageSet("session", "k", "s");
    assert.equal(globalThis.window.sessionStorage.getItem("k"), "s");
    storage.storageRemove("local", "k");
    assert.equal(storage.storageGet("local", "k"), null);
    assert.equal(storage.storageGet("session", "k"), "s");
  });

  test("any name other than 'session' is the local area", () => {
    storage.storageSet("Session", "k", "v");
    assert.equal(globalThis.window.localStorage.getItem("k"), "v");
  });

  test("storageKeys lists the keys that begin with the prefix, and only them", () => {
    globalThis.window = fakeWindow({
      local: new FakeStorage({ "fg:a": "1", "fg:b": "2", "fgx": "3", "other:fg:": "4", "FG:c": "5", "fg:": "6" }),
    });
    assert.deepEqual(storage.storageKeys("local", "fg:").sort(), ["fg:", "fg:a", "fg:b"]);
    assert.deepEqual(storage.storageKeys("local", "none:"), []);
  });

  test("storedJson gives a value that parses and passes `valid`, else null", () => {
    const valid = (value) => typeof value.n === "number";
    globalThis.window.localStorage.setItem("good", '{"n": 1}');
    globalThis.window.localStorage.setItem("bad", '{"n": "1"}');
    globalThis.window.localStorage.setItem("broken", '{"n": 1');
    globalThis.window.localStorage.setItem("null", "null");
    globalThis.window.localStorage.setItem("empty", "");
    assert.deepEqual(storage.storedJson("local", "good", valid), { n: 1 });
    for (const key of ["bad", "broken", "null", "empty", "missing"])
      assert.equal(storage.storedJson("local", key, valid), null, key);
  });

  test("storedJson is null when `valid` itself throws on a strange value", () => {
    globalThis.window.localStorage.setItem("n", "5");
    assert.equal(
      storage.storedJson("local", "n", (value) => value.a.b === 1),
      null,
    );
  });
});

describe("with storage blocked or full", () => {
  test("nothing throws: get is null, set is false, keys are none", async () => {
    const storage = await load();
    globalThis.window = blockedWindow();
    const restore = quiet();
    try {
      assert.equal(storage.storageGet("local", "k"), null);
      assert.equal(storage.storageSet("local", "k", "v"), false);
      storage.storageRemove("session", "k");
      assert.deepEqual(storage.storageKeys("local", ""), []);
      assert.equal(
        storage.storedJson("local", "k", () => true),
        null,
      );
    } finally {
      restore();
    }
  });

  test("a full storage: set is false", async () => {
    const storage = await load();
    const full = new FakeStorage();
    full.setItem = () => {
      throw new DOMException("full", "QuotaExceededError");
    };
    globalThis.window = fakeWindow({ local: full });
    const restore = quiet();
    try {
      assert.equal(storage.storageSet("local", "k", "v"), false);
    } finally {
      restore();
    }
  });

  test("the trouble is reported once, to the listener, even when it came before the listener", async () => {
    const storage = await load();
    globalThis.window = blockedWindow();
    const restore = quiet();
    try {
      storage.storageGet("local", "a");
      let heard = 0;
      storage.onStorageTrouble(() => (heard += 1));
      assert.equal(heard, 1, "a trouble before the listener is told at once");
      storage.storageSet("local", "a", "b");
      storage.storageKeys("session", "");
      assert.equal(heard, 1, "and only once");
    } finally {
      restore();
    }
  });

  test("no trouble, no report", async () => {
    const storage = await load();
    globalThis.window = fakeWindow();
    let heard = 0;
    storage.onStorageTrouble(() => (heard += 1));
    storage.storageSet("local", "a", "b");
    storage.storageGet("local", "a");
    assert.equal(heard, 0);
  });
});
