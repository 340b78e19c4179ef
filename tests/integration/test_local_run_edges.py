"""Local runs interrupted at awkward points, and odd requests: each ends in a run `tilebot resume` can go on with."""

from __future__ import annotations

import fcntl
import json
import os
import shlex
import signal
import subprocess
import threading
from pathlib import Path

import pytest
from rich.console import Console

from tests.integration.conftest import PASSING, TILEBOT, Scripted, commit_config, recorded_run
from tests.support.processes import alive, ctrl_c_reaches_it, wait_for
from tilebot.bot.exit_codes import Exit
from tilebot.bot.forge.local import LocalForge
from tilebot.bot.local_run import LocalSession, is_driven
from tilebot.bot.orchestrator import Orchestrator
from tilebot.bot.routing import Purpose
from tilebot.bot.store import RunState, Store
from tilebot.core.result import blocked_env
from tilebot.core.stages import Stage


def tilebot(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([*TILEBOT, *args], env=env, capture_output=True, text=True, timeout=300, check=False)


def said(proc: subprocess.CompletedProcess[str]) -> str:
    return " ".join((proc.stdout + proc.stderr).split())  # rich wraps long lines at the terminal's width


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_run_killed_or_its_terminal_closed_stops_its_stage_job_like_ctrl_c(
    example_repo: Path, tmp_path: Path, scripted: Scripted, signum: signal.Signals
) -> None:
    """`kill` or a closed terminal ended the command but not the stage's job, in its own session: a `tilebot resume`
    then ran the same attempt beside it in the same worktree, and the two commits collided."""
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 120}], **PASSING)
    command = [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo)]
    cli = subprocess.Popen(command, env=scripted.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    wait_for(lambda: scripted.pid("analyze", 1) is not None, what="stage A to start")
    job = scripted.pid("analyze", 1)
    assert job is not None
    cli.send_signal(signum)
    assert cli.wait(30) == 128 + signum
    wait_for(lambda: not alive(job), 20, "the stage job to be stopped with its command")


def test_a_run_started_with_nohup_outlives_its_terminal(example_repo: Path, scripted: Scripted) -> None:
    """`nohup tilebot translate ...` (SIGHUP ignored when it starts) stopped when its terminal closed: the handler
    that makes SIGHUP stop a run like Ctrl-C replaced the ignore. A SIGHUP then a SIGTERM now end it by the SIGTERM."""
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 120}], **PASSING)
    command = [*TILEBOT, "translate", "softmax", "--local", "--repo", str(example_repo)]
    cli = subprocess.Popen(
        command,
        env=scripted.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        preexec_fn=lambda: signal.signal(signal.SIGHUP, signal.SIG_IGN),  # what nohup does
    )
    wait_for(lambda: scripted.pid("analyze", 1) is not None, what="stage A to start")
    job = scripted.pid("analyze", 1)
    assert job is not None
    cli.send_signal(signal.SIGHUP)  # the terminal closes
    cli.send_signal(signal.SIGTERM)
    assert cli.wait(30) == 128 + signal.SIGTERM
    wait_for(lambda: not alive(job), 20, "the stage job to be stopped with its command")


def test_ctrl_c_while_resume_reruns_a_blocked_stage_leaves_a_run_resume_goes_on_with(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """A stopped (BLOCKED/env) run is resumed by retrying its stage; interrupted during that retry, the next resume
    tried to retry again and was refused ("still running; /cancel it first"), with no /cancel to run locally."""
    blocked_then_slow = {"host_ffi": [{"verdict": "BLOCKED", "classification": "env"}, {"verdict": "ALL_PASS"}]}
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING | blocked_then_slow)
    where = ["--repo", str(example_repo), "--state-dir", str(tmp_path / "state")]
    assert tilebot("translate", "softmax", "--local", *where, env=scripted.env).returncode == Exit.BLOCKED_ENV
    store = Store(f"sqlite:///{tmp_path / 'state' / 'tilebot.db'}")
    (run,) = store.list_runs()

    blocked_then_slow["host_ffi"][1]["sleep"] = 120
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING | blocked_then_slow)
    resume = [*TILEBOT, "resume", run.id, *where]
    cli = subprocess.Popen(
        resume,
        env=scripted.env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        preexec_fn=ctrl_c_reaches_it,
    )
    wait_for(lambda: scripted.pid("host_ffi", 2) is not None, what="the retried stage to start")
    signals = [line for line in Path(f"/proc/{cli.pid}/status").read_text().splitlines() if line.startswith("Sig")]
    cli.send_signal(signal.SIGINT)  # Ctrl-C
    try:
        output = " ".join(cli.communicate(timeout=30)[0].split())
    except subprocess.TimeoutExpired as late:
        cli.terminate()  # stops its job as Ctrl-C would have
        pytest.fail(f"still running 30 s after Ctrl-C ({', '.join(signals)}); it printed {late.output!r}")
    assert cli.returncode == 130
    assert f"interrupted: run {run.id} is kept as it was: `tilebot resume {run.id} --repo" in output, output

    blocked_then_slow["host_ffi"][1].pop("sleep")
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING | blocked_then_slow)
    resumed = tilebot("resume", run.id, *where, env=scripted.env)
    assert resumed.returncode == Exit.OK, said(resumed)
    assert store.get_run(run.id).state is RunState.COMPLETE
    assert [(a.stage.value, a.attempt) for a in store.attempts(run.id)][-3:] == [
        ("host_ffi", 1),
        ("host_ffi", 2),
        ("perf", 1),
    ]
    assert scripted.calls().count("host_ffi-2") == 2  # interrupted once, then run again under its attempt number


def test_a_run_killed_after_its_branch_was_made_is_opened_by_resume(
    example_repo: Path, tmp_path: Path, scripted: Scripted, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Killed between `git worktree add` and the store remembering it: every resume failed on the branch that
    already existed ("fix it and resume", and nothing to fix)."""
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    for name, value in scripted.env.items():
        monkeypatch.setenv(name, value)
    state = tmp_path / "state"
    session = LocalSession.open(example_repo, state_dir=state, database_url=None, console=Console(), allow_dirty=False)
    open_run = LocalForge.open_run

    def killed_after_git(self: LocalForge, *args: object, **kwargs: object) -> None:
        open_run(self, *args, **kwargs)  # type: ignore[arg-type]
        raise KeyboardInterrupt  # the process ends here: branch and worktree made, the run still opening

    with monkeypatch.context() as patch:
        patch.setattr(LocalForge, "open_run", killed_after_git)
        with pytest.raises(KeyboardInterrupt):
            session.translate("softmax")
    (run,) = session.store.list_runs()
    assert run.state is RunState.OPENING and (state / "worktrees" / run.id).is_dir()
    resumed = tilebot("resume", run.id, "--repo", str(example_repo), "--state-dir", str(state), env=scripted.env)
    assert resumed.returncode == Exit.OK, said(resumed)
    run = session.store.get_run(run.id)
    assert run.state is RunState.COMPLETE and Path(run.forge_refs["worktree"]) == state / "worktrees" / run.id
    log = subprocess.run(["git", "-C", str(example_repo), "log", "--format=%s", run.branch], capture_output=True)
    assert b"tilebot: E perf #1 DONE" in log.stdout


def test_resuming_a_run_whose_worktree_is_gone_says_how_to_restore_it(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """A removed worktree (or a moved repository) was a traceback from starting the next job, exiting 1 as a failed
    port would."""
    scripted.play(
        analyze=[{"verdict": "PASS"}], **PASSING | {"host_ffi": [{"verdict": "BLOCKED", "classification": "env"}]}
    )
    where = ["--repo", str(example_repo), "--state-dir", str(tmp_path / "state")]
    first = tilebot("translate", "softmax", "--local", *where, "--json", env=scripted.env)
    assert first.returncode == Exit.BLOCKED_ENV, said(first)
    (run,) = json.loads(first.stdout)["runs"]
    subprocess.run(["git", "-C", str(example_repo), "worktree", "remove", "--force", run["worktree"]], check=True)

    refused = tilebot("resume", run["run_id"], *where, env=scripted.env)
    assert refused.returncode == Exit.USAGE and "Traceback" not in said(refused), said(refused)
    assert f"worktree {run['worktree']} is gone" in said(refused)
    assert f"git worktree add {run['worktree']} {run['branch']}" in said(refused)
    subprocess.run(["git", "-C", str(example_repo), "worktree", "add", run["worktree"], run["branch"]], check=True)
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    assert tilebot("resume", run["run_id"], *where, env=scripted.env).returncode == Exit.OK


def test_resuming_an_unknown_run_writes_nothing(example_repo: Path, tmp_path: Path, scripted: Scripted) -> None:
    state = tmp_path / "state"
    unknown = tilebot("resume", "deadbeef", "--repo", str(example_repo), "--state-dir", str(state), env=scripted.env)
    assert unknown.returncode == Exit.USAGE and f"--state-dir {state}: no such directory" in said(unknown)
    default = tilebot("resume", "deadbeef", "--repo", str(example_repo), env=scripted.env)
    assert default.returncode == Exit.USAGE and "no local runs yet" in said(default)
    assert not (example_repo / ".git" / "tilebot").exists()
    assert not state.exists()  # no store, no lock file for a run that is not there


def test_an_op_named_twice_is_ported_once(example_repo: Path, tmp_path: Path, scripted: Scripted) -> None:
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    where = ["--repo", str(example_repo), "--state-dir", str(tmp_path / "state")]
    done = tilebot("translate", "softmax", "softmax", "--local", *where, "--json", env=scripted.env)
    assert done.returncode == Exit.OK, said(done)
    assert [run["op"] for run in json.loads(done.stdout)["runs"]] == ["softmax"]
    assert scripted.calls().count("analyze-1") == 1


def test_a_run_still_opening_is_not_opened_again_by_resume(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """`tilebot status` lists a run the moment it exists; a resume of it while `translate` still made its branch (a
    large checkout takes a while) opened it a second time, and one of the two failed on the other's branch."""
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    state = tmp_path / "state"
    slow_opening = (
        "import sys, time\n"
        "from tilebot.bot.forge.local import LocalForge\n"
        "from tilebot.cli import main\n"
        "open_run = LocalForge.open_run\n"
        "LocalForge.open_run = lambda self, *a, **k: (time.sleep(3), open_run(self, *a, **k))[1]\n"
        "sys.exit(main(sys.argv[1:]))\n"
    )
    command = ["translate", "softmax", "--local", "--repo", str(example_repo), "--state-dir", str(state)]
    translate = subprocess.Popen(
        [TILEBOT[0], "-c", slow_opening, *command], env=scripted.env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    wait_for(lambda: (state / "tilebot.db").is_file() and bool(Store(f"sqlite:///{state / 'tilebot.db'}").list_runs()))
    (run,) = Store(f"sqlite:///{state / 'tilebot.db'}").list_runs()
    assert run.state is RunState.OPENING
    meanwhile = tilebot("resume", run.id, "--repo", str(example_repo), "--state-dir", str(state), env=scripted.env)
    assert meanwhile.returncode == Exit.USAGE and f"run {run.id} is being driven by" in said(meanwhile)
    assert translate.wait(120) == Exit.OK, translate.communicate()[0]
    assert scripted.calls().count("analyze-1") == 1


def test_a_stage_job_orphaned_by_a_killed_run_keeps_the_run_from_being_driven_again(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """SIGKILL reaches no handler: the stage's job, in its own session, runs on. It holds the run's lock, so a
    resume waits for it rather than running the same attempt beside it in the same worktree."""
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 120}], **PASSING)
    where = ["--repo", str(example_repo), "--state-dir", str(tmp_path / "state")]
    cli = subprocess.Popen([*TILEBOT, "translate", "softmax", "--local", *where], env=scripted.env)
    wait_for(lambda: scripted.pid("analyze", 1) is not None, what="stage A to start")
    job = scripted.pid("analyze", 1)
    assert job is not None
    cli.kill()
    cli.wait(30)
    assert alive(job)
    (run,) = Store(f"sqlite:///{tmp_path / 'state' / 'tilebot.db'}").list_runs()
    refused = tilebot("resume", run.id, *where, env=scripted.env)
    assert refused.returncode == Exit.USAGE and f"run {run.id} is being driven by" in said(refused), said(refused)
    # Its tilebot's pid is dead, but the run is not interrupted: the orphan still works on it.
    assert json.loads(tilebot("status", run.id, *where, "--json", env=scripted.env).stdout)["interrupted"] is False
    os.kill(job, signal.SIGKILL)
    wait_for(lambda: not alive(job), 20, "the orphaned job to end")
    assert json.loads(tilebot("status", run.id, *where, "--json", env=scripted.env).stdout)["interrupted"] is True
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    resumed = tilebot("resume", run.id, *where, env=scripted.env)
    assert resumed.returncode == Exit.OK, said(resumed)


def test_a_result_its_job_timed_out_before_committing_is_not_left_for_the_next_commit(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """Killed at its timeout after writing its result, the job left that result in the worktree: the store said
    BLOCKED/env, and the retry's commit carried the PASS onto the branch (and whatever else the job had written)."""
    commit_config(example_repo, "[timeouts]\nanalyze = 10\n")
    scripted.play(analyze=[{"verdict": "PASS", "hung_before_commit": True, "litter": True}], **PASSING)
    where = ["--repo", str(example_repo), "--state-dir", str(tmp_path / "state")]
    first = tilebot("translate", "softmax", "--local", *where, env=scripted.env)
    assert first.returncode == Exit.BLOCKED_ENV, said(first)
    store = Store(f"sqlite:///{tmp_path / 'state' / 'tilebot.db'}")
    (run,) = store.list_runs()
    (analyze,) = [a for a in store.attempts(run.id) if a.stage.value == "analyze"]
    assert analyze.result is not None and analyze.result.is_env_failure
    assert "timed out after 10 s" in analyze.result.message
    log = Path(run.forge_refs["report_dir"]) / "logs" / "analyze-1.log"
    assert "result written, hanging before the commit" in log.read_text()  # killed after writing it, as meant
    worktree = Path(run.forge_refs["worktree"])
    result = "tilebot/softmax/attempts/analyze-1/stage_result.json"
    assert not (worktree / result).exists()
    left = subprocess.run(
        ["git", "-C", str(worktree), "status", "--porcelain", "--untracked-files=all"], capture_output=True, text=True
    )
    assert left.stdout == ""  # the .tmp, the new files and the edit it left went with the result

    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    resumed = tilebot("resume", run.id, *where, env=scripted.env)
    assert resumed.returncode == Exit.OK, said(resumed)
    assert [(a.stage.value, a.attempt) for a in store.attempts(run.id)][1:3] == [("analyze", 1), ("analyze", 2)]
    on_branch = subprocess.run(["git", "-C", str(worktree), "ls-files", result], capture_output=True, text=True)
    assert on_branch.stdout == ""  # the branch holds no result the store did not take


def test_the_locks_left_by_a_git_killed_mid_commit_do_not_stop_resume(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """A git killed in a job's commit (a kill of `tilebot` and its job) leaves the worktree's index.lock, its
    HEAD.lock and the branch's lock: every resume then stopped BLOCKED/env on them ("could not put the worktree back
    to its branch", then "cannot lock ref"). They are removed once no process works in the worktree nor a git on the
    repository; while a git that may hold them runs there, they are kept."""
    blocked_then_pass = {"host_ffi": [{"verdict": "BLOCKED", "classification": "env"}, {"verdict": "ALL_PASS"}]}
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING | blocked_then_pass)
    where = ["--repo", str(example_repo), "--state-dir", str(tmp_path / "state")]
    first = tilebot("translate", "softmax", "--local", *where, "--json", env=scripted.env)
    assert first.returncode == Exit.BLOCKED_ENV, said(first)
    (run,) = json.loads(first.stdout)["runs"]
    worktree = Path(run["worktree"])

    def git(*args: str) -> str:
        return subprocess.run(["git", "-C", str(worktree), *args], capture_output=True, text=True, check=True).stdout

    private, common = (
        Path(git("rev-parse", "--path-format=absolute", d).strip()) for d in ("--git-dir", "--git-common-dir")
    )
    branch_lock = common / f"{git('rev-parse', '--symbolic-full-name', 'HEAD').strip()}.lock"
    locks = [private / "index.lock", private / "HEAD.lock", branch_lock]
    (worktree / "README.md").write_text("an edit for `git commit -a` to take\n")
    # A real git stopped with its locks held, as in a job's commit: its reference-transaction hook waits in
    # "prepared", once the index, HEAD and the branch are locked and before any is moved.
    hooks = tmp_path / "hooks"
    hooks.mkdir()
    (hooks / "reference-transaction").write_text('#!/bin/sh\n[ "$1" = prepared ] && exec sleep 300\nexit 0\n')
    (hooks / "reference-transaction").chmod(0o755)
    who = ["-c", "user.name=t", "-c", "user.email=t@t", "-c", f"core.hooksPath={hooks}"]
    committing = subprocess.Popen(
        ["git", "-C", str(worktree), *who, "commit", "-qam", "killed"],
        env=scripted.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    try:
        wait_for(branch_lock.exists, what="git commit to lock its branch")
        held = tilebot("resume", run["run_id"], *where, "--json", env=scripted.env)
        assert held.returncode == Exit.BLOCKED_ENV, said(held)
        message = json.loads(held.stdout)["attempts"][-1]["message"]
        assert f"kept {', '.join(map(str, locks))}: " in message and f"pid {committing.pid} (git)" in message, message
    finally:
        os.killpg(committing.pid, signal.SIGKILL)  # killed mid-commit: its locks stay behind
        committing.wait()
    assert all(lock.exists() for lock in locks)
    main_locks = [example_repo / ".git" / "index.lock", example_repo / ".git" / "HEAD.lock"]
    for main_lock in main_locks:
        main_lock.touch()  # the user's own checkout, mid-commit: never touched by a run

    resumed = tilebot("resume", run["run_id"], *where, "--json", env=scripted.env)
    assert resumed.returncode == Exit.OK, said(resumed)
    assert not any(lock.exists() for lock in locks) and all(main_lock.exists() for main_lock in main_locks)
    retried = json.loads(resumed.stdout)["attempts"][-2]
    assert (retried["stage"], retried["attempt"], retried["verdict"]) == ("host_ffi", 3, "ALL_PASS")
    assert "tilebot/softmax/host_ffi.txt" in git("log", "--format=", "--name-only", f"{run['base_sha']}..HEAD")
    log = Path(run["reports"]) / "logs" / "host_ffi-3.log"
    assert f"removed {', '.join(map(str, locks))}, left by a killed git command" in log.read_text()


def _translating_softmax(scripted: Scripted, where: list[str]) -> subprocess.Popen[bytes]:
    """`tilebot translate softmax --local` in a session of its own that Ctrl-C reaches, once its stage A started."""
    cli = subprocess.Popen(
        [*TILEBOT, "translate", "softmax", "--local", *where],
        env=scripted.env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
        preexec_fn=ctrl_c_reaches_it,
    )
    wait_for(lambda: scripted.pid("analyze", 1) is not None, what="stage A to start")
    return cli


def test_status_tells_an_interrupted_run_and_a_new_run_of_its_op_names_it(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """After Ctrl-C, `status` said B `(dispatched)` and `active: running` with nothing driving the run (a user would
    wait for it forever), and a new `translate` of the op started beside it, or beside its live driver, without a
    word."""
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 120}], **PASSING)
    where = ["--repo", str(example_repo), "--state-dir", str(tmp_path / "state")]
    cli = _translating_softmax(scripted, where)
    (run,) = Store(f"sqlite:///{tmp_path / 'state' / 'tilebot.db'}").list_runs()
    driven = json.loads(tilebot("status", run.id, *where, "--json", env=scripted.env).stdout)
    assert (driven["state"], driven["interrupted"]) == ("active", False)
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)  # for the runs started from here on
    wide = {**scripted.env, "COLUMNS": "300"}
    beside = tilebot("translate", "softmax", "--local", *where, env=wide)
    assert beside.returncode == Exit.OK, said(beside)
    assert f"warning: run {run.id} of softmax is still being driven by another tilebot" in said(beside)
    cli.send_signal(signal.SIGINT)
    assert cli.wait(30) == 130

    stopped = json.loads(tilebot("status", run.id, *where, "--json", env=scripted.env).stdout)
    assert (stopped["state"], stopped["interrupted"]) == ("active", True)  # "state" as scripts have read it
    resume = f"tilebot resume {run.id} --repo {example_repo} --state-dir {tmp_path / 'state'}"
    one = said(tilebot("status", run.id, *where, env=wide))
    assert f"run {run.id} · interrupted" in one and "interrupted: nothing drives it now" in one
    assert f"`{resume}` goes on with it" in one and "active: running" not in one
    listing = said(tilebot("status", *where, env=wide))
    assert f"│ {run.id} │ softmax │ interrupted │" in listing and f"run {run.id}: nothing drives it" in listing

    again = tilebot("translate", "softmax", "--local", *where, env=wide)
    assert again.returncode == Exit.OK, said(again)
    assert f"warning: run {run.id} of softmax was interrupted and is kept: `{resume}` goes on with it" in said(again)
    assert said(again).count("warning: run") == 1  # not the run started beside it, which is over


def test_a_driver_taking_its_lock_while_status_probes_it_waits_the_probe_out(
    example_repo: Path, tmp_path: Path, scripted: Scripted, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`status` tells a driven run by a shared lock on the run's lock file, held for an instant: probes never see one
    another, and a `tilebot resume` taking the lock in that instant must not be refused as if the run were driven."""
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    for name, value in scripted.env.items():
        monkeypatch.setenv(name, value)
    state = tmp_path / "state"
    session = LocalSession.open(example_repo, state_dir=state, database_url=None, console=Console(), allow_dirty=False)
    run = session.translate("softmax")
    with open(state / "locks" / f"{run.id}.lock") as probe:
        fcntl.flock(probe, fcntl.LOCK_SH | fcntl.LOCK_NB)  # a probe, caught holding it
        assert is_driven(run) is False  # another probe's is no driver
        threading.Timer(0.2, fcntl.flock, (probe, fcntl.LOCK_UN)).start()
        assert session.resume(run.id).state is RunState.COMPLETE


def test_status_from_another_state_dir_probes_the_lock_where_the_run_is_driven(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """Two state directories keeping their runs in one store (--database-url): `status --state-dir B` probed B's locks
    for a run A's tilebot drove, found no lock file and called the run interrupted while it ran, with a resume
    command naming B, from where a resume would have run its stage a second time beside the first."""
    scripted.play(analyze=[{"verdict": "PASS", "sleep": 120}], **PASSING)
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    first = ["--repo", str(example_repo), "--state-dir", str(tmp_path / "a"), "--database-url", url]
    other = ["--repo", str(example_repo), "--state-dir", str(tmp_path / "b"), "--database-url", url]
    cli = _translating_softmax(scripted, first)
    (run,) = Store(url).list_runs()
    wide = {**scripted.env, "COLUMNS": "400"}
    driven = json.loads(tilebot("status", run.id, *other, "--json", env=scripted.env).stdout)
    assert (driven["state"], driven["interrupted"]) == ("active", False)
    listing = said(tilebot("status", *other, env=wide))
    assert f"│ {run.id} │ softmax │ active │" in listing and "interrupted" not in listing, listing
    refused = tilebot("resume", run.id, *other, env=scripted.env)
    assert refused.returncode == Exit.USAGE and f"is kept in the state directory {tmp_path / 'a'}" in said(refused)
    assert not (tmp_path / "b" / "locks").exists() and scripted.calls().count("analyze-1") == 1

    cli.send_signal(signal.SIGINT)
    assert cli.wait(30) == 130
    stopped = said(tilebot("status", run.id, *other, env=wide))
    assert f"run {run.id} · interrupted" in stopped, stopped
    command = stopped.split("`")[1]
    assert f"--state-dir {tmp_path / 'a'} --database-url {url}" in command, command
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    resumed = subprocess.run([*TILEBOT, *shlex.split(command)[1:]], env=scripted.env, capture_output=True, text=True)
    assert resumed.returncode == Exit.OK, resumed.stdout + resumed.stderr


def test_status_says_a_run_whose_lock_it_cannot_see_is_of_unknown_driver_not_interrupted(
    example_repo: Path, tmp_path: Path
) -> None:
    """A store shared with another machine (or a state directory since removed): the run's lock is not here to probe,
    and `status` called the run interrupted, which another machine's tilebot may be driving."""
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    elsewhere = tmp_path / "on another machine"
    run = recorded_run(url, example_repo, elsewhere, lock_file=False)
    env = {k: v for k, v in os.environ.items() if not k.startswith("TILEBOT_")} | {"COLUMNS": "400"}
    where = ["--repo", str(example_repo), "--database-url", url]
    document = json.loads(tilebot("status", run.id, *where, "--json", env=env).stdout)
    assert (document["state"], document["interrupted"]) == ("active", None)
    for shown in (said(tilebot("status", run.id, *where, env=env)), said(tilebot("status", *where, env=env))):
        assert "interrupted" not in shown and "driver unknown" in shown, shown
        assert str(elsewhere / "locks" / f"{run.id}.lock") in shown, shown


def test_a_github_app_run_in_a_shared_store_is_left_to_the_service(
    example_repo: Path, tmp_path: Path, scripted: Scripted
) -> None:
    """A store `tilebot serve` shares with local tilebots (--database-url): `tilebot resume` of the service's run,
    which names no state directory, reopened it and dispatched an attempt no GitHub job would ever finish, then
    crashed (exit 4); `status` called the service's run of unknown driver."""
    url = f"sqlite:///{tmp_path / 'shared.db'}"
    store = Store(url)
    as_serve = {"installation_id": 7, "issue": 11, "base_ref": "main"}  # GitHub's refs: no worktree, reports or lock
    stopped, active = (
        store.create_run(
            op="softmax",
            repo="octo/tilegym",
            base_sha="a" * 40,
            branch=f"tilebot/softmax-{n}",
            requested_by="maintainer",
            config={},
            forge_refs=as_serve,
        )
        for n in (1, 2)
    )
    store.add_attempt(stopped.id, Stage.PREFLIGHT, 1, Purpose.INITIAL)
    store.record_result(blocked_env(stopped.id, Stage.PREFLIGHT, 1, "runner offline"))  # resumable, were it local
    store.finish_run(stopped.id, RunState.STOPPED, succeeded=False, reason="preflight BLOCKED (env)")

    def recorded() -> list[object]:
        return [(store.get_run(r.id), store.attempts(r.id), store.events(r.id)) for r in (stopped, active)]

    before = recorded()
    where = ["--repo", str(example_repo), "--database-url", url]
    env = {**scripted.env, "COLUMNS": "400"}
    for run in (stopped, active):
        refused = tilebot("resume", run.id, *where, env=env)
        assert refused.returncode == Exit.USAGE, said(refused)
        assert f"run {run.id} is the GitHub App's (started by `tilebot serve` for octo/tilegym)" in said(refused)
        assert "comment /retry on its pull request instead" in said(refused) and "Traceback" not in said(refused)
    assert recorded() == before and not (example_repo / ".git" / "tilebot").exists()

    listing = said(tilebot("status", *where, env=env))
    assert f"│ {stopped.id} │ softmax │ stopped (GitHub App's) ✗ │" in listing, listing
    assert f"│ {active.id} │ softmax │ active (GitHub App's) │" in listing, listing
    assert f"GitHub App's: run {active.id}: `tilebot serve` drives it, not a local tilebot" in listing, listing
    one = said(tilebot("status", active.id, *where, env=env))
    assert f"run {active.id} · active (GitHub App's)" in one and "its pull request has its status and checks" in one
    for shown in (listing, one):
        assert "interrupted" not in shown and "driver unknown" not in shown, shown

    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    local = tilebot("translate", "softmax", "--local", *where, env=env)
    assert local.returncode == Exit.OK and "warning" not in said(local), said(local)  # the service's is not named
    assert recorded() == before


def test_a_run_stopped_between_recording_its_end_and_writing_its_reports_has_them_written_by_resume(
    example_repo: Path, tmp_path: Path, scripted: Scripted, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ctrl-C right after the run's end was recorded: its pull_request.md stayed a draft and its status.md said its
    last stage was running, and `tilebot resume` of the finished run did nothing."""
    scripted.play(analyze=[{"verdict": "PASS"}], **PASSING)
    for name, value in scripted.env.items():
        monkeypatch.setenv(name, value)
    state = tmp_path / "state"
    session = LocalSession.open(example_repo, state_dir=state, database_url=None, console=Console(), allow_dirty=False)

    def ctrl_c(self: Orchestrator, run_id: str) -> None:
        raise KeyboardInterrupt

    with monkeypatch.context() as patch:
        patch.setattr(Orchestrator, "close_out", ctrl_c)
        with pytest.raises(KeyboardInterrupt):
            session.translate("softmax")
    (run,) = session.store.list_runs()
    assert run.state is RunState.COMPLETE and run.succeeded
    reports = Path(run.forge_refs["report_dir"])
    assert "· state: draft" in (reports / "pull_request.md").read_text()

    resumed = tilebot("resume", run.id, "--repo", str(example_repo), "--state-dir", str(state), env=scripted.env)
    assert resumed.returncode == Exit.OK, said(resumed)
    assert "· state: ready for review" in (reports / "pull_request.md").read_text()
    assert (reports / "status.md").read_text() == session.orchestrator.status_body(run, run.reason or "")
    assert ":hourglass:" not in (reports / "status.md").read_text()
    assert scripted.calls().count("perf-1") == 1  # nothing ran again


def test_status_json_gives_no_exit_code_for_a_run_interrupted_while_opening(example_repo: Path, tmp_path: Path) -> None:
    """It said exit_code 1 (the port failed) for a run that has not started a stage."""
    state = tmp_path / "state"
    # its driver was killed: the lock file is there, not held
    run = recorded_run(f"sqlite:///{tmp_path / 'tilebot.db'}", example_repo, state, state=RunState.OPENING)
    where = [
        "--repo",
        str(example_repo),
        "--state-dir",
        str(state),
        "--database-url",
        f"sqlite:///{tmp_path / 'tilebot.db'}",
    ]
    document = json.loads(tilebot("status", run.id, *where, "--json", env=dict(os.environ)).stdout)
    assert (document["state"], document["interrupted"], document["exit_code"]) == ("opening", True, None)
