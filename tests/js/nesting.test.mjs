// js/bots/nesting.js: how deep data nests, found without recursion (a league kept on the device that
// nests deeper than the page's own is dropped before JSON.stringify or a structured clone meets it).
import { test } from "node:test";
import assert from "node:assert/strict";

import { nestsAtMost } from "../../js/bots/nesting.js";

test("plain values and a league as the page keeps it nest within bounds", () => {
  assert.equal(nestsAtMost("text", 0), true);
  assert.equal(nestsAtMost([], 0), false);
  assert.equal(nestsAtMost([], 1), true);
  const league = { bots: [{ id: "bot1", name: "Ana", code: "x" }], results: [{ players: ["bot1", "easy"] }] };
  assert.equal(nestsAtMost(league, 4), true);
  assert.equal(nestsAtMost(league, 3), false);
});

test("data nested far deeper than any stack is measured without overflowing one", () => {
  let deep = [];
  for (let k = 0; k < 200_000; k++) deep = [deep];
  assert.throws(() => JSON.stringify(deep), RangeError); // what the guard spares the page
  assert.equal(nestsAtMost({ bots: [], results: deep }, 6), false);
});
