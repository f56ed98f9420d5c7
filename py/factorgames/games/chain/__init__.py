"""The chain games (Multiplicity, Juniper Green, ...): their rules and positions, their solver
(matching), and the kind that answers for them (link, form, tools, words, terminal)."""
