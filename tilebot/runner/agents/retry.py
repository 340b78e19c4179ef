"""When to retry a Messages API call, and how long to wait: the server's retry-after first, else backoff."""

from __future__ import annotations

from dataclasses import dataclass

import anthropic

# Statuses worth another try: rate limited, server trouble, overloaded (529).
RETRYABLE_STATUS = frozenset({408, 409, 429, 500, 502, 503, 504, 529})


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 5  # calls per turn, the first included
    base_seconds: float = 2.0
    max_seconds: float = 60.0

    def __post_init__(self) -> None:
        if self.attempts < 1 or self.base_seconds < 0 or self.max_seconds < 0:
            raise ValueError(f"bad retry policy: {self}")

    def backoff(self, retry_index: int) -> float:
        """Exponential wait before retry number ``retry_index`` (0-based), capped."""
        return float(min(self.max_seconds, self.base_seconds * (2**retry_index)))


def is_retryable(exc: BaseException) -> bool:
    if isinstance(exc, anthropic.APIStatusError):
        return exc.status_code in RETRYABLE_STATUS
    # Connection drops and client-side timeouts of a single call.
    return isinstance(exc, anthropic.APIConnectionError)


def server_wait(exc: BaseException) -> float | None:
    """Seconds the server asked us to wait (``retry-after-ms`` or ``retry-after``), if it said."""
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
        if seconds >= 0:
            return seconds
    return None


def wait_before_retry(exc: BaseException, retry_index: int, policy: RetryPolicy) -> float:
    asked = server_wait(exc)
    return asked if asked is not None else policy.backoff(retry_index)
