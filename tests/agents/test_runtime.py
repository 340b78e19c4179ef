"""The tool-use loop against a loopback Messages API server, through the real anthropic SDK."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anthropic
import pytest

from tests.agents.messages_server import Failure, MessagesServer, Reply, text, tool_use
from tilebot.core.config import RunConfig
from tilebot.core.stages import Classification, Stage
from tilebot.runner.agents.policies import policy_for
from tilebot.runner.agents.results import blocked_by_agent
from tilebot.runner.agents.retry import RetryPolicy
from tilebot.runner.agents.runtime import (
    MISSING_KEY_MESSAGE,
    ApiUnavailable,
    Limits,
    MissingApiKey,
    StopReason,
    make_client,
    run_agent,
)
from tilebot.runner.agents.tools import StagePolicy, StageTools
from tilebot.runner.stages import StageContext

LIMITS = Limits(model="claude-test", max_turns=10, max_tokens=1024, wall_seconds=60)
NO_WAIT = RetryPolicy(attempts=4, base_seconds=0.0, max_seconds=0.0)


class Sleeps:
    def __init__(self) -> None:
        self.waits: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)


def tools_in(tmp_path: Path) -> StageTools:
    (tmp_path / "notes.txt").write_text("hello from the workspace\n")
    return StageTools(tmp_path, StagePolicy(writable=("out/report.md",)))


def client_for(server: MessagesServer) -> anthropic.Anthropic:
    return make_client({"ANTHROPIC_API_KEY": "sk-test"}, base_url=server.url)


def test_multi_turn_tool_use_reads_writes_and_counts_tokens(tmp_path: Path) -> None:
    def answer_with_what_was_read(body: dict[str, Any]) -> Reply:
        result = body["messages"][-1]["content"][0]
        assert result["type"] == "tool_result" and not result["is_error"]
        return Reply(
            [tool_use("write_file", {"path": "out/report.md", "content": "read: " + result["content"]})],
            "tool_use",
            input_tokens=30,
            output_tokens=40,
            cache_read_input_tokens=500,
        )

    script = [
        Reply([text("looking"), tool_use("read_file", {"path": "notes.txt"})], "tool_use", 20, 10, 0, 500),
        answer_with_what_was_read,
        Reply([text("report written")], "end_turn", 10, 5, 500, 0),
    ]
    tools = tools_in(tmp_path)
    with MessagesServer(script) as server:
        outcome = run_agent(
            client_for(server), static_context="STATIC RULES", task="write the report", toolbox=tools, limits=LIMITS
        )
        requests = server.requests
    assert outcome.stop is StopReason.DONE
    assert outcome.final_text == "report written"
    assert outcome.turns == 3 and outcome.tool_calls == ["read_file", "write_file"]
    assert (tmp_path / "out/report.md").read_text() == "read: hello from the workspace\n"
    assert (outcome.usage.input_tokens, outcome.usage.output_tokens) == (60, 55)
    assert outcome.usage.cache_read_tokens == 1000 and outcome.usage.cache_write_tokens == 500
    cost = outcome.cost()
    assert (cost.tokens_in, cost.tokens_out) == (60 + 1500, 55)
    # The static context is cached; the model, limits and tools come from the caller.
    first = requests[0].body
    assert first["system"] == [{"type": "text", "text": "STATIC RULES", "cache_control": {"type": "ephemeral"}}]
    assert (first["model"], first["max_tokens"]) == ("claude-test", 1024)
    assert {t["name"] for t in first["tools"]} == {"read_file", "list_dir", "write_file"}
    assert requests[0].headers.get("authorization") == "Bearer sk-test" or requests[0].headers.get("x-api-key")
    assert len(requests[2].body["messages"]) == 5  # task, (assistant, results) x 2


def test_tool_refusal_goes_back_to_the_model_as_an_error(tmp_path: Path) -> None:
    seen: list[dict[str, Any]] = []

    def record(body: dict[str, Any]) -> Reply:
        seen.append(body["messages"][-1]["content"][0])
        return Reply([text("understood")])

    script = [Reply([tool_use("write_file", {"path": "../escape.txt", "content": "x"})], "tool_use"), record]
    tools = tools_in(tmp_path)
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools, limits=LIMITS)
    assert outcome.stop is StopReason.DONE
    assert seen[0]["is_error"] is True and "'..' is refused" in seen[0]["content"]
    assert [r.tool for r in tools.refusals] == ["write_file"]
    assert not (tmp_path.parent / "escape.txt").exists()


def test_retries_429_and_529_honouring_retry_after(tmp_path: Path) -> None:
    script: list[Any] = [
        Failure(429, "slow down", {"retry-after": "7"}),
        Failure(529, "Overloaded"),
        Failure(500, "boom", {"retry-after-ms": "1500"}),
        Reply([text("finally")]),
    ]
    sleeps = Sleeps()
    policy = RetryPolicy(attempts=4, base_seconds=2.0, max_seconds=60.0)
    with MessagesServer(script) as server:
        outcome = run_agent(
            client_for(server),
            static_context="s",
            task="t",
            toolbox=tools_in(tmp_path),
            limits=LIMITS,
            retry=policy,
            sleep=sleeps,
        )
        assert server.remaining == 0 and len(server.requests) == 4
    assert outcome.stop is StopReason.DONE and outcome.final_text == "finally"
    assert sleeps.waits == [7.0, 4.0, 1.5]  # server's wait, our backoff for retry #2, server's ms wait


def test_retries_run_out_into_api_unavailable(tmp_path: Path) -> None:
    script: list[Any] = [Failure(529, "Overloaded")] * 4
    with MessagesServer(script) as server, pytest.raises(ApiUnavailable, match="after 4 tries: HTTP 529"):
        run_agent(
            client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=LIMITS, retry=NO_WAIT
        )


def test_client_errors_are_not_retried(tmp_path: Path) -> None:
    script: list[Any] = [Failure(400, "prompt is too long"), Reply([text("never reached")])]
    with MessagesServer(script) as server:
        with pytest.raises(ApiUnavailable, match="refused the request: HTTP 400"):
            run_agent(
                client_for(server),
                static_context="s",
                task="t",
                toolbox=tools_in(tmp_path),
                limits=LIMITS,
                retry=NO_WAIT,
            )
        assert server.remaining == 1


def test_max_turns_stops_a_model_that_keeps_calling_tools(tmp_path: Path) -> None:
    script: list[Any] = [Reply([tool_use("list_dir", {"path": "."})], "tool_use") for _ in range(5)]
    limits = Limits("claude-test", max_turns=3, max_tokens=1024, wall_seconds=60)
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=limits)
        assert len(server.requests) == 3
    assert outcome.stop is StopReason.MAX_TURNS and outcome.turns == 3


def test_max_tokens_stop_reason_ends_the_loop(tmp_path: Path) -> None:
    script: list[Any] = [Reply([text("a reply cut sho")], "max_tokens", output_tokens=1024)]
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=LIMITS)
    assert outcome.stop is StopReason.MAX_TOKENS and outcome.usage.output_tokens == 1024


def test_wall_clock_caps_a_slow_call(tmp_path: Path) -> None:
    script: list[Any] = [Reply([text("too late")], delay=3.0)]
    limits = Limits("claude-test", max_turns=5, max_tokens=1024, wall_seconds=0.5)
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=limits)
    assert outcome.stop is StopReason.WALL_TIME and outcome.turns == 0
    assert outcome.wall_seconds < 3.0


def test_retry_wait_past_the_wall_clock_stops_instead_of_sleeping(tmp_path: Path) -> None:
    script: list[Any] = [Failure(429, "slow down", {"retry-after": "3600"}), Reply([text("x")])]
    sleeps = Sleeps()
    with MessagesServer(script) as server:
        outcome = run_agent(
            client_for(server),
            static_context="s",
            task="t",
            toolbox=tools_in(tmp_path),
            limits=LIMITS,
            sleep=sleeps,
        )
    assert outcome.stop is StopReason.WALL_TIME and sleeps.waits == []


def test_limits_come_from_the_agents_config() -> None:
    from tilebot.core.config import parse_config

    config = parse_config('[agents]\nmodel = "claude-x"\nmax_turns = 7\nmax_tokens = 2048\nwall_seconds = 600\n')
    assert Limits.of(config.agents) == Limits("claude-x", 7, 2048, 600.0)


def test_no_api_key_is_a_specific_error_and_blocked_env(tmp_path: Path) -> None:
    with pytest.raises(MissingApiKey) as caught:
        make_client({"ANTHROPIC_API_KEY": "  ", "ANTHROPIC_BASE_URL": "http://127.0.0.1:9"})
    assert str(caught.value).startswith("ANTHROPIC_API_KEY is not set")
    config = RunConfig()
    ctx = StageContext(
        run_id="0123abcd",
        op="silu_and_mul",
        stage=Stage.WRITE_KERNEL,
        attempt=1,
        repo_root=tmp_path,
        run_dir=tmp_path / "tilebot/silu_and_mul",
        attempt_dir=tmp_path / "tilebot/silu_and_mul/attempts/write_kernel-1",
        config=config,
    )
    result = blocked_by_agent(ctx, caught.value)
    assert (result.verdict, result.classification) == ("BLOCKED", Classification.ENV)
    assert result.message == MISSING_KEY_MESSAGE
    assert policy_for(Stage.WRITE_KERNEL, "silu_and_mul", config).writable[0].endswith("silu_and_mul_kernel/kernel.rs")
