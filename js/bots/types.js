/* The Bots page's data: the bots kept on the device, and the engine's answers to the page's requests
   (op "bots", py/factorgames/bots/api.py), written after the Python TypedDicts they mirror (named
   below; they are not in the generated js/contract/view-types.js). Typedefs only: the browser never
   loads this file. */

/**
 * A bot kept on this device.
 * @typedef {{id: string, name: string, code: string}} Bot
 */

/**
 * A position as a bot sees it (bots/position.py Facts): the game's id, its rules (`kind` and the
 * rules' fields) and the moves so far.
 * @typedef {Object} Facts
 * @property {string} game
 * @property {Record<string, unknown>} rules
 * @property {number[]} moves
 */

/**
 * A game between two players, a computer level or a bot's id, seat 1 first (bots/runner.py GameState).
 * @typedef {Object} GameState
 * @property {string} hash
 * @property {string[]} players
 * @property {string[]} names
 * @property {number} seed
 */

/**
 * A bot to ask for a move: its id, the position, the seed of its `random` (bots/runner.py Ask).
 * @typedef {{bot: string, facts: Facts, seed: number}} Ask
 */

/**
 * A finished game (bots/runner.py GameResult): its record, who sat where, the winning seat (null:
 * a draw), the seat that lost by forfeit, the number of moves, what happened in words.
 * @typedef {Object} GameResult
 * @property {string} hash
 * @property {string[]} players
 * @property {string[]} names
 * @property {number | null} winner
 * @property {number | null} forfeit
 * @property {number} length
 * @property {string} words
 */

/**
 * A game's next question to a bot, or its result (bots/runner.py Step: one or the other).
 * @typedef {{state: GameState, ask: Ask, result?: undefined}
 *   | {state: GameState, result: GameResult, ask?: undefined}} Step
 */

/**
 * A row of the table of games played (bots/runner.py Row).
 * @typedef {Object} Row
 * @property {string} player
 * @property {string} name
 * @property {number} games
 * @property {number} wins
 * @property {number} losses
 * @property {number} draws
 * @property {number} average_length
 * @property {string} average_shown
 */

/**
 * What the page offers (bots/api.py page()): the games bots play (each says if it can be drawn),
 * the computer's levels, starter bots, the interface's examples, the time a bot has for a move,
 * the challenges, the game chosen first and its first position (for the examples).
 * @typedef {Object} BotsPage
 * @property {{id: string, label: string, draws: boolean}[]} games
 * @property {{id: string, label: string}[]} levels
 * @property {{id: string, name: string, code: string}[]} starters
 * @property {{words: string, code: string}[]} examples
 * @property {number} move_seconds
 * @property {{id: string, title: string}[]} challenges
 * @property {string} game
 * @property {Facts} position_facts
 */

/**
 * The page's requests to the engine's op "bots", by `do` (bots/api.py).
 * @typedef {{do: "page"}
 *   | {do: "series", code: string, bot: string, name: string, opponent: string, opponent_name: string,
 *      games: number, first: string, seed: number}
 *   | {do: "robin", code: string, bots: [string, string][], games: number, seed: number}
 *   | {do: "challenge", id: string, bot: string, name: string, seed: number}
 *   | {do: "step", state: GameState, answer?: import("./protocol.js").Proposal}
 *   | {do: "table", results: GameResult[]}
 *   | {do: "check", id: string, results: GameResult[]}
 *   | {do: "share", name: string, code: string}
 *   | {do: "open", link: string}} BotsCall
 */

/**
 * The engine's answer to each `do` (its trouble, {error}, is thrown by the page's `ask`).
 * @typedef {Object} BotsAnswers
 * @property {BotsPage} page
 * @property {{games: GameState[]}} series
 * @property {{games: GameState[]}} robin
 * @property {{games: GameState[]}} challenge
 * @property {Step} step
 * @property {{rows: Row[]}} table
 * @property {{passed: boolean, words: string}} check
 * @property {{link: string}} share
 * @property {{name: string, code: string}} open
 */

export {};
