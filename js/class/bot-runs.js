/* The pupils' bots in the results a teacher collects, played again on the teacher's device: a
   result carries a bot's code, never its games, so each bot's challenge is played here, its games
   planned by the engine (ClassBotRun, from py/factorgames/page/class_page.py), each of its moves a
   proposal the engine checks (op "bots", step), the bot in an interpreter of the bots' sandbox
   (js/bots/sandbox.js: an opaque origin that reaches nothing of this page's). The engine then
   marks the task from these games. Loaded only when a result holds a bot. */

import { BotsGame, limits as botLimits, playGame } from "../bots/runner.js";
import { Sandbox } from "../bots/sandbox.js";

/** @typedef {import("../contract/view-types.js").ClassBotRun} ClassBotRun */
/** @typedef {import("../bots/types.js").GameResult} GameResult */
/** @typedef {import("../bots/types.js").Step} Step */
/** @typedef {import("../bots/protocol.js").Proposal} Proposal */
/** The engine's op "bots", one step of a game. @typedef {(request: {do: "step", state: import("../bots/types.js").GameState, answer?: Proposal}) => Promise<Step>} StepAsk */

/** @type {Sandbox | null} */
let sandbox = null; // one frame for the page, made the first time a bot plays

/** A bot's challenge played again: its games' results, in the order planned.
    @param {ClassBotRun} run
    @param {{step: StepAsk, lang: string, build: string}} options
    @returns {Promise<GameResult[]>} */
export async function playRun(run, { step, lang, build }) {
  sandbox ??= new Sandbox({ build });
  const codes = new Map([["bot", run.code]]);
  const limits = botLimits(lang, run.seconds);
  const results = [];
  for (const state of run.games) results.push(await playGame(step, new BotsGame(sandbox, codes, limits), state));
  return results;
}
