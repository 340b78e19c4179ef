"""The scripted Messages API server speaks the wire format the real SDK expects."""

from __future__ import annotations

from typing import Any

import anthropic
import pytest

from tests.agents.messages_server import Failure, MessagesServer, Reply, cut_tool_use, text, tool_use

HELLO: list[Any] = [{"role": "user", "content": "hi"}]


def client(server: MessagesServer) -> anthropic.Anthropic:
    return anthropic.Anthropic(api_key="k", base_url=server.url, max_retries=0)


def streamed(server: MessagesServer) -> Any:
    with client(server).messages.stream(model="m", max_tokens=10, messages=HELLO) as stream:
        return stream.get_final_message()


def test_replies_parse_into_sdk_messages() -> None:
    with MessagesServer([Reply([text("a"), tool_use("list_dir", {"path": "."})], "tool_use", 11, 7, 5, 3)]) as s:
        message = client(s).messages.create(model="m", max_tokens=10, messages=HELLO)
    assert message.stop_reason == "tool_use" and message.model == "m"
    assert [b.type for b in message.content] == ["text", "tool_use"]
    assert (message.usage.input_tokens, message.usage.output_tokens) == (11, 7)
    assert (message.usage.cache_read_input_tokens, message.usage.cache_creation_input_tokens) == (5, 3)


@pytest.mark.parametrize(
    ("status", "error", "kind"),
    [
        (429, anthropic.RateLimitError, "rate_limit_error"),
        (529, anthropic.OverloadedError, "overloaded_error"),
        (500, anthropic.InternalServerError, "api_error"),
    ],
)
def test_errors_have_anthropic_shape_and_status(status: int, error: type[Exception], kind: str) -> None:
    with MessagesServer([Failure(status, "scripted", {"retry-after": "3"})]) as s, pytest.raises(error) as caught:
        client(s).messages.create(model="m", max_tokens=10, messages=HELLO)
    assert isinstance(caught.value, anthropic.APIStatusError)
    assert caught.value.status_code == status and caught.value.response.headers["retry-after"] == "3"
    assert caught.value.body == {"type": "error", "error": {"type": kind, "message": "scripted"}}


def test_a_tool_use_without_its_result_is_rejected_like_the_api_does() -> None:
    messages: list[Any] = [
        *HELLO,
        {"role": "assistant", "content": [tool_use("list_dir", {"path": "."})]},
        {"role": "user", "content": "no tool result here"},
    ]
    with MessagesServer([Reply([text("x")])]) as s, pytest.raises(anthropic.BadRequestError, match="tool_result"):
        client(s).messages.create(model="m", max_tokens=10, messages=messages)


def test_a_failing_scripted_step_fails_the_test() -> None:
    def expects_a_system_prompt(body: dict[str, Any]) -> Reply:
        assert "system" in body, "no system prompt"
        return Reply([text("x")])

    with (
        pytest.raises(AssertionError, match="no system prompt"),
        MessagesServer([expects_a_system_prompt]) as s,
        pytest.raises(anthropic.BadRequestError),
    ):
        client(s).messages.create(model="m", max_tokens=10, messages=HELLO)


def test_a_streamed_reply_accumulates_into_the_same_message_through_the_sdk() -> None:
    reply = Reply(
        [text("a" * 100), tool_use("write_file", {"path": "k.rs", "content": "fn x() {}\n" * 20})], "tool_use"
    )
    with MessagesServer([reply]) as s, client(s).messages.stream(model="m", max_tokens=10, messages=HELLO) as stream:
        kinds = {event.type for event in stream}
        message = stream.get_final_message()
    assert {"message_start", "content_block_delta", "message_delta", "message_stop"} <= kinds
    assert message.stop_reason == "tool_use" and message.content[0].type == "text"
    assert message.content[1].type == "tool_use" and message.content[1].input == reply.content[1]["input"]
    assert (message.usage.input_tokens, message.usage.output_tokens) == (100, 20)


def test_an_overload_inside_a_stream_and_a_cut_tool_input_arrive_as_the_api_sends_them() -> None:
    overload = MessagesServer([Failure(529, "Overloaded", mid_stream=True)])
    with overload as s, pytest.raises(anthropic.APIStatusError) as e:
        streamed(s)
    assert e.value.status_code == 200 and e.value.body == {
        "type": "error",
        "error": {"type": "overloaded_error", "message": "Overloaded"},
    }
    cut = Reply([cut_tool_use("write_file", {"path": "k.rs", "content": "x" * 200})], "max_tokens")
    with MessagesServer([cut]) as s:
        message = streamed(s)
    assert message.stop_reason == "max_tokens" and message.content[0].input == {"path": "k.rs"}  # content never closed


def test_more_than_four_cache_breakpoints_are_refused_like_the_api_does() -> None:
    cached = {"type": "ephemeral"}
    system: Any = [{"type": "text", "text": f"s{n}", "cache_control": cached} for n in range(4)]
    messages: Any = [{"role": "user", "content": [{"type": "text", "text": "hi", "cache_control": cached}]}]
    with MessagesServer([Reply([text("never")])]) as s, pytest.raises(anthropic.BadRequestError, match="maximum of 4"):
        client(s).messages.create(model="m", max_tokens=10, system=system, messages=messages)
