/* A class's task on the page that plays it (the game page, or the puzzles page for a task of
   puzzles). When the address names one (task=<assignment id>.<k>, from the Class page's list of
   tasks, or a tournament's game), what is played under it is kept for the Class page (or the tournament page), the latest and every finished one
   (a game's share code, a puzzle's id and line), and a link leads back to the assignment. The
   Class page hands them to Python, which replays them and keeps the best: nothing here judges.
   Config in: new ClassTask(root); read() when the address is edited (another task's link pasted in the
   same tab: what is played then is that task's); resume(task) when a game the device kept is opened
   again (the logo, Continue a game); take(address) when an offer opens the task's own game; kept()
   for Python to read a game against; keep(code, finished) after each view; setApart() when Python
   says the game shown is not the task's; leave() when another game starts. forgetAssignment(id, n):
   another pupil starts afresh on this device. */

import { currentHash, joinAddress, splitAddress } from "./address.js";
import { part } from "./dom.js";
import { langKey, languageStarted, t } from "./i18n.js";
import { CLASS_ASSIGNMENT_PREFIX, CLASS_TASK_PREFIX, SAVED_GAME_PREFIX } from "./names.js";
import { storageGet, storageKeys, storageRemove, storageSet, storedJson } from "./storage.js";
import { keptTournament } from "./tournament-store.js";

/** A task's name in an address: the assignment's id (12 hex digits), a dot, the task's index. */
const TASK = /^[0-9a-f]{12}\.[0-9]{1,2}$/;
/** The most finished games (or solved puzzles) kept per task (the newest). */
const MOST_KEPT = 20;

/** The games a device keeps for a task: the latest, and the finished ones, newest last.
    @typedef {{latest: string, ended: string[]}} TaskGames */

/** The games kept for a task, or none.
    @param {string} task
    @returns {TaskGames} */
export function taskGames(task) {
  const kept = storedJson(
    "local",
    CLASS_TASK_PREFIX + task,
    (/** @type {any} */ v) =>
      typeof v.latest === "string" &&
      Array.isArray(v.ended) &&
      v.ended.every((/** @type {unknown} */ h) => typeof h === "string"),
  );
  return kept || { latest: "", ended: [] };
}

/** Forget what this device played for an assignment's tasks: the games kept for each, and the games
    the game page keeps to continue that were played for one (another pupil starts afresh here).
    @param {string} id the assignment's id
    @param {number} tasks how many tasks it has */
export function forgetAssignment(id, tasks) {
  for (let k = 0; k < tasks; k += 1) storageRemove("local", `${CLASS_TASK_PREFIX}${id}.${k}`);
  for (const key of storageKeys("local", SAVED_GAME_PREFIX)) {
    const game = storedJson("local", key, (/** @type {any} */ v) => typeof v.task === "string");
    if (game && game.task.split(".")[0] === id) storageRemove("local", key);
  }
}

export class ClassTask {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.back = /** @type {HTMLAnchorElement} */ (part("class-back", root));
    /** @type {string | null} the task the games are played for */
    this.task = null;
    /** Whether the game shown is not the task's own (Python says so: its link was edited): practice. */
    this.apart = false;
    /** Whether the task is a tournament's game (its link leads back to the tournament page). */
    this.tournament = false;
    /** @type {number | null} the chain's length the task asks for (its link's target: Python shows it) */
    this.target = null;
    this.read();
    // The way back in the page's language, its words and its address (lang=), once the language is known.
    languageStarted.then(() => this.resume(this.task, this.target));
    // Another tab cleared the task's games (another pupil started afresh on this device): what this
    // tab plays from then on is practice, not put back for the task under the next pupil.
    window.addEventListener("storage", (event) => {
      if (this.task && event.key === CLASS_TASK_PREFIX + this.task && event.newValue === null) this.leave();
    });
  }

  /** The task the address names (none: the games are no task's), and the link back to it. */
  read() {
    const { page } = splitAddress(currentHash());
    this.resume(page.task, page.target);
  }

  /** The task a game this device kept was played for (what it kept: none, or anything else, is no
      task), and the link back to it: the game goes on for its task; the chain's length it asks for.
      @param {unknown} task
      @param {unknown} [target] */
  resume(task, target) {
    this.task = typeof task === "string" && TASK.test(task) ? task : null;
    const length = typeof target === "number" ? String(target) : target;
    this.target = this.task && typeof length === "string" && /^[0-9]{1,4}$/.test(length) ? Number(length) : null;
    const address = this.task ? storageGet("local", CLASS_ASSIGNMENT_PREFIX + this.task.split(".")[0]) : null;
    // A tournament's game (js/tournament/controller.js) keeps the tournament page's address: back there.
    const tournament = address !== null && address.startsWith("tournament.html");
    this.tournament = tournament;
    // The way back keeps the page's language (a link opened with lang=de stays German there too).
    const [page, hash] = tournament ? address.split("#", 2) : ["class.html", address || ""];
    this.back.href = `${page}#${joinAddress(hash || "", { lang: langKey() })}`;
    this.back.textContent = tournament ? t("Back to the tournament") : t("Back to the assignment");
    this.apart = false;
    this.back.hidden = !this.task;
  }

  /** The task as the device keeps it, for Python to read the game against (the help its latest game
      recorded, whether the game is the task's at all); none without a task.
      @returns {import("../contract/request-types.js").GameTask | null} */
  kept() {
    if (!this.task) return null;
    const assignment = storageGet("local", CLASS_ASSIGNMENT_PREFIX + this.task.split(".")[0]);
    const kept = { task: this.task, assignment: assignment || "", latest: taskGames(this.task).latest };
    if (!this.tournament) return kept;
    // A tournament's game on its organiser's device: the tournament that device keeps.
    const tournament = keptTournament();
    return tournament ? { ...kept, tournament: tournament.tournament } : kept;
  }

  /** An address (an offer's: the task's own game, for a game that is not it) names a task: what is
      played from then on is played for it.
      @param {string} address */
  take(address) {
    const { page } = splitAddress(address);
    if (page.task) this.resume(page.task, page.target);
  }

  /** Python says the game shown is not the task's own (its link was edited): it is practice. The task
      stays named (in the address: a reload asks again), the way back says practice, and nothing
      is kept for the task until its own game is opened (read, resume, take). */
  setApart() {
    if (!this.task) return;
    this.apart = true;
    this.sayPractice();
  }

  /** The way back says that what is played here is practice, not the task. */
  sayPractice() {
    this.back.textContent = this.tournament
      ? t("Just practice: back to the tournament")
      : t("Just practice: back to the task");
  }

  /** Another game starts (a new game, a rematch): it is not the task's, and the link back says so
      (the pupil would otherwise take a rematch won for the task done). */
  leave() {
    if (this.task) this.sayPractice();
    this.task = null;
    this.target = null;
  }

  /** Keep what is shown for the task: as the latest, and among the finished once it is over.
      @param {string} code a game's share code, or a puzzle's id and line
      @param {boolean} finished */
  keep(code, finished) {
    if (!this.task || this.apart) return;
    const kept = taskGames(this.task);
    const ended = finished && !kept.ended.includes(code) ? [...kept.ended, code].slice(-MOST_KEPT) : kept.ended;
    storageSet("local", CLASS_TASK_PREFIX + this.task, JSON.stringify({ latest: code, ended }));
  }
}
