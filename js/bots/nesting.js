/* How deep data nests, found without recursion: data the device kept (a league, edited or another
   build's) that nests deeper than the page's own would overflow the stack of the functions that walk
   it recursively (JSON.stringify, the structured clone of a message to the engine's worker:
   "Maximum call stack size exceeded"), so it is dropped before any of them meets it. */

/** Whether a value's arrays and objects nest at most `most` levels deep (a string or number: 0).
    @param {unknown} value
    @param {number} most */
export function nestsAtMost(value, most) {
  /** @type {[unknown, number][]} */
  const stack = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== "object" || item === null) continue;
    if (depth >= most) return false;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return true;
}
