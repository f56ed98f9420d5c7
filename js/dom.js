/* The one DOM helper: find a component's parts inside its root element. */

/** The element with this id inside `root` (the document by default); throws if it is missing. */
export function part(id, root = document) {
  const el = root.querySelector(`#${id}`);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}
