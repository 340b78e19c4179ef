"""Port targets: what tilebot writes kernels for, how it builds them and reads their IR (cutile-rs today)."""
