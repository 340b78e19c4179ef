"""SiLU-and-multiply in Triton, the reference peer of ``tilegym.ops.cutile.silu_and_mul``: one program per row."""

import torch
import triton
import triton.language as tl


@triton.jit
def silu_and_mul_kernel(x_ptr, out_ptr, hidden, x_row_stride, out_row_stride, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    mask = cols < hidden
    x_row = x_ptr + row * x_row_stride
    gate = tl.load(x_row + cols, mask=mask, other=0.0).to(tl.float32)
    up = tl.load(x_row + hidden + cols, mask=mask, other=0.0).to(tl.float32)
    out = gate * tl.sigmoid(gate) * up
    tl.store(out_ptr + row * out_row_stride + cols, out.to(out_ptr.dtype.element_ty), mask=mask)


def silu_and_mul(input: torch.Tensor) -> torch.Tensor:
    width = input.shape[-1]
    if width % 2:
        raise ValueError(f"silu_and_mul needs an even last dimension, got {width}")
    hidden = width // 2
    x = input.reshape(-1, width)
    rows = x.shape[0]
    out = torch.empty((rows, hidden), dtype=input.dtype, device=input.device)
    block = triton.next_power_of_2(hidden)
    silu_and_mul_kernel[(rows,)](x, out, hidden, x.stride(0), out.stride(0), BLOCK=block)
    return out.view(*input.shape[:-1], hidden)
