"""A loopback HTTP server that speaks the Anthropic Messages API and plays a scripted conversation.

Each ``POST /v1/messages`` takes the next step of the script: a reply (content blocks, stop_reason,
usage) or an error in Anthropic's error JSON shape with its status code and headers (429 with
retry-after, 529 overloaded, 500...). Steps may be callables of the request body, so a script can
answer what the client actually sent. Every request (body and headers) is kept for assertions. The
real ``anthropic`` SDK reaches it through ``base_url``.

A request with ``"stream": true`` is answered as the API streams: server-sent events (``message_start``,
``content_block_start``/``delta``/``stop`` per block, tool input as ``input_json_delta`` pieces,
``message_delta`` with the stop reason and output tokens, ``message_stop``). A ``Failure`` with
``mid_stream`` starts a 200 stream and then sends an ``error`` event, as an overload during a reply does.
``cut_tool_use`` is a tool call whose JSON input stops part way, as a reply cut at max_tokens leaves it.
Requests with more than four cache breakpoints are refused, as the API refuses them.

    with MessagesServer([reply([tool_use("read_file", {"path": "a.txt"})], "tool_use"), reply([text("done")])]) as s:
        client = anthropic.Anthropic(api_key="test", base_url=s.url, max_retries=0)
"""

from __future__ import annotations

import itertools
import json
import re
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    529: "overloaded_error",
}


@dataclass(frozen=True)
class Reply:
    content: list[dict[str, Any]]
    stop_reason: str = "end_turn"
    input_tokens: int = 100
    output_tokens: int = 20
    cache_read_input_tokens: int = 0
    cache_creation_input_tokens: int = 0
    delay: float = 0.0  # seconds before answering, for timeout tests
    stall: float = 0.0  # streamed: seconds of ping events after message_start (a reply that keeps the line alive)


@dataclass(frozen=True)
class Failure:
    status: int
    message: str = "scripted failure"
    headers: dict[str, str] = field(default_factory=dict)
    mid_stream: bool = False  # to a streaming request: 200, message_start, then this error as an SSE event


Step = Reply | Failure | Callable[[dict[str, Any]], "Reply | Failure"]


def text(value: str) -> dict[str, Any]:
    return {"type": "text", "text": value}


_ids = itertools.count(1)


def tool_use(name: str, arguments: dict[str, Any]) -> dict[str, Any]:
    return {"type": "tool_use", "id": f"toolu_{next(_ids):06d}", "name": name, "input": arguments}


def message_text(content: str | list[dict[str, Any]]) -> str:
    """A message's text, sent as a string or as blocks (the runtime sends the newest message as blocks)."""
    return content if isinstance(content, str) else "".join(b.get("text", "") for b in content)


def task_text(body: dict[str, Any]) -> str:
    """The task: the first message of a request."""
    return message_text(body["messages"][0]["content"])


PARTIAL_JSON = "_partial_json"  # a block key the server streams as the tool input's raw JSON, then drops


def cut_tool_use(name: str, arguments: dict[str, Any], keep: float = 0.6) -> dict[str, Any]:
    """A tool call cut part way through its JSON input (streamed as such; empty input when not streaming)."""
    raw = json.dumps(arguments)
    block = tool_use(name, {})
    block[PARTIAL_JSON] = raw[: max(1, int(len(raw) * keep))]
    return block


@dataclass
class Recorded:
    body: dict[str, Any]
    headers: dict[str, str]


class MessagesServer:
    def __init__(self, script: list[Step]) -> None:
        self.script = list(script)
        self.requests: list[Recorded] = []
        self.step_errors: list[BaseException] = []  # assertions raised by callable steps, re-raised on exit
        self._lock = threading.Lock()
        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._httpd.serve_forever, daemon=True)

    @property
    def url(self) -> str:
        host, port = self._httpd.server_address[:2]
        return f"http://{host!s}:{port}"

    @property
    def remaining(self) -> int:
        return len(self.script)

    def __enter__(self) -> MessagesServer:
        self._thread.start()
        return self

    def __exit__(self, exc_type: object, *rest: object) -> None:
        self._httpd.shutdown()
        self._httpd.server_close()
        if self.step_errors and exc_type is None:
            raise AssertionError(f"a scripted step failed: {self.step_errors[0]!r}") from self.step_errors[0]

    def _next(self, body: dict[str, Any]) -> Reply | Failure:
        with self._lock:
            if not self.script:
                return Failure(500, "the scripted conversation has no more steps")
            step = self.script.pop(0)
        if not callable(step):
            return step
        try:
            return step(body)
        except Exception as exc:  # an assertion about the request: fail the test, not the server
            self.step_errors.append(exc)
            return Failure(400, f"scripted step failed: {exc!r}")

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:  # quiet in tests
                return

            def do_POST(self) -> None:
                length = int(self.headers.get("content-length") or 0)
                raw = self.rfile.read(length)
                if self.path.split("?")[0] != "/v1/messages":
                    self._error(Failure(404, f"no route {self.path}"))
                    return
                auth = self.headers.get("x-api-key") or self.headers.get("authorization", "").removeprefix("Bearer ")
                if not auth:
                    self._error(Failure(401, "missing API key"))
                    return
                try:
                    body = json.loads(raw)
                except ValueError:
                    self._error(Failure(400, "body is not JSON"))
                    return
                problem = _invalid(body)
                if problem:
                    self._error(Failure(400, problem))
                    return
                server.requests.append(Recorded(body, {k.lower(): v for k, v in self.headers.items()}))
                step = server._next(body)
                if isinstance(step, Failure):
                    self._error(step)
                    return
                time.sleep(step.delay)
                if body.get("stream"):
                    self._stream(_message(body["model"], step, streamed=True), stall=step.stall)
                else:
                    self._send(200, _message(body["model"], step), {})

            def _stream(self, message: dict[str, Any], failure: Failure | None = None, stall: float = 0.0) -> None:
                try:
                    self.send_response(200)
                    self.send_header("content-type", "text/event-stream")
                    self.send_header("cache-control", "no-cache")
                    self.send_header("request-id", f"req_{next(_ids):06d}")
                    self.end_headers()
                    for index, (event, data) in enumerate(_events(message, failure)):
                        self.wfile.write(f"event: {event}\ndata: {json.dumps(data)}\n\n".encode())
                        self.wfile.flush()
                        until = time.monotonic() + stall if index == 0 else 0.0
                        while time.monotonic() < until:
                            time.sleep(0.05)
                            self.wfile.write(b'event: ping\ndata: {"type": "ping"}\n\n')
                            self.wfile.flush()
                    self.close_connection = True
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client stopped reading (its deadline)

            def _error(self, failure: Failure) -> None:
                if failure.mid_stream:
                    empty = _message("scripted", Reply([], input_tokens=0, output_tokens=0))
                    self._stream(empty, failure)
                    return
                self._send(failure.status, _error_body(failure), failure.headers)

            def _send(self, status: int, payload: dict[str, Any], headers: dict[str, str]) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("content-type", "application/json")
                    self.send_header("content-length", str(len(data)))
                    self.send_header("request-id", f"req_{next(_ids):06d}")
                    for name, value in headers.items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (its timeout); nothing to answer

        return Handler


def _error_body(failure: Failure) -> dict[str, Any]:
    kind = ERROR_TYPES.get(failure.status, "api_error")
    return {"type": "error", "error": {"type": kind, "message": failure.message}}


def _events(message: dict[str, Any], failure: Failure | None) -> list[tuple[str, dict[str, Any]]]:
    """The SSE events of one streamed reply (or of a reply interrupted by ``failure``)."""
    usage = message["usage"]
    start = {**message, "content": [], "stop_reason": None, "usage": {**usage, "output_tokens": 1}}
    events: list[tuple[str, dict[str, Any]]] = [("message_start", {"type": "message_start", "message": start})]
    if failure is not None:
        return [*events, ("error", _error_body(failure))]
    for index, block in enumerate(message["content"]):
        raw = block.get(PARTIAL_JSON)
        if block["type"] == "tool_use":
            head = {k: v for k, v in block.items() if k != PARTIAL_JSON} | {"input": {}}
            raw = raw if raw is not None else json.dumps(block["input"])
            deltas = [{"type": "input_json_delta", "partial_json": raw[i : i + 40]} for i in range(0, len(raw), 40)]
        elif block["type"] == "text":
            head = {"type": "text", "text": ""}
            deltas = [
                {"type": "text_delta", "text": block["text"][i : i + 40]} for i in range(0, len(block["text"]), 40)
            ]
        else:
            head, deltas = block, []
        events.append(("content_block_start", {"type": "content_block_start", "index": index, "content_block": head}))
        events += [("content_block_delta", {"type": "content_block_delta", "index": index, "delta": d}) for d in deltas]
        events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
    delta = {"stop_reason": message["stop_reason"], "stop_sequence": None}
    events.append(
        ("message_delta", {"type": "message_delta", "delta": delta, "usage": {"output_tokens": usage["output_tokens"]}})
    )
    events.append(("message_stop", {"type": "message_stop"}))
    return events


def _breakpoints(body: dict[str, Any]) -> int:
    blocks: list[Any] = list(body.get("tools") or [])
    system = body.get("system")
    blocks += system if isinstance(system, list) else []
    for message in body["messages"]:
        blocks += message["content"] if isinstance(message["content"], list) else []
    return sum(1 for b in blocks if isinstance(b, dict) and "cache_control" in b)


def _invalid(body: dict[str, Any]) -> str | None:
    """What the real API would reject with 400, for the parts our runtime sends."""
    for key in ("model", "max_tokens", "messages"):
        if key not in body:
            return f"{key}: Field required"
    if _breakpoints(body) > 4:
        return "A maximum of 4 blocks with cache_control may be provided. Found " + str(_breakpoints(body)) + "."
    messages = body["messages"]
    if not messages or messages[0]["role"] != "user":
        return "messages: the first message must use the user role"
    pending: set[str] = set()
    for message in messages:
        content = message["content"]
        blocks = content if isinstance(content, list) else [{"type": "text", "text": content}]
        if message["role"] == "user":
            answered = {b["tool_use_id"] for b in blocks if b["type"] == "tool_result"}
            if answered != pending:
                return "messages: each tool_use must have a tool_result in the next user message"
            pending = set()
        else:
            pending = {b["id"] for b in blocks if b["type"] == "tool_use"}
    return None


def _message(model: str, reply: Reply, *, streamed: bool = False) -> dict[str, Any]:
    """The reply as the API's message object; ``streamed`` keeps cut tool inputs' raw JSON for ``_events``."""
    return {
        "id": f"msg_{next(_ids):06d}",
        "type": "message",
        "role": "assistant",
        "model": model,
        "content": [
            {k: v for k, v in b.items() if k != PARTIAL_JSON} | ({"input": {}} if PARTIAL_JSON in b else {})
            for b in reply.content
        ]
        if not streamed
        else reply.content,
        "stop_reason": reply.stop_reason,
        "stop_sequence": None,
        "usage": {
            "input_tokens": reply.input_tokens,
            "output_tokens": reply.output_tokens,
            "cache_read_input_tokens": reply.cache_read_input_tokens,
            "cache_creation_input_tokens": reply.cache_creation_input_tokens,
        },
    }


class Conversations:
    """The model's side of several stages' conversations, found by the stage and attempt the task names.

    For a run whose route is decided by real checks (whether B's kernel goes through C once or twice), the
    order of conversations is not known in advance: each request is answered from the script of its own
    (stage, attempt), turn by turn. ``unused`` lists scripts no request reached.
    """

    def __init__(self, scripts: dict[tuple[str, int], list[Step]]) -> None:
        self.scripts = scripts
        self.reached: set[tuple[str, int]] = set()

    def __call__(self, body: dict[str, Any]) -> Reply | Failure:
        first = body["messages"][0]["content"]
        task = first if isinstance(first, str) else " ".join(b.get("text", "") for b in first)
        found = re.search(r"stage (\w+), attempt (\d+)", task)
        if found is None:
            return Failure(400, "no stage and attempt in the task")
        key = (found.group(1), int(found.group(2)))
        turn = sum(1 for m in body["messages"] if m["role"] == "assistant")
        steps = self.scripts.get(key, [])
        if turn >= len(steps):
            return Failure(500, f"no scripted turn {turn} for {key}")
        self.reached.add(key)
        step = steps[turn]
        return step(body) if callable(step) else step

    def steps(self, limit: int = 200) -> list[Step]:
        """As a MessagesServer script: every request goes through this dispatcher."""
        return [self] * limit

    @property
    def unused(self) -> list[tuple[str, int]]:
        return sorted(set(self.scripts) - self.reached)
