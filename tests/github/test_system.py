"""One `/translate` as GitHub runs it, with nothing scripted but the model.

The GitHub test server and the Actions simulator run the whole pipeline: every job is the real runner entry in a
fresh clone of the run's branch, at the commit it is pinned to, with the real stages (A analyses the example's
silu_and_mul; B's agent writes TileGym's own port and cargo builds it; C diffs its real Tile IR; D's build job
compiles the cdylib on the "CPU runner" and hands it to its check job). What one job needs reaches the next only
through the branch. Nothing here stands between two parts of tilebot: the PR shows what stage C wrote.
"""

from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

import pytest

from tests.agents.messages_server import MessagesServer
from tests.github.actions_sim import ActionsRunner
from tests.github.conftest import BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.test_e2e import git, stage_checks, status_comments
from tests.support.silu_port_model import C_ONCE, CDYLIB, CONFIG, CRATE, OP, WRAPPER, port_files
from tests.support.silu_port_model import model as silu_model
from tilebot.bot.store import RunState
from tilebot.core.rundir import RunDir
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo


@dataclass
class RealStages:
    """The runner's environment for real stages: no stage plug-ins, no stand-in GPU, the model on the test server."""

    model_url: str
    env: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        keep = {k: v for k, v in os.environ.items() if not k.startswith(("TILEBOT_TEST", "ANTHROPIC_"))}
        keep.pop("PYTHONPATH", None)  # tilebot as installed, as on a runner
        self.env = keep | {
            "ANTHROPIC_API_KEY": "sk-test",
            "ANTHROPIC_BASE_URL": self.model_url,
        }


def commit_config(target: RepoState, tmp_path: Path, addition: str) -> None:
    work = tmp_path / "maintainer"
    subprocess.run(["git", "clone", "-q", str(target.bare), str(work)], check=True)
    config = work / ".tilebot.toml"
    config.write_text(config.read_text() + addition)
    user = ["-c", "user.name=m", "-c", "user.email=m@example.invalid"]
    subprocess.run(["git", "-C", str(work), *user, "commit", "-qam", "C checks one kernel"], check=True)
    subprocess.run(["git", "-C", str(work), "push", "-q", "origin", "HEAD:refs/heads/main"], check=True)


@pytest.fixture(scope="module")
def wheel_files(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    cache = getattr(request.config, "cache", None)
    return port_files(cache.mkdir("tilegym-wheel") if cache else tmp_path_factory.mktemp("wheel"))


def test_translate_on_github_with_real_stages_in_fresh_clones(
    fake: FakeGitHub, target: RepoState, bot: BotHandle, tmp_path: Path, wheel_files: dict[str, str]
) -> None:
    if find_cargo() is None:
        pytest.skip("cargo is not installed (install Rust >= 1.89 with rustup to build cutile-rs crates)")
    commit_config(target, tmp_path, C_ONCE)
    model = silu_model(wheel_files)
    with MessagesServer(model.steps()) as server:
        runner = ActionsRunner(fake, RealStages(server.url), tmp_path / "runner")  # type: ignore[arg-type]
        try:
            issue = fake.open_issue(target, "Port silu_and_mul", login="maintainer")
            fake.comment(target, issue, "/translate silu_and_mul --reference cutile", login="maintainer")
            run = bot.wait_finished(timeout=1500)
        finally:
            runner.stop()
    assert runner.errors == []
    results = [a.result for a in bot.store.attempts(run.id) if a.result]
    route = [(r.stage.value, r.verdict) for r in results]
    c = results[3]
    assert route[:4] == [
        ("preflight", "PASS"),
        ("analyze", "PASS"),
        ("write_kernel", "COMPILED"),
        ("ir_check", c.verdict),
    ]
    assert route[-1] == ("host_ffi", "BLOCKED"), [r.message for r in results]
    d = results[-1]
    assert d.classification is not None and d.classification.value == "env" and run.state is RunState.STOPPED
    # Every job ran in its own clone: D's two (build, then check at the build's commit) included.
    checkouts = sorted(p.name.split("-", 2)[2] for p in (tmp_path / "runner").glob("checkout-*"))
    assert checkouts.count("host_ffi_build") == 1 and checkouts.count("host_ffi") == 1

    # The branch holds what the reviewer reads and what the GPU job loads.
    tree = git(target, "ls-tree", "-r", "--name-only", run.branch).splitlines()
    paths = RunDir(PurePosixPath(CONFIG.run_dir(OP)))
    for path in (f"{CRATE}/kernel.rs", f"{CRATE}/ffi.rs", f"{CDYLIB}/src/lib.rs", WRAPPER):
        assert path in tree, path
    assert paths.build_manifest.as_posix() in tree and paths.ir_diff_json.as_posix() in tree
    assert (paths.build / "libcutile_kernels.so").as_posix() in tree

    # The PR shows the IR diff stage C wrote, and C's check run carries its findings as annotations.
    [status] = status_comments(target, int(run.forge_refs["pr"]))
    assert f"IR diff · C IR check #1 · `{c.verdict}`" in status["body"]
    [c_check] = [cr for cr in stage_checks(target) if cr["name"] == "tilebot / C IR check"]
    assert c_check["annotations"], c_check["output"]
    assert all(a["path"].startswith(f"{CONFIG.run_dir(OP)}/") for a in c_check["annotations"])
