/* The puzzles page: asks the engine (in its worker) for a puzzle and draws it on the board. Python
   checks every pick against the solver's answer and says what follows (the defence's reply, the
   refutation of a wrong move, the hints, the streak); this file draws the view, keeps the address
   (puzzles.html#id=<puzzle>) and keeps the streak on the device. */

import { currentHash, joinAddress, setAddress } from "../shared/address.js";
import { Board } from "../game/board.js";
import { BUILD } from "../shared/build-id.js";
import { copyText } from "../shared/copy-text.js";
import { part as $, fillSelect } from "../shared/dom.js";
import { Engine } from "../engine/client.js";
import { LANG, langKey, languageSwitch, startLanguage, t } from "../shared/i18n.js";
import { storageSet, storedJson } from "../shared/storage.js";

const STREAK_KEY = "factorgames:puzzle-streak";

/** js/engine/boot.js, the classic script run before this module: the start's timeout and failure messages. */
const boot = globalThis.factorgamesBoot;
boot.progress();
const engine = new Engine({
  build: BUILD,
  onProgress: ({ step, steps, label }) => boot.progress({ step, steps, label: t(label) }),
});
const ready = startLanguage().then(() => languageSwitch(document.getElementById("lang-switch")));
const board = new Board($("puzzle-board"), { onPick: (n) => ask({ pick: n }) });

/** The device's streak: puzzles solved in a row at the first try, and the best such run. */
const kept = storedJson("local", STREAK_KEY, (v) => Number.isInteger(v.streak) && Number.isInteger(v.best));
const streak = kept || { streak: 0, best: 0 };

/** The puzzle on show: its address, its moves so far, the hint level, and whether it is still clean. */
let state = { hash: currentHash(), moves: "", hint: 0, clean: true };
let view = null;
let started = false;
let queue = Promise.resolve();

/** Today on this device, as YYYY-MM-DD: the puzzle of the day is the same for everyone on a date. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function withLang(path, hash) {
  return `${path}#${joinAddress(hash, { lang: langKey() })}`;
}

/** Draw a PuzzleView (js/contract/view-types.js; made by py/factorgames/puzzles/page.py). */
function render(v) {
  view = v;
  const root = $("puzzle");
  root.dataset.state = v.state;
  root.dataset.id = v.id;
  $("puzzle-game").textContent = v.game;
  $("puzzle-difficulty").textContent = v.difficulty_words;
  $("puzzle-daily").hidden = !v.daily;
  $("puzzle-title").textContent = v.theme ? `${v.title}: ${v.theme}` : v.title;
  $("puzzle-task").textContent = v.task;
  $("puzzle-chain").textContent = v.chain.length ? t("So far: {moves}", { moves: v.chain.join(", ") }) : "";
  $("puzzle-notice").hidden = !v.notice;
  $("puzzle-notice").textContent = v.notice || "";
  $("puzzle-message").textContent = v.message;
  $("puzzle-message").dataset.state = v.state;
  $("puzzle-hint").hidden = !v.hint;
  $("puzzle-hint").textContent = v.hint ? v.hint.text : "";
  $("puzzle-hint-button").hidden = v.state !== "solving";
  $("puzzle-hint-button").disabled = !v.hint_more;
  $("puzzle-retry").hidden = v.state !== "wrong";
  $("puzzle-play").href = withLang("index.html", v.play);
  fillSelect($("puzzle-game-select"), v.games, v.game_id);
  board.render(v.board, { locked: v.state !== "solving" });
  streak.streak = v.streak;
  streak.best = Math.max(streak.best, v.streak);
  storageSet("local", STREAK_KEY, JSON.stringify(streak));
  $("puzzle-streak").textContent = t("Solved in a row at the first try: {streak} (best: {best})", streak);
  state = { ...state, hash: v.hash, moves: v.moves, clean: v.clean };
  setAddress(joinAddress(v.hash, { lang: langKey() }));
  if (!started) {
    started = true;
    $("loading").hidden = true;
    root.hidden = false;
    boot.started();
  }
}

/** Send a request about the puzzle on show (queued: two taps in the same instant go in order). */
function ask(extra = {}) {
  if (extra.pick !== undefined && view && view.state !== "solving") return queue;
  queue = queue.then(async () => {
    await ready;
    document.body.dataset.idle = "false";
    board.setBusy(true);
    try {
      render(
        await engine.request({
          op: "puzzle",
          hash: state.hash,
          moves: state.moves,
          hint: state.hint,
          clean: state.clean,
          streak: streak.streak,
          date: today(),
          lang: LANG,
          ...extra,
        }),
      );
    } catch (err) {
      if (started) {
        $("puzzle-message").textContent = t("Something went wrong: {error}", { error: err.message });
        console.warn("Factor Games:", err);
      } else {
        boot.fail(err.cause || "engine", err.message);
      }
    } finally {
      board.setBusy(false);
      document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);
      document.body.dataset.idle = "true";
    }
  });
  return queue;
}

/** Open another puzzle (its address: id=..., game=..., or "" for the day's). */
function open(hash) {
  state = { hash, moves: "", hint: 0, clean: true };
  return ask();
}

$("puzzle-hint-button").addEventListener("click", () => {
  state.hint = Math.min(state.hint + 1, 2);
  ask();
});
$("puzzle-retry").addEventListener("click", () => ask().then(() => board.focus()));
$("puzzle-next").addEventListener("click", () => open(`id=${view.next_id}`).then(() => board.focus()));
$("puzzle-today").addEventListener("click", () => open(""));
$("puzzle-game-select").addEventListener("change", (event) => open(`game=${encodeURIComponent(event.target.value)}`));
$("puzzle-copy").addEventListener("click", () =>
  copyText(location.href, {
    status: $("puzzle-copy-status"),
    field: $("puzzle-copy-field"),
    done: t("Link copied."),
    manual: t("Copy the link from the box."),
    showField: () => {
      $("puzzle-copy-box").hidden = false;
    },
  }),
);
window.addEventListener("hashchange", () => {
  if (currentHash() !== joinAddress(state.hash, { lang: langKey() })) open(currentHash());
});
open(currentHash());
