/* Where the engine's worker (js/engine/host.js) keeps its memory snapshot between visits (and the
   bots' page its interpreters', js/bots/sandbox.js, in a cache of its own): in Cache Storage, one
   entry at a time, packed without its empty pages (a 31 MB snapshot holds ~14 MB that
   are not zero), so that a repeat visit reads less than half the bytes before Python can restore.

   A kept entry is {bytes, length}: a promise of the packed bytes and the length they were kept with
   (the response's x-snapshot-bytes header). js/engine/boot.js reads one the same way for the worker while
   the worker starts, and posts it in two messages: {type: "snapshot", length} as soon as it is
   found (length null: none is kept), so that the worker starts Pyodide at once, then
   {type: "snapshot", bytes} (null: they could not be read). Packed: three little-endian words (MAGIC, the memory's length, the number of
   runs), then each run of non-zero pages as two words (first page, pages), then the runs' bytes. */

import { SNAPSHOT_CACHE } from "../shared/names.js";

/** A kept entry: a promise of the packed bytes, and the length they were kept with (null: unknown,
    which no bytes match).
    @typedef {{bytes: Promise<ArrayBuffer>, length: string | null}} Kept */
/** @typedef {import("./protocol.js").SnapshotBytesMessage} SnapshotBytesMessage */
/** @typedef {import("./protocol.js").ToWorker} ToWorker */
const MAGIC = 0x31534746; // "FGS1"
const PAGE = 4096;
/** The largest memory a snapshot may say it holds: Pyodide's WebAssembly memory stops at 2 GiB. */
const MAX_MEMORY = 2 ** 31;

/** Memory without its empty pages.
    @param {Uint8Array} memory
    @returns {Uint8Array<ArrayBuffer>} */
export function pack(memory) {
  const whole = memory.byteOffset % 4 === 0 ? memory : memory.slice();
  const words = new Uint32Array(whole.buffer, whole.byteOffset, whole.length >> 2);
  const pages = Math.ceil(whole.length / PAGE);
  /** @type {[number, number][]} each run of non-zero pages: its first page, and how many */
  const runs = [];
  let size = 0;
  for (let page = 0; page < pages; page += 1) {
    const start = page * PAGE;
    const end = Math.min(start + PAGE, whole.length);
    let used = false;
    for (let w = start >> 2; w < end >> 2 && !used; w += 1) used = words[w] !== 0;
    for (let b = end & ~3; b < end && !used; b += 1) used = whole[b] !== 0; // a last page's odd bytes
    if (!used) continue;
    const last = runs[runs.length - 1];
    if (last && last[0] + last[1] === page) last[1] += 1;
    else runs.push([page, 1]);
    size += end - start;
  }
  const head = 4 * (3 + 2 * runs.length);
  const packed = new Uint8Array(head + size);
  const header = new DataView(packed.buffer);
  [MAGIC, whole.length, runs.length].forEach((word, k) => header.setUint32(4 * k, word, true));
  let at = head;
  runs.forEach(([page, count], k) => {
    header.setUint32(12 + 8 * k, page, true);
    header.setUint32(16 + 8 * k, count, true);
    const bytes = whole.subarray(page * PAGE, Math.min((page + count) * PAGE, whole.length));
    packed.set(bytes, at);
    at += bytes.length;
  });
  return packed;
}

/** The memory a kept entry packed; throws when it is cut short or damaged, or says it holds more
    than `limit` bytes of memory.
    @param {{bytes: ArrayBuffer, length: string | null}} kept
    @param {number} [limit]
    @returns {Uint8Array} */
export function unpack({ bytes, length }, limit = MAX_MEMORY) {
  if (String(bytes.byteLength) !== length) throw new Error("the kept snapshot is cut short");
  const header = new DataView(bytes);
  /** @param {number} at */
  const word = (at) => {
    if (at + 4 > bytes.byteLength) throw new Error("the kept snapshot's header is cut short");
    return header.getUint32(at, true);
  };
  if (word(0) !== MAGIC) throw new Error("the kept snapshot is not one this site packed");
  const size = word(4);
  const runs = word(8);
  if (size > limit) throw new Error("the kept snapshot is larger than the memory it may hold");
  // Every run checked before any memory is made: its pages inside the memory, the runs' bytes
  // filling the entry exactly.
  let at = 12 + 8 * runs;
  /** @type {{from: number, to: number, at: number}[]} */
  const spans = [];
  for (let k = 0; k < runs; k += 1) {
    const from = word(12 + 8 * k) * PAGE;
    const to = Math.min(from + word(16 + 8 * k) * PAGE, size);
    if (to <= from || at + to - from > bytes.byteLength) throw new Error("the kept snapshot's pages do not fit");
    spans.push({ from, to, at });
    at += to - from;
  }
  if (at !== bytes.byteLength) throw new Error("the kept snapshot has bytes left over");
  const memory = new Uint8Array(size);
  for (const span of spans) memory.set(new Uint8Array(bytes, span.at, span.to - span.from), span.from);
  return memory;
}

/** The entry read by js/engine/boot.js for this worker, once found, or null when there is none.
    @returns {Promise<Kept | null>} */
export function readByPage() {
  /** @type {(message: SnapshotBytesMessage) => void} */
  let bytesCame; // (set at once, below)
  /** @type {Promise<ArrayBuffer>} */
  const bytes = new Promise((resolve, reject) => {
    bytesCame = (message) =>
      message.bytes ? resolve(message.bytes) : reject(new Error("the page could not read the kept snapshot"));
  });
  bytes.catch(() => {}); // handled where it is awaited (restore)
  return new Promise((resolve) => {
    self.addEventListener("message", (event) => {
      const data = /** @type {MessageEvent<ToWorker | null>} */ (event).data;
      if (!data || data.type !== "snapshot") return;
      if ("length" in data) resolve(data.length === null ? null : { bytes, length: data.length });
      else bytesCame(data);
    });
  });
}

/** The entry kept under `key`, once found, or null when there is none.
    @param {string} key
    @param {string} [cache] the cache it is kept in
    @returns {Promise<Kept | null>} */
export async function readKept(key, cache = SNAPSHOT_CACHE) {
  try {
    const response = await (await self.caches.open(cache)).match(key);
    if (!response) return null;
    const bytes = response.arrayBuffer();
    bytes.catch(() => {}); // handled where it is awaited (restore), maybe after it fails
    return { bytes, length: response.headers.get("x-snapshot-bytes") };
  } catch {
    return null; // storage blocked
  }
}

/** Keep `memory` (a snapshot just made) packed under `key`, and only it.
    @param {string} key
    @param {Uint8Array} memory
    @param {string} [cache] the cache to keep it in */
export async function keep(key, memory, cache = SNAPSHOT_CACHE) {
  try {
    const packed = pack(memory);
    const entries = await self.caches.open(cache);
    for (const request of await entries.keys()) await entries.delete(request);
    const headers = { "content-type": "application/octet-stream", "x-snapshot-bytes": String(packed.length) };
    await entries.put(key, new Response(packed, { headers }));
  } catch {
    /* storage blocked or full: the next visit boots normally */
  }
}

/** Drop the entry kept under `key`.
    @param {string} key
    @param {string} [cache] the cache it is kept in */
export async function drop(key, cache = SNAPSHOT_CACHE) {
  try {
    await (await self.caches.open(cache)).delete(key);
  } catch {
    /* nothing kept */
  }
}

/** Whether a snapshot may be kept at all (Cache Storage can be blocked). */
export async function canKeep() {
  try {
    await self.caches.keys();
    return true;
  } catch {
    return false;
  }
}
