/* The parts only the full page (index.html) has: the game menu, the coach panel's tabs, the
   title, summary and rules, the chain so far, typing a move, the score, rematch, copy link, the
   embed code, the new-game form and a first visit's start (first-visit.js).
   The device keeps each game under its own id (saved-games.js) once its player acts, so that a
   visit without an address resumes the newest, a link never replaces another game, and two tabs
   never write each other's game; a tab showing a game follows the moves another tab makes in it.
   Config in, events out: new SitePage(root, {request, onType, onRematch, onNewGame, onOpen, showNotice}). */

import { currentHash, joinAddress, splitAddress } from "../shared/address.js";
import { CONTROLS } from "../shared/controls.js";
import { copyText } from "../shared/copy-text.js";
import { fillSelect, part, inside, partOf } from "../shared/dom.js";
import { ClassTask } from "../shared/class-task.js";
import { EmbedCode } from "./embed-code.js";
import { FirstVisit } from "./first-visit.js";
import { playerName } from "./names.js";
import { countWin, loadScore, resetScore } from "./score.js";
import { SetupForm } from "./setup-form.js";
import {
  SavedGames,
  newGameId,
  onSavedElsewhere,
  saveGame,
  savedGame,
  savedGames,
  takeOverOldSlot,
  validGameId,
} from "./saved-games.js";
import { Tabs } from "../shared/tabs.js";
import { storageGet, storageSet } from "../shared/storage.js";
import { langKey, t } from "../shared/i18n.js";

/** The id of the game this tab last saved (a reload of its address goes on saving there). */
const TAB_KEY = "factorgames:tab-game";

/** @typedef {import("./types.js").GamePage} GamePage */
/** @typedef {import("../contract/view-types.js").View} View */
/** @typedef {import("../contract/request-types.js").SetupValues} SetupValues */

/**
 * What the full page is given: request(payload): ask Python; onType(text), onRematch(),
 * onNewGame(setup); onOpen(hash): show a game this device keeps; showNotice(text).
 * @typedef {Object} SitePageConfig
 * @property {import("./types.js").AskEngine} request
 * @property {(text: string) => void} onType
 * @property {() => void} onRematch
 * @property {(setup: SetupValues) => void} onNewGame
 * @property {(hash: string) => void} onOpen
 * @property {(text: string) => void} showNotice
 */

/** @implements {GamePage} */
export class SitePage {
  /** @param {HTMLElement} root @param {SitePageConfig} config */
  constructor(root, { request, onType, onRematch: rematch, onNewGame: newGame, onOpen, showNotice }) {
    /** @type {View | null} */
    this.view = null;
    /** @type {string | null} the position whose link was copied last (view.hash) */
    this.copied = null;
    this.root = root;
    /** @type {string | null} the id the game shown is kept under (once its player acts) */
    this.gameId = null;
    this.linked = false; // the game goes between two devices: its id is in its links
    /** @type {string | null} what picking the number pointed at or focused scores (Python's words) */
    this.pointed = null;
    /** @type {string | null} the board's words on how to see what a pick scores (view.board.points_help) */
    this.pointsHelp = null;
    this.classTask = new ClassTask(root);
    // A new game or a rematch is another game: it is kept beside the one it follows (not for a class's task).
    const fresh = () => {
      this.gameId = newGameId();
      this.linked = false;
      this.classTask.leave();
    };
    // A new game is played in the Play tab (its board, its controls, the friend's link).
    const onNewGame = (/** @type {SetupValues} */ setup) => {
      fresh();
      this.tabs.select("tab-play");
      newGame(setup);
    };
    const onRematch = () => {
      fresh();
      rematch();
    };
    takeOverOldSlot();
    this.savedGames = new SavedGames(part("saved-games", root), {
      request,
      onContinue: (id, hash) => {
        this.gameId = id;
        this.linked = false;
        const kept = savedGame(id);
        if (kept?.task) this.classTask.resume(kept.task, kept.target);
        else this.classTask.leave();
        onOpen(hash);
      },
    });
    onSavedElsewhere((id, game) => {
      if (!this.view) return;
      if (game && id === this.gameId && game.hash !== this.view.hash) onOpen(game.hash); // moved in another tab
      this.savedGames.render(this.gameId, this.view.lang);
    });
    this.controls = CONTROLS.map((c) => c.id); // the full page offers every control
    /** @type {string | null} */
    this.setupKey = null; // the setup of the game shown, as JSON (the form is refilled when it changes)
    this.setupForm = new SetupForm(root, { request, onStart: onNewGame, onError: showNotice });
    // A first visit's start: each choice is a new game, as the form's Start.
    this.firstVisit = new FirstVisit(part("first-visit", root), { onStart: onNewGame });
    this.embedCode = new EmbedCode(root);
    const $ = (/** @type {string} */ id) => part(id, root);
    $("move-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const input = partOf(HTMLInputElement, "move-input", root);
      const text = input.value.trim();
      if (!text || input.readOnly || input.disabled) return;
      input.value = "";
      onType(text);
    });
    $("rematch-button").addEventListener("click", onRematch);
    this.tabs = new Tabs(inside(HTMLElement, '[role="tablist"]', root));
    this.wireGameMenu(onNewGame);
    // In present mode the panel shows the status only; the tools are one tap away.
    $("present-exit").addEventListener("click", () => part("present-button", root).click());
    $("present-tools").addEventListener("click", () => {
      const open = document.body.dataset.tools !== "open";
      if (open) document.body.dataset.tools = "open";
      else delete document.body.dataset.tools;
      $("present-tools").setAttribute("aria-expanded", open ? "true" : "false");
    });
    $("score-reset").addEventListener("click", () => {
      const view = this.shown();
      resetScore(view.game.score_key);
      renderScore($("score"), $("score-reset"), view);
    });
    $("copy-button").addEventListener("click", () => {
      this.copied = this.view ? this.view.hash : null; // what the status speaks of
      copyText(location.href, {
        status: $("copy-status"),
        field: partOf(HTMLInputElement, "copy-field", root),
        done: t("Link copied. Opening it shows this game."),
        manual: t("Copy the link below (Ctrl+C or long press)."),
        showField: () => {
          $("copy-fallback").hidden = false;
        },
      });
    });
  }

  /** The line under the status that says what a pick scores (the number pointed at or focused), or
      how to see it; shown while the board's numbers have points to give (the Factor Game).
      @param {string | null} points Python's words for the number pointed at, or null */
  showPoints(points) {
    this.pointed = points;
    const line = part("pick-points", this.root);
    line.hidden = !this.pointsHelp;
    line.textContent = points || this.pointsHelp || "";
    line.dataset.pointed = points ? "true" : "false";
  }

  /** The game menu above the board. A game chosen with the mouse or by touch starts at once; by
      keyboard, arrows only browse the list (WCAG 3.2.2) and Enter or Play starts it. The choice is
      carried into the New game form either way, so its Start never launches the old game.
      @param {(setup: SetupValues) => void} onNewGame */
  wireGameMenu(onNewGame) {
    const $ = (/** @type {string} */ id) => part(id, this.root);
    const menu = partOf(HTMLSelectElement, "quick-game", this.root);
    let browsing = false; // the last change came from a key: wait for the player to confirm
    const start = () => {
      $("quick-start").hidden = true;
      onNewGame({ game: menu.value, vs: this.view ? this.view.setup.vs : null });
    };
    menu.addEventListener("keydown", (event) => {
      if (event.key === "Enter") {
        event.preventDefault();
        if (this.view && menu.value !== this.view.game.id) start();
      } else if (event.key !== "Tab") {
        browsing = true;
      }
    });
    menu.addEventListener("pointerdown", () => {
      browsing = false;
    });
    menu.addEventListener("change", () => {
      this.setupForm.chooseGame(menu.value);
      if (!browsing) {
        start();
        return;
      }
      browsing = false;
      $("quick-start").hidden = this.view !== null && menu.value === this.view.game.id;
    });
    $("quick-start").addEventListener("click", start);
  }

  /** The view shown; the page's buttons act only once there is one. @returns {View} */
  shown() {
    if (!this.view) throw new Error("no game is shown yet");
    return this.view;
  }

  /** The full page reads its keys from the address when it needs them (pageState, saved), but for the
      class's task: an address edited in the tab (another task's link pasted) plays for the task it names. */
  readAddress() {
    this.classTask.read();
  }

  /** The chain's length the class's task asks for, if any. */
  get target() {
    return this.classTask.target;
  }

  /** The teacher's tools and present mode the address asks for: none named, none (a plain link
      opened on the teacher's machine shows a pupil no answers).
      @returns {{tools: string[], present: boolean}} */
  pageState() {
    const { page } = splitAddress(currentHash());
    const tools = typeof page.tools === "string" ? page.tools.split(",").map((word) => word.trim()) : [];
    return { tools, present: page.present === "1" };
  }

  /** The game the address asks for (the whole address: Python ignores keys it does not know). */
  requestedGame() {
    return splitAddress(currentHash()).game;
  }

  /** This device's copy of the game about to be loaded from `hash` (Python reads a link against it:
      a friend's older link, a link that differs, a link sent to the friend), and the id it is kept
      under from now on.
      @param {string} hash
      @returns {string | null} */
  saved(hash) {
    const { game, page } = splitAddress(currentHash());
    return this.adopt(hash, game === hash ? validGameId(page.id) : null);
  }

  /** @returns {import("../contract/request-types.js").LoadRequest} */
  firstRequest() {
    const hash = this.requestedGame();
    return { op: "load", hash, saved: this.saved(hash), task: this.classTask.kept() };
  }

  /** Which of this device's games an address shows: none named, the newest; a game's id (a game
      with a friend on another device), that one; this tab's own game again (a reload), that one;
      else a new game. Returns this device's copy of it, if any.
      @param {string} hash
      @param {string | null} id
      @returns {string | null} */
  adopt(hash, id) {
    this.linked = Boolean(id);
    if (!hash) {
      const newest = savedGames()[0];
      this.gameId = newest ? newest.id : newGameId();
      if (newest) this.classTask.resume(newest.task, newest.target); // a class's task's game goes on for its task
      return newest ? newest.hash : null;
    }
    if (id) {
      this.gameId = id;
      const mine = savedGame(id);
      return mine ? mine.hash : null;
    }
    const tab = savedGame(storageGet("session", TAB_KEY));
    this.gameId = tab && tab.hash === hash ? tab.id : newGameId();
    return null;
  }

  /** The address for a view: the game's share code, the teacher's tools that are on, present
      mode, its id when a friend's device shares the game (while it is replayed too), the
      page's language unless English, and the class's task it is played for; none of the
      game while a first visit's start is shown.
      @param {View} view
      @param {{tools?: string[], present?: boolean}} [keys] */
  address(view, { tools = [], present = false } = {}) {
    // A first visit's start names no game yet: its address stays empty (a reload, or the language
    // switched, shows the start again).
    return joinAddress(view.first_visit ? "" : view.hash, {
      tools: tools.length ? tools.join(",") : undefined,
      present: present ? "1" : undefined,
      id: view.share || this.linked ? this.gameId : null,
      lang: langKey(),
      task: this.classTask.task,
      target: this.classTask.target === null ? null : String(this.classTask.target),
    });
  }

  /** @param {boolean} busy */
  setBusy(busy) {
    partOf(HTMLInputElement, "move-input", this.root).readOnly = busy;
  }

  /** fromPlay: the view answers a pick; acted: it answers anything the player did here.
      @param {View} view
      @param {import("./types.js").PageRenderOptions} options */
  render(view, { fromPlay, acted }) {
    this.view = view;
    const $ = (/** @type {string} */ id) => part(id, this.root);
    const button = (/** @type {string} */ id) => partOf(HTMLButtonElement, id, this.root);
    const { game, board } = view;
    if ($("quick-start").hidden)
      fillSelect(partOf(HTMLSelectElement, "quick-game", this.root), view.options.games, view.game.id); // unless a choice waits
    if (view.over && acted) this.tabs.select("tab-play"); // the end of a game: its review, in the Play tab
    $("game-title").textContent = game.title;
    $("summary").textContent = game.summary;
    $("settings").textContent = game.settings || "";
    $("settings").hidden = !game.settings;
    $("rules-link-row").hidden = $("rules-link").hidden;

    $("legend-relations").hidden = !board.relations;
    $("legend-removes").hidden = !board.removes;
    $("legend-counts").hidden = !board.cells.some((cell) => cell.follows !== null);
    renderOwners($("legend-owners"), board.owners);
    this.pointsHelp = board.points_help;
    this.showPoints(this.pointed);

    partOf(HTMLInputElement, "move-input", this.root).disabled = view.replay.active;
    $("rematch-button").textContent = view.rematch.label;
    button("rematch-button").disabled = !view.rematch.enabled;
    // A game over takes no typed number: its box goes, and a keyboard in it moves on to the rematch.
    if (view.over && $("move-form").contains(document.activeElement) && !button("rematch-button").disabled)
      button("rematch-button").focus();
    $("move-form").hidden = view.over;
    // A game is kept once its player acts in it (opening a link, or the computer answering one, is not
    // acting). Its id was chosen by the first request (firstRequest, saved or a new game).
    if (acted && this.gameId !== null) {
      saveGame(this.gameId, view, this.classTask);
      storageSet("session", TAB_KEY, this.gameId);
    }
    this.savedGames.render(this.gameId, view.lang);
    if (view.share) this.linked = true;
    $("copy-fallback").hidden = true;
    if (view.hash !== this.copied) $("copy-status").textContent = ""; // the link copied was another position's

    if (fromPlay && game.keeps_score && view.winner !== null) {
      countWin(game.score_key, view.hash, String(view.winner));
    }
    renderScore($("score"), $("score-reset"), view);
    // Refill the form only when the game's setup changed (a new game, a rematch, another
    // address): moves leave the player's half-made choices in the form alone.
    const setupKey = JSON.stringify([view.setup, view.players]);
    if (setupKey !== this.setupKey) {
      this.setupKey = setupKey;
      this.setupForm.fill(view);
    }
    this.embedCode.render(view);
    this.classTask.keep(view.hash, view.over);
    this.firstVisit.render(view);
  }
}

/**
 * The owners' legend: each player's mark (drawn by CSS, as on the board) and Python's words for it.
 * @param {HTMLElement} el
 * @param {import("../contract/view-types.js").OwnerLegendView[]} owners
 */
function renderOwners(el, owners) {
  el.hidden = !owners.length;
  el.replaceChildren(
    ...owners.map(({ player, text }) => {
      const item = document.createElement("span");
      item.className = "legend-item";
      const mark = document.createElement("span");
      mark.className = "owner-mark";
      mark.dataset.owner = String(player);
      mark.setAttribute("aria-hidden", "true");
      item.append(mark, ` ${text}`);
      return item;
    }),
  );
}

/**
 * The session's score for the game shown, when its settings keep one.
 * @param {HTMLElement} el
 * @param {HTMLElement} reset its reset button
 * @param {View} view
 */
function renderScore(el, reset, view) {
  /** @type {Object<string, number>} */
  const tally = view.game.keeps_score ? loadScore(view.game.score_key).tally : {};
  reset.hidden = !Object.keys(tally).length;
  if (!Object.keys(tally).length) {
    el.textContent = "";
    el.hidden = true;
    return;
  }
  el.hidden = false;
  el.textContent = t("Games won: {first} {a}, {second} {b}", {
    first: playerName(view, 1),
    a: Number(tally["1"]) || 0,
    second: playerName(view, 2),
    b: Number(tally["2"]) || 0,
  });
}
