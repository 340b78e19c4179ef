"""Run one test configuration's own code on the shape-only torch and keep what it launched.

The test function is imported the way pytest would (as ``tests.ops.test_x`` when the
directories are packages, else by file location), called with the configuration's
parameters and its fixtures (``fixtures.py``), and stopped when its op call returns
(``OpCallTraced``; where that call is the target's function composing several ops, what the
test does after it returns is its own check). A ``pytest.skip`` in the body marks the
configuration as skipped for the cuTile backend. A fixture the dry run cannot make (defined
nowhere it looks, or in a conftest.py that does not import under the shape-only torch) is no
skip: pytest would run the test, and what it launches is unknown, so the configuration fails
to trace with that reason, as does anything else that stops it before a launch.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import traceback
import types
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tilebot.runner.analysis.dryrun.fixtures import ConfigFixtures, FixtureUnavailable, fed_to_fixtures, module_name
from tilebot.runner.analysis.dryrun.recorder import Launch, Recorder
from tilebot.runner.analysis.dryrun.target_shim import OpCallTraced


@dataclass
class ConfigRun:
    status: str  # traced | skipped | no_kernel | failed
    reason: str = ""
    launches: list[Launch] = field(default_factory=list)


@dataclass
class TestCall:
    file: str  # repo-relative
    cls: str | None
    function: str
    params: dict[str, Any]
    # the conftest.py files pytest reads for the file, repo-relative, nearest first (stage A's ``Locator.conftests``):
    # the only ones the dry run imports
    conftests: tuple[str, ...]


def import_test_module(repo_root: Path, rel_file: str) -> types.ModuleType:
    base, dotted = module_name((repo_root / rel_file).resolve())
    if str(base) not in sys.path:
        sys.path.insert(0, str(base))
    return importlib.import_module(dotted)


def run_config(repo_root: Path, call: TestCall, recorder: Recorder, arch: str) -> ConfigRun:
    recorder.reset()
    fixtures = ConfigFixtures(repo_root, call, arch)
    try:
        result = _run(repo_root, call, recorder, fixtures)
    finally:
        problems = fixtures.close()
    if problems:
        result.reason = "; ".join(r for r in [result.reason, *problems] if r)
    return result


def _run(repo_root: Path, call: TestCall, recorder: Recorder, fixtures: ConfigFixtures) -> ConfigRun:
    try:
        module = import_test_module(repo_root, call.file)
        holders: list[Any] = [module]  # a nested test class's first, then the classes around it, then the module
        for name in call.cls.split("::") if call.cls else []:
            holders.insert(0, getattr(holders[0], name))
        owner = holders[0]
        fn = getattr(owner, call.function)
        instance = owner.__new__(owner) if call.cls else None
        fixtures.holders = holders
        fixtures.instance = instance
        indirect = fed_to_fixtures(call.params, fn, *holders)
        kwargs = fixtures.arguments(fn, instance is not None, indirect)
        bound = fn.__get__(instance, owner) if instance is not None else fn
        bound(**kwargs)
    except OpCallTraced:
        return ConfigRun("traced", "", list(recorder.launches))
    except FixtureUnavailable as exc:  # the dry run's limit, or the target's error: pytest would not skip
        return ConfigRun("failed", f"a fixture the dry run cannot make: {exc}")
    except BaseException as exc:  # the target's own code may raise anything; the reason is the result
        if _is_skip(exc) and (limit := _stand_in_limit(exc)) is not None:
            exc = limit  # the test skips on any error (`except Exception: pytest.skip`): a real torch would not
        elif _is_skip(exc):
            return ConfigRun("skipped", str(getattr(exc, "msg", exc)) or "skipped", [])
        if isinstance(exc, KeyboardInterrupt | SystemExit):
            raise
        if recorder.launches and recorder.op_returned_before(exc):  # the test's own check after the op
            return ConfigRun("traced", "", list(recorder.launches))
        if recorder.launches:
            return ConfigRun(
                "traced", f"stopped after its launches: {_describe(exc, repo_root)}", list(recorder.launches)
            )
        if recorder.quiet_calls:  # the op returned without a launch; what failed later is the test's own check
            return _no_kernel(recorder)
        return ConfigRun("failed", _describe(exc, repo_root))
    if recorder.launches:
        return ConfigRun("traced", "", list(recorder.launches))
    if recorder.quiet_calls or recorder.raising_calls:  # raising counts only when the test expected it
        return _no_kernel(recorder)
    return ConfigRun("failed", "the test finished without launching a cuTile kernel")


def _no_kernel(recorder: Recorder) -> ConfigRun:
    """The op was called and launched nothing: it returned (e.g. dropout in eval mode) or raised as tested."""
    if recorder.quiet_calls:
        calls = ", ".join(sorted(set(recorder.quiet_calls)))
        return ConfigRun("no_kernel", f"the op call ({calls}) returned without launching a kernel")
    name, error = recorder.raising_calls[0]
    return ConfigRun("no_kernel", f"the op call ({name}) raised before any launch: {error}")


def _is_skip(exc: BaseException) -> bool:
    from _pytest.outcomes import Skipped

    return isinstance(exc, Skipped)


def _stand_in_limit(exc: BaseException) -> BaseException | None:
    """The dry run's own refusal (values needed, a torch API not modelled, a fixture it cannot make) that ``exc``
    was raised while handling, if any: a skip the test takes then is the dry run's limit, not the target's choice."""
    from tilebot.runner.analysis.shapetorch import UnsupportedTorchAPI, ValueDependent

    seen: set[int] = set()
    cause = exc.__cause__ or exc.__context__
    while cause is not None and id(cause) not in seen:
        if isinstance(cause, ValueDependent | UnsupportedTorchAPI | FixtureUnavailable):
            return cause
        seen.add(id(cause))
        cause = cause.__cause__ or cause.__context__
    return None


def _describe(exc: BaseException, repo_root: Path) -> str:
    """``Type: message (at file:line)`` with the innermost frame inside the target repository."""
    where = ""
    root = str(repo_root.resolve())
    for frame in reversed(traceback.extract_tb(exc.__traceback__)):
        if frame.filename.startswith(root):
            where = f" (at {Path(frame.filename).relative_to(root).as_posix()}:{frame.lineno})"
            break
    message = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {message}{where}"
