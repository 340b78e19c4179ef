"""Tile IR toolkit: produce IR on both sides, read it, and compare it structurally.

Reading and comparing (disasm, parse, op_syntax, canonical, rewrites, printer, facts, rules, diff, findings,
report, command): an input is Tile IR text or bytecode (printed by ``tileirdisasm``); both sides are
parsed into a typed tree, brought to a canonical form (SSA names, entry symbol, frontend noise, invariant
code placement, op order, commutative operands), reduced to per-family facts (memory ops, reductions, MMA,
control flow, tokens, hints, ...) and diffed family by family into findings with a category, a severity
and an owner. Entry point: ``diff.diff_ir``; command line: ``tilebot ir-diff``.
"""
