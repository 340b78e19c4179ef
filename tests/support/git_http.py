"""A git server over smart HTTP, as GitHub serves a repository to a runner: ``git http-backend`` (the CGI git ships)
behind a threaded HTTP server, serving the bare repositories under a root.

A test plans faults per git service (``git-upload-pack`` is a fetch, ``git-receive-pack`` a push) and, if it
chooses, per method (GET is the ref advertisement, POST the exchange of objects). Each planned fault answers the next
matching request (``PASS`` lets one through) instead of the backend: with an HTTP status, or by closing the connection
without a reply, ``DROP`` before the backend sees the request, ``DROP_AFTER`` once it has done it (a push that landed,
its answer lost). Every request is logged with whether it carried the push token the way the job's git sends it
(``http.extraheader``, basic auth as ``x-access-token``).
"""

from __future__ import annotations

import base64
import os
import socket
import subprocess
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

PASS = None  # a planned request that the backend answers, as if unplanned
DROP = 0  # close the connection without a reply, the request not done
DROP_AFTER = -1  # do the request, then close the connection without a reply


@dataclass(frozen=True)
class Request:
    method: str
    service: str
    authorized: bool


@dataclass
class GitHttpServer:
    root: Path
    token: str
    url: str = ""
    faults: list[tuple[str, str | None, int | None]] = field(default_factory=list)  # (service, method or any, fault)
    requests: list[Request] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def fail_next(self, service: str, *statuses: int | None, method: str | None = None) -> None:
        with self.lock:
            self.faults += [(service, method, status) for status in statuses]

    def served(self, service: str) -> list[Request]:
        with self.lock:
            return [r for r in self.requests if r.service == service]

    def _take(self, request: Request) -> int | None:
        with self.lock:
            self.requests.append(request)
            for i, (service, method, status) in enumerate(self.faults):
                if service == request.service and method in (None, request.method):
                    del self.faults[i]
                    return status
            return None


@contextmanager
def serve_git(root: Path, *, token: str) -> Iterator[GitHttpServer]:
    """Serve ``root`` at ``server.url`` (``http://127.0.0.1:PORT/``) until the block ends."""
    server = GitHttpServer(root, token)
    expected = base64.b64encode(f"x-access-token:{token}".encode()).decode()

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:
            pass

        def do_GET(self) -> None:
            self._serve()

        def do_POST(self) -> None:
            self._serve()

        def _serve(self) -> None:
            parts = urlsplit(self.path)
            service = parse_qs(parts.query).get("service", [parts.path.rsplit("/", 1)[-1]])[0]
            scheme, _, credentials = (self.headers.get("Authorization") or "").partition(" ")
            authorized = scheme.lower() == "basic" and credentials == expected
            fault = server._take(Request(self.command, service, authorized))
            body = self._body()
            if fault == DROP:
                self._drop()
                return
            if fault is not None and fault != DROP_AFTER:
                self._reply(fault, {"Content-Type": "text/plain"}, f"planned fault {fault}\n".encode())
                return
            if service == "git-receive-pack" and not authorized:  # GitHub takes no anonymous push
                self._reply(401, {"WWW-Authenticate": 'Basic realm="git"'}, b"")
                return
            env = {
                "PATH": os.environ["PATH"],
                "GIT_PROJECT_ROOT": str(server.root),
                "GIT_HTTP_EXPORT_ALL": "1",
                "GIT_CONFIG_NOSYSTEM": "1",
                "GIT_CONFIG_GLOBAL": "/dev/null",
                "REQUEST_METHOD": self.command,
                "PATH_INFO": parts.path,
                "QUERY_STRING": parts.query,
                "CONTENT_TYPE": self.headers.get("Content-Type", ""),
                "CONTENT_LENGTH": str(len(body)),
                "REMOTE_USER": "x-access-token" if authorized else "",
                "REMOTE_ADDR": "127.0.0.1",
            }
            if self.headers.get("Content-Encoding"):
                env["HTTP_CONTENT_ENCODING"] = self.headers["Content-Encoding"]
            if self.headers.get("Git-Protocol"):
                env["GIT_PROTOCOL"] = self.headers["Git-Protocol"]
            proc = subprocess.run(["git", "http-backend"], input=body, env=env, capture_output=True, check=False)
            head, _, payload = proc.stdout.partition(b"\r\n\r\n")
            status, headers = 200, {}
            for line in head.decode("latin-1").split("\r\n"):
                name, _, value = line.partition(":")
                if name.lower() == "status":
                    status = int(value.split()[0])
                elif name:
                    headers[name] = value.strip()
            if fault == DROP_AFTER:
                self._drop()
                return
            self._reply(status, headers, payload)

        def _drop(self) -> None:
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)

        def _body(self) -> bytes:
            if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
                chunks = []
                while size := int(self.rfile.readline().split(b";")[0], 16):
                    chunks.append(self.rfile.read(size))
                    self.rfile.readline()
                self.rfile.readline()
                return b"".join(chunks)
            return self.rfile.read(int(self.headers.get("Content-Length") or 0))

        def _reply(self, status: int, headers: dict[str, str], payload: bytes) -> None:
            self.send_response(status)
            for name, value in headers.items():
                if name.lower() not in ("content-length", "transfer-encoding"):
                    self.send_header(name, value)
            self.send_header("Content-Length", str(len(payload)))
            self.end_headers()
            self.wfile.write(payload)

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    httpd.daemon_threads = True
    server.url = f"http://127.0.0.1:{httpd.server_address[1]}/"
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield server
    finally:
        httpd.shutdown()
        httpd.server_close()
