"""The games: positions and outcomes every game shares, the game-kind protocol and its registry,
the presets, and one subpackage per kind (`chain`, `removal`) that answers for itself."""
