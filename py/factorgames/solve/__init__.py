"""Perfect play and the computer: matching (which knows nothing of games), the solver every kind
answers to, computer players, the study of ranges, longest chains; generated tables in `tables`."""
