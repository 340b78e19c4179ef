"""tilebot: ports cuTile Python tile kernels to cuTile Rust and makes every port prove itself.

Layers: ``core`` (contracts both processes share; imports nothing above it), ``bot`` (the GitHub App
service and the orchestrator) and ``runner`` (what a runner job executes). Only ``cli`` imports both sides.
"""
