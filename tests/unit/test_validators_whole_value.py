"""Every validator of names, paths, SHAs and install sources judges the whole value: Python's ``$`` also matches
before a trailing newline, which would let ``"tilebot\n"`` into a workflow file or a git command line."""

from __future__ import annotations

from pathlib import Path

import pytest

from tilebot.bot.delivery_queue import DeliveryQueue
from tilebot.bot.metrics import Metrics
from tilebot.bot.stage_workflow import WorkflowError, render_workflow
from tilebot.bot.store import Store
from tilebot.bot.webhooks import Ingress, sign
from tilebot.cli import main as tilebot
from tilebot.core.config import parse_config
from tilebot.core.install import parse_install
from tilebot.runner.job import parse_args
from tilebot.runner.trust import branch_refusal

SHA = "a" * 40
INSTALL = parse_install(f"git+https://github.com/o/tilebot@{SHA}")


def test_the_stage_workflow_refuses_a_trailing_newline() -> None:
    for toml in ('[layout]\nartifacts_dir = "tilebot\\n"', '[runners.labels]\nperf = ["self-hosted", "gpu\\n"]'):
        with pytest.raises(WorkflowError):
            render_workflow(parse_config(toml), install=INSTALL)
    with pytest.raises(WorkflowError):
        render_workflow(parse_config(""), install=INSTALL, allowed_actors=("tilebot[bot]\n",))


def test_the_runner_refuses_a_trailing_newline() -> None:
    assert branch_refusal("tilebot/softmax\n") is not None
    with pytest.raises(SystemExit):
        parse_args(["--stage", "analyze", "--op", "softmax\n", "--run-dir", "x"])
    assert tilebot(["status", "0123abcd\n"]) == 2


def test_the_webhook_refuses_a_delivery_id_with_a_trailing_newline(tmp_path: Path) -> None:
    ingress = Ingress(
        secret=b"s",
        queue=DeliveryQueue(Store(f"sqlite:///{tmp_path / 'q.db'}")),
        notify=lambda: None,
        metrics=Metrics(),
    )
    body = b"{}"
    headers = {"x-github-event": "ping", "x-github-delivery": "abc\n", "x-hub-signature-256": sign(b"s", body)}
    assert ingress.receive(headers, body).status == 400
