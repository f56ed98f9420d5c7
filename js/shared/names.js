/* The names the site's scripts share (caches, storage keys, the worker's name), each defined once
   here and imported where it is used. The classic scripts, which cannot import (js/engine/boot.js,
   js/offline/sw.template.js), and the build (sitebuild/service_worker.py) spell some of them too,
   each with a comment naming the definition here. */

/** The prefix of every Cache Storage cache the site keeps (the offline cache deletes the others of its own). */
export const CACHE_PREFIX = "factorgames-";

/** The cache of the engine's memory snapshot (js/engine/snapshot-store.js), one entry at a time. */
export const SNAPSHOT_CACHE = "factorgames-snapshot";

/** The cache of the bots' interpreters' memory snapshot (js/bots/sandbox.js), one entry at a time. */
export const BOTS_SNAPSHOT_CACHE = "factorgames-bots-snapshot";

/** The prefix of the cache of one Pyodide version's files, shared by every build: the version follows. */
export const PYODIDE_CACHE_PREFIX = "factorgames-pyodide-";

/** The engine's worker's name when js/engine/boot.js reads the kept snapshot for it (js/engine/snapshot-store.js's readByPage). */
export const READ_BY_PAGE = "factorgames-engine:snapshot-read-by-page";

/** The prefix of the Web Lock an engine's worker holds while it lives (js/engine/client.js). */
export const LIFE_LOCK_PREFIX = "factorgames-engine-";

/** The localStorage key of the language the reader chose (js/shared/i18n.js writes it, js/engine/boot.js reads it). */
export const LANG_KEY = "factorgames:lang";

/** The kept snapshot's key (never fetched): per Pyodide version and build, under the site's root `site`.
    @param {string | URL} site the site's root folder
    @param {string} pyodide Pyodide's version
    @param {string} build the build's id
    @returns {string} */
export function snapshotKey(site, pyodide, build) {
  return new URL(`snapshot/${pyodide}/${build}.bin`, site).href;
}

/** The bots' interpreters' kept snapshot's key (never fetched): per build (which names its Pyodide), under the site's root.
    @param {string | URL} site the site's root folder
    @param {string} build the build's id
    @returns {string} */
export function botsSnapshotKey(site, build) {
  return new URL(`bots-snapshot/${build}.bin`, site).href;
}

/** The Class page's keys in localStorage (js/class/page.js; the game page writes a task's games,
    js/game/class-task.js). TEACHER: the teacher's assignments and results; PUPIL_NAME: the name the
    pupil typed; ASSIGNMENT_PREFIX + id: where the Class page shows an assignment the pupil opened (its
    address after '#': a=<code>, or levels); TASK_PREFIX +
    "<id>.<k>": the games played for that task (the latest and the finished ones, share codes). */
export const CLASS_TEACHER_KEY = "factorgames:class:teacher";
export const CLASS_PUPIL_NAME_KEY = "factorgames:class:name";
export const CLASS_ASSIGNMENT_PREFIX = "factorgames:class:assignment:";
export const CLASS_TASK_PREFIX = "factorgames:class:task:";

/** The prefix of each game the game page keeps (js/game/saved-games.js): SAVED_GAME_PREFIX + its id. */
export const SAVED_GAME_PREFIX = "factorgames:game:";

/** The tournament page's key in localStorage (js/tournament/controller.js): the organiser's
    tournament and its decided games. Its games played on the game page are kept as a class's task's
    (CLASS_TASK_PREFIX + "<tournament id>.<game>"), and its way back under CLASS_ASSIGNMENT_PREFIX +
    id: the tournament page's address ("tournament.html#...", js/shared/class-task.js). */
export const TOURNAMENT_KEY = "factorgames:tournament";
