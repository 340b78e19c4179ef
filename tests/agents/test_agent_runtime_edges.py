"""Edges of the agent runtime against Messages API servers on loopback, through the real anthropic SDK: a stream
that ends before its stop reason, a ``retry-after: 0``, and the tokens of a conversation the API gave up on."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from tests.agents.messages_server import Failure, MessagesServer, Reply, text, tool_use
from tests.agents.test_stage_ir_check import analysed, generate, repo, run_stage  # noqa: F401
from tilebot.runner.agents.retry import RetryPolicy
from tilebot.runner.agents.runtime import Conversation, Limits, StopReason, make_client
from tilebot.runner.agents.tools import StagePolicy, StageTools

LIMITS = Limits(model="claude-test", max_turns=5, max_tokens=1024, wall_seconds=60)
REPORT = "out/report.md"


class Sleeps:
    def __init__(self) -> None:
        self.waits: list[float] = []

    def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)


def sse(event: str, data: dict[str, Any]) -> bytes:
    return f"event: {event}\ndata: {json.dumps(data)}\n\n".encode()


def start(input_tokens: int) -> bytes:
    usage = {"input_tokens": input_tokens, "output_tokens": 1}
    message = {"id": "msg_1", "type": "message", "role": "assistant", "model": "claude-test", "content": []}
    return sse("message_start", {"type": "message_start", "message": {**message, "stop_reason": None, "usage": usage}})


def block(index: int, head: dict[str, Any], delta: dict[str, Any], *, stop: bool) -> bytes:
    events = sse("content_block_start", {"type": "content_block_start", "index": index, "content_block": head})
    events += sse("content_block_delta", {"type": "content_block_delta", "index": index, "delta": delta})
    return events + (sse("content_block_stop", {"type": "content_block_stop", "index": index}) if stop else b"")


def whole_reply(words: str) -> bytes:
    """A reply that ends as the API ends one: its block closed, its stop reason, message_stop."""
    delta = {"type": "message_delta", "delta": {"stop_reason": "end_turn", "stop_sequence": None}}
    return (
        start(100)
        + block(0, {"type": "text", "text": ""}, {"type": "text_delta", "text": words}, stop=True)
        + sse("message_delta", delta | {"usage": {"output_tokens": 5}})
        + sse("message_stop", {"type": "message_stop"})
    )


# Bodies cut where a connection drops: inside a text, inside a write_file call's JSON (its path already complete).
CUT_TEXT = start(100) + block(0, {"type": "text", "text": ""}, {"type": "text_delta", "text": "half a rep"}, stop=False)
CUT_CALL = start(100) + block(
    0,
    {"type": "tool_use", "id": "toolu_cut", "name": "write_file", "input": {}},
    {"type": "input_json_delta", "partial_json": json.dumps({"path": REPORT, "content": "all of it"})[:-1]},
    stop=False,
)


@pytest.fixture
def close_delimited() -> Iterator[tuple[str, list[bytes], list[int]]]:
    """A server whose streamed bodies end where the connection closes (HTTP/1.0): the bodies to send, in turn."""
    bodies: list[bytes] = []
    served: list[int] = []

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.0"

        def log_message(self, format: str, *args: Any) -> None:
            return

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers["content-length"]))
            served.append(len(served))
            self.send_response(200)
            self.send_header("content-type", "text/event-stream")
            self.end_headers()
            self.wfile.write(bodies.pop(0))

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}", bodies, served
    finally:
        httpd.shutdown()
        httpd.server_close()


@pytest.mark.parametrize("cut", [CUT_TEXT, CUT_CALL], ids=["text", "tool-call"])
def test_a_stream_that_ends_before_its_stop_reason_is_retried_not_taken_whole(
    tmp_path: Path, close_delimited: tuple[str, list[bytes], list[int]], cut: bytes
) -> None:
    url, bodies, served = close_delimited
    bodies += [cut, whole_reply("the whole reply")]
    tools = StageTools(tmp_path, StagePolicy(writable=(REPORT,)))
    sleeps = Sleeps()
    client = make_client({"ANTHROPIC_API_KEY": "sk-test"}, base_url=url)
    no_wait = RetryPolicy(base_seconds=0)
    talk = Conversation(client, system="s", toolbox=tools, limits=LIMITS, retry=no_wait, sleep=sleeps)
    outcome = talk.say("t")
    assert len(served) == 2 and len(sleeps.waits) == 1  # the cut reply was retried
    assert outcome.stop is StopReason.DONE and outcome.final_text == "the whole reply"
    assert outcome.tool_calls == [] and not (tmp_path / REPORT).exists()  # the half-sent call never ran
    assert outcome.turns == 1 and outcome.usage.input_tokens == 200  # both replies' input was billed


def test_a_retry_after_of_zero_backs_off_instead_of_retrying_at_once(tmp_path: Path) -> None:
    script: list[Any] = [Failure(429, "slow down", {"retry-after": "0"})] * 3 + [Reply([text("through")])]
    sleeps = Sleeps()
    tools = StageTools(tmp_path, StagePolicy(writable=()))
    with MessagesServer(script) as server:
        client = make_client({"ANTHROPIC_API_KEY": "sk-test"}, base_url=server.url)
        talk = Conversation(client, system="s", toolbox=tools, limits=LIMITS, retry=RetryPolicy(), sleep=sleeps)
        outcome = talk.say("t")
    assert outcome.stop is StopReason.DONE
    assert sleeps.waits == [2.0, 4.0, 8.0]  # the policy's backoff: "0" asked for no wait at all


def test_a_reporter_blocked_by_the_api_records_the_tokens_it_spent_and_its_log(
    repo: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Stage C: one turn read a file (billed), then the API refused to go on before the agent's deadline. The diff's
    verdict stands unexplained, as without a key."""
    run_dir = generate(repo)
    script: list[Any] = [
        Reply([tool_use("read_file", {"path": "README.md"})], "tool_use", 900, 200, 300, 4000),
        Failure(529, "Overloaded", {"retry-after": "99999"}),
    ]
    result, server = run_stage(repo, script, monkeypatch)
    assert server.remaining == 0
    assert (result.verdict, result.classification) == ("PASS", None)
    assert "not explained by the agent (Anthropic API still failing after 1 tries" in result.message
    cost = result.cost
    assert (cost.tokens_in, cost.tokens_out, cost.tokens_cache_read, cost.tokens_cache_write) == (900, 200, 300, 4000)
    assert cost.usd == pytest.approx((900 * 5 + 200 * 25 + 300 * 0.5 + 4000 * 6.25) / 1e6)
    log = json.loads((run_dir / "attempts/ir_check-1/agent_log.json").read_text())
    assert log["stop"] is None and log["turns"] == 1 and log["tool_calls"] == ["read_file"]
    assert log["cost"]["tokens_in"] == 900


def refuse_empty_text_blocks(body: dict[str, Any]) -> Reply | Failure:
    """The API's own check of a request's history, then the model's last word."""
    for message in body["messages"]:
        blocks = message["content"] if isinstance(message["content"], list) else []
        if any(b["type"] == "text" and not b["text"] for b in blocks):
            return Failure(400, "messages: text content blocks must be non-empty")
    return Reply([text("read it")])


def test_an_empty_text_block_before_a_tool_call_is_not_sent_back(tmp_path: Path) -> None:
    """The API answers a tool call with an empty text block before it at times, and refuses that block back."""
    (tmp_path / "notes.txt").write_text("notes\n")
    tools = StageTools(tmp_path, StagePolicy(writable=()))
    script: list[Any] = [
        Reply([text(""), tool_use("read_file", {"path": "notes.txt"})], "tool_use"),
        refuse_empty_text_blocks,
    ]
    with MessagesServer(script) as server:
        client = make_client({"ANTHROPIC_API_KEY": "sk-test"}, base_url=server.url)
        outcome = Conversation(client, system="s", toolbox=tools, limits=LIMITS).say("t")
    assert outcome.stop is StopReason.DONE and outcome.final_text == "read it"
    assert outcome.tool_calls == ["read_file"] and outcome.turns == 2


def test_a_conversation_too_long_for_max_tokens_is_an_agent_outcome_not_blocked_env(tmp_path: Path) -> None:
    """The prompt fits the window, but not with max_tokens on top: the conversation is too long, the API is fine."""
    message = "input length and `max_tokens` exceed context limit: 190123 + 16000 > 200000, decrease input length"
    tools = StageTools(tmp_path, StagePolicy(writable=()))
    with MessagesServer([Failure(400, message), Reply([text("never reached")])]) as server:
        client = make_client({"ANTHROPIC_API_KEY": "sk-test"}, base_url=server.url)
        talk = Conversation(client, system="s", toolbox=tools, limits=LIMITS)
        outcome = talk.say("t")
        assert server.remaining == 1  # not retried
    assert outcome.stop is StopReason.PROMPT_TOO_LONG and outcome.stop.is_failure and not talk.open
    assert "190123 + 16000 > 200000" in outcome.describe()
