"""Hostile files for `factorgames verify`, `ship` and the records job: claimed sizes, bombs, nesting,
non-numbers, truncation. Each is answered with one line on stderr and exit status 2, no traceback,
within a time bound and a memory cap; the job never loses a record (a mistyped --checkpoint leaves
records.json as it was; a damaged task file is set aside and the job goes on).

The bounds. `verify` promises an answer within 10 s and 200 MB for any file up to 10 MB; the 200 MB
are Python's own allocations at their peak, as tracemalloc counts them, which the bombs' tests
assert in-process. The commands themselves run in a subprocess with a timeout of 20 s (generous
for a loaded machine) and an address space capped at 600 MB (RLIMIT_AS: the interpreter and its
libraries map some 100 MB before any work), so that a reader that tried to hold a bomb would fail
there instead of passing.
"""

from __future__ import annotations

import gzip
import json
import os
import resource
import shutil
import struct
import subprocess
import sys
import time
import tracemalloc
import zlib
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest

from factorgames.records.job import Spec, run
from factorgames.records.reading import MB, UNTRUSTED, RecordsError, read_json
from factorgames.records.removal_check import Board
from factorgames.records.ship import ship_file
from factorgames.records.verify import verify

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = ROOT / "records"
TIMEOUT = 20
ADDRESS_SPACE = 600 * MB
TRACED = 200 * MB


def _capped() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (ADDRESS_SPACE, ADDRESS_SPACE))


def _command(*argv: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """`python3 -m factorgames.records ARGV` (or `factorgames verify` for verify), capped."""
    module = ["factorgames"] if argv[0] == "verify" else ["factorgames.records"]
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py"), "LANG": "C.UTF-8"}
    started = time.monotonic()
    proc = subprocess.run(
        [sys.executable, "-m", *module, *argv],
        capture_output=True,
        check=False,
        text=True,
        env=env,
        timeout=TIMEOUT,
        preexec_fn=_capped,
        cwd=cwd,
    )
    assert time.monotonic() - started < TIMEOUT
    return proc


def _refused(proc: subprocess.CompletedProcess[str], *words: str) -> str:
    """The one line of a refusal, which holds each of `words`."""
    assert proc.returncode == 2, (proc.returncode, proc.stderr[-2000:])
    assert "Traceback" not in proc.stderr and "MemoryError" not in proc.stderr, proc.stderr[-2000:]
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("error: "), proc.stderr[-2000:]
    for word in words:
        assert word in lines[0], (word, lines[0])
    return lines[0]


def _traced(call: Callable[[], object]) -> tuple[object, int]:
    """What `call` returned (or the RecordsError it raised) and its peak of traced memory."""
    tracemalloc.start()
    try:
        try:
            result: object = call()
        except RecordsError as error:
            result = error
        return result, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def _bomb(path: Path, gib: int = 4) -> Path:
    """A gzip file of some 4 MB holding `gib` GiB of zeros: one MiB's deflate block repeated (a full
    flush makes them independent), with the true CRC and size; never more than 1 MiB in memory."""
    block = bytes(MB)
    deflate = zlib.compressobj(9, zlib.DEFLATED, -15)
    piece = deflate.compress(block) + deflate.flush(zlib.Z_FULL_FLUSH)
    crc = 0
    with open(path, "wb") as out:
        out.write(b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff")
        for _ in range(gib * 1024):
            out.write(piece)
            crc = zlib.crc32(block, crc)
        out.write(zlib.compressobj(9, zlib.DEFLATED, -15).flush())
        out.write(struct.pack("<II", crc, (gib << 30) & 0xFFFFFFFF))
    return path


def _certificate(n: int, **changes: Any) -> dict[str, Any]:
    certificate = {"n": n, "length": 1, "cuts": [], "tree": {"scale": 1, "degree": [], "cuts": []}}
    return {**certificate, **changes}


def _chains(certificate: dict[str, Any], **entry: Any) -> dict[str, Any]:
    return {
        "format": 1,
        "chains": [{"n": 1, "length": 1, "chain": [1], "seconds": 0, "certificate": certificate, **entry}],
    }


def _removal(**changes: Any) -> dict[str, Any]:
    part = {
        "limit": 64,
        "group": [7, 11, 13, 17, 19, 23, 29, 31],
        "boards": [{"n": 2, "first_player_wins": True, "winning_picks": [2], "positions": 0, "seconds": 0}],
        "certificate": {"lost": [], "won": {}},
    }
    return {"format": 1, "removal": {**part, **changes}}


def _factor(**changes: Any) -> dict[str, Any]:
    board = {"n": 2, "margin": 1, "best_first_picks": [2], "values": [1], "from_book": True, "seconds": 0}
    return {"format": 1, "factor_game": [{**board, **changes}]}


def _json(path: Path, value: object) -> Path:
    path.write_text(json.dumps(value))
    return path


HOSTILE: dict[str, tuple[Callable[[Path], Path], tuple[str, ...]]] = {
    "a 200-byte certificate claiming n = 1,000,000": (
        lambda d: _json(d / "chain.json", _chains(_certificate(1_000_000))),
        ("1000000", "1 to 400"),
    ),
    "a removal board claiming limit 1,000,000": (
        lambda d: _json(d / "removal.json", _removal(limit=1_000_000)),
        ("1000000", "2 to 64"),
    ),
    "a 4 MB gzip holding 4 GiB": (lambda d: _bomb(d / "bomb.json.gz"), ("more than 16 MB", "gunzipped")),
    "/dev/zero": (lambda d: Path("/dev/zero"), ("larger than 10 MB",)),
    "an 11 MB file": (lambda d: _json(d / "big.json", ["x" * 1000] * 11 * 1024), ("larger than 10 MB",)),
    "1.6 million values in 3 MB": (
        lambda d: _write(d / "items.json", "[" + ",".join(["0"] * 1_600_000) + "]"),
        ("1,600,000 JSON values", "1,500,000"),
    ),
    "Infinity": (lambda d: _write(d / "inf.json", '{"format": 1, "chains": [{"n": Infinity}]}'), ("Infinity",)),
    "-Infinity": (lambda d: _write(d / "minf.json", '{"format": 1, "chains": [{"n": -Infinity}]}'), ("Infinity",)),
    "NaN": (lambda d: _write(d / "nan.json", '{"format": 1, "removal": {"limit": NaN}}'), ("NaN",)),
    "1e999": (lambda d: _write(d / "e999.json", '{"format": 1, "chains": [{"n": 1e999}]}'), ("1e999",)),
    "JSON nested 100,000 deep": (
        lambda d: _write(d / "deep.json", "[" * 100_000 + "]" * 100_000),
        ("nested 100000 deep", "100"),
    ),
    "a truncated gzip": (lambda d: _cut(SHIPPED / "chains-certificate.json.gz", d / "cut.json.gz"), ("truncated",)),
    "gzip of garbage": (lambda d: _bytes(d / "bad.json.gz", b"\x1f\x8b" + bytes(range(256)) * 4), ("gzip",)),
    "bytes that are not UTF-8": (lambda d: _bytes(d / "latin.json", b'{"n": "\xe9"}'), ("UTF-8",)),
    "an empty file": (lambda d: _write(d / "empty.json", ""), ("empty",)),
    "a folder": (lambda d: _folder(d / "folder.json"), ("folder",)),
    "a missing file": (lambda d: d / "missing.json", ("cannot read", "No such file")),
    "a list": (lambda d: _json(d / "list.json", [1, 2]), ("not a records file", "a list")),
    "a string for n": (lambda d: _json(d / "s.json", _chains(_certificate(1), n="1")), ("'1', not an integer",)),
    "a float for n": (lambda d: _json(d / "f.json", _chains(_certificate(1), n=1.0)), ("1.0, not an integer",)),
    "a boolean for n": (lambda d: _json(d / "b.json", _chains(_certificate(1), n=True)), ("true, not an integer",)),
    "null for n": (lambda d: _json(d / "null.json", _chains(_certificate(1), n=None)), ("null, not an integer",)),
    "10**5000 for n": (
        lambda d: _write(d / "huge.json", '{"format": 1, "chains": [{"n": 1' + "0" * 5000 + "}]}"),
        ("more than 100 digits",),
    ),
    "a huge multiplier": (
        lambda d: _json(
            d / "lam.json", _chains(_certificate(1, tree={"scale": 1, "degree": [[0, 10**90]], "cuts": []}))
        ),
        ("out of range",),
    ),
    "a string for a leaf's scale": (
        lambda d: _json(d / "scale.json", _chains(_certificate(1, tree={"scale": "1", "degree": [], "cuts": []}))),
        ("scale", "not an integer"),
    ),
    "a tree that is a list": (
        lambda d: _json(d / "tree.json", _chains(_certificate(1, tree=[1]))),
        ("a list, not an object",),
    ),
    "a move that is a float": (
        lambda d: _json(d / "move.json", _removal(certificate={"lost": [], "won": {"4": 2.0}})),
        ("2.0, not an integer",),
    ),
    "a position with numbers above the limit": (
        lambda d: _json(d / "pos.json", _removal(certificate={"lost": ["2" + "0" * 16], "won": {}})),
        ("above the limit",),
    ),
    "a position that is not hex": (
        lambda d: _json(d / "hex.json", _removal(certificate={"lost": ["-1c"], "won": {}})),
        ("not a position in hex",),
    ),
    "a group of a million primes": (
        lambda d: _json(d / "group.json", _removal(group=[7] * 1_000_000)),
        ("holds 1,000,000 items",),
    ),
    "the Records page's summary": (lambda d: SHIPPED / "records.json", ("summary", "certificate")),
    "a Factor Game board claiming 1..1,000,000": (
        lambda d: _json(d / "factor.json", _factor(n=1_000_000)),
        ("1000000",),
    ),
    "a Factor Game board of 2..2 with 100,000 values": (
        lambda d: _json(d / "values.json", _factor(values=[0] * 100_000)),
        ("100,000 items", "more than 2"),
    ),
    "a Factor Game board whose margin is not its best value": (
        lambda d: _json(d / "margin.json", _factor(margin=0)),
        ("the margin 0 is not",),
    ),
}


READ = (
    "a 4 MB gzip holding 4 GiB",
    "/dev/zero",
    "an 11 MB file",
    "1.6 million values in 3 MB",
    "Infinity",
    "-Infinity",
    "NaN",
    "1e999",
    "JSON nested 100,000 deep",
    "a truncated gzip",
    "gzip of garbage",
    "bytes that are not UTF-8",
    "an empty file",
    "a folder",
    "a missing file",
    "a list",
    "10**5000 for n",
    "the Records page's summary",
)
"""The files refused by the reading itself, whoever reads them (the others by what verify checks)."""


def _write(path: Path, text: str) -> Path:
    path.write_text(text)
    return path


def _bytes(path: Path, data: bytes) -> Path:
    path.write_bytes(data)
    return path


def _cut(source: Path, path: Path) -> Path:
    data = source.read_bytes()
    return _bytes(path, data[: len(data) // 2])


def _folder(path: Path) -> Path:
    path.mkdir()
    return path


@pytest.mark.parametrize("name", HOSTILE)
def test_verify_refuses_a_hostile_file_in_one_line_within_the_bounds(name: str, tmp_path: Path) -> None:
    make, words = HOSTILE[name]
    _refused(_command("verify", str(make(tmp_path))), *words)


@pytest.mark.parametrize("name", HOSTILE)
def test_ship_refuses_a_hostile_file_in_one_line_and_leaves_the_folder_as_it_was(name: str, tmp_path: Path) -> None:
    make, words = HOSTILE[name]
    out = tmp_path / "out"
    out.mkdir()
    (out / "records.json").write_text("kept")
    line = _refused(_command("ship", str(make(tmp_path)), "--out-dir", str(out)))
    if name in READ:  # the others: ship checks the form, not the proofs
        assert all(word in line for word in words), line
    assert [p.name for p in out.iterdir()] == ["records.json"] and (out / "records.json").read_text() == "kept"


def test_ship_refuses_records_of_the_wrong_form(tmp_path: Path) -> None:
    good: dict[str, Any] = {
        "format": 1,
        "removal": {"limit": 64, "group": [7], "boards": [], "certificate": {"lost": [], "won": {}}},
        "chains": [],
        "chain_games": [],
    }
    assert _command("ship", str(_json(tmp_path / "good.json", good)), "--out-dir", str(tmp_path / "a")).returncode == 0
    cases = {
        "no chains": ({**good, "chains": None}, "the longest chains is null, not a list"),
        "a board's seconds": (
            {
                **good,
                "removal": {
                    **good["removal"],
                    "boards": [{"n": 2, "winning_picks": [2], "positions": 1, "seconds": "fast"}],
                },
            },
            "2..2: the seconds is 'fast'",
        ),
        "a row": (
            {**good, "chain_games": [{"n": 3, "any": [1], "even": [2.5], "even-below-half": []}]},
            "1..3: a first number is 2.5",
        ),
        "no format": ({k: v for k, v in good.items() if k != "format"}, "has no 'format'"),
        "a Factor Game board's best picks": (
            {
                **good,
                "factor_game": [
                    {"n": 2, "margin": 1, "best_first_picks": [2], "values": [1]},
                    {"n": 3, "margin": 2, "best_first_picks": [2, 3], "values": [-1, 2]},
                ],
            },
            "1..3: the best first picks are not those whose value is the margin",
        ),
        "a Factor Game board too far": (
            {**good, "factor_game": [{"n": 2, "margin": 1, "best_first_picks": [2], "values": [1]}] * 100},
            "holds 100 items, more than 99",
        ),
    }
    for records, words in cases.values():
        _refused(_command("ship", str(_json(tmp_path / "bad.json", records)), "--out-dir", str(tmp_path / "b")), words)
    assert not (tmp_path / "b").exists()


@pytest.mark.parametrize("name", ["a 4 MB gzip holding 4 GiB", "/dev/zero", "1.6 million values in 3 MB"])
def test_the_bombs_stay_under_200_mb_of_traced_memory(name: str, tmp_path: Path) -> None:
    path = HOSTILE[name][0](tmp_path)
    for call in (lambda: verify(path), lambda: ship_file(path, {}, tmp_path / "out", 44)):
        error, peak = _traced(call)
        assert isinstance(error, RecordsError) and peak < TRACED, (error, peak)


def test_a_file_at_the_limits_stays_under_200_mb(tmp_path: Path) -> None:
    """1,500,000 values of the costliest shape (an object of one key: 64 bytes a value once parsed)
    and 16 MB of text, the rest of it in one string: read, parsed, then refused as records."""
    items = ",".join(['{"a":0}'] * 499_990)
    text = '{"format":1,"pad":"' + "x" * (16 * MB - len(items) - 40) + '","more":[' + items + "]}"
    path = _bytes(tmp_path / "limits.json.gz", gzip.compress(text.encode(), 1))
    assert 16 * MB - 100 < len(text) <= 16 * MB
    error, peak = _traced(lambda: verify(path))
    assert isinstance(error, RecordsError) and str(error).endswith("limits.json.gz holds no records")
    assert peak < TRACED, peak


def test_work_beyond_the_budget_is_refused_before_it_is_done(tmp_path: Path) -> None:
    # 250,000 distinct positions of some 50 numbers each, claimed lost: 12,500,000 positions to
    # recompute, refused from their count (in 5 MB and a second or so).
    dense = (1 << 65) - 4
    lost = [format(dense ^ (i << 2), "x") for i in range(250_000)]
    path = _json(tmp_path / "dense.json", _removal(certificate={"lost": lost, "won": {}}))
    assert path.stat().st_size < 6 * MB
    assert Board(64, ()).replays({int(h, 16) for h in lost}, {}) > 12_000_000
    line = _refused(_command("verify", str(path)), "more than 20,000,000 steps", "--large")
    assert line.startswith("error: Multiples Removal: replaying these records takes more than")


def test_the_shipped_certificates_pass_within_the_limits() -> None:
    for name, line in (
        ("chains-certificate.json.gz", "longest chains: 288 chains replayed"),
        ("removal-certificate.json.gz", "Multiples Removal: 43 boards (up to 2..44)"),
    ):
        proc = _command("verify", str(SHIPPED / name))
        assert proc.returncode == 0 and proc.stdout.startswith(line) and proc.stdout.endswith("OK\n"), proc.stderr


def test_the_reader_reads_what_the_job_writes() -> None:
    assert read_json(SHIPPED / "records.json", UNTRUSTED)["about"]["certified"] == 44


# The records job: assemble and run never lose a record.


@pytest.fixture(scope="module")
def job(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A small job's folder: its checkpoint (ck/) and its records.json."""
    folder = tmp_path_factory.mktemp("job")
    with ProcessPoolExecutor(max_workers=1) as pool:
        run(
            Spec(removal_max=12, chain_games_max=30, picks_per_task=5, chain_games_chunk=10),
            folder / "ck",
            pool,
            lambda line: None,
        )
    proc = _command("assemble", "--checkpoint", "ck", "--out", "records.json", cwd=folder)
    assert proc.returncode == 0 and proc.stderr == "wrote records.json\n", proc.stderr
    return folder


@pytest.fixture
def copy(job: Path, tmp_path: Path) -> Path:
    shutil.copytree(job, tmp_path / "job")
    return tmp_path / "job"


def test_assemble_with_a_mistyped_checkpoint_keeps_the_records(copy: Path) -> None:
    kept = (copy / "records.json").read_bytes()
    _refused(
        _command("assemble", "--checkpoint", "chk", "--out", "records.json", cwd=copy),
        "no checkpoint in chk",
        "records.json left as it was",
    )
    (copy / "empty" / "tasks").mkdir(parents=True)
    _refused(
        _command("assemble", "--checkpoint", "empty", "--out", "records.json", cwd=copy),
        "records.json holds more records (11 boards, 0 chains, 30 ranges, 0 Factor Game boards) than the "
        "checkpoint empty gives (0 boards, 0 chains, 0 ranges, 0 Factor Game boards): not replaced",
    )
    assert (copy / "records.json").read_bytes() == kept
    assert sorted(p.name for p in copy.iterdir()) == ["ck", "empty", "records.json"]


def test_assemble_will_not_replace_a_file_the_job_did_not_write(copy: Path) -> None:
    shutil.copy(SHIPPED / "records.json", copy / "page.json")
    for name, words in (("page.json", "the Records page's summary"), ("ck", "folder")):
        before = (copy / name).read_bytes() if name != "ck" else None
        _refused(_command("assemble", "--checkpoint", "ck", "--out", name, cwd=copy), "not replaced", words)
        if before is not None:
            assert (copy / name).read_bytes() == before


def _replaced(path: Path, make: Callable[[], None]) -> None:
    """The file removed, then `make` puts something else in its place."""
    path.unlink()
    make()


DAMAGE: dict[str, Callable[[Path], object]] = {
    "truncated": lambda p: p.write_text(p.read_text()[:40]),
    "NaN": lambda p: p.write_text(p.read_text().replace('"seconds":', '"seconds":NaN,"x":', 1)),
    "nested": lambda p: p.write_text("[" * 100_000 + "]" * 100_000),
    "wrong types": lambda p: p.write_text(json.dumps({**json.loads(p.read_text()), "result": {"rows": "x"}})),
    "another key": lambda p: p.write_text(json.dumps({**json.loads(p.read_text()), "key": "chain-games/1-9"})),
    "empty": lambda p: p.write_text(""),
    "a folder": lambda p: _replaced(p, p.mkdir),
    "/dev/zero": lambda p: _replaced(p, lambda: p.symlink_to("/dev/zero")),
}


@pytest.mark.parametrize("damage", DAMAGE)
def test_a_damaged_task_file_is_set_aside_and_assemble_goes_on(copy: Path, damage: str) -> None:
    task = copy / "ck" / "tasks" / "chain-games_11-20.json"
    kept, whole = (copy / "records.json").read_bytes(), task.read_bytes()
    DAMAGE[damage](task)
    proc = _command("assemble", "--checkpoint", "ck", "--out", "new.json", cwd=copy)
    assert proc.returncode == 0, proc.stderr
    warning, wrote = proc.stderr.splitlines()
    assert warning.startswith(f"checkpoint ck/tasks/{task.name} is damaged (") and "Traceback" not in proc.stderr
    assert warning.endswith("): set aside as chain-games_11-20.corrupt, its task will be computed again")
    assert wrote == "wrote new.json" and task.with_suffix(".corrupt").exists() and not task.exists()
    records = json.loads((copy / "new.json").read_text())
    assert [row["n"] for row in records["chain_games"]] == list(range(1, 11))  # the run up to the gap
    assert len(records["removal"]["boards"]) == 11
    task.write_bytes(whole)  # another damaged: records.json would lose 10 ranges
    (task.parent / "chain-games_21-30.json").write_text("{")
    proc = _command("assemble", "--checkpoint", "ck", "--out", "records.json", cwd=copy)
    assert proc.returncode == 2 and "Traceback" not in proc.stderr
    warning, error = proc.stderr.splitlines()
    assert warning.startswith("checkpoint ck/tasks/chain-games_21-30.json is damaged (it is not valid JSON: ")
    assert error == (
        "error: records.json holds more records (11 boards, 0 chains, 30 ranges, 0 Factor Game boards) "
        "than the checkpoint ck gives (11 boards, 0 chains, 20 ranges, 0 Factor Game boards): not replaced; "
        "1 damaged task files were set aside: run the job again to compute them, or give another --out"
    )
    assert (copy / "records.json").read_bytes() == kept


def test_run_sets_a_damaged_task_aside_and_computes_it_again(copy: Path) -> None:
    kept = json.loads((copy / "records.json").read_text())
    task = copy / "ck" / "tasks" / "removal_L64_12_7-11.json"
    DAMAGE["wrong types"](task)
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "factorgames.records",
            "run",
            "--removal",
            "12",
            "--picks-per-task",
            "5",
            "--checkpoint",
            "ck",
            "--out",
            "records.json",
        ],
        cwd=copy,
        env=env,
        capture_output=True,
        check=False,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.splitlines()
    assert lines[0].startswith(f"checkpoint ck/tasks/{task.name} is damaged (the result has no 'picks')")
    assert lines[1] == "17 tasks already done, 1 to run" and "Traceback" not in proc.stderr
    records = json.loads((copy / "records.json").read_text())
    assert [b["winning_picks"] for b in records["removal"]["boards"]] == [
        b["winning_picks"] for b in kept["removal"]["boards"]
    ]


# The checkers' bounds and speed change nothing they prove.


def _plain_canonical(limit: int, group: tuple[int, ...], s: int) -> int:
    """The canonical form as removal_check.py's docstring states it, number by number."""

    def comparable(n: int, m: int) -> bool:
        return m != n and (m % n == 0 or n % m == 0)

    def drop(s: int) -> int:
        left = [n for n in range(2, limit + 1) if s >> n & 1]
        for n in left:
            if not any(s >> m & 1 for m in range(2, limit + 1) if comparable(n, m)):
                s ^= (1 << n) | 1
        return s

    s = drop(s)
    patterns = []
    for p in group:
        pattern = frozenset(m for m in range(1, limit // p + 1) if s >> (p * m) & 1)
        for m in pattern:
            s &= ~(1 << (p * m))
        if pattern:
            patterns.append(pattern)
    kept = sorted(
        (pat for pat in set(patterns) if patterns.count(pat) % 2),
        key=lambda pat: (max(pat), sum(1 << m for m in pat)),
        reverse=True,
    )
    for p, pattern in zip(group, kept):
        for m in pattern:
            s |= 1 << (p * m)
    return drop(s)


@pytest.mark.parametrize(
    "limit, group",
    [
        (64, (7, 11, 13, 17, 19, 23, 29, 31)),
        (64, (31, 23, 7)),
        (30, (7, 11, 13)),
        (12, (5,)),
        (10, (2,)),
        (9, ()),
        (2, ()),
    ],
)
def test_the_removal_checker_computes_the_plain_canonical_form(limit: int, group: tuple[int, ...]) -> None:
    import random

    board = Board(limit, group)
    rnd = random.Random(limit * 100 + len(group))
    for _ in range(1500):
        s = rnd.getrandbits(limit + 1) & ~2 & (rnd.getrandbits(limit + 1) if rnd.random() < 0.5 else -1)
        assert board.canonical(s) == _plain_canonical(limit, group, s), (limit, group, s)
        assert board.numbers(s) == [n for n in range(2, limit + 1) if s >> n & 1]


def test_the_claimed_sizes_are_the_jobs_own_limits() -> None:
    from factorgames.records import chain_check, job
    from factorgames.records import verify as verifier

    assert (verifier.REMOVAL_MAX, chain_check.MAX_N, verifier.CHAIN_GAMES_MAX, verifier.FACTOR_GAME_MAX) == (
        job.REMOVAL_LIMIT,
        job.CHAINS_LIMIT,
        job.CHAIN_GAMES_LIMIT,
        job.FACTOR_GAME_LIMIT,
    )


def test_a_chain_certificate_is_replayed_within_its_budget() -> None:
    from factorgames.records.chain_check import check_chain_proof
    from factorgames.records.reading import Budget

    chains = read_json(SHIPPED / "chains-certificate.json.gz", UNTRUSTED)["chains"]
    budget = Budget(None)
    assert check_chain_proof(chains[199]["certificate"], budget)[:2] == (200, chains[199]["length"])
    with pytest.raises(RecordsError, match=f"more than {budget.spent - 1:,} steps"):
        check_chain_proof(chains[199]["certificate"], Budget(budget.spent - 1, "hint"))
