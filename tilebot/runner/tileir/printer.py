"""Print a (canonical) Tile IR tree back in `tileirdisasm`'s syntax, using each op's printing template."""

from __future__ import annotations

from tilebot.runner.tileir.model import Entry, Op, Region


def print_op_head(op: Op) -> str:
    """The op's line without regions: `%3 = addf %1, %2 : tile<…>`."""
    parts = [op.pieces[0]] if op.pieces else [op.name]
    for (kind, k), piece in zip(op.slots, op.pieces[1:], strict=True):
        v = op.operands[k] if kind == "operand" else op.regions[0].args[k]
        parts.append(v.name)
        parts.append(piece)
    text = "".join(parts).strip()
    if not op.results:
        return text
    if len(op.results) == 1:
        return f"{op.results[0].name} = {text}"
    base = op.results[0].name.partition("#")[0]
    return f"{base}:{len(op.results)} = {text}"


def print_entry(entry: Entry) -> str:
    params = ", ".join(f"{p.name}: {p.type}" for p in entry.params)
    hints = f" optimization_hints=<{entry.hints}>" if entry.hints else ""
    trailer = f" {entry.trailer}" if entry.trailer else ""
    lines = [f"entry @{entry.symbol}({params}){hints}{trailer} {{"]
    _print_region_ops(entry.body, 1, lines)
    lines.append("}")
    return "\n".join(lines)


def _print_region_ops(region: Region, depth: int, lines: list[str]) -> None:
    pad = "  " * depth
    for op in region.ops:
        head = print_op_head(op)
        if not op.regions:
            lines.append(pad + head)
            continue
        for i, r in enumerate(op.regions):
            args = ", ".join(f"{a.name}: {a.type}" for a in r.args)
            if i == 0 and r.header:
                lines.append(pad + head)
                lines.append(f"{pad}({args}) {{")
            elif i == 0:
                lines.append(f"{pad}{head} {{")
            elif r.header:
                lines.append(f"{pad}}}")
                lines.append(f"{pad}({args}) {{")
            else:
                lines.append(f"{pad}}} {r.label} {{" if r.label else f"{pad}}} {{")
            _print_region_ops(r, depth + 1, lines)
        lines.append(pad + "}")
