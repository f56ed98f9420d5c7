/* A scroll area's cue that more of it lies below its bottom edge: the area's `data-more` is
   "below" then (absent when the rest is in view), and css/style.css fades that edge. A browser
   whose scrollbars show only while one scrolls (macOS, iPadOS, a phone's) otherwise cuts a row at
   the edge with no sign that the area goes on. Presentation only: what the area holds is not read. */

/** Keep `area`'s data-more up to date as it scrolls, resizes or its parts change size.
    @param {HTMLElement} area */
export function cueMore(area) {
  const update = () => {
    const below = area.scrollTop < area.scrollHeight - area.clientHeight - 1;
    if ((area.dataset.more === "below") === below) return; // (a change of the attribute restyles the area)
    if (below) area.dataset.more = "below";
    else delete area.dataset.more;
  };
  area.addEventListener("scroll", update, { passive: true });
  const sizes = new ResizeObserver(update); // the area's own box, and its parts' (what it holds grows)
  sizes.observe(area);
  for (const child of area.children) sizes.observe(child);
  update();
}

/** cueMore on each of the page's elements that `selector` finds (its tables that scroll).
    @param {string} selector */
export function cueAll(selector) {
  for (const area of document.querySelectorAll(selector)) if (area instanceof HTMLElement) cueMore(area);
}
