/* The tournament page (tournament.html): a class tournament on one device. The engine says
   everything the page shows (TournamentView in js/contract/view-types.js, made by
   py/factorgames/page/tournament_page.py): the pairings round by round, each game's result
   verified by replaying its moves, the standings and their tie-breaks. Addresses: tournament.html
   (the organiser's), #p=<game> (one game on a pupil's device, which hands back its result),
   #tr=<result> (a result handed to the organiser: it is added, then the address is the organiser's).

   This file starts the page: controller.js (its state, its requests, what the device keeps) and
   view.js (the drawing, and what the person asks for). */

import { offerNewVersion } from "../shared/new-version.js";
import { startPage } from "../shared/page-start.js";
import { TournamentController } from "./controller.js";
import { TournamentPageView } from "./view.js";

const start = startPage({ onTrouble: (words) => view.trouble(words), holdsUnsaved: () => controller.unsaved !== null });
const view = new TournamentPageView({
  onMake: (make) => controller.make(make),
  onAdd: (text) => controller.ask({ add: text }),
  onForget: () => controller.forget(),
});
const controller = new TournamentController(start, view);
// A new build deployed while the page is open: offer it (what the device keeps stays).
offerNewVersion();
window.addEventListener("hashchange", () => controller.addressChanged());
// Back from a game played on the game page (from the cache): its result may be in.
window.addEventListener("pageshow", (event) => {
  if (event.persisted && controller.shown) controller.ask();
});
// Kept only in this page's memory, its games open in a new tab: back here, ask for those played there.
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && controller.shown && controller.where === "page") controller.ask();
});
controller.ask();
