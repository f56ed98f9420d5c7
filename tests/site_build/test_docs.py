"""The documentation keeps its word: README.md and docs/*.md, checked against the repository.

- every `python3 -m factorgames` line of a fenced shell block runs and exits 0 (the block's lines in
  order, in a scratch folder holding a copy of records/, input closed, with a time limit), unless a
  comment line `# not run by the tests: <why>` stands just before it; such lines stay few;
- a shell line that calls the command line another way (`factorgames ...`, `PYTHONPATH=py python3
  -m factorgames ...`) is refused, so that no command escapes the first check;
- every relative link resolves to a file of the repository, and its #anchor to a heading there;
- every repository path a document names in backticks exists;
- every flag a document gives `build.py` is one build.py's parser knows;
- the README stays short (100 lines at most), and no document names a path of one machine.
"""

from __future__ import annotations

import os
import re
import shlex
import shutil
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = next(folder for folder in Path(__file__).resolve().parents if (folder / "build.py").is_file())
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SHELL = {"sh", "bash", "shell", "console"}
CLI = "python3 -m factorgames"
SKIP = re.compile(r"^#\s*not run by the tests\b")
MAX_SKIPPED = 6
"""The lines a document keeps from the tests (the records job's long or repository-writing ones)."""
TIMEOUT_S = 300
README_MAX_LINES = 100


def rel(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@dataclass(frozen=True)
class Block:
    doc: Path
    line: int  # where the fence opens, 1-based
    lang: str
    lines: tuple[str, ...]


def blocks(doc: Path) -> Iterator[Block]:
    """The fenced code blocks of a document."""
    lines = doc.read_text(encoding="utf-8").splitlines()
    i = 0
    while i < len(lines):
        fence = re.match(r"^\s*(```+|~~~+)\s*([\w+-]*)", lines[i])
        if not fence:
            i += 1
            continue
        start, body = i, []
        i += 1
        while i < len(lines) and not lines[i].strip().startswith(fence.group(1)):
            body.append(lines[i])
            i += 1
        yield Block(doc, start + 1, fence.group(2).lower(), tuple(body))
        i += 1


def prose(doc: Path) -> str:
    """A document's text outside its fenced blocks (fenced lines blanked, so line numbers hold)."""
    lines = doc.read_text(encoding="utf-8").splitlines()
    fenced = {block.line - 1 + k for block in blocks(doc) for k in range(len(block.lines) + 2)}
    return "\n".join("" if n in fenced else line for n, line in enumerate(lines))


def commands(block: Block) -> tuple[list[str], list[str]]:
    """A shell block's command-line lines: those to run and those a marker keeps from the tests."""
    run: list[str] = []
    skipped: list[str] = []
    marked = False
    for raw in block.lines:
        line = raw.strip()
        if SKIP.match(line):
            marked = True
            continue
        if line.startswith((CLI + " ", CLI + ".")):
            (skipped if marked else run).append(line)
        marked = False
    return run, skipped


SHELL_BLOCKS = [block for doc in DOCS for block in blocks(doc) if block.lang in SHELL]
RUN_BLOCKS = [block for block in SHELL_BLOCKS if commands(block)[0]]


def test_the_docs_have_commands_to_run() -> None:
    """The checks below find what they check (a fence or a prefix misread would find nothing)."""
    run = [line for block in SHELL_BLOCKS for line in commands(block)[0]]
    assert len(run) >= 10, run


def test_few_commands_are_kept_from_the_tests() -> None:
    skipped = [f"{rel(b.doc)}:{b.line}: {line}" for b in SHELL_BLOCKS for line in commands(b)[1]]
    assert len(skipped) <= MAX_SKIPPED, "\n".join(skipped)


def test_every_command_line_call_is_one_the_tests_run() -> None:
    wrong = []
    for block in SHELL_BLOCKS:
        for line in (raw.strip() for raw in block.lines):
            code = line.split("#", 1)[0]
            calls = re.search(r"(^|\s)(-m\s+)?factorgames(\.records)?\s", code + " ") and "pip install" not in code
            if calls and not line.startswith(CLI):
                wrong.append(f"{rel(block.doc)}:{block.line}: {line}")
    assert not wrong, "write these as `python3 -m factorgames ...`:\n" + "\n".join(wrong)


@pytest.mark.parametrize("block", RUN_BLOCKS, ids=lambda b: f"{rel(b.doc)}:{b.line}")
def test_the_docs_commands_run(block: Block, tmp_path: Path) -> None:
    """Each line in order, as a reader would type them in the repository (here a scratch copy of
    its records/), with no keyboard: `play` ends quietly when its input is closed."""
    shutil.copytree(ROOT / "records", tmp_path / "records")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "py"), str(ROOT)]), "PYTHONIOENCODING": "utf-8"}
    for line in commands(block)[0]:
        argv = shlex.split(line, comments=True)
        assert argv[0] == "python3"
        done = subprocess.run(
            [sys.executable, *argv[1:]],
            check=False,
            cwd=tmp_path,
            env=env,
            stdin=subprocess.DEVNULL,
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
        )
        assert done.returncode == 0, f"{line}\nexit {done.returncode}\n{done.stderr[-2000:]}"


def slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower().replace("`", ""))
    return text.replace(" ", "-")


def anchors(doc: Path) -> set[str]:
    found: set[str] = set()
    for line in prose(doc).splitlines():
        heading = re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if heading:
            base = slug(heading.group(1))
            name, n = base, 0
            while name in found:
                n += 1
                name = f"{base}-{n}"
            found.add(name)
    return found


LINK = re.compile(r"\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")


def links(doc: Path) -> Iterator[str]:
    for match in LINK.finditer(re.sub(r"`[^`\n]*`", "", prose(doc))):
        target = match.group(1)
        if not re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):  # http:, https:, mailto:
            yield target


@pytest.mark.parametrize("doc", DOCS, ids=rel)
def test_every_relative_link_resolves(doc: Path) -> None:
    broken = []
    for target in links(doc):
        path, _, anchor = target.partition("#")
        file = (doc.parent / path).resolve() if path else doc
        if not file.exists() or ROOT not in [file, *file.parents]:
            broken.append(f"{target}: no such file in the repository")
        elif anchor and file.suffix == ".md" and anchor not in anchors(file):
            broken.append(f"{target}: no heading #{anchor} in {rel(file)}")
    assert not broken, "\n".join(broken)


PATH = re.compile(r"`([\w.-]+(?:/[\w.-]+)*/(?:[\w.-]+\.(?:py|js|mjs|ts|md|html|css|json|txt|gz|bin|xsd|toml))?)`")


@pytest.mark.parametrize("doc", DOCS, ids=rel)
def test_every_path_named_exists(doc: Path) -> None:
    """`js/engine/boot.js`, `games/chain/study.py` (inside py/factorgames), `tests/e2e/`: a renamed
    file leaves its old name here, and this finds it."""
    missing = []
    for match in PATH.finditer(doc.read_text(encoding="utf-8")):
        name = match.group(1)
        if "/" not in name.rstrip("/") or name.startswith("dist/"):
            continue
        if not any((base / name).exists() for base in (ROOT, ROOT / "py" / "factorgames", ROOT / "docs")):
            missing.append(name)
    assert not missing, "named but not in the repository: " + ", ".join(missing)


def build_flags() -> set[str]:
    done = subprocess.run(
        [sys.executable, "build.py", "--help"], cwd=ROOT, capture_output=True, text=True, timeout=120, check=True
    )
    return set(re.findall(r"(?<![\w-])--[a-z][\w-]*", done.stdout))


def test_every_build_flag_named_exists() -> None:
    known = build_flags()
    assert {"--no-serve", "--scorm"} <= known, known
    named: dict[str, list[str]] = {}
    for doc in DOCS:
        for match in re.finditer(r"build\.py([^`\n#)]*)", doc.read_text(encoding="utf-8")):
            for flag in re.findall(r"(?<![\w-])--[a-z][\w-]*", match.group(1)):
                named.setdefault(flag, []).append(rel(doc))
    assert named, "no `build.py --flag` found in the docs"
    unknown = {flag: where for flag, where in named.items() if flag not in known}
    assert not unknown, f"build.py knows no such flag: {unknown}"


def test_the_readme_is_short() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= README_MAX_LINES, f"README.md has {len(lines)} lines (at most {README_MAX_LINES})"


MACHINE_PATH = re.compile(r"(?<![\w.~-])(/(?:work|root|tmp|home|Users|mnt|private/var|var/folders)/|[A-Z]:\\)")


@pytest.mark.parametrize("doc", DOCS, ids=rel)
def test_no_machine_path(doc: Path) -> None:
    found = [
        f"{n}: {line}"
        for n, line in enumerate(doc.read_text(encoding="utf-8").splitlines(), 1)
        if MACHINE_PATH.search(line)
    ]
    assert not found, "\n".join(found)
