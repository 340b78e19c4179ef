"""Tolerances read from test bodies with ast: literals, dtype branches, tables, helpers, defaults."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from tilebot.runner.analysis import testfiles
from tilebot.runner.analysis.source_eval import Unevaluable, evaluate, module_scope
from tilebot.runner.analysis.values import TorchDtype

COMMON = """
import torch

_DEFAULTS = {torch.float16: {"atol": 1e-2, "rtol": 1e-2}, torch.float32: {"atol": 1e-8, "rtol": 1e-5}}


def get_dtype_tolerances(dtype):
    if dtype in _DEFAULTS:
        return _DEFAULTS[dtype]
    return {"atol": 0.0, "rtol": 0.0}


class PyTestCase:
    pass
"""

TESTS = """
import pytest
import torch

from .. import common

TOLS = {torch.float16: {"atol": 3e-3, "rtol": 4e-3}, torch.float32: {"atol": 1e-6, "rtol": 1e-5}}
DTYPES = [torch.float16, torch.float32]


class Test_Op(common.PyTestCase):
    @pytest.mark.parametrize("dtype", DTYPES)
    def test_literal(self, dtype):
        x = torch.rand(4, dtype=dtype)
        torch.testing.assert_close(x, x, atol=1e-3, rtol=0)

    @pytest.mark.parametrize("dtype", DTYPES)
    def test_branch(self, dtype):
        if dtype == torch.float16:
            rtol, atol = 1e-3, 1e-5
        else:
            rtol, atol = 1e-5, 1e-8
        self.assertCorrectness(op, ref, {"x": 1}, rtol=rtol, atol=atol)

    @pytest.mark.parametrize("dtype", DTYPES)
    def test_table(self, dtype):
        out = op()
        torch.testing.assert_close(out, out, **TOLS[dtype])

    @pytest.mark.parametrize("dtype", DTYPES)
    def test_conditional_expression(self, dtype):
        atol = 5e-2 if dtype == torch.float16 else 5e-4
        self.assertCorrectness(op, ref, {}, atol=atol, rtol=0.0)

    @pytest.mark.parametrize("dtype", DTYPES)
    def test_repo_default(self, dtype):
        self.assertCorrectness(op, ref, {})

    @pytest.mark.parametrize("dtype", [torch.bfloat16])
    def test_torch_default(self, dtype):
        torch.testing.assert_close(op(), ref())

    @pytest.mark.parametrize("dtype, atol, rtol", [(torch.float16, 0.25, 0.5)])
    def test_from_params(self, dtype, atol, rtol):
        torch.testing.assert_close(op(), ref(), atol=atol, rtol=rtol)

    @pytest.mark.parametrize("dtype", [torch.float16])
    def test_runtime_value(self, dtype):
        atol = compute_atol(dtype)
        torch.testing.assert_close(op(), ref(), atol=atol, rtol=0.0)
"""


@pytest.fixture
def found(tmp_path: Path) -> testfiles.FoundFile:
    (tmp_path / "tests" / "ops").mkdir(parents=True)
    (tmp_path / "tests" / "__init__.py").write_text("")
    (tmp_path / "tests" / "ops" / "__init__.py").write_text("")
    (tmp_path / "tests" / "common.py").write_text(COMMON)
    (tmp_path / "tests" / "ops" / "test_op.py").write_text(TESTS)
    result = testfiles.FoundFile("tests/ops/test_op.py", "primary")
    testfiles.read_configs(tmp_path, result, testfiles.ScopeLoader(tmp_path))
    assert not result.problems
    return result


def tol(found: testfiles.FoundFile, function: str, dtype: str) -> tuple[float | None, float | None, str, str]:
    (config,) = [c for c in found.configs if c.function == function and c.dtype == dtype]
    assert config.tolerance is not None
    return config.tolerance.atol, config.tolerance.rtol, config.tolerance.source, config.tolerance.note


def test_literal_keywords(found: testfiles.FoundFile) -> None:
    assert tol(found, "test_literal", "float16") == (1e-3, 0.0, "tests/ops/test_op.py:15", "")


def test_if_else_chain_on_the_dtype(found: testfiles.FoundFile) -> None:
    assert tol(found, "test_branch", "float16")[:2] == (1e-5, 1e-3)
    assert tol(found, "test_branch", "float32")[:2] == (1e-8, 1e-5)


def test_module_table_spread_with_double_star(found: testfiles.FoundFile) -> None:
    assert tol(found, "test_table", "float16")[:2] == (3e-3, 4e-3)
    assert tol(found, "test_table", "float32")[:2] == (1e-6, 1e-5)


def test_conditional_expression(found: testfiles.FoundFile) -> None:
    assert tol(found, "test_conditional_expression", "float32")[:2] == (5e-4, 0.0)


def test_repository_default_helper_is_run_statically(found: testfiles.FoundFile) -> None:
    atol, rtol, source, _ = tol(found, "test_repo_default", "float16")
    assert (atol, rtol) == (1e-2, 1e-2) and "get_dtype_tolerances" in source
    assert tol(found, "test_repo_default", "float32")[:2] == (1e-8, 1e-5)


def test_assert_close_without_tolerances_takes_torchs_documented_defaults(found: testfiles.FoundFile) -> None:
    assert tol(found, "test_torch_default", "bfloat16") == (1e-5, 1.6e-2, "torch.testing.assert_close defaults", "")


def test_tolerances_given_as_parameters(found: testfiles.FoundFile) -> None:
    assert tol(found, "test_from_params", "float16")[:2] == (0.25, 0.5)


def test_a_value_known_only_at_run_time_is_reported_not_guessed(found: testfiles.FoundFile) -> None:
    atol, rtol, _, note = tol(found, "test_runtime_value", "float16")
    assert atol is None and rtol == 0.0 and "compute_atol" in note


def test_evaluator_models_only_what_it_knows(tmp_path: Path) -> None:
    source = textwrap.dedent(
        """
        import torch
        import math
        N = 3
        SIZES = [2 ** i for i in range(N) if i != 1]
        PAIRS = list(zip(SIZES, ["a", "b"]))
        NAMES = {d: str(d) for d in (torch.half, torch.bfloat16)}
        SQRT = math.sqrt(16)
        """
    )
    import ast

    scope = module_scope(tmp_path / "m.py", ast.parse(source))
    assert scope.names["SIZES"] == [1, 4]
    assert scope.names["PAIRS"] == [(1, "a"), (4, "b")]
    assert scope.names["NAMES"] == {TorchDtype("float16"): "torch.float16", TorchDtype("bfloat16"): "torch.bfloat16"}
    assert scope.names["SQRT"] == 4.0
    with pytest.raises(Unevaluable, match=r"`torch\.cuda` is not a value"):
        evaluate(ast.parse("torch.cuda.get_device_capability()", mode="eval").body, scope)
    with pytest.raises(Unevaluable, match="KeyError"):
        evaluate(ast.parse("{1: 2}[3]", mode="eval").body, scope)
