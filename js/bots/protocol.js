/* The messages of the bots' sandbox, in one place: the page (js/bots/sandbox.js) <-> its frame
   (js/bots/sandbox-frame.js, an opaque origin) <-> the frame's interpreters (js/bots/interpreter.js,
   each a worker that runs one pupil's bot). Typedefs only: the browser never loads this file (the
   frame's and the interpreter's classic scripts name these types in their JSDoc, which TypeScript
   reads and the browser skips).

   What each side sends is typed by these unions. What each side hears is `Unchecked`: the fields
   of the messages it may hear, every one `unknown` until the receiver's own checks read it (an
   interpreter runs a pupil's code, which can post anything; the frame checks every message of an
   interpreter before it relays it, and the page checks again what the frame relays). */

// ------------------------------------------------------------------------------ page -> frame

/**
 * What every interpreter is built from, downloaded by the page (sandbox.js's FILES but the frame's
 * and the interpreter's own scripts): Pyodide's two modules, its WebAssembly, the standard library,
 * the bots' engine (py/bots.zip).
 * @typedef {Object} InterpreterFiles
 * @property {ArrayBuffer} pyodide
 * @property {ArrayBuffer} runtime
 * @property {ArrayBuffer} host the site's Python host (js/shared/python-host.js), shared with the engine's worker
 * @property {ArrayBuffer} wasm
 * @property {ArrayBuffer} stdlib
 * @property {ArrayBuffer} engine
 */

/**
 * Once, when the frame is loaded: the interpreter's script (as text), the files and `snapshot`, the
 * memory snapshot the page kept from an earlier visit of this build (null: none), unpacked: the
 * interpreters restore it, and the first boots Python afresh only when it does not restore
 * (transferred).
 * @typedef {{type: "files", worker: string, files: InterpreterFiles, snapshot: ArrayBuffer | null}} FilesMessage
 */

/**
 * Start interpreter `interpreter` for the page's build.
 * @typedef {{type: "spawn", interpreter: number, build: string}} SpawnMessage
 */

/**
 * End interpreter `interpreter` (its worker is terminated).
 * @typedef {{type: "end", interpreter: number}} EndMessage
 */

/**
 * A request to interpreter `interpreter` (no `type`): `request` is JSON text for
 * factorgames.bots.sandbox.handle (a SandboxRequest), `id` the page's number for its reply.
 * @typedef {{type?: undefined, interpreter: number, id: number, request: string}} RequestMessage
 */

/** @typedef {FilesMessage | SpawnMessage | EndMessage | RequestMessage} PageToFrame */

// ------------------------------------------------------------------------------ frame -> page

/**
 * What the frame says of one interpreter: started (`booted`: by booting Python, not by a restore),
 * could not start, a reply to a request (its answer's JSON text, or why there is none), or stopped
 * (it said what it was not asked); and of
 * the sandbox, that its frame is loaded, and the memory snapshot a first interpreter made as it
 * booted, before any bot ran (null: it made none), for the page to keep for its next visit.
 * @typedef {{type: "loaded"}
 *   | {type: "snapshot", bytes: ArrayBuffer | null}
 *   | {type: "ready", interpreter: number, booted: boolean}
 *   | {type: "fatal", interpreter: number, cause: StartCause, message: string}
 *   | {type: "reply", interpreter: number, id: number, response: string, error?: undefined}
 *   | {type: "reply", interpreter: number, id: number, error: string, response?: undefined}
 *   | {type: "stopped", interpreter: number}} FrameToPage
 */

/**
 * Why an interpreter could not start: another build of the site ("version"), or anything else.
 * @typedef {"version" | "engine"} StartCause
 */

// ------------------------------------------------------------------------------ frame -> interpreter

/**
 * Start: boot Pyodide (or restore `snapshot`) with the bots' engine. `pyodide`, `runtime`, `host`: blob:
 * addresses of Pyodide's two modules and of the site's Python host; `module`: its WebAssembly, compiled by the frame;
 * `snapshot`: the first interpreter's memory snapshot, or null to boot and make one.
 * @typedef {Object} StartMessage
 * @property {"start"} type
 * @property {string} build
 * @property {string} pyodide
 * @property {string} runtime
 * @property {string} host
 * @property {WebAssembly.Module} module
 * @property {ArrayBuffer} stdlib
 * @property {ArrayBuffer} engine
 * @property {ArrayBuffer | null} snapshot
 */

/**
 * A request the page sent (its JSON text), under the page's id.
 * @typedef {{type?: undefined, id: number, request: string}} InterpreterRequest
 */

/** @typedef {StartMessage | InterpreterRequest} FrameToInterpreter */

// ------------------------------------------------------------------------------ interpreter -> frame

/**
 * Started (with the memory snapshot it made at boot, or null), could not start, or a reply.
 * @typedef {{type: "ready", snapshot: ArrayBuffer | null}
 *   | {type: "fatal", cause: StartCause, message: string}
 *   | {type: "reply", id: number, response: string, error?: undefined}
 *   | {type: "reply", id: number, error: string, response?: undefined}} InterpreterToFrame
 */

// ------------------------------------------------------------------------------ heard, not yet checked

/**
 * A message as it is heard (`event.data || {}`: any value but null and undefined), before the
 * receiver checks it: the fields the messages of `T` may have, each `unknown` (reading a field the
 * protocol does not have is an error, reading one it has gives a value to check).
 * @template T
 * @typedef {{readonly [K in T extends unknown ? keyof T : never]?: unknown}} Unchecked
 */

// ------------------------------------------------------------------------------ what a bot is asked

/**
 * A request to factorgames.bots.sandbox.handle (the page's, through the frame): load a bot's code,
 * ask a loaded bot for a move, or run an example of the interface on a position.
 * @typedef {{op: "load", bot: string, code: string, lang: string}
 *   | {op: "ask", bot: string, facts: import("./types.js").Facts, seed: number, lang: string}
 *   | {op: "try", code: string, facts: import("./types.js").Facts, lang: string}} SandboxRequest
 */

/**
 * What the page takes of an interpreter's answer (runner.js's proposal: the known fields of their
 * types only), as a proposal the engine checks: a move and the line it was returned from, the error
 * that stopped the bot (null: loaded, it can play) with Python's name of it (`exception`), its message
 * (`detail`) and the line it arose on, what it printed, an example's value; or `timeout` when the
 * page stopped it.
 * @typedef {Object} Proposal
 * @property {number} [move]
 * @property {number} [line]
 * @property {string | null} [error]
 * @property {string} [exception]
 * @property {string} [detail]
 * @property {string} [output]
 * @property {string} [value]
 * @property {true} [timeout]
 */

export {};
