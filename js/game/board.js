/* Draws the board Python describes (a BoardView): one button per number, with the state,
   relation, hint, strategy partner and accessible name that the view gives. It decides nothing:
   every pick goes back to Python, which accepts it or says why not. Config in, events out:
   new Board(root, {onPick, onPoint}), then render(board, {busy, locked}). In a game that keeps
   score, a number taken carries its owner's mark (data-owner, drawn by CSS) and a number pointed
   at or focused gives onPoint Python's words for what picking it scores. Keyboard: one tab stop, arrow
   keys move (roving tabindex). */

import { closestTo, inside } from "../shared/dom.js";

const RELATION_MARKS = { divisor: "÷", multiple: "×" };

export class Board {
  /**
   * @param {HTMLElement} element
   * @param {{onPick: (number: number) => void, onPoint?: (points: string | null) => void}} config
   *     onPick(number): a number clicked (Python plays it or says why not); onPoint(points): the
   *     number pointed at or focused changed, with what picking it scores (Python's words), or null
   */
  constructor(element, { onPick, onPoint = () => {} }) {
    this.el = element;
    this.onPick = onPick;
    this.onPoint = onPoint;
    /** @type {HTMLButtonElement[]} one a number, in the board's order */
    this.buttons = [];
    /** @type {Map<string, HTMLButtonElement>} the buttons by their number, as text */
    this.byNumber = new Map();
    /** @type {Map<HTMLButtonElement, number[]>} what picking a number takes away, where it takes more */
    this.removes = new Map();
    this.columns = 10;
    this.lead = 0;
    this.busy = false;
    this.locked = false;
    this.el.addEventListener("click", (event) => {
      const button = closestTo(event, "button[data-number]", HTMLButtonElement);
      if (!button || !this.el.contains(button)) return;
      this.focusButton(button, false);
      this.onPick(Number(button.dataset.number)); // even while busy or locked: the page queues it or says why not
    });
    this.el.addEventListener("keydown", (event) => this.onKey(event));
    // Point at or focus a number: show what picking it takes away (Multiples Removal's
    // "removes") and, with the strategy shown, its partner.
    const point = (/** @type {Event} */ event) => {
      const button = closestTo(event, "button[data-number]", HTMLButtonElement);
      this.showLinks(button && this.el.contains(button) ? button : null);
    };
    this.el.addEventListener("pointerover", point);
    this.el.addEventListener("focusin", point);
    this.el.addEventListener("pointerleave", () => this.showLinks(this.activeButton()));
    this.el.addEventListener("focusout", () => this.showLinks(null));
    // Each square's side, for the type and marks in it (style.css's --cell), measured when the board's
    // size or shape changes, after its layout: not worked out again by every square at every restyle.
    this.sized = new ResizeObserver(([entry]) => this.setCellSize(entry.contentRect.width));
    this.sized.observe(this.el);
  }

  /** The side of a square of a board `width` px wide (none while the board is not laid out).
      @param {number} width */
  setCellSize(width) {
    const gap = parseFloat(getComputedStyle(this.el).columnGap) || 0;
    const side = (width - (this.columns - 1) * gap) / this.columns;
    if (width > 0 && side > 0) this.el.style.setProperty("--board-cell", `${side}px`);
    else this.el.style.removeProperty("--board-cell");
  }

  /** The board's button that has the focus, or null. */
  activeButton() {
    const active = document.activeElement;
    return active instanceof HTMLButtonElement && this.buttons.includes(active) ? active : null;
  }

  /**
   * Mark what picking `button` takes away and its partner.
   * @param {HTMLButtonElement | null} button null: none pointed at or focused
   */
  showLinks(button) {
    this.onPoint(button && button.dataset.points ? button.dataset.points : null);
    const taken = button && this.removes.get(button);
    const removes = new Set(taken ? taken.map(String) : []);
    const partner = button && button.dataset.partner ? this.byNumber.get(button.dataset.partner) : null;
    for (const b of this.buttons) {
      const number = b.dataset.number;
      if (number !== undefined && removes.has(number)) b.dataset.removes = "true";
      else delete b.dataset.removes;
      if (partner && b === button) b.dataset.pair = "self";
      else if (partner && b === partner) b.dataset.pair = "mate";
      else delete b.dataset.pair;
    }
  }

  /**
   * @param {import("../contract/view-types.js").BoardView} board
   * @param {{busy?: boolean, locked?: boolean}} [options] locked: picks are off (a replay is shown)
   */
  render(board, { busy = false, locked = false } = {}) {
    const cells = board.cells;
    const columns = board.columns;
    if (columns !== this.columns) {
      this.el.style.removeProperty("--board-cell"); // measured again for the new shape (observe() reports at once)
      this.sized.unobserve(this.el);
      this.sized.observe(this.el);
    }
    this.columns = columns;
    // On the board's parent, so that a box around the board (the embed's) can size itself
    // from them too; the board inherits them.
    const host = this.el.parentElement || this.el;
    host.style.setProperty("--cols", String(columns));
    host.style.setProperty("--rows", String(board.rows));
    this.el.dataset.wide = columns > 10 ? "true" : "false";
    const same =
      this.buttons.length === cells.length &&
      cells.every((cell, i) => this.buttons[i].dataset.number === String(cell.n));
    if (!same) this.rebuild(cells);
    this.removes = new Map();
    cells.forEach((cell, i) => this.update(this.buttons[i], cell));
    // Python's "lead": empty places before the first number, so that columns line up.
    const lead = board.lead;
    this.lead = lead;
    if (this.buttons.length) this.buttons[0].style.gridColumnStart = lead ? String(lead + 1) : "";
    this.showLinks(this.activeButton());
    this.setBusy(busy);
    this.setLocked(locked);
    this.ensureTabStop();
  }

  /** @param {import("../contract/view-types.js").CellView[]} cells */
  rebuild(cells) {
    const hadFocus = this.el.contains(document.activeElement);
    this.el.replaceChildren();
    this.byNumber = new Map();
    this.buttons = cells.map((cell) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "cell";
      button.dataset.number = String(cell.n);
      button.dataset.digits = String(String(cell.n).length); // its type's fit, its marks' room (style.css)
      button.tabIndex = -1;
      const number = document.createElement("span");
      number.className = "n";
      number.textContent = String(cell.n);
      // The marks Python gives a number (at most two): the top line holds the hint's star, the
      // count and the factor/multiple mark, the bottom line the partner.
      const marks = document.createElement("span");
      marks.className = "marks";
      marks.setAttribute("aria-hidden", "true");
      const hintMark = document.createElement("span");
      hintMark.className = "hint-mark";
      const follows = document.createElement("span");
      follows.className = "follows";
      const mark = document.createElement("span");
      mark.className = "mark";
      marks.append(hintMark, follows, mark);
      const partner = document.createElement("span");
      partner.className = "partner";
      partner.setAttribute("aria-hidden", "true");
      button.append(marks, number, partner);
      this.el.append(button);
      this.byNumber.set(button.dataset.number, button);
      return button;
    });
    if (hadFocus) this.ensureTabStop(true);
  }

  /** @param {HTMLButtonElement} button @param {import("../contract/view-types.js").CellView} cell */
  update(button, cell) {
    button.dataset.state = cell.state;
    if (cell.relation) button.dataset.relation = cell.relation;
    else delete button.dataset.relation;
    if (cell.removes.length > 1) this.removes.set(button, cell.removes);
    if (cell.hint) button.dataset.hint = cell.hint;
    else delete button.dataset.hint;
    // Whose a number taken is (a game that keeps score): CSS draws the owner's shape around it.
    if (cell.owner) button.dataset.owner = String(cell.owner);
    else delete button.dataset.owner;
    if (cell.points) button.dataset.points = cell.points;
    else delete button.dataset.points;
    const partner = cell.partner === null ? null : String(cell.partner);
    if (partner) button.dataset.partner = partner;
    else delete button.dataset.partner;
    inside(HTMLElement, ".mark", button).textContent = cell.relation ? RELATION_MARKS[cell.relation] : "";
    // CSS draws the partner from the span's data-partner (not text), so the cell's visible text stays
    // its number and its accessible name can say "partner 62" in words.
    const mate = inside(HTMLElement, ".partner", button);
    if (partner) mate.dataset.partner = partner;
    else delete mate.dataset.partner;
    // The counts, drawn by CSS from data-follows like the partner (the label says them in words).
    const follows = inside(HTMLElement, ".follows", button);
    if (cell.follows === null) delete follows.dataset.follows;
    else follows.dataset.follows = String(cell.follows);
    button.setAttribute("aria-label", cell.label);
  }

  /** @param {boolean} busy */
  setBusy(busy) {
    this.busy = busy;
    this.el.setAttribute("aria-busy", busy ? "true" : "false");
    this.el.classList.toggle("busy", busy);
  }

  /** @param {boolean} locked */
  setLocked(locked) {
    this.locked = locked;
    this.el.dataset.locked = locked ? "true" : "false";
    for (const b of this.buttons) {
      if (locked) b.setAttribute("aria-disabled", "true");
      else b.removeAttribute("aria-disabled");
    }
  }

  /** Keep exactly one button in the tab order: the focused one, else a hinted, the current or a legal one. */
  ensureTabStop(focus = false) {
    if (!this.buttons.length) return;
    const stop =
      this.activeButton() ||
      this.buttons.find((b) => b.dataset.hint === "win") ||
      this.buttons.find((b) => b.dataset.state === "current") ||
      this.buttons.find((b) => b.dataset.state === "legal") ||
      this.buttons.find((b) => b.tabIndex === 0) ||
      this.buttons[0];
    this.buttons.forEach((b) => {
      b.tabIndex = b === stop ? 0 : -1;
    });
    if (focus) stop.focus();
  }

  /**
   * @param {HTMLButtonElement} button
   * @param {boolean} [move] move the focus there too
   */
  focusButton(button, move = true) {
    this.buttons.forEach((b) => {
      b.tabIndex = b === button ? 0 : -1;
    });
    if (move) button.focus();
  }

  focus() {
    this.ensureTabStop(true);
  }

  /** @param {KeyboardEvent} event */
  onKey(event) {
    const active = this.activeButton();
    const index = active ? this.buttons.indexOf(active) : -1;
    if (index < 0) return;
    const last = this.buttons.length - 1;
    // Layout only: the row a button sits in, counting the empty places before the first number.
    const rowStart = Math.max(0, index - ((index + this.lead) % this.columns));
    /** @type {Record<string, number>} */
    const moves = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      ArrowDown: index + this.columns,
      ArrowUp: index - this.columns,
      Home: event.ctrlKey ? 0 : rowStart,
      End: event.ctrlKey ? last : Math.min(rowStart + this.columns - 1, last),
      PageDown: index + this.columns * 5,
      PageUp: index - this.columns * 5,
    };
    if (!Object.hasOwn(moves, event.key)) return;
    event.preventDefault();
    const target = Math.max(0, Math.min(last, moves[event.key]));
    this.focusButton(this.buttons[target]);
  }
}
