"""tools/sass_parity.py's reading of cuobjdump: what counts as the same machine code, and what is a spill."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from tilebot.runner.translator.kernel import Entry
from tools.sass_parity import Row, _other_constants, parse_sass

LISTING = """
        Function : kernel
        .headerflags    @"EF_CUDA_TEXMODE_UNIFIED EF_CUDA_64BIT_ADDRESS EF_CUDA_SM90 EF_CUDA_VIRTUAL_SM(EF_CUDA_SM90)"
        /*0000*/                   LDC R1, c[0x0][0x28] ;                      /* 0x00000a00ff017b82 */
                                                                               /* 0x000fe20000000800 */
        /*0010*/                   S2R R9, SR_TID.X ;                          /* 0x0000000000097919 */
        /*0020*/              @!P0 STL [R1], R9 ;                              /* 0x0000000901008387 */
        /*0030*/                   EXIT ;                                      /* 0x000000000000794d */
"""
RESOURCES = "Resource usage:\n Function kernel:\n  REG:26 STACK:0 SHARED:0 LOCAL:0 CONSTANT[0]:600 TEXTURE:0\n"


def test_instructions_registers_and_local_memory_are_read_from_cuobjdump() -> None:
    sass = parse_sass(LISTING, RESOURCES)
    assert sass.instructions == ["LDC R1, c[0x0][0x28]", "S2R R9, SR_TID.X", "@!P0 STL [R1], R9", "EXIT"]
    assert sass.opcodes == ["LDC", "S2R", "STL", "EXIT"]  # the predicate is not the opcode
    assert sass.registers == 26 and sass.local_memory == 1 and sass.stack == 0


def test_a_kernel_past_64_kib_of_code_is_read_to_its_end() -> None:
    # Addresses take 5 hex digits from the 4097th instruction on: attention's and sparse_mla's kernels were
    # compared only up to there.
    beyond = LISTING.replace("/*0030*/ ", "/*fff0*/ ").replace(
        "EXIT ;", "LDL R9, [R1] ;\n        /*10000*/                   EXIT ;"
    )
    sass = parse_sass(beyond, RESOURCES)
    assert sass.opcodes[-2:] == ["LDL", "EXIT"] and sass.local_memory == 2


def test_a_stack_frame_is_a_difference_even_without_local_loads_and_stores() -> None:
    # mhc's apply_residual at N=8 with the loop index assumed: its 8x8 tile indexed at run time went through a
    # 2 KiB stack frame with generic ST.E/LD.E, no STL or LDL.
    reference = parse_sass(LISTING, RESOURCES)
    framed = parse_sass(LISTING, RESOURCES.replace("STACK:0", "STACK:2048"))
    assert Row("op", "v", "v", reference, framed).cells()[7] == "0 / 2048"


def test_only_renumbered_registers_are_the_same_opcodes_and_a_spill_is_a_difference() -> None:
    reference = parse_sass(LISTING, RESOURCES)
    renumbered = parse_sass(LISTING.replace("R9", "R13").replace("0x28", "0x38"), RESOURCES)
    spilled = parse_sass(LISTING.replace("EXIT ;", "LDL R9, [R1] ;\n        /*0040*/ EXIT ;"), RESOURCES)
    assert Row("op", "v", "v", reference, reference).cells()[3] == "identical"
    assert Row("op", "v", "v", reference, renumbered).cells()[3] == "same opcodes"
    cells = Row("op", "v", "v", reference, spilled).cells()
    assert cells[3] == "differs" and cells[4] == "4 / 5" and cells[6] == "1 / 2" and cells[8] == "1"
    assert Row("op", "v", "v", None, None, "tileiras failed").cells()[3] == "error"


def _translation(*entries: Entry) -> tuple[SimpleNamespace, SimpleNamespace]:
    variant = SimpleNamespace(
        name="k",
        constants={"N": 4, "T": 1024},
        constant_combinations=[{"N": 2, "T": 1024}, {"N": 4, "T": 1024}, {"N": 8, "T": 1024}],
        signature=SimpleNamespace(params=[SimpleNamespace(name=n) for n in ("x", "N", "T")]),
    )
    return SimpleNamespace(entries=[(variant, e) for e in entries]), variant


def _entry(name: str, generics: list[str], **fields: Any) -> Entry:
    values = {"E": "f32", "N": 4, "T": 1024}
    return Entry(name, "", generics, {g: values[g] for g in generics}, [], [], [], **fields)


def _served(translation: SimpleNamespace, variant: SimpleNamespace) -> list[tuple[dict[str, Any], str, list[str]]]:
    return [(c, e.name, g) for c, e, g in _other_constants(translation, variant)]  # type: ignore[arg-type]


def test_each_other_combination_of_constants_is_launched_with_its_own_generics() -> None:
    translation, variant = _translation(_entry("k", ["E", "N", "T"]))
    assert _served(translation, variant) == [
        ({"N": 2}, "k", ["f32", "2", "1024"]),
        ({"N": 8}, "k", ["f32", "8", "1024"]),
    ]


def test_a_combination_goes_to_the_entry_whose_keys_it_matches() -> None:
    key = "(N) == (8)"
    plain = _entry("k", ["E", "N", "T"], keys={key: False})
    eight = _entry("k__n_eq_8_true", ["E", "N", "T"], keys={key: True})
    translation, variant = _translation(plain, eight)
    assert _served(translation, variant) == [
        ({"N": 2}, "k", ["f32", "2", "1024"]),
        ({"N": 8}, "k__n_eq_8_true", ["f32", "8", "1024"]),
    ]


def test_a_baked_constant_goes_to_its_own_entry_and_one_no_entry_serves_is_left_out() -> None:
    translation, variant = _translation(
        _entry("k", ["E", "T"], baked={1: 4}), _entry("k__n_8", ["E", "T"], baked={1: 8})
    )
    assert _served(translation, variant) == [({"N": 8}, "k__n_8", ["f32", "1024"])]
