/* The engine is working: a bar at the top of the page, "Working…" for screen readers, shown once
   work for the engine has been pending for half a second and gone when none is left. Any page
   gets it through js/engine/client.js, which counts each request as pending work; a page whose
   work spans several requests (the Study page's parts) holds it for the whole, and may say how far
   it got. It knows nothing of what the work is. */

import { t } from "../shared/i18n.js";

/** Work shorter than this is a blink: nothing is shown. */
const SHOWN_AFTER_MS = 500;

/** How far some work got, as its holder says.
    @typedef {{done: number, total: number}} Measure */

/** What holds the indicator: say how far the work got (done of total), and end it (once).
    @typedef {{progress(done: number, total: number): void, end(): void}} Busy */

let pending = 0;
/** @type {number | undefined} */
let timer;
/** @type {Measure | null} */
let shown = null; // the latest {done, total} said by a holder, or null: no measure of the work

/** The indicator, made the first time it is needed.
    @returns {HTMLElement} */
function indicator() {
  let box = document.getElementById("engine-busy");
  if (!box) {
    box = document.createElement("div");
    box.id = "engine-busy";
    box.className = "engine-busy";
    box.hidden = true;
    box.setAttribute("role", "status");
    const label = document.createElement("span");
    label.className = "visually-hidden";
    label.id = "engine-busy-label";
    const bar = document.createElement("progress");
    bar.setAttribute("aria-labelledby", "engine-busy-label");
    box.append(label, bar);
    document.body.append(box);
  }
  return box;
}

function draw() {
  const box = indicator();
  const bar = box.querySelector("progress");
  const label = box.querySelector("span");
  if (!bar || !label) throw new Error("#engine-busy lacks its bar or its label"); // (made so by indicator())
  if (shown && shown.total > 0) {
    bar.max = shown.total;
    bar.value = shown.done;
  } else {
    bar.removeAttribute("value"); // a bar that only says "working"
  }
  label.textContent = t("Working…");
  box.hidden = false;
  document.body.dataset.busy = "true";
}

function hide() {
  window.clearTimeout(timer);
  timer = undefined;
  shown = null;
  const box = document.getElementById("engine-busy");
  if (box) box.hidden = true;
  delete document.body.dataset.busy;
}

/** Hold the indicator while some work goes on: returns {progress(done, total), end()} (end once).
    @returns {Busy} */
export function busy() {
  pending += 1;
  if (pending === 1) timer = window.setTimeout(draw, SHOWN_AFTER_MS);
  let ended = false;
  return {
    progress(done, total) {
      if (ended) return;
      shown = { done, total };
      if (document.body.dataset.busy === "true") draw();
    },
    end() {
      if (ended) return;
      ended = true;
      pending -= 1;
      if (pending === 0) hide();
    },
  };
}
