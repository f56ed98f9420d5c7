/* The game screen's main: makes its components with their callbacks, wires the page's controls to
   the controller, draws a view early while the engine starts, then shows the engine's first
   answer, and registers the service worker. The parts: controller.js (the requests, the computer's
   pace, the address; no game rule lives there either: every rule comes from the view), view.js
   (the drawing), state.js (the view shown, the toggles), early-view.js (the view drawn while the
   engine starts), and the components (board.js, teaching.js, ...), each new X(root, {callbacks}).
   Every text from the view or the address goes in with textContent, never as HTML.

   Two pages run it: index.html (the full site, site-page.js) and embed.html, marked
   <body data-mode="embed"> (board, status and the controls its address names, embed-page.js). */

import { currentHash, setAddress, splitAddress } from "../shared/address.js";
import { Board } from "./board.js";
import { BUILD } from "../shared/build-id.js";
import { ChallengePanel } from "./challenge.js";
import { EmbedPage } from "./embed-page.js";
import { Engine } from "../engine/client.js";
import { History } from "./history.js";
import { Share } from "./share.js";
import { ReplayBar } from "./replay-bar.js";
import { SitePage } from "./site-page.js";
import { onStorageTrouble, storageSet } from "../shared/storage.js";
import { Teaching } from "./teaching.js";
import { NumbersWeb } from "./web.js";
import { part as $ } from "../shared/dom.js";
import { cueMore } from "../shared/scroll-cue.js";
import { installOfflineCache } from "../shared/new-version.js";
import { N_, languageSwitch, startAgainForAnotherLanguage, startLanguage, t } from "../shared/i18n.js";
import {
  act,
  ask,
  askView,
  enqueue,
  leavePosition,
  load,
  marks,
  pick,
  playFromHere,
  randomSeed,
  readPageState,
  reshow,
  sayRestarted,
  setIdle,
  show,
  stepTo,
} from "./controller.js";
import { LAST_VIEW_KEY, keptView, presetView } from "./early-view.js";
import { EMBED, pageState, shownView, state } from "./state.js";
import { announce, latest, parts, render, reveal, setPresent, showNotice } from "./view.js";

/** @typedef {import("../contract/view-types.js").View} View */
/** @typedef {import("./types.js").GamePage} GamePage */
/** @typedef {import("./types.js").Tool} Tool */

/** js/engine/boot.js, the classic script run before this module: the start's timeout and failure messages. */
const boot = globalThis.factorgamesBoot;

// ----------------------------------------------------------------------------- wiring

// What a pick would score, while a number is pointed at or focused: the full page shows it (SitePage).
const board = new Board($("board"), {
  onPick: pick,
  onPoint: (points) => {
    if (page instanceof SitePage) page.showPoints(points);
  },
});
const numbersWeb = new NumbersWeb($("web"), { onPick: pick });
const teaching = new Teaching($("app"), {
  onRetry: (hash) => {
    leavePosition();
    act(() => ({ op: "view", hash })).then(() => board.focus());
  },
  // A line of the review: its move's position on the whole board (the review gives way to the
  // replay, and a page scrolled down to read it would now cut the board's top), and the focus on
  // Play from here (the last move's line leaves the review and the focus as they are).
  onStep: (step) =>
    stepTo(step).then(() => {
      if ($("replay-play").hidden) return;
      $("board").scrollIntoView({ block: "nearest" });
      $("replay-play").focus({ preventScroll: true });
    }),
});
const history = new History($("app"));
const share = new Share($("share"));
const replayBar = new ReplayBar($("replay"), { onStep: stepTo, onPlayFromHere: playFromHere });
const challenge = new ChallengePanel($("challenge"), {
  onLoadBest: (hash) => {
    page.classTask?.leave(); // the best chain was built for no task (or another), whatever the page plays for
    load(hash);
  },
});
/** @type {GamePage} */
const page = EMBED
  ? new EmbedPage($("app"), {
      onRestart: (moves) => {
        leavePosition();
        act(() => ({ op: "restart", hash: shownView().hash, moves }));
      },
    })
  : new SitePage($("app"), {
      request: ask,
      onType: pick,
      onRematch: () => {
        leavePosition();
        // The new game's board takes the focus, as New game's does (the button, disabled at a
        // game's start, would drop it to the page).
        act(() => ({ op: "rematch", hash: shownView().hash })).then(() => board.focus());
      },
      onNewGame: (setup) => {
        leavePosition();
        act(() => ({ op: "new", setup, seed: randomSeed() })).then(() => board.focus());
      },
      onOpen: (hash) => {
        leavePosition();
        act(() => ({ op: "view", hash }), { acted: false });
      },
      showNotice,
    });
Object.assign(parts, { board, numbersWeb, teaching, history, share, replayBar, challenge, page });

function wire() {
  cueMore($("panel-scroll")); // the coach's box, where it scrolls by itself (a laptop's panel, an embed's box)
  $("hint-button").addEventListener("click", () => {
    // Each press shows more (a nudge, one move, every move); after the last, the hint hides.
    const hint = state.view && state.view.hint;
    state.hintLevel = !hint ? 1 : hint.more ? hint.level + 1 : 0;
    reshow().then(() => {
      const { hint } = shownView();
      if (hint) announce(hint.text);
      reveal("hint-text");
    });
  });
  $("review-button").addEventListener("click", () => {
    state.review = !shownView().review;
    reshow().then(() => {
      const { review } = shownView();
      if (review) announce(review.text);
      reveal("review");
    });
  });
  $("standing-button").addEventListener("click", () => {
    state.standing = !state.standing;
    latest("standing");
    reshow().then(() => {
      const { standing } = shownView();
      if (standing) announce(standing);
      reveal("standing-text");
    });
  });
  const presentButton = document.getElementById("present-button");
  if (presentButton) {
    presentButton.addEventListener("click", () => {
      setPresent(!state.present);
      setAddress(page.address(shownView(), pageState()));
    });
  }
  // A teacher's toggles: each asks Python for the view again, with or without its overlay.
  /** @type {Tool[]} */
  const overlays = ["analysis", "strategy", "counts", "web"];
  for (const toggle of overlays) {
    $(`${toggle}-button`).addEventListener("click", () => {
      state[toggle] = !state[toggle];
      latest(toggle);
      reshow().then(() => reveal(toggle === "strategy" ? "strategy" : toggle === "web" ? "web" : "board-note"));
    });
  }
  $("undo-button").addEventListener("click", () => {
    leavePosition();
    act(() => ({ op: "undo", hash: shownView().hash }));
  });
  $("notice-close").addEventListener("click", () => showNotice(""));
  const takeOffer = (/** @type {string} */ hash) => {
    leavePosition();
    page.classTask?.take(hash); // the task's own game, offered for a game that is not it, is played for the task
    act(() => {
      state.apart = null; // the game kept apart is left
      return { op: "load", hash: splitAddress(hash).game };
    }).then(() => board.focus());
  };
  // The offer's buttons are shown only with an offer (render).
  $("offer-button").addEventListener("click", () => {
    const { offer } = shownView();
    if (offer) takeOffer(offer.hash);
  });
  const other = document.createElement("button"); // the offer's second choice, when it has one
  other.type = "button";
  other.id = "offer-other";
  other.className = "button secondary";
  other.hidden = true;
  other.addEventListener("click", () => {
    const { offer } = shownView();
    if (offer && offer.other) takeOffer(offer.other.hash);
  });
  $("offer").append(other);
  // "Skip to the board" moves the focus there and leaves the address (the game) alone.
  for (const link of document.querySelectorAll("[data-skip-to-board]")) {
    link.addEventListener("click", (event) => {
      event.preventDefault();
      board.focus();
    });
  }
  startAgainForAnotherLanguage(); // (before the reading of the address below)
  window.addEventListener("hashchange", () => {
    if (!state.view || currentHash() === page.address(state.view, pageState())) return;
    if (!currentHash().includes("=")) {
      // an anchor in the page, not a game: keep the game
      setAddress(page.address(state.view, pageState()));
      return;
    }
    readPageState();
    page.readAddress();
    load(page.requestedGame());
  });
}

/** The start's progress, in the page's language. @param {BootProgress} progress */
function showProgress({ step, steps, label }) {
  boot.progress({ step, steps, label: t(label) });
}

/** Draw a view while the engine starts. A view this page cannot draw (a damaged kept view) is
    dropped, and the page waits for the engine's answer as on a first visit; false then.
    @param {View} view */
function drawEarly(view) {
  document.body.dataset.early = "true";
  $("loading").hidden = true;
  $("app").hidden = false;
  try {
    render(view);
    return true;
  } catch (err) {
    console.warn("Factor Games: the view kept from the last visit cannot be drawn; it is dropped.", err);
    storageSet("local", LAST_VIEW_KEY, "null");
    state.view = null;
    state.unkept = null;
    delete document.body.dataset.early;
    $("app").hidden = true;
    $("loading").hidden = false;
    return false;
  }
}

/** Resolves once the page has loaded everything it asked for (its load event) and the browser is
    idle: on a slow network the offline cache's downloads then take no bandwidth from the game's. */
function networkIdle() {
  return new Promise((resolve) => {
    const idle = () =>
      "requestIdleCallback" in self
        ? requestIdleCallback(() => resolve(undefined), { timeout: 2000 })
        : setTimeout(resolve);
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
  });
}

async function registerServiceWorker() {
  // The full site only: an embed on another site should not install the whole site for offline use.
  if (EMBED || !("serviceWorker" in navigator)) return;
  await networkIdle(); // the game is playable: the offline cache's files wait for the network
  await installOfflineCache();
}

async function main() {
  boot.progress(); // this module runs: from here on it reports its own failures
  setIdle(false);
  await startLanguage(); // before anything is drawn or asked: the page and Python speak it
  languageSwitch(document.getElementById("lang-switch")); // the full page has one; an embed takes its address's
  onStorageTrouble(() => {
    $("storage-note").hidden = false;
  });
  wire();
  showProgress({ step: 0, steps: 3, label: N_("Loading the game engine…") });
  const engine = new Engine({ build: BUILD, onProgress: showProgress, onRestart: sayRestarted });
  state.engine = engine;
  // A returning player sees the board at once; a pick made before the engine is ready is queued
  // behind the first answer and applied in order.
  readPageState(); // the teacher's tools and present mode the address asks for
  // Before anything is drawn (drawing sets the address), with the tools the address asks for.
  const request = { ...page.firstRequest(), ...marks() };
  const early = (EMBED ? null : keptView(request)) || (await presetView(request));
  const drawn = early !== null && drawEarly(early);
  if (drawn) performance.mark("factorgames:board"); // a board to play on, before Python is ready
  let started = true;
  await enqueue(
    async () => {
      const view = await askView(request); // waits for the engine to be ready
      $("loading").hidden = true;
      $("app").hidden = false;
      delete document.body.dataset.early;
      document.body.dataset.ready = "true";
      document.body.dataset.engine = engine.boot; // "snapshot" or "fresh": for the tests and the bench
      performance.mark("factorgames:ready");
      show(view, { speak: false });
      boot.started();
      if (!drawn) performance.mark("factorgames:board");
      announce(view.status);
    },
    (err) => {
      started = false;
      // The engine's start fails with an Error whose cause says what failed (js/engine/client.js).
      const cause = err instanceof Error && typeof err.cause === "string" && err.cause ? err.cause : "engine";
      boot.fail(cause, err instanceof Error ? err.message : String(err));
    },
  );
  if (!started) return;
  // Once the game is playable and the network idle: the offline cache then takes every file the
  // page downloaded from the HTTP cache (js/offline/sw.template.js), and only the rest from the network.
  registerServiceWorker();
}

main().catch((err) => boot.fail("engine", String(err)));
