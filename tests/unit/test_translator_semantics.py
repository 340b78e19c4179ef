"""Kernels the translator used to accept and translate wrongly (a review of issue #17's semantics rules), and the
clear refusals that replace the tracebacks it gave on others: the Rust text, or the Refusal's construct and line.

Each case names what cuTile Python does with the kernel and what the translation wrote before.
"""

from __future__ import annotations

import ast
import re
import textwrap

import pytest

from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import Entry, KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module
from tilebot.runner.translator.values import RUST_DTYPES, casts_implicitly, round_float


def _entry(
    body: str,
    *,
    dtype: str = "float32",
    arrays: tuple[str, ...] = ("x", "y"),
    element: str | None = None,
    module: str = "",
    varying: tuple[str, ...] = (),
    element_dtypes: tuple[str, ...] = (),
    dtypes: dict[str, str] | None = None,
    **constants: object,
) -> Entry:
    names = ", ".join([*arrays, *(f"{n}: ct.Constant[{type(v).__name__}]" for n, v in constants.items())])
    text = f"import cuda.tile as ct\n\n{textwrap.dedent(module)}\n@ct.kernel\ndef kernel({names}):\n" + textwrap.indent(
        textwrap.dedent(body), "    "
    )
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    params = [Param(n, "array", (dtypes or {}).get(n, dtype), 1, unit_strides=(True,)) for n in arrays]
    params += [Param(n, "constant", value=v) for n, v in constants.items()]
    writer = KernelWriter(source, "k", params, element, target="sm_90", varying=varying, element_dtypes=element_dtypes)
    return writer.write()


def _rust(body: str, **kwargs: object) -> str:
    return _entry(body, **kwargs).rust  # type: ignore[arg-type]


def _refusal(body: str, **kwargs: object) -> Refusal:
    with pytest.raises(Refusal) as caught:
        _entry(body, **kwargs)  # type: ignore[arg-type]
    return caught.value


def _stores(rust: str) -> list[str]:
    return re.findall(r"store_view_tko_mut\(&mut \w+, (\w+),", rust)


# ------------------------------------------------------------------------------------------ return


def test_a_return_ending_a_decided_branch_ends_the_kernel() -> None:
    # Before: the `return` was dropped at the top level, so the store after the `if` ran too (and overwrote y).
    rust = _rust(
        """
        t = ct.load(x, index=(ct.bid(0),), shape=(T,))
        if FLAG:
            ct.store(y, index=(ct.bid(0),), tile=t)
            return
        ct.store(y, index=(ct.bid(0),), tile=t * 2.0)
        """,
        T=256,
        FLAG=True,
    )
    assert _stores(rust) == ["t"]


def test_statements_after_a_top_level_return_are_not_written() -> None:
    rust = _rust(
        """
        ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)))
        return
        ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)) * 2.0)
        """,
        T=256,
    )
    assert len(_stores(rust)) == 1 and "constant(2.0" not in rust


def test_an_early_return_inside_a_decided_if_skips_what_follows_that_if() -> None:
    # Before: `if c {} else {load}` and then the final store unconditionally: blocks 2 and 3 stored too.
    rust = _rust(
        """
        b = ct.bid(0)
        if FLAG:
            if b >= 2:
                return
            t = ct.load(x, index=(b,), shape=(T,))
        ct.store(y, index=(b,), tile=ct.load(x, index=(b,), shape=(T,)))
        """,
        T=256,
        FLAG=True,
    )
    then, _, rest = rust.partition("} else {")
    assert "store_view_tko_mut" not in then and "store_view_tko_mut" in rest
    assert rust.rstrip().endswith("}\n    }") and rust.count("store_view_tko_mut") == 1


def test_a_runtime_branch_that_stores_then_returns_takes_the_rest_into_its_else() -> None:
    rust = _rust(
        """
        b = ct.bid(0)
        t = ct.load(x, index=(b,), shape=(T,))
        if b >= 2:
            ct.store(y, index=(b,), tile=t)
            return
        ct.store(y, index=(b,), tile=t * 2.0)
        """,
        T=256,
    )
    then, _, otherwise = rust.partition("} else {")
    assert _stores(then) == ["t"] and len(_stores(otherwise)) == 1 and "t" not in _stores(otherwise)


def test_a_return_inside_a_for_loop_is_refused_not_made_a_continue() -> None:
    # Before: `for … { if c {} else { rest } }`: the loop went on with the next iteration.
    refusal = _refusal(
        """
        for i in range(4):
            if i >= ct.bid(0):
                return
            ct.store(y, index=(i,), tile=ct.load(x, index=(i,), shape=(T,)))
        """,
        T=256,
    )
    assert refusal.construct == "return inside a for loop" and refusal.line == 9  # the `return`


HELPER = """
def _act(t, K):
    if K == 1:
        return t * 2.0
    t = t + 1.0
    return t
"""


@pytest.mark.parametrize(("k", "expected"), [(1, "constant(2.0f32"), (0, "constant(1.0f32")])
def test_a_helper_returning_inside_a_decided_if_returns_that_value(k: int, expected: str) -> None:
    # Before: with K == 1 the helper returned its parameter `t` unchanged (the `return t * 2.0` was dropped).
    rust = _rust(
        "ct.store(y, index=(ct.bid(0),), tile=_act(ct.load(x, index=(ct.bid(0),), shape=(T,)), K))\n",
        module=HELPER,
        T=256,
        K=k,
    )
    assert expected in rust and ("constant(1.0f32" in rust) == (k == 0)


def test_a_helper_returning_under_a_runtime_condition_is_refused() -> None:
    module = "def _f(t):\n    if ct.bid(0) > 1:\n        return t\n    return t * 2.0\n"
    refusal = _refusal(
        "ct.store(y, index=(ct.bid(0),), tile=_f(ct.load(x, index=(ct.bid(0),), shape=(T,))))\n",
        module=module,
        T=256,
    )
    assert refusal.construct == "return inside a runtime if in a helper" and refusal.line == 5


# ------------------------------------------------------------------------------------------ names


def test_tuple_unpacking_reads_every_value_before_it_binds_a_name() -> None:
    # Before: `let a = b; let b = a;`: both names held b's value.
    rust = _rust(
        """
        a = ct.load(x, index=(ct.bid(0),), shape=(T,))
        b = a * 2.0
        a, b = b, a
        ct.store(y, index=(ct.bid(0),), tile=a - b)
        """,
        T=256,
    )
    copies = dict(re.findall(r"let (copy_\d+): [^=]+= (\w+);", rust))
    assert sorted(copies.values()) == ["a", "b"]
    first = next(c for c, v in copies.items() if v == "b")
    assert re.search(rf"let a: [^=]+= {first};", rust)


def test_a_temporary_never_takes_a_name_the_source_uses() -> None:
    # Before: the constant 2.0 was `let c_8`, shadowing the Python `c_8`, and the sum read the constant.
    rust = _rust(
        """
        c_8 = ct.load(x, index=(ct.bid(0),), shape=(T,))
        t = ct.load(x, index=(ct.bid(0) + 1,), shape=(T,))
        u = ct.exp(t * 2.0)
        ct.store(y, index=(ct.bid(0),), tile=c_8 + u)
        """,
        T=256,
    )
    assert len(re.findall(r"let c_8:", rust)) == 1


def test_a_keyword_renamed_never_becomes_a_name_the_source_uses() -> None:
    # Before: `type` became `type_`, the local `type_` already was, and the sum read x * 2 twice (6x, not 3x).
    rust = _rust(
        """
        type_ = ct.load(x, index=(ct.bid(0),), shape=(T,))
        type = type_ * 2.0
        ct.store(y, index=(ct.bid(0),), tile=type + type_)
        """,
        T=256,
    )
    bound = re.findall(r"let (\w+): Tile", rust)
    assert len(bound) == len(set(bound)), bound


def test_rust_keywords_and_called_functions_used_as_names_get_their_own() -> None:
    rust = _rust(
        """
        type = ct.load(x, index=(ct.bid(0),), shape=(T,))
        const = ct.max(type, 0, keepdims=True)
        select = ct.where(type > 0.0, type, 0.0)
        ct.store(y, index=(ct.bid(0),), tile=select - const)
        """,
        T=256,
    )
    assert "let type_:" in rust and "let const_:" in rust and "let select_:" in rust
    assert "= select(" in rust  # the function, not the local


def test_a_kernel_parameter_named_like_a_rust_keyword_is_refused() -> None:
    refusal = _refusal(
        "ct.store(y, index=(0,), tile=ct.load(ref, index=(0,), shape=(T,)))\n", arrays=("ref", "y"), T=256
    )
    assert refusal.construct == "kernel parameter ref"


def test_a_kernel_parameter_named_like_a_cutile_function_is_refused_only_where_the_entry_calls_it() -> None:
    body = "t = ct.load(cos, index=(0,), shape=(T,))\nct.store(y, index=(0,), tile={})\n"
    assert "cos: &Tensor" in _rust(body.format("t"), arrays=("cos", "y"), T=256)  # rope's cos and sin arrays
    refusal = _refusal(body.format("ct.cos(t)"), arrays=("cos", "y"), T=256)
    assert refusal.construct == "kernel parameter cos"


def test_the_loop_variable_read_after_the_loop_is_refused() -> None:
    # Before: Rust read the `i` bound before the loop (the block id), Python the loop's last value.
    refusal = _refusal(
        """
        i = ct.bid(0)
        for i in range(4):
            t = ct.load(x, index=(i,), shape=(T,))
        ct.store(y, index=(i,), tile=t)
        """,
        T=256,
    )
    assert refusal.construct == "name i read after the for loop of line 8" and refusal.line == 10


def test_a_translation_time_value_the_loop_reads_then_changes_is_refused() -> None:
    # Before: every iteration loaded index 0, the value the tuple had when the loop began.
    refusal = _refusal(
        """
        idx = (0,)
        for i in range(4):
            ct.store(y, index=(i,), tile=ct.load(x, index=idx, shape=(T,)))
            idx = (i,)
        """,
        T=256,
    )
    assert refusal.construct == "a translation-time value a for loop reads, then reassigns"


def test_a_translation_time_value_the_loop_writes_before_reading_is_translated() -> None:
    rust = _rust(
        """
        idx = (0,)
        for i in range(4):
            idx = (i,)
            ct.store(y, index=(i,), tile=ct.load(x, index=idx, shape=(T,)))
        """,
        T=256,
    )
    assert "[i]" in rust


def test_a_local_bound_only_in_a_branch_is_not_read_from_the_module() -> None:
    refusal = _refusal(
        """
        t = ct.load(x, index=(ct.bid(0),), shape=(T,))
        if ct.bid(0) > 1:
            SCALE = 3.0
        ct.store(y, index=(ct.bid(0),), tile=t * SCALE)
        """,
        module="SCALE = 2.0\n",
        T=256,
    )
    assert refusal.construct == "name SCALE"


# ------------------------------------------------------------------------------------------ values


def test_a_tile_shape_dim_is_the_constant_not_its_rust_name() -> None:
    # Before: `t.shape[0]` was the string "T", so `t.shape[0] == T` was False and the branch was dropped.
    rust = _rust(
        """
        t = ct.load(x, index=(ct.bid(0),), shape=(T,))
        if t.shape[0] == T:
            t = t * 2.0
        ct.store(y, index=(ct.bid(0),), tile=t)
        """,
        T=256,
    )
    assert "constant(2.0f32" in rust


@pytest.mark.parametrize("expression", ["t * 0.5", "ct.where(t < 2.5, t, 0)", "ct.maximum(t, 1.5)", "t + 2.0"])
def test_a_float_constant_never_becomes_an_int_tile(expression: str) -> None:
    # cuTile Python computes `int_tile * 0.5` in float32; before, the constant was truncated: `t * 0`, `t < 2`.
    refusal = _refusal(
        f"t = ct.load(x, index=(ct.bid(0),), shape=(T,))\nct.store(y, index=(ct.bid(0),), tile={expression})\n",
        dtype="int32",
        T=256,
    )
    assert refusal.construct == "a float constant with an int tile"


@pytest.mark.parametrize(
    ("expression", "dtype", "bound"),
    [
        ("ct.bid(0) + 2**31", "int32", "i32"),
        ("t + 300", "int8", "i8"),
        # Before: u16 and u64 took i32's range, so these were written as 70000u16, -1u16, -1u64 (rustc rejects them)
        ("t + 70000", "uint16", "u16"),
        ("t + -1", "uint16", "u16"),
        ("t + -1", "uint64", "u64"),
        ("t + 2**64", "uint64", "u64"),
        ("t + 40000", "int16", "i16"),
        ("t + 256", "uint8", "u8"),
        ("t + 2**32", "uint32", "u32"),
    ],
)
def test_an_int_constant_out_of_its_types_range_is_refused(expression: str, dtype: str, bound: str) -> None:
    refusal = _refusal(
        f"t = ct.load(x, index=(0,), shape=(T,))\nv = {expression}\nct.store(y, index=(0,), tile=t)\n",
        dtype=dtype,
        T=256,
    )
    assert refusal.reason == f"out of the range of {bound}"


@pytest.mark.parametrize(
    ("value", "dtype", "written"), [(2**40, "uint64", "1099511627776u64"), (65535, "uint16", "65535u16")]
)
def test_an_int_constant_in_its_unsigned_types_range_is_written(value: int, dtype: str, written: str) -> None:
    # Before: u64 took i32's range, so 2**40 (a u64 in cuTile Python) was refused
    rust = _rust(
        f"t = ct.load(x, index=(0,), shape=(T,))\nct.store(y, index=(0,), tile=t + {value})\n", dtype=dtype, T=256
    )
    assert f"constant({written}, const_shape![T])" in rust


@pytest.mark.parametrize(("value", "bound"), [(-1, "u8"), (200, "i8")])
def test_an_int_constant_as_a_generic_element_type_must_fit_every_type_it_stands_for(value: int, bound: str) -> None:
    body = f"t = ct.load(x, index=(0,), shape=(T,))\nct.store(y, index=(0,), tile=t + {value})\n"
    refusal = _refusal(body, dtype="uint8", element="uint8", element_dtypes=("uint8", "int8"), T=256)
    assert refusal.reason == f"out of the range of {bound}"


def test_a_narrow_float_constant_rounds_once() -> None:
    # 1 + 2**-11 + 2**-40 rounds to 1 + 2**-10 in f16 directly, but to 1 in f16 through f32 (a tie after f32).
    value = 1.0004882812509095
    assert round_float(value, "f16") != round_float(round_float(value, "f32"), "f16")
    rust = _rust(
        f"t = ct.load(x, index=(ct.bid(0),), shape=(T,))\nct.store(y, index=(ct.bid(0),), tile=t * {value!r} + 0.1)\n",
        dtype="float16",
        T=256,
    )
    assert f"constant({round_float(value, 'f16')!r}f32" in rust
    assert "constant(0.1f32" in rust  # no double rounding there: written as before


def test_a_generic_element_constant_that_would_round_twice_is_refused() -> None:
    body = "t = ct.load(x, index=(ct.bid(0),), shape=(T,))\nct.store(y, index=(ct.bid(0),), tile=t * {})\n"
    refusal = _refusal(body.format("1.0004882812509095"), dtype="float16", element="float16", T=256)
    assert refusal.construct == "the float constant 1.0004882812509095 as a generic element type"
    assert "constant(0.1f32" in _rust(body.format("0.1"), dtype="float16", element="float16", T=256)
    # E standing for f64 too: f32 cannot hold 0.1 as cuTile Python writes it in f64
    with pytest.raises(Refusal):
        _entry(body.format("0.1"), dtype="float32", element="float32", element_dtypes=("float32", "float64"), T=256)


# ------------------------------------------------------------------------------------------ fused multiply-add


def test_a_narrow_product_added_to_a_wider_tile_is_not_fused() -> None:
    # cuTile Python's fuse_mul_addsub needs the add to read the mul's result; `f16 * f16 + f32` reads its ftof.
    # Before: fma of the operands converted to f32, skipping the product's rounding to f16.
    rust = _rust(
        """
        a = ct.load(x, index=(ct.bid(0),), shape=(T,))
        c = ct.load(z, index=(ct.bid(0),), shape=(T,))
        ct.store(y, index=(ct.bid(0),), tile=a * a + c)
        """,
        arrays=("x", "z", "y"),
        dtypes={"x": "float16", "z": "float32", "y": "float32"},
        T=256,
    )
    assert "fma(" not in rust and re.search(r"Tile<f16, \{ \[T\] \}> = a \* a;", rust)


def test_a_product_broadcast_into_the_add_is_not_fused() -> None:
    rust = _rust(
        """
        a = ct.load(x, index=(ct.bid(0),), shape=(T,))
        s = ct.sum(a, 0) * 2.0
        ct.store(y, index=(ct.bid(0),), tile=s + a)
        """,
        T=256,
    )
    assert "fma(" not in rust


def test_same_dtype_products_are_still_fused() -> None:
    rust = _rust(
        "t = ct.load(x, index=(ct.bid(0),), shape=(T,))\nct.store(y, index=(ct.bid(0),), tile=t * 2.0 - 1.0)\n",
        T=256,
    )
    assert "fma(t, " in rust


def test_a_generic_product_added_to_f32_is_decided_per_dtype() -> None:
    # fused where E is f32, not where it is f16: one entry per dtype (dtype_decided), each with its own form
    body = """
        a = ct.load(x, index=(ct.bid(0),), shape=(T,))
        acc = ct.full((T,), 0.0, dtype=ct.float32)
        acc = acc + a * a
        ct.store(y, index=(ct.bid(0),), tile=acc.astype(y.dtype))
        """
    entry = _entry(body, element="float32", element_dtypes=("float16", "float32"), T=256)
    assert entry.dtype_decided and "fma(" in entry.rust
    entry = _entry(body, dtype="float16", element="float16", element_dtypes=("float16", "float32"), T=256)
    assert entry.dtype_decided and "fma(" not in entry.rust
    entry = _entry(body, dtype="float16", element="float16", element_dtypes=("float16", "bfloat16"), T=256)
    assert not entry.dtype_decided and "fma(" not in entry.rust


# ------------------------------------------------------------------------------------------ restricted floats


@pytest.mark.parametrize("dtype", ["float8_e8m0fnu", "float8_e4m3fn", "tfloat32"])
@pytest.mark.parametrize(
    ("expression", "construct"),
    [
        ("a * a + a", "Mult"),
        ("ct.add(a, a)", "ct.add"),
        ("ct.sum(a, 0)", "ct.sum"),
        ("ct.cumsum(a, 0)", "ct.cumsum"),
        ("ct.maximum(a, a)", "ct.maximum"),
        ("ct.minimum(a, a)", "ct.minimum"),
        ("max(a, a)", "max()"),
        ("a ** a", "Pow"),
        ("a // a", "FloorDiv"),
    ],
)
def test_arithmetic_on_a_restricted_float_is_refused(dtype: str, expression: str, construct: str) -> None:
    # cuTile Python: "non-arithmetic dtype" (reductions, scans and min/max too: binary_arithmetic_tensorlike). Before:
    # f8e8m0fnu's product was fused (fma), the others written as is (ct.maximum/ct.minimum/max() until this review).
    refusal = _refusal(
        f"a = ct.load(x, index=(ct.bid(0),), shape=(T,))\nct.store(y, index=(ct.bid(0),), tile={expression})\n",
        dtype=dtype,
        T=256,
    )
    assert refusal.construct == f"{construct} on {RUST_DTYPES[dtype]} tiles"


def test_arithmetic_on_a_generic_element_type_standing_for_a_restricted_float_is_refused() -> None:
    # Before: E's product with a constant was taken as fusable whatever E stood for, and written as an fma
    body = "a = ct.load(x, index=(ct.bid(0),), shape=(T,))\nct.store(y, index=(ct.bid(0),), tile=a * 2.0 + 1.0)\n"
    refusal = _refusal(body, dtype="float8_e4m3fn", element="float8_e4m3fn", T=256)
    assert refusal.construct == "Mult on f8e4m3fn tiles"
    assert "fma(" in _rust(body, dtype="float16", element="float16", T=256)


@pytest.mark.parametrize(
    ("expression", "construct"),
    [
        ("ct.full((T,), 2.0, ct.float8_e8m0fnu)", "the constant 2.0 as an f8e8m0fnu tile"),
        ("ct.zeros((T,), ct.float8_e8m0fnu)", "the constant 0 as an f8e8m0fnu tile"),
        ("ct.astype(ct.load(x, index=(ct.bid(0),), shape=(T,)), ct.float8_e8m0fnu)", "ct.astype to f8e8m0fnu"),
    ],
)
def test_a_conversion_into_f8e8m0fnu_is_refused(expression: str, construct: str) -> None:
    # cutile converts with round-to-nearest-even, which cuTile Python has no conversion into f8e8m0fnu for.
    # Before: an f32 constant (or the tile) converted with it, cuTile Python's rounding of the constant not applied.
    refusal = _refusal(f"ct.store(y, index=(ct.bid(0),), tile={expression})\n", dtypes={"y": "float8_e8m0fnu"}, T=256)
    assert refusal.construct == construct and "rz or rp" in refusal.reason


def test_an_f8e8m0fnu_tile_still_converts_to_f32() -> None:
    rust = _rust(
        "t = ct.load(x, index=(ct.bid(0),), shape=(T,))\n"
        "ct.store(y, index=(ct.bid(0),), tile=ct.astype(t, ct.float32))\n",
        dtypes={"x": "float8_e8m0fnu", "y": "float32"},
        T=256,
    )
    assert re.search(r"Tile<f32, \{ \[T\] \}> = convert_tile\(t\);", rust)


@pytest.mark.parametrize("function", ["ct.pow(a, a)", "ct.atan2(a, a)", "ct.floordiv(a, a)", "ct.cumprod(a, 0)"])
def test_the_other_arithmetic_functions_on_a_restricted_float_are_refused(function: str) -> None:
    # cuTile Python refuses each on a restricted float (non-arithmetic dtype); the translator has no rule for them.
    load = "a = ct.load(x, index=(ct.bid(0),), shape=(T,))\n"
    refusal = _refusal(f"{load}ct.store(y, index=(ct.bid(0),), tile={function})\n", dtype="float8_e4m3fn", T=256)
    assert refusal.construct == function.split("(")[0]


@pytest.mark.parametrize(
    ("body", "construct"),
    [
        ("ct.store(y, index=(ct.bid(0),), tile=a + b)", "implicit promotion of f32 and f8e4m3fn tiles"),
        ("ct.store(y, index=(ct.bid(0),), tile=ct.where(a < b, b, b))", "implicit promotion of f32 and f8e4m3fn tiles"),
        (
            "ct.store(y, index=(ct.bid(0),), tile=ct.where(b > 0.0, a, b))",
            "implicit promotion of f32 and f8e4m3fn tiles",
        ),
        ("ct.store(y, index=(ct.bid(0),), tile=b * s)", "implicit promotion of f32 and f8e4m3fn tiles"),
        ("ct.store(y, index=(ct.bid(0),), tile=ct.full((T,), ct.cdiv(s, s), ct.float32))", "ct.cdiv on f8e4m3fn tiles"),
    ],
)
def test_a_restricted_float_met_by_another_type_or_read_as_a_scalar_is_refused(body: str, construct: str) -> None:
    # cuTile Python: "Implicit promotion of ... involves restricted float dtypes" (arithmetic, compare and where alike),
    # and cdiv is arithmetic on the 0-d tile. Before: the f8 tile was converted to f32 (convert_tile) and used; the
    # 0-d tile read as a scalar went into ceil_div(f8e4m3fn, f8e4m3fn), typed i32.
    loads = (
        "a = ct.load(x, index=(ct.bid(0),), shape=(T,))\n"
        "s = ct.load(x, index=(ct.bid(0),), shape=())\n"
        "b = ct.load(y, index=(ct.bid(0),), shape=(T,))\n"
    )
    refusal = _refusal(loads + body + "\n", dtypes={"x": "float8_e4m3fn", "y": "float32"}, T=256)
    assert refusal.construct == construct and "restricted float" in refusal.reason


def test_cdiv_of_a_float_scalar_is_refused() -> None:
    # cuTile Python has no float cdiv; before, ceil_div(f32, f32) was written as an i32.
    body = (
        "s = ct.load(x, index=(ct.bid(0),), shape=())\n"
        "ct.store(y, index=(ct.bid(0),), tile=ct.full((T,), ct.cdiv(s, s), ct.int32))\n"
    )
    refusal = _refusal(body, dtypes={"x": "float32", "y": "int32"}, T=256)
    assert refusal.construct == "ct.cdiv on f32"


@pytest.mark.parametrize(
    ("expression", "written"),
    [
        ("ct.exp(a)", "exp(a)"),
        ("-a", "negf(a)"),
        ("ct.abs(a)", "absf(a)"),
        ("ct.where(a < a, a, a)", "cmpf(a, a, predicate::LessThan"),
    ],
)
def test_unary_math_and_comparisons_on_a_restricted_float_still_translate(expression: str, written: str) -> None:
    # cuTile Python refuses none of these on a restricted float of one dtype (unary ops take any float; a compare or
    # where of one dtype needs no promotion), so neither does the translator.
    load = "a = ct.load(x, index=(ct.bid(0),), shape=(T,))\n"
    rust = _rust(f"{load}ct.store(y, index=(ct.bid(0),), tile={expression})\n", dtype="float8_e4m3fn", T=256)
    assert written in rust


@pytest.mark.parametrize(
    ("source", "target"),
    [
        ("float32", "float8_e8m0fnu"),
        ("float32", "float8_e4m3fn"),
        ("float8_e4m3fn", "float32"),
        ("float32", "tfloat32"),
    ],
)
def test_a_store_that_converts_to_or_from_a_restricted_float_is_refused(source: str, target: str) -> None:
    # cuTile Python: "Stored tile is incompatible with array's dtype" (no implicit cast involving a restricted float).
    # Before: convert_tile, into f8e8m0fnu with the round-to-nearest-even cuTile Python has no conversion for.
    body = "ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)))\n"
    refusal = _refusal(body, dtypes={"x": source, "y": target}, T=256)
    assert refusal.construct == f"ct.store of a {RUST_DTYPES[source]} tile into an array of {RUST_DTYPES[target]}"
    assert "restricted float" in refusal.reason
    assert ("rz or rp" in refusal.reason) == (target == "float8_e8m0fnu")


@pytest.mark.parametrize(
    ("source", "target"),
    [("float32", "float16"), ("float16", "bfloat16"), ("float32", "int32"), ("int64", "int32"), ("int32", "uint32")],
)
def test_a_store_that_narrows_or_changes_kind_is_refused(source: str, target: str) -> None:
    # cuTile Python: "Stored tile is incompatible with array's dtype: cannot implicitly cast float32 to float16".
    # Before: convert_tile, a port of a kernel its reference cannot compile.
    body = "ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)))\n"
    refusal = _refusal(body, dtypes={"x": source, "y": target}, T=256)
    assert refusal.construct == f"ct.store of a {RUST_DTYPES[source]} tile into an array of {RUST_DTYPES[target]}"
    assert f"cannot implicitly cast {RUST_DTYPES[source]} to {RUST_DTYPES[target]}" in refusal.reason


@pytest.mark.parametrize(("source", "target"), [("float16", "float32"), ("int32", "float32"), ("int16", "int64")])
def test_a_store_that_widens_is_converted(source: str, target: str) -> None:
    body = "ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)))\n"
    rust = _rust(body, dtypes={"x": source, "y": target}, T=256)
    assert "convert_tile(" in rust and len(_stores(rust)) == 1


def test_the_implicit_store_casts_are_cutile_pythons() -> None:
    # The translator's rule against cuTile Python's own promotion (a store casts where promote(tile, array) is the
    # array's dtype), over every pair of element types both know.
    datatype = pytest.importorskip("cuda.tile._datatype")
    ct = pytest.importorskip("cuda.tile")
    pairs = [(name, rust) for name, rust in RUST_DTYPES.items() if hasattr(ct, name)]
    assert len(pairs) >= 13
    for source, source_rust in pairs:
        for target, target_rust in pairs:
            try:
                cutile = datatype.promote_dtypes(getattr(ct, source), getattr(ct, target)) == getattr(ct, target)
            except Exception:  # cuTile Python's TileTypeError: no implicit promotion at all
                cutile = False
            assert casts_implicitly(source_rust, target_rust) == cutile, (source, target)


def test_a_store_of_a_restricted_float_into_its_own_dtype_still_translates() -> None:
    body = "ct.store(y, index=(ct.bid(0),), tile=ct.load(x, index=(ct.bid(0),), shape=(T,)))\n"
    rust = _rust(body, dtype="float8_e8m0fnu", T=256)
    assert "convert_tile" not in rust and len(_stores(rust)) == 1


def test_matmul_of_f8e8m0fnu_is_refused_as_cuTile_python_refuses_it() -> None:
    # cuTile Python's mma takes no f8e8m0fnu (a scale type); before, the refusal said "no rule ... yet"
    text = """import cuda.tile as ct

@ct.kernel
def kernel(x, y, T: ct.Constant[int]):
    a = ct.load(x, index=(0, 0), shape=(T, T))
    ct.store(y, index=(0, 0), tile=ct.astype(ct.matmul(a, a), ct.float32))
"""
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    params = [Param(n, "array", d, 2) for n, d in (("x", "float8_e8m0fnu"), ("y", "float32"))]
    with pytest.raises(Refusal) as caught:
        KernelWriter(source, "k", [*params, Param("T", "constant", value=64)], None, target="sm_100").write()
    assert caught.value.construct == "ct.matmul of f8e8m0fnu" and "cuTile Python refuses it too" in caught.value.reason


# ------------------------------------------------------------------------------------------ refusals, not tracebacks


def test_a_shift_by_a_varying_constant_is_decided() -> None:
    body = "t = ct.load(x, index=(0,), shape=(T,))\nct.store(y, index=(0,), tile=ct.bitwise_lshift(t, K))\n"
    assert _entry(body, dtype="int32", varying=("K",), T=256, K=3).decided == {"K"}


def test_a_negative_constant_step_is_refused() -> None:
    # cuTile Python refuses it ("Step must be positive"); before, `step_by((-1i32) as usize)`.
    refusal = _refusal(
        """
        acc = ct.zeros((T,), dtype=ct.float32)
        for i in range(4, 0, -1):
            acc = acc + ct.load(x, index=(i,), shape=(T,))
        ct.store(y, index=(0,), tile=acc)
        """,
        T=256,
    )
    assert refusal.construct == "for range() with a step that is not positive"


def test_and_or_on_tiles_is_refused_by_name() -> None:
    refusal = _refusal(
        "t = ct.load(x, index=(0,), shape=(T,))\n"
        "ct.store(y, index=(0,), tile=ct.where((t > 0.0) and (t < 1.0), t, 0.0))\n",
        T=256,
    )
    assert refusal.construct == "and on a tile" and refusal.line == 7


@pytest.mark.parametrize(
    ("body", "construct"),
    [
        ("v = ct.bid(0) // (T // 0)\n", "FloorDiv of translation-time values"),
        ("v = math.log(0.0)\n", "math.log"),
        ("a, b = (1, 2, 3)\n", "tuple unpacking of another length"),
        ("v = ct.sum(ct.load(x, index=(0,), shape=()), axis=0)\n", "a construct the translator failed on"),
    ],
)
def test_malformed_kernels_are_refused_with_a_line_not_a_traceback(body: str, construct: str) -> None:
    refusal = _refusal(
        body + "ct.store(y, index=(0,), tile=ct.load(x, index=(0,), shape=(T,)))\n", module="import math\n", T=256
    )
    assert refusal.construct == construct and refusal.line == 7


def test_an_array_dtype_without_a_rust_type_is_refused() -> None:
    # cuTile Python's fp4 counts elements; cutile 0.2.0's only fp4 type (f4e2m1fnx2) packs two in a byte
    copy = "ct.store(y, index=(0,), tile=ct.load(x, index=(0,), shape=(T,)))\n"
    assert _refusal(copy, dtype="float4_e2m1fn", T=256).construct == "dtype float4_e2m1fn"


def test_a_recursive_helper_is_refused() -> None:
    refusal = _refusal(
        "ct.store(y, index=(0,), tile=_f(ct.load(x, index=(0,), shape=(T,))))\n",
        module="def _f(t):\n    return _f(t)\n",
        T=256,
    )
    assert refusal.construct == "helper _f"


def test_reshape_infers_a_minus_one() -> None:
    rust = _rust(
        "t = ct.load(x, index=(0,), shape=(T,))\n"
        "ct.store(y, index=(0,), tile=ct.reshape(ct.reshape(t, (-1, 64)), (T,)))\n",
        T=256,
    )
    assert "const_shape![4, 64]" in rust and "[-1, 64]" not in rust


def test_a_number_a_runtime_branch_assigns_is_written_there_not_leaked_after_it() -> None:
    # Before: `s = 0` in the branch made `s` the translation-time 0 after the `if`: every block stored at index 0.
    rust = _rust(
        """
        s = ct.bid(0)
        if s > 2:
            s = 0
        ct.store(y, index=(s,), tile=ct.load(x, index=(0,), shape=(T,)))
        """,
        T=256,
    )
    assert "s = 0i32;" in rust and re.search(r"store_view_tko_mut\([^;]*\[s\]", rust)


def test_arithmetic_on_bool_tiles_is_refused() -> None:
    refusal = _refusal(
        "t = ct.load(x, index=(0,), shape=(T,))\nv = (t > 0.0) + (t < 1.0)\nct.store(y, index=(0,), tile=t)\n",
        T=256,
    )
    assert refusal.construct == "Add on bool tiles"


def test_a_runtime_positional_axis_is_refused_not_read_as_every_axis() -> None:
    refusal = _refusal(
        "t = ct.load(x, index=(0,), shape=(T,))\nct.store(y, index=(0,), tile=ct.sum(t, ct.bid(0)))\n", T=256
    )
    assert refusal.construct == "ct.sum: argument 2 must be known at translation time"


@pytest.mark.parametrize(("dtypes", "decided"), [(("float16", "bfloat16"), True), (("float16", "float32"), False)])
def test_a_generic_matmul_accumulator_is_decided_where_the_dtypes_differ(
    dtypes: tuple[str, ...], decided: bool
) -> None:
    # f16 and f32 accumulate in themselves, bf16 in f32 (then converted back): one entry cannot serve f16 and bf16.
    body = "a = ct.load(x, index=(0, 0), shape=(T, T))\nct.store(y, index=(0, 0), tile=ct.matmul(a, a))\n"
    text = "import cuda.tile as ct\n\n@ct.kernel\ndef kernel(x, y, T: ct.Constant[int]):\n" + textwrap.indent(
        body, "    "
    )
    source = kernel_from_module(ast.parse(text), "kernel", "<test>")
    params = [Param(n, "array", "float16", 2, unit_strides=(False, True)) for n in ("x", "y")]
    params.append(Param("T", "constant", value=64))
    writer = KernelWriter(source, "k", params, "float16", target="sm_90", element_dtypes=dtypes)
    assert writer.write().dtype_decided is decided


def test_generic_arithmetic_with_f32_where_e_may_be_f64_is_refused() -> None:
    body = """
        a = ct.load(x, index=(0,), shape=(T,))
        ct.store(y, index=(0,), tile=a + ct.full((T,), 1.0, dtype=ct.float32))
        """
    refusal = _refusal(body, element="float32", element_dtypes=("float32", "float64"), T=256)
    assert refusal.construct == "arithmetic across f32 and f64 tiles"
    assert "fn k" in _rust(body, element="float32", element_dtypes=("float32", "float16"), T=256)


def test_a_helper_that_returns_nothing_may_return_early_under_a_runtime_condition() -> None:
    module = """
    def _store_low(y, t):
        if ct.bid(0) >= 2:
            return
        ct.store(y, index=(ct.bid(0),), tile=t)
    """
    rust = _rust(
        "_store_low(y, ct.load(x, index=(ct.bid(0),), shape=(T,)))\n"
        "ct.store(y, index=(ct.bid(0) + 4,), tile=ct.load(x, index=(0,), shape=(T,)))\n",
        module=module,
        T=256,
    )
    then, _, rest = rust.partition("} else {")
    assert "store_view_tko_mut" not in then
    first, _, after = rest.partition("\n        }\n")  # the helper's else, then the caller's own store
    assert first.count("store_view_tko_mut") == 1 and after.count("store_view_tko_mut") == 1
