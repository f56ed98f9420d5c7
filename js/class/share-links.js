/* The Class page's made assignment, shared where the class already is: a plain link to Google
   Classroom's share page (its documented address, classroom.google.com/share?url=&title=, opened by
   the teacher's click: no script of Google's, no request from this site) and "Copy for Teams" (a short
   message with the assignment's link, for a Teams chat or any other). The printable sheet with its QR
   code is the made assignment's own (teacher-view.js's Print the sheet). */

import { copyText } from "../shared/copy-text.js";
import { part as $ } from "../shared/dom.js";
import { t } from "../shared/i18n.js";

/** Google Classroom's share page for a link and its title.
    @param {string} url
    @param {string} title */
export function classroomShareUrl(url, title) {
  return `https://classroom.google.com/share?url=${encodeURIComponent(url)}&title=${encodeURIComponent(title)}`;
}

/** The message "Copy for Teams" copies. @param {string} url @param {string} title */
export function teamsMessage(url, title) {
  return t("“{title}”: open this link to do the assignment: {link}", { title, link: url });
}

/** The share links of the assignment made, and its Copy for Teams button (wired once). */
export class ShareLinks {
  constructor() {
    this.message = "";
    $("class-made-teams").addEventListener("click", () =>
      copyText(this.message, {
        status: $("class-made-status"),
        field: /** @type {HTMLTextAreaElement} */ ($("class-made-message")),
        done: t("Message copied: paste it into Teams."),
        manual: t("Copy the message from the box."),
        showField: () => {
          $("class-made-message").hidden = false;
        },
      }),
    );
  }

  /** The links for the assignment made. @param {string} url @param {string} title */
  show(url, title) {
    /** @type {HTMLAnchorElement} */ ($("class-made-classroom")).href = classroomShareUrl(url, title);
    this.message = teamsMessage(url, title);
  }
}
