"""Which failures of a remote git command are tried again: git's own words, from real runs of git."""

from __future__ import annotations

import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager, suppress
from pathlib import Path

import pytest

from tilebot.runner.gitops import Git, GitFailed, RemoteUnavailable, is_transient

# What git 2.39 printed in tests/integration/test_job_publish.py's runs against a smart-HTTP server, and what git
# prints for the failures a runner meets on GitHub.
TRANSIENT = [
    "fatal: unable to access 'https://github.com/a/b/': The requested URL returned error: 502",
    "fatal: unable to access 'https://github.com/a/b/': The requested URL returned error: 429",
    "fatal: unable to access 'http://127.0.0.1:3/r.git/': Empty reply from server",
    "error: RPC failed; HTTP 500 curl 22 The requested URL returned error: 500",
    "error: RPC failed; curl 56 OpenSSL SSL_read: Connection reset by peer, errno 104",
    "error: RPC failed; curl 92 HTTP/2 stream 0 was not closed cleanly: CANCEL (err 8)",
    "fatal: unable to access 'https://github.com/a/b/': Could not resolve host: github.com",
    "fatal: unable to access 'https://github.com/a/b/': Failed to connect to github.com port 443: Connection timed out",
    "fetch-pack: unexpected disconnect while reading sideband packet\nfatal: early EOF",
    "fatal: unable to access 'https://github.com/a/b/': gnutls_handshake() failed: The TLS connection was non-properly"
    " terminated.",
    "fatal: unable to access 'https://github.com/a/b/': transfer closed with 970 bytes remaining to read",
    "fatal: unable to access 'https://github.com/a/b/': GnuTLS recv error (-110): The TLS connection was"
    " non-properly terminated.",
    "fatal: unable to access 'https://github.com/a/b/': Resolving timed out after 10000 milliseconds",
    "fatal: unable to access 'https://github.com/a/b/': Error in the HTTP2 framing layer",
    "error: RPC failed; curl 55 Send failure: Broken pipe\nfatal: the remote end hung up unexpectedly",
    "error: RPC failed; curl 28 Operation too slow. Less than 1000 bytes/sec transferred the last 30 seconds",
    "error: RPC failed; HTTP 504 curl 22 The requested URL returned error: 504\n"
    "send-pack: unexpected disconnect while reading sideband packet\nfatal: the remote end hung up unexpectedly",
    "git timed out after 300 s",
]
REFUSED = [
    "fatal: unable to access 'https://github.com/a/b/': The requested URL returned error: 403",
    "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/a/b/'",
    "remote: Repository not found.\nfatal: repository 'https://github.com/a/b/' not found",
    "fatal: couldn't find remote ref refs/heads/tilebot/softmax-0123abcd",
    # git 2.39 on a push whose POST is refused: the disconnect that follows is the refusal's, not the network's
    "error: RPC failed; HTTP 403 curl 22 The requested URL returned error: 403\n"
    "send-pack: unexpected disconnect while reading sideband packet\nfatal: the remote end hung up unexpectedly",
    "error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413\n"
    "send-pack: unexpected disconnect while reading sideband packet\nfatal: the remote end hung up unexpectedly",
    "error: RPC failed; curl 60 SSL certificate problem: unable to get local issuer certificate",
    # the server's own words are not git's: a hook may print anything
    "remote: Connection reset by peer (a hook's message)\n ! [remote rejected] HEAD -> tilebot/x (pre-receive hook"
    " declined)\nerror: failed to push some refs",
    " ! [rejected]        HEAD -> tilebot/x (non-fast-forward)\nerror: failed to push some refs",
    " ! [remote rejected] HEAD -> tilebot/x (pre-receive hook declined)\nerror: failed to push some refs",
    "fatal: 'nowhere' does not appear to be a git repository\nfatal: Could not read from remote repository.",
    "fatal: remote error: upload-pack: not our ref 0123456789abcdef0123456789abcdef01234567",
]


@pytest.mark.parametrize("stderr", TRANSIENT)
def test_network_and_server_failures_are_transient(stderr: str) -> None:
    assert is_transient(stderr)


@pytest.mark.parametrize("stderr", REFUSED)
def test_what_the_remote_refuses_is_not(stderr: str) -> None:
    assert not is_transient(stderr)


def _closed_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@contextmanager
def _silent_server() -> Iterator[str]:
    """A server that takes the connection and the request and never answers: a stalled transfer."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    held: list[socket.socket] = []
    stop = threading.Event()

    def accept() -> None:
        listener.settimeout(0.2)
        while not stop.is_set():
            with suppress(TimeoutError):
                held.append(listener.accept()[0])

    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{listener.getsockname()[1]}/r.git"
    finally:
        stop.set()
        thread.join()
        for conn in held:
            conn.close()
        listener.close()


def test_a_remote_no_one_answers_is_tried_again_then_raises_check_or_not(tmp_path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    url = f"http://127.0.0.1:{_closed_port()}/r.git"
    started = time.monotonic()
    with pytest.raises(RemoteUnavailable, match="Failed to connect") as raised:
        Git(tmp_path, remote_retries=1).run("fetch", url, "main", remote=True, check=False)
    assert "each of 2 tries" in str(raised.value)
    assert time.monotonic() - started >= 2  # one pause before the second try


def test_a_remote_command_past_its_timeout_is_a_network_failure_not_a_crash(tmp_path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    with _silent_server() as url, pytest.raises(RemoteUnavailable, match="timed out after 3 s"):
        Git(tmp_path, timeout=3, remote_retries=0).run("fetch", url, "main", remote=True)


def test_a_stalled_transfer_fails_long_before_the_command_s_timeout(tmp_path: Path) -> None:
    """curl gives up on a transfer under 1 KB/s for 30 s (http.lowSpeedLimit/Time): 30 s, not the 300 s timeout."""
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    started = time.monotonic()
    with _silent_server() as url, pytest.raises(RemoteUnavailable, match="too slow"):
        Git(tmp_path, remote_retries=0).run("fetch", url, "main", remote=True)
    assert time.monotonic() - started < 60


def test_a_refusal_is_answered_at_once(tmp_path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    started = time.monotonic()
    with pytest.raises(GitFailed, match="does not appear to be a git repository") as raised:
        Git(tmp_path, remote_retries=5).run("fetch", str(tmp_path / "nowhere"), "main", remote=True)
    assert not isinstance(raised.value, RemoteUnavailable)
    assert time.monotonic() - started < 2  # no pause: a first retry would wait 2 s
