// js/shared/new-version.js: a page hears that a new build's service worker took control of it (the
// game page and the Bots page then offer a reload); the first service worker to take control of a
// page no worker controlled is no new version. Tested with a fake navigator.serviceWorker.
import { test } from "node:test";
import assert from "node:assert/strict";

import { onNewVersion } from "../../js/shared/new-version.js";

/** A navigator whose service worker container controls the page or not, for the test's length.
    @param {object | null} controller */
function fakeNavigator(controller) {
  const serviceWorker = Object.assign(new EventTarget(), { controller });
  const saved = Object.getOwnPropertyDescriptor(globalThis, "navigator");
  Object.defineProperty(globalThis, "navigator", { value: { serviceWorker }, configurable: true });
  return {
    takeOver: () => serviceWorker.dispatchEvent(new Event("controllerchange")),
    restore: () => (saved ? Object.defineProperty(globalThis, "navigator", saved) : delete globalThis.navigator),
  };
}

test("a new build's service worker taking over a controlled page is a new version", () => {
  const fake = fakeNavigator({ scriptURL: "sw.js" });
  try {
    let heard = 0;
    onNewVersion(() => heard++);
    assert.equal(heard, 0);
    fake.takeOver();
    assert.equal(heard, 1);
  } finally {
    fake.restore();
  }
});

test("the first service worker taking control of a page (a first visit) is not", () => {
  const fake = fakeNavigator(null);
  try {
    let heard = 0;
    onNewVersion(() => heard++);
    fake.takeOver();
    assert.equal(heard, 0);
  } finally {
    fake.restore();
  }
});

test("without service workers, nothing is heard and nothing fails", () => {
  const saved = Object.getOwnPropertyDescriptor(globalThis, "navigator");
  Object.defineProperty(globalThis, "navigator", { value: {}, configurable: true });
  try {
    assert.doesNotThrow(() => onNewVersion(() => assert.fail("heard")));
  } finally {
    if (saved) Object.defineProperty(globalThis, "navigator", saved);
  }
});
