/* Copy a text to the clipboard; where that is refused, select it in a field so that the
   person copies it by hand. Says what happened in a status element (aria-live). */

/** Where copyText says what happened, and what.
    @typedef {Object} CopyReport
    @property {HTMLElement} status the status element (aria-live) that says it
    @property {HTMLInputElement | HTMLTextAreaElement} field where the text is selected when the clipboard refuses it
    @property {string} done said once copied
    @property {string} manual said when the person must copy by hand
    @property {() => void} [showField] shows the field (when it is hidden) */

/** @param {string} text @param {CopyReport} report */
export async function copyText(text, { status, field, done, manual, showField = () => {} }) {
  try {
    if (!navigator.clipboard || !window.isSecureContext) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    status.textContent = done;
  } catch {
    field.value = text;
    showField();
    field.focus();
    field.select();
    status.textContent = manual;
  }
}
