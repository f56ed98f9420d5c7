/* The tournament page's controller: its state (the view shown), its requests to the engine (op
   "tournament": the address, what the device keeps, the games played here, an action), one after
   another; it keeps the organiser's tournament on this device (its storage full or blocked: kept
   for this tab, else in memory, and said; nothing dropped) and the way back from the game page,
   and hands each answer to the view (view.js). */

import { currentHash, joinAddress, setAddress, splitAddress } from "../shared/address.js";
import { taskGames } from "../shared/class-task.js";
import { LANG, langKey } from "../shared/i18n.js";
import { CLASS_ASSIGNMENT_PREFIX, TOURNAMENT_KEY } from "../shared/names.js";
import { storageRemove, storageSet } from "../shared/storage.js";
import { keptTournament, tabKeepsTournament } from "../shared/tournament-store.js";

/** @typedef {import("../contract/view-types.js").TournamentView} TournamentView */
/** @typedef {import("../contract/request-types.js").TournamentRequest} TournamentRequest */
/** @typedef {import("../contract/request-types.js").TournamentMake} TournamentMake */
/** @typedef {import("../contract/request-types.js").TournamentKept} TournamentKept */
/** What the organiser's device keeps. @typedef {import("../shared/tournament-store.js").KeptTournament} Kept */
/** Where the tournament is kept: on the device, for this tab only (its session storage: a game
    played here and back keeps it), or only in this page's memory (storage blocked).
    @typedef {"device" | "tab" | "page"} KeptWhere */

/** The games the game page kept for each open game of a view (by the game's index): the
    finished ones, each a share code. Each open game's address names its task (task=<id>.<k>).
    @param {TournamentView} v
    @returns {{[k: string]: string[]}} */
export function playedHere(v) {
  const links = v.mode === "pupil" ? [v.play] : v.rounds.flatMap((r) => r.games.map((g) => g.play));
  /** @type {{[k: string]: string[]}} */
  const played = {};
  for (const link of links) {
    const task = new URLSearchParams(link).get("task");
    if (!task) continue;
    const { ended } = taskGames(task);
    if (ended.length) played[task.split(".")[1]] = ended;
  }
  return played;
}

/** The page's address for a view (after '#'): the organiser's has none.
    @param {TournamentView} v */
function addressOf(v) {
  return v.mode === "pupil" ? splitAddress(currentHash()).game : "";
}

export class TournamentController {
  /** @param {import("../shared/page-start.js").PageStart} start
      @param {import("./view.js").TournamentPageView} view */
  constructor(start, view) {
    this.start = start;
    this.view = view;
    /** @type {TournamentView | null} */
    this.shown = null;
    this.queue = Promise.resolve();
    /** What the device could not save at all (storage blocked), kept here instead.
        @type {Kept | null} */
    this.unsaved = null;
    /** @type {KeptWhere} */
    this.where = tabKeepsTournament() ? "tab" : "device";
  }

  /** What this page, else this tab, else the device keeps (the newest first).
      @returns {Kept} */
  kept() {
    if (this.unsaved) return this.unsaved;
    return keptTournament() || { tournament: "", games: [] };
  }

  /** Keep a view's side on this device, or where it can be kept.
      @param {TournamentView} v
      @returns {KeptWhere} */
  keep(v) {
    if (v.mode === "pupil") {
      if (v.id) storageSet("local", CLASS_ASSIGNMENT_PREFIX + v.id, `tournament.html#${currentHash()}`);
      return "device";
    }
    if (!v.tournament) return this.where;
    storageSet("local", CLASS_ASSIGNMENT_PREFIX + v.id, "tournament.html"); // the game page's way back
    const kept = { tournament: v.tournament, games: v.games };
    const text = JSON.stringify(kept);
    this.unsaved = null;
    if (storageSet("local", TOURNAMENT_KEY, text)) {
      storageRemove("session", TOURNAMENT_KEY);
      this.where = "device";
    } else if (storageSet("session", TOURNAMENT_KEY, text)) this.where = "tab";
    else [this.unsaved, this.where] = [kept, "page"];
    return this.where;
  }

  /** @param {TournamentView} v */
  show(v) {
    this.shown = v;
    const where = this.keep(v);
    this.view.render(v, { where });
    setAddress(joinAddress(addressOf(v), { lang: langKey() }));
    this.start.shown();
  }

  /** Ask the engine for the page with these fields added to what the device keeps.
      @param {Partial<TournamentRequest>} [extra] */
  ask(extra = {}) {
    this.queue = this.queue.then(async () => {
      await this.start.ready;
      document.body.dataset.idle = "false";
      const kept = this.kept();
      /** @type {TournamentRequest} */
      const request = {
        op: "tournament",
        hash: splitAddress(currentHash()).game,
        lang: LANG,
        tournament: kept.tournament,
        games: kept.games,
        played: this.shown ? playedHere(this.shown) : {},
        ...extra,
      };
      try {
        let v = /** @type {TournamentView} */ (await this.start.engine.request(request));
        // The first view names the open games: ask again with those played here since.
        const played = playedHere(v);
        if (!extra.make && Object.keys(played).some((k) => !(request.played && k in request.played))) {
          const again = { ...request, played, tournament: v.tournament || request.tournament, games: v.games };
          delete again.add; // (added once)
          if (v.mode === "organiser") again.hash = "";
          const next = /** @type {TournamentView} */ (await this.start.engine.request(again));
          v = { ...next, message: v.message || next.message, refused: [...v.refused, ...next.refused] };
        }
        this.show(v);
      } catch (err) {
        this.start.failed(err);
      } finally {
        document.body.dataset.idle = "true";
      }
    });
  }

  /** A new tournament from the form's values.
      @param {TournamentMake} make */
  make(make) {
    this.ask({ make, seed: Math.floor(Math.random() * 2 ** 30) });
  }

  /** Clear the tournament from this device. */
  forget() {
    storageRemove("local", TOURNAMENT_KEY);
    storageRemove("session", TOURNAMENT_KEY);
    this.unsaved = null;
    this.where = "device";
    this.ask({ forget: true, tournament: "", games: [] });
  }

  /** The address changed: ask again when it names another page than the one shown. */
  addressChanged() {
    if (!this.shown || splitAddress(currentHash()).game !== addressOf(this.shown)) this.ask();
  }
}
