"""Benchmark of the longest chains' proofs: for each n, the time of the branch and cut that finds a
longest chain of 1..n with its certificate (sitebuild/longest.py, scipy's HiGHS) and the time of
the separate checker that replays it (records/chain_check.py, exact integers), with the size of
the certificate.

Run from the repository root:  python3 bench/bench_chains.py [N_MAX] [STEP]   (default 200 10)
Prints figures only.
"""

import json
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "py")]

from factorgames.records.chain_check import check_chain_proof
from sitebuild.longest import chain_certificate


def main() -> None:
    n_max = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    step = int(sys.argv[2]) if len(sys.argv) > 2 else 10
    print(f"{'n':>4} {'length':>6} {'search s':>9} {'check s':>8} {'leaves':>6} {'cuts':>5} {'bytes':>7}")
    searched = checked = 0.0
    for n in range(step, n_max + 1, step):
        started = time.perf_counter()
        chain, certificate = chain_certificate(n)
        search = time.perf_counter() - started
        started = time.perf_counter()
        _, _, leaves = check_chain_proof(certificate)
        check = time.perf_counter() - started
        searched, checked = searched + search, checked + check
        size = len(json.dumps(certificate, separators=(",", ":")))
        print(
            f"{n:>4} {len(chain):>6} {search:>9.3f} {check:>8.3f} {leaves:>6} {len(certificate['cuts']):>5} {size:>7}"
        )
    print(f"all  {'':>6} {searched:>9.3f} {checked:>8.3f}")


if __name__ == "__main__":
    main()
