/* The coach panel's tabs (WAI-ARIA tabs, selection follows focus): Play, For teachers, New game.
   Config in, events out: new Tabs(tablist, {onSelect}), then select(id). Arrow keys, Home and End
   move between the tabs; each tab shows the panel its aria-controls names. */

/** @typedef {{onSelect?: (tabId: string) => void}} TabsOptions */

export class Tabs {
  /** onSelect(tabId): a tab was chosen (by click or key).
      @param {Element} tablist
      @param {TabsOptions} [options] */
  constructor(tablist, { onSelect = () => {} } = {}) {
    /** The tabs (HTML elements with role="tab": the markup's, which the DOM cannot know). */
    this.tabs = /** @type {HTMLElement[]} */ ([...tablist.querySelectorAll('[role="tab"]')]);
    this.onSelect = onSelect;
    tablist.addEventListener("click", (event) => {
      const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
      if (tab instanceof HTMLElement) this.choose(tab);
    });
    tablist.addEventListener("keydown", (event) => {
      if (!(event instanceof KeyboardEvent)) return;
      const index = this.tabs.findIndex((tab) => tab === document.activeElement);
      if (index < 0) return;
      const last = this.tabs.length - 1;
      /** @type {{[key: string]: number}} */
      const moves = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last };
      const to = moves[event.key];
      if (to === undefined) return;
      event.preventDefault();
      const tab = this.tabs[(to + this.tabs.length) % this.tabs.length];
      tab.focus();
      this.choose(tab);
    });
  }

  /** @param {HTMLElement} tab */
  choose(tab) {
    this.select(tab.id);
    this.onSelect(tab.id);
  }

  /** Show the tab `id` and its panel (focus stays where it is).
      @param {string} id */
  select(id) {
    for (const tab of this.tabs) {
      const on = tab.id === id;
      tab.setAttribute("aria-selected", on ? "true" : "false");
      tab.tabIndex = on ? 0 : -1;
      const panel = document.getElementById(String(tab.getAttribute("aria-controls")));
      if (!panel) throw new Error(`the tab #${tab.id} controls no panel`);
      panel.hidden = !on;
    }
  }

  /** The id of the tab shown.
      @returns {string | null} */
  get selected() {
    const tab = this.tabs.find((t) => t.getAttribute("aria-selected") === "true");
    return tab ? tab.id : null;
  }
}
