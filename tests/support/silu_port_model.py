"""The model's side of porting the example's silu_and_mul, scripted: TileGym 1.5.1's own cutile-rs port.

B writes TileGym's kernel and a launch contract for the example's variant; C's agent restates the verdict the
real IR diff gave; B's second attempt (when C sends the kernel back) writes the same kernel; D writes TileGym's
launcher, its helpers in the shared cdylib crate, and the wrapper the example's tests call. Everything else in
a run that uses it is real: stages, cargo, the IR diff, the runner entry, git.
"""

from __future__ import annotations

import json
import re
import zipfile
from pathlib import Path
from typing import Any

from tests.agents.messages_server import Conversations, Reply, text, tool_use
from tests.support.tilegym_target import fetch_wheel
from tilebot.core.config import RunConfig
from tilebot.core.stages import Stage
from tilebot.runner.agents.policies import report_path
from tilebot.runner.stages.write_kernel import CONTRACT_TAG
from tilebot.runner.targets.cutile_rs import cdylib_crate

OP = "silu_and_mul"
CONFIG = RunConfig()
CRATE = CONFIG.kernel_crate(OP)
CDYLIB = cdylib_crate.cdylib_dir(CONFIG)
WRAPPER = f"{CONFIG.layout.rust_ops_dir}/{OP}.py"
WRAPPER_TEXT = (Path(__file__).parent / "ports/silu_and_mul_wrapper.py").read_text(encoding="utf-8")
WHEEL_PORT = "tilegym/ops/cutile_rs"


def launch_contract(hidden: int, variant: str = "silu_and_mul_kernel") -> dict[str, Any]:
    """B's launch contract for TileGym's kernel at one hidden size (f16): raw pointers, the size, both row strides."""
    return {
        variant: {
            "module": "silu_and_mul_module",
            "function": "silu_and_mul_kernel",
            "generics": ["f16", str(hidden)],
            "args": {
                "out_ptr": {"kind": "pointer"},
                "in_ptr": {"kind": "pointer"},
                "hidden_size": {"kind": "int", "value": hidden},
                "in_row_stride": {"kind": "int", "value": 2 * hidden},
                "out_row_stride": {"kind": "int", "value": hidden},
            },
        }
    }


CONTRACT = launch_contract(4096)  # the example's perf configuration 4096 x (2 x 4096), f16
LIB_RS = (
    "mod ffi_util;\n\nmod silu_and_mul {\n"
    + "".join(f'    include!("../../silu_and_mul_kernel/{name}.rs");\n' for name in ("kernel", "ffi"))
    + "}\n"
)


def port_files(cache: Path) -> dict[str, str]:
    """TileGym's kernel.rs, ffi.rs and ffi_util.rs for silu_and_mul, from the wheel (cached in ``cache``)."""
    with zipfile.ZipFile(fetch_wheel(cache)) as archive:
        return {
            name: archive.read(f"{WHEEL_PORT}/{member}").decode()
            for name, member in (
                ("kernel", "silu_and_mul_kernel/kernel.rs"),
                ("ffi", "silu_and_mul_kernel/ffi.rs"),
                ("ffi_util", "ffi_util.rs"),
            )
        }


def write(path: str, content: str) -> Reply:
    return Reply([tool_use("write_file", {"path": path, "content": content})], "tool_use")


def c_report(body: dict[str, Any]) -> Reply:
    """C's agent restates the verdict the mechanical diff gave (its task says which) on its report's first line."""
    first = body["messages"][0]["content"]
    task = first if isinstance(first, str) else " ".join(b.get("text", "") for b in first)
    found = re.search(r"The mechanical verdict is (\w+)", task)
    assert found is not None, task
    return write(report_path(CONFIG, OP, Stage.IR_CHECK), f"VERDICT: {found.group(1)}\nWhat differs, and why.\n")


def model(files: dict[str, str]) -> Conversations:
    b_report = f"## Port\nTileGym's kernel.\n\n```json {CONTRACT_TAG}\n{json.dumps(CONTRACT, indent=2)}\n```\n"
    b_turns = [
        write(f"{CRATE}/kernel.rs", files["kernel"]),
        write(report_path(CONFIG, OP, Stage.WRITE_KERNEL), b_report),
        Reply([text("kernel written")]),
    ]
    return Conversations(
        {
            ("write_kernel", 1): b_turns,
            ("ir_check", 1): [c_report, Reply([text("explained")])],
            ("write_kernel", 2): b_turns,  # sent back by C: the same kernel, which D then builds
            ("host_ffi", 1): [
                write(f"{CRATE}/ffi.rs", files["ffi"]),
                write(f"{CDYLIB}/src/ffi_util.rs", files["ffi_util"]),
                write(f"{CDYLIB}/src/lib.rs", LIB_RS),
                write(WRAPPER, WRAPPER_TEXT),
                write(report_path(CONFIG, OP, Stage.HOST_FFI), "## Launcher\ncutile_silu_and_mul\n"),
                Reply([text("host side written")]),
            ],
        }
    )


# C checks B's first kernel only, so whatever the real diff says of TileGym's port, a run reaches D; and the
# (scripted) agent writes B's and D's code, where the built-in translator would write the example's.
C_ONCE = '\n[caps]\nir_check = 1\n\n[agents]\nwriter = "agent"\n'
