"""`factorgames verify records.json` (or a .json.gz): replay what the records claim, and say what was checked.

Multiples Removal: the certificate (`removal_check.py`) and every board's winning first picks.
Longest chains: each chain is a chain of 1..n (distinct numbers, each dividing or divisible by
the next) of the length claimed, no length shrinks as n grows, and each length's certificate
(`chain_check.py`) proves that no chain of 1..n is longer. The chain games: each rule's
winning first numbers are the free opening's that the rule allows. The Factor Game (no
certificate: a value is checked by searching again): each board's margin is the largest of its
first picks' values and its best first picks are those reaching it, and on the boards up to
1..FACTOR_GAME_SEARCHED every value is searched again by the engine's search (not its book).

A file from anyone is answered within seconds and about 200 MB (docs/records.md): it is read
within `reading.UNTRUSTED`'s limits, every claimed size is bounded before any work (the boards up
to REMOVAL_MAX, the chains up to chain_check.MAX_N, the ranges up to CHAIN_GAMES_MAX, the Factor
Game's boards up to FACTOR_GAME_MAX: the records job's own limits), and the replay's steps are
counted against `Limits.work`. `--large` lifts the
limits on size and work for a file of one's own (the job's whole records.json).
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path
from typing import Any

from .chain_check import MAX_N, ChainProofError, check_chain_proof
from .reading import UNTRUSTED, Budget, Limits, RecordsError, array, field, integer, mapping, read_json, shown
from .removal_check import Board, CertificateError, check, first_pick_claims

__all__ = ["ChainProofError", "RecordsError", "factor_game_board", "records_of", "removal_certificate", "verify"]

REMOVAL_MAX = 64
"""The largest board 2..N replayed: the records job's own (job.REMOVAL_LIMIT); the shipped
certificate's limit is 64, its boards reach 2..44."""
CHAIN_GAMES_MAX = 20_000
"""The largest range 1..n of the chain games: the records job's own (job.CHAIN_GAMES_LIMIT)."""
FACTOR_GAME_MAX = 100
"""The largest board 1..n of the Factor Game: the records job's own (job.FACTOR_GAME_LIMIT)."""
FACTOR_GAME_SEARCHED = 30
"""The boards 1..2 to 1..FACTOR_GAME_SEARCHED verify searches again (0.3 s of CPU in all; 1..40
alone takes 0.4 s, 1..50 2 s, 1..60 30 s)."""
OPENINGS = ("even", "even-below-half")
"""The opening rules whose winning first numbers verify derives from the free opening's."""
_HEX = re.compile(r"[0-9a-fA-F]{1,17}")


def records_of(value: Any, path: Path) -> dict[str, Any]:
    """The records file's top object, refusing clearly what is not one (the Records page's summary
    in particular, which ship writes beside the certificates)."""
    if not isinstance(value, dict):
        raise RecordsError(f"{path} is not a records file (it holds {shown(value)}, not an object)")
    if "about" in value and "format" not in value:
        raise RecordsError(
            f"{path} is the Records page's summary (written by ship), which holds no certificate: "
            "verify the certificates beside it (*-certificate.json.gz) or the job's records.json"
        )
    return value


def _position(text: object, limit: int) -> int:
    """A position written in hex, its bits within 0..limit."""
    if not isinstance(text, str) or not _HEX.fullmatch(text):
        raise CertificateError(f"the position {text!r:.40} is not a position in hex (at most 17 digits)")
    position = int(text, 16)
    if position >> (limit + 1):
        raise CertificateError(f"the position {text} holds numbers above the limit {limit}")
    return position


def removal_certificate(part: Any, budget: Budget) -> tuple[Board, set[int], dict[int, int]]:
    """The board, the positions claimed lost and those claimed won with their moves, checked for
    their form and sizes (not yet replayed)."""
    part = mapping(part, "the Multiples Removal records")
    limit = integer(
        field(part, "limit", "the Multiples Removal records"),
        "the limit of the boards",
        2,
        REMOVAL_MAX,
        "the most verify replays: the records job's own limit",
    )
    group = array(field(part, "group", "the Multiples Removal records"), "the group of primes", most=limit)
    primes = tuple(integer(p, "a prime of the group", 2, limit) for p in group)
    if len(set(primes)) != len(primes):
        raise CertificateError("the group of primes repeats a prime")
    certificate = mapping(field(part, "certificate", "the Multiples Removal records"), "the certificate")
    lost = {_position(h, limit) for h in array(field(certificate, "lost", "the certificate"), "the lost positions")}
    won = {
        _position(h, limit): integer(m, f"the move from position {h}", 0, limit)
        for h, m in mapping(field(certificate, "won", "the certificate"), "the won positions").items()
    }
    return Board(limit, primes, budget), lost, won


def _removal(part: dict[str, Any], budget: Budget) -> str:
    board, lost, won = removal_certificate(part, budget)
    check(board, lost, won)
    boards = array(part["boards"], "the boards", most=board.limit)
    for expected, entry in enumerate(boards, start=2):
        entry = mapping(entry, "a board")
        n = integer(field(entry, "n", "a board"), "a board's n", -(1 << 64), 1 << 64)
        if n != expected or n > board.limit:
            raise CertificateError(f"the boards do not run 2, 3, ... up to {board.limit} (found {n})")
        first = field(entry, "first_player_wins", f"2..{n}")
        if not isinstance(first, bool):
            raise CertificateError(f"2..{n}: who wins is {first!r:.40}, not true or false")
        picks = [
            integer(m, f"2..{n}: a winning pick", 2, n)
            for m in array(field(entry, "winning_picks", f"2..{n}"), f"2..{n}: the winning picks", most=n)
        ]
        if first != bool(picks):
            raise CertificateError(f"2..{n}: who wins does not match the winning picks")
        first_pick_claims(board, n, picks, lost, won)
    last = f"2..{boards[-1]['n']}" if boards else "no board"
    return (
        f"Multiples Removal: {len(boards)} boards (up to {last}) and a certificate of {len(lost)} lost and "
        f"{len(won)} won positions replayed"
    )


def _chains(values: list[Any], budget: Budget) -> str:
    previous = leaves = 0
    for expected, entry in enumerate(array(values, "the longest chains", most=MAX_N), start=1):  # 1..n each
        entry = mapping(entry, "a longest chain")
        n = integer(field(entry, "n", "a longest chain"), "a chain's n", -(1 << 64), 1 << 64)
        if n != expected:
            raise RecordsError(f"the longest chains do not run 1, 2, ... (found {n})")
        chain = [
            integer(x, f"1..{n}: a number of the chain", -(1 << 64), 1 << 64)
            for x in array(field(entry, "chain", f"1..{n}"), f"1..{n}: the chain", most=n)
        ]
        budget.spend(len(chain))
        if len(set(chain)) != len(chain) or not all(1 <= x <= n for x in chain):
            raise RecordsError(f"1..{n}: the chain repeats a number or leaves the range")
        if any(a % b and b % a for a, b in itertools.pairwise(chain)):
            raise RecordsError(f"1..{n}: two neighbours of the chain do not divide each other")
        length = integer(field(entry, "length", f"1..{n}"), f"1..{n}: the length", -(1 << 64), 1 << 64)
        if length != len(chain) or len(chain) < previous:
            raise RecordsError(f"1..{n}: the length claimed is not the chain's, or shrinks")
        previous = len(chain)
        proven = check_chain_proof(field(entry, "certificate", f"1..{n}"), budget)
        if proven[:2] != (n, len(chain)):
            raise RecordsError(
                f"1..{n}: the certificate is about 1..{proven[0]} and length {proven[1]}, "
                f"not this chain's length {len(chain)}"
            )
        leaves += proven[2]
    return (
        f"longest chains: {len(values)} chains replayed, each proven longest by its certificate "
        f"({leaves} leaves in all)"
    )


def _chain_games(rows: list[Any], budget: Budget) -> str:
    from ..games.chain.rules import ChainRules

    for expected, row in enumerate(array(rows, "the chain games' rows", most=CHAIN_GAMES_MAX), start=1):
        row = mapping(row, "a row of the chain games")
        n = integer(field(row, "n", "a row of the chain games"), "a row's n", -(1 << 64), 1 << 64)
        if n != expected:
            raise RecordsError(f"the chain games' rows do not run 1, 2, ... (found {n})")
        lists = {
            opening: [
                integer(m, f"1..{n}: a first number", 1, n)
                for m in array(
                    field(row, opening, f"1..{n}"), f"1..{n}: the {opening} opening's winning first numbers", most=n
                )
            ]
            for opening in ("any", *OPENINGS)
        }
        free = lists["any"]
        budget.spend(sum(map(len, lists.values())) + len(free) + 20)
        for opening in OPENINGS:
            rules = ChainRules(1, n, opening=opening)
            if lists[opening] != [m for m in free if rules.opening_allows(m)]:
                raise RecordsError(
                    f"1..{n}: the winning first numbers of the {opening} opening are not the "
                    "free opening's that it allows"
                )
    return f"chain games: {len(rows)} ranges consistent"


def factor_game_board(entry: Any, low: int = 2, high: int = FACTOR_GAME_MAX) -> tuple[int, int, list[int], list[int]]:
    """A board of the Factor Game as the job writes it, checked for its form and its own sums (not
    searched again): n (in low..high), the margin, the best first picks and each first pick's
    value (`values[m - 2]` for the pick m of 2..n). The margin must be the largest value and the
    best first picks those that reach it, in increasing order.

    >>> factor_game_board({"n": 4, "margin": 1, "best_first_picks": [2, 4], "values": [1, -1, 1]})
    (4, 1, [2, 4], [1, -1, 1])
    >>> factor_game_board({"n": 4, "margin": 1, "best_first_picks": [4], "values": [1, -1, 1]})
    Traceback (most recent call last):
    ...
    factorgames.records.reading.RecordsError: 1..4: the best first picks are not those whose value is the margin
    """
    entry = mapping(entry, "a board of the Factor Game")
    n = integer(field(entry, "n", "a board of the Factor Game"), "a board's n", low, high)
    most = n * (n + 1) // 2  # every number of the board, scored
    margin = integer(field(entry, "margin", f"1..{n}"), f"1..{n}: the margin", -most, most)
    best = [
        integer(m, f"1..{n}: a best first pick", 2, n)
        for m in array(field(entry, "best_first_picks", f"1..{n}"), f"1..{n}: the best first picks", most=n)
    ]
    values = [
        integer(v, f"1..{n}: a first pick's value", -most, most)
        for v in array(field(entry, "values", f"1..{n}"), f"1..{n}: the first picks' values", most=n)
    ]
    if len(values) != n - 1:
        raise RecordsError(f"1..{n}: {len(values)} values of first picks, not one for each of 2..{n}")
    if margin != max(values):
        raise RecordsError(f"1..{n}: the margin {margin} is not the best first pick's value {max(values)}")
    if best != [m for m, v in enumerate(values, start=2) if v == margin]:
        raise RecordsError(f"1..{n}: the best first picks are not those whose value is the margin")
    return n, margin, best, values


def _factor_game(boards: list[Any], budget: Budget) -> str:
    from ..games.factor.solving import Search

    for expected, entry in enumerate(array(boards, "the boards", most=FACTOR_GAME_MAX - 1), start=2):
        entry = mapping(entry, "a board of the Factor Game")
        n = integer(field(entry, "n", "a board of the Factor Game"), "a board's n", -(1 << 64), 1 << 64)
        if n != expected:
            raise RecordsError(f"the boards do not run 1..2, 1..3, ... (found 1..{n})")
        _n, _margin, _best, values = factor_game_board(entry, n, n)
        budget.spend(n)
        if n <= FACTOR_GAME_SEARCHED:
            full = sum(1 << m for m in range(1, n + 1))
            searched = Search(range(1, n + 1), False).move_values(full)
            if values != [searched[m] for m in range(2, n + 1)]:
                wrong = next(m for m in range(2, n + 1) if values[m - 2] != searched[m])
                raise RecordsError(
                    f"1..{n}: the first pick {wrong} is claimed worth {values[wrong - 2]}, the "
                    f"search finds {searched[wrong]}"
                )
    last = len(boards) + 1
    searched_to = min(last, FACTOR_GAME_SEARCHED)
    return (
        f"Factor Game: {len(boards)} boards (1..2 to 1..{last}) consistent, every first pick's value on 1..2 "
        f"to 1..{searched_to} searched again"
    )


def verify(path: Path, limits: Limits = UNTRUSTED) -> list[str]:
    """What was checked, one line per result; RecordsError (one line) if anything fails, or if the
    file or the work it asks for goes beyond `limits`."""
    records = records_of(read_json(path, limits), path)
    budget = Budget(limits.work, limits.hint)
    lines = []
    sections = (
        ("removal", "Multiples Removal", _removal),
        ("chains", "longest chains", _chains),
        ("chain_games", "chain games", _chain_games),
        ("factor_game", "Factor Game", _factor_game),
    )
    for key, name, replay in sections:
        part = records.get(key)
        if key == "removal" and isinstance(part, dict):
            part = part if part.get("boards") else None  # a board at least, or nothing to check
        if not part:
            continue
        try:
            lines.append(replay(part, budget))
        except RecordsError as error:
            message = str(error)
            raise RecordsError(message if message.startswith(f"{name}: ") else f"{name}: {message}") from error
        records[key] = None  # its memory back before the next
    if not lines:
        raise RecordsError(f"{path} holds no records")
    return lines
