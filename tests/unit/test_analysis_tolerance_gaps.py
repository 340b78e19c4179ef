"""Ways stage A could record a tolerance looser than the test's own, or count configurations that never run:
aliased comparisons, exact ones, values only the run knows, skip marks and indirect parametrization."""

from __future__ import annotations

import textwrap
from pathlib import Path

from tests.support.target_tests import read_test_file
from tilebot.core.analysis import AnalysisConfig, ComparisonTolerance, Tolerance
from tilebot.runner.analysis import assemble, testfiles

COMMON = """
import torch

_DEFAULTS = {torch.float16: {"rtol": 1e-2, "atol": 1e-2}, torch.float32: {"rtol": 1e-2, "atol": 1e-2}}


def get_dtype_tolerances(dtype):
    return _DEFAULTS[dtype]


def assert_outputs_close(out, ref, atol=None, rtol=None):
    pass
"""


def read(tmp_path: Path, body: str) -> testfiles.FoundFile:
    return read_test_file(tmp_path, COMMON, body)


def tolerance(tmp_path: Path, lines: str, dtype: str = "float32", imports: str = "") -> tuple[float | None, ...]:
    """(atol, rtol) of a one-configuration test whose body is ``lines``."""
    body = f"{imports}\n\n@pytest.mark.parametrize('dtype', [torch.{dtype}])\ndef test_op(dtype):\n"
    (config,) = read(tmp_path, body + textwrap.indent(textwrap.dedent(lines), "    ")).configs
    assert config.tolerance is not None, "no comparison found"
    return config.tolerance.atol, config.tolerance.rtol


def test_a_comparison_imported_under_another_name_is_read_as_the_function_it_is(tmp_path: Path) -> None:
    alias = "from torch.testing import assert_close as ac"
    # torch's float16 defaults, not "no comparison" (which falls back to the repository's 1e-2)
    assert tolerance(tmp_path / "a", "ac(out, ref)", "float16", alias) == (1e-5, 1e-3)
    assert tolerance(tmp_path / "b", "ac(out, ref, atol=1e-4, rtol=2e-4)", "float16", alias) == (1e-4, 2e-4)
    # a repository helper imported under another name keeps its own parameter order
    helper = "from ..common import assert_outputs_close as check"
    assert tolerance(tmp_path / "c", "check(out, ref, 0.5, 0.25)", "float16", helper) == (0.5, 0.25)


def test_an_exact_comparison_is_read_and_yields_to_a_tolerance_comparison(tmp_path: Path) -> None:
    assert tolerance(tmp_path / "a", "assert torch.equal(out, ref)") == (0.0, 0.0)
    assert tolerance(tmp_path / "b", "assert np.array_equal(out, ref)") == (0.0, 0.0)
    # indices compared exactly, values with a tolerance: the tolerance is the float outputs'
    both = "assert torch.equal(idx, ref_idx)\ntorch.testing.assert_close(val, ref_val, atol=1e-3, rtol=2e-3)"
    assert tolerance(tmp_path / "c", both) == (1e-3, 2e-3)


def test_a_condition_on_a_value_only_the_run_knows_picks_no_branch(tmp_path: Path) -> None:
    on_tensor = """
        x = make_input()
        atol = 1e-5 if x.dtype == torch.float32 else 1e-1
        torch.testing.assert_close(out, ref, atol=atol, rtol=atol)
    """
    assert tolerance(tmp_path / "a", on_tensor) == (None, None)
    branches = """
        big = is_big()
        if not big:
            atol = 1e-5
        else:
            atol = 1e-1
        torch.testing.assert_close(out, ref, atol=atol, rtol=1e-5)
    """
    assert tolerance(tmp_path / "b", branches) == (None, 1e-5)
    same = branches.replace("1e-1", "1e-5")  # both branches agree: known after the if
    assert tolerance(tmp_path / "c", same) == (1e-5, 1e-5)
    comparing = """
        if torch.cuda.get_device_capability()[0] >= 9:
            torch.testing.assert_close(out, ref, atol=1e-1, rtol=1e-1)
        else:
            torch.testing.assert_close(out, ref, atol=1e-4, rtol=1e-4)
    """
    assert tolerance(tmp_path / "d", comparing) == (1e-4, 1e-4)  # the machine decides: the stricter


def test_a_comparison_in_a_helper_of_the_test_file_is_read_with_the_arguments_given(tmp_path: Path) -> None:
    found = read(
        tmp_path,
        """
        def _check(out, ref, tol=1e-4):
            _check(out, ref, tol)  # a helper calling itself is walked once
            torch.testing.assert_close(out, ref, atol=tol, rtol=tol)

        class Test_Op:
            def _run_test(self, n, dtype, backend):
                out = op(n, dtype)
                self.assertCorrectness(op, ref, {}, rtol=1e-2, atol=1e-2 if dtype == torch.bfloat16 else 1e-3)

            @pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
            def test_op(self, dtype):
                self._run_test(8, dtype=dtype, backend="cutile")

            @pytest.mark.parametrize("dtype", [torch.float32])
            def test_module_helper(self, dtype):
                _check(op(), ref())
        """,
    )
    # TileGym's sparse_mla: without following self._run_test, bfloat16 took the repository's looser atol 2e-2
    tols = [(c.tolerance.atol, c.tolerance.rtol) for c in found.configs if c.tolerance is not None]
    assert tols == [(1e-2, 1e-2), (1e-3, 1e-2), (1e-4, 1e-4)]


def test_a_table_entry_set_under_a_run_time_key_leaves_the_table_unknown(tmp_path: Path) -> None:
    lines = """
        tol = {"atol": 1e-5, "rtol": 1e-5}
        tol[which()] = 1e-1
        torch.testing.assert_close(out, ref, **tol)
    """
    assert tolerance(tmp_path, lines) == (None, None)


def test_keyword_arguments_only_the_run_builds_leave_the_tolerance_unknown(tmp_path: Path) -> None:
    # not torch's defaults: the dict may carry any tolerance
    built = "tol = tolerance_for(dtype, arch)\ntorch.testing.assert_close(out, ref, **tol)"
    assert tolerance(tmp_path / "a", built) == (None, None)
    # both written out: the unknown dict cannot carry either (Python refuses a repeated keyword)
    extra = "extra = options()\ntorch.testing.assert_close(out, ref, atol=1e-3, rtol=2e-3, **extra)"
    assert tolerance(tmp_path / "b", extra) == (1e-3, 2e-3)


def test_configurations_a_skip_mark_keeps_from_running_neither_vote_nor_count(tmp_path: Path) -> None:
    found = read(
        tmp_path,
        """
        @pytest.mark.parametrize("n, tol", [
            (128, 1e-5),
            (256, 1e-5),
            pytest.param(423, 1e-1, marks=pytest.mark.skip(reason="only support atol 1e-1")),
            pytest.param(555, 1e-1, marks=[pytest.mark.skip]),
            pytest.param(777, 1e-1, marks=pytest.mark.skipif(True, reason="never")),
        ])
        def test_op(n, tol):
            torch.testing.assert_close(out, ref, atol=tol, rtol=tol)

        @pytest.mark.skip(reason="broken")
        @pytest.mark.parametrize("tol", [1e-1])
        def test_skipped(tol):
            torch.testing.assert_close(out, ref, atol=tol, rtol=tol)

        @pytest.mark.skip
        class TestSkipped:
            def test_in_class(self):
                torch.testing.assert_close(out, ref, atol=1e-1, rtol=1e-1)

        class TestMarked:
            pytestmark = [pytest.mark.slow, pytest.mark.skip(reason="later")]

            def test_in_class(self):
                torch.testing.assert_close(out, ref, atol=1e-1, rtol=1e-1)

        @pytest.mark.parametrize("n", [pytest.param(1, marks=pytest.mark.skipif(not HAS_GPU, reason="gpu"))])
        def test_machine(n):
            torch.testing.assert_close(out, ref, atol=1e-5, rtol=1e-5)
        """,
    )
    ids = [c.node_id.split("::", 1)[1] for c in found.configs if not c.skipped]
    assert ids == ["test_op[128-1e-05]", "test_op[256-1e-05]", "test_machine[1]"]  # skipif on the machine runs
    assert len(found.skipped_by_mark) == 6
    # recorded skipped (as stage A records them), they do not vote
    configs = [
        AnalysisConfig(
            node_id=c.node_id,
            test=c.test,
            kind="correctness",
            params={},
            dtype="float32",
            tolerance=assemble.tolerance(c.tolerance),
            status="skipped" if c.skipped else "mapped",
            variants=[] if c.skipped else ["k"],
        )
        for c in found.configs
    ]
    chosen = assemble.per_dtype(configs, [], {"tests/ops/test_op.py"}, [])["float32"]
    assert (chosen.atol, chosen.rtol) == (1e-5, 1e-5)


def test_an_indirect_parameter_is_what_its_fixture_makes_not_the_value_written(tmp_path: Path) -> None:
    found = read(
        tmp_path,
        """
        @pytest.fixture
        def precision(request):
            return {"fp32": torch.float32, "fp16": torch.float16}[request.param]

        @pytest.mark.parametrize("precision", ["fp32"], indirect=True)
        @pytest.mark.parametrize("n", [8], indirect=["size"])
        def test_op(precision, n):
            atol = 1e-5 if precision == torch.float32 else 1e-1
            torch.testing.assert_close(out, ref, atol=atol, rtol=n * 1e-6)
        """,
    )
    (first,) = found.configs
    # the string "fp32" is not the dtype the test compares at: unknown, never the else branch's 1e-1
    assert first.tolerance is not None and (first.tolerance.atol, first.tolerance.rtol) == (None, 8e-6)
    assert "indirect" in first.tolerance.note
    assert first.params == {"n": 8, "precision": "fp32"}  # the node id and the dry run keep the written values


def test_every_comparison_of_the_test_counts_and_the_strictest_is_recorded(tmp_path: Path) -> None:
    # stage D applies one tolerance to every output of the dtype: the first comparison's looser one would pass a
    # log-sum-exp the test fails
    later_stricter = """
        torch.testing.assert_close(out, ref, atol=1e-2, rtol=1e-2)
        torch.testing.assert_close(lse, ref_lse, atol=1e-5, rtol=1e-4)
    """
    assert tolerance(tmp_path / "a", later_stricter) == (1e-5, 1e-4)
    helper = "def _check_grads(x):\n    torch.testing.assert_close(x.grad, ref, atol=1e-6, rtol=1e-6)"
    in_helper = "torch.testing.assert_close(out, ref, atol=1e-3, rtol=1e-3)\n_check_grads(x)"
    assert tolerance(tmp_path / "b", in_helper, imports=helper) == (1e-6, 1e-6)
    unreadable_later = """
        torch.testing.assert_close(out, ref, atol=1e-3, rtol=1e-3)
        torch.testing.assert_close(lse, ref_lse, **tolerance_for(arch))
    """
    assert tolerance(tmp_path / "c", unreadable_later) == (None, None)  # it may be the stricter: unknown
    crossed = """
        assert torch.allclose(out, ref, rtol=1e-3, atol=1e-2)
        torch.testing.assert_close(grad, ref_grad, atol=1e-4, rtol=1e-1)
    """
    body = "@pytest.mark.parametrize('dtype', [torch.float32])\ndef test_op(dtype):\n"
    (config,) = read(tmp_path / "d", body + textwrap.indent(textwrap.dedent(crossed), "    ")).configs
    assert config.tolerance is not None and "smaller atol and rtol" in config.tolerance.note
    assert (config.tolerance.atol, config.tolerance.rtol) == (1e-4, 1e-3)  # each the smaller: stricter than both


def test_the_comparisons_a_strictest_tolerance_stands_for_are_recorded_with_why_down_to_the_dtype_table(
    tmp_path: Path,
) -> None:
    # stage D checks the output with the log-sum-exp's 1e-3, where the test allows it 1e-2: whoever reads a D failure
    # on the output needs the test's own tolerance for it, and why D's is stricter
    found = read(
        tmp_path,
        """
        def _check_lse(lse, ref_lse):
            torch.testing.assert_close(lse, ref_lse, atol=1e-3, rtol=1e-3)

        @pytest.mark.parametrize("dtype", [torch.float32])
        def test_op(dtype):
            torch.testing.assert_close(out, ref, atol=1e-2, rtol=1e-2)
            _check_lse(lse, ref_lse)
            _check_lse(lse, ref_lse)

        @pytest.mark.parametrize("dtype", [torch.float32])
        def test_same(dtype):
            torch.testing.assert_close(out, ref, atol=1e-3, rtol=1e-3)
            torch.testing.assert_close(lse, ref_lse, atol=1e-3, rtol=1e-3)
        """,
    )
    several, same = (assemble.tolerance(c.tolerance) for c in found.configs)
    assert several is not None and same is not None
    assert (several.atol, several.rtol, several.source) == (1e-3, 1e-3, "tests/ops/test_op.py:9")
    # each comparison once (the helper called twice is one), in the order the test makes them
    assert [(c.atol, c.rtol, c.source) for c in several.comparisons] == [
        (1e-2, 1e-2, "tests/ops/test_op.py:13"),
        (1e-3, 1e-3, "tests/ops/test_op.py:9"),
    ]
    assert "strictest of 2 comparisons with different tolerances" in several.note
    assert not same.comparisons and not same.note  # one tolerance throughout: nothing to explain
    # the dtype table stage D applies carries them, from the configuration that took the strictest
    configs = [
        AnalysisConfig(
            node_id=c.node_id,
            test=c.test,
            kind="correctness",
            params={},
            dtype="float32",
            tolerance=t,
            status="mapped",
            variants=["k"],
        )
        for c, t in zip(found.configs, (same, several), strict=True)  # the plain one first
    ]
    chosen = assemble.per_dtype(configs, [], {"tests/ops/test_op.py"}, [])["float32"]
    assert (chosen.atol, chosen.rtol) == (1e-3, 1e-3)
    assert chosen.comparisons == several.comparisons and "strictest of 2 comparisons" in chosen.note


def test_a_dtype_table_entry_cites_a_configuration_of_that_dtype_and_its_vote_group() -> None:
    # the same atol and rtol taken as the strictest of several comparisons in one dtype's test (or a related file's)
    # says nothing about another dtype's (or the primary file's) tests, which compare every output with it
    compared = [
        ComparisonTolerance(atol=1e-2, rtol=1e-2, source="x:13"),
        ComparisonTolerance(atol=1e-3, rtol=1e-3, source="x:9"),
    ]

    def config(path: str, dtype: str, source: str, stricter: bool) -> AnalysisConfig:
        tol = Tolerance(atol=1e-3, rtol=1e-3, source=source)
        if stricter:
            tol = tol.model_copy(update={"note": "strictest of 2", "comparisons": compared})
        node_id = f"{path}::t[{dtype}]"
        return AnalysisConfig(
            node_id=node_id,
            test="t",
            kind="correctness",
            params={},
            dtype=dtype,
            tolerance=tol,
            status="mapped",
            variants=["k"],
        )

    op, related = "tests/ops/test_op.py", "tests/ops/test_related.py"
    configs = [
        config(related, "float32", "related:1", stricter=True),  # a related file's, first
        config(op, "float32", "op:2", stricter=False),
        config(op, "float16", "op:3", stricter=True),
        config(related, "bfloat16", "related:4", stricter=True),  # no primary test compares bfloat16
    ]
    table = {dtype: (t.source, t.comparisons, t.note) for dtype, t in assemble.per_dtype(configs, [], {op}, []).items()}
    assert table == {
        "float32": ("op:2", [], ""),
        "float16": ("op:3", compared, "strictest of 2"),
        "bfloat16": ("related:4", compared, "strictest of 2"),
    }
