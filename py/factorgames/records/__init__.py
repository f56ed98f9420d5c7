"""The records job: results computed here that nobody has published (a development tool, left out
of the browser's engine): Multiples Removal on 2..N, the longest chains of 1..n, who wins Juniper
Green's rules on every 1..n, perfect play in the Factor Game on every 1..n.
`python3 -m factorgames.records run|assemble|verify|ship`; see `cli.py`."""
