"""The tool-use loop against a loopback Messages API server, through the real anthropic SDK."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anthropic
import pytest

from tests.agents.messages_server import Failure, MessagesServer, Reply, cut_tool_use, text, tool_use
from tilebot.core.config import Price, RunConfig, parse_config
from tilebot.core.stages import Classification, Stage
from tilebot.runner.agents.policies import policy_for
from tilebot.runner.agents.results import blocked_by_agent
from tilebot.runner.agents.retry import RetryPolicy
from tilebot.runner.agents.runtime import (
    MISSING_KEY_MESSAGE,
    ApiUnavailable,
    Conversation,
    ConversationEnded,
    Limits,
    MissingApiKey,
    StopReason,
    ToolReply,
    make_client,
    run_agent,
)
from tilebot.runner.agents.tools import LoopTool, StagePolicy, StageTools
from tilebot.runner.stages import StageContext

LIMITS = Limits(model="claude-test", max_turns=10, max_tokens=1024, wall_seconds=60)
NO_WAIT = RetryPolicy(attempts=4, base_seconds=0.0, max_seconds=0.0)


class Sleeps:
    """A sleep that only records; with ``clock`` it is also the time that passes (for minutes-long storms)."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)

    def clock(self) -> float:
        return sum(self.waits)


def text_of(content: Any) -> str:
    """A message's text, whether sent as a string or as blocks."""
    return content if isinstance(content, str) else "".join(b.get("text", "") for b in content)


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
    cost = outcome.cost()  # the classes stay apart: the API bills them apart
    assert (cost.tokens_in, cost.tokens_out, cost.tokens_cache_read, cost.tokens_cache_write) == (60, 55, 1000, 500)
    assert cost.usd is None and cost.usd_unknown  # LIMITS has no price: unknown, not $0
    # The static context is cached; the model, limits and tools come from the caller; every call streams.
    first = requests[0].body
    assert first["system"] == [{"type": "text", "text": "STATIC RULES", "cache_control": {"type": "ephemeral"}}]
    assert (first["model"], first["max_tokens"], first["stream"]) == ("claude-test", 1024, True)
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


@pytest.mark.filterwarnings("ignore:Pydantic serializer warnings")  # the SDK parses the input as an object
def test_a_tool_input_that_is_no_object_goes_back_as_an_error(tmp_path: Path) -> None:
    seen: list[dict[str, Any]] = []

    def record(body: dict[str, Any]) -> Reply:
        seen.extend(body["messages"][-1]["content"])
        return Reply([text("understood")])

    script = [Reply([tool_use("read_file", ["notes.txt"])], "tool_use"), record]  # type: ignore[arg-type]
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=LIMITS)
    assert outcome.stop is StopReason.DONE and outcome.tool_calls == ["read_file"]
    assert seen[0]["is_error"] is True and "the input must be a JSON object, got list" in seen[0]["content"]


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


def test_a_retry_count_runs_out_into_api_unavailable(tmp_path: Path) -> None:
    script: list[Any] = [Failure(529, "Overloaded")] * 4
    with MessagesServer(script) as server, pytest.raises(ApiUnavailable, match="after 4 tries: HTTP 529"):
        run_agent(
            client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=LIMITS, retry=NO_WAIT
        )


def test_client_errors_are_not_retried(tmp_path: Path) -> None:
    script: list[Any] = [Failure(400, "tools.0.name: String should match pattern"), Reply([text("never reached")])]
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


# A slow answer; and one that starts at once and then sends only pings (no read ever times out): the deadline holds.
@pytest.mark.parametrize(("slow", "bound"), [({"delay": 3.0}, 3.0), ({"stall": 4.0}, 2.0)], ids=["slow", "pings"])
def test_the_wall_clock_caps_a_call(tmp_path: Path, slow: dict[str, float], bound: float) -> None:
    script: list[Any] = [Reply([text("too late")], **slow)]
    limits = Limits("claude-test", max_turns=5, max_tokens=1024, wall_seconds=0.5)
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=limits)
    assert outcome.stop is StopReason.WALL_TIME and outcome.turns == 0
    assert outcome.wall_seconds < bound


def test_a_reply_cut_at_the_deadline_still_counts_its_tokens(tmp_path: Path) -> None:
    """message_start reported the input (the API bills it); the reply then only pings past the deadline."""
    script: list[Any] = [Reply([text("too late")], input_tokens=150_000, cache_read_input_tokens=7, stall=4.0)]
    limits = Limits("claude-test", max_turns=5, max_tokens=1024, wall_seconds=0.5)
    with MessagesServer(script) as server:
        talk = Conversation(client_for(server), system="s", toolbox=tools_in(tmp_path), limits=limits)
        outcome = talk.say("t")
    assert outcome.stop is StopReason.WALL_TIME and outcome.turns == 0
    assert (outcome.usage.input_tokens, outcome.usage.cache_read_tokens) == (150_000, 7)
    assert talk.cost().tokens_in == 150_000


def test_tool_calls_of_one_reply_stop_at_the_deadline(tmp_path: Path) -> None:
    """A reply asking for five builds of 25 s each within a 60 s budget: the fourth and fifth never start."""
    now = [0.0]

    def build(_: object) -> ToolReply:
        now[0] += 25.0
        return ToolReply("cargo build FAILED", is_error=True)

    tools = tools_in(tmp_path)
    tools.stage_tools = (LoopTool("build", "the stage's build", build),)
    limits = Limits("claude-test", max_turns=5, max_tokens=1024, wall_seconds=60)
    with MessagesServer([Reply([tool_use("build", {}) for _ in range(5)], "tool_use")]) as server:
        talk = Conversation(client_for(server), system="s", toolbox=tools, limits=limits, clock=lambda: now[0])
        outcome = talk.say("t")
    assert outcome.stop is StopReason.WALL_TIME and outcome.tool_calls == ["build"] * 3
    results = talk.messages[-1]["content"]
    assert [r["content"] for r in results] == ["cargo build FAILED"] * 3 + ["not run: the stage's time is up"] * 2
    assert all(r["is_error"] for r in results)


def test_a_retry_wait_past_the_deadline_is_api_unavailable_without_sleeping(tmp_path: Path) -> None:
    script: list[Any] = [Failure(429, "slow down", {"retry-after": "3600"}), Reply([text("x")])]
    sleeps = Sleeps()
    with MessagesServer(script) as server, pytest.raises(ApiUnavailable, match="after the agent's deadline"):
        run_agent(
            client_for(server),
            static_context="s",
            task="t",
            toolbox=tools_in(tmp_path),
            limits=LIMITS,
            sleep=sleeps,
        )
    assert sleeps.waits == []


def test_budgets_follow_the_stage_timeout() -> None:
    config = RunConfig()  # B's job: 45 min, C's: 15 min
    b = Limits.for_stage(config, Stage.WRITE_KERNEL)
    assert (b.wall_seconds, b.max_turns, b.max_stage_tokens) == (1890.0, 40, 3_150_000)
    assert b.wall_seconds < config.timeouts[Stage.WRITE_KERNEL] - 600  # ten minutes left for the last build
    c = Limits.for_stage(config, Stage.IR_CHECK)
    assert (c.wall_seconds, c.max_turns, c.max_stage_tokens) == (630.0, 40, 1_050_000)
    assert b.price == Price(input=5.0, output=25.0, cache_read=0.5, cache_write=6.25)
    # A shorter job shrinks every bound; the [agents] keys only tighten them.
    short = parse_config('[timeouts]\nir_check = 300\n[agents]\nmodel = "claude-x"\nmax_tokens = 2048\n')
    c = Limits.for_stage(short, Stage.IR_CHECK)
    assert (c.model, c.wall_seconds, c.max_turns, c.max_tokens, c.max_stage_tokens) == (
        "claude-x",
        210.0,
        14,
        2048,
        350_000,
    )
    assert c.price is None  # no price for this model: its cost will show as unknown
    tight = parse_config("[agents]\nwall_seconds = 600\nmax_turns = 7\nmax_stage_tokens = 5000\n")
    b = Limits.for_stage(tight, Stage.WRITE_KERNEL)
    assert (b.wall_seconds, b.max_turns, b.max_stage_tokens) == (600.0, 7, 5000)
    loose = parse_config("[agents]\nwall_seconds = 20000\n")
    assert Limits.for_stage(loose, Stage.IR_CHECK).wall_seconds == 630.0  # never past the stage's own job


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


# One conversation per stage attempt, and each stop reason on its own.


def test_a_continued_conversation_keeps_its_history_and_caches_it(tmp_path: Path) -> None:
    def second_round(body: dict[str, Any]) -> Reply:
        messages = body["messages"]
        # The first round is all there: the task and its notes, the model's reply, then the new facts.
        assert text_of(messages[0]["content"]) == "write the report; variants: a, b"
        assert messages[1] == {"role": "assistant", "content": [{"type": "text", "text": "written"}]}
        assert text_of(messages[2]["content"]) == "The build failed: error[E0308]"
        # Exactly one history breakpoint, on the newest block; older messages go as they were stored.
        assert messages[2]["content"][-1]["cache_control"] == {"type": "ephemeral"}
        assert isinstance(messages[0]["content"], str)
        return Reply([text("fixed")], cache_read_input_tokens=900)

    script: list[Any] = [Reply([text("written")], cache_creation_input_tokens=900), second_round]
    with MessagesServer(script) as server:
        talk = Conversation(client_for(server), system="s", toolbox=tools_in(tmp_path), limits=LIMITS)
        first = talk.say("write the report; variants: a, b")
        assert first.stop is StopReason.DONE and talk.open
        second = talk.say("The build failed: error[E0308]")
        assert server.remaining == 0
        sent = server.requests[0].body["messages"]
    assert second.stop is StopReason.DONE and second.final_text == "fixed"
    assert second.turns == 2 and talk.stops == [StopReason.DONE, StopReason.DONE]
    assert sent[0]["content"] == [
        {"type": "text", "text": "write the report; variants: a, b", "cache_control": {"type": "ephemeral"}}
    ]
    assert all("cache_control" not in b for m in talk.messages if isinstance(m["content"], list) for b in m["content"])
    cost = talk.cost()
    assert (cost.tokens_in, cost.tokens_cache_write, cost.tokens_cache_read) == (200, 900, 900)


def test_pause_turn_is_continued_not_taken_as_done(tmp_path: Path) -> None:
    def resumed(body: dict[str, Any]) -> Reply:
        last = body["messages"][-1]
        assert last["role"] == "assistant" and text_of(last["content"]) == "Reading the spec first"
        return Reply(
            [text(", then writing."), tool_use("write_file", {"path": "out/report.md", "content": "ok"})], "tool_use"
        )

    script: list[Any] = [Reply([text("Reading the spec first")], "pause_turn"), resumed, Reply([text("done")])]
    tools = tools_in(tmp_path)
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools, limits=LIMITS)
        assert server.remaining == 0
        history = server.requests[2].body["messages"]
    assert outcome.stop is StopReason.DONE and outcome.turns == 3 and outcome.final_text == "done"
    assert (tmp_path / "out/report.md").read_text() == "ok"
    # The paused reply and its continuation are one assistant turn, answered by the tool result.
    assert [m["role"] for m in history] == ["user", "assistant", "user"]
    assert [b["type"] for b in history[1]["content"]] == ["text", "text", "tool_use"]


@pytest.mark.parametrize(
    ("stop_reason", "stop", "phrase"),
    [
        ("refusal", StopReason.REFUSAL, "the model refused the task"),
        ("model_context_window_exceeded", StopReason.CONTEXT_FULL, "filled the model's context window"),
    ],
)
def test_refusal_and_a_full_context_end_the_conversation_as_agent_failures(
    tmp_path: Path, stop_reason: str, stop: StopReason, phrase: str
) -> None:
    script: list[Any] = [Reply([text("I can't help with that.")], stop_reason), Reply([text("never asked")])]
    with MessagesServer(script) as server:
        talk = Conversation(client_for(server), system="s", toolbox=tools_in(tmp_path), limits=LIMITS)
        outcome = talk.say("port the kernel")
        with pytest.raises(ConversationEnded, match=stop.value):
            talk.say("the build failed")
        assert server.remaining == 1
    assert outcome.stop is stop and outcome.stop.is_failure and not talk.open
    assert phrase in outcome.describe()


def test_a_write_file_cut_at_max_tokens_is_not_run_and_the_model_is_told(tmp_path: Path) -> None:
    kernel = "fn main() {\n" + "    let x = 1;\n" * 50 + "}\n"

    def told(body: dict[str, Any]) -> Reply:
        [result] = body["messages"][-1]["content"]
        assert result["is_error"] is True and "not run: your reply reached max_tokens (1024)" in result["content"]
        assert "write_file" in result["content"]
        assert not (tmp_path / "out/report.md").exists()  # nothing half-written
        return Reply([tool_use("write_file", {"path": "out/report.md", "content": kernel})], "tool_use")

    script: list[Any] = [
        Reply(
            [text("Here it is"), cut_tool_use("write_file", {"path": "out/report.md", "content": kernel})], "max_tokens"
        ),
        told,
        Reply([text("written in full")]),
    ]
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=LIMITS)
        assert server.remaining == 0
    assert outcome.stop is StopReason.DONE and outcome.cut_tool_calls == ["write_file"]
    assert outcome.tool_calls == ["write_file"]  # the cut call never ran
    assert (tmp_path / "out/report.md").read_text() == kernel


def test_prompt_too_long_is_an_agent_outcome_not_blocked_env(tmp_path: Path) -> None:
    message = "prompt is too long: 212345 tokens > 200000 maximum"
    script: list[Any] = [Reply([text("round one")]), Failure(400, message), Reply([text("never")])]
    with MessagesServer(script) as server:
        talk = Conversation(client_for(server), system="s", toolbox=tools_in(tmp_path), limits=LIMITS, retry=NO_WAIT)
        talk.say("t")
        outcome = talk.say("a huge build log")
        assert server.remaining == 1  # not retried
    assert outcome.stop is StopReason.PROMPT_TOO_LONG and outcome.stop.is_failure and not talk.open
    assert message in outcome.detail and message in outcome.describe()
    assert outcome.turns == 1 and outcome.cost().tokens_in == 100  # what was spent is still counted


def test_the_token_budget_stops_the_conversation(tmp_path: Path) -> None:
    script: list[Any] = [Reply([tool_use("list_dir", {"path": "."})], "tool_use", 3000, 200) for _ in range(5)]
    limits = Limits("claude-test", max_turns=10, max_tokens=1024, wall_seconds=60, max_stage_tokens=6000)
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=limits)
        assert len(server.requests) == 2  # 3200 after one call, 6400 after two: no third
    assert outcome.stop is StopReason.TOKEN_BUDGET and not outcome.stop.can_continue


def test_a_529_storm_of_minutes_is_waited_out_within_the_deadline(tmp_path: Path) -> None:
    # Eleven minutes of overload, half of it inside streams that had started, then the reply.
    storm: list[Any] = [Failure(529, "Overloaded", mid_stream=n % 2 == 1) for n in range(15)]
    sleeps = Sleeps()
    limits = Limits("claude-test", max_turns=5, max_tokens=1024, wall_seconds=1890)
    with MessagesServer([*storm, Reply([text("through")])]) as server:
        outcome = run_agent(
            client_for(server),
            static_context="s",
            task="t",
            toolbox=tools_in(tmp_path),
            limits=limits,
            sleep=sleeps,
            clock=sleeps.clock,
        )
        assert server.remaining == 0
    assert outcome.stop is StopReason.DONE and outcome.final_text == "through"
    assert sleeps.waits[:6] == [2.0, 4.0, 8.0, 16.0, 32.0, 60.0] and max(sleeps.waits) == 60.0
    assert sum(sleeps.waits) > 10 * 60


def test_a_529_storm_past_the_deadline_is_blocked_env_saying_so(tmp_path: Path) -> None:
    storm: list[Any] = [Failure(529, "Overloaded") for _ in range(40)]
    sleeps = Sleeps()
    limits = Limits("claude-test", max_turns=5, max_tokens=1024, wall_seconds=630)
    with MessagesServer(storm) as server, pytest.raises(ApiUnavailable) as caught:
        run_agent(
            client_for(server),
            static_context="s",
            task="t",
            toolbox=tools_in(tmp_path),
            limits=limits,
            sleep=sleeps,
            clock=sleeps.clock,
        )
    assert sum(sleeps.waits) <= 630  # never slept past the deadline
    assert "still failing after 15 tries over 602 s" in str(caught.value)
    assert str(caught.value).endswith("agent's deadline: HTTP 529 overloaded_error: Overloaded")


def test_cost_per_class_in_dollars_from_the_price_table(tmp_path: Path) -> None:
    price = Price(input=5.0, output=25.0, cache_read=0.5, cache_write=6.25)
    limits = Limits("claude-opus-4-8", max_turns=5, max_tokens=1024, wall_seconds=60, price=price)
    script: list[Any] = [
        Reply([tool_use("list_dir", {"path": "."})], "tool_use", 2000, 1000, 0, 40000),
        Reply([text("done")], "end_turn", 500, 3000, 40000, 2500),
    ]
    with MessagesServer(script) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=limits)
    cost = outcome.cost()
    assert (cost.tokens_in, cost.tokens_out, cost.tokens_cache_read, cost.tokens_cache_write) == (
        2500,
        4000,
        40000,
        42500,
    )
    # 2500 x $5 + 4000 x $25 + 40000 x $0.50 + 42500 x $6.25, per million.
    assert cost.usd == pytest.approx(0.0125 + 0.1 + 0.02 + 0.265625)
    assert not cost.usd_unknown


def test_a_long_reply_streams_without_tripping_the_sdks_ten_minute_guard(tmp_path: Path) -> None:
    # 128k output tokens non-streaming is refused by the SDK itself ("Streaming is required...").
    limits = Limits("claude-test", max_turns=2, max_tokens=128000, wall_seconds=60)
    long_text = "x" * 20000
    with MessagesServer([Reply([text(long_text)], output_tokens=60000)]) as server:
        outcome = run_agent(client_for(server), static_context="s", task="t", toolbox=tools_in(tmp_path), limits=limits)
        assert server.requests[0].body["stream"] is True
    assert outcome.stop is StopReason.DONE and outcome.final_text == long_text


def test_an_empty_reply_leaves_no_empty_message_in_the_history(tmp_path: Path) -> None:
    def next_round(body: dict[str, Any]) -> Reply:
        # The API refuses an empty assistant message: the user's turn simply goes on.
        assert [m["role"] for m in body["messages"]] == ["user"]
        assert [b["text"] for b in body["messages"][0]["content"]] == ["first", "second"]
        return Reply([text("ok")])

    with MessagesServer([Reply([]), next_round]) as server:
        talk = Conversation(client_for(server), system="s", toolbox=tools_in(tmp_path), limits=LIMITS)
        first = talk.say("first")
        second = talk.say("second")
        assert server.remaining == 0
    assert first.stop is StopReason.DONE and first.turns == 1 and first.usage.input_tokens == 100  # a snapshot
    assert second.final_text == "ok" and second.usage.input_tokens == 200
