/* The start of a page whose module runs the engine (Study, puzzles, worksheet, notes, Class, Bots; the
   game's page, js/game/app.js, starts its own, after a board drawn early): its side of the handshake
   with js/engine/boot.js, the classic script that owns the loading screen, its timeout and the message
   when the start fails.

   startPage({onTrouble}) tells boot.js that the page's module runs (from then on the page reports its
   own failures), starts the engine (its progress on the loading screen, in the page's language) and
   the page's language (its catalog, then the switch; a link in another language followed in the tab
   starts the page again in it). The page then says how its start goes on:
     shown()      its first view is drawn: the loading screen goes (the first time; after, nothing)
     failed(err)  a request failed: before the first view, the start fails, by the Error's cause
                  ("download", "version", "engine": js/engine/client.js; "engine" when it has none);
                  after it, onTrouble(words) says so on the page, and the error goes to the console */

import { Engine } from "../engine/client.js";
import { BUILD } from "./build-id.js";
import { part } from "./dom.js";
import { languageSwitch, startAgainForAnotherLanguage, startLanguage, t } from "./i18n.js";

/** What a page tells its start.
    @typedef {Object} PageStartOptions
    @property {(words: string) => void} [onTrouble] a request failed after the first view was drawn:
      `words` say so, in the page's language ("Something went wrong: …")
    @property {() => boolean} [holdsUnsaved] the page holds what the device refused to keep (storage
      blocked): a link in another language does not start it again (which would lose that) */

/** A page's start, under way.
    @typedef {Object} PageStart
    @property {Engine} engine the page's engine, starting
    @property {Promise<void>} ready the page's language is loaded and its switch drawn: the page waits
      for it before it draws or asks anything
    @property {() => void} shown the page's first view is drawn
    @property {(err: unknown) => void} failed a request of the page's failed */

/** @param {PageStartOptions} [options]
    @returns {PageStart} */
export function startPage({ onTrouble, holdsUnsaved } = {}) {
  const boot = globalThis.factorgamesBoot;
  boot.progress(); // this module runs: from here on it reports its own failures
  const engine = new Engine({
    build: BUILD,
    onProgress: ({ step, steps, label }) => boot.progress({ step, steps, label: t(label) }),
  });
  const ready = startLanguage().then(() => languageSwitch(document.getElementById("lang-switch")));
  startAgainForAnotherLanguage(holdsUnsaved);
  let started = false; // the first view is drawn
  return {
    engine,
    ready,
    shown() {
      if (started) return;
      started = true;
      part("loading").hidden = true;
      boot.started();
    },
    failed(err) {
      const message = err instanceof Error ? err.message : String(err);
      if (!started) {
        const cause = err instanceof Error && typeof err.cause === "string" && err.cause ? err.cause : "engine";
        boot.fail(cause, message);
        return;
      }
      onTrouble?.(t("Something went wrong: {error}", { error: message }));
      console.warn("Factor Games:", err);
    },
  };
}
