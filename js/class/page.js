/* The Class page: a class with no accounts and no server. The engine (in its worker) says
   everything the page shows (ClassView in js/contract/view-types.js, made by
   py/factorgames/page/class_page.py): this file draws it, sends the form and the pasted results,
   and keeps each side's part on its own device: the teacher's assignments and results, the
   pupil's name and the games of each task (written by the game page, js/game/class-task.js).
   Addresses: class.html (the teacher's), #a=<assignment> (the pupil's), #r=<result> (a result
   handed to the teacher: it is added, then the address is the teacher's). A result's bot is
   played again on the teacher's device (js/class/bot-runs.js, loaded when one is).

   This file starts the page: controller.js (its state, its requests, what the device keeps),
   view.js (teacher-view.js, pupil-view.js: the drawing, and what the person asks for), links.js,
   types.js (the page's shapes). */

import { offerNewVersion } from "../shared/new-version.js";
import { startPage } from "../shared/page-start.js";
import { ClassController } from "./controller.js";
import { ClassPageView } from "./view.js";

const start = startPage({ onTrouble: (words) => view.trouble(words), holdsUnsaved: () => controller.unsaved !== null });
const view = new ClassPageView({
  onMake: (title, tasks) => controller.make(title, tasks),
  onAdd: (text) => controller.ask({ add: text }),
  onForget: (id) => controller.ask({ forget: id }),
  onTake: (link) => controller.ask({ take: link }),
  onName: (name) => controller.setName(name),
  onAfresh: () => controller.startAfresh(),
  onGive: (name, choice) => controller.give(name, choice),
});
const controller = new ClassController(start, view);
// A new build deployed while the page is open: offer it (what the device keeps stays).
offerNewVersion();
window.addEventListener("hashchange", () => controller.addressChanged());
// Back from a task's game (another page of this site, or this one from the cache): its games changed.
window.addEventListener("pageshow", (event) => {
  if (event.persisted && controller.shown) controller.ask();
});
controller.ask();
