"""The ``tilebot`` command end to end, and a run surviving a real SIGKILL of its orchestrator."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path

import pytest
from rich.console import Console

from tests.integration.conftest import PASSING, TILEBOT, Scripted
from tests.support.processes import alive, ctrl_c_reaches_it, wait_for
from tilebot.bot.executor.local import _FINAL_EXITS
from tilebot.bot.forge.local import LocalForge
from tilebot.bot.local_run import LocalSession
from tilebot.bot.store import AttemptStatus, Run, RunState, Store
from tilebot.core.stages import Classification
from tilebot.runner.job import EXIT_REFUSED


def test_translate_local_ports_with_zero_tokens_up_to_the_gpu_check(example_repo: Path, tmp_path: Path) -> None:
    """The demo's run: no API key, no GPU. The translator writes B's kernel and D's host side; C's diff passes;
    the run stops at D's GPU half, BLOCKED/env, with D's build committed for a GPU runner."""
    state = tmp_path / "state"
    proc = subprocess.run(
        [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)],
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
        env={k: v for k, v in os.environ.items() if k != "ANTHROPIC_API_KEY"} | {"COLUMNS": "200"},
    )
    assert proc.returncode == 3, proc.stdout + proc.stderr  # BLOCKED/env: the machine stopped it, not the port
    store = Store(f"sqlite:///{state / 'tilebot.db'}")
    (run,) = store.list_runs()
    assert run.state is RunState.STOPPED and run.succeeded is False
    attempts = store.attempts(run.id)
    # Real preflight: cuda-tile, the 13.4 Tile IR kit, cargo and disk, as installed by the test command.
    assert [(a.stage.value, a.result.verdict) for a in attempts if a.result] == [
        ("preflight", "PASS"),
        ("analyze", "PASS"),
        ("write_kernel", "COMPILED"),
        ("ir_check", "PASS_WITH_NOTES"),
        ("host_ffi", "BLOCKED"),
    ], [a.result.message for a in attempts if a.result]
    results = {a.stage.value: a.result for a in attempts if a.result}
    assert {v.name for v in results["preflight"].validators} >= {"tileiras", "ptxas", "libnvvm", "rust"}
    assert results["write_kernel"].writer == "translator" and results["write_kernel"].cost.tokens_in == 0
    assert results["host_ffi"].writer == "translator" and results["host_ffi"].classification is Classification.ENV
    assert "exporting cutile_softmax" in results["host_ffi"].message
    status = (state / "runs" / run.id / "reports" / "status.md").read_text()
    assert "**Stopped.**" in status and "D host/FFI BLOCKED (env)" in status
    # C's IR diff, read from the file the stage committed, as a PR's comment and check run show it
    ir_section = "#### IR diff · C IR check #1 · `PASS_WITH_NOTES`"
    assert ir_section in status
    assert ir_section in (state / "runs" / run.id / "reports" / "checks" / "ir_check-1.md").read_text()
    # Stage A committed its analysis and the reference IR to the run's branch.
    worktree = Path(run.forge_refs["worktree"])
    assert (worktree / "tilebot/softmax/reference/analysis.json").is_file()
    assert list((worktree / "tilebot/softmax/reference").glob("*.mlir"))
    # B's and D's sources and D's build are on the branch a GPU runner checks out.
    committed = subprocess.run(["git", "-C", str(worktree), "ls-files"], capture_output=True, text=True).stdout
    for path in (
        "src/tilegym/ops/cutile_rs/softmax_kernel/kernel.rs",
        "src/tilegym/ops/cutile_rs/softmax_kernel/ffi.rs",
        "src/tilegym/ops/cutile_rs/softmax.py",
        "tilebot/softmax/build/libcutile_kernels.so",
    ):
        assert path in committed.splitlines(), path


def test_translate_refuses_unknown_ops_and_bad_names(example_repo: Path, tmp_path: Path) -> None:
    base = [*TILEBOT, "translate", "--local", "--repo", str(example_repo), "--state-dir", str(tmp_path / "s")]
    unknown = subprocess.run([*base, "matmul"], capture_output=True, text=True, check=False)
    assert unknown.returncode == 2 and "no op 'matmul'" in unknown.stdout and "softmax" in unknown.stdout
    bad = subprocess.run([*base, "x;rm"], capture_output=True, text=True, check=False)
    assert bad.returncode == 2 and "invalid op name" in bad.stdout
    remote = subprocess.run([*TILEBOT, "translate", "softmax"], capture_output=True, text=True, check=False)
    assert remote.returncode == 2 and "--local" in remote.stdout
    # Every op is checked before any runs (a typo in the last would cost the first its report), against HEAD, which
    # a run ports: an op file never committed is no op.
    (example_repo / "src/tilegym/ops/cutile/newop.py").write_text("def newop(x):\n    return x\n")
    later = subprocess.run([*base, "softmax", "newop"], capture_output=True, text=True, check=False)
    assert later.returncode == 2 and "no op 'newop' at HEAD" in later.stdout, later.stdout
    assert not (tmp_path / "s").exists()  # nothing started, nothing written


def test_a_relative_state_dir_is_one_place_for_the_store_and_the_worktree(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """git resolves a relative path against the repository, Python against the current directory: the store went to
    one place, the worktree into the target repository, and the run stuck."""
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    cwd = tmp_path / "elsewhere"
    cwd.mkdir()
    done = subprocess.run(
        [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", "st"],
        cwd=cwd,
        env=scripted.env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert (cwd / "st/tilebot.db").is_file() and len(list((cwd / "st/worktrees").iterdir())) == 1
    status = subprocess.run(["git", "-C", str(example_repo), "status", "--porcelain"], capture_output=True, text=True)
    assert status.stdout == ""  # nothing of the run's in the target repository


def test_a_run_driven_elsewhere_is_not_resumed_and_ctrl_c_stops_its_stage(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """A second driver would run the open attempt again in the same worktree; Ctrl-C stopped the command but not
    the stage's job, in its own session, which then committed beside the resumed one."""
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 120}], **PASSING)
    state = tmp_path / "state"
    cli, store = _start_killable_run(example_repo, state, scripted)
    (run,) = store.list_runs()
    meanwhile = _resume(example_repo, state, scripted, run.id)
    assert meanwhile.returncode == 2 and f"run {run.id} is being driven by tilebot pid {cli.pid}" in meanwhile.stdout
    job = scripted.pid("analyze", 1)
    assert job is not None
    cli.send_signal(signal.SIGINT)  # Ctrl-C
    assert cli.wait(30) == 130
    wait_for(lambda: not alive(job), 20, "the interrupted stage to end")
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert store.get_run(run.id).succeeded is True and scripted.calls().count("analyze-1") == 2


def _start_killable_run(example_repo: Path, state: Path, scripted: Scripted) -> tuple[subprocess.Popen[str], Store]:
    cli = subprocess.Popen(
        [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)],
        env=scripted.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        text=True,
        preexec_fn=ctrl_c_reaches_it,
    )
    wait_for(lambda: scripted.pid("analyze", 1) is not None, what="stage A to start")
    return cli, Store(f"sqlite:///{state / 'tilebot.db'}")


def _kill_tilebot_while_a_doomed_job_runs(example_repo: Path, state: Path, scripted: Scripted) -> tuple[Run, Store]:
    """tilebot killed while stage A's job runs; the job, in its own session, then dies before its commit (as its
    script says). The run as the store has it, and the store."""
    cli, store = _start_killable_run(example_repo, state, scripted)
    stage_pid = scripted.pid("analyze", 1)
    os.killpg(cli.pid, signal.SIGKILL)
    cli.wait()
    wait_for(lambda: not alive(stage_pid), what="the orphaned stage job to be killed before its commit")
    (run,) = store.list_runs()
    return run, store


def _resume(example_repo: Path, state: Path, scripted: Scripted, run_id: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [*TILEBOT, "resume", run_id, "--repo", str(example_repo), "--state-dir", str(state)],
        env=scripted.env,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )


def test_killed_mid_stage_resumes_and_reruns_the_open_attempt(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 120}], **PASSING)
    state = tmp_path / "state"
    cli, store = _start_killable_run(example_repo, state, scripted)
    os.killpg(cli.pid, signal.SIGKILL)  # the orchestrator...
    os.kill(scripted.pid("analyze", 1), signal.SIGKILL)  # ...and the stage job, which runs in its own session
    cli.wait()
    (run,) = store.list_runs()
    assert run.state is RunState.ACTIVE
    assert [(a.stage.value, a.status) for a in store.attempts(run.id)][-1] == ("analyze", AttemptStatus.DISPATCHED)

    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    run = store.get_run(run.id)
    assert run.state is RunState.COMPLETE and run.succeeded is True
    assert [(a.stage.value, a.attempt) for a in store.attempts(run.id)] == [
        ("preflight", 1),
        ("analyze", 1),
        ("write_kernel", 1),
        ("ir_check", 1),
        ("host_ffi", 1),
        ("perf", 1),
    ]
    assert scripted.calls().count("analyze-1") == 2  # killed once, run again under the same attempt number
    assert ("resumed", {"open_attempts": 1}) in store.events(run.id)


def test_result_finished_while_orchestrator_was_down_is_collected_not_rerun(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 2}], **PASSING)
    state = tmp_path / "state"
    cli, store = _start_killable_run(example_repo, state, scripted)
    stage_pid = scripted.pid("analyze", 1)
    os.killpg(cli.pid, signal.SIGKILL)  # only the orchestrator; the stage job finishes on its own
    cli.wait()
    wait_for(lambda: not alive(stage_pid), what="the orphaned stage job to finish")
    (run,) = store.list_runs()
    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert store.get_run(run.id).state is RunState.COMPLETE
    assert scripted.calls().count("analyze-1") == 1


def test_a_result_its_job_was_killed_before_committing_is_run_again_by_resume(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """The job writes its result, then commits it with the stage's files: killed in between (its orchestrator down),
    it left a result the branch lacks. Resume ran the stage again, and took the result it committed."""
    scripted.play(
        analyze=[{"verdict": "BLOCKED", "classification": "kernel", "sleep": 2, "killed_before_commit": True}]
    )
    state = tmp_path / "state"
    run, store = _kill_tilebot_while_a_doomed_job_runs(example_repo, state, scripted)
    worktree = Path(run.forge_refs["worktree"])
    result = "tilebot/softmax/attempts/analyze-1/stage_result.json"
    assert (worktree / result).is_file() and _git(worktree, "ls-files", result) == ""

    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert store.get_run(run.id).succeeded is True and scripted.calls().count("analyze-1") == 2
    (analyze,) = [a for a in store.attempts(run.id) if a.stage.value == "analyze"]
    assert analyze.result is not None and analyze.result.verdict == "PASS"
    assert json.loads(_git(worktree, "show", f"HEAD:{result}"))["verdict"] == "PASS"  # the one recorded


def test_a_result_its_job_was_killed_before_committing_stops_the_run_and_resume_reruns_it(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """The same kill while the orchestrator waits for the job: BLOCKED/env saying so, not the uncommitted PASS (the
    next stage would have built on files the branch lacks)."""
    scripted.play(analyze=[{"verdict": "PASS", "killed_before_commit": True}], **PASSING)
    state = tmp_path / "state"
    command = [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)]
    first = subprocess.run(command, env=scripted.env, capture_output=True, text=True, timeout=300, check=False)
    assert first.returncode == 3, first.stdout + first.stderr
    store = Store(f"sqlite:///{state / 'tilebot.db'}")
    (run,) = store.list_runs()
    last = store.attempts(run.id)[-1]
    assert (last.stage.value, last.attempt) == ("analyze", 1) and last.result is not None
    assert last.result.is_env_failure and "before committing it" in last.result.message
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert store.get_run(run.id).succeeded is True
    # The branch holds no result the store did not take (the retry's commit took the killed job's leftovers along).
    worktree = Path(run.forge_refs["worktree"])
    for attempt in store.attempts(run.id):
        path = f"tilebot/softmax/attempts/{attempt.stage.value}-{attempt.attempt}/stage_result.json"
        if _git(worktree, "ls-files", path) and attempt.result is not None:
            assert json.loads(_git(worktree, "show", f"HEAD:{path}"))["verdict"] == attempt.result.verdict, path


def test_a_build_killed_before_committing_its_handoff_is_not_checked(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """D's build job writes its hand-off file, then commits it with the build: killed in between, its check ran
    anyway (a hand-off file was there) and the uncommitted build passed. The build is taken as a result is: BLOCKED/env,
    its hand-off file deleted, and resume runs the stage again."""
    host_ffi = [{"verdict": "ALL_PASS", "build_killed_before_commit": True}, {"verdict": "ALL_PASS"}]
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING | {"host_ffi": host_ffi})
    state = tmp_path / "state"
    command = [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)]
    first = subprocess.run(command, env=scripted.env, capture_output=True, text=True, timeout=300, check=False)
    assert first.returncode == 3, first.stdout + first.stderr
    assert scripted.calls().count("host_ffi-1") == 1  # the build, and no check
    store = Store(f"sqlite:///{state / 'tilebot.db'}")
    (run,) = store.list_runs()
    last = store.attempts(run.id)[-1]
    assert (last.stage.value, last.attempt) == ("host_ffi", 1) and last.result is not None
    assert last.result.is_env_failure and "before committing, its handoff.json" in last.result.message
    worktree = Path(run.forge_refs["worktree"])
    handoff = "tilebot/softmax/attempts/host_ffi-1/handoff.json"
    assert not (worktree / handoff).exists()

    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert store.get_run(run.id).succeeded is True and scripted.calls().count("host_ffi-2") == 1
    assert _git(worktree, "ls-files", handoff) == ""  # the retry's commit did not take it along


LITTER = (  # what scripted_stage's ``litter`` leaves in the worktree, none of it committed
    "tilebot/softmax/attempts/analyze-1/stage_result.tmp",
    "tilebot/softmax/leftover.txt",
    "tilebot/softmax/build/leftover.so",
    "README.md",
)


@pytest.mark.parametrize("waited_on", [True, False], ids=["killed-while-waited-on", "killed-while-tilebot-was-down"])
def test_what_a_killed_job_left_uncommitted_never_reaches_the_branch(
    example_repo: Path, tmp_path: Path, scripted: Scripted, waited_on: bool
) -> None:
    """Only the killed job's result and hand-off file were deleted: its other files (a half-written result's .tmp, a
    new file, a build file the target's .gitignore hides, an edit) stayed in the worktree, and the next job's commit
    carried them onto the branch as its own. The next job starts from the branch, whoever waited on the killed one."""
    _commit(example_repo, ".gitignore", "build/\n")  # as TileGym's does: a job commits its run dir's build anyway
    killed = {"verdict": "PASS", "litter": True, "killed_before_commit": True}
    state = tmp_path / "state"
    if waited_on:
        scripted.play(analyze=[killed], **PASSING)
        command = [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)]
        first = subprocess.run(command, env=scripted.env, capture_output=True, text=True, timeout=300, check=False)
        assert first.returncode == 3, first.stdout + first.stderr
        (run,) = Store(f"sqlite:///{state / 'tilebot.db'}").list_runs()
        worktree = Path(run.forge_refs["worktree"])
        assert _git(worktree, "status", "--porcelain", "--untracked-files=all") == ""  # put back at once
        assert not (worktree / "tilebot/softmax/build/leftover.so").exists()
    else:
        scripted.play(analyze=[killed | {"sleep": 2}], **PASSING)
        run, _ = _kill_tilebot_while_a_doomed_job_runs(example_repo, state, scripted)
        worktree = Path(run.forge_refs["worktree"])
        assert all((worktree / path).exists() for path in LITTER)  # nothing ran since to put it back

    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    committed = _git(worktree, "log", "--format=", "--name-only", f"{run.base_sha}..HEAD").split()
    assert "tilebot/softmax/analyze.txt" in committed and not set(LITTER) & set(committed), committed


def test_ignored_files_a_killed_job_left_in_its_stages_own_paths_never_reach_the_branch(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """A job's commit force-adds the files its stage owns beside the run directory (D's wrapper, its cutile_kernels
    sources) where the target's .gitignore hides them. A job's start cleaned ignored files under the run directory
    only, so what a killed D left there was committed by the next D as its own. The user's other ignored files (a
    crate's target/, a virtualenv) stay: no job commits them."""
    rust = "src/tilegym/ops/cutile_rs"
    _commit(example_repo, ".gitignore", f"/{rust}/\n.venv/\n")
    blocked_then_pass = {"host_ffi": [{"verdict": "BLOCKED", "classification": "env"}, {"verdict": "ALL_PASS"}]}
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING | blocked_then_pass)
    state = tmp_path / "state"
    command = [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)]
    first = subprocess.run(command, env=scripted.env, capture_output=True, text=True, timeout=300, check=False)
    assert first.returncode == 3, first.stdout + first.stderr
    (run,) = Store(f"sqlite:///{state / 'tilebot.db'}").list_runs()
    worktree = Path(run.forge_refs["worktree"])
    killed_left = (f"{rust}/softmax.py", f"{rust}/cutile_kernels/src/lib.rs")  # D owns both (StageSpec.owns)
    users = (f"{rust}/cutile_kernels/target/release/libcutile_kernels.so", ".venv/pyvenv.cfg", f"{rust}/notes.txt")
    for path in killed_left + users:
        (worktree / path).parent.mkdir(parents=True, exist_ok=True)
        (worktree / path).write_text("left in the worktree\n")

    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    committed = _git(worktree, "log", "--format=", "--name-only", f"{run.base_sha}..HEAD").split()
    assert "tilebot/softmax/host_ffi.txt" in committed and not set(killed_left) & set(committed), committed
    assert not any((worktree / path).exists() for path in killed_left)
    assert all((worktree / path).is_file() for path in users)


def _commit(repo: Path, path: str, text: str) -> None:
    (repo / path).write_text(text)
    subprocess.run(["git", "-C", str(repo), "add", path], check=True)
    who = ["-c", "user.name=t", "-c", "user.email=t@t"]
    subprocess.run(["git", "-C", str(repo), *who, "commit", "-qm", f"add {path}"], check=True)


def test_the_executor_knows_every_exit_after_which_the_job_means_its_result() -> None:
    """A refused job's BLOCKED/env is not committed, by design: taken as it is, not as a kill before the commit."""
    assert {0, EXIT_REFUSED} == set(_FINAL_EXITS)


def _git(worktree: Path, *args: str) -> str:
    return subprocess.run(["git", "-C", str(worktree), *args], capture_output=True, text=True, check=True).stdout


def test_a_run_its_environment_stopped_resumes_from_the_blocked_stage(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """Exit 3 says "fix it and tilebot resume": resume runs the blocked stage again, and the run goes on."""
    scripted.play(
        analyze=[{"verdict": "PASS"}],
        **PASSING | {"host_ffi": [{"verdict": "BLOCKED", "classification": "env"}, {"verdict": "ALL_PASS"}]},
    )
    state = tmp_path / "state"
    command = [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)]
    first = subprocess.run(command, env=scripted.env, capture_output=True, text=True, timeout=300, check=False)
    assert first.returncode == 3, first.stdout + first.stderr
    store = Store(f"sqlite:///{state / 'tilebot.db'}")
    (run,) = store.list_runs()
    assert run.state is RunState.STOPPED
    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    run = store.get_run(run.id)
    assert run.state is RunState.COMPLETE and run.succeeded is True
    assert [(a.stage.value, a.attempt) for a in store.attempts(run.id)][-3:] == [
        ("host_ffi", 1),
        ("host_ffi", 2),
        ("perf", 1),
    ]
    assert _resume(example_repo, state, scripted, run.id).returncode == 0  # a finished run: nothing more to do
    assert len(store.attempts(run.id)) == 6 + 1


def test_a_run_killed_while_opening_is_opened_by_resume(
    example_repo: Path, tmp_path: Path, scripted: Scripted, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed before its branch existed: resume opens it (branch, then the first dispatch) and it runs."""
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    for name, value in scripted.env.items():
        monkeypatch.setenv(name, value)
    state = tmp_path / "state"
    session = LocalSession.open(example_repo, state_dir=state, database_url=None, console=Console(), allow_dirty=False)

    def killed(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt  # the process ends here, its run recorded as opening

    with monkeypatch.context() as patch:
        patch.setattr(LocalForge, "open_run", killed)
        with pytest.raises(KeyboardInterrupt):
            session.translate("softmax")
    (run,) = session.store.list_runs()
    assert run.state is RunState.OPENING and session.store.attempts(run.id) == []
    resumed = _resume(example_repo, state, scripted, run.id)
    assert resumed.returncode == 0, resumed.stdout + resumed.stderr
    assert session.store.get_run(run.id).state is RunState.COMPLETE
