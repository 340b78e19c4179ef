"""An op whose module registers two entries (as TileGym's mhc registers three), through D's check and E's timing.

A small TileGym-shaped repository (a dispatch table filled by ``@register_impl``, tests calling
``tilegym.ops.<name>``) whose op ``pair`` registers ``pair_scale``, ``pair_shift`` and a factory. Plain torch
stands in for the kernels: what is under test is that every entry the tests reach is intercepted, each
compared with the port's function of the same name, and each check and timing names its entry.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.core.config import RunConfig
from tilebot.runner.gpu import op_timing
from tilebot.runner.gpu.op_harness import check_cases, import_roots, reached_entries, run_op_tests
from tilebot.runner.gpu.op_plan import OpPlan, entry_fields

pytestmark = pytest.mark.gpu

CONFIG = RunConfig()
BACKEND = """
REGISTRY = {}


def register_impl(name, backend="cutile"):
    def register(fn):
        REGISTRY.setdefault(name, {})[backend] = fn
        return fn

    return register
"""
OPS = """
from tilegym.backend import REGISTRY
from tilegym.ops.cutile import pair as _registers


def pair_scale(x):
    return REGISTRY["pair_scale"]["cutile"](x)


def pair_shift(x, y):
    return REGISTRY["pair_shift"]["cutile"](x, y)
"""
REFERENCE = """
import torch
from tilegym.backend import register_impl


@register_impl("pair_scale", backend="cutile")
def pair_scale(x):
    return x * 2


@register_impl("pair_shift", backend="cutile")
def pair_shift(x, y):
    out = torch.empty_like(x)
    torch.add(x, y, out=out)
    return out


@register_impl("get_pair_func", backend="cutile")
def get_pair_func():
    return pair_scale
"""
PORT = """
import torch


def pair_scale(x):
    return x + x


def pair_shift(x, y):
    out = torch.empty_like(x)
    out[:] = x + y
    return out
"""
SHIFT_UNWRITTEN = PORT.replace("out[:] = x + y", "out[:-1] = (x + y)[:-1]  # the last element never written")
TESTS = """
import pytest
import torch

import tilegym.ops


@pytest.mark.parametrize("n", [1000, 4096])
def test_scale(n):
    x = torch.randn(n, device="cuda")
    torch.testing.assert_close(tilegym.ops.pair_scale(x), x * 2)


def test_shift():
    x, y = torch.randn(2, 3000, device="cuda")
    torch.testing.assert_close(tilegym.ops.pair_shift(x, y), x + y)
"""
NODES = ["tests/ops/test_pair.py::test_scale[1000]", "tests/ops/test_pair.py::test_scale[4096]"]
NODES += ["tests/ops/test_pair.py::test_shift"]


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    files = {
        "src/tilegym/__init__.py": "",
        "src/tilegym/backend.py": BACKEND,
        "src/tilegym/ops/__init__.py": OPS,
        "src/tilegym/ops/cutile/__init__.py": "",
        "src/tilegym/ops/cutile/pair.py": REFERENCE,
        "src/tilegym/ops/cutile_rs/__init__.py": "",
        "src/tilegym/ops/cutile_rs/pair.py": PORT,
        "tests/ops/test_pair.py": TESTS,
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(text, encoding="utf-8")
    return tmp_path


def plan(repo: Path, mode: str, reference: str = "cutile") -> OpPlan:
    specs = reached_entries(repo, CONFIG, "pair", NODES)
    assert [s["cutile"] for s in specs] == ["tilegym.ops.cutile.pair:pair_scale", "tilegym.ops.cutile.pair:pair_shift"]
    fields = entry_fields(specs, reference=reference, candidate="cutile_rs")
    return OpPlan.model_validate(
        {"mode": mode, "op": "pair", **fields, "out_dir": str(repo / mode), "reps": 5, "warmup": 2}
        | ({"measure_ceiling": False} if mode == "time" else {})
    )


def test_d_checks_each_entry_against_the_port_s_function_of_the_same_name(repo: Path) -> None:
    run = run_op_tests(repo, plan(repo, "check"), NODES, roots=import_roots(repo, CONFIG), timeout=300)
    assert run.results is not None and not run.results.setup_error, run.output_tail
    cases = {c.config: c for c in check_cases(run.results)}
    print("\n" + "\n".join(f"{c.config}: {c.outcome} {c.message}" for c in cases.values()))
    assert sorted(cases) == [
        "tests/ops/test_pair.py::test_scale[1000]#pair_scale#call1",
        "tests/ops/test_pair.py::test_scale[4096]#pair_scale#call1",
        "tests/ops/test_pair.py::test_shift#pair_shift#call1",
    ]
    assert all(c.passed for c in cases.values()) and run.exit_code == 0

    (repo / "src/tilegym/ops/cutile_rs/pair.py").write_text(SHIFT_UNWRITTEN, encoding="utf-8")
    run = run_op_tests(repo, plan(repo, "check"), NODES, roots=import_roots(repo, CONFIG), timeout=300)
    assert run.results is not None, run.output_tail
    wrong = [c for c in check_cases(run.results) if not c.passed]
    print("\n".join(f"{c.config}: {c.outcome} {c.message}" for c in wrong))
    assert [c.config for c in wrong if "#call" in c.config] == ["tests/ops/test_pair.py::test_shift#pair_shift#call1"]
    assert wrong[0].outcome == "fail" and "NaN" in wrong[0].message


def test_e_times_each_test_s_entry_and_names_it(repo: Path) -> None:
    run = run_op_tests(repo, plan(repo, "time"), NODES, roots=import_roots(repo, CONFIG), timeout=300)
    assert run.results is not None and not run.results.setup_error, run.output_tail
    timed = op_timing.comparisons(run.results)
    print("\n" + "\n".join(f"{c['config']} [{c['entry']}]: ratio {c.get('ratio')}" for c in timed))
    assert [(c["config"], c["entry"]) for c in timed] == [
        ("tests/ops/test_pair.py::test_scale[1000]", "pair_scale"),
        ("tests/ops/test_pair.py::test_scale[4096]", "pair_scale"),
        ("tests/ops/test_pair.py::test_shift", "pair_shift"),
    ]
    assert all(c.get("ratio") is not None for c in timed)
