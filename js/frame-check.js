/* A classic script, run before the app's modules: in a sandboxed frame without
   allow-same-origin the page's origin is opaque, so its modules and its worker cannot load
   and the game could never start. Say so at once, with a link that opens the game in a tab. */
"use strict";
/** Marks a message for the catalogs. */
const N_ = (message) => message;
const SANDBOXED = N_("This frame does not let the game run. Open it in a tab of its own.");
/** The message in every language that has a catalog (build.py writes them: modules cannot load here). */
const SAID = __SAID__;

if (self.origin === "null") {
  document.addEventListener("DOMContentLoaded", () => {
    const label = document.getElementById("loading-label");
    const link = document.getElementById("loading-open");
    const asked = [new URLSearchParams(location.hash.slice(1)).get("lang"), ...(navigator.languages || [])];
    const lang = asked.map((tag) => String(tag || "").toLowerCase().split(/[-_]/)[0]).find((code) => code in SAID);
    label.textContent = lang ? SAID[lang] : SANDBOXED;
    document.getElementById("loading-progress").hidden = true;
    document.getElementById("loading").dataset.failed = "sandbox";
    link.href = location.href;
    link.hidden = false;
    document.body.dataset.idle = "true";
  });
}
