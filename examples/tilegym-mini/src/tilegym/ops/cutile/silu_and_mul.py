"""SiLU-and-multiply in cuTile Python: out = silu(x[..., :H]) * x[..., H:], one row per block.

The input is viewed as [rows, 2, H] so that each half of a row is one tile of the same
tile space (index (row, 0, 0) is the gate half, (row, 1, 0) the up half); a tail past H
is zero-padded on load and dropped on store.
"""

import cuda.tile as ct
import torch


@ct.kernel
def silu_and_mul_kernel(x, out, TILE_H: ct.Constant[int]):
    row = ct.bid(0)
    gate = ct.load(x, index=(row, 0, 0), shape=(1, 1, TILE_H), padding_mode=ct.PaddingMode.ZERO)
    up = ct.load(x, index=(row, 1, 0), shape=(1, 1, TILE_H), padding_mode=ct.PaddingMode.ZERO)
    gate = ct.astype(gate, ct.float32)
    up = ct.astype(up, ct.float32)
    silu = gate / (1.0 + ct.exp(-gate))
    ct.store(out, index=(row, 0, 0), tile=ct.astype(silu * up, out.dtype))


def silu_and_mul(input: torch.Tensor) -> torch.Tensor:
    width = input.shape[-1]
    if width % 2:
        raise ValueError(f"silu_and_mul needs an even last dimension, got {width}")
    hidden = width // 2
    x = input.reshape(-1, width)
    rows = x.shape[0]
    out = torch.empty((*input.shape[:-1], hidden), dtype=input.dtype, device=input.device)
    tile_h = 1 << (hidden - 1).bit_length()
    args = (x.view(rows, 2, hidden), out.view(rows, 1, hidden), tile_h)
    ct.launch(torch.cuda.current_stream(), (rows, 1, 1), silu_and_mul_kernel, args)
    return out
