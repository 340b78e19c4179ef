"""What later stages read from earlier ones, or why they cannot start: A's analysis.json, and each
variant's reference IR (A) diffed against the port's (B), which C judges and F takes as evidence.

The diff pairs the two entries' integer arguments by the kernel parameter each passes: the reference's from its
symbol and the variant's parameter names (A), the port's from the kernel.rs B wrote (``port_naming``). That kernel.rs
is read only while it is the file B dumped the generated IR from (``check_ir_source``, against B's ``IrSource``
record): otherwise the IR is stale, and C and F would judge a kernel that is not the branch's."""

from __future__ import annotations

import hashlib
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from pydantic import Field, ValidationError

from tilebot.core.analysis import Analysis, Variant
from tilebot.core.base import Strict
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


class IrSourceMismatch(ValueError):
    """The generated IR is not known to come from the kernel.rs on the branch (it changed after B's dump, or B's record
    of the dump is missing): the IR is stale, and B, which owns both, must build and dump it again."""


class IrSource(Strict):
    """``generated/ir_source.json``, written by stage B beside the IR it dumps: the kernel.rs it dumped it from."""

    kernel_rs_sha256: str = Field(pattern=r"^[0-9a-f]{64}$")


def source_sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def record_ir_source(run_dir: Path, kernel_rs_sha256: str) -> Path:
    """Stage B, once the generated IR is written: the sha256 of the kernel.rs it compiled (taken before compiling)."""
    path = RunDir(run_dir).ir_source
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(IrSource(kernel_rs_sha256=kernel_rs_sha256).model_dump_json(indent=2) + "\n", encoding="utf-8")
    return path


def check_ir_source(run_dir: Path, kernel_rs: Path) -> None:
    """Raise ``IrSourceMismatch`` unless ``kernel_rs`` is, byte for byte, the file B dumped the generated IR from."""
    record = RELATIVE.ir_source.as_posix()
    name = f"{kernel_rs.parent.name}/{kernel_rs.name}"
    stale = "the generated IR is stale: stage B must build and dump it again"
    try:
        dumped = IrSource.model_validate_json(RunDir(run_dir).ir_source.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise IrSourceMismatch(
            f"{record} is missing, so no kernel.rs is known to be the IR's source; {stale}"
        ) from None
    except ValidationError as exc:
        raise IrSourceMismatch(f"{record} is not a valid record ({exc.error_count()} errors); {stale}") from None
    if not kernel_rs.is_file():
        raise IrSourceMismatch(f"{name}, which B dumped the generated IR from, is missing; {stale}")
    found = source_sha256(kernel_rs)
    if found != dumped.kernel_rs_sha256:
        raise IrSourceMismatch(
            f"{name} changed after B dumped the generated IR from it (sha256 {found[:12]} now, "
            f"{dumped.kernel_rs_sha256[:12]} dumped); {stale}"
        )


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
    """Every variant's diff; ``kernel_rs``: the port's source, which names its entries' arguments once it is shown to
    be the one the IR was dumped from (``IrSourceMismatch`` if not). Without it, integer arguments pair by rank."""
    analysis = read_analysis(run_dir)
    pairs = []
    for variant in analysis.variants:
        ref = variant.reference_ir
        if ref is None:
            continue
        generated = RELATIVE.generated_ir_for(ref.text).as_posix()
        if not (run_dir / generated).is_file():
            raise InputsMissing(f"variant {variant.name}: no generated IR at {generated} (stage B writes it)")
        pairs.append((variant, ref.text, generated))
    if not pairs:
        raise InputsMissing("the analysis has no variant with reference IR")
    if kernel_rs is not None:
        check_ir_source(run_dir, kernel_rs)
    layouts = port_layouts(kernel_rs)
    return [
        diff_variant(run_dir, variant.name, ref, generated, crates, naming=port_naming(variant, layouts))
        for variant, ref, generated in pairs
    ]
