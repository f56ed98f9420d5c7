/* The pinned npm modules the build copies into the site (sitebuild/npm.py): the pages import them
   by their built paths (js/lean-qr.mjs, js/vendor/<name>.js), which only dist/ has. Their types are
   those of the npm packages they are copied from. */
declare module "*/lean-qr.mjs" {
  export * from "lean-qr";
}
declare module "*/vendor/codemirror-state.js" {
  export * from "@codemirror/state";
}
declare module "*/vendor/codemirror-view.js" {
  export * from "@codemirror/view";
}
declare module "*/vendor/codemirror-commands.js" {
  export * from "@codemirror/commands";
}
declare module "*/vendor/codemirror-language.js" {
  export * from "@codemirror/language";
}
declare module "*/vendor/codemirror-lang-python.js" {
  export * from "@codemirror/lang-python";
}
declare module "*/vendor/codemirror-autocomplete.js" {
  export * from "@codemirror/autocomplete";
}
declare module "*/vendor/codemirror-streamparser.js" {
  export * from "@codemirror/streamparser";
}
declare module "*/vendor/lezer-common.js" {
  export * from "@lezer/common";
}
declare module "*/vendor/lezer-highlight.js" {
  export * from "@lezer/highlight";
}
declare module "*/vendor/lezer-lr.js" {
  export * from "@lezer/lr";
}
declare module "*/vendor/lezer-python.js" {
  export * from "@lezer/python";
}
declare module "*/vendor/marijn-find-cluster-break.js" {
  export * from "@marijn/find-cluster-break";
}
declare module "*/vendor/style-mod.js" {
  export * from "style-mod";
}
declare module "*/vendor/w3c-keyname.js" {
  export * from "w3c-keyname";
}
declare module "*/vendor/crelt.js" {
  export * from "crelt";
}
/* xz-decompress, which the engine's worker decodes Pyodide's WebAssembly with (sitebuild/wasm_xz.py
   wraps its UMD build as this ES module). */
declare module "*/xz-decompress.js" {
  export * from "xz-decompress";
}
