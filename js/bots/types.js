/* The Bots page's data: the bots kept on the device, and how the page's `ask` calls the engine's
   op "bots". The engine's shapes (its requests, one a `do`, and its answers: py/factorgames/contract/bots.py)
   are the generated js/contract/bots-types.js, re-exported here. Typedefs only: the browser never
   loads this file. */

/** @typedef {import("../contract/bots-types.js").Facts} Facts */
/** @typedef {import("../contract/bots-types.js").GameState} GameState */
/** @typedef {import("../contract/bots-types.js").Ask} Ask */
/** @typedef {import("../contract/bots-types.js").GameResult} GameResult */
/** @typedef {import("../contract/bots-types.js").Step} Step */
/** @typedef {import("../contract/bots-types.js").Row} Row */
/** @typedef {import("../contract/bots-types.js").BotsPage} BotsPage */
/** @typedef {import("../contract/bots-types.js").BotsRequest} BotsRequest */
/** @typedef {import("../contract/bots-types.js").BotsAnswers} BotsAnswers */

/**
 * A bot kept on this device.
 * @typedef {{id: string, name: string, code: string}} Bot
 */

/**
 * A request to the engine's op "bots" as the page's `ask` takes it: one of the requests of
 * `BotsRequest` (by its `do`) without the `op` and the language, which `ask` adds.
 * @typedef {BotsRequest extends infer R ? (R extends unknown ? Omit<R, "op" | "lang"> : never) : never} BotsCall
 */

/**
 * The Bots page's state (js/bots/controller.js's `state`, which js/bots/games.js plays with too).
 * @typedef {Object} BotsState
 * @property {import("../shared/page-start.js").PageStart} start the page's start: its engine
 * @property {import("../shared/class-task.js").ClassTask} classTask the class's task's panel
 * @property {{challenge: string, seed: number} | null} task the class's task in the address: its
 *     challenge and the seed of its games (none: no task)
 * @property {BotsPage} page what the engine offers: games, levels, starters, examples, challenges
 * @property {import("./sandbox.js").Sandbox} bots the bots' sandbox: an interpreter per bot and game
 * @property {import("./runner.js").Limits} limits the language bots speak, and how long a bot may think (ms)
 * @property {import("./editor.js").PythonEditor} editor
 * @property {boolean} running games are being played (busy())
 * @property {{game: import("./runner.js").BotsGame, step: Step} | null} stepping a game played one
 *     "Next move" at a time
 * @property {string | null} editing the id of the bot in the editor: its edits go to that bot and no other
 */

export {};
