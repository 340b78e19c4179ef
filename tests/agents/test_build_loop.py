"""B's and D's write-build rounds as one conversation, and the follow-up a stage sends after a good build.

The build here is a stand-in that judges kernel.rs by a marker (the real cargo rounds are in
test_stage_write_kernel.py); the model is the scripted Messages API server through the real SDK.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.agents.messages_server import Failure, MessagesServer, Reply, message_text, text, tool_use
from tests.support.stage_context import stage_context
from tilebot.core.stages import Stage
from tilebot.runner.agents.build_loop import BuildLoop
from tilebot.runner.agents.runtime import make_client
from tilebot.runner.targets.cutile_rs.kernel_crate import BuildAttempt

OP = "scale"


def write_kernel(crate: str, content: str) -> Reply:
    return Reply([tool_use("write_file", {"path": f"{crate}/kernel.rs", "content": content})], "tool_use")


def loop_for(repo: Path, server: MessagesServer) -> BuildLoop:
    ctx = stage_context(repo, OP, Stage.WRITE_KERNEL)
    kernel = repo / ctx.config.kernel_crate(OP) / "kernel.rs"

    def build() -> BuildAttempt:
        ok = kernel.is_file() and "good" in kernel.read_text()
        tail = "" if ok else "error[E0425]: cannot find value `x` in this scope\n"
        return BuildAttempt("cargo build", 0 if ok else 101, 0.1, tail)

    client = make_client({"ANTHROPIC_API_KEY": "sk-test"}, base_url=server.url)
    return BuildLoop.start(ctx, client, build, ctx.paths.build_log(ctx.stage))


def test_a_follow_up_after_a_good_build_continues_the_same_conversation(tmp_path: Path) -> None:
    crate = stage_context(tmp_path, OP, Stage.WRITE_KERNEL).config.kernel_crate(OP)

    def after_test_failure(body: dict[str, Any]) -> Reply:
        messages = body["messages"]
        assert "stage write_kernel, attempt 1" in message_text(messages[0]["content"])
        assert messages[1]["content"][0]["input"]["content"] == "// good v1"
        assert message_text(messages[-1]["content"]) == "cargo test failed: left 512, right 256"
        return write_kernel(crate, "// good v2")

    script: list[Any] = [
        write_kernel(crate, "// good v1"),
        Reply([text("written")]),
        after_test_failure,
        Reply([text("fixed")]),
    ]
    with MessagesServer(script) as server:
        loop = loop_for(tmp_path, server)
        assert loop.run("notes").ok and loop.can_follow_up
        again = loop.follow_up("cargo test failed: left 512, right 256")
        assert server.remaining == 0
    assert again is not None and again.ok and len(loop.builds) == 2
    assert (tmp_path / crate / "kernel.rs").read_text() == "// good v2"
    assert loop.agents.turns == 4 and loop.agents.stops == ["done", "done"]
    log = json.loads((loop.ctx.attempt_dir / "agent_log.json").read_text())
    assert log["tool_calls"] == ["write_file", "write_file"] and log["cost"]["tokens_in"] == 400


def test_no_follow_up_once_the_builds_are_spent_or_the_conversation_ended(tmp_path: Path) -> None:
    crate = stage_context(tmp_path, OP, Stage.WRITE_KERNEL).config.kernel_crate(OP)
    script: list[Any] = []
    for _ in range(3):
        script += [write_kernel(crate, "// broken"), Reply([text("tried")])]
    with MessagesServer(script) as server:
        loop = loop_for(tmp_path, server)
        assert not loop.run("notes").ok and len(loop.builds) == 3
        assert loop.follow_up("more evidence") is None and server.remaining == 0
    refused: list[Any] = [Reply([text("I can't help with that.")], "refusal")]
    other = tmp_path / "other"
    other.mkdir()
    with MessagesServer(refused) as server:
        loop = loop_for(other, server)
        assert not loop.run("notes").ok and len(loop.builds) == 1  # built what was there, then no more rounds
        assert not loop.can_follow_up and loop.follow_up("evidence") is None
        assert "agent stopped: the model refused the task" in loop.agent_note()


@pytest.mark.parametrize("stage", [Stage.WRITE_KERNEL, Stage.HOST_FFI])
def test_the_loop_takes_the_stage_budgets(tmp_path: Path, stage: Stage) -> None:
    with MessagesServer([]) as server:
        ctx = stage_context(tmp_path, OP, stage)
        client = make_client({"ANTHROPIC_API_KEY": "sk-test"}, base_url=server.url)
        loop = BuildLoop.start(ctx, client, lambda: BuildAttempt("x", 0, 0.0, ""), tmp_path / "log.md")
    limits = loop.conversation.limits
    assert (limits.wall_seconds, limits.max_turns, limits.max_stage_tokens) == (1890.0, 40, 3_150_000)


def test_a_prompt_too_long_ends_the_rounds_as_an_agent_failure_not_blocked_env(tmp_path: Path) -> None:
    crate = stage_context(tmp_path, OP, Stage.WRITE_KERNEL).config.kernel_crate(OP)
    too_long = Failure(400, "prompt is too long: 204800 tokens > 200000 maximum")
    script: list[Any] = [write_kernel(crate, "// broken"), Reply([text("tried")]), too_long]
    with MessagesServer(script) as server:
        loop = loop_for(tmp_path, server)
        last = loop.run("notes")  # no AgentError: the stage goes on to its verdict with what was built
        assert server.remaining == 0
    assert not last.ok and len(loop.builds) == 2 and not loop.can_follow_up
    assert loop.agents.stops == ["done", "prompt_too_long"]
    note = loop.agent_note()
    assert "agent stopped: the conversation grew too long for the model" in note
    assert "prompt is too long: 204800 tokens > 200000 maximum" in note
