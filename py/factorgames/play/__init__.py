"""Play through the game kinds: perfect play, cached, each kind asked for its own (`solver`), and the
computer's players, easy to perfect (`players`). Above `games` (it asks the registered kinds) and
`solve` (what perfect play is made of)."""
