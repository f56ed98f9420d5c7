/* Draws the board Python describes: one button per number, with the state, relation and
   hint that the view gives. It decides nothing: every pick goes back to Python, which
   accepts it or says why not. Keyboard: one tab stop, arrow keys move (roving tabindex). */

const STATE_WORDS = {
  legal: "can be picked",
  used: "already used",
  current: "current number",
  blocked: "cannot be picked now",
};
const RELATION_MARKS = { divisor: "÷", multiple: "×" };
const RELATION_WORDS = { divisor: "factor of the current number", multiple: "multiple of the current number" };

export class Board {
  constructor(element, { onPick }) {
    this.el = element;
    this.onPick = onPick;
    this.buttons = [];
    this.removes = new Map();
    this.columns = 10;
    this.lead = 0;
    this.busy = false;
    this.el.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-number]");
      if (!button || !this.el.contains(button)) return;
      this.focusButton(button, false);
      if (!this.busy) this.onPick(Number(button.dataset.number));
    });
    this.el.addEventListener("keydown", (event) => this.onKey(event));
    // Preview what a pick would take away, when the view lists it (Multiples Removal's "removes").
    const preview = (event) => {
      const button = event.target.closest && event.target.closest("button[data-number]");
      this.showRemoves(button && this.el.contains(button) ? button : null);
    };
    this.el.addEventListener("pointerover", preview);
    this.el.addEventListener("focusin", preview);
    this.el.addEventListener("pointerleave", () => this.showRemoves(this.el.contains(document.activeElement) ? document.activeElement : null));
    this.el.addEventListener("focusout", () => this.showRemoves(null));
  }

  showRemoves(button) {
    const removes = new Set(button && this.removes.get(button) ? this.removes.get(button).map(String) : []);
    for (const b of this.buttons) {
      if (removes.has(b.dataset.number)) b.dataset.removes = "true";
      else delete b.dataset.removes;
    }
  }

  render(board, { busy = false } = {}) {
    const cells = (board && Array.isArray(board.cells)) ? board.cells : [];
    const columns = Math.max(1, Math.min(40, Number(board && board.columns) || 10));
    this.columns = columns;
    this.el.style.setProperty("--cols", String(columns));
    this.el.style.setProperty("--rows", String(Math.max(1, Math.ceil((cells.length + (Number(board && board.lead) || 0)) / columns))));
    this.el.dataset.wide = columns > 10 ? "true" : "false";
    const same =
      this.buttons.length === cells.length &&
      cells.every((cell, i) => this.buttons[i].dataset.number === String(cell.n));
    if (!same) this.rebuild(cells);
    this.removes = new Map();
    cells.forEach((cell, i) => this.update(this.buttons[i], cell));
    // Python's "lead": empty places before the first number, so that columns line up.
    const lead = Math.max(0, Math.min(columns - 1, Number(board && board.lead) || 0));
    this.lead = lead;
    if (this.buttons.length) this.buttons[0].style.gridColumnStart = lead ? String(lead + 1) : "";
    this.showRemoves(this.buttons.includes(document.activeElement) ? document.activeElement : null);
    this.setBusy(busy);
    this.ensureTabStop();
  }

  rebuild(cells) {
    const hadFocus = this.el.contains(document.activeElement);
    this.el.replaceChildren();
    this.buttons = cells.map((cell) => {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "cell";
      button.dataset.number = String(cell.n);
      button.tabIndex = -1;
      const number = document.createElement("span");
      number.className = "n";
      number.textContent = String(cell.n);
      const mark = document.createElement("span");
      mark.className = "mark";
      mark.setAttribute("aria-hidden", "true");
      button.append(number, mark);
      this.el.append(button);
      return button;
    });
    if (hadFocus) this.ensureTabStop(true);
  }

  update(button, cell) {
    const state = Object.hasOwn(STATE_WORDS, cell.state) ? cell.state : "blocked";
    button.dataset.state = state;
    const relation = Object.hasOwn(RELATION_MARKS, cell.relation) ? cell.relation : null;
    if (relation) button.dataset.relation = relation;
    else delete button.dataset.relation;
    if (Array.isArray(cell.removes) && cell.removes.length > 1) this.removes.set(button, cell.removes);
    if (cell.hint === "win") button.dataset.hint = "win";
    else delete button.dataset.hint;
    button.querySelector(".mark").textContent = relation ? RELATION_MARKS[relation] : "";
    const words = [String(cell.n)];
    if (relation) words.push(RELATION_WORDS[relation]);
    words.push(STATE_WORDS[state]);
    if (cell.hint === "win") words.push("winning move");
    button.setAttribute("aria-label", words.join(", "));
  }

  setBusy(busy) {
    this.busy = busy;
    this.el.setAttribute("aria-busy", busy ? "true" : "false");
    this.el.classList.toggle("busy", busy);
  }

  /** Keep exactly one button in the tab order: the focused one, else a hinted, the current or a legal one. */
  ensureTabStop(focus = false) {
    if (!this.buttons.length) return;
    const active = this.buttons.includes(document.activeElement) ? document.activeElement : null;
    const stop =
      active ||
      this.buttons.find((b) => b.dataset.hint === "win") ||
      this.buttons.find((b) => b.dataset.state === "current") ||
      this.buttons.find((b) => b.dataset.state === "legal") ||
      this.buttons.find((b) => b.tabIndex === 0) ||
      this.buttons[0];
    this.buttons.forEach((b) => { b.tabIndex = b === stop ? 0 : -1; });
    if (focus) stop.focus();
  }

  focusButton(button, move = true) {
    this.buttons.forEach((b) => { b.tabIndex = b === button ? 0 : -1; });
    if (move) button.focus();
  }

  focus() {
    this.ensureTabStop(true);
  }

  onKey(event) {
    const index = this.buttons.indexOf(document.activeElement);
    if (index < 0) return;
    const last = this.buttons.length - 1;
    // Layout only: the row a button sits in, counting the empty places before the first number.
    const rowStart = Math.max(0, index - ((index + this.lead) % this.columns));
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
