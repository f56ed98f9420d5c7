/* The Class page: a class with no accounts and no server. The engine (in its worker) says
   everything the page shows (ClassView in js/contract/view-types.js, made by
   py/factorgames/page/class_page.py): this file draws it, sends the form and the pasted results,
   and keeps each side's part on its own device: the teacher's assignments and results, the
   pupil's name and the games of each task (written by the game page, js/game/class-task.js).
   Addresses: class.html (the teacher's), #a=<assignment> (the pupil's), #r=<result> (a result
   handed to the teacher: it is added, then the address is the teacher's). A result's bot is
   played again on the teacher's device (js/class/bot-runs.js, loaded when one is). */

import { currentHash, joinAddress, setAddress, splitAddress } from "../shared/address.js";
import { BUILD } from "../shared/build-id.js";
import { copyText } from "../shared/copy-text.js";
import { part as $, fillSelect, partOf, element } from "../shared/dom.js";
import { LANG, langKey, t } from "../shared/i18n.js";
import { onNewVersion } from "../shared/new-version.js";
import {
  CLASS_ASSIGNMENT_PREFIX,
  CLASS_PUPIL_NAME_KEY,
  CLASS_TASK_PREFIX,
  CLASS_TEACHER_KEY,
} from "../shared/names.js";
import { startPage } from "../shared/page-start.js";
import { storageGet, storageSet, storedJson } from "../shared/storage.js";
import { taskGames } from "../shared/class-task.js";
import { generate } from "../lean-qr.mjs";
import { QrScanner } from "./scanner.js";

/** @typedef {import("../contract/view-types.js").ClassView} ClassView */
/** @typedef {import("../contract/view-types.js").ClassTableView} ClassTableView */
/** @typedef {import("../contract/view-types.js").ClassMarkView} ClassMarkView */
/** @typedef {import("../contract/view-types.js").ClassBotRun} ClassBotRun */
/** @typedef {import("../contract/request-types.js").ClassRequest} ClassRequest */
/** @typedef {import("../contract/request-types.js").ClassTaskValues} ClassTaskValues */
/** What the teacher's device keeps (`runs`: the games of the pupils' bots played again here, which
    the engine reads again). @typedef {{assignments: string[], results: string[], runs: Record<string, unknown>}} TeacherKept */

/** The page's element with this id. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));
/** The page's <input> (or <textarea>) with this id. */
const field = (/** @type {string} */ id) => /** @type {HTMLInputElement} */ ($(id));

const start = startPage({
  onTrouble: (words) => {
    html("class-notice").hidden = false;
    $("class-notice").textContent = words;
  },
});
/** @type {ClassView | null} */
let shown = null;
let queue = Promise.resolve();
/** The pupil asked for a result: show it once drawn. */
let revealResult = false;
/** The pupils' bots this page has played (or tried to), by their runs' keys: each is played once. */
const botsPlayed = new Set();
/** A bot is being played again (one at a time). */
let playingBot = false;
/** What the teacher's device could not save (storage full or blocked), kept here instead.
    @type {TeacherKept | null} */
let unsaved = null;
/** An assignment was just made: focus its link once drawn. */
let focusMade = false;

/** @returns {TeacherKept} */
function teacherKept() {
  if (unsaved) return unsaved;
  const strings = (/** @type {unknown} */ v) => Array.isArray(v) && v.every((item) => typeof item === "string");
  const kept = storedJson(
    "local",
    CLASS_TEACHER_KEY,
    (/** @type {any} */ v) => strings(v.assignments) && strings(v.results),
  );
  const runs = kept && typeof kept.runs === "object" && !Array.isArray(kept.runs) ? kept.runs : {};
  return { assignments: kept ? kept.assignments : [], results: kept ? kept.results : [], runs };
}

/** An address on this site, absolute, in the page's language.
    @param {string} path
    @param {string} hash */
function siteUrl(path, hash) {
  return new URL(`${path}#${joinAddress(hash, { lang: langKey() })}`, document.baseURI).href;
}

/** The games this device keeps for each task of the pupil's assignment, best first.
    @param {ClassView} v */
function keptGames(v) {
  return v.tasks.map((_, k) => {
    const { latest, ended } = taskGames(`${v.id}.${k}`);
    return [...ended, latest].filter(Boolean);
  });
}

/** One of the form's task rows, with its choices from the view.
    @param {ClassView} v
    @param {ClassTaskValues} [values] */
function taskRow(v, values = {}) {
  const row = element("li", "class-task-row");
  const n = document.querySelectorAll(".class-task-row").length + 1;
  /** @param {string} name @param {string} label @param {HTMLElement} control */
  const labelled = (name, label, control) => {
    const id = `class-task-${name}-${n}-${Math.random().toString(36).slice(2, 7)}`;
    control.id = id;
    control.dataset.field = name;
    const wrap = element("span", `class-task-${name}`);
    const text = element("label", "", label);
    text.htmlFor = id;
    wrap.append(text, " ", control);
    return wrap;
  };
  const game = element("select");
  fillSelect(game, v.form.games, values.game || v.form.games[0].id);
  const level = element("select");
  fillSelect(level, v.form.levels, values.level || v.form.levels[0].id);
  const goal = element("select");
  fillSelect(goal, v.form.goals, values.goal || v.form.goals[0].id);
  const challenge = element("select");
  fillSelect(challenge, v.form.challenges, values.challenge || v.form.challenges[0].id);
  const help = element("select");
  fillSelect(help, v.form.helps, values.help || v.form.helps[0].id);
  const target = element("input");
  target.type = "number";
  target.min = "2";
  target.step = "1";
  target.inputMode = "numeric";
  target.value = String(values.target || 20);
  const link = element("input");
  link.type = "url";
  link.placeholder = t("Paste a game's link to use its settings");
  link.value = values.link || "";
  const remove = element("button", "link-button", t("Remove"));
  remove.type = "button";
  remove.addEventListener("click", () => row.remove());
  const parts = [
    labelled("game", t("Game"), game),
    labelled("level", t("Computer"), level),
    labelled("goal", t("Goal"), goal),
    labelled("target", t("Chain of at least"), target),
    labelled("link", t("Settings (optional)"), link),
    labelled("challenge", t("Challenge"), challenge),
    labelled("help", t("Help allowed"), help),
  ];
  // What the view says applies: a chain game takes a length; a counted goal (puzzles), a count;
  // a coded goal (a bot's), a challenge and nothing of a game.
  const fields = () => {
    const isChain = v.form.chains.includes(game.value);
    const coded = !isChain && v.form.coded.includes(goal.value);
    const counted = !isChain && v.form.counted.includes(goal.value);
    parts[0].hidden = coded;
    parts[1].hidden = isChain || counted || coded;
    parts[2].hidden = isChain;
    parts[3].hidden = (!isChain && !counted) || coded;
    parts[4].hidden = counted || coded;
    parts[5].hidden = !coded;
    parts[6].hidden = counted || coded; // the help a game allows: not a puzzle's or a bot's
    /** @type {HTMLElement} */ (parts[3].querySelector("label")).textContent = isChain
      ? t("Chain of at least")
      : t("How many puzzles");
    target.min = isChain ? "2" : "1";
    target.max = counted ? String(v.form.most) : "";
    if (counted && Number(target.value) > v.form.most) target.value = String(Math.min(3, v.form.most));
  };
  game.addEventListener("change", fields);
  goal.addEventListener("change", fields);
  fields();
  row.append(...parts, remove);
  return row;
}

/** The form's tasks, as the request sends them. @returns {ClassTaskValues[]} */
function formTasks() {
  return [...document.querySelectorAll(".class-task-row")].map((row) => {
    /** @param {string} name */
    const value = (name) => /** @type {HTMLInputElement} */ (row.querySelector(`[data-field="${name}"]`)).value;
    return {
      game: value("game"),
      level: value("level"),
      goal: value("goal"),
      target: Number(value("target")),
      link: value("link"),
      challenge: value("challenge"),
      help: value("help"),
    };
  });
}

/** A task's mark in the table: its words, a link to the game's review when there is a game.
    @param {ClassMarkView} mark */
function markCell(mark) {
  const cell = element("td", `class-mark class-${mark.state}`);
  if (mark.help) cell.append(element("span", "class-help-badge", t("With help")), " ");
  if (mark.review) {
    const link = element("a", "", mark.words);
    link.href = siteUrl("index.html", mark.review);
    cell.append(link);
  } else cell.append(mark.words);
  return cell;
}

/** One assignment's table of results, with its CSV, print and clear.
    @param {ClassTableView} table */
function tableSection(table) {
  const section = element("section", "card class-card class-table-card");
  section.dataset.id = table.id;
  const heading = element("h2", "game-title", table.title);
  heading.id = `class-table-${table.id}`;
  section.setAttribute("aria-labelledby", heading.id);
  const count = element("p", "help", table.count);
  const tasks = element("ol", "class-table-tasks");
  for (const label of table.tasks) tasks.append(element("li", "", label));
  const grid = element("table", "class-table");
  const caption = element("caption", "visually-hidden", table.title);
  const head = element("tr");
  head.append(element("th", "", t("Pupil")));
  table.tasks.forEach((_, k) => {
    const th = element("th", "", t("Task {k}", { k: k + 1 }));
    th.scope = "col";
    head.append(th);
  });
  head.append(element("th", "", t("Done")), element("th", "", t("With help")));
  const body = element("tbody");
  for (const row of table.rows) {
    const tr = element("tr", row.verified ? "" : "class-unverified");
    const name = element("th", "", row.name);
    name.scope = "row";
    if (row.note) name.append(element("span", "class-name-note", row.note));
    const done = element("td", "class-count", String(row.done));
    const helped = element("td", "class-count", String(row.helped));
    tr.append(name, ...row.marks.map(markCell), done, helped);
    body.append(tr);
  }
  grid.append(caption, element("thead"), body);
  /** @type {HTMLElement} */ (grid.tHead).append(head);
  const wrap = element("div", "class-table-wrap");
  wrap.tabIndex = 0;
  wrap.setAttribute("role", "region");
  wrap.setAttribute("aria-label", t("Results: {title}", { title: table.title }));
  wrap.append(grid);
  const csv = element("a", "button secondary", t("Download the table (CSV)"));
  csv.href = URL.createObjectURL(new Blob([table.csv], { type: "text/csv" }));
  csv.download = `${table.title.replace(/[^\p{L}\p{N}]+/gu, "-") || "class"}.csv`;
  const open = element("a", "button secondary", t("The assignment's link"));
  open.href = siteUrl("class.html", table.link);
  const print = element("button", "button secondary", t("Print"));
  print.type = "button";
  print.addEventListener("click", () => {
    document.body.dataset.printing = "table";
    section.dataset.print = "";
    window.print();
    delete document.body.dataset.printing;
    delete section.dataset.print;
  });
  const clear = element("button", "link-button", t("Clear this assignment and its results"));
  clear.type = "button";
  clear.addEventListener("click", () => {
    if (window.confirm(t("Clear “{title}” and its results from this device?", { title: table.title }))) {
      ask({ forget: table.id });
    }
  });
  const actions = element("p", "actions no-print");
  actions.append(csv, open, print, clear);
  /** @type {HTMLElement[]} */
  const apart = [];
  if (!table.made_here) {
    // Not the teacher's own: said before anything else, with every difference, and a way to take it.
    section.classList.add("class-apart-card");
    const differences = element("ul", "class-differences");
    differences.append(...table.differences.map((words) => element("li", "", words)));
    const note = element("p", "class-apart-note", table.note);
    note.id = `class-apart-note-${table.id}`;
    section.setAttribute("aria-labelledby", `${heading.id} ${note.id}`);
    wrap.setAttribute("aria-label", t("Results not made on this device: {title}", { title: table.title }));
    apart.push(note, differences);
    const take = element("button", "button secondary", t("I use this assignment"));
    take.type = "button";
    take.addEventListener("click", () => ask({ take: table.link }));
    actions.prepend(take);
  }
  section.append(heading, ...apart, count, tasks, ...(table.rows.length ? [wrap] : []), actions);
  return section;
}

/** Draw a QR code of `url` and keep the url on the canvas (the tests read it back).
    @param {string} id
    @param {string} url */
function drawQr(id, url) {
  const canvas = partOf(HTMLCanvasElement, id);
  try {
    generate(url).toCanvas(canvas);
  } catch {
    canvas.hidden = true; // more than a QR code holds (a result with a bot's code): the link alone
    return false;
  }
  canvas.hidden = false;
  canvas.dataset.url = url;
  return true;
}

/** @param {ClassView} v */
function renderTeacher(v) {
  const kept = { assignments: v.assignments, results: v.results, runs: v.runs };
  // Storage full or blocked: say so at once, and keep working from memory (the tables and their
  // CSV stay) until a write succeeds.
  unsaved = storageSet("local", CLASS_TEACHER_KEY, JSON.stringify(kept)) ? null : kept;
  html("class-storage").hidden = !unsaved;
  // After an action (its message), said where the teacher looks.
  if (unsaved && v.message) html("class-storage").scrollIntoView({ block: "nearest" });
  const rows = html("class-task-rows");
  if (!rows.children.length) rows.append(taskRow(v));
  html("class-message").textContent = v.message;
  const made = v.made;
  html("class-made").hidden = !made;
  if (made) {
    $("class-made-title").textContent = made.title;
    html("class-made-tasks").replaceChildren(...made.tasks.map((label) => element("li", "", label)));
    const url = siteUrl("class.html", made.link);
    field("class-made-link").value = url;
    /** @type {HTMLAnchorElement} */ ($("class-made-open")).href = url;
    drawQr("class-made-qr", url);
  }
  html("class-tables").replaceChildren(...v.classes.map(tableSection));
  html("class-apart").hidden = !v.apart.length;
  html("class-apart-tables").replaceChildren(...v.apart.map(tableSection));
  if (made && focusMade) {
    html("class-made").scrollIntoView({ block: "start" }); // what the button made, in view
    field("class-made-link").focus({ preventScroll: true });
  }
  focusMade = false;
}

/** @param {ClassView} v */
function renderPupil(v) {
  storageSet("local", CLASS_ASSIGNMENT_PREFIX + v.id, addressOf(v)); // the game page's way back
  if (v.name) storageSet("local", CLASS_PUPIL_NAME_KEY, v.name);
  v.tasks.forEach((task, k) => {
    const key = `${v.id}.${k}`;
    if (task.keep.length)
      storageSet("local", CLASS_TASK_PREFIX + key, JSON.stringify({ latest: taskGames(key).latest, ended: task.keep }));
  });
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
        give.addEventListener("click", () => {
          setAddress(joinAddress("", { lang: langKey() }));
          ask({ make: name, tasks: [task.choice], seed: Math.floor(Math.random() * 2 ** 30) });
        });
        li.append(" ", give);
      }
      return li;
    }),
  );
  if (document.activeElement !== $("class-name")) field("class-name").value = v.name;
  html("class-result").hidden = !v.result;
  if (v.result) {
    const url = siteUrl("class.html", v.result);
    field("class-result-link").value = url;
    html("class-result-long").hidden = drawQr("class-result-qr", url);
  }
  if (revealResult && v.result) html("class-result").scrollIntoView({ block: "end" }); // the QR code and Copy, in view
  revealResult = false;
}

/** The page's address for a view (after '#'): the teacher's page has none.
    @param {ClassView} v */
function addressOf(v) {
  if (v.mode === "levels") return v.teaching ? "levels=teacher" : "levels";
  return v.mode === "pupil" ? `a=${v.assignment}` : "";
}

/** @param {ClassView} v */
function render(v) {
  shown = v;
  document.documentElement.lang = v.lang;
  html("class-notice").hidden = !v.notice;
  $("class-notice").textContent = v.notice || "";
  html("class-teacher").hidden = v.mode !== "teacher";
  html("class-pupil").hidden = v.mode === "teacher";
  html("class-pupil-kicker").hidden = v.mode === "levels";
  document.body.dataset.mode = v.mode;
  if (v.mode === "teacher") renderTeacher(v);
  else renderPupil(v);
  if (v.mode === "teacher") playBots(v.pending);
  setAddress(joinAddress(addressOf(v), { lang: langKey() }));
  start.shown();
}

/** Play again the first of the pupils' bots this page has not played yet, then ask for the page
    with its games (whose view names the next).
    @param {ClassBotRun[]} pending */
function playBots(pending) {
  if (playingBot) return; // its view names the next
  const run = pending.find((r) => !botsPlayed.has(r.key));
  const status = html("class-bots-status");
  if (!run) {
    status.textContent = "";
    document.body.dataset.bots = "idle";
    return;
  }
  botsPlayed.add(run.key);
  playingBot = true;
  document.body.dataset.bots = "playing";
  status.textContent = t("Playing {name}'s bot again on this device ({n} to play)…", {
    name: run.name,
    n: pending.length,
  });
  import("./bot-runs.js")
    .then(({ playRun }) => playRun(run, { step: botsStep, lang: LANG, build: BUILD }))
    .then(
      (results) => ask({ runs: { ...teacherKept().runs, [run.key]: results } }),
      (/** @type {unknown} */ err) => {
        status.textContent = t("{name}'s bot could not be played here: {error}", {
          name: run.name,
          error: err instanceof Error ? err.message : String(err),
        });
        document.body.dataset.bots = "idle";
      },
    )
    .finally(() => {
      playingBot = false;
    });
}

/** One step of a bot's game, by the engine (op "bots"); its trouble ({error}) is thrown.
    @param {{do: "step", state: import("../bots/types.js").GameState, answer?: import("../bots/protocol.js").Proposal}} request
    @returns {Promise<import("../bots/types.js").Step>} */
async function botsStep(request) {
  const answer = /** @type {import("../bots/types.js").Step & {error?: string}} */ (
    await start.engine.request({ op: "bots", lang: LANG, ...request })
  );
  if (answer.error) throw new Error(answer.error);
  return answer;
}

/** Ask the engine for the page with these fields added to what the device keeps.
    @param {Partial<ClassRequest>} [extra] */
function ask(extra = {}) {
  queue = queue.then(async () => {
    await start.ready;
    document.body.dataset.idle = "false";
    const { game } = splitAddress(currentHash());
    const pupil = new URLSearchParams(game).has("a") || new URLSearchParams(game).has("levels");
    const kept = teacherKept();
    /** @type {ClassRequest} */
    const request = {
      op: "class",
      hash: game,
      lang: LANG,
      assignments: kept.assignments,
      results: kept.results,
      runs: kept.runs,
      name: storageGet("local", CLASS_PUPIL_NAME_KEY) || "",
      kept: pupil && shown && shown.mode !== "teacher" ? keptGames(shown) : [],
      ...extra,
    };
    try {
      let v = /** @type {ClassView} */ (await start.engine.request(request));
      // The first view of an assignment names its tasks: ask again with the games kept for them.
      if (v.mode !== "teacher" && !request.kept?.length && keptGames(v).some((games) => games.length)) {
        v = /** @type {ClassView} */ (await start.engine.request({ ...request, kept: keptGames(v) }));
      }
      render(v);
    } catch (err) {
      start.failed(err);
    } finally {
      document.body.dataset.idle = "true";
    }
  });
}

$("class-add-task").addEventListener("click", () => {
  if (!shown) return;
  const row = taskRow(shown);
  html("class-task-rows").append(row);
  /** @type {HTMLElement} */ (row.querySelector("select")).focus();
});
$("class-form").addEventListener("submit", (event) => {
  event.preventDefault();
  focusMade = true;
  ask({ make: field("class-title").value, tasks: formTasks(), seed: Math.floor(Math.random() * 2 ** 30) });
});
$("class-collect").addEventListener("submit", (event) => {
  event.preventDefault();
  const text = field("class-paste").value;
  field("class-paste").value = "";
  ask({ add: text });
});
$("class-name-form").addEventListener("submit", (event) => {
  event.preventDefault();
  storageSet("local", CLASS_PUPIL_NAME_KEY, field("class-name").value);
  revealResult = true;
  ask({ name: field("class-name").value });
});
for (const [button, input, status] of [
  ["class-made-copy", "class-made-link", "class-made-status"],
  ["class-result-copy", "class-result-link", "class-result-status"],
]) {
  $(button).addEventListener("click", () =>
    copyText(field(input).value, {
      status: html(status),
      field: field(input),
      done: t("Link copied."),
      manual: t("Copy the link from the box."),
    }),
  );
}
const scanner = new QrScanner(/** @type {HTMLVideoElement} */ ($("class-camera")), {
  onText: (text) => {
    $("class-scan-status").textContent = t("A QR code was read.");
    ask({ add: text });
  },
  onState: (state, detail) => {
    html("class-scan").hidden = state === "scanning" || state === "starting";
    html("class-scan-stop").hidden = !html("class-scan").hidden;
    const words = {
      starting: t("Starting the camera…"),
      scanning: t("Hold a pupil's QR code in front of the camera: each one read is added."),
      stopped: "",
      refused: t("The camera could not be used ({detail}): paste the links instead.", { detail: detail || "" }),
    };
    $("class-scan-status").textContent = words[state];
  },
});
$("class-scan").addEventListener("click", () => scanner.start());
$("class-scan-stop").addEventListener("click", () => scanner.stop());
$("class-made-print").addEventListener("click", () => {
  document.body.dataset.printing = "made";
  window.print();
  delete document.body.dataset.printing;
});
// A new build deployed while the page is open: offer it (what the device keeps stays).
onNewVersion(() => {
  html("update").hidden = false;
});
$("update-reload").addEventListener("click", () => location.reload());
window.addEventListener("hashchange", () => {
  if (!shown || splitAddress(currentHash()).game !== addressOf(shown)) ask();
});
// Back from a task's game (another page of this site, or this one from the cache): its games changed.
window.addEventListener("pageshow", (event) => {
  if (event.persisted && shown) ask();
});
ask();
