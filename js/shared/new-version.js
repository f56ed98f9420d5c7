/* A new version of the site, ready: the service worker of a new build (js/offline/sw.template.js,
   which skips waiting and claims the open pages) takes control of a page the old one controlled.
   The game page and the Bots page then offer a reload (#update, from sitebuild/partials/status.html)
   and go on meanwhile; a page no service worker controlled yet (a first visit) hears the first one
   take control, which is no new version. */

/** Call `ready()` when a new build's service worker takes control of this page.
    @param {() => void} ready */
export function onNewVersion(ready) {
  if (!("serviceWorker" in navigator)) return;
  const hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    if (hadController) ready(); // a new build took over: offer it, keep this page's work
  });
}
