"""Stage D's zero-token host side on a kernel.rs that is not byte for byte the translator's: the example target's
softmax, translated as B(1) wrote it (tests/support/translated_port), then edited on the branch as a person would.

D's build half runs as D's build job does, without an API key, with real cargo builds of the cdylib (the shared
target directory makes them seconds once the cutile tree is built). The GPU half is not run here.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.support.stage_context import stage_context
from tests.support.translated_port import EXAMPLE, b_output
from tilebot.core.config import RunConfig
from tilebot.core.result import StageResult
from tilebot.core.stages import Classification, Stage
from tilebot.runner.agents.runtime import MISSING_KEY_MESSAGE
from tilebot.runner.stages import Handoff
from tilebot.runner.stages.host_ffi_build import build
from tilebot.runner.stages.host_ffi_translated import FFI_FILE, same_entries
from tilebot.runner.targets.cutile_rs import cdylib_crate
from tilebot.runner.targets.cutile_rs.toolchain import find_cargo

OP = "softmax"
CONFIG = RunConfig.model_validate({"agents": {"writer": "translator"}})
ENTRY_PARAM = "y: &Tensor<E, { [-1, -1] }>,"  # the translated entry's output parameter
GENERICS = "<E: ElementType, const TILE_N: i32>"  # the translated entry's generic parameters


@pytest.fixture(scope="module")
def translated(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, str]:
    """The example target with A's analysis, B's IR and B's kernel.rs (the translator's); that kernel.rs."""
    root = Path(shutil.copytree(EXAMPLE, tmp_path_factory.mktemp("example") / "repo"))
    kernel = b_output(root, OP, CONFIG)
    return root, kernel.read_text(encoding="utf-8")


@pytest.fixture
def repo(translated: tuple[Path, str], tmp_path: Path) -> Path:
    return Path(shutil.copytree(translated[0], tmp_path / "repo", symlinks=True))


def test_same_entries_reads_the_launch_contract_not_the_text(translated: tuple[Path, str]) -> None:
    kernel = translated[1]
    assert ENTRY_PARAM in kernel and "padding::NegInf" in kernel and f"fn softmax_kernel{GENERICS}(" in kernel
    same = {
        "a body edit": kernel.replace("padding::NegInf", "padding::Zero"),
        "a comment and a helper": kernel.replace(
            "    use cutile::core::*;\n", "    use cutile::core::*;\n    // a note\n    fn unused() {}\n"
        ),
        "a renamed parameter, respaced": kernel.replace(ENTRY_PARAM, "out : &Tensor<E,{[-1,-1]}>,"),
        "the generics respaced, a trailing comma": kernel.replace(GENERICS, "< E:ElementType ,const  TILE_N : i32, >"),
    }
    for why, edited in same.items():
        assert edited != kernel and same_entries(edited, kernel), why
    other = {
        "a parameter's type": kernel.replace(ENTRY_PARAM, "y: &mut Tensor<E, { [-1, -1] }>,"),
        "a parameter more": kernel.replace(ENTRY_PARAM, ENTRY_PARAM + " n: i32,"),
        "a generic more": kernel.replace("const TILE_N: i32", "const TILE_N: i32, const TILE_M: i32"),
        # The launcher passes each generic as text the declared type parses ("-1" is no usize): same names, other
        # declarations are other entries.
        "a const generic's type": kernel.replace("const TILE_N: i32", "const TILE_N: usize"),
        "a const generic made a type parameter": kernel.replace("const TILE_N: i32", "TILE_N: ElementType"),
        "a type parameter's bound": kernel.replace("E: ElementType", "E: ElementType + Copy"),
        "a lifetime more": kernel.replace(GENERICS, "<'a, E: ElementType, const TILE_N: i32>"),
        "the entry's name": kernel.replace("fn softmax_kernel<", "fn softmax_rows<"),
        "the module's name": kernel.replace("mod softmax_module", "mod softmax_port"),
        "the entry's attribute gone": kernel.replace("#[cutile::entry()]", ""),
        "an entry more": kernel.replace(
            "    use cutile::core::*;\n",
            "    use cutile::core::*;\n    #[cutile::entry()]\n    pub unsafe fn extra(x: &Tensor<f32, { [-1] }>) {}\n",
        ),
        "unreadable": kernel.replace("const TILE_N: i32>(", "const TILE_N: i32>"),  # no parameter list
    }
    for why, edited in other.items():
        assert edited != kernel and not same_entries(edited, kernel), why


def d_build(repo: Path, monkeypatch: pytest.MonkeyPatch) -> StageResult | Handoff:
    """D's build half as D's build job runs it, without an API key."""
    if find_cargo() is None:
        pytest.skip("cargo is not installed (install Rust >= 1.89 with rustup to build cutile-rs crates)")
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    return build(stage_context(repo, OP, Stage.HOST_FFI, config=CONFIG))


def edit(repo: Path, old: str, new: str) -> bytes:
    kernel_rs = repo / CONFIG.kernel_crate(OP) / "kernel.rs"
    text = kernel_rs.read_text(encoding="utf-8")
    assert old in text
    kernel_rs.write_text(text.replace(old, new), encoding="utf-8")
    return kernel_rs.read_bytes()


def test_a_branch_edit_inside_the_kernel_body_gets_the_translated_host_side_and_builds(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A person's fix of a body (B rebuilt it as it is, writer "branch") keeps every entry's signature, so the
    translator's launcher and wrapper fit it: D builds them with zero tokens and no key, against the edited file."""
    edited = edit(repo, "padding::NegInf", "padding::Zero")
    d = d_build(repo, monkeypatch)
    assert isinstance(d, Handoff), d.message
    assert d.writer == "translator" and d.cost.tokens == 0
    assert d.message.startswith("translated host (0 tokens): built ") and "exporting cutile_softmax" in d.message
    assert [v.name for v in d.validators] == ["cargo build (cdylib)", "exported symbol", "wrapper"]
    assert all(v.exit_code == 0 for v in d.validators)
    crate = repo / CONFIG.kernel_crate(OP)
    assert (crate / "kernel.rs").read_bytes() == edited  # D built the person's kernel, not a new translation
    assert "cutile_softmax" in (crate / FFI_FILE).read_text(encoding="utf-8")
    lib = (repo / cdylib_crate.cdylib_dir(CONFIG) / cdylib_crate.LIB_ROOT).read_text(encoding="utf-8")
    assert lib.count(f'include!("../../{OP}_kernel/kernel.rs")') == 1


def test_an_edit_of_an_entry_signature_gets_the_agent_not_the_translated_host_side(
    repo: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The translator's launcher would call the entry with arguments it no longer takes: the host side is the
    agent's to write, so without a key D stops BLOCKED/env having written nothing."""
    edited = edit(repo, ENTRY_PARAM, ENTRY_PARAM + " n: i32,")
    d = d_build(repo, monkeypatch)
    assert isinstance(d, StageResult)
    assert (d.verdict, d.classification) == ("BLOCKED", Classification.ENV) and MISSING_KEY_MESSAGE in d.message
    assert d.writer != "translator"
    crate = repo / CONFIG.kernel_crate(OP)
    assert not (crate / FFI_FILE).exists() and (crate / "kernel.rs").read_bytes() == edited
    assert not (repo / CONFIG.layout.rust_ops_dir / f"{OP}.py").exists()
