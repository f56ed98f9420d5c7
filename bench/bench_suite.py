"""Where the test suite's time goes (issue #40: a fresh clone's `bash tests/run` in half the time): runs
pytest (by default the whole suite on two workers, as tests/run does) and samples /proc every 0.2 s
for its whole process tree, so that Chromium's processes count too (`time` misses most of them: they
are not reaped into the shell's count).

Run from the repository root:  python3 bench/bench_suite.py [PYTEST ARGUMENTS]
                               (default: -n 2 -q -p no:cacheprovider)

Prints the wall time, the CPU time of the tree by kind of process (Chromium's renderers, its browser
process, Python, Playwright's driver...), and how busy the machine's cores were meanwhile (all of its
work, not only the suite's): a suite that keeps the cores busy is bound by its CPU, and more workers
cannot make it faster. A process that lived less than 0.2 s may be missed. Figures only, no pass or
fail. Linux only.
"""

from __future__ import annotations

import collections
import os
import subprocess
import sys
import time

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def kind(pid: int) -> str:
    """What a process is, from its command line (Chromium's zygote and the renderers it forks rewrite
    theirs as one line, its words apart by spaces)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            words = f.read().decode(errors="replace").rstrip("\0").split("\0")
    except OSError:
        return "?"
    if len(words) == 1:
        words = words[0].split(" ")
    program = os.path.basename(words[0]) if words else "?"
    if "chromium" in words[0]:
        types = [word.removeprefix("--type=") for word in words if word.startswith("--type=")]
        own = " (the browser's own pages)" if "--top-chrome-webui" in words else ""
        return "chromium " + (types[0] if types else "browser") + own
    if program == "node" and len(words) > 1:
        return "node " + os.path.basename(words[1])
    if program.startswith("python"):
        return "python"
    return program or "?"


def processes() -> dict[int, tuple[int, float, int]]:
    """Every process: its parent, its CPU seconds so far (user and system), its start (ticks since boot)."""
    found = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as f:
                    stat = f.read()
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2 :].split()
            found[int(name)] = (int(fields[1]), (int(fields[11]) + int(fields[12])) / CLOCK_TICKS, int(fields[19]))
    return found


def busy_ticks() -> tuple[int, int]:
    """The machine's (busy, all) CPU ticks since boot."""
    with open("/proc/stat") as f:
        ticks = [int(x) for x in f.readline().split()[1:]]
    return sum(ticks) - ticks[3] - ticks[4], sum(ticks)


def main(pytest_args: list[str]) -> None:
    started, (busy0, all0) = time.monotonic(), busy_ticks()
    suite = subprocess.Popen([sys.executable, "-m", "pytest", *pytest_args])
    cpu: dict[tuple[int, int], float] = {}
    kinds: dict[tuple[int, int], str] = {}
    while suite.poll() is None:
        found = processes()
        children = collections.defaultdict(list)
        for pid, (parent, _, _) in found.items():
            children[parent].append(pid)
        tree = [suite.pid]
        while tree:
            pid = tree.pop()
            if pid in found:
                _, seconds, start = found[pid]
                if (pid, start) not in kinds:
                    kinds[(pid, start)] = kind(pid)
                cpu[(pid, start)] = seconds
            tree.extend(children[pid])
        time.sleep(0.2)
    wall, (busy1, all1) = time.monotonic() - started, busy_ticks()
    by_kind: dict[str, float] = collections.defaultdict(float)
    for key, seconds in cpu.items():
        by_kind[kinds[key]] += seconds
    print(f"\npytest {' '.join(pytest_args)}: exit {suite.returncode}, {wall:.0f} s wall")
    print(f"the machine's {os.cpu_count()} cores busy {100 * (busy1 - busy0) / max(all1 - all0, 1):.0f}% meanwhile")
    print(f"CPU of the suite's process tree: {sum(cpu.values()):.0f} s ({len(cpu)} processes)")
    for name, seconds in sorted(by_kind.items(), key=lambda item: -item[1])[:10]:
        print(f"  {seconds:8.1f} s  {name}")


if __name__ == "__main__":
    main(sys.argv[1:] or ["-n", "2", "-q", "-p", "no:cacheprovider"])
