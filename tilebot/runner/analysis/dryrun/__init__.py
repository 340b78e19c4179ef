"""The dry run: a target's tests and op wrappers executed on the shape-only torch, launches recorded, not run."""
