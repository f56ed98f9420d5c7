/* Browser storage that never throws. With storage blocked (cookies and site data blocked, a
   cross-site embed) or full, only the convenience is lost: the address still holds the game.
   The first failure is reported once, through onStorageTrouble, so the page can say so quietly. */

/** A storage area: "local" (kept) or "session" (this tab's).
    @typedef {"local" | "session"} StorageArea */

/** @type {() => void} */
let troubleListener = () => {};
let troubled = false;

/** Call `listener()` once, the first time storage cannot be read or written.
    @param {() => void} listener */
export function onStorageTrouble(listener) {
  troubleListener = listener;
  if (troubled) listener();
}

/** @param {unknown} err */
function trouble(err) {
  if (troubled) return;
  troubled = true;
  console.info("Factor Games: browser storage is not available:", err);
  troubleListener();
}

/** "local" or "session": the storage area, or null where the browser refuses it.
    @param {StorageArea} name
    @returns {Storage | null} */
function area(name) {
  try {
    return name === "session" ? window.sessionStorage : window.localStorage;
  } catch (err) {
    trouble(err);
    return null;
  }
}

/** The value stored under `key`, or null (none, or storage refused).
    @param {StorageArea} name
    @param {string} key
    @returns {string | null} */
export function storageGet(name, key) {
  try {
    const storage = area(name);
    return storage ? storage.getItem(key) : null;
  } catch (err) {
    trouble(err);
    return null;
  }
}

/** Whether the value was written (false where storage is blocked or full).
    @param {StorageArea} name
    @param {string} key
    @param {string} value
    @returns {boolean} */
export function storageSet(name, key, value) {
  try {
    const storage = area(name);
    if (!storage) return false;
    storage.setItem(key, value);
    return true;
  } catch (err) {
    trouble(err);
    return false;
  }
}

/**
 * A stored JSON value, or null when it is missing, unreadable or fails `valid`: typed by `valid`
 * when it is a type guard.
 * @template T
 * @overload
 * @param {StorageArea} name
 * @param {string} key
 * @param {(value: unknown) => value is T} valid
 * @returns {T | null}
 */
/**
 * A stored JSON value, or null when it is missing, unreadable or fails `valid`: as `valid` vouches
 * for it, so any (JSON of a shape the type system cannot know: `valid` reads it as it wants).
 * @overload
 * @param {StorageArea} name
 * @param {string} key
 * @param {(value: any) => unknown} valid
 * @returns {any}
 */
/**
 * @param {StorageArea} name
 * @param {string} key
 * @param {(value: any) => unknown} valid
 * @returns {unknown}
 */
export function storedJson(name, key, valid) {
  try {
    const value = JSON.parse(storageGet(name, key) || "null");
    return value !== null && valid(value) ? value : null;
  } catch {
    return null;
  }
}

/** Remove what is stored under `key`.
    @param {StorageArea} name
    @param {string} key */
export function storageRemove(name, key) {
  try {
    const storage = area(name);
    if (storage) storage.removeItem(key);
  } catch (err) {
    trouble(err);
  }
}

/** The keys of a storage area that begin with `prefix`.
    @param {StorageArea} name
    @param {string} prefix
    @returns {string[]} */
export function storageKeys(name, prefix) {
  try {
    const storage = area(name);
    const keys = [];
    for (let i = 0; storage && i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key !== null && key.startsWith(prefix)) keys.push(key);
    }
    return keys;
  } catch (err) {
    trouble(err);
    return [];
  }
}
