/* Trusted Types: every page enforces them (its policy says `require-trusted-types-for 'script'`), so
   the browser refuses a plain string given to a sink that runs script: an element's innerHTML, a
   script's src, a worker's address. The site writes no HTML; where it starts one of its own scripts
   by its address (a worker, the service worker, jsQR), the address goes through this policy, which
   accepts only the site's own origin. (sitebuild/headers.py names the policies a page may create.) */

/** The address, if it is one of the site's own (same origin); else a TypeError.
    @param {string | URL} url
    @returns {string} */
function ownAddress(url) {
  const address = new URL(url, location.href);
  if (address.origin !== location.origin) throw new TypeError(`not one of the site's scripts: ${address.href}`);
  return address.href;
}

const policy = globalThis.trustedTypes?.createPolicy("factorgames", { createScriptURL: ownAddress });

/** A script of the site's own, by its address, as a sink takes it: a TrustedScriptURL where the
    browser has Trusted Types (typed as the string the DOM's types know), the checked address elsewhere.
    @param {string | URL} url
    @returns {string} */
export function siteScript(url) {
  return policy
    ? /** @type {string} */ (/** @type {unknown} */ (policy.createScriptURL(String(url))))
    : ownAddress(url);
}
