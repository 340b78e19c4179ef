"""The write-then-build loop stages B and D share: the agent writes, this code builds, at most MAX_BUILDS times.

One conversation per stage attempt: after a failed build the same conversation goes on with cargo's first
errors and the output tail appended, so the model still has the task's notes (the variants, the contract
format), what it read and what it wrote. Every build is appended to the stage's build log. The agent never
reports a build result: the loop runs cargo itself.

For a stage that finds more after a good build (a failing ``cargo test``, a launch contract that does not fit,
an IR dump that fails), ``follow_up(notes)`` continues the same conversation with that evidence and builds
again, while the conversation is open and builds are left; it returns None when not (the caller keeps its
verdict). ``conversation.say(text)`` is the lower-level call when no build should follow.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from anthropic import Anthropic

from tilebot.core.result import Artifact, Cost, Metric, StageResult, ValidatorRun
from tilebot.core.stages import Classification
from tilebot.runner.agents.policies import policy_for
from tilebot.runner.agents.prompts import MAX_BUILDS, PromptInputs, system_blocks, task_prompt
from tilebot.runner.agents.runtime import Conversation, Limits, StopReason
from tilebot.runner.agents.tools import StageTools
from tilebot.runner.stages import StageContext
from tilebot.runner.targets.cutile_rs.kernel_crate import BuildAttempt, top_errors


@dataclass(frozen=True)
class AgentRuns:
    """What the stage's conversation did so far, every round together."""

    cost: Cost = field(default_factory=Cost)
    turns: int = 0
    stops: list[str] = field(default_factory=list)


@dataclass
class BuildLoop:
    ctx: StageContext
    tools: StageTools
    build: Callable[[], BuildAttempt]
    log: Path  # the stage's build log (markdown, committed)
    conversation: Conversation
    builds: list[BuildAttempt] = field(default_factory=list)

    @classmethod
    def start(
        cls,
        ctx: StageContext,
        client: Anthropic,
        build: Callable[[], BuildAttempt],
        log: Path,
        prior_reports: tuple[str, ...] = (),
        *,
        system: str | Sequence[str] | None = None,
    ) -> BuildLoop:
        """The loop for the stage's agent: its sandboxed tools, its cached static prompt, its budgets."""
        policy = policy_for(ctx.stage, ctx.op, ctx.config)
        inputs = PromptInputs(op=ctx.op, config=ctx.config, policy=policy, prior_reports=prior_reports)
        tools = StageTools(ctx.repo_root, policy)
        conversation = Conversation(
            client,
            system=system if system is not None else system_blocks(ctx.stage, inputs),
            toolbox=tools,
            limits=Limits.for_stage(ctx.config, ctx.stage),
        )
        return cls(ctx, tools, build, log, conversation)

    @property
    def agents(self) -> AgentRuns:
        talk = self.conversation
        return AgentRuns(talk.cost(), talk.turns, [stop.value for stop in talk.stops])

    @property
    def can_follow_up(self) -> bool:
        return self.conversation.open and len(self.builds) < MAX_BUILDS

    def run(self, first_notes: str) -> BuildAttempt:
        """Agent, build, repeat on failure; returns the last build. AgentError propagates."""
        ctx = self.ctx
        task = task_prompt(run_id=ctx.run_id, op=ctx.op, stage=ctx.stage, attempt=ctx.attempt, notes=first_notes)
        return self._rounds(task)

    def follow_up(self, notes: str) -> BuildAttempt | None:
        """Tell the same conversation ``notes`` (new evidence after a build) and build again; None if it cannot."""
        if not self.can_follow_up:
            return None
        return self._rounds(notes)

    def _rounds(self, message: str) -> BuildAttempt:
        while True:
            try:
                outcome = self.conversation.say(message)
            finally:
                self.write_agent_log()
            build = self.build()
            self.builds.append(build)
            self._append_log(len(self.builds), build)
            if build.ok or not outcome.stop.can_continue or len(self.builds) >= MAX_BUILDS:
                break
            message = _retry_notes(len(self.builds), build)
        self.write_agent_log()
        return self.builds[-1]

    def agent_note(self) -> str:
        """What the stage's message adds about the agent: why it stopped early, replies cut, calls refused."""
        notes = []
        last = self.conversation.last
        if last is not None and last.stop not in (StopReason.DONE,):
            notes.append(f"agent stopped: {last.describe()}")
        if self.conversation.cut_tool_calls:
            cut = ", ".join(self.conversation.cut_tool_calls)
            notes.append(f"{len(self.conversation.cut_tool_calls)} agent replies cut at max_tokens mid-call ({cut})")
        if self.tools.refusals:
            notes.append(f"{len(self.tools.refusals)} agent tool calls refused")
        return "".join(f"; {note}" for note in notes)

    def outputs(self, report: Path) -> tuple[list[Artifact], list[ValidatorRun], dict[str, Metric]]:
        """What every such stage reports: its build log and report, the build validators, loop metrics."""
        artifacts = [self.ctx.artifact(self.log, "report")]
        if report.is_file():
            artifacts.append(self.ctx.artifact(report, "report"))
        metrics = {
            "builds": Metric(value=len(self.builds), unit="count"),
            "agent_turns": Metric(value=self.conversation.turns, unit="count"),
            "tool_refusals": Metric(value=len(self.tools.refusals), unit="count"),
            "agent_cut_calls": Metric(value=len(self.conversation.cut_tool_calls), unit="count"),
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
        return self.ctx.result(
            verdict,
            message + self.agent_note(),
            classification=classification,
            validators=validators,
            artifacts=artifacts,
            metrics=metrics,
            cost=self.conversation.cost(),
        )

    def validators(self) -> list[ValidatorRun]:
        """The last build's validator if it succeeded (earlier failures are history), else every build's."""
        runs = [b.validator(f"cargo build {n}") for n, b in enumerate(self.builds, start=1)]
        return runs[-1:] if self.builds and self.builds[-1].ok else runs

    def write_agent_log(self) -> None:
        log = self.ctx.attempt_dir / "agent_log.json"
        log.parent.mkdir(parents=True, exist_ok=True)
        talk = self.conversation
        payload = {
            "stops": [stop.value for stop in talk.stops],
            "turns": talk.turns,
            "tool_calls": talk.tool_calls,
            "cut_tool_calls": talk.cut_tool_calls,
            "cost": talk.cost().model_dump(mode="json"),
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
