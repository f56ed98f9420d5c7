/* Games between bots, on the page's side: the engine (js/engine/client.js, op "bots") steps each game,
   checks every move, plays the computer and says when a game is over; each bot answers from an
   interpreter of its own for that game (js/bots/sandbox.js), ended with the game. This file only
   carries questions and answers between the two, and stops a bot that takes too long: its
   interpreter is ended and the engine told of the timeout (it scores the game). */

/** What an interpreter said, as a proposal the engine checks: the known fields of their types only
    (a bot's interpreter may say anything). */
function proposal(said) {
  if (said.timeout === true) return { timeout: true };
  const taken = {};
  if (Number.isSafeInteger(said.move)) taken.move = said.move;
  if (Number.isSafeInteger(said.line)) taken.line = said.line;
  if (typeof said.error === "string") taken.error = said.error.slice(0, 2000);
  else if (said.error === null) taken.error = null; // a bot loaded: it can play
  if (typeof said.output === "string") taken.output = said.output.slice(0, 8000);
  if (typeof said.value === "string") taken.value = said.value.slice(0, 8000);
  return taken;
}

/** A game's bots: each bot's code, loaded into an interpreter of its own the first time it is asked. */
export class BotsGame {
  constructor(sandbox, codes, { lang, limitMs }) {
    this.sandbox = sandbox;
    this.codes = codes; // bot id -> its code
    this.lang = lang;
    this.limitMs = limitMs;
    this.seats = new Map(); // bot id -> Promise of {interpreter, loaded}
  }

  seat(bot) {
    if (!this.seats.has(bot)) {
      this.seats.set(
        bot,
        this.sandbox.take().then(async (interpreter) => {
          const loaded = proposal(
            await interpreter.send({ op: "load", bot, code: this.codes.get(bot) || "", lang: this.lang }, this.limitMs),
          );
          return { interpreter, loaded };
        }),
      );
    }
    return this.seats.get(bot);
  }

  /** Load a bot: {error, output} | {timeout: true}. */
  async load(bot) {
    return (await this.seat(bot)).loaded;
  }

  /** A bot's answer in a position: {move, line, output} | {error, output} | {timeout: true}. */
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

/** A bot's code run once in an interpreter of its own: {error, output} | {timeout: true}. */
export async function check(sandbox, code, { lang, limitMs }) {
  const game = new BotsGame(sandbox, new Map([["bot", code]]), { lang, limitMs });
  try {
    return await game.load("bot");
  } finally {
    game.end();
  }
}

/** An example of the interface run on a position: {value, output} | {error, output} | {timeout: true}. */
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
    every step (to draw the board, show a bot's output). */
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
