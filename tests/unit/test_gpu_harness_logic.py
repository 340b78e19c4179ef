"""The GPU harness's host-side logic, without a GPU: CUPTI window bookkeeping, JUnit output, the C ABI."""

from __future__ import annotations

import ctypes
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tilebot.runner.gpu.candidates import MAX_DIMS, CAbiError, CAbiFunction, TensorDesc, describe
from tilebot.runner.gpu.correctness import CaseResult, Tolerance, tolerances_from, write_junit
from tilebot.runner.gpu.cupti_timer import (
    DeviceOp,
    Window,
    assign_to_windows,
    cupti_libraries_in,
    rotation_sets,
    summarize,
)
from tilebot.runner.gpu.op_harness import check_cases, entry_spec, failed_with_every_call_matching
from tilebot.runner.gpu.op_plan import MAX_CHECKED_CALLS, NodeResult, OpResults


def op(start: int, end: int, name: str = "k") -> DeviceOp:
    return DeviceOp(name, start, end)


def test_ops_go_to_the_window_holding_their_start() -> None:
    windows = [Window(100, 200), Window(300, 400)]
    ops = [op(90, 150, "flush"), op(100, 120), op(150, 260), op(250, 280, "gap"), op(300, 310), op(400, 420)]
    per, outside = assign_to_windows(ops, windows)
    assert [[o.start_ns for o in w] for w in per] == [[100, 150], [300, 400]]
    assert outside == 2  # the flush before the first window and the op in the gap


def test_unordered_windows_are_fine_but_overlaps_are_refused() -> None:
    per, _ = assign_to_windows([op(350, 360), op(150, 160)], [Window(300, 400), Window(100, 200)])
    assert [len(w) for w in per] == [1, 1]
    with pytest.raises(ValueError, match="overlap"):
        assign_to_windows([], [Window(100, 200), Window(150, 250)])
    with pytest.raises(ValueError):
        Window(10, 5)


def test_timing_summary_separates_device_busy_span_and_host_time() -> None:
    windows = [
        [op(0, 10), op(50, 60)],  # busy 20, span 60
        [op(0, 12), op(40, 50)],  # busy 22, span 50
        [op(0, 11), op(30, 40)],  # busy 21, span 40
    ]
    timing = summarize("cand", windows, [5_000, 6_000, 7_000])
    assert timing.median_ms == pytest.approx(21e-6)
    assert timing.min_ms == pytest.approx(20e-6)
    assert timing.span_median_ms == pytest.approx(50e-6)
    assert timing.host_launch_median_us == pytest.approx(6.0)
    assert (timing.ops_per_call, timing.ops_vary, timing.usable) == (2, False, True)
    assert timing.op_names == ("k", "k")
    # Every repetition's busy time is kept (µs), in call order: E's bootstrap over repeats resamples them.
    assert timing.to_dict()["busy_us"] == pytest.approx([0.020, 0.022, 0.021])


def test_kernels_that_overlap_count_once_in_the_device_time() -> None:
    # Before: summed, two 10 ns kernels running at once (two streams) read 20, and a port with one 18 ns kernel
    # (1.8x slower as the caller waits) read 0.9x that reference.
    reference = summarize("ref", [[op(0, 10), op(0, 10, "k2")]], [1])
    assert reference.median_ms == pytest.approx(10e-6) and reference.ops_per_call == 2
    nested_and_trailing = summarize("ref", [[op(0, 10), op(2, 6), op(8, 15), op(20, 25)]], [1])
    assert nested_and_trailing.median_ms == pytest.approx(20e-6)


def test_a_call_without_device_work_makes_the_timing_unusable() -> None:
    timing = summarize("cand", [[op(0, 10)], []], [1, 1])
    assert not timing.usable and timing.ops_vary
    assert timing.to_dict()["median_ms"] is None and timing.to_dict()["busy_us"] == []
    with pytest.raises(ValueError):
        summarize("cand", [[op(0, 1)]], [1, 2])


def test_input_rotation_only_when_inputs_fit_in_l2() -> None:
    l2 = 60 << 20
    assert rotation_sets(200 << 20, l2) == 1
    assert rotation_sets(l2, l2) == 1
    assert rotation_sets(40 << 20, l2) == 3
    assert rotation_sets(1 << 20, l2) == 8
    with pytest.raises(ValueError):
        rotation_sets(0, l2)


def test_libcupti_paths_come_from_the_memory_map() -> None:
    maps = (
        "7f00-7f10 r-xp 00000000 08:01 1 /opt/venv/nvidia/cu13/lib/libcupti.so.13\n"
        "7f10-7f20 r--p 00010000 08:01 1 /opt/venv/nvidia/cu13/lib/libcupti.so.13\n"
        "7f20-7f30 r-xp 00000000 08:01 2 /usr/lib/libc.so.6\n"
        "7f30-7f40 rw-p 00000000 00:00 0 \n"
        "7f40-7f50 r-xp 00000000 08:01 3 /usr/local/cuda/extras/CUPTI/lib64/libcupti.so.2024.1\n"
    )
    assert cupti_libraries_in(maps) == [
        "/opt/venv/nvidia/cu13/lib/libcupti.so.13",
        "/usr/local/cuda/extras/CUPTI/lib64/libcupti.so.2024.1",
    ]


def test_tolerances_from_analysis_json() -> None:
    tols = tolerances_from({"float16": {"rtol": 1e-2, "atol": 5e-2}})
    assert tols == {"float16": Tolerance(1e-2, 5e-2)}
    with pytest.raises(ValueError, match="atol"):
        tolerances_from({"float16": {"rtol": 1e-2}})
    with pytest.raises(ValueError):
        Tolerance(-1.0, 0.0)


def test_junit_counts_failures_and_errors(tmp_path: Path) -> None:
    results = [
        CaseResult("softmax", "64x300", "float16", "cutile", 1, "pass", "ok", elements=10),
        CaseResult("softmax", "64x301", "float16", "cutile", 2, "fail", "3 of 10 elements are NaN", unwritten=3),
        CaseResult("matmul", "M1 N1 K1", "float16", "triton", 3, "error", "candidate raised RuntimeError: x\ntrace"),
    ]
    root = ET.parse(write_junit(results, tmp_path / "out" / "junit.xml", suite="d")).getroot()
    assert (root.get("tests"), root.get("failures"), root.get("errors")) == ("3", "1", "1")
    suites = {s.get("name"): s for s in root.iter("testsuite")}
    assert set(suites) == {"softmax.cutile", "matmul.triton"}
    failure = suites["softmax.cutile"].find("testcase[@name='64x301[float16]']/failure")
    assert failure is not None and "NaN" in (failure.get("message") or "")
    error = suites["matmul.triton"].find("testcase/error")
    assert error is not None and error.get("message") == "candidate raised RuntimeError: x"
    assert "seed=2" in ET.tostring(root, encoding="unicode")


def test_tensor_desc_has_the_c_layout() -> None:
    # #[repr(C)] {u64 ptr; i32 ndim; i64 shape[5]; i64 strides[5]; i32 dtype}, as the Rust side declares it.
    assert ctypes.sizeof(TensorDesc) == 104
    assert [getattr(TensorDesc, f).offset for f in ("ptr", "ndim", "shape", "strides", "dtype")] == [0, 8, 16, 56, 96]


def test_describe_packs_and_refuses_bad_tensors() -> None:
    desc = describe(0x1000, (4, 3), (1, 4), "bfloat16")
    assert (desc.ptr, desc.ndim, desc.dtype) == (0x1000, 2, 2)
    assert list(desc.shape) == [4, 3, 0, 0, 0] and list(desc.strides) == [1, 4, 0, 0, 0]
    with pytest.raises(ValueError, match="at most"):
        describe(0, (1,) * (MAX_DIMS + 1), (1,) * (MAX_DIMS + 1), "float32")
    with pytest.raises(ValueError, match="no C-ABI code"):
        describe(0, (1,), (1,), "complex64")
    with pytest.raises(ValueError, match="rank"):
        describe(0, (1, 2), (1,), "float32")


PROBE_C = r"""
#include <stdint.h>
typedef struct { uint64_t ptr; int32_t ndim; int64_t shape[5]; int64_t strides[5]; int32_t dtype; } TensorDesc;
/* Writes what it received into the int64 buffer the descriptor points at. */
int32_t probe(const TensorDesc* t, int32_t k, uint64_t stream) {
    if (!t || !t->ptr) return -5;
    if (k < 0) return -6;
    int64_t* out = (int64_t*)t->ptr;
    out[0] = t->ndim; out[1] = t->dtype; out[2] = k; out[3] = (int64_t)stream;
    for (int i = 0; i < 5; i++) { out[4 + i] = t->shape[i]; out[9 + i] = t->strides[i]; }
    return 0;
}
"""


@pytest.fixture(scope="module")
def probe_lib(tmp_path_factory: pytest.TempPathFactory) -> Path:
    cc = shutil.which("cc") or shutil.which("gcc")
    if cc is None:
        pytest.skip("no C compiler")
    src = tmp_path_factory.mktemp("probe") / "probe.c"
    src.write_text(PROBE_C)
    lib = src.with_suffix(".so")
    subprocess.run([cc, "-shared", "-fPIC", "-O2", "-o", str(lib), str(src)], check=True, timeout=120)
    return lib


def test_a_c_abi_call_sees_every_field(probe_lib: Path) -> None:
    buf = (ctypes.c_int64 * 14)()
    fn = CAbiFunction(probe_lib, "probe", ["tensor", "i32", "stream"])
    fn(describe(ctypes.addressof(buf), (2, 3, 4), (12, 4, 1), "float16"), 7, 0xDEADBEEF)
    assert list(buf) == [3, 1, 7, 0xDEADBEEF, 2, 3, 4, 0, 0, 12, 4, 1, 0, 0]


def test_c_abi_errors_are_raised_with_their_meaning(probe_lib: Path) -> None:
    buf = (ctypes.c_int64 * 14)()
    fn = CAbiFunction(probe_lib, "probe", ["tensor", "i32", "stream"])
    with pytest.raises(CAbiError, match="invalid arguments") as err:
        fn(describe(ctypes.addressof(buf), (1,), (1,), "float32"), -1, 0)
    assert err.value.code == -6
    with pytest.raises(CAbiError, match="null pointer"):
        fn(describe(0, (1,), (1,), "float32"), 1, 0)
    with pytest.raises(TypeError):
        fn(describe(ctypes.addressof(buf), (1,), (1,), "float32"))
    with pytest.raises(ValueError, match="exports no"):
        CAbiFunction(probe_lib, "missing", ["tensor"])
    with pytest.raises(ValueError, match="unknown argument"):
        CAbiFunction(probe_lib, "probe", ["tensor", "pointer"])  # type: ignore[list-item]


@pytest.mark.parametrize(
    ("module", "entry"),
    [
        ("def swa_attention(q):\n    pass\n", "swa_attention"),
        (  # TileGym's experimental swa_attention: the op's function has another name
            '@register_impl("swa_attention", backend="cutile")\ndef tile_swa_attention(q):\n    pass\n',
            "tile_swa_attention",
        ),
        (  # flash_decode.py registers fmha_decode
            "import tilegym\n@tilegym.backend.register_impl('fmha_decode', backend='cutile')\ndef fmha_decode(q):\n"
            "    pass\n",
            "fmha_decode",
        ),
        (  # two registered functions: no guess, the op's name (resolving it reports the missing function)
            "@register_impl('a')\ndef a():\n    pass\n@register_impl('b')\ndef b():\n    pass\n",
            "swa_attention",
        ),
    ],
)
def test_the_entry_is_the_op_s_function_or_the_one_the_module_registers(
    tmp_path: Path, module: str, entry: str
) -> None:
    ops = tmp_path / "src" / "pkg" / "ops"
    ops.mkdir(parents=True)
    for package in (ops.parent, ops):
        (package / "__init__.py").write_text("", encoding="utf-8")
    (ops / "swa_attention.py").write_text(module, encoding="utf-8")
    assert entry_spec(tmp_path, "src/pkg/ops", "swa_attention") == f"pkg.ops.swa_attention:{entry}"


def test_the_translated_wrapper_s_entry_is_the_reference_s_function_it_copied(tmp_path: Path) -> None:
    ops = tmp_path / "src" / "pkg" / "ops"
    ops.mkdir(parents=True)
    # The wrapper copies tile_swa_attention without its @register_impl (it must not register a second time).
    (ops / "swa_attention.py").write_text("def _helper():\n    pass\ndef tile_swa_attention(q):\n    pass\n")
    spec = entry_spec(tmp_path, "src/pkg/ops", "swa_attention", like="tile_swa_attention")
    assert spec == "pkg.ops.swa_attention:tile_swa_attention"
    assert entry_spec(tmp_path, "src/pkg/ops", "swa_attention", like="missing").endswith(":swa_attention")


def _results(**nodes: NodeResult) -> OpResults:
    return OpResults(mode="check", op="geglu", nodes={name: node for name, node in nodes.items()})


def test_a_test_failing_with_every_call_matching_is_rerun_as_written_and_excused_only_if_it_fails_again() -> None:
    ok = {"outcome": "pass", "op": "geglu", "config": "c#call1", "dtype": "float32", "candidate": "candidate",
          "seed": 1, "message": "max abs err 0"}  # fmt: skip
    wrong = {**ok, "outcome": "fail", "message": "max abs err 1"}
    results = _results(
        matching=NodeResult(seed=1, outcome="failed", message="assert_close", calls=1, checks=[ok]),
        wrong=NodeResult(seed=2, outcome="failed", calls=1, checks=[wrong]),
        unchecked=NodeResult(seed=3, outcome="failed", calls=MAX_CHECKED_CALLS + 1, checks=[ok] * 8),
        never_called=NodeResult(seed=4, outcome="failed", calls=0),
        passed=NodeResult(seed=5, outcome="passed", calls=1, checks=[ok]),
    )
    # Only a test whose every call was checked and matched can be the reference's own failure.
    assert failed_with_every_call_matching(results) == ["matching"]
    counted = [c.config for c in check_cases(results) if c.outcome != "pass"]
    assert "matching" in counted  # the test's failure counts until the reference alone fails it too
    excused = [c.config for c in check_cases(results, reference_fails=["matching"]) if c.outcome != "pass"]
    assert "matching" not in excused and "unchecked" in excused and "never_called" in excused
