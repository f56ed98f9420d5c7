"""The first move of every Multiples Removal board, solved: (grid, without 1, misere) ->
(the winning moves, and when there are none, each move's losing replies out of all replies).

Written by `python3 build.py --tables` (a test checks it against the solver).
"""
OPENINGS: dict[tuple[int, bool, bool], tuple[tuple[int, ...], dict[int, tuple[int, int]] | None]] = {
    (2, False, False): ((1,), None),
    (2, False, True): ((4,), None),
    (2, True, False): ((4,), None),
    (2, True, True): ((2,), None),
    (3, False, False): ((1,), None),
    (3, False, True): ((4,), None),
    (3, True, False): ((4,), None),
    (3, True, True): ((), {2: (3, 4), 3: (4, 5), 4: (3, 6), 5: (4, 7), 6: (4, 7), 7: (4, 7), 8: (6, 7), 9: (6, 7)}),
    (4, False, False): ((1,), None),
    (4, False, True): ((9,), None),
    (4, True, False): ((9,), None),
    (4, True, True): ((2, 15), None),
    (5, False, False): ((1,), None),
    (5, False, True): ((8, 9, 15), None),
    (5, True, False): ((8, 9, 15), None),
    (5, True, True): ((3, 25), None),
    (6, False, False): ((1,), None),
    (6, False, True): ((22, 24), None),
    (6, True, False): ((22, 24), None),
    (6, True, True): ((), {2: (15, 17), 3: (21, 23), 4: (23, 26), 5: (24, 28), 6: (23, 29), 7: (27, 30), 8: (26, 31), 9: (27, 31), 10: (29, 32), 11: (24, 32), 12: (30, 32), 13: (28, 33), 14: (32, 33), 15: (32, 33), 16: (30, 33), 17: (28, 33), 18: (27, 33), 19: (27, 34), 20: (32, 34), 21: (32, 34), 22: (31, 34), 23: (27, 34), 24: (30, 34), 25: (31, 34), 26: (31, 34), 27: (30, 34), 28: (27, 34), 29: (27, 34), 30: (28, 34), 31: (27, 34), 32: (32, 34), 33: (31, 34), 34: (31, 34), 35: (32, 34), 36: (29, 34)}),
    (7, False, False): ((1,), None),
    (7, False, True): ((5, 12, 14, 33), None),
    (7, True, False): ((5, 12, 14, 33), None),
    (7, True, True): ((3, 7), None),
}
