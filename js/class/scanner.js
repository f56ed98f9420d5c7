/* The Class page's camera: it reads the QR codes of pupils' results. Each frame of the camera goes
   to the browser's BarcodeDetector where there is one, else to jsQR (js/jsQR.js, pinned and
   self-hosted, loaded the first time the camera starts). What it reads goes out as text; the
   engine finds the results in it. Config in, events out:
   new QrScanner(video, {onText, onState}); start(); stop(). */

import { siteScript } from "../shared/trusted.js";

/** How often a frame is read, in ms. */
const EVERY_MS = 250;

/** @typedef {"starting" | "scanning" | "stopped" | "refused"} ScannerState */

/**
 * @typedef {Object} ScannerConfig
 * @property {(text: string) => void} onText a QR code read (each text once while the camera is on)
 * @property {(state: ScannerState, detail?: string) => void} onState
 */

/** jsQR, loaded once as a classic script (the page's policy allows the site's own scripts; its address
    goes through the site's Trusted Types policy). */
let decoder = /** @type {Promise<void> | null} */ (null);
function loadJsQr() {
  decoder ??= new Promise((resolve, reject) => {
    const script = document.createElement("script");
    script.src = siteScript(new URL("../jsQR.js", import.meta.url));
    script.onload = () => resolve();
    script.onerror = () => reject(new Error("jsQR could not be loaded"));
    document.head.append(script);
  });
  return decoder;
}

export class QrScanner {
  /** @param {HTMLVideoElement} video @param {ScannerConfig} config */
  constructor(video, { onText, onState }) {
    this.video = video;
    this.onText = onText;
    this.onState = onState;
    /** @type {MediaStream | null} */
    this.stream = null;
    /** @type {number | null} */
    this.timer = null;
    /** @type {Set<string>} the texts read while the camera is on */
    this.seen = new Set();
    this.canvas = document.createElement("canvas");
  }

  async start() {
    if (this.stream) return;
    this.onState("starting");
    this.seen.clear();
    try {
      const native = typeof BarcodeDetector === "function";
      if (!native) await loadJsQr();
      this.stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: "environment" }, audio: false });
      this.video.srcObject = this.stream;
      this.video.hidden = false;
      await this.video.play();
      const detector = native && BarcodeDetector ? new BarcodeDetector({ formats: ["qr_code"] }) : null;
      this.onState("scanning");
      this.timer = window.setInterval(() => this.read(detector), EVERY_MS);
    } catch (err) {
      this.stop();
      this.onState("refused", err instanceof Error ? err.message : String(err));
    }
  }

  stop() {
    if (this.timer !== null) window.clearInterval(this.timer);
    this.timer = null;
    for (const track of this.stream ? this.stream.getTracks() : []) track.stop();
    this.stream = null;
    this.video.srcObject = null;
    this.video.hidden = true;
    this.onState("stopped");
  }

  /** Read one frame. @param {{detect(source: CanvasImageSource): Promise<{rawValue: string}[]>} | null} detector */
  async read(detector) {
    const { videoWidth: width, videoHeight: height } = this.video;
    if (!this.stream || !width || !height) return;
    /** @type {string[]} */
    let texts = [];
    if (detector) {
      texts = (await detector.detect(this.video)).map((code) => code.rawValue);
    } else if (globalThis.jsQR) {
      this.canvas.width = width;
      this.canvas.height = height;
      const context = /** @type {CanvasRenderingContext2D} */ (
        this.canvas.getContext("2d", { willReadFrequently: true })
      );
      context.drawImage(this.video, 0, 0, width, height);
      const found = globalThis.jsQR(context.getImageData(0, 0, width, height).data, width, height, {
        inversionAttempts: "dontInvert",
      });
      texts = found ? [found.data] : [];
    }
    for (const text of texts) {
      if (this.seen.has(text)) continue;
      this.seen.add(text);
      this.onText(text);
    }
  }
}
