"""The Factor Game (Connected Mathematics' "Prime Time"): its rules and positions, perfect play by
exact search, and the kind that answers for it (link, form, tools, words, terminal)."""
