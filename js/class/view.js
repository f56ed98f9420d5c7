/* The Class page's view: draws the engine's ClassView, the teacher's side (teacher-view.js) or the
   pupil's (pupil-view.js), with the page's notice and the state of the pupils' bots played again;
   what the person asks for goes to the callbacks it was given (types.js). */

import { part as $ } from "../shared/dom.js";
import { PupilView } from "./pupil-view.js";
import { TeacherView } from "./teacher-view.js";

/** @typedef {import("../contract/view-types.js").ClassView} ClassView */
/** @typedef {import("./types.js").BotsState} BotsState */

/** The page's element with this id. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));

export class ClassPageView {
  /** @param {import("./types.js").TeacherCallbacks & import("./types.js").PupilCallbacks} on */
  constructor(on) {
    this.teacher = new TeacherView(on);
    this.pupil = new PupilView(on);
  }

  /** Draw a view (`unsaved`: the teacher's device could not keep its part).
      @param {ClassView} v
      @param {{unsaved: boolean}} options */
  render(v, { unsaved }) {
    this.teacher.shown = v;
    document.documentElement.lang = v.lang;
    html("class-notice").hidden = !v.notice;
    $("class-notice").textContent = v.notice || "";
    html("class-teacher").hidden = v.mode !== "teacher";
    html("class-pupil").hidden = v.mode === "teacher";
    html("class-pupil-kicker").hidden = v.mode === "levels";
    document.body.dataset.mode = v.mode;
    if (v.mode === "teacher") this.teacher.render(v, { unsaved });
    else this.pupil.render(v);
  }

  /** A request failed after the first view: say so (the page's words).
      @param {string} words */
  trouble(words) {
    html("class-notice").hidden = false;
    $("class-notice").textContent = words;
  }

  /** The pupils' bots played again on this device: what is playing, or nothing.
      @param {BotsState} state
      @param {string} words */
  bots(state, words) {
    html("class-bots-status").textContent = words;
    document.body.dataset.bots = state;
  }
}
