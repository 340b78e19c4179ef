"""When to retry a Messages API call, and how long to wait: the server's retry-after first, else backoff.

Overloads (529) come in storms that last minutes, so by default a call is retried until the stage's agent
deadline, not a fixed number of times: exponential backoff from 2 s, capped at 60 s between tries. The caller
gives up (``ApiUnavailable``) when the next wait would end past its deadline.
"""

from __future__ import annotations

from dataclasses import dataclass

import anthropic

# Statuses worth another try: rate limited, server trouble, overloaded (529).
RETRYABLE_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504, 529})
# Error types that may also arrive inside a 200 stream (an SSE ``error`` event), where the status says nothing.
RETRYABLE_ERROR_TYPES = frozenset({"overloaded_error", "api_error", "rate_limit_error", "timeout_error"})


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int | None = None  # calls per turn, the first included; None: until the caller's deadline
    base_seconds: float = 2.0
    max_seconds: float = 60.0

    def __post_init__(self) -> None:
        if (self.attempts is not None and self.attempts < 1) or self.base_seconds < 0 or self.max_seconds < 0:
            raise ValueError(f"bad retry policy: {self}")

    def backoff(self, retry_index: int) -> float:
        """Exponential wait before retry number ``retry_index`` (0-based), capped."""
        return float(min(self.max_seconds, self.base_seconds * (2 ** min(retry_index, 30))))


def error_type(exc: BaseException) -> str | None:
    """The ``error.type`` of an API error body (``overloaded_error``...), if it has one."""
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error")
        if isinstance(inner, dict) and isinstance(inner.get("type"), str):
            return str(inner["type"])
    return None


def is_retryable(exc: BaseException) -> bool:
    if isinstance(exc, anthropic.APIStatusError):
        return exc.status_code in RETRYABLE_STATUS or error_type(exc) in RETRYABLE_ERROR_TYPES
    # Connection drops and client-side timeouts of a single call.
    return isinstance(exc, anthropic.APIConnectionError)


# How a 400 says the conversation no longer fits the model's context window: the prompt alone, or the prompt with
# max_tokens ("input length and `max_tokens` exceed context limit: 190000 + 16000 > 200000, ...").
TOO_LONG_PHRASES = ("prompt is too long", "exceed context limit")


def is_prompt_too_long(exc: BaseException) -> bool:
    """The request itself is too big for the model (400 "prompt is too long", 413): retrying cannot help."""
    if not isinstance(exc, anthropic.APIStatusError):
        return False
    said = str(exc.message).lower()
    return exc.status_code == 413 or (exc.status_code == 400 and any(phrase in said for phrase in TOO_LONG_PHRASES))


def server_wait(exc: BaseException) -> float | None:
    """Seconds the server asked us to wait (``retry-after-ms`` or ``retry-after``), if it said more than none."""
    if not isinstance(exc, anthropic.APIStatusError):
        return None
    headers = exc.response.headers
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        raw = headers.get(name)
        if raw is None:
            continue
        try:
            seconds = float(raw) * scale
        except ValueError:
            continue  # an HTTP date or garbage: fall back to our own backoff
        if seconds > 0:  # "0" is no wait at all: retried at once, each refusal again, until the deadline
            return seconds
    return None


def wait_before_retry(exc: BaseException, retry_index: int, policy: RetryPolicy) -> float:
    asked = server_wait(exc)
    return asked if asked is not None else policy.backoff(retry_index)
