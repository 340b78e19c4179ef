"""Stage A's dry run where a configuration could be lost or recorded with the wrong layout.

- A test that turns any error into a skip (``except Exception: pytest.skip(...)``) must not turn the shape-only
  torch's own limits into "skipped for the cuTile backend": on a GPU the configuration would run.
- An output the wrapper allocates with ``torch.empty_like`` of a strided input has that input's layout in real torch
  (``preserve_format``), so the recorded launch, and the unit strides B specializes on, must have it too.
- A fixture of a conftest pytest reads for the test file reaches the dry-run worker's test: stage A hands it the
  conftests it found, the only ones the worker imports.
"""

from __future__ import annotations

import pytest

from tests.support import synthetic_op
from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig
from tilebot.runner.analysis.analyze_op import Options, analyze

TEST = """
import pytest
import torch

import tilegym


class Test_Scale:
    _backends = ["cutile"]

    @pytest.mark.parametrize("backend", _backends)
    def test_guarded_setup(self, backend):
        try:
            x = torch.randn(64, 64, device="cuda").unflatten(0, (8, 8))  # not modelled by the shape-only torch
        except Exception as e:
            pytest.skip(f"setup not supported: {e}")
        tilegym.ops.scale(x)

    @pytest.mark.parametrize("backend", _backends)
    def test_own_skip(self, backend):
        try:
            raise ValueError("the target's own reason")
        except ValueError as e:
            pytest.skip(str(e))

    @pytest.mark.parametrize("backend", _backends)
    def test_transposed_2d(self, backend):
        x = torch.randn(128, 64, device="cuda", dtype=torch.float32).t()
        tilegym.ops.scale(x, two_d=True)

    @pytest.mark.parametrize("backend", _backends)
    def test_conftest_fixture(self, backend, rows):
        tilegym.ops.scale(torch.randn(rows, device="cuda", dtype=torch.float32))
"""

CONFTEST = """
import pytest


@pytest.fixture
def rows():
    return 96
"""


@pytest.fixture(scope="module")
def analysis(tmp_path_factory: pytest.TempPathFactory) -> Analysis:
    root = synthetic_op.write_repo(tmp_path_factory.mktemp("repo"))
    (root / "tests/ops/test_scale.py").write_text(TEST.lstrip("\n"), encoding="utf-8")
    (root / "tests/ops/conftest.py").write_text(CONFTEST.lstrip("\n"), encoding="utf-8")
    return analyze(root, "scale", RunConfig(), root / "run", Options(export_ir=False))


def _config(a: Analysis, test: str) -> object:
    (found,) = [c for c in a.correctness_configs if f"::{test}[" in c.node_id]
    return found


def test_a_skip_taken_on_a_stand_in_limit_is_reported_not_skipped(analysis: Analysis) -> None:
    guarded = _config(analysis, "test_guarded_setup")
    assert guarded.status == "untraced"  # type: ignore[attr-defined]
    assert "UnsupportedTorchAPI" in guarded.note and "Tensor.unflatten" in guarded.note  # type: ignore[attr-defined]
    assert any("Tensor.unflatten" in u.reason for u in analysis.unresolved)


def test_a_skip_of_the_tests_own_is_still_a_skip(analysis: Analysis) -> None:
    own = _config(analysis, "test_own_skip")
    assert own.status == "skipped" and own.note == "the target's own reason"  # type: ignore[attr-defined]


def test_an_empty_like_output_keeps_its_transposed_inputs_layout(analysis: Analysis) -> None:
    (two_d,) = [v for v in analysis.variants if v.kernel == "_scale_kernel_2d"]
    x, y = two_d.signature.params[:2]
    # x is (64, 128) with strides (1, 64); torch.empty_like(x) has the same strides, so neither has a unit last stride
    assert x.stride_constant == (1, None) and y.stride_constant == (1, None)  # type: ignore[union-attr]
    assert two_d.array_unit_strides == [[[True, False], [True, False]]]


def test_a_conftest_fixture_reaches_the_dry_run(analysis: Analysis) -> None:
    fed = _config(analysis, "test_conftest_fixture")
    assert fed.status == "mapped", (fed, analysis.unresolved)  # type: ignore[attr-defined]
