"""`factorgames verify records.json` (or a .json.gz): replay what the records claim, and say what was checked.

Multiples Removal: the certificate (`removal_check.py`) and every board's winning first picks.
Longest chains: each chain is a chain of 1..n (distinct numbers, each dividing or divisible by
the next) of the length claimed, no length shrinks as n grows, and each length's certificate
(`chain_check.py`) proves that no chain of 1..n is longer. The chain games: each rule's
winning first numbers are the free opening's that the rule allows.
"""
from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any

from .chain_check import ChainProofError, check_chain_proof
from .removal_check import Board, CertificateError, check, first_pick_claims


class RecordsError(Exception):
    """The records are unreadable or claim something that does not hold."""


def _removal(part: dict[str, Any]) -> str:
    board = Board(int(part["limit"]), tuple(int(p) for p in part["group"]))
    lost = {int(h, 16) for h in part["certificate"]["lost"]}
    won = {int(h, 16): int(m) for h, m in part["certificate"]["won"].items()}
    check(board, lost, won)
    boards = part["boards"]
    for expected, entry in enumerate(boards, start=2):
        n = int(entry["n"])
        if n != expected or n > board.limit:
            raise CertificateError(f"the boards do not run 2, 3, ... up to {board.limit} (found {n})")
        if entry["first_player_wins"] != bool(entry["winning_picks"]):
            raise CertificateError(f"2..{n}: who wins does not match the winning picks")
        first_pick_claims(board, n, entry["winning_picks"], lost, won)
    last = f"2..{boards[-1]['n']}" if boards else "no board"
    return (f"Multiples Removal: {len(boards)} boards (up to {last}) and a certificate of {len(lost)} lost and "
            f"{len(won)} won positions replayed")


def _chains(values: list[dict[str, Any]]) -> str:
    previous = leaves = 0
    for expected, entry in enumerate(values, start=1):
        n, chain = int(entry["n"]), [int(x) for x in entry["chain"]]
        if n != expected:
            raise RecordsError(f"the longest chains do not run 1, 2, ... (found {n})")
        if len(set(chain)) != len(chain) or not all(1 <= x <= n for x in chain):
            raise RecordsError(f"1..{n}: the chain repeats a number or leaves the range")
        if any(a % b and b % a for a, b in zip(chain, chain[1:])):
            raise RecordsError(f"1..{n}: two neighbours of the chain do not divide each other")
        if int(entry["length"]) != len(chain) or len(chain) < previous:
            raise RecordsError(f"1..{n}: the length claimed is not the chain's, or shrinks")
        previous = len(chain)
        try:
            proven = check_chain_proof(entry["certificate"])
        except ChainProofError as error:
            raise RecordsError(f"longest chains: {error}") from error
        if proven[:2] != (n, len(chain)):
            raise RecordsError(f"1..{n}: the certificate is about 1..{proven[0]} and length {proven[1]}, "
                               f"not this chain's length {len(chain)}")
        leaves += proven[2]
    return (f"longest chains: {len(values)} chains replayed, each proven longest by its certificate "
            f"({leaves} leaves in all)")


def _chain_games(rows: list[dict[str, Any]]) -> str:
    from ..games.chain.rules import ChainRules

    for expected, row in enumerate(rows, start=1):
        n = int(row["n"])
        if n != expected:
            raise RecordsError(f"the chain games' rows do not run 1, 2, ... (found {n})")
        free = row["any"]
        for opening in ("even", "even-below-half"):
            rules = ChainRules(1, n, opening=opening)
            if row[opening] != [m for m in free if rules.opening_allows(m)]:
                raise RecordsError(f"1..{n}: the winning first numbers of the {opening} opening are not the "
                                   "free opening's that it allows")
    return f"chain games: {len(rows)} ranges consistent"


def verify(path: Path) -> list[str]:
    """What was checked, one line per result; RecordsError if anything fails."""
    try:
        data = path.read_bytes()
        records = json.loads(gzip.decompress(data) if path.suffix == ".gz" else data)
    except (OSError, EOFError, UnicodeError, ValueError) as error:
        raise RecordsError(f"cannot read {path}: {error}") from error
    lines = []
    try:
        if records.get("removal", {}).get("boards"):
            lines.append(_removal(records["removal"]))
        if records.get("chains"):
            lines.append(_chains(records["chains"]))
        if records.get("chain_games"):
            lines.append(_chain_games(records["chain_games"]))
    except CertificateError as error:
        raise RecordsError(f"Multiples Removal: {error}") from error
    except (KeyError, TypeError, ValueError, AttributeError) as error:
        raise RecordsError(f"{path} is not a records file: {type(error).__name__}: {error}") from error
    if not lines:
        raise RecordsError(f"{path} holds no records")
    return lines
