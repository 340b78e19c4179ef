"""What later stages read from earlier ones, or why they cannot start: A's analysis.json, and each
variant's reference IR (A) diffed against the port's (B), which C judges and F takes as evidence.

The diff pairs the two entries' integer arguments by the kernel parameter each passes: the reference's from its
symbol and the variant's parameter names (A), the port's from the kernel.rs B wrote (``port_naming``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from tilebot.core.analysis import Analysis, Variant
from tilebot.core.rundir import RELATIVE, RunDir
from tilebot.runner.targets.cutile_rs.entry_layout import entry_layouts
from tilebot.runner.targets.cutile_rs.versions import hint_gaps
from tilebot.runner.tileir.diff import Naming, diff_ir
from tilebot.runner.tileir.disasm import read_ir
from tilebot.runner.tileir.errors import IRInputError
from tilebot.runner.tileir.findings import DiffResult
from tilebot.runner.tileir.layout import EntryLayout


class InputsMissing(ValueError):
    """A stage cannot start: an input an earlier stage should have written is absent or unusable."""


def read_analysis(run_dir: Path) -> Analysis:
    try:
        return Analysis.model_validate_json(RunDir(run_dir).analysis.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InputsMissing(f"{RELATIVE.analysis} is missing: stage A has not run") from None
    except ValidationError as exc:
        raise InputsMissing(f"{RELATIVE.analysis} is not a valid analysis: {exc.error_count()} errors") from None


@dataclass(frozen=True)
class VariantDiff:
    variant: str
    reference: str  # relative to the run directory
    generated: str
    result: DiffResult


def port_layouts(kernel_rs: Path | None) -> dict[str, EntryLayout]:
    """Each port entry's argument layout, by entry symbol, from the kernel.rs stage B wrote (none where there is
    none to read: the diff then pairs integer arguments by rank)."""
    if kernel_rs is None or not kernel_rs.is_file():
        return {}
    return entry_layouts(kernel_rs.read_text(encoding="utf-8", errors="replace"))


def port_naming(variant: Variant, layouts: Mapping[str, EntryLayout]) -> Naming:
    """What names the arguments of ``variant``'s two entries: its kernel's parameter names (where A recorded every
    one), and the port's layouts."""
    names = [p.name for p in variant.signature.params]
    return Naming(tuple(n for n in names if n) if all(names) else None, layouts)


def diff_variant(
    run_dir: Path,
    variant: str,
    reference: str,
    generated: str,
    crates: Mapping[str, str],
    *,
    naming: Naming | None = None,
) -> VariantDiff:
    """One variant's reference IR against a generated one (paths relative to the run directory) built with the
    cutile ``crates``: stage C's comparison, which B's ``ir_diff`` tool runs on its fresh dump too."""
    try:
        ref_ir = read_ir(run_dir / reference)
        gen_ir = read_ir(run_dir / generated)
        result = diff_ir(
            ref_ir.text,
            gen_ir.text,
            reference_path=reference,
            candidate_path=generated,
            hint_gaps=hint_gaps(crates),
            naming=naming or Naming(),
        )
    except IRInputError as exc:
        raise InputsMissing(f"variant {variant}: {exc}") from None
    return VariantDiff(variant, reference, generated, result)


def diff_variants(run_dir: Path, crates: Mapping[str, str], *, kernel_rs: Path | None = None) -> list[VariantDiff]:
    """Every variant's diff; ``kernel_rs``: the port's source, which names its entries' arguments."""
    analysis = read_analysis(run_dir)
    layouts = port_layouts(kernel_rs)
    diffs = []
    for variant in analysis.variants:
        ref = variant.reference_ir
        if ref is None:
            continue
        generated = RELATIVE.generated_ir_for(ref.text).as_posix()
        if not (run_dir / generated).is_file():
            raise InputsMissing(f"variant {variant.name}: no generated IR at {generated} (stage B writes it)")
        naming = port_naming(variant, layouts)
        diffs.append(diff_variant(run_dir, variant.name, ref.text, generated, crates, naming=naming))
    if not diffs:
        raise InputsMissing("the analysis has no variant with reference IR")
    return diffs
