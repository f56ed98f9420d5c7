"""Puzzles for the classroom: positions from played games with a short, certain answer (`make`,
checked by `search` and the solver), their themes in a pupil's words (`themes`), the set written at
build time (`table`). The puzzles and worksheet pages' views are in `page`."""
