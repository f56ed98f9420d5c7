/* A new version of the site, ready: the service worker of a new build (js/offline/sw.template.js,
   which skips waiting and claims the open pages) takes control of a page the old one controlled.
   The site's pages then offer a reload (#update, from sitebuild/partials/status.html)
   and go on meanwhile; a page no service worker controlled yet (a first visit) hears the first one
   take control, which is no new version. */

import { siteScript } from "./trusted.js";

/** Call `ready()` when a new build's service worker takes control of this page.
    @param {() => void} ready */
export function onNewVersion(ready) {
  if (!("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController) ready(); // a new build took over: offer it, keep this page's work
  });
}

/** The page's offer of a new version (#update with its Reload, #update-reload): shown when a new
    build's service worker takes control, the page going on meanwhile. */
export function offerNewVersion() {
  const line = document.getElementById("update");
  const reload = document.getElementById("update-reload");
  if (!line || !reload) return;
  onNewVersion(() => {
    line.hidden = false;
  });
  reload.addEventListener("click", () => location.reload());
}

/** Install the site's offline cache (sw.js, its address through the site's Trusted Types policy),
    and offer a new version when one takes over. Offline play is a bonus: a failure says nothing. */
export async function installOfflineCache() {
  if (!("serviceWorker" in navigator)) return;
  try {
    offerNewVersion();
    await navigator.serviceWorker.register(siteScript("sw.js"));
  } catch {
    /* the site works without it */
  }
}
