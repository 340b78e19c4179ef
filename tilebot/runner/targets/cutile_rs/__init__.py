"""cutile-rs (cuTile Rust, the ``cutile`` crates): kernel.rs reading, the cargo toolchain, the Tile IR harness."""
