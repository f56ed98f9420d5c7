/* The page's address after '#': the game's share code, which Python writes and reads. */

export function currentHash() {
  const raw = location.hash.startsWith("#") ? location.hash.slice(1) : location.hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function setAddress(hash) {
  if (currentHash() === hash) return;
  const url = new URL(location.href);
  url.hash = hash;
  history.replaceState(null, "", url.href);
}
