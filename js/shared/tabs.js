/* The coach panel's tabs (WAI-ARIA tabs, selection follows focus): Play, For teachers, New game.
   Config in, events out: new Tabs(tablist, {onSelect}), then select(id). Arrow keys, Home and End
   move between the tabs; each tab shows the panel its aria-controls names. */

export class Tabs {
  /** onSelect(tabId): a tab was chosen (by click or key). */
  constructor(tablist, { onSelect = () => {} } = {}) {
    this.tabs = [...tablist.querySelectorAll('[role="tab"]')];
    this.onSelect = onSelect;
    tablist.addEventListener("click", (event) => {
      const tab = event.target.closest('[role="tab"]');
      if (tab) this.choose(tab);
    });
    tablist.addEventListener("keydown", (event) => {
      const index = this.tabs.indexOf(document.activeElement);
      if (index < 0) return;
      const last = this.tabs.length - 1;
      const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
      if (to === undefined) return;
      event.preventDefault();
      const tab = this.tabs[(to + this.tabs.length) % this.tabs.length];
      tab.focus();
      this.choose(tab);
    });
  }

  choose(tab) {
    this.select(tab.id);
    this.onSelect(tab.id);
  }

  /** Show the tab `id` and its panel (focus stays where it is). */
  select(id) {
    for (const tab of this.tabs) {
      const on = tab.id === id;
      tab.setAttribute("aria-selected", on ? "true" : "false");
      tab.tabIndex = on ? 0 : -1;
      document.getElementById(tab.getAttribute("aria-controls")).hidden = !on;
    }
  }

  /** The id of the tab shown. */
  get selected() {
    const tab = this.tabs.find((t) => t.getAttribute("aria-selected") === "true");
    return tab ? tab.id : null;
  }
}
