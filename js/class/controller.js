/* The Class page's controller: its state (the view shown, the pupils' bots played again here) and
   its requests to the engine (op "class": the address, what the device keeps, an action; op
   "bots": a step of a pupil's bot's game), one after another; it keeps each side's part on its own
   device (the teacher's assignments and results; the pupil's name and the games of each task) and
   hands each answer to the view (view.js). */

import { currentHash, joinAddress, setAddress, splitAddress } from "../shared/address.js";
import { BUILD } from "../shared/build-id.js";
import { LANG, langKey, t } from "../shared/i18n.js";
import {
  CLASS_ASSIGNMENT_PREFIX,
  CLASS_PUPIL_NAME_KEY,
  CLASS_TASK_PREFIX,
  CLASS_TEACHER_KEY,
} from "../shared/names.js";
import { storageGet, storageRemove, storageSet, storedJson } from "../shared/storage.js";
import { forgetAssignment, taskGames } from "../shared/class-task.js";

/** @typedef {import("../contract/view-types.js").ClassView} ClassView */
/** @typedef {import("../contract/view-types.js").ClassBotRun} ClassBotRun */
/** @typedef {import("../contract/view-types.js").ClassTaskChoice} ClassTaskChoice */
/** @typedef {import("../contract/request-types.js").ClassRequest} ClassRequest */
/** @typedef {import("../contract/request-types.js").ClassTaskValues} ClassTaskValues */
/** @typedef {import("./types.js").TeacherKept} TeacherKept */

/** The games this device keeps for each task of the pupil's assignment, best first.
    @param {ClassView} v */
function keptGames(v) {
  return v.tasks.map((_, k) => {
    const { latest, ended } = taskGames(`${v.id}.${k}`);
    return [...ended, latest].filter(Boolean);
  });
}

/** The page's address for a view (after '#'): the teacher's page has none.
    @param {ClassView} v */
export function addressOf(v) {
  if (v.mode === "levels") return v.teaching ? "levels=teacher" : "levels";
  return v.mode === "pupil" ? `a=${v.assignment}` : "";
}

/** A seed for an assignment's computer moves. */
const newSeed = () => Math.floor(Math.random() * 2 ** 30);

export class ClassController {
  /** @param {import("../shared/page-start.js").PageStart} start
      @param {import("./view.js").ClassPageView} view */
  constructor(start, view) {
    this.start = start;
    this.view = view;
    /** @type {ClassView | null} */
    this.shown = null;
    this.queue = Promise.resolve();
    /** The pupils' bots this page has played (or tried to), by their runs' keys: each is played once.
        @type {Set<string>} */
    this.botsPlayed = new Set();
    /** A bot is being played again (one at a time). */
    this.playingBot = false;
    /** What the teacher's device could not save (storage full or blocked), kept here instead.
        @type {TeacherKept | null} */
    this.unsaved = null;
  }

  /** @returns {TeacherKept} */
  teacherKept() {
    if (this.unsaved) return this.unsaved;
    const strings = (/** @type {unknown} */ v) => Array.isArray(v) && v.every((item) => typeof item === "string");
    const kept = storedJson(
      "local",
      CLASS_TEACHER_KEY,
      (/** @type {any} */ v) => strings(v.assignments) && strings(v.results),
    );
    const runs = kept && typeof kept.runs === "object" && !Array.isArray(kept.runs) ? kept.runs : {};
    return { assignments: kept ? kept.assignments : [], results: kept ? kept.results : [], runs };
  }

  /** Keep a view's side on this device: the teacher's assignments and results (storage full or
      blocked: kept in memory instead, until a write succeeds; true then), or the pupil's way back,
      name and the games of each task.
      @param {ClassView} v */
  keep(v) {
    if (v.mode === "teacher") {
      const kept = { assignments: v.assignments, results: v.results, runs: v.runs };
      // Storage full or blocked: say so at once, and keep working from memory (the tables and their
      // CSV stay) until a write succeeds.
      this.unsaved = storageSet("local", CLASS_TEACHER_KEY, JSON.stringify(kept)) ? null : kept;
      return Boolean(this.unsaved);
    }
    storageSet("local", CLASS_ASSIGNMENT_PREFIX + v.id, addressOf(v)); // the game page's way back
    if (v.name) storageSet("local", CLASS_PUPIL_NAME_KEY, v.name);
    v.tasks.forEach((task, k) => {
      const key = `${v.id}.${k}`;
      if (task.keep.length)
        storageSet(
          "local",
          CLASS_TASK_PREFIX + key,
          JSON.stringify({ latest: taskGames(key).latest, ended: task.keep }),
        );
    });
    return false;
  }

  /** @param {ClassView} v */
  show(v) {
    this.shown = v;
    const unsaved = this.keep(v);
    this.view.render(v, { unsaved });
    if (v.mode === "teacher") this.playBots(v.pending);
    setAddress(joinAddress(addressOf(v), { lang: langKey() }));
    this.start.shown();
  }

  /** Play again the first of the pupils' bots this page has not played yet, then ask for the page
    with its games (whose view names the next).
    @param {ClassBotRun[]} pending */
  playBots(pending) {
    if (this.playingBot) return; // its view names the next
    const run = pending.find((r) => !this.botsPlayed.has(r.key));
    if (!run) {
      this.view.bots("idle", "");
      return;
    }
    this.botsPlayed.add(run.key);
    this.playingBot = true;
    this.view.bots(
      "playing",
      t("Playing {name}'s bot again on this device ({n} to play)…", { name: run.name, n: pending.length }),
    );
    import("./bot-runs.js")
      .then(({ playRun }) => playRun(run, { step: (request) => this.botsStep(request), lang: LANG, build: BUILD }))
      .then(
        (results) => this.ask({ runs: { ...this.teacherKept().runs, [run.key]: results } }),
        (/** @type {unknown} */ err) => {
          this.view.bots(
            "idle",
            t("{name}'s bot could not be played here: {error}", {
              name: run.name,
              error: err instanceof Error ? err.message : String(err),
            }),
          );
        },
      )
      .finally(() => {
        this.playingBot = false;
      });
  }

  /** One step of a bot's game, by the engine (op "bots"); its trouble ({error}) is thrown.
    @param {{do: "step", state: import("../bots/types.js").GameState, answer?: import("../bots/protocol.js").Proposal}} request
    @returns {Promise<import("../bots/types.js").Step>} */
  async botsStep(request) {
    const answer = /** @type {import("../bots/types.js").Step & {error?: string}} */ (
      await this.start.engine.request({ op: "bots", lang: LANG, ...request })
    );
    if (answer.error) throw new Error(answer.error);
    return answer;
  }

  /** Ask the engine for the page with these fields added to what the device keeps.
    @param {Partial<ClassRequest>} [extra] */
  ask(extra = {}) {
    this.queue = this.queue.then(async () => {
      await this.start.ready;
      document.body.dataset.idle = "false";
      const { game } = splitAddress(currentHash());
      const pupil = new URLSearchParams(game).has("a") || new URLSearchParams(game).has("levels");
      const kept = this.teacherKept();
      /** @type {ClassRequest} */
      const request = {
        op: "class",
        hash: game,
        lang: LANG,
        assignments: kept.assignments,
        results: kept.results,
        runs: kept.runs,
        name: storageGet("local", CLASS_PUPIL_NAME_KEY) || "",
        kept: pupil && this.shown && this.shown.mode !== "teacher" ? keptGames(this.shown) : [],
        ...extra,
      };
      try {
        let v = /** @type {ClassView} */ (await this.start.engine.request(request));
        // The first view of an assignment names its tasks: ask again with the games kept for them.
        if (v.mode !== "teacher" && !request.kept?.length && keptGames(v).some((games) => games.length)) {
          v = /** @type {ClassView} */ (await this.start.engine.request({ ...request, kept: keptGames(v) }));
        }
        this.show(v);
      } catch (err) {
        this.start.failed(err);
      } finally {
        document.body.dataset.idle = "true";
      }
    });
  }

  /** @param {string} title @param {ClassTaskValues[]} tasks */
  make(title, tasks) {
    this.ask({ make: title, tasks, seed: newSeed() });
  }

  /** @param {string} name @param {ClassTaskChoice} choice */
  give(name, choice) {
    setAddress(joinAddress("", { lang: langKey() }));
    this.ask({ make: name, tasks: [choice], seed: newSeed() });
  }

  /** @param {string} name */
  setName(name) {
    storageSet("local", CLASS_PUPIL_NAME_KEY, name);
    this.ask({ name });
  }

  /** Another pupil starts afresh on this device: the name and what was played for the assignment's
      tasks are forgotten, and the page asked for again (the tasks to do, no name). */
  startAfresh() {
    const v = this.shown;
    if (!v || v.mode === "teacher") return;
    forgetAssignment(v.id, v.tasks.length);
    storageRemove("local", CLASS_PUPIL_NAME_KEY);
    this.ask({ name: "" });
  }

  /** The address changed: ask again when it names another page than the one shown. */
  addressChanged() {
    if (!this.shown || splitAddress(currentHash()).game !== addressOf(this.shown)) this.ask();
  }
}
