/* The puzzles page: asks the engine (in its worker) for a puzzle and draws it on the board. Python
   checks every pick against the solver's answer and says what follows (the defence's reply, the
   refutation of a wrong move, the hints, the streak); this file draws the view, keeps the address
   (puzzles.html#id=<puzzle>) and keeps the streak on the device. */

import { currentHash, joinAddress, setAddress } from "../shared/address.js";
import { Board } from "../game/board.js";
import { copyText } from "../shared/copy-text.js";
import { part as $, fillSelect, partOf } from "../shared/dom.js";
import { LANG, langKey, t } from "../shared/i18n.js";
import { startPage } from "../shared/page-start.js";
import { storageGet, storageSet, storedJson } from "../shared/storage.js";
import { ClassTask, taskGames } from "../shared/class-task.js";
import { CLASS_ASSIGNMENT_PREFIX } from "../shared/names.js";

/** @typedef {import("../contract/view-types.js").PuzzleView} PuzzleView */
/** @typedef {import("../contract/request-types.js").PuzzleRequest} PuzzleRequest */
/** The device's streak, as kept in local storage. @typedef {{ streak: number, best: number }} Streak */
/** What a request may add to the puzzle on show: a number picked. @typedef {{ pick?: number }} Intent */

/** The page's element with this id, as the HTML element the page makes it. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));
/** The page's <button> with this id. */
const button = (/** @type {string} */ id) => /** @type {HTMLButtonElement} */ ($(id));

const STREAK_KEY = "factorgames:puzzle-streak";

const start = startPage({
  onTrouble: (words) => {
    $("puzzle-message").textContent = words;
  },
});
const board = new Board(html("puzzle-board"), { onPick: (/** @type {number} */ n) => ask({ pick: n }) });
/** A class's task of puzzles, when the address names one: each puzzle solved is kept for the Class page. */
const classTask = new ClassTask(document.body);
/** The page's address for a puzzle's address: its language, and the class's task it is solved for.
    @param {string} hash */
const pageAddress = (hash) => joinAddress(hash, { lang: langKey(), task: classTask.task });

/** The class's task the puzzles are solved for, as the device keeps it (the Class page's address of
    its assignment, the puzzles solved for it), for Python to read its next puzzle from; none without one.
    @returns {import("../contract/request-types.js").PuzzleTask | undefined} */
function taskKept() {
  const task = classTask.task;
  const assignment = task ? storageGet("local", CLASS_ASSIGNMENT_PREFIX + task.split(".")[0]) : null;
  return task && assignment !== null ? { task, assignment, kept: taskGames(task).ended } : undefined;
}

/** The device's streak: puzzles solved in a row at the first try, and the best such run. */
const kept = /** @type {Streak | null} */ (
  // any: JSON the device kept, untyped until this check says it is a streak
  storedJson("local", STREAK_KEY, (/** @type {any} */ v) => Number.isInteger(v.streak) && Number.isInteger(v.best))
);
/** @type {Streak} */
const streak = kept || { streak: 0, best: 0 };

/** The puzzle on show: its address, its moves so far, the hint level, and whether it is still clean. */
let state = { hash: currentHash(), moves: "", hint: 0, clean: true };
/** @type {PuzzleView | null} */
let view = null;
let queue = Promise.resolve();

/** Today on this device, as YYYY-MM-DD: the puzzle of the day is the same for everyone on a date. */
function today() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * A page's address with this hash, in the page's language.
 * @param {string} path
 * @param {string} hash
 * @returns {string}
 */
function withLang(path, hash) {
  return `${path}#${joinAddress(hash, { lang: langKey() })}`;
}

/**
 * Draw a PuzzleView (js/contract/view-types.js; made by py/factorgames/page/puzzles_page.py).
 * @param {PuzzleView} v
 */
function render(v) {
  view = v;
  const root = html("puzzle");
  root.dataset.state = v.state;
  root.dataset.id = v.id;
  $("puzzle-game").textContent = v.game;
  $("puzzle-difficulty").textContent = v.difficulty_words;
  html("puzzle-daily").hidden = !v.daily;
  $("puzzle-title").textContent = v.theme ? `${v.title}: ${v.theme}` : v.title;
  $("puzzle-task").textContent = v.task;
  $("puzzle-chain").textContent = v.chain.length ? t("So far: {moves}", { moves: v.chain.join(", ") }) : "";
  html("puzzle-notice").hidden = !v.notice;
  $("puzzle-notice").textContent = v.notice || "";
  $("puzzle-message").textContent = v.message;
  html("puzzle-message").dataset.state = v.state;
  html("puzzle-hint").hidden = !v.hint;
  html("puzzle-help-note").hidden = !v.help_note; // a class's task's puzzle: the hint its teacher will read
  $("puzzle-help-note").textContent = v.help_note || "";
  $("puzzle-hint").textContent = v.hint ? v.hint.text : "";
  button("puzzle-hint-button").hidden = v.state !== "solving";
  button("puzzle-hint-button").disabled = !v.hint_more;
  button("puzzle-retry").hidden = v.state !== "wrong";
  /** @type {HTMLAnchorElement} */ ($("puzzle-play")).href = withLang("index.html", v.play);
  html("puzzle-play").hidden = !v.play; // (a class's task's puzzle: once it is solved)
  fillSelect(partOf(HTMLSelectElement, "puzzle-game-select"), v.games, v.game_id);
  board.render(v.board, { locked: v.state !== "solving" });
  streak.streak = v.streak;
  streak.best = Math.max(streak.best, v.streak);
  storageSet("local", STREAK_KEY, JSON.stringify(streak));
  $("puzzle-streak").textContent = t("Solved in a row at the first try: {streak} (best: {best})", streak);
  state = { ...state, hash: v.hash, moves: v.moves, clean: v.clean };
  setAddress(pageAddress(v.hash));
  if (v.task_keep) classTask.keep(v.task_keep, v.task_record); // Python's: the line, and a hint shown
  root.hidden = false;
  start.shown();
}

/**
 * Send a request about the puzzle on show (queued: two taps in the same instant go in order).
 * @param {Intent} [extra]
 * @returns {Promise<void>}
 */
function ask(extra = {}) {
  if (extra.pick !== undefined && view && view.state !== "solving") return queue;
  queue = queue.then(async () => {
    await start.ready;
    document.body.dataset.idle = "false";
    board.setBusy(true);
    try {
      render(
        /** @type {PuzzleView} */ (
          await start.engine.request(
            /** @satisfies {PuzzleRequest} */ ({
              op: "puzzle",
              hash: state.hash,
              moves: state.moves,
              hint: state.hint,
              clean: state.clean,
              streak: streak.streak,
              date: today(),
              task: taskKept(),
              lang: LANG,
              ...extra,
            }),
          )
        ),
      );
    } catch (err) {
      start.failed(err);
    } finally {
      board.setBusy(false);
      document.body.dataset.renders = String(Number(document.body.dataset.renders || 0) + 1);
      document.body.dataset.idle = "true";
    }
  });
  return queue;
}

/**
 * Open another puzzle.
 * @param {string} hash its address: id=..., game=..., or "" for the day's
 * @returns {Promise<void>}
 */
function open(hash) {
  state = { hash, moves: "", hint: 0, clean: true };
  return ask();
}

$("puzzle-hint-button").addEventListener("click", () => {
  state.hint = Math.min(state.hint + 1, 2);
  ask();
});
$("puzzle-retry").addEventListener("click", () => ask().then(() => board.focus()));
$("puzzle-next").addEventListener("click", () => {
  if (!view) return; // the puzzle, with this button, is hidden until one is drawn
  // The task's next puzzle; when its every puzzle is solved, the game's next one: practice, and the
  // way back to the task says so.
  if (!view.next_in_task) classTask.leave();
  open(`id=${view.next_id}`).then(() => board.focus());
});
// The day's puzzle, another game's: no task's (the way back says so, as after a task's last puzzle).
$("puzzle-today").addEventListener("click", () => {
  classTask.leave();
  open("");
});
$("puzzle-game-select").addEventListener("change", (event) => {
  classTask.leave();
  open(`game=${encodeURIComponent(/** @type {HTMLSelectElement} */ (event.target).value)}`);
});
$("puzzle-copy").addEventListener("click", () =>
  copyText(location.href, {
    status: $("puzzle-copy-status"),
    field: /** @type {HTMLInputElement} */ ($("puzzle-copy-field")),
    done: t("Link copied."),
    manual: t("Copy the link from the box."),
    showField: () => {
      html("puzzle-copy-box").hidden = false;
    },
  }),
);
window.addEventListener("hashchange", () => {
  if (currentHash() === pageAddress(state.hash)) return;
  classTask.read(); // another task's link pasted in the tab: what is solved now is that task's
  open(currentHash());
});
open(currentHash());
