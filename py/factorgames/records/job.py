"""The records job: its tasks, run on an executor with every finished one checkpointed, and the
records assembled from the checkpoint (so a killed job, run again, resumes where it was)."""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, as_completed
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import tasks
from .checkpoint import Checkpoint
from .reading import OWN, RecordsError, read_json
from .removal import group
from .verify import records_of

REMOVAL_LIMIT = 64
"""The largest board 2..N of the job (its canonical forms are those of this limit)."""
CHAINS_LIMIT = 400
CHAIN_GAMES_LIMIT = 20000
FACTOR_GAME_LIMIT = 100
"""The largest board 1..n of the Factor Game (the book holds up to 1..63; beyond, each board is
searched from scratch, a minute at 1..63 and growing fast)."""
OPENINGS = ("any", "even", "even-below-half")
"""The chain games' opening rules: a free opening, Juniper Green's, NRICH's."""


class JobError(Exception):
    """Bad input or a failure the person running the job must hear about (one clear line)."""


@dataclass(frozen=True)
class Spec:
    """What to compute: boards 2..N for N up to removal_max, longest chains of 1..n for n up to
    chains_max, the chain games on 1..n for n up to chain_games_max, the Factor Game on 1..n for n
    up to factor_game_max (0: none of it)."""

    removal_max: int = 0
    chains_max: int = 0
    chain_games_max: int = 0
    picks_per_task: int = 64
    chain_games_chunk: int = 500
    factor_game_max: int = 0

    def check(self) -> None:
        """Refuse what the job cannot do, before anything runs."""
        for name, value, limit in (
            ("--removal", self.removal_max, REMOVAL_LIMIT),
            ("--chains", self.chains_max, CHAINS_LIMIT),
            ("--chain-games", self.chain_games_max, CHAIN_GAMES_LIMIT),
            ("--factor-game", self.factor_game_max, FACTOR_GAME_LIMIT),
        ):
            if not 0 <= value <= limit:
                raise JobError(f"{name} {value} is out of range: 0 to {limit}")
        if self.picks_per_task < 1 or self.chain_games_chunk < 1:
            raise JobError("task sizes must be at least 1")


@dataclass(frozen=True)
class Task:
    key: str
    function: Callable[..., dict[str, Any]]
    args: tuple[Any, ...]


def task_list(spec: Spec) -> list[Task]:
    """Every task of the job, the smallest first."""
    out = []
    for n in range(2, spec.removal_max + 1):
        picks = list(range(2, n + 1))
        for i in range(0, len(picks), spec.picks_per_task):
            part = picks[i : i + spec.picks_per_task]
            out.append(
                Task(
                    f"removal/L{REMOVAL_LIMIT}/{n}/{part[0]}-{part[-1]}", tasks.removal_picks, (REMOVAL_LIMIT, n, part)
                )
            )
    for n in range(1, spec.chains_max + 1):
        out.append(Task(f"chains/{n}", tasks.longest_chain, (n,)))
    for lo in range(1, spec.chain_games_max + 1, spec.chain_games_chunk):
        hi = min(spec.chain_games_max, lo + spec.chain_games_chunk - 1)
        out.append(Task(f"chain-games/{lo}-{hi}", tasks.chain_game_rows, (lo, hi)))
    for n in range(2, spec.factor_game_max + 1):
        out.append(Task(f"factor-game/{n}", tasks.factor_game_board, (n,)))
    return out


Log = Callable[[str], None]


def run(spec: Spec, folder: Path, pool: Executor, log: Log) -> int:
    """Run every task not already in the checkpoint under `folder`; return how many ran. A lost
    worker stops the job with a JobError once every finished task is saved."""
    spec.check()
    checkpoint = Checkpoint(folder)
    every = task_list(spec)
    todo = [task for task in every if not checkpoint.has(task.key)]
    for warning in checkpoint.warnings:
        log(warning)
    log(f"{len(every) - len(todo)} tasks already done, {len(todo)} to run")
    futures: dict[Future[dict[str, Any]], Task] = {pool.submit(t.function, *t.args): t for t in todo}
    failed: list[str] = []
    ran = 0
    started = time.perf_counter()
    for future in as_completed(futures):
        task = futures[future]
        try:
            result = future.result()
        except BrokenProcessPool as error:
            for other in futures:
                other.cancel()
            raise JobError(
                f"a worker process was lost ({error or 'killed or out of memory'}) while running "
                f"{task.key}: the {ran} tasks finished are kept in {folder}; run the same command "
                "again to resume"
            ) from error
        except Exception as error:  # a task's own failure, or a Dask worker lost for good
            failed.append(f"{task.key}: {type(error).__name__}: {error}")
            log(f"task {task.key} failed: {type(error).__name__}: {error}")
            continue
        checkpoint.save(task.key, result)
        ran += 1
        log(f"[{time.perf_counter() - started:8.1f} s] {task.key} done in {result.get('seconds', 0)} s")
    if failed:
        raise JobError(
            f"{len(failed)} tasks failed (the {ran} others are kept in {folder}; run again to retry): {failed[0]}"
        )
    return ran


def assemble(folder: Path, log: Log | None = None) -> dict[str, Any]:
    """The records from the checkpoint: for each result, the unbroken run of finished entries. A
    damaged task file is set aside and its entries left out; `log` hears one line for each (and
    nothing else)."""
    removal: dict[int, list[dict[str, Any]]] = {}
    chains: dict[int, dict[str, Any]] = {}
    rows: dict[int, list[Any]] = {}
    factor: dict[int, dict[str, Any]] = {}
    lost: set[str] = set()
    won: dict[str, int] = {}
    games_seconds = 0.0
    checkpoint = Checkpoint(folder)
    for key, result in checkpoint.load():
        kind, _, rest = key.partition("/")
        if kind == "removal":
            n = int(rest.split("/")[1])
            removal.setdefault(n, []).append(result)
        elif kind == "chains":
            chains[int(rest)] = result
        elif kind == "chain-games":
            for row in result["rows"]:
                rows[row[0]] = row
            games_seconds += result["seconds"]
        elif kind == "factor-game":
            factor[int(rest)] = result
    boards = []
    for n in _unbroken(removal, 2, lambda n, parts: sum(len(p["picks"]) for p in parts) == n - 1):
        parts = removal[n]
        winning = sorted(m for p in parts for m in p["winning"])
        boards.append(
            {
                "n": n,
                "first_player_wins": bool(winning),
                "winning_picks": winning,
                "positions": sum(p["positions"] for p in parts),
                "seconds": round(sum(p["seconds"] for p in parts), 3),
            }
        )
        for p in parts:
            lost.update(p["lost"])
            for position, move in p["won"].items():
                won.setdefault(position, move)
    records: dict[str, Any] = {"format": 1}
    records["removal"] = {
        "limit": REMOVAL_LIMIT,
        "group": list(group(REMOVAL_LIMIT)),
        "boards": boards,
        "certificate": {
            "lost": sorted(lost, key=lambda h: (len(h), h)),
            "won": dict(sorted(won.items(), key=lambda kv: (len(kv[0]), kv[0]))),
        },
    }
    records["chains"] = [chains[n] for n in _unbroken(chains, 1, lambda n, v: True)]
    records["chain_games"] = [_openings(rows[n]) for n in _unbroken(rows, 1, lambda n, v: True)]
    records["chain_games_seconds"] = round(games_seconds, 3)
    records["factor_game"] = [factor[n] for n in _unbroken(factor, 2, lambda n, v: True)]
    for warning in checkpoint.warnings:
        if log:
            log(warning)
    return records


Counts = tuple[int, int, int, int]


def counts(records: dict[str, Any]) -> Counts:
    """How many records a records file holds: boards of Multiples Removal, longest chains, ranges
    of the chain games, boards of the Factor Game."""
    removal = records.get("removal")
    boards = removal.get("boards") if isinstance(removal, dict) else None
    return (
        _length(boards),
        _length(records.get("chains")),
        _length(records.get("chain_games")),
        _length(records.get("factor_game")),
    )


def _length(part: object) -> int:
    return len(part) if isinstance(part, list) else 0


def _said(kept: Counts) -> str:
    return f"{kept[0]} boards, {kept[1]} chains, {kept[2]} ranges, {kept[3]} Factor Game boards"


def replaceable(out: Path) -> Counts | None:
    """What the records file `out` holds (None if there is none), before it is replaced; JobError if
    it is there but not a records file the job wrote (it is left alone)."""
    if not out.exists() and not out.is_symlink():
        return None
    try:
        value = records_of(read_json(out, OWN), out)
        if "format" not in value:
            raise RecordsError("it has no 'format'")
        return counts(value)
    except RecordsError as error:
        raise JobError(
            f"{out} is there and is not a records file of the job ({error}): not replaced; move it "
            "away or give another --out"
        ) from None


def check_replace(out: Path, before: Counts | None, records: dict[str, Any], folder: Path, damaged: int = 0) -> None:
    """Refuse (JobError) to write `records` over a records file that holds more of any kind (the
    records of a mistyped checkpoint folder, or of one whose task files were damaged)."""
    after = counts(records)
    if before is not None and any(a < b for a, b in zip(after, before)):
        why = (
            f"{damaged} damaged task files were set aside: run the job again to compute them"
            if damaged
            else "check --checkpoint"
        )
        raise JobError(
            f"{out} holds more records ({_said(before)}) than the checkpoint {folder} gives "
            f"({_said(after)}): not replaced; {why}, or give another --out"
        )


def _unbroken(found: dict[int, Any], first: int, complete: Callable[[int, Any], bool]) -> Iterator[int]:
    n = first
    while n in found and complete(n, found[n]):
        yield n
        n += 1


def _openings(row: list[Any]) -> dict[str, Any]:
    """One range of the chain games: the winning first numbers under each opening rule."""
    from ..games.chain.rules import ChainRules

    hi, winning = row
    return {
        "n": hi,
        **{
            opening: [m for m in winning if ChainRules(1, max(hi, 1), opening=opening).opening_allows(m)]
            for opening in OPENINGS
        },
    }
