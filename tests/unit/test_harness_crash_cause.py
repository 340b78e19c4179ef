"""A test process killed by a panic in native code: stage D's result names the panic, the fatal error and the test.

The child is real: pytest under ``op_plugin``, a test that writes a Rust-style panic to fd 2 the way a cdylib
does (around ``sys.stderr``) and then aborts, as cutile 0.2.0 does when it panics inside an ``extern "C"``
launcher. Python's faulthandler then prints its long extension-module list, which is all the old tail kept.
"""

from __future__ import annotations

import signal
import textwrap
from pathlib import Path

from tilebot.runner.gpu.crash_cause import crash_cause, signal_name
from tilebot.runner.gpu.op_harness import run_op_tests
from tilebot.runner.gpu.op_plan import OpPlan

PANIC_AT = "thread '<unnamed>' panicked at cutile-0.2.0/src/tensor.rs:412:9:"
PANIC_MESSAGE = "partition shape [1, 4, 64] does not divide tensor shape [2, 4, 100]"

TEST_FILE = f'''
import os
import pytest

def test_fine():
    pass

@pytest.mark.parametrize("n", [4])
def test_launch(n):
    # native code writes straight to fd 2, as Rust's panic hook does, then aborts: no unwinding into Python
    os.write(2, b"{PANIC_AT}\\n{PANIC_MESSAGE}\\nnote: run with `RUST_BACKTRACE=1` environment variable\\n")
    os.write(2, b"thread caused non-unwinding panic. aborting.\\n")
    # what a long session prints after the panic: more than the validator's whole tail
    os.write(2, b"".join(b"noise line %d\\n" % i for i in range(400)))
    os.abort()

def test_never_reached():
    pass
'''


def _target(tmp_path: Path) -> Path:
    repo = tmp_path / "repo"
    (repo / "tests").mkdir(parents=True)
    (repo / "tests" / "test_op.py").write_text(TEST_FILE, encoding="utf-8")
    # op_plugin seeds torch before each test and names its version in the results it writes after each; this
    # machine has no torch, and the crash needs none
    (repo / "torch").mkdir()
    fake = (
        "import types\n__version__ = 'none'\nversion = types.SimpleNamespace(cuda=None)\n"
        "cuda = types.SimpleNamespace(is_available=lambda: False)\n\ndef manual_seed(seed):\n    pass\n"
    )
    (repo / "torch" / "__init__.py").write_text(fake, encoding="utf-8")
    return repo


def test_a_child_aborted_by_a_panic_reports_the_panic_the_fatal_error_and_the_test(tmp_path: Path) -> None:
    repo = _target(tmp_path)
    plan = OpPlan(mode="plain", op="op", target="m:f", contenders={}, out_dir=str(tmp_path / "out"))
    nodes = ["tests/test_op.py::test_fine", "tests/test_op.py::test_launch[4]", "tests/test_op.py::test_never_reached"]

    run = run_op_tests(repo, plan, nodes, roots=[repo], timeout=120)

    assert run.exit_code == -signal.SIGABRT
    assert run.results is None
    assert run.running == "tests/test_op.py::test_launch[4]"
    tail = run.validator("correctness").output_tail
    assert len(tail) <= 2000
    assert PANIC_AT in tail and PANIC_MESSAGE in tail  # lost to pytest's fd capture before
    assert "Fatal Python error: Aborted" in tail
    assert "while running tests/test_op.py::test_launch[4]" in tail
    assert "in test_launch" in tail  # faulthandler's innermost frames
    assert "Current thread" in tail and "noise line 0\\n" not in tail  # the plain tail follows the cause
    died = run.died()
    assert died.startswith("exit -6, SIGABRT in tests/test_op.py::test_launch[4]: ")
    assert PANIC_MESSAGE in died and "Fatal Python error: Aborted" in died


def test_a_child_that_exits_normally_carries_no_cause(tmp_path: Path) -> None:
    repo = _target(tmp_path)
    plan = OpPlan(mode="plain", op="op", target="m:f", contenders={}, out_dir=str(tmp_path / "out"))

    run = run_op_tests(repo, plan, ["tests/test_op.py::test_fine"], roots=[repo], timeout=120)

    # the stand-in torch has no version, so the results file is not written: an exception, not a signal
    assert run.exit_code >= 0
    assert run.cause == "" and "SIGABRT" not in run.died()


def test_the_cause_is_found_before_faulthandler_s_module_list_and_in_older_panic_formats() -> None:
    modules = ", ".join(f"torch._C._mod{i}" for i in range(300))
    output = textwrap.dedent(f"""\
        ....thread 'main' panicked at 'index out of bounds: the len is 3 but the index is 3', src/lib.rs:7:5
        note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace
        terminate called after throwing an instance of 'std::runtime_error'
          what():  tileiras failed: exit status 1
        Fatal Python error: Aborted

        Thread 0x00007f0000000001 (most recent call first):
          File "/x/threading.py", line 331 in wait

        Current thread 0x00007f0000000002 (most recent call first):
          File "/repo/src/tilegym/ops/cutile_rs/mhc.py", line 88 in _launch
          File "/repo/tests/test_mhc.py", line 40 in test_mhc

        Extension modules: {modules} (total: 300)
        """)

    cause = crash_cause(output)

    assert cause.lines == (  # pytest's progress dots before the panic: a merged stream
        "thread 'main' panicked at 'index out of bounds: the len is 3 but the index is 3', src/lib.rs:7:5",
        "terminate called after throwing an instance of 'std::runtime_error'",
        "  what():  tileiras failed: exit status 1",
        "Fatal Python error: Aborted",
        "Current thread 0x00007f0000000002 (most recent call first):",
        '  File "/repo/src/tilegym/ops/cutile_rs/mhc.py", line 88 in _launch',
        '  File "/repo/tests/test_mhc.py", line 40 in test_mhc',
    )
    assert cause.summary.startswith("'main' panicked at 'index out of bounds")
    assert "what():  tileiras failed" in cause.summary
    assert not crash_cause("1 passed in 0.1s\n")


def test_signal_names() -> None:
    assert signal_name(-6) == "SIGABRT"
    assert signal_name(-11) == "SIGSEGV"
    assert signal_name(1) == ""


def test_a_current_rust_panic_with_a_thread_id_and_a_multi_line_message() -> None:
    # verbatim from cutile 0.2.0 (rustc 1.9x) borrowing mhc's narrowed y: the assert that aborted the H200 run
    where = "/root/.cargo/registry/src/index.crates.io-1949cf8c6b5b557f/cutile-0.2.0/src/tensor.rs:567:9:"
    std = "/rustc/59807616e1fa2540724bfbac14d7976d7e4a3860/library/core/src/panicking.rs:225:5:"
    output = textwrap.dedent(f"""\
        .
        thread '<unnamed>' (12144) panicked at {where}
        assertion `left == right` failed: Tensor logical byte size must match storage byte size.
          left: 16384
         right: 24544
        stack backtrace:
           0: __rustc::rust_begin_unwind
        thread '<unnamed>' (12144) panicked at {std}
        panic in a function that cannot unwind
        thread caused non-unwinding panic. aborting.
        Fatal Python error: Aborted
        """)

    cause = crash_cause(output)

    assert cause.lines[:4] == (
        f"thread '<unnamed>' (12144) panicked at {where}",
        "assertion `left == right` failed: Tensor logical byte size must match storage byte size.",
        "  left: 16384",
        " right: 24544",
    )
    assert "panic in a function that cannot unwind" in cause.lines
    assert "__rustc::rust_begin_unwind" not in "\n".join(cause.lines)
    assert cause.summary.startswith("'<unnamed>' (12144) panicked at cutile-0.2.0/src/tensor.rs:567:9: assertion")
    assert "must match storage byte size. left: 16384 right: 24544" in cause.summary
    assert "; '<unnamed>' (12144) panicked at library/core/src/panicking.rs:225:5: panic in a function" in cause.summary


def test_a_child_killed_on_its_timeout_says_what_the_real_plugin_had_recorded(tmp_path: Path) -> None:
    repo = _target(tmp_path)
    (repo / "tests" / "test_op.py").write_text("import time\n\ndef test_fine():\n    pass\n\ndef test_hang():\n"
                                               "    time.sleep(120)\n", encoding="utf-8")  # fmt: skip
    plan = OpPlan(mode="plain", op="op", target="m:f", contenders={}, out_dir=str(tmp_path / "out"))
    run = run_op_tests(
        repo, plan, ["tests/test_op.py::test_fine", "tests/test_op.py::test_hang"], roots=[repo], timeout=20
    )
    assert run.results is None and run.timed_out and run.running == "tests/test_op.py::test_hang"
    assert run.partial is not None and {n: r.outcome for n, r in run.partial.nodes.items()} == {
        "tests/test_op.py::test_fine": "passed"
    }
