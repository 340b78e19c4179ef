"""The launch-contract format: a wrong guess names the key and the keys allowed there, at every level."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tilebot.core.analysis import Variant
from tilebot.runner.stages.launch_contract import (
    CONTRACT_TAG,
    FORMAT,
    ContractError,
    allowed_keys,
    checked_requests,
    launch_requests,
)
from tilebot.runner.targets.cutile_rs.harness import CompileOptionsSpec, EntryRequest, TensorArg

KERNEL = """
#[cutile::module]
pub mod scale_kernels {
    use cutile::core::*;
    #[cutile::entry()]
    pub fn scale<const B: i32>(x: &mut Tensor<f32, {[B]}>, n: i32, alpha: f32) {}
}
"""
ENTRY = {
    "module": "scale_kernels",
    "function": "scale",
    "generics": ["256"],
    "args": {"x": {"kind": "tensor", "shape": [4096], "strides": [1]}, "n": {"kind": "int", "value": 4096}},
    "options": {"occupancy": 2},
}


def variant(name: str = "scale_v") -> Variant:
    return Variant.model_construct(name=name)  # the contract reads only the variant names


def report(tmp_path: Path, contract: Any) -> Path:
    path = tmp_path / "write_kernel.md"
    path.write_text(f"## Contract\n\n```json {CONTRACT_TAG}\n{json.dumps(contract)}\n```\n")
    return path


def error(tmp_path: Path, contract: Any) -> str:
    with pytest.raises(ContractError) as err:
        launch_requests(report(tmp_path, contract), [variant()], "sm_90")
    return str(err.value)


def with_changes(**changes: Any) -> dict[str, Any]:
    entry = json.loads(json.dumps(ENTRY))
    entry.update(changes)
    return {"scale_v": entry}


def test_the_documented_example_shape_parses_with_shape_strides_and_options(tmp_path: Path) -> None:
    [request] = launch_requests(report(tmp_path, with_changes()), [variant()], "sm_90")
    assert request == EntryRequest.model_validate({**ENTRY, "name": "scale_v", "target": "sm_90"})
    assert request.args["x"] == TensorArg(shape=(4096,), strides=(1,)) and request.options.occupancy == 2
    # The format the prompt quotes names every field the models accept (the stage fills name and target).
    for key in [*allowed_keys(EntryRequest, {"name", "target"}), *allowed_keys(CompileOptionsSpec), "shape", "strides"]:
        assert f'"{key}"' in FORMAT, key


def test_an_unknown_key_is_named_with_the_allowed_ones_at_each_level(tmp_path: Path) -> None:
    allowed = "allowed keys: args, const_grid, function, generics, module, options"
    assert error(tmp_path, with_changes(grid=[16, 1, 1])) == f"scale_v: unknown key 'grid'; {allowed}"
    assert error(tmp_path, with_changes(target="sm_100")) == f"scale_v: unknown key 'target'; {allowed}"
    assert error(tmp_path, with_changes(options={"num_warps": 8})) == (
        "scale_v.options: unknown key 'num_warps'; allowed keys: max_divisibility, num_cta_in_cga, occupancy"
    )
    args = {"x": {"kind": "tensor", "shape": [4096], "stride": [1]}}
    assert error(tmp_path, with_changes(args=args)) == (
        "scale_v.args.x (tensor): unknown key 'stride'; allowed keys: base_addr, kind, shape, strides"
    )
    assert error(tmp_path, with_changes(args={"x": {"kind": "array"}})) == (
        "scale_v.args.x: kind 'array'; allowed kinds: tensor, int, pointer"
    )
    for kind in (["tensor"], {"tensor": 1}):  # unhashable: a contract error, not a TypeError
        assert error(tmp_path, with_changes(args={"x": {"kind": kind}})) == (
            f"scale_v.args.x: kind {kind!r}; allowed kinds: tensor, int, pointer"
        )


def test_values_that_do_not_validate_say_where(tmp_path: Path) -> None:
    args = {"x": {"kind": "tensor", "shape": [4096, 2], "strides": [1]}}
    assert "shape (4096, 2) and strides (1,) differ in rank" in error(tmp_path, with_changes(args=args))
    assert error(tmp_path, with_changes(options={"occupancy": 0})).startswith("scale_v.options.occupancy: ")
    assert "must name exactly the variants ['scale_v'], got ['other']" in error(tmp_path, {"other": ENTRY})
    no_block = tmp_path / "empty.md"
    no_block.write_text("no contract here\n")
    with pytest.raises(ContractError, match="exactly one ```json launch-contract block, found 0"):
        launch_requests(no_block, [variant()], "sm_90")


def test_the_contract_is_checked_against_the_entry_kernel_rs_declares(tmp_path: Path) -> None:
    kernel = tmp_path / "kernel.rs"
    with pytest.raises(ContractError, match=r"kernel\.rs is not written yet"):
        checked_requests(report(tmp_path, with_changes()), kernel, [variant()], "sm_90")
    kernel.write_text(KERNEL)
    [request] = checked_requests(report(tmp_path, with_changes()), kernel, [variant()], "sm_90")
    assert request.function == "scale"
    without_n = with_changes(args={"x": ENTRY["args"]["x"]})
    with pytest.raises(ContractError, match="`n: i32` needs a int argument"):
        checked_requests(report(tmp_path, without_n), kernel, [variant()], "sm_90")
