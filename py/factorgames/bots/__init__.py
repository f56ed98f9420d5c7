"""Bots: pupils' own players, written in Python as `def choose(position):`.

`position` (what a bot sees: `BotPosition`) and `sandbox` (loading a pupil's code and asking it for
a move, with plain messages) run in the bot's own worker, beside the rules of the games but never
the solver. `runner` (matches, series, round robins and their tables, on the engine's side: it
decides legality, turns and winners), `challenges`, `share` (a bot's code in a link) and `api`
(the page's requests) run in the engine's worker.
"""
