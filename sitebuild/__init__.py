"""The site's build, one module per job, run by build.py's commands (commands): the pinned npm
packages and Pyodide's files (npm), the engine zipped (engine_zip) and compiled to Pyodide's
bytecode (bytecode, compile.mjs), the app's pages from their partials (pages, partials/) and the
rules pages (rules_pages), the installable app (icons, manifest), the first views, the pages'
catalogs (page_catalogs), the build's stamps (stamps), compaction (compact), the response headers
(headers) and the service worker, all assembled into dist/ (site) and served on 127.0.0.1 (serve);
what it writes into the sources: the view's typedefs (typedefs), the removal openings (tables),
the proven longest chains (longest) and the message catalogs (catalogs); where things are
(paths) and the build's id (sources)."""
