"""What the agents' tools may hand back and leave behind: no binary pages into the context, and a command's
timeout bounds it whatever it started."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tilebot.runner import sandbox
from tilebot.runner.agents.tools import StagePolicy, StageTools
from tilebot.runner.sandbox import run_untrusted


def test_a_binary_file_is_refused_not_paged_into_the_context(tmp_path: Path) -> None:
    """The reference IR directory holds each variant's bytecode next to its text: the bytecode is no page to read."""
    bytecode = b"TileIR\x00" + bytes(range(256)) * 400
    (tmp_path / "scale_kernel.tileirbc").write_bytes(bytecode)
    (tmp_path / "scale_kernel.mlir").write_text("cuda_tile.module @m {}\n")
    tools = StageTools(tmp_path, StagePolicy(writable=()))
    reply = tools.call("read_file", {"path": "scale_kernel.tileirbc"})
    assert reply.is_error and f"binary file ({len(bytecode)} bytes)" in reply.content
    assert len(reply.content) < 200 and len(tools.refusals) == 1
    assert tools.call("read_file", {"path": "scale_kernel.mlir"}).content == "cuda_tile.module @m {}\n"


def test_git_s_own_files_are_refused_however_they_are_reached(tmp_path: Path) -> None:
    """A local run's .git/config may name a remote as https://user:token@host: no tool hands it to the model."""
    (tmp_path / ".git").mkdir()
    (tmp_path / ".git" / "config").write_text('[remote "origin"]\n\turl = https://me:ghp_secret@github.com/a/b\n')
    (tmp_path / "notes").symlink_to(".git/config")
    tools = StageTools(tmp_path, StagePolicy(writable=("*",)))
    for name, path in (("read_file", ".git/config"), ("read_file", "notes"), ("list_dir", ".git")):
        reply = tools.call(name, {"path": path})
        assert reply.is_error and "ghp_secret" not in reply.content and "git's files" in reply.content, reply.content
    assert tools.call("write_file", {"path": ".git/hooks/pre-commit", "content": "x"}).is_error
    assert not (tmp_path / ".git" / "hooks").exists()


@pytest.fixture
def escaped(tmp_path: Path) -> Iterator[Path]:
    """Where a command writes the pid of the process it leaves running in a session of its own; ended after."""
    pid_file = tmp_path / "escaped.pid"
    yield pid_file
    if pid_file.is_file():
        with contextlib.suppress(ProcessLookupError, ValueError):
            os.kill(int(pid_file.read_text()), signal.SIGKILL)


def test_the_timeout_bounds_a_command_whose_escaped_process_holds_its_output(
    tmp_path: Path, escaped: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A test the agent wrote starts a daemon (setsid) that keeps the pipes open: the group's kill cannot end it,
    and waiting for the pipes' end waited for the daemon."""
    monkeypatch.setattr(sandbox, "DRAIN_AFTER_KILL_S", 0.5, raising=False)
    command = f"setsid sh -c 'echo $$ > {escaped}; exec sleep 60' & echo started; sleep 60"
    began = time.monotonic()
    with pytest.raises(subprocess.TimeoutExpired) as caught:
        run_untrusted(["sh", "-c", command], cwd=tmp_path, timeout=1.0)
    assert time.monotonic() - began < 10  # not the daemon's 60 s
    assert caught.value.output == "started\n"  # what it wrote before the kill is kept, as text
    assert escaped.is_file()  # the daemon did start (and still holds the pipes)
