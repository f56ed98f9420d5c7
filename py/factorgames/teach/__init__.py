"""The sentences a pupil reads: status lines and explanations (`explain`), the coaches' hints,
strategy and standing (`outcome_coach` for a game won or lost, `score_coach` for a game that keeps
score, `coaches` says which speaks), the review of a game (`review`)."""
