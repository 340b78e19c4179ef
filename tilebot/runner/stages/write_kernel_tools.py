"""Stage B's checks as tools inside the agent's loop: ``build``, ``cargo_test``, ``check_contract``, ``dump_ir``
and ``ir_diff``, each the stage's own code with the stage's cargo environment (``CUDA_TOOLKIT_PATH``, the
shared kernel target directory, the seeded ``Cargo.lock``).

A failed check comes back to the agent as an error result; the stage runs every check again after the loop,
and only those decide the verdict. ``dump_ir`` writes to the attempt's scratch directory, never to
``generated/``: the IR there is the previous kernel's until the stage's own dump replaces it, and C's
``ir_diff`` of it stays readable for B(2).
"""

from __future__ import annotations

import hashlib
import shutil
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tilebot.core.analysis import Variant
from tilebot.runner.agents.runtime import ToolReply
from tilebot.runner.agents.tools import LoopTool
from tilebot.runner.reports.ir_diff import ir_diff_report
from tilebot.runner.stages import StageContext
from tilebot.runner.stages.inputs import InputsMissing, VariantDiff, diff_variant, port_layouts, port_naming
from tilebot.runner.stages.launch_contract import FORMAT, ContractError, checked_requests
from tilebot.runner.targets.cutile_rs.harness import HarnessError, compile_candidate_ir
from tilebot.runner.targets.cutile_rs.kernel_crate import (
    KERNEL_FILE,
    BuildAttempt,
    build_crate,
    test_crate,
    tests_passed,
    top_errors,
)
from tilebot.runner.tileir.report import render_markdown
from tilebot.runner.tileir.rules import Severity

REPLY_CHARS = 6000  # a tool result's text; the files it names hold the rest
TOOL_IR_DIR = "ir-tool"


def cargo_reply(what: str, attempt: BuildAttempt) -> ToolReply:
    """A cargo run as a tool result: success in a line, failure with its first errors and output tail."""
    if attempt.ok:
        return ToolReply(f"{what} succeeded in {attempt.seconds:.1f} s\n{attempt.output_tail[-1500:]}")
    errors = "\n".join(top_errors(attempt.output_tail)) or "(no error lines)"
    tail = attempt.output_tail[-3000:]
    return ToolReply(f"{what} FAILED (exit {attempt.exit_code})\nFirst errors:\n{errors}\n\nOutput tail:\n{tail}", True)


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest() if path.is_file() else ""


@dataclass
class KernelTools:
    """B's checks over one kernel crate; ``tools()`` is what the loop offers the agent."""

    ctx: StageContext
    crate: Path
    report: Path
    variants: Sequence[Variant]
    dumped: dict[str, Path] = field(default_factory=dict)  # variant -> its IR from the last dump_ir
    dumped_sha: str = ""  # kernel.rs as it was at that dump

    def tools(self) -> tuple[LoopTool, ...]:
        report = _rel(self.ctx, self.report)
        return (
            LoopTool(
                "build",
                "cargo build of the kernel crate, as the stage builds it (its CUDA headers, "
                "target directory and lock file). Returns cargo's first errors on failure.",
                self.build,
            ),
            LoopTool("cargo_test", "cargo test of the kernel crate (the in-Rust tests; no GPU).", self.cargo_test),
            LoopTool(
                "check_contract",
                f"Check the launch contract in {report} against the analysis's variants "
                f"and the entry kernel.rs declares. The format:\n{FORMAT}",
                self.check_contract,
            ),
            LoopTool(
                "dump_ir",
                "Compile each variant of the launch contract through the cutile-rs IR harness and "
                "write its Tile IR text under the attempt's ir-tool/ directory (read it with read_file).",
                self.dump_ir,
            ),
            LoopTool(
                "ir_diff",
                "Diff the last dump_ir output against each variant's reference IR, as stage C "
                "will: the verdict, the must-match findings and the canonical diff.",
                self.ir_diff,
            ),
        )

    def build(self, _: Mapping[str, Any]) -> ToolReply:
        return cargo_reply("cargo build", build_crate(self.crate, self.ctx.config.target.crates))

    def cargo_test(self, _: Mapping[str, Any]) -> ToolReply:
        built = build_crate(self.crate, self.ctx.config.target.crates)  # the seeded lock, the pre-build checks
        if not built.ok:
            return cargo_reply("cargo build (before the tests)", built)
        tested = test_crate(self.crate)
        reply = cargo_reply("cargo test", tested)
        if tested.ok:
            return ToolReply(f"{tests_passed(tested.output_tail)} tests passed; " + reply.content)
        return reply

    def check_contract(self, _: Mapping[str, Any]) -> ToolReply:
        try:
            requests = checked_requests(self.report, self.kernel_rs, self.variants, self.ctx.config.target.gpu_arch)
        except ContractError as exc:
            return ToolReply(f"launch contract: {exc}", is_error=True)
        names = ", ".join(f"{r.name} -> {r.module}::{r.function}" for r in requests)
        return ToolReply(f"the launch contract fits: {names}")

    def dump_ir(self, _: Mapping[str, Any]) -> ToolReply:
        try:
            requests = checked_requests(self.report, self.kernel_rs, self.variants, self.ctx.config.target.gpu_arch)
        except ContractError as exc:
            return ToolReply(f"no dump: launch contract: {exc}", is_error=True)
        scratch = self.ctx.attempt_dir / TOOL_IR_DIR
        shutil.rmtree(scratch, ignore_errors=True)
        sha = _sha(self.kernel_rs)
        try:
            candidates = compile_candidate_ir(
                self.kernel_rs,
                requests,
                scratch,
                crates=self.ctx.config.target.crates,
                bytecode_version=self.ctx.config.target.bytecode_version,
            )
        except HarnessError as exc:
            self.dumped.clear()
            return ToolReply(f"no dump: {str(exc)[-REPLY_CHARS:]}", is_error=True)
        self.dumped = {c.request.name: c.text_path for c in candidates if c.text_path is not None}
        self.dumped_sha = sha
        lines = [f"- {name}: {_rel(self.ctx, path)}" for name, path in sorted(self.dumped.items())]
        return ToolReply("Tile IR written:\n" + "\n".join(lines))

    def ir_diff(self, _: Mapping[str, Any]) -> ToolReply:
        if not self.dumped:
            return ToolReply("no IR to diff: call dump_ir first (and after every change to kernel.rs)", True)
        if _sha(self.kernel_rs) != self.dumped_sha:
            return ToolReply("kernel.rs changed since the last dump_ir: call dump_ir again first", True)
        try:
            diffs = [self._diff(v) for v in self.variants]
        except InputsMissing as exc:
            return ToolReply(f"no diff: {exc}", is_error=True)
        return ToolReply(diff_text(diffs)[:REPLY_CHARS])

    @property
    def kernel_rs(self) -> Path:
        return self.crate / KERNEL_FILE

    def _diff(self, variant: Variant) -> VariantDiff:
        assert variant.reference_ir is not None
        generated = self.dumped.get(variant.name)
        if generated is None:
            raise InputsMissing(f"variant {variant.name}: the last dump_ir wrote no IR for it")
        run_dir = self.ctx.run_dir
        crates = self.ctx.config.target.crates
        naming = port_naming(variant, port_layouts(self.kernel_rs))  # the kernel.rs just dumped (sha checked)
        return diff_variant(
            run_dir,
            variant.name,
            variant.reference_ir.text,
            generated.relative_to(run_dir).as_posix(),
            crates,
            naming=naming,
        )


def diff_text(diffs: Sequence[VariantDiff]) -> str:
    """Stage C's verdict on these diffs, its must-match findings first, then each variant's rendering."""
    report = ir_diff_report(diffs, with_diff=False)
    owner = f", owner {report.owner.value}" if report.owner else ""
    lines = [f"IR diff verdict: {report.verdict}{owner} ({report.must_match} must-match findings)"]
    for d in diffs:
        for f in d.result.findings:
            if f.severity is Severity.MUST_MATCH:
                lines.append(f"- {d.variant}: [{f.category.value}, {f.owner.value}] {f.message}")
    lines += [f"\n## {d.variant}\n\n{render_markdown(d.result)}" for d in diffs]
    return "\n".join(lines)


def _rel(ctx: StageContext, path: Path) -> str:
    return path.relative_to(ctx.repo_root).as_posix()
