/* Copy a text to the clipboard; where that is refused, select it in a field so that the
   person copies it by hand. Says what happened in a status element (aria-live). */

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
