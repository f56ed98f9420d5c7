"""The contract between the engine and the page, at the bottom of the house: the shape of every view
the page receives (`views`) and of every request it sends (`requests`). Every room may import it; it
imports none of them."""
