/* The SCORM 1.2 adapter of a package made by `build.py --scorm` (sitebuild/scorm.py). It finds the
   learning platform's runtime API (window.API in this window's parents, or its opener's), and
   reports what the activity in the frame shows, as Python decided it: a game's or a challenge's
   score and status (the view's `lms`, on #app's data-lms), or, for a puzzle set (the launch page's
   data-puzzles), the puzzles of the set Python says solved, out of N (passed when all are). Without
   a platform it does nothing: the activity plays as it would anywhere. A classic script. */
(() => {
  /** The SCORM 1.2 runtime API a learning platform gives its activities (window.API), as used here:
      each call takes and returns strings ("true"/"false" for success).
      @typedef {Object} Scorm12API
      @property {(empty: "") => string} LMSInitialize
      @property {(element: string) => string} LMSGetValue
      @property {(element: string, value: string) => string} LMSSetValue
      @property {(empty: "") => string} LMSCommit
      @property {(empty: "") => string} LMSFinish */

  const frame = document.getElementById("scorm-frame");
  if (!(frame instanceof HTMLIFrameElement)) throw new Error("the launch page has no iframe #scorm-frame");
  const set = (frame.dataset.puzzles || "").split(",").filter(Boolean);
  /** @type {Set<string>} */
  const solved = new Set();

  /** Whether a window's API is a SCORM 1.2 runtime's (it has LMSInitialize).
      @param {unknown} api
      @returns {api is Scorm12API} */
  function isApi(api) {
    return (
      (typeof api === "object" || typeof api === "function") &&
      api !== null &&
      "LMSInitialize" in api &&
      typeof api.LMSInitialize === "function"
    );
  }

  /** window.API in `start` or one of its parents (a frame of another origin is skipped).
      @param {Window} start
      @returns {Scorm12API | null} */
  function apiFrom(start) {
    for (let win = start, hops = 0; win && hops < 12; hops += 1) {
      try {
        const api = /** @type {Window & {API?: unknown}} */ (win).API; // (the platform's, if any)
        if (isApi(api)) return api;
      } catch {
        // a window of another origin: look further up
      }
      if (win.parent === win) break;
      win = win.parent;
    }
    return null;
  }

  const api = apiFrom(window) || (window.opener ? apiFrom(window.opener) : null);
  let reported = "";
  if (api) {
    api.LMSInitialize("");
    const status = api.LMSGetValue("cmi.core.lesson_status");
    if (!status || status === "not attempted") api.LMSSetValue("cmi.core.lesson_status", "incomplete");
    api.LMSCommit("");
  }
  document.body.dataset.lms = api ? "found" : "none";

  /** @param {number} score out of 100 @param {string} status the lesson's status */
  function report(score, status) {
    const key = `${score}:${status}`;
    if (!api || key === reported) return;
    reported = key;
    api.LMSSetValue("cmi.core.score.min", "0");
    api.LMSSetValue("cmi.core.score.max", "100");
    api.LMSSetValue("cmi.core.score.raw", String(score));
    api.LMSSetValue("cmi.core.lesson_status", status);
    api.LMSCommit("");
    document.body.dataset.reported = key;
  }

  /** Report what the activity's document shows.
      @param {Document} doc */
  function look(doc) {
    const puzzle = doc.getElementById("puzzle");
    if (set.length && puzzle) {
      const id = puzzle.dataset.id;
      if (puzzle.dataset.state === "solved" && id !== undefined && set.includes(id)) solved.add(id);
      if (solved.size)
        report(Math.round((100 * solved.size) / set.length), solved.size === set.length ? "passed" : "incomplete");
      return;
    }
    const app = doc.getElementById("app");
    const [score, status] = (app && app.dataset.lms ? app.dataset.lms : ":").split(":");
    if (status) report(Number(score), status);
  }

  frame.addEventListener("load", () => {
    const doc = frame.contentDocument;
    if (!doc || !api) return;
    new MutationObserver(() => look(doc)).observe(doc.body, {
      attributes: true,
      subtree: true,
      attributeFilter: ["data-lms", "data-state", "data-id"],
    });
  });
  window.addEventListener("pagehide", () => {
    if (api) api.LMSFinish("");
  });
})();
