/* The SCORM 1.2 adapter of a package made by `build.py --scorm` (sitebuild/scorm.py). It finds the
   learning platform's runtime API (window.API in this window's parents, or its opener's), and
   reports what the activity in the frame shows, as Python decided it: a game's or a challenge's
   score and status (the view's `lms`, on #app's data-lms), or, for a puzzle set (the launch page's
   data-puzzles), the puzzles of the set Python says solved, out of N (passed when all are). Without
   a platform it does nothing: the activity plays as it would anywhere. A classic script. */
(() => {
  const frame = document.getElementById("scorm-frame");
  const set = (frame.dataset.puzzles || "").split(",").filter(Boolean);
  const solved = new Set();

  /** window.API in `start` or one of its parents (a frame of another origin is skipped). */
  function apiFrom(start) {
    for (let win = start, hops = 0; win && hops < 12; hops += 1) {
      try {
        if (win.API && typeof win.API.LMSInitialize === "function") return win.API;
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

  function look(doc) {
    const puzzle = doc.getElementById("puzzle");
    if (set.length && puzzle) {
      if (puzzle.dataset.state === "solved" && set.includes(puzzle.dataset.id)) solved.add(puzzle.dataset.id);
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
