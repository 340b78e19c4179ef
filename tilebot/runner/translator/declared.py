"""Tile IR ops that cutile's core (0.2.0 and 0.3.1) cannot write with the attributes cuTile Python gives them,
declared in the generated module itself.

cutile's compiler resolves a call through the ``#[cuda_tile::op]`` attribute of the function it names, in any
module the kernel compiles with (its name resolution searches them all), and its module macro expands a
``#[cuda_tile::variadic_op]`` declaration there as it does in core. So a function declared next to the entries
writes the op with exactly the attribute the reference has, e.g. ``exp %x rounding<approx>``, which core's
``exp(x)`` (no rounding parameter) cannot. Only a static attribute core leaves out belongs here; the names
carry a ``tilebot_`` prefix so they never shadow a core function.
"""

from __future__ import annotations

from collections.abc import Iterable

_APPROX = "rounding={Approx: rounding_mode=#cuda_tile.rounding<approx>}"

# function name → (Tile IR op, its static parameter: the one attribute core's form lacks)
DECLARED_OPS: dict[str, tuple[str, str]] = {
    "tilebot_exp_approx": ("cuda_tile.exp", _APPROX),
    "tilebot_tanh_approx": ("cuda_tile.tanh", _APPROX),
}


def declaration(name: str) -> str:
    op, static = DECLARED_OPS[name]
    return (
        f'    #[cuda_tile::op(name = "{op}", params = ["x"], static_params = ["{static}"])]\n'
        "    #[cuda_tile::variadic_op(N = 6)]\n"
        f"    pub fn {name}<E: ElementType, const S: [i32; N], R: rounding::Mode>(x: Tile<E, S>, rounding: R)"
        " -> Tile<E, S> {\n"
        "        unreachable!()\n"
        "    }\n"
    )


def declarations(names: Iterable[str]) -> str:
    """The declarations the entries call, in a fixed order (the output is byte-identical run to run)."""
    return "\n".join(declaration(name) for name in sorted(set(names)))
