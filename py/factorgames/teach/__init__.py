"""The sentences a pupil reads: status lines and explanations, the coach's hints and strategy,
the review of a game."""
