"""Longest chains with a certificate of optimality: the branch and cut's certificates, replayed by
the separate checker (records/chain_check.py), prove the published values; the shipped
certificate replays; a certificate tampered with in any way is refused."""

from __future__ import annotations

import copy
import gzip
import json
from pathlib import Path
from typing import Any

import pytest

from factorgames.records.chain_check import ChainProofError, check_chain_proof
from factorgames.records.verify import RecordsError, verify
from oracle import longest_chain_length
from test_cli import run_process
from test_study import A337125

SHIPPED = Path(__file__).parents[2] / "records" / "chains-certificate.json.gz"


def _shipped() -> list[dict[str, Any]]:
    chains: list[dict[str, Any]] = json.loads(gzip.decompress(SHIPPED.read_bytes()))["chains"]
    return chains


def _write(tmp_path: Path, chains: list[dict[str, Any]]) -> Path:
    path = tmp_path / "chains.json"
    path.write_text(json.dumps({"format": 1, "chains": chains}))
    return path


def test_fresh_certificates_prove_the_published_lengths_and_brute_forces(tmp_path: Path) -> None:
    pytest.importorskip("scipy")
    from factorgames.records.tasks import longest_chain

    chains = [longest_chain(n) for n in range(1, 41)]
    assert [c["length"] for c in chains] == A337125[:40]
    assert [c["length"] for c in chains[:14]] == [longest_chain_length(n) for n in range(1, 15)]
    assert verify(_write(tmp_path, chains)) == [
        (
            f"longest chains: 40 chains replayed, each proven longest by its certificate "
            f"({sum(check_chain_proof(c['certificate'])[2] for c in chains)} leaves in all)"
        )
    ]
    assert any("split" in c["certificate"]["tree"] for c in chains), "some n needs a branch"


def test_the_shipped_certificate_replays_and_holds_the_published_values(tmp_path: Path) -> None:
    chains = _shipped()
    assert [c["n"] for c in chains] == list(range(1, len(chains) + 1)) and len(chains) >= 200
    assert [c["length"] for c in chains[:68]] == A337125 and chains[99]["length"] == 77
    # a sample here (1..100, 200 and the last; `factorgames verify` replays them all in seconds)
    assert verify(_write(tmp_path, chains[:100]))[0].startswith("longest chains: 100 chains replayed, each proven")
    for entry in (chains[199], chains[-1]):
        assert check_chain_proof(entry["certificate"])[:2] == (entry["n"], len(entry["chain"]))
    page = json.loads((SHIPPED.parent / "records.json").read_text(encoding="utf-8"))["chains"]
    assert [(n, length, chain) for n, length, chain, _ in page] == [(c["n"], c["length"], c["chain"]) for c in chains]


def _split(chains: list[dict[str, Any]]) -> dict[str, Any]:
    """The first shipped entry whose proof branches."""
    return copy.deepcopy(next(c for c in chains if "split" in c["certificate"]["tree"]))


def test_a_multiplier_changed_so_a_leaf_bounds_above_the_length_is_refused() -> None:
    entry = copy.deepcopy(_shipped()[59])
    certificate = entry["certificate"]
    assert check_chain_proof(certificate) == (60, 49, 1)
    leaf = certificate["tree"]
    hub = next(pair for pair in leaf["degree"] if pair[0] == 0)
    hub[1] += 1000 * leaf["scale"]  # the depot's row weighs 1000 more: the bound grows by ~2000
    with pytest.raises(
        ChainProofError,
        match=r"1\.\.60: the leaf at the root bounds the length by \d{4}\.\d+, "
        r"not below 50",
    ):
        check_chain_proof(certificate)
    negative = copy.deepcopy(entry["certificate"])
    negative["tree"]["cuts"][0][1] = -1
    with pytest.raises(ChainProofError, match="not negative"):
        check_chain_proof(negative)


def test_a_missing_branch_or_a_variable_split_twice_is_refused() -> None:
    certificate = _split(_shipped())["certificate"]
    n, name = certificate["n"], certificate["tree"]["split"]
    missing = copy.deepcopy(certificate)
    del missing["tree"]["1"]
    with pytest.raises(ChainProofError, match=rf"1\.\.{n}: the split on {name} misses its branch {name} = 1"):
        check_chain_proof(missing)
    twice = copy.deepcopy(certificate)
    twice["tree"]["0"] = {"split": name, "0": twice["tree"]["0"], "1": twice["tree"]["0"]}
    with pytest.raises(ChainProofError, match=f"splits on {name} twice"):
        check_chain_proof(twice)
    root_only = copy.deepcopy(certificate)
    root_only["tree"] = root_only["tree"]["0"]  # the branch's multipliers do not hold at the root
    with pytest.raises(ChainProofError, match="bounds the length by"):
        check_chain_proof(root_only)


@pytest.mark.parametrize("cut", [[7, [6, 12, 18]], [7, [7, 7, 14]], [61, [61]], [0, [0, 5]]])
def test_a_cut_of_an_invalid_form_is_refused(cut: list[Any]) -> None:
    certificate = copy.deepcopy(_shipped()[59]["certificate"])
    certificate["cuts"][0] = cut
    with pytest.raises(ChainProofError, match=r"1\.\.60: the cut .* is not of the form \(S, k\)"):
        check_chain_proof(certificate)


def test_a_chain_one_short_of_its_claim_is_refused(tmp_path: Path) -> None:
    chains = _shipped()[:40]
    short = copy.deepcopy(chains)
    short[39]["chain"] = short[39]["chain"][:-1]  # the records claim 32 with 31 numbers
    with pytest.raises(RecordsError, match=r"1\.\.40: the length claimed is not the chain's"):
        verify(_write(tmp_path, short))
    lower = copy.deepcopy(chains)
    lower[39]["certificate"]["length"] = 31  # a proof of one less than the chain
    with pytest.raises(RecordsError, match=r"longest chains: 1\.\.40: the leaf .* not below 32"):
        verify(_write(tmp_path, lower))
    proc = run_process("verify", str(_write(tmp_path, lower)))
    assert proc.returncode == 2 and "not below 32" in proc.stderr and "Traceback" not in proc.stderr
