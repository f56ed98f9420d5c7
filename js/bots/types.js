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

export {};
