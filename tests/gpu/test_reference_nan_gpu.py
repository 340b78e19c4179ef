"""D's check where the reference itself computes NaN, through the real op_plugin in a TileGym-shaped repository.

TileGym's chunk_gated_delta_rule gives NaN everywhere for its prenormalized correlated keys (its triangular solve
breaks down), as its port does. A NaN poison alone cannot tell the port's NaN from an element it never wrote; the
candidate's second run, poisoned with a number, can. Plain torch stands in for the kernels: what is under test is
the judgement, so a faithful port passes and ports that leave the NaN row unwritten or write numbers there fail,
whether the op allocates its output or writes into one the test allocated (here already NaN, as memory the
allocator hands back after an earlier check's poison can be).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.core.config import RunConfig
from tilebot.runner.gpu.op_harness import check_cases, import_roots, reached_entries, run_op_tests
from tilebot.runner.gpu.op_plan import OpPlan, entry_fields

pytestmark = pytest.mark.gpu

CONFIG = RunConfig()
REFERENCE = """
import torch


def masked(x, out=None):
    # row 0 has no key to attend to: 0/0, NaN, as the reference kernel computes it
    out = torch.empty_like(x) if out is None else out
    mask = torch.arange(x.shape[0], device=x.device)[:, None] == 0
    out.copy_(x.masked_fill(mask, float("-inf")).softmax(-1))
    return out
"""
FAITHFUL = REFERENCE
LEAVES_ROW_0 = REFERENCE.replace("out.copy_(", "out[1:].copy_(").replace(".softmax(-1))", ".softmax(-1)[1:])")
ZEROS_IN_ROW_0 = REFERENCE.replace("    return out\n", "    out[0].zero_()\n    return out\n")
TESTS = """
import torch

import tilegym.ops.cutile.masked as op


def test_allocates():
    x = torch.randn(64, 128, device="cuda")
    op.masked(x)


def test_writes_into():
    x = torch.randn(64, 128, device="cuda")
    out = torch.full_like(x, float("nan"))
    op.masked(x, out)
"""
NODES = ["tests/ops/test_masked.py::test_allocates", "tests/ops/test_masked.py::test_writes_into"]


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    files = {
        "src/tilegym/__init__.py": "",
        "src/tilegym/ops/__init__.py": "",
        "src/tilegym/ops/cutile/__init__.py": "",
        "src/tilegym/ops/cutile/masked.py": REFERENCE,
        "src/tilegym/ops/cutile_rs/__init__.py": "",
        "tests/ops/test_masked.py": TESTS,
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def _checks(repo: Path, port: str) -> dict[str, tuple[str, str]]:
    (repo / "src/tilegym/ops/cutile_rs/masked.py").write_text(port, encoding="utf-8")
    fields = entry_fields(reached_entries(repo, CONFIG, "masked", NODES), reference="cutile", candidate="cutile_rs")
    plan = OpPlan.model_validate({"mode": "check", "op": "masked", **fields, "out_dir": str(repo / "check")})
    run = run_op_tests(repo, plan, NODES, roots=import_roots(repo, CONFIG), timeout=300)
    assert run.results is not None and not run.results.setup_error, run.output_tail
    cases = {c.config.partition("#")[0].rpartition("::")[2]: (c.outcome, c.message) for c in check_cases(run.results)}
    print("\n".join(f"{name}: {outcome} {message}" for name, (outcome, message) in cases.items()))
    return cases


def test_a_port_writing_nan_where_the_reference_computes_it_passes(repo: Path) -> None:
    cases = _checks(repo, FAITHFUL)
    assert sorted(cases) == ["test_allocates", "test_writes_into"]
    for outcome, message in cases.values():
        assert outcome == "pass" and "written by the candidate" in message, message


def test_a_port_leaving_the_nan_row_unwritten_fails_with_its_own_or_the_test_s_output(repo: Path) -> None:
    cases = _checks(repo, LEAVES_ROW_0)
    for outcome, message in cases.values():
        assert outcome == "fail" and "128 elements where the reference computes NaN were left unwritten" in message


def test_a_port_writing_numbers_where_the_reference_computes_nan_fails(repo: Path) -> None:
    cases = _checks(repo, ZEROS_IN_ROW_0)
    for outcome, message in cases.values():
        assert outcome == "fail" and "128 elements hold a number where the reference computes NaN" in message
