// A Web Storage area in memory (getItem, setItem, removeItem, key, length), for the tests of the
// modules that keep things in localStorage or sessionStorage. Not a test file itself.

export class FakeStorage {
  constructor(entries = {}) {
    this.map = new Map(Object.entries(entries));
    this.reads = [];
  }
  get length() {
    return this.map.size;
  }
  key(i) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(key) {
    this.reads.push(key);
    return this.map.has(key) ? this.map.get(key) : null;
  }
  setItem(key, value) {
    this.map.set(key, String(value));
  }
  removeItem(key) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
}

/** A fake `window` with both areas; listeners by event type. */
export function fakeWindow({ local = new FakeStorage(), session = new FakeStorage() } = {}) {
  const listeners = {};
  return {
    localStorage: local,
    sessionStorage: session,
    listeners,
    addEventListener(type, listener) {
      (listeners[type] ??= []).push(listener);
    },
    dispatch(type, event) {
      for (const listener of listeners[type] || []) listener(event);
    },
  };
}

/** A `window` whose storage areas throw when touched (cookies and site data blocked). */
export function blockedWindow() {
  const refuse = () => {
    throw new DOMException("The operation is insecure.", "SecurityError");
  };
  return {
    get localStorage() {
      return refuse();
    },
    get sessionStorage() {
      return refuse();
    },
    addEventListener() {},
  };
}
