// js/engine/snapshot-store.js: the engine's memory snapshot packed without its empty pages for Cache
// Storage, and unpacked on a repeat visit. An entry cut short or damaged must be refused, never
// restored as a wrong memory.
import { test, describe, beforeEach } from "node:test";
import assert from "node:assert/strict";

import * as store from "../../js/engine/snapshot-store.js";
import { SNAPSHOT_CACHE } from "../../js/shared/names.js";

const { pack, unpack } = store;
const PAGE = 4096;
const MAGIC = 0x31534746;

/** A kept entry as readKept gives it: the packed bytes (an ArrayBuffer) and their length as the header's text. */
const entry = (packed, length = String(packed.byteLength)) => ({ bytes: packed.slice().buffer, length });

/** The packed header's words: [magic, memory length, runs, first page, pages, ...]. */
const words = (packed, n) => {
  const view = new DataView(packed.buffer, packed.byteOffset, packed.byteLength);
  return Array.from({ length: n }, (_, k) => view.getUint32(4 * k, true));
};

/** A packed entry written by hand: header words then `body` bytes. */
function handmade(header, body = new Uint8Array(0)) {
  const bytes = new Uint8Array(4 * header.length + body.length);
  const view = new DataView(bytes.buffer);
  header.forEach((word, k) => view.setUint32(4 * k, word, true));
  bytes.set(body, 4 * header.length);
  return bytes;
}

/** Deterministic bytes. */
function noise(length, seed = 1) {
  const out = new Uint8Array(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i += 1) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

describe("pack", () => {
  test("a memory of zeros packs to its header alone: magic, length, no runs", () => {
    const packed = pack(new Uint8Array(5 * PAGE));
    assert.equal(packed.byteLength, 12);
    assert.deepEqual(words(packed, 3), [MAGIC, 5 * PAGE, 0]);
  });

  test("the empty memory packs to a header", () => {
    const packed = pack(new Uint8Array(0));
    assert.deepEqual(words(packed, 3), [MAGIC, 0, 0]);
    assert.deepEqual(unpack(entry(packed)), new Uint8Array(0));
  });

  test("only the pages that are not zero are kept, each run as (first page, pages)", () => {
    const memory = new Uint8Array(6 * PAGE);
    memory[0] = 1; // page 0
    memory[2 * PAGE + 100] = 2; // page 2
    memory[3 * PAGE + PAGE - 1] = 3; // page 3, its last byte: the same run as page 2
    memory[5 * PAGE + 7] = 4; // page 5
    const packed = pack(memory);
    assert.deepEqual(words(packed, 9), [MAGIC, 6 * PAGE, 3, 0, 1, 2, 2, 5, 1]);
    assert.equal(packed.byteLength, 4 * 9 + 4 * PAGE);
  });

  test("the packed runs hold the pages' bytes, in order, after the header", () => {
    const memory = new Uint8Array(3 * PAGE);
    memory.set(noise(PAGE, 7), 2 * PAGE);
    const packed = pack(memory);
    assert.deepEqual(words(packed, 5), [MAGIC, 3 * PAGE, 1, 2, 1]);
    assert.deepEqual(packed.subarray(20), memory.subarray(2 * PAGE));
  });

  test("a byte that is not zero anywhere in a word keeps its page (not only the first byte)", () => {
    for (const at of [1, 2, 3, 4093, 4094, 4095]) {
      const memory = new Uint8Array(2 * PAGE);
      memory[PAGE + at] = 0x80;
      assert.deepEqual(words(pack(memory), 5), [MAGIC, 2 * PAGE, 1, 1, 1], `byte ${at}`);
    }
  });

  test("a last page cut short keeps its odd bytes (a length that is not a multiple of 4)", () => {
    for (const extra of [1, 2, 3, 5, 4095]) {
      const memory = new Uint8Array(PAGE + extra);
      memory[memory.length - 1] = 9;
      const packed = pack(memory);
      assert.deepEqual(words(packed, 5), [MAGIC, PAGE + extra, 1, 1, 1], `extra ${extra}`);
      assert.equal(packed.byteLength, 20 + extra);
      assert.deepEqual(unpack(entry(packed)), memory);
    }
  });

  test("a memory that is a view of a larger buffer packs only its own bytes", () => {
    const buffer = new Uint8Array(4 * PAGE).fill(0xff);
    const memory = buffer.subarray(PAGE, 3 * PAGE);
    memory.fill(0);
    memory[PAGE + 1] = 5;
    const packed = pack(memory);
    assert.deepEqual(words(packed, 5), [MAGIC, 2 * PAGE, 1, 1, 1]);
    assert.deepEqual(unpack(entry(packed)), memory);
  });

  test("a view that does not start on a 4-byte boundary is packed as well", () => {
    const buffer = new Uint8Array(3 * PAGE + 8);
    const memory = buffer.subarray(3, 3 + 2 * PAGE + 1);
    memory[0] = 1;
    memory[memory.length - 1] = 2;
    const packed = pack(memory);
    assert.deepEqual(words(packed, 7), [MAGIC, 2 * PAGE + 1, 2, 0, 1, 2, 1]);
    assert.deepEqual(unpack(entry(packed)), memory);
  });

  test("the memory packed is left as it was", () => {
    const memory = noise(3 * PAGE, 3);
    memory.fill(0, PAGE, 2 * PAGE);
    const before = memory.slice();
    pack(memory);
    assert.deepEqual(memory, before);
  });
});

describe("unpack", () => {
  test("round trip: sparse memories come back byte for byte", () => {
    for (const [pages, seed] of [
      [1, 1],
      [7, 2],
      [33, 3],
    ]) {
      const memory = new Uint8Array(pages * PAGE + (seed % 3));
      const bytes = noise(memory.length, seed);
      for (let page = 0; page * PAGE < memory.length; page += 1) {
        if (bytes[page * PAGE] % 3 === 0) {
          const start = page * PAGE;
          memory.set(bytes.subarray(start, Math.min(start + PAGE, memory.length)), start);
        }
      }
      const packed = pack(memory);
      assert.ok(packed.byteLength <= memory.length + 12 + 8 * pages);
      assert.deepEqual(unpack(entry(packed)), memory, `${pages} pages`);
    }
  });

  test("round trip: a memory with no page of zeros, and one all zeros", () => {
    const full = noise(4 * PAGE, 11);
    assert.deepEqual(unpack(entry(pack(full))), full);
    const empty = new Uint8Array(4 * PAGE);
    assert.deepEqual(unpack(entry(pack(empty))), empty);
  });

  test("the length kept must be the bytes' length, as text (the response's x-snapshot-bytes)", () => {
    const packed = pack(noise(PAGE));
    assert.throws(() => unpack(entry(packed, String(packed.byteLength + 1))), /cut short/);
    assert.throws(() => unpack(entry(packed, String(packed.byteLength - 1))), /cut short/);
    assert.throws(() => unpack(entry(packed, null)), /cut short/); // no header
    assert.throws(() => unpack(entry(packed, "")), /cut short/);
    assert.throws(() => unpack(entry(packed, ` ${packed.byteLength}`)), /cut short/);
    assert.throws(() => unpack(entry(packed, `0${packed.byteLength}`)), /cut short/);
  });

  test("an entry cut short (its length header agreeing) is refused", () => {
    const memory = new Uint8Array(3 * PAGE);
    memory[5] = 1;
    memory[2 * PAGE] = 1;
    const packed = pack(memory);
    for (const cut of [0, 3, 4, 11, 12, 19, 27, 28, 29, packed.byteLength - 1]) {
      assert.throws(() => unpack(entry(packed.subarray(0, cut))), Error, `cut at ${cut}`);
    }
  });

  test("an entry with bytes left over is refused", () => {
    const packed = pack(noise(PAGE));
    const longer = new Uint8Array(packed.byteLength + 1);
    longer.set(packed);
    assert.throws(() => unpack(entry(longer)), /left over/);
  });

  test("an entry another program wrote (wrong magic) is refused", () => {
    const packed = pack(noise(PAGE));
    for (const damage of [0, 1, 3]) {
      const bad = packed.slice();
      bad[damage] ^= 0x01;
      assert.throws(() => unpack(entry(bad)), /not one this site packed/);
    }
    assert.throws(() => unpack(entry(handmade([0x46475331, 0, 0]))), /not one this site packed/); // big-endian "FGS1"
  });

  test("a count of runs larger than the entry holds is refused", () => {
    const packed = pack(noise(2 * PAGE));
    const bad = packed.slice();
    new DataView(bad.buffer).setUint32(8, 2, true);
    assert.throws(() => unpack(entry(bad)));
    assert.throws(() => unpack(entry(handmade([MAGIC, PAGE, 0xffffffff]))), /cut short/);
  });

  test("a run outside the memory is refused", () => {
    const body = noise(PAGE);
    assert.throws(() => unpack(entry(handmade([MAGIC, PAGE, 1, 1, 1], body))), /do not fit/); // page 1 of a 1-page memory
    assert.throws(() => unpack(entry(handmade([MAGIC, 0, 1, 0, 1], body))), /do not fit/);
    assert.throws(() => unpack(entry(handmade([MAGIC, PAGE, 1, 0xffffffff, 1], body))), /do not fit/);
  });

  test("a memory larger than Pyodide's (2 GiB) is refused before any is made", () => {
    // A damaged entry saying 4 GiB of memory, all zeros, would otherwise be made (and restored).
    assert.throws(() => unpack(entry(handmade([MAGIC, 0xffffffff, 0]))), /larger than the memory it may hold/);
    assert.throws(
      () => unpack(entry(handmade([MAGIC, 2 ** 31 + 1, 1, 0, 1], noise(PAGE)))),
      /larger than the memory it may hold/,
    );
    assert.equal(unpack(entry(handmade([MAGIC, PAGE, 1, 0, 1], noise(PAGE)))).length, PAGE);
  });

  test("a memory larger than the limit asked for is refused (the bots' interpreters' snapshot, js/bots/sandbox.js)", () => {
    assert.throws(() => unpack(entry(handmade([MAGIC, 4 * PAGE, 1, 0, 1], noise(PAGE))), 3 * PAGE), /may hold/);
    assert.equal(unpack(entry(handmade([MAGIC, 3 * PAGE, 1, 0, 1], noise(PAGE))), 3 * PAGE).length, 3 * PAGE);
  });

  test("a run of no pages is refused", () => {
    assert.throws(() => unpack(entry(handmade([MAGIC, PAGE, 1, 0, 0]))), /do not fit/);
  });

  test("a run longer than the bytes that follow is refused", () => {
    const body = noise(PAGE);
    assert.throws(() => unpack(entry(handmade([MAGIC, 2 * PAGE, 1, 0, 2], body))), /do not fit/);
  });

  test("a run reaching past the memory's end is cut at the end (as pack writes a last short page)", () => {
    const body = noise(10, 5);
    const memory = unpack(entry(handmade([MAGIC, PAGE + 10, 1, 1, 0x7fffffff], body)));
    assert.equal(memory.length, PAGE + 10);
    assert.deepEqual(memory.subarray(PAGE), body);
    assert.ok(memory.subarray(0, PAGE).every((b) => b === 0));
  });

  test("an entry written by hand in the documented layout is read", () => {
    const a = noise(PAGE, 21);
    const b = noise(PAGE, 22);
    const body = new Uint8Array(2 * PAGE);
    body.set(a);
    body.set(b, PAGE);
    const memory = unpack(entry(handmade([MAGIC, 4 * PAGE, 2, 0, 1, 3, 1], body)));
    assert.deepEqual(memory.subarray(0, PAGE), a);
    assert.ok(memory.subarray(PAGE, 3 * PAGE).every((x) => x === 0));
    assert.deepEqual(memory.subarray(3 * PAGE), b);
  });
});

describe("the cache (a fake Cache Storage)", () => {
  let caches;
  let opened;

  function fakeCaches({ blocked = false } = {}) {
    const stores = new Map();
    opened = [];
    return {
      stores,
      async open(name) {
        if (blocked) throw new DOMException("blocked", "SecurityError");
        opened.push(name);
        if (!stores.has(name)) stores.set(name, new Map());
        const entries = stores.get(name);
        const keyOf = (request) => (typeof request === "string" ? request : request.url);
        return {
          async match(request) {
            return entries.get(keyOf(request))?.clone();
          },
          async put(request, response) {
            entries.set(keyOf(request), response);
          },
          async keys() {
            return [...entries.keys()].map((url) => new Request(url));
          },
          async delete(request) {
            return entries.delete(keyOf(request));
          },
        };
      },
      async keys() {
        if (blocked) throw new DOMException("blocked", "SecurityError");
        return [...stores.keys()];
      },
    };
  }

  const KEY = "https://fg.example/snapshot/0.0/build1.bin";

  beforeEach(() => {
    caches = fakeCaches();
    globalThis.self = { caches };
  });

  test("the snapshot is kept in the cache names.js names, the one boot.js and the service worker use", async () => {
    await store.keep(KEY, noise(PAGE));
    assert.deepEqual([...caches.stores.keys()], [SNAPSHOT_CACHE]);
    assert.ok(caches.stores.get(SNAPSHOT_CACHE).has(KEY));
  });

  test("keep then readKept then unpack gives the memory back", async () => {
    const memory = new Uint8Array(5 * PAGE);
    memory.set(noise(PAGE, 9), 2 * PAGE);
    await store.keep(KEY, memory);
    assert.deepEqual(opened, ["factorgames-snapshot"]);
    const kept = await store.readKept(KEY);
    assert.equal(kept.length, String(12 + 8 + PAGE));
    assert.deepEqual(unpack({ bytes: await kept.bytes, length: kept.length }), memory);
  });

  test("keep stores the packed bytes (not the whole memory), with their length in x-snapshot-bytes", async () => {
    await store.keep(KEY, new Uint8Array(100 * PAGE));
    const response = caches.stores.get("factorgames-snapshot").get(KEY);
    assert.equal(response.headers.get("x-snapshot-bytes"), "12");
    assert.equal(response.headers.get("content-type"), "application/octet-stream");
    assert.equal((await response.clone().arrayBuffer()).byteLength, 12);
  });

  test("keep keeps only the latest entry: the others are deleted", async () => {
    await store.keep("https://fg.example/snapshot/0.0/old.bin", noise(PAGE));
    await store.keep("https://fg.example/snapshot/0.0/older.bin", noise(PAGE));
    await store.keep(KEY, noise(PAGE, 2));
    assert.deepEqual([...caches.stores.get("factorgames-snapshot").keys()], [KEY]);
  });

  test("readKept of a key not kept is null", async () => {
    await store.keep(KEY, noise(PAGE));
    assert.equal(await store.readKept("https://fg.example/snapshot/0.0/other.bin"), null);
  });

  test("with storage blocked: readKept is null, keep and drop do not throw, canKeep is false", async () => {
    globalThis.self = { caches: fakeCaches({ blocked: true }) };
    assert.equal(await store.readKept(KEY), null);
    await store.keep(KEY, noise(PAGE));
    await store.drop(KEY);
    assert.equal(await store.canKeep(), false);
  });

  test("without Cache Storage at all (globalThis.self.caches undefined) nothing throws", async () => {
    globalThis.self = {};
    assert.equal(await store.readKept(KEY), null);
    await store.keep(KEY, noise(PAGE));
    await store.drop(KEY);
    assert.equal(await store.canKeep(), false);
  });

  test("canKeep is true where Cache Storage answers", async () => {
    assert.equal(await store.canKeep(), true);
  });

  test("drop deletes the entry kept under the key", async () => {
    await store.keep(KEY, noise(PAGE));
    await store.drop(KEY);
    assert.equal(await store.readKept(KEY), null);
  });

  test("a kept entry damaged in the cache is refused by unpack", async () => {
    await store.keep(KEY, noise(2 * PAGE, 4));
    const cache = caches.stores.get("factorgames-snapshot");
    const bytes = new Uint8Array(await cache.get(KEY).clone().arrayBuffer());
    cache.set(KEY, new Response(bytes.subarray(0, 100), { headers: { "x-snapshot-bytes": String(bytes.length) } }));
    const kept = await store.readKept(KEY);
    const damaged = await kept.bytes;
    assert.throws(() => unpack({ bytes: damaged, length: kept.length }), /cut short/);
  });
});

describe("readByPage (the snapshot posted by boot.js)", () => {
  let listeners;
  const post = (data) => listeners.forEach((listener) => listener({ data }));

  beforeEach(() => {
    listeners = [];
    globalThis.self = { addEventListener: (type, listener) => type === "message" && listeners.push(listener) };
  });

  test("the length comes first, then the bytes", async () => {
    const read = store.readByPage();
    post({ type: "snapshot", length: "20" });
    const kept = await read;
    assert.equal(kept.length, "20");
    const bytes = new ArrayBuffer(20);
    post({ type: "snapshot", bytes });
    assert.equal(await kept.bytes, bytes);
  });

  test("a length of null: none is kept", async () => {
    const read = store.readByPage();
    post({ type: "snapshot", length: null });
    assert.equal(await read, null);
  });

  test("bytes of null: the page could not read them, and the bytes' promise fails", async () => {
    const read = store.readByPage();
    post({ type: "snapshot", length: "12" });
    const kept = await read;
    post({ type: "snapshot", bytes: null });
    await assert.rejects(kept.bytes, /could not read/);
  });

  test("other messages are not the snapshot's", async () => {
    const read = store.readByPage();
    post(null);
    post(undefined);
    post("snapshot");
    post({ type: "hello", length: "99" });
    post({ id: 1, request: "{}" });
    post({ type: "snapshot", length: "12" });
    assert.equal((await read).length, "12");
  });

  test("the bytes may come before anyone waits for them without an unhandled rejection", async () => {
    const read = store.readByPage();
    post({ type: "snapshot", length: "12" });
    post({ type: "snapshot", bytes: null }); // nobody awaits kept.bytes yet
    await new Promise((resolve) => setTimeout(resolve, 10));
    await assert.rejects((await read).bytes);
  });
});
