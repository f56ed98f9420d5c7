"""What the web page talks to: `api` (the only module the browser's worker calls, one table of
requests), the game's view (`view`), and the views of the Study, puzzles and worksheet pages
(`study_page`, `puzzles_page`, `worksheet_page`). Their shapes are the `contract`."""
