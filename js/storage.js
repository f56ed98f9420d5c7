/* Browser storage that never throws: in private mode, with storage full or blocked (an embed
   on another site), only the convenience is lost; the address still holds the game. */

export function storageGet(storage, key) {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function storageSet(storage, key, value) {
  try {
    storage.setItem(key, value);
  } catch {
    /* nothing to do: see above */
  }
}
