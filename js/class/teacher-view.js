/* The Class page's teacher's side (class.html): the form that makes an assignment (its task rows),
   the assignment made (its link and QR code), the pasted or scanned results, and a table of results
   per assignment (CSV, print, clear; those not made on this device apart). It draws the engine's
   ClassView and reports what the teacher asks for through its callbacks (types.js). */

import { element, fillSelect, part as $ } from "../shared/dom.js";
import { t } from "../shared/i18n.js";
import { copyButton, drawQr, field, siteUrl } from "./links.js";
import { QrScanner } from "./scanner.js";
import { ShareLinks } from "./share-links.js";

/** @typedef {import("../contract/view-types.js").ClassView} ClassView */
/** @typedef {import("../contract/view-types.js").ClassTableView} ClassTableView */
/** @typedef {import("../contract/view-types.js").ClassMarkView} ClassMarkView */
/** @typedef {import("../contract/request-types.js").ClassTaskValues} ClassTaskValues */
/** @typedef {import("./types.js").TeacherCallbacks} TeacherCallbacks */

/** The page's element with this id. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));

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
    // A counted goal (puzzles) only for a game that has puzzles (the view lists them).
    for (const option of goal.options)
      if (v.form.counted.includes(option.value)) option.disabled = !v.form.puzzles.includes(game.value);
    if (goal.selectedOptions[0]?.disabled) goal.value = v.form.goals[0].id;
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
    @param {ClassTableView} table
    @param {TeacherCallbacks} on */
function tableSection(table, on) {
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
      on.onForget(table.id);
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
    take.addEventListener("click", () => on.onTake(table.link));
    actions.prepend(take);
  }
  section.append(heading, ...apart, count, tasks, ...(table.rows.length ? [wrap] : []), actions);
  return section;
}

/** The teacher's side: its form, its camera and its buttons wired to `on` at once. */
export class TeacherView {
  /** @param {TeacherCallbacks} on */
  constructor(on) {
    this.on = on;
    /** @type {ClassView | null} the view drawn last, of either side (ClassView sets it) */
    this.shown = null;
    /** An assignment was just made: focus its link once drawn. */
    this.focusMade = false;
    $("class-add-task").addEventListener("click", () => {
      if (!this.shown) return;
      const row = taskRow(this.shown);
      html("class-task-rows").append(row);
      /** @type {HTMLElement} */ (row.querySelector("select")).focus();
    });
    $("class-form").addEventListener("submit", (event) => {
      event.preventDefault();
      this.focusMade = true;
      on.onMake(field("class-title").value, formTasks());
    });
    $("class-collect").addEventListener("submit", (event) => {
      event.preventDefault();
      const text = field("class-paste").value;
      field("class-paste").value = "";
      on.onAdd(text);
    });
    copyButton("class-made-copy", "class-made-link", "class-made-status");
    this.share = new ShareLinks();
    const scanner = new QrScanner(/** @type {HTMLVideoElement} */ ($("class-camera")), {
      onText: (text) => {
        $("class-scan-status").textContent = t("A QR code was read.");
        on.onAdd(text);
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
  }

  /** Draw the teacher's side of a view.
      @param {ClassView} v
      @param {{unsaved: boolean}} options `unsaved`: the device could not keep the teacher's part */
  render(v, { unsaved }) {
    // Storage full or blocked (the controller could not keep the teacher's part): said at once.
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
      this.share.show(url, made.title);
    }
    html("class-tables").replaceChildren(...v.classes.map((table) => tableSection(table, this.on)));
    html("class-apart").hidden = !v.apart.length;
    html("class-apart-tables").replaceChildren(...v.apart.map((table) => tableSection(table, this.on)));
    if (made && this.focusMade) {
      html("class-made").scrollIntoView({ block: "start" }); // what the button made, in view
      field("class-made-link").focus({ preventScroll: true });
    }
    this.focusMade = false;
  }
}
