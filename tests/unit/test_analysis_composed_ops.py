"""Stage A on an op whose tests call the target's own function composing several dispatched ops.

TileGym's ``moe_interface.fused_moe`` calls the dispatched ``moe_align_block_size``, then the dispatched
``invoke_fused_moe_kernel`` (the op's own kernel): the configuration's launches are those of the whole
function the test called, not only of its first dispatched op.
"""

from __future__ import annotations

from pathlib import Path

from tests.support import synthetic_op
from tilebot.core.analysis import Analysis
from tilebot.core.config import RunConfig
from tilebot.runner.analysis.analyze_op import Options, analyze

INTERFACE = """
from tilegym.backend import dispatch


@dispatch("scale")
def scale(x, square=False, two_d=False):
    raise NotImplementedError("no backend")


def square_then_triple(x):
    y = scale(x, square=True)
    return scale(y.view(64, -1), two_d=True)
"""

TEST = """
import pytest
import torch

import tilegym
from tilegym.ops import scale_interface

from .. import common


class Test_Scale(common.PyTestCase):
    _backends = ["cutile"]

    @pytest.mark.parametrize("backend", _backends)
    def test_op(self, backend):
        x = torch.randn(4096, device="cuda", dtype=torch.float32)
        out = scale_interface.square_then_triple(x)
        torch.testing.assert_close(out, (x * x * 3.0).view(64, -1))

    @pytest.mark.parametrize("backend", _backends)
    def test_then_another_call(self, backend):
        x = torch.randn(4096, device="cuda", dtype=torch.float32)
        scale_interface.square_then_triple(x)
        tilegym.ops.scale(x)  # the test's own second call: not the traced call's launches
"""


def _analyse(root: Path) -> Analysis:
    synthetic_op.write_repo(root)
    (root / "src/tilegym/ops/scale_interface.py").write_text(INTERFACE.lstrip("\n"), encoding="utf-8")
    (root / "tests/ops/test_scale.py").write_text(TEST.lstrip("\n"), encoding="utf-8")
    return analyze(root, "scale", RunConfig(), root / "run", Options(export_ir=False))


def test_launches_of_every_op_the_called_function_composes_are_the_configurations(tmp_path: Path) -> None:
    a = _analyse(tmp_path)
    assert not a.unresolved, a.unresolved
    (composed,) = [c for c in a.correctness_configs if c.node_id.endswith("test_op[cutile]")]
    # both of the function's op calls, in launch order; the test's comparison that follows needs values and
    # is no reason to note (the function had returned)
    assert composed.status == "mapped" and composed.note == ""
    assert composed.variants == ["scale_kernel", "scale_kernel_2d"]
    assert {v.name for v in a.variants} == {"scale_kernel", "scale_kernel_2d"}


def test_an_op_call_after_the_composed_function_returned_ends_the_configuration(tmp_path: Path) -> None:
    a = _analyse(tmp_path)
    (then,) = [c for c in a.correctness_configs if "test_then_another_call" in c.node_id]
    assert then.status == "mapped" and then.variants == ["scale_kernel", "scale_kernel_2d"]
    # the second call (SQUARE False) launched nothing that was recorded: one SQUARE, so no variant split on it
    (scale,) = [v for v in a.variants if v.kernel == "_scale_kernel"]
    assert scale.constants["SQUARE"] is True and "SQUARE" not in scale.varying_constants
