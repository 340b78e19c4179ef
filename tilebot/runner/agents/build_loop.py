"""The write-then-build loop stages B and D share: the agent writes, this code builds, at most MAX_BUILDS times.

After a failed build the agent gets cargo's first errors and the output tail and may fix its files;
every build is appended to the stage's build log. The agent never reports a build result: the loop
runs cargo itself.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from anthropic import Anthropic

from tilebot.core.result import Artifact, Cost, Metric, StageResult, ValidatorRun
from tilebot.core.stages import Classification
from tilebot.runner.agents.policies import policy_for
from tilebot.runner.agents.prompts import MAX_BUILDS, PromptInputs, system_blocks, task_prompt
from tilebot.runner.agents.runtime import AgentOutcome, Limits, run_agent
from tilebot.runner.agents.tools import StageTools
from tilebot.runner.stages import StageContext
from tilebot.runner.targets.cutile_rs.kernel_crate import BuildAttempt, top_errors


@dataclass
class AgentRuns:
    """Everything the stage's agent conversations did, summed over the build attempts."""

    cost: Cost = field(default_factory=Cost)
    turns: int = 0
    stops: list[str] = field(default_factory=list)

    def add(self, outcome: AgentOutcome) -> None:
        mine = outcome.cost()
        self.cost = Cost(
            tokens_in=self.cost.tokens_in + mine.tokens_in,
            tokens_out=self.cost.tokens_out + mine.tokens_out,
            wall_seconds=self.cost.wall_seconds + mine.wall_seconds,
        )
        self.turns += outcome.turns
        self.stops.append(outcome.stop.value)


@dataclass
class BuildLoop:
    ctx: StageContext
    client: Anthropic
    tools: StageTools
    static: tuple[str, ...]  # system blocks: the rulebook, then the stage prompt
    build: Callable[[], BuildAttempt]
    log: Path  # the stage's build log (markdown, committed)
    agents: AgentRuns = field(default_factory=AgentRuns)
    builds: list[BuildAttempt] = field(default_factory=list)

    @classmethod
    def start(
        cls,
        ctx: StageContext,
        client: Anthropic,
        build: Callable[[], BuildAttempt],
        log: Path,
        prior_reports: tuple[str, ...] = (),
    ) -> BuildLoop:
        """The loop for the stage's agent: its sandboxed tools and its cached static prompt."""
        policy = policy_for(ctx.stage, ctx.op, ctx.config)
        inputs = PromptInputs(op=ctx.op, config=ctx.config, policy=policy, prior_reports=prior_reports)
        return cls(ctx, client, StageTools(ctx.repo_root, policy), system_blocks(ctx.stage, inputs), build, log)

    def run(self, first_notes: str) -> BuildAttempt:
        """Agent, build, repeat on failure; returns the last build. AgentError propagates."""
        notes = first_notes
        limits = Limits.of(self.ctx.config.agents)
        for number in range(1, MAX_BUILDS + 1):
            task = task_prompt(
                run_id=self.ctx.run_id, op=self.ctx.op, stage=self.ctx.stage, attempt=self.ctx.attempt, notes=notes
            )
            try:
                self.agents.add(
                    run_agent(self.client, static_context=self.static, task=task, toolbox=self.tools, limits=limits)
                )
            finally:
                self.write_agent_log()
            build = self.build()
            self.builds.append(build)
            self._append_log(number, build)
            if build.ok:
                break
            notes = _retry_notes(number, build)
        self.write_agent_log()
        return self.builds[-1]

    def outputs(self, report: Path) -> tuple[list[Artifact], list[ValidatorRun], dict[str, Metric]]:
        """What every such stage reports: its build log and report, the build validators, loop metrics."""
        artifacts = [self.ctx.artifact(self.log, "report")]
        if report.is_file():
            artifacts.append(self.ctx.artifact(report, "report"))
        metrics = {
            "builds": Metric(value=len(self.builds), unit="count"),
            "agent_turns": Metric(value=self.agents.turns, unit="count"),
            "tool_refusals": Metric(value=len(self.tools.refusals), unit="count"),
        }
        return artifacts, self.validators(), metrics

    def result(
        self,
        verdict: str,
        message: str,
        classification: Classification | None,
        *,
        validators: list[ValidatorRun],
        artifacts: list[Artifact],
        metrics: dict[str, Metric],
    ) -> StageResult:
        refused = f"; {len(self.tools.refusals)} agent tool calls refused" if self.tools.refusals else ""
        return self.ctx.result(
            verdict,
            message + refused,
            classification=classification,
            validators=validators,
            artifacts=artifacts,
            metrics=metrics,
            cost=self.agents.cost,
        )

    def validators(self) -> list[ValidatorRun]:
        """The last build's validator if it succeeded (earlier failures are history), else every build's."""
        runs = [b.validator(f"cargo build {n}") for n, b in enumerate(self.builds, start=1)]
        return runs[-1:] if self.builds and self.builds[-1].ok else runs

    def write_agent_log(self) -> None:
        log = self.ctx.attempt_dir / "agent_log.json"
        log.parent.mkdir(parents=True, exist_ok=True)
        payload = {
            "stops": self.agents.stops,
            "turns": self.agents.turns,
            "written": self.tools.written,
            "refusals": [{"tool": r.tool, "reason": r.reason} for r in self.tools.refusals],
            "builds": [{"exit_code": b.exit_code, "seconds": round(b.seconds, 1)} for b in self.builds],
        }
        log.write_text(json.dumps(payload, indent=2) + "\n", encoding="utf-8")

    def _append_log(self, number: int, build: BuildAttempt) -> None:
        self.log.parent.mkdir(parents=True, exist_ok=True)
        stamp = datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
        errors = top_errors(build.output_tail)
        entry = [
            f"## Attempt {self.ctx.attempt}.{number} - {stamp}",
            "",
            f"- Command: `{build.command}`",
            f"- Result: {'SUCCESS' if build.ok else 'FAIL'} (exit {build.exit_code}, {build.seconds:.1f} s)",
        ]
        if not build.ok:
            entry.append("- Top errors:" + "".join(f"\n  - `{e}`" for e in errors) if errors else "- Top errors: none")
            entry += ["", "```", build.output_tail[-3000:].rstrip(), "```"]
        header = "" if self.log.exists() else f"# Build log: {self.ctx.op} ({self.ctx.stage.label})\n\n"
        with self.log.open("a", encoding="utf-8") as out:
            out.write(header + "\n".join(entry) + "\n\n")


def first_error(build: BuildAttempt) -> str:
    errors = top_errors(build.output_tail)
    return errors[0] if errors else (build.output_tail.strip().splitlines() or ["no output"])[-1]


def _retry_notes(number: int, build: BuildAttempt) -> str:
    errors = "\n".join(top_errors(build.output_tail)) or "(no error lines)"
    return (
        f"Build {number} of {MAX_BUILDS} failed (exit {build.exit_code}). Fix the cause in the files you own; "
        f"the stage builds again after you stop.\nFirst errors:\n{errors}\n\nOutput tail:\n```\n"
        f"{build.output_tail[-3000:]}\n```"
    )
