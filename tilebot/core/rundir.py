"""Every path under a run directory, in one place.

A run directory (``<layout.artifacts_dir>/<op>`` in the target repository) holds everything a run commits.
Stages reach it as ``ctx.paths`` (rooted at the checkout's absolute path), the bot as
``RunDir(PurePosixPath(config.run_dir(op)))`` (repository-relative, for links and API paths):
the same layout either way.

Each file of a run directory has one writer (``writer``): a stage, or the bot for ``request.json``. A job commits
only what its stage writes there, and what no one claims (tilebot.runner.git_commit).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import PurePath, PurePosixPath
from typing import Generic, Literal, TypeVar

from tilebot.core.owned_files import matches
from tilebot.core.result import RESULT_FILE
from tilebot.core.stages import Stage

P = TypeVar("P", bound=PurePath)

REFERENCE = "reference"
GENERATED = "generated"
REPORTS = "reports"
PERF = "perf"
ATTEMPTS = "attempts"


@dataclass(frozen=True)
class RunDir(Generic[P]):
    root: P

    # stage A: the reference side
    @property
    def reference(self) -> P:
        return self.root / REFERENCE

    @property
    def analysis(self) -> P:
        return self.reference / "analysis.json"

    @property
    def reference_supplements(self) -> P:
        return self.reference / "supplements"

    @property
    def reference_timing(self) -> P:
        return self.reference / "timing"

    @property
    def reference_timing_record(self) -> P:
        return self.reference_timing / "dual_reference.json"

    # stages B and C: the port's IR and its diff against the reference
    @property
    def generated(self) -> P:
        return self.root / GENERATED

    def generated_ir_for(self, reference_text: str) -> P:
        """B's IR matching a reference IR file (a run-relative path): same name, under generated/."""
        return self.generated / PurePosixPath(reference_text).name

    @property
    def ir_source(self) -> P:
        """Which kernel.rs (its sha256) B dumped the generated IR from (tilebot.runner.stages.inputs.IrSource)."""
        return self.generated / "ir_source.json"

    @property
    def ir_diff_json(self) -> P:
        """C's diff of every variant as an ``IrDiffReport`` (report kind ``ir_diff``)."""
        return self.generated / "ir_diff.json"

    @property
    def ir_diff_md(self) -> P:
        return self.generated / "ir_diff.md"

    # stages D and E: measurements
    @property
    def correctness(self) -> P:
        return self.root / "correctness"

    @property
    def correctness_junit(self) -> P:
        """D's per-check results as JUnit XML (report kind ``junit``)."""
        return self.correctness / "junit.xml"

    @property
    def perf(self) -> P:
        return self.root / PERF

    @property
    def perf_json(self) -> P:
        return self.perf / "perf.json"

    @property
    def benchmark_json(self) -> P:
        """E's table and gate as a ``BenchmarkReport`` (report kind ``benchmark``)."""
        return self.perf / "benchmark.json"

    @property
    def ratio_chart_svg(self) -> P:
        """E's per-config ratio chart (tilebot/core/perf_chart.py), committed beside the table."""
        return self.perf / "ratio_chart.svg"

    @property
    def diagnosis_json(self) -> P:
        return self.perf / "diagnosis.json"

    # D's build, handed from the CPU runner that built it to the GPU runners that load it (D's check, E)
    @property
    def build(self) -> P:
        return self.root / "build"

    @property
    def build_manifest(self) -> P:
        """The built library's name, sha256 and exported launchers (tilebot.runner.targets.cutile_rs.handoff)."""
        return self.build / "cdylib.json"

    # reports and per-attempt files
    @property
    def reports(self) -> P:
        return self.root / REPORTS

    def report(self, stage: Stage) -> P:
        """The stage agent's own report."""
        return self.reports / f"{stage.value}.md"

    def build_log(self, stage: Stage) -> P:
        return self.reports / ("host_build_log.md" if stage is Stage.HOST_FFI else "build_log.md")

    def attempt(self, stage: Stage, attempt: int) -> P:
        """One attempt's result and logs."""
        return self.root / ATTEMPTS / f"{stage.value}-{attempt}"

    def result(self, stage: Stage, attempt: int) -> P:
        return self.attempt(stage, attempt) / RESULT_FILE

    def handoff(self, stage: Stage, attempt: int) -> P:
        """What an attempt's build job leaves for its check job (validators, artifacts, metrics so far)."""
        return self.attempt(stage, attempt) / "handoff.json"

    @property
    def request(self) -> P:
        """What the bot asked for (written with the run's first commit)."""
        return self.root / "request.json"

    def relative(self, path: PurePath) -> str:
        """``path`` (under this run directory) relative to it, POSIX separators."""
        return path.relative_to(self.root).as_posix()


# The layout relative to the run directory itself: for messages, artifact paths and members of an archive.
RELATIVE: RunDir[PurePosixPath] = RunDir(PurePosixPath())


BOT: Literal["bot"] = "bot"  # the writer of request.json: no stage may change what the bot asked for
Writer = Stage | Literal["bot"]


def _writers() -> tuple[tuple[str, Writer], ...]:
    """(pattern relative to the run directory, its writer): each stage's ``StageSpec.run_files``, attempts and
    report."""
    table: list[tuple[str, Writer]] = [(RELATIVE.request.as_posix(), BOT)]
    for stage in Stage:
        own = (*stage.spec.run_files, f"{ATTEMPTS}/{stage.value}-*/**", RELATIVE.report(stage).as_posix())
        table += [(pattern, stage) for pattern in own]
    return tuple(table)


WRITERS = _writers()


def writer(path: str) -> Writer | None:
    """Who writes ``path`` (relative to the run directory): the writer of the closest pattern that fits it (a file
    named before a directory, a deeper directory before its parent: C's ``generated/ir_diff.json`` inside B's
    ``generated/**``); None where no pattern fits, a file any stage may write."""
    fits = [(_closeness(pattern), who) for pattern, who in WRITERS if _fits(pattern, PurePosixPath(path))]
    return max(fits, key=lambda fit: fit[0])[1] if fits else None


def _fits(pattern: str, path: PurePosixPath) -> bool:
    """``path`` is the pattern's file or, for ``dir/**``, that directory or anything under it; a ``*`` matches
    within one part (``core.owned_files.matches``)."""
    if not pattern.endswith("/**"):
        return matches(path.as_posix(), (pattern,))
    head = PurePosixPath(pattern[: -len("/**")])
    top = PurePosixPath(*path.parts[: len(head.parts)])
    return len(path.parts) >= len(head.parts) and matches(top.as_posix(), (head.as_posix(),))


def _closeness(pattern: str) -> tuple[bool, int]:
    return not pattern.endswith("/**"), len(PurePosixPath(pattern).parts)


def check_job_writes(stage: Stage, path: str) -> bool:
    """``path`` (relative to the run directory) is one of the files the check job of ``stage`` writes beside its
    attempt's (``StageSpec.check_files``)."""
    return any(_fits(pattern, PurePosixPath(path)) for pattern in stage.spec.check_files)
