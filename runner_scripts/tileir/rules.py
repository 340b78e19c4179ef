"""Which difference matters, who must fix it, and why: the diff's classification table.

Must-match (FAIL_FIXABLE): memory-op family and view kind, ordering, reduce dims/identities/combiner,
padding values and masks, tile shapes, MMA operand/accumulator types, float conversions (the f32→f16
`ftof`), loop steps, token ordering, entry and memory-op hints (latency, allow_tma), last-dimension
stride 1, maxf/minf NaN exactness, FTZ/approx/rounding flags, transcendental op counts.
Ok-to-differ (PASS_WITH_NOTES): documented equivalents (hand-written ceil division, constants folded
differently), integer index arithmetic, small elementwise count deltas (≤ 2, workaround noise),
intermediate tile shapes, known cutile-rs gaps. Noise: what canonicalization removed (names, `assume
bounded`, dead or duplicate ops).
Owner: `host` for what the launcher decides (divisibility and stride specialization, the argument ABI),
`kernel` for device-code structure.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Category(StrEnum):
    MEMORY_OP = "memory_op"
    REDUCTION = "reduction"
    MASK_PADDING = "mask_padding"
    TILE_SHAPE = "tile_shape"
    MMA = "mma"
    ARITHMETIC = "arithmetic"
    DTYPE = "dtype"
    CONTROL_FLOW = "control_flow"
    HINT = "hint"
    TOKEN = "token"
    OTHER = "other"


class Severity(StrEnum):
    MUST_MATCH = "must_match"
    OK_TO_DIFFER = "ok_to_differ"
    NOISE = "noise"


class Owner(StrEnum):
    KERNEL = "kernel"
    HOST = "host"


@dataclass(frozen=True, slots=True)
class Rule:
    category: Category
    severity: Severity
    owner: Owner
    why: str


C = Category
MUST, OK, NOISE = Severity.MUST_MATCH, Severity.OK_TO_DIFFER, Severity.NOISE
KERNEL, HOST = Owner.KERNEL, Owner.HOST

# (family, field) → rule for a paired item whose field differs.
FIELD_RULES: dict[tuple[str, str], Rule] = {
    ("memory", "op"): Rule(C.MEMORY_OP, MUST, KERNEL, "load/store family differs (view vs gather/scatter)"),
    ("memory", "view"): Rule(C.MEMORY_OP, MUST, KERNEL, "the kind of view differs"),
    ("memory", "ordering"): Rule(C.MEMORY_OP, MUST, KERNEL, "memory ordering differs"),
    ("memory", "scope"): Rule(C.MEMORY_OP, MUST, KERNEL, "memory scope differs"),
    ("memory", "rmw"): Rule(C.MEMORY_OP, MUST, KERNEL, "the atomic operation differs"),
    ("memory", "dim_map"): Rule(C.MEMORY_OP, MUST, KERNEL, "the view's dimension order differs"),
    ("memory", "last_stride"): Rule(
        C.MEMORY_OP, MUST, HOST, "last-dimension stride 1 is specialized on one side only (how tensors are passed)"
    ),
    ("memory", "elem"): Rule(C.DTYPE, MUST, KERNEL, "element type moved differs"),
    ("memory", "view_elem"): Rule(C.DTYPE, MUST, KERNEL, "the viewed tensor's element type differs"),
    ("memory", "tile"): Rule(C.TILE_SHAPE, MUST, KERNEL, "tile shape moved differs"),
    ("memory", "view_tile"): Rule(C.TILE_SHAPE, MUST, KERNEL, "partition tile shape differs"),
    ("memory", "padding"): Rule(C.MASK_PADDING, MUST, KERNEL, "padding value of out-of-bounds elements differs"),
    ("memory", "mask"): Rule(C.MASK_PADDING, MUST, KERNEL, "masking of a gather/scatter differs"),
    ("memory", "latency"): Rule(C.HINT, MUST, KERNEL, "latency hint differs"),
    ("memory", "allow_tma"): Rule(C.HINT, MUST, KERNEL, "allow_tma hint differs"),
    ("memory", "other_hints"): Rule(C.HINT, MUST, KERNEL, "memory-op hints differ"),
    ("reduction", "dim"): Rule(C.REDUCTION, MUST, KERNEL, "reduced dimension differs"),
    ("reduction", "reverse"): Rule(C.REDUCTION, MUST, KERNEL, "scan direction differs"),
    ("reduction", "identities"): Rule(C.REDUCTION, MUST, KERNEL, "reduction identity differs"),
    ("reduction", "combiner"): Rule(C.REDUCTION, MUST, KERNEL, "combiner differs (e.g. maxf vs addf)"),
    ("reduction", "elem"): Rule(C.DTYPE, MUST, KERNEL, "reduction element type (accumulation precision) differs"),
    ("reduction", "shape"): Rule(C.TILE_SHAPE, MUST, KERNEL, "reduced tile shape differs"),
    ("reduction", "out_shape"): Rule(C.TILE_SHAPE, MUST, KERNEL, "reduction result shape differs"),
    ("mma", "op"): Rule(C.MMA, MUST, KERNEL, "MMA flavour differs"),
    ("mma", "a_elem"): Rule(C.MMA, MUST, KERNEL, "MMA operand A type differs"),
    ("mma", "b_elem"): Rule(C.MMA, MUST, KERNEL, "MMA operand B type differs"),
    ("mma", "acc_elem"): Rule(C.MMA, MUST, KERNEL, "MMA accumulator type differs"),
    ("mma", "a_shape"): Rule(C.TILE_SHAPE, MUST, KERNEL, "MMA operand A shape differs"),
    ("mma", "b_shape"): Rule(C.TILE_SHAPE, MUST, KERNEL, "MMA operand B shape differs"),
    ("mma", "acc_shape"): Rule(C.TILE_SHAPE, MUST, KERNEL, "MMA accumulator shape differs"),
    ("mma", "flags"): Rule(C.MMA, MUST, KERNEL, "MMA flags differ"),
    ("conversion", "from"): Rule(C.DTYPE, MUST, KERNEL, "conversion source type differs"),
    ("conversion", "to"): Rule(C.DTYPE, MUST, KERNEL, "conversion target type differs"),
    ("conversion", "flags"): Rule(C.DTYPE, MUST, KERNEL, "conversion rounding/signedness differs"),
    ("arith", "elem"): Rule(C.DTYPE, MUST, KERNEL, "computation element type differs"),
    ("arith", "flags"): Rule(
        C.ARITHMETIC, MUST, KERNEL, "FTZ/approx/rounding or maxf/minf NaN-propagation flags differ"
    ),
    ("control", "step"): Rule(C.CONTROL_FLOW, MUST, KERNEL, "loop step differs"),
    ("control", "lower"): Rule(C.CONTROL_FLOW, MUST, KERNEL, "loop lower bound differs"),
    ("control", "carried"): Rule(C.CONTROL_FLOW, MUST, KERNEL, "loop-carried / yielded values differ"),
    ("token", "after"): Rule(C.TOKEN, MUST, KERNEL, "token ordering between memory ops differs"),
}

PADDING_UNUSED = Rule(
    C.MASK_PADDING,
    OK,
    KERNEL,
    "padding differs, but the loaded lanes only flow through elementwise ops into stores, so it is never read",
)
MOVED = Rule(C.CONTROL_FLOW, MUST, KERNEL, "the op sits in a different region (moved into or out of a loop/branch)")

PRESENCE: dict[str, Rule] = {
    "memory": Rule(C.MEMORY_OP, MUST, KERNEL, "a load/store is missing or extra"),
    "reduction": Rule(C.REDUCTION, MUST, KERNEL, "a reduction/scan is missing or extra"),
    "mma": Rule(C.MMA, MUST, KERNEL, "an MMA is missing or extra"),
    "control": Rule(C.CONTROL_FLOW, MUST, KERNEL, "a loop or branch is missing or extra"),
    "token": Rule(C.TOKEN, MUST, KERNEL, "token structure differs"),
    "other": Rule(C.OTHER, OK, KERNEL, "data-movement op count differs"),
}
FLOAT_CONVERSION = Rule(C.DTYPE, MUST, KERNEL, "a float conversion (e.g. the f32→f16 ftof) is missing or extra")
INT_CONVERSION = Rule(C.DTYPE, OK, KERNEL, "integer width conversions of index math differ")

TRANSCENDENTAL = frozenset(
    {"exp", "exp2", "log", "log2", "rsqrt", "sqrt", "tanh", "sin", "cos", "tan", "sinh", "cosh", "atan2", "pow", "fma"}
)
ARITH_TOLERANCE = 2  # elementwise float op count delta read as workaround noise (TileGym's rule)
TRANSCENDENTAL_COUNT = Rule(C.ARITHMETIC, MUST, KERNEL, "transcendental/FMA op count differs")
FLOAT_COUNT_SMALL = Rule(C.ARITHMETIC, OK, KERNEL, f"elementwise op count differs by ≤ {ARITH_TOLERANCE}")
FLOAT_COUNT_LARGE = Rule(C.ARITHMETIC, MUST, KERNEL, f"elementwise op count differs by > {ARITH_TOLERANCE}")
INDEX_COUNT = Rule(C.ARITHMETIC, OK, KERNEL, "integer index/mask arithmetic differs (checked by correctness)")

ENTRY_HINT = Rule(C.HINT, MUST, KERNEL, "entry optimization hint differs")
# Hints the cutile-rs frontend cannot express (reference/cutile-rs-and-tile-ir.md §5.4): recorded, not fixable.
KNOWN_HINT_GAPS = frozenset({"simt_num_warps_in_cta", "tensor_dim_factor"})
HINT_GAP = Rule(C.HINT, OK, KERNEL, "known cutile-rs gap: this hint cannot be expressed there")

ASSUME_MISSING_POINTER_PATH = Rule(
    C.HINT, MUST, HOST, "divisibility assumption missing on a gather/scatter (raw pointer) path"
)
ASSUME_MISSING = Rule(C.HINT, OK, HOST, "divisibility assumption missing (view/TMA path: a perf note)")
ASSUME_EXTRA = Rule(
    C.HINT, MUST, HOST, "the candidate assumes a divisibility the reference does not (wrong for other inputs)"
)
POINTER_PARAMS = Rule(C.DTYPE, MUST, KERNEL, "pointer argument element types differ")
SCALAR_PARAMS = Rule(C.OTHER, OK, HOST, "number of scalar arguments differs (the launcher's argument ABI)")
ENTRY_COUNT = Rule(C.OTHER, MUST, KERNEL, "number of entries differs")
MODULE_OPS = Rule(C.OTHER, MUST, KERNEL, "module-level ops (globals) differ")
TILE_SHAPE_SET = Rule(C.TILE_SHAPE, OK, KERNEL, "intermediate tile shapes differ")

# Canonicalization notes: documented equivalents are ok_to_differ, removed frontend noise is noise.
EQUIVALENT = Rule(C.ARITHMETIC, OK, KERNEL, "documented semantic equivalent")
NOISE_RULE = Rule(C.OTHER, NOISE, KERNEL, "frontend noise removed by canonicalization")
