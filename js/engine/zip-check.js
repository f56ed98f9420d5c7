/* The engine's worker's check of a zip of the site (the engine, the standard library): whole, or a
   download cut short or damaged, which fails at once as a download (js/engine/host.js). */

/** Whether a zip archive is whole: it ends with its central directory's end record (a download
    cut short does not).
    @param {Uint8Array} bytes */
export function wholeZip(bytes) {
  const END = [0x50, 0x4b, 0x05, 0x06];
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at -= 1) {
    if (END.every((byte, k) => bytes[at + k] === byte)) return true;
  }
  return false;
}

/** A zip of the site, read whole and checked: a damaged one fails at once as a download
    (`downloadFailed` says so to the page).
    @param {URL} url @param {Response} response @param {(detail: string) => void} downloadFailed */
export async function checkedZip(url, response, downloadFailed) {
  let bytes = new Uint8Array(0);
  try {
    bytes = new Uint8Array(await response.arrayBuffer());
  } catch {
    /* the connection broke off: as damaged as a cut file */
  }
  if (!wholeZip(bytes)) {
    downloadFailed(`${url.pathname}: damaged (${bytes.length} bytes, no end record)`);
    throw new TypeError(`${url.pathname} is damaged`);
  }
  return new Response(bytes, { status: response.status, statusText: response.statusText, headers: response.headers });
}
