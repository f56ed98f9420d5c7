/* The Bots page's view, its games' side: the games played (each shown on the board or opened in the
   review), the table of results (its Draws column only where a game can be drawn), the challenges
   with their verdicts, and the interface's examples. What the pupil asks for goes to callbacks. */

import { part as $, inside, partOf } from "../shared/dom.js";
import { langKey, t } from "../shared/i18n.js";

/** @typedef {import("./types.js").BotsPage} BotsPage */
/** @typedef {BotsPage["challenges"][number]} Challenge */
/** @typedef {import("./types.js").GameResult} GameResult */
/** @typedef {import("./types.js").Row} Row */
/** Whether a game (its share code, or a result's) can end in a draw. @typedef {(hash: string) => boolean} Drawable */

/** @param {GameResult} result */
function reviewLink(result) {
  const link = document.createElement("a");
  link.href = `index.html#${result.hash}${langKey() ? `&lang=${langKey()}` : ""}`;
  link.textContent = t("Open in the review");
  return link;
}

/** The games played, each with its Show on the board button (`onShow`) and its review's link.
    @param {GameResult[]} results
    @param {(result: GameResult) => void} onShow */
export function listGames(results, onShow) {
  $("results-games").replaceChildren(
    ...results.map((result) => {
      const item = document.createElement("li");
      item.dataset.hash = result.hash;
      item.dataset.winner = String(result.winner);
      item.dataset.forfeit = String(result.forfeit);
      const words = t("{players}: {words}", { players: result.names.join(" – "), words: result.words });
      const show = document.createElement("button");
      show.type = "button";
      show.className = "link-button";
      show.textContent = t("Show on the board");
      show.addEventListener("click", () => onShow(result));
      item.append(`${words} `, show, " ", reviewLink(result));
      return item;
    }),
  );
}

const DRAWS_COLUMN = 4;

/** The results table's Draws column heading, shown or not. @param {boolean} shown */
function drawsHeading(shown) {
  const table = partOf(HTMLTableElement, "results-table");
  /** @type {HTMLTableSectionElement} */ (table.tHead).rows[0].cells[DRAWS_COLUMN].hidden = !shown; // bots.html gives it one
}

/** Before any game is played, the empty table's Draws column follows the game chosen.
    @param {Drawable} drawable */
export function draws(drawable) {
  if (!partOf(HTMLTableElement, "results-table").tBodies[0].rows.length)
    drawsHeading(drawable(partOf(HTMLSelectElement, "match-game").value));
}

/** The table of the games played; its Draws column only where one of the games could be drawn.
    @param {Row[]} rows
    @param {GameResult[]} results
    @param {Drawable} drawable */
export function showTable(rows, results, drawable) {
  const shown = results.some((r) => drawable(r.hash));
  drawsHeading(shown);
  const table = partOf(HTMLTableElement, "results-table");
  const body = document.createDocumentFragment();
  for (const row of rows) {
    const tr = document.createElement("tr");
    tr.dataset.player = row.player;
    for (const value of [row.name, row.games, row.wins, row.losses, row.draws, row.errors, row.average_shown]) {
      const td = document.createElement("td");
      td.textContent = String(value);
      tr.append(td);
    }
    tr.cells[DRAWS_COLUMN].hidden = !shown;
    body.append(tr);
  }
  table.tBodies[0].replaceChildren(body);
}

/** The challenges, each with its Try button (`onTry`) and who passed it on this device (`done`);
    the class's task's (`taskChallenge`) marked.
    @param {Challenge[]} challenges
    @param {Record<string, string>} done
    @param {string | undefined} taskChallenge
    @param {(challenge: Challenge) => void} onTry */
export function listChallenges(challenges, done, taskChallenge, onTry) {
  $("challenges").replaceChildren(
    ...challenges.map((challenge) => {
      const item = document.createElement("li");
      item.dataset.challenge = challenge.id;
      item.dataset.passed = String(Object.hasOwn(done, challenge.id));
      item.dataset.task = String(taskChallenge === challenge.id);
      const title = document.createElement("span");
      title.textContent = challenge.title;
      const button = document.createElement("button");
      button.type = "button";
      button.className = "button secondary";
      button.textContent = t("Try with my bot");
      button.addEventListener("click", () => onTry(challenge));
      const status = document.createElement("span");
      status.className = "bots-status";
      status.setAttribute("role", "status");
      status.textContent = Object.hasOwn(done, challenge.id)
        ? t("Passed by {name}.", { name: done[challenge.id] })
        : "";
      item.append(title, " ", button, " ", status);
      return item;
    }),
  );
}

/** A challenge's verdict beside it (drawn again: its item is a new one); `reveal`: brought into view;
    `forTask`: the class's task's own status says it too.
    @param {string} id
    @param {{passed: boolean, words: string}} check
    @param {{reveal: boolean, forTask: boolean}} options */
export function challengeVerdict(id, check, { reveal, forTask }) {
  const item = inside(HTMLElement, `[data-challenge="${id}"]`, $("challenges"));
  inside(HTMLElement, ".bots-status", item).textContent = check.words;
  item.dataset.checked = String(check.passed);
  if (reveal) item.scrollIntoView({ block: "nearest" }); // the verdict, where the challenge was tried
  if (forTask) $("bots-task-status").textContent = check.words;
}

/** The interface's examples, each with its Run button: `run` says what its code gives.
    @param {BotsPage["examples"]} examples
    @param {(code: string) => Promise<string>} runCode */
export function listExamples(examples, runCode) {
  $("examples").replaceChildren(
    ...examples.map((example) => {
      const item = document.createElement("li");
      const words = document.createElement("p");
      words.textContent = example.words;
      const code = document.createElement("code");
      code.textContent = example.code;
      const run = document.createElement("button");
      run.type = "button";
      run.className = "button secondary";
      run.textContent = t("Run");
      const out = document.createElement("output");
      out.className = "bots-example-out";
      run.addEventListener("click", async () => {
        out.textContent = await runCode(example.code);
      });
      item.append(words, code, " ", run, " ", out);
      return item;
    }),
  );
}
