"""What perfect play is made of, knowing no game kind: the analysis of a position and a table's rows
(`analysis`), matching (`matching`), Multiples Removal's search and its 7x7 tables, the longest chains;
generated tables in `tables`. The kinds (`games`) solve their positions with these; `play` asks them."""
