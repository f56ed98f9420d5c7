/* The globals the site's scripts share: what the classic boot script (js/engine/boot.js) gives the
   page's modules, and what a test may set before the page runs. */

/** The cause of a start that failed (the page says each in its own words). */
type BootFailure = "timeout" | "download" | "engine" | "build" | "storage" | string;

/** A start's progress as the engine's worker reports it. */
interface BootProgress {
  step: number;
  steps: number;
  label: string;
}

/** The engine's worker js/engine/boot.js started early, as the page's engine takes it: failure says
    why its script could not load, or is null. */
interface EarlyWorker {
  worker: Worker;
  failure: string | null;
}

/** js/engine/boot.js: the start's loading screen, its timeout and failures, and the worker it
    started early. */
interface FactorGamesBoot {
  readonly lang: string;
  progress(shown?: BootProgress): void;
  started(): void;
  fail(cause: BootFailure, detail?: string): void;
  /** The worker it started early, the first time (failure: why its script could not load, or null), then null. */
  takeWorker(): EarlyWorker | null;
}

declare var factorgamesBoot: FactorGamesBoot;
/** The visible pause before the computer's move, in ms (the tests set 0). */
declare var FACTORGAMES_THINK_MS: number | undefined;
/** How many times longer than the engine's rule a bot may think (tests on a loaded machine; 1 when unset). */
declare var FACTORGAMES_BOT_TIME_SCALE: number | undefined;

/** Set by the engine's worker (js/engine/host.js) for Python (py/factorgames): the whole standard
    library, downloaded synchronously when Python imports a module the build left out. */
declare var factorgamesFullStdlib: (() => Uint8Array) | undefined;
/** Set by the engine's worker (js/engine/host.js) for Python: a file of the site (its path from the
    site's root), downloaded synchronously. */
declare var factorgamesSiteFile: ((path: string) => Uint8Array) | undefined;
/** How long the start may show no progress before js/engine/boot.js gives up, in ms (the tests set it). */
declare var FACTORGAMES_START_TIMEOUT_MS: number | undefined;

/** js/engine/boot.js's words in every language that has a catalog (build.py writes them in its
    place): by language, each English message's translation. */
declare const __SAID__: { [lang: string]: { [message: string]: string } };

/** jsQR (js/jsQR.js, the pinned npm package jsqr, a classic script the Class page loads on demand):
    the text of a QR code found in an image's RGBA pixels, or null. */
declare var jsQR:
  | ((
      data: Uint8ClampedArray,
      width: number,
      height: number,
      options?: { inversionAttempts?: string },
    ) => {
      data: string;
    } | null)
  | undefined;

/** The Shape Detection API's barcode reader, where the browser has one (not in Chromium on Linux). */
declare var BarcodeDetector:
  | { new (options?: { formats: string[] }): { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> } }
  | undefined;

/* Trusted Types, as far as the site's policies use them (TypeScript's DOM library does not have them
   yet): js/shared/trusted.js, js/engine/boot.js, js/bots/sandbox.js, js/bots/sandbox-frame.js. */
interface TrustedHTML {
  readonly brand: "TrustedHTML";
}
interface TrustedScriptURL {
  readonly brand: "TrustedScriptURL";
}
interface TrustedTypePolicyOptions {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}
interface TrustedTypePolicy {
  createHTML(input: string): TrustedHTML;
  createScriptURL(input: string): TrustedScriptURL;
}
interface TrustedTypePolicyFactory {
  createPolicy(name: string, options: TrustedTypePolicyOptions): TrustedTypePolicy;
}
/** Undefined in a browser without Trusted Types. */
declare var trustedTypes: TrustedTypePolicyFactory | undefined;
