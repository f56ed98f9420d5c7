// js/engine/packed-files.js: Pyodide's WebAssembly compiled from the bytes a visit kept (Cache Storage's own
// response, checked by its hash in parallel) or from the packed file decoded as it downloads; what a
// visit decoded kept only when it is Pyodide's; a packed file that does not decode said as a download
// failure before the compile fails. (The kept bytes are compiled and read again by js/engine/worker.js.)
// Tested with a fake Cache Storage, a fake decoder (its "packed"
// file is the plain bytes, or a stream that breaks) and compilers that record what they were given.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { createHash } from "node:crypto";

import { pyodideWasm, unpacked } from "../../js/engine/packed-files.js";

const FILES = "https://fg.example/site/pyodide/0.0/";
const WASM = `${FILES}pyodide.asm.wasm`;
const WASM_XZ = `${WASM}.xz`;
const CACHE = "factorgames-pyodide-0.0";
const PYODIDES = new Uint8Array([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0, 42]);
const sha = (bytes) => createHash("sha256").update(bytes).digest("hex");

let kept; // the fake cache's entries: href -> bytes and headers
let said; // what downloadFailed was told
let compiled; // what each compiler was given: ["reported" | "quietly", response]

beforeEach(() => {
  kept = new Map();
  said = [];
  compiled = [];
  globalThis.caches = {
    async open(name) {
      assert.equal(name, CACHE);
      return {
        async match(href) {
          const entry = kept.get(href);
          return entry && new Response(entry.bytes, { headers: entry.headers });
        },
        async put(href, response) {
          kept.set(href, {
            bytes: new Uint8Array(await response.arrayBuffer()),
            headers: Object.fromEntries(response.headers),
          });
        },
        async delete(href) {
          return kept.delete(href);
        },
      };
    },
  };
});

/** A decoder whose packed file is the plain bytes (or, `broken`, a stream that fails half-way). */
function fakeDecoder({ broken = false } = {}) {
  class XzReadableStream extends ReadableStream {
    constructor(packed) {
      const reader = packed.getReader();
      super({
        async pull(controller) {
          const { done, value } = await reader.read();
          if (broken) throw new Error("get_next_output failed with error code 7");
          if (done) controller.close();
          else controller.enqueue(value);
        },
      });
    }
  }
  return { XzReadableStream };
}

function source({ found, decoder = Promise.resolve(fakeDecoder()), packed = PYODIDES } = {}) {
  const fetched = [];
  const wasm = pyodideWasm({
    source: Promise.resolve(found || { kept: null }),
    decoder,
    cacheName: CACHE,
    url: WASM,
    packedUrl: WASM_XZ,
    sha256: sha(PYODIDES),
    fetchIt: async (url) => {
      fetched.push(url);
      return new Response(packed);
    },
    compileReported: async (response) => {
      compiled.push(["reported", await response]);
      return "module";
    },
    downloadFailed: (detail) => said.push(detail),
  });
  return { wasm, fetched };
}

/** What the worker's first part makes of bytes kept by an earlier visit: their module (compiled from
    Cache Storage's response) and their SHA-256 (read again). */
const keptWasm = (bytes) => ({
  module: Promise.resolve("kept module"),
  digest: crypto.subtle.digest("SHA-256", bytes),
});

test("bytes kept by an earlier visit are the module, once their hash is found to be Pyodide's", async () => {
  kept.set(WASM, { bytes: PYODIDES, headers: { "content-type": "application/wasm" } });
  const { wasm, fetched } = source({ found: { kept: keptWasm(PYODIDES) } });
  assert.equal(await wasm.module, "kept module");
  assert.deepEqual(compiled, [], "nothing compiled again");
  assert.deepEqual(fetched, [], "nothing downloaded");
  await wasm.keep();
  assert.deepEqual([...kept.keys()], [WASM], "nothing written again");
});

test("kept bytes that are not Pyodide's are dropped, and the packed file is downloaded and decoded", async () => {
  const spoilt = PYODIDES.map((b, i) => (i === 8 ? 43 : b));
  kept.set(WASM, { bytes: spoilt, headers: { "content-type": "application/wasm" } });
  const warned = [];
  const warn = console.warn;
  console.warn = (...args) => warned.push(args.join(" "));
  try {
    const { wasm, fetched } = source({ found: { kept: keptWasm(spoilt) } });
    assert.equal(await wasm.module, "module");
    assert.deepEqual(fetched, [WASM_XZ]);
    assert.deepEqual(
      compiled.map(([how]) => how),
      ["reported"],
    );
    assert.ok(!kept.has(WASM), "the spoilt entry is deleted");
    assert.equal(compiled[0][1].headers.get("content-type"), "application/wasm");
    await wasm.keep();
    assert.deepEqual([...kept.get(WASM).bytes], [...PYODIDES], "Pyodide's own kept in its place");
  } finally {
    console.warn = warn;
  }
  assert.ok(warned.some((line) => line.includes("dropped")));
  assert.deepEqual(said, [], "no failure said: the page never knew");
});

test("a first visit decodes the packed file as a stream into the compiler, and keeps it after the answer", async () => {
  const { wasm, fetched } = source();
  assert.equal(await wasm.module, "module");
  assert.deepEqual(fetched, [WASM_XZ]);
  const [[how, response]] = compiled;
  assert.equal(how, "reported");
  assert.equal(response.headers.get("content-type"), "application/wasm");
  assert.deepEqual([...new Uint8Array(await response.arrayBuffer())], [...PYODIDES]);
  assert.ok(!kept.has(WASM), "not kept before keep()");
  await wasm.keep();
  assert.equal(kept.get(WASM).headers["content-type"], "application/wasm");
  assert.deepEqual([...kept.get(WASM).bytes], [...PYODIDES]);
  await wasm.keep(); // a second call keeps nothing more
});

test("decoded bytes that are not Pyodide's are not kept", async () => {
  const warn = console.warn;
  console.warn = () => {};
  try {
    const { wasm } = source({ packed: new Uint8Array([1, 2, 3]) });
    await wasm.module;
    await wasm.keep();
  } finally {
    console.warn = warn;
  }
  assert.ok(!kept.has(WASM));
});

test("a packed file that does not decode is said as a damaged download before the compile fails", async () => {
  const { wasm } = source({ decoder: Promise.resolve(fakeDecoder({ broken: true })) });
  // The compiler reads the stream it is given, as the browser's does.
  await assert.rejects(
    (async () => {
      await wasm.module;
      await compiled[0][1].arrayBuffer();
    })(),
  );
  assert.equal(said.length, 1);
  assert.match(said[0], /pyodide\.asm\.wasm\.xz: damaged/);
  await wasm.keep();
  assert.ok(!kept.has(WASM), "nothing damaged is kept");
});

test("a decoder that cannot be loaded is said as a download failure", async () => {
  const decoder = Promise.reject(new Error("404"));
  decoder.catch(() => {});
  const { wasm } = source({ decoder });
  await assert.rejects(wasm.module);
  assert.equal(said.length, 1);
  assert.match(said[0], /the decoder of .*pyodide\.asm\.wasm\.xz: 404/);
});

test("a packed zip is decoded whole, and one that is not a whole zip is said as a damaged download", async () => {
  // The smallest whole zip: its end record alone.
  const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]);
  const unpacking = (bytes) => ({
    fetchIt: async () => new Response(bytes),
    decoder: Promise.resolve(fakeDecoder()),
    downloadFailed: (detail) => said.push(detail),
  });
  const url = "https://fg.example/site/py/python_stdlib.pyc.zip.xz";
  assert.deepEqual([...new Uint8Array(await unpacked(url, unpacking(zip)))], [...zip]);
  assert.deepEqual(said, []);
  await assert.rejects(unpacked(url, unpacking(zip.slice(0, 10))));
  assert.deepEqual(said, ["/site/py/python_stdlib.pyc.zip.xz: damaged (no end record)"]);
});
