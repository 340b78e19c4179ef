"""The GPU-free parts of the op-call harness: entry resolution, interception, argument trees, plans."""

from __future__ import annotations

import sys
import types
from collections.abc import Iterator
from pathlib import Path

import pytest

from tilebot.core.config import RunConfig
from tilebot.runner.gpu import op_calls
from tilebot.runner.gpu.op_calls import EntryError, clone_call, replace_tensors, resolve, retarget, tensors_in
from tilebot.runner.gpu.op_harness import check_cases, entries, import_roots
from tilebot.runner.gpu.op_plan import OpPlan, OpResults


class Box:
    """Stands in for a tensor: the tree helpers only need a predicate."""

    def __init__(self, value: int) -> None:
        self.value = value


def is_box(value: object) -> bool:
    return isinstance(value, Box)


@pytest.fixture
def fake_modules() -> Iterator[tuple[types.ModuleType, types.ModuleType]]:
    def softmax(x: int) -> int:
        return x + 1

    op = types.ModuleType("fake_pkg_ops_softmax")
    op.softmax = softmax  # type: ignore[attr-defined]
    test = types.ModuleType("fake_pkg_test_softmax")
    test.softmax = softmax  # type: ignore[attr-defined]  # `from ... import softmax`
    test.REGISTRY = {"softmax": {"cutile": softmax, "triton": len}}  # type: ignore[attr-defined]
    test.FLAT = {"softmax": softmax}  # type: ignore[attr-defined]
    sys.modules[op.__name__], sys.modules[test.__name__] = op, test
    yield op, test
    del sys.modules[op.__name__], sys.modules[test.__name__]


def test_resolve_names_a_callable_or_says_what_is_wrong(fake_modules: tuple[types.ModuleType, ...]) -> None:
    assert resolve("fake_pkg_ops_softmax:softmax")(1) == 2
    with pytest.raises(EntryError, match="must look like"):
        resolve("fake_pkg_ops_softmax.softmax")
    with pytest.raises(EntryError, match="has no function 'nope'"):
        resolve("fake_pkg_ops_softmax:nope")
    with pytest.raises(EntryError, match="cannot import no_such_module_here"):
        resolve("no_such_module_here:f")


def test_retarget_reaches_imports_and_registries_and_undoes_itself(
    fake_modules: tuple[types.ModuleType, types.ModuleType],
) -> None:
    op, test = fake_modules
    original = op.softmax

    def interceptor(x: int) -> int:
        return -x

    restore = retarget(original, interceptor)
    assert op.softmax is interceptor and test.softmax is interceptor
    assert test.REGISTRY["softmax"]["cutile"] is interceptor and test.FLAT["softmax"] is interceptor
    assert test.REGISTRY["softmax"]["triton"] is len  # other entries untouched
    restore()
    assert op.softmax is original and test.softmax is original
    assert test.REGISTRY["softmax"]["cutile"] is original and test.FLAT["softmax"] is original


def test_tensor_trees_flatten_and_rebuild_in_the_same_order() -> None:
    a, b, c = Box(1), Box(2), Box(3)
    call = ((a, [b, 7]), {"scale": 0.5, "out": c, "opts": {"n": 3}})
    found = tensors_in(call, is_box)
    assert found == [a, b, c]
    fresh = [Box(10), Box(20), Box(30)]
    rebuilt = replace_tensors(call, iter(fresh), is_box)
    assert rebuilt == ((fresh[0], [fresh[1], 7]), {"scale": 0.5, "out": fresh[2], "opts": {"n": 3}})
    assert isinstance(rebuilt[0], tuple) and isinstance(rebuilt[0][1], list)


class GraphTensor:
    """Stands in for a torch tensor's autograd links: ``grad_from`` is the tensor a gradient reaching it flows to."""

    def __init__(self, requires_grad: bool, grad_from: GraphTensor | None = None) -> None:
        self.requires_grad = requires_grad
        self.grad_from = grad_from

    def detach(self) -> GraphTensor:
        return GraphTensor(False)

    def clone(self) -> GraphTensor:  # torch: CloneBackward when the source requires grad
        return GraphTensor(self.requires_grad, self if self.requires_grad else None)

    def requires_grad_(self, flag: bool) -> GraphTensor:
        self.requires_grad = flag
        return self


def test_the_candidate_s_copies_stay_in_the_graph_so_a_test_s_backward_reaches_its_own_tensors(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # On the H200 rms_norm's autograd tests failed "None is not tensor": the test's y.backward(dy) ran through
    # the candidate's detached copies, so the test's own x.grad was never written.
    monkeypatch.setattr(op_calls, "is_torch_tensor", lambda v: isinstance(v, GraphTensor))
    x, w, dy = GraphTensor(True), GraphTensor(True), GraphTensor(False)
    (cx, cw, cdy), _ = clone_call((x, w, dy), {}, keep_graph=True)
    assert (cx.grad_from, cw.grad_from) == (x, w) and cx.requires_grad and cw.requires_grad
    assert cdy is not dy and cdy.grad_from is None and not cdy.requires_grad
    # The reference's copies (and the timings') stay detached leaves with the caller's grad flag.
    (rx, rw, rdy), _ = clone_call((x, w, dy), {})
    assert rx is not x and rx.grad_from is None and rx.requires_grad and rw.requires_grad and not rdy.requires_grad


def test_entries_follow_the_layout(tmp_path: Path) -> None:
    (tmp_path / "src").mkdir()
    specs = entries(tmp_path, RunConfig(), "softmax")
    assert specs == {
        "cutile": "tilegym.ops.cutile.softmax:softmax",
        "triton": "tilegym.ops.triton.softmax:softmax",
        "cutile_rs": "tilegym.ops.cutile_rs.softmax:softmax",
    }
    assert import_roots(tmp_path, RunConfig()) == [tmp_path / "src", tmp_path]


def test_plan_tolerances_fall_back_to_the_defaults_and_never_to_nothing() -> None:
    plan = OpPlan(
        mode="check",
        op="x",
        target="m:f",
        contenders={"reference": "m:f", "candidate": "n:f"},
        tolerances={"float16": {"rtol": 0.5, "atol": 0.25}},
        out_dir="/tmp/x",
    )
    assert (plan.tolerance("float16").rtol, plan.tolerance("float16").atol) == (0.5, 0.25)
    assert plan.tolerance("bfloat16").rtol == 1e-2  # TileGym's default
    assert (plan.tolerance("int8").rtol, plan.tolerance("int8").atol) == (0.0, 0.0)  # exact for unknown types


def _results(nodes: dict[str, dict[str, object]]) -> OpResults:
    return OpResults.model_validate({"mode": "check", "op": "softmax", "nodes": nodes})


def test_check_cases_turn_silent_tests_and_failed_assertions_into_failures() -> None:
    good = {"op": "softmax", "config": "t::a#call1", "dtype": "float16", "candidate": "candidate", "seed": 1}
    results = _results(
        {
            "t::a": {"seed": 1, "outcome": "passed", "calls": 1, "checks": [good | {"outcome": "pass", "message": ""}]},
            "t::never": {"seed": 2, "outcome": "passed", "calls": 0},
            "t::assert": {
                "seed": 3,
                "outcome": "failed",
                "message": "AssertionError: Tensor-likes are not close!",
                "calls": 1,
                "checks": [good | {"config": "t::assert#call1", "outcome": "pass", "message": ""}],
            },
            "t::delegates": {
                "seed": 4,
                "outcome": "passed",
                "calls": 1,
                "problems": ["the candidate called the reference entry instead of its own code"],
            },
        }
    )
    cases = {c.config: c for c in check_cases(results)}
    assert cases["t::a#call1"].passed
    assert cases["t::never"].outcome == "error" and "never called the softmax entry" in cases["t::never"].message
    assert cases["t::assert"].outcome == "fail" and "Tensor-likes are not close" in cases["t::assert"].message
    assert cases["t::delegates"].outcome == "fail" and "called the reference entry" in cases["t::delegates"].message


def test_a_guard_is_the_tensor_s_span_between_its_floor_and_its_cap() -> None:
    """Small tensors get the floor, mid-sized ones their own span (a ragged tail tile overruns by less), big ones the
    cap (their tail tile overruns by its rows, not by the tensor: a span-sized guard would triple every output)."""
    floor, cap, align = op_calls.GUARD_MIN_BYTES, op_calls.GUARD_MAX_BYTES, op_calls.ALIGN_BYTES
    assert op_calls.guard_bytes(1) == floor
    assert op_calls.guard_bytes(floor + 1) == floor + align  # rounded up: what follows the guard keeps its alignment
    assert op_calls.guard_bytes(cap - align) == cap - align
    assert op_calls.guard_bytes(40 << 30) == cap
    assert all(op_calls.guard_bytes(n) % align == 0 for n in (1, 777, floor + 3, 5 << 20, 40 << 30))
