/* The page's address after '#': the game's share code, which Python writes and reads, plus
   the page's own keys (an embed's controls and its starting moves), which Python ignores.
   Nothing here reads a game: keys are only split and joined. */

/** The keys that belong to the page, not to the game (lang: the language of the page; tools: the
    teacher's tools that are on; present: present mode; id: which of this device's games it is, in a
    game with a friend on another device, whose device shares it; task: the class's task the game
    is played for, <assignment id>.<k>, js/shared/class-task.js; target: the chain's length that task
    asks for). */
const PAGE_KEYS = /** @type {const} */ (["controls", "from", "tools", "present", "id", "lang", "task", "target"]);

/** A key that belongs to the page.
    @typedef {typeof PAGE_KEYS[number]} PageKey */
/** The page's keys of an address, each as written (absent: not given; when joining, a value that is
    not a string is left out).
    @typedef {{[key in PageKey]?: string | null}} PageKeys */

/** Whether `key` is one of the page's.
    @param {string} key
    @returns {key is PageKey} */
function isPageKey(key) {
  return /** @type {readonly string[]} */ (PAGE_KEYS).includes(key);
}

/** The address after '#' as it stands, still percent-encoded: splitAddress (and Python) decode
    it, once (decoding it here too would read `moves=48%26range%3D1-9` as a range). */
export function currentHash() {
  return location.hash.startsWith("#") ? location.hash.slice(1) : location.hash;
}

/** Write `hash` into the address (without a new history entry), unless it is there already.
    @param {string} hash */
export function setAddress(hash) {
  if (currentHash() === hash) return;
  const url = new URL(location.href);
  url.hash = hash;
  history.replaceState(null, "", url.href);
}

/** @param {string} text */
function encodePart(text) {
  return encodeURIComponent(text).replace(/%2C/gi, ",");
}

/** @param {[string, string][]} entries */
function join(entries) {
  return entries
    .map(([key, value]) => (value === "" ? encodePart(key) : `${encodePart(key)}=${encodePart(value)}`))
    .join("&");
}

/** Split an address into the game's share code and the page's keys ({controls, from, tools, present, lang}, when given).
    @param {string} hash
    @returns {{game: string, page: PageKeys}} */
export function splitAddress(hash) {
  const entries = [...new URLSearchParams(hash)];
  /** @type {PageKeys} */
  const page = {};
  for (const [key, value] of entries) if (isPageKey(key)) page[key] = value;
  return { game: join(entries.filter(([key]) => !isPageKey(key))), page };
}

/** A game's share code followed by the page's keys that are given, as key=value (even when empty).
    @param {string} gameHash
    @param {PageKeys} [page]
    @returns {string} */
export function joinAddress(gameHash, page = {}) {
  const extra = PAGE_KEYS.flatMap((key) => {
    const value = page[key];
    return typeof value === "string" ? [`${key}=${encodePart(value)}`] : [];
  });
  return [gameHash, ...extra].filter(Boolean).join("&");
}
