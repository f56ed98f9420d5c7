/* The tournament page's view (tournament.html): the organiser's form, the tournament's games round
   by round (play here, a pupil's device's link and QR code, the review), the results handed back
   (pasted, or read by the camera), the standings (CSV, print, clear); or on a pupil's device the
   game to play and its result to hand back. It draws the engine's TournamentView and reports what
   the person asks for through its callbacks. */

import { copyButton, drawQr, field, siteUrl } from "../class/links.js";
import { QrScanner } from "../class/scanner.js";
import { element, fillSelect, part as $ } from "../shared/dom.js";
import { t } from "../shared/i18n.js";

/** @typedef {import("../contract/view-types.js").TournamentView} TournamentView */
/** @typedef {import("../contract/view-types.js").TournamentGameView} TournamentGameView */
/** @typedef {import("../contract/request-types.js").TournamentMake} TournamentMake */

/**
 * What the person asks for.
 * @typedef {Object} TournamentCallbacks
 * @property {(make: TournamentMake) => void} onMake the form sent
 * @property {(text: string) => void} onAdd text holding result links (pasted, or a QR code read)
 * @property {() => void} onForget clear the tournament from this device
 */

/** The page's element with this id. */
const html = (/** @type {string} */ id) => /** @type {HTMLElement} */ ($(id));

/** A list's items, each a sentence; the list hidden when there are none.
    @param {string} id @param {string[]} items */
function sentences(id, items) {
  html(id).replaceChildren(...items.map((words) => element("li", "", words)));
  html(id).hidden = !items.length;
}

export class TournamentPageView {
  /** @param {TournamentCallbacks} on */
  constructor(on) {
    this.on = on;
    /** @type {TournamentView | null} */
    this.shown = null;
    /** A tournament was just made: its games in view once drawn. */
    this.focusMade = false;
    /** The CSV's blob address, released when another replaces it. */
    this.csvUrl = "";
    /** Where the tournament is kept. @type {import("./controller.js").KeptWhere} */
    this.where = "device";
    /** Results were just handed in here (pasted or read by the camera): their outcome said beside. */
    this.adding = false;
    $("tour-form").addEventListener("submit", (event) => {
      event.preventDefault();
      const replacing = this.shown && this.shown.tournament && this.shown.games.length;
      if (replacing && !window.confirm(t("Replace the tournament on this device (its results are lost)?"))) return;
      this.focusMade = true;
      on.onMake({
        title: field("tour-name").value,
        names: field("tour-list").value,
        format: field("tour-format").value,
        game: field("tour-game").value,
        link: field("tour-link").value,
        help: field("tour-help").value,
      });
    });
    $("tour-add").addEventListener("submit", (event) => {
      event.preventDefault();
      const text = field("tour-paste").value;
      field("tour-paste").value = "";
      this.adding = true;
      on.onAdd(text);
    });
    $("tour-print").addEventListener("click", () => window.print());
    $("tour-forget").addEventListener("click", () => {
      const title = this.shown ? this.shown.title : "";
      if (window.confirm(t("Clear “{title}” and its results from this device?", { title }))) on.onForget();
    });
    copyButton("tour-invite-copy", "tour-invite-link", "tour-invite-status");
    copyButton("tour-pupil-copy", "tour-pupil-link", "tour-pupil-copied");
    const scanner = new QrScanner(/** @type {HTMLVideoElement} */ ($("tour-camera")), {
      onText: (text) => {
        $("tour-scan-status").textContent = t("A QR code was read.");
        this.adding = true;
        on.onAdd(text);
      },
      onState: (state, detail) => {
        html("tour-scan").hidden = state === "scanning" || state === "starting";
        html("tour-scan-stop").hidden = !html("tour-scan").hidden;
        const words = {
          starting: t("Starting the camera…"),
          scanning: t("Hold a pupil's QR code in front of the camera: each one read is added."),
          stopped: "",
          refused: t("The camera could not be used ({detail}): paste the links instead.", { detail: detail || "" }),
        };
        $("tour-scan-status").textContent = words[state];
        // The camera's picture in view, with what each code read became (said above it).
        if (state === "scanning") $("tour-camera").scrollIntoView({ block: "nearest" });
      },
    });
    $("tour-scan").addEventListener("click", () => scanner.start());
    $("tour-scan-stop").addEventListener("click", () => scanner.stop());
  }

  /** Draw a view (`where`: where the tournament is kept, js/tournament/controller.js).
      @param {TournamentView} v
      @param {{where: import("./controller.js").KeptWhere}} options */
  render(v, { where }) {
    this.shown = v;
    this.where = where;
    document.documentElement.lang = v.lang;
    document.body.dataset.mode = v.mode;
    html("tour-notice").hidden = !v.notice;
    $("tour-notice").textContent = v.notice || "";
    html("tour-organiser").hidden = v.mode !== "organiser";
    html("tour-pupil").hidden = v.mode !== "pupil";
    if (v.mode === "pupil") this.pupil(v);
    else this.organiser(v);
  }

  /** @param {TournamentView} v */
  organiser(v) {
    const adding = this.adding;
    this.adding = false;
    fillSelect(/** @type {HTMLSelectElement} */ ($("tour-format")), v.form.formats);
    fillSelect(/** @type {HTMLSelectElement} */ ($("tour-game")), v.form.games);
    fillSelect(/** @type {HTMLSelectElement} */ ($("tour-help")), v.form.helps);
    const has = Boolean(v.tournament);
    for (const id of ["tour-current", "tour-standings-card", "tour-rounds-card", "tour-collect"])
      html(id).hidden = !has;
    // Not kept on the device: said in a bar that stays in view, with the table to download.
    html("tour-storage").hidden = !has || this.where === "device";
    html("tour-make-title").textContent = has ? t("A new tournament") : t("Make a tournament");
    html("tour-invite").hidden = true;
    if (!has) {
      $("tour-message").textContent = v.message;
      if (v.message) html("tour-current").hidden = true;
      html("tour-notice").hidden = !(v.notice || v.message);
      $("tour-notice").textContent = v.notice || v.message;
      return;
    }
    $("tour-title").textContent = v.title;
    $("tour-heading").textContent = v.heading;
    $("tour-progress").textContent = v.progress;
    html("tour-winner").hidden = !v.winner;
    $("tour-winner").textContent = v.winner;
    sentences("tour-names", v.names);
    $("tour-message").textContent = v.message;
    sentences("tour-refused", v.refused);
    // The results handed in: what became of them, said where they were handed in too.
    $("tour-added").textContent = adding ? v.message : "";
    sentences("tour-added-refused", adding ? v.refused : []);
    if (adding && !html("tour-camera").hidden) html("tour-camera").scrollIntoView({ block: "nearest" });
    $("tour-how").textContent = v.how;
    this.standings(v);
    html("tour-rounds").replaceChildren(
      ...v.rounds.map((round, r) => {
        const section = element("section", "tour-round");
        const heading = element("h3", "tour-round-title", round.title);
        heading.id = `tour-round-${r + 1}`;
        section.setAttribute("aria-labelledby", heading.id);
        section.append(heading);
        if (round.resting) section.append(element("p", "help", round.resting));
        const list = element("ol", "tour-games");
        list.append(...round.games.map((game) => this.game(game)));
        section.append(list);
        return section;
      }),
    );
    if (this.focusMade) html("tour-current").scrollIntoView({ block: "start" });
    this.focusMade = false;
  }

  /** One game of a round: who plays whom, its result, and what can be done with it.
      @param {TournamentGameView} game */
  game(game) {
    const li = element("li", `tour-game tour-${game.state}`);
    li.dataset.k = String(game.k);
    const head = element("p", "tour-game-words");
    head.append(element("strong", "", game.label), " ", game.words);
    li.append(head, element("p", "tour-game-result", game.result));
    const actions = element("p", "actions no-print");
    /** @param {HTMLElement} el */
    const named = (el) => {
      el.setAttribute("aria-label", `${game.label}: ${el.textContent}`);
      return el;
    };
    if (game.play) {
      const play = element("a", "button", t("Play here"));
      play.href = siteUrl("index.html", game.play);
      // Kept only in this page's memory: the game opens in a new tab, so that this page stays open.
      if (this.where === "page") play.target = "_blank";
      const invite = element("button", "button secondary", t("Link for the pupils' device"));
      invite.type = "button";
      invite.addEventListener("click", () => this.invite(game));
      actions.append(named(play), named(invite));
    }
    if (game.review) {
      const review = element("a", "button secondary", t("Review the game"));
      review.href = siteUrl("index.html", game.review);
      actions.append(named(review));
    }
    if (actions.childElementCount) li.append(actions);
    return li;
  }

  /** Show the link and QR code that a pupil's device opens to play `game`.
      @param {TournamentGameView} game */
  invite(game) {
    const url = siteUrl("tournament.html", game.invite);
    $("tour-invite-title").textContent = `${game.label}: ${game.words}`;
    field("tour-invite-link").value = url;
    $("tour-invite-status").textContent = "";
    html("tour-invite").hidden = false;
    drawQr("tour-invite-qr", url);
    html("tour-invite").scrollIntoView({ block: "nearest" });
    field("tour-invite-link").focus({ preventScroll: true });
  }

  /** The standings' table and its CSV. @param {TournamentView} v */
  standings(v) {
    const table = /** @type {HTMLTableElement} */ ($("tour-standings"));
    const head = element("tr");
    head.append(
      ...v.columns.map((words) => {
        const th = element("th", "", words);
        th.scope = "col";
        return th;
      }),
    );
    const body = element("tbody");
    for (const line of v.standings) {
      const tr = element("tr");
      const name = element("th", "", line.name);
      name.scope = "row";
      tr.append(element("td", "class-count", line.place), name, ...line.cells.map((c) => element("td", "", c)));
      body.append(tr);
    }
    const thead = element("thead");
    thead.append(head);
    table.replaceChildren(element("caption", "visually-hidden", t("Standings")), thead, body);
    if (this.csvUrl) URL.revokeObjectURL(this.csvUrl);
    this.csvUrl = URL.createObjectURL(new Blob([v.csv], { type: "text/csv" }));
    for (const id of ["tour-csv", "tour-storage-csv"]) {
      const csv = /** @type {HTMLAnchorElement} */ ($(id));
      csv.href = this.csvUrl;
      csv.download = `${v.title.replace(/[^\p{L}\p{N}]+/gu, "-") || "tournament"}.csv`;
    }
  }

  /** A pupil's device: the game to play, then its result to hand back. @param {TournamentView} v */
  pupil(v) {
    $("tour-pupil-title").textContent = v.title;
    $("tour-pupil-game").textContent = v.game;
    $("tour-pupil-status").textContent = v.status;
    const play = /** @type {HTMLAnchorElement} */ ($("tour-pupil-play"));
    play.hidden = !v.play;
    play.href = v.play ? siteUrl("index.html", v.play) : "index.html";
    html("tour-pupil-result").hidden = !v.result;
    if (v.result) {
      const url = siteUrl("tournament.html", v.result);
      field("tour-pupil-link").value = url;
      drawQr("tour-pupil-qr", url);
    }
  }

  /** A request failed after the first view: say so. @param {string} words */
  trouble(words) {
    html("tour-notice").hidden = false;
    $("tour-notice").textContent = words;
  }
}
