"""A bounded tool-use loop over the Anthropic Messages API.

    client = make_client()                      # raises MissingApiKey without ANTHROPIC_API_KEY
    outcome = run_agent(client, static_context=prompt, task=task, toolbox=tools, limits=Limits.of(config.agents))
    ctx.result(..., cost=outcome.cost())

Bounds per stage: model calls (``max_turns``), output tokens per call (``max_tokens``) and a wall clock
(``wall_seconds``) that also caps each call's HTTP timeout and every retry wait. Retries (429, 5xx, 529
overloaded, dropped connections) are ours, not the SDK's, so their waits count against the wall clock and
honour the server's ``retry-after``. The large static context goes in the system prompt marked for prompt
caching, so later turns of the stage read it from the cache.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, Protocol

import anthropic

from tilebot.core.config import Agents
from tilebot.core.result import Cost
from tilebot.runner.agents.retry import RetryPolicy, is_retryable, wait_before_retry

API_KEY_ENV = "ANTHROPIC_API_KEY"
BASE_URL_ENV = "ANTHROPIC_BASE_URL"
MISSING_KEY_MESSAGE = (
    f"{API_KEY_ENV} is not set: the agent stages need an Anthropic API key in the runner's environment "
    "(a repository or organisation secret passed to the job)"
)


class AgentError(RuntimeError):
    """The agent could not run at all; a stage reports it as BLOCKED/env with this message."""


class MissingApiKey(AgentError):
    def __init__(self) -> None:
        super().__init__(MISSING_KEY_MESSAGE)


class ApiUnavailable(AgentError):
    """The API kept failing (retries spent) or refused the request outright (4xx other than 429)."""


class StopReason(StrEnum):
    DONE = "done"  # the model ended its turn without asking for a tool
    MAX_TURNS = "max_turns"
    MAX_TOKENS = "max_tokens"  # a reply was cut at max_tokens
    WALL_TIME = "wall_time"


@dataclass(frozen=True)
class Limits:
    model: str
    max_turns: int
    max_tokens: int
    wall_seconds: float

    @classmethod
    def of(cls, agents: Agents) -> Limits:
        return cls(agents.model, agents.max_turns, agents.max_tokens, float(agents.wall_seconds))


@dataclass
class Usage:
    input_tokens: int = 0
    output_tokens: int = 0
    cache_read_tokens: int = 0
    cache_write_tokens: int = 0

    def add(self, usage: Any) -> None:
        self.input_tokens += usage.input_tokens or 0
        self.output_tokens += usage.output_tokens or 0
        self.cache_read_tokens += usage.cache_read_input_tokens or 0
        self.cache_write_tokens += usage.cache_creation_input_tokens or 0

    @property
    def tokens_in(self) -> int:
        """Every prompt token the stage sent, cached or not."""
        return self.input_tokens + self.cache_read_tokens + self.cache_write_tokens


@dataclass(frozen=True)
class ToolReply:
    content: str
    is_error: bool = False


class Toolbox(Protocol):
    def definitions(self) -> list[dict[str, Any]]: ...

    def call(self, name: str, arguments: Mapping[str, Any]) -> ToolReply: ...


@dataclass
class AgentOutcome:
    stop: StopReason
    final_text: str
    turns: int
    usage: Usage
    wall_seconds: float
    tool_calls: list[str] = field(default_factory=list)  # tool names in call order

    def cost(self) -> Cost:
        return Cost(tokens_in=self.usage.tokens_in, tokens_out=self.usage.output_tokens, wall_seconds=self.wall_seconds)


def make_client(env: Mapping[str, str] | None = None, *, base_url: str | None = None) -> anthropic.Anthropic:
    """A client with SDK retries off (the loop retries itself); the key and base URL from ``env``."""
    source = os.environ if env is None else env
    key = source.get(API_KEY_ENV, "").strip()
    if not key:
        raise MissingApiKey()
    return anthropic.Anthropic(api_key=key, base_url=base_url or source.get(BASE_URL_ENV) or None, max_retries=0)


def run_agent(
    client: anthropic.Anthropic,
    *,
    static_context: str | Sequence[str],
    task: str,
    toolbox: Toolbox,
    limits: Limits,
    retry: RetryPolicy | None = None,
    clock: Callable[[], float] = time.monotonic,
    sleep: Callable[[float], None] = time.sleep,
) -> AgentOutcome:
    """Converse until the model stops asking for tools or a bound is hit; tool errors go back to the model."""
    policy = retry or RetryPolicy()
    start = clock()
    deadline = start + limits.wall_seconds
    # Cached prefix: tools, then the system blocks (each one a cache breakpoint, so a block shared by several
    # stages or ops, such as the rulebook, is read from the cache on its own). The task stays outside it.
    texts = [static_context] if isinstance(static_context, str) else list(static_context)
    system = [{"type": "text", "text": text, "cache_control": {"type": "ephemeral"}} for text in texts]
    messages: list[dict[str, Any]] = [{"role": "user", "content": task}]
    usage = Usage()
    tool_calls: list[str] = []
    turns = 0
    final_text = ""

    def outcome(stop: StopReason) -> AgentOutcome:
        return AgentOutcome(stop, final_text, turns, usage, max(0.0, clock() - start), tool_calls)

    while True:
        if turns >= limits.max_turns:
            return outcome(StopReason.MAX_TURNS)
        response = _create_with_retries(
            client, limits, system, messages, toolbox.definitions(), policy, deadline, clock, sleep
        )
        if response is None:
            return outcome(StopReason.WALL_TIME)
        turns += 1
        usage.add(response.usage)
        blocks = [block.model_dump(mode="json", exclude_none=True) for block in response.content]
        final_text = "\n".join(b["text"] for b in blocks if b["type"] == "text")
        messages.append({"role": "assistant", "content": blocks})
        if response.stop_reason == "max_tokens":
            return outcome(StopReason.MAX_TOKENS)
        uses = [b for b in blocks if b["type"] == "tool_use"]
        if not uses:
            return outcome(StopReason.DONE)
        results = []
        for use in uses:
            tool_calls.append(use["name"])
            reply = toolbox.call(use["name"], use.get("input") or {})
            results.append(
                {"type": "tool_result", "tool_use_id": use["id"], "content": reply.content, "is_error": reply.is_error}
            )
        messages.append({"role": "user", "content": results})
        if clock() >= deadline:
            return outcome(StopReason.WALL_TIME)


def _create_with_retries(
    client: anthropic.Anthropic,
    limits: Limits,
    system: list[dict[str, Any]],
    messages: list[dict[str, Any]],
    tools: list[dict[str, Any]],
    policy: RetryPolicy,
    deadline: float,
    clock: Callable[[], float],
    sleep: Callable[[float], None],
) -> Any:
    """One model call with retries; None when the wall clock runs out first."""
    for attempt in range(policy.attempts):
        remaining = deadline - clock()
        if remaining <= 0:
            return None
        try:
            return client.messages.create(
                model=limits.model,
                max_tokens=limits.max_tokens,
                system=system,  # type: ignore[arg-type]
                messages=messages,  # type: ignore[arg-type]
                tools=tools,  # type: ignore[arg-type]
                timeout=remaining,
            )
        except anthropic.APIError as caught:
            exc = caught
        if isinstance(exc, anthropic.APITimeoutError) and clock() >= deadline:
            return None  # the call's timeout was the stage's remaining wall clock
        if not is_retryable(exc):
            raise ApiUnavailable(f"Anthropic API refused the request: {_describe(exc)}") from exc
        if attempt + 1 == policy.attempts:
            raise ApiUnavailable(
                f"Anthropic API still failing after {policy.attempts} tries: {_describe(exc)}"
            ) from exc
        wait = wait_before_retry(exc, attempt, policy)
        if clock() + wait >= deadline:
            return None
        sleep(wait)
    raise AssertionError("unreachable")  # pragma: no cover


def _describe(exc: BaseException) -> str:
    if isinstance(exc, anthropic.APIStatusError):
        return f"HTTP {exc.status_code}: {exc.message}"
    return f"{type(exc).__name__}: {exc}"
