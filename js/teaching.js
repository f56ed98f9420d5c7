/* What the exact solver has to teach, in Python's words: the hint's sentence, a surprising
   fact (the insight) and the winner's pairing strategy. Text only, never HTML. */

const $ = (id) => document.getElementById(id);

/** hint: show the hint's sentence; strategy: show the strategy panel (when the view has one). */
export function renderTeaching(view, { hint, strategy }) {
  const hintText = hint && view.hint && typeof view.hint.text === "string" ? view.hint.text : "";
  $("hint-text").textContent = hintText;
  $("hint-text").hidden = !hintText;

  const insight = typeof view.insight === "string" ? view.insight : "";
  $("insight-text").textContent = insight;
  $("insight").hidden = !insight;

  const plan = strategy && view.strategy && typeof view.strategy === "object" ? view.strategy : null;
  $("strategy").hidden = !plan;
  if (!plan) return;
  $("strategy-text").textContent = typeof plan.text === "string" ? plan.text : "";
  const pairs = Array.isArray(plan.pairs) ? plan.pairs.filter((p) => Array.isArray(p) && p.length === 2) : [];
  $("strategy-pairs").replaceChildren(...pairs.map(pairItem));
  $("strategy-pairs-head").hidden = !pairs.length;
}

function pairItem([a, b]) {
  const li = document.createElement("li");
  li.dataset.pair = `${a}-${b}`;
  const arrow = document.createElement("span");
  arrow.className = "pair-arrow";
  arrow.setAttribute("aria-hidden", "true");
  arrow.textContent = " ↔ ";
  const words = document.createElement("span");
  words.className = "visually-hidden";
  words.textContent = " with ";
  li.append(String(a), arrow, words, String(b));
  return li;
}
