"""Stage D's zero-token host side: when B's kernel has the translator's entries, the translator writes the launcher.

The launcher and the wrapper depend on the kernel only through its entries: the module that holds them, their
names, generics as declared (kind, type, bounds) and parameter types in order (the launch contract). So the kernel
on the branch must declare exactly the entries the translator writes for this analysis; its bodies and helpers may
differ (a person's fix pushed to the branch, rebuilt by B as it is). A kernel with other entries (an agent's, or an
edit of a signature) gets the agent, which writes a host side for it, never the translator's launcher that would not
fit. Then: ``ffi.rs`` beside the kernel, the op's module in the cdylib crate's ``src/lib.rs``, the wrapper, the same
build and the same checks as the agent's host.
"""

from __future__ import annotations

import re

from tilebot.core.result import Metric, StageResult
from tilebot.core.stages import Classification
from tilebot.runner.gpu.op_harness import entry_spec
from tilebot.runner.op_files import find_op_module
from tilebot.runner.stages import Handoff, StageContext
from tilebot.runner.stages.inputs import read_analysis
from tilebot.runner.targets.cutile_rs import cdylib_crate, handoff
from tilebot.runner.targets.cutile_rs.kernel_crate import KERNEL_FILE
from tilebot.runner.targets.cutile_rs.kernel_source import KernelSourceError, entry_signatures, module_names
from tilebot.runner.translator.errors import Refusal
from tilebot.runner.translator.host import write_host
from tilebot.runner.translator.op import translate_op

FFI_FILE = "ffi.rs"


def build_translated(ctx: StageContext) -> StageResult | Handoff | None:
    """The translated host's build, or None when the kernel on the branch does not have the translator's entries."""
    from tilebot.runner.stages.host_ffi_build import symbol_check, wrapper_check

    kernel = ctx.kernel_crate / KERNEL_FILE
    try:
        translation = translate_op(
            ctx.repo_root,
            ctx.op,
            read_analysis(ctx.run_dir).variants,
            target=ctx.config.target.gpu_arch,
            crates=ctx.config.target.crates,
        )
    except Refusal:
        return None
    if not same_entries(kernel.read_text(encoding="utf-8"), translation.kernel_rs):
        return None
    layout = ctx.config.layout
    package = entry_spec(ctx.repo_root, layout.cutile_ops_dir, ctx.op).split(":")[0].rsplit(".", 1)[0]
    try:
        reference = find_op_module(ctx.repo_root, layout.cutile_ops_dir, ctx.op)  # as stage A found it
        host = write_host(translation, reference, package)
    except Refusal as refusal:
        if ctx.config.agents.writer == "translator":
            message = f"the translator cannot write this op's host side ({refusal})"
            return ctx.result("BLOCKED", message, classification=Classification.HOST, writer="translator")
        return None
    (kernel.parent / FFI_FILE).write_text(host.ffi_rs, encoding="utf-8")
    rust_ops = ctx.repo_root / layout.rust_ops_dir
    (rust_ops / f"{ctx.op}.py").write_text(host.wrapper_py, encoding="utf-8")
    init = rust_ops / "__init__.py"
    if not init.exists():
        init.write_text("", encoding="utf-8")
    crates = ctx.config.target.crates
    crate = ctx.repo_root / cdylib_crate.cdylib_dir(ctx.config)
    cdylib_crate.seed(crate, crates)
    cdylib_crate.make_standalone(crate)
    lib = crate / cdylib_crate.LIB_ROOT
    declared = lib.read_text(encoding="utf-8")
    # A module that already includes the op's kernel.rs (a port the target ships, as TileGym's lib.rs does) now
    # compiles the translated files; a second one would define the module twice.
    if f'"../../{ctx.op}_kernel/kernel.rs"' not in declared:
        lib.write_text(declared.rstrip("\n") + "\n\n" + host.lib_module, encoding="utf-8")

    library = cdylib_crate.kept_library(ctx.run_id, ctx.op)
    built = cdylib_crate.build(crate, crates, library)
    validators = [built.validator("cargo build (cdylib)")]
    if not built.ok:
        message = f"translated host (0 tokens) does not build: {built.output_tail[-300:]}"
        return ctx.result(
            "FAIL", message, classification=Classification.HOST, validators=validators, writer="translator"
        )
    symbol = cdylib_crate.launcher_symbol(ctx.op)
    checks = [symbol_check(library, symbol), wrapper_check(ctx)]
    validators.extend(checks)
    failed = [c for c in checks if c.exit_code != 0]
    if failed:
        message = f"translated host (0 tokens) built, but {failed[0].name}: {failed[0].output_tail}"
        return ctx.result(
            "FAIL", message, classification=Classification.HOST, validators=validators, writer="translator"
        )
    kept = handoff.publish(library, ctx.paths, [symbol], crates)
    artifacts = [ctx.artifact(ctx.paths.build / kept.name, "cdylib"), ctx.artifact(ctx.paths.build_manifest, "build")]
    return Handoff(
        message=f"translated host (0 tokens): built {kept.name} exporting {symbol} (sha256 {kept.sha256[:12]})",
        validators=validators,
        artifacts=artifacts,
        metrics={"cdylib_bytes": Metric(value=kept.size, unit="bytes")},
        writer="translator",
    )


def same_entries(kernel_rs: str, translated_rs: str) -> bool:
    """Whether ``kernel_rs`` declares the entries of ``translated_rs`` as the launcher calls them: the same
    ``#[cutile::module]`` modules and, in order, the same entry names, generic parameters (each with its kind, type
    and bounds: the launcher passes every generic as text the declared type must parse, so ``const N: i32`` and
    ``const N: usize`` are two contracts) and parameter types. Bodies, helpers, comments, parameter names and spacing
    may differ; a source whose entries cannot be read does not match.
    """
    try:
        return _entries(kernel_rs) == _entries(translated_rs)
    except KernelSourceError:
        return False


_AROUND_PUNCTUATION = re.compile(r"\s*([^\w\s])\s*")


def _entries(source: str) -> tuple[list[str], list[tuple[str, tuple[str, ...], tuple[str, ...]]]]:
    """The modules, then each entry's name, generic parameters as declared and parameter types."""
    signatures = [
        (s.function, tuple(map(_normalized, s.declared)), tuple(_normalized(p.type) for p in s.params))
        for s in entry_signatures(source)
    ]
    return module_names(source), signatures


def _normalized(rust: str) -> str:
    """One spelling of a type or declaration: no space around punctuation (``Tensor<E, {[BM]}>`` and
    ``Tensor<E,{[BM]}>`` are one type), one space between words."""
    return _AROUND_PUNCTUATION.sub(r"\1", " ".join(rust.split()))
