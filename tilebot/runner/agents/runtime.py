"""A bounded tool-use conversation over the Anthropic Messages API, one per stage attempt.

    client = make_client()                      # raises MissingApiKey without ANTHROPIC_API_KEY
    talk = Conversation(client, system=blocks, toolbox=tools, limits=Limits.for_stage(ctx.config, ctx.stage))
    outcome = talk.say(task)                    # the model works until it stops asking for tools
    if outcome.stop.can_continue:
        outcome = talk.say("The build failed: ...")   # the same conversation, the new facts appended
    ctx.result(..., cost=talk.cost())

``Conversation.say(text)`` is the whole API a stage needs to hand the model new evidence (a failed build, a
failed test, a contract error) and let it continue with everything it already read and wrote in its history.
``run_agent`` is one ``say`` of a fresh conversation.

Bounds per conversation, all rounds together (``Limits.for_stage`` derives them from the stage's job timeout):
model calls (``max_turns``), tokens of every class (``max_stage_tokens``), a wall clock (``wall_seconds``), and
output tokens per call (``max_tokens``). Each round ends with a ``StopReason``; only ``DONE`` and
``MAX_TOKENS`` (a text reply cut short) leave the conversation open for another ``say``:

- ``end_turn``/``stop_sequence`` without tool calls: DONE.
- ``pause_turn``: the paused reply is sent back as is and the model continues it (one more turn).
- ``max_tokens`` inside a tool call: the cut call is never run; the model is told so in its tool result and
  continues (the call is listed in ``cut_tool_calls``). Cut inside text: MAX_TOKENS.
- ``refusal``: REFUSAL. ``model_context_window_exceeded``: CONTEXT_FULL. A 400 "prompt is too long" (or "exceed
  context limit": the prompt with max_tokens; or 413): PROMPT_TOO_LONG. These are the agent failing, not the
  machine: an outcome, not an ``AgentError``.

Every call streams (``messages.stream``): a long reply never meets the SDK's ten-minute guard for
non-streaming calls, and the wall clock is checked between events (a watchdog closes a stream that only
pings at the deadline). The per-call timeout passed is the remaining wall clock, which for a stream bounds
each read (a stalled connection), not the whole reply.
Retries (429, 5xx, 529 overloaded, overloads inside a stream, dropped connections, a stream that ends before
its stop reason) are ours, not the SDK's: by default until the deadline (``retry.RetryPolicy``), honouring the
server's ``retry-after``; a storm that outlasts the deadline raises ``ApiUnavailable`` (BLOCKED/env), whose
``cost`` is what the conversation spent until then (any other exception that escapes ``say``, a crash in
tilebot's own code, carries its ``cost`` too). Caching: each system block is a cache
breakpoint, and so is the last block of the history on every call, so each turn reads the conversation so
far from the cache and pays only for what is new.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any, Protocol

import anthropic

from tilebot.core.config import Price, RunConfig
from tilebot.core.result import Cost
from tilebot.core.stages import Stage
from tilebot.runner.agents.retry import RetryPolicy, is_prompt_too_long, is_retryable, wait_before_retry

API_KEY_ENV = "ANTHROPIC_API_KEY"
BASE_URL_ENV = "ANTHROPIC_BASE_URL"
MISSING_KEY_MESSAGE = (
    f"{API_KEY_ENV} is not set: the agent stages need an Anthropic API key in the runner's environment "
    "(a repository or organisation secret passed to the job)"
)
CACHED = {"type": "ephemeral"}
MAX_SYSTEM_BLOCKS = 3  # the API takes 4 cache breakpoints per request; one is the history's
TIME_UP = "not run: the stage's time is up"


class AgentError(RuntimeError):
    """The agent could not run at all; a stage reports it as BLOCKED/env with this message.

    ``cost`` is what the conversation had spent when it could not go on (None: no conversation ran).
    """

    cost: Cost | None = None


class MissingApiKey(AgentError):
    def __init__(self) -> None:
        super().__init__(MISSING_KEY_MESSAGE)


class ApiUnavailable(AgentError):
    """The API kept failing until the deadline (or the retry count) or refused the request outright (4xx)."""


class ConversationEnded(RuntimeError):
    """``say`` on a conversation whose last round ended it (a refusal, a spent budget...): a bug in the caller."""


class StopReason(StrEnum):
    DONE = "done"  # the model ended its turn without asking for a tool
    MAX_TOKENS = "max_tokens"  # a text reply was cut at max_tokens
    MAX_TURNS = "max_turns"
    TOKEN_BUDGET = "token_budget"
    WALL_TIME = "wall_time"
    REFUSAL = "refusal"  # the model declined the task
    CONTEXT_FULL = "context_window_exceeded"  # the reply stopped at the model's context window
    PROMPT_TOO_LONG = "prompt_too_long"  # the API refused the conversation as too long for the model

    @property
    def can_continue(self) -> bool:
        """Whether the conversation may go on with another ``say``."""
        return self in (StopReason.DONE, StopReason.MAX_TOKENS)

    @property
    def is_failure(self) -> bool:
        """The agent failed the task (not a budget running out): the stage says so in its message."""
        return self in (StopReason.REFUSAL, StopReason.CONTEXT_FULL, StopReason.PROMPT_TOO_LONG)


@dataclass(frozen=True)
class Limits:
    model: str
    max_turns: int  # model calls, every round of the conversation together
    max_tokens: int  # output tokens per call
    wall_seconds: float  # the conversation's wall clock, retries and their waits included
    max_stage_tokens: int | None = None  # tokens of every class, the whole conversation; None: no bound
    price: Price | None = None  # for the dollar cost; None: unknown

    @classmethod
    def for_stage(cls, config: RunConfig, stage: Stage) -> Limits:
        """The bounds of one attempt of ``stage``, from its job timeout and the [agents] section."""
        agents = config.agents
        wall, turns, tokens = agents.budget(config.timeouts[stage])
        return cls(agents.model, turns, agents.max_tokens, wall, tokens, agents.price())


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
    def total(self) -> int:
        return self.input_tokens + self.output_tokens + self.cache_read_tokens + self.cache_write_tokens

    def dollars(self, price: Price) -> float:
        billed = (
            self.input_tokens * price.input
            + self.output_tokens * price.output
            + self.cache_read_tokens * price.cache_read
            + self.cache_write_tokens * price.cache_write
        )
        return round(billed / 1_000_000, 6)


@dataclass(frozen=True)
class ToolReply:
    content: str
    is_error: bool = False


class Toolbox(Protocol):
    def definitions(self) -> list[dict[str, Any]]: ...

    def call(self, name: str, arguments: Mapping[str, Any]) -> ToolReply: ...


@dataclass
class AgentOutcome:
    """How a round ended, with the conversation's totals so far (usage, turns and calls of every round)."""

    stop: StopReason
    final_text: str
    turns: int
    usage: Usage
    wall_seconds: float
    tool_calls: list[str] = field(default_factory=list)  # tool names in call order
    cut_tool_calls: list[str] = field(default_factory=list)  # calls cut by max_tokens, never run
    detail: str = ""  # what the API said, for PROMPT_TOO_LONG
    price: Price | None = None

    def cost(self) -> Cost:
        usd = self.usage.dollars(self.price) if self.price is not None else None
        return Cost(
            tokens_in=self.usage.input_tokens,
            tokens_out=self.usage.output_tokens,
            tokens_cache_read=self.usage.cache_read_tokens,
            tokens_cache_write=self.usage.cache_write_tokens,
            usd=usd if self.usage.total else None,
            wall_seconds=round(self.wall_seconds, 3),
        )

    def describe(self) -> str:
        """One phrase for a stage's message: why the agent stopped, when it is worth saying."""
        said = {
            StopReason.REFUSAL: "the model refused the task",
            StopReason.CONTEXT_FULL: "the conversation filled the model's context window",
            StopReason.PROMPT_TOO_LONG: f"the conversation grew too long for the model ({self.detail})",
            StopReason.MAX_TURNS: f"the agent used all {self.turns} model calls",
            StopReason.TOKEN_BUDGET: f"the agent spent its token budget ({self.usage.total} tokens)",
            StopReason.WALL_TIME: "the agent's time ran out",
            StopReason.MAX_TOKENS: "the model's last reply was cut at max_tokens",
        }
        return said.get(self.stop, "")


def make_client(env: Mapping[str, str] | None = None, *, base_url: str | None = None) -> anthropic.Anthropic:
    """A client with SDK retries off (the loop retries itself); the key and base URL from ``env``."""
    source = os.environ if env is None else env
    key = source.get(API_KEY_ENV, "").strip()
    if not key:
        raise MissingApiKey()
    return anthropic.Anthropic(api_key=key, base_url=base_url or source.get(BASE_URL_ENV) or None, max_retries=0)


class _PromptTooLong(Exception):
    pass


class Conversation:
    """One stage attempt's conversation: ``say`` appends a user message and runs the tool loop until a stop."""

    def __init__(
        self,
        client: anthropic.Anthropic,
        *,
        system: str | Sequence[str],
        toolbox: Toolbox,
        limits: Limits,
        retry: RetryPolicy | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        texts = [system] if isinstance(system, str) else list(system)
        if not texts or len(texts) > MAX_SYSTEM_BLOCKS:
            raise ValueError(f"1 to {MAX_SYSTEM_BLOCKS} system blocks, got {len(texts)}")
        # Cached prefix: tools, then the system blocks (each a breakpoint, so a block shared by several stages,
        # such as a rulebook, is read from the cache on its own). Tasks and history come after it.
        self.system = [{"type": "text", "text": text, "cache_control": CACHED} for text in texts]
        self.client, self.toolbox, self.limits = client, toolbox, limits
        self.policy = retry or RetryPolicy()
        self.clock, self.sleep = clock, sleep
        self.start = clock()
        self.deadline = self.start + limits.wall_seconds
        self.messages: list[dict[str, Any]] = []
        self.usage = Usage()
        self.turns = 0
        self.tool_calls: list[str] = []
        self.cut_tool_calls: list[str] = []
        self.stops: list[StopReason] = []
        self.last: AgentOutcome | None = None

    @property
    def open(self) -> bool:
        return self.last is None or self.last.stop.can_continue

    def say(self, text: str) -> AgentOutcome:
        """Append ``text`` as the user's next message and converse until the model stops or a bound is hit."""
        if not self.open:
            assert self.last is not None
            raise ConversationEnded(f"the conversation ended ({self.last.stop.value}); nothing more can be said")
        if self.messages and self.messages[-1]["role"] == "user":
            # The user's turn is still open (the model's last reply was empty): add to it.
            last = self.messages[-1]
            if isinstance(last["content"], str):
                last["content"] = [{"type": "text", "text": last["content"]}]
            last["content"].append({"type": "text", "text": text})
        else:
            self.messages.append({"role": "user", "content": text})
        try:
            self.last = self._converse()
        except Exception as exc:
            # The turns before it are billed all the same, whether the API gave up (AgentError: the stage's
            # BLOCKED/env) or tilebot's own code crashed (the job's BLOCKED/env "stage crashed" reads it too).
            exc.cost = self.cost()  # type: ignore[attr-defined]
            raise
        self.stops.append(self.last.stop)
        return self.last

    def cost(self) -> Cost:
        return self._outcome(StopReason.DONE, "").cost()

    def _outcome(self, stop: StopReason, final_text: str, detail: str = "") -> AgentOutcome:
        return AgentOutcome(
            stop,
            final_text,
            self.turns,
            replace(self.usage),  # a snapshot: the conversation's usage goes on growing
            max(0.0, self.clock() - self.start),
            list(self.tool_calls),
            list(self.cut_tool_calls),
            detail,
            self.limits.price,
        )

    def _converse(self) -> AgentOutcome:
        final_text = ""
        while True:
            if self.turns >= self.limits.max_turns:
                return self._outcome(StopReason.MAX_TURNS, final_text)
            if self.limits.max_stage_tokens is not None and self.usage.total >= self.limits.max_stage_tokens:
                return self._outcome(StopReason.TOKEN_BUDGET, final_text)
            try:
                response = self._call_with_retries()
            except _PromptTooLong as exc:
                return self._outcome(StopReason.PROMPT_TOO_LONG, final_text, str(exc))
            if response is None:
                return self._outcome(StopReason.WALL_TIME, final_text)
            self.turns += 1
            self.usage.add(response.usage)
            blocks = [_api_block(block.model_dump(mode="json", exclude_none=True)) for block in response.content]
            blocks = [b for b in blocks if not _empty_text(b)]
            final_text = "\n".join(b["text"] for b in blocks if b["type"] == "text") or final_text
            self._add_assistant(blocks)
            stop = response.stop_reason
            if stop == "pause_turn":
                continue  # the paused reply goes back as the assistant's turn so far; the model carries on
            if stop == "refusal":
                return self._outcome(StopReason.REFUSAL, final_text)
            if stop == "model_context_window_exceeded":
                return self._outcome(StopReason.CONTEXT_FULL, final_text)
            uses = [b for b in blocks if b["type"] == "tool_use"]
            cut = uses.pop() if stop == "max_tokens" and blocks and blocks[-1]["type"] == "tool_use" else None
            if cut is None and not uses:
                return self._outcome(StopReason.MAX_TOKENS if stop == "max_tokens" else StopReason.DONE, final_text)
            results = [self._run_tool(use) for use in uses]
            if cut is not None:
                self.cut_tool_calls.append(cut["name"])
                results.append(
                    {
                        "type": "tool_result",
                        "tool_use_id": cut["id"],
                        "content": f"not run: your reply reached max_tokens ({self.limits.max_tokens}) while "
                        f"writing this {cut['name']} call, so its input is incomplete. Send it again, smaller "
                        "(split a long file across several calls or shorten it).",
                        "is_error": True,
                    }
                )
            self.messages.append({"role": "user", "content": results})
            if self.clock() >= self.deadline:
                return self._outcome(StopReason.WALL_TIME, final_text)

    def _run_tool(self, use: dict[str, Any]) -> dict[str, Any]:
        if self.clock() >= self.deadline:  # one reply may ask for several builds: none starts past the deadline
            return {"type": "tool_result", "tool_use_id": use["id"], "content": TIME_UP, "is_error": True}
        self.tool_calls.append(use["name"])
        arguments = use.get("input") or {}
        if isinstance(arguments, dict):
            reply = self.toolbox.call(use["name"], arguments)
        else:  # the model's JSON, not the schema's object: its error, not a crash of the stage
            reply = ToolReply(f"not run: the input must be a JSON object, got {type(arguments).__name__}", True)
        return {"type": "tool_result", "tool_use_id": use["id"], "content": reply.content, "is_error": reply.is_error}

    def _add_assistant(self, blocks: list[dict[str, Any]]) -> None:
        if not blocks:
            return  # the API refuses an empty assistant message in the history
        if self.messages and self.messages[-1]["role"] == "assistant":
            self.messages[-1]["content"].extend(blocks)  # the continuation of a paused turn
        else:
            self.messages.append({"role": "assistant", "content": blocks})

    def _request_messages(self) -> list[dict[str, Any]]:
        """The history as sent: its last block is a cache breakpoint (the stored history keeps none)."""
        sent = list(self.messages)
        last = sent[-1]
        stored = last["content"]
        content: list[dict[str, Any]] = (
            [{"type": "text", "text": stored}] if isinstance(stored, str) else [dict(b) for b in stored]
        )
        content[-1]["cache_control"] = CACHED
        sent[-1] = {**last, "content": content}
        return sent

    def _call_with_retries(self) -> Any:
        """One model call with retries; None when the wall clock runs out during a call."""
        failures = 0
        first_failure = 0.0
        while True:
            remaining = self.deadline - self.clock()
            if remaining <= 0:
                return None
            try:
                return self._stream(remaining)
            except anthropic.APIError as caught:
                exc = caught
            if isinstance(exc, anthropic.APITimeoutError) and self.clock() >= self.deadline:
                return None  # the read timeout was the stage's remaining wall clock
            if is_prompt_too_long(exc):
                raise _PromptTooLong(_describe(exc)) from exc
            if not is_retryable(exc):
                raise ApiUnavailable(f"Anthropic API refused the request: {_describe(exc)}") from exc
            if failures == 0:
                first_failure = self.clock()
            failures += 1
            if self.policy.attempts is not None and failures >= self.policy.attempts:
                raise ApiUnavailable(f"Anthropic API still failing after {failures} tries: {_describe(exc)}") from exc
            wait = wait_before_retry(exc, failures - 1, self.policy)
            if self.clock() + wait >= self.deadline:
                failing = self.clock() - first_failure
                raise ApiUnavailable(
                    f"Anthropic API still failing after {failures} tries over {failing:.0f} s, and the next try "
                    f"would come after the agent's deadline: {_describe(exc)}"
                ) from exc
            self.sleep(wait)

    def _stream(self, remaining: float) -> Any:
        """One streamed call; None when the deadline passes mid-stream (the response is closed, the tokens it
        reported counted).

        Pings keep a stream's reads alive and the SDK does not surface them, so a watchdog closes the
        response at the deadline even when no event arrives.
        """
        with self.client.messages.stream(
            model=self.limits.model,
            max_tokens=self.limits.max_tokens,
            system=self.system,  # type: ignore[arg-type]
            messages=self._request_messages(),  # type: ignore[arg-type]
            tools=self.toolbox.definitions(),  # type: ignore[arg-type]
            timeout=remaining,
        ) as stream:
            expired = threading.Event()

            def expire() -> None:
                expired.set()
                stream.close()

            def cut() -> None:
                # A reply cut short is billed all the same from message_start on: count what it reported.
                if started:
                    self.usage.add(stream.current_message_snapshot.usage)

            watchdog = threading.Timer(remaining, expire)
            watchdog.daemon = True
            watchdog.start()
            started = False
            try:
                for event in stream:
                    started = started or event.type == "message_start"
                    if self.clock() >= self.deadline:
                        return cut()
                return cut() if expired.is_set() else _complete(stream, self.usage)
            except Exception:
                if expired.is_set():
                    return cut()  # the read failed because the watchdog closed the response
                raise
            finally:
                watchdog.cancel()


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
    """A fresh conversation of one round: the task, then tools until the model stops or a bound is hit."""
    conversation = Conversation(
        client, system=static_context, toolbox=toolbox, limits=limits, retry=retry, clock=clock, sleep=sleep
    )
    return conversation.say(task)


def _complete(stream: Any, usage: Usage) -> Any:
    """The streamed reply, if it came whole. A body that ends before ``message_delta`` (a connection closed
    early, which a close-delimited response cannot tell from its end) has no stop reason: its text is cut
    short and its last tool input half sent, so it is retried as the dropped connection it is (its tokens
    counted, as billed)."""
    message = stream.get_final_message()
    if message.stop_reason is None:
        usage.add(message.usage)
        raise anthropic.APIConnectionError(
            message="the reply's stream ended before its stop reason", request=stream.response.request
        )
    return message


def _api_block(block: dict[str, Any]) -> dict[str, Any]:
    """A response block as the request accepts it back: the SDK's parsed extras dropped."""
    block.pop("parsed_output", None)
    return block


def _empty_text(block: dict[str, Any]) -> bool:
    """A text block with no text: the API sends one before a tool call at times, and refuses it back in the
    history (400 "text content blocks must be non-empty"), which would end the stage."""
    return block["type"] == "text" and not block.get("text")


def _describe(exc: BaseException) -> str:
    if isinstance(exc, anthropic.APIStatusError):
        body: Any = exc.body if isinstance(exc.body, dict) else {}
        error: dict[str, Any] = body.get("error") if isinstance(body.get("error"), dict) else {}
        said = error.get("message") if isinstance(error.get("message"), str) else exc.message
        kind = f" {error['type']}" if isinstance(error.get("type"), str) else ""
        return f"HTTP {exc.status_code}{kind}: {said}"
    return f"{type(exc).__name__}: {exc}"
