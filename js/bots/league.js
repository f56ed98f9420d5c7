/* The Bots page's class league (bots.html#league): the teacher pastes pupils' bot links, chooses
   the games, and runs a round robin in which every bot meets every other and the computer's three
   players. The engine (op "bots": gather, league, step, ratings) reads the links, plans the games,
   checks every move, and rates the bots (Elo anchored on the computer's players); each bot plays
   each game in an interpreter of its own in the page's sandbox (js/bots/runner.js). This file draws
   what the engine says and keeps the league on the device: its bots, its games and their results,
   so that a league cut short goes on where it stopped. */

import { part as $, partOf } from "../shared/dom.js";
import { langKey, t } from "../shared/i18n.js";
import { storageSet, storedJson } from "../shared/storage.js";
import { nestsAtMost } from "./nesting.js";

/** @typedef {import("../contract/bots-types.js").LeagueBot} LeagueBot */
/** @typedef {import("../contract/bots-types.js").GameState} GameState */
/** @typedef {import("../contract/bots-types.js").GameResult} GameResult */
/** @typedef {import("../contract/bots-types.js").Ratings} Ratings */
/** @typedef {import("../contract/bots-types.js").GameChoice} GameChoice */
/** @typedef {import("./types.js").BotsCall} BotsCall */
/** @typedef {import("./types.js").BotsAnswers} BotsAnswers */

/**
 * The league as the device keeps it: its bots, the games chosen (share codes), the games a pair
 * plays, the games planned by the last run and the results so far.
 * @typedef {{bots: LeagueBot[], codes: string[], perPair: number, plan: GameState[], results: GameResult[]}} Kept
 */

/**
 * What the league needs of the page: its requests to the engine, a game played between bots of
 * the league (each in an interpreter of its own), the page's busy wrapper, the games bots play.
 * @typedef {{
 *   ask: <R extends BotsCall>(request: R) => Promise<BotsAnswers[R["do"]]>,
 *   play: (state: GameState, codes: Map<string, string>) => Promise<GameResult>,
 *   busy: (work: () => Promise<unknown>) => Promise<void>,
 *   games: GameChoice[],
 *   first: string,
 * }} LeagueDeps
 */

const LEAGUE_KEY = "factorgames:bots:league";
/** The table is worked out again every so many games while the league plays. */
const TABLE_EVERY = 6;
/** The table's Draws column, shown only where a game of the league can be drawn. */
const DRAWS_COLUMN = 5;

/** The deepest the page's own league nests (the league, its results, a result, its fault). */
const KEPT_DEPTH = 6;

/** @param {unknown} value
    @returns {value is Kept} */
function isKept(value) {
  return (
    nestsAtMost(value, KEPT_DEPTH) && // deeper data would overflow JSON.stringify and the clone to the engine
    typeof value === "object" &&
    value !== null &&
    "bots" in value &&
    Array.isArray(value.bots) &&
    "codes" in value &&
    Array.isArray(value.codes) &&
    "plan" in value &&
    Array.isArray(value.plan) &&
    "results" in value &&
    Array.isArray(value.results)
  );
}

/** @param {string} id
    @param {string} text */
function say(id, text) {
  $(id).textContent = text;
}

/** @param {LeagueDeps} deps */
export function startLeague({ ask, play, busy, games, first }) {
  /** @type {Kept} */
  let league = /** @type {Kept | null} */ (storedJson("local", LEAGUE_KEY, isKept)) || {
    bots: [],
    codes: [first],
    perPair: 2,
    plan: [],
    results: [],
  };
  /** @type {string[]} */
  let urls = []; // the CSV downloads' blob: addresses, revoked when replaced

  function keep() {
    if (!storageSet("local", LEAGUE_KEY, JSON.stringify(league)))
      say("league-status", t("This device could not keep the league (its storage is full or blocked)."));
  }

  const pairs = () => league.bots.map((b) => [b.id, b.name]);

  function listBots() {
    $("league-bots").replaceChildren(
      ...league.bots.map((bot) => {
        const item = document.createElement("li");
        item.dataset.bot = bot.id;
        const remove = document.createElement("button");
        remove.type = "button";
        remove.className = "link-button";
        remove.textContent = t("Remove");
        remove.setAttribute("aria-label", t("Remove {name} from the league", { name: bot.name }));
        remove.addEventListener("click", () => {
          league = { ...league, bots: league.bots.filter((b) => b.id !== bot.id) };
          keep();
          listBots();
          $("league-links").focus();
        });
        item.append(`${bot.name} `, remove);
        return item;
      }),
    );
    if (!league.bots.length) {
      const none = document.createElement("li");
      none.textContent = t("No bot yet: paste their links above.");
      $("league-bots").append(none);
    }
  }

  function listGames() {
    $("league-games").replaceChildren(
      ...games.map((game) => {
        const label = document.createElement("label");
        const box = document.createElement("input");
        box.type = "checkbox";
        box.value = game.id;
        box.checked = league.codes.includes(game.id);
        box.addEventListener("change", () => {
          league = {
            ...league,
            codes: [...$("league-games").querySelectorAll("input")]
              .filter((b) => /** @type {HTMLInputElement} */ (b).checked)
              .map((b) => /** @type {HTMLInputElement} */ (b).value),
          };
          keep();
        });
        label.append(box, ` ${game.label}`);
        return label;
      }),
    );
  }

  /** @param {string} hash */
  function reviewLink(hash) {
    const link = document.createElement("a");
    link.href = `index.html#${hash}${langKey() ? `&lang=${langKey()}` : ""}`;
    link.textContent = t("Open in the review");
    return link;
  }

  /** @param {string} text
      @param {string} id */
  function download(text, id) {
    const link = partOf(HTMLAnchorElement, id);
    const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
    urls.push(url);
    link.href = url;
    link.hidden = false;
  }

  /** The table and the games, as the engine rates them. */
  async function showTable() {
    const base = new URL("index.html", location.href);
    base.hash = "";
    const rated = await ask({ do: "ratings", results: league.results, bots: pairs(), base: base.href });
    say("league-anchors", rated.anchors);
    say("league-faults", rated.faults);
    const body = document.createDocumentFragment();
    for (const row of rated.rows) {
      const tr = document.createElement("tr");
      tr.dataset.player = row.player;
      tr.dataset.fixed = String(row.fixed);
      tr.dataset.ranked = String(row.rank !== null);
      // A bot not ranked says why where its rating would be ("did not play: errors in every game").
      const rating = row.rating_shown || row.note;
      const cells = [row.rank ?? "", row.name, rating, row.games, row.wins, row.draws, row.losses, row.errors];
      for (const value of [...cells, row.points_shown]) {
        const td = document.createElement("td");
        td.textContent = String(value);
        tr.append(td);
      }
      tr.cells[DRAWS_COLUMN].hidden = !rated.draws;
      body.append(tr);
    }
    const table = partOf(HTMLTableElement, "league-table");
    /** @type {HTMLTableSectionElement} */ (table.tHead).rows[0].cells[DRAWS_COLUMN].hidden = !rated.draws; // bots.html gives it one
    table.tBodies[0].replaceChildren(body);
    $("league-played").replaceChildren(
      ...rated.games.map((game) => {
        const item = document.createElement("li");
        item.dataset.hash = game.hash;
        item.dataset.winner = String(game.winner);
        const words = t("{players}: {words}", { players: game.names.join(" – "), words: game.words });
        item.append(`${game.title} · ${words} `, reviewLink(game.hash));
        return item;
      }),
    );
    for (const url of urls) URL.revokeObjectURL(url);
    urls = [];
    if (rated.games.length) {
      download(rated.csv_table, "league-csv-table");
      download(rated.csv_games, "league-csv-games");
    } else {
      $("league-csv-table").hidden = true;
      $("league-csv-games").hidden = true;
    }
  }

  async function add() {
    const field = partOf(HTMLTextAreaElement, "league-links");
    const gathered = await ask({ do: "gather", text: field.value, bots: league.bots });
    league = { ...league, bots: gathered.bots };
    keep();
    if (gathered.added) field.value = "";
    say("league-added", gathered.words);
    $("league-problems").replaceChildren(
      ...gathered.problems.map((words) => {
        const item = document.createElement("li");
        item.textContent = words;
        return item;
      }),
    );
    listBots();
  }

  async function run() {
    const perPair = Number(partOf(HTMLInputElement, "league-per-pair").value) || 2;
    const { games: plan } = await ask({ do: "league", codes: league.codes, bots: pairs(), games: perPair, seed: 1 });
    // The same league cut short goes on where it stopped; any other starts afresh.
    const same = JSON.stringify(plan) === JSON.stringify(league.plan) && league.results.length < plan.length;
    league = { ...league, perPair, plan, results: same ? league.results : [] };
    keep();
    const codes = new Map(league.bots.map((b) => [b.id, b.code]));
    for (let k = league.results.length; k < plan.length; k++) {
      say("league-status", t("Game {k} of {n}…", { k: k + 1, n: plan.length }));
      const result = await play(plan[k], codes);
      league = { ...league, results: [...league.results, result] };
      keep();
      if ((k + 1) % TABLE_EVERY === 0) await showTable();
    }
    await showTable();
    say("league-status", t("The league is over: {n} games.", { n: plan.length }));
  }

  $("league-add").addEventListener("click", () => busy(add));
  $("league-play").addEventListener("click", () => busy(run));
  $("league-clear").addEventListener("click", () => {
    if (!window.confirm(t("Clear the league from this device (its bots and its games)?"))) return;
    league = { bots: [], codes: league.codes, perPair: league.perPair, plan: [], results: [] };
    keep();
    listBots();
    say("league-status", "");
    busy(showTable);
  });
  partOf(HTMLInputElement, "league-per-pair").value = String(league.perPair || 2);
  listBots();
  listGames();
  if (league.results.length && league.results.length < league.plan.length)
    say(
      "league-status",
      t("{k} of {n} games played: run the league to play the rest.", {
        k: league.results.length,
        n: league.plan.length,
      }),
    );
  // What the device kept and the engine cannot read (another build's, edited) is said, and the page goes on.
  return showTable().catch((/** @type {unknown} */ err) =>
    say("league-status", err instanceof Error ? err.message : String(err)),
  );
}
