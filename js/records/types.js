/* The Records page's data: records/records.json, as `python3 -m factorgames.records ship` writes it
   (ship.summary in py/factorgames/records/ship.py; its form is checked when Python reads it back, in
   shipped.py): the shapes this page reads. Typedefs only: the browser never loads this file. */

/**
 * The whole file.
 * @typedef {Object} Records
 * @property {RecordsAbout} about
 * @property {RemovalRecords} removal
 * @property {ChainRecord[]} chains
 * @property {ChainGamesRecords} chain_games
 * @property {FactorGameRecords} [factor_game] only when the records hold a board of it
 */
/**
 * When and how the records were computed.
 * @typedef {Object} RecordsAbout
 * @property {string} date the day, as YYYY-MM-DD
 * @property {string} python
 * @property {string} how
 * @property {number} certified the removal certificate shipped proves the boards up to 2..certified
 */
/**
 * Multiples Removal on 2..N, for each N.
 * @typedef {Object} RemovalRecords
 * @property {RemovalBoard[]} boards
 * @property {[number, number]} certificate the certificate's positions: [lost, won]
 */
/** [N, the winning first picks (none: the second player wins), positions searched, seconds]
    @typedef {[number, number[], number, number]} RemovalBoard */
/** [n, the length of a longest chain of 1..n, one such chain, seconds] @typedef {[number, number, number[], number]} ChainRecord */
/**
 * The chain games (Juniper Green and its kin) on 1..n, for each n, under each opening rule.
 * @typedef {Object} ChainGamesRecords
 * @property {string[]} openings the rules, in the order of a row's outcomes: "any", "even", "even-below-half"
 * @property {ChainGamesRow[]} rows
 * @property {number} seconds
 */
/** [n, then an outcome for each opening rule, in the order of `openings`]
    @typedef {[number, ChainGamesOutcome, ChainGamesOutcome, ChainGamesOutcome]} ChainGamesRow */
/** [how many first numbers win, the smallest of them (0 when none does)] @typedef {[number, number]} ChainGamesOutcome */
/** A row's place of an opening rule's outcome. @typedef {1 | 2 | 3} OpeningColumn */
/**
 * The Factor Game on 1..n, for each n.
 * @typedef {Object} FactorGameRecords
 * @property {FactorGameBoard[]} boards
 */
/** [n, the first player's margin with perfect play, the best first picks] @typedef {[number, number, number[]]} FactorGameBoard */

export {};
