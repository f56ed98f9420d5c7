/* The class game on one screen (board.html), its main: the engine started, the controller and the
   view made, the setup form (the game page's New game form, js/game/setup-form.js, with the class
   game's own fields) and the room's inputs wired: clicks and taps, a number typed, and a presenter's
   clicker (PageDown or Space: let the move pass; B: challenge it; PageUp: back a step; P or ".":
   pause the timer). Python decides what each does. */

import { SetupForm } from "../game/setup-form.js";
import { currentHash, splitAddress } from "../shared/address.js";
import { copyText } from "../shared/copy-text.js";
import { part as $, partOf } from "../shared/dom.js";
import { LANG, t } from "../shared/i18n.js";
import { installOfflineCache } from "../shared/new-version.js";
import { startPage } from "../shared/page-start.js";
import { ClassGameController } from "./controller.js";
import { ClassGameScreen } from "./view.js";

/** @typedef {import("../contract/view-types.js").View} View */
/** @typedef {import("../contract/view-types.js").ClassGameView} ClassGameView */

const start = startPage({ onTrouble: (words) => screen.notice(words) });
const screen = new ClassGameScreen({ onPick: (number) => controller.pick(number) });
const controller = new ClassGameController({
  engine: start.engine,
  onView: (view) => {
    screen.render(view);
    screen.renderTimer(controller.timer, view);
    start.shown();
  },
  onBusy: (busy) => screen.setBusy(busy),
  onTimer: (timer) => screen.renderTimer(timer, controller.view),
  onError: (err) => start.failed(err),
});
const form = new SetupForm($("cg-setup"), {
  request: (payload) => start.engine.request({ ...payload, lang: LANG }),
  onStart: (setup) => {
    const first = document.querySelector('input[name="cg-first"]:checked');
    const choice = first instanceof HTMLInputElement ? first.value : "1";
    controller.start(
      { ...setup, vs: null, first: 1 },
      {
        a: partOf(HTMLInputElement, "cg-name-a").value,
        b: partOf(HTMLInputElement, "cg-name-b").value,
        level: partOf(HTMLSelectElement, "cg-level").value || null,
        first: choice === "random" ? "random" : Number(choice),
        timer: Number(partOf(HTMLSelectElement, "cg-timer-choice").value) || 0,
      },
    );
  },
  onError: (words) => screen.notice(words),
});

/** Open the setup form, filled from the class game shown (else the game in the address, else the default). */
async function openSetup() {
  const shown = controller.view;
  try {
    // The game page's view of the same game fills the shared part of the form.
    const game = /** @type {View} */ (
      await start.engine.request({ op: "load", hash: shown ? shown.game_hash : "", lang: LANG })
    );
    form.fill(game, { summary: true });
    if (shown) screen.fillForm(shown.form);
    else {
      const blank = /** @type {ClassGameView} */ (
        await start.engine.request({ op: "classgame", do: "new", setup: { game: game.game.id }, lang: LANG })
      );
      screen.fillForm(blank.form);
    }
    screen.openSetup(Boolean(shown));
    document.body.dataset.ready = "true";
    document.body.dataset.idle = "true";
    start.shown();
  } catch (err) {
    start.failed(err);
  }
}

/** Whether a key goes to a field the person types in (a name, a number, a list). */
function typing(/** @type {EventTarget | null} */ target) {
  return (
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && (target.type === "text" || target.type === "number"))
  );
}

/** The presenter's keys (a clicker sends PageDown, PageUp, B or "."), before any button or the board
    sees them. @param {KeyboardEvent} event */
function onKey(event) {
  const view = controller.view;
  if (!view || $("cg-play").hidden || event.altKey || event.ctrlKey || event.metaKey) return;
  const key = event.key;
  const inField = typing(event.target);
  /** @type {(() => unknown) | null} */
  let action = null;
  if (view.phase === "challenge" && (key === "PageDown" || (key === " " && !inField))) action = () => controller.pass();
  else if (view.phase === "challenge" && (key === "b" || key === "B") && !inField)
    action = () => controller.challenge();
  else if (key === "PageUp") action = () => controller.back();
  else if ((key === "p" || key === "P" || key === ".") && !inField) action = () => controller.togglePause();
  else if (view.typing && /^[0-9]$/.test(key) && !inField) {
    const input = partOf(HTMLInputElement, "cg-move");
    action = () => {
      input.value += key;
      input.focus();
    };
  } else if (key === "PageDown") action = () => {}; // a clicker's "next" with nothing to pass: no scroll
  if (!action) return;
  event.preventDefault();
  event.stopPropagation();
  action();
}

window.addEventListener("keydown", onKey, { capture: true });
$("cg-mistake").addEventListener("click", () => controller.challenge());
$("cg-pass").addEventListener("click", () => controller.pass());
$("cg-back").addEventListener("click", () => controller.back());
$("cg-again").addEventListener("click", () => controller.again());
$("cg-timer-pause").addEventListener("click", () => controller.togglePause());
$("cg-new").addEventListener("click", () => openSetup());
$("cg-cancel").addEventListener("click", () => {
  if (controller.view) screen.render(controller.view);
});
$("cg-move-form").addEventListener("submit", (event) => {
  event.preventDefault();
  const input = partOf(HTMLInputElement, "cg-move");
  const number = input.value.trim();
  controller.pick(number).then((sent) => {
    if (sent) input.value = "";
  });
});
for (const id of ["cg-level", "cg-name-a", "cg-name-b"]) {
  $(id).addEventListener(id === "cg-level" ? "change" : "input", () => screen.nameStarters());
}
$("cg-copy").addEventListener("click", () =>
  copyText(location.href, {
    status: $("cg-copy-status"),
    field: partOf(HTMLInputElement, "cg-copy-field"),
    done: t("Link copied."),
    manual: t("Copy the link from the box."),
    showField: () => {
      $("cg-copy-fallback").hidden = false;
    },
  }),
);
window.addEventListener("hashchange", () => {
  const shown = controller.view;
  const game = splitAddress(currentHash()).game;
  if (!shown || game !== splitAddress(shown.hash).game) controller.load();
});

/** The site's offline cache, as the game page installs it: a lesson's link opens with no network
    once the site has been visited, this page first included. */
start.ready
  .then(async () => {
    if (splitAddress(currentHash()).game) await controller.load();
    else await openSetup();
  })
  .then(() => installOfflineCache());
