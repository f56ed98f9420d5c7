/* The messages between a page and the engine's worker, as typedefs only (nothing here runs; no
   module imports it at run time). The page's side is js/engine/client.js (and js/engine/boot.js,
   which reads the kept snapshot for a worker it starts early); the worker's, js/engine/worker.js and
   js/engine/host.js. Each direction is a union discriminated by `type`. */

// ------------------------------------------------------------------------------ the start

/** A step of the worker's start that js/engine/host.js times (its `timed(...)`): its first part ran
    ("worker-ran"), Pyodide's runtime module loaded ("runtime-loaded"), the standard library in (read as an
    earlier visit kept it, or downloaded and decoded: "stdlib-fetched"), Pyodide's WebAssembly compiled (and, when kept, checked: the kept file's compile and
    its hash apart, "wasm-module" and "wasm-digest"), the snapshot found
    or not ("snapshot-read"), its bytes in ("snapshot-bytes") and unpacked ("snapshot-unpacked"),
    Pyodide's WebAssembly instantiated ("instantiated"), then either restored from the snapshot and
    checked, or booted afresh, the engine's archive fetched and the engine imported.
    @typedef {"worker-ran" | "runtime-loaded" | "stdlib-fetched" | "wasm-module" | "wasm-digest" | "wasm-compiled" | "snapshot-read"
              | "snapshot-bytes" | "snapshot-unpacked" | "instantiated" | "restored" | "checked"
              | "booted" | "engine-fetched" | "engine-imported"} StartPhase */

/** When each step of the start ended, in ms since the epoch (js/engine/client.js marks each as
    "factorgames:worker:<step>"; bench_web.py reads them).
    @typedef {Partial<Record<StartPhase, number>>} Timings */

/** How Python started: restored from the kept snapshot, or booted afresh.
    @typedef {"snapshot" | "fresh"} BootKind */

/** Why a start failed: a file of the game could not be fetched or came damaged ("download"), the
    worker or the engine is of another build than the page ("version"), anything else ("engine").
    @typedef {import("../shared/python-host.js").StartCause} StartCause */

// ------------------------------------------------------------------------------ page → worker

/** The page's first message: its build (the worker refuses another), and the name of the Web Lock
    the worker holds while it lives.
    @typedef {{type: "hello", build: string, life: string}} HelloMessage */

/** From js/engine/boot.js, to a worker it named READ_BY_PAGE (js/shared/names.js): the kept snapshot
    was looked up; `length` is its x-snapshot-bytes header, or null when none is kept.
    @typedef {{type: "snapshot", length: string | null}} SnapshotFoundMessage */

/** From js/engine/boot.js, after SnapshotFoundMessage with a length: the kept bytes (moved), or null
    when they could not be read.
    @typedef {{type: "snapshot", bytes: ArrayBuffer | null}} SnapshotBytesMessage */

/** A request for the engine: `request` is its JSON text; the reply carries the same id.
    @typedef {{type: "request", id: number, request: string}} RequestMessage */

/** Every message a page posts to the engine's worker.
    @typedef {HelloMessage | SnapshotFoundMessage | SnapshotBytesMessage | RequestMessage} ToWorker */

// ------------------------------------------------------------------------------ worker → page

/** The start moved on: step `step` of `steps`; `label` in English, marked for the catalogs (the
    page translates it).
    @typedef {{type: "progress", step: number, steps: number, label: string}} ProgressMessage */

/** The engine answers: how Python started, whether the worker holds the page's lock (else the page's
    watchdog stands in), and when each step of the start ended.
    @typedef {{type: "ready", boot: BootKind, watched: boolean, timings: Timings}} ReadyMessage */

/** The start failed (after a ready: ignored).
    @typedef {{type: "fatal", cause: StartCause, message: string}} FatalMessage */

/** The worker took request `id`: a sign of life where no lock is held.
    @typedef {{type: "working", id: number}} WorkingMessage */

/** The answer to request `id`: the JSON text the engine returned, or why there is none.
    @typedef {{type: "reply", id: number, response: string, error?: undefined}
              | {type: "reply", id: number, error: string, response?: undefined}} ReplyMessage */

/** Every message the engine's worker posts to its page.
    @typedef {ProgressMessage | ReadyMessage | FatalMessage | WorkingMessage | ReplyMessage} FromWorker */

export {};
