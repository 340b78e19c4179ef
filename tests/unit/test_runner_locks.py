"""The runner jobs' locks (tilebot/core/locks) against pyproject.toml and the stage workflow that installs them.

Offline: tests/integration/test_runner_install.py installs them for real through the workflow's own steps."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

from tilebot.bot.stage_workflow import every_job_extras, plan_jobs
from tilebot.core.config import RunConfig
from tilebot.core.install import parse_install
from tilebot.core.locks import BUILD_LOCK, LOCKS, SERVICE_EXTRAS, lock_name, lock_path, requirement_lines

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
_PIN = re.compile(r"(?P<name>[A-Za-z0-9._-]+)==(?P<version>\S+)(?: ; (?P<marker>.+?))?(?: --hash=sha256:[0-9a-f]{64})+")
# The runners' platforms on each Python tilebot supports: every environment a lock must cover.
ENVIRONMENTS = [
    {"python_version": v, "python_full_version": f"{v}.0", "sys_platform": "linux", "platform_machine": m}
    for v in ("3.11", "3.12", "3.13", "3.14")
    for m in ("x86_64", "aarch64")
]


def pins(lock: Path) -> list[tuple[str, str, str | None]]:
    """(name, version, marker) of every line, each required to be an exact pin with sha256 hashes."""
    found = []
    for line in requirement_lines(lock):
        match = _PIN.fullmatch(line)
        assert match, f"{lock.name}: not an exact pin with hashes: {line[:100]}"
        found.append((canonicalize_name(match["name"]), match["version"], match["marker"]))
    return found


def wanted(extras: tuple[str, ...]) -> list[Requirement]:
    """What pyproject asks for tilebot with these extras, its own extras (tilebot[ir]) expanded."""
    project, todo, seen = PYPROJECT["project"], list(extras), set()
    requirements = [Requirement(r) for r in project["dependencies"]]
    while todo:
        extra = todo.pop()
        if extra in seen:
            continue
        seen.add(extra)
        for requirement in map(Requirement, project["optional-dependencies"][extra]):
            if requirement.name == "tilebot":
                todo.extend(requirement.extras)
            else:
                requirements.append(requirement)
    return requirements


def test_there_is_a_lock_for_each_set_of_extras_a_job_installs_one_for_the_service_and_no_other() -> None:
    locked = {lock_name(e) for e in every_job_extras()} | {lock_name(SERVICE_EXTRAS), BUILD_LOCK.name}
    assert locked == {p.name for p in LOCKS.glob("*.txt")}
    workflow_locks = {
        p.lock_extras for p in plan_jobs(RunConfig(), install=parse_install("git+https://h/o/r@" + "0" * 40))
    }
    assert {lock_path(e) for e in workflow_locks} <= set(LOCKS.glob("*.txt"))


@pytest.mark.parametrize("extras", [*every_job_extras(), SERVICE_EXTRAS], ids=lock_name)
def test_a_lock_pins_every_requirement_of_its_extras_within_pyprojects_range(extras: tuple[str, ...]) -> None:
    locked = pins(LOCKS / lock_name(extras))
    for env in ENVIRONMENTS:
        here = {name: version for name, version, marker in locked if marker is None or Marker(marker).evaluate(env)}
        assert len(here) == len({n for n, _, m in locked if m is None or Marker(m).evaluate(env)})  # one pin each
        for requirement in wanted(extras):
            if requirement.marker is not None and not requirement.marker.evaluate(env):
                continue
            name = canonicalize_name(requirement.name)
            assert name in here, f"{lock_name(extras)} lacks {name} ({env['python_version']}): rerun the lock tool"
            assert requirement.specifier.contains(here[name], prereleases=True), (
                f"{lock_name(extras)} pins {name}=={here[name]}, outside pyproject's {requirement}: "
                "rerun python tools/lock_deps.py"
            )


def test_the_build_lock_pins_what_builds_tilebot() -> None:
    locked = {name: version for name, version, _ in pins(BUILD_LOCK)}
    for requirement in map(Requirement, PYPROJECT["build-system"]["requires"]):
        assert requirement.specifier.contains(locked[canonicalize_name(requirement.name)])


def test_a_runner_asks_for_its_jobs_lock_by_extras_in_any_order_and_hears_which_exist() -> None:
    run = [sys.executable, "-I", "-m", "tilebot.core.locks"]
    found = subprocess.run([*run, "rust,runner,ir"], capture_output=True, text=True, check=True, cwd=ROOT)
    assert Path(found.stdout.strip()) == LOCKS / "ir-runner-rust.txt"
    missing = subprocess.run([*run, "ir,bot"], capture_output=True, text=True, check=False, cwd=ROOT)
    assert missing.returncode == 2 and "no lock for extras 'ir,bot'" in missing.stderr and "ir,runner" in missing.stderr
    assert subprocess.run(run, capture_output=True, check=False, cwd=ROOT).returncode == 2
