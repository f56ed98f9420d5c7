// js/bots/sandbox.js's Interpreter: one bot's interpreter as the page sees it. What the frame says
// (a pupil's bot runs there) is heard as a message; a request's answer is parsed JSON of an object,
// else an error, or {timeout: true} past the limit. Tested with a fake sandbox (its post and end).
import { test, describe, beforeEach } from "node:test";
import assert from "node:assert/strict";

// sandbox.js imports i18n.js, which reads the page's <meta name="factorgames-languages"> when imported.
globalThis.document = { querySelector: () => null };
const { Interpreter } = await import("../../js/bots/sandbox.js");

let posted;
let ended;
let sandbox;

function started(id = 7) {
  const interpreter = new Interpreter(sandbox, id);
  sandbox.interpreters.set(id, interpreter);
  interpreter.hear({ type: "ready" });
  return interpreter;
}

/** Wait until the interpreter posted its request, then answer it. */
async function answer(interpreter, msg) {
  while (!posted.length) await new Promise((resolve) => setImmediate(resolve));
  interpreter.hear({ type: "reply", id: posted.at(-1).id, ...msg });
}

beforeEach(() => {
  posted = [];
  ended = [];
  sandbox = {
    interpreters: new Map(),
    post: (message) => posted.push(message),
    end: (interpreter) => ended.push(interpreter.id),
  };
});

describe("a request and its answer", () => {
  test("the request is posted as JSON text, numbered, for this interpreter", async () => {
    const interpreter = started(3);
    const reply = interpreter.send({ op: "ask", bot: "a" }, 1000);
    await answer(interpreter, { response: '{"move": 5}' });
    assert.deepEqual(await reply, { move: 5 });
    assert.deepEqual(posted, [{ interpreter: 3, id: 1, request: '{"op":"ask","bot":"a"}' }]);
    const second = interpreter.send({ op: "ask" }, 1000);
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(posted[1].id, 2, "each request has a number of its own");
    interpreter.hear({ type: "reply", id: 2, response: "{}" });
    assert.deepEqual(await second, {});
  });

  test("nothing is posted before the interpreter said it is ready", async () => {
    const interpreter = new Interpreter(sandbox, 1);
    const reply = interpreter.send({ op: "load" }, 1000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    assert.deepEqual(posted, []);
    interpreter.hear({ type: "ready" });
    await answer(interpreter, { response: '{"error": null}' });
    assert.deepEqual(await reply, { error: null });
  });

  test("an answer that is not a JSON object is an error, not a crash", async () => {
    for (const response of ["[1, 2]", "42", '"move"', "null", "true", "not json", "", "{", '{"a": 1}x']) {
      posted = [];
      const interpreter = started();
      const reply = interpreter.send({}, 1000);
      await answer(interpreter, { response });
      assert.deepEqual(await reply, { error: "?" }, JSON.stringify(response));
    }
  });

  test("an answer that is not text is the error it names", async () => {
    const interpreter = started();
    const reply = interpreter.send({}, 1000);
    await answer(interpreter, { response: { move: 1 }, error: "RecursionError" });
    assert.deepEqual(await reply, { error: "RecursionError" });
  });

  test("an answer with '__proto__' is parsed as data, not as a prototype", async () => {
    const interpreter = started();
    const reply = interpreter.send({}, 1000);
    await answer(interpreter, { response: '{"__proto__": {"move": 3}}' });
    const parsed = await reply;
    assert.equal(parsed.move, undefined);
    assert.equal(Object.getPrototypeOf(parsed), Object.prototype);
  });

  test("a reply to a request never made, or made twice, is ignored", async () => {
    const interpreter = started();
    interpreter.hear({ type: "reply", id: 99, response: '{"move": 1}' });
    interpreter.hear({ type: "reply", id: "1", response: '{"move": 1}' });
    interpreter.hear({ type: "reply", response: '{"move": 1}' });
    const reply = interpreter.send({}, 1000);
    await answer(interpreter, { response: '{"move": 2}' });
    interpreter.hear({ type: "reply", id: 1, response: '{"move": 3}' });
    assert.deepEqual(await reply, { move: 2 });
  });

  test("messages of unknown types are ignored", async () => {
    const interpreter = started();
    const reply = interpreter.send({}, 1000);
    interpreter.hear({ type: "files" });
    interpreter.hear({ type: "__proto__" });
    interpreter.hear({});
    await answer(interpreter, { response: '{"move": 4}' });
    assert.deepEqual(await reply, { move: 4 });
  });
});

describe("timeouts, stops and failures", () => {
  test("an answer later than the limit is {timeout: true}, and the interpreter is ended", async () => {
    const interpreter = started(5);
    const reply = await interpreter.send({ op: "ask" }, 20);
    assert.deepEqual(reply, { timeout: true });
    assert.ok(ended.includes(5));
    interpreter.hear({ type: "reply", id: 1, response: '{"move": 1}' }); // too late: nobody waits
  });

  test("an interpreter that posted messages it was not asked for is stopped: every request gets the error", async () => {
    const interpreter = started(4);
    const waiting = interpreter.send({}, 1000);
    await new Promise((resolve) => setImmediate(resolve));
    interpreter.hear({ type: "stopped" });
    const first = await waiting;
    assert.equal(typeof first.error, "string");
    assert.match(first.error, /not asked for/);
    assert.equal(sandbox.interpreters.has(4), false);
    posted = [];
    assert.deepEqual(await interpreter.send({}, 1000), first, "later requests get it at once");
    assert.deepEqual(posted, [], "and are not posted");
  });

  test("a fatal start fails the requests, with the cause 'version' or else 'engine'", async () => {
    const versioned = new Interpreter(sandbox, 1);
    versioned.hear({ type: "fatal", cause: "version", message: "build 1 is not build 2" });
    await assert.rejects(
      versioned.send({}, 1000),
      (err) => err.cause === "version" && err.message === "build 1 is not build 2",
    );
    for (const cause of ["download", "engine", undefined, "__proto__", { toString: () => "version" }]) {
      const other = new Interpreter(sandbox, 2);
      other.hear({ type: "fatal", cause, message: 12 });
      await assert.rejects(other.send({}, 1000), (err) => err.cause === "engine" && err.message === "12");
    }
  });

  test("ending an interpreter answers its waiting requests as timed out", async () => {
    const interpreter = started(8);
    const waiting = interpreter.send({}, 1000);
    await new Promise((resolve) => setImmediate(resolve));
    interpreter.end();
    assert.deepEqual(await waiting, { timeout: true });
    assert.deepEqual(ended, [8], "ended once: the request answered as timed out does not end it again");
    interpreter.end();
    assert.deepEqual(ended, [8]);
  });
});
