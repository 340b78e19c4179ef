"""The stage workflow's install steps, run as GitHub runs a step (``bash -e``), on a real pip and package index,
and the service image's install (the Dockerfile's, in a venv: no base image can be pulled here).

Each distinct step of the workflow ``tilebot init`` writes installs tilebot from a wheel built from this tree (a
pinned ``file://…#sha256=`` source), then the lock for its job's extras: the job must get exactly the lock's pins,
and a lock whose hash does not match what the index serves must stop the step."""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from packaging.markers import Marker
from packaging.utils import canonicalize_name

from tests.support.wheel import build_wheel, copy_source
from tilebot.bot.stage_workflow import render_workflow
from tilebot.core.config import RunConfig
from tilebot.core.install import InstallSpec, parse_install
from tilebot.core.locks import BUILD_LOCK, LOCKS, lock_path, requirement_lines

ROOT = Path(__file__).resolve().parents[2]
PYTHON_BIN = Path(sys.base_prefix) / "bin"  # the interpreter a runner's `python3` is, not this test's venv


def install_steps(wheel: Path) -> dict[str, dict[str, Any]]:
    """Each distinct install step of the default workflow, by the extras its lock is for."""
    return install_steps_from(parse_install(f"file://{wheel}#sha256={hashlib.sha256(wheel.read_bytes()).hexdigest()}"))


def install_steps_from(source: InstallSpec) -> dict[str, dict[str, Any]]:
    jobs = yaml.safe_load(render_workflow(RunConfig(), install=source))["jobs"]
    steps = [step for job in jobs.values() for step in job["steps"] if step["name"].startswith("Install")]
    return {step["name"].split("(")[1].rstrip(")"): step for step in steps}


# Modules a checkout could hold at its root to run in place of the real ones: each leaves a mark where it ran.
PLANTED = {
    "pip/__init__.py": "",
    "pip/__main__.py": "open(__file__ + '.ran', 'w')",
    "venv/__init__.py": "",
    "venv/__main__.py": "open(__file__ + '.ran', 'w')",
    "sysconfig.py": "open(__file__ + '.ran', 'w')",
}


def run_step(
    step: dict[str, Any], runner_temp: Path, pip_cache: Path, python_bin: Path = PYTHON_BIN
) -> subprocess.CompletedProcess[str]:
    """The step's script under ``bash -e`` with the step's env, ``python3`` the one in ``python_bin``, run where
    GitHub runs it: its ``working-directory``, else the checkout (here ``workspace`` beside ``runner_temp``, holding
    the ``PLANTED`` modules a branch could carry)."""
    runner_temp.mkdir()
    workspace = runner_temp.parent / "workspace"
    for name, code in PLANTED.items():
        (workspace / name).parent.mkdir(parents=True, exist_ok=True)
        (workspace / name).write_text(code)
    script = runner_temp / "step.sh"
    script.write_text(step["run"])
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env |= {"PATH": f"{python_bin}:{env['PATH']}", "RUNNER_TEMP": str(runner_temp), "PIP_CACHE_DIR": str(pip_cache)}
    env |= {"GITHUB_WORKSPACE": str(workspace)} | step["env"]
    cwd = {"${{ runner.temp }}": runner_temp}.get(step.get("working-directory", ""), workspace)
    return subprocess.run(
        ["bash", "-e", str(script)], cwd=cwd, env=env, capture_output=True, text=True, check=False, timeout=600
    )


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """The wheel, and a pip cache the steps share (each package is fetched once)."""
    return build_wheel(tmp_path_factory.mktemp("wheel")), tmp_path_factory.mktemp("pip-cache")


def pins_here(lock: Path) -> dict[str, str]:
    """The pins of a lock whose markers hold here: the step's venv comes from this test's base interpreter."""
    pins = {}
    for line in requirement_lines(lock):
        requirement, _, marker = line.split(" --hash")[0].partition(" ; ")
        if not marker or Marker(marker).evaluate():
            name, _, version = requirement.partition("==")
            pins[canonicalize_name(name)] = version
    return pins


def installed(venv: Path, *, local: bool) -> dict[str, str]:
    """What the venv holds itself (``local``), or all it sees: a GPU job's venv also sees the runner's system site."""
    listed = subprocess.run(
        [venv / "bin/python", "-m", "pip", "list", "--format=json", *(["--local"] if local else [])],
        capture_output=True,
        text=True,
        check=True,
    )
    return {canonicalize_name(d["name"]): d["version"] for d in json.loads(listed.stdout)}


@pytest.mark.parametrize("extras", ["ir", "ir,runner", "ir,runner,rust", "gpu"])
def test_a_jobs_install_step_gives_it_tilebot_and_exactly_its_locks_pins(
    extras: str, built: tuple[Path, Path], tmp_path: Path
) -> None:
    wheel, pip_cache = built
    steps = install_steps(wheel)
    assert set(steps) == {"ir", "ir,runner", "ir,runner,rust", "gpu"}  # every lock the default workflow uses
    # A GPU runner's python3 may itself be a venv holding its torch (the H100/H200 image's is): a module there
    # stands in for that stack, which the job's tests must import.
    runner_python = tmp_path / "runner-python"
    subprocess.run([PYTHON_BIN / "python3", "-m", "venv", "--without-pip", runner_python], check=True)
    runner_site = next(runner_python.glob("lib/python3*/site-packages"))
    (runner_site / "runner_stack_probe.py").write_text("STACK = 1\n")
    # and an editable install there (a .pth naming a source tree), as `pip install -e` of the op's repo leaves
    (tmp_path / "editable").mkdir()
    (tmp_path / "editable/runner_editable_probe.py").write_text("EDITABLE = 1\n")
    (runner_site / "__editable__.probe.pth").write_text(f"{tmp_path / 'editable'}\n")
    proc = run_step(steps[extras], tmp_path / "runner-temp", pip_cache, python_bin=runner_python / "bin")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert not list((tmp_path / "workspace").rglob("*.ran")), "the checkout's own module ran in the install step"
    venv = tmp_path / "runner-temp/tilebot-venv"
    probe = (
        "import os, sys, runner_stack_probe, runner_editable_probe, tilebot\n"
        "where = lambda path: sys.path.index(os.path.dirname(path))\n"
        "print(where(tilebot.__path__[0]) < where(runner_stack_probe.__file__))"
    )
    seen = subprocess.run([venv / "bin/python", "-I", "-c", probe], capture_output=True, text=True, check=False)
    if extras == "gpu":  # the runner's stack, after the job's own packages
        assert seen.stdout.strip() == "True", seen.stderr[-2000:]
    else:  # a CPU job sees only what it installed
        assert "No module named 'runner_stack_probe'" in seen.stderr
    expected = pins_here(lock_path(extras)) | {"tilebot": "0.1.0"}  # the build's setuptools is gone again
    # everything the step put in the venv is pinned, and every pin is there (a GPU job's venv may take a pin from the
    # runner's own site at the locked version: the runner's admin put it there)
    assert {k: v for k, v in installed(venv, local=True).items() if k != "pip"}.items() <= expected.items()
    assert expected.items() <= installed(venv, local=False).items()
    if extras != "gpu":
        assert {k: v for k, v in installed(venv, local=True).items() if k != "pip"} == expected
    # the job step's own command starts with what was installed
    job = subprocess.run(
        [venv / "bin/python", "-I", "-m", "tilebot.runner.job", "--help"], capture_output=True, text=True
    )
    assert job.returncode == 0 and "--stage" in job.stdout, job.stderr[-2000:]


def test_a_lock_whose_hash_the_index_does_not_serve_stops_the_step(built: tuple[Path, Path], tmp_path: Path) -> None:
    _, pip_cache = built
    # every hash of jinja2's files (pip takes a file that matches any of them) no longer what the index serves
    text = (LOCKS / "ir.txt").read_text()
    start = text.index("jinja2==")
    end = text.index("# via", start)
    entry = re.sub(r"sha256:[0-9a-f]{64}", "sha256:" + "0" * 64, text[start:end])
    wheel = build_wheel(tmp_path / "tampered", {"ir.txt": text[:start] + entry + text[end:]})
    proc = run_step(install_steps(wheel)["ir"], tmp_path / "runner-temp", pip_cache)
    assert proc.returncode != 0 and "DO NOT MATCH THE HASHES" in proc.stderr, proc.stderr[-3000:]
    assert "jinja2" not in installed(tmp_path / "runner-temp/tilebot-venv", local=True)


def test_a_git_source_installs_its_commit_even_where_a_branch_is_named_like_it(
    built: tuple[Path, Path], tmp_path: Path
) -> None:
    """Whoever may push a branch to tilebot's repository must not choose what runners install: a branch named like
    the pinned hash is what pip's ``git+URL@<hash>`` installs, so the step fetches the commit by object id."""
    _, pip_cache = built
    origin = copy_source(tmp_path / "tree")
    git = ["git", "-C", str(origin), "-c", "user.name=t", "-c", "user.email=t@example.com"]
    subprocess.run([*git, "init", "-q"], check=True)
    subprocess.run([*git, "add", "-A"], check=True)
    subprocess.run([*git, "commit", "-qm", "pinned"], check=True)
    pinned = subprocess.run([*git, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    with (origin / "tilebot/__init__.py").open("a") as init:
        init.write("IMPOSTOR = True\n")
    subprocess.run([*git, "commit", "-qam", "impostor"], check=True)
    subprocess.run([*git, "branch", pinned], check=True)
    step = install_steps_from(parse_install(f"git+https://git.example.invalid/tilebot@{pinned}"))["ir"]
    assert step["env"]["TILEBOT_GIT_COMMIT"] == pinned
    step["env"]["TILEBOT_GIT_URL"] = origin.as_uri()  # the host's repository, served by real git
    proc = run_step(step, tmp_path / "runner-temp", pip_cache)
    assert proc.returncode == 0, proc.stderr[-3000:]
    venv_python = tmp_path / "runner-temp/tilebot-venv/bin/python"
    probe = "import tilebot; print(hasattr(tilebot, 'IMPOSTOR'))"
    seen = subprocess.run([venv_python, "-I", "-c", probe], capture_output=True, text=True, check=True)
    assert seen.stdout.strip() == "False"


def test_the_service_image_installs_its_lock_and_tilebot_alone(built: tuple[Path, Path], tmp_path: Path) -> None:
    _, pip_cache = built
    dockerfile = (ROOT / "Dockerfile").read_text()
    (install,) = [i for i in dockerfile.replace("\\\n", " ").splitlines() if i.startswith("RUN pip install")]
    # nothing by name: the two locks by hash, tilebot itself without its dependencies
    assert install.count("--require-hashes --only-binary=:all: -r tilebot/core/locks/") == 2
    assert "pip install --no-deps --no-build-isolation . " in install
    source, venv = copy_source(tmp_path), tmp_path / "venv"
    subprocess.run([PYTHON_BIN / "python3", "-m", "venv", venv], check=True)
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH")}
    env |= {"PATH": f"{venv / 'bin'}:{env['PATH']}", "PIP_CACHE_DIR": str(pip_cache)}
    proc = subprocess.run(
        ["sh", "-ec", install.removeprefix("RUN ").replace("/src", str(source))],
        cwd=source,
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    expected = pins_here(LOCKS / "bot.txt") | {"tilebot": "0.1.0", "setuptools": pins_here(BUILD_LOCK)["setuptools"]}
    assert {k: v for k, v in installed(venv, local=True).items() if k != "pip"} == expected
    serve = subprocess.run([venv / "bin/tilebot", "serve", "--help"], capture_output=True, text=True, check=False)
    assert serve.returncode == 0 and "--port" in serve.stdout, serve.stderr[-2000:]
