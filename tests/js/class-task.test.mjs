// js/shared/class-task.js: what a device keeps for a class's task. forgetAssignment is another
// pupil's fresh start on a shared device: it clears what was played for one assignment only.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";

import { FakeStorage, fakeWindow } from "./fake-storage.mjs";

// i18n.js (imported by class-task.js) reads the page's languages when it loads: a page without them.
globalThis.document = /** @type {any} */ ({ querySelector: () => null });
const { forgetAssignment, taskGames } = await import("../../js/shared/class-task.js");

const TASK = "factorgames:class:task:";
const GAME = "factorgames:game:";
const game = (task) => JSON.stringify({ hash: "game=nrich&moves=4", time: 1, over: false, task });

let local;
beforeEach(() => {
  local = new FakeStorage({
    [`${TASK}aaaaaaaaaaaa.0`]: JSON.stringify({ latest: "game=nrich&moves=4", ended: [] }),
    [`${TASK}aaaaaaaaaaaa.1`]: JSON.stringify({ latest: "", ended: ["id=08403d&moves=4&hint=1"] }),
    [`${TASK}bbbbbbbbbbbb.0`]: JSON.stringify({ latest: "game=nrich&moves=6", ended: [] }),
    [`${GAME}kim0`]: game("aaaaaaaaaaaa.0"),
    [`${GAME}kim1`]: game("aaaaaaaaaaaa.1"),
    [`${GAME}other`]: game("bbbbbbbbbbbb.0"),
    [`${GAME}free`]: game(null),
    [`${GAME}odd`]: game(7),
    [`${GAME}broken`]: "{not json",
    "factorgames:class:name": "Kim",
  });
  globalThis.window = fakeWindow({ local });
});

test("an assignment's tasks and the games played for them are forgotten, nothing else", () => {
  forgetAssignment("aaaaaaaaaaaa", 2);
  assert.deepEqual(taskGames("aaaaaaaaaaaa.0"), { latest: "", ended: [] });
  assert.deepEqual(taskGames("aaaaaaaaaaaa.1"), { latest: "", ended: [] });
  assert.equal(taskGames("bbbbbbbbbbbb.0").latest, "game=nrich&moves=6");
  const left = [...local.map.keys()].filter((key) => key.startsWith(GAME)).sort();
  assert.deepEqual(left, [`${GAME}broken`, `${GAME}free`, `${GAME}odd`, `${GAME}other`]);
  assert.equal(local.getItem("factorgames:class:name"), "Kim"); // (the Class page clears the name itself)
});

test("an id that is a prefix of another's clears only its own", () => {
  forgetAssignment("aaaaaaaaaaa", 2); // eleven a's: not the assignment above
  assert.equal(taskGames("aaaaaaaaaaaa.0").latest, "game=nrich&moves=4");
  assert.ok(local.getItem(`${GAME}kim0`));
});
