"""/translate finds ops kept in subpackages (TileGym's ``ops/cutile/activation/relu.py``), listing each folder
through the contents API as the GitHub test server serves it."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.github.conftest import BotHandle
from tests.github.fake import FakeGitHub, RepoState
from tests.github.test_e2e import bot_replies


def _push_nested_op(target: RepoState, tmp_path: Path) -> None:
    work = tmp_path / "push"
    env = ["-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "clone", "-q", str(target.bare), str(work)], check=True)
    module = work / "src/tilegym/ops/cutile/activation/relu.py"
    module.parent.mkdir(parents=True)
    module.write_text("import cuda.tile as ct\n", encoding="utf-8")
    (module.parent / "__init__.py").write_text("", encoding="utf-8")
    subprocess.run(["git", "-C", str(work), "add", "-A"], check=True)
    subprocess.run(["git", "-C", str(work), *env, "commit", "-qm", "relu in a subpackage"], check=True)
    subprocess.run(["git", "-C", str(work), "push", "-q", "origin", "HEAD"], check=True)


def test_ops_in_subpackages_are_ops(fake: FakeGitHub, target: RepoState, bot: BotHandle, tmp_path: Path) -> None:
    _push_nested_op(target, tmp_path)
    issue = fake.open_issue(target, "Port ops", login="maintainer")
    fake.comment(target, issue, "/translate nosuchop", login="maintainer")
    bot.idle()
    (reply,) = bot_replies(target, issue)
    assert "Ops there: `relu`, `silu_and_mul`, `softmax`." in reply, reply
