/* Pyodide as the built site serves it: js/engine/host.js imports "../../pyodide/<version>/pyodide.mjs"
   (build.py writes the version in place of __PYODIDE__), a path that exists only in dist/. Its types are
   those of the pinned npm package it is copied from (node_modules/pyodide/pyodide.d.ts). */
declare module "*/pyodide/__PYODIDE__/pyodide.mjs" {
  export * from "pyodide";
}
