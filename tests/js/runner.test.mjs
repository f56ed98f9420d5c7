// js/bots/runner.js: games between bots. A bot's interpreter may say anything: only the known fields
// of a proposal pass (move, line, error, output, value, timeout), checked and cut to size, and every
// interpreter is ended with its game. Tested with a fake sandbox whose interpreters answer as told.
import { test, describe } from "node:test";
import assert from "node:assert/strict";

import { BotsGame, check, limits, playGame, trial, tryOut } from "../../js/bots/runner.js";

/** A sandbox whose interpreters answer `reply(message, limitMs)`; it records what they were sent and who was ended. */
function fakeSandbox(reply) {
  const log = { taken: 0, sent: [], ended: [] };
  return {
    log,
    async take() {
      const number = ++log.taken;
      return {
        number,
        async send(message, limitMs) {
          log.sent.push({ number, message, limitMs });
          return reply(message, limitMs);
        },
        end() {
          log.ended.push(number);
        },
      };
    },
  };
}

const OPTIONS = { lang: "fr", limitMs: 250 };

/** What tryOut makes of an interpreter's answer: the proposal, as the engine will see it. */
const proposalOf = async (said) =>
  tryOut(
    fakeSandbox(() => said),
    "code",
    {},
    OPTIONS,
  );

describe("a proposal keeps the known fields only", () => {
  test("a move, its line and the output pass", async () => {
    assert.deepEqual(await proposalOf({ move: 12, line: 3, output: "thinking\n" }), {
      move: 12,
      line: 3,
      output: "thinking\n",
    });
  });

  test("unknown fields are dropped, hostile names too", async () => {
    const said = JSON.parse(
      '{"move": 4, "score": 100, "winner": 1, "__proto__": {"move": 9}, "constructor": 1, "state": "x"}',
    );
    const taken = await proposalOf(said);
    assert.deepEqual(taken, { move: 4 });
    assert.equal(Object.getPrototypeOf(taken), Object.prototype);
  });

  test("a move or line that is not a safe whole number is dropped", async () => {
    for (const bad of [
      1.5,
      "12",
      NaN,
      Infinity,
      -Infinity,
      2 ** 53,
      -(2 ** 53),
      null,
      true,
      [12],
      { valueOf: () => 12 },
    ]) {
      assert.deepEqual(await proposalOf({ move: bad, line: bad }), {}, String(bad));
    }
  });

  test("whole numbers are kept as they are, negative and zero too (the engine judges them)", async () => {
    assert.deepEqual(await proposalOf({ move: -3, line: 0 }), { move: -3, line: 0 });
    assert.deepEqual(await proposalOf({ move: 2 ** 53 - 1 }), { move: 2 ** 53 - 1 });
  });

  test("an error is text (cut to 2000 characters) or null (a bot loaded); anything else is dropped", async () => {
    assert.deepEqual(await proposalOf({ error: "NameError" }), { error: "NameError" });
    assert.deepEqual(await proposalOf({ error: null }), { error: null });
    assert.deepEqual(await proposalOf({ error: "" }), { error: "" });
    assert.equal((await proposalOf({ error: "e".repeat(5000) })).error.length, 2000);
    for (const bad of [undefined, 0, false, {}, ["x"]])
      assert.deepEqual(await proposalOf({ error: bad }), {}, String(bad));
  });

  test("output and value are text, cut to 8000 characters", async () => {
    const long = "x".repeat(20000);
    const taken = await proposalOf({ output: long, value: long });
    assert.equal(taken.output.length, 8000);
    assert.equal(taken.value.length, 8000);
    assert.deepEqual(await proposalOf({ output: 5, value: { a: 1 } }), {});
    assert.deepEqual(await proposalOf({ output: "", value: "" }), { output: "", value: "" });
  });

  test("a timeout is {timeout: true} alone, whatever else came with it", async () => {
    assert.deepEqual(await proposalOf({ timeout: true, move: 3, error: "x", output: "y" }), { timeout: true });
  });

  test("a timeout that is not exactly true is no timeout", async () => {
    for (const bad of ["true", 1, {}, [true]]) {
      assert.deepEqual(await proposalOf({ timeout: bad, move: 2 }), { move: 2 }, JSON.stringify(bad));
    }
  });

  test("an empty answer is an empty proposal", async () => {
    assert.deepEqual(await proposalOf({}), {});
  });
});

describe("BotsGame", () => {
  test("a bot is loaded once, in an interpreter of its own, with its code and the game's language and limit", async () => {
    const sandbox = fakeSandbox((message) => (message.op === "load" ? { error: null, output: "hi" } : { move: 7 }));
    const game = new BotsGame(
      sandbox,
      new Map([
        ["a", "code A"],
        ["b", "code B"],
      ]),
      OPTIONS,
    );
    assert.deepEqual(await game.load("a"), { error: null, output: "hi" });
    assert.deepEqual(await game.load("a"), { error: null, output: "hi" });
    await game.load("b");
    assert.equal(sandbox.log.taken, 2);
    assert.deepEqual(
      sandbox.log.sent.map(({ number, message, limitMs }) => [number, message, limitMs]),
      [
        [1, { op: "load", bot: "a", code: "code A", lang: "fr" }, 250],
        [2, { op: "load", bot: "b", code: "code B", lang: "fr" }, 250],
      ],
    );
  });

  test("a bot without code is loaded with the empty code", async () => {
    const sandbox = fakeSandbox(() => ({ error: null }));
    await new BotsGame(sandbox, new Map(), OPTIONS).load("ghost");
    assert.equal(sandbox.log.sent[0].message.code, "");
  });

  test("asking a bot loads it first, then asks in the same interpreter; the answer is a proposal", async () => {
    const sandbox = fakeSandbox((message) =>
      message.op === "load" ? { error: null } : { move: 6, line: 2, output: "o", hack: "x" },
    );
    const game = new BotsGame(sandbox, new Map([["a", "c"]]), OPTIONS);
    const answer = await game.ask({ bot: "a", facts: { n: 30 }, seed: 5 });
    assert.deepEqual(answer, { move: 6, line: 2, output: "o" });
    assert.deepEqual(sandbox.log.sent[1], {
      number: 1,
      message: { op: "ask", bot: "a", facts: { n: 30 }, seed: 5, lang: "fr" },
      limitMs: 250,
    });
  });

  test("a bot whose loading timed out is not asked: its timeout is the answer", async () => {
    const sandbox = fakeSandbox(() => ({ timeout: true }));
    const game = new BotsGame(sandbox, new Map([["a", "while True: pass"]]), OPTIONS);
    assert.deepEqual(await game.ask({ bot: "a", facts: {}, seed: 1 }), { timeout: true });
    assert.equal(sandbox.log.sent.length, 1);
  });

  test("end ends every interpreter taken, once, and forgets them", async () => {
    const sandbox = fakeSandbox(() => ({ error: null }));
    const game = new BotsGame(sandbox, new Map(), OPTIONS);
    await game.load("a");
    await game.load("b");
    game.end();
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(sandbox.log.ended.sort(), [1, 2]);
    game.end();
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.equal(sandbox.log.ended.length, 2);
  });

  test("end does not fail when an interpreter could not be taken", async () => {
    const sandbox = { take: async () => Promise.reject(new Error("no frame")) };
    const game = new BotsGame(sandbox, new Map(), OPTIONS);
    await assert.rejects(game.load("a"), /no frame/);
    game.end();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});

describe("check and tryOut", () => {
  test("check loads the code once and ends its interpreter", async () => {
    const sandbox = fakeSandbox(() => ({ error: "SyntaxError", output: "", extra: 1 }));
    assert.deepEqual(await check(sandbox, "def f(:", OPTIONS), { error: "SyntaxError", output: "" });
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(sandbox.log.sent[0].message, { op: "load", bot: "bot", code: "def f(:", lang: "fr" });
    assert.deepEqual(sandbox.log.ended, [1]);
  });

  test("check fails when its interpreter fails (not a bot that loaded)", async () => {
    const sandbox = fakeSandbox(() => {
      throw new Error("crashed");
    });
    await assert.rejects(check(sandbox, "x", OPTIONS), /crashed/);
    assert.deepEqual(sandbox.log.ended, [1], "the interpreter whose loading failed is ended all the same");
  });

  test("trial loads the code once, asks each position until the first answer that is no move, and ends its interpreter", async () => {
    const asks = [0, 1, 2].map((k) => ({ bot: "b", facts: { moves: Array(k).fill(1) }, seed: 1 }));
    const sandbox = fakeSandbox((message) =>
      message.op === "load"
        ? { error: null, output: "" }
        : message.facts.moves.length < 1
          ? { move: 3, line: 2, output: "" }
          : {
              error: "Line 2: IndexError",
              exception: "IndexError",
              detail: "x".repeat(500),
              line: 2,
              output: "",
              hidden: 1,
            },
    );
    const { loaded, answers } = await trial(sandbox, "code", asks, OPTIONS);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(loaded, { error: null, output: "" });
    assert.deepEqual(answers, [
      { move: 3, line: 2, output: "" },
      { error: "Line 2: IndexError", exception: "IndexError", detail: "x".repeat(400), line: 2, output: "" },
    ]);
    assert.deepEqual(
      sandbox.log.sent.map((s) => s.message.op),
      ["load", "ask", "ask"],
      "the third position is not asked after an error",
    );
    assert.deepEqual(sandbox.log.ended, [1]);
    const broken = fakeSandbox(() => ({ error: "SyntaxError", output: "" }));
    assert.deepEqual(await trial(broken, "def f(:", asks, OPTIONS), {
      loaded: { error: "SyntaxError", output: "" },
      answers: [],
    });
  });

  test("tryOut sends the code and the facts, and ends its interpreter, even when it fails", async () => {
    const sandbox = fakeSandbox(() => ({ value: "42", output: "" }));
    assert.deepEqual(await tryOut(sandbox, "f()", { n: 1 }, OPTIONS), { value: "42", output: "" });
    assert.deepEqual(sandbox.log.sent[0], {
      number: 1,
      message: { op: "try", code: "f()", facts: { n: 1 }, lang: "fr" },
      limitMs: 250,
    });
    assert.deepEqual(sandbox.log.ended, [1]);
    const failing = fakeSandbox(() => Promise.reject(new Error("gone")));
    await assert.rejects(tryOut(failing, "f()", {}, OPTIONS), /gone/);
    assert.deepEqual(failing.log.ended, [1]);
  });
});

describe("playGame", () => {
  test("steps the game with each bot's proposal until it is over; onStep hears every step", async () => {
    const sandbox = fakeSandbox((message) => (message.op === "load" ? { error: null } : { move: 10, evil: true }));
    const game = new BotsGame(sandbox, new Map([["a", "c"]]), OPTIONS);
    const asked = [];
    const steps = [
      { state: "s1", ask: { bot: "a", facts: {}, seed: 1 } },
      { state: "s2", ask: { bot: "a", facts: {}, seed: 2 } },
      { state: "s3", result: { winner: 1 } },
    ];
    const ask = async (request) => {
      asked.push(request);
      return steps[asked.length - 1];
    };
    const heard = [];
    const result = await playGame(ask, game, "s0", (step, answer) => heard.push([step.state, answer]));
    assert.deepEqual(result, { winner: 1 });
    assert.deepEqual(asked, [
      { do: "step", state: "s0" },
      { do: "step", state: "s1", answer: { move: 10 } },
      { do: "step", state: "s2", answer: { move: 10 } },
    ]);
    assert.deepEqual(heard, [
      ["s1", null],
      ["s1", { move: 10 }],
      ["s2", null],
      ["s2", { move: 10 }],
      ["s3", null],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(sandbox.log.ended, [1]);
  });

  test("the game's interpreters are ended when the engine fails", async () => {
    const sandbox = fakeSandbox(() => ({ error: null }));
    const game = new BotsGame(sandbox, new Map(), OPTIONS);
    await game.load("a");
    await assert.rejects(
      playGame(async () => Promise.reject(new Error("engine")), game, "s0"),
      /engine/,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(sandbox.log.ended, [1]);
  });
});

describe("limits", () => {
  test("a bot may think the engine's seconds, stretched only by a scale over 1 the page's own script set", () => {
    try {
      delete globalThis.FACTORGAMES_BOT_TIME_SCALE;
      assert.deepEqual(limits("de", 2), { lang: "de", limitMs: 2000 });
      globalThis.FACTORGAMES_BOT_TIME_SCALE = 5;
      assert.deepEqual(limits("de", 2), { lang: "de", limitMs: 10000 });
      for (const never of [0.1, 0, -3, NaN, Infinity, "5", null, { valueOf: () => 5 }]) {
        globalThis.FACTORGAMES_BOT_TIME_SCALE = never;
        assert.equal(limits("en", 2).limitMs, 2000, String(never));
      }
    } finally {
      delete globalThis.FACTORGAMES_BOT_TIME_SCALE;
    }
  });
});
