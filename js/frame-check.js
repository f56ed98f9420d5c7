/* A classic script, run before the app's modules: in a sandboxed frame without
   allow-same-origin the page's origin is opaque, so its modules and its worker cannot load
   and the game could never start. Say so at once, with a link that opens the game in a tab. */
"use strict";
if (self.origin === "null") {
  document.addEventListener("DOMContentLoaded", () => {
    const label = document.getElementById("loading-label");
    const link = document.getElementById("loading-open");
    label.textContent = "This frame does not let the game run. Open it in a tab of its own.";
    document.getElementById("loading-progress").hidden = true;
    document.getElementById("loading").dataset.failed = "sandbox";
    link.href = location.href;
    link.hidden = false;
    document.body.dataset.idle = "true";
  });
}
