/* The DOM helpers: find a component's parts inside its root element; fill a <select>. */

/** The element with this id inside `root` (the document by default); throws if it is missing, or
    is not an HTML element (every part the pages find is).
    @param {string} id
    @param {ParentNode} [root]
    @returns {HTMLElement} */
export function part(id, root = document) {
  const el = root.querySelector(`#${id}`);
  if (!el) throw new Error(`the page has no #${id}`);
  if (!(el instanceof HTMLElement)) throw new Error(`#${id} is not an HTML element`);
  return el;
}

/** An option of a <select>: its value and its words.
    @typedef {{id: string | number, label: string}} SelectItem */

/** Fill a <select> with options ({id, label}), rebuilt only when they change; select `selected`.
    @param {HTMLSelectElement} select
    @param {readonly SelectItem[]} items
    @param {string | number | null} [selected] */
export function fillSelect(select, items, selected) {
  const wanted = items.map((item) => `${item.id}\u0000${item.label}`).join("\u0001");
  if (select.dataset.items !== wanted) {
    select.replaceChildren(
      ...items.map((item) => {
        const option = document.createElement("option");
        option.value = String(item.id); // (as the browser writes a number)
        option.textContent = item.label;
        return option;
      }),
    );
    select.dataset.items = wanted;
  }
  if (selected !== undefined && selected !== null) select.value = String(selected);
}

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

/**
 * A new element of this tag, of this class and with this text when given.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}
