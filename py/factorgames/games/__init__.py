"""The games: positions and outcomes every game shares, the game-kind protocol (`game_kind`) and its
registry (`registry`), the presets, and one subpackage per kind (`chain`, `removal`, `factor`) that
answers for itself."""
