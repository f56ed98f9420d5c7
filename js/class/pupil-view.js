/* The Class page's pupil's side (class.html#a=<assignment>, #levels): the assignment's tasks (or the
   ladder of levels), each with its mark and a way to play it, the pupil's name and the result to
   hand in (its link and QR code). It draws the engine's ClassView and reports what the pupil does
   through its callbacks (types.js). */

import { element, part as $ } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { copyButton, drawQr, field, siteUrl } from "./links.js";

/** @typedef {import("../contract/view-types.js").ClassView} ClassView */
/** @typedef {import("./types.js").PupilCallbacks} PupilCallbacks */

/** The page's element with this id. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));

/** The pupil's side: its name form and its Copy button wired to `on` at once. */
export class PupilView {
  /** @param {PupilCallbacks} on */
  constructor(on) {
    this.on = on;
    /** The pupil asked for a result: show it once drawn. */
    this.revealResult = false;
    $("class-name-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.revealResult = true;
      on.onName(field("class-name").value);
    });
    copyButton("class-result-copy", "class-result-link", "class-result-status");
    // Start afresh: a question first (what is cleared cannot come back), then the clearing.
    const confirm = (/** @type {boolean} */ open) => {
      html("class-afresh-confirm").hidden = !open;
      $("class-afresh-ask").setAttribute("aria-expanded", String(open));
    };
    $("class-afresh-ask").addEventListener("click", () => {
      confirm(true);
      $("class-afresh-no").focus(); // the safe answer first: what is cleared cannot come back
    });
    $("class-afresh-no").addEventListener("click", () => {
      confirm(false);
      $("class-afresh-ask").focus();
    });
    $("class-afresh-yes").addEventListener("click", () => {
      confirm(false);
      this.afresh = true;
      on.onAfresh();
    });
    /** Started afresh: say so, and give the name field the focus, once the page is drawn again. */
    this.afresh = false;
  }

  /** Draw the pupil's side of a view.
      @param {ClassView} v */
  render(v) {
    $("class-pupil-title").textContent = v.title;
    $("class-summary").textContent = v.summary;
    html("class-pupil-tasks").replaceChildren(
      ...v.tasks.map((task, k) => {
        const li = element("li", `class-pupil-task class-${task.mark.state}`);
        const name = v.mode === "levels" ? t("Level {k}", { k: k + 1 }) : t("Task {k}", { k: k + 1 });
        li.append(element("p", "class-task-label", task.label), element("p", "class-task-mark", task.mark.words));
        if (task.locked) {
          li.classList.add("class-locked");
          li.append(element("p", "help", t("It opens once the level before is done.")));
        } else {
          const play = element("a", "button", task.mark.state === "todo" ? t("Play") : t("Play again"));
          play.href = siteUrl(task.page, task.play);
          play.setAttribute("aria-label", `${name}: ${play.textContent}`);
          li.append(play);
        }
        if (v.teaching) {
          const give = element("button", "link-button class-give", t("Give it as an assignment"));
          give.type = "button";
          give.setAttribute("aria-label", `${name}: ${give.textContent}`);
          give.addEventListener("click", () => this.on.onGive(name, task.choice));
          li.append(" ", give);
        }
        return li;
      }),
    );
    if (document.activeElement !== $("class-name")) field("class-name").value = v.name;
    html("class-afresh").hidden = !v.started;
    $("class-afresh-done").textContent = this.afresh
      ? t("This device's name and games for the assignment are cleared.")
      : "";
    if (this.afresh) field("class-name").focus();
    this.afresh = false;
    html("class-result").hidden = !v.result;
    if (v.result) {
      const url = new URL(`class.html#${v.result}`, document.baseURI).href; // in the teacher's language, not the pupil's
      field("class-result-link").value = url;
      html("class-result-long").hidden = drawQr("class-result-qr", url);
    }
    if (this.revealResult && v.result) html("class-result").scrollIntoView({ block: "end" }); // the QR code and Copy, in view
    this.revealResult = false;
  }
}
