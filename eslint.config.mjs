// ESLint over js/ and tests/js (tests/run): the recommended rules, each file with its own global
// scope (a page, a worker, the service worker, a classic script, Node for the unit tests).
import js from "@eslint/js";
import globals from "globals";

const WORKERS = [
  "js/engine/worker.js",
  "js/engine/host.js",
  "js/engine/network-lock.js",
  "js/engine/snapshot-store.js",
  "js/bots/interpreter.js",
];

export default [
  js.configs.recommended,
  {
    files: ["js/**/*.js"],
    languageOptions: { ecmaVersion: 2023, sourceType: "module", globals: { ...globals.browser } },
    rules: {
      "no-unused-vars": ["error", { args: "after-used", argsIgnorePattern: "^_", caughtErrors: "none" }],
      eqeqeq: ["error", "always"],
      "prefer-const": "error",
      "no-var": "error",
    },
  },
  { files: WORKERS, languageOptions: { globals: { ...globals.worker } } },
  { files: ["js/offline/sw.template.js"], languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } } },
  // Classic scripts: the boot script runs before the modules, the SCORM adapter in a launch page, the
  // bots' sandbox frame's script inline in its srcdoc.
  {
    files: ["js/engine/boot.js", "js/scorm/adapter.js", "js/bots/sandbox-frame.js"],
    languageOptions: { sourceType: "script" },
  },
  // The boot script's words in every language: build.py writes them where __SAID__ stands.
  { files: ["js/engine/boot.js"], languageOptions: { globals: { __SAID__: "readonly" } } },
  { files: ["tests/js/**/*.mjs"], languageOptions: { globals: { ...globals.node } } },
];
