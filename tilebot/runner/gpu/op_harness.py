"""Run the target's pinned tests under ``op_plugin`` in a child process, and read back what it measured.

The child runs untrusted code (the target's tests, an agent-written wrapper and cdylib), so it gets
the scrubbed environment of ``sandbox.run_untrusted``; a panic in the cdylib aborts the child, not
the stage, and shows up as a run without a results file.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Collection, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TypeVar

from pydantic import ValidationError

from tilebot.core.config import RunConfig
from tilebot.core.result import ValidatorRun
from tilebot.runner.analysis.dryrun.target_shim import package_root
from tilebot.runner.analysis.pytest_config import named_only
from tilebot.runner.autotune_first import TARGET_SWITCHES
from tilebot.runner.gpu.correctness import CaseResult, Outcome
from tilebot.runner.gpu.crash_cause import crash_cause, signal_name
from tilebot.runner.gpu.jit_cache import CUTILE_PYTHON_CACHE_ENV, JitCache
from tilebot.runner.gpu.op_calls import EntryError
from tilebot.runner.gpu.op_entries import choose, handing_out, interface_modules, paired, paired_method, read_module
from tilebot.runner.gpu.op_plan import (
    MAX_CHECKED_CALLS,
    PARTIAL_FILE,
    PLAN_ENV,
    QUEUE_ENV,
    RESULTS_FILE,
    RUNNING_FILE,
    OpPlan,
    OpResults,
)
from tilebot.runner.gpu.stack_dump import DUMP_SIGNAL
from tilebot.runner.op_files import AmbiguousOp, OpNotFound, find_op_module
from tilebot.runner.sandbox import run_untrusted

PLUGIN = "tilebot.runner.gpu.op_plugin"
STACK_DUMP = "tilebot.runner.gpu.stack_dump"
TEST_QUEUE = "tilebot.runner.gpu.test_queue"
# pytest's default fd capture sends what native code writes to fd 2 (a Rust panic's message) into a temp file
# that an abort never prints; sys capture leaves fd 2 to the pipe and still captures Python's own prints
CAPTURE = "--capture=sys"
VALIDATOR_TAIL = 2000
CAUSE_SHARE = 1400  # of the validator's tail, at most this much goes to the lines that say why the child died
TILEBOT_ROOT = Path(__file__).resolve().parents[3]  # the directory holding the tilebot package
_NO_CUDA = 3
T = TypeVar("T")


@dataclass(frozen=True)
class HarnessRun:
    command: str
    exit_code: int
    seconds: float
    output_tail: str
    results: OpResults | None  # None: the child died before writing them (crash, timeout, bad plan)
    # a death by a signal: the panic / fatal-error lines from anywhere in the output; a timeout: the stack at the kill
    cause_lines: tuple[str, ...] = ()
    cause: str = ""  # the same on one line, e.g. "'<unnamed>' panicked at src/x.rs:3:9: shape mismatch"
    running: str = ""  # the test under way when the child died, when the plugin got to write it
    timed_out: bool = False  # killed on the timeout (exit_code -1), not by a signal of its own
    partial: OpResults | None = None  # timed out: what the tests that had finished measured (results stays None)

    def died(self) -> str:
        """Why the child left no results, for a stage message: the exit, the test under way and the cause."""
        signalled = self.exit_code < 0 and not self.timed_out
        how = self.output_tail if self.timed_out else f"exit {self.exit_code}"
        how += f", {signal_name(self.exit_code)}" if signalled else ""
        where = f" in {self.running}" if self.running else ""
        return f"{how}{where}" + (f": {self.cause[:400]}" if self.cause else "")

    def validator(self, name: str) -> ValidatorRun:
        head = ""
        if self.cause_lines or self.running:
            lines = ([f"while running {self.running}"] if self.running else []) + list(self.cause_lines)
            head = "\n".join(lines)[:CAUSE_SHARE] + "\n--- output tail ---\n"
        tail = head + self.output_tail[-(VALIDATOR_TAIL - len(head)) :]
        return ValidatorRun(name=name, command=self.command, exit_code=self.exit_code, output_tail=tail)


def gpu_problem(timeout: float = 180) -> str | None:
    """Why this machine cannot run the op on a GPU (no torch, no CUDA device), or None."""
    probe = f"import sys, torch; sys.exit(0 if torch.cuda.is_available() else {_NO_CUDA})"
    try:
        proc = subprocess.run(
            [sys.executable, "-c", probe], capture_output=True, text=True, timeout=timeout, check=False
        )
    except subprocess.TimeoutExpired:
        return f"probing torch.cuda took over {timeout:g} s"
    if proc.returncode == 0:
        return None
    if proc.returncode == _NO_CUDA:
        return "torch sees no CUDA device: this stage needs a GPU runner"
    last = (proc.stderr.strip().splitlines() or ["no output"])[-1]
    return f"torch is not importable here ({last})"


def entry_spec(repo_root: Path, ops_dir: str, op: str, *, like: str | None = None) -> str:
    """``module:function`` of an op's entry: ``<ops_dir>/**/<op>.py`` (the shallowest, as stage A picks it),
    function ``<op>``, else the one function that module registers as a backend implementation
    (TileGym's ``@register_impl("swa_attention", ...)`` on ``tile_swa_attention``, ``fmha_decode`` in
    flash_decode.py), else ``like`` where the module defines it (the translated wrapper keeps the reference's
    function names but not its registration)."""
    module, path = op_module(repo_root, ops_dir, op)
    return f"{module}:{_entry_function(path, op, like)}"


def op_module(repo_root: Path, ops_dir: str, op: str) -> tuple[str, Path]:
    """The dotted name and path of ``<ops_dir>/**/<op>.py``, as stage A picks it (:func:`find_op_module`);
    :class:`EntryError` where two are equally near ``ops_dir``."""
    src_root, _ = package_root(repo_root, ops_dir)
    try:
        path = find_op_module(repo_root, ops_dir, op)
    except AmbiguousOp as exc:
        raise EntryError(str(exc)) from None
    except OpNotFound:
        path = repo_root / ops_dir / f"{op}.py"  # importing it says what is missing
    return ".".join(path.relative_to(src_root).with_suffix("").parts), path


def _entry_function(path: Path, op: str, like: str | None) -> str:
    module = read_module(path)
    if module is None or op in module.functions:
        return op  # resolving it later says what is wrong with the module
    if len(module.registered) == 1:
        return module.registered[0].function
    return like if like and like in module.functions else op  # else resolving <op> says it is missing


def entries(repo_root: Path, config: RunConfig, op: str) -> dict[str, str]:
    """The op's entry by backend: cuTile Python, Triton and the port's wrapper."""
    layout = config.layout
    cutile = entry_spec(repo_root, layout.cutile_ops_dir, op)
    return {
        "cutile": cutile,
        "triton": entry_spec(repo_root, layout.triton_ops_dir, op),
        "cutile_rs": entry_spec(repo_root, layout.rust_ops_dir, op, like=cutile.partition(":")[2]),
    }


def reached_entries(repo_root: Path, config: RunConfig, op: str, node_ids: Sequence[str]) -> list[dict[str, str]]:
    """Every entry of the op that the tests ``node_ids`` call, each by backend as :func:`entries` gives one.

    An op with one entry gets exactly :func:`entries`. One whose module registers several (TileGym's mhc) gets
    those its pinned test files name (``op_entries.choose``), each paired with the wrapper's function of the
    same name and Triton's registered under the same name; a static method of a class a factory hands out
    (``_TileRMSNorm.rms_norm_backward``) with the wrapper's same ``Class.method`` and the same method of a class
    Triton's same-named factory hands out. :class:`EntryError` when none can be told."""
    layout = config.layout
    module, path = op_module(repo_root, layout.cutile_ops_dir, op)
    files = list(dict.fromkeys(repo_root / node.partition("::")[0] for node in node_ids))
    chosen = choose(path, op, files, module_name=module, interfaces=package_interfaces(repo_root, config))
    if not chosen.among_several:
        return [entries(repo_root, config, op)]
    reference = read_module(path)
    registered = {r.function: r for r in reference.registered} if reference else {}
    triton_module, triton_path = op_module(repo_root, layout.triton_ops_dir, op)
    triton = read_module(triton_path)
    rust_module, _ = op_module(repo_root, layout.rust_ops_dir, op)

    def triton_entry(fn: str) -> str:
        if "." in fn:  # a static method of a class a factory hands out (rms_norm's get_rms_norm_module)
            return paired_method(triton, handing_out(reference, fn), fn)
        return paired(triton, registered.get(fn), fn)

    return [
        {
            "cutile": f"{module}:{fn}",
            "triton": f"{triton_module}:{triton_entry(fn)}",
            "cutile_rs": f"{rust_module}:{fn}",
        }
        for fn in chosen.functions
    ]


def package_interfaces(repo_root: Path, config: RunConfig) -> list[Path]:
    """The target package's modules outside the backends' ops dirs that register nothing (``op_entries``)."""
    layout = config.layout
    src_root, package = package_root(repo_root, layout.cutile_ops_dir)
    backends = [repo_root / d for d in (layout.cutile_ops_dir, layout.triton_ops_dir, layout.rust_ops_dir)]
    return interface_modules(src_root / package, backends) if (src_root / package).is_dir() else []


def import_roots(repo_root: Path, config: RunConfig) -> list[Path]:
    """Where the target's packages import from (``src/`` in TileGym's layout), then the checkout itself."""
    layout = config.layout
    roots = [package_root(repo_root, d)[0] for d in (layout.cutile_ops_dir, layout.rust_ops_dir)]
    return list(dict.fromkeys([*roots, repo_root]))


def run_op_tests(
    repo_root: Path,
    plan: OpPlan,
    node_ids: Sequence[str],
    *,
    roots: Sequence[Path],
    timeout: float,
    extra_env: Mapping[str, str] | None = None,
    processes: int = 1,
    jit: JitCache | None = None,
) -> HarnessRun:
    """The tests ``node_ids`` under the plan, in up to ``processes`` children at once: a check's time is mostly
    JIT compiles on the CPU, one test after another; timing (``perf``) must keep the GPU to itself, one child.
    Several children share one queue of the tests (``test_queue``), each running the next one no other has taken.
    With ``jit`` the children compile into (and load from) that cache, else each into its own."""
    if not node_ids:
        raise ValueError("no configuration to run: analysis.json pins no mapped test")
    if plan.mode == "time" and processes > 1:
        raise ValueError("timing runs one test process: others would share the GPU with what is timed")
    extra_env = {**(extra_env or {}), **(jit.env() if jit else {})}
    count = max(1, min(processes, len(node_ids)))
    if count == 1:
        return _run_child(repo_root, plan, node_ids, roots=roots, timeout=timeout, extra_env=extra_env)
    out = Path(plan.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / RESULTS_FILE).unlink(missing_ok=True)
    (out / "op_plan.json").write_text(plan.to_json(), encoding="utf-8")
    queue = out / "queue"
    shutil.rmtree(queue, ignore_errors=True)
    queue.mkdir()
    plans = [plan.model_copy(update={"out_dir": str(out / f"process-{i}")}) for i in range(count)]
    env = {**extra_env, QUEUE_ENV: str(queue)}
    with ThreadPoolExecutor(max_workers=count) as pool:
        runs = list(
            pool.map(
                lambda child: _run_child(
                    repo_root, child, node_ids, roots=roots, timeout=timeout, extra_env=env, plugins=[TEST_QUEUE]
                ),
                plans,
            )
        )
    shutil.rmtree(queue, ignore_errors=True)
    return _merged(out, runs, node_ids)


def _merged(out: Path, runs: Sequence[HarnessRun], node_ids: Sequence[str]) -> HarnessRun:
    """One run of the children's: every node's result in ``node_ids`` order, written where one child would have
    written it (the children's directories removed); a child that died (or ran out of time) makes the whole run's
    results None, as one child's death would, with its output first."""
    failed = [(i, r) for i, r in enumerate(runs) if r.results is None or r.exit_code != 0]
    exit_code = next((r.exit_code for _, r in failed if r.results is None), failed[0][1].exit_code if failed else 0)
    shown = [(i, r) for i, r in failed if r.results is None] or failed or [(len(runs) - 1, runs[-1])]
    tail = "\n".join(f"[test process {i + 1} of {len(runs)}] {r.output_tail}" for i, r in shown)[-6000:]
    command = f"{runs[0].command.rpartition(' <')[0]} <{len(node_ids)} node ids in {len(runs)} processes>"
    seconds = max(r.seconds for r in runs)
    died = any(r.results is None for r in runs)
    if not died:  # the children's files as they wrote them, so nothing the model of them leaves out is lost
        parts = [
            json.loads((out / f"process-{i}" / RESULTS_FILE).read_text(encoding="utf-8")) for i in range(len(runs))
        ]
        nodes = {node: record for part in parts for node, record in part["nodes"].items()}
        merged = {
            **parts[0],
            "setup_error": next((p["setup_error"] for p in parts if p["setup_error"]), ""),
            "nodes": _in_order(nodes, node_ids),
        }
        (out / RESULTS_FILE).write_text(json.dumps(merged, indent=2) + "\n", encoding="utf-8")
    for i in range(len(runs)):
        shutil.rmtree(out / f"process-{i}", ignore_errors=True)
    if died:  # why the first that died did, as its own run says it
        dead = next(r for r in runs if r.results is None)
        partial = _finished(runs, node_ids) if dead.timed_out else None
        return replace(dead, command=command, seconds=seconds, output_tail=tail, partial=partial)
    return HarnessRun(command, exit_code, seconds, tail, _read(out / RESULTS_FILE))


def _finished(runs: Sequence[HarnessRun], node_ids: Sequence[str]) -> OpResults | None:
    """What every child had finished when one ran out of time: the results of those that ended and the partial
    results of those killed, in ``node_ids`` order."""
    parts = [r.results or r.partial for r in runs]
    known = [p for p in parts if p is not None]
    if not known:
        return None
    nodes = {node: record for part in known for node, record in part.nodes.items()}
    return known[0].model_copy(update={"nodes": _in_order(nodes, node_ids)})


def _in_order(nodes: Mapping[str, T], node_ids: Sequence[str]) -> dict[str, T]:
    """The children's results per node, in ``node_ids`` order (any node the plan did not name last)."""
    return {n: nodes[n] for n in dict.fromkeys([*node_ids, *nodes]) if n in nodes}


def _run_child(
    repo_root: Path,
    plan: OpPlan,
    node_ids: Sequence[str],
    *,
    roots: Sequence[Path],
    timeout: float,
    extra_env: Mapping[str, str] | None = None,
    plugins: Sequence[str] = (),
) -> HarnessRun:
    out = Path(plan.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / RESULTS_FILE).unlink(missing_ok=True)
    (out / RUNNING_FILE).unlink(missing_ok=True)
    _drop_partial(out)
    plan_path = out / "op_plan.json"
    plan_path.write_text(plan.to_json(), encoding="utf-8")
    paths = [*map(str, roots), str(TILEBOT_ROOT), os.environ.get("PYTHONPATH", "")]
    pythonpath = os.pathsep.join(p for p in paths if p)
    env = {**TARGET_SWITCHES, PLAN_ENV: str(plan_path), "PYTHONPATH": pythonpath, **(extra_env or {})}
    command = [sys.executable, "-m", "pytest", "-p", PLUGIN, "-p", STACK_DUMP, "-p", "no:cacheprovider", CAPTURE, "-q"]
    command += [arg for plugin in plugins for arg in ("-p", plugin)]
    command += ["--rootdir", ".", *named_only(repo_root, node_ids)]  # addopts' own paths are not run
    shown = " ".join(command) + f" <{len(node_ids)} node ids>"
    start = time.monotonic()
    try:
        with tempfile.TemporaryDirectory(prefix="tilebot-cutile-cache-") as cache:
            # cuTile Python keeps cubins in a disk cache it never verifies (~/.cache/cutile-python by default): code
            # under test could plant a slowed reference kernel there for a later stage to time. Each child
            # compiles into its own, gone when it ends, unless its stage gave it one (a JitCache) to share.
            env.setdefault(CUTILE_PYTHON_CACHE_ENV, cache)
            proc = run_untrusted(
                [*command, *node_ids], cwd=repo_root, timeout=timeout, extra_env=env, before_kill=DUMP_SIGNAL
            )
    except subprocess.TimeoutExpired as expired:
        killed = f"ran past {timeout:g} s and was killed"
        running, partial = _running(out / RUNNING_FILE), _read(out / PARTIAL_FILE)
        _drop_partial(out)
        seconds = time.monotonic() - start
        stack = stuck_stack(str(expired.stderr or ""))
        return HarnessRun(shown, -1, seconds, killed, None, stack, running=running, timed_out=True, partial=partial)
    _drop_partial(out)
    seconds = time.monotonic() - start
    output = proc.stdout + proc.stderr
    results = _read(out / RESULTS_FILE)
    if results is not None:
        (out / RUNNING_FILE).unlink(missing_ok=True)  # only a child that died needs to say which test it ran
    tail = output[-6000:]
    if results is not None and proc.returncode >= 0:
        return HarnessRun(shown, proc.returncode, seconds, tail, results)
    cause = crash_cause(proc.stdout + "\n" + proc.stderr)  # stdout may end without a newline (pytest's dots)
    running = _running(out / RUNNING_FILE) if results is None else ""
    return HarnessRun(shown, proc.returncode, seconds, tail, results, cause.lines, cause.summary, running)


def stuck_stack(stderr: str) -> tuple[str, ...]:
    """The Python stack the test process printed when it was signalled before the kill (stack_dump), innermost
    frames first; empty where it printed none."""
    at = stderr.find("(most recent call first)")
    if at < 0:
        return ()
    start = stderr.rfind("\n", 0, at) + 1
    return ("stack at the kill:", *stderr[start:].splitlines())


def _drop_partial(out: Path) -> None:
    """op_plugin's results after each test (and a write a kill cut short) are read only on a timeout, never kept."""
    for stale in (out / PARTIAL_FILE, *out.glob(".*.writing")):
        stale.unlink(missing_ok=True)


def _running(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8").strip()
    except OSError:
        return ""


def _read(path: Path) -> OpResults | None:
    try:
        return OpResults.model_validate_json(path.read_text(encoding="utf-8"))
    except (OSError, ValidationError):
        return None


def failed_with_every_call_matching(results: OpResults) -> list[str]:
    """Tests that failed although the port matched the reference on every call they made (each one checked):
    the failure is the reference's own, or lies outside the entry; a run of the tests as written says which."""
    return [
        node
        for node, record in results.nodes.items()
        if record.failed and 0 < record.calls <= MAX_CHECKED_CALLS and not record.problems and record.every_check_passed
    ]


def check_cases(results: OpResults, reference_fails: Collection[str] = ()) -> list[CaseResult]:
    """One JUnit case per check, plus one per test whose verdict the checks alone do not show. A test in
    ``reference_fails`` failed with the reference alone too (the tests run as written): not the port's failure."""
    cases = []
    for node, record in results.nodes.items():
        for check in record.checks:
            cases.append(CaseResult(**{k: v for k, v in check.items() if k != "passed"}))
        problems = list(record.problems)
        if record.outcome == "passed" and record.calls == 0:
            problems.append(f"the test never called the {results.op} entry, so it proves nothing")
        if record.failed and record.every_check_passed and node not in reference_fails:
            problems.append(f"the test itself {record.outcome}: {record.message}")
        if problems:
            outcome: Outcome = "error" if record.outcome == "error" or record.calls == 0 else "fail"
            cases.append(CaseResult(results.op, node, "n/a", "candidate", record.seed, outcome, "; ".join(problems)))
    return cases
