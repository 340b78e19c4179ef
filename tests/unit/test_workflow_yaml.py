"""The stage workflow: parsed and checked against the stage table, in sync with `tilebot init`, and lint-clean."""

from __future__ import annotations

import math
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from tilebot.bot.stage_workflow import (
    ACTIONLINT_CONFIG_PATH,
    SETUP_MARGIN_MINUTES,
    WORKFLOW_PATH,
    WorkflowError,
    init_repo,
    installed_by,
    plan_jobs,
    render_workflow,
)
from tilebot.cli import main as tilebot
from tilebot.core import workflow
from tilebot.core.config import ConfigError, RunConfig, parse_config
from tilebot.core.install import InstallSpecError, parse_install
from tilebot.core.stages import SPECS, Stage, gpu_labelled, needs_gpu
from tilebot.core.workflow import DISPATCH_INPUTS, artifact_name

ROOT = Path(__file__).resolve().parents[2]
INSTALL = installed_by(ROOT / WORKFLOW_PATH)  # the pinned source this repository's sample workflow names
BIN = Path(sys.executable).parent
WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
GH_EXPR = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")
SHA = "a" * 40


def load(text: str) -> dict[str, Any]:
    doc = yaml.safe_load(text)
    if True in doc:  # PyYAML reads the bare key `on` as the boolean true (YAML 1.1)
        doc["on"] = doc.pop(True)
    return doc


def committed() -> dict[str, Any]:
    return load((ROOT / WORKFLOW_PATH).read_text())


def steps_by_name(job: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {step["name"]: step for step in job["steps"]}


def the_job_step(job: dict[str, Any]) -> dict[str, Any]:
    found = [s for s in job["steps"] if "tilebot.runner.job" in s.get("run", "")]
    assert len(found) == 1, "exactly one step runs the job entry"
    return found[0]


def test_committed_workflow_is_what_init_writes() -> None:
    assert (ROOT / WORKFLOW_PATH).read_text() == render_workflow(RunConfig(), install=INSTALL)
    assert tilebot(["init", "--check", "--repo", str(ROOT)]) == 0


def test_inputs_run_name_permissions_and_concurrency() -> None:
    doc = committed()
    inputs = doc["on"]["workflow_dispatch"]["inputs"]
    assert tuple(inputs) == DISPATCH_INPUTS and len(inputs) <= 25  # GitHub's limit; the schema does not check it
    assert inputs["stage"]["type"] == "choice" and inputs["stage"]["options"] == [s.value for s in Stage]
    assert all(inputs[name]["required"] for name in DISPATCH_INPUTS if name != "options")
    assert set(doc["on"]) == {"workflow_dispatch"}  # no push/pull_request trigger can reach a self-hosted runner
    assert doc["permissions"] == {}
    assert doc["concurrency"] == {"group": "tilebot-run-${{ inputs.run_id }}", "cancel-in-progress": False}


def test_the_workflow_takes_what_the_actions_executor_sends() -> None:
    """The executor dispatches, correlates by run-name and downloads artifacts: the workflow must agree."""
    from tilebot.bot.executor import actions as executor  # here: it needs the service's packages (PyGithub)

    doc = committed()
    inputs = doc["on"]["workflow_dispatch"]["inputs"]
    sent = workflow.dispatch_inputs(
        run_id="0123abcd", stage=Stage.PERF, attempt=2, op="softmax", branch="b", sha="0" * 40, options="{}"
    )
    assert set(sent) == set(inputs)  # GitHub answers 422 to an input the workflow lacks
    values = {"op": "softmax", "stage": "perf", "attempt": "2", "run_id": "0123abcd"}
    shown = GH_EXPR.sub(lambda m: values[m.group(1).removeprefix("inputs.")], doc["run-name"])
    assert workflow.parse_run_name(shown) == ("0123abcd", Stage.PERF, 2)
    assert Path(WORKFLOW_PATH).name == executor.DEFAULT_WORKFLOW
    for stage in Stage:
        assert artifact_name("0123abcd", stage, 1).startswith(workflow.RESULT_ARTIFACT_PREFIX)


def test_every_stage_has_a_job_on_its_labels_with_gpu_only_where_needed() -> None:
    config = RunConfig()
    jobs = committed()["jobs"]
    assert list(jobs) == [p.job_id for p in plan_jobs(config, install=INSTALL)]
    assert list(jobs) == [
        j for s in Stage for j in ([f"{s.value}_build"] if SPECS[s].builds_on_cpu else []) + [s.value]
    ]
    gpu_label_sets = {frozenset(config.runners.labels[s]) for s in Stage if needs_gpu(s)}
    for stage in Stage:
        job = jobs[stage.value]
        labels = job["runs-on"]
        assert labels == config.runners.labels[stage] and labels, stage
        on_gpu = frozenset(labels) in gpu_label_sets
        assert on_gpu == gpu_labelled(stage), f"{stage.value}: GPU labels only for stages that run or time kernels"
        assert ("tilebot-gpu" in labels) == gpu_labelled(stage)
        assert f"inputs.stage == '{stage.value}'" in job["if"]
        for check in ("github.event_name == 'workflow_dispatch'", "github.event.repository.default_branch"):
            assert check in job["if"]
        assert "contains(fromJSON('[\"tilebot[bot]\"]'), github.actor)" in job["if"]
        assert "github.triggering_actor" in job["if"]
        assert job["timeout-minutes"] == math.ceil(config.timeouts[stage] / 60) + SETUP_MARGIN_MINUTES
        assert job["permissions"] == {"contents": "write"}
        assert job["name"] == stage.label + (" (check)" if SPECS[stage].builds_on_cpu else "")


def test_a_gpu_stage_that_builds_does_so_on_a_cpu_runner_and_the_gpu_job_only_loads() -> None:
    """D: the build job (CPU labels, cargo, the model) hands its pushed commit to the check job (GPU labels)."""
    config = RunConfig()
    jobs = committed()["jobs"]
    build, check = jobs["host_ffi_build"], jobs["host_ffi"]
    assert build["runs-on"] == config.runners.labels[Stage.WRITE_KERNEL] and "tilebot-gpu" not in build["runs-on"]
    assert check["runs-on"] == config.runners.labels[Stage.HOST_FFI] and "tilebot-gpu" in check["runs-on"]
    assert build["outputs"] == {"ready": "${{ steps.stage.outputs.ready }}", "sha": "${{ steps.stage.outputs.sha }}"}
    assert check["needs"] == "host_ffi_build" and "needs.host_ffi_build.outputs.ready == 'true'" in check["if"]
    sha = "${{ needs.host_ffi_build.outputs.sha }}"
    assert check["env"]["TILEBOT_SHA"] == sha
    assert next(s for s in check["steps"] if "uses" in s and "checkout" in s["uses"])["with"]["ref"] == sha
    build_step, check_step = the_job_step(build), the_job_step(check)
    assert "--phase build" in build_step["run"] and "--runner-class cpu" in build_step["run"]
    assert "--phase check" in check_step["run"] and "--runner-class gpu" in check_step["run"]
    assert "ANTHROPIC_API_KEY" in build_step["env"] and "ANTHROPIC_API_KEY" not in check_step["env"]
    install = {name: steps_by_name(job) for name, job in (("build", build), ("check", check))}
    specs = {
        k: next(s["env"]["TILEBOT_PIP_SPEC"] for n, s in v.items() if n.startswith("Install"))
        for k, v in install.items()
    }
    assert "rust" in specs["build"] and "rust" not in specs["check"] and "gpu" in specs["check"]
    assert steps_by_name(build)["Upload the stage result and reports"]["with"]["name"].endswith("-build")


def test_steps_are_thin_and_keep_inputs_and_secrets_in_their_place() -> None:
    for job_id, job in committed()["jobs"].items():
        stage = job_id.removesuffix("_build")
        pinned = "${{ needs.host_ffi_build.outputs.sha }}" if "needs" in job else "${{ inputs.sha }}"
        steps = steps_by_name(job)
        checkout = next(s for s in job["steps"] if s.get("uses", "").startswith("actions/checkout@"))
        assert checkout["with"] == {
            "ref": pinned,
            "fetch-depth": 0,
            "persist-credentials": False,
            "clean": True,
        }
        step = the_job_step(job)
        command = " ".join(step["run"].split())
        assert " -I -m tilebot.runner.job --actions " in command  # -I: the checkout cannot shadow the package
        assert f"--stage {stage} " in command
        gpu = gpu_labelled(Stage(stage)) and not job_id.endswith("_build")
        assert f"--runner-class {'gpu' if gpu else 'cpu'}" in command
        assert "--push" in command and '--sha "$TILEBOT_SHA"' in command
        assert step["env"]["TILEBOT_PUSH_TOKEN"] == "${{ github.token }}"
        # The key reaches only a model-calling stage's job that calls the model (D's build, not its GPU check).
        assert ("ANTHROPIC_API_KEY" in step["env"]) == (SPECS[Stage(stage)].agent and "needs" not in job)
        assert "ANTHROPIC_API_KEY" not in job["env"]  # never job-wide: checkout and install steps do not get it
        other_steps = [s for s in job["steps"] if s is not step]
        assert not any("TILEBOT_PUSH_TOKEN" in s.get("env", {}) for s in other_steps)
        upload = steps["Upload the stage result and reports"]
        assert upload["if"] == "always()" and upload["uses"].startswith("actions/upload-artifact@")
        named = GH_EXPR.sub(
            lambda m: {"inputs.run_id": "0123abcd", "inputs.attempt": "2"}[m.group(1)], upload["with"]["name"]
        )
        assert named == artifact_name("0123abcd", Stage(stage), 2) + ("-build" if job_id.endswith("_build") else "")
        assert upload["with"]["path"] == "${{ runner.temp }}/tilebot-out"
        assert steps["Clean the workspace"]["if"] == "always()"
        assert [s["name"] for s in job["steps"]][-1] == "Clean the workspace"


@pytest.mark.parametrize("path", WORKFLOWS, ids=lambda p: p.name)
def test_no_expression_is_interpolated_into_a_script_and_actions_are_pinned(path: Path) -> None:
    doc = load(path.read_text())
    for job in doc["jobs"].values():
        for step in job["steps"]:
            assert "${{" not in step.get("run", ""), f"{step['name']}: pass values through env:, not inline"
            if "uses" in step:
                assert re.match(r"^[\w.-]+/[\w.-]+@[0-9a-f]{40}$", step["uses"]), step["uses"]


def test_no_process_left_by_the_job_step_holds_its_secrets(tmp_path: Path) -> None:
    # GitHub runs a step as `bash -e {0}` with the step's env. A shell left waiting for the job would keep the
    # push token and the key in its /proc/<pid>/environ, readable by the stage's build scripts and tests (same
    # user). A stand-in for the venv's python reports whether its parent process holds them.
    python = tmp_path / "tilebot-venv" / "bin" / "python"
    python.parent.mkdir(parents=True)
    python.write_text(
        '#!/bin/sh\ntr "\\0" "\\n" < /proc/$PPID/environ | grep -c "^TILEBOT_PUSH_TOKEN=secret" || true\n'
    )
    python.chmod(0o755)
    for job_id, job in committed()["jobs"].items():
        step = the_job_step(job)
        script = tmp_path / f"{job_id}.sh"
        script.write_text(step["run"])
        env = {"PATH": "/usr/bin:/bin", "RUNNER_TEMP": str(tmp_path), "TILEBOT_PUSH_TOKEN": "secret"}
        proc = subprocess.run(["bash", "-e", str(script)], env=env, capture_output=True, text=True, check=True)
        assert proc.stdout.strip() == "0", f"{job_id}: the step's shell waits for the job, holding the token"


def test_custom_labels_timeouts_and_a_cpu_analyze() -> None:
    config = parse_config(
        """
[runners.labels]
preflight = ["self-hosted", "linux", "builder"]
write_kernel = ["self-hosted", "linux", "builder"]
ir_check = ["self-hosted", "linux", "builder"]
analyze = ["self-hosted", "linux", "builder"]
host_ffi = ["self-hosted", "linux", "h200"]
perf = ["self-hosted", "linux", "h200", "quiet"]
perf_diag = ["self-hosted", "linux", "builder"]

[timeouts]
perf = 3600
"""
    )
    plans = {p.stage: p for p in plan_jobs(config, install=INSTALL)}
    assert not plans[Stage.ANALYZE].gpu and plans[Stage.PERF].gpu and plans[Stage.HOST_FFI].gpu
    assert plans[Stage.PERF].timeout_minutes == 60 + SETUP_MARGIN_MINUTES
    jobs = load(render_workflow(config, install=INSTALL))["jobs"]
    assert jobs["perf"]["runs-on"] == ["self-hosted", "linux", "h200", "quiet"]
    assert "--runner-class cpu" in the_job_step(jobs["analyze"])["run"]
    assert "tilebot[gpu] @ " in jobs["perf"]["steps"][1]["env"]["TILEBOT_PIP_SPEC"]  # E loads D's build: no Rust
    assert "tilebot[ir]" in jobs["analyze"]["steps"][1]["env"]["TILEBOT_PIP_SPEC"]


def test_the_jobs_that_call_a_model_take_its_key_from_the_environment_named() -> None:
    jobs = load(render_workflow(parse_config('[runners]\nsecrets_environment = "tilebot-llm"'), install=INSTALL))[
        "jobs"
    ]
    keyed = {name for name, job in jobs.items() if "ANTHROPIC_API_KEY" in the_job_step(job)["env"]}
    assert keyed and {name for name, job in jobs.items() if job.get("environment") == "tilebot-llm"} == keyed
    assert all("environment" not in job for job in load(render_workflow(RunConfig(), install=INSTALL))["jobs"].values())
    with pytest.raises(ConfigError, match="secrets_environment"):
        parse_config('[runners]\nsecrets_environment = "a b"')


@pytest.mark.parametrize(
    ("toml", "expected"),
    [
        # A GPU runner carries every CPU label: it would pick up CPU work.
        ('[runners.labels]\nperf = ["self-hosted", "linux", "x64", "tilebot-cpu", "gpu"]', "would also take"),
        # The CPU stages ask for less than a GPU runner has.
        ('[runners.labels]\nwrite_kernel = ["self-hosted"]', "would also take"),
        ('[runners.labels]\nperf = ["self-hosted", "linux", "x64", "tilebot-cpu"]', "perf needs a GPU"),
        ('[runners.labels]\nperf = ["self-hosted", "gpu box"]', "invalid runner label"),
        ('[layout]\nartifacts_dir = "out dir"', "layout.artifacts_dir"),
    ],
)
def test_configs_that_would_mix_gpu_and_cpu_work_are_refused(toml: str, expected: str) -> None:
    with pytest.raises(WorkflowError, match=expected):
        render_workflow(parse_config(toml), install=INSTALL)


def test_bad_actors_and_package_specs_are_refused() -> None:
    with pytest.raises(WorkflowError, match="GitHub logins"):
        render_workflow(RunConfig(), install=INSTALL, allowed_actors=("evil' || true || '",))
    with pytest.raises(WorkflowError, match="at least one allowed actor"):
        render_workflow(RunConfig(), install=INSTALL, allowed_actors=())
    with pytest.raises(InstallSpecError, match="does not pin a commit"):
        parse_install(INSTALL.source + '"\nrun: evil')  # no way into the YAML but a pinned source


def test_init_writes_checks_and_refuses_to_clobber(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    assert tilebot(["init", "--repo", str(tmp_path), "--check", "--install", INSTALL.source]) == 1  # nothing yet
    pinned = ["--install", INSTALL.source]
    assert tilebot(["init", "--repo", str(tmp_path), "--allowed-actor", "acme-tilebot[bot]", *pinned]) == 0
    text = (tmp_path / WORKFLOW_PATH).read_text()
    assert "contains(fromJSON('[\"acme-tilebot[bot]\"]'), github.actor)" in text
    assert "tilebot-gpu" in (tmp_path / ACTIONLINT_CONFIG_PATH).read_text()
    assert tilebot(["init", "--repo", str(tmp_path), "--check", "--allowed-actor", "acme-tilebot[bot]"]) == 0
    (tmp_path / ".tilebot.toml").write_text("[timeouts]\nperf = 7200\n")
    assert tilebot(["init", "--repo", str(tmp_path), "--check", "--allowed-actor", "acme-tilebot[bot]"]) == 1
    assert tilebot(["init", "--repo", str(tmp_path), "--allowed-actor", "acme-tilebot[bot]", *pinned]) == 2  # differs
    assert "--force replaces it" in capsys.readouterr().out
    assert tilebot(["init", "--repo", str(tmp_path), "--force", "--allowed-actor", "acme-tilebot[bot]", *pinned]) == 0
    assert "timeout-minutes: 130" in (tmp_path / WORKFLOW_PATH).read_text()
    # An actionlint config of the repository's own is left alone; init says which labels it lacks.
    (tmp_path / ACTIONLINT_CONFIG_PATH).write_text("self-hosted-runner:\n  labels: [tilebot-cpu]\n")
    outcome = init_repo(tmp_path, allowed_actors=("acme-tilebot[bot]",), install=INSTALL)
    assert outcome.notes and "'tilebot-gpu'" in outcome.notes[0] and "'tilebot-cpu'" not in outcome.notes[0]


# --------------------------------------------------------------------------- the linters CI runs


def lint(tool: str, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    exe = BIN / tool
    assert exe.exists(), f"{tool} is not installed in the venv (dev extra)"
    env = {"PATH": f"{BIN}:/usr/bin:/bin", "HOME": str(cwd)}
    return subprocess.run([str(exe), *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=120)


def all_linters(repo: Path) -> dict[str, subprocess.CompletedProcess[str]]:
    files = [str(p.relative_to(repo)) for p in sorted((repo / ".github" / "workflows").glob("*.yml"))]
    return {
        "actionlint": lint("actionlint", *files, cwd=repo),
        "check-jsonschema": lint("check-jsonschema", "--builtin-schema", "vendor.github-workflows", *files, cwd=repo),
        "zizmor": lint("zizmor", "--offline", "--no-progress", ".github/workflows", cwd=repo),
    }


def test_committed_workflows_lint_clean() -> None:
    for tool, proc in all_linters(ROOT).items():
        assert proc.returncode == 0, f"{tool}:\n{proc.stdout}\n{proc.stderr}"


def test_a_workflow_written_by_init_into_a_scratch_repo_lints_clean(tmp_path: Path) -> None:
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    (tmp_path / ".tilebot.toml").write_text(
        '[runners.labels]\nhost_ffi = ["self-hosted", "linux", "h200"]\nperf = ["self-hosted", "linux", "h200"]\n'
        'perf_diag = ["self-hosted", "linux", "cpu"]\nanalyze = ["self-hosted", "linux", "h200"]\n'
    )
    assert tilebot(["init", "--repo", str(tmp_path), "--install", INSTALL.source]) == 0
    for tool, proc in all_linters(tmp_path).items():
        assert proc.returncode == 0, f"{tool}:\n{proc.stdout}\n{proc.stderr}"


def test_the_linters_catch_what_they_are_here_for(tmp_path: Path) -> None:
    """A control: an input interpolated into a script, an unpinned action, an unknown label and a bad key fail."""
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    wf = tmp_path / ".github" / "workflows" / "bad.yml"
    wf.parent.mkdir(parents=True)
    wf.write_text(
        """name: bad
on:
  workflow_dispatch:
    inputs:
      op: {type: string, required: true}
jobs:
  run:
    runs-on: [self-hosted, h200]
    steps:
      - uses: actions/checkout@v4
      - run: echo ${{ inputs.op }} $UNQUOTED
    timeout: 5
"""
    )
    results = all_linters(tmp_path)
    assert results["actionlint"].returncode != 0
    assert 'label "h200" is unknown' in results["actionlint"].stdout
    if shutil.which("shellcheck", path=str(BIN)):
        assert "SC2086" in results["actionlint"].stdout  # shellcheck ran inside actionlint
    assert results["check-jsonschema"].returncode != 0
    zizmor = results["zizmor"]
    assert zizmor.returncode != 0
    for audit in ("template-injection", "unpinned-uses", "artipacked", "excessive-permissions"):
        assert audit in zizmor.stdout, audit


def test_runners_install_tilebot_only_from_a_pinned_source(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A package index name (anyone may register it) or a movable ref never reaches a self-hosted runner."""
    subprocess.run(["git", "init", "-q", str(tmp_path)], check=True)
    for unpinned in ("tilebot==0.1.0", "git+https://github.com/acme/tilebot@main", "https://x.test/tilebot.whl"):
        assert tilebot(["init", "--repo", str(tmp_path), "--install", unpinned]) == 2
        assert "--install git+https://HOST/OWNER/tilebot@<40-hex" in " ".join(capsys.readouterr().out.split())
    assert not (tmp_path / WORKFLOW_PATH).exists()
    wheel = f"https://x.test/tilebot-0.1.0-py3-none-any.whl#sha256={'b' * 64}"
    assert tilebot(["init", "--repo", str(tmp_path), "--install", wheel]) == 0
    text = (tmp_path / WORKFLOW_PATH).read_text()
    assert f'"tilebot[ir] @ {wheel}"' in text and f'"tilebot[gpu] @ {wheel}"' in text
    assert tilebot(["init", "--repo", str(tmp_path), "--check"]) == 0  # --check keeps the source it finds
    # A workflow edited to install from an index fails --check, saying how to fix it.
    (tmp_path / WORKFLOW_PATH).write_text(text.replace(f" @ {wheel}", "==0.1.0"))
    assert tilebot(["init", "--repo", str(tmp_path), "--check"]) == 2
    assert "a package index name" in " ".join(capsys.readouterr().out.split())


def test_every_package_a_job_installs_is_named_by_its_hash() -> None:
    """tilebot alone from its pinned source, everything else from the lock of the job's own extras, wheels only.

    A dependency resolved by name (tilebot installed with its dependencies) would run beside the push token
    unchecked; tests/integration/test_runner_install.py runs these steps against a real index."""
    for job_id, job in committed()["jobs"].items():
        step = next(s for s in job["steps"] if s["name"].startswith("Install"))
        pip = [" ".join(line.split()) for line in step["run"].splitlines() if " -m pip install " in line]
        assert len(pip) == 3, job_id
        build, package, lock = pip
        assert build.endswith('--require-hashes --only-binary=:all: -r "$RUNNER_TEMP/tilebot-build-lock.txt"')
        # the committed workflow names a commit: built from the checkout of exactly that object, nothing resolved
        assert package.endswith('--no-deps --no-build-isolation "$src"'), job_id
        assert 'fetch -q --depth 1 origin "$TILEBOT_GIT_COMMIT"' in step["run"], job_id
        assert 'test "$(git -C "$src" rev-parse HEAD)" = "$TILEBOT_GIT_COMMIT"' in step["run"], job_id
        assert lock.endswith('--require-hashes --only-binary=:all: -r "$lock"'), job_id
        extras = step["env"]["TILEBOT_PIP_SPEC"].split("[")[1].split("]")[0]
        assert f'lock=$("$py" -I -m tilebot.core.locks {extras})' in step["run"], job_id
        assert step["env"]["TILEBOT_BUILD_LOCK"].startswith("setuptools==")
        assert '"$py" -I -m pip uninstall --quiet --yes setuptools' in step["run"], job_id  # the build's, not the job's
        # outside the checkout, no python reading modules from the current directory (a branch's pip/ would run)
        assert step["working-directory"] == "${{ runner.temp }}", job_id
        commands = [line for line in step["run"].splitlines() if not line.lstrip().startswith("#")]
        assert not [c for c in commands if re.search(r"(python3|\"\$py\") (?!-I )", c)], job_id
