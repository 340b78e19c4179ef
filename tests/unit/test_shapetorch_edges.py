"""The shape-only torch against real torch's documented rules, where a dry run records what a kernel is launched with.

Each expectation is what real torch gives (the rule is cited beside it); a stand-in that differs records a launch with
the wrong dtype or strides, and stage B compiles a signature the real launch never uses. Run in a child interpreter
because the shape-only torch replaces ``torch`` for good.
"""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

import pytest

SCRIPT = textwrap.dedent(
    """
    import json
    from tilebot.runner.analysis.shapetorch import install
    torch = install(capability=(9, 0), sm_count=132)
    out = {}

    def probe(name, fn):  # one failing probe must not hide the others
        try:
            out[name] = fn()
        except Exception as exc:
            out[name] = f"{type(exc).__name__}: {exc}"

    x = torch.empty(3, 4, dtype=torch.float16)
    q = torch.empty(2, 5, 4, 8, dtype=torch.bfloat16).transpose(1, 2)  # (b, h, s, d) from (b, s, h, d)
    # indexing with None unsqueezes (TensorIndexing.h), whose new stride is size * stride of the dim it precedes
    # (inferUnsqueezeGeometry), and 1 at the end
    probe("none_front", lambda: x[None].stride())
    probe("none_middle", lambda: x[:, None].stride())
    probe("none_end", lambda: x[..., None].stride())
    # memory_format=torch.preserve_format (the default of empty_like, clone, .to): a non-overlapping, dense
    # input's strides are kept
    probe("empty_like_transposed", lambda: torch.empty_like(x.t()).stride())
    probe("empty_like_attention", lambda: torch.empty_like(q).stride())
    probe("zeros_like_transposed", lambda: torch.zeros_like(x.t(), dtype=torch.float32).stride())
    probe("clone_transposed", lambda: x.t().clone().stride())
    probe("to_transposed", lambda: x.t().float().stride())
    probe("clone_contiguous_format", lambda: x.t().clone(memory_format=torch.contiguous_format).stride())
    # elementwise results follow their input's layout (TensorIterator)
    probe("pointwise_transposed", lambda: torch.exp(x.t()).stride())
    probe("scalar_times_transposed", lambda: (x.t() * 2.0).stride())
    probe("activation_transposed", lambda: torch.nn.functional.silu(x.t()).stride())
    # type promotion (docs: "Type promotion"): float16 with bfloat16 is float32; int8 with uint8 is int16; a
    # zero-dim tensor or a Python number of the same category does not widen a dimensioned tensor; bool + int is int64
    f16, bf16 = torch.empty(4, dtype=torch.float16), torch.empty(4, dtype=torch.bfloat16)
    probe("half_plus_bfloat16", lambda: (f16 + bf16).dtype.name)
    i8, u8, i32 = (torch.empty(4, dtype=d) for d in (torch.int8, torch.uint8, torch.int32))
    probe("int8_plus_uint8", lambda: (i8 + u8).dtype.name)
    probe("half_times_zero_dim_float", lambda: (f16 * torch.tensor(0.5)).dtype.name)
    probe("int32_plus_zero_dim_int64", lambda: (i32 + torch.tensor(3)).dtype.name)
    probe("int32_plus_zero_dim_float64", lambda: (i32 + torch.tensor(3.0, dtype=torch.float64)).dtype.name)
    probe("bool_plus_int", lambda: (torch.empty(4, dtype=torch.bool) + 1).dtype.name)
    probe("cat_half_float", lambda: torch.cat([f16, f16.float()]).dtype.name)  # torch.cat promotes its inputs
    probe("where_float_scalar_int_tensor", lambda: torch.where(i32 > 0, 0.0, i32).dtype.name)
    # torch.div without rounding_mode is true division: integer inputs give the default float dtype
    ints = torch.empty(4, dtype=torch.int32)
    probe("div_int", lambda: [torch.div(ints, 2).dtype.name, ints.div(2).dtype.name])
    probe("div_int_floor", lambda: torch.div(ints, 2, rounding_mode="floor").dtype.name)
    # integral sum, prod and cumsum accumulate in int64 unless a dtype is given; amax keeps the dtype
    probe("int_sum", lambda: [ints.sum().dtype.name, torch.sum(ints, dim=0).dtype.name, ints.cumsum(0).dtype.name])
    probe("int_amax", lambda: torch.amax(ints, dim=0).dtype.name)
    # Tensor.norm(p, dim, keepdim): the order comes first
    t3 = torch.empty(3, 4, 5)
    probe("norm_p", lambda: [
        list(t3.norm(2).shape), list(t3.norm(2, dim=-1).shape),
        list(t3.norm(2, -1, True).shape),
    ])
    probe("max_dim", lambda: [list(t3.max(dim=-1).values.shape), t3.max(dim=-1).indices.dtype.name])
    probe("squeeze_dims", lambda: list(torch.empty(1, 3, 1).squeeze((0, 2)).shape))
    probe("arange_by_keyword", lambda: [list(torch.arange(end=5).shape), list(torch.arange(0, 10, step=2).shape)])
    probe("unmodelled_method", lambda: x.unflatten(1, (2, 2)).shape)  # Tensor.unflatten is not modelled
    # a negative size is torch's RuntimeError: torch.broadcast_shapes checks each size as it walks the shapes (each
    # from its last dim) in torch/functional.py, the factories check the whole size (check_size_nonnegative)
    probe("broadcast_negative", lambda: torch.broadcast_shapes((2, 3), (4, -1)))
    probe("broadcast_negative_alone", lambda: torch.broadcast_shapes(-1))
    probe("broadcast_mismatch_first", lambda: torch.broadcast_shapes((2,), (-1, 3)).__class__.__name__)
    probe("empty_negative", lambda: torch.empty(2, -3))
    print(json.dumps(out))
    """
)


@pytest.fixture(scope="module")
def observed() -> dict[str, object]:
    proc = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60, check=False)
    assert proc.returncode == 0, proc.stderr
    result: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return result


def test_indexing_with_none_has_unsqueeze_strides(observed: dict[str, object]) -> None:
    # a stride of 0 would make the array "may alias" and drop the unit-stride constant of a trailing new dim
    assert observed["none_front"] == [12, 4, 1]
    assert observed["none_middle"] == [4, 4, 1]
    assert observed["none_end"] == [4, 1, 1]


def test_new_tensors_like_a_strided_input_keep_its_layout(observed: dict[str, object]) -> None:
    assert observed["empty_like_transposed"] == [1, 4]
    assert observed["empty_like_attention"] == [160, 8, 32, 1]  # the (b, s, h, d) storage, seen as (b, h, s, d)
    assert observed["zeros_like_transposed"] == [1, 4]
    assert observed["clone_transposed"] == [1, 4]
    assert observed["to_transposed"] == [1, 4]
    assert observed["clone_contiguous_format"] == [3, 1]
    assert observed["pointwise_transposed"] == [1, 4]
    assert observed["scalar_times_transposed"] == [1, 4]
    assert observed["activation_transposed"] == [1, 4]


def test_type_promotion_follows_torch(observed: dict[str, object]) -> None:
    assert observed["half_plus_bfloat16"] == "float32"
    assert observed["int8_plus_uint8"] == "int16"
    assert observed["half_times_zero_dim_float"] == "float16"
    assert observed["int32_plus_zero_dim_int64"] == "int32"
    assert observed["int32_plus_zero_dim_float64"] == "float64"
    assert observed["bool_plus_int"] == "int64"
    assert observed["cat_half_float"] == "float32"
    assert observed["where_float_scalar_int_tensor"] == "float32"


def test_division_and_integer_reductions(observed: dict[str, object]) -> None:
    assert observed["div_int"] == ["float32", "float32"]
    assert observed["div_int_floor"] == "int32"
    assert observed["int_sum"] == ["int64", "int64", "int64"]
    assert observed["int_amax"] == "int32"


def test_reduction_signatures(observed: dict[str, object]) -> None:
    assert observed["norm_p"] == [[], [3, 4], [3, 4, 1]]
    assert observed["max_dim"] == [[3, 4], "int64"]
    assert observed["squeeze_dims"] == [3]
    assert observed["arange_by_keyword"] == [[5], [5]]


def test_an_unmodelled_tensor_method_names_itself(observed: dict[str, object]) -> None:
    # an UnsupportedTorchAPI, which the dry run reports as the shape-only torch's limit (a plain AttributeError
    # reads as the target's own bug, and a test skipping on any error would hide it)
    assert str(observed["unmodelled_method"]).startswith("UnsupportedTorchAPI: torch.Tensor.unflatten")


def test_a_negative_size_is_torchs_runtime_error(observed: dict[str, object]) -> None:
    assert observed["broadcast_negative"] == "RuntimeError: Trying to create tensor with negative dimension (-1): (-1)"
    assert observed["broadcast_negative_alone"] == observed["broadcast_negative"]
    # torch meets 3 against 2 before it reaches the -1: the mismatch is the error, a RuntimeError too
    assert str(observed["broadcast_mismatch_first"]).startswith("RuntimeError: shape mismatch")
    assert observed["empty_negative"] == "RuntimeError: Trying to create tensor with negative dimension -3: [2, -3]"
