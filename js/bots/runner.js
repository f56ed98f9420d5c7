/* Games between bots, on the page's side: the engine (js/engine/client.js, op "bots") steps each game,
   checks every move, plays the computer and says when a game is over; each bot answers from an
   interpreter of its own for that game (js/bots/sandbox.js), ended with the game. This file only
   carries questions and answers between the two, and stops a bot that takes too long: its
   interpreter is ended and the engine told of the timeout (it scores the game). */

/** @typedef {import("./protocol.js").Proposal} Proposal */
/** @typedef {import("./types.js").Facts} Facts */
/** @typedef {import("./types.js").Step} Step */
/** @typedef {import("./types.js").GameState} GameState */
/** @typedef {import("./types.js").GameResult} GameResult */
/** @typedef {import("./sandbox.js").Sandbox} Sandbox */
/** @typedef {import("./sandbox.js").Interpreter} Interpreter */
/** The language bots speak, and how long a bot may think (ms). @typedef {{lang: string, limitMs: number}} Limits */
/** A bot's seat in a game: its interpreter, and what loading its code said. @typedef {{interpreter: Interpreter, loaded: Proposal}} Seat */

/** What a bot may take: the engine's `seconds` (its rule, said to the pupil) in ms, stretched only by
    FACTORGAMES_BOT_TIME_SCALE (read as each game starts), which the tests set so that a loaded machine fails no honest bot (a
    global of the page's own: a bot's code runs in a sandboxed frame of another origin, out of reach).
    @param {string} lang
    @param {number} seconds
    @returns {Limits} */
export function limits(lang, seconds) {
  const scale = globalThis.FACTORGAMES_BOT_TIME_SCALE;
  const stretch = typeof scale === "number" && Number.isFinite(scale) && scale > 1 ? scale : 1;
  return { lang, limitMs: seconds * 1000 * stretch };
}

/** What an interpreter said, as a proposal the engine checks: the known fields of their types only
    (a bot's interpreter may say anything).
    @param {import("./protocol.js").Unchecked<Proposal>} said
    @returns {Proposal} */
function proposal(said) {
  if (said.timeout === true) return { timeout: true };
  /** @type {Proposal} */
  const taken = {};
  if (typeof said.move === "number" && Number.isSafeInteger(said.move)) taken.move = said.move;
  if (typeof said.line === "number" && Number.isSafeInteger(said.line)) taken.line = said.line;
  if (typeof said.error === "string") taken.error = said.error.slice(0, 2000);
  else if (said.error === null) taken.error = null; // a bot loaded: it can play
  if (typeof said.exception === "string") taken.exception = said.exception.slice(0, 60);
  if (typeof said.detail === "string") taken.detail = said.detail.slice(0, 400);
  if (typeof said.output === "string") taken.output = said.output.slice(0, 8000);
  if (typeof said.value === "string") taken.value = said.value.slice(0, 8000);
  return taken;
}

/** A game's bots: each bot's code, loaded into an interpreter of its own the first time it is asked. */
export class BotsGame {
  /** @param {Sandbox} sandbox
      @param {Map<string, string>} codes
      @param {Limits} limits */
  constructor(sandbox, codes, { lang, limitMs }) {
    this.sandbox = sandbox;
    this.codes = codes; // bot id -> its code
    this.lang = lang;
    this.limitMs = limitMs;
    /** @type {Map<string, Promise<Seat>>} */
    this.seats = new Map(); // bot id -> Promise of {interpreter, loaded}
  }

  /** @param {string} bot */
  seat(bot) {
    if (!this.seats.has(bot)) {
      this.seats.set(
        bot,
        this.sandbox.take().then(async (interpreter) => {
          try {
            const loaded = proposal(
              await interpreter.send(
                { op: "load", bot, code: this.codes.get(bot) || "", lang: this.lang },
                this.limitMs,
              ),
            );
            return { interpreter, loaded };
          } catch (err) {
            interpreter.end(); // a seat that failed is no seat: end() would not reach its interpreter
            throw err;
          }
        }),
      );
    }
    return /** @type {Promise<Seat>} */ (this.seats.get(bot)); // set above
  }

  /** Load a bot: {error, output} | {timeout: true}.
      @param {string} bot */
  async load(bot) {
    return (await this.seat(bot)).loaded;
  }

  /** A bot's answer in a position: {move, line, output} | {error, output} | {timeout: true}.
      @param {import("./types.js").Ask} ask */
  async ask({ bot, facts, seed }) {
    const { interpreter, loaded } = await this.seat(bot);
    if (loaded.timeout) return loaded;
    const asked = performance.now();
    const answer = proposal(await interpreter.send({ op: "ask", bot, facts, seed, lang: this.lang }, this.limitMs));
    performance.measure("factorgames:bots:move", { start: asked }); // what a move costs, the bot's thinking included (bench_bots.py)
    return answer;
  }

  /** End every interpreter of the game (and whatever its bot started). */
  end() {
    for (const seat of this.seats.values())
      seat.then(
        ({ interpreter }) => interpreter.end(),
        () => {},
      );
    this.seats.clear();
  }
}

/** A bot's code run once in an interpreter of its own: {error, output} | {timeout: true}.
    @param {Sandbox} sandbox
    @param {string} code
    @param {Limits} limits */
export async function check(sandbox, code, { lang, limitMs }) {
  const game = new BotsGame(sandbox, new Map([["bot", code]]), { lang, limitMs });
  try {
    return await game.load("bot");
  } finally {
    game.end();
  }
}

/** "Check my bot": a bot's code loaded in an interpreter of its own, then asked for a move in each
    position the engine chose (`asks`, of its `do` "trial"), until the first answer that is no move
    (an error, a time-out): what loading said and the answers, for the engine's verdict.
    @param {Sandbox} sandbox
    @param {string} code
    @param {import("./types.js").Ask[]} asks
    @param {Limits} limits
    @returns {Promise<{loaded: Proposal, answers: Proposal[]}>} */
export async function trial(sandbox, code, asks, limits) {
  const ids = new Set(asks.map((a) => a.bot));
  const game = new BotsGame(sandbox, new Map([...ids].map((id) => [id, code])), limits);
  try {
    const loaded = await game.load(asks.length ? asks[0].bot : "bot");
    /** @type {Proposal[]} */
    const answers = [];
    if (loaded.timeout || loaded.error) return { loaded, answers };
    for (const ask of asks) {
      const answer = await game.ask(ask);
      answers.push(answer);
      if (answer.move === undefined) break;
    }
    return { loaded, answers };
  } finally {
    game.end();
  }
}

/** An example of the interface run on a position: {value, output} | {error, output} | {timeout: true}.
    @param {Sandbox} sandbox
    @param {string} code
    @param {Facts} facts
    @param {Limits} limits */
export async function tryOut(sandbox, code, facts, { lang, limitMs }) {
  const interpreter = await sandbox.take();
  try {
    return proposal(await interpreter.send({ op: "try", code, facts, lang }, limitMs));
  } finally {
    interpreter.end();
  }
}

/** Play one game to its end: the engine steps it (`ask(request)`: the page's request to the engine's
    op "bots", in its language), the game's bots answer each question. `onStep(step, answer)` hears
    every step (to draw the board, show a bot's output).
    @param {(request: {do: "step", state: GameState, answer?: Proposal}) => Promise<Step>} ask
    @param {BotsGame} game
    @param {GameState} state
    @param {(step: Step, answer: Proposal | null) => unknown} [onStep]
    @returns {Promise<GameResult>} */
export async function playGame(ask, game, state, onStep = () => {}) {
  try {
    let step = await ask({ do: "step", state });
    for (;;) {
      await onStep(step, null);
      if (!step.ask) return step.result;
      const answer = await game.ask(step.ask);
      await onStep(step, answer);
      step = await ask({ do: "step", state: step.state, answer });
    }
  } finally {
    game.end();
  }
}
