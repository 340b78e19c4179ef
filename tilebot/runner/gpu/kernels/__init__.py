"""Our own cuTile Python and Triton kernels for the harness's benchmark ops (softmax, RMS norm, matmul).

Each op module holds both implementations of the same algorithm, a float64 torch reference, and the
correctness and perf cases over shapes x dtypes. They need a GPU with cuda.tile, triton and torch.
"""
