/* A component's parts, found and checked to be the elements the code uses (an <input>'s value, a
   <select>'s options): a page whose markup has another element there fails here, by name, rather
   than further on. Finds as ../shared/dom.js's part() does (the id inside `root`). */

/**
 * The element with this id inside `root` (the document by default), checked to be a `type`.
 * @template {Element} T
 * @param {new () => T} type
 * @param {string} id
 * @param {ParentNode} [root]
 * @returns {T}
 */
export function partOf(type, id, root = document) {
  const el = root.querySelector(`#${id}`);
  if (!el) throw new Error(`the page has no #${id}`);
  if (!(el instanceof type)) throw new Error(`#${id} is not a ${type.name}`);
  return el;
}

/**
 * The HTML element with this id inside `root` (the document by default).
 * @param {string} id
 * @param {ParentNode} [root]
 * @returns {HTMLElement}
 */
export function htmlPart(id, root = document) {
  return partOf(HTMLElement, id, root);
}

/**
 * The first element inside `root` that matches `selector`, checked to be a `type`.
 * @template {Element} T
 * @param {new () => T} type
 * @param {string} selector
 * @param {ParentNode} root
 * @returns {T}
 */
export function inside(type, selector, root) {
  const el = root.querySelector(selector);
  if (!(el instanceof type)) throw new Error(`no ${type.name} matches ${selector}`);
  return el;
}

/**
 * The element an event happened in (its target or the nearest ancestor) that matches `selector`
 * and is a `type`, or null.
 * @template {Element} T
 * @param {Event} event
 * @param {string} selector
 * @param {new () => T} type
 * @returns {T | null}
 */
export function closestTo(event, selector, type) {
  const found = event.target instanceof Element ? event.target.closest(selector) : null;
  return found instanceof type ? found : null;
}
