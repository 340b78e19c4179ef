"""Run the target's pinned tests under ``op_plugin`` in a child process, and read back what it measured.

The child runs untrusted code (the target's tests, an agent-written wrapper and cdylib), so it gets
the scrubbed environment of ``sandbox.run_untrusted``; a panic in the cdylib aborts the child, not
the stage, and shows up as a run without a results file.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from pydantic import ValidationError

from tilebot.core.config import RunConfig
from tilebot.core.result import ValidatorRun
from tilebot.runner.analysis.dryrun.target_shim import package_root
from tilebot.runner.gpu.correctness import CaseResult, Outcome
from tilebot.runner.gpu.op_entries import choose, interface_modules, paired, read_module
from tilebot.runner.gpu.op_plan import MAX_CHECKED_CALLS, PLAN_ENV, RESULTS_FILE, OpPlan, OpResults
from tilebot.runner.sandbox import run_untrusted

PLUGIN = "tilebot.runner.gpu.op_plugin"
TILEBOT_ROOT = Path(__file__).resolve().parents[3]  # the directory holding the tilebot package
_NO_CUDA = 3


@dataclass(frozen=True)
class HarnessRun:
    command: str
    exit_code: int
    seconds: float
    output_tail: str
    results: OpResults | None  # None: the child died before writing them (crash, timeout, bad plan)

    def validator(self, name: str) -> ValidatorRun:
        tail = self.output_tail[-2000:]
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
    """The dotted name and path of ``<ops_dir>/**/<op>.py``, the shallowest (as stage A picks it)."""
    src_root, _ = package_root(repo_root, ops_dir)
    found = sorted((repo_root / ops_dir).rglob(f"{op}.py"), key=lambda p: len(p.parts))
    path = found[0] if found else repo_root / ops_dir / f"{op}.py"
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
    same name and Triton's registered under the same name. :class:`EntryError` when none can be told."""
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
    return [
        {
            "cutile": f"{module}:{fn}",
            "triton": f"{triton_module}:{paired(triton, registered.get(fn), fn)}",
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
) -> HarnessRun:
    if not node_ids:
        raise ValueError("no configuration to run: analysis.json pins no mapped test")
    out = Path(plan.out_dir)
    out.mkdir(parents=True, exist_ok=True)
    (out / RESULTS_FILE).unlink(missing_ok=True)
    plan_path = out / "op_plan.json"
    plan_path.write_text(plan.to_json(), encoding="utf-8")
    paths = [*map(str, roots), str(TILEBOT_ROOT), os.environ.get("PYTHONPATH", "")]
    env = {PLAN_ENV: str(plan_path), "PYTHONPATH": os.pathsep.join(p for p in paths if p), **(extra_env or {})}
    command = [sys.executable, "-m", "pytest", "-p", PLUGIN, "-p", "no:cacheprovider", "-q", "--rootdir", "."]
    shown = " ".join(command) + f" <{len(node_ids)} node ids>"
    start = time.monotonic()
    try:
        proc = run_untrusted([*command, *node_ids], cwd=repo_root, timeout=timeout, extra_env=env)
    except subprocess.TimeoutExpired:
        return HarnessRun(shown, -1, time.monotonic() - start, f"ran past {timeout:g} s and was killed", None)
    tail = (proc.stdout + proc.stderr)[-6000:]
    return HarnessRun(shown, proc.returncode, time.monotonic() - start, tail, _read(out / RESULTS_FILE))


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
