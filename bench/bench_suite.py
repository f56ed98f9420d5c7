"""Where the test suite's time goes (issue #40: a fresh clone's `bash tests/run` in half the time): runs
pytest (by default the whole suite on two workers, as tests/run does) and samples /proc every 0.2 s
for its whole process tree, so that Chromium's processes count too (`time` misses most of them: they
are not reaped into the shell's count).

Run from the repository root:  python3 bench/bench_suite.py [--pages] [--tests] [PYTEST ARGUMENTS]
                               (default: -n 2 -q -p no:cacheprovider)

Prints the wall time, the CPU time of the tree by kind of process (Chromium's renderers, its browser
process, Python, Playwright's driver...), and how busy the machine's cores were meanwhile (all of its
work, not only the suite's): a suite that keeps the cores busy is bound by its CPU, and more workers
cannot make it faster; and what the machine's other processes took meanwhile, by name (the kernel's
threads too: a machine's own work, such as its memory monitor, competes with the suite for the
cores). A process that lived less than 0.2 s may be missed. Figures only, no pass or fail. Linux only.

With --pages it also counts what the browser tests load from the e2e server (tests/e2e/conftest.py's
E2E_REQUEST_LOG; the hosts of tests/e2e/hosts.py are not counted): for each test module, its pages
(documents), its engine starts (each a worker of js/engine/worker.js: a restore of the engine, about
1 CPU-s) and its requests, and how many engine starts the tests make each (the engine's snapshot,
made once by each worker, counts in the worker's first browser test).

With --tests it also gives each test the CPU its xdist worker's process tree (the worker, its Playwright
driver, its Chromium) took while the test ran, set-up and tear-down included (suite_test_times.py marks
each test's start and end), and prints the tests and the modules that took the most: where fewer
browser steps would save the most. A worker's session set-up (its browser's launch, the site's build)
counts in its first test.
"""

from __future__ import annotations

import bisect
import collections
import math
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def kind(pid: int) -> str:
    """What a process is, from its command line (Chromium's zygote and the renderers it forks rewrite
    theirs as one line, its words apart by spaces; the zygote starts as /proc/self/exe)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as f:
            words = f.read().decode(errors="replace").rstrip("\0").split("\0")
    except OSError:
        return "?"
    if len(words) == 1:
        words = words[0].split(" ")
    program = os.path.basename(words[0]) if words else "?"
    if "chromium" in words[0] or (program == "exe" and any(word.startswith("--type=") for word in words)):
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


def others(before: dict[int, tuple[int, float, int]], tree: set[tuple[int, int]]) -> dict[str, float]:
    """The CPU seconds of the machine's other processes since `before`, by name (kernel threads included:
    the kernel's memory monitor, kdamond, once took 54 CPU-s beside 169 s of browser tests)."""
    spent: dict[str, float] = collections.defaultdict(float)
    for pid, (_, seconds, start) in processes().items():
        if (pid, start) in tree or pid not in before or before[pid][2] != start:
            continue
        try:
            with open(f"/proc/{pid}/comm") as f:
                name = f.read().strip()
        except OSError:
            continue
        spent[name] += seconds - before[pid][1]
    return spent


def busy_ticks() -> tuple[int, int]:
    """The machine's (busy, all) CPU ticks since boot."""
    with open("/proc/stat") as f:
        ticks = [int(x) for x in f.readline().split()[1:]]
    return sum(ticks) - ticks[3] - ticks[4], sum(ticks)


ENGINE = "/js/engine/worker.js"
"""The engine's worker: one request of it is one engine started (the HTTP cache revalidates it: the
e2e server sends no-cache)."""


def is_page(path: str) -> bool:
    """Whether a request is for a document (a page, a frame's page)."""
    path = path.split("?", 1)[0].split("#", 1)[0]
    return path.endswith(("/", ".html"))


def pages_report(lines: list[str]) -> None:
    """Print each module's tests, pages, engine starts and requests from the e2e server's log."""
    tests: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for line in lines:
        test, _, path = line.rstrip("\n").partition("\t")
        counts = tests[test or "(between tests)"]
        counts["requests"] += 1
        counts["pages"] += is_page(path)
        counts["engines"] += path.split("?", 1)[0].endswith(ENGINE)
    modules: dict[str, collections.Counter[str]] = collections.defaultdict(collections.Counter)
    for test, counts in tests.items():
        modules[test.split("::", 1)[0]].update(counts + collections.Counter(tests=1))
    total = sum(modules.values(), collections.Counter())
    print(
        f"\nthe e2e server: {total['requests']} requests, {total['pages']} pages, {total['engines']} engine starts, "
        f"by {total['tests']} tests"
    )
    starts = collections.Counter(counts["engines"] for counts in tests.values())
    print("tests by their engine starts: " + ", ".join(f"{n}: {starts[n]}" for n in sorted(starts)))
    print(f"  {'engines':>7} {'pages':>6} {'requests':>8} {'tests':>5}  module")
    for module, counts in sorted(modules.items(), key=lambda item: (-item[1]["engines"], item[0])):
        print(f"  {counts['engines']:7d} {counts['pages']:6d} {counts['requests']:8d} {counts['tests']:5d}  {module}")


def temporary_log(prefix: str) -> Path:
    handle, name = tempfile.mkstemp(prefix=prefix, suffix=".log")
    os.close(handle)
    return Path(name)


def at(series: list[tuple[float, float]], moment: float) -> float:
    """A worker's tree's CPU seconds at `moment`, from its samples (the last one taken by then)."""
    index = bisect.bisect_right(series, (moment, math.inf))
    return series[index - 1][1] if index else 0.0


def tests_report(lines: list[str], samples: dict[int, list[tuple[float, float]]]) -> None:
    """Print the tests and the modules whose worker's tree took the most CPU while they ran."""
    starts: dict[tuple[int, str], float] = {}
    spent: dict[str, tuple[float, float]] = {}
    for line in lines:
        pid, event, moment, test = line.rstrip("\n").split("\t", 3)
        if event == "start":
            starts[(int(pid), test)] = float(moment)
        elif (int(pid), test) in starts:
            begun, series = starts.pop((int(pid), test)), samples.get(int(pid), [])
            spent[test] = (at(series, float(moment)) - at(series, begun), float(moment) - begun)
    modules: dict[str, list[float]] = collections.defaultdict(lambda: [0.0, 0.0, 0.0])
    for test, (seconds, wall) in spent.items():
        module = modules[test.split("::", 1)[0]]
        module[0] += seconds
        module[1] += wall
        module[2] += 1
    total = sum(seconds for seconds, _ in spent.values())
    print(f"\nthe tests' CPU (their worker's tree while they ran): {total:.0f} s, {len(spent)} tests")
    print(f"  {'CPU-s':>7} {'wall s':>7} {'tests':>5}  module")
    for name, (seconds, wall, count) in sorted(modules.items(), key=lambda item: -item[1][0])[:25]:
        print(f"  {seconds:7.1f} {wall:7.1f} {count:5.0f}  {name}")
    print(f"  {'CPU-s':>7} {'wall s':>7}  test")
    for test, (seconds, wall) in sorted(spent.items(), key=lambda item: -item[1][0])[:40]:
        print(f"  {seconds:7.1f} {wall:7.1f}  {test}")


def main(pytest_args: list[str]) -> None:
    pages, per_test = "--pages" in pytest_args, "--tests" in pytest_args
    pytest_args = [arg for arg in pytest_args if arg not in ("--pages", "--tests")] or [
        "-n",
        "2",
        "-q",
        "-p",
        "no:cacheprovider",
    ]
    env = dict(os.environ)
    log = temporary_log("suite-requests-") if pages else None
    test_log = temporary_log("suite-tests-") if per_test else None
    if log:
        env["E2E_REQUEST_LOG"] = str(log)
    if test_log:
        env["BENCH_TEST_LOG"] = str(test_log)
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(Path(__file__).parent), env.get("PYTHONPATH")]))
        pytest_args = ["-p", "suite_test_times", *pytest_args]
    started, (busy0, all0), before = time.monotonic(), busy_ticks(), processes()
    suite = subprocess.Popen([sys.executable, "-m", "pytest", *pytest_args], env=env)
    cpu: dict[tuple[int, int], float] = {}
    kinds: dict[tuple[int, int], str] = {}
    # Each process's worker: an xdist worker (a Python child of pytest) and what it starts, else pytest.
    owners: dict[tuple[int, int], int] = {}
    samples: dict[int, list[tuple[float, float]]] = collections.defaultdict(list)
    while suite.poll() is None:
        found = processes()
        children = collections.defaultdict(list)
        for pid, (parent, _, _) in found.items():
            children[parent].append(pid)
        tree = [(suite.pid, suite.pid)]
        while tree:
            pid, owner = tree.pop()
            if pid in found:
                _, seconds, start = found[pid]
                # Read again each time, the last read kept: a renderer Chromium's zygote forks shows the
                # zygote's command line until it writes its own (and an ended process, none).
                now = kind(pid)
                if now != "?" or (pid, start) not in kinds:
                    kinds[(pid, start)] = now
                cpu[(pid, start)] = seconds
                owners[(pid, start)] = owner
            for child in children[pid]:
                worker = pid == suite.pid and kinds.get((child, found[child][2])) == "python"
                tree.append((child, child if worker else owner))
        if per_test:
            moment, totals = time.monotonic(), collections.defaultdict[int, float](float)
            for key, seconds in cpu.items():
                totals[owners[key]] += seconds
            for owner, seconds in totals.items():
                samples[owner].append((moment, seconds))
        time.sleep(0.2)
    wall, (busy1, all1) = time.monotonic() - started, busy_ticks()
    elsewhere = others(before, set(cpu))
    by_kind: dict[str, float] = collections.defaultdict(float)
    for key, seconds in cpu.items():
        by_kind[kinds[key]] += seconds
    print(f"\npytest {' '.join(pytest_args)}: exit {suite.returncode}, {wall:.0f} s wall")
    print(f"the machine's {os.cpu_count()} cores busy {100 * (busy1 - busy0) / max(all1 - all0, 1):.0f}% meanwhile")
    top = ", ".join(
        f"{name} {seconds:.0f} s"
        for name, seconds in sorted(elsewhere.items(), key=lambda item: -item[1])[:3]
        if seconds >= 0.5
    )
    print(f"the machine's other work meanwhile: {sum(elsewhere.values()):.0f} CPU-s ({top or 'nothing'})")
    print(f"CPU of the suite's process tree: {sum(cpu.values()):.0f} s ({len(cpu)} processes)")
    for name, seconds in sorted(by_kind.items(), key=lambda item: -item[1])[:10]:
        print(f"  {seconds:8.1f} s  {name}")
    if log:
        pages_report(log.read_text(encoding="utf-8").splitlines())
        log.unlink()
    if test_log:
        tests_report(test_log.read_text(encoding="utf-8").splitlines(), samples)
        test_log.unlink()


if __name__ == "__main__":
    main(sys.argv[1:])
