/* The DOM helpers: find a component's parts inside its root element; fill a <select>. */

/** The element with this id inside `root` (the document by default); throws if it is missing. */
export function part(id, root = document) {
  const el = root.querySelector(`#${id}`);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

/** Fill a <select> with options ({id, label}), rebuilt only when they change; select `selected`. */
export function fillSelect(select, items, selected) {
  const wanted = items.map((item) => `${item.id}\u0000${item.label}`).join("\u0001");
  if (select.dataset.items !== wanted) {
    select.replaceChildren(
      ...items.map((item) => {
        const option = document.createElement("option");
        option.value = item.id;
        option.textContent = item.label;
        return option;
      }),
    );
    select.dataset.items = wanted;
  }
  if (selected !== undefined && selected !== null) select.value = String(selected);
}
