/* Browser storage that never throws. With storage blocked (cookies and site data blocked, a
   cross-site embed) or full, only the convenience is lost: the address still holds the game.
   The first failure is reported once, through onStorageTrouble, so the page can say so quietly. */

let troubleListener = () => {};
let troubled = false;

/** Call `listener()` once, the first time storage cannot be read or written. */
export function onStorageTrouble(listener) {
  troubleListener = listener;
  if (troubled) listener();
}

function trouble(err) {
  if (troubled) return;
  troubled = true;
  console.info("Factor Games: browser storage is not available:", err);
  troubleListener();
}

/** "local" or "session": the storage area, or null where the browser refuses it. */
function area(name) {
  try {
    return name === "session" ? window.sessionStorage : window.localStorage;
  } catch (err) {
    trouble(err);
    return null;
  }
}

export function storageGet(name, key) {
  try {
    const storage = area(name);
    return storage ? storage.getItem(key) : null;
  } catch (err) {
    trouble(err);
    return null;
  }
}

/** Whether the value was written (false where storage is blocked or full). */
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

/** A stored JSON value, or null when it is missing, unreadable or fails `valid`. */
export function storedJson(name, key, valid) {
  try {
    const value = JSON.parse(storageGet(name, key) || "null");
    return value !== null && valid(value) ? value : null;
  } catch {
    return null;
  }
}

export function storageRemove(name, key) {
  try {
    const storage = area(name);
    if (storage) storage.removeItem(key);
  } catch (err) {
    trouble(err);
  }
}

/** The keys of a storage area that begin with `prefix`. */
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
