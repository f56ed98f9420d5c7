/* A scroll area's cue that more of it lies below its bottom edge: the area's `data-more` is
   "below" then (absent when the rest is in view), and css/style.css fades that edge; for a table
   that scrolls sideways too, `data-more-right` likewise when more lies past its right edge. A browser
   whose scrollbars show only while one scrolls (macOS, iPadOS, a phone's) otherwise cuts a row or a
   column at the edge with no sign that the area goes on. Presentation only: what the area holds is
   not read. */

/** Set or remove a cue attribute, only on a change (a change of an attribute restyles the area).
    @param {HTMLElement} area
    @param {"more" | "moreRight"} key
    @param {string | null} value */
function mark(area, key, value) {
  if ((area.dataset[key] ?? null) === value) return;
  if (value === null) delete area.dataset[key];
  else area.dataset[key] = value;
}

/** Keep `area`'s data-more (and, `sideways`, its data-more-right) up to date as it scrolls, resizes
    or its parts change size.
    @param {HTMLElement} area
    @param {boolean} [sideways] */
export function cueMore(area, sideways = false) {
  const update = () => {
    mark(area, "more", area.scrollTop < area.scrollHeight - area.clientHeight - 1 ? "below" : null);
    if (sideways) mark(area, "moreRight", area.scrollLeft < area.scrollWidth - area.clientWidth - 1 ? "" : null);
  };
  area.addEventListener("scroll", update, { passive: true });
  const sizes = new ResizeObserver(update); // the area's own box, and its parts' (what it holds grows)
  sizes.observe(area);
  for (const child of area.children) sizes.observe(child);
  update();
}

/** cueMore on each of the page's elements that `selector` finds (its tables that scroll, down and
    sideways).
    @param {string} selector */
export function cueAll(selector) {
  for (const area of document.querySelectorAll(selector)) if (area instanceof HTMLElement) cueMore(area, true);
}
