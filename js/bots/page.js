/* The Bots page: pupils write `choose(position)` in Python and watch their bots play. The engine
   (its worker, op "bots") plans the games, plays the computer, checks every move and counts; the
   bots run in interpreters of their own, out of the site's reach (js/bots/sandbox.js, js/bots/runner.js). This file draws what they say, keeps the
   bots and the challenges passed on the device, and puts a bot in a link (bots.html#bot=...).
   A class's task (bots.html#challenge=<id>&seed=<n>&task=<assignment id>.<k>, from the Class page)
   names a challenge and the seed of its games: the bot tried on it is kept for the assignment
   (js/shared/class-task.js), the one that passed apart, and the Class page hands it in.

   This file starts the page and wires its controls: controller.js (the page's state, its requests,
   the bots in the editor and in links), games.js (the games played, the challenges), bot-store.js
   (the bots on the device), view.js and results-view.js (the drawing), league.js (the class league),
   editor.js (the code editor), types.js (the page's shapes). */

import { playGame } from "./runner.js";
import { pythonEditor } from "./editor.js";
import { startLeague } from "./league.js";
import { part as $, fillSelect, inside, partOf } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { startPage } from "../shared/page-start.js";
import { cueAll } from "../shared/scroll-cue.js";
import { ClassTask } from "../shared/class-task.js";
import { onNewVersion } from "../shared/new-version.js";
import { botsUnsaved, keptCurrent, kept } from "./bot-store.js";
import {
  ask,
  begin,
  current,
  deleteBot,
  firstBot,
  newBot,
  openLink,
  renameBot,
  saveCode,
  select,
  setUp,
  share,
  state,
  useEditor,
} from "./controller.js";
import {
  busy,
  drawBoard,
  drawable,
  loadCurrent,
  newGame,
  nextMove,
  playOne,
  playRobin,
  playSeries,
  showChallenges,
  showClassTask,
  showExamples,
  stopStepping,
} from "./games.js";
import { draws } from "./results-view.js";
import { chosenBot, chosenGame, chosenStarter, makeBoard, newVersion, say, showLeague, typedName } from "./view.js";

/** @typedef {import("./types.js").BotsPage} BotsPage */

const start = startPage({ holdsUnsaved: botsUnsaved });
makeBoard();
setUp(start, new ClassTask($("bots-task")));

async function main() {
  onNewVersion(() => newVersion({ focus: false })); // the site's service worker of a new build took over
  await start.ready;
  const page = await begin();
  const editor = pythonEditor($("bot-editor"), {
    label: t("Code of your bot"),
    description: $("editor-help").textContent,
    onChange: () => saveCode(),
    onRun: () => busy(playOne),
  });
  useEditor(editor);
  fillSelect(partOf(HTMLSelectElement, "match-game"), page.games, page.game);
  fillSelect(
    partOf(HTMLSelectElement, "bot-starter"),
    page.starters.map((s) => ({ id: s.id, label: s.name })),
    "template",
  );
  say(
    "time-limit",
    t("A bot must answer each move within {s} seconds, or it loses the game.", { s: page.move_seconds }),
  );
  firstBot();
  select(keptCurrent() || kept()[0].id);
  showExamples();
  showChallenges();
  showClassTask();
  await startLeague({
    ask,
    play: (game, codes) => playGame(ask, newGame(codes), game),
    busy,
    games: page.games,
    first: page.game,
  });
  await openLink();
  await drawBoard(chosenGame());

  $("bot-list").addEventListener("change", () => select(chosenBot()));
  $("bot-name").addEventListener("change", () => renameBot(typedName().trim() || t("My bot")));
  $("bot-new").addEventListener("click", () => {
    newBot(chosenStarter());
    editor.focus();
  });
  $("bot-delete").addEventListener("click", () => {
    const bot = current();
    if (kept().length < 2 || !window.confirm(t("Delete {name} from this device?", { name: bot.name }))) return;
    deleteBot(bot.id);
  });
  $("update-reload").addEventListener("click", () => location.reload());
  $("bot-share").addEventListener("click", () => share());
  $("bot-check").addEventListener("click", () =>
    busy(async () => {
      await loadCurrent(chosenGame(), { asked: true });
      $("bot-verdict").scrollIntoView({ block: "nearest" }); // the answer to the button, in view
    }),
  );
  $("play-one").addEventListener("click", () => busy(playOne));
  $("play-step").addEventListener("click", () => busy(nextMove));
  $("play-series").addEventListener("click", () => busy(playSeries));
  $("robin-play").addEventListener("click", () => busy(playRobin));
  draws(drawable);
  $("match-game").addEventListener("change", () => {
    stopStepping();
    draws(drawable);
    if (!state.running) drawBoard(chosenGame());
  });
  inside(HTMLElement, ".skip-link", document).addEventListener("click", (event) => {
    event.preventDefault();
    editor.focus();
  });
  window.addEventListener("hashchange", () => {
    openLink();
    showLeague();
  });

  cueAll(".table-scroll");
  start.shown();
  document.body.dataset.idle = "true";
  document.body.dataset.runs = "0";
  document.body.dataset.ready = "true";
  showLeague();
}

main().catch((err) => start.failed(err));
