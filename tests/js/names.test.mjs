// js/shared/names.js: the names the site's scripts share (caches, storage keys, the worker's name),
// defined once. The classic scripts cannot import them (js/engine/boot.js, js/offline/sw.template.js):
// they hold placeholders the build fills from names.js (a copy changed in one place only would lose
// the snapshot, the reader's language or the offline cache without an error).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";

import * as names from "../../js/shared/names.js";

const source = (path) => readFile(new URL(`../../${path}`, import.meta.url), "utf8");
/** Whether `text` holds `value` as a quoted string literal. */
const spells = (text, value) => [`"${value}"`, `'${value}'`, `\`${value}\``].some((quoted) => text.includes(quoted));

test("every cache the site keeps begins with the offline cache's prefix (it deletes the others of its own)", () => {
  assert.ok(names.SNAPSHOT_CACHE.startsWith(names.CACHE_PREFIX));
  assert.ok(names.PYODIDE_CACHE_PREFIX.startsWith(names.CACHE_PREFIX));
});

test("the snapshot cache is not one of Pyodide's (the offline cache keeps those per version)", () => {
  assert.ok(!names.SNAPSHOT_CACHE.startsWith(names.PYODIDE_CACHE_PREFIX));
});

/** The placeholders "__NAME__" a classic script holds for the shared names (build.py writes the values). */
const placeholders = (text) => [...text.matchAll(/"__([A-Z_]+)__"/g)].map((m) => m[1]).filter((n) => n in names);

test("js/engine/boot.js holds the language key, the snapshot cache and the reading worker's name as placeholders, never a copy", async () => {
  const boot = await source("js/engine/boot.js");
  for (const name of ["LANG_KEY", "SNAPSHOT_CACHE", "READ_BY_PAGE"]) {
    assert.ok(placeholders(boot).includes(name), `"__${name}__" in boot.js`);
    assert.ok(!spells(boot, names[name]), `no copy of ${name} (${names[name]}) in boot.js`);
  }
});

test("the service worker's template holds the snapshot cache and the prefix as placeholders, never a copy", async () => {
  const sw = await source("js/offline/sw.template.js");
  for (const name of ["SNAPSHOT_CACHE", "CACHE_PREFIX"]) {
    assert.ok(placeholders(sw).includes(name), `"__${name}__" in sw.template.js`);
    assert.ok(!spells(sw, names[name]), `no copy of ${name} in sw.template.js`);
  }
});

test("the shared names are plain double-quoted strings, as the build reads them (sitebuild/shared_names.py)", async () => {
  const text = await source("js/shared/names.js");
  const read = Object.fromEntries(
    [...text.matchAll(/^export const ([A-Z_]+) = "([^"\\]*)";/gm)].map((m) => [m[1], m[2]]),
  );
  const constants = Object.fromEntries(Object.entries(names).filter(([, value]) => typeof value === "string"));
  assert.deepEqual(read, constants);
});

test("snapshotKey: snapshot/<Pyodide's version>/<build>.bin under the site's root", () => {
  assert.equal(
    names.snapshotKey("https://fg.example/site/", "0.27.1", "abc123"),
    "https://fg.example/site/snapshot/0.27.1/abc123.bin",
  );
  assert.equal(
    names.snapshotKey(new URL("https://fg.example/"), "314.0.7", "b"),
    "https://fg.example/snapshot/314.0.7/b.bin",
  );
});

test("snapshotKey: each version and each build has a key of its own", () => {
  const site = "https://fg.example/site/";
  const keys = new Set([
    names.snapshotKey(site, "1", "a"),
    names.snapshotKey(site, "2", "a"),
    names.snapshotKey(site, "1", "b"),
    names.snapshotKey("https://fg.example/other/", "1", "a"),
  ]);
  assert.equal(keys.size, 4);
});

test("snapshotKey of the worker's site root is the key boot.js computes from its own address", () => {
  // host.js: snapshotKey(new URL("../../", its own URL), ...); boot.js: new URL(`../../snapshot/...`, its src).
  for (const root of ["https://fg.example/", "https://fg.example/deep/site/", "http://localhost:8000/"]) {
    const host = new URL("js/engine/host.js", root);
    const boot = new URL("js/engine/boot.js", root);
    assert.equal(
      names.snapshotKey(new URL("../../", host), "0.1", "B"),
      new URL("../../snapshot/0.1/B.bin", boot).href,
      root,
    );
  }
});
