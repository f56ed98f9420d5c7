"""What the web page talks to: `api` (the only module the browser's worker calls), the view it
draws and the view's contract (`view_types`), the study page and the numbers' web."""
