/* A scroll area's cue that more of it lies past an edge: the area's `data-more` says "below",
   "above" or "both" (none when all of it is in view), and css/style.css fades that edge. A browser
   whose scrollbars show only while one scrolls (macOS, iPadOS, a phone's) otherwise cuts a row at
   the edge with no sign that the area goes on. Presentation only: what the area holds is not read. */

/** Keep `area`'s data-more up to date as it scrolls, resizes or its parts change size.
    @param {HTMLElement} area */
export function cueMore(area) {
  const update = () => {
    const hidden = area.scrollHeight - area.clientHeight;
    const above = area.scrollTop > 1;
    const below = area.scrollTop < hidden - 1;
    const more = above && below ? "both" : above ? "above" : below ? "below" : "";
    if ((area.dataset.more ?? "") === more) return; // (a change of the attribute restyles the area)
    if (more) area.dataset.more = more;
    else delete area.dataset.more;
  };
  area.addEventListener("scroll", update, { passive: true });
  const sizes = new ResizeObserver(update); // the area's own box, and its parts' (what it holds grows)
  sizes.observe(area);
  for (const child of area.children) sizes.observe(child);
  update();
}
