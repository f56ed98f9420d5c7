/* The Bots page's games: one game (at once, or move by move with "Next move"), a series, a round
   robin, a challenge (its verdict kept on the device, and for a class's task), "Check my bot" and
   the interface's examples. The engine (op "bots") plans the games, plays the computer, checks
   every move and counts; each bot plays in an interpreter of its own (js/bots/runner.js); the
   views (view.js, results-view.js) draw what they say. One run at a time: busy(). */

import { LANG, t } from "../shared/i18n.js";
import { BotsGame, limits, playGame, trial, tryOut } from "./runner.js";
import { keepPassed, kept, passed } from "./bot-store.js";
import { ask, current, saveCode, state } from "./controller.js";
import { challengeVerdict, listChallenges, listExamples, listGames, showTable } from "./results-view.js";
import {
  chosenGame,
  chosenOpponent,
  chosenSeed,
  drawPosition,
  matchForm,
  newVersion,
  notice,
  robinBots,
  robinGames,
  say,
  seriesGames,
  showBusy,
  showGameWords,
  showOutput,
  showTask,
  unready,
  verdict,
} from "./view.js";

/** @typedef {import("./types.js").Bot} Bot */
/** @typedef {import("./types.js").BotsPage} BotsPage */
/** @typedef {import("./types.js").BotsCall} BotsCall */
/** @typedef {import("./types.js").GameState} GameState */
/** @typedef {import("./types.js").GameResult} GameResult */
/** @typedef {import("./types.js").Step} Step */
/** @typedef {import("./protocol.js").Proposal} Proposal */
/** @typedef {import("../contract/request-types.js").ViewRequest} ViewRequest */

/** The pause between the moves of a game shown step by step, so that each can be seen. */
const SHOW_MS = 120;

/** How long a bot may think, read as each game starts (runner.js's limits: the tests' stretch too). */
const timeLimits = () => limits(LANG, state.page.move_seconds);

/** @param {number} ms */
const pause = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

// ------------------------------------------------------------------------------ playing

/** Draw a game's position on the board, as the game page draws it.
    @param {string} hash */
export async function drawBoard(hash) {
  /** @type {import("../contract/view-types.js").View} */
  const view = await state.start.engine.request(/** @satisfies {ViewRequest} */ ({ op: "view", hash, lang: LANG }));
  drawPosition(view, hash);
}

/** A game of the results on the board, where it ended, with what happened (a bot that stopped
    with an error: at which move, and why, in the engine's words).
    @param {GameResult} result */
export async function showGame(result) {
  stopStepping();
  await drawBoard(result.hash);
  showGameWords(result.words);
}

/** Whether a game (its share code, or a result's) can end in a draw: the engine says which games
    can (`page.games[].draws`).
    @param {string} hash */
export const drawable = (hash) =>
  state.page.games.some((g) => g.draws && (hash === g.id || hash.startsWith(`${g.id}&`)));

/** Work that plays games: one at a time, the page says it is busy meanwhile.
    @param {() => Promise<unknown>} work */
export async function busy(work) {
  if (state.running) return;
  state.running = true;
  showBusy(true);
  try {
    await work();
  } catch (err) {
    const words = t("Something went wrong: {error}", { error: err instanceof Error ? err.message : String(err) });
    if (err instanceof Error && err.cause === "version") newVersion();
    else notice(words);
    unready(words); // the bot did not play (its interpreter may not have started): it is not "ready"
    console.warn("Factor Games:", err);
  } finally {
    state.running = false;
    showBusy(false);
  }
}

/** "Check my bot": the bot in the editor tried on the positions the engine chooses in a game (its
    first moves, a mid-game and its last moves against the computer), and the engine's verdict: ready to play, or
    the first error, time-out or refused move with its line.
    @param {string} [code] the game's share code (the game chosen on the page by default)
    @param {{asked?: boolean}} [options] `asked`: the pupil pressed "Check my bot", and sees what the bot
      printed on each position tried (before games, only what it printed when loaded, as the games print the rest) */
export async function loadCurrent(code = chosenGame(), { asked = false } = {}) {
  saveCode();
  const bot = current();
  const { asks } = await ask({ do: "trial", code, bot: bot.id });
  const { loaded, answers } = await trial(state.bots, state.editor.code, asks, timeLimits());
  const printed = asked ? [loaded, ...answers] : [loaded];
  showOutput(printed.map((answer) => answer.output || "").join(""), { fresh: true });
  const said = await ask({ do: "ready", code, name: bot.name, loaded, answers });
  verdict(said.words, said.ready);
  return bot;
}

/** Check the bot in the editor; the code of every bot a game needs (the one in the editor from the editor).
    @param {string[]} ids
    @param {string} [code] the game's share code, where the bot is checked (the game chosen by default) */
async function loadBots(ids, code) {
  const bot = await loadCurrent(code);
  const codes = new Map(
    kept()
      .filter((b) => ids.includes(b.id))
      .map((b) => [b.id, b.code]),
  );
  codes.set(bot.id, state.editor.code);
  return { bot, codes };
}

/** A game's bots, each in an interpreter of its own.
    @param {Map<string, string>} codes */
export const newGame = (codes) => new BotsGame(state.bots, codes, timeLimits());

export function stopStepping() {
  if (state.stepping) state.stepping.game.end();
  state.stepping = null;
}

/** @param {Bot} bot
    @param {number} games
    @returns {BotsCall & {do: "series"}} */
function matchRequest(bot, games) {
  const form = matchForm();
  const opponent = String(form.get("opponent"));
  const other = kept().find((b) => b.id === opponent);
  return {
    do: "series",
    code: String(form.get("game")),
    bot: bot.id,
    name: bot.name,
    opponent,
    opponent_name: other ? other.name : bot.name,
    games,
    first: String(form.get("first")),
    seed: Number(form.get("seed")) || 0,
  };
}

/** A game's outputs and its end, as it goes.
    @param {boolean} show */
function follow(show) {
  /** @param {Step} step
      @param {Proposal | null} answer */
  return async (step, answer) => {
    if (answer && answer.output) showOutput(answer.output);
    if (show) {
      await drawBoard(step.state.hash);
      if (step.result) say("play-status", step.result.words);
      else await pause(SHOW_MS);
    }
  };
}

/** @param {GameResult[]} results
    @param {string} summary */
async function finish(results, summary) {
  // A bot of the editor's that failed in a game is not "ready to play": the verdict says what happened.
  const failed = results.find((r) => r.forfeit && r.players[r.forfeit - 1] === state.editing);
  if (failed) unready(failed.words);
  const { rows, faults } = await ask({ do: "table", results });
  showTable(rows, results, drawable);
  listGames(results, (result) => busy(() => showGame(result)));
  say("results-summary", faults ? `${summary} ${faults}` : summary);
}

export async function playOne() {
  stopStepping();
  const { bot, codes } = await loadBots([chosenOpponent()]);
  const { games } = await ask(matchRequest(bot, 1));
  say("play-status", t("Playing…"));
  const result = await playGame(ask, newGame(codes), games[0], follow(true));
  await drawBoard(result.hash);
  say("play-status", result.words);
  await finish([result], t("One game."));
}

/** One move of the bot (and the computer's reply) on the board: a game goes on press by press. */
export async function nextMove() {
  if (!state.stepping || state.stepping.step.result) {
    stopStepping();
    const { bot, codes } = await loadBots([chosenOpponent()]);
    const { games } = await ask(matchRequest(bot, 1));
    state.stepping = { game: newGame(codes), step: await ask({ do: "step", state: games[0] }) };
  }
  if (state.stepping.step.ask) {
    const answer = await state.stepping.game.ask(state.stepping.step.ask);
    if (answer.output) showOutput(answer.output);
    state.stepping.step = await ask({ do: "step", state: state.stepping.step.state, answer });
  }
  const { step } = state.stepping;
  await drawBoard(step.state.hash);
  say(
    "play-status",
    step.result
      ? step.result.words
      : t("{name} to move.", {
          name: step.state.names[step.state.players.indexOf(step.ask.bot)],
        }),
  );
  if (step.result) {
    state.stepping.game.end();
    await finish([step.result], t("One game."));
  }
}

/** @param {GameState[]} games
    @param {Map<string, string>} codes
    @param {(n: number) => string} label */
async function playMany(games, codes, label) {
  const results = [];
  for (const [k, state] of games.entries()) {
    say("play-status", t("Game {k} of {n}…", { k: k + 1, n: games.length }));
    results.push(await playGame(ask, newGame(codes), state, follow(false)));
  }
  const last = results[results.length - 1];
  await drawBoard(last.hash);
  say("play-status", last.words);
  await finish(results, label(results.length));
  return results;
}

export async function playSeries() {
  stopStepping();
  const { bot, codes } = await loadBots([chosenOpponent()]);
  const { games } = await ask(matchRequest(bot, seriesGames()));
  await playMany(games, codes, (n) => t("A series of {n} games.", { n }));
}

export async function playRobin() {
  stopStepping();
  const ids = robinBots();
  const chosen = kept().filter((b) => ids.includes(b.id));
  const { codes } = await loadBots(ids);
  const { games } = await ask({
    do: "robin",
    code: chosenGame(),
    bots: chosen.map((b) => /** @type {[string, string]} */ ([b.id, b.name])),
    games: robinGames(),
    seed: chosenSeed(),
  });
  await playMany(games, codes, (n) => t("A round robin of {n} games.", { n }));
}

// ------------------------------------------------------------------------------ challenges and examples

/** The challenges, drawn again with who passed them on this device. */
export function showChallenges() {
  listChallenges(state.page.challenges, passed(), state.task?.challenge, (challenge) =>
    busy(() => tryChallenge(challenge, { reveal: true })),
  );
}

/** Play a challenge with the bot in the editor (checked on the challenge's game first); its verdict
    beside it (and in the class's task, if it is the task's).
    @param {BotsPage["challenges"][number]} challenge
    @param {{reveal?: boolean}} [options] `reveal`: tried from its own button, its verdict is brought into view
      (from the class's task above the editor, the task's own status says it there) */
export async function tryChallenge(challenge, { reveal = false } = {}) {
  const { bot, codes } = await loadBots([], challenge.code);
  const forTask = state.task?.challenge === challenge.id; // its games: the ones the teacher's device plays again
  const { games } = await ask({
    do: "challenge",
    id: challenge.id,
    bot: bot.id,
    name: bot.name,
    seed: forTask && state.task ? state.task.seed : chosenSeed(),
  });
  const results = await playMany(games, codes, (n) => t("A challenge of {n} games.", { n }));
  const check = await ask({ do: "check", id: challenge.id, results });
  if (check.passed) keepPassed(challenge.id, bot.name);
  if (forTask)
    state.classTask.keep(
      (await ask({ do: "share", name: bot.name, code: codes.get(bot.id) || "" })).link,
      check.passed,
    );
  showChallenges(); // drawn again: its item is a new one
  challengeVerdict(challenge.id, check, { reveal, forTask });
}

/** The class's task, when the address names one of the challenges: above the editor. */
export function showClassTask() {
  const challenge = state.page.challenges.find((c) => c.id === state.task?.challenge);
  if (!challenge) return;
  showTask(challenge, () => busy(() => tryChallenge(challenge)));
}

/** The interface's examples, each run in a bot's interpreter. */
export function showExamples() {
  listExamples(state.page.examples, async (code) => {
    const answer = await tryOut(state.bots, code, state.page.position_facts, timeLimits());
    return answer.timeout ? t("Stopped: it took too long.") : answer.error || answer.value || "";
  });
}
