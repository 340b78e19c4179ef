"""Which difference matters, who must fix it, and why: the diff's classification table.

Must-match (FAIL_FIXABLE): memory-op family and view kind, ordering, reduce dims/identities/combiner,
padding values and masks, tile shapes, MMA operand/accumulator types, float conversions (the f32→f16
`ftof`), loop steps, token ordering (except a store ordered after its own earlier iterations on one side only
where the index math proves the iterations write disjoint tiles: STORES_DISJOINT), entry and memory-op hints
(latency, allow_tma), last-dimension stride 1, maxf/minf NaN exactness, FTZ/approx/rounding flags, the predicate
of a compare on data, the signedness of an integer compare, min, max, division or remainder where an operand may be
negative, assert messages and print formats (what a failing check or a print tells the user; an assert or print
present on one side only is an op count note), and every difference of the value graph (what each store writes, its
address, mask and enclosing loop bounds, what each assert checks and each print prints: valuediff.py). Elementwise
op counts are not compared: the value graph says which operation or operand differs.
Ok-to-differ (PASS_WITH_NOTES): documented equivalents (hand-written ceil division, constants folded
differently, an `if` or `select` spelling `min`/`max`, a select of a negated condition with its arms swapped, an
entry hint at its documented default, the named frontend equivalences of equivalences.py, constants a few ulp
apart), integer index op counts (the index expressions themselves are compared as polynomials by the value
graph), the signedness of an integer op where no operand may be negative (also of a widening or int-to-float
conversion) or of an equality, intermediate tile shapes, known cutile-rs gaps, refinements of the reference (a
padding value where the reference leaves out-of-bounds lanes undetermined, a bounds-check mask where the
reference's specialization knows every lane is in bounds), and each launcher's own specialization of integer
arguments. Noise: what canonicalization removed (names, `assume bounded`, dead or duplicate ops), hints for other
architectures than the target, the stride of a size-1 dimension, assumptions on compile-time constants.
Owner: `host` for what the launcher decides (divisibility and stride specialization, the argument ABI),
`kernel` for device-code structure.

Value-aware choices (which rule a differing field, hint or assumption gets) are the functions at the end
of this module: ``field_rule``, ``hint_rule``, ``assumption_rule`` and ``NOTE_RULES``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Literal

from tilebot.runner.tileir import canonical
from tilebot.runner.tileir.facts import UNIT_DIM, Item
from tilebot.runner.tileir.model import SIGNEDNESS_FLAGS, signedness


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
    ("arith", "exp_ratio"): Rule(
        C.ARITHMETIC,
        MUST,
        KERNEL,
        "one side divides two values that grow from the same exp/exp2 (e / (1 + e)): once the exponential "
        "overflows that is inf / inf = NaN, where a form like 1 / (1 + exp(-x)) stays finite",
    ),
    ("control", "step"): Rule(C.CONTROL_FLOW, MUST, KERNEL, "loop step differs"),
    ("control", "lower"): Rule(C.CONTROL_FLOW, MUST, KERNEL, "loop lower bound differs"),
    ("control", "carried"): Rule(C.CONTROL_FLOW, MUST, KERNEL, "loop-carried / yielded values differ"),
    ("token", "after"): Rule(C.TOKEN, MUST, KERNEL, "token ordering between memory ops differs"),
    ("other", "message"): Rule(
        C.OTHER,
        MUST,
        KERNEL,
        "the assert message differs: a failing check reports another text to whoever launched the kernel",
    ),
    ("other", "format"): Rule(
        C.OTHER, MUST, KERNEL, "the print format differs: the kernel prints another text to whoever launched it"
    ),
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
ASSERT_PRESENCE = Rule(
    C.OTHER,
    OK,
    KERNEL,
    "an assert (a debugging check) is on one side only: an input that fails it stops one kernel and not the other; "
    "a frontend may lack the op, so a note (where both sides assert, the message and the condition must match)",
)
PRINT_PRESENCE = Rule(
    C.OTHER,
    OK,
    KERNEL,
    "a print (a debugging aid) is on one side only: a frontend may lack the op, so a note (where both sides print, "
    "the format and the printed values must match)",
)
FLOAT_CONVERSION = Rule(C.DTYPE, MUST, KERNEL, "a float conversion (e.g. the f32→f16 ftof) is missing or extra")
INT_CONVERSION = Rule(C.DTYPE, OK, KERNEL, "integer width conversions of index math differ")

INDEX_COUNT = Rule(C.ARITHMETIC, OK, KERNEL, "integer index/mask arithmetic differs (checked by correctness)")

ENTRY_HINT = Rule(C.HINT, MUST, KERNEL, "entry optimization hint differs")
# Hints no cutile-rs version writes (reference/cutile-rs-and-tile-ir.md §5.4): recorded, not fixable. Those only some
# versions lack come with the candidate (versions.CutileFeatures.hint_gaps).
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

# ---------------------------------------------------------------------------------------------------------------
# Calibrated on real pairs (TileGym 1.5.1's cuTile Python ops and their cutile-rs ports; reports/ir-diff-tilegym.md).

PADDING_DEFINED = Rule(
    C.MASK_PADDING,
    OK,
    KERNEL,
    "the reference leaves out-of-bounds lanes undetermined (no padding value, cuTile's PaddingMode.UNDETERMINED); "
    "any value the candidate pads with is one the reference allows",
)
MASK_BOUNDS_ADDED = Rule(
    C.MASK_PADDING,
    OK,
    KERNEL,
    "the candidate masks lanes by index < extent argument where the reference's specialization loads them all "
    "(e.g. check_bounds=False when the tile covers the row): equal wherever the reference is defined; "
    "the bound used is checked by correctness",
)
UNIT_DIM_STRIDE = Rule(
    C.MEMORY_OP,
    NOISE,
    HOST,
    "the stride of a size-1 dimension never moves an address (cuTile Python drops it from the view type)",
)
INDEX_FIELDS = Rule(
    C.ARITHMETIC,
    OK,
    KERNEL,
    "integer index/mask arithmetic (feeds only addresses, masks, loop bounds and assert conditions) is spelled "
    "with another width, signedness or rounding; the index expressions it builds are compared where they are used",
)
SIGNEDNESS = Rule(
    C.ARITHMETIC,
    MUST,
    KERNEL,
    "a signed and an unsigned compare, min, max, division or remainder read a negative operand otherwise (unsigned "
    "reads it as a huge value), and an operand here may be negative (data, an index read from memory, a difference "
    "or negation, or arithmetic on one; a divisor too): it decides other lanes",
)
SIGNEDNESS_AGREES = Rule(
    C.ARITHMETIC,
    OK,
    KERNEL,
    "only the signedness differs, where signed and unsigned agree: an equality, or operands never negative (block "
    "ids, iota, extents and arithmetic on them); the values it computes are compared where they are used",
)
COMPARE_PREDICATE = Rule(
    C.ARITHMETIC,
    MUST,
    KERNEL,
    "the compare's predicate differs: another relation, strictness or NaN ordering decides which lanes hold",
)
# Whether a paired integer op's signedness decides what it computes, by the value graphs (diff.py ``_signs``)
Signs = Literal["decides", "agrees", "unknown"]
HINT_AT_DEFAULT = Rule(
    C.HINT, OK, KERNEL, "the hint is at its documented default on the side that sets it (Tile IR optimization guide)"
)
# Tile IR 13.3 optimization guide §11.1.1: num_cta_in_cga "Default: 1 (single-CTA grouping)".
ENTRY_HINT_DEFAULTS: dict[str, str] = {"num_cta_in_cga": "1"}
OTHER_ARCH_HINTS = Rule(
    C.HINT, NOISE, KERNEL, "hints keyed to another architecture do not apply to the compilation target"
)
# Read as the launcher's: an `assume_div_by` written in a kernel on an integer argument looks the same in the IR
# (pointer arguments keep the must-match rules above: a promised alignment changes what loads may assume).
LAUNCH_SPECIALIZATION = Rule(
    C.HINT,
    OK,
    HOST,
    "launch-time divisibility of integer arguments (shapes, strides, scalars): each launcher derives it from "
    "the actual values and compiles again for others (cuTile Python: strides in 16-byte units; cutile-rs: "
    "every integer in elements, capped at 16)",
)
CONSTANT_ASSUME = Rule(
    C.HINT, NOISE, HOST, "an assumption on a compile-time constant adds nothing the compiler does not know"
)
FOLDED_EXTENT = Rule(
    C.MASK_PADDING,
    OK,
    HOST,
    "cuTile Python compiled the reference for arrays with this extent (a size-1 dimension; its entry symbol "
    "records it) and checks bounds against the constant; read as the extent argument the candidate compares "
    "with: the same check for that launch, and the general one for others",
)
IF_AS_SELECT = Rule(C.CONTROL_FLOW, OK, KERNEL, "documented semantic equivalent (a branch that only picks a value)")


def field_rule(family: str, name: str, ref: Item, cand: Item, *, signs: Signs = "unknown") -> Rule:
    """The rule for a paired item whose field ``name`` differs, looking at both values. ``signs``: for integer ops
    with a signedness flag, whether it decides what they compute (``Signs``)."""
    rv, cv = ref.get(name), cand.get(name)
    if family == "arith" and name == "flags":
        rule = _arith_flags_rule(ref, cand, signs)
        if rule is not None:
            return rule
    if family == "conversion" and name == "flags" and _sign_only_of_alike(ref, cand):
        return SIGNEDNESS_AGREES  # a zero- and a sign-extension (or int-to-float) of a value never negative
    if family == "memory" and name == "padding":
        if rv == "none":
            return PADDING_DEFINED
        if not (ref.lanes_mix or cand.lanes_mix):
            return PADDING_UNUSED
    if family == "memory" and name == "mask" and rv == "no" and cv in ("bounds", "signed bounds"):
        return MASK_BOUNDS_ADDED
    if family == "memory" and name == "last_stride" and UNIT_DIM in (rv + cv):
        return UNIT_DIM_STRIDE
    # Index math (feeding only addresses, masks and loop bounds) in another width, signedness or rounding: what it
    # computes is compared where it is used, as a normalized polynomial, by the value graph (valuediff.py).
    if family == "arith" and ref.index_math and cand.index_math and name in ("elem", "flags"):
        return INDEX_FIELDS
    return FIELD_RULES.get((family, name), Rule(C.OTHER, MUST, KERNEL, f"{name} differs"))


def _arith_flags_rule(ref: Item, cand: Item, signs: Signs) -> Rule | None:
    """Differing flags of an integer op's signedness where it decides or cannot, or of a compare's predicate on data;
    else None (index math is INDEX_FIELDS, other flags FTZ/approx/rounding)."""
    rv, cv = ref.get("flags"), cand.get("flags")
    index = ref.index_math and cand.index_math
    if _signedness_differs(rv, cv):
        if signs == "decides":
            return SIGNEDNESS  # not a spelling, in index math or not
        if signs == "agrees" and _other_flags(rv) == _other_flags(cv):
            return INDEX_FIELDS if index else SIGNEDNESS_AGREES
    if ref.op in ("cmpi", "cmpf") and _other_flags(rv) != _other_flags(cv) and not index:
        return COMPARE_PREDICATE  # index math: its polynomials are compared where they are used
    return None


def _sign_only_of_alike(ref: Item, cand: Item) -> bool:
    """Two conversions that differ only by signedness, each of an operand read alike either way (never negative)."""
    rv, cv = ref.get("flags"), cand.get("flags")
    alike = ref.converts_alike and cand.converts_alike
    return alike and _signedness_differs(rv, cv) and _other_flags(rv) == _other_flags(cv)


def _signedness_differs(ref_flags: str, cand_flags: str) -> bool:
    """Do two ops' flags (as an item shows them, space-separated) carry another signedness?"""
    return signedness(ref_flags.split()) != signedness(cand_flags.split())


def _other_flags(flags: str) -> list[str]:
    """The flags without their signedness."""
    return [f for f in flags.split() if f not in SIGNEDNESS_FLAGS]


def hint_rule(key: str, ref_value: str, cand_value: str, version_gaps: frozenset[str] = frozenset()) -> Rule:
    """The rule for an entry hint that differs (an empty value: not set on that side); ``version_gaps``: hints the
    candidate's cutile version cannot write (num_worker_warps_per_cta before 0.3)."""
    if key in KNOWN_HINT_GAPS | version_gaps and not cand_value:
        return HINT_GAP
    default = ENTRY_HINT_DEFAULTS.get(key)
    if default is not None and {ref_value or default, cand_value or default} == {default}:
        return HINT_AT_DEFAULT
    return ENTRY_HINT


def assumption_rule(subject: str, n_ref: int, n_cand: int, *, pointer_path: bool) -> Rule:
    """The rule for an `assume` predicate whose count differs on a kind of subject.

    ``subject`` is what diff.py names it: "pointer argument …", "scalar argument …" (an integer parameter),
    "constant result", or "<op> result" for a value computed in the kernel.
    """
    if subject.startswith("scalar argument"):
        return LAUNCH_SPECIALIZATION
    if subject == "constant result":
        return CONSTANT_ASSUME
    if n_cand > n_ref:
        return ASSUME_EXTRA
    if subject.startswith("pointer") and pointer_path:
        return ASSUME_MISSING_POINTER_PATH
    return ASSUME_MISSING


# Canonicalization notes → rule (each counted per side; a differing count is one finding).
NOTE_RULES: dict[str, Rule] = {
    canonical.NOTE_CEIL_DIV: EQUIVALENT,
    canonical.NOTE_SHIFT_LEFT: EQUIVALENT,
    canonical.NOTE_FOLDED: EQUIVALENT,
    canonical.NOTE_MINMAX: EQUIVALENT,
    canonical.NOTE_FLOAT_MINMAX: EQUIVALENT,
    canonical.NOTE_NEGATED_SELECT: EQUIVALENT,
    canonical.NOTE_NEGATED_COMPARE: EQUIVALENT,
    canonical.NOTE_CONDITION_TEST: EQUIVALENT,
    canonical.NOTE_NEGATION_MOVED: EQUIVALENT,
    canonical.NOTE_DOUBLE_NEGATION: EQUIVALENT,
    canonical.NOTE_DE_MORGAN: EQUIVALENT,
    canonical.NOTE_SINGLE_TRIP: EQUIVALENT,
    canonical.NOTE_EARLY_RETURN: EQUIVALENT,
    canonical.NOTE_UNIT_EXTENT: FOLDED_EXTENT,
    canonical.NOTE_IF_SELECT: IF_AS_SELECT,
    canonical.NOTE_BOUNDED: NOISE_RULE,
    canonical.NOTE_BOUNDED_TRIP: NOISE_RULE,
    canonical.NOTE_DEAD_CONSTANT: NOISE_RULE,
    canonical.NOTE_DEAD_OP: NOISE_RULE,
    canonical.NOTE_UNUSED_ARGUMENT: NOISE_RULE,
    canonical.NOTE_CSE: NOISE_RULE,
}


# ---------------------------------------------------------------------------------------------------------------
# Value graph (valuediff.py): what each store writes, compared from the store back to the loads.

VALUE_RULES: dict[Category, Rule] = {
    C.MEMORY_OP: Rule(C.MEMORY_OP, MUST, KERNEL, "a store, load or its address (normalized index) differs"),
    C.MASK_PADDING: Rule(C.MASK_PADDING, MUST, KERNEL, "a mask or padding on the path to a store differs"),
    C.CONTROL_FLOW: Rule(C.CONTROL_FLOW, MUST, KERNEL, "a loop bound or step, or a branch, on the path differs"),
    C.ARITHMETIC: Rule(C.ARITHMETIC, MUST, KERNEL, "the stored value is computed differently (operation or operand)"),
    C.DTYPE: Rule(C.DTYPE, MUST, KERNEL, "an element type or conversion on the path to a store differs"),
    C.TILE_SHAPE: Rule(C.TILE_SHAPE, MUST, KERNEL, "a tile shape on the path to a store differs"),
    C.REDUCTION: Rule(C.REDUCTION, MUST, KERNEL, "a reduction on the path to a store differs"),
    C.MMA: Rule(C.MMA, MUST, KERNEL, "an MMA operand differs (A and B are not interchangeable)"),
}
CONSTANT_VALUE = Rule(C.ARITHMETIC, MUST, KERNEL, "a constant differs by more than a few ulp")
CONSTANT_ULP = Rule(
    C.ARITHMETIC, OK, KERNEL, "a constant differs by at most a few ulp in its type: the same number spelled otherwise"
)
SINK_UNPAIRED = Rule(C.MEMORY_OP, MUST, KERNEL, "a store, scatter or atomic has no counterpart on the other side")
# Where both sides assert or print (one side only is an op presence note: ASSERT_PRESENCE, PRINT_PRESENCE).
CHECK_WHY: dict[str, str] = {
    "assert": "the condition of an assert both sides make is computed differently: other inputs abort the kernel",
    "print": "a value both sides print is computed differently: the kernel prints other numbers to whoever launched it",
}


def check_rule(kind: str, found: Rule) -> Rule:
    """``found`` (a value-graph difference) where it shows in what an assert checks or a print prints (``kind``):
    a must-match difference keeps its category and says why it matters there."""
    if found.severity is not MUST or kind not in CHECK_WHY:
        return found
    return Rule(found.category, MUST, found.owner, CHECK_WHY[kind])


FRONTEND_EQUIVALENCE = Rule(
    C.ARITHMETIC, OK, KERNEL, "a documented frontend equivalence (a named rewrite rule) made the two sides meet"
)
INDEX_ABI = Rule(
    C.ARITHMETIC,
    OK,
    HOST,
    "the entries take different scalar arguments (each launcher's ABI), so arguments cannot be matched by position; "
    "the index expressions agree once every term with a scalar argument is read as one unknown (ARG)",
)
STORES_DISJOINT = Rule(
    C.TOKEN,
    OK,
    KERNEL,
    "only the order of a store after its own previous iterations differs, and its tile index is c·iv + (loop "
    "invariant) with c ≠ 0, so iterations write disjoint tiles: their order cannot change the result",
)
