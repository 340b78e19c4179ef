"""Where a job's outputs meet the target repository's git: its .gitignore, links a stage planted, a push that races.

Real git in temp directories: a bare repository is the remote, a clone at the run's branch is the job's checkout,
and the job's own git directory (``publish_repo``) surveys, commits and pushes as ``tilebot.runner.job`` does.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.git_cli import git
from tilebot.core.stages import Stage
from tilebot.runner.git_commit import JobFiles, commit_outputs, survey
from tilebot.runner.gitops import Git
from tilebot.runner.publish import PushOutcome, publish_repo, push_with_retry

BRANCH = "tilebot/softmax-0123abcd"
RUN_DIR = "tilebot/softmax"
# NVIDIA TileGym's own .gitignore ignores these (among others): D's build and the attempts' logs would match.
TILEGYM_IGNORES = "__pycache__/\n*.py[cod]\n*.so\nbuild/\n*.log\n*.csv\ntarget/\n"


def remote_with(tmp_path: Path, files: dict[str, str]) -> Path:
    """A bare remote whose run branch holds ``files``."""
    remote, seed = tmp_path / "remote.git", tmp_path / "seed"
    git(tmp_path, "init", "--quiet", "--bare", "-b", "main", str(remote))
    git(tmp_path, "init", "--quiet", "-b", "main", str(seed))
    for name, text in files.items():
        (seed / name).parent.mkdir(parents=True, exist_ok=True)
        (seed / name).write_text(text)
    git(seed, "add", "-A")
    git(seed, "commit", "--quiet", "-m", "the target")
    git(seed, "push", "--quiet", str(remote), f"main:refs/heads/{BRANCH}")
    return remote


def checkout(tmp_path: Path, remote: Path, name: str = "workspace") -> Path:
    workspace = tmp_path / name
    git(tmp_path, "clone", "--quiet", "-b", BRANCH, str(remote), str(workspace))
    return workspace


def publish(workspace: Path, remote: Path, base: str) -> PushOutcome:
    """What D's job does after its stage: survey, commit and push from its own git directory."""
    with publish_repo(Git(workspace), remote=str(remote), base=base) as repo:
        outputs = survey(repo.checkout, RUN_DIR, (), JobFiles(Stage.HOST_FFI, 1))
        commit_outputs(repo.checkout, outputs, "tilebot: outputs")
        return push_with_retry(repo.own, remote=str(remote), branch=BRANCH, base=base)


def on_branch(remote: Path) -> set[str]:
    return set(git(remote, "ls-tree", "-r", "--name-only", BRANCH).splitlines())


def test_outputs_the_target_s_gitignore_hides_are_committed_for_the_next_job(tmp_path: Path) -> None:
    remote = remote_with(tmp_path, {".gitignore": TILEGYM_IGNORES, "README.md": "kernels\n"})
    workspace = checkout(tmp_path, remote)
    base = git(workspace, "rev-parse", "HEAD")
    run = workspace / RUN_DIR
    (run / "build").mkdir(parents=True)
    (run / "build" / "libsoftmax_kernels.so").write_bytes(b"\x7fELF\x02\x01\x01\x00")
    (run / "build" / "cdylib.json").write_text('{"name": "libsoftmax_kernels.so"}\n')
    (run / "attempts" / "host_ffi-1").mkdir(parents=True)
    (run / "attempts" / "host_ffi-1" / "cargo.log").write_text("Compiling softmax_kernels\n")
    (run / "reports").mkdir()
    (run / "reports" / "__pycache__").mkdir()
    (run / "reports" / "__pycache__" / "x.cpython-312.pyc").write_bytes(b"\x00")
    assert publish(workspace, remote, base).pushed
    assert {
        f"{RUN_DIR}/build/libsoftmax_kernels.so",
        f"{RUN_DIR}/build/cdylib.json",
        f"{RUN_DIR}/attempts/host_ffi-1/cargo.log",
    } <= on_branch(remote)
    assert not any("__pycache__" in path for path in on_branch(remote))  # a by-product of importing, not an output
    # the GPU job's fresh checkout of the branch has the build, byte for byte
    gpu = checkout(tmp_path, remote, "gpu-workspace")
    assert (gpu / RUN_DIR / "build" / "libsoftmax_kernels.so").read_bytes() == b"\x7fELF\x02\x01\x01\x00"


def test_ignored_files_outside_the_stage_s_paths_stay_out(tmp_path: Path) -> None:
    remote = remote_with(tmp_path, {".gitignore": TILEGYM_IGNORES})
    workspace = checkout(tmp_path, remote)
    base = git(workspace, "rev-parse", "HEAD")
    (workspace / "build").mkdir()
    (workspace / "build" / "wheel.so").write_bytes(b"\x00")
    (workspace / RUN_DIR).mkdir(parents=True)
    (workspace / RUN_DIR / "report.md").write_text("ok\n")
    assert publish(workspace, remote, base).pushed
    assert on_branch(remote) == {".gitignore", f"{RUN_DIR}/report.md"}


def test_a_link_a_stage_planted_in_its_run_directory_is_not_committed(tmp_path: Path) -> None:
    """A committed link would be checked out by the next job, on another runner, whose outputs would then be written
    through it, outside its checkout."""
    remote = remote_with(tmp_path, {"README.md": "kernels\n"})
    workspace = checkout(tmp_path, remote)
    base = git(workspace, "rev-parse", "HEAD")
    outside = tmp_path / "gpu-runner-home"
    outside.mkdir()
    run = workspace / RUN_DIR
    run.mkdir(parents=True)
    (run / "perf").symlink_to(outside)
    (run / "reports").mkdir()
    (run / "reports" / "perf.md").symlink_to("../../../README.md")
    (run / "kernel_notes.md").write_text("notes\n")
    with publish_repo(Git(workspace), remote=str(remote), base=base) as repo:
        outputs = survey(repo.checkout, RUN_DIR, (), JobFiles(Stage.PERF, 1))  # E's files, were they not links
        commit_outputs(repo.checkout, outputs, "tilebot: outputs")
        assert push_with_retry(repo.own, remote=str(remote), branch=BRANCH, base=base).pushed
    assert on_branch(remote) == {"README.md", f"{RUN_DIR}/kernel_notes.md"}
    assert {f"{RUN_DIR}/perf", f"{RUN_DIR}/reports/perf.md"} <= set(outputs.untracked_outside)


def test_a_link_the_stage_staged_in_a_local_run_is_not_committed(tmp_path: Path) -> None:
    remote = remote_with(tmp_path, {"README.md": "kernels\n"})
    workspace = checkout(tmp_path, remote)
    (workspace / RUN_DIR).mkdir(parents=True)
    (workspace / RUN_DIR / "perf").symlink_to(tmp_path)
    (workspace / RUN_DIR / "report.md").write_text("ok\n")
    git(workspace, "add", "-A")  # the stage's code, in the checkout's own index
    local = Git(workspace)
    commit = commit_outputs(local, survey(local, RUN_DIR, (), JobFiles(Stage.PERF, 1)), "tilebot: outputs")
    assert commit is not None
    assert git(workspace, "ls-tree", "-r", "--name-only", commit).splitlines() == ["README.md", f"{RUN_DIR}/report.md"]


@pytest.fixture
def racing_remote(tmp_path: Path) -> tuple[Path, str]:
    """A remote where a maintainer's push lands between the job's push being checked and its ref update, once:
    what GitHub answers two pushes at once with ("cannot lock ref ...: is at X but expected Y")."""
    remote = remote_with(tmp_path, {"README.md": "kernels\n"})
    maintainer = checkout(tmp_path, remote, "maintainer")
    (maintainer / "NOTES.md").write_text("a maintainer's note\n")
    git(maintainer, "add", "NOTES.md")
    git(maintainer, "commit", "--quiet", "-m", "theirs")
    theirs = git(maintainer, "rev-parse", "HEAD")
    git(maintainer, "push", "--quiet", "origin", "HEAD:refs/heads/theirs")
    raced = tmp_path / "raced"
    hook = remote / "hooks" / "pre-receive"
    hook.write_text(
        f"#!/bin/sh\n[ -e {raced} ] && exit 0\ntouch {raced}\n"
        f"env -u GIT_QUARANTINE_PATH git update-ref refs/heads/{BRANCH} {theirs}\n"
    )
    hook.chmod(0o755)
    return remote, theirs


def test_a_push_that_lost_a_race_at_the_remote_is_rebased_and_tried_again(
    tmp_path: Path, racing_remote: tuple[Path, str]
) -> None:
    remote, theirs = racing_remote
    workspace = checkout(tmp_path, remote)
    base = git(workspace, "rev-parse", "HEAD")
    (workspace / RUN_DIR).mkdir(parents=True)
    (workspace / RUN_DIR / "report.md").write_text("ok\n")
    outcome = publish(workspace, remote, base)
    assert outcome.pushed, outcome.error
    assert (outcome.attempts, outcome.rebases) == (2, 1)
    assert git(remote, "rev-parse", f"{BRANCH}~1") == theirs  # the maintainer's commit kept, the job's on top
    assert {"NOTES.md", f"{RUN_DIR}/report.md"} <= on_branch(remote)
