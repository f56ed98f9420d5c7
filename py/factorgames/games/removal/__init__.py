"""Multiples Removal: its rules and positions, its solver (a poset search), and the kind that
answers for it (link, form, tools, words, terminal)."""
