// js/shared/controls.js: which controls an embed's address may ask for (embed.html#<game>&controls=hint,undo).
// The address is a stranger's: unknown, malformed and hostile names are dropped, never shown.
import { test } from "node:test";
import assert from "node:assert/strict";

// controls.js imports i18n.js, which reads the page's <meta name="factorgames-languages"> when imported.
globalThis.document = { querySelector: () => null };
const { CONTROLS, DEFAULT_CONTROLS, parseControls } = await import("../../js/shared/controls.js");

const IDS = ["hint", "undo", "new", "analysis", "strategy", "replay", "review", "standing", "counts", "web"];

test("the controls an embed can show, each once, each with its button's words", () => {
  assert.deepEqual(
    CONTROLS.map((c) => c.id),
    IDS,
  );
  for (const { id, label } of CONTROLS) assert.ok(typeof label === "string" && label.length > 0, id);
  assert.equal(CONTROLS.find((c) => c.id === "standing").label, "Who's winning");
});

test("the default is hint, undo, new game", () => {
  assert.deepEqual(DEFAULT_CONTROLS, ["hint", "undo", "new"]);
  for (const id of DEFAULT_CONTROLS) assert.ok(IDS.includes(id));
});

test("no controls key (null, undefined) gives the default", () => {
  assert.deepEqual(parseControls(null), ["hint", "undo", "new"]);
  assert.deepEqual(parseControls(undefined), ["hint", "undo", "new"]);
  assert.deepEqual(parseControls(), ["hint", "undo", "new"]);
});

test("the default given is a copy: changing it leaves the next one whole", () => {
  const first = parseControls(null);
  first.push("review");
  first.shift();
  assert.deepEqual(parseControls(null), ["hint", "undo", "new"]);
  assert.deepEqual(DEFAULT_CONTROLS, ["hint", "undo", "new"]);
});

test("a value that is not text gives the default (not a crash)", () => {
  for (const value of [3, true, ["review"], { split: () => ["review"] }, Symbol("x")]) {
    assert.deepEqual(parseControls(value), ["hint", "undo", "new"], String(typeof value));
  }
});

test("an empty controls key shows none", () => {
  assert.deepEqual(parseControls(""), []);
  assert.deepEqual(parseControls(",,,"), []);
  assert.deepEqual(parseControls("  "), []);
});

test("the names asked, in CONTROLS' order (not the address's)", () => {
  assert.deepEqual(parseControls("web,undo,hint"), ["hint", "undo", "web"]);
  assert.deepEqual(parseControls("review"), ["review"]);
  assert.deepEqual(parseControls(IDS.slice().reverse().join(",")), IDS);
});

test("a name asked twice is shown once", () => {
  assert.deepEqual(parseControls("undo,undo,UNDO, undo "), ["undo"]);
});

test("spaces around a name and its case do not matter", () => {
  assert.deepEqual(parseControls(" Hint ,\tUNDO\n, New "), ["hint", "undo", "new"]);
});

test("unknown names are dropped, known ones kept", () => {
  assert.deepEqual(parseControls("hint,solve,cheat,undo,admin"), ["hint", "undo"]);
});

test("malformed and hostile names are dropped", () => {
  const hostile = [
    "hint;undo",
    "hint undo",
    "hint|undo",
    "hi nt",
    "<script>hint</script>",
    "hint\u0000",
    "\u0068int\u200b",
    "ｈｉｎｔ",
    "constructor,__proto__,toString,hasOwnProperty,prototype",
    "controls=hint",
    "0,1,2,-1,length",
    "hint%2Cundo",
  ];
  for (const text of hostile) assert.deepEqual(parseControls(text), [], JSON.stringify(text));
});

test("a look-alike capital is not the control: 'HİNT' is not 'hint', 'HINT' is", () => {
  // "İ".toLowerCase() is "i̇" (two code points): "HİNT" is not "hint".
  assert.deepEqual(parseControls("HİNT"), []);
  assert.deepEqual(parseControls("HINT"), ["hint"]);
});

test("a very long list is read without trouble", () => {
  const text = Array.from(
    { length: 100000 },
    (_, k) => IDS[k % IDS.length] + "x".repeat(Math.floor(k / IDS.length) % 2),
  ).join(",");
  assert.deepEqual(parseControls(text), IDS);
});
