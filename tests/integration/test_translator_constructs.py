"""The construct table, row by row: each translatable row's kernel compiled on both sides and diffed; each
refused row refused with its own construct and reason.

Reference: cuTile Python exports the row's example (no GPU). Candidate: the translator's entry for it, all
rows compiled in one cutile build through the IR harness. The IR diff must say PASS or PASS_WITH_NOTES.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from tilebot.core.signature import ArrayParam, ConstantParam, KernelSignatureSpec
from tilebot.runner.targets.cutile_rs.harness import (
    EntryRequest,
    HarnessError,
    IntArg,
    LaunchArg,
    PointerArg,
    TensorArg,
    compile_candidate_ir,
)
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo
from tilebot.runner.targets.cutile_rs.versions import DEFAULT_CUTILE, CutileFeatures, cutile_features, pins
from tilebot.runner.tileir.diff import diff_ir
from tilebot.runner.tileir.export import export_reference
from tilebot.runner.translator import table
from tilebot.runner.translator.declared import declarations
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.kernel import Entry, KernelWriter, Param
from tilebot.runner.translator.source import kernel_from_module

ROWS = table.rows()
TRANSLATED = [r for r in ROWS.values() if r.form != "refused"]
REFUSED = [r for r in ROWS.values() if r.form == "refused"]
_SPEC = re.compile(r"^(\w+)\[([\d,]+)\]$")


def _arrays(row: table.Construct) -> dict[str, tuple[str, tuple[int, ...]]]:
    out = {}
    for name, spec in row.arrays.items():
        match = _SPEC.match(spec)
        assert match, f"{row.python}: bad array spec {spec!r}"
        out[name] = (match[1], tuple(int(d) for d in match[2].split(",")))
    return out


def _strides(shape: tuple[int, ...]) -> tuple[int, ...]:
    strides = [1] * len(shape)
    for i in range(len(shape) - 2, -1, -1):
        strides[i] = strides[i + 1] * shape[i + 1]
    return tuple(strides)


def _source(row: table.Construct) -> str:
    example = row.example.strip()
    if "@ct.kernel" not in example:
        example = example.replace("def kernel(", "@ct.kernel\ndef kernel(")
    return "import cuda.tile as ct\n\n" + example + "\n"


def _write(row: table.Construct, entry: str, cutile: CutileFeatures = DEFAULT_CUTILE) -> Entry:
    tree = ast.parse(_source(row))
    source = kernel_from_module(tree, "kernel", f"<{row.python}>")
    arrays = _arrays(row)
    params = []
    for arg in source.function.args.args:
        if arg.arg in arrays:
            dtype, shape = arrays[arg.arg]
            unit = tuple(s == 1 for s in _strides(shape))  # contiguous: the launch fixes the last stride at 1
            params.append(Param(arg.arg, "array", dtype, len(shape), unit_strides=unit))
        else:
            params.append(Param(arg.arg, "constant", value=row.constants[arg.arg]))
    first = next(iter(arrays.values()))[0]
    written = KernelWriter(source, entry, params, first, target="sm_90", cutile=cutile).write()
    if written.dtype_decided:  # a dtype test: the row's dtypes written in, as op.py writes one entry per dtype
        params = [replace(p, baked=True) if p.kind == "array" else p for p in params]
        written = KernelWriter(source, entry, params, None, target="sm_90", cutile=cutile).write()
    return written


def _translate(row: table.Construct, entry: str, cutile: CutileFeatures = DEFAULT_CUTILE) -> str:
    return _write(row, entry, cutile).rust


def _launch_args(row: table.Construct, entry: Entry) -> dict[str, LaunchArg]:
    """The row's launch as the harness takes it: a tensor per view array; a pointer, its extents and its
    non-unit strides per array that ct.gather/ct.scatter reach."""
    arrays = _arrays(row)
    args: dict[str, LaunchArg] = {}
    for param in entry.params:
        shape = arrays[param.name][1]
        if not param.pointer:
            args[param.name] = TensorArg(shape=shape, strides=_strides(shape))
            continue
        args[param.name] = PointerArg()
        for d, (extent, stride) in enumerate(zip(shape, _strides(shape), strict=True)):
            args[f"{param.name}_extent_{d}"] = IntArg(value=extent)
            if stride != 1:
                args[f"{param.name}_stride_{d}"] = IntArg(value=stride)
    return args


def _entry_name(index: int) -> str:
    return f"row_{index:02d}"


def test_every_handler_has_a_row_and_every_row_an_example() -> None:
    handlers = {f"ct.{name.removeprefix('_ct_')}" for name in dir(KernelWriter) if name.startswith("_ct_")}
    ct_rows = {r.python for r in TRANSLATED if re.fullmatch(r"ct\.\w+", r.python)}  # a keyword's row: no handler
    assert handlers == ct_rows, f"handlers without a row: {handlers - ct_rows}; rows without one: {ct_rows - handlers}"
    assert all(r.example.strip() and r.arrays for r in ROWS.values())
    assert all(r.reason for r in REFUSED)


@pytest.mark.parametrize("row", REFUSED, ids=lambda r: r.python)
def test_refused_rows_are_refused_with_their_reason(row: table.Construct) -> None:
    with pytest.raises(Refusal) as caught:
        _translate(row, "refused")
    assert caught.value.construct == row.python
    assert caught.value.reason == row.reason
    assert caught.value.line >= 3  # a line of the example, past the import


def test_a_construct_without_a_row_is_refused_as_not_yet_written() -> None:
    row = table.Construct(
        python="ct.pow",
        form="1:1",
        cutile="",
        example=(
            "def kernel(x, y, T: ct.Constant[int]):\n"
            "    ct.store(y, index=(0, 0), tile=ct.pow(ct.load(x, index=(0, 0), shape=(T, T)), 2.0))\n"
        ),
        arrays={"x": "float32[64,64]", "y": "float32[64,64]"},
        constants={"T": 64},
    )
    with pytest.raises(Refusal, match="no rule for this construct in the translator yet") as caught:
        _translate(row, "none")
    assert caught.value.construct == "ct.pow"


@dataclass(frozen=True)
class Mutant:
    """A semantics rule broken on purpose in the translator's output for one row: stage C must catch it."""

    rule: str
    row: str
    pattern: str  # regex over the row's Rust; the first match is replaced
    replacement: str
    cutile: str = "0.2.0"  # the version whose translation it breaks
    caught_by: str = "stage C"  # or "cutile": the mutant does not compile

    @property
    def features(self) -> CutileFeatures:
        return cutile_features({"cutile": self.cutile})


# One per semantics rule (issue #17, item 4) and cutile version whose form differs, each caught by stage C or
# refused by cutile's compiler. Under 0.2.0 Python's floor `//` has no mutant: cutile 0.2.0 writes no other
# integer division (its divi() function cannot be written to bytecode).
MUTANTS = [
    Mutant("flush to zero per op", "ct.add", r"ftz::Enabled", "ftz::Disabled"),
    Mutant("rounding per op", "ct.add", r"rounding::NearestEven", "rounding::Zero"),
    Mutant("padding value a reduction reads", "ct.max", r"padding::NegInf", "padding::Zero"),
    Mutant(
        "tile-space index, not an element index",
        "ct.load",
        r"\[(bid_\d+), 0i32\], ordering",
        r"[\1 * T, 0i32], ordering",
    ),
    Mutant(  # the column index (iota - 3) compared as a signed i32: its negative lanes would pass the check
        "unsigned bounds compare of a gather",
        "ct.gather",
        r"cmpi\(idx_19, bcast_23, predicate::LessThan\)",
        "cmpi(diff_4, extent_20.reshape(const_shape![1]).broadcast(const_shape![T]), predicate::LessThan)",
    ),
    Mutant(  # the out-of-bounds rows (index - 2) pad with 0 instead of -1, and the column sum reads them
        "padding value of a rank >= 2 gather",
        "ct.gather of rank >= 2",
        r"convert_scalar\(-1\.0f32\)",
        "convert_scalar(0.0f32)",
    ),
    Mutant("Python floor %: the sign fix-up", "// and % on int tiles", r"select\(cmp_\d+, sum_\d+, (rem_\d+)\)", r"\1"),
    Mutant("Python floor % on scalars", "scalar // and %", r"select\(cmp_\d+, sum_\d+, (rem_\d+)\)", r"\1"),
    Mutant(
        "early return rewritten", "early return inside if", r"if (cond_\d+) \{\s*\} else \{", r"if \1 { return; } {"
    ),
    # core's exp/tanh in place of the declared approximate op: the rounding the reference asked for is lost.
    Mutant(
        "approximate exp kept",
        "ct.exp(rounding_mode=APPROX)",
        r"tilebot_exp_approx\((\w+), rounding::Approx\)",
        r"exp(\1)",
    ),
    Mutant(
        "approximate tanh kept",
        "ct.tanh(rounding_mode=APPROX)",
        r"tilebot_tanh_approx\((\w+), rounding::Approx\)",
        r"tanh(\1)",
    ),
    # The second loop of a split starting one past the split point: the iteration j == m is lost.
    Mutant(
        "loop split at v (v + 1 only for > and <=)",
        "for loop split on an if on its index",
        r"max\(0i32, m\)",
        "max(0i32, m + 1i32)",
    ),
    # 1/ln 2 rounded through f16 before the f32 constant: the double rounding the rule avoids.
    Mutant(
        "constants without double rounding",
        "NAME = expression (module level)",
        r"1\.4426950408889634f32",
        "1.4423828125f32",
    ),
    # A shift left by 8 written as a multiply by 2**9: the diff reads the reference's shli as a multiply by 2**8.
    Mutant(
        "left shift as the multiply by its own power of two",
        "ct.bitwise_lshift",
        r"constant\(256i32",
        "constant(512i32",
    ),
    # The loop-local shadow the translator wrote before inlined helpers got their own names: the loop's sums are lost.
    Mutant(
        "a helper's loop-carried parameter assigned in place",
        "helper that assigns its own names",
        r"(\s+)(t_\d+) = (sum_\d+);",
        r"\1let \2 = \3;",
    ),
    # cutile 0.3's `/` on ints rounds toward zero: -99 // 7 is -15, -99 / 7 is -14.
    Mutant(
        "Python floor //",
        "// and % on int tiles",
        r"divi\((\w+), (\w+), rounding::NegativeInf\)",
        r"\1 / \2",
        cutile="0.3.1",
    ),
    Mutant(
        "Python floor // on scalars",
        "scalar // and %",
        r"divi\((\w+), (\w+), rounding::NegativeInf\)",
        r"\1 / \2",
        cutile="0.3.1",
    ),
    Mutant(  # without it the persistent layer norm at 8 warps ran 3.52x cuTile Python's time on the H200
        "num_worker_warps written",
        "@ct.kernel(num_worker_warps=)",
        r"optimization_hints = \(sm_90 = \(num_worker_warps_per_cta = 4,\),\)",
        "",
        cutile="0.3.1",
    ),
    Mutant(  # 0.2.0 dropped the return (the rest still ran: stage C catches that); 0.3.1 refuses to compile it
        "early return rewritten",
        "early return inside if",
        r"if (cond_\d+) \{\s*\} else \{",
        r"if \1 { return; } {",
        cutile="0.3.1",
        caught_by="cutile",
    ),
]
# The rows whose translation differs between the versions: diffed again under 0.3.1 with its mutants.
CUTILE_0_3 = cutile_features({"cutile": "=0.3.1"})
VERSIONED = [r for r in TRANSLATED if _translate(r, "k") != _translate(r, "k", CUTILE_0_3)]


def _compile(
    tmp_path: Path, rows: list[table.Construct], mutants: list[tuple[int, Mutant]], version: str
) -> dict[str, tuple[str, str]]:
    """Entry name → (reference IR, candidate IR): the rows and the mutants, in one cutile build of ``version``."""
    if find_cargo() is None:
        pytest.skip("cargo is not installed")
    cutile = cutile_features({"cutile": version})
    entries, requests, references, declared = [], [], {}, set()

    def add(name: str, row: table.Construct, rust: str, reference: str) -> None:
        references[name] = reference
        entries.append(rust)
        entry = _write(row, name, cutile)
        declared.update(entry.declared)
        generics = tuple(str(entry.generic_values[g]) for g in entry.generics)  # E (where generic), then the ints
        args = _launch_args(row, entry)
        requests.append(EntryRequest(name=name, module="constructs", function=name, generics=generics, args=args))

    exported_by_row = {}
    for row in rows:
        name = _entry_name(TRANSLATED.index(row))
        module = tmp_path / f"{name}.py"
        module.write_text(_source(row), encoding="utf-8")
        arrays = _arrays(row)
        params: list[ArrayParam | ConstantParam] = []
        tree = ast.parse(_source(row))
        for arg in kernel_from_module(tree, "kernel", str(module)).function.args.args:
            if arg.arg in arrays:
                dtype, shape = arrays[arg.arg]
                params.append(ArrayParam.as_launched(dtype, shape, _strides(shape), name=arg.arg))  # type: ignore[arg-type]
            else:
                params.append(ConstantParam(name=arg.arg, value=row.constants[arg.arg]))
        exported = export_reference(
            module, "kernel", KernelSignatureSpec(params=tuple(params)), tmp_path / "ref", name=name
        )
        exported_by_row[row.python] = exported.text
        add(name, row, _translate(row, name, cutile), exported.text)
    for index, mutant in mutants:
        name = f"mutant_{index:02d}"
        add(name, ROWS[mutant.row], _mutated(mutant, name), exported_by_row[mutant.row])
    kernel_rs = tmp_path / "kernel.rs"
    kernel_rs.write_text(
        "#[cutile::module]\npub mod constructs {\n    use cutile::core::*;\n\n"
        + "\n\n".join([declarations(declared), *entries])
        + "\n}\n",
        encoding="utf-8",
    )
    candidates = compile_candidate_ir(kernel_rs, requests, tmp_path / "cand", crates=pins(version))
    return {c.request.name: (references[c.request.name], c.text) for c in candidates}


def _stage_c_mutants(version: str) -> list[tuple[int, Mutant]]:
    return [(i, m) for i, m in enumerate(MUTANTS) if m.cutile == version and m.caught_by == "stage C"]


@pytest.fixture(scope="module")
def compiled(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, str]]:
    """Every translated row and the 0.2.0 mutants, with the default pins (0.2.0)."""
    return _compile(tmp_path_factory.mktemp("constructs"), TRANSLATED, _stage_c_mutants("0.2.0"), "0.2.0")


@pytest.fixture(scope="module")
def compiled_0_3(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[str, str]]:
    """The rows written otherwise for cutile 0.3.1, and its mutants, built with 0.3.1's pins."""
    return _compile(tmp_path_factory.mktemp("constructs-0.3"), VERSIONED, _stage_c_mutants("0.3.1"), "0.3.1")


def _mutated(mutant: Mutant, name: str) -> str:
    translation = _translate(ROWS[mutant.row], name, mutant.features)
    rust, count = re.subn(mutant.pattern, mutant.replacement, translation, count=1)
    assert count == 1, f"{mutant.rule}: the pattern no longer matches the row's translation"
    return rust


def _must_match(reference: str, candidate: str, cutile: CutileFeatures = DEFAULT_CUTILE) -> tuple[str, list[str]]:
    result = diff_ir(reference, candidate, hint_gaps=cutile.hint_gaps)
    return result.verdict.value, sorted(f.message for f in result.findings if f.severity.value == "must_match")


def _verdicts(compiled: dict[str, tuple[str, str]], rows: list[table.Construct], cutile: CutileFeatures) -> None:
    verdicts, must_match = {}, {}
    for row in rows:
        verdicts[row.python], must_match[row.python] = _must_match(
            *compiled[_entry_name(TRANSLATED.index(row))], cutile
        )
    print("\n".join(f"{k}: {v} {must_match[k]}" for k, v in verdicts.items()))
    assert len(verdicts) == len(rows)
    # A row with a known IR gap must still show it: when the translator closes the gap, the row says so.
    failing = {k: must_match[k] for k, v in verdicts.items() if (v == "FAIL_FIXABLE") != bool(ROWS[k].ir_gap)}
    assert not failing, failing


def test_translated_rows_match_cutile_python_ir(compiled: dict[str, tuple[str, str]]) -> None:
    _verdicts(compiled, TRANSLATED, DEFAULT_CUTILE)


def test_the_extract_loop_s_index_carries_no_assume(compiled: dict[str, tuple[str, str]]) -> None:
    """What the row's rewrite is for: cutile asserts no bounds on the index (with one, tileiras kept the unrolled
    extract's index dynamic), and the loop starts at 0 as the reference's does."""
    row = ROWS["ct.extract at a for loop's index"]
    reference, candidate = compiled[_entry_name(TRANSLATED.index(row))]
    loop_assume = re.compile(r"assume bounded<[^>]*>, %loopIdx\b")
    assert "for %loopIdx" in candidate and not loop_assume.search(candidate)
    assert not loop_assume.search(reference)


def test_rows_written_otherwise_for_cutile_0_3_match_cutile_python_ir(
    compiled_0_3: dict[str, tuple[str, str]],
) -> None:
    assert {r.python for r in VERSIONED} >= {
        "// and % on int tiles",
        "scalar // and %",
        "@ct.kernel(num_worker_warps=)",
    }
    _verdicts(compiled_0_3, VERSIONED, CUTILE_0_3)


BY_STAGE_C = [i for i, m in enumerate(MUTANTS) if m.caught_by == "stage C"]


@pytest.mark.parametrize("index", BY_STAGE_C, ids=[f"{MUTANTS[i].rule} ({MUTANTS[i].cutile})" for i in BY_STAGE_C])
def test_stage_c_catches_each_broken_semantics_rule(request: pytest.FixtureRequest, index: int) -> None:
    mutant = MUTANTS[index]
    compiled = request.getfixturevalue("compiled" if mutant.cutile == "0.2.0" else "compiled_0_3")
    row_index = next(i for i, r in enumerate(TRANSLATED) if r.python == mutant.row)
    _, faithful = _must_match(*compiled[_entry_name(row_index)], mutant.features)
    verdict, findings = _must_match(*compiled[f"mutant_{index:02d}"], mutant.features)
    new = [f for f in findings if f not in faithful]
    assert verdict == "FAIL_FIXABLE" and new, f"{mutant.rule}: the diff did not catch it ({verdict}, {findings})"


BY_CUTILE = [i for i, m in enumerate(MUTANTS) if m.caught_by == "cutile"]


@pytest.mark.parametrize("index", BY_CUTILE, ids=[f"{MUTANTS[i].rule} ({MUTANTS[i].cutile})" for i in BY_CUTILE])
def test_cutile_refuses_each_mutant_it_cannot_lower(tmp_path: Path, index: int) -> None:
    if find_cargo() is None:
        pytest.skip("cargo is not installed")
    mutant, name = MUTANTS[index], f"mutant_{index:02d}"
    row = ROWS[mutant.row]
    entry = _write(row, name, mutant.features)
    kernel_rs = tmp_path / "kernel.rs"
    kernel_rs.write_text(
        "#[cutile::module]\npub mod constructs {\n    use cutile::core::*;\n\n"
        + "\n\n".join([declarations(set(entry.declared)), _mutated(mutant, name)])
        + "\n}\n",
        encoding="utf-8",
    )
    generics = tuple(str(entry.generic_values[g]) for g in entry.generics)
    request = EntryRequest(
        name=name, module="constructs", function=name, generics=generics, args=_launch_args(row, entry)
    )
    with pytest.raises(HarnessError, match=f"cutile could not compile {name}: `return`"):
        compile_candidate_ir(kernel_rs, [request], tmp_path / "cand", crates=pins(mutant.cutile))


# A float gather padded with zero: the padding a constant of the element type on both sides. An f32 zero converted
# (ftof) is the same value, so the IR diff passes it, but tileiras then compiles other SASS (moe's expert GEMM at
# rank 2: 521 SEL instead of 9; relu and silu_and_mul at rank 1: another schedule than the reference's).
ZERO_PADDED_GATHERS = {"ct.gather of rank 1 padded with zero": "f16", "ct.gather of rank >= 2 padded with zero": "bf16"}


def _padding_definition(ir: str) -> str:
    """The op defining the padding operand of the IR's first load_ptr_tko, looked through reshapes and broadcasts."""
    load = re.search(r"load_ptr_tko \w+ %[\w.]+, %[\w.]+, (%[\w.]+)", ir)
    assert load, ir
    name = load[1]
    while True:
        definition = re.search(rf"^\s*{re.escape(name)} = (\w+) (.*)$", ir, re.MULTILINE)
        assert definition, f"{name} is not defined in\n{ir}"
        if definition[1] not in ("reshape", "broadcast"):
            return f"{definition[1]} {definition[2]}"
        name = definition[2].split()[0]


@pytest.mark.parametrize("row", sorted(ZERO_PADDED_GATHERS))
def test_a_float_gather_s_zero_padding_is_a_constant_of_its_element_type(
    compiled: dict[str, tuple[str, str]], row: str
) -> None:
    index = next(i for i, r in enumerate(TRANSLATED) if r.python == row)
    element = ZERO_PADDED_GATHERS[row]
    for side, ir in zip(("reference", "candidate"), compiled[_entry_name(index)], strict=True):
        padding = _padding_definition(ir)
        assert re.match(rf"constant <{element}: 0\.0+e\+00>", padding), f"{side}: {padding}"
