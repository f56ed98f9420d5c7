"""The contract between the engine and the page, at the bottom of the house: the shape of every view
the page receives (`views`), of every request it sends (`requests`), and of the Bots page's requests
and answers (`bots`). Every room may import it; it imports none of them (its modules import only
each other)."""
