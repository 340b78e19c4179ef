"""An op whose module registers several entry functions (TileGym's mhc, rope): which ones D and E intercept,
how each is paired with the port's and Triton's, and the plan that carries them. Small fake modules, no GPU."""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.stage_context import stage_context
from tilebot.core.analysis import Analysis, AnalysisConfig
from tilebot.core.config import RunConfig
from tilebot.core.stages import Classification, Stage
from tilebot.runner.gpu import op_plugin
from tilebot.runner.gpu.op_calls import EntryError
from tilebot.runner.gpu.op_entries import called_on_module, choose, read_module
from tilebot.runner.gpu.op_harness import entries, reached_entries
from tilebot.runner.gpu.op_plan import MAX_CHECKED_CALLS, OpPlan, entry_fields
from tilebot.runner.stages.correctness import check_correctness
from tilebot.runner.stages.perf import measure

CONFIG = RunConfig()

# TileGym's mhc.py, reduced: three registered entries, each called by its own tests.
MHC = """
from tilegym.backend import register_impl

def _kernel(x):
    return x

@register_impl("mhc_gemm_rms_scale", backend="cutile")
def mhc_gemm_rms_scale(x, w):
    return _kernel(x), w

@register_impl("mhc_apply_residual", backend="cutile")
def mhc_apply_residual(x, f_out):
    return x

@register_impl("mhc_sinkhorn", backend="cutile")
def mhc_sinkhorn(y, n):
    return y
"""
MHC_TESTS = """
import tilegym

class Test_MHC:
    def test_op_mhc_gemm_rms_scale_bf16_precision(self):
        y, r = tilegym.ops.mhc_gemm_rms_scale(1, 2)

    def test_op_mhc_sinkhorn(self):
        tilegym.ops.mhc_sinkhorn(1, 2)

    def test_op_mhc_apply_residual(self):
        tilegym.ops.mhc_apply_residual(1, 2)
"""
# TileGym's rope.py, reduced: the entry, and a registered factory that returns it or a wrapper around it.
ROPE = """
from tilegym.backend import register_impl

@register_impl("apply_rope_base", backend="cutile")
def apply_rope_base(q, k, cos, sin):
    return q, k

@register_impl("get_apply_rope_func", backend="cutile")
def get_apply_rope_func(model="llama"):
    if model == "llama":
        return apply_rope_base
    def wrapper(q, k, freqs):
        return apply_rope_base(q, k, freqs, freqs)
    return wrapper
"""
ROPE_TESTS = "import tilegym\n\ndef test_op():\n    tilegym.ops.apply_rope_base(1, 2, 3, 4)\n"


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return root


def mhc_repo(root: Path, tests: str = MHC_TESTS) -> Path:
    return write(
        root,
        {
            "src/tilegym/ops/cutile/experimental/mhc.py": MHC,
            "tests/ops/experimental/test_mhc.py": tests,
        },
    )


NODES = [
    "tests/ops/experimental/test_mhc.py::Test_MHC::test_op_mhc_gemm_rms_scale_bf16_precision[cutile-128-1024-4]",
    "tests/ops/experimental/test_mhc.py::Test_MHC::test_op_mhc_sinkhorn[cutile-256-4-torch.float32]",
]


def test_every_registered_function_the_tests_call_is_an_entry_paired_with_the_wrapper_s_same_name(
    tmp_path: Path,
) -> None:
    repo = mhc_repo(tmp_path)
    specs = reached_entries(repo, CONFIG, "mhc", NODES)
    # Source order; one entry each, the wrapper's function of the same name (the translated wrapper keeps them).
    assert specs == [
        {
            "cutile": f"tilegym.ops.cutile.experimental.mhc:{fn}",
            "triton": f"tilegym.ops.triton.mhc:{fn}",
            "cutile_rs": f"tilegym.ops.cutile_rs.mhc:{fn}",
        }
        for fn in ("mhc_gemm_rms_scale", "mhc_apply_residual", "mhc_sinkhorn")
    ]


def test_a_registered_function_no_test_file_names_is_not_intercepted(tmp_path: Path) -> None:
    repo = mhc_repo(tmp_path, tests="import tilegym\n\ndef test_sinkhorn():\n    tilegym.ops.mhc_sinkhorn(1, 2)\n")
    node = "tests/ops/experimental/test_mhc.py::test_sinkhorn"
    assert [s["cutile"] for s in reached_entries(repo, CONFIG, "mhc", [node])] == [
        "tilegym.ops.cutile.experimental.mhc:mhc_sinkhorn"
    ]


def test_rope_s_entry_is_apply_rope_base_never_the_factory_even_where_a_test_names_it(tmp_path: Path) -> None:
    repo = write(tmp_path, {"src/tilegym/ops/cutile/rope.py": ROPE, "tests/ops/test_rope.py": ROPE_TESTS})
    node = "tests/ops/test_rope.py::test_op"
    (spec,) = reached_entries(repo, CONFIG, "rope", [node])
    assert spec["cutile"] == "tilegym.ops.cutile.rope:apply_rope_base"
    assert spec["cutile_rs"] == "tilegym.ops.cutile_rs.rope:apply_rope_base"
    # The old choice: no function 'rope', two registered, so 'rope' (EntryError on the H200).
    assert entries(repo, CONFIG, "rope")["cutile"] == "tilegym.ops.cutile.rope:rope"
    factory_too = ROPE_TESTS + "\ndef test_factory():\n    tilegym.ops.get_apply_rope_func('llama')(1, 2, 3, 4)\n"
    (repo / "tests/ops/test_rope.py").write_text(factory_too, encoding="utf-8")
    assert [s["cutile"] for s in reached_entries(repo, CONFIG, "rope", [node])] == [
        "tilegym.ops.cutile.rope:apply_rope_base"
    ]
    module = read_module(repo / "src/tilegym/ops/cutile/rope.py")
    assert module is not None and [(r.function, r.factory) for r in module.registered] == [
        ("apply_rope_base", False),
        ("get_apply_rope_func", True),
    ]


# TileGym's layer_norm_legacy.py, reduced: the function named after the op and one more its other test class calls.
LAYER_NORM = """
from tilegym.backend import register_impl

@register_impl("persistent_layer_norm", backend="cutile")
def persistent_layer_norm(x, shape):
    return x

@register_impl("layer_norm_legacy", backend="cutile")
def layer_norm_legacy(x, shape):
    return x
"""
LAYER_NORM_TESTS = """
import tilegym

class Test_LayerNorm:
    def test_op(self):
        tilegym.ops.layer_norm_legacy(1, 2)

class Test_PersistentLayerNorm:
    def test_op(self):
        tilegym.ops.persistent_layer_norm(1, 2)
"""


def test_the_op_s_own_function_and_every_other_registered_one_its_tests_call_are_entries(tmp_path: Path) -> None:
    # On the H200 the persistent tests ran the reference alone ("the test never called the layer_norm_legacy
    # entry"): with only the op's own function intercepted, they proved nothing.
    repo = write(
        tmp_path,
        {
            "src/tilegym/ops/cutile/layer_norm_legacy.py": LAYER_NORM,
            "tests/ops/test_layer_norm_legacy.py": LAYER_NORM_TESTS,
        },
    )
    node = "tests/ops/test_layer_norm_legacy.py::Test_PersistentLayerNorm::test_op"
    specs = reached_entries(repo, CONFIG, "layer_norm_legacy", [node])
    assert [s["cutile"].rpartition(":")[2] for s in specs] == ["persistent_layer_norm", "layer_norm_legacy"]
    assert [s["cutile_rs"] for s in specs] == [
        "tilegym.ops.cutile_rs.layer_norm_legacy:persistent_layer_norm",
        "tilegym.ops.cutile_rs.layer_norm_legacy:layer_norm_legacy",
    ]


def test_triton_s_entry_is_the_function_registered_under_the_same_name(tmp_path: Path) -> None:
    triton = '@register_impl("mhc_sinkhorn", backend="triton")\ndef sinkhorn_fwd(y, n):\n    return y\n'
    repo = mhc_repo(tmp_path)
    write(repo, {"src/tilegym/ops/triton/mhc.py": triton})
    by_entry = {s["cutile"].rpartition(":")[2]: s["triton"] for s in reached_entries(repo, CONFIG, "mhc", NODES)}
    assert by_entry["mhc_sinkhorn"] == "tilegym.ops.triton.mhc:sinkhorn_fwd"
    assert by_entry["mhc_apply_residual"] == "tilegym.ops.triton.mhc:mhc_apply_residual"  # none: resolving says so


def test_tests_that_call_no_registered_function_are_a_clear_error(tmp_path: Path) -> None:
    repo = mhc_repo(tmp_path, tests="import tilegym\n\ndef test_other():\n    tilegym.ops.something_else(1)\n")
    with pytest.raises(EntryError) as raised:
        reached_entries(repo, CONFIG, "mhc", ["tests/ops/experimental/test_mhc.py::test_other"])
    message = str(raised.value)
    assert "mhc.py has no function 'mhc'" in message
    assert "mhc_gemm_rms_scale, mhc_apply_residual, mhc_sinkhorn" in message and "test_mhc.py" in message
    rope = write(
        tmp_path / "r", {"src/tilegym/ops/cutile/rope.py": ROPE, "tests/ops/test_rope.py": "def test_x(): pass\n"}
    )
    with pytest.raises(EntryError, match=r"get_apply_rope_func \(returns a function\)"):
        reached_entries(rope, CONFIG, "rope", ["tests/ops/test_rope.py::test_x"])


@pytest.mark.parametrize(
    "module",
    [
        "def softmax(x):\n    return x\n@register_impl('a')\ndef a():\n    pass\n"
        "@register_impl('b')\ndef b():\n    pass\n",
        "@register_impl('softmax', backend='cutile')\ndef tile_softmax(x):\n    return x\n",
        "def helper(x):\n    return x\n",  # nothing registered, no softmax: resolving 'softmax' reports it
    ],
)
def test_an_op_with_one_entry_gets_exactly_what_it_always_did(tmp_path: Path, module: str) -> None:
    repo = write(tmp_path, {"src/tilegym/ops/cutile/softmax.py": module, "tests/ops/test_softmax.py": ""})
    nodes = ["tests/ops/test_softmax.py::test_op[a]"]
    assert reached_entries(repo, CONFIG, "softmax", nodes) == [entries(repo, CONFIG, "softmax")]
    assert choose(repo / "src/tilegym/ops/cutile/softmax.py", "softmax", []).among_several is False


def test_a_plan_with_one_entry_writes_the_file_it_always_did_and_several_carry_the_rest() -> None:
    one = {"cutile": "m:f", "triton": "t:f", "cutile_rs": "r:f"}
    plan = OpPlan(mode="check", op="x", **entry_fields([one], "cutile", "cutile_rs"), out_dir="/tmp/x")
    written = json.loads(plan.to_json())
    assert list(written) == [
        "mode", "op", "target", "contenders", "tolerances", "out_dir", "reps", "warmup", "config_seconds",
        "measure_ceiling",
    ]  # fmt: skip
    assert (written["target"], written["contenders"]) == ("m:f", {"reference": "m:f", "candidate": "r:f"})
    two = {"cutile": "m:g", "triton": "t:g", "cutile_rs": "r:g"}
    plan = OpPlan(mode="time", op="x", **entry_fields([one, two], "triton", "cutile_rs"), out_dir="/tmp/x")
    again = OpPlan.model_validate_json(plan.to_json())
    assert [(e.name, e.target, e.contenders) for e in again.entries] == [
        ("f", "m:f", {"reference": "t:f", "candidate": "r:f"}),
        ("g", "m:g", {"reference": "t:g", "candidate": "r:g"}),
    ]
    with pytest.raises(ValueError, match="at least one entry"):
        entry_fields([], "cutile", "cutile_rs")


@pytest.fixture
def two_entry_modules() -> Iterator[dict[str, types.ModuleType]]:
    """A reference module registering two entries into a dispatch table, and a port with the same names."""

    def reference(offset: int) -> types.FunctionType:
        def fn(x: int) -> tuple[str, int]:
            return ("reference", x + offset)

        return fn  # type: ignore[return-value]

    ref = types.ModuleType("fake_multi_ref")
    ref.scale, ref.shift = reference(1), reference(2)  # type: ignore[attr-defined]
    port = types.ModuleType("fake_multi_port")
    port.scale = lambda x: ("port scale", x)  # type: ignore[attr-defined]
    port.shift = lambda x: ("port shift", x)  # type: ignore[attr-defined]
    dispatch = types.ModuleType("fake_multi_dispatch")
    dispatch.REGISTRY = {"scale": {"cutile": ref.scale}, "shift": {"cutile": ref.shift}}  # type: ignore[attr-defined]
    modules = {"ref": ref, "port": port, "dispatch": dispatch}
    for module in modules.values():
        sys.modules[module.__name__] = module
    yield modules
    for module in modules.values():
        del sys.modules[module.__name__]


def test_the_plugin_intercepts_every_entry_and_sends_each_to_its_own_candidate(
    tmp_path: Path, two_entry_modules: dict[str, types.ModuleType]
) -> None:
    specs = [{"cutile": f"fake_multi_ref:{n}", "cutile_rs": f"fake_multi_port:{n}"} for n in ("scale", "shift")]
    plan = OpPlan(mode="check", op="multi", **entry_fields(specs, "cutile", "cutile_rs"), out_dir=str(tmp_path))
    interceptor = op_plugin.OpInterceptor(plan)
    ref, dispatch = two_entry_modules["ref"], two_entry_modules["dispatch"]
    originals = (ref.scale, ref.shift)
    interceptor.pytest_collection_finish(None)
    assert not interceptor.setup_error
    registry = dispatch.REGISTRY
    assert registry["scale"]["cutile"] is ref.scale and ref.scale not in originals  # both swapped, tables too
    assert registry["shift"]["cutile"] is ref.shift and ref.shift not in originals
    assert ref.scale(1) == ("reference", 2) and ref.shift(1) == ("reference", 3)  # outside a test: the target
    # Past the checked calls a test gets the candidate of the entry it called (checks themselves need torch).
    record = op_plugin.NodeRecord(seed=1, calls=MAX_CHECKED_CALLS)
    interceptor.nodes["t.py::test_a"], interceptor.current = record, "t.py::test_a"
    assert registry["shift"]["cutile"](5) == ("port shift", 5)
    assert registry["scale"]["cutile"](5) == ("port scale", 5)
    assert record.calls == MAX_CHECKED_CALLS + 2
    # Each check says which entry it came from.
    case = interceptor._case(record, interceptor._entries[1], "pass", "", 0.0, "float32")
    assert case.config == f"t.py::test_a#shift#call{MAX_CHECKED_CALLS + 2}"
    for restore in reversed(interceptor._restore):
        restore()
    assert (ref.scale, ref.shift) == originals
    assert (registry["scale"]["cutile"], registry["shift"]["cutile"]) == originals


def test_an_op_with_one_entry_keeps_its_check_names(
    tmp_path: Path, two_entry_modules: dict[str, types.ModuleType]
) -> None:
    spec = {"cutile": "fake_multi_ref:scale", "cutile_rs": "fake_multi_port:scale"}
    plan = OpPlan(mode="check", op="multi", **entry_fields([spec], "cutile", "cutile_rs"), out_dir=str(tmp_path))
    interceptor = op_plugin.OpInterceptor(plan)
    interceptor.pytest_collection_finish(None)
    interceptor.current = "t.py::test_a"
    record = op_plugin.NodeRecord(seed=1, calls=1)
    assert interceptor._case(record, interceptor._entries[0], "pass", "", 0.0, "float32").config == "t.py::test_a#call1"
    for restore in reversed(interceptor._restore):
        restore()


def test_d_and_e_block_on_the_environment_when_no_entry_can_be_told(tmp_path: Path) -> None:
    repo = mhc_repo(tmp_path, tests="import tilegym\n\ndef test_other():\n    tilegym.ops.something_else(1)\n")
    node = "tests/ops/experimental/test_mhc.py::test_other"
    mapped = AnalysisConfig(
        node_id=node, test="test_other", kind="correctness", params={}, status="mapped", variants=["v"]
    )
    analysis = Analysis.model_construct(
        correctness_configs=[mapped], perf_configs=[], reference_backends=["cutile"], variants=[]
    )
    found = check_correctness(stage_context(repo, "mhc", Stage.HOST_FFI), analysis, Path("/nonexistent.so"))
    assert (found.verdict, found.classification) == ("BLOCKED", Classification.ENV)
    assert "no entry to check" in found.message and "registers several" in found.validator.output_tail
    timed = measure(stage_context(repo, "mhc", Stage.PERF), analysis, Path("/nonexistent.so"))
    assert (timed.verdict, timed.classification) == ("BLOCKED", Classification.ENV)
    assert "no entry to time" in timed.message


# TileGym's rms_norm.py, reduced: the op's own function, and a registered factory handing out a class whose static
# method the backward tests call (``get_rms_norm_module().rms_norm_backward``); the Gemma3 subclass inherits it.
RMS_NORM = """
import torch
from tilegym.backend import register_impl

def _rms_norm_backward(x, dy, weight, rstd):
    return x, weight

def rms_norm_backward(x, dy, weight, rstd):
    return _rms_norm_backward(x, dy, weight, rstd)

@register_impl("rms_norm", backend="cutile")
def rms_norm(input, normalized_shape, weight, eps, bias=None, mode=None, offset=0.0, **kwargs):
    return input

class _TileRMSNorm(torch.nn.Module):
    def forward(self, hidden_states, mode=None):
        return rms_norm(hidden_states, None, self.weight, 1e-6)

    @staticmethod
    def rms_norm_backward(x, dy, weight, rstd):
        return _rms_norm_backward(x, dy, weight, rstd)

    @staticmethod
    def rms_norm_backward_torch(x, dy, weight, rstd):
        return x, weight

class _RMSNormForGemma3(_TileRMSNorm):
    pass

@register_impl("get_rms_norm_module", backend="cutile")
def get_rms_norm_module(model: str = "llama"):
    if model == "gemma3":
        return _RMSNormForGemma3
    else:
        return _TileRMSNorm
"""
RMS_NORM_TESTS = """
import tilegym

class Test_RMSNormBackward:
    def test_op(self):
        module = tilegym.ops.get_rms_norm_module()
        self.assertCorrectness(module.rms_norm_backward, self.reference, {})

class Test_RMSNormAutogradBackward:
    def test_op(self):
        y = tilegym.ops.rms_norm(x, (n,), w, 1e-5, mode=mode)
"""
RMS_NODE = (
    "tests/ops/experimental/test_rmsnorm_backward.py::Test_RMSNormBackward::test_op[cutile-256-256-torch.float16]"
)


def rms_norm_repo(root: Path, triton: str | None = None) -> Path:
    files = {
        "src/tilegym/ops/cutile/rms_norm.py": RMS_NORM,
        "tests/ops/experimental/test_rmsnorm_backward.py": RMS_NORM_TESTS,
    }
    return write(root, files if triton is None else {**files, "src/tilegym/ops/triton/rms_norm.py": triton})


def test_a_static_method_of_a_class_a_factory_hands_out_is_an_entry_never_the_factory(tmp_path: Path) -> None:
    # On the H200 the backward tests called get_rms_norm_module().rms_norm_backward, which nothing intercepted:
    # "5 of 51 checks errored: the test never called the rms_norm entry". Since then the factory itself (it returns
    # a class, so it was not taken for a factory) would have been intercepted, computing nothing to compare.
    repo = rms_norm_repo(tmp_path)
    specs = reached_entries(repo, CONFIG, "rms_norm", [RMS_NODE])
    assert specs == [
        {
            "cutile": "tilegym.ops.cutile.rms_norm:rms_norm",
            "triton": "tilegym.ops.triton.rms_norm:rms_norm",
            "cutile_rs": "tilegym.ops.cutile_rs.rms_norm:rms_norm",
        },
        {
            "cutile": "tilegym.ops.cutile.rms_norm:_TileRMSNorm.rms_norm_backward",
            "triton": "tilegym.ops.triton.rms_norm:_TileRMSNorm.rms_norm_backward",  # none: resolving says so
            "cutile_rs": "tilegym.ops.cutile_rs.rms_norm:_TileRMSNorm.rms_norm_backward",
        },
    ]
    module = read_module(repo / "src/tilegym/ops/cutile/rms_norm.py")
    assert module is not None
    factory = module.registered[1]
    assert (factory.function, factory.factory, factory.classes) == (
        "get_rms_norm_module",
        True,
        ("_RMSNormForGemma3", "_TileRMSNorm"),
    )
    # The Gemma3 class inherits the method: its owner is the class that defines it (swapped once, seen by both).
    assert module.static_method("_RMSNormForGemma3", "rms_norm_backward") == "_TileRMSNorm.rms_norm_backward"
    assert module.static_method("_RMSNormForGemma3", "forward") is None  # an instance method is no entry


def test_a_handed_out_method_the_tests_do_not_name_or_reach_through_no_factory_is_not_intercepted(
    tmp_path: Path,
) -> None:
    repo = rms_norm_repo(tmp_path)
    forward_only = "import tilegym\n\ndef test_op():\n    tilegym.ops.rms_norm(x, (n,), w, 1e-5)\n"
    write(repo, {"tests/ops/test_rms_norm.py": forward_only})
    assert [
        s["cutile"] for s in reached_entries(repo, CONFIG, "rms_norm", ["tests/ops/test_rms_norm.py::test_op"])
    ] == ["tilegym.ops.cutile.rms_norm:rms_norm"]
    # The method named, but no factory: the module-level rms_norm_backward is no registered entry either.
    direct = "from tilegym.ops.cutile.rms_norm import rms_norm_backward\n\ndef test_op():\n    rms_norm_backward()\n"
    write(repo, {"tests/ops/test_rms_norm.py": direct})
    chosen = choose(repo / "src/tilegym/ops/cutile/rms_norm.py", "rms_norm", [repo / "tests/ops/test_rms_norm.py"])
    assert chosen.functions == ("rms_norm",) and chosen.among_several is False


def test_triton_s_handed_out_method_is_the_same_method_of_its_same_named_factory_s_class(tmp_path: Path) -> None:
    triton = (
        "import torch\nfrom tilegym.backend import register_impl\n\n"
        "class _TritonRMSNorm(torch.nn.Module):\n    @staticmethod\n    def rms_norm_backward(x, dy, w, r):\n"
        "        return x, w\n\n"
        '@register_impl("get_rms_norm_module", backend="triton")\ndef get_rms_norm_module(model="llama"):\n'
        "    return _TritonRMSNorm\n"
    )
    repo = rms_norm_repo(tmp_path, triton=triton)
    specs = reached_entries(repo, CONFIG, "rms_norm", [RMS_NODE])
    assert specs[1]["triton"] == "tilegym.ops.triton.rms_norm:_TritonRMSNorm.rms_norm_backward"


def test_a_module_whose_only_entries_are_handed_out_methods_names_them_and_a_class_factory_in_errors(
    tmp_path: Path,
) -> None:
    module = RMS_NORM.replace('@register_impl("rms_norm", backend="cutile")\ndef rms_norm(', "def tile_rms(")
    module = module.replace("def rms_norm_backward(x", "def other_backward(x", 1) + (
        '\n@register_impl("other", backend="cutile")\ndef other(x):\n    return x\n'
    )
    repo = write(tmp_path, {"src/tilegym/ops/cutile/rms_norm.py": module, "tests/ops/t.py": RMS_NORM_TESTS})
    assert [s["cutile"] for s in reached_entries(repo, CONFIG, "rms_norm", ["tests/ops/t.py::x"])] == [
        "tilegym.ops.cutile.rms_norm:_TileRMSNorm.rms_norm_backward"
    ]
    write(repo, {"tests/ops/t.py": "def test_x(): pass\n"})
    with pytest.raises(EntryError, match=r"get_rms_norm_module \(returns _RMSNormForGemma3, _TileRMSNorm\)"):
        reached_entries(repo, CONFIG, "rms_norm", ["tests/ops/t.py::test_x"])


@pytest.fixture
def factory_modules() -> Iterator[dict[str, types.ModuleType]]:
    """A reference module whose factory hands out a class (and a subclass) with a static method, and a port that
    keeps the class; the dispatch module holds the factory in a registry, as tilegym.ops does."""

    def module(name: str, who: str) -> types.ModuleType:
        mod = types.ModuleType(name)
        exec(  # the classes must be defined in the module, as a real one's are
            "class Norm:\n"
            "    @staticmethod\n"
            f"    def backward(x):\n        return ({who!r}, x)\n"
            "class Gemma(Norm):\n    pass\n"
            "def get_module(model='llama'):\n    return Gemma if model == 'gemma3' else Norm\n",
            mod.__dict__,
        )
        return mod

    ref, port = module("fake_factory_ref", "reference"), module("fake_factory_port", "port")
    dispatch = types.ModuleType("fake_factory_dispatch")
    dispatch.REGISTRY = {"get_module": {"cutile": ref.get_module}}  # type: ignore[attr-defined]
    modules = {"ref": ref, "port": port, "dispatch": dispatch}
    for mod in modules.values():
        sys.modules[mod.__name__] = mod
    yield modules
    for mod in modules.values():
        del sys.modules[mod.__name__]


def test_the_plugin_intercepts_a_static_method_reached_through_a_factory_s_class(
    tmp_path: Path, factory_modules: dict[str, types.ModuleType]
) -> None:
    spec = {"cutile": "fake_factory_ref:Norm.backward", "cutile_rs": "fake_factory_port:Norm.backward"}
    plan = OpPlan(mode="check", op="norm", **entry_fields([spec], "cutile", "cutile_rs"), out_dir=str(tmp_path))
    interceptor = op_plugin.OpInterceptor(plan)
    interceptor.pytest_collection_finish(None)
    assert not interceptor.setup_error
    get_module = factory_modules["dispatch"].REGISTRY["get_module"]["cutile"]
    assert get_module().backward(1) == ("reference", 1)  # outside a test: the target, through the interceptor
    record = op_plugin.NodeRecord(seed=1, calls=MAX_CHECKED_CALLS)
    interceptor.nodes["t.py::test_a"], interceptor.current = record, "t.py::test_a"
    # Both the class and the Gemma3 subclass (which inherits the method) reach the port's; each call is counted,
    # so the test is no longer "never called the entry".
    assert get_module().backward(5) == ("port", 5)
    assert get_module("gemma3").backward(6) == ("port", 6)
    assert record.calls == MAX_CHECKED_CALLS + 2
    for restore in reversed(interceptor._restore):
        restore()
    assert get_module().backward(7) == ("reference", 7) and get_module("gemma3").backward(7) == ("reference", 7)
    assert isinstance(vars(factory_modules["ref"].Norm)["backward"], staticmethod)


def test_a_port_without_the_handed_out_method_is_a_setup_error_naming_it(
    tmp_path: Path, factory_modules: dict[str, types.ModuleType]
) -> None:
    del factory_modules["port"].Norm.backward
    spec = {"cutile": "fake_factory_ref:Norm.backward", "cutile_rs": "fake_factory_port:Norm.backward"}
    plan = OpPlan(mode="check", op="norm", **entry_fields([spec], "cutile", "cutile_rs"), out_dir=str(tmp_path))
    interceptor = op_plugin.OpInterceptor(plan)
    interceptor.pytest_collection_finish(None)
    assert interceptor.setup_error == (
        "EntryError: fake_factory_port has no static method 'Norm.backward', so its calls cannot be intercepted"
    )
    assert interceptor._restore == []  # nothing swapped: every test then fails on the setup error


# TileGym's attention.py, reduced: two registered entries, a plain one the other calls, and the interface the
# forward tests go through (attn_interface.fmha_interface -> tilegym.ops.fmha, the dispatcher of "fmha").
ATTENTION = """
from tilegym.backend import register_impl

@register_impl("fmha", backend="cutile")
def tile_fmha(q, k, v, scaling=None, **kwargs):
    return q

def fmha_forward_with_lse(q, k, v, sm_scale, is_causal=True):
    return q, q

@register_impl("fmha_backward", backend="cutile")
def tile_fmha_with_backward(q, k, v, scaling=None, is_causal=True):
    return fmha_forward_with_lse(q, k, v, scaling, is_causal)[0]

def _head_dim_key(head_dim):
    return head_dim
"""
ATTN_INTERFACE = """
def fmha_interface(q, k, v, is_causal=True, scaling=None, backend=None):
    from tilegym.ops import fmha

    return fmha(q, k, v, scaling=scaling, is_causal=is_causal, backend=backend)
"""
OPS = """
from tilegym.backend import dispatch

@dispatch("fmha")
def fmha(q, k, v, scaling=None, is_causal=True, **kwargs):
    raise NotImplementedError("fmha")
"""
ATTENTION_TESTS = """
import tilegym

def test_op():
    tilegym.ops.fmha_interface(1, 2, 3, scaling=0.5)
"""
BACKWARD_TESTS = """
import torch
import tilegym
from tilegym.ops.cutile import attention as cutile_attention

def test_op_backward():
    cutile_attention.tile_fmha_with_backward(1, 2, 3)

def test_op_forward_with_lse():
    out, lse = cutile_attention.fmha_forward_with_lse(1, 2, 3, 0.5, True)
    torch.nn.functional._head_dim_key  # the same name on another module is not the op's
"""


def attention_repo(root: Path) -> Path:
    return write(
        root,
        {
            "src/tilegym/__init__.py": "",
            "src/tilegym/ops/__init__.py": "from .attn_interface import fmha_interface\n",
            "src/tilegym/ops/attn_interface.py": ATTN_INTERFACE,
            "src/tilegym/ops/ops.py": OPS,
            "src/tilegym/ops/cutile/attention.py": ATTENTION,
            "tests/ops/test_attention.py": ATTENTION_TESTS,
            "tests/ops/experimental/test_attention_backward.py": BACKWARD_TESTS,
        },
    )


def test_an_entry_the_tests_reach_through_the_package_s_interface_is_chosen(tmp_path: Path) -> None:
    # On the H200 only tile_fmha_with_backward was intercepted: the forward tests call fmha_interface, which
    # dispatches "fmha" (tile_fmha), and ran the reference alone; E found no entry at all for them.
    repo = attention_repo(tmp_path)
    specs = reached_entries(repo, CONFIG, "attention", ["tests/ops/test_attention.py::test_op"])
    assert specs == [
        {
            "cutile": "tilegym.ops.cutile.attention:tile_fmha",
            "triton": "tilegym.ops.triton.attention:tile_fmha",
            "cutile_rs": "tilegym.ops.cutile_rs.attention:tile_fmha",
        }
    ]
    # A dispatcher the tests never reach is not followed: the tests of another op name nothing of attention's.
    (repo / "tests/ops/test_attention.py").write_text("import tilegym\n\ndef test_op():\n    tilegym.ops.other(1)\n")
    with pytest.raises(EntryError, match="call none that computes"):
        reached_entries(repo, CONFIG, "attention", ["tests/ops/test_attention.py::test_op"])


def test_a_plain_function_the_tests_call_on_the_op_s_module_is_an_entry(tmp_path: Path) -> None:
    # test_op_forward_with_lse_matches_reference passed on the H200 having called no entry ("proves nothing").
    repo = attention_repo(tmp_path)
    nodes = [
        "tests/ops/test_attention.py::test_op",
        "tests/ops/experimental/test_attention_backward.py::test_op_backward",
    ]
    assert [s["cutile"].rpartition(":")[2] for s in reached_entries(repo, CONFIG, "attention", nodes)] == [
        "tile_fmha",
        "fmha_forward_with_lse",
        "tile_fmha_with_backward",
    ]
    # The module's other plain functions (_head_dim_key, named on torch's module) are not entries.
    path = repo / "src/tilegym/ops/cutile/attention.py"
    backward = [repo / "tests/ops/experimental/test_attention_backward.py"]
    assert called_on_module(path, "tilegym.ops.cutile.attention", backward) == ["fmha_forward_with_lse"]


@pytest.mark.parametrize(
    "test",
    [
        "from tilegym.ops.cutile.attention import fmha_forward_with_lse\n\ndef test_x():\n"
        "    fmha_forward_with_lse(1, 2, 3, 0.5)\n",
        "import tilegym.ops.cutile.attention\n\ndef test_x():\n"
        "    tilegym.ops.cutile.attention.fmha_forward_with_lse(1, 2, 3, 0.5)\n",
        "import tilegym.ops.cutile.attention as a\n\ndef test_x():\n    a.fmha_forward_with_lse(1, 2, 3, 0.5)\n",
    ],
    ids=["from-import", "dotted-path", "import-as"],
)
def test_every_way_of_calling_a_function_on_the_module_is_seen(tmp_path: Path, test: str) -> None:
    repo = attention_repo(tmp_path)
    (repo / "tests/ops/test_attention.py").write_text(test, encoding="utf-8")
    (spec,) = reached_entries(repo, CONFIG, "attention", ["tests/ops/test_attention.py::test_x"])
    assert spec["cutile"] == "tilegym.ops.cutile.attention:fmha_forward_with_lse"


def test_a_single_entry_op_whose_tests_also_call_a_plain_function_of_its_module_gets_both(tmp_path: Path) -> None:
    module = "@register_impl('swa', backend='cutile')\ndef tile_swa(x):\n    return x\n\n"
    module += "def swa_lse(x):\n    return x\n"
    tests = "from tilegym.ops.cutile import swa\n\ndef test_a():\n    swa.swa_lse(1)\n"
    repo = write(tmp_path, {"src/tilegym/ops/cutile/swa.py": module, "tests/ops/test_swa.py": tests})
    specs = reached_entries(repo, CONFIG, "swa", ["tests/ops/test_swa.py::test_a"])
    assert [s["cutile_rs"].rpartition(":")[2] for s in specs] == ["tile_swa", "swa_lse"]


NESTED_REFERENCE = """
calls = []

def inner(x):
    calls.append("reference inner")
    return ("reference inner", x)

def outer(x):
    calls.append("reference outer")
    return ("reference outer", inner(x))
"""


@pytest.fixture
def nested_modules(monkeypatch: pytest.MonkeyPatch) -> dict[str, types.ModuleType]:
    """A reference whose ``outer`` calls ``inner`` through its module's globals (as tile_fmha_with_backward calls
    fmha_forward_with_lse), a port with its own pair, a port whose ``outer`` calls the reference's ``inner``, and
    just enough of torch for a check to run on no GPU (no tensors: each check errs, which is not what is tested)."""
    ref = types.ModuleType("fake_nested_ref")
    exec(compile(NESTED_REFERENCE, "fake_nested_ref.py", "exec"), ref.__dict__)
    port = types.ModuleType("fake_nested_port")
    port.inner = lambda x: ("port inner", x)  # type: ignore[attr-defined]
    port.outer = lambda x: ("port outer", port.inner(x))  # type: ignore[attr-defined]
    lazy = types.ModuleType("fake_nested_lazy")
    lazy.inner = port.inner  # type: ignore[attr-defined]
    lazy.outer = lambda x: ("lazy outer", ref.inner(x))  # type: ignore[attr-defined]
    torch = types.ModuleType("torch")
    torch.Tensor = type("Tensor", (), {"new_empty": lambda self: self})  # type: ignore[attr-defined]
    torch.empty = torch.empty_like = torch.empty_strided = lambda *a, **k: None  # type: ignore[attr-defined]
    torch.cuda = types.SimpleNamespace(synchronize=lambda: None)  # type: ignore[attr-defined]
    for module in (ref, port, lazy, torch):
        monkeypatch.setitem(sys.modules, module.__name__, module)
    return {"ref": ref, "port": port, "lazy": lazy}


def nested_interceptor(tmp_path: Path, mode: str, port: str = "fake_nested_port") -> op_plugin.OpInterceptor:
    specs = [{"cutile": f"fake_nested_ref:{n}", "cutile_rs": f"{port}:{n}"} for n in ("outer", "inner")]
    plan = OpPlan(mode=mode, op="nested", **entry_fields(specs, "cutile", "cutile_rs"), out_dir=str(tmp_path))
    interceptor = op_plugin.OpInterceptor(plan)
    interceptor._start_timer = lambda: None  # type: ignore[method-assign]  # CUPTI: no GPU here
    interceptor.pytest_collection_finish(None)
    assert not interceptor.setup_error
    interceptor.nodes["t.py::test_a"], interceptor.current = op_plugin.NodeRecord(seed=1), "t.py::test_a"
    return interceptor


def test_an_entry_called_inside_another_is_the_reference_s_own_call_never_a_second_check(
    tmp_path: Path, nested_modules: dict[str, types.ModuleType]
) -> None:
    ref = nested_modules["ref"]
    interceptor = nested_interceptor(tmp_path, "check")
    record = interceptor.nodes["t.py::test_a"]
    # The test calls outer: one check; the reference's outer reached its own inner (through the interceptor,
    # passed through), the port ran its own pair, and the test got the port's result.
    assert ref.outer(1) == ("port outer", ("port inner", 1))
    assert ref.calls == ["reference outer", "reference inner"]
    assert (record.calls, record.problems) == (1, [])
    assert [c["config"] for c in record.checks] == ["t.py::test_a#outer#call1"]
    # Called by the test itself, inner is checked on its own.
    assert ref.inner(2) == ("port inner", 2)
    assert [c["config"] for c in record.checks] == ["t.py::test_a#outer#call1", "t.py::test_a#inner#call2"]
    for restore in reversed(interceptor._restore):
        restore()
    assert ref.outer(3) == ("reference outer", ("reference inner", 3))  # the reference's call path as it was


def test_a_port_calling_the_reference_s_nested_entry_is_caught(
    tmp_path: Path, nested_modules: dict[str, types.ModuleType]
) -> None:
    interceptor = nested_interceptor(tmp_path, "check", port="fake_nested_lazy")
    record = interceptor.nodes["t.py::test_a"]
    assert nested_modules["ref"].outer(1) == ("lazy outer", ("reference inner", 1))
    assert record.calls == 1 and record.problems == ["the candidate called the reference entry instead of its own code"]
    for restore in reversed(interceptor._restore):
        restore()


def test_timing_counts_and_times_only_the_outermost_call(
    tmp_path: Path, nested_modules: dict[str, types.ModuleType], monkeypatch: pytest.MonkeyPatch
) -> None:
    interceptor = nested_interceptor(tmp_path, "time")
    record = interceptor.nodes["t.py::test_a"]
    timed: list[str] = []

    def time_once(record: op_plugin.NodeRecord, entry: op_plugin.Entry, args: tuple[int], kwargs: object) -> None:
        timed.append(entry.name)  # CUPTI aside, what _time does: it runs the target (and contenders) again
        entry.target(*args)
        entry.contenders["candidate"](*args)

    monkeypatch.setattr(interceptor, "_time", time_once)
    assert nested_modules["ref"].outer(1) == ("reference outer", ("reference inner", 1))
    assert (timed, record.calls) == (["outer"], 1)  # before: inner counted twice more (calls 3)
    for restore in reversed(interceptor._restore):
        restore()


def test_d_and_e_hand_the_run_s_autotune_setting_to_their_test_processes(tmp_path: Path) -> None:
    """The plan file each stage writes is what its test processes read (op_plugin installs the first-candidate
    search from it); the processes themselves need the GPU, the plan does not."""
    repo = mhc_repo(tmp_path)
    mapped = [
        AnalysisConfig(node_id=n, test=n.split("::")[-1], kind=kind, params={}, status="mapped", variants=["v"])
        for n in NODES[:1]
        for kind in ("correctness", "perf")
    ]
    analysis = Analysis.model_construct(
        correctness_configs=mapped[:1],
        perf_configs=mapped[1:],
        reference_backends=["cutile"],
        variants=[],
        tolerances={},
    )
    config = RunConfig.model_validate({"perf": {"autotune": "first", "warmup_processes": 1}})
    check_correctness(stage_context(repo, "mhc", Stage.HOST_FFI, config=config), analysis, Path("/nonexistent.so"))
    measure(stage_context(repo, "mhc", Stage.PERF, config=config), analysis, Path("/nonexistent.so"))
    plans = sorted(repo.rglob("op_plan.json"))
    assert [p.parent.name for p in plans] == ["correctness", "perf"]
    assert all(OpPlan.model_validate_json(p.read_text(encoding="utf-8")).autotune == "first" for p in plans)
