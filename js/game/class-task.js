/* A class's task on the game page. When the address names one (task=<assignment id>.<k>, from the
   Class page's list of tasks), the games played under it are kept for the Class page, the latest
   and every finished one, and a link leads back to the assignment. The Class page hands them to
   Python, which replays them and keeps the best: nothing here judges a game.
   Config in: new ClassTask(root); render(view) after each view; leave() when another game starts. */

import { currentHash, splitAddress } from "../shared/address.js";
import { part } from "../shared/dom.js";
import { CLASS_ASSIGNMENT_PREFIX, CLASS_TASK_PREFIX } from "../shared/names.js";
import { storageGet, storageSet, storedJson } from "../shared/storage.js";

/** A task's name in an address: the assignment's id (12 hex digits), a dot, the task's index. */
const TASK = /^[0-9a-f]{12}\.[0-9]{1,2}$/;
/** The most finished games kept per task (the newest). */
const MOST_KEPT = 10;

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

export class ClassTask {
  /** @param {HTMLElement} root */
  constructor(root) {
    this.back = /** @type {HTMLAnchorElement} */ (part("class-back", root));
    const { page } = splitAddress(currentHash());
    /** @type {string | null} the task the games are played for */
    this.task = typeof page.task === "string" && TASK.test(page.task) ? page.task : null;
    const address = this.task ? storageGet("local", CLASS_ASSIGNMENT_PREFIX + this.task.split(".")[0]) : null;
    this.back.href = address ? `class.html#${address}` : "class.html";
    this.back.hidden = !this.task;
  }

  /** Another game starts (a new game, a rematch): it is not the task's. */
  leave() {
    this.task = null;
    this.back.hidden = true;
  }

  /** Keep the game shown for the task: as the latest, and among the finished once it is over.
      @param {import("../contract/view-types.js").View} view */
  render(view) {
    if (!this.task) return;
    const kept = taskGames(this.task);
    const ended =
      view.over && !kept.ended.includes(view.hash) ? [...kept.ended, view.hash].slice(-MOST_KEPT) : kept.ended;
    storageSet("local", CLASS_TASK_PREFIX + this.task, JSON.stringify({ latest: view.hash, ended }));
  }
}
