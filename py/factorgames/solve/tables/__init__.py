"""Tables written by `python3 build.py` (--tables, --longest), solved in advance: do not edit by hand."""
