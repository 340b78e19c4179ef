"""Stage A facts later stages trust: each comparison's tolerances as that function applies them, parametrize marks
bound to names, pytest's duplicate-id suffixes, and the per-dtype tolerance vote."""

from __future__ import annotations

from pathlib import Path

from tests.support.target_tests import read_test_file
from tilebot.core.analysis import AnalysisConfig, Tolerance
from tilebot.runner.analysis import assemble, testfiles

COMMON = """
import torch

_DEFAULTS = {torch.float16: {"rtol": 1e-2, "atol": 1e-2}, torch.float32: {"rtol": 1e-5, "atol": 1e-8}}


def get_dtype_tolerances(dtype):
    return _DEFAULTS.get(dtype, {"rtol": 1e-5, "atol": 1e-8})


class PyTestCase:
    def assertAllClose(self, input, reference, rtol=None, atol=None):
        pass

    def assert_tensors_close(self, out, ref, atol=None, rtol=None):
        pass
"""


def read(tmp_path: Path, body: str) -> testfiles.FoundFile:
    return read_test_file(tmp_path, COMMON, body)


def tolerance(tmp_path: Path, call: str, dtype: str = "float16", before: str = "") -> tuple[float | None, ...]:
    body = f"""
    class Test_Op(common.PyTestCase):
        @pytest.mark.parametrize("dtype", [torch.{dtype}])
        def test_op(self, dtype):
            {before}
            {call}
    """
    (config,) = read(tmp_path, body).configs
    assert config.tolerance is not None
    return config.tolerance.atol, config.tolerance.rtol


def test_torch_allclose_without_tolerances_uses_its_own_defaults_not_the_repositorys(tmp_path: Path) -> None:
    # torch.allclose's rtol=1e-05, atol=1e-08 hold for float16 too; the repo's 1e-2 is 1000x looser
    assert tolerance(tmp_path, "assert torch.allclose(out, ref)") == (1e-8, 1e-5)


def test_positional_tolerances_are_read_in_the_functions_parameter_order(tmp_path: Path) -> None:
    assert tolerance(tmp_path / "a", "assert torch.allclose(out, ref, 1e-2, 1e-3)") == (1e-3, 1e-2)
    assert tolerance(tmp_path / "b", "assert out.allclose(ref, 1e-2, 1e-3)") == (1e-3, 1e-2)
    # TileGym's dropout test: an exact comparison through the repository's helper
    assert tolerance(tmp_path / "c", "self.assertAllClose(x, x_clone, 0, 0)", "float32") == (0.0, 0.0)
    # a repository helper taking atol before rtol keeps them apart
    assert tolerance(tmp_path / "d", "self.assert_tensors_close(out, ref, 0.5, 0.25)") == (0.5, 0.25)


def test_a_tolerance_left_out_is_filled_as_the_function_fills_it(tmp_path: Path) -> None:
    assert tolerance(tmp_path / "a", "assert torch.allclose(out, ref, atol=1e-3)") == (1e-3, 1e-5)
    assert tolerance(tmp_path / "b", "np.testing.assert_allclose(out, ref)") == (0.0, 1e-7)
    # TileGym's assertCorrectness takes the repository's default for the one it is not given
    assert tolerance(tmp_path / "c", "self.assertCorrectness(op, ref, {}, rtol=1e-3)") == (1e-2, 1e-3)


def test_an_equality_assertion_is_exact(tmp_path: Path) -> None:
    assert tolerance(tmp_path, "np.testing.assert_equal(out, ref)", "float32") == (0.0, 0.0)


def test_augmented_and_item_assignments_change_the_tolerance(tmp_path: Path) -> None:
    scaled = "atol, rtol = 1e-3, 1e-3\n            if dtype == torch.bfloat16:\n                atol *= 10"
    call = "torch.testing.assert_close(out, ref, atol=atol, rtol=rtol)"
    assert tolerance(tmp_path / "a", call, "bfloat16", scaled) == (1e-2, 1e-3)
    table = 'tol = {"atol": 1e-3, "rtol": 1e-3}\n            tol["atol"] = 0.5'
    assert tolerance(tmp_path / "b", "torch.testing.assert_close(out, ref, **tol)", "float16", table) == (0.5, 1e-3)


def test_a_parametrize_mark_bound_to_a_name_expands_like_one_written_in_place(tmp_path: Path) -> None:
    found = read(
        tmp_path,
        """
        DTYPES = pytest.mark.parametrize("dtype", [torch.float16, torch.float32])

        @DTYPES
        @pytest.mark.parametrize("n", [8])
        def test_op(n, dtype):
            torch.testing.assert_close(out, ref)
        """,
    )
    # pytest: the decorator nearest def is the first id component
    assert [c.node_id.split("::")[-1] for c in found.configs] == ["test_op[8-dtype0]", "test_op[8-dtype1]"]
    assert [c.dtype for c in found.configs] == ["float16", "float32"]


def test_duplicate_ids_get_the_suffixes_pytest_gives_them(tmp_path: Path) -> None:
    found = read(
        tmp_path,
        """
        @pytest.mark.parametrize("v", ["x1", "x1", "x1_", "x1_"])
        def test_op(v):
            pass
        """,
    )
    ids = [c.node_id.split("::")[-1] for c in found.configs]
    assert ids == ["test_op[x1_0]", "test_op[x1_1]", "test_op[x1_2]", "test_op[x1_3]"]  # pytest 9 --collect-only


def test_the_per_dtype_tolerance_counts_one_tolerance_written_at_two_places_as_one(tmp_path: Path) -> None:
    def config(line: int, index: int, tol: float) -> AnalysisConfig:
        return AnalysisConfig(
            node_id=f"tests/ops/test_op.py::test_{line}[{index}]",
            test=f"test_{line}",
            kind="correctness",
            params={},
            dtype="float16",
            tolerance=Tolerance(atol=tol, rtol=tol, source=f"tests/ops/test_op.py:{line}"),
            status="mapped",
            variants=["k"],
        )

    configs = [config(line, i, 1e-2) for line in (10, 20) for i in range(3)] + [config(30, i, 1e-3) for i in range(4)]
    chosen = assemble.per_dtype(configs, [], {"tests/ops/test_op.py"}, [])["float16"]
    assert (chosen.atol, chosen.rtol, chosen.source) == (1e-2, 1e-2, "tests/ops/test_op.py:10")
    assert chosen.note.startswith("2 different tolerances")


def test_a_mode_string_naming_a_dtype_is_not_taken_for_the_configurations_dtype(tmp_path: Path) -> None:
    found = read(
        tmp_path,
        """
        @pytest.mark.parametrize("mask_kind", ["bool", "float"])
        @pytest.mark.parametrize("out_dtype", [torch.bfloat16])
        def test_op(out_dtype, mask_kind):
            torch.testing.assert_close(out, ref)
        """,
    )
    # the dtype comes from the torch.<dtype> parameter, never from the mask's mode string
    assert [c.dtype for c in found.configs] == ["bfloat16", "bfloat16"]


def test_an_ids_function_names_each_value_as_pytest_calls_it(tmp_path: Path) -> None:
    found = read(
        tmp_path,
        """
        @pytest.mark.parametrize(
            "m, dtype, eps",
            [(1024, torch.float32, 1e-05)],
            ids=lambda x: (str(x) if isinstance(x, list) else x.__name__ if hasattr(x, "__name__") else str(x)),
        )
        @pytest.mark.parametrize("shape", [(1, 2)], ids=str)
        def test_op(shape, m, dtype, eps):
            pass
        """,
    )
    # TileGym's dropout test; ids as pytest 9 collects them (a dtype prints as torch.float32)
    assert [c.node_id.split("::")[-1] for c in found.configs] == ["test_op[(1, 2)-1024-torch.float32-1e-05]"]
