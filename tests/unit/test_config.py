"""``.tilebot.toml``: defaults fit TileGym; every mistake names its key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tilebot.core.config import ConfigError, RunConfig, load_config, parse_config
from tilebot.core.stages import Stage

ROOT = Path(__file__).resolve().parents[2]


def test_defaults_fit_tilegym_and_the_design() -> None:
    config = RunConfig()
    assert config.layout.cutile_ops_dir == "src/tilegym/ops/cutile"
    assert config.layout.tests_dir == "tests/ops"
    assert config.perf.threshold == 1.05
    assert config.target.kind == "cutile-rs" and config.target.gpu_arch == "sm_90"
    assert config.target.crates["cutile"] == "=0.2.0"
    assert {s.value: c for s, c in config.caps.items()} == {
        "preflight": 1,
        "analyze": 1,
        "write_kernel": 2,
        "ir_check": 2,  # B(2)'s kernel is IR-checked too
        "host_ffi": 2,
        "perf": 2,
        "perf_diag": 1,
    }
    assert config.effective_caps()[Stage.PERF_DIAG] == 0  # F is off unless switched on
    assert config.run_dir("softmax") == "tilebot/softmax"


def test_gpu_labels_only_where_a_gpu_is_used() -> None:
    labels = RunConfig().runners.labels
    gpu = {s for s, ls in labels.items() if "tilebot-gpu" in ls}
    assert gpu == {Stage.ANALYZE, Stage.HOST_FFI, Stage.PERF}
    assert all("tilebot-cpu" in labels[s] for s in (Stage.PREFLIGHT, Stage.WRITE_KERNEL, Stage.IR_CHECK))


def test_overrides_merge_with_defaults() -> None:
    config = parse_config(
        '[runners.labels]\nperf = ["self-hosted", "h200"]\n[caps]\nwrite_kernel = 1\n[timeouts]\nperf = 60\n'
        "[perf]\nresidual_diagnosis = true\n"
    )
    assert config.runners.labels[Stage.PERF] == ["self-hosted", "h200"]
    assert config.runners.labels[Stage.PREFLIGHT][-1] == "tilebot-cpu"
    assert config.caps[Stage.WRITE_KERNEL] == 1 and config.caps[Stage.HOST_FFI] == 2
    assert config.timeouts[Stage.PERF] == 60 and config.timeouts[Stage.ANALYZE] == 1800
    assert config.effective_caps()[Stage.PERF_DIAG] == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[layoutt]\nx = 1", ".tilebot.toml: layoutt: unknown key"),
        ("[layout]\nops = 'x'", ".tilebot.toml: layout.ops: unknown key"),
        ("[layout]\nartifacts_dir = '../up'", "layout.artifacts_dir: must be a path relative"),
        ("[layout]\ntests_dir = '/abs'", "layout.tests_dir: must be a path relative"),
        ("[perf]\nthreshold = 'fast'", "perf.threshold: Input should be a valid number"),
        ("[perf]\nthreshold = 0.1", "perf.threshold: Input should be greater than 0.5"),
        ("[caps]\nwrite_kernel = 3", "caps: write_kernel: cap must be between 0 and 2, got 3"),
        ("[caps]\npreflight = 0", "caps: preflight: cap must be at least 1"),
        ('[target]\ncrates = { cutile = "0.3.1" }', "target.crates: each crate must be pinned to one version"),
        # The table replaces the default pins: moving cutile alone dropped the crates the launcher imports.
        (
            '[target]\ncrates = { cutile = "=0.3.1" }',
            "target.crates: lacks cutile-compiler, cutile-macro, cuda-core, cuda-async: the table replaces",
        ),
        ("[caps]\nhost_ffi = 0", "caps: host_ffi: cap must be at least 1 (only ir_check and perf_diag can be 0"),
        ("[caps]\nbogus = 1", "caps.bogus: unknown key"),
        ("[timeouts]\nperf = 0", "timeouts: perf: timeout must be 1..21600 seconds"),
        ("[runners.labels]\nperf = []", "runners.labels: stage perf needs at least one non-empty label"),
        ("[target]\nkind = 'cuda-cpp'", "target.kind: unsupported target 'cuda-cpp'"),
        ("[target]\ngpu_arch = 'hopper'", "target.gpu_arch: String should match pattern"),
        ("[perf\n", ".tilebot.toml: not valid TOML"),
    ],
)
def test_bad_config_names_the_key(text: str, message: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_config(text)
    assert message in str(err.value)


def test_load_config_reads_the_repo_file_or_defaults(tmp_path: Path) -> None:
    assert load_config(tmp_path) == RunConfig()
    (tmp_path / ".tilebot.toml").write_text("[perf]\nthreshold = 1.1\n")
    assert load_config(tmp_path).perf.threshold == 1.1
    (tmp_path / ".tilebot.toml").write_text("[perf]\nthreshhold = 1.1\n")
    with pytest.raises(ConfigError, match=r"\.tilebot\.toml: perf\.threshhold: unknown key"):
        load_config(tmp_path)


def test_a_config_that_cannot_be_read_is_the_users_to_fix(tmp_path: Path) -> None:
    """A directory named .tilebot.toml was an internal error (IsADirectoryError, exit 4)."""
    (tmp_path / ".tilebot.toml").mkdir()
    with pytest.raises(ConfigError, match=r"\.tilebot\.toml: cannot read it \(Is a directory\)"):
        load_config(tmp_path)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("[timeouts]\nanalyze = true", "timeouts.analyze"),  # lax: a 1-second timeout
        ("[caps]\nhost_ffi = true", "caps.host_ffi"),
        ('[timeouts]\nperf = "600"', "timeouts.perf"),
        ("[perf]\nthreshold = true", "perf.threshold"),
        ("[perf]\nresidual_diagnosis = 1", "perf.residual_diagnosis"),
        ("[correctness]\nprocesses = 2.5", "correctness.processes"),
        ("min_free_disk_gib = true", "min_free_disk_gib"),
    ],
)
def test_a_config_value_of_the_wrong_toml_type_is_an_error_naming_its_key(text: str, key: str) -> None:
    with pytest.raises(ConfigError) as err:
        parse_config(text, source="repo/.tilebot.toml")
    assert f"repo/.tilebot.toml: {key}: " in str(err.value)


def test_a_number_of_the_right_type_still_passes() -> None:
    config = parse_config("min_free_disk_gib = 2\n[perf]\nthreshold = 1\n[timeouts]\nperf = 600\n")
    assert (config.min_free_disk_gib, config.perf.threshold, config.timeouts[Stage.PERF]) == (2.0, 1.0, 600)


@pytest.mark.parametrize("doc", ["docs/configuration.md", "README.md"])
def test_the_documented_configs_parse_as_written(doc: str) -> None:
    """A user pastes the docs' example: configuration.md's ended with `min_free_disk_gib` after `[timeouts]`, so TOML
    made it a key of that table and the pasted file was refused."""
    blocks = re.findall(r"```toml\n(.*?)```", (ROOT / doc).read_text(encoding="utf-8"), re.DOTALL)
    assert blocks
    for block in blocks:
        parse_config(block, source=doc)


def test_a_top_level_key_under_a_table_says_where_it_belongs() -> None:
    """It was two lines, an unknown stage and a value that is no integer, neither saying what was wrong."""
    with pytest.raises(ConfigError) as err:
        parse_config("[timeouts]\nperf = 1800\nmin_free_disk_gib = 5.0\n")
    assert str(err.value) == (
        ".tilebot.toml: timeouts.min_free_disk_gib: unknown key (min_free_disk_gib is a top-level key: write it "
        "above the first [table])"
    )
