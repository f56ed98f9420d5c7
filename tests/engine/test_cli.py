"""The command line: scripted `play` sessions and `solve` JSON, bad input included."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import cast

import pytest

from factorgames.cli import main
from factorgames.games.position import replay
from factorgames.games.presets import GAMES
from factorgames.play.solver import analyse

ROOT = Path(__file__).resolve().parents[2]


LANGUAGE_VARIABLES = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where the command line finds its language (tests pin it: English unless a test says otherwise)."""


@pytest.fixture(autouse=True)
def english(monkeypatch):
    for variable in LANGUAGE_VARIABLES:
        monkeypatch.delenv(variable, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")


def run(*argv: str, stdin: str = "") -> tuple[int, str]:
    out = io.StringIO()
    code = main(list(argv), stdin=io.StringIO(stdin), stdout=out)
    return code, out.getvalue()


def run_process(*argv: str, stdin: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    plain = {k: v for k, v in os.environ.items() if k not in LANGUAGE_VARIABLES}
    env = {**plain, "LANG": "C.UTF-8", **(env or {}), "PYTHONPATH": str(ROOT / "py")}
    return subprocess.run(
        [sys.executable, "-m", "factorgames", *argv],
        input=stdin,
        capture_output=True,
        check=False,
        text=True,
        env=env,
        timeout=60,
    )


def test_multiplicity_sample_session_follows_the_rules_not_the_example() -> None:
    # The rule text's sample (1..20): 7, 14, 2, 4, 8 and then it claims 16 is taken. It is not:
    # Player 2 plays 16 and Player 1 is stuck (ERRATA.md).
    code, out = run("play", "multiplicity", "--range", "1-20", stdin="7\n14\n2\n4\n8\n16\n")
    assert code == 0
    assert out.startswith("Welcome to Multiplicity!\n")
    assert "[All numbers from 2 to 20]" in out
    assert "Proper multiples of 7: [14]" in out
    assert "Proper divisors of 14: [2]" in out  # 7 is already chosen
    assert "Proper multiples of 8: [16]" in out
    assert out.rstrip().endswith("Player 1 cannot make a valid move. Player 2 wins!")


def test_bad_entries_get_a_message_and_a_new_prompt() -> None:
    code, out = run("play", "factor-chain-challenge", stdin="abc\n\n11\n6\n6\n4\n3\n")
    assert code == 0
    assert "'abc' is not a whole number" in out
    assert "Please enter a number." in out
    assert "11 is outside 1..10. Try again." in out
    assert "6 was already chosen" in out or "6 is the current number" in out
    assert "4 is not a factor or multiple of 6. Try again." in out
    assert out.count("Enter your choice:") == 8  # seven answers, then the prompt that met the end of input
    assert out.rstrip().endswith("Goodbye!")


def test_strict_rule_an_invalid_entry_loses_and_says_so() -> None:
    code, out = run("play", "number-nexus", stdin="6\n7\n")
    assert code == 0
    assert out.rstrip().endswith(
        "Player 1 wins: Player 2 entered 7, but 7 is not a factor or multiple of 6. In this game an invalid entry loses."
    )


def test_removal_session_shows_the_grid_and_what_goes() -> None:
    code, out = run("play", "multiples-removal", stdin="7\n2\n3\n5\n1\n")
    assert code == 0
    assert "Numbers removed: 2 4 6 8" in out
    assert "1 X X\nX 5 X\nX X X" in out
    assert out.rstrip().endswith("Player 1 wins by removing the last number!")


def test_against_the_perfect_computer_a_lost_opening_stays_lost() -> None:
    # Factor Chain Challenge on 1..10 has a perfect pairing: whoever starts loses to perfect play.
    assert not analyse(replay(GAMES["factor-chain-challenge"].rules, ())).to_move_wins
    entries = "\n".join(str(n) for n in range(1, 11)) * 5  # keep offering numbers until the game ends
    code, out = run("play", "factor-chain-challenge", "--vs", "perfect", "--seed", "4", stdin=entries)
    assert code == 0
    assert "Player 2 (computer, perfect) picks" in out
    assert out.rstrip().endswith("Player 1 cannot make a valid move. Player 2 wins!")


@pytest.mark.parametrize("level", ["easy", "medium", "perfect"])
def test_computer_against_computer_finishes(level: str) -> None:
    code, out = run("play", "juniper-green", "--watch", level, "--seed", "7")
    assert code == 0
    assert out.rstrip().endswith("wins!")
    picks = [int(n) for n in re.findall(r"\) picks (\d+)\.", out)]
    assert picks and picks[0] % 2 == 0  # Juniper Green's opening rule
    assert replay(GAMES["juniper-green"].rules, picks).is_over


def test_same_seed_same_game() -> None:
    a = run("play", "nrich", "--watch", "medium", "--seed", "11")[1]
    b = run("play", "nrich", "--watch", "medium", "--seed", "11")[1]
    assert a == b


def test_end_of_input_ends_cleanly() -> None:
    result = run_process("play", "multiplicity", stdin="5\n")
    assert result.returncode == 0
    assert "Traceback" not in result.stderr
    assert "Goodbye" in result.stdout


def test_solve_prints_the_documented_json() -> None:
    result = run_process("solve", "factor-chain-challenge", "--moves", "6,3")
    assert result.returncode == 0
    data = json.loads(result.stdout)
    assert data["game"] == "factor-chain-challenge"
    assert data["to_move"] == 1 and data["current"] == 3
    assert data["legal_moves"] == [1, 9]
    assert data["over"] is False and data["winner"] is None
    position = replay(GAMES["factor-chain-challenge"].rules, [6, 3])
    assert data["winning_moves"] == list(analyse(position).winning_moves)
    assert data["to_move_wins"] == bool(data["winning_moves"])
    for a, b in data["strategy"]["pairs"]:
        assert a % b == 0 or b % a == 0


def test_solve_finished_game_has_no_winning_moves() -> None:
    code, out = run("solve", "multiplicity", "--range", "1-20", "--moves", "7,14,2,4,8,16")
    data = json.loads(out)
    assert code == 0
    assert data["over"] is True and data["winner"] == 2
    assert data["to_move_wins"] is False and data["winning_moves"] == [] and data["legal_moves"] == []


def test_solve_strict_invalid_move_ends_the_game() -> None:
    code, out = run("solve", "number-nexus", "--moves", "6,7")
    data = json.loads(out)
    assert code == 0 and data["over"] is True and data["winner"] == 1 and data["reason"] == "invalid-entry"


def test_solve_removal_variants() -> None:
    code, out = run("solve", "multiples-removal", "--grid", "4", "--without-one", "--misere", "--moves", "2")
    data = json.loads(out)
    assert code == 0
    assert data["remaining"] == [3, 5, 7, 9, 11, 13, 15]
    assert data["legal_moves"] == data["remaining"]


@pytest.mark.parametrize(
    "argv, words",
    [
        (["solve", "chess"], "unknown game 'chess'"),
        (["solve", "nrich", "--range", "9-3"], "9..3"),
        (["solve", "nrich", "--range", "0-10"], "0..10"),
        (["solve", "nrich", "--range", "x"], "'x'"),
        (["solve", "multiples-removal", "--grid", "9"], "grid size 9"),
        (["solve", "nrich", "--moves", "48,47"], "47 is not a factor or multiple of 48"),
        (["solve", "nrich", "--moves", "51"], "the first number must be an even number below 50"),
        (["solve", "nrich", "--moves", "4,x"], "not a whole number"),
        (["play", "nrich", "--vs", "god"], "invalid choice"),
        ([], "required"),
    ],
)
def test_errors_are_one_line_and_exit_2(argv: list[str], words: str) -> None:
    result = run_process(*argv)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and words in lines[0], result.stderr
    assert "Traceback" not in result.stderr


def test_longest_chain_is_played_alone_and_not_solved() -> None:
    code, out = run("play", "longest-chain", "--range", "1-10", stdin="1\n2\n4\n8\n")
    assert code == 0
    assert "Player 2" not in out
    assert out.rstrip().endswith("Your chain has 4 numbers: [1, 2, 4, 8]")
    result = run_process("solve", "longest-chain")
    assert result.returncode == 2 and "puzzle for one player" in result.stderr


# ------------------------------------------------------------------------------ a hostile terminal


def test_undecodable_bytes_are_not_a_whole_number() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    result = subprocess.run(
        [sys.executable, "-m", "factorgames", "play", "nrich"],
        input=b"\xff\n48\n",
        capture_output=True,
        check=False,
        env=env,
        timeout=60,
    )
    out = result.stdout.decode()
    assert result.returncode == 0 and result.stderr == b""
    assert "is not a whole number. Enter a whole number." in out and "Traceback" not in out
    assert "Current number: 48" in out  # the game went on


def test_closed_standard_input_ends_quietly() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    result = subprocess.run(
        ["bash", "-c", f'"{sys.executable}" -m factorgames play nrich <&-'],
        capture_output=True,
        check=False,
        text=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.rstrip().endswith("Game abandoned. Goodbye!")


class ClosedPipe(io.StringIO):
    """An output whose reader went away after `room` characters."""

    def __init__(self, room: int) -> None:
        super().__init__()
        self.room = room

    def write(self, text: str) -> int:
        if self.tell() + len(text) > self.room:
            raise BrokenPipeError(32, "Broken pipe")
        return super().write(text)


@pytest.mark.parametrize(
    "argv", [("play", "juniper-green", "--watch", "easy", "--seed", "1"), ("solve", "juniper-green")]
)
def test_a_closed_pipe_ends_quietly(argv, capsys) -> None:
    out = ClosedPipe(40)
    assert main(list(argv), stdin=io.StringIO(""), stdout=out) == 1
    assert len(out.getvalue()) <= 40
    assert capsys.readouterr().err == ""


class Interrupted(io.StringIO):
    def readline(self, size: int = -1) -> str:  # type: ignore[override]  # typeshed: IOBase's reads bytes
        raise KeyboardInterrupt


def test_ctrl_c_exits_130_without_a_word(monkeypatch) -> None:
    out = io.StringIO()
    assert main(["play", "nrich"], stdin=Interrupted(), stdout=out) == 130
    assert "abandoned" not in out.getvalue() and out.getvalue().rstrip().endswith("Enter your choice:")

    def interrupted_solve(args):
        raise KeyboardInterrupt

    monkeypatch.setattr("factorgames.cli.solve", interrupted_solve)
    out = io.StringIO()
    assert main(["solve", "nrich"], stdout=out) == 130
    assert out.getvalue() == "", "no half-written JSON"


def test_ctrl_c_in_a_real_terminal_session() -> None:
    import signal

    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    process = subprocess.Popen(
        [sys.executable, "-m", "factorgames", "play", "nrich"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert process.stdout is not None
    seen = b""
    while b"Enter your choice:" not in seen:
        chunk = cast(io.BufferedReader, process.stdout).read1(4096)
        assert chunk, "the game printed its first prompt"
        seen += chunk
    process.send_signal(signal.SIGINT)
    rest, err = process.communicate(timeout=30)
    assert process.returncode == 130
    assert err == b"" and b"Traceback" not in rest


def shell(command: str, *, stdin: str = "", env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    """`factorgames` run from this checkout by a shell command line ("{factorgames} solve nrich >&-")."""
    plain = {k: v for k, v in os.environ.items() if k not in LANGUAGE_VARIABLES}
    env = {**plain, "LANG": "C.UTF-8", **(env or {}), "PYTHONPATH": str(ROOT / "py")}
    factorgames = f'"{sys.executable}" -m factorgames'
    return subprocess.run(
        ["bash", "-c", command.format(factorgames=factorgames)],
        input=stdin,
        capture_output=True,
        check=False,
        text=True,
        env=env,
        timeout=60,
    )


@pytest.mark.parametrize(
    "command",
    [
        "{factorgames} solve nrich >&-",
        "{factorgames} play nrich --watch easy >&-",
        "{factorgames} solve nrich > /dev/full",
        "{factorgames} play nrich > /dev/full",
        "{factorgames} table juniper-green --max 300 > /dev/full",
    ],
)
def test_output_that_cannot_be_written_ends_quietly_with_status_1(command) -> None:
    result = shell(command, stdin="48\n")
    assert result.returncode == 1
    assert result.stderr == ""


def test_a_closed_standard_error_keeps_the_usage_status() -> None:
    result = shell("{factorgames} solve chess 2>&-")
    assert result.returncode == 2 and result.stdout == ""
    assert shell("{factorgames} solve chess 2> /dev/full").returncode == 2


@pytest.mark.parametrize("asked", [{"LANG": "fr_FR.UTF-8"}, {"LANGUAGE": "fr"}])
def test_french_on_a_terminal_that_cannot_write_accents_loses_only_the_accents(asked) -> None:
    env = {"PYTHONIOENCODING": "ascii", **asked}
    result = shell("{factorgames} play nrich", stdin="48\n", env=env)
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.isascii()
    assert "Bienvenue dans Juniper Green (NRICH) !" in result.stdout  # a no-break space became a space
    assert "Partie abandonnee." in result.stdout  # abandonnée
    error = shell("{factorgames} solve nrich --range 9-3", env=env)
    assert error.returncode == 2 and error.stderr.isascii() and "Traceback" not in error.stderr
    assert "il faut 1 <= debut <= fin." in error.stderr  # début
    assert (
        shell("{factorgames} play nrich --lang fr", stdin="48\n", env={"PYTHONIOENCODING": "ascii"}).stdout
        == result.stdout
    )


# What pip writes as the `factorgames` command, from pyproject.toml's [project.scripts].
ENTRY = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]["factorgames"]
COMMAND = "from {0} import {1}\nsys.exit({1}())".format(*ENTRY.split(":"))
PYTHON_M = "import runpy\nrunpy.run_module('factorgames', run_name='__main__', alter_sys=True)"
CTRL_C_WHEN_IMPORTED = """
import os, signal, sys
def ctrl_c(event, args):
    if event == "import" and args[0] == {module!r}:
        os.kill(os.getpid(), signal.SIGINT)  # delivered at once, while the module loads
sys.addaudithook(ctrl_c)
sys.argv = ["factorgames", "solve", "nrich"]
"""


@pytest.mark.parametrize("module", ["factorgames.i18n", "factorgames.play.solver", "argparse"])
@pytest.mark.parametrize("start", [COMMAND, PYTHON_M], ids=["command", "python -m"])
def test_ctrl_c_while_the_program_starts_exits_130_without_a_word(start, module) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    script = CTRL_C_WHEN_IMPORTED.format(module=module) + start
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, check=False, text=True, env=env, timeout=60
    )
    assert result.returncode == 130
    assert result.stderr == "" and result.stdout == ""


def test_ctrl_c_while_a_large_answer_is_written_leaves_it_whole() -> None:
    import signal

    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    # About 380 kB of JSON: far more than a pipe holds, so the program is still writing it when
    # the first bytes arrive here, and waits for this test to read on.
    process = subprocess.Popen(
        [sys.executable, "-m", "factorgames", "solve", "juniper-green", "--range", "1-20000"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    )
    assert process.stdout is not None
    first = cast(io.BufferedReader, process.stdout).read1(4096)
    assert first, "the answer began"
    process.send_signal(signal.SIGINT)
    rest, err = process.communicate(timeout=60)
    assert process.returncode == 130 and err == b""
    assert json.loads(first + rest)["game"] == "juniper-green", "the whole answer, or none of it"


# ------------------------------------------------------------------------------ one source of truth: the records


SHIPPED = json.loads((ROOT / "records" / "records.json").read_text())
"""The records shipped in the repository (records/records.json, the Records page's summary)."""


@pytest.fixture
def no_records(monkeypatch, tmp_path):
    """An installed package: no records/ beside it."""
    from factorgames.records import shipped

    monkeypatch.setattr(shipped, "SHIPPED", tmp_path / "records" / "records.json")
    shipped.shipped.cache_clear()
    yield
    shipped.shipped.cache_clear()


def test_longest_answers_from_the_shipped_proven_chains() -> None:
    from factorgames.solve.longest import is_chain

    chains = SHIPPED["chains"]
    assert len(chains) == 288
    for hi in (101, 150, 200, 288):
        code, out = run("longest", "--range", f"1-{hi}")
        answer = json.loads(out)
        assert code == 0 and answer == {
            "range": [1, hi],
            "length": chains[hi - 1][1],
            "proven": True,
            "chain": chains[hi - 1][2],
        }
        assert is_chain(answer["chain"]) and max(answer["chain"]) <= hi
    assert json.loads(run("longest", "--range", "1-150")[1])["length"] == 112
    assert json.loads(run("longest", "--range", "1-100")[1])["length"] == chains[99][1] == 77
    for hi in range(1, 101):  # the engine's own table agrees with the records
        assert json.loads(run("longest", "--range", f"1-{hi}")[1])["length"] == chains[hi - 1][1], hi
    assert json.loads(run("longest", "--range", "1-289")[1])["length"] is None
    assert json.loads(run("longest", "--range", "2-150")[1])["length"] is None, "the records are of 1..n only"
    result = run_process("longest", "--range", "1-150")
    assert result.returncode == 0 and json.loads(result.stdout)["length"] == 112


def test_without_the_records_longest_answers_as_before(no_records) -> None:
    assert json.loads(run("longest", "--range", "1-150")[1]) == {
        "range": [1, 150],
        "length": None,
        "proven": False,
        "chain": None,
    }
    assert json.loads(run("longest", "--range", "1-100")[1])["length"] == 77


@pytest.mark.parametrize(
    "game, opening, at",
    [("juniper-green", None, 2), ("nrich", None, 3), ("juniper-green", "any", 1), ("factor-chain-challenge", None, 1)],
)
def test_table_answers_from_the_shipped_records_beyond_1000(game: str, opening: str | None, at: int) -> None:
    rows = SHIPPED["chain_games"]["rows"]
    assert SHIPPED["chain_games"]["openings"] == ["any", "even", "even-below-half"] and len(rows) == 10000
    argv = ["table", game, "--max", "10000", "--min", "900"] + (["--opening", opening] if opening else [])
    code, out = run(*argv)
    answer = json.loads(out)
    assert code == 0 and answer["game"] == game
    assert [row["range"] for row in answer["rows"]] == [[1, hi] for hi in range(900, 10001)]
    for row in answer["rows"]:
        hi = row["range"][1]
        count, smallest = rows[hi - 1][at]
        if hi <= 1000:  # computed: the documented shape, agreeing with the records
            assert set(row) == {"range", "first_player_wins", "winning_moves"}
            assert (len(row["winning_moves"]), min(row["winning_moves"], default=0)) == (count, smallest), hi
        else:  # from the records: how many first numbers win, the smallest
            assert row == {
                "range": [1, hi],
                "first_player_wins": count > 0,
                "winning_count": count,
                "smallest_winning": smallest or None,
            }
        assert row["first_player_wins"] == (count > 0)
    assert sum(row["first_player_wins"] for row in answer["rows"][101:]) == sum(r[at][0] > 0 for r in rows[1000:])


def test_table_beyond_the_records_or_for_a_rule_they_do_not_hold_is_refused() -> None:
    for argv, top in (
        (["table", "juniper-green", "--max", "10001"], 10000),
        (["table", "multiplicity", "--max", "1001"], 1000),  # a start number
        (["table", "nrich", "--max", "1001", "--start", "4"], 1000),
        (["table", "number-nexus", "--max", "1001"], 1000),  # from 2
        (["table", "factor-game", "--max", "64"], 63),
    ):
        result = run_process(*argv)
        assert result.returncode == 2 and not result.stdout
        assert result.stderr.splitlines() == [
            f"factorgames: --max must be between {2 if 'number-nexus' in argv else 1} and {top}"
        ], argv
    assert json.loads(run("table", "multiplicity", "--max", "1001", "--start", "none", "--min", "1001")[1])["rows"] == [
        {
            "range": [1, 1001],
            "first_player_wins": True,
            "winning_count": SHIPPED["chain_games"]["rows"][1000][1][0],
            "smallest_winning": SHIPPED["chain_games"]["rows"][1000][1][1],
        }
    ]


def test_without_the_records_table_stops_at_1000(no_records) -> None:
    assert run("table", "juniper-green", "--max", "1001") == (2, "")
    code, out = run("table", "juniper-green", "--max", "1000", "--min", "1000")
    assert code == 0 and set(json.loads(out)["rows"][0]) == {"range", "first_player_wins", "winning_moves"}


def test_the_factor_game_table_agrees_with_the_records() -> None:
    boards = SHIPPED["factor_game"]["boards"]
    assert [b[0] for b in boards] == list(range(2, 64))
    code, out = run("table", "factor-game", "--max", "63")
    assert code == 0
    assert [[row["range"][1], row["margin"], row["winning_moves"]] for row in json.loads(out)["rows"]] == boards
    assert all(row["first_player_wins"] == (row["margin"] > 0) for row in json.loads(out)["rows"])
