"""The translated ports beside NVIDIA's own, read from one machine's GPU logs (``h200_translated.py nvidia-report``)."""

from __future__ import annotations

from pathlib import Path

from tools.h200_translated import hand_ports, logged

D_PASS = "D host/FFI #1: ALL_PASS - 8 checks over 8 configurations passed (libcutile_kernels.so)\n"


def _e(geomean: float, n: int, verdict: str = "DONE") -> str:
    interval = "(95% interval 0.9-1.1, bootstrap over configs)"
    return f"E perf #1: {verdict} - geomean {geomean} {interval} over {n} configs <= 1.05\n"


def _logs(root: Path, side: str, op: str, d: str, e: str | None) -> None:
    folder = root / side if side else root
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{op}-host_ffi.log").write_text(d + "result: x\n")
    if e is not None:
        (folder / f"{op}-perf.log").write_text(e + "result: y\n")


def test_each_op_side_by_side_and_the_pool_weighs_ops_by_their_configurations(tmp_path: Path) -> None:
    _logs(tmp_path, "", "a", D_PASS, _e(1.0, 3))
    _logs(tmp_path, "nvidia", "a", D_PASS, _e(0.5, 3))
    _logs(tmp_path, "", "b", D_PASS, _e(2.0, 1, "INVESTIGATE"))
    _logs(tmp_path, "nvidia", "b", D_PASS, _e(4.0, 1, "INVESTIGATE"))
    _logs(tmp_path, "", "c", D_PASS, _e(1.0, 2))
    _logs(tmp_path, "nvidia", "c", "D host/FFI #1: FAIL - 3 of 26 checks wrong\n", None)
    lines = hand_ports(tmp_path)
    assert "| a | `ALL_PASS` | `ALL_PASS` | 3 | `DONE` 1.000 | `DONE` 0.500 | 2.000 |" in lines
    assert "| b | `ALL_PASS` | `ALL_PASS` | 1 | `INVESTIGATE` 2.000 | `INVESTIGATE` 4.000 | 0.500 |" in lines
    assert "| c | `ALL_PASS` | `FAIL` | 2 | `DONE` 1.000 | `-` | - |" in lines  # no E: out of the pool
    # over a's 3 and b's 1 configurations: (1*1*1*2)^(1/4) and (0.5**3 * 4)^(1/4)
    assert lines[-1] == (
        "Over the 4 configurations both timed: translated **1.189**, NVIDIA's **0.841** (translated / NVIDIA's 1.414)."
    )


def test_a_stage_the_script_killed_reads_timed_out_and_a_missing_log_reads_dash(tmp_path: Path) -> None:
    log = tmp_path / "a-perf.log"
    log.write_text("E perf #1: BLOCKED - partial\nh200 script: the stage ran past its limit of 110 s\n")
    assert logged(log) == ("timed out (110 s)", None, 0)
    assert logged(tmp_path / "none.log") == ("-", None, 0)
    log.write_text(_e(0.934, 8))
    assert logged(log) == ("DONE", 0.934, 8)
