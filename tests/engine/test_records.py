"""The records job (factorgames.records): its results against independent brute force, its
certificates replayed (and a flipped entry refused), a Dask cluster's run equal to the local
one, a killed job resumed equal to an uninterrupted one, and bad input refused clearly."""

from __future__ import annotations

import copy
import json
import os
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from factorgames.records import tasks
from factorgames.records.job import JobError, Spec, assemble, run
from factorgames.records.verify import RecordsError, verify
from oracle import free_opening_wins, longest_chain_length, plain_to_move_wins
from test_cli import run_process
from test_study import A337125

SHIPPED = Path(__file__).resolve().parents[2] / "records"
SMALL = Spec(removal_max=20, chain_games_max=40, picks_per_task=7, chain_games_chunk=15, factor_game_max=12)


def _job(folder: Path, spec: Spec = SMALL, pool: Any = None) -> dict[str, Any]:
    if pool is None:
        with ProcessPoolExecutor(max_workers=1) as local:
            run(spec, folder, local, lambda line: None)
    else:
        run(spec, folder, pool, lambda line: None)
    return assemble(folder)


def _results(records: dict[str, Any]) -> dict[str, Any]:
    """What the records claim, without how long it took or the certificate's choices."""
    boards = [
        {k: v for k, v in board.items() if k not in ("seconds", "positions")} for board in records["removal"]["boards"]
    ]
    return {
        "removal": boards,
        "chain_games": records["chain_games"],
        "chains": [(c["n"], c["length"]) for c in records["chains"]],
        "factor_game": [{k: v for k, v in board.items() if k != "seconds"} for board in records["factor_game"]],
    }


@pytest.fixture(scope="module")
def small(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    folder = tmp_path_factory.mktemp("records")
    records = _job(folder / "checkpoint")
    path = folder / "records.json"
    path.write_text(json.dumps(records))
    return path, records


def test_removal_agrees_with_plain_search_normal_without_one_and_misere_with_one(
    small: tuple[Path, dict[str, Any]],
) -> None:
    boards = small[1]["removal"]["boards"]
    assert [b["n"] for b in boards] == list(range(2, 21))
    for board in boards:
        n = board["n"]
        normal = [m for m in range(2, n + 1) if not plain_to_move_wins([x for x in range(2, n + 1) if x % m], False)]
        misere = [m for m in range(1, n + 1) if not plain_to_move_wins([x for x in range(1, n + 1) if x % m], True)]
        assert board["winning_picks"] == normal == misere, n
        assert board["first_player_wins"] == bool(normal)


def test_chain_games_agree_with_an_independent_matching(small: tuple[Path, dict[str, Any]]) -> None:
    rows = small[1]["chain_games"]
    assert [row["n"] for row in rows] == list(range(1, 41))
    for row in rows:
        n = row["n"]
        free = free_opening_wins(n)
        assert row["any"] == free, n
        assert row["even"] == [m for m in free if m % 2 == 0]
        assert row["even-below-half"] == [m for m in free if m % 2 == 0 and 2 * m < n]


def test_longest_chains_agree_with_brute_force_and_the_published_values(tmp_path: Path) -> None:
    pytest.importorskip("scipy")
    records = _job(tmp_path, Spec(chains_max=30))
    lengths = [c["length"] for c in records["chains"]]
    assert lengths == A337125[:30]
    assert lengths[:14] == [longest_chain_length(n) for n in range(1, 15)]
    path = tmp_path / "chains.json"
    path.write_text(json.dumps(records))
    assert verify(path)[0].startswith("longest chains: 30 chains replayed")


def test_the_verifier_replays_the_records_and_refuses_one_flipped_entry(
    small: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    path, records = small
    assert verify(path)[0].startswith("Multiples Removal: 19 boards (up to 2..20) and a certificate of")
    flipped = copy.deepcopy(records)
    board = flipped["removal"]["boards"][17]  # 2..19: the winning picks 4, 9, 10, 14, 15
    board["winning_picks"] = board["winning_picks"][1:]
    (tmp_path / "flipped.json").write_text(json.dumps(flipped))
    with pytest.raises(RecordsError, match="2..19: the pick 4 is claimed to lose"):
        verify(tmp_path / "flipped.json")
    forged = copy.deepcopy(records)
    certificate = forged["removal"]["certificate"]
    position = certificate["lost"][-1]
    certificate["lost"].remove(position)
    certificate["won"][position] = 2
    (tmp_path / "forged.json").write_text(json.dumps(forged))
    with pytest.raises(RecordsError, match="does not lead to a position claimed lost|not claimed won"):
        verify(tmp_path / "forged.json")
    proc = run_process("verify", str(tmp_path / "flipped.json"))
    assert proc.returncode == 2 and "the pick 4 is claimed to lose" in proc.stderr and "Traceback" not in proc.stderr


def test_a_dask_cluster_computes_what_local_processes_do(small: tuple[Path, dict[str, Any]], tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    from factorgames.records.executor import executor

    with (
        distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None) as cluster,
        executor(cluster.scheduler_address, 1) as pool,
    ):
        records = _job(tmp_path, pool=pool)
    assert _results(records) == _results(small[1])
    path = tmp_path / "records.json"
    path.write_text(json.dumps(records))
    assert len(verify(path)) == 3


def _dying(limit: int, n: int, picks: list[int]) -> dict[str, Any]:
    if n == 15:
        os._exit(9)  # the worker process dies mid-job
    return REAL_REMOVAL_PICKS(limit, n, picks)


REAL_REMOVAL_PICKS = tasks.removal_picks


def test_a_lost_worker_keeps_what_was_done_and_the_job_resumes_to_the_same_records(
    small: tuple[Path, dict[str, Any]], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(tasks, "removal_picks", _dying)
    with pytest.raises(JobError, match="a worker process was lost .* run the same command again to resume"):
        _job(tmp_path)
    monkeypatch.undo()
    kept = assemble(tmp_path)["removal"]["boards"]
    assert [b["n"] for b in kept] == list(range(2, 15))
    done = {p.name for p in (tmp_path / "tasks").iterdir()}
    lines: list[str] = []
    with ProcessPoolExecutor(max_workers=1) as local:
        ran = run(SMALL, tmp_path, local, lines.append)
    assert lines[0] == f"{len(done)} tasks already done, {ran} to run"
    assert _results(assemble(tmp_path)) == _results(small[1])


def test_a_damaged_checkpoint_is_set_aside_and_its_task_computed_again(
    small: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    _job(tmp_path)
    damaged = min((tmp_path / "tasks").iterdir())
    damaged.write_text('{"key": "removal/L64/')
    lines: list[str] = []
    with ProcessPoolExecutor(max_workers=1) as local:
        assert run(SMALL, tmp_path, local, lines.append) == 1
    assert "is damaged" in lines[0] and "its task will be computed again" in lines[0]
    assert damaged.with_suffix(".corrupt").exists()
    assert _results(assemble(tmp_path)) == _results(small[1])


def test_a_range_too_big_is_refused_before_anything_runs(tmp_path: Path) -> None:
    proc = run_process("verify", str(tmp_path / "missing.json"))
    assert proc.returncode == 2 and "cannot read" in proc.stderr
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2] / "py")}
    import subprocess
    import sys

    out = subprocess.run(
        [sys.executable, "-m", "factorgames.records", "run", "--removal", "100", "--checkpoint", str(tmp_path / "ck")],
        capture_output=True,
        check=False,
        text=True,
        env=env,
        timeout=60,
    )
    assert out.returncode == 2
    assert out.stderr == "error: --removal 100 is out of range: 0 to 64\n"
    assert not (tmp_path / "ck").exists()


def test_the_records_job_is_left_out_of_the_browsers_engine(tmp_path: Path) -> None:
    import zipfile

    from sitebuild.engine_zip import pack_python

    pack_python(tmp_path / "engine.zip", "test")
    names = zipfile.ZipFile(tmp_path / "engine.zip").namelist()
    assert "factorgames/solve/removal_solver.py" in names
    assert not [name for name in names if name.startswith("factorgames/records/")]


def test_the_shipped_certificate_proves_the_boards_it_keeps_and_no_more(
    small: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    from factorgames.records.ship import ship

    ship(small[1], {"how": "test"}, tmp_path, certified=12)
    lines = verify(tmp_path / "removal-certificate.json.gz")
    assert lines[0].startswith("Multiples Removal: 11 boards (up to 2..12) and a certificate of")
    page = json.loads((tmp_path / "records.json").read_text())
    assert page["about"]["certified"] == 12 and len(page["removal"]["boards"]) == 19
    full = len(small[1]["removal"]["certificate"]["lost"])
    assert page["removal"]["certificate"][0] == full > int(lines[0].split("certificate of ")[1].split()[0])


def test_a_job_killed_mid_run_resumes_to_the_records_of_an_uninterrupted_one(
    small: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    import signal
    import subprocess
    import sys
    import time

    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2] / "py")}
    command = [
        sys.executable,
        "-m",
        "factorgames.records",
        "run",
        "--removal",
        "20",
        "--chain-games",
        "40",
        "--picks-per-task",
        "1",
        "--checkpoint",
        str(tmp_path / "ck"),
        "--out",
        str(tmp_path / "records.json"),
    ]
    job = subprocess.Popen(
        command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True
    )
    tasks_folder = tmp_path / "ck" / "tasks"
    while job.poll() is None and len(list(tasks_folder.glob("*.json")) if tasks_folder.is_dir() else []) < 5:
        time.sleep(0.01)  # polling the checkpoint: a kill after its fifth task
    os.killpg(job.pid, signal.SIGKILL)  # the job and its worker process
    assert job.wait() == -signal.SIGKILL, "killed before it finished (191 tasks)"
    kept = len(list(tasks_folder.glob("*.json")))
    assert 5 <= kept < 191 and not (tmp_path / "records.json").exists()
    again = subprocess.run(command, env=env, capture_output=True, check=False, text=True, timeout=120)
    assert again.returncode == 0, again.stderr
    assert f"{kept} tasks already done, {191 - kept} to run" in again.stderr
    records = json.loads((tmp_path / "records.json").read_text())
    assert _results(records) == {**_results(small[1]), "chains": [], "factor_game": []}


# The Factor Game: the job's boards against a second search written here, the shipped records
# and the b-files against records.json.

SEARCHED_AGAIN = 30
"""The boards 1..2 to 1..SEARCHED_AGAIN the plain minimax below recomputes (some 7 s and 35 MB here
on a loaded 2-core machine; 1..31 would add as much again, 1..34 a minute)."""


def _plain_factor_game(top: int) -> dict[int, dict[int, int]]:
    """Each first pick's value on every board 1..2 to 1..top, by plain minimax over the numbers left
    (a frozenset), memoised, with no pruning, no book and no shortcut: the rules written again here,
    from the Factor Game's statement (pick a number with a factor left: you score it, the opponent
    scores its factors left, all of them leave; the game ends when no number has a factor left).
    A position's value depends on the numbers left alone, so one memo serves every board."""
    memo: dict[int, int] = {}

    def factors(left: frozenset[int], n: int) -> list[int]:
        return [d for d in left if d < n and n % d == 0]

    def value(left: frozenset[int]) -> int:
        """The player to move's best final score difference from here."""
        key = sum(1 << n for n in left)  # the set, as a compact key
        if key not in memo:
            values = [n - sum(f) - value(left - {n, *f}) for n in left if (f := factors(left, n))]
            memo[key] = max(values, default=0)
        return memo[key]

    boards = {}
    for hi in range(2, top + 1):
        board = frozenset(range(1, hi + 1))
        boards[hi] = {n: n - sum(f) - value(board - {n, *f}) for n in sorted(board) if (f := factors(board, n))}
    return boards


@pytest.fixture(scope="module")
def factor_job(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any]]:
    """The records job's Factor Game (the book's boards: a second)."""
    folder = tmp_path_factory.mktemp("factor")
    records = _job(folder / "ck", Spec(factor_game_max=63))
    path = folder / "records.json"
    path.write_text(json.dumps(records))
    return path, records


def test_the_factor_game_records_agree_with_a_plain_minimax_written_apart(
    factor_job: tuple[Path, dict[str, Any]],
) -> None:
    plain = _plain_factor_game(SEARCHED_AGAIN)
    shipped = json.loads((SHIPPED / "records.json").read_text())["factor_game"]["boards"]
    job = factor_job[1]["factor_game"]
    assert [b["n"] for b in job] == [b[0] for b in shipped] == list(range(2, 64))
    assert [[b["n"], b["margin"], b["best_first_picks"]] for b in job] == shipped, "shipped as the job computed them"
    for n, margin, best in shipped[: SEARCHED_AGAIN - 1]:
        values = plain[n]
        assert margin == max(values.values()), n
        assert best == [m for m, v in values.items() if v == margin], n
        assert job[n - 2]["values"] == [values[m] for m in range(2, n + 1)], n
    assert shipped[30 - 2] == [30, 17, [25]] and shipped[49 - 2] == [49, 24, [47]] and shipped[-1] == [63, 41, [61]]


def test_verify_searches_the_small_factor_game_boards_again_and_refuses_a_wrong_value(
    factor_job: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    path, records = factor_job
    assert verify(path) == [
        "Factor Game: 62 boards (1..2 to 1..63) consistent, every first pick's value on 1..2 to 1..30 searched again"
    ]
    wrong = copy.deepcopy(records)
    board = wrong["factor_game"][20 - 2]  # 1..20: 19 is best (15); 18 is worth -8, claimed -7 (sums still hold)
    assert (board["margin"], board["best_first_picks"], board["values"][18 - 2]) == (15, [19], -8)
    board["values"][18 - 2] = -7
    (tmp_path / "wrong.json").write_text(json.dumps(wrong))
    with pytest.raises(
        RecordsError, match="Factor Game: 1..20: the first pick 18 is claimed worth -7, the search finds -8"
    ):
        verify(tmp_path / "wrong.json")
    board = wrong["factor_game"][50 - 2]  # beyond the boards searched again: the sums are checked
    board["margin"] += 1
    wrong["factor_game"][20 - 2] = records["factor_game"][20 - 2]
    (tmp_path / "wrong.json").write_text(json.dumps(wrong))
    proc = run_process("verify", str(tmp_path / "wrong.json"))
    assert (
        proc.returncode == 2
        and proc.stderr == "error: Factor Game: 1..50: the margin 24 is not the best first pick's value 23\n"
    ), proc.stderr


def test_the_b_files_are_the_shipped_records() -> None:
    page = json.loads((SHIPPED / "records.json").read_text())
    chains = (SHIPPED / "b-chains.txt").read_text()
    assert chains == "".join(f"{n} {length}\n" for n, length, _chain, _seconds in page["chains"])
    terms = [tuple(map(int, line.split())) for line in chains.splitlines()]
    assert [n for n, _ in terms] == list(range(1, 289))
    assert [a for _, a in terms][: len(A337125)] == A337125 and terms[99] == (100, 77)
    removal = (SHIPPED / "b-removal.txt").read_text()
    assert removal == "".join(
        f"{n} {int(bool(picks))}\n" for n, picks, _positions, _seconds in page["removal"]["boards"]
    )
    assert removal.splitlines()[:6] == ["2 1", "3 0", "4 1", "5 1", "6 1", "7 0"]
    assert [int(line.split()[0]) for line in removal.splitlines()] == list(range(2, 55))
    factor = (SHIPPED / "factor-game.csv").read_text().splitlines()
    assert factor[0] == "n,margin,best_first_picks" and factor[29] == "30,17,25"
    assert factor[1:] == [
        f"{n},{margin},{' '.join(map(str, best))}" for n, margin, best in page["factor_game"]["boards"]
    ]


def test_ship_merge_adds_the_parts_a_file_holds_and_keeps_the_others(
    factor_job: tuple[Path, dict[str, Any]], tmp_path: Path
) -> None:
    out = tmp_path / "records"
    out.mkdir()
    before = json.loads((SHIPPED / "records.json").read_text())
    without = {key: value for key, value in before.items() if key != "factor_game"}
    (out / "records.json").write_text(json.dumps(without, separators=(",", ":")))
    (out / "removal.csv").write_text("kept")
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[2] / "py")}
    import subprocess
    import sys

    command = [
        sys.executable,
        "-m",
        "factorgames.records",
        "ship",
        "--merge",
        str(factor_job[0]),
        "--out-dir",
        str(out),
    ]
    proc = subprocess.run(command, capture_output=True, check=False, text=True, env=env, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.splitlines() == [
        f"wrote {out / name}" for name in ("records.json", "factor-game.csv", "b-chains.txt", "b-removal.txt")
    ]
    assert (out / "records.json").read_bytes() == (SHIPPED / "records.json").read_bytes()
    assert (out / "removal.csv").read_text() == "kept"
    for name in ("factor-game.csv", "b-chains.txt", "b-removal.txt"):
        assert (out / name).read_bytes() == (SHIPPED / name).read_bytes(), name
    (out / "records.json").unlink()
    proc = subprocess.run(command, capture_output=True, check=False, text=True, env=env, timeout=60)
    assert proc.returncode == 2 and proc.stderr.startswith("error: cannot read ") and "records.json" in proc.stderr
    empty = tmp_path / "empty.json"
    empty.write_text(json.dumps({**factor_job[1], "factor_game": []}))
    (out / "records.json").write_text(json.dumps(without))
    command[5] = str(empty)
    proc = subprocess.run(command, capture_output=True, check=False, text=True, env=env, timeout=60)
    assert proc.returncode == 2 and proc.stderr == "error: the records hold no entry to ship\n"
